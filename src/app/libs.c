/* SPDX-License-Identifier: MIT */
/* SDL_image and SDL_mixer through SDL_LoadObject (see libs.h). */
#include "libs.h"

#include <stdbool.h>
#include <string.h>

#include <SDL_image.h>
#include <SDL_mixer.h>

#if defined(_WIN32)
#define IMAGE_LIB "SDL2_image.dll"
#define MIXER_LIB "SDL2_mixer.dll"
#elif defined(__APPLE__)
#define IMAGE_LIB "libSDL2_image-2.0.0.dylib"
#define MIXER_LIB "libSDL2_mixer-2.0.0.dylib"
#else
#define IMAGE_LIB "libSDL2_image-2.0.so.0"
#define MIXER_LIB "libSDL2_mixer-2.0.so.0"
#endif

/* The pointers have the headers' types (_Generic does not evaluate, so
 * nothing is linked). */
#define SAME_TYPE(field, fn)                                                                       \
    _Static_assert(_Generic(&(fn), __typeof__(field) : 1, default : 0), #fn " changed its type")
#define FIELD(lib, name) (((lib *)0)->name)

SAME_TYPE(FIELD(mm_image_lib, load_sized_svg_rw), IMG_LoadSizedSVG_RW);
SAME_TYPE(FIELD(mm_image_lib, save_png), IMG_SavePNG);
SAME_TYPE(FIELD(mm_mixer_lib, open_audio), Mix_OpenAudio);
SAME_TYPE(FIELD(mm_mixer_lib, close_audio), Mix_CloseAudio);
SAME_TYPE(FIELD(mm_mixer_lib, load_wav_rw), Mix_LoadWAV_RW);
SAME_TYPE(FIELD(mm_mixer_lib, free_chunk), Mix_FreeChunk);
SAME_TYPE(FIELD(mm_mixer_lib, volume_chunk), Mix_VolumeChunk);
SAME_TYPE(FIELD(mm_mixer_lib, play_channel_timed), Mix_PlayChannelTimed);

typedef struct loader {
    SDL_SpinLock lock;
    int state; /* 0 not tried, 1 open, -1 failed */
    char error[512];
} loader;

/* Opens `file` once and fills `fns` (n function pointers) with `names`;
 * false with SDL's error set when the library or a function is missing. */
static bool open_once(loader *l, const char *file, const char *const *names, void (**fns)(void),
                      int n)
{
    SDL_AtomicLock(&l->lock);
    if (l->state == 0) {
        void *obj = SDL_LoadObject(file);
        l->state = obj ? 1 : -1;
        for (int i = 0; l->state > 0 && i < n; i++) {
            void *fn = SDL_LoadFunction(obj, names[i]);
            if (!fn)
                l->state = -1;
            /* A data pointer to a function pointer, as dlsym's users must. */
            memcpy(&fns[i], &fn, sizeof fn);
        }
        if (l->state < 0)
            SDL_snprintf(l->error, sizeof l->error, "%s", SDL_GetError());
    }
    bool ok = l->state > 0;
    if (!ok)
        SDL_SetError("%s", l->error);
    SDL_AtomicUnlock(&l->lock);
    return ok;
}

const mm_image_lib *mm_image_lib_open(void)
{
    static loader l;
    static void (*fns[2])(void);
    static const char *const names[2] = {"IMG_LoadSizedSVG_RW", "IMG_SavePNG"};
    static mm_image_lib lib;
    if (!open_once(&l, IMAGE_LIB, names, fns, 2))
        return NULL;
    lib.load_sized_svg_rw = (SDL_Surface * (*)(SDL_RWops *, int, int)) fns[0];
    lib.save_png = (int (*)(SDL_Surface *, const char *))fns[1];
    return &lib;
}

const mm_mixer_lib *mm_mixer_lib_open(void)
{
    static loader l;
    static void (*fns[6])(void);
    static const char *const names[6] = {"Mix_OpenAudio",   "Mix_CloseAudio",
                                         "Mix_LoadWAV_RW",  "Mix_FreeChunk",
                                         "Mix_VolumeChunk", "Mix_PlayChannelTimed"};
    static mm_mixer_lib lib;
    if (!open_once(&l, MIXER_LIB, names, fns, 6))
        return NULL;
    lib.open_audio = (int (*)(int, Uint16, int, int))fns[0];
    lib.close_audio = (void (*)(void))fns[1];
    lib.load_wav_rw = (Mix_Chunk * (*)(SDL_RWops *, int)) fns[2];
    lib.free_chunk = (void (*)(Mix_Chunk *))fns[3];
    lib.volume_chunk = (int (*)(Mix_Chunk *, int))fns[4];
    lib.play_channel_timed = (int (*)(int, Mix_Chunk *, int, int))fns[5];
    return &lib;
}
