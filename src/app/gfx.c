/* SPDX-License-Identifier: MIT */
/* Drawing primitives, text and SVG art, all in logical units. */
#include "gfx.h"

#include <fontconfig/fontconfig.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "art.h"
#include "frame.h"
#include "libs.h"
#include "startup.h"

const mm_rgba MM_INK = {27, 21, 48, 255};
const mm_rgba MM_PAPER = {246, 241, 255, 255};
const mm_rgba MM_NIGHT = {16, 14, 40, 255};
const mm_rgba MM_PANEL = {43, 35, 84, 240};
const mm_rgba MM_ACCENT = {255, 196, 61, 255};
const mm_rgba MM_GOOD = {96, 214, 140, 255};
const mm_rgba MM_BAD = {255, 104, 104, 255};
const mm_rgba MM_MUTED = {170, 160, 205, 255};
const mm_rgba MM_GOLD = {255, 214, 92, 255};

/* ============================================================ texture caches */

/* A hash index over a cache's entries: a lookup walks one short chain of
 * entries whose keys match instead of comparing every entry's name (a
 * frame draws hundreds of pictures and texts). Entries are linked by
 * number + 1, so a zeroed index is empty. */
#define INDEX_MAX 512
#define INDEX_BUCKETS 1024
_Static_assert(INDEX_MAX < 65535, "an index links entries by number + 1 in 16 bits");

typedef struct cache_index {
    Uint64 key[INDEX_MAX];
    Uint16 next[INDEX_MAX];      /* the chain's next entry + 1, 0 at its end */
    Uint16 head[INDEX_BUCKETS];  /* the bucket's first entry + 1, 0 for none */
    bool linked[INDEX_MAX];
} cache_index;

static Uint64 key_mix(Uint64 h, Uint64 v)
{
    h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    return h * 0xff51afd7ed558ccdull;
}

static Uint64 key_text(const char *text, Uint64 h)
{
    for (const unsigned char *p = (const unsigned char *)text; *p; p++)
        h = (h ^ *p) * 0x100000001b3ull;
    return h;
}

/* The first entry filed under `key` (then index_next), -1 for none; the
 * caller compares the entry itself, as different keys may share a hash. */
static int index_first(const cache_index *x, Uint64 key)
{
    int i = x->head[key % INDEX_BUCKETS] - 1;
    while (i >= 0 && x->key[i] != key)
        i = x->next[i] - 1;
    return i;
}

static int index_next(const cache_index *x, int i)
{
    Uint64 key = x->key[i];
    for (i = x->next[i] - 1; i >= 0 && x->key[i] != key; i = x->next[i] - 1) {
    }
    return i;
}

static void index_drop(cache_index *x, int i)
{
    if (!x->linked[i])
        return;
    Uint16 *link = &x->head[x->key[i] % INDEX_BUCKETS];
    while (*link != i + 1)
        link = &x->next[*link - 1];
    *link = x->next[i];
    x->linked[i] = false;
}

/* Files entry i under `key` (from wherever it was filed before). */
static void index_set(cache_index *x, int i, Uint64 key)
{
    index_drop(x, i);
    Uint16 *head = &x->head[key % INDEX_BUCKETS];
    x->key[i] = key;
    x->next[i] = *head;
    *head = (Uint16)(i + 1);
    x->linked[i] = true;
}

#define TEXT_CACHE_SIZE 384
#define IMAGE_CACHE_SIZE 256

typedef struct text_entry {
    char *text;
    int px;
    bool bold;
    int wrap; /* pixel wrap width, 0 for a single line */
    Uint8 align;
    SDL_Texture *tex;
    Uint64 serial; /* names the texture's pixels for the frame list */
    int w, h;
    unsigned used;
} text_entry;

/* Measured text widths by text, size and weight (direct mapped by their
 * hash, the text kept to tell labels apart whose hashes meet): layouts
 * measure the same labels every frame, and shaping them each time cost
 * several percent of a frame. */
#define WIDTH_CACHE_SIZE 1024

struct mm_text_cache {
    text_entry e[TEXT_CACHE_SIZE];
    cache_index index;
    unsigned clock;
    Uint64 width_key[WIDTH_CACHE_SIZE]; /* 0: empty */
    char *width_text[WIDTH_CACHE_SIZE];
    int width_px[WIDTH_CACHE_SIZE];
    TTF_Font *fonts[2][160]; /* [bold][pixel size] */
    bool font_failed[2];     /* reported once */
};

typedef struct image_entry {
    char name[128];
    int w, h;
    SDL_Texture *tex;
    Uint64 serial;
    int tw, th;    /* the texture's size (the rasterizer keeps the aspect) */
    SDL_Rect core; /* its opaque part (see opaque_core) */
    unsigned used;
} image_entry;

/* Without a GPU a picture drawn at another size than its texture's is
 * scaled by SDL on every draw (through a temporary surface), and a scaled
 * blit cut by a clip rectangle rounds differently from the whole one; so the
 * software renderer gets each picture scaled once to the exact size drawn,
 * with the same linear filter SDL would use. */
#define SCALED_CACHE_SIZE 256

typedef struct scaled_entry {
    Uint64 from;   /* serial of the picture scaled */
    int w, h;
    SDL_Texture *tex;
    Uint64 serial;
    SDL_Rect core; /* its opaque part (see opaque_core) */
    unsigned used;
} scaled_entry;

#define MAX_FAILED_IMAGES 64
#define MAX_WAITING 64

_Static_assert(TEXT_CACHE_SIZE <= INDEX_MAX && IMAGE_CACHE_SIZE <= INDEX_MAX &&
                   SCALED_CACHE_SIZE <= INDEX_MAX,
               "a cache holds at most INDEX_MAX entries");

/* Composed pictures (mm_gfx_compose_begin): a flight's tile or two. */
#define COMPOSED_CACHE_SIZE 4

typedef struct composed_entry {
    Uint64 key;
    int w, h; /* pixels */
    SDL_Texture *tex;
    Uint64 serial;
    unsigned used;
} composed_entry;

struct mm_image_cache {
    image_entry e[IMAGE_CACHE_SIZE];
    cache_index index;
    unsigned clock;
    /* Pictures that failed to load: not tried again, reported once. */
    char failed[MAX_FAILED_IMAGES][128];
    int nfailed;
    int nreported; /* failures the app has shown */
    bool report;   /* a new failure the app has not shown yet */
    bool software; /* SDL's software renderer: pictures are scaled ahead */
    int rasterized;   /* pictures rasterized this frame with a stand-in at hand */
    bool stood_in;    /* a picture stood in for another this frame */
    /* The pictures stood in for (their keys), this frame and the last: a
     * picture is rasterized only once its size holds for a frame, so a
     * growing card or a zoom is drawn from stand-ins while it moves (one
     * SVG rasterized per frame took 10-40 ms at 3840x2160) and made
     * exactly when it stops. */
    Uint64 waiting[2][MAX_WAITING];
    int nwaiting[2];
    scaled_entry scaled[SCALED_CACHE_SIZE];
    cache_index scaled_index;
    size_t scaled_bytes; /* pixels held by `scaled`, 4 bytes each */
    composed_entry composed[COMPOSED_CACHE_SIZE];
    unsigned composed_clock;
    int composing;           /* the entry mm_gfx_compose_begin makes, or -1 */
    SDL_Rect composing_px;   /* its pixels */
    SDL_Rect composing_clip; /* the clip to restore */
};

/* Every texture made gets a new number: the frame list compares commands
 * by it (a new texture may reuse a freed one's address). */
static Uint64 next_serial(void)
{
    static Uint64 serial;
    return ++serial;
}

static void drop_caches(mm_gfx *g)
{
    for (int i = 0; i < TEXT_CACHE_SIZE; i++) {
        text_entry *t = &g->texts->e[i];
        mm_frame_release(g->frame, t->tex);
        free(t->text);
        memset(t, 0, sizeof *t);
    }
    memset(&g->texts->index, 0, sizeof g->texts->index);
    for (int i = 0; i < IMAGE_CACHE_SIZE; i++) {
        image_entry *e = &g->images->e[i];
        mm_frame_release(g->frame, e->tex);
        memset(e, 0, sizeof *e);
    }
    memset(&g->images->index, 0, sizeof g->images->index);
    for (int i = 0; i < SCALED_CACHE_SIZE; i++) {
        scaled_entry *e = &g->images->scaled[i];
        mm_frame_release(g->frame, e->tex);
        memset(e, 0, sizeof *e);
    }
    memset(&g->images->scaled_index, 0, sizeof g->images->scaled_index);
    g->images->scaled_bytes = 0;
    for (int i = 0; i < COMPOSED_CACHE_SIZE; i++) {
        composed_entry *e = &g->images->composed[i];
        mm_frame_release(g->frame, e->tex);
        memset(e, 0, sizeof *e);
    }
}

/* ================================================================== fonts */

#define MAX_FONT_CANDIDATES 6

/* Font files to try, best first: fontconfig's matches for `pattern`, then the
 * DejaVu that portable packages carry in <data>/fonts for systems where
 * fontconfig knows no font at all. */
static int font_candidates(const char *pattern, const char *data_dir, const char *bundled,
                           char out[][1024], int max)
{
    int n = 0;
    FcPattern *pat = FcNameParse((const FcChar8 *)pattern);
    if (pat) {
        FcConfigSubstitute(NULL, pat, FcMatchPattern);
        FcDefaultSubstitute(pat);
        FcResult result;
        FcFontSet *set = FcFontSort(NULL, pat, FcTrue, NULL, &result);
        for (int i = 0; set && i < set->nfont && n < max - 1; i++) {
            FcChar8 *file = NULL;
            if (FcPatternGetString(set->fonts[i], FC_FILE, 0, &file) != FcResultMatch)
                continue;
            bool seen = false;
            for (int k = 0; k < n; k++)
                seen |= strcmp(out[k], (const char *)file) == 0;
            if (!seen)
                snprintf(out[n++], sizeof out[0], "%s", (const char *)file);
        }
        if (set)
            FcFontSetDestroy(set);
        FcPatternDestroy(pat);
    }
    int len = snprintf(out[n], sizeof out[0], "%s/fonts/%s", data_dir, bundled);
    if (len > 0 && (size_t)len < sizeof out[0])
        n++;
    return n;
}

/* The first candidate SDL_ttf can open; the others tried are added to
 * `tried` with their errors. */
static bool pick_font(const char *pattern, const char *data_dir, const char *bundled,
                      char *out, size_t len, char *tried, size_t tried_len)
{
    char files[MAX_FONT_CANDIDATES][1024];
    int n = font_candidates(pattern, data_dir, bundled, files, MAX_FONT_CANDIDATES);
    for (int i = 0; i < n; i++) {
        TTF_Font *f = TTF_OpenFont(files[i], 16);
        if (f) {
            TTF_CloseFont(f);
            snprintf(out, len, "%.1023s", files[i]);
            return true;
        }
        fprintf(stderr, "monstermoon: cannot use font %s (%s), trying the next\n", files[i],
                TTF_GetError());
        size_t used = strlen(tried);
        if (used < tried_len)
            snprintf(tried + used, tried_len - used, "%s%.1023s (%.200s)", used ? ", " : "", files[i],
                     TTF_GetError());
    }
    return false;
}

static TTF_Font *font_at(mm_gfx *g, int px, bool bold)
{
    if (px < 6)
        px = 6;
    if (px > 159)
        px = 159;
    TTF_Font **slot = &g->texts->fonts[bold][px];
    if (!*slot) {
        *slot = TTF_OpenFont(bold ? g->font_bold : g->font_regular, px);
        if (!*slot && !g->texts->font_failed[bold]) {
            g->texts->font_failed[bold] = true;
            fprintf(stderr, "monstermoon: font %s: %s\n", bold ? g->font_bold : g->font_regular,
                    TTF_GetError());
        }
    }
    return *slot;
}

/* SDL's software renderer draws on the window surface, which keeps its pixels
 * between frames: only what changed is drawn again (MONSTERMOON_FULL_REDRAW=1
 * draws every frame whole, to compare). A GPU redraws whole frames. */
static bool draws_incrementally(SDL_Renderer *renderer)
{
    SDL_RendererInfo info;
    const char *full = getenv("MONSTERMOON_FULL_REDRAW");
    if (full && *full && strcmp(full, "0") != 0)
        return false;
    return SDL_GetRendererInfo(renderer, &info) == 0 && (info.flags & SDL_RENDERER_SOFTWARE);
}

bool mm_gfx_find_fonts(const char *data_dir, char *regular, char *bold, size_t len, char *why,
                       size_t why_len)
{
    if (TTF_Init() != 0) {
        snprintf(why, why_len, "SDL_ttf: %s", TTF_GetError());
        return false;
    }
    /* A font fontconfig names may still not open (unreadable, damaged):
     * try the next, and stop only with none at all. */
    char tried[3000] = "";
    FcInit();
    if (!pick_font("sans-serif:weight=regular", data_dir, "DejaVuSans.ttf", regular, len, tried,
                   sizeof tried)) {
        snprintf(why, why_len,
                 "no usable font: tried %s (install fonts-dejavu-core, or put DejaVuSans.ttf in "
                 "%s/fonts)",
                 tried[0] ? tried : "none found", data_dir);
        TTF_Quit();
        return false;
    }
    tried[0] = '\0';
    if (!pick_font("sans-serif:weight=bold", data_dir, "DejaVuSans-Bold.ttf", bold, len, tried,
                   sizeof tried))
        snprintf(bold, len, "%s", regular);
    return true;
}

bool mm_gfx_init(mm_gfx *g, SDL_Window *window, SDL_Renderer *renderer, const char *data_dir,
                 const char *regular, const char *bold, char *why, size_t why_len)
{
    memset(g, 0, sizeof *g);
    g->window = window;
    g->renderer = renderer;
    g->data_dir = data_dir;
    snprintf(g->font_regular, sizeof g->font_regular, "%s", regular);
    snprintf(g->font_bold, sizeof g->font_bold, "%s", bold);
    g->texts = calloc(1, sizeof *g->texts);
    g->images = calloc(1, sizeof *g->images);
    if (g->images)
        g->images->composing = -1;
    g->frame = mm_frame_new(renderer, window, draws_incrementally(renderer));
    if (!g->texts || !g->images || !g->frame) {
        snprintf(why, why_len, "out of memory");
        return false;
    }
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    SDL_RendererInfo info;
    g->images->software =
        SDL_GetRendererInfo(renderer, &info) == 0 && (info.flags & SDL_RENDERER_SOFTWARE);
    mm_gfx_resize(g);
    return true;
}

void mm_gfx_free(mm_gfx *g)
{
    if (g->texts) {
        drop_caches(g);
        for (int b = 0; b < 2; b++)
            for (int i = 0; i < 160; i++)
                if (g->texts->fonts[b][i])
                    TTF_CloseFont(g->texts->fonts[b][i]);
        for (int i = 0; i < WIDTH_CACHE_SIZE; i++)
            free(g->texts->width_text[i]);
    }
    free(g->texts);
    free(g->images);
    mm_frame_free(g->frame);
    g->texts = NULL;
    g->images = NULL;
    g->frame = NULL;
    TTF_Quit();
}

void mm_gfx_resize(mm_gfx *g)
{
    int pw, ph;
    SDL_GetRendererOutputSize(g->renderer, &pw, &ph);
    if (pw < 1)
        pw = 1;
    if (ph < 1)
        ph = 1;
    float scale = fminf(pw / MM_DESIGN_W, ph / MM_DESIGN_H);
    if (scale != g->scale && g->texts)
        drop_caches(g);
    if (g->frame)
        mm_frame_invalidate(g->frame);
    g->pw = pw;
    g->ph = ph;
    g->scale = scale;
    g->lw = pw / scale;
    g->lh = ph / scale;
}

void mm_gfx_begin_frame(mm_gfx *g)
{
    mm_image_cache *c = g->images;
    c->rasterized = 0;
    c->stood_in = false;
    memcpy(c->waiting[1], c->waiting[0], sizeof c->waiting[0]);
    c->nwaiting[1] = c->nwaiting[0];
    c->nwaiting[0] = 0;
    mm_frame_begin(g->frame, g->pw, g->ph);
    g->clip = (SDL_Rect){0, 0, 0, 0};
}

long mm_gfx_end_frame(mm_gfx *g)
{
    return mm_frame_end(g->frame);
}

void mm_gfx_present(mm_gfx *g)
{
    mm_frame_present(g->frame);
}

bool mm_gfx_standing_in(const mm_gfx *g)
{
    return g->images->stood_in;
}

void mm_gfx_invalidate(mm_gfx *g)
{
    mm_frame_invalidate(g->frame);
}

void mm_gfx_to_logical(const mm_gfx *g, int wx, int wy, float *x, float *y)
{
    int ww, wh;
    SDL_GetWindowSize(g->window, &ww, &wh);
    float px = ww > 0 ? (float)wx * g->pw / ww : (float)wx;
    float py = wh > 0 ? (float)wy * g->ph / wh : (float)wy;
    *x = px / g->scale;
    *y = py / g->scale;
}

/* ================================================================= shapes */

static SDL_Color sdl_color(mm_rgba c)
{
    return (SDL_Color){c.r, c.g, c.b, c.a};
}

void mm_gfx_clear(mm_gfx *g, mm_rgba c)
{
    mm_frame_fill(g->frame, (SDL_FRect){0, 0, (float)g->pw, (float)g->ph}, sdl_color(c), true);
}

void mm_gfx_fill_rect(mm_gfx *g, SDL_FRect r, mm_rgba c)
{
    SDL_FRect p = {r.x * g->scale, r.y * g->scale, r.w * g->scale, r.h * g->scale};
    mm_frame_fill(g->frame, p, sdl_color(c), false);
}

void mm_gfx_polygons(mm_gfx *g, const SDL_FPoint *pts, const int *counts, const SDL_Color *colors,
                     int npolys)
{
    mm_frame_polygons(g->frame, pts, counts, colors, npolys);
}

void mm_gfx_dim(mm_gfx *g, Uint8 alpha)
{
    mm_gfx_fill_rect(g, mm_rect(0, 0, g->lw, g->lh), (mm_rgba){8, 6, 20, alpha});
    g->report_layer++;
}

#define MAX_VERTS 512

/* A convex polygon (points in logical units). */
static void fill_poly(mm_gfx *g, const SDL_FPoint *pts, int n, mm_rgba c)
{
    SDL_FPoint px[MAX_VERTS];
    if (n < 3 || n > MAX_VERTS)
        return;
    for (int i = 0; i < n; i++)
        px[i] = (SDL_FPoint){pts[i].x * g->scale, pts[i].y * g->scale};
    SDL_Color col = sdl_color(c);
    mm_frame_polygons(g->frame, px, &n, &col, 1);
}

/* Cosines and sines of the corner arcs' and circles' points, worked out
 * once per point count (the same floats as computing them each time; a
 * frame draws hundreds of rounded panels and discs). */
#define MAX_ARC_STEPS 24
#define MAX_CIRCLE_POINTS 96

static const SDL_FPoint *arc_table(int steps)
{
    static SDL_FPoint table[MAX_ARC_STEPS + 1][4 * (MAX_ARC_STEPS + 1)];
    static bool made[MAX_ARC_STEPS + 1];
    if (!made[steps]) {
        for (int corner = 0, n = 0; corner < 4; corner++)
            for (int i = 0; i <= steps; i++, n++) {
                float a = (float)(M_PI / 2) * (corner + (float)i / steps);
                table[steps][n] = (SDL_FPoint){cosf(a), sinf(a)};
            }
        made[steps] = true;
    }
    return table[steps];
}

static const SDL_FPoint *circle_table(int n)
{
    static SDL_FPoint table[MAX_CIRCLE_POINTS + 1][MAX_CIRCLE_POINTS];
    static bool made[MAX_CIRCLE_POINTS + 1];
    if (!made[n]) {
        for (int i = 0; i < n; i++) {
            float a = (float)(2 * M_PI) * i / n;
            table[n][i] = (SDL_FPoint){cosf(a), sinf(a)};
        }
        made[n] = true;
    }
    return table[n];
}

/* Corner arcs of a rounded rectangle, `steps` points per corner. */
static int round_outline(SDL_FRect r, float rad, SDL_FPoint *pts, int steps)
{
    if (rad > r.w / 2)
        rad = r.w / 2;
    if (rad > r.h / 2)
        rad = r.h / 2;
    const float cx[4] = {r.x + r.w - rad, r.x + rad, r.x + rad, r.x + r.w - rad};
    const float cy[4] = {r.y + r.h - rad, r.y + r.h - rad, r.y + rad, r.y + rad};
    if (steps < 0) /* a negative radius: no outline */
        return 0;
    const SDL_FPoint *unit = arc_table(steps);
    int n = 0;
    for (int corner = 0; corner < 4; corner++) {
        for (int i = 0; i <= steps; i++) {
            pts[n].x = cx[corner] + rad * unit[n].x;
            pts[n].y = cy[corner] + rad * unit[n].y;
            n++;
        }
    }
    return n;
}

static int arc_steps(const mm_gfx *g, float rad)
{
    int steps = (int)(rad * g->scale / 3) + 3;
    return steps > MAX_ARC_STEPS ? MAX_ARC_STEPS : steps;
}

void mm_gfx_fill_round(mm_gfx *g, SDL_FRect r, float radius, mm_rgba c)
{
    SDL_FPoint pts[4 * 25];
    int n = round_outline(r, radius, pts, arc_steps(g, radius));
    fill_poly(g, pts, n, c);
}

/* A band between two closed outlines with the same point count, as one
 * four-cornered piece per step, sent in four runs (a quarter of the outline
 * each): without a GPU an outline that changes colour is then drawn again
 * along its band, not over everything it surrounds. */
static void fill_band(mm_gfx *g, const SDL_FPoint *outer, const SDL_FPoint *inner, int n,
                      mm_rgba c)
{
    SDL_FPoint px[MAX_VERTS * 2];
    int counts[MAX_VERTS / 2];
    SDL_Color cols[MAX_VERTS / 2];
    if (n > MAX_VERTS / 2)
        return;
    for (int i = 0; i < n; i++) {
        int j = (i + 1) % n;
        px[4 * i] = (SDL_FPoint){outer[i].x * g->scale, outer[i].y * g->scale};
        px[4 * i + 1] = (SDL_FPoint){outer[j].x * g->scale, outer[j].y * g->scale};
        px[4 * i + 2] = (SDL_FPoint){inner[j].x * g->scale, inner[j].y * g->scale};
        px[4 * i + 3] = (SDL_FPoint){inner[i].x * g->scale, inner[i].y * g->scale};
        counts[i] = 4;
        cols[i] = sdl_color(c);
    }
    for (int run = 0; run < 4; run++) {
        int from = n * run / 4, to = n * (run + 1) / 4;
        if (to > from)
            mm_frame_polygons(g->frame, px + 4 * from, counts + from, cols + from, to - from);
    }
}

void mm_gfx_stroke_round(mm_gfx *g, SDL_FRect r, float radius, float width, mm_rgba c)
{
    SDL_FPoint outer[4 * 25], inner[4 * 25];
    int steps = arc_steps(g, radius);
    SDL_FRect in = {r.x + width, r.y + width, r.w - 2 * width, r.h - 2 * width};
    float inner_radius = radius - width > 0 ? radius - width : 0;
    int n = round_outline(r, radius, outer, steps);
    round_outline(in, inner_radius, inner, steps);
    fill_band(g, outer, inner, n, c);
}

static int circle_points(const mm_gfx *g, float radius)
{
    int n = (int)(radius * g->scale / 2) + 12;
    return n > MAX_CIRCLE_POINTS ? MAX_CIRCLE_POINTS : n < 0 ? 0 : n;
}

void mm_gfx_fill_circle(mm_gfx *g, float cx, float cy, float radius, mm_rgba c)
{
    SDL_FPoint pts[MAX_CIRCLE_POINTS];
    int n = circle_points(g, radius);
    const SDL_FPoint *unit = circle_table(n);
    for (int i = 0; i < n; i++)
        pts[i] = (SDL_FPoint){cx + radius * unit[i].x, cy + radius * unit[i].y};
    fill_poly(g, pts, n, c);
}

void mm_gfx_ring(mm_gfx *g, float cx, float cy, float radius, float width, mm_rgba c)
{
    SDL_FPoint outer[MAX_CIRCLE_POINTS], inner[MAX_CIRCLE_POINTS];
    int n = circle_points(g, radius);
    const SDL_FPoint *unit = circle_table(n);
    for (int i = 0; i < n; i++) {
        outer[i] = (SDL_FPoint){cx + radius * unit[i].x, cy + radius * unit[i].y};
        inner[i] = (SDL_FPoint){cx + (radius - width) * unit[i].x, cy + (radius - width) * unit[i].y};
    }
    fill_band(g, outer, inner, n, c);
}

void mm_gfx_line(mm_gfx *g, float x1, float y1, float x2, float y2, float width, mm_rgba c)
{
    float dx = x2 - x1, dy = y2 - y1, len = sqrtf(dx * dx + dy * dy);
    if (len <= 0)
        return;
    float nx = -dy / len * width / 2, ny = dx / len * width / 2;
    SDL_FPoint pts[4] = {{x1 + nx, y1 + ny}, {x2 + nx, y2 + ny}, {x2 - nx, y2 - ny},
                         {x1 - nx, y1 - ny}};
    fill_poly(g, pts, 4, c);
}

/* ================================================================= images */

/* CPU time of this thread: the machine's load does not change it. */
static double thread_cpu_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

/* A texture of the surface's pixels. Without a GPU a streaming one, so its
 * pixels can be read (no copy) to scale it, and frame.c can draw it into a
 * layer itself (the same pixels either way). */
static SDL_Texture *surface_texture(mm_gfx *g, SDL_Surface *surf)
{
    if (!g->images->software || surf->format->format != SDL_PIXELFORMAT_ARGB8888)
        return SDL_CreateTextureFromSurface(g->renderer, surf);
    SDL_Texture *tex = SDL_CreateTexture(g->renderer, SDL_PIXELFORMAT_ARGB8888,
                                         SDL_TEXTUREACCESS_STREAMING, surf->w, surf->h);
    if (tex && SDL_UpdateTexture(tex, NULL, surf->pixels, surf->pitch) != 0) {
        SDL_DestroyTexture(tex);
        return NULL;
    }
    if (tex)
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    return tex;
}

static SDL_Texture *image_texture(mm_gfx *g, const char *name, int w, int h, SDL_Rect *core,
                                  Uint64 *serial, int *tw, int *th)
{
    mm_image_cache *c = g->images;
    Uint64 key = key_mix(key_mix(key_text(name, 0xcbf29ce484222325ull), (Uint64)(Uint32)w), (Uint64)(Uint32)h);
    for (int i = index_first(&c->index, key); i >= 0; i = index_next(&c->index, i)) {
        image_entry *e = &c->e[i];
        if (e->tex && e->w == w && e->h == h && strcmp(e->name, name) == 0) {
            e->used = ++c->clock;
            *core = e->core;
            *serial = e->serial;
            *tw = e->tw;
            *th = e->th;
            return e->tex;
        }
    }
    int victim = 0;
    for (int i = 1; i < IMAGE_CACHE_SIZE; i++)
        if (c->e[i].used < c->e[victim].used)
            victim = i;
    for (int i = 0; i < c->nfailed; i++)
        if (strcmp(c->failed[i], name) == 0)
            return NULL;
    /* Rasterizing takes milliseconds a picture: a zoom or a growing card
     * would rasterize many each frame. While one per frame is made, the
     * others are drawn from the same picture made at the nearest size
     * (scaled to the size wanted), and the frames go on until each is
     * made: the picture at rest is exactly the one rasterized. */
    image_entry *near = NULL;
    for (int i = 0; g->stand_ins && i < IMAGE_CACHE_SIZE; i++) {
        image_entry *e = &c->e[i];
        if (e->tex && strcmp(e->name, name) == 0 && e->w * 2 >= w && e->w <= w * 2 &&
            e->h * 2 >= h && e->h <= h * 2 &&
            (!near || abs(e->w - w) + abs(e->h - h) < abs(near->w - w) + abs(near->h - h)))
            near = e;
    }
    bool held = c->nwaiting[1] >= MAX_WAITING; /* too many to tell: as before */
    for (int i = 0; near && i < c->nwaiting[1]; i++)
        held |= c->waiting[1][i] == key;
    if (near && (c->rasterized >= 1 || !held)) {
        if (c->nwaiting[0] < MAX_WAITING)
            c->waiting[0][c->nwaiting[0]++] = key;
        near->used = ++c->clock;
        c->stood_in = true;
        *core = near->core;
        *serial = near->serial;
        *tw = near->tw;
        *th = near->th;
        return near->tex;
    }
    if (near)
        c->rasterized++;
    double t0 = mm_frame_trace(g->frame) ? thread_cpu_ms() : 0;
    SDL_Surface *surf = g->startup ? mm_startup_picture(g->startup, name, w, h, core) : NULL;
    if (!surf)
        surf = mm_art_load(g->data_dir, g->art_cache, name, w, h, core);
    if (mm_frame_trace(g->frame))
        fprintf(stderr, "monstermoon: picture %s %dx%d made in %.2f ms\n", name, w, h,
                thread_cpu_ms() - t0);
    if (!surf) {
        /* Once per picture: not every frame. */
        char path[1400];
        snprintf(path, sizeof path, "%s/svg/%s.svg", g->data_dir, name);
        fprintf(stderr, "monstermoon: cannot load asset %s: %s\n", path, SDL_GetError());
        if (c->nfailed < MAX_FAILED_IMAGES)
            snprintf(c->failed[c->nfailed++], sizeof c->failed[0], "%s", name);
        snprintf(g->missing, sizeof g->missing, "%s", path);
        c->report = true;
        return NULL;
    }
    SDL_Texture *tex = surface_texture(g, surf);
    int made_w = surf->w, made_h = surf->h;
    SDL_FreeSurface(surf);
    if (!tex)
        return NULL;
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    image_entry *e = &c->e[victim];
    mm_frame_release(g->frame, e->tex);
    snprintf(e->name, sizeof e->name, "%s", name);
    index_set(&c->index, victim, key);
    e->w = w;
    e->h = h;
    e->tex = tex;
    e->serial = next_serial();
    e->tw = made_w;
    e->th = made_h;
    e->core = *core;
    e->used = ++c->clock;
    *serial = e->serial;
    *tw = e->tw;
    *th = e->th;
    return tex;
}

/* Bytes the scaled copies may hold: twice the window's pixels (at least a
 * 1280x720 window's). */
static size_t scaled_budget(const mm_gfx *g)
{
    int w = 0, h = 0;
    if (SDL_GetRendererOutputSize(g->renderer, &w, &h) != 0 || w < 1280 || h < 720) {
        w = 1280;
        h = 720;
    }
    return (size_t)w * (size_t)h * 4 * 2;
}

/* The picture `tex` (serial `from`, tw x th) scaled to w x h, made once;
 * `core` is its opaque part. */
static SDL_Texture *scaled_texture(mm_gfx *g, SDL_Texture *tex, Uint64 from, int tw, int th,
                                   int w, int h, Uint64 *serial, SDL_Rect *core)
{
    mm_image_cache *c = g->images;
    Uint64 key = key_mix(key_mix(from, (Uint64)(Uint32)w), (Uint64)(Uint32)h);
    for (int i = index_first(&c->scaled_index, key); i >= 0; i = index_next(&c->scaled_index, i)) {
        scaled_entry *e = &c->scaled[i];
        if (e->tex && e->from == from && e->w == w && e->h == h) {
            e->used = ++c->clock;
            *serial = e->serial;
            *core = e->core;
            return e->tex;
        }
    }
    int victim = 0;
    for (int i = 1; i < SCALED_CACHE_SIZE; i++)
        if (c->scaled[i].used < c->scaled[victim].used)
            victim = i;
    double t0 = mm_frame_trace(g->frame) ? thread_cpu_ms() : 0;
    SDL_Texture *to = SDL_CreateTexture(g->renderer, SDL_PIXELFORMAT_ARGB8888,
                                        SDL_TEXTUREACCESS_STREAMING, w, h);
    void *src_px, *dst_px;
    int src_pitch, dst_pitch;
    if (!to)
        return NULL;
    if (SDL_LockTexture(tex, NULL, &src_px, &src_pitch) != 0) {
        SDL_DestroyTexture(to);
        return NULL;
    }
    bool ok = false;
    SDL_Rect made_core = {0, 0, 0, 0};
    if (SDL_LockTexture(to, NULL, &dst_px, &dst_pitch) == 0) {
        SDL_Surface *a = SDL_CreateRGBSurfaceWithFormatFrom(src_px, tw, th, 32, src_pitch,
                                                            SDL_PIXELFORMAT_ARGB8888);
        SDL_Surface *b = SDL_CreateRGBSurfaceWithFormatFrom(dst_px, w, h, 32, dst_pitch,
                                                            SDL_PIXELFORMAT_ARGB8888);
        ok = a && b && SDL_SoftStretchLinear(a, NULL, b, NULL) == 0;
        if (ok)
            made_core = mm_art_opaque_core(dst_px, dst_pitch, w, h);
        SDL_FreeSurface(a);
        SDL_FreeSurface(b);
        SDL_UnlockTexture(to);
    }
    SDL_UnlockTexture(tex);
    if (!ok) {
        SDL_DestroyTexture(to);
        return NULL;
    }
    scaled_entry *e = &c->scaled[victim];
    mm_frame_release(g->frame, e->tex);
    if (e->tex)
        c->scaled_bytes -= (size_t)e->w * (size_t)e->h * 4;
    e->tex = NULL;
    /* Bounded in bytes too, to twice the window's pixels: a picture whose
     * size changes every frame (a pulsing sun) would otherwise fill the
     * cache with large copies. The least recently drawn go first; what a
     * frame draws is drawn again in the next, so they stay. */
    size_t need = (size_t)w * (size_t)h * 4, budget = scaled_budget(g);
    while (c->scaled_bytes + need > budget) {
        scaled_entry *old = NULL;
        for (int i = 0; i < SCALED_CACHE_SIZE; i++)
            if (c->scaled[i].tex && (!old || c->scaled[i].used < old->used))
                old = &c->scaled[i];
        if (!old)
            break;
        mm_frame_release(g->frame, old->tex);
        c->scaled_bytes -= (size_t)old->w * (size_t)old->h * 4;
        memset(old, 0, sizeof *old);
        index_drop(&c->scaled_index, (int)(old - c->scaled));
    }
    c->scaled_bytes += need;
    index_set(&c->scaled_index, victim, key);
    e->from = from;
    e->w = w;
    e->h = h;
    e->tex = to;
    e->serial = next_serial();
    e->core = made_core;
    e->used = ++c->clock;
    *serial = e->serial;
    *core = made_core;
    if (mm_frame_trace(g->frame))
        fprintf(stderr, "monstermoon: picture %dx%d scaled to %dx%d in %.2f ms\n", tw, th, w, h,
                thread_cpu_ms() - t0);
    return to;
}

/* A picture drawn at its texture's size without a GPU, its opaque core
 * copied and only the see-through edges around it blended: the same pixels
 * as blending it whole (an opaque pixel blended is the pixel). The parts go
 * to the same whole pixels as the picture would, (int)dst.x and (int)dst.y,
 * as SDL's software renderer cuts the destination. */
static void draw_core_apart(mm_gfx *g, SDL_Texture *tex, Uint64 serial, SDL_FRect dst, int w,
                            int h, SDL_Rect core, SDL_Color mod)
{
    int x = (int)dst.x, y = (int)dst.y;
    SDL_Rect parts[5] = {
        core,
        {0, 0, w, core.y},
        {0, core.y + core.h, w, h - core.y - core.h},
        {0, core.y, core.x, core.h},
        {core.x + core.w, core.y, w - core.x - core.w, core.h},
    };
    for (int k = 0; k < 5; k++) {
        const SDL_Rect *p = &parts[k];
        if (p->w <= 0 || p->h <= 0)
            continue;
        SDL_FRect to = {(float)(x + p->x), (float)(y + p->y), (float)p->w, (float)p->h};
        mm_frame_copy(g->frame, tex, serial, p, to, 0, mod,
                      k == 0 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    }
}

static bool draw_image(mm_gfx *g, const char *name, SDL_FRect r, float angle, mm_rgba mod)
{
    /* Rasterize at a size rounded to 4 px so slight animation doesn't thrash
     * the cache; the GPU scales the small rest. */
    float rz = g->raster_zoom > 0 ? g->raster_zoom : 1;
    int w = ((int)(r.w * g->scale * rz) + 3) & ~3, h = ((int)(r.h * g->scale * rz) + 3) & ~3;
    if (w < 4 || h < 4)
        return true;
    SDL_Rect core = {0, 0, 0, 0};
    Uint64 serial = 0;
    int tw = 0, th = 0;
    SDL_Texture *tex = image_texture(g, name, w, h, &core, &serial, &tw, &th);
    if (!tex)
        return false;
    bool opaque = core.w == tw && core.h == th;
    SDL_FRect dst = {r.x * g->scale, r.y * g->scale, r.w * g->scale, r.h * g->scale};
    /* The software renderer draws at the destination's whole pixels. */
    int dw = (int)dst.w, dh = (int)dst.h;
    bool exact = g->images->software && dw == tw && dh == th;
    if (g->images->software && dw > 0 && dh > 0 && dw <= 8192 && dh <= 8192 &&
        (dw != tw || dh != th)) {
        Uint64 scaled_serial = 0;
        SDL_Rect scaled_core;
        SDL_Texture *scaled =
            scaled_texture(g, tex, serial, tw, th, dw, dh, &scaled_serial, &scaled_core);
        if (scaled) {
            tex = scaled;
            serial = scaled_serial;
            core = scaled_core;
            exact = true;
        }
    }
    /* An opaque picture drawn straight and fully opaque (a full-window
     * background) is copied, not blended: several times cheaper in the
     * software renderer. */
    SDL_BlendMode blend =
        opaque && mod.a == 255 && angle == 0 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND;
    if (exact && blend == SDL_BLENDMODE_BLEND && mod.a == 255 && angle == 0 &&
        (Sint64)core.w * core.h >= MM_ART_CORE_MIN_AREA) {
        draw_core_apart(g, tex, serial, dst, dw, dh, core, sdl_color(mod));
        return true;
    }
    mm_frame_copy(g->frame, tex, serial, NULL, dst, angle, sdl_color(mod), blend);
    return true;
}

void mm_gfx_image_prepare(mm_gfx *g, const char *name, SDL_FRect r)
{
    float rz = g->raster_zoom > 0 ? g->raster_zoom : 1;
    int w = ((int)(r.w * g->scale * rz) + 3) & ~3, h = ((int)(r.h * g->scale * rz) + 3) & ~3;
    if (w < 4 || h < 4)
        return;
    SDL_Rect core;
    Uint64 serial;
    int tw, th;
    bool stand_ins = g->stand_ins;
    g->stand_ins = false; /* made now, not stood in for */
    image_texture(g, name, w, h, &core, &serial, &tw, &th);
    g->stand_ins = stand_ins;
}

bool mm_gfx_image(mm_gfx *g, const char *name, SDL_FRect r, float angle, Uint8 alpha)
{
    return draw_image(g, name, r, angle, (mm_rgba){255, 255, 255, alpha});
}

bool mm_gfx_image_tinted(mm_gfx *g, const char *name, SDL_FRect r, float angle, mm_rgba tint)
{
    return draw_image(g, name, r, angle, tint);
}

float mm_gfx_snap_size(const mm_gfx *g, float size)
{
    float px = 4 * roundf(size * g->scale / 4);
    /* Half a pixel over: draw_image truncates to whole pixels. */
    return (fmaxf(px, 4) + 0.5f) / g->scale;
}

/* ================================================================== layer */

bool mm_gfx_layers(const mm_gfx *g)
{
    /* Screenshots and scripts draw every frame exactly as it stands. */
    return mm_frame_incremental(g->frame) && g->stand_ins && !g->report;
}

void mm_gfx_layer_begin(mm_gfx *g, SDL_FRect area)
{
    int x0 = (int)floorf(area.x * g->scale), y0 = (int)floorf(area.y * g->scale);
    int x1 = (int)ceilf((area.x + area.w) * g->scale), y1 = (int)ceilf((area.y + area.h) * g->scale);
    SDL_Rect px = {x0, y0, x1 - x0, y1 - y0}, window = {0, 0, g->pw, g->ph};
    if (!SDL_IntersectRect(&px, &window, &px))
        px = (SDL_Rect){0, 0, 0, 0};
    g->layer_area = area;
    g->layer_px = px;
    mm_frame_layer_begin(g->frame, px);
}

bool mm_gfx_layer_end(mm_gfx *g, SDL_FRect dst)
{
    SDL_FRect a = g->layer_area;
    SDL_Rect px = g->layer_px, to = {0, 0, 0, 0};
    if (a.w > 0 && a.h > 0) {
        /* The layer's pixels, mapped as `area` maps onto `dst`. */
        float kx = dst.w / a.w, ky = dst.h / a.h;
        float x = (dst.x + ((float)px.x / g->scale - a.x) * kx) * g->scale;
        float y = (dst.y + ((float)px.y / g->scale - a.y) * ky) * g->scale;
        to = (SDL_Rect){(int)lroundf(x), (int)lroundf(y), (int)lroundf((float)px.w * kx),
                        (int)lroundf((float)px.h * ky)};
    }
    return mm_frame_layer_end(g->frame, to);
}

/* =============================================================== composed */

static composed_entry *find_composed(mm_image_cache *c, Uint64 key, int w, int h)
{
    for (int i = 0; i < COMPOSED_CACHE_SIZE; i++) {
        composed_entry *e = &c->composed[i];
        if (e->tex && e->key == key && e->w == w && e->h == h) {
            e->used = ++c->composed_clock;
            return e;
        }
    }
    return NULL;
}

bool mm_gfx_compose_begin(mm_gfx *g, Uint64 key, float w, float h)
{
    mm_image_cache *c = g->images;
    SDL_Rect px = {0, 0, SDL_min((int)ceilf(w * g->scale), g->pw),
                   SDL_min((int)ceilf(h * g->scale), g->ph)};
    if (px.w <= 0 || px.h <= 0 || find_composed(c, key, px.w, px.h))
        return false;
    int victim = 0;
    for (int i = 1; i < COMPOSED_CACHE_SIZE; i++)
        if (c->composed[i].used < c->composed[victim].used)
            victim = i;
    composed_entry *e = &c->composed[victim];
    mm_frame_release(g->frame, e->tex);
    memset(e, 0, sizeof *e);
    e->key = key;
    e->w = px.w;
    e->h = px.h;
    c->composing = victim;
    c->composing_px = px;
    c->composing_clip = g->clip;
    /* The parts go to the window's corner, unclipped, whatever the caller
     * clips. */
    mm_gfx_clip(g, NULL);
    mm_frame_picture_begin(g->frame);
    return true;
}

void mm_gfx_compose_end(mm_gfx *g)
{
    mm_image_cache *c = g->images;
    SDL_assert(c->composing >= 0 && "mm_gfx_compose_begin returned true");
    composed_entry *e = &c->composed[c->composing];
    e->tex = mm_frame_picture_end(g->frame, c->composing_px);
    e->serial = next_serial();
    e->used = ++c->composed_clock;
    c->composing = -1;
    g->clip = c->composing_clip;
    mm_frame_clip(g->frame, g->clip.w > 0 ? &g->clip : NULL);
}

void mm_gfx_composed(mm_gfx *g, Uint64 key, float w, float h, SDL_FRect r, float angle,
                     Uint8 alpha)
{
    int pw = SDL_min((int)ceilf(w * g->scale), g->pw), ph = SDL_min((int)ceilf(h * g->scale), g->ph);
    composed_entry *e = find_composed(g->images, key, pw, ph);
    if (!e)
        return;
    SDL_FRect dst = {r.x * g->scale, r.y * g->scale, r.w * g->scale, r.h * g->scale};
    mm_frame_copy(g->frame, e->tex, e->serial, NULL, dst, angle,
                  (SDL_Color){255, 255, 255, alpha}, SDL_BLENDMODE_BLEND);
}

/* =================================================================== text */

static text_entry *text_texture(mm_gfx *g, const char *text, int px, bool bold, int wrap,
                                mm_align align)
{
    mm_text_cache *c = g->texts;
    Uint64 key = key_mix(key_mix(key_mix(key_text(text, 0xcbf29ce484222325ull), (Uint64)(Uint32)px),
                                 (Uint64)(Uint32)wrap),
                         (Uint64)align << 1 | (Uint64)bold);
    for (int i = index_first(&c->index, key); i >= 0; i = index_next(&c->index, i)) {
        text_entry *e = &c->e[i];
        if (e->tex && e->px == px && e->bold == bold && e->wrap == wrap &&
            e->align == align && strcmp(e->text, text) == 0) {
            e->used = ++c->clock;
            return e;
        }
    }
    int victim = 0;
    for (int i = 1; i < TEXT_CACHE_SIZE; i++)
        if (c->e[i].used < c->e[victim].used)
            victim = i;
    TTF_Font *font = font_at(g, px, bold);
    if (!font)
        return NULL;
    SDL_Color white = {255, 255, 255, 255};
    SDL_Surface *surf;
    if (wrap > 0) {
        TTF_SetFontWrappedAlign(font, align == MM_ALIGN_CENTER  ? TTF_WRAPPED_ALIGN_CENTER
                                      : align == MM_ALIGN_RIGHT ? TTF_WRAPPED_ALIGN_RIGHT
                                                                : TTF_WRAPPED_ALIGN_LEFT);
        surf = TTF_RenderUTF8_Blended_Wrapped(font, text, white, (Uint32)wrap);
    } else {
        surf = TTF_RenderUTF8_Blended(font, text, white);
    }
    if (!surf)
        return NULL;
    SDL_Texture *tex = surface_texture(g, surf);
    text_entry *e = &c->e[victim];
    mm_frame_release(g->frame, e->tex);
    free(e->text);
    e->text = strdup(text);
    index_set(&c->index, victim, key);
    e->px = px;
    e->bold = bold;
    e->wrap = wrap;
    e->align = (Uint8)align;
    e->tex = tex;
    e->serial = next_serial();
    e->w = surf->w;
    e->h = surf->h;
    e->used = ++c->clock;
    SDL_FreeSurface(surf);
    if (!tex || !e->text) {
        mm_frame_release(g->frame, tex);
        e->tex = NULL;
        return NULL;
    }
    return e;
}

void mm_gfx_clip(mm_gfx *g, const SDL_FRect *r)
{
    if (!r) {
        g->clip = (SDL_Rect){0, 0, 0, 0};
        mm_frame_clip(g->frame, NULL);
        return;
    }
    g->clip = (SDL_Rect){(int)floorf(r->x * g->scale), (int)floorf(r->y * g->scale),
                         (int)ceilf(r->w * g->scale), (int)ceilf(r->h * g->scale)};
    mm_frame_clip(g->frame, &g->clip);
}

/* One JSON line: the string, its pixel size, its box in pixels (the part
 * inside the clip rectangle). */
static void report_text(mm_gfx *g, const text_entry *e, SDL_FRect dst)
{
    FILE *f = g->report;
    int x = (int)dst.x, y = (int)dst.y, w = e->w, h = e->h;
    if (g->clip.w > 0) {
        SDL_Rect box = {x, y, w, h}, seen;
        if (!SDL_IntersectRect(&box, &g->clip, &seen))
            return;
        x = seen.x, y = seen.y, w = seen.w, h = seen.h;
    }
    fputs("{\"text\":\"", f);
    for (const unsigned char *p = (const unsigned char *)e->text; *p; p++) {
        if (*p == '"' || *p == '\\')
            fprintf(f, "\\%c", *p);
        else if (*p < 0x20)
            fprintf(f, "\\u%04x", *p);
        else
            fputc(*p, f);
    }
    fprintf(f,
            "\",\"px\":%d,\"x\":%d,\"y\":%d,\"w\":%d,\"h\":%d,\"shrunk\":%s,"
            "\"wrapped\":%s,\"role\":\"%s\",\"layer\":%d,\"window\":[%d,%d]}\n",
            e->px, x, y, w, h, g->report_shrunk ? "true" : "false",
            e->wrap > 0 ? "true" : "false", g->report_role ? g->report_role : "",
            g->report_layer, g->pw, g->ph);
}

static float draw_text_entry(mm_gfx *g, text_entry *e, float x, float y, mm_rgba c,
                             mm_align align)
{
    float w = e->w / g->scale;
    float left = align == MM_ALIGN_CENTER ? x - w / 2 : align == MM_ALIGN_RIGHT ? x - w : x;
    SDL_FRect dst = {left * g->scale, y * g->scale, (float)e->w, (float)e->h};
    dst.x = roundf(dst.x);
    dst.y = roundf(dst.y);
    if (g->report && !g->report_mute && c.a > 0)
        report_text(g, e, dst);
    g->report_shrunk = false;
    g->report_role = NULL;
    mm_frame_copy(g->frame, e->tex, e->serial, NULL, dst, 0, sdl_color(c), SDL_BLENDMODE_BLEND);
    return w;
}

/* Text sizes below the interface's smallest are raised to it. */
static float readable(const mm_gfx *g, float size)
{
    return size < g->min_text ? g->min_text : size;
}

float mm_gfx_text(mm_gfx *g, const char *text, float x, float y, float size, bool bold,
                  mm_rgba c, mm_align align)
{
    size = readable(g, size);
    if (!text || !*text) {
        g->report_shrunk = false;
        g->report_role = NULL;
        return 0;
    }
    text_entry *e = text_texture(g, text, (int)roundf(size * g->scale), bold, 0, align);
    return e ? draw_text_entry(g, e, x, y, c, align) : 0;
}

float mm_gfx_text_fit(mm_gfx *g, const char *text, float x, float y, float max_w, float size,
                      bool bold, mm_rgba c, mm_align align)
{
    size = readable(g, size);
    float w = mm_gfx_text_width(g, text, size, bold);
    float fitted = w > max_w && w > 0 ? readable(g, size * max_w / w) : size;
    if (fitted < size)
        g->report_shrunk = true;
    /* Keep the text's vertical centre where the full size would put it. */
    return mm_gfx_text(g, text, x, y + (size - fitted) * 0.6f, fitted, bold, c, align);
}

float mm_gfx_text_width(mm_gfx *g, const char *text, float size, bool bold)
{
    if (!text || !*text)
        return 0;
    size = readable(g, size);
    int px = (int)roundf(size * g->scale);
    Uint64 key = key_text(text, 0xcbf29ce484222325ull ^ (Uint64)(Uint32)px << 1 ^ (Uint64)bold);
    key |= 1; /* never the empty key */
    mm_text_cache *c = g->texts;
    int slot = (int)(key % WIDTH_CACHE_SIZE);
    if (c->width_key[slot] == key && strcmp(c->width_text[slot], text) == 0)
        return (float)c->width_px[slot] / g->scale;
    TTF_Font *font = font_at(g, px, bold);
    int w = 0, h = 0;
    if (font && TTF_SizeUTF8(font, text, &w, &h) == 0) {
        char *kept = strdup(text);
        if (kept) {
            free(c->width_text[slot]);
            c->width_text[slot] = kept;
            c->width_key[slot] = key;
            c->width_px[slot] = w;
        }
    }
    return w / g->scale;
}

float mm_gfx_text_wrapped(mm_gfx *g, const char *text, float x, float y, float width,
                          float size, bool bold, mm_rgba c, mm_align align, bool draw)
{
    if (!text || !*text)
        return 0;
    size = readable(g, size);
    int wrap = (int)(width * g->scale);
    if (wrap < 8)
        wrap = 8;
    text_entry *e = text_texture(g, text, (int)roundf(size * g->scale), bold, wrap, align);
    if (!e)
        return 0;
    if (draw) {
        float ax = align == MM_ALIGN_CENTER ? x + width / 2 : align == MM_ALIGN_RIGHT ? x + width : x;
        draw_text_entry(g, e, ax, y, c, align);
    } else {
        g->report_shrunk = false;
        g->report_role = NULL;
    }
    return e->h / g->scale;
}

int mm_gfx_take_missing(mm_gfx *g, char *path, size_t len)
{
    mm_image_cache *c = g->images;
    if (!c || !c->report)
        return 0;
    c->report = false;
    int n = c->nfailed > c->nreported ? c->nfailed - c->nreported : 1;
    snprintf(path, len, "%s/svg/%s.svg", g->data_dir,
             c->failed[c->nreported < c->nfailed ? c->nreported : c->nfailed - 1]);
    c->nreported = c->nfailed;
    return n;
}

bool mm_gfx_save_png(mm_gfx *g, const char *path, char *why, size_t why_len)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, g->pw, g->ph, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s) {
        snprintf(why, why_len, "%s", SDL_GetError());
        return false;
    }
    const mm_image_lib *image = mm_image_lib_open();
    bool ok = image &&
              SDL_RenderReadPixels(g->renderer, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels,
                                   s->pitch) == 0 &&
              image->save_png(s, path) == 0;
    if (!ok)
        snprintf(why, why_len, "cannot write %s: %s", path, SDL_GetError());
    SDL_FreeSurface(s);
    return ok;
}
