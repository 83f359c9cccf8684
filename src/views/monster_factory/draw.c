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

/* One pass of one tile in rect `r`, turned `angle` degrees clockwise (the
 * tile's own rotation included). In a monster (`joined`) parts reach a hair
 * past the tile edge so neighbours join without a seam; a loose tile keeps
 * them on its face. */
static void tile_pass(mf_view *v, int tile, SDL_FRect r, float angle, Uint8 alpha, pass p,
                      bool joined)
{
    mm_gfx *g = &v->app->gfx;
    SDL_FRect part = scaled(r, joined ? 1.03f : 0.95f);
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
        if (d >= 0) {
            bool thick = mf_tile_edge(tile, 0, d) == MF_THICK;
            float a = angle + 90.0f * (float)d;
            if (thick) {
                mm_gfx_image(g, eye ? "mf/head" : "mf/claws", r, a, alpha);
                break;
            }
            if (!eye) {
                mm_gfx_image(g, "mf/foot", r, a, alpha);
                break;
            }
        }
        if (eye) {
            /* One eye in the middle; two side by side; three in a triangle. */
            static const float at[4][3][2] = {{{0}},
                                              {{0, 0}},
                                              {{-0.17f, 0}, {0.17f, 0}},
                                              {{-0.17f, 0.1f}, {0.17f, 0.1f}, {0, -0.17f}}};
            int n = mf_tile_eyes(tile);
            float f = n == 1 ? (has_thick(tile) ? 0.42f : 0.38f) : n == 2 ? 0.3f : 0.26f;
            snprintf(name, sizeof name, "mf/eye-%d", tile % 3);
            for (int k = 0; k < n; k++) {
                SDL_FRect e = scaled(r, f);
                e.x += at[n][k][0] * r.w;
                e.y += at[n][k][1] * r.h;
                mm_gfx_image(g, name, e, 0, alpha);
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
        tile_pass(v, tile, r, angle, alpha, (pass)p, false);
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
            if (simple)
                tile_simple(v, t, r, at->rot, alpha, (pass)p);
            else
                tile_pass(v, t, r, 90.0f * (float)at->rot, alpha, (pass)p, true);
        }
    }
}

/* ================================================================= areas */

static const char *seat_name(const mf_view *v, int seat)
{
    return v->session->rec.seats[seat].name;
}

static int banked_points(const mf_state *s, int seat)
{
    int points = 0;
    for (int m = 0; m < s->nmonsters; m++)
        if (s->monsters[m].owner == seat && s->monsters[m].done)
            points += mf_monster_value(s, m);
    return points;
}

static void monster_status(const mf_view *v, int seat, char *buf, size_t len)
{
    const mf_state *s = mfv_state(v);
    int m = s->building[seat];
    if (m < 0) {
        snprintf(buf, len, "%s", s->phase == MF_PHASE_OVER ? _("Nothing in progress") : "");
        return;
    }
    int size = mf_monster_size(s, m), open = mf_open_edges(s, m);
    if (size == 0) {
        snprintf(buf, len, "%s", _("Choosing a start tile…"));
        return;
    }
    char count[48];
    if (s->monsters[m].number == 0) {
        snprintf(count, sizeof count, dngettext(MM_TEXT_DOMAIN, "%d tile", "%d tiles", size), size);
        snprintf(buf, len, _("First monster: %s, %d open"), count, open);
    } else {
        int eyes = mf_monster_eyes(s, m);
        snprintf(count, sizeof count,
                 dngettext(MM_TEXT_DOMAIN, "%d eye tile", "%d eye tiles", eyes), eyes);
        snprintf(buf, len, _("Minion %d: %s, %d open"), s->monsters[m].number, count, open);
    }
}

static void draw_header(mf_view *v, int seat, bool deciding)
{
    mm_gfx *g = &v->app->gfx;
    const mf_state *s = mfv_state(v);
    SDL_FRect a = v->seat_area[seat];
    mm_rgba color = mfv_seat_color(seat);
    mm_gfx_fill_round(g, mm_rect(a.x + 4, a.y + 6, a.w, a.h), 18, (mm_rgba){0, 0, 0, 70});
    mm_gfx_fill_round(g, a, 18,
                      deciding ? (mm_rgba){52, 42, 104, 236} : (mm_rgba){34, 28, 70, 228});
    mm_gfx_stroke_round(g, a, 18, deciding ? 4 : 2, deciding ? color : mm_alpha(color, 130));
    mm_gfx_fill_circle(g, a.x + 30, a.y + 30, 18, color);
    mm_gfx_image(
        g, v->session->rec.seats[seat].kind == MM_SEAT_HUMAN ? "ui/icon-human" : "ui/icon-cpu",
        mm_rect(a.x + 17, a.y + 17, 26, 26), 0, 255);
    char title[80];
    snprintf(title, sizeof title, "%s%s", seat_name(v, seat), seat == v->viewer ? _(" (you)") : "");
    mm_gfx_text(g, title, a.x + 58, a.y + 8, 22, true, deciding ? color : MM_PAPER, MM_ALIGN_LEFT);
    char status[96];
    monster_status(v, seat, status, sizeof status);
    mm_gfx_text(g, status, a.x + 58, a.y + 35, 16, false, MM_MUTED, MM_ALIGN_LEFT);
    char points[32];
    snprintf(points, sizeof points, "%d", banked_points(s, seat));
    mm_gfx_text(g, points, a.x + a.w - 16, a.y + 4, 30, true, MM_GOLD, MM_ALIGN_RIGHT);
    mm_gfx_text(g, _("points"), a.x + a.w - 16, a.y + 38, 14, false, MM_MUTED, MM_ALIGN_RIGHT);
}

static void draw_spots(mf_view *v, int seat)
{
    mm_gfx *g = &v->app->gfx;
    const mf_state *s = mfv_state(v);
    mm_rgba color = mfv_seat_color(seat);
    float pulse = 0.5f + 0.5f * sinf((float)v->clock * 4);
    for (int i = 0; i < v->nspots; i++) {
        const mfv_spot *sp = &v->spots[i];
        if (sp->monster != s->building[seat] || i == v->hover_spot)
            continue;
        SDL_FRect r = scaled(mfv_cell_rect(v, seat, sp->x, sp->y), 0.9f);
        bool fits_now = sp->mask & (1u << v->rot);
        float rad = r.w * 0.18f;
        mm_gfx_fill_round(g, r, rad, mm_alpha(color, (Uint8)(fits_now ? 70 + 50 * pulse : 40)));
        mm_gfx_stroke_round(g, r, rad, fits_now ? 3 : 2, mm_alpha(color, fits_now ? 235 : 150));
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
    mm_gfx_fill_round(g, scaled(r, 1.12f), r.w * 0.2f, mm_alpha(mfv_seat_color(seat), 150));
    mfv_draw_tile(v, s->drawn, r, 90.0f * (float)rot, 225);
    bool complete = mf_would_complete(s, s->drawn, sp->monster, sp->x, sp->y, rot);
    char label[96];
    if (complete) {
        int value = s->monsters[sp->monster].number == 0
                        ? mf_monster_size(s, sp->monster) + 1
                        : mf_monster_eyes(s, sp->monster) + mf_tile_eye(s->drawn);
        snprintf(label, sizeof label, _("Completes it: %d points!"), value);
    } else {
        int after = mf_open_edges_after(s, s->drawn, sp->monster, sp->x, sp->y, rot);
        snprintf(label, sizeof label,
                 dngettext(MM_TEXT_DOMAIN, "Leaves %d open edge", "Leaves %d open edges", after),
                 after);
    }
    float w = mm_gfx_text_width(g, label, 18, true) + 24;
    SDL_FRect st = v->seat_stage[seat];
    float x = fminf(fmaxf(r.x + r.w / 2 - w / 2, st.x), st.x + st.w - w);
    float y = r.y - 40 < st.y ? r.y + r.h + 8 : r.y - 40;
    mm_gfx_fill_round(g, mm_rect(x, y, w, 32), 12,
                      complete ? (mm_rgba){255, 214, 92, 245} : (mm_rgba){20, 16, 46, 235});
    mm_gfx_text(g, label, x + 12, y + 5, 18, true, complete ? MM_INK : MM_PAPER, MM_ALIGN_LEFT);
}

static void draw_party(mf_view *v, int seat)
{
    const mfv_party *p = &v->party[seat];
    if (p->monster < 0)
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
    float size = fminf(34, st.w / 14);
    float w = mm_gfx_text_width(g, text, size, true) + 40;
    SDL_FRect b = mm_rect(st.x + (st.w - w) / 2, st.y + 6, w, size * 1.5f);
    mm_gfx_fill_round(g, b, b.h / 2, mm_alpha(MM_GOLD, a));
    mm_gfx_stroke_round(g, b, b.h / 2, 3, mm_alpha(MM_INK, a));
    mm_gfx_text(g, text, b.x + w / 2, b.y + size * 0.2f, size, true, mm_alpha(MM_INK, a),
                MM_ALIGN_CENTER);
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
        float cx = st.x + st.w / 2, cy = st.y + st.h / 2;
        const mfv_party *p = &v->party[seat];
        if (p->monster == m) {
            /* A little victory dance. */
            float t = (float)(p->t / p->duration);
            ts *= 1 + 0.07f * sinf(t * 6 * (float)M_PI) * (1 - t);
        }
        bool unfinished_end = s->phase == MF_PHASE_OVER && !s->monsters[m].done;
        float ox = cx + (-c->cx - 0.5f) * ts, oy = cy + (-c->cy - 0.5f) * ts;
        mfv_draw_monster(v, m, ox, oy, ts, unfinished_end ? 120 : 255, false);
        if (unfinished_end) {
            const char *text = _("Unfinished: 0 points");
            float w = mm_gfx_text_width(g, text, 22, true) + 30;
            SDL_FRect b = mm_rect(cx - w / 2, cy - 20, w, 40);
            mm_gfx_fill_round(g, b, 20, (mm_rgba){60, 16, 30, 230});
            mm_gfx_text(g, text, cx, b.y + 7, 22, true, (mm_rgba){255, 140, 140, 255},
                        MM_ALIGN_CENTER);
        }
    } else if (s->phase == MF_PHASE_CHOOSE && s->building[seat] >= 0) {
        mm_gfx_text(g, _("Choosing a start tile…"), st.x + st.w / 2, st.y + st.h / 2 - 12, 20,
                    false, MM_MUTED, MM_ALIGN_CENTER);
    }
    if (may_act && v->party[seat].monster < 0) {
        draw_spots(v, seat);
        char why[MM_REASON_MAX];
        int b = s->building[seat];
        if (b >= 0 && s->monsters[b].number == 0 && seat != v->viewer &&
            !mf_may_build_on(s, v->viewer, b, why, sizeof why))
            mm_gfx_text_wrapped(g, _("Closed to you: your first monster is finished."), st.x + 12,
                                st.y + 8, st.w - 24, 16, false, MM_MUTED, MM_ALIGN_LEFT, true);
        draw_preview(v, seat);
    }
    draw_party(v, seat);
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
    mm_gfx_fill_round(g, sh, 12, (mm_rgba){16, 12, 38, 90});
    if (n == 0) {
        const char *empty = _("Finished monsters go here");
        float h = mm_gfx_text_wrapped(g, empty, 0, 0, sh.w - 20, 15, false, MM_MUTED,
                                      MM_ALIGN_CENTER, false);
        mm_gfx_text_wrapped(g, empty, sh.x + 10, sh.y + (sh.h - h) / 2, sh.w - 20, 15, false,
                            mm_alpha(MM_MUTED, 150), MM_ALIGN_CENTER, true);
        return;
    }
    for (int i = 0; i < n; i++) {
        int m = monsters[i];
        int x0, y0, x1, y1;
        mf_monster_bounds(s, m, &x0, &y0, &x1, &y1);
        SDL_FRect r = rects[i];
        float w = (float)(x1 - x0 + 1) * ts[i], h = (float)(y1 - y0 + 1) * ts[i];
        float ox = r.x + (r.w - w) / 2 - (float)x0 * ts[i];
        float oy = r.y + (r.h - 16 - h) / 2 - (float)y0 * ts[i];
        mfv_draw_monster(v, m, ox, oy, ts[i], 255, true);
        char badge[16];
        snprintf(badge, sizeof badge, "+%d", mf_monster_value(s, m));
        bool first = s->monsters[m].number == 0;
        float bw = mm_gfx_text_width(g, badge, 15, true) + 14;
        SDL_FRect b = mm_rect(r.x + (r.w - bw) / 2, r.y + r.h - 18, bw, 20);
        mm_gfx_fill_round(g, b, 10, first ? MM_GOLD : (mm_rgba){120, 210, 255, 255});
        mm_gfx_text(g, badge, b.x + bw / 2, b.y + 1, 15, true, MM_INK, MM_ALIGN_CENTER);
    }
}

/* ================================================================= panel */

static void icon_button(mf_view *v, SDL_FRect r, const char *icon, bool enabled)
{
    mm_ui_button(v->app, r, NULL, NULL, false, enabled);
    mm_gfx_image(&v->app->gfx, icon, scaled(r, 0.8f), 0, enabled ? 255 : 110);
}

static void draw_stack_and_box(mf_view *v)
{
    mm_gfx *g = &v->app->gfx;
    const mf_state *s = mfv_state(v);
    SDL_FRect st = v->stack_rect;
    int layers = s->nstack > 4 ? 4 : s->nstack;
    for (int k = layers - 1; k >= 0; k--)
        mm_gfx_image(g, "mf/tile-back",
                     mm_rect(st.x + 3 * (float)k, st.y - 3 * (float)k, st.w, st.h), 0, 255);
    if (s->nstack == 0)
        mm_gfx_stroke_round(g, st, 10, 2, mm_alpha(MM_MUTED, 120));
    char text[48];
    snprintf(text, sizeof text, _("%d left"), s->nstack);
    mm_gfx_text(g, text, st.x + st.w / 2 + 6, st.y + st.h + 4, 16, true, MM_PAPER, MM_ALIGN_CENTER);
    mm_gfx_image(g, "mf/box", v->box_rect, 0, 255);
    /* Tiles still on their way to the box are not in it yet. */
    int boxed = s->nbox;
    for (int i = 0; i < v->nflights; i++)
        boxed -= v->flights[i].show_waiting;
    snprintf(text, sizeof text, _("%d in the box"), boxed);
    mm_gfx_text(g, text, v->box_rect.x + v->box_rect.w / 2, v->box_rect.y + v->box_rect.h - 2, 16,
                true, MM_PAPER, MM_ALIGN_CENTER);
}

static void draw_panel(mf_view *v, bool may_act)
{
    mm_gfx *g = &v->app->gfx;
    const mf_state *s = mfv_state(v);
    SDL_FRect p = v->panel;
    mm_gfx_fill_round(g, mm_rect(p.x + 4, p.y + 6, p.w, p.h), 18, (mm_rgba){0, 0, 0, 70});
    mm_gfx_fill_round(g, p, 18, (mm_rgba){34, 28, 70, 235});
    mm_gfx_stroke_round(g, p, 18, 2, (mm_rgba){110, 92, 180, 255});
    char title[96];
    float cx = p.x + p.w / 2;
    if (s->phase == MF_PHASE_PLACE) {
        snprintf(title, sizeof title, _("%s's tile"), seat_name(v, s->current));
        mm_gfx_text(g, title, cx, p.y + 18, 24, true, mfv_seat_color(s->current), MM_ALIGN_CENTER);
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
        float y = b.y + b.h + 14;
        if (arrived)
            y += mm_gfx_text_wrapped(g, name, p.x + 16, y, p.w - 32, 18, true, MM_PAPER,
                                     MM_ALIGN_CENTER, true);
        if (may_act)
            mm_gfx_text_wrapped(g, _("R, the mouse wheel or a right-click turns it."), p.x + 16,
                                y + 6, p.w - 32, 16, false, MM_MUTED, MM_ALIGN_CENTER, true);
    } else if (s->phase == MF_PHASE_CHOOSE) {
        snprintf(title, sizeof title, _("%s chooses"), seat_name(v, s->chooser));
        mm_gfx_text(g, title, cx, p.y + 18, 24, true, mfv_seat_color(s->chooser), MM_ALIGN_CENTER);
        bool first = s->building[s->chooser] == s->chooser;
        mm_gfx_text(g, first ? _("a first monster's start tile") : _("a minion's start tile"), cx,
                    p.y + 50, 17, false, MM_MUTED, MM_ALIGN_CENTER);
        for (int i = 0; i < s->noffer; i++) {
            SDL_FRect r = v->offer_rect[i];
            bool hover = may_act && v->hover_offer == i;
            if (hover)
                mm_gfx_fill_round(g, scaled(r, 1.14f), 14,
                                  mm_alpha(mfv_seat_color(s->chooser), 200));
            if (!mfv_in_flight(v, s->offer[i]))
                mfv_draw_tile(v, s->offer[i], hover ? scaled(r, 1.06f) : r, 0, 255);
            char key[16];
            snprintf(key, sizeof key, "%d", i + 1);
            mm_gfx_text(g, key, r.x + r.w / 2, r.y + r.h + 8, 18, true, MM_MUTED, MM_ALIGN_CENTER);
        }
        if (v->hover_offer >= 0) {
            char name[96];
            mf_tile_name(s->offer[v->hover_offer], name, sizeof name);
            mm_gfx_text_wrapped(g, name, p.x + 16, v->offer_rect[0].y + 130, p.w - 32, 18, true,
                                MM_PAPER, MM_ALIGN_CENTER, true);
        }
    } else {
        mm_gfx_text(g, _("Game over"), cx, p.y + 18, 26, true, MM_ACCENT, MM_ALIGN_CENTER);
        mm_gfx_text_wrapped(g,
                            s->end == MF_END_FIRST_MONSTERS ? _("Every first monster is complete.")
                                                            : _("The face-down tiles ran out."),
                            p.x + 16, p.y + 60, p.w - 32, 18, false, MM_PAPER, MM_ALIGN_CENTER,
                            true);
    }
    if (s->phase != MF_PHASE_OVER) {
        /* The fitting rules in a nutshell, above the stack. */
        const char *rules[3] = {_("Thin joins thin, thick joins thick."),
                                _("Blank touches only blank."), _("At least one part must join.")};
        float y = v->stack_rect.y - 104;
        for (int i = 0; i < 3; i++)
            y += mm_gfx_text_wrapped(g, rules[i], p.x + 18, y, p.w - 36, 15, false,
                                     mm_alpha(MM_MUTED, 200), MM_ALIGN_LEFT, true) +
                 4;
    }
    draw_stack_and_box(v);
}

/* ================================================================== frame */

void mfv_draw(void *opaque, SDL_FRect area, bool may_act)
{
    mf_view *v = opaque;
    mm_gfx *g = &v->app->gfx;
    if (area.w != v->area.w || area.h != v->area.h || area.x != v->area.x || area.y != v->area.y) {
        v->area = area;
        mfv_layout(v);
        const mf_state *s = mfv_state(v);
        for (int i = 0; i < s->nseats; i++)
            v->cam[i] = mfv_camera_target(v, i);
    }
    v->may_act = may_act;
    const mf_state *s = mfv_state(v);
    mm_gfx_image(g, "mf/background", area, 0, 255);
    int deciding = v->session->game->to_move(v->visible);
    for (int seat = 0; seat < s->nseats; seat++) {
        draw_header(v, seat, seat == deciding);
        draw_stage(v, seat, may_act);
        draw_shelf(v, seat);
    }
    draw_panel(v, may_act);
    mfv_draw_flights(v);
    mfv_draw_sparks(v);
    mfv_offer_focus(v, may_act);
}
