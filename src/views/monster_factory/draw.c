/* SPDX-License-Identifier: MIT */
/* Monster Factory: drawing tiles, monsters, the players' areas and the panel.
 * A tile is composed from parts (assets/svg/mf/generate.py): every outline of
 * a monster is drawn before every fill, so parts of neighbouring tiles join
 * into one body. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "mf_view.h"
#include "monstermoon/i18n.h"
#include "ui.h"

static const mm_rgba TILE_FACE = {246, 236, 219, 255};
static const mm_rgba PURPLE = {138, 88, 220, 255};
static const mm_rgba GREEN = {88, 200, 80, 255};

/* ================================================================== tiles */

typedef enum pass { PASS_FACE, PASS_LINE, PASS_FILL, PASS_DECO } pass;

/* A tile's parts that turn with it (face, limbs, heads, claws, feet), those
 * that stand upright (eyes), or all. */
typedef enum parts { PARTS_ALL, PARTS_TURNING, PARTS_UPRIGHT } parts;

/* The single part of an end piece, or -1. */
static int end_dir(int tile)
{
    if (mf_tile_shape(tile) != MF_SHAPE_END)
        return -1;
    for (int d = 0; d < 4; d++)
        if (mf_tile_edge(tile, 0, d) != MF_BLANK)
            return d;
    return -1;
}

static bool has_thick(int tile)
{
    for (int d = 0; d < 4; d++)
        if (mf_tile_edge(tile, 0, d) == MF_THICK)
            return true;
    return false;
}

static SDL_FRect scaled(SDL_FRect r, float f)
{
    float w = r.w * f, h = r.h * f;
    return mm_rect(r.x + (r.w - w) / 2, r.y + (r.h - h) / 2, w, h);
}

/* The share of its box an eye picture's ink fills, and the share of a tile
 * the eye of a head fills (assets/svg/mf/eye-*.svg, head.svg). */
#define EYE_INK 0.88f
#define HEAD_EYE 0.36f

/* The least size of an eye in logical units: 1/45 of the window's height. */
static float legible_eye(const mf_view *v)
{
    const mm_gfx *g = &v->app->gfx;
    return ceilf((float)g->ph / 45.0f / g->scale);
}

/* One eye as large as the tile allows and at least `least` (ink), in the
 * middle of tile `r`. */
static void big_eye(mf_view *v, const char *name, SDL_FRect r, float least, Uint8 alpha)
{
    float ink = fminf(fmaxf(least, r.w * 0.5f), r.w * 0.8f);
    SDL_FRect e = scaled(r, ink / EYE_INK / r.w);
    mm_gfx_image(&v->app->gfx, name, e, 0, alpha);
    if (alpha == 255)
        mm_table_symbol_report(v->app, "eye", scaled(e, EYE_INK));
}

/* One pass of one tile in rect `r`, turned `angle` degrees clockwise (the
 * tile's own rotation included). In a monster (`joined`) parts reach a hair
 * past the tile edge so neighbours join without a seam; a loose tile keeps
 * them on its face. */
static void tile_pass(mf_view *v, int tile, SDL_FRect r, float angle, Uint8 alpha, pass p,
                      bool joined, parts which)
{
    mm_gfx *g = &v->app->gfx;
    SDL_FRect part = scaled(r, joined ? 1.03f : 0.95f);
    bool turning = which != PARTS_UPRIGHT, upright = which != PARTS_TURNING;
    if (!turning && p != PASS_DECO)
        return;
    switch (p) {
    case PASS_FACE:
        mm_gfx_image(g, "mf/tile", r, angle, alpha);
        break;
    case PASS_LINE:
    case PASS_FILL:
        for (int d = 0; d < 4; d++) {
            mf_edge e = mf_tile_edge(tile, 0, d);
            if (e == MF_BLANK)
                continue;
            const char *name = e == MF_THICK ? (p == PASS_LINE ? "mf/thick-line" : "mf/thick")
                                             : (p == PASS_LINE ? "mf/thin-line" : "mf/thin");
            mm_gfx_image(g, name, part, angle + 90.0f * (float)d, alpha);
        }
        break;
    case PASS_DECO: {
        int d = end_dir(tile);
        bool eye = mf_tile_eye(tile);
        char name[24];
        snprintf(name, sizeof name, "mf/eye-%d", tile % 3);
        /* In the TV size an eye is never drawn below the least readable
         * size: a tile too small for its eyes side by side shows one large
         * eye (a tile scores for having eyes, not for how many). */
        float least = mm_ui_tv(v->app) ? legible_eye(v) : 0;
        if (d >= 0) {
            bool thick = mf_tile_edge(tile, 0, d) == MF_THICK;
            float a = angle + 90.0f * (float)d;
            if (thick) {
                if (turning)
                    mm_gfx_image(g, eye ? "mf/head" : "mf/claws", r, a, alpha);
                if (eye && r.w * HEAD_EYE < least && upright)
                    big_eye(v, name, r, least, alpha);
                else if (eye && least > 0 && alpha == 255 && upright)
                    mm_table_symbol_report(v->app, "eye", scaled(r, HEAD_EYE));
                break;
            }
            if (!eye) {
                if (turning)
                    mm_gfx_image(g, "mf/foot", r, a, alpha);
                break;
            }
        }
        if (eye && upright) {
            /* One eye in the middle; two side by side; three in a triangle. */
            static const float at[4][3][2] = {{{0}},
                                              {{0, 0}},
                                              {{-0.17f, 0}, {0.17f, 0}},
                                              {{-0.17f, 0.1f}, {0.17f, 0.1f}, {0, -0.17f}}};
            int n = mf_tile_eyes(tile);
            float f = n == 1 ? (has_thick(tile) ? 0.42f : 0.38f) : n == 2 ? 0.3f : 0.26f;
            if (r.w * f * EYE_INK < least) {
                big_eye(v, name, r, least, alpha);
                break;
            }
            for (int k = 0; k < n; k++) {
                SDL_FRect e = scaled(r, f);
                e.x += at[n][k][0] * r.w;
                e.y += at[n][k][1] * r.h;
                mm_gfx_image(g, name, e, 0, alpha);
                if (least > 0 && alpha == 255)
                    mm_table_symbol_report(v->app, "eye", scaled(e, EYE_INK));
            }
        }
        break;
    }
    }
}

/* A small tile drawn with plain shapes (thumbnails on the shelf). */
static void tile_simple(mf_view *v, int tile, SDL_FRect r, int rot, Uint8 alpha, pass p)
{
    mm_gfx *g = &v->app->gfx;
    float cx = r.x + r.w / 2, cy = r.y + r.h / 2, ts = r.w;
    if (p == PASS_FACE) {
        mm_gfx_fill_round(g, scaled(r, 0.94f), ts * 0.12f, mm_alpha(TILE_FACE, alpha));
        return;
    }
    if (p == PASS_DECO) {
        int n = mf_tile_eyes(tile);
        float rad = n == 1 ? 0.2f : 0.14f;
        for (int k = 0; k < n; k++) {
            /* Several eyes sit round the middle. */
            float a = 6.2831853f * (float)k / (float)n - 1.5707963f;
            float ex = n == 1 ? cx : cx + cosf(a) * ts * 0.17f;
            float ey = n == 1 ? cy : cy + sinf(a) * ts * 0.17f;
            mm_gfx_fill_circle(g, ex, ey, ts * rad, mm_alpha(MM_INK, alpha));
            mm_gfx_fill_circle(g, ex, ey, ts * rad * 0.75f, mm_alpha(MM_PAPER, alpha));
            mm_gfx_fill_circle(g, ex, ey, ts * rad * 0.35f, mm_alpha(MM_INK, alpha));
        }
        return;
    }
    for (int d = 0; d < 4; d++) {
        mf_edge e = mf_tile_edge(tile, rot, d);
        if (e == MF_BLANK)
            continue;
        float w = ts * (e == MF_THICK ? 0.5f : 0.2f);
        if (p == PASS_LINE)
            w += ts * 0.1f;
        mm_rgba c = p == PASS_LINE ? MM_INK : e == MF_THICK ? PURPLE : GREEN;
        float ex = cx + (float)mf_dx(d) * ts * 0.52f, ey = cy + (float)mf_dy(d) * ts * 0.52f;
        mm_gfx_line(g, cx, cy, ex, ey, w, mm_alpha(c, alpha));
        mm_gfx_fill_circle(g, cx, cy, w / 2, mm_alpha(c, alpha));
    }
}

void mfv_draw_tile(mf_view *v, int tile, SDL_FRect r, float angle, Uint8 alpha)
{
    for (int p = PASS_FACE; p <= PASS_DECO; p++)
        tile_pass(v, tile, r, angle, alpha, (pass)p, false, PARTS_ALL);
}

void mfv_draw_tile_moving(mf_view *v, int tile, SDL_FRect r, float angle, Uint8 alpha)
{
    mm_gfx *g = &v->app->gfx;
    if (!mm_gfx_layers(g) || r.w <= 0 || r.h <= 0) {
        mfv_draw_tile(v, tile, r, angle, alpha);
        return;
    }
    /* Composed at the largest size a flight shows (the drawn tile over the
     * panel, lifted), then scaled down: sharper than scaled up. */
    float size = fmaxf(v->big_tile.w * 1.15f, fmaxf(r.w, r.h));
    size = ceilf(size);
    if (mm_gfx_compose_begin(g, (Uint64)tile, size, size)) {
        for (int p = PASS_FACE; p <= PASS_DECO; p++)
            tile_pass(v, tile, mm_rect(0, 0, size, size), 0, 255, (pass)p, false, PARTS_TURNING);
        mm_gfx_compose_end(g);
    }
    mm_gfx_composed(g, (Uint64)tile, size, size, r, angle, alpha);
    for (int p = PASS_FACE; p <= PASS_DECO; p++)
        tile_pass(v, tile, r, angle, alpha, (pass)p, false, PARTS_UPRIGHT);
}

void mfv_draw_monster(mf_view *v, int monster, float ox, float oy, float ts, Uint8 alpha,
                      bool shelf)
{
    const mf_state *s = mfv_state(v);
    /* Shelf thumbnails use plain shapes: many small sizes would crowd the
     * rasterized image cache. */
    bool simple = shelf || ts < MFV_SIMPLE_TILE;
    for (int p = PASS_FACE; p <= PASS_DECO; p++) {
        for (int t = 0; t < MF_NTILES; t++) {
            const mf_place *at = &s->at[t];
            if (at->monster != monster || mfv_in_flight(v, t))
                continue;
            SDL_FRect r = mm_rect(ox + (float)at->x * ts, oy + (float)at->y * ts, ts, ts);
            /* A limb reaches from a tile's middle to its edge: half a tile.
             * (Faded: an unfinished monster at the end, which scores nothing.) */
            if (p == PASS_LINE && !shelf && alpha == 255 && mm_ui_tv(v->app))
                mm_table_symbol_report(v->app, "limb", scaled(r, 0.5f));
            if (simple)
                tile_simple(v, t, r, at->rot, alpha, (pass)p);
            else
                tile_pass(v, t, r, 90.0f * (float)at->rot, alpha, (pass)p, true, PARTS_ALL);
        }
    }
}

/* ================================================================== text */

/* One line in a role's size of the table (report role named), shrunk to
 * `max_w` when that is > 0; returns its width. */
static float line(mf_view *v, const char *role, const char *text, float x, float y, float size,
                  float max_w, bool bold, mm_rgba c, mm_align align)
{
    v->app->gfx.report_role = role;
    if (max_w > 0)
        return mm_gfx_text_fit(&v->app->gfx, text, x, y, max_w, size, bold, c, align);
    return mm_gfx_text(&v->app->gfx, text, x, y, size, bold, c, align);
}

/* Word-wrapped text in the table's size for a role; the height it takes. */
static float para(mf_view *v, const char *role, const char *text, float x, float y, float w,
                  float size, bool bold, mm_rgba c, mm_align align, bool draw)
{
    v->app->gfx.report_role = role;
    return mm_gfx_text_wrapped(&v->app->gfx, text, x, y, w, size, bold, c, align, draw);
}

/* ================================================================= areas */

static const char *seat_name(const mf_view *v, int seat)
{
    return v->session->rec.seats[seat].name;
}

/* Points of finished monsters, as far as the table has shown them. */
static int banked_points(const mf_view *v, int seat)
{
    const mf_state *s = mfv_state(v);
    int points = 0;
    for (int m = 0; m < s->nmonsters; m++)
        if (s->monsters[m].owner == seat && mfv_points_shown(v, m))
            points += mf_monster_value(s, m);
    return points;
}

/* The monster in progress in words, as long as `max_w` allows. */
static void monster_status(mf_view *v, int seat, float size, float max_w, char *buf, size_t len)
{
    /* While a placement flies, the monsters as they were before it. */
    const mf_state *s = mfv_showing(v) >= 0 && v->before ? mf_from(v->before) : mfv_state(v);
    int m = s->building[seat];
    if (m < 0 || (s->phase == MF_PHASE_OVER && !mfv_settled(v))) {
        snprintf(buf, len, "%s",
                 s->phase == MF_PHASE_OVER && mfv_settled(v) ? _("Nothing in progress") : "");
        return;
    }
    int size_tiles = mf_monster_size(s, m), open = mf_open_edges(s, m);
    if (size_tiles == 0) {
        snprintf(buf, len, "%s", _("Choosing a start tile…"));
        return;
    }
    char count[48];
    if (s->monsters[m].number == 0) {
        snprintf(count, sizeof count, dngettext(MM_TEXT_DOMAIN, "%d tile", "%d tiles", size_tiles),
                 size_tiles);
        snprintf(buf, len, _("First monster: %s, %d open"), count, open);
    } else {
        int eyes = mf_monster_eyes(s, m);
        snprintf(count, sizeof count,
                 dngettext(MM_TEXT_DOMAIN, "%d eye tile", "%d eye tiles", eyes), eyes);
        snprintf(buf, len, _("Minion %d: %s, %d open"), s->monsters[m].number, count, open);
    }
    /* Narrow cards drop the monster's name, then the count. */
    if (mm_gfx_text_width(&v->app->gfx, buf, size, false) <= max_w)
        return;
    char shorter[96];
    snprintf(shorter, sizeof shorter, _("%s, %d open"), count, open);
    if (mm_gfx_text_width(&v->app->gfx, shorter, size, false) <= max_w) {
        snprintf(buf, len, "%s", shorter);
        return;
    }
    snprintf(buf, len, _("%d open"), open);
}

/* Cuts `text` with an ellipsis until it fits `max_w` at `size` (names stay
 * in their size rather than shrink below it). */
static void fit_words(mm_gfx *g, char *text, size_t len, float size, bool bold, float max_w)
{
    size_t n = strlen(text);
    if (mm_gfx_text_width(g, text, size, bold) <= max_w || len < 8)
        return;
    while (n > 1) {
        /* Back off one UTF-8 character. */
        do
            n--;
        while (n > 0 && ((unsigned char)text[n] & 0xC0) == 0x80);
        if (n + 4 > len)
            continue; /* room for the ellipsis's three bytes */
        char cut[128];
        snprintf(cut, sizeof cut, "%.*s…", (int)n, text);
        if (mm_gfx_text_width(g, cut, size, bold) <= max_w || n <= 1) {
            size_t k = strlen(cut) < len ? strlen(cut) : len - 1;
            memcpy(text, cut, k);
            text[k] = '\0';
            return;
        }
    }
}

static void draw_header(mf_view *v, int seat, bool deciding)
{
    mm_app *app = v->app;
    mm_gfx *g = &app->gfx;
    const mfv_type *t = &v->type;
    SDL_FRect a = v->seat_area[seat];
    mm_rgba color = mfv_seat_color(seat);
    mm_table_panel(app, a, NULL, color, deciding);
    bool compact = v->compact[seat];
    float name_size = v->roomy && compact ? t->body : t->head;
    float r = v->roomy ? fmaxf(18, name_size * 0.6f) : 18, cy = a.y + 10 + r;
    mm_table_seat_icon(app, &v->session->rec.seats[seat], mm_rect(a.x + 12, cy - r, 2 * r, 2 * r),
                       color);
    float x = a.x + 24 + 2 * r, right = a.x + a.w - 16, full = right - x;
    /* Points: what the finished monsters have scored so far, beside the
     * name; under it when the name needs the whole line (a narrow card). */
    int points = banked_points(v, seat);
    char num[16], title[80];
    snprintf(num, sizeof num, "%d", points);
    snprintf(title, sizeof title, "%s%s", seat_name(v, seat), seat == v->viewer ? _(" (you)") : "");
    float score = v->roomy ? t->score : 30;
    float num_w = mm_gfx_text_width(g, num, score, true), size = name_size;
    bool stacked = false;
    if (mm_gfx_text_width(g, title, size, true) > full - num_w - 14) {
        if (v->roomy && size > t->body &&
            mm_gfx_text_width(g, title, t->body, true) <= full - num_w - 14)
            size = t->body;
        else
            stacked = v->roomy;
    }
    /* A name too long for a narrow card even alone on its line keeps whole in
     * the detail size (a cut "Comput…" would not tell the players apart). */
    if (stacked && mm_gfx_text_width(g, title, fminf(size, t->body), true) > full)
        size = t->detail;
    else if (stacked)
        size = fminf(size, t->body);
    fit_words(g, title, sizeof title, size, true, stacked ? full : full - num_w - 14);
    float name_y = a.y + 8, status_y = name_y + name_size * 1.22f;
    line(v, size >= t->body ? "heading" : "detail", title, x, name_y + (name_size - size) * 0.6f,
         size, 0, true, MM_PAPER, MM_ALIGN_LEFT);
    const char *word = dngettext(MM_TEXT_DOMAIN, "point", "points", points);
    float beside = 0; /* what the status line leaves at its right */
    if (stacked) {
        beside = line(v, "heading", num, right, status_y - (t->body - t->detail) * 0.5f, t->body, 0,
                      true, MM_GOLD, MM_ALIGN_RIGHT) +
                 14;
    } else {
        line(v, "heading", num, right, a.y + 4, score, 0, true, MM_GOLD, MM_ALIGN_RIGHT);
        /* A card's large points reach down into the second line. */
        beside = compact ? num_w + 14 : 0;
        if (!compact)
            beside = line(v, "detail", word, right, a.y + 4 + score * 1.2f, t->detail, 0, false,
                          MM_MUTED, MM_ALIGN_RIGHT) +
                     14;
    }
    char status[128];
    float room = full - beside;
    monster_status(v, seat, t->detail, room, status, sizeof status);
    mm_rgba ink = MM_MUTED;
    /* A card of the TV size gives its stage's note here, not over its stage
     * (the monster keeps the room): shortened to "Closed to you" when long. */
    const char *note = compact ? mfv_stage_note(v, seat) : NULL;
    if (note) {
        bool over = mfv_state(v)->phase == MF_PHASE_OVER;
        if (mm_gfx_text_width(g, note, t->detail, true) > room)
            note = over ? _("Unfinished") : _("Closed to you");
        snprintf(status, sizeof status, "%s", note);
        fit_words(g, status, sizeof status, t->detail, true, room);
        ink = (mm_rgba){255, 150, 150, 255};
    }
    line(v, "detail", status, x, status_y, t->detail, room, note != NULL, ink, MM_ALIGN_LEFT);
}

/* The open thin and thick edges of a monster in progress: a ring in the
 * empty cell next to each, larger for thick parts, where it can go on. */
static void draw_open_edges(mf_view *v, int seat, int monster)
{
    mm_gfx *g = &v->app->gfx;
    const mf_state *s = mfv_state(v);
    float ts = v->cam[seat].ts;
    for (int t = 0; t < MF_NTILES; t++) {
        const mf_place *at = &s->at[t];
        if (at->monster != monster || mfv_in_flight(v, t))
            continue;
        for (int d = 0; d < 4; d++) {
            mf_edge e = mf_tile_edge(t, at->rot, d);
            if (e == MF_BLANK || mf_tile_at(s, monster, at->x + mf_dx(d), at->y + mf_dy(d)) >= 0)
                continue;
            SDL_FRect c = mfv_cell_rect(v, seat, at->x, at->y);
            float cx = c.x + c.w / 2 + (float)mf_dx(d) * ts * 0.78f;
            float cy = c.y + c.h / 2 + (float)mf_dy(d) * ts * 0.78f;
            float rad = fmaxf(4, ts * (e == MF_THICK ? 0.17f : 0.12f));
            /* In the TV size a ring is never below the least readable size. */
            if (mm_ui_tv(v->app)) {
                rad = fmaxf(rad, legible_eye(v) / 2);
                mm_table_symbol_report(v->app, "open edge",
                                       mm_rect(cx - rad, cy - rad, 2 * rad, 2 * rad));
            }
            mm_gfx_fill_circle(g, cx, cy, rad + 2, MM_INK);
            mm_gfx_ring(g, cx, cy, rad, fmaxf(2, rad * 0.4f), MM_GOLD);
        }
    }
}

/* Tiles another player placed since the viewer last acted: a white frame
 * and a star (the focus ring is gold; the history names who placed them). */
static void draw_marks(mf_view *v, int seat, int monster)
{
    mm_gfx *g = &v->app->gfx;
    const mf_state *s = mfv_state(v);
    for (int t = 0; t < MF_NTILES; t++) {
        if (s->at[t].monster != monster || mfv_in_flight(v, t) || !mfv_marked(v, t))
            continue;
        mm_table_mark_report(v->app, "tile", t, seat);
        SDL_FRect c = mfv_cell_rect(v, seat, s->at[t].x, s->at[t].y);
        float w = fmaxf(3, c.w * 0.07f);
        mm_gfx_stroke_round(g, c, c.w * 0.14f, w + 3, MM_INK);
        mm_gfx_stroke_round(g, c, c.w * 0.14f, w, MM_PAPER);
        float r = fmaxf(7, c.w * 0.16f);
        mm_gfx_image_tinted(g, "ui/icon-star",
                            mm_rect(c.x - r * 0.6f, c.y - r * 0.6f, 2 * r, 2 * r), 0, MM_GOLD);
    }
}

static void draw_spots(mf_view *v, int seat)
{
    mm_gfx *g = &v->app->gfx;
    const mf_state *s = mfv_state(v);
    mm_rgba color = mfv_seat_color(s->current);
    float pulse = 0.5f + 0.5f * sinf((float)v->clock * 4);
    for (int i = 0; i < v->nspots; i++) {
        const mfv_spot *sp = &v->spots[i];
        if (sp->monster != s->building[seat] || i == v->hover_spot)
            continue;
        SDL_FRect r = scaled(mfv_cell_rect(v, seat, sp->x, sp->y), 0.9f);
        bool fits_now = sp->mask & (1u << v->rot);
        float rad = r.w * 0.18f, w = fmaxf(fits_now ? 3 : 2, r.w * (fits_now ? 0.07f : 0.04f));
        mm_gfx_fill_round(g, r, rad, mm_alpha(color, (Uint8)(fits_now ? 70 + 50 * pulse : 40)));
        mm_gfx_stroke_round(g, r, rad, w + 2, mm_alpha(MM_INK, 160));
        mm_gfx_stroke_round(g, r, rad, w, mm_alpha(MM_PAPER, fits_now ? 235 : 150));
    }
}

/* The drawn tile shown where the pointer would put it, and what that does. */
static void draw_preview(mf_view *v, int seat)
{
    if (v->hover_spot < 0 || v->hover_seat != seat)
        return;
    mm_gfx *g = &v->app->gfx;
    const mf_state *s = mfv_state(v);
    const mfv_spot *sp = &v->spots[v->hover_spot];
    int rot = mfv_effective_rot(v);
    SDL_FRect r = mfv_cell_rect(v, seat, sp->x, sp->y);
    mm_gfx_fill_round(g, scaled(r, 1.12f), r.w * 0.2f, mm_alpha(mfv_seat_color(s->current), 150));
    mfv_draw_tile(v, s->drawn, r, 90.0f * (float)rot, 225);
    bool complete = mf_would_complete(s, s->drawn, sp->monster, sp->x, sp->y, rot);
    char label[96];
    if (complete) {
        int value = s->monsters[sp->monster].number == 0
                        ? mf_monster_size(s, sp->monster) + 1
                        : mf_monster_eyes(s, sp->monster) + mf_tile_eye(s->drawn);
        snprintf(
            label, sizeof label,
            dngettext(MM_TEXT_DOMAIN, "Completes it: %d point!", "Completes it: %d points!", value),
            value);
    } else {
        int after = mf_open_edges_after(s, s->drawn, sp->monster, sp->x, sp->y, rot);
        snprintf(label, sizeof label,
                 dngettext(MM_TEXT_DOMAIN, "Leaves %d open edge", "Leaves %d open edges", after),
                 after);
    }
    float size = v->type.body;
    SDL_FRect st = v->seat_stage[seat];
    /* A narrow card says it in the detail size rather than shrink body text. */
    if (mm_gfx_text_width(g, label, size, true) + 24 > st.w)
        size = v->type.detail;
    const char *role = size >= v->type.body ? "body" : "detail";
    float w = fminf(mm_gfx_text_width(g, label, size, true) + 24, st.w);
    float h = size * 1.6f;
    float x = fminf(fmaxf(r.x + r.w / 2 - w / 2, st.x), st.x + st.w - w);
    float y = r.y - h - 8 < st.y ? r.y + r.h + 8 : r.y - h - 8;
    mm_gfx_fill_round(g, mm_rect(x, y, w, h), h * 0.4f,
                      complete ? (mm_rgba){255, 214, 92, 245} : (mm_rgba){20, 16, 46, 235});
    line(v, role, label, x + w / 2, y + size * 0.25f, size, w - 16, true,
         complete ? MM_INK : MM_PAPER, MM_ALIGN_CENTER);
}

static void draw_party(mf_view *v, int seat)
{
    const mfv_party *p = &v->party[seat];
    if (p->monster < 0 || p->t < 0)
        return;
    mm_gfx *g = &v->app->gfx;
    const mf_state *s = mfv_state(v);
    SDL_FRect st = v->seat_stage[seat];
    float t = (float)(p->t / p->duration);
    Uint8 a = (Uint8)(255 * fminf(1, fminf(t * 5, (1 - t) * 5)));
    char text[96];
    if (s->monsters[p->monster].number == 0)
        snprintf(text, sizeof text, _("Monster finished! +%d"), p->points);
    else
        snprintf(text, sizeof text, _("Minion finished! +%d"), p->points);
    float size = v->roomy ? v->type.body : fminf(34, st.w / 14);
    if (v->roomy && mm_gfx_text_width(g, text, size, true) + 40 > st.w)
        size = v->type.detail;
    const char *role = size >= v->type.body ? "body" : "detail";
    float w = fminf(mm_gfx_text_width(g, text, size, true) + 40, st.w);
    SDL_FRect b = mm_rect(st.x + (st.w - w) / 2, st.y + 6, w, size * 1.5f);
    mm_gfx_fill_round(g, b, b.h / 2, mm_alpha(MM_GOLD, a));
    mm_gfx_stroke_round(g, b, b.h / 2, 3, mm_alpha(MM_INK, a));
    line(v, role, text, b.x + w / 2, b.y + size * 0.2f, size, w - 24, true, mm_alpha(MM_INK, a),
         MM_ALIGN_CENTER);
}

/* The note at the top of a stage, above the monster it explains. */
static void draw_note(mf_view *v, int seat)
{
    const char *note = mfv_stage_note(v, seat);
    if (!note || v->compact[seat])
        return;
    mm_gfx *g = &v->app->gfx;
    const mf_state *s = mfv_state(v);
    SDL_FRect st = v->seat_stage[seat];
    bool over = s->phase == MF_PHASE_OVER;
    float size = over ? v->type.body : v->type.detail;
    /* A narrow card says it in the detail size rather than shrink body text. */
    if (over && mm_gfx_text_width(g, note, size, true) + 30 > st.w - 8)
        size = v->type.detail;
    const char *role = size >= v->type.body ? "body" : "detail";
    float h = v->type.body * 1.35f;
    float w = fminf(mm_gfx_text_width(g, note, size, over) + 30, st.w - 8);
    SDL_FRect b = mm_rect(st.x + (st.w - w) / 2, st.y + 6, w, h);
    if (over)
        mm_gfx_fill_round(g, b, h / 2, (mm_rgba){60, 16, 30, 235});
    line(v, role, note, b.x + w / 2, b.y + (h - size * 1.2f) / 2, size, w - 16, over,
         over ? (mm_rgba){255, 150, 150, 255} : MM_MUTED, MM_ALIGN_CENTER);
}

static void draw_stage(mf_view *v, int seat, bool may_act)
{
    mm_gfx *g = &v->app->gfx;
    const mf_state *s = mfv_state(v);
    SDL_FRect st = v->seat_stage[seat];
    int m = mfv_stage_monster(v, seat);
    mm_gfx_fill_round(g, st, 14, (mm_rgba){16, 12, 38, 110});
    if (m >= 0 && mf_monster_size(s, m) > 0) {
        const mfv_camera *c = &v->cam[seat];
        float ts = c->ts;
        SDL_FRect fr = mfv_stage_frame(v, seat);
        float cx = fr.x + fr.w / 2, cy = fr.y + fr.h / 2;
        const mfv_party *p = &v->party[seat];
        if (p->monster == m && p->t >= 0) {
            /* A little victory dance. */
            float t = (float)(p->t / p->duration);
            ts *= 1 + 0.07f * sinf(t * 6 * (float)M_PI) * (1 - t);
        }
        /* Never below the least size, unless the camera goes below it to keep
         * every spot of the viewer's tile on the card (mfv_camera_target). */
        ts = fmaxf(ts, fminf(mfv_least_tile(v), v->cam_target[seat].ts));
        /* A monster shown in part (mfv_camera_target) stays on its card. */
        bool cropped = v->cam_cropped[seat];
        if (cropped)
            mm_gfx_clip(g, &fr);
        bool unfinished_end = s->phase == MF_PHASE_OVER && !s->monsters[m].done && mfv_settled(v);
        float ox = cx + (-c->cx - 0.5f) * ts, oy = cy + (-c->cy - 0.5f) * ts;
        mfv_draw_monster(v, m, ox, oy, ts, unfinished_end ? 150 : 255, false);
        if (!s->monsters[m].done || (p->monster == m && p->t < 0))
            draw_open_edges(v, seat, m);
        draw_marks(v, seat, m);
        if (cropped)
            mm_gfx_clip(g, NULL);
    } else if (s->phase == MF_PHASE_CHOOSE && s->building[seat] >= 0) {
        float size = v->type.detail;
        line(v, "detail", _("Choosing a start tile…"), st.x + st.w / 2, st.y + st.h / 2 - size / 2,
             size, st.w - 16, false, MM_MUTED, MM_ALIGN_CENTER);
    }
    draw_note(v, seat);
    if (may_act && v->party[seat].monster < 0) {
        bool cropped = v->cam_cropped[seat];
        SDL_FRect fr = mfv_stage_frame(v, seat);
        if (cropped)
            mm_gfx_clip(g, &fr);
        draw_spots(v, seat);
        draw_preview(v, seat);
        if (cropped)
            mm_gfx_clip(g, NULL);
    }
    draw_party(v, seat);
}

/* Whether a tile of the monster was placed since the viewer last acted. */
static bool monster_marked(const mf_view *v, int monster)
{
    const mf_state *s = mfv_state(v);
    for (int t = 0; t < MF_NTILES; t++)
        if (s->at[t].monster == monster && mfv_marked(v, t))
            return true;
    return false;
}

/* A finished monster in the TV and Large sizes: a chip with a large mark (a
 * head for a first monster, scored by its tiles; an eye for a minion, scored
 * by its eye tiles) and its points, read from the sofa. */
static void draw_chip(mf_view *v, int monster, SDL_FRect r)
{
    mm_gfx *g = &v->app->gfx;
    const mf_state *s = mfv_state(v);
    bool first = s->monsters[monster].number == 0;
    if (monster_marked(v, monster))
        mm_gfx_stroke_round(g, mm_rect(r.x - 3, r.y - 3, r.w + 6, r.h + 6), r.h / 2 + 3, 3,
                            MM_PAPER);
    mm_gfx_fill_round(g, r, r.h / 2, first ? MM_GOLD : (mm_rgba){120, 210, 255, 255});
    mm_gfx_stroke_round(g, r, r.h / 2, 2, MM_INK);
    float icon = r.h - 6;
    SDL_FRect ir = mm_rect(r.x + 5, r.y + 3, icon, icon);
    if (first) {
        mm_gfx_image(g, "mf/head", ir, 0, 255);
        mm_table_symbol_report(v->app, "first monster", ir);
    } else {
        char name[16];
        snprintf(name, sizeof name, "mf/eye-%d", monster % 3);
        mm_gfx_image(g, name, ir, 0, 255);
        mm_table_symbol_report(v->app, "eye", scaled(ir, EYE_INK));
    }
    char points[16];
    snprintf(points, sizeof points, "+%d", mf_monster_value(s, monster));
    float x = ir.x + icon + 4, room = r.x + r.w - 8 - x;
    line(v, "body", points, x + room / 2, r.y + (r.h - v->type.body * 1.2f) / 2, v->type.body, 0,
         true, MM_INK, MM_ALIGN_CENTER);
}

static void draw_shelf(mf_view *v, int seat)
{
    mm_gfx *g = &v->app->gfx;
    const mf_state *s = mfv_state(v);
    int monsters[MF_MAX_MONSTERS];
    SDL_FRect rects[MF_MAX_MONSTERS];
    float ts[MF_MAX_MONSTERS];
    int n = mfv_shelf(v, seat, monsters, rects, ts, MF_MAX_MONSTERS);
    SDL_FRect sh = v->seat_shelf[seat];
    if (sh.w < 1)
        return;
    if (v->roomy) {
        for (int i = 0; i < n; i++)
            draw_chip(v, monsters[i], rects[i]);
        return;
    }
    mm_gfx_fill_round(g, sh, 12, (mm_rgba){16, 12, 38, 90});
    if (n == 0) {
        if (v->compact[seat])
            return;
        const char *empty = _("Finished monsters go here");
        float size = v->type.detail;
        float h = para(v, "detail", empty, 0, 0, sh.w - 20, size, false, MM_MUTED, MM_ALIGN_CENTER,
                       false);
        if (h <= sh.h)
            para(v, "detail", empty, sh.x + 10, sh.y + (sh.h - h) / 2, sh.w - 20, size, false,
                 mm_alpha(MM_MUTED, 150), MM_ALIGN_CENTER, true);
        return;
    }
    float bsize = v->type.badge, bh = ceilf(bsize * 1.35f);
    for (int i = 0; i < n; i++) {
        int m = monsters[i];
        int x0, y0, x1, y1;
        mf_monster_bounds(s, m, &x0, &y0, &x1, &y1);
        SDL_FRect r = rects[i];
        if (monster_marked(v, m)) {
            mm_gfx_stroke_round(g, r, 8, 5, MM_INK);
            mm_gfx_stroke_round(g, r, 8, 3, MM_PAPER);
        }
        float w = (float)(x1 - x0 + 1) * ts[i], h = (float)(y1 - y0 + 1) * ts[i];
        float ox = r.x + (r.w - w) / 2 - (float)x0 * ts[i];
        float oy = r.y + (r.h - bh - 4 - h) / 2 - (float)y0 * ts[i];
        mfv_draw_monster(v, m, ox, oy, ts[i], 255, true);
        char badge[16];
        snprintf(badge, sizeof badge, "+%d", mf_monster_value(s, m));
        bool first = s->monsters[m].number == 0;
        float bw = fminf(mm_gfx_text_width(g, badge, bsize, true) + 14, r.w);
        SDL_FRect b = mm_rect(r.x + (r.w - bw) / 2, r.y + r.h - bh - 2, bw, bh);
        mm_gfx_fill_round(g, b, bh / 2, first ? MM_GOLD : (mm_rgba){120, 210, 255, 255});
        mm_gfx_stroke_round(g, b, bh / 2, 2, MM_INK);
        line(v, "badge", badge, b.x + bw / 2, b.y + (bh - bsize * 1.2f) / 2, bsize, 0, true, MM_INK,
             MM_ALIGN_CENTER);
    }
}

/* ================================================================= panel */

static void icon_button(mf_view *v, SDL_FRect r, const char *icon, bool enabled)
{
    mm_ui_button(v->app, r, NULL, NULL, false, enabled);
    mm_gfx_image(&v->app->gfx, icon, scaled(r, 0.8f), 0, enabled ? 255 : 110);
}

/* First monsters still unfinished, and the last one of them. */
static int open_first_monsters(const mf_view *v, int *last)
{
    const mf_state *s = mfv_state(v);
    int n = 0;
    for (int i = 0; i < s->nseats; i++)
        if (!mfv_points_shown(v, i)) {
            n++;
            *last = i;
        }
    return n;
}

/* Face-down tiles as the table shows them: a tile waiting to be drawn
 * from the stack is still on it. */
static int stack_shown(const mf_view *v)
{
    int left = mfv_state(v)->nstack;
    for (int i = 0; i < v->nflights; i++)
        if (v->flights[i].face_down_start && v->flights[i].clock.delay > 0)
            left++;
    return left;
}

/* Whether the end is near: the last face-down tiles (fewer than a round's
 * draws) or a single first monster still open; the warning in `buf`. */
static bool end_warning(const mf_view *v, char *buf, size_t len)
{
    const mf_state *s = mfv_state(v);
    if (s->phase == MF_PHASE_OVER)
        return false;
    int left = stack_shown(v);
    if (left == 0) {
        snprintf(buf, len, "%s", _("No face-down tiles left: the game ends at the next draw."));
        return true;
    }
    if (left < s->nseats) {
        snprintf(buf, len,
                 dngettext(MM_TEXT_DOMAIN,
                           "Last face-down tile: the game ends when the stack runs out.",
                           "Last %d face-down tiles: the game ends when they run out.", s->nstack),
                 s->nstack);
        return true;
    }
    int last = -1;
    if (open_first_monsters(v, &last) == 1) {
        snprintf(buf, len,
                 _("Only %s's first monster is unfinished: when it is complete, the game "
                   "ends."),
                 seat_name(v, last));
        return true;
    }
    return false;
}

static void draw_stack_and_box(mf_view *v, bool low)
{
    mm_gfx *g = &v->app->gfx;
    const mf_state *s = mfv_state(v);
    SDL_FRect p = v->panel, st = v->stack_rect, b = v->box_rect;
    int left = stack_shown(v);
    int layers = left > 4 ? 4 : left;
    for (int k = layers - 1; k >= 0; k--)
        mm_gfx_image(g, "mf/tile-back",
                     mm_rect(st.x + 3 * (float)k, st.y - 3 * (float)k, st.w, st.h), 0, 255);
    if (left == 0)
        mm_gfx_stroke_round(g, st, 10, 2, mm_alpha(MM_MUTED, 120));
    mm_gfx_image(g, "mf/box", b, 0, 255);
    char stack_text[64], box_text[64];
    snprintf(stack_text, sizeof stack_text, dngettext(MM_TEXT_DOMAIN, "%d left", "%d left", left),
             left);
    /* The last tiles: a red label with a warning sign, not colour alone. */
    char warn[sizeof stack_text + 4];
    snprintf(warn, sizeof warn, "%s%s", low ? "! " : "", stack_text);
    /* Tiles still on their way to the box are not in it yet. */
    int boxed = s->nbox;
    for (int i = 0; i < v->nflights; i++)
        boxed -= v->flights[i].show_waiting;
    snprintf(box_text, sizeof box_text,
             dngettext(MM_TEXT_DOMAIN, "%d in the box", "%d in the box", boxed), boxed);
    /* Both counts under their piles, in the body size while they fit side by side. */
    float size = v->roomy ? v->type.body : 16;
    float pad = 12, room = p.w - 2 * pad - 16;
    if (mm_gfx_text_width(g, warn, size, true) + 20 + mm_gfx_text_width(g, box_text, size, true) >
        room)
        size = v->type.detail;
    const char *role = v->roomy && size >= v->type.body ? "body" : "detail";
    float sw = mm_gfx_text_width(g, warn, size, true),
          bw = mm_gfx_text_width(g, box_text, size, true);
    float ly = st.y + st.h + 4;
    float lx = fminf(fmaxf(st.x + st.w / 2 + 6, p.x + pad + 10 + sw / 2),
                     p.x + p.w - pad - bw - 26 - sw / 2);
    float bx = fmaxf(fminf(b.x + b.w / 2, p.x + p.w - pad - bw / 2), lx + sw / 2 + 16 + bw / 2);
    if (low) {
        float w = sw + 20;
        mm_gfx_fill_round(g, mm_rect(lx - w / 2, ly - 2, w, size * 1.3f), size * 0.6f,
                          (mm_rgba){200, 50, 70, 240});
    }
    line(v, role, warn, lx, ly, size, 0, true, MM_PAPER, MM_ALIGN_CENTER);
    line(v, role, box_text, bx, v->roomy ? ly : b.y + b.h - 2, size, 0, true, MM_PAPER,
         MM_ALIGN_CENTER);
}

/* How to turn the drawn tile with the control in use. */
static const char *turn_hint(const mf_view *v)
{
    if (v->app->focus.device == MM_DEVICE_CONTROLLER)
        return _("The shoulder buttons turn it.");
    if (v->app->focus.device == MM_DEVICE_KEYBOARD)
        return _("R (or Q and E) turns it.");
    return _("R, the mouse wheel or a right-click turns it.");
}

/* Where the drawn tile fits: how many places, or nowhere. */
static void fits_text(const mf_view *v, char *buf, size_t len)
{
    const mf_state *s = mfv_state(v);
    if (v->nspots == 0)
        snprintf(buf, len, "%s", _("It fits nowhere."));
    else
        snprintf(
            buf, len,
            dngettext(MM_TEXT_DOMAIN, "It fits in %d place.", "It fits in %d places.", v->nspots),
            v->nspots);
    (void)s;
}

/* The lower part of the panel: the end warning, else the fitting rules,
 * from y down to the stack's row. */
static void draw_panel_notes(mf_view *v, float y, bool warned, const char *warning)
{
    SDL_FRect p = v->panel;
    const mf_state *s = mfv_state(v);
    float size = v->type.detail, bottom = v->stack_rect.y - 16;
    if (warned) {
        float h =
            para(v, "detail", warning, 0, 0, p.w - 64, size, true, MM_PAPER, MM_ALIGN_LEFT, false);
        SDL_FRect b = mm_rect(p.x + 12, y, p.w - 24, h + 16);
        if (b.y + b.h > bottom)
            return;
        mm_gfx_fill_round(&v->app->gfx, b, 12, (mm_rgba){120, 24, 44, 235});
        mm_gfx_stroke_round(&v->app->gfx, b, 12, 2, (mm_rgba){255, 150, 150, 255});
        float r = size * 0.7f;
        mm_gfx_fill_circle(&v->app->gfx, b.x + 10 + r, b.y + 8 + r, r, MM_GOLD);
        line(v, "badge", "!", b.x + 10 + r, b.y + 8 + r - size * 0.62f, size, 0, true, MM_INK,
             MM_ALIGN_CENTER);
        para(v, "detail", warning, b.x + 20 + 2 * r, b.y + 8, p.w - 64, size, true, MM_PAPER,
             MM_ALIGN_LEFT, true);
        return;
    }
    if (s->phase == MF_PHASE_OVER)
        return;
    /* The fitting rules in a nutshell, above the stack. */
    const char *rules[3] = {_("Thin joins thin, thick joins thick."),
                            _("Blank touches only blank."), _("At least one part must join.")};
    float h = 0;
    for (int i = 0; i < 3; i++)
        h += para(v, "detail", rules[i], 0, 0, p.w - 28, size, false, MM_MUTED, MM_ALIGN_LEFT,
                  false) +
             4;
    if (y + h > bottom + 0.5f)
        return;
    y = bottom - h;
    for (int i = 0; i < 3; i++)
        y += para(v, "detail", rules[i], p.x + 14, y, p.w - 28, size, false,
                  mm_alpha(MM_MUTED, 200), MM_ALIGN_LEFT, true) +
             4;
}

static void draw_panel(mf_view *v, bool may_act)
{
    mm_app *app = v->app;
    mm_gfx *g = &app->gfx;
    const mf_state *s = mfv_state(v);
    const mfv_type *t = &v->type;
    SDL_FRect p = v->panel;
    bool settled = mfv_settled(v);
    int who = s->phase == MF_PHASE_CHOOSE ? s->chooser : s->current;
    /* A placement still on its way: the panel stays with the one who made it. */
    int showing = mfv_showing(v);
    if (showing >= 0 && s->phase == MF_PHASE_PLACE)
        who = showing;
    mm_table_panel(app, p, NULL, s->phase == MF_PHASE_OVER ? MM_ACCENT : mfv_seat_color(who),
                   may_act);
    char title[96], warning[200];
    float cx = p.x + p.w / 2, title_size = v->roomy ? t->head : 24, y = p.y + 14;
    bool warned = end_warning(v, warning, sizeof warning);
    if (s->phase == MF_PHASE_PLACE) {
        if (who == v->viewer)
            snprintf(title, sizeof title, "%s", _("Your tile"));
        else
            snprintf(title, sizeof title, _("%s's tile"), seat_name(v, who));
        line(v, "heading", title, cx, y, title_size, p.w - 24, true, MM_PAPER, MM_ALIGN_CENTER);
        SDL_FRect b = v->big_tile;
        bool arrived = !mfv_in_flight(v, s->drawn);
        if (arrived) {
            mm_gfx_fill_round(g, mm_rect(b.x + 6, b.y + 10, b.w, b.h), 18, (mm_rgba){0, 0, 0, 90});
            float angle = may_act && v->hover_spot >= 0 ? 90.0f * (float)mfv_effective_rot(v)
                                                        : v->shown_angle;
            mfv_draw_tile(v, s->drawn, b, angle, 255);
        }
        icon_button(v, v->rot_ccw, "mf/rotate-ccw", may_act);
        icon_button(v, v->rot_cw, "mf/rotate-cw", may_act);
        char name[96];
        mf_tile_name(s->drawn, name, sizeof name);
        y = b.y + b.h + 12;
        float body = v->roomy ? t->body : 18;
        if (arrived) {
            y += para(v, "body", name, p.x + 16, y, p.w - 32, body, true, MM_PAPER, MM_ALIGN_CENTER,
                      true) +
                 4;
            char fits[96];
            fits_text(v, fits, sizeof fits);
            y += para(v, "detail", fits, p.x + 16, y, p.w - 32, t->detail, false, MM_MUTED,
                      MM_ALIGN_CENTER, true) +
                 6;
        }
        if (may_act && showing < 0)
            y += para(v, "detail", turn_hint(v), p.x + 16, y, p.w - 32, t->detail, false, MM_MUTED,
                      MM_ALIGN_CENTER, true) +
                 6;
    } else if (s->phase == MF_PHASE_CHOOSE) {
        snprintf(title, sizeof title, _("%s chooses"), seat_name(v, who));
        line(v, "heading", title, cx, y, title_size, p.w - 24, true, MM_PAPER, MM_ALIGN_CENTER);
        bool first = s->building[who] == who;
        float sub = v->roomy ? t->detail : 17;
        line(v, "detail", first ? _("a first monster's start tile") : _("a minion's start tile"),
             cx, v->roomy ? y + title_size * 1.3f : p.y + 50, sub, p.w - 24, false, MM_MUTED,
             MM_ALIGN_CENTER);
        float ky = 0;
        for (int i = 0; i < s->noffer; i++) {
            SDL_FRect r = v->offer_rect[i];
            bool hover = may_act && v->hover_offer == i;
            if (hover)
                mm_gfx_fill_round(g, scaled(r, 1.14f), 14, mm_alpha(mfv_seat_color(who), 200));
            if (!mfv_in_flight(v, s->offer[i]))
                mfv_draw_tile(v, s->offer[i], hover ? scaled(r, 1.06f) : r, 0, 255);
            char key[16];
            snprintf(key, sizeof key, "%d", i + 1);
            ky = r.y + r.h + 8;
            line(v, "badge", key, r.x + r.w / 2, ky, t->badge, 0, true, MM_MUTED, MM_ALIGN_CENTER);
        }
        y = ky + t->badge * 1.4f + 4;
        if (v->hover_offer >= 0) {
            char name[96];
            mf_tile_name(s->offer[v->hover_offer], name, sizeof name);
            y += para(v, "body", name, p.x + 16, y, p.w - 32, v->roomy ? t->body : 18, true,
                      MM_PAPER, MM_ALIGN_CENTER, true) +
                 6;
        }
    } else if (!settled) {
        /* The last tile is still on its way: the end is told when it lands. */
        line(v, "heading", _("The last tile…"), cx, y, title_size, p.w - 24, true, MM_PAPER,
             MM_ALIGN_CENTER);
        y += title_size * 1.5f;
    } else {
        line(v, "heading", _("Game over"), cx, y, v->roomy ? t->head : 26, p.w - 24, true,
             MM_ACCENT, MM_ALIGN_CENTER);
        y += (v->roomy ? t->head : 26) * 1.5f + 8;
        y += para(v, "body",
                  s->end == MF_END_FIRST_MONSTERS ? _("Every first monster is complete.")
                                                  : _("The face-down tiles ran out."),
                  p.x + 16, y, p.w - 32, v->roomy ? t->body : 18, false, MM_PAPER, MM_ALIGN_CENTER,
                  true);
    }
    draw_panel_notes(v, y + 8, warned, warning);
    draw_stack_and_box(v, warned && stack_shown(v) < s->nseats);
}

/* ================================================================== frame */

void mfv_draw(void *opaque, SDL_FRect area, bool may_act)
{
    mf_view *v = opaque;
    mm_gfx *g = &v->app->gfx;
    bool roomy = v->app->ui_size != MM_UI_NORMAL;
    bool moved = area.w != v->area.w || area.h != v->area.h || area.x != v->area.x ||
                 area.y != v->area.y || roomy != v->roomy;
    if (moved || may_act != v->may_act) {
        v->area = area;
        v->may_act = may_act;
        mfv_layout(v);
    }
    {
        /* A new size and the table's first frame put the cameras in place at
         * once (so does a screenshot); a new step lets them glide. */
        const mf_state *s = mfv_state(v);
        bool first = !v->drawn;
        v->drawn = true;
        for (int i = 0; i < s->nseats; i++) {
            mfv_camera target = mfv_camera_target(v, i);
            v->cam_target[i] = target;
            v->cam_cropped[i] = mfv_stage_cropped(v, i);
            if (moved || first || v->app->screenshot_mode)
                v->cam[i] = target;
            else if (target.ts != v->cam[i].ts || target.cx != v->cam[i].cx ||
                     target.cy != v->cam[i].cy)
                mm_app_invalidate(v->app);
        }
    }
    const mf_state *s = mfv_state(v);
    mm_gfx_image(g, "mf/background", area, 0, 255);
    int deciding = mfv_showing(v);
    if (deciding < 0)
        deciding = v->session->game->to_move(v->visible);
    for (int seat = 0; seat < s->nseats; seat++) {
        draw_header(v, seat, seat == deciding);
        draw_stage(v, seat, may_act);
        draw_shelf(v, seat);
    }
    draw_panel(v, may_act);
    mfv_draw_flights(v);
    mfv_draw_sparks(v);
    mm_popups_draw(&v->popups, v->app);
    mfv_offer_focus(v, may_act);
}
