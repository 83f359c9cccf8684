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
/* The surface SDL's software renderer draws on when it is not a window's
 * (SDL_CreateSoftwareRenderer; NULL: none): see-through fills and a glide's
 * scaled layer are then drawn straight into it, as into a window's. */
void mm_frame_set_surface(mm_frame *f, SDL_Surface *s);
/* Whether this frame list draws only what changed. */
bool mm_frame_incremental(const mm_frame *f);

/* Starts a frame of pw x ph pixels. */
void mm_frame_begin(mm_frame *f, int pw, int ph);
/* Clip rectangle in pixels for what follows; NULL for none. */
void mm_frame_clip(mm_frame *f, const SDL_Rect *clip);
/* A rectangle in pixels; `replace` writes the colour without blending. */
void mm_frame_fill(mm_frame *f, SDL_FRect r, SDL_Color c, bool replace);
/* Convex polygons in pixels, each of one colour: polygon k is the next
 * counts[k] points of `pts`, in colors[k]. Without a GPU they are filled row
 * by row as rectangles, so a polygon costs the pixels it covers (SDL's
 * software renderer blends every triangle through a temporary surface of
 * its bounding box); with one, as triangle fans. */
void mm_frame_polygons(mm_frame *f, const SDL_FPoint *pts, const int *counts,
                       const SDL_Color *colors, int npolys);
/* A texture (or its part `src`, NULL for all of it) into `dst` (pixels),
 * rotated by `angle` degrees, modulated by `mod`. `serial` names the
 * texture's pixels: a texture with new pixels gets a new serial. */
void mm_frame_copy(mm_frame *f, SDL_Texture *tex, Uint64 serial, const SDL_Rect *src,
                   SDL_FRect dst, double angle, SDL_Color mod, SDL_BlendMode blend);
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

/* The layer: what is recorded between mm_frame_layer_begin and
 * mm_frame_layer_end is drawn into an offscreen picture of `area` (pixels)
 * instead of the window, again only when it differs from what the picture
 * holds, and the picture goes into the frame at `dst` (any place and size;
 * a scaled copy is made once per size). So a camera's glide, drawn as the
 * scene where the camera stops placed where it stands now, copies one
 * picture a frame instead of drawing everything it moves. Without a GPU
 * only (mm_frame_incremental); the picture is kept after a frame that uses
 * no layer, for the next glide to draw only what changed. One layer at a
 * time; the commands inside keep their clips. A new picture is
 * drawn over a few frames: until it is complete mm_frame_layer_end shows
 * nothing of it and returns false (the caller draws the scene as it stands,
 * so the first frames of a glide stay cheap). */
void mm_frame_layer_begin(mm_frame *f, SDL_Rect area);
bool mm_frame_layer_end(mm_frame *f, SDL_Rect dst);

/* Whether the last frame took pixels from the layout at rest: the layer's
 * area as it stands once the glide ends, drawn during the glide from the
 * same commands (those the layer holds, and below them from the last one
 * that writes all of its area) into a picture of the window surface's
 * format, a few rows a frame; a frame that holds those commands in that
 * order copies it instead of drawing them. */
bool mm_frame_rest_shown(const mm_frame *f);

/* A picture of what is recorded between mm_frame_picture_begin and
 * mm_frame_picture_end: drawn at once into a new texture of `area`'s pixels
 * (its first copy written, not blended: the picture's ground, so its
 * see-through edges stay as they are), the commands then leave the frame.
 * The caller releases the texture (mm_frame_release); NULL when it cannot
 * be made. Not inside a layer. */
void mm_frame_picture_begin(mm_frame *f);
SDL_Texture *mm_frame_picture_end(mm_frame *f, SDL_Rect area);

/* MONSTERMOON_REDRAW_CHECK=1: after each incremental frame the whole frame is
 * drawn again and compared; differing pixels are counted here (and named on
 * stderr). */
long mm_frame_check_failures(const mm_frame *f);
/* MONSTERMOON_REDRAW_TRACE=1 names each frame's rectangles drawn again on
 * stderr, and the time drawing them took; MONSTERMOON_REDRAW_TRACE=2 also
 * each frame's slowest commands (timed one by one, so slower). Returns its
 * level (0: none), for gfx.c to name the pictures it makes too. */
int mm_frame_trace(const mm_frame *f);

#endif
