/* SPDX-License-Identifier: MIT */
/* SVG art at pixel sizes, kept rasterized in the art cache (see art.h). */
#include "art.h"

#include <dirent.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "libs.h"

/* Rasterizing a big SVG costs tens of milliseconds (the menu's background
 * 33 ms at 1280x720, 68 ms at 1920x1080), so pictures that took at least
 * ART_CACHE_MIN_MS of CPU are kept in the user's cache folder, per pixel
 * size, as raw pixels named by a hash of the SVG's bytes: an edited picture
 * gets a new file. The folder stays under ART_CACHE_MAX bytes, oldest files
 * going first. */
#define ART_CACHE_MIN_MS 1.0
#define ART_CACHE_MAX (96u << 20)
#define ART_MAGIC "MMART2\n"

/* A file holds this, then the picture's rows of ARGB8888 pixels, w * 4 bytes
 * each: read straight into a picture, nothing to decode. */
typedef struct art_header {
    char magic[8];
    Sint32 w, h;
    Sint32 core_x, core_y, core_w, core_h; /* mm_art_opaque_core of the pixels */
} art_header;

/* CPU time of this thread: the machine's load does not change it. */
static double thread_cpu_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static Uint64 fnv1a(const unsigned char *p, size_t n, Uint64 h)
{
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 0x100000001b3ull;
    return h;
}

static bool art_path(const char *dir, const char *name, const void *svg, size_t len, int w, int h,
                     char *out, size_t out_len)
{
    char flat[128];
    snprintf(flat, sizeof flat, "%s", name);
    for (char *p = flat; *p; p++)
        if (*p == '/')
            *p = '-';
    Uint64 hash = fnv1a(svg, len, 0xcbf29ce484222325ull);
    int n = snprintf(out, out_len, "%s/%s-%dx%d-%016llx.px", dir, flat, w, h,
                     (unsigned long long)hash);
    return n > 0 && (size_t)n < out_len;
}

/* A cached picture and its opaque core, or NULL when the file is missing,
 * not a regular file, of another size than its header says or not one of
 * ours: then it is rasterized again, and `damaged` tells whether a file was
 * there to replace. */
static SDL_Surface *art_read(const char *path, int w, int h, SDL_Rect *core, bool *damaged)
{
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    *damaged = fd >= 0;
    if (fd < 0)
        return NULL;
    struct stat st;
    art_header head;
    SDL_Surface *s = NULL;
    /* The rasterizer keeps the picture's aspect: its size may be smaller
     * than the one asked for, or a pixel larger where it rounds up (the
     * menu's background asked for at 3840x2160 is 3841x2160); the file is
     * named by the size asked for. */
    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
        read(fd, &head, sizeof head) == (ssize_t)sizeof head &&
        memcmp(head.magic, ART_MAGIC, 8) == 0 && head.w > 0 && head.w <= w + 1 && head.h > 0 &&
        head.h <= h + 1 &&
        (Uint64)st.st_size == sizeof head + (Uint64)head.w * (Uint64)head.h * 4 &&
        head.core_x >= 0 && head.core_y >= 0 && head.core_w >= 0 && head.core_h >= 0 &&
        head.core_w <= head.w - head.core_x && head.core_h <= head.h - head.core_y)
        s = SDL_CreateRGBSurfaceWithFormat(0, head.w, head.h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (s) {
        /* An ARGB8888 picture's rows follow each other without a gap. */
        size_t want = (size_t)head.w * (size_t)head.h * 4, got = 0;
        while (s->pitch == head.w * 4 && got < want) {
            ssize_t n = read(fd, (Uint8 *)s->pixels + got, want - got);
            if (n <= 0)
                break;
            got += (size_t)n;
        }
        if (got != want) {
            SDL_FreeSurface(s);
            s = NULL;
        }
    }
    close(fd);
    if (s)
        *core = (SDL_Rect){head.core_x, head.core_y, head.core_w, head.core_h};
    *damaged = !s;
    return s;
}

/* Oldest files first until the folder fits, leaving room for `incoming`. */
static void art_prune(const char *dir, Uint64 incoming)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    for (int round = 0; round < 64; round++) {
        Uint64 total = incoming;
        char oldest[1300] = "";
        time_t oldest_time = 0;
        struct dirent *e;
        rewinddir(d);
        while ((e = readdir(d)) != NULL) {
            char file[1300];
            struct stat st;
            if (e->d_name[0] == '.' ||
                snprintf(file, sizeof file, "%s/%s", dir, e->d_name) >= (int)sizeof file ||
                stat(file, &st) != 0 || !S_ISREG(st.st_mode))
                continue;
            total += (Uint64)st.st_size;
            if (!oldest[0] || st.st_mtime < oldest_time) {
                oldest_time = st.st_mtime;
                snprintf(oldest, sizeof oldest, "%s", file);
            }
        }
        if (total <= ART_CACHE_MAX || !oldest[0])
            break;
        remove(oldest);
    }
    closedir(d);
}

/* Written under a temporary name and renamed, so a reader never sees half a
 * file; a failure only means the picture is rasterized again next time. */
static void art_write(const char *dir, const char *path, const SDL_Surface *s, SDL_Rect core)
{
    Uint64 size = sizeof(art_header) + (Uint64)s->w * (Uint64)s->h * 4;
    art_prune(dir, size);
    char tmp[1450];
    snprintf(tmp, sizeof tmp, "%.1400s.%ld.tmp", path, (long)getpid());
    FILE *f = fopen(tmp, "wb");
    if (!f)
        return;
    art_header head;
    memcpy(head.magic, ART_MAGIC, 8);
    head.w = s->w;
    head.h = s->h;
    head.core_x = core.x;
    head.core_y = core.y;
    head.core_w = core.w;
    head.core_h = core.h;
    bool ok = fwrite(&head, sizeof head, 1, f) == 1;
    for (int y = 0; ok && y < s->h; y++)
        ok = fwrite((const Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch, (size_t)s->w * 4, 1,
                    f) == 1;
    ok = fclose(f) == 0 && ok;
    if (!ok || rename(tmp, path) != 0)
        remove(tmp);
}

SDL_Surface *mm_art_load(const char *data_dir, const char *cache_dir, const char *name, int w,
                         int h, SDL_Rect *core)
{
    char path[1400];
    int n = snprintf(path, sizeof path, "%s/svg/%s.svg", data_dir, name);
    if (n < 0 || (size_t)n >= sizeof path) {
        SDL_SetError("%s/svg/%s.svg: the path is too long", data_dir, name);
        return NULL;
    }
    size_t len = 0;
    void *svg = SDL_LoadFile(path, &len);
    if (!svg)
        return NULL;
    char cached[1400];
    bool cache = cache_dir[0] && art_path(cache_dir, name, svg, len, w, h, cached, sizeof cached);
    bool damaged = false;
    SDL_Surface *surf = cache ? art_read(cached, w, h, core, &damaged) : NULL;
    if (!surf) {
        double t0 = thread_cpu_ms();
        const mm_image_lib *image = mm_image_lib_open();
        SDL_RWops *rw = image ? SDL_RWFromConstMem(svg, (int)len) : NULL;
        SDL_Surface *raw = rw ? image->load_sized_svg_rw(rw, w, h) : NULL;
        if (rw)
            SDL_RWclose(rw);
        double ms = thread_cpu_ms() - t0;
        surf = raw && raw->format->format != SDL_PIXELFORMAT_ARGB8888
                   ? SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0)
                   : raw;
        if (surf != raw)
            SDL_FreeSurface(raw);
        if (surf)
            *core = mm_art_opaque_core(surf->pixels, surf->pitch, surf->w, surf->h);
        if (surf && cache && (ms >= ART_CACHE_MIN_MS || damaged) && surf->w <= w + 1 &&
            surf->h <= h + 1)
            art_write(cache_dir, cached, surf, *core);
    }
    SDL_free(svg);
    return surf;
}

/* How many of the n pixels from x0,y0 stepping dx,dy are see-through. */
static int run_clear(const void *pixels, int pitch, int x0, int y0, int dx, int dy, int n)
{
    int clear = 0;
    for (int i = 0; i < n; i++) {
        const Uint8 *row = (const Uint8 *)pixels + (size_t)(y0 + i * dy) * (size_t)pitch;
        clear += (((const Uint32 *)row)[x0 + i * dx] >> 24) != 0xff;
    }
    return clear;
}

/* The opaque rectangle left when edge rows and columns holding see-through
 * pixels are taken off, the edge with the largest share of them first (an
 * ARGB8888 picture): the whole picture when it is all opaque, empty when less
 * than half of it would be left or a see-through pixel lies inside. Without
 * a GPU the core is copied, not blended: a full-window sky whose rasterized
 * edge column is soft costs a copy, not a blend. Small pictures are only
 * checked for being opaque all over. */
SDL_Rect mm_art_opaque_core(const void *pixels, int pitch, int w, int h)
{
    const SDL_Rect none = {0, 0, 0, 0};
    int x0 = 0, y0 = 0, x1 = w, y1 = h;
    for (bool small = (Sint64)w * h < 2 * MM_ART_CORE_MIN_AREA;;) {
        if (x0 >= x1 || y0 >= y1 || (Sint64)(x1 - x0) * (y1 - y0) * 2 < (Sint64)w * h)
            return none;
        int across = x1 - x0, down = y1 - y0;
        double share[4] = {
            (double)run_clear(pixels, pitch, x0, y0, 1, 0, across) / across,
            (double)run_clear(pixels, pitch, x0, y1 - 1, 1, 0, across) / across,
            (double)run_clear(pixels, pitch, x0, y0, 0, 1, down) / down,
            (double)run_clear(pixels, pitch, x1 - 1, y0, 0, 1, down) / down,
        };
        int worst = 0;
        for (int k = 1; k < 4; k++)
            worst = share[k] > share[worst] ? k : worst;
        if (share[worst] == 0)
            break;
        if (small)
            return none;
        if (worst == 0)
            y0++;
        else if (worst == 1)
            y1--;
        else if (worst == 2)
            x0++;
        else
            x1--;
    }
    for (int y = y0 + 1; y < y1 - 1; y++)
        if (run_clear(pixels, pitch, x0, y, 1, 0, x1 - x0) > 0)
            return none;
    return (SDL_Rect){x0, y0, x1 - x0, y1 - y0};
}
