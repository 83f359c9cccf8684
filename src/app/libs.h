/* SPDX-License-Identifier: MIT */
/* SDL_image and SDL_mixer, opened when first needed instead of linked. Linked,
 * they and the libraries they bring (image and sound codecs, fluidsynth, glib,
 * libstdc++: 23 of the 86 loaded) were loaded and relocated before main, about
 * 6 ms of every start, while the menu needs neither: its pictures come from
 * the art cache and sound starts after the first frame. */
#ifndef MM_APP_LIBS_H
#define MM_APP_LIBS_H

#include <SDL.h>

typedef struct Mix_Chunk Mix_Chunk;

/* The SDL_image calls the app makes. */
typedef struct mm_image_lib {
    SDL_Surface *(*load_sized_svg_rw)(SDL_RWops *src, int width, int height);
    int (*save_png)(SDL_Surface *surface, const char *file);
} mm_image_lib;

/* The SDL_mixer calls the app makes. */
typedef struct mm_mixer_lib {
    int (*open_audio)(int frequency, Uint16 format, int channels, int chunksize);
    void (*close_audio)(void);
    Mix_Chunk *(*load_wav_rw)(SDL_RWops *src, int freesrc);
    void (*free_chunk)(Mix_Chunk *chunk);
    int (*volume_chunk)(Mix_Chunk *chunk, int volume);
    int (*play_channel_timed)(int channel, Mix_Chunk *chunk, int loops, int ticks);
} mm_mixer_lib;

/* SDL_image, opened by the first call (from any thread); NULL when it cannot
 * be, with the reason in SDL_GetError(). */
const mm_image_lib *mm_image_lib_open(void);

/* SDL_mixer, the same way. */
const mm_mixer_lib *mm_mixer_lib_open(void);

#endif
