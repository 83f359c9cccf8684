/* SPDX-License-Identifier: MIT */
/* Start-up's work that needs no window, done ahead on a thread of its own
 * while SDL starts (SDL_Init takes about 10 ms of CPU under X11, most of it
 * the input method reading the compose table): the fonts are found, and the
 * pictures the last start's first frame drew are loaded from the art cache
 * (rasterized when it lost them), with their opaque cores. The art cache
 * keeps the list of them per first scene. */
#ifndef MM_APP_STARTUP_H
#define MM_APP_STARTUP_H

#include <stdbool.h>

#include <SDL.h>

typedef struct mm_startup mm_startup;

/* Starts the work for a start whose first frame shows `scene` ("menu" or a
 * game's id; NULL for none to load) with pictures from the art cache folder
 * `art_cache` ("" for none). NULL when out of memory; without a thread the
 * fonts are found when asked for. */
mm_startup *mm_startup_begin(const char *data_dir, const char *art_cache, const char *scene);

/* mm_gfx_find_fonts' answer, waited for. */
bool mm_startup_fonts(mm_startup *s, char *regular, char *bold, size_t len, char *why,
                      size_t why_len);

/* The picture `name` at w x h as mm_art_load makes it, with its opaque core,
 * when it was loaded ahead (the caller frees it), else NULL. Waits for the
 * pictures at the first call. The first frame's pictures are noted either
 * way, for the next start. */
SDL_Surface *mm_startup_picture(mm_startup *s, const char *name, int w, int h, SDL_Rect *core);

/* After the first frame: keeps the list of its pictures for the next start
 * when it changed, frees the pictures not asked for and ends the thread;
 * with `trace`, says on stderr what was done ahead. NULL-safe. */
void mm_startup_end(mm_startup *s, bool trace);

#endif
