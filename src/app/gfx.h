/* SPDX-License-Identifier: MIT */
/* Drawing in logical units. The screen is at least 1600x900 logical units;
 * wider or taller windows get more room (`lw`, `lh`). Text and SVG art are
 * rasterized at the window's real pixel size, so they stay crisp. */
#ifndef MM_APP_GFX_H
#define MM_APP_GFX_H

#include <stdbool.h>
#include <stdio.h>

#include <SDL.h>
#include <SDL_ttf.h>

#define MM_DESIGN_W 1600.0f
#define MM_DESIGN_H 900.0f

typedef struct mm_rgba {
    Uint8 r, g, b, a;
} mm_rgba;

typedef enum mm_align {
    MM_ALIGN_LEFT,
    MM_ALIGN_CENTER,
    MM_ALIGN_RIGHT,
} mm_align;

typedef struct mm_text_cache mm_text_cache;
typedef struct mm_frame mm_frame;
typedef struct mm_image_cache mm_image_cache;
typedef struct mm_startup mm_startup;

typedef struct mm_gfx {
    SDL_Window *window;
    SDL_Renderer *renderer;
    int pw, ph;       /* output size in pixels */
    float scale;      /* pixels per logical unit */
    float lw, lh;     /* logical size of the whole window */
    char font_regular[1024];
    char font_bold[1024];
    mm_text_cache *texts;
    mm_image_cache *images;
    mm_frame *frame; /* the frame's drawing, drawn again only where it changed */
    const char *data_dir;
    /* Folder for rasterized pictures (see gfx.c), "" for none. */
    char art_cache[1100];
    char missing[1400]; /* last asset that could not be loaded */
    /* The smallest text size in logical units: smaller requests are raised
     * to it (the interface size sets it, so no text is ever unreadable). */
    float min_text;
    /* The text report (--text-report): one JSON line per text drawn. */
    FILE *report;
    int report_layer;     /* bumped by each veil: what lies below is covered */
    bool report_mute;     /* decorative copies (shadows) are not reported */
    bool report_shrunk;   /* the next text was shrunk to fit */
    const char *report_role; /* the next text's role, or NULL */
    SDL_Rect clip;        /* pixels; w == 0: no clipping */
    /* Pictures are rasterized at this multiple of the size they are drawn
     * at (0 or 1: that size) and scaled by the GPU: a zoom in motion draws
     * at its end size instead of rasterizing every size it passes. */
    float raster_zoom;
    /* A picture wanted at a new size may stand in at a size already made
     * while at most one picture per frame is rasterized (see gfx.c); off
     * for screenshots and scripts, which draw every picture exactly. */
    bool stand_ins;
    /* Until the first frame is shown: its pictures, loaded ahead on a
     * thread while SDL started (startup.h). */
    mm_startup *startup;
    SDL_FRect layer_area; /* the open layer's area (mm_gfx_layer_begin) */
    SDL_Rect layer_px;    /* and its pixels */
} mm_gfx;

/* Palette. */
extern const mm_rgba MM_INK, MM_PAPER, MM_NIGHT, MM_PANEL, MM_ACCENT, MM_GOOD, MM_BAD,
    MM_MUTED, MM_GOLD;

/* The font files to draw with, regular and bold (fontconfig's sans-serif,
 * else the DejaVu in <data_dir>/fonts), in buffers of `len` bytes; starts
 * SDL_ttf, which mm_gfx_free stops. False with the reason when no font
 * opens. Needs no window (start-up runs it on a thread while SDL starts). */
bool mm_gfx_find_fonts(const char *data_dir, char *regular, char *bold, size_t len, char *why,
                       size_t why_len);
/* Draws into `window` through `renderer` with the fonts mm_gfx_find_fonts found. */
bool mm_gfx_init(mm_gfx *g, SDL_Window *window, SDL_Renderer *renderer, const char *data_dir,
                 const char *regular, const char *bold, char *why, size_t why_len);
void mm_gfx_free(mm_gfx *g);
/* Re-reads the output size; drops rasterized caches when the scale changed. */
void mm_gfx_resize(mm_gfx *g);

/* A frame: everything drawn between begin and end is recorded; end draws it
 * (without a GPU only where it differs from the frame shown), present shows
 * it. */
void mm_gfx_begin_frame(mm_gfx *g);
/* Returns the number of pixels drawn again. */
long mm_gfx_end_frame(mm_gfx *g);
void mm_gfx_present(mm_gfx *g);
/* Whether the frame just drawn showed a picture standing in for one still
 * to rasterize: another frame should follow. */
bool mm_gfx_standing_in(const mm_gfx *g);
/* The next frame is drawn and shown whole (the window was exposed). */
void mm_gfx_invalidate(mm_gfx *g);

/* Converts window coordinates (points) to logical units. */
void mm_gfx_to_logical(const mm_gfx *g, int wx, int wy, float *x, float *y);

void mm_gfx_clear(mm_gfx *g, mm_rgba c);
void mm_gfx_fill_rect(mm_gfx *g, SDL_FRect r, mm_rgba c);
void mm_gfx_fill_round(mm_gfx *g, SDL_FRect r, float radius, mm_rgba c);
void mm_gfx_stroke_round(mm_gfx *g, SDL_FRect r, float radius, float width, mm_rgba c);
void mm_gfx_fill_circle(mm_gfx *g, float cx, float cy, float radius, mm_rgba c);
void mm_gfx_ring(mm_gfx *g, float cx, float cy, float radius, float width, mm_rgba c);
void mm_gfx_line(mm_gfx *g, float x1, float y1, float x2, float y2, float width, mm_rgba c);
/* Convex polygons given in pixels (a view's own mesh): polygon k is the
 * next counts[k] points, in colors[k]. Draw only through mm_gfx: a direct
 * SDL_Render call bypasses the frame list (frame.h) and is painted over. */
void mm_gfx_polygons(mm_gfx *g, const SDL_FPoint *pts, const int *counts, const SDL_Color *colors,
                     int npolys);
/* A translucent full-window veil (for overlays). */
void mm_gfx_dim(mm_gfx *g, Uint8 alpha);

/* Draws an SVG from assets/svg/<name>.svg into `r`, rotated by `angle`
 * degrees about its centre, with opacity `alpha`. Returns false (and records
 * the file in `missing`) when the file cannot be loaded. */
bool mm_gfx_image(mm_gfx *g, const char *name, SDL_FRect r, float angle, Uint8 alpha);
/* Makes the picture ready at the size `r` would draw it (rasterized now
 * when missing) without drawing it: an animation that steps through a few
 * sizes gets them all in one frame, not one slow step at each. */
void mm_gfx_image_prepare(mm_gfx *g, const char *name, SDL_FRect r);
/* Same, tinted (multiplied) by `tint`. */
bool mm_gfx_image_tinted(mm_gfx *g, const char *name, SDL_FRect r, float angle, mm_rgba tint);
/* A picture's logical size rounded to a whole multiple of 4 pixels, which
 * the software renderer draws straight from its rasterized picture: a size
 * that animates through these passes few cached pictures and scales no copy
 * per frame. */
float mm_gfx_snap_size(const mm_gfx *g, float size);

/* Text in logical size `size`; bold or regular. Returns the drawn width. */
float mm_gfx_text(mm_gfx *g, const char *text, float x, float y, float size, bool bold,
                  mm_rgba c, mm_align align);
/* Like mm_gfx_text, but shrinks the size so the line fits in `max_w`. */
float mm_gfx_text_fit(mm_gfx *g, const char *text, float x, float y, float max_w, float size,
                      bool bold, mm_rgba c, mm_align align);
/* Measures a single line. */
float mm_gfx_text_width(mm_gfx *g, const char *text, float size, bool bold);
/* Word-wrapped text within `width`; returns the height used. With draw=false
 * only measures. */
float mm_gfx_text_wrapped(mm_gfx *g, const char *text, float x, float y, float width,
                          float size, bool bold, mm_rgba c, mm_align align, bool draw);

/* How many pictures failed to load since the last call, with the path of
 * the first (each failed picture is tried and reported once). */
int mm_gfx_take_missing(mm_gfx *g, char *path, size_t len);

/* Draws only inside `r` (logical units) from now on; NULL draws everywhere
 * again. Reported texts are cut to it too. */
void mm_gfx_clip(mm_gfx *g, const SDL_FRect *r);

/* Whether a layer pays (SDL's software renderer, drawing only what
 * changed): a glide drawn through it copies one picture a frame. */
bool mm_gfx_layers(const mm_gfx *g);
/* What is drawn until mm_gfx_layer_end goes into an offscreen layer over
 * `area` (logical units): drawn again only when it changes. End puts the
 * layer where `area` shows now: at `dst`, scaled to its size. One layer at
 * a time, only when mm_gfx_layers; kept for the next glide. False
 * while a new layer is still being drawn (over a few frames): nothing of it
 * is shown, and the caller draws what it holds as it stands now. */
void mm_gfx_layer_begin(mm_gfx *g, SDL_FRect area);
bool mm_gfx_layer_end(mm_gfx *g, SDL_FRect dst);

/* A picture composed once of several (a flying tile's parts) and then
 * drawn, scaled and turned, as one: without a GPU SDL scales and turns one
 * picture a frame instead of each part. Begin says whether the picture
 * named `key`, of w x h logical units, must be made now: then the caller
 * draws its parts into mm_rect(0, 0, w, h) and calls mm_gfx_compose_end.
 * The last few are kept. For mm_gfx_layers only (in motion: the parts'
 * see-through edges over each other are blended twice). */
bool mm_gfx_compose_begin(mm_gfx *g, Uint64 key, float w, float h);
void mm_gfx_compose_end(mm_gfx *g);
/* Draws the composed picture `key` of w x h into `r`, turned `angle`
 * degrees clockwise. */
void mm_gfx_composed(mm_gfx *g, Uint64 key, float w, float h, SDL_FRect r, float angle,
                     Uint8 alpha);

/* Renders the current frame to a PNG. */
bool mm_gfx_save_png(mm_gfx *g, const char *path, char *why, size_t why_len);

static inline SDL_FRect mm_rect(float x, float y, float w, float h)
{
    SDL_FRect r = {x, y, w, h};
    return r;
}

static inline bool mm_rect_has(SDL_FRect r, float x, float y)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

static inline mm_rgba mm_alpha(mm_rgba c, Uint8 a)
{
    c.a = a;
    return c;
}

#endif
