/* SPDX-License-Identifier: MIT */
/* Recording a frame's drawing and drawing again only what changed (see
 * frame.h). Without a GPU a full frame costs tens of milliseconds at 1080p
 * (a full-window background, panels blended over it, the window sent to the
 * X server whole), while a pointer's hover or a flying card changes a few
 * percent of the window. */
#include "frame.h"

#include "blend.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* CMD_SCALED: a part `src` of the layer's streaming picture scaled to `r`
 * and blended straight into the window surface (see scaled_blend). */
enum { CMD_FILL, CMD_POLYGONS, CMD_COPY, CMD_SCALED };

typedef struct cmd {
    Uint8 kind;
    bool replace; /* a fill that writes its colour without blending */
    bool clipped;
    SDL_Rect clip; /* pixels, when clipped */
    SDL_Rect box;  /* every pixel the command may touch (inside its clip) */
    Uint64 hash;   /* everything that decides its pixels */
    SDL_FRect r;   /* fill rectangle or copy destination */
    bool part;     /* a copy of `src` only, not the whole texture */
    SDL_Rect src;
    SDL_Color color;
    double angle;
    SDL_Texture *tex;
    Uint64 serial; /* the texture's pixels (copies) */
    SDL_BlendMode blend;
    int turned; /* a turned copy without a GPU: its picture's index + 1, once found */
    /* Polygons: their points (with their colour) in the vertex store, their
     * point counts in the count store. */
    int vfirst, nv, cfirst, npolys;
} cmd;

/* A picture as SDL's software renderer turns it (see turned_picture). */
typedef struct turned {
    Uint64 key; /* of what decides its pixels: serial, part, size, angle */
    Uint64 serial;
    SDL_Rect src;
    bool part;
    float w, h; /* the destination's size as given: SDL turns about its middle */
    double angle;
    SDL_Texture *tex;
    SDL_Rect at; /* where SDL puts the turned pixels, from the destination's whole pixels */
    Uint64 used; /* the frame that drew it last */
} turned;

typedef struct shown {
    Uint64 hash;
    SDL_Rect box;
} shown;

/* Changed rectangles kept apart at most; more are merged. */
#define MAX_DIRTY 32
/* Changed rectangles are drawn as one when their union adds at most this
 * many pixels to drawing both apart (each one apart replays the commands
 * over it). Overlapping ones may stay apart: every frame starts by covering
 * the whole window, so a pixel drawn twice comes out the same. */
#define MERGE_SLACK (48 * 48)
/* When the changed rectangles cover more than this share of the window, the
 * whole frame is drawn. */
#define FULL_SHARE 0.6
/* The share of the window's pixels a new layer draws a frame until it is
 * complete. */
#define LAYER_BUDGET 0.08
/* The share of the window's pixels a shown layer draws of its changes a
 * frame (a picture made at its exact size replacing its stand-in), the
 * picture moving on meanwhile as it stands. */
#define LAYER_CHANGE_BUDGET 0.05
/* Frames a new layer may take at most: a glide waits for it. */
#define LAYER_WAIT 6
/* The share of the window's pixels of the layout at rest (update_rest)
 * drawn a frame while a glide moves. */
#define REST_BUDGET 0.07

/* Where each hash of a list occurs: `first` finds a hash's first index
 * through an open-addressed table, `next` chains each index to the next one
 * with the same hash. */
typedef struct occurrences {
    Uint64 *keys;
    int *first, *next;
    int cap_keys, cap_first, cap_next;
    Uint32 mask;
} occurrences;

struct mm_frame {
    SDL_Renderer *renderer;
    SDL_Window *window;
    bool incremental;
    bool software; /* SDL's software renderer: polygons as rows */
    bool in_frame;
    bool full; /* the next frame is drawn and shown whole */
    bool clipped;
    SDL_Rect clip;
    int pw, ph;
    SDL_Surface *surface; /* the window surface drawn on last (incremental) */
    SDL_Surface *own;     /* mm_frame_set_surface */
    bool direct;          /* see-through fills are blended straight into it (blend.h) */

    cmd *cmds;
    int ncmds, cap_cmds;
    SDL_Vertex *verts;
    int nverts, cap_verts;
    int *counts;
    int ncounts, cap_counts;

    /* Scratch space for drawing polygons. */
    float *span_lo, *span_hi;
    int cap_lo, cap_hi;
    SDL_Rect *spans;
    int cap_spans;
    int *fan;
    int cap_fan;
    int *columns; /* scaled_blend: the layer's column for each window column */
    int cap_columns;

    shown *prev; /* the frame on screen */
    int nprev, cap_prev;
    occurrences old_at, now_at; /* where the two frames' hashes occur */

    SDL_Rect dirty[MAX_DIRTY];
    int ndirty;
    bool dirty_full;

    SDL_Texture **dead;
    int ndead, cap_dead;

    /* The layer (mm_frame_layer_begin): where its commands start in the
     * lists, its picture and a scaled copy of it. */
    bool in_picture; /* mm_frame_picture_begin: its commands start at picture_cmd0 */
    int picture_cmd0, picture_v0, picture_c0;
    bool in_layer, layer_used;
    int layer_cmd0, layer_v0, layer_c0;
    SDL_Rect layer_area;
    SDL_Texture *layer_tex;
    int layer_w, layer_h;
    /* Without a GPU a layer whose commands allow it is drawn by frame.c
     * itself into a streaming picture (see canvas_fits), not by SDL into a
     * picture to draw on: `canvas` is that picture's pixels while it is
     * drawn. */
    bool layer_streaming;
    SDL_Surface *canvas;
    SDL_Point canvas_at; /* the window pixel at the canvas's corner, for commands not moved */
    /* What the picture holds (when layer_drawn): its commands as drawn, and
     * where. */
    bool layer_drawn;
    shown *layer_shown;
    int nlayer_shown, cap_layer_shown;
    SDL_Rect layer_at;
    /* Its parts still to draw, and whether it was shown since it was made. */
    SDL_Rect layer_pending[MAX_DIRTY];
    int nlayer_pending;
    bool layer_seen;
    int layer_waited; /* frames it was not ready (see LAYER_WAIT) */
    Uint64 layer_hash, layer_serial;
    SDL_Texture *scaled_tex;
    int scaled_cap_w, scaled_cap_h, scaled_w, scaled_h;
    Uint64 scaled_from, scaled_serial;
    Uint64 serials; /* the layer's own texture serials */
    /* The layer's parts that hold anything, as rectangles of whole tiles
     * (a tower or a layout leaves most of its box clear): only they are
     * scaled and copied. */
    SDL_Rect *runs;
    int nruns, cap_runs;
    Uint8 *tiles;
    int cap_tiles;

    /* The layout at rest (see update_rest): the window's pixels over the
     * layer's area once the glide ends, in the window surface's format,
     * drawn during the glide; what it holds, where, and its parts still to
     * draw. This frame's commands it holds: rest_first on (-1: none). */
    SDL_Surface *rest;
    shown *rest_shown;
    int nrest_shown, cap_rest_shown;
    SDL_Rect rest_at;
    bool rest_drawn;
    SDL_Rect rest_pending[MAX_DIRTY];
    int nrest_pending;
    int rest_first;

    /* Turned pictures kept, and the frames drawn (their clock). */
    turned *turns;
    int nturns, cap_turns;
    size_t turned_bytes;
    Uint64 frames;

    int check; /* MONSTERMOON_REDRAW_CHECK */
    int trace; /* MONSTERMOON_REDRAW_TRACE: the rectangles drawn again */
    long check_failures;
    double t_layer, t_scaled;      /* trace: this frame's ms drawing the layer, scaling it */
    double t_rest;                 /* trace: this frame's ms drawing the layout at rest */
    double t_target, t_compare;    /* trace: making pictures to draw on, comparing frames */
    int turned_made, turned_drawn; /* trace: turned pictures made, drawn this frame */
};

/* This thread's CPU time in ms (the redraw trace's figures). */
static double cpu_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static void *grow(void *p, int *cap, int need, size_t size)
{
    if (need <= *cap)
        return p;
    int n = *cap ? *cap : 64;
    while (n < need)
        n *= 2;
    void *q = realloc(p, (size_t)n * size);
    if (!q) {
        fprintf(stderr, "monstermoon: out of memory\n");
        abort();
    }
    *cap = n;
    return q;
}

static void occurrences_free(occurrences *o);

mm_frame *mm_frame_new(SDL_Renderer *renderer, SDL_Window *window, bool incremental)
{
    mm_frame *f = calloc(1, sizeof *f);
    if (!f)
        return NULL;
    f->renderer = renderer;
    f->window = window;
    f->incremental = incremental;
    f->rest_first = -1;
    SDL_RendererInfo info;
    f->software = SDL_GetRendererInfo(renderer, &info) == 0 && (info.flags & SDL_RENDERER_SOFTWARE);
    f->full = true;
    const char *check = getenv("MONSTERMOON_REDRAW_CHECK");
    f->check = check && *check && strcmp(check, "0") != 0;
    const char *trace = getenv("MONSTERMOON_REDRAW_TRACE");
    f->trace = trace && *trace && strcmp(trace, "0") != 0 ? SDL_max(atoi(trace), 1) : 0;
    return f;
}

void mm_frame_free(mm_frame *f)
{
    if (!f)
        return;
    SDL_DestroyTexture(f->layer_tex);
    SDL_DestroyTexture(f->scaled_tex);
    for (int i = 0; i < f->nturns; i++)
        SDL_DestroyTexture(f->turns[i].tex);
    free(f->turns);
    free(f->runs);
    free(f->tiles);
    free(f->layer_shown);
    SDL_FreeSurface(f->rest);
    free(f->rest_shown);
    for (int i = 0; i < f->ndead; i++)
        SDL_DestroyTexture(f->dead[i]);
    free(f->dead);
    free(f->cmds);
    free(f->verts);
    free(f->counts);
    free(f->span_lo);
    free(f->span_hi);
    free(f->spans);
    free(f->fan);
    free(f->columns);
    free(f->prev);
    occurrences_free(&f->old_at);
    occurrences_free(&f->now_at);
    free(f);
}

void mm_frame_set_surface(mm_frame *f, SDL_Surface *s)
{
    f->own = s;
}

/* The surface SDL's software renderer draws the frame on, when known. */
static SDL_Surface *frame_surface(const mm_frame *f)
{
    return f->incremental ? SDL_GetWindowSurface(f->window) : f->own;
}

bool mm_frame_incremental(const mm_frame *f)
{
    return f->incremental;
}

int mm_frame_trace(const mm_frame *f)
{
    return f->trace;
}

bool mm_frame_rest_shown(const mm_frame *f)
{
    return f->rest_first >= 0;
}

long mm_frame_check_failures(const mm_frame *f)
{
    return f->check_failures;
}

void mm_frame_invalidate(mm_frame *f)
{
    f->full = true;
}

void mm_frame_release(mm_frame *f, SDL_Texture *tex)
{
    if (!tex)
        return;
    if (!f->in_frame) {
        SDL_DestroyTexture(tex);
        return;
    }
    f->dead = grow(f->dead, &f->cap_dead, f->ndead + 1, sizeof *f->dead);
    f->dead[f->ndead++] = tex;
}

void mm_frame_begin(mm_frame *f, int pw, int ph)
{
    if (pw != f->pw || ph != f->ph)
        f->full = true;
    f->pw = pw;
    f->ph = ph;
    f->ncmds = f->nverts = f->ncounts = 0;
    f->clipped = false;
    f->in_frame = true;
    f->in_layer = f->layer_used = false;
    f->frames++;
}

void mm_frame_clip(mm_frame *f, const SDL_Rect *clip)
{
    f->clipped = clip != NULL;
    if (clip)
        f->clip = *clip;
}

/* ================================================================ recording */

/* fminf and fmaxf (a NaN gives way to the other number), inline: the
 * library calls were several percent of a frame's drawing. */
static inline float min_f(float a, float b)
{
    return b < a || a != a ? b : a;
}

static inline float max_f(float a, float b)
{
    return b > a || a != a ? b : a;
}

static Uint64 mix(Uint64 h, Uint64 v)
{
    h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    return h * 0xff51afd7ed558ccdull;
}

static Uint64 mix_float(Uint64 h, float x)
{
    Uint32 bits;
    memcpy(&bits, &x, sizeof bits);
    return mix(h, bits);
}

static Uint64 mix_color(Uint64 h, SDL_Color c)
{
    return mix(h, (Uint64)c.r | (Uint64)c.g << 8 | (Uint64)c.b << 16 | (Uint64)c.a << 24);
}

/* The box from x0,y0 to x1,y1 (floats, pixels) with a pixel to spare each
 * side (the renderer truncates and rounds), cut to the clip and the window.
 * False when nothing of it can be seen. */
static bool set_box(mm_frame *f, cmd *c, float x0, float y0, float x1, float y1)
{
    if (!(x0 <= x1 && y0 <= y1)) /* also false for NaN */
        return false;
    float lo_x = max_f(floorf(x0) - 1, -1), lo_y = max_f(floorf(y0) - 1, -1);
    float hi_x = min_f(ceilf(x1) + 2, (float)f->pw + 1),
          hi_y = min_f(ceilf(y1) + 2, (float)f->ph + 1);
    SDL_Rect box = {(int)lo_x, (int)lo_y, (int)(hi_x - lo_x), (int)(hi_y - lo_y)};
    SDL_Rect window = {0, 0, f->pw, f->ph};
    if (!SDL_IntersectRect(&box, &window, &box))
        return false;
    c->clipped = f->clipped;
    if (f->clipped) {
        c->clip = f->clip;
        if (!SDL_IntersectRect(&box, &f->clip, &box))
            return false;
    }
    c->box = box;
    c->hash = mix(mix(mix(mix(c->hash, (Uint64)c->clipped),
                          (Uint64)(Uint32)c->clip.x << 32 | (Uint32)c->clip.y),
                      (Uint64)(Uint32)c->clip.w << 32 | (Uint32)c->clip.h),
                  c->kind);
    return true;
}

static cmd *new_cmd(mm_frame *f, Uint8 kind)
{
    f->cmds = grow(f->cmds, &f->cap_cmds, f->ncmds + 1, sizeof *f->cmds);
    cmd *c = &f->cmds[f->ncmds];
    memset(c, 0, sizeof *c);
    c->kind = kind;
    c->hash = 0x84222325cbf29ce4ull;
    return c;
}

void mm_frame_fill(mm_frame *f, SDL_FRect r, SDL_Color color, bool replace)
{
    cmd *c = new_cmd(f, CMD_FILL);
    c->r = r;
    c->color = color;
    /* An opaque colour blended over anything is the colour itself: written,
     * not blended (the same pixels, several times cheaper without a GPU). */
    c->replace = replace || (f->software && color.a == 255);
    if (f->software) {
        /* SDL's software renderer fills the rectangle's whole pixels: a
         * fill moved by less than a pixel draws the same pixels. */
        SDL_Rect px = {(int)r.x, (int)r.y, SDL_max((int)r.w, 1), SDL_max((int)r.h, 1)};
        c->hash = mix(mix(mix(mix(c->hash, (Uint64)(Uint32)px.x << 32 | (Uint32)px.y),
                              (Uint64)(Uint32)px.w << 32 | (Uint32)px.h),
                          (Uint64)c->replace),
                      (Uint64)color.r | (Uint64)color.g << 8 | (Uint64)color.b << 16 |
                          (Uint64)color.a << 24);
    } else {
        c->hash =
            mix(mix_color(mix_float(mix_float(mix_float(mix_float(c->hash, r.x), r.y), r.w), r.h),
                          color),
                replace);
    }
    if (set_box(f, c, r.x, r.y, r.x + max_f(r.w, 1), r.y + max_f(r.h, 1)))
        f->ncmds++;
}

void mm_frame_polygons(mm_frame *f, const SDL_FPoint *pts, const int *counts,
                       const SDL_Color *colors, int npolys)
{
    int nv = 0;
    for (int k = 0; k < npolys; k++)
        nv += counts[k];
    if (nv <= 0)
        return;
    cmd *c = new_cmd(f, CMD_POLYGONS);
    f->verts = grow(f->verts, &f->cap_verts, f->nverts + nv, sizeof *f->verts);
    f->counts = grow(f->counts, &f->cap_counts, f->ncounts + npolys, sizeof *f->counts);
    c->vfirst = f->nverts;
    c->nv = nv;
    c->cfirst = f->ncounts;
    c->npolys = npolys;
    float x0 = pts[0].x, x1 = x0, y0 = pts[0].y, y1 = y0;
    Uint64 h = c->hash;
    SDL_Vertex *out = f->verts + f->nverts;
    for (int k = 0, i = 0; k < npolys; k++) {
        f->counts[f->ncounts + k] = counts[k];
        h = mix_color(mix(h, (Uint64)counts[k]), colors[k]);
        for (int end = i + counts[k]; i < end; i++) {
            x0 = min_f(x0, pts[i].x);
            x1 = max_f(x1, pts[i].x);
            y0 = min_f(y0, pts[i].y);
            y1 = max_f(y1, pts[i].y);
            h = mix_float(mix_float(h, pts[i].x), pts[i].y);
            out[i] = (SDL_Vertex){pts[i], colors[k], {0, 0}};
        }
    }
    c->hash = h;
    if (set_box(f, c, x0, y0, x1, y1)) {
        f->nverts += nv;
        f->ncounts += npolys;
        f->ncmds++;
    }
}

void mm_frame_copy(mm_frame *f, SDL_Texture *tex, Uint64 serial, const SDL_Rect *src, SDL_FRect dst,
                   double angle, SDL_Color mod, SDL_BlendMode blend)
{
    if (!tex || dst.w <= 0 || dst.h <= 0)
        return;
    cmd *c = new_cmd(f, CMD_COPY);
    c->tex = tex;
    c->serial = serial;
    c->r = dst;
    c->angle = angle;
    c->color = mod;
    c->blend = blend;
    c->part = src != NULL;
    if (src)
        c->src = *src;
    Uint64 angle_bits;
    memcpy(&angle_bits, &angle, sizeof angle_bits);
    Uint64 h = mix(c->hash, serial);
    if (f->software && angle == 0) {
        /* SDL's software renderer copies to the destination's whole pixels
         * (cut towards zero): a picture moved by less than a pixel (a slowly
         * drifting cloud) draws the same pixels, so it is not drawn again. */
        h = mix(mix(h, (Uint64)(Uint32)(int)dst.x << 32 | (Uint32)(int)dst.y),
                (Uint64)(Uint32)(int)dst.w << 32 | (Uint32)(int)dst.h);
    } else {
        h = mix_float(mix_float(mix_float(mix_float(h, dst.x), dst.y), dst.w), dst.h);
    }
    if (src)
        h = mix(mix(h, (Uint64)(Uint32)src->x << 32 | (Uint32)src->y),
                (Uint64)(Uint32)src->w << 32 | (Uint32)src->h);
    c->hash = mix(mix(mix(mix_color(h, mod), angle_bits), (Uint64)blend), c->part);
    bool seen;
    if (angle == 0) {
        seen = set_box(f, c, dst.x, dst.y, dst.x + dst.w, dst.y + dst.h);
    } else {
        /* Rotated about its centre: within the circle through its corners. */
        float cx = dst.x + dst.w / 2, cy = dst.y + dst.h / 2,
              rad = sqrtf(dst.w * dst.w + dst.h * dst.h) / 2 + 2;
        seen = set_box(f, c, cx - rad, cy - rad, cx + rad, cy + rad);
    }
    if (seen)
        f->ncmds++;
}

/* ============================================================== comparison */

static Sint64 area(SDL_Rect r)
{
    return (Sint64)r.w * r.h;
}

static int cmp_int(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

/* The pixels the rectangles cover together (each pixel once): changed
 * rectangles overlap (a layer's copy over the commands it replaces), and
 * summing their areas would draw a frame whole that changed a third of the
 * window. Column by column between the rectangles' left and right edges. */
static Sint64 union_area(const SDL_Rect *r, int n)
{
    int xs[2 * MAX_DIRTY];
    for (int k = 0; k < n; k++) {
        xs[2 * k] = r[k].x;
        xs[2 * k + 1] = r[k].x + r[k].w;
    }
    qsort(xs, (size_t)(2 * n), sizeof *xs, cmp_int);
    Sint64 total = 0;
    for (int i = 0; i + 1 < 2 * n; i++) {
        if (xs[i] == xs[i + 1])
            continue;
        /* The rows the rectangles spanning this column cover, top edges
         * sorted, each run counted once. */
        int tops[MAX_DIRTY], bottoms[MAX_DIRTY], m = 0;
        for (int k = 0; k < n; k++)
            if (r[k].x <= xs[i] && r[k].x + r[k].w >= xs[i + 1] && r[k].h > 0) {
                int j = m++;
                for (; j > 0 && tops[j - 1] > r[k].y; j--) {
                    tops[j] = tops[j - 1];
                    bottoms[j] = bottoms[j - 1];
                }
                tops[j] = r[k].y;
                bottoms[j] = r[k].y + r[k].h;
            }
        Sint64 rows = 0;
        for (int j = 0, end = INT_MIN; j < m; j++) {
            int from = SDL_max(tops[j], end);
            if (bottoms[j] > from)
                rows += bottoms[j] - from;
            end = SDL_max(end, bottoms[j]);
        }
        total += rows * (xs[i + 1] - xs[i]);
    }
    return total;
}

/* Adds `box` to the n changed rectangles `dirty` (MAX_DIRTY at most). */
static void add_dirty(SDL_Rect *dirty, int *n, SDL_Rect box)
{
    bool merged = true;
    while (merged) {
        merged = false;
        for (int k = 0; k < *n; k++) {
            SDL_Rect u;
            SDL_UnionRect(&box, &dirty[k], &u);
            if (area(u) <= area(box) + area(dirty[k]) + MERGE_SLACK) {
                box = u;
                dirty[k] = dirty[--*n];
                merged = true;
                break;
            }
        }
    }
    if (*n == MAX_DIRTY) {
        /* Merge the two whose union adds the least area. */
        int best_a = 0, best_b = 1;
        Sint64 best = -1;
        for (int a = 0; a < *n; a++) {
            for (int b = a + 1; b < *n; b++) {
                SDL_Rect u;
                SDL_UnionRect(&dirty[a], &dirty[b], &u);
                Sint64 extra = area(u) - area(dirty[a]) - area(dirty[b]);
                if (best < 0 || extra < best) {
                    best = extra;
                    best_a = a;
                    best_b = b;
                }
            }
        }
        SDL_UnionRect(&dirty[best_a], &dirty[best_b], &dirty[best_a]);
        dirty[best_b] = dirty[--*n];
    }
    dirty[(*n)++] = box;
}

static void occurrences_build(occurrences *o, int n, Uint64 (*hash_at)(const void *, int),
                              const void *list)
{
    int size = 64;
    while (size < 2 * n)
        size *= 2;
    o->keys = grow(o->keys, &o->cap_keys, size, sizeof *o->keys);
    o->first = grow(o->first, &o->cap_first, size, sizeof *o->first);
    o->next = grow(o->next, &o->cap_next, SDL_max(n, 1), sizeof *o->next);
    o->mask = (Uint32)size - 1;
    for (int k = 0; k < size; k++)
        o->first[k] = -1;
    for (int i = n - 1; i >= 0; i--) {
        Uint64 h = hash_at(list, i);
        Uint32 slot = (Uint32)(h ^ h >> 32) & o->mask;
        while (o->first[slot] >= 0 && o->keys[slot] != h)
            slot = (slot + 1) & o->mask;
        o->next[i] = o->first[slot];
        o->keys[slot] = h;
        o->first[slot] = i;
    }
}

/* The first index at or after `from` holding `h`, or -1. */
static int occurrences_find(const occurrences *o, Uint64 h, int from)
{
    Uint32 slot = (Uint32)(h ^ h >> 32) & o->mask;
    while (o->first[slot] >= 0 && o->keys[slot] != h)
        slot = (slot + 1) & o->mask;
    int i = o->first[slot];
    while (i >= 0 && i < from)
        i = o->next[i];
    return i;
}

static void occurrences_free(occurrences *o)
{
    free(o->keys);
    free(o->first);
    free(o->next);
}

static Uint64 shown_hash(const void *list, int i)
{
    return ((const shown *)list)[i].hash;
}

static Uint64 cmd_hash(const void *list, int i)
{
    return ((const cmd *)list)[i].hash;
}

/* Pairs the new frame's commands with the shown frame's in order (equal
 * hashes); every command left without a partner marks its box changed. A
 * pixel none of them covers is drawn by the same commands in the same order
 * in both frames, so it is unchanged. Where the two part, the shorter way to
 * meet again is taken, however far: a layer's few copies replace hundreds
 * of commands, and the panels after them are the same. */
static void compare(mm_frame *f, const shown *old, int nold, const cmd *now, int nnow,
                    SDL_Rect *dirty, int *ndirty)
{
    int i = 0, j = 0;
    occurrences_build(&f->old_at, nold, shown_hash, old);
    occurrences_build(&f->now_at, nnow, cmd_hash, now);
    while (i < nold && j < nnow) {
        if (old[i].hash == now[j].hash) {
            i++;
            j++;
            continue;
        }
        int at_old = occurrences_find(&f->old_at, now[j].hash, i + 1);
        int at_now = occurrences_find(&f->now_at, old[i].hash, j + 1);
        int a = at_old < 0 ? -1 : at_old - i, b = at_now < 0 ? -1 : at_now - j;
        if (a > 0 && (b < 0 || a <= b)) {
            for (int k = 0; k < a; k++)
                add_dirty(dirty, ndirty, old[i + k].box);
            i += a;
        } else if (b > 0) {
            for (int k = 0; k < b; k++)
                add_dirty(dirty, ndirty, now[j + k].box);
            j += b;
        } else {
            add_dirty(dirty, ndirty, old[i++].box);
            add_dirty(dirty, ndirty, now[j++].box);
        }
    }
    for (; i < nold; i++)
        add_dirty(dirty, ndirty, old[i].box);
    for (; j < nnow; j++)
        add_dirty(dirty, ndirty, now[j].box);
}

/* =================================================================== replay */

/* Blends `col` over the rectangles cut to `clip` (NULL: the window), as
 * SDL_RenderFillRects with SDL_BLENDMODE_BLEND does: straight into the window
 * surface when SDL draws there (blend.h), else by SDL. */
static void blend_rects(mm_frame *f, const SDL_Rect *rects, int n, SDL_Color col,
                        const SDL_Rect *clip)
{
    SDL_Renderer *r = f->renderer;
    SDL_Surface *on = f->canvas;
    if (!on && f->direct && !SDL_GetRenderTarget(r)) {
        SDL_RenderFlush(r); /* what SDL queued comes first */
        on = f->surface;
    }
    if (on) {
        SDL_Rect area = clip ? *clip : (SDL_Rect){0, 0, on->w, on->h}, part;
        for (int k = 0; k < n; k++)
            if (SDL_IntersectRect(&rects[k], &area, &part))
                mm_blend_fill(on, part, col);
        return;
    }
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(r, col.r, col.g, col.b, col.a);
    SDL_RenderFillRects(r, rects, n);
}

/* Each polygon's rows as rectangles: a pixel is filled when its centre
 * lies inside (left and top edges in, right and bottom out, so polygons
 * sharing an edge neither overlap nor leave a gap). Rows and columns outside
 * `clip` are left out here, which gives the same pixels as clipping later. */
static void fill_rows(mm_frame *f, const cmd *c, const SDL_Rect *clip)
{
    SDL_Rect area = clip ? *clip : (SDL_Rect){0, 0, f->pw, f->ph};
    float ax0 = (float)area.x, ax1 = (float)(area.x + area.w);
    const SDL_Vertex *v = f->verts + c->vfirst;
    const int *counts = f->counts + c->cfirst;
    for (int k = 0; k < c->npolys; v += counts[k], k++) {
        int n = counts[k];
        if (n < 3)
            continue;
        float top = v[0].position.y, bottom = top;
        for (int i = 1; i < n; i++) {
            top = min_f(top, v[i].position.y);
            bottom = max_f(bottom, v[i].position.y);
        }
        /* Clamped as floats first: a wild point must not overflow an int. */
        int y0 = (int)max_f(ceilf(top - 0.5f), (float)area.y);
        int y1 = (int)min_f(ceilf(bottom - 0.5f), (float)(area.y + area.h));
        if (y0 >= y1)
            continue;
        int rows = y1 - y0;
        f->span_lo = grow(f->span_lo, &f->cap_lo, rows, sizeof *f->span_lo);
        f->span_hi = grow(f->span_hi, &f->cap_hi, rows, sizeof *f->span_hi);
        f->spans = grow(f->spans, &f->cap_spans, rows, sizeof *f->spans);
        for (int y = 0; y < rows; y++) {
            f->span_lo[y] = INFINITY;
            f->span_hi[y] = -INFINITY;
        }
        for (int i = 0; i < n; i++) {
            SDL_FPoint a = v[i].position, b = v[(i + 1) % n].position;
            if (!(a.y != b.y))
                continue; /* level, or not a number */
            if (a.y > b.y) {
                SDL_FPoint t = a;
                a = b;
                b = t;
            }
            /* The rows whose centre the edge crosses. */
            int from = (int)max_f(ceilf(a.y - 0.5f), (float)y0);
            int to = (int)min_f(ceilf(b.y - 0.5f), (float)y1);
            float slope = (b.x - a.x) / (b.y - a.y);
            for (int y = from; y < to; y++) {
                float x = a.x + ((float)y + 0.5f - a.y) * slope;
                f->span_lo[y - y0] = min_f(f->span_lo[y - y0], x);
                f->span_hi[y - y0] = max_f(f->span_hi[y - y0], x);
            }
        }
        int nspans = 0;
        for (int y = 0; y < rows; y++) {
            int x0 = (int)min_f(max_f(ceilf(f->span_lo[y] - 0.5f), ax0), ax1);
            int x1 = (int)min_f(max_f(ceilf(f->span_hi[y] - 0.5f), ax0), ax1);
            if (x1 <= x0)
                continue;
            SDL_Rect *last = nspans ? &f->spans[nspans - 1] : NULL;
            if (last && last->x == x0 && last->w == x1 - x0 && last->y + last->h == y0 + y)
                last->h++; /* the same span as the row above: one taller rectangle */
            else
                f->spans[nspans++] = (SDL_Rect){x0, y0 + y, x1 - x0, 1};
        }
        if (nspans == 0)
            continue;
        SDL_Rect on_canvas;
        const SDL_Rect *cut = clip;
        if (f->canvas && (f->canvas_at.x || f->canvas_at.y)) {
            for (int k2 = 0; k2 < nspans; k2++) {
                f->spans[k2].x -= f->canvas_at.x;
                f->spans[k2].y -= f->canvas_at.y;
            }
            if (clip) {
                on_canvas = (SDL_Rect){clip->x - f->canvas_at.x, clip->y - f->canvas_at.y,
                                       clip->w, clip->h};
                cut = &on_canvas;
            }
        }
        SDL_Color col = v[0].color;
        if (col.a < 255) {
            blend_rects(f, f->spans, nspans, col, cut);
            continue;
        }
        /* Opaque: written, not blended (the same pixels, cheaper). */
        if (f->canvas) {
            SDL_FillRects(f->canvas, f->spans, nspans,
                          SDL_MapRGBA(f->canvas->format, col.r, col.g, col.b, col.a));
            continue;
        }
        SDL_SetRenderDrawBlendMode(f->renderer, SDL_BLENDMODE_NONE);
        SDL_SetRenderDrawColor(f->renderer, col.r, col.g, col.b, col.a);
        SDL_RenderFillRects(f->renderer, f->spans, nspans);
    }
}

/* With a GPU: each polygon as a fan of triangles. */
static void fill_fans(mm_frame *f, const cmd *c)
{
    int ntri = c->nv * 3;
    f->fan = grow(f->fan, &f->cap_fan, ntri, sizeof *f->fan);
    int ni = 0, first = 0;
    for (int k = 0; k < c->npolys; k++) {
        int n = f->counts[c->cfirst + k];
        for (int i = 1; i + 1 < n; i++) {
            f->fan[ni++] = first;
            f->fan[ni++] = first + i;
            f->fan[ni++] = first + i + 1;
        }
        first += n;
    }
    SDL_SetRenderDrawBlendMode(f->renderer, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(f->renderer, NULL, f->verts + c->vfirst, c->nv, f->fan, ni);
}

/* ========================================================= turned pictures */

/* SDL's software renderer turns a picture (SW_RenderCopyEx) through a new
 * surface on every draw, so once for each changed rectangle and layer part
 * it is cut to: a Monster Factory tile's limbs and a Monsters on the Moon
 * card laid across. A picture turned by quarter turns is turned here once
 * as SDL turns it (each pixel moved whole) and kept while it is drawn: that
 * picture copied 1:1 with the command's blend and modulation to where SDL
 * puts the turned pixels is the same blit of the same pixels as SDL's own
 * last step. */

/* The box SDL gives a picture of w x h whole pixels turned by `angle`
 * degrees about (cx, cy): SDLgfx_rotozoomSurfaceSizeTrig's, the turned
 * corner pixels' centres rounded outwards, its size exact for quarter
 * turns. */
static SDL_Rect turned_box(int w, int h, double angle, float cx, float cy)
{
    double rad = angle * (M_PI / 180.0), s = sin(rad), c = cos(rad);
    const double px[4] = {0.5, w - 0.5, 0.5, w - 0.5}, py[4] = {0.5, 0.5, h - 0.5, h - 0.5};
    double x0 = INFINITY, x1 = -INFINITY, y0 = INFINITY, y1 = -INFINITY;
    for (int k = 0; k < 4; k++) {
        double sx = px[k] - cx, sy = py[k] - cy;
        double dx = c * sx - s * sy + cx, dy = s * sx + c * sy + cy;
        x0 = dx < x0 ? dx : x0;
        x1 = dx > x1 ? dx : x1;
        y0 = dy < y0 ? dy : y0;
        y1 = dy > y1 ? dy : y1;
    }
    int minx = (int)floor(x0), maxx = (int)ceil(x1), miny = (int)floor(y0), maxy = (int)ceil(y1);
    SDL_Rect box = {minx, miny, maxx - minx, maxy - miny};
    int quarters = (int)(angle / 90);
    if (quarters == angle / 90) {
        box.w = quarters % 2 ? h : w;
        box.h = quarters % 2 ? w : h;
    }
    return box;
}

/* Bytes the turned pictures may keep beyond those the frame draws: a
 * quarter of the window's. */
static size_t turned_budget(const mm_frame *f)
{
    return (size_t)SDL_max(f->pw, 1280) * (size_t)SDL_max(f->ph, 720);
}

/* A whole picture of w x h pixels turned by quarter turns, as SDL turns it
 * (transformSurfaceRGBA90: each pixel moved whole, clockwise for a positive
 * angle) when it needs no scaling first; NULL for other turns and pictures
 * (only a streaming texture's pixels can be read). Several times cheaper
 * than SDL's draw, so made at once. */
static SDL_Texture *quarter_turned(mm_frame *f, const cmd *c, int w, int h, SDL_Rect at)
{
    int quarters = (int)(c->angle / 90);
    if (c->part || quarters != c->angle / 90)
        return NULL;
    quarters = (quarters % 4 + 4) % 4;
    Uint32 format;
    int access, tw, th;
    if (SDL_QueryTexture(c->tex, &format, &access, &tw, &th) != 0 ||
        format != SDL_PIXELFORMAT_ARGB8888 || access != SDL_TEXTUREACCESS_STREAMING || tw != w ||
        th != h || at.w != (quarters % 2 ? h : w) || at.h != (quarters % 2 ? w : h))
        return NULL;
    SDL_Texture *to = SDL_CreateTexture(f->renderer, SDL_PIXELFORMAT_ARGB8888,
                                        SDL_TEXTUREACCESS_STREAMING, at.w, at.h);
    void *from_px, *to_px;
    int from_pitch, to_pitch;
    if (!to)
        return NULL;
    if (SDL_LockTexture(c->tex, NULL, &from_px, &from_pitch) != 0) {
        SDL_DestroyTexture(to);
        return NULL;
    }
    if (SDL_LockTexture(to, NULL, &to_px, &to_pitch) != 0) {
        SDL_UnlockTexture(c->tex);
        SDL_DestroyTexture(to);
        return NULL;
    }
    const Uint8 *src = from_px;
    for (int y = 0; y < at.h; y++) {
        Uint32 *row = (Uint32 *)(void *)((Uint8 *)to_px + (size_t)y * (size_t)to_pitch);
        for (int x = 0; x < at.w; x++) {
            /* The source pixel that lands at x, y. */
            int sx = quarters == 1 ? y : quarters == 2 ? w - 1 - x : w - 1 - y;
            int sy = quarters == 1 ? h - 1 - x : quarters == 2 ? h - 1 - y : x;
            memcpy(&row[x], src + (size_t)sy * (size_t)from_pitch + (size_t)sx * 4, 4);
        }
    }
    SDL_UnlockTexture(to);
    SDL_UnlockTexture(c->tex);
    return to;
}

/* Keeps `tex`, the copy `c` turned, under `key`. */
static turned *keep_turned(mm_frame *f, cmd *c, Uint64 key, SDL_Texture *tex, SDL_Rect at)
{
    f->turns = grow(f->turns, &f->cap_turns, f->nturns + 1, sizeof *f->turns);
    turned *t = &f->turns[f->nturns++];
    *t = (turned){key, c->serial, c->src, c->part, c->r.w, c->r.h, c->angle, tex, at, f->frames};
    f->turned_bytes += (size_t)at.w * (size_t)at.h * 4;
    f->turned_made++;
    c->turned = f->nturns;
    return t;
}

/* The copy `c` turned as SDL turns it, made once; NULL when it is not kept
 * (SDL then turns it as it draws it). */
static turned *turned_picture(mm_frame *f, cmd *c)
{
    if (c->turned > 0 && c->turned <= f->nturns)
        return &f->turns[c->turned - 1];
    /* Other turns are left to SDL: made by SDL (drawn with
     * SDL_BLENDMODE_NONE into a cleared picture, so that SDL clears their
     * place, copies their alpha and adds their colours), a turned picture
     * costs two to three times SDL's own draw, and pictures turned so are
     * in motion (a flying tile), drawn once or twice before they turn on. */
    if ((int)(c->angle / 90) != c->angle / 90)
        return NULL;
    Uint32 wb, hb;
    Uint64 angle_bits;
    memcpy(&wb, &c->r.w, sizeof wb);
    memcpy(&hb, &c->r.h, sizeof hb);
    memcpy(&angle_bits, &c->angle, sizeof angle_bits);
    Uint64 key = mix(mix(mix(c->serial, (Uint64)wb << 32 | hb), angle_bits), (Uint64)c->part);
    if (c->part)
        key = mix(mix(key, (Uint64)(Uint32)c->src.x << 32 | (Uint32)c->src.y),
                  (Uint64)(Uint32)c->src.w << 32 | (Uint32)c->src.h);
    for (int i = 0; i < f->nturns; i++) {
        turned *t = &f->turns[i];
        if (t->key == key && t->serial == c->serial && t->w == c->r.w && t->h == c->r.h &&
            t->angle == c->angle && t->part == c->part &&
            (!c->part || (t->src.x == c->src.x && t->src.y == c->src.y && t->src.w == c->src.w &&
                          t->src.h == c->src.h))) {
            t->used = f->frames;
            c->turned = i + 1;
            return t;
        }
    }
    int w = (int)c->r.w, h = (int)c->r.h;
    if (w <= 0 || h <= 0 || w > 8192 || h > 8192)
        return NULL;
    SDL_Rect at = turned_box(w, h, c->angle, c->r.w / 2.0f, c->r.h / 2.0f);
    if (at.w <= 0 || at.h <= 0 || at.w > 16384 || at.h > 16384)
        return NULL;
    SDL_Texture *tex = quarter_turned(f, c, w, h, at);
    return tex ? keep_turned(f, c, key, tex, at) : NULL;
}

/* Past the budget, the turned pictures drawn longest ago go, but none this
 * frame drew (what a frame draws is mostly drawn again in the next). */
static void trim_turned(mm_frame *f)
{
    size_t budget = turned_budget(f);
    while (f->turned_bytes > budget) {
        int old = -1;
        for (int i = 0; i < f->nturns; i++)
            if (f->turns[i].used < f->frames && (old < 0 || f->turns[i].used < f->turns[old].used))
                old = i;
        if (old < 0)
            break;
        turned *t = &f->turns[old];
        f->turned_bytes -= (size_t)t->at.w * (size_t)t->at.h * 4;
        SDL_DestroyTexture(t->tex);
        f->turns[old] = f->turns[--f->nturns];
    }
}

/* ================================================================== canvas */

/* A copy drawn as SDL's software renderer draws it once its size is whole
 * pixels: the texture's surface, with the command's modulation and blend,
 * blitted to the destination's whole pixels (SW_RunCommandQueue's copy,
 * SDL_BlitSurface) without scaling. */
static bool straight_copy(const cmd *c)
{
    return c->angle == 0 || (int)(c->angle / 360) == c->angle / 360;
}

/* The pixels of a streaming ARGB8888 texture (every picture gfx.c makes
 * without a GPU), or false for other textures. */
static bool texture_pixels(SDL_Texture *tex, int *w, int *h)
{
    Uint32 format;
    int access;
    return SDL_QueryTexture(tex, &format, &access, w, h) == 0 &&
           format == SDL_PIXELFORMAT_ARGB8888 && access == SDL_TEXTUREACCESS_STREAMING;
}

/* The part of the texture a copy takes, cut to the texture as
 * SDL_RenderCopyF cuts it. */
static bool copy_source(const cmd *c, int tw, int th, SDL_Rect *src)
{
    SDL_Rect whole = {0, 0, tw, th};
    *src = whole;
    return !c->part || SDL_IntersectRect(&c->src, &whole, src);
}

/* Whether the layer's commands can all be drawn on a canvas: fills and
 * polygons (blended by blend.h, written by SDL_FillRects), and copies of
 * streaming pictures at their own size, straight or turned by quarter
 * turns (a turned picture kept). Others (a picture scaled or turned
 * otherwise: SDL's turning and scaling are its own) leave the layer to
 * SDL. */
static bool canvas_fits(mm_frame *f, int first)
{
    for (int i = first; i < f->ncmds; i++) {
        cmd *c = &f->cmds[i];
        if (c->kind != CMD_COPY)
            continue;
        int tw, th;
        SDL_Rect src;
        if (!texture_pixels(c->tex, &tw, &th) || !copy_source(c, tw, th, &src))
            return false;
        if (straight_copy(c)) {
            if ((int)c->r.w != src.w || (int)c->r.h != src.h)
                return false;
        } else if (!turned_picture(f, c)) {
            return false;
        }
    }
    return true;
}

/* `tex`'s part `src` blitted to `to` on the canvas (its clip set), as
 * SW_RunCommandQueue blits a copy of the same size. */
static void canvas_blit(mm_frame *f, SDL_Texture *tex, SDL_Rect src, SDL_Rect to, SDL_Color mod,
                        SDL_BlendMode blend)
{
    void *px;
    int pitch, tw, th;
    if (!texture_pixels(tex, &tw, &th) || SDL_LockTexture(tex, NULL, &px, &pitch) != 0)
        return;
    SDL_Surface *s =
        SDL_CreateRGBSurfaceWithFormatFrom(px, tw, th, 32, pitch, SDL_PIXELFORMAT_ARGB8888);
    if (s) {
        SDL_SetSurfaceColorMod(s, mod.r, mod.g, mod.b);
        SDL_SetSurfaceAlphaMod(s, mod.a);
        SDL_SetSurfaceBlendMode(s, blend);
        SDL_BlitSurface(s, &src, f->canvas, &to);
        SDL_FreeSurface(s);
    }
    SDL_UnlockTexture(tex);
}

/* A command drawn on the canvas, cut to `clip` (the command's pixels: the
 * canvas's pixels plus canvas_at). Whole pixels are taken where the command
 * stands, then moved by canvas_at, so a command drawn so gives the pixels it
 * gives in the window (a layer's moved commands cut a place left of the
 * layer towards zero otherwise). */
static void issue_on_canvas(mm_frame *f, cmd *c, const SDL_Rect *clip)
{
    int ox = f->canvas_at.x, oy = f->canvas_at.y;
    SDL_Rect cut = clip ? (SDL_Rect){clip->x - ox, clip->y - oy, clip->w, clip->h}
                        : (SDL_Rect){0, 0, f->canvas->w, f->canvas->h};
    SDL_SetClipRect(f->canvas, &cut);
    switch (c->kind) {
    case CMD_FILL: {
        /* SDL's software renderer fills the rectangle's whole pixels. */
        SDL_Rect px = {(int)c->r.x - ox, (int)c->r.y - oy, SDL_max((int)c->r.w, 1),
                       SDL_max((int)c->r.h, 1)};
        if (c->replace)
            SDL_FillRect(f->canvas, &px,
                         SDL_MapRGBA(f->canvas->format, c->color.r, c->color.g, c->color.b,
                                     c->color.a));
        else
            blend_rects(f, &px, 1, c->color, &cut);
        break;
    }
    case CMD_POLYGONS:
        fill_rows(f, c, clip);
        break;
    case CMD_SCALED:
        break; /* never inside a layer */
    default: {
        int tw, th;
        SDL_Rect src;
        if (!texture_pixels(c->tex, &tw, &th) || !copy_source(c, tw, th, &src))
            break;
        if (straight_copy(c)) {
            SDL_Rect to = {(int)c->r.x - ox, (int)c->r.y - oy, (int)c->r.w, (int)c->r.h};
            canvas_blit(f, c->tex, src, to, c->color, c->blend);
            break;
        }
        turned *t = turned_picture(f, c);
        if (t) {
            SDL_Rect whole = {0, 0, t->at.w, t->at.h},
                     to = {(int)c->r.x + t->at.x - ox, (int)c->r.y + t->at.y - oy, t->at.w,
                           t->at.h};
            canvas_blit(f, t->tex, whole, to, c->color, c->blend);
            f->turned_drawn++;
        }
        break;
    }
    }
}

/* ============================================================ scaled layer */

/* The layer's part c->src scaled to c->r's whole pixels as SDL scales it
 * into a picture of its own (SDL_LowerSoftStretchNearest: column
 * ((inc / 2 + i * inc) >> 16) for the i-th, inc = (from << 16) / to), then
 * blended over the window as SDL blends that picture there
 * (BlitRGBtoRGBPixelAlphaMMX: nothing at alpha 0, the pixel at 255, else
 * each channel (s * a >> 8) + (d * (255 - a) >> 8), the alpha's
 * (s * 255 >> 8) + (d * (255 - a) >> 8)): the same pixels, without a
 * window-sized picture made for each glide (10 ms at 3840x2160) and scaled
 * again each frame. Only the part inside `clip` is drawn; each window pixel
 * takes the same layer pixel however it is cut. */
static void scaled_blend(mm_frame *f, const cmd *c, const SDL_Rect *clip)
{
    SDL_Surface *s = f->surface;
    SDL_Rect to = {(int)c->r.x, (int)c->r.y, (int)c->r.w, (int)c->r.h}, vis;
    SDL_Rect area = clip ? *clip : (SDL_Rect){0, 0, s->w, s->h}, whole = {0, 0, s->w, s->h};
    void *px;
    int pitch, tw, th;
    if (to.w <= 0 || to.h <= 0 || !SDL_IntersectRect(&to, &area, &vis) ||
        !SDL_IntersectRect(&vis, &whole, &vis) || !texture_pixels(c->tex, &tw, &th) ||
        c->src.x < 0 || c->src.y < 0 || c->src.x + c->src.w > tw || c->src.y + c->src.h > th ||
        SDL_LockTexture(c->tex, NULL, &px, &pitch) != 0)
        return;
    Uint32 incx = ((Uint32)c->src.w << 16) / (Uint32)to.w,
           incy = ((Uint32)c->src.h << 16) / (Uint32)to.h;
    f->columns = grow(f->columns, &f->cap_columns, vis.w, sizeof *f->columns);
    for (int x = 0; x < vis.w; x++)
        f->columns[x] = c->src.x + (int)((incx / 2 + (Uint32)(vis.x - to.x + x) * incx) >> 16);
    for (int y = vis.y; y < vis.y + vis.h; y++) {
        int sy = c->src.y + (int)((incy / 2 + (Uint32)(y - to.y) * incy) >> 16);
        const Uint32 *from = (const Uint32 *)(const void *)((const Uint8 *)px +
                                                            (size_t)sy * (size_t)pitch);
        Uint32 *d = (Uint32 *)(void *)((Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch) + vis.x;
        int x = 0;
#ifdef __SSE2__
        /* Four pixels at a time, the same whole numbers: alpha broadcast to
         * the colour lanes, 255 in the alpha lane for the picture's share
         * and 255 - alpha everywhere for the window's. */
        const __m128i zero = _mm_setzero_si128(), top = _mm_set1_epi32((int)0xff000000),
                      alpha_lane = _mm_set_epi16(0xff, 0, 0, 0, 0xff, 0, 0, 0),
                      ff = _mm_set1_epi16(0xff);
        for (; x + 4 <= vis.w; x += 4) {
            const int *col = f->columns + x;
            __m128i p = _mm_set_epi32((int)from[col[3]], (int)from[col[2]], (int)from[col[1]],
                                      (int)from[col[0]]);
            __m128i a = _mm_and_si128(p, top);
            __m128i none = _mm_cmpeq_epi32(a, zero), full = _mm_cmpeq_epi32(a, top);
            if (_mm_movemask_epi8(none) == 0xffff)
                continue;
            __m128i q = _mm_loadu_si128((const __m128i *)(const void *)(d + x));
            __m128i out = p;
            if (_mm_movemask_epi8(full) != 0xffff) {
                __m128i plo = _mm_unpacklo_epi8(p, zero), phi = _mm_unpackhi_epi8(p, zero);
                __m128i qlo = _mm_unpacklo_epi8(q, zero), qhi = _mm_unpackhi_epi8(q, zero);
                __m128i alo = _mm_shufflehi_epi16(_mm_shufflelo_epi16(plo, 0xff), 0xff);
                __m128i ahi = _mm_shufflehi_epi16(_mm_shufflelo_epi16(phi, 0xff), 0xff);
                plo = _mm_srli_epi16(_mm_mullo_epi16(plo, _mm_or_si128(alo, alpha_lane)), 8);
                phi = _mm_srli_epi16(_mm_mullo_epi16(phi, _mm_or_si128(ahi, alpha_lane)), 8);
                qlo = _mm_srli_epi16(_mm_mullo_epi16(qlo, _mm_xor_si128(alo, ff)), 8);
                qhi = _mm_srli_epi16(_mm_mullo_epi16(qhi, _mm_xor_si128(ahi, ff)), 8);
                __m128i mixed =
                    _mm_packus_epi16(_mm_add_epi16(plo, qlo), _mm_add_epi16(phi, qhi));
                out = _mm_or_si128(_mm_and_si128(full, p), _mm_andnot_si128(full, mixed));
            }
            out = _mm_or_si128(_mm_and_si128(none, q), _mm_andnot_si128(none, out));
            _mm_storeu_si128((__m128i *)(void *)(d + x), out);
        }
#endif
        for (; x < vis.w; x++) {
            Uint32 p = from[f->columns[x]], a = p >> 24;
            if (a == 0)
                continue;
            if (a == 255) {
                d[x] = p;
                continue;
            }
            Uint32 q = d[x], inva = 255 - a, out = 0;
            for (int shift = 0; shift < 32; shift += 8) {
                Uint32 sc = (p >> shift) & 0xff, dc = (q >> shift) & 0xff;
                Uint32 v = ((sc * (shift == 24 ? 255 : a)) >> 8) + ((dc * inva) >> 8);
                out |= (v > 255 ? 255 : v) << shift;
            }
            d[x] = out;
        }
    }
    SDL_UnlockTexture(c->tex);
}

static void issue(mm_frame *f, cmd *c, const SDL_Rect *clip)
{
    if (f->canvas) {
        issue_on_canvas(f, c, clip);
        return;
    }
    SDL_Renderer *r = f->renderer;
    if (c->kind == CMD_SCALED) {
        if (f->direct && !SDL_GetRenderTarget(r)) {
            SDL_RenderFlush(r); /* what SDL queued comes first */
            scaled_blend(f, c, clip);
            return;
        }
        /* Not the window surface it was meant for (it changed within the
         * frame, so the next is drawn whole): SDL scales it as it draws. */
        SDL_RenderSetClipRect(r, clip);
        SDL_SetTextureBlendMode(c->tex, SDL_BLENDMODE_BLEND);
        SDL_SetTextureColorMod(c->tex, 255, 255, 255);
        SDL_SetTextureAlphaMod(c->tex, 255);
        SDL_RenderCopyF(r, c->tex, &c->src, &c->r);
        return;
    }
    SDL_RenderSetClipRect(r, clip);
    switch (c->kind) {
    case CMD_FILL:
        if (!c->replace && f->software) {
            /* SDL's software renderer fills the rectangle's whole pixels. */
            SDL_Rect px = {(int)c->r.x, (int)c->r.y, SDL_max((int)c->r.w, 1),
                           SDL_max((int)c->r.h, 1)};
            blend_rects(f, &px, 1, c->color, clip);
            break;
        }
        SDL_SetRenderDrawBlendMode(r, c->replace ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
        SDL_SetRenderDrawColor(r, c->color.r, c->color.g, c->color.b, c->color.a);
        SDL_RenderFillRectF(r, &c->r);
        break;
    case CMD_POLYGONS:
        if (f->software)
            fill_rows(f, c, clip);
        else
            fill_fans(f, c);
        break;
    default:
        if (f->software && c->angle != 0 && (int)(c->angle / 360) != c->angle / 360) {
            turned *t = turned_picture(f, c);
            if (t) {
                SDL_RenderSetClipRect(r, clip);
                SDL_SetTextureBlendMode(t->tex, c->blend);
                SDL_SetTextureColorMod(t->tex, c->color.r, c->color.g, c->color.b);
                SDL_SetTextureAlphaMod(t->tex, c->color.a);
                SDL_Rect whole = {0, 0, t->at.w, t->at.h},
                         to = {(int)c->r.x + t->at.x, (int)c->r.y + t->at.y, t->at.w, t->at.h};
                SDL_RenderCopy(r, t->tex, &whole, &to);
                f->turned_drawn++;
                break;
            }
        }
        SDL_SetTextureBlendMode(c->tex, c->blend);
        SDL_SetTextureColorMod(c->tex, c->color.r, c->color.g, c->color.b);
        SDL_SetTextureAlphaMod(c->tex, c->color.a);
        SDL_RenderCopyExF(r, c->tex, c->part ? &c->src : NULL, &c->r, c->angle, NULL,
                          SDL_FLIP_NONE);
        break;
    }
}

/* The pixels the command writes whatever lies below them, without a GPU:
 * a fill written (not blended), or a copy written (SDL_BLENDMODE_NONE,
 * straight, at its picture's size: a blit sets every pixel of its
 * rectangle); empty for others. */
static SDL_Rect overwritten(const mm_frame *f, const cmd *c)
{
    SDL_Rect none = {0, 0, 0, 0}, px;
    if (!f->software)
        return none;
    if (c->kind == CMD_FILL && c->replace) {
        px = (SDL_Rect){(int)c->r.x, (int)c->r.y, SDL_max((int)c->r.w, 1), SDL_max((int)c->r.h, 1)};
    } else if (c->kind == CMD_COPY && c->blend == SDL_BLENDMODE_NONE && straight_copy(c)) {
        int tw, th;
        SDL_Rect src;
        if (SDL_QueryTexture(c->tex, NULL, NULL, &tw, &th) != 0 || !copy_source(c, tw, th, &src) ||
            (c->part && (src.w != c->src.w || src.h != c->src.h)) || (int)c->r.w != src.w ||
            (int)c->r.h != src.h)
            return none;
        px = (SDL_Rect){(int)c->r.x, (int)c->r.y, src.w, src.h};
    } else {
        return none;
    }
    if (c->clipped && !SDL_IntersectRect(&px, &c->clip, &px))
        return none;
    return px;
}

/* The first command to draw in `r`: the last one that writes all of it
 * (what the commands before it draw there is overwritten: a full-window
 * fill below an opaque background). */
static int first_seen(const mm_frame *f, SDL_Rect r)
{
    for (int i = f->ncmds - 1; i > 0; i--) {
        const cmd *c = &f->cmds[i];
        if (c->box.x > r.x || c->box.y > r.y || c->box.x + c->box.w < r.x + r.w ||
            c->box.y + c->box.h < r.y + r.h)
            continue;
        SDL_Rect px = overwritten(f, c);
        if (px.x <= r.x && px.y <= r.y && px.x + px.w >= r.x + r.w && px.y + px.h >= r.y + r.h)
            return i;
    }
    return 0;
}

static void replay_all(mm_frame *f)
{
    for (int i = first_seen(f, (SDL_Rect){0, 0, f->pw, f->ph}); i < f->ncmds; i++) {
        cmd *c = &f->cmds[i];
        issue(f, c, c->clipped ? &c->clip : NULL);
    }
    SDL_RenderSetClipRect(f->renderer, NULL);
}

/* MONSTERMOON_REDRAW_TRACE=2: the frame's slowest commands, each timed with
 * SDL's queue flushed (SDL draws what it queued at the next flush). */
typedef struct slowest {
    double ms[6];
    char what[6][160];
} slowest;

static void note_slow(slowest *s, const cmd *c, int i, SDL_Rect clip, double ms)
{
    int k = 5;
    if (ms <= s->ms[k])
        return;
    for (; k > 0 && s->ms[k - 1] < ms; k--) {
        s->ms[k] = s->ms[k - 1];
        memcpy(s->what[k], s->what[k - 1], sizeof s->what[k]);
    }
    s->ms[k] = ms;
    int tw = 0, th = 0;
    if (c->kind == CMD_COPY)
        SDL_QueryTexture(c->tex, NULL, NULL, &tw, &th);
    static const char *const kinds[] = {"fill", "polygons", "copy", "scaled layer"};
    snprintf(s->what[k], sizeof s->what[k],
             "%.2f ms: command %d, %s, clip %dx%d+%d+%d, to %.0fx%.0f+%.0f+%.0f, picture %dx%d, "
             "angle %g, blend %d, alpha %d",
             ms, i, kinds[c->kind], clip.w, clip.h, clip.x, clip.y, (double)c->r.w, (double)c->r.h,
             (double)c->r.x, (double)c->r.y, tw, th, c->angle, (int)c->blend, c->color.a);
}

static bool covers(SDL_Rect a, SDL_Rect b)
{
    return a.x <= b.x && a.y <= b.y && a.x + a.w >= b.x + b.w && a.y + a.h >= b.y + b.h;
}

/* The commands from `first` on, cut to `r`. */
static void replay_from(mm_frame *f, SDL_Rect r, int first, slowest *slow)
{
    for (int i = first; i < f->ncmds; i++) {
        cmd *c = &f->cmds[i];
        SDL_Rect clip;
        if (!SDL_IntersectRect(&c->box, &r, &clip))
            continue;
        /* The box lies inside the command's own clip already. */
        double t0 = f->trace > 1 ? cpu_ms() : 0;
        issue(f, c, &clip);
        if (f->trace > 1) {
            SDL_RenderFlush(f->renderer);
            note_slow(slow, c, i, clip, cpu_ms() - t0);
        }
    }
}

/* The layout at rest's pixels in `r` (inside it) written into the window
 * surface, which has its format. */
static void rest_blit(mm_frame *f, SDL_Rect r)
{
    SDL_RenderFlush(f->renderer); /* what SDL queued comes first */
    double t0 = f->trace ? cpu_ms() : 0;
    for (int y = r.y; y < r.y + r.h; y++)
        memcpy((Uint8 *)f->surface->pixels + (size_t)y * (size_t)f->surface->pitch +
                   (size_t)r.x * 4,
               (const Uint8 *)f->rest->pixels +
                   (size_t)(y - f->rest_at.y) * (size_t)f->rest->pitch +
                   (size_t)(r.x - f->rest_at.x) * 4,
               (size_t)r.w * 4);
    if (f->trace)
        f->t_rest += cpu_ms() - t0;
}

/* Draws the frame's rectangle `r`: where the commands that the layout at
 * rest holds come first, its picture and then the commands after them (the
 * same pixels: the first of them writes all of its area), elsewhere the
 * commands. */
static void replay_rect(mm_frame *f, SDL_Rect r, slowest *slow)
{
    SDL_Rect in;
    if (f->rest_first >= 0 && SDL_IntersectRect(&r, &f->rest_at, &in)) {
        int first = first_seen(f, in), end = f->rest_first + f->nrest_shown;
        if (first >= f->rest_first && first < end) {
            rest_blit(f, in);
            replay_from(f, in, end, slow);
            /* The rest of r: above, below, left and right of `in`. */
            const SDL_Rect around[4] = {
                {r.x, r.y, r.w, in.y - r.y},
                {r.x, in.y + in.h, r.w, r.y + r.h - in.y - in.h},
                {r.x, in.y, in.x - r.x, in.h},
                {in.x + in.w, in.y, r.x + r.w - in.x - in.w, in.h},
            };
            for (int k = 0; k < 4; k++)
                if (around[k].w > 0 && around[k].h > 0)
                    replay_from(f, around[k], first_seen(f, around[k]), slow);
            return;
        }
    }
    replay_from(f, r, first_seen(f, r), slow);
}

static void replay_dirty(mm_frame *f)
{
    slowest slow = {{0}, {{0}}};
    if (f->dirty_full)
        replay_rect(f, (SDL_Rect){0, 0, f->pw, f->ph}, &slow);
    for (int d = 0; !f->dirty_full && d < f->ndirty; d++)
        replay_rect(f, f->dirty[d], &slow);
    for (int k = 0; k < 6 && slow.ms[k] > 0.3; k++)
        fprintf(stderr, "monstermoon:   %s\n", slow.what[k]);
    SDL_RenderSetClipRect(f->renderer, NULL);
}

/* Where the commands the layout at rest holds lie in this frame's list (-1:
 * they are not all there, in order). */
static int find_rest(const mm_frame *f)
{
    int n = f->nrest_shown;
    for (int i = 0; n > 0 && i + n <= f->ncmds; i++) {
        int k = 0;
        while (k < n && f->cmds[i + k].hash == f->rest_shown[k].hash &&
               SDL_RectEquals(&f->cmds[i + k].box, &f->rest_shown[k].box))
            k++;
        if (k == n)
            return i;
    }
    return -1;
}

/* ==================================================================== layer */

/* Serials of the layer's pictures: apart from gfx.c's (the high bit set). */
static Uint64 layer_serial(mm_frame *f)
{
    return ++f->serials | 1ull << 63;
}

void mm_frame_layer_begin(mm_frame *f, SDL_Rect area)
{
    SDL_assert(!f->in_layer && "mm_frame_layer_end closes a layer before the next begins");
    f->in_layer = true;
    f->layer_cmd0 = f->ncmds;
    f->layer_v0 = f->nverts;
    f->layer_c0 = f->ncounts;
    f->layer_area = area;
}

/* A texture to draw on of at least w x h pixels (made again when smaller). */
static SDL_Texture *target(mm_frame *f, SDL_Texture **tex, int *cap_w, int *cap_h, int w, int h)
{
    if (*tex && *cap_w >= w && *cap_h >= h)
        return *tex;
    mm_frame_release(f, *tex);
    *tex = SDL_CreateTexture(f->renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
    *cap_w = *tex ? w : 0;
    *cap_h = *tex ? h : 0;
    return *tex;
}

/* Moves the commands from `first` on by -dx, -dy (they leave the frame list
 * once drawn offscreen, so they are moved in place). */
static void move_cmds(mm_frame *f, int first, float dx, float dy)
{
    for (int i = first; i < f->ncmds; i++) {
        cmd *c = &f->cmds[i];
        c->r.x -= dx;
        c->r.y -= dy;
        for (int k = 0; c->kind == CMD_POLYGONS && k < c->nv; k++) {
            f->verts[c->vfirst + k].position.x -= dx;
            f->verts[c->vfirst + k].position.y -= dy;
        }
    }
}

void mm_frame_picture_begin(mm_frame *f)
{
    SDL_assert(!f->in_layer && !f->in_picture && "a picture is made outside layers and pictures");
    f->in_picture = true;
    f->picture_cmd0 = f->ncmds;
    f->picture_v0 = f->nverts;
    f->picture_c0 = f->ncounts;
}

SDL_Texture *mm_frame_picture_end(mm_frame *f, SDL_Rect area)
{
    SDL_assert(f->in_picture && "mm_frame_picture_begin opens the picture");
    f->in_picture = false;
    SDL_Renderer *r = f->renderer;
    SDL_Texture *tex = NULL, *was = SDL_GetRenderTarget(r);
    if (area.w > 0 && area.h > 0)
        tex = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, area.w,
                                area.h);
    if (tex && SDL_SetRenderTarget(r, tex) == 0) {
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
        SDL_RenderSetClipRect(r, NULL);
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
        SDL_SetRenderDrawColor(r, 0, 0, 0, 0);
        SDL_RenderClear(r);
        move_cmds(f, f->picture_cmd0, (float)area.x, (float)area.y);
        /* The ground: the leading straight copies that do not overlap (a
         * picture drawn as its opaque core and its edges), written. */
        SDL_Rect ground[8];
        int nground = 0;
        bool on_ground = true;
        for (int i = f->picture_cmd0; i < f->ncmds; i++) {
            cmd *c = &f->cmds[i];
            SDL_Rect clip, whole = area;
            if (!SDL_IntersectRect(&c->box, &whole, &clip))
                continue;
            clip.x -= area.x;
            clip.y -= area.y;
            SDL_Rect px = {(int)c->r.x, (int)c->r.y, (int)c->r.w, (int)c->r.h};
            on_ground = on_ground && nground < 8 && c->kind == CMD_COPY && c->angle == 0 &&
                        (c->color.r & c->color.g & c->color.b & c->color.a) == 255;
            for (int k = 0; on_ground && k < nground; k++)
                on_ground = !SDL_HasIntersection(&px, &ground[k]);
            SDL_BlendMode blend = c->blend;
            if (on_ground) {
                ground[nground++] = px;
                c->blend = SDL_BLENDMODE_NONE;
            }
            issue(f, c, &clip);
            c->blend = blend;
        }
        SDL_RenderSetClipRect(r, NULL);
        SDL_SetRenderTarget(r, was);
    } else {
        SDL_DestroyTexture(tex);
        tex = NULL;
    }
    f->ncmds = f->picture_cmd0;
    f->nverts = f->picture_v0;
    f->ncounts = f->picture_c0;
    return tex;
}

/* Draws the layer's commands into its picture, moved by -area.x, -area.y
 * (they leave the frame list afterwards, so they are moved in place): the
 * whole picture, or when `dirty` only those rectangles (window pixels) of it,
 * cleared first. */
static void draw_layer_parts(mm_frame *f, SDL_Rect area, const SDL_Rect *dirty, int ndirty)
{
    SDL_Renderer *r = f->renderer;
    slowest slow = {{0}, {{0}}};
    for (int d = 0; d < (dirty ? ndirty : 1); d++) {
        SDL_Rect part = area;
        if (dirty && !SDL_IntersectRect(&dirty[d], &area, &part))
            continue;
        SDL_Rect moved = {part.x - area.x, part.y - area.y, part.w, part.h};
        if (f->canvas) {
            SDL_SetClipRect(f->canvas, &moved);
            SDL_FillRect(f->canvas, &moved, 0);
        } else {
            SDL_RenderSetClipRect(r, &moved);
            SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
            SDL_SetRenderDrawColor(r, 0, 0, 0, 0);
            SDL_RenderFillRect(r, &moved);
        }
        for (int i = f->layer_cmd0; i < f->ncmds; i++) {
            cmd *c = &f->cmds[i];
            /* The box lies inside the command's own clip already. */
            SDL_Rect clip;
            if (!SDL_IntersectRect(&c->box, &part, &clip))
                continue;
            clip.x -= area.x;
            clip.y -= area.y;
            double t0 = f->trace > 1 ? cpu_ms() : 0;
            issue(f, c, &clip);
            if (f->trace > 1) {
                SDL_RenderFlush(r);
                note_slow(&slow, c, i, clip, cpu_ms() - t0);
            }
        }
    }
    for (int k = 0; k < 6 && slow.ms[k] > 0.3; k++)
        fprintf(stderr, "monstermoon:   layer's %s\n", slow.what[k]);
    if (f->canvas)
        SDL_SetClipRect(f->canvas, NULL);
    else
        SDL_RenderSetClipRect(r, NULL);
}

/* The layer's pixels read back (MONSTERMOON_REDRAW_CHECK); NULL when they
 * cannot be. */
static Uint32 *read_layer(mm_frame *f, SDL_Rect area)
{
    Uint32 *px = malloc((size_t)area.w * (size_t)area.h * 4);
    if (px && f->canvas) {
        for (int y = 0; y < area.h; y++)
            memcpy(px + (size_t)y * (size_t)area.w,
                   (const Uint8 *)f->canvas->pixels + (size_t)y * (size_t)f->canvas->pitch,
                   (size_t)area.w * 4);
    } else if (px && SDL_RenderReadPixels(f->renderer, NULL, SDL_PIXELFORMAT_ARGB8888, px,
                                          area.w * 4) != 0) {
        free(px);
        return NULL;
    }
    return px;
}

static void draw_layer(mm_frame *f, SDL_Rect area, const SDL_Rect *dirty, int ndirty, bool check)
{
    SDL_Renderer *r = f->renderer;
    if (f->layer_streaming) {
        void *px;
        int pitch;
        if (SDL_LockTexture(f->layer_tex, NULL, &px, &pitch) != 0)
            return;
        f->canvas = SDL_CreateRGBSurfaceWithFormatFrom(px, area.w, area.h, 32, pitch,
                                                       SDL_PIXELFORMAT_ARGB8888);
        if (!f->canvas) {
            SDL_UnlockTexture(f->layer_tex);
            return;
        }
    } else if (SDL_SetRenderTarget(r, f->layer_tex) != 0) {
        return;
    }
    move_cmds(f, f->layer_cmd0, (float)area.x, (float)area.y);
    draw_layer_parts(f, area, dirty, ndirty);
    if (check) {
        /* The picture drawn in parts against the same drawn whole. */
        Uint32 *parts = read_layer(f, area);
        draw_layer_parts(f, area, NULL, 0);
        Uint32 *whole = read_layer(f, area);
        long bad = 0;
        for (size_t k = 0; parts && whole && k < (size_t)area.w * (size_t)area.h; k++)
            bad += parts[k] != whole[k];
        if (bad) {
            f->check_failures += bad;
            fprintf(stderr, "monstermoon: redraw check: %ld pixels of the layer differ\n", bad);
        }
        free(parts);
        free(whole);
    }
    if (f->canvas) {
        SDL_FreeSurface(f->canvas);
        f->canvas = NULL;
        SDL_UnlockTexture(f->layer_tex);
    } else {
        SDL_SetRenderTarget(r, NULL);
    }
}

/* Tiles of the layer: a tile that no command of it touches stays clear. */
#define LAYER_TILE 64

/* The layer's runs: per row of tiles, each stretch of touched tiles; a
 * stretch the same as the one above it grows that one. */
static void layer_runs(mm_frame *f, SDL_Rect area)
{
    int tw = (area.w + LAYER_TILE - 1) / LAYER_TILE, th = (area.h + LAYER_TILE - 1) / LAYER_TILE;
    f->tiles = grow(f->tiles, &f->cap_tiles, tw * th, 1);
    memset(f->tiles, 0, (size_t)(tw * th));
    for (int i = f->layer_cmd0; i < f->ncmds; i++) {
        SDL_Rect b = f->cmds[i].box;
        SDL_Rect in = {b.x - area.x, b.y - area.y, b.w, b.h}, whole = {0, 0, area.w, area.h};
        if (!SDL_IntersectRect(&in, &whole, &in))
            continue;
        for (int y = in.y / LAYER_TILE; y <= (in.y + in.h - 1) / LAYER_TILE; y++)
            memset(f->tiles + y * tw + in.x / LAYER_TILE, 1,
                   (size_t)((in.x + in.w - 1) / LAYER_TILE - in.x / LAYER_TILE + 1));
    }
    f->nruns = 0;
    for (int y = 0; y < th; y++) {
        int row_start = f->nruns;
        for (int x = 0; x < tw;) {
            if (!f->tiles[y * tw + x]) {
                x++;
                continue;
            }
            int x0 = x;
            while (x < tw && f->tiles[y * tw + x])
                x++;
            SDL_Rect run = {x0 * LAYER_TILE, y * LAYER_TILE, (x - x0) * LAYER_TILE, LAYER_TILE};
            bool merged = false;
            for (int k = 0; k < row_start && !merged; k++) {
                SDL_Rect *above = &f->runs[k];
                if (above->x == run.x && above->w == run.w && above->y + above->h == run.y) {
                    above->h += LAYER_TILE;
                    merged = true;
                }
            }
            if (!merged) {
                f->runs = grow(f->runs, &f->cap_runs, f->nruns + 1, sizeof *f->runs);
                f->runs[f->nruns++] = run;
            }
        }
    }
    for (int k = 0; k < f->nruns; k++) {
        SDL_Rect *r = &f->runs[k];
        r->w = SDL_min(r->w, area.w - r->x);
        r->h = SDL_min(r->h, area.h - r->y);
    }
}

/* A layer's edge at `p` pixels, scaled by k: shared by the runs on both
 * sides, so scaled runs neither overlap (a pixel blended twice) nor part. */
static int scaled_edge(int p, int size, int scaled)
{
    return (int)lround((double)p * scaled / size);
}

/* Notes what the commands `cmds[0..n)` drew (their hashes and boxes) in
 * `*list`, to compare the next frame's commands with. */
static void remember(shown **list, int *cap, int *nlist, const cmd *cmds, int n)
{
    *list = grow(*list, cap, n, sizeof **list);
    for (int k = 0; k < n; k++) {
        (*list)[k].hash = cmds[k].hash;
        (*list)[k].box = cmds[k].box;
    }
    *nlist = n;
}

/* Takes from the parts `pending` still to draw those to draw now, into
 * `now`: whole ones while `budget` pixels last, then the top rows of the
 * next (at least one row when `a_row_anyway`, else only when a whole row
 * fits). The rest stay pending. Returns how many are to draw now. */
static int take_parts(SDL_Rect *pending, int *npending, double budget, bool a_row_anyway,
                      SDL_Rect *now)
{
    int nnow = 0, left = 0;
    for (int d = 0; d < *npending; d++) {
        SDL_Rect p = pending[d];
        if ((double)p.w * p.h <= budget) {
            now[nnow++] = p;
            budget -= (double)p.w * p.h;
        } else if (budget >= (a_row_anyway ? 1 : p.w) && p.w > 0) {
            int rows = SDL_max((int)(budget / p.w), 1);
            now[nnow++] = (SDL_Rect){p.x, p.y, p.w, rows};
            pending[left++] = (SDL_Rect){p.x, p.y + rows, p.w, p.h - rows};
            budget = 0;
        } else {
            pending[left++] = p;
        }
    }
    *npending = left;
    return nnow;
}

/* Draws into the layer's picture what it lacks of the commands recorded now:
 * where they differ from those it holds (or all of it), added to its parts
 * still to draw; of those at most `budget` pixels (the rest stays to draw). */
static void update_layer(mm_frame *f, SDL_Rect area, double budget)
{
    double t0 = f->trace ? cpu_ms() : 0;
    /* Where the picture holds these commands' pictures but a few, only the
     * rectangles where they differ are drawn again (a picture made at its
     * exact size replaces its stand-in). */
    SDL_Rect changed[MAX_DIRTY];
    int nchanged = 0, n = f->ncmds - f->layer_cmd0;
    bool partly = f->layer_drawn && f->layer_at.x == area.x && f->layer_at.y == area.y &&
                  f->layer_at.w == area.w && f->layer_at.h == area.h;
    if (partly) {
        compare(f, f->layer_shown, f->nlayer_shown, f->cmds + f->layer_cmd0, n, changed, &nchanged);
        partly =
            (double)union_area(changed, nchanged) <= FULL_SHARE * (double)area.w * (double)area.h;
    }
    if (!partly) {
        f->nlayer_pending = 0;
        add_dirty(f->layer_pending, &f->nlayer_pending, area);
    }
    for (int d = 0; partly && d < nchanged; d++)
        add_dirty(f->layer_pending, &f->nlayer_pending, changed[d]);
    remember(&f->layer_shown, &f->cap_layer_shown, &f->nlayer_shown, f->cmds + f->layer_cmd0, n);
    f->layer_at = area;
    f->layer_drawn = true;
    /* The parts to draw now: whole ones while the budget lasts, then the
     * top rows of the next. */
    SDL_Rect now[MAX_DIRTY];
    int nnow = take_parts(f->layer_pending, &f->nlayer_pending, budget, true, now);
    int left = f->nlayer_pending;
    draw_layer(f, area, now, nnow, f->check && partly && left == 0);
    if (f->trace) {
        fprintf(stderr, "monstermoon: layer of %d commands (drawn by %s):", n,
                f->layer_streaming ? "frame.c" : "SDL");
        if (!partly)
            fprintf(stderr, " whole");
        for (int d = 0; d < nnow; d++)
            fprintf(stderr, " %dx%d+%d+%d", now[d].w, now[d].h, now[d].x, now[d].y);
        if (left > 0)
            fprintf(stderr, " (%d parts left)", left);
        fprintf(stderr, "\n");
    }
    layer_runs(f, area);
    if (f->trace)
        f->t_layer += cpu_ms() - t0;
}

/* The layer's part r scaled to `to` (window pixels), see scaled_blend. */
static void scaled_cmd(mm_frame *f, SDL_Rect r, SDL_Rect to)
{
    cmd *c = new_cmd(f, CMD_SCALED);
    c->tex = f->layer_tex;
    c->serial = f->layer_serial;
    c->part = true;
    c->src = r;
    c->r = (SDL_FRect){(float)to.x, (float)to.y, (float)to.w, (float)to.h};
    c->color = (SDL_Color){255, 255, 255, 255};
    c->blend = SDL_BLENDMODE_BLEND;
    c->hash = mix(mix(mix(mix(mix(c->hash, c->serial), (Uint64)(Uint32)r.x << 32 | (Uint32)r.y),
                          (Uint64)(Uint32)r.w << 32 | (Uint32)r.h),
                      (Uint64)(Uint32)to.x << 32 | (Uint32)to.y),
                  (Uint64)(Uint32)to.w << 32 | (Uint32)to.h);
    if (set_box(f, c, (float)to.x, (float)to.y, (float)(to.x + to.w), (float)(to.y + to.h)))
        f->ncmds++;
}

/* The layout at rest's parts `parts` (window pixels) drawn from the commands
 * from `first` on, where they stand. */
static void draw_rest(mm_frame *f, int first, const SDL_Rect *parts, int nparts)
{
    f->canvas = f->rest;
    f->canvas_at = (SDL_Point){f->rest_at.x, f->rest_at.y};
    for (int d = 0; d < nparts; d++) {
        for (int i = first; i < f->ncmds; i++) {
            cmd *c = &f->cmds[i];
            SDL_Rect clip;
            if (SDL_IntersectRect(&c->box, &parts[d], &clip))
                issue(f, c, &clip);
        }
    }
    SDL_SetClipRect(f->rest, NULL);
    f->canvas = NULL;
    f->canvas_at = (SDL_Point){0, 0};
}

/* The layout at rest: the window's pixels over the layer's area once the
 * glide ends, there drawn whole from the board's commands (14-15 ms at
 * 3840x2160), are drawn during the glide into a picture of the window
 * surface's own format, from the same commands (the layer's, and below them
 * from the last one that writes all of its area: the table's background)
 * the very way the window's are drawn, a few rows a frame once the glide
 * moves, again only where they change. A frame that holds those commands
 * takes their pixels from it (replay_rect). */
static void update_rest(mm_frame *f, SDL_Rect area, double budget)
{
    SDL_Surface *window = frame_surface(f);
    int first = -1;
    for (int i = f->layer_cmd0 - 1; i >= 0 && first < 0; i--)
        if (covers(f->cmds[i].box, area) && covers(overwritten(f, &f->cmds[i]), area))
            first = i;
    /* Only over one picture (a table's background, drawn as its opaque core
     * and its edges): over drifting clouds it would be drawn again and
     * again for nothing. */
    bool one_picture = first >= 0;
    for (int i = first + 1; one_picture && i < f->layer_cmd0; i++)
        one_picture = !SDL_HasIntersection(&f->cmds[i].box, &area) ||
                      (f->cmds[i].kind == CMD_COPY && f->cmds[i].serial == f->cmds[first].serial);
    if (!mm_blend_fits(window) || window->format->Amask || !one_picture ||
        !canvas_fits(f, first)) {
        f->rest_drawn = false;
        return;
    }
    double t0 = f->trace ? cpu_ms() : 0;
    if (f->rest && (f->rest->w != area.w || f->rest->h != area.h ||
                    f->rest->format->format != window->format->format)) {
        SDL_FreeSurface(f->rest);
        f->rest = NULL;
    }
    int n = f->ncmds - first;
    SDL_Rect changed[MAX_DIRTY];
    int nchanged = 0;
    bool known = f->rest_drawn && SDL_RectEquals(&f->rest_at, &area), partly = false;
    if (known) {
        compare(f, f->rest_shown, f->nrest_shown, f->cmds + first, n, changed, &nchanged);
        partly = f->rest && (double)union_area(changed, nchanged) <=
                                FULL_SHARE * (double)area.w * (double)area.h;
    }
    /* Drawn only while its commands stand still: below a swaying tower
     * the clouds drift every frame. */
    if (!known || nchanged > 0)
        budget = 0;
    if (!partly) {
        f->nrest_pending = 0;
        add_dirty(f->rest_pending, &f->nrest_pending, area);
    }
    for (int d = 0; partly && d < nchanged; d++)
        if (SDL_IntersectRect(&changed[d], &area, &changed[d]))
            add_dirty(f->rest_pending, &f->nrest_pending, changed[d]);
    remember(&f->rest_shown, &f->cap_rest_shown, &f->nrest_shown, f->cmds + first, n);
    f->rest_at = area;
    f->rest_drawn = true;
    if (budget > 0 && f->nrest_pending > 0 && !f->rest) {
        /* Made once there is something to draw (memory: a layer that
         * changes every frame never has it). */
        f->rest = SDL_CreateRGBSurfaceWithFormat(0, area.w, area.h, 32, window->format->format);
        if (!f->rest) {
            f->rest_drawn = false;
            return;
        }
    }
    if (!f->rest)
        budget = 0;
    SDL_Rect now[MAX_DIRTY];
    int nnow = take_parts(f->rest_pending, &f->nrest_pending, budget, false, now);
    int left = f->nrest_pending;
    if (nnow > 0)
        draw_rest(f, first, now, nnow);
    if (f->trace && nnow > 0) {
        fprintf(stderr, "monstermoon: layout at rest of %d commands:", n);
        for (int d = 0; d < nnow; d++)
            fprintf(stderr, " %dx%d+%d+%d", now[d].w, now[d].h, now[d].x, now[d].y);
        if (left > 0)
            fprintf(stderr, " (%d parts left)", left);
        fprintf(stderr, "\n");
    }
    if (f->trace)
        f->t_rest += cpu_ms() - t0;
}

bool mm_frame_layer_end(mm_frame *f, SDL_Rect dst)
{
    SDL_assert(f->in_layer && "mm_frame_layer_begin opens the layer");
    f->in_layer = false;
    SDL_Rect area = f->layer_area;
    Uint64 h = mix(mix(0x5bd1e9955bd1e995ull, (Uint64)(Uint32)area.x << 32 | (Uint32)area.y),
                   (Uint64)(Uint32)area.w << 32 | (Uint32)area.h);
    for (int i = f->layer_cmd0; i < f->ncmds; i++)
        h = mix(h, f->cmds[i].hash);
    if (f->software && area.w > 0 && area.h > 0) {
        /* Drawn once the glide moves (its layer shown) in the frames its
         * layer stands still: a layer that changes every frame (Catch the
         * Moon's swaying tower) would draw it again and again for nothing. */
        bool still = f->layer_seen && h == f->layer_hash && f->nlayer_pending == 0;
        update_rest(f, area, still ? REST_BUDGET * (double)f->pw * (double)f->ph : 0);
    }
    if (area.w > 0 && area.h > 0 &&
        (!f->layer_tex || f->layer_w != area.w || f->layer_h != area.h || h != f->layer_hash ||
         f->nlayer_pending > 0)) {
        double t0 = f->trace ? cpu_ms() : 0;
        int cap_w = f->layer_w, cap_h = f->layer_h;
        if (f->layer_w != area.w || f->layer_h != area.h) {
            /* Gone at once, before the new one is made (this frame's
             * commands do not hold it yet): a picture kept from the last
             * glide and the next one's would be there together. */
            SDL_DestroyTexture(f->layer_tex);
            f->layer_tex = NULL;
            f->layer_drawn = f->layer_seen = false;
        }
        bool streaming = f->software && canvas_fits(f, f->layer_cmd0);
        if (f->layer_tex && streaming != f->layer_streaming) {
            /* The other kind of picture: drawn whole again. */
            mm_frame_release(f, f->layer_tex);
            f->layer_tex = NULL;
            f->layer_drawn = false;
        }
        if (streaming && !f->layer_tex) {
            f->layer_tex = SDL_CreateTexture(f->renderer, SDL_PIXELFORMAT_ARGB8888,
                                             SDL_TEXTUREACCESS_STREAMING, area.w, area.h);
        }
        f->layer_streaming = streaming;
        bool made = streaming ? f->layer_tex != NULL
                              : target(f, &f->layer_tex, &cap_w, &cap_h, area.w, area.h) != NULL;
        if (f->trace)
            f->t_target += cpu_ms() - t0;
        if (made) {
            f->layer_w = area.w;
            f->layer_h = area.h;
            SDL_SetTextureBlendMode(f->layer_tex, SDL_BLENDMODE_BLEND);
            /* Scaled in motion only: the nearest pixel is several times
             * cheaper than the linear filter without a GPU. */
            SDL_SetTextureScaleMode(f->layer_tex, SDL_ScaleModeNearest);
            /* Until it is first shown, a new picture is drawn over a few
             * frames (the whole layout at once took 15 ms at 3840x2160,
             * beside the frame's own drawing), at once after LAYER_WAIT
             * frames (its pictures changing faster than it is drawn). Once
             * shown, its changes are drawn over a few frames too (the
             * cards' picture made at its size replacing its stand-in took
             * 5-6 ms), the picture moving on as it stands meanwhile: only
             * while it glides, and the layout at rest is drawn exactly. */
            double share = f->layer_seen                     ? LAYER_CHANGE_BUDGET
                           : f->layer_waited >= LAYER_WAIT ? INFINITY
                                                           : LAYER_BUDGET;
            update_layer(f, area, share * (double)f->pw * (double)f->ph);
            f->layer_hash = h;
            f->layer_serial = layer_serial(f);
        }
    }
    if (!f->layer_tex || f->layer_hash != h)
        return true; /* no picture to draw on: the commands stay in the frame */
    f->layer_used = true;
    if (f->nlayer_pending > 0 && !f->layer_seen) {
        /* Not ready: nothing of it is shown. */
        f->layer_waited++;
        f->ncmds = f->layer_cmd0;
        f->nverts = f->layer_v0;
        f->ncounts = f->layer_c0;
        return false;
    }
    f->layer_seen = true;
    f->layer_waited = 0;
    f->ncmds = f->layer_cmd0;
    f->nverts = f->layer_v0;
    f->ncounts = f->layer_c0;
    if (dst.w <= 0 || dst.h <= 0)
        return true;
    SDL_Color white = {255, 255, 255, 255};
    if (dst.w == area.w && dst.h == area.h) {
        for (int k = 0; k < f->nruns; k++) {
            SDL_Rect r = f->runs[k];
            SDL_FRect to = {(float)(dst.x + r.x), (float)(dst.y + r.y), (float)r.w, (float)r.h};
            mm_frame_copy(f, f->layer_tex, f->layer_serial, &r, to, 0, white, SDL_BLENDMODE_BLEND);
        }
        return true;
    }
    if (dst.w > 8192 || dst.h > 8192)
        return true;
    if (f->layer_streaming && mm_blend_fits(frame_surface(f))) {
        /* Scaled as it is blended into the window (scaled_blend). */
        SDL_DestroyTexture(f->scaled_tex);
        f->scaled_tex = NULL;
        f->scaled_cap_w = f->scaled_cap_h = f->scaled_w = f->scaled_h = 0;
        f->scaled_from = 0;
        for (int k = 0; k < f->nruns; k++) {
            SDL_Rect r = f->runs[k];
            int x0 = scaled_edge(r.x, area.w, dst.w), x1 = scaled_edge(r.x + r.w, area.w, dst.w);
            int y0 = scaled_edge(r.y, area.h, dst.h), y1 = scaled_edge(r.y + r.h, area.h, dst.h);
            if (x1 > x0 && y1 > y0)
                scaled_cmd(f, r, (SDL_Rect){dst.x + x0, dst.y + y0, x1 - x0, y1 - y0});
        }
        return true;
    }
    /* Scaled once per size into a picture of its own, then copied whole
     * pixel for pixel: a scaled copy cut to the changed rectangles would
     * round differently from the whole one. */
    if (f->scaled_from != f->layer_serial || f->scaled_w != dst.w || f->scaled_h != dst.h) {
        double t0 = f->trace ? cpu_ms() : 0;
        if (!target(f, &f->scaled_tex, &f->scaled_cap_w, &f->scaled_cap_h, dst.w, dst.h) ||
            SDL_SetRenderTarget(f->renderer, f->scaled_tex) != 0)
            return true;
        if (f->trace)
            f->t_target += cpu_ms() - t0;
        SDL_RenderSetClipRect(f->renderer, NULL);
        SDL_SetTextureBlendMode(f->layer_tex, SDL_BLENDMODE_NONE);
        SDL_SetTextureColorMod(f->layer_tex, 255, 255, 255);
        SDL_SetTextureAlphaMod(f->layer_tex, 255);
        for (int k = 0; k < f->nruns; k++) {
            SDL_Rect r = f->runs[k];
            int x0 = scaled_edge(r.x, area.w, dst.w), x1 = scaled_edge(r.x + r.w, area.w, dst.w);
            int y0 = scaled_edge(r.y, area.h, dst.h), y1 = scaled_edge(r.y + r.h, area.h, dst.h);
            SDL_Rect part = {x0, y0, x1 - x0, y1 - y0};
            if (part.w > 0 && part.h > 0)
                SDL_RenderCopy(f->renderer, f->layer_tex, &r, &part);
        }
        SDL_SetTextureBlendMode(f->layer_tex, SDL_BLENDMODE_BLEND);
        SDL_SetRenderTarget(f->renderer, NULL);
        f->scaled_from = f->layer_serial;
        f->scaled_w = dst.w;
        f->scaled_h = dst.h;
        f->scaled_serial = layer_serial(f);
        if (f->trace)
            f->t_scaled += cpu_ms() - t0;
    }
    for (int k = 0; k < f->nruns; k++) {
        SDL_Rect r = f->runs[k];
        int x0 = scaled_edge(r.x, area.w, dst.w), x1 = scaled_edge(r.x + r.w, area.w, dst.w);
        int y0 = scaled_edge(r.y, area.h, dst.h), y1 = scaled_edge(r.y + r.h, area.h, dst.h);
        SDL_Rect part = {x0, y0, x1 - x0, y1 - y0};
        SDL_FRect to = {(float)(dst.x + x0), (float)(dst.y + y0), (float)part.w, (float)part.h};
        if (part.w > 0 && part.h > 0)
            mm_frame_copy(f, f->scaled_tex, f->scaled_serial, &part, to, 0, white,
                          SDL_BLENDMODE_BLEND);
    }
    return true;
}

/* The incremental frame against the same frame drawn whole. */
static void check_frame(mm_frame *f)
{
    int pw = f->pw, ph = f->ph;
    Uint32 *a = malloc((size_t)pw * (size_t)ph * 4), *b = malloc((size_t)pw * (size_t)ph * 4);
    if (a && b &&
        SDL_RenderReadPixels(f->renderer, NULL, SDL_PIXELFORMAT_ARGB8888, a, pw * 4) == 0) {
        replay_all(f);
        if (SDL_RenderReadPixels(f->renderer, NULL, SDL_PIXELFORMAT_ARGB8888, b, pw * 4) == 0) {
            long bad = 0;
            int x0 = pw, y0 = ph, x1 = -1, y1 = -1;
            for (int y = 0; y < ph; y++)
                for (int x = 0; x < pw; x++)
                    if ((a[(size_t)y * pw + x] ^ b[(size_t)y * pw + x]) & 0xffffff) {
                        bad++;
                        x0 = x < x0 ? x : x0;
                        y0 = y < y0 ? y : y0;
                        x1 = x > x1 ? x : x1;
                        y1 = y > y1 ? y : y1;
                    }
            if (bad) {
                f->check_failures += bad;
                fprintf(stderr,
                        "monstermoon: redraw check: %ld pixels differ in %d,%d-%d,%d "
                        "(%d rectangles drawn again)\n",
                        bad, x0, y0, x1, y1, f->ndirty);
            }
        }
    }
    free(a);
    free(b);
}

long mm_frame_end(mm_frame *f)
{
    double t_end = f->trace ? cpu_ms() : 0;
    f->ndirty = 0;
    f->dirty_full = false;
    SDL_Surface *surface = frame_surface(f);
    if (surface != f->surface)
        f->full = true;
    f->surface = surface;
    f->direct = f->software && mm_blend_fits(surface);
    long drawn = 0;
    double t_cmp = f->trace ? cpu_ms() : 0;
    if (!f->incremental || f->full) {
        f->dirty_full = true;
    } else {
        compare(f, f->prev, f->nprev, f->cmds, f->ncmds, f->dirty, &f->ndirty);
        if ((double)union_area(f->dirty, f->ndirty) > FULL_SHARE * (double)f->pw * (double)f->ph)
            f->dirty_full = true;
    }
    if (f->trace) {
        f->t_compare += cpu_ms() - t_cmp;
        fprintf(stderr, "monstermoon: frame of %d commands:", f->ncmds);
        if (f->dirty_full)
            fprintf(stderr, " whole");
        if (f->dirty_full && f->ndirty > 0)
            fprintf(stderr, " (%.0f%% changed:)",
                    100.0 * (double)union_area(f->dirty, f->ndirty) / ((double)f->pw * f->ph));
        for (int d = 0; d < f->ndirty; d++)
            fprintf(stderr, " %dx%d+%d+%d", f->dirty[d].w, f->dirty[d].h, f->dirty[d].x,
                    f->dirty[d].y);
        fprintf(stderr, "\n");
    }
    double t0 = f->trace ? cpu_ms() : 0;
    f->rest_first = -1;
    if (f->direct && f->rest && f->rest_drawn && f->nrest_pending == 0 &&
        f->rest->format->format == surface->format->format &&
        covers((SDL_Rect){0, 0, f->pw, f->ph}, f->rest_at) && (f->dirty_full || f->ndirty > 0))
        f->rest_first = find_rest(f);
    if (f->dirty_full) {
        if (f->rest_first >= 0)
            replay_dirty(f);
        else
            replay_all(f);
        drawn = (long)f->pw * f->ph;
    } else if (f->ndirty > 0) {
        replay_dirty(f);
        for (int d = 0; d < f->ndirty; d++)
            drawn += (long)area(f->dirty[d]);
        if (f->check)
            check_frame(f);
    }
    if (f->trace)
        SDL_RenderFlush(f->renderer); /* SDL draws what was queued: timed here */
    if (f->trace &&
        (drawn > 0 || f->t_layer > 0 || f->t_scaled > 0 || f->t_target > 0 || f->t_rest > 0))
        fprintf(stderr,
                "monstermoon: layer drawn %.2f ms, scaled %.2f ms, pictures to draw on made "
                "%.2f ms, layout at rest drawn or copied %.2f ms%s, frames compared %.2f ms, "
                "frame drawn %.2f ms (frame's end %.2f ms); "
                "turned pictures: %d made, %d drawn, %d kept (%.1f MB)\n",
                f->t_layer, f->t_scaled, f->t_target, f->t_rest,
                f->rest_first >= 0 ? " (shown)" : "", f->t_compare, cpu_ms() - t0,
                cpu_ms() - t_end, f->turned_made, f->turned_drawn, f->nturns,
                (double)f->turned_bytes / 1e6);
    f->t_layer = f->t_scaled = f->t_target = f->t_compare = f->t_rest = 0;
    f->turned_made = f->turned_drawn = 0;
    f->full = false;
    /* The new frame is the one on screen now. */
    remember(&f->prev, &f->cap_prev, &f->nprev, f->cmds, f->ncmds);
    f->in_frame = false;
    if (!f->layer_used) {
        /* No layer in this frame: its picture is kept with what it holds,
         * for the next glide (making a picture of the layout's size took
         * 5-6 ms at 3840x2160, and a glide to the same framing draws only
         * what changed). Until it is shown again, its changes are drawn
         * over a few frames. A window-sized scaled copy goes back. */
        f->layer_seen = false;
        f->layer_waited = 0;
        if (f->scaled_tex) {
            SDL_DestroyTexture(f->scaled_tex);
            f->scaled_tex = NULL;
            f->scaled_cap_w = f->scaled_cap_h = f->scaled_w = f->scaled_h = 0;
            f->scaled_from = 0;
        }
    }
    trim_turned(f);
    for (int i = 0; i < f->ndead; i++)
        SDL_DestroyTexture(f->dead[i]);
    f->ndead = 0;
    return drawn;
}

void mm_frame_present(mm_frame *f)
{
    if (!f->incremental) {
        SDL_RenderPresent(f->renderer);
        return;
    }
    SDL_RenderFlush(f->renderer);
    if (f->dirty_full)
        SDL_UpdateWindowSurface(f->window);
    else if (f->ndirty > 0)
        SDL_UpdateWindowSurfaceRects(f->window, f->dirty, f->ndirty);
}
