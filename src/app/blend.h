/* SPDX-License-Identifier: MIT */
/* A see-through colour blended over a rectangle of a surface with 32-bit
 * pixels, without alpha (XRGB8888: the window surface without a GPU) or
 * with it (ARGB8888: a layer's picture): the very pixels SDL's software
 * renderer writes (SDL_BlendFillRect_RGB888, SDL_BlendFillRect_ARGB8888),
 * several times faster, for frame.c to fill large see-through panels. */
#ifndef MM_APP_BLEND_H
#define MM_APP_BLEND_H

#include <stdbool.h>

#include <SDL.h>

/* Whether mm_blend_fill can draw on `s`. */
bool mm_blend_fits(const SDL_Surface *s);
/* Blends `c` over `r` (cut to the surface), as SDL_BLENDMODE_BLEND. */
void mm_blend_fill(SDL_Surface *s, SDL_Rect r, SDL_Color c);

#endif
