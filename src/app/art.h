/* SPDX-License-Identifier: MIT */
/* SVG art rasterized at pixel sizes. Pictures that take a millisecond or
 * more to rasterize are kept in the art cache folder as raw pixels, per
 * size, named by a hash of the SVG, so later starts skip the rasterizer. */
#ifndef MM_APP_ART_H
#define MM_APP_ART_H

#include <SDL.h>

/* <data_dir>/svg/<name>.svg rasterized to w x h as ARGB8888 (the rasterizer
 * keeps the picture's aspect, so it may be smaller), with its opaque core,
 * from the cache folder `cache_dir` when it holds it ("" for none). NULL
 * with the reason in SDL_GetError(). Any thread may call it. */
SDL_Surface *mm_art_load(const char *data_dir, const char *cache_dir, const char *name, int w,
                         int h, SDL_Rect *core);

/* Pictures with a smaller opaque core are blended whole. */
#define MM_ART_CORE_MIN_AREA (128 * 128)

/* The opaque rectangle of an ARGB8888 picture (see art.c), empty when it has
 * none worth copying instead of blending. */
SDL_Rect mm_art_opaque_core(const void *pixels, int pitch, int w, int h);

#endif
