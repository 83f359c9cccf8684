/* SPDX-License-Identifier: MIT */
/* A frame's drawing as a list of commands. At the frame's end the list is
 * compared with the previous frame's and, with SDL's software renderer, only
 * the rectangles where the two differ are drawn again (clipped to them) and
 * sent to the window: the window surface keeps the rest. With a GPU the whole
 * list is drawn every frame, as before. gfx.c records into it; nothing else
 * needs to know. */
#ifndef MM_APP_FRAME_H
#define MM_APP_FRAME_H

#include <stdbool.h>

#include <SDL.h>

typedef struct mm_frame mm_frame;

/* `incremental`: draw only what changed (the renderer's target must keep its
 * pixels between frames: SDL's software renderer on the window surface). */
mm_frame *mm_frame_new(SDL_Renderer *renderer, SDL_Window *window, bool incremental);
void mm_frame_free(mm_frame *f);
/* Whether this frame list draws only what changed. */
bool mm_frame_incremental(const mm_frame *f);

/* Starts a frame of pw x ph pixels. */
void mm_frame_begin(mm_frame *f, int pw, int ph);
/* Clip rectangle in pixels for what follows; NULL for none. */
void mm_frame_clip(mm_frame *f, const SDL_Rect *clip);
/* A rectangle in pixels; `replace` writes the colour without blending. */
void mm_frame_fill(mm_frame *f, SDL_FRect r, SDL_Color c, bool replace);
/* Coloured triangles (positions in pixels). */
void mm_frame_geometry(mm_frame *f, const SDL_Vertex *v, int nv, const int *idx, int nidx);
/* A texture into `dst` (pixels), rotated by `angle` degrees, modulated by
 * `mod`. `serial` names the texture's pixels: a texture with new pixels gets
 * a new serial. */
void mm_frame_copy(mm_frame *f, SDL_Texture *tex, Uint64 serial, SDL_FRect dst, double angle,
                   SDL_Color mod, SDL_BlendMode blend);
/* Destroys a texture once no recorded command uses it any more. */
void mm_frame_release(mm_frame *f, SDL_Texture *tex);
/* Draws the frame: only its changed rectangles when incremental. Returns the
 * number of pixels drawn again. */
long mm_frame_end(mm_frame *f);
/* Shows the frame in the window (only the changed rectangles when
 * incremental). */
void mm_frame_present(mm_frame *f);
/* The next frame is drawn and shown whole (the window was exposed, resized,
 * its surface replaced). */
void mm_frame_invalidate(mm_frame *f);

/* MONSTERMOON_REDRAW_CHECK=1: after each incremental frame the whole frame is
 * drawn again and compared; differing pixels are counted here (and named on
 * stderr). */
long mm_frame_check_failures(const mm_frame *f);
/* MONSTERMOON_REDRAW_TRACE=1 names each frame's rectangles drawn again on
 * stderr. */

#endif
