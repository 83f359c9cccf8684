/* SPDX-License-Identifier: MIT */
/* Monster Factory: where everything lies. The panel with the drawn tile, the
 * stack and the box sits at the top left, above the play scene's move log;
 * the players' areas fill the rest. In Normal size the areas share a grid
 * alike. In the TV and Large sizes the viewer's area (the first seat's for a
 * spectator) is large, and the opponents' areas are compact cards in one or
 * two columns, the next to play first: a header with name, points and the
 * monster in progress in words, the monster framed as large as the card
 * allows and the finished monsters in a column of their own, each with its
 * points on a badge of the badge size, so the numbers read from the sofa. */
#include <math.h>

#include "mf_view.h"
#include "monstermoon/i18n.h"
#include "ui.h"

#define MARGIN 12.0f
#define GAP 12.0f
/* The largest tile on a stage: Normal, then the TV and Large sizes. */
#define MAX_TILE_NORMAL MFV_MAX_TILE
#define MAX_TILE_ROOMY 104.0f

/* ================================================================= sizes */

static void set_type(mf_view *v)
{
    mm_app *app = v->app;
    float least = app->gfx.min_text;
    if (v->roomy) {
        v->type = (mfv_type){
            .head = mm_type(app, MM_TEXT_HEADING),
            .body = mm_type(app, MM_TEXT_BODY),
            .detail = fmaxf(mm_type(app, MM_TEXT_DETAIL), least),
            .badge = fmaxf(mm_type(app, MM_TEXT_BADGE), least),
            .score = mm_type(app, MM_TEXT_HEADING),
        };
    } else {
        v->type = (mfv_type){.head = 22,
                             .body = 18,
                             .detail = fmaxf(16, least),
                             .badge = fmaxf(15, least),
                             .score = 30};
    }
}

float mfv_head_h(const mf_view *v, int seat)
{
    const mfv_type *t = &v->type;
    if (!v->roomy)
        return 60;
    return ceilf((v->compact[seat] ? t->body : t->head) * 1.22f + t->detail * 1.3f + 14);
}

int mfv_main_seat(const mf_view *v)
{
    return v->viewer >= 0 ? v->viewer : 0;
}

/* ================================================================= panel */

static void layout_panel(mf_view *v)
{
    SDL_FRect p = v->panel;
    const mfv_type *t = &v->type;
    if (!v->roomy) {
        float big = 168;
        v->big_tile = mm_rect(p.x + (p.w - big) / 2, p.y + 60, big, big);
        v->rot_ccw = mm_rect(p.x + 12, v->big_tile.y + big / 2 - 26, 52, 52);
        v->rot_cw = mm_rect(p.x + p.w - 64, v->big_tile.y + big / 2 - 26, 52, 52);
        float offer = 86, gap = 8;
        for (int i = 0; i < MF_OFFER_MAX; i++)
            v->offer_rect[i] =
                mm_rect(p.x + (p.w - 3 * offer - 2 * gap) / 2 + (float)i * (offer + gap), p.y + 90,
                        offer, offer);
        float low = p.y + p.h - 92;
        v->stack_rect = mm_rect(p.x + 34, low, 64, 64);
        v->box_rect = mm_rect(p.x + p.w - 130, low - 6, 76, 76);
        return;
    }
    float button = ceilf(t->body * 1.9f);
    float below_title = p.y + 14 + t->head * 1.35f;
    float big = fminf(164, fminf(p.w - 2 * (button + 24), p.h * 0.28f));
    v->big_tile = mm_rect(p.x + (p.w - big) / 2, below_title + 6, big, big);
    v->rot_ccw = mm_rect(p.x + 14, v->big_tile.y + (big - button) / 2, button, button);
    v->rot_cw =
        mm_rect(p.x + p.w - 14 - button, v->big_tile.y + (big - button) / 2, button, button);
    float gap = 16, offer = fminf(124, (p.w - 40 - 2 * gap) / 3);
    for (int i = 0; i < MF_OFFER_MAX; i++)
        v->offer_rect[i] = mm_rect(p.x + (p.w - 3 * offer - 2 * gap) / 2 + (float)i * (offer + gap),
                                   below_title + t->detail * 1.5f + 8, offer, offer);
    /* The stack and the box along the bottom, their counts underneath. */
    float pile = 64, low = p.y + p.h - 12 - t->body * 1.3f - pile;
    v->stack_rect = mm_rect(p.x + p.w * 0.25f - pile / 2, low, pile, pile);
    v->box_rect = mm_rect(p.x + p.w * 0.72f - 44, low - 10, 88, 88);
}

/* ================================================================= areas */

/* Normal size: every player's area alike, in a grid. */
static void layout_grid(mf_view *v, SDL_FRect r)
{
    const mf_state *s = mfv_state(v);
    int n = s->nseats, cols = n <= 3 ? n : n == 4 ? 2 : 3, rows = (n + cols - 1) / cols;
    float w = (r.w - GAP * (float)(cols - 1)) / (float)cols;
    float h = (r.h - GAP * (float)(rows - 1)) / (float)rows;
    for (int i = 0; i < n; i++) {
        int c = i % cols, row = i / cols;
        v->seat_area[i] = mm_rect(r.x + (float)c * (w + GAP), r.y + (float)row * (h + GAP), w, h);
        v->compact[i] = false;
    }
}

/* TV and Large sizes: the main seat large on the left, the others beside it
 * in turn order (one column, two from four opponents on). */
static void layout_focus(mf_view *v, SDL_FRect r)
{
    const mf_state *s = mfv_state(v);
    static const float share[MM_MAX_SEATS] = {1, 0.5f, 0.47f, 0.44f, 0.41f, 0.38f};
    int n = s->nseats, main = mfv_main_seat(v), k = n - 1;
    float mw = floorf(r.w * share[k]);
    v->seat_area[main] = mm_rect(r.x, r.y, mw, r.h);
    v->compact[main] = false;
    float ox = r.x + mw + GAP, ow = r.x + r.w - ox;
    int cols = k >= 4 ? 2 : 1, idx = 0;
    float cw = (ow - GAP * (float)(cols - 1)) / (float)cols;
    for (int c = 0; c < cols; c++) {
        int in_col = k / cols + (c < k % cols ? 1 : 0);
        float ch = (r.h - GAP * (float)(in_col - 1)) / (float)in_col;
        for (int j = 0; j < in_col; j++, idx++) {
            int seat = (main + 1 + idx) % n;
            v->seat_area[seat] =
                mm_rect(ox + (float)c * (cw + GAP), r.y + (float)j * (ch + GAP), cw, ch);
            v->compact[seat] = k >= 2;
        }
    }
}

/* A seat's header, stage and shelf inside its area. */
static void layout_seat(mf_view *v, int seat)
{
    SDL_FRect ar = v->seat_area[seat];
    const mfv_type *t = &v->type;
    float head = mfv_head_h(v, seat);
    if (v->compact[seat]) {
        /* The finished monsters in a column at the right, once there are any. */
        const mf_state *s = mfv_state(v);
        bool any = false;
        for (int m = 0; m < s->nmonsters; m++)
            any |= s->monsters[m].owner == seat && s->monsters[m].done && m != s->building[seat];
        float shelf = any ? fmaxf(t->badge * 3.6f, ar.w * 0.22f) : -16;
        v->seat_shelf[seat] = mm_rect(ar.x + ar.w - shelf - 8, ar.y + head, shelf, ar.h - head - 8);
        v->seat_stage[seat] = mm_rect(ar.x + 8, ar.y + head, ar.w - shelf - 24, ar.h - head - 8);
        return;
    }
    if (ar.w > ar.h * 1.25f) {
        /* Wide areas keep the shelf at the side, so the stage stays tall. */
        float shelf = fminf(v->roomy ? 200 : 150, ar.w * 0.24f);
        v->seat_shelf[seat] =
            mm_rect(ar.x + ar.w - shelf - 10, ar.y + head, shelf, ar.h - head - 10);
        v->seat_stage[seat] = mm_rect(ar.x + 10, ar.y + head, ar.w - shelf - 30, ar.h - head - 10);
    } else {
        float shelf =
            v->roomy ? fminf(ar.h * 0.22f, 70 + t->badge * 1.5f) : fminf(112, ar.h * 0.2f);
        v->seat_shelf[seat] = mm_rect(ar.x + 10, ar.y + ar.h - shelf - 8, ar.w - 20, shelf);
        v->seat_stage[seat] = mm_rect(ar.x + 10, ar.y + head, ar.w - 20, ar.h - head - shelf - 18);
    }
}

void mfv_layout(mf_view *v)
{
    const mf_state *s = mfv_state(v);
    mm_app *app = v->app;
    SDL_FRect a = v->area;
    v->roomy = app->ui_size != MM_UI_NORMAL;
    set_type(v);
    SDL_FRect log = mm_ui_log_area(app);
    float top = a.y + MARGIN;
    float pw = v->roomy ? log.w - 2 * MARGIN : 300;
    v->panel = mm_rect(a.x + 14, top, pw, log.y - MARGIN - top);
    layout_panel(v);
    float x0 = v->panel.x + pw + GAP + 2;
    SDL_FRect rest = mm_rect(x0, top, a.x + a.w - MARGIN - x0, a.y + a.h - MARGIN - top);
    if (v->roomy && s->nseats > 1)
        layout_focus(v, rest);
    else
        layout_grid(v, rest);
    for (int i = 0; i < s->nseats; i++)
        layout_seat(v, i);
}

/* ================================================================ stages */

int mfv_stage_monster(const mf_view *v, int seat)
{
    const mf_state *s = mfv_state(v);
    if (v->party[seat].monster >= 0)
        return v->party[seat].monster;
    if (s->building[seat] >= 0)
        return s->building[seat];
    /* Game over with nothing in progress: the first monster takes the stage. */
    return mf_monster_size(s, seat) > 0 ? seat : -1;
}

const char *mfv_stage_note(const mf_view *v, int seat)
{
    const mf_state *s = mfv_state(v);
    int m = mfv_stage_monster(v, seat);
    if (m < 0 || v->party[seat].monster >= 0)
        return NULL;
    if (s->phase == MF_PHASE_OVER && !s->monsters[m].done && mf_monster_size(s, m) > 0)
        return mfv_settled(v) ? _("Unfinished: 0 points") : NULL;
    char why[MM_REASON_MAX];
    if (s->phase == MF_PHASE_PLACE && v->may_act && v->viewer >= 0 && seat != v->viewer &&
        s->monsters[m].number == 0 && !mf_may_build_on(s, v->viewer, m, why, sizeof why))
        return _("Closed to you: your first monster is finished.");
    return NULL;
}

SDL_FRect mfv_stage_frame(const mf_view *v, int seat)
{
    SDL_FRect st = v->seat_stage[seat];
    if (!mfv_stage_note(v, seat))
        return st;
    float band = v->type.body * 1.35f + 12;
    return mm_rect(st.x, st.y + band, st.w, fmaxf(st.h - band, 1));
}

mfv_camera mfv_camera_target(const mf_view *v, int seat)
{
    const mf_state *s = mfv_state(v);
    float most = v->roomy ? MAX_TILE_ROOMY : MAX_TILE_NORMAL;
    mfv_camera c = {most, 0, 0, true};
    int m = mfv_stage_monster(v, seat);
    if (m < 0 || mf_monster_size(s, m) == 0)
        return c;
    int x0, y0, x1, y1;
    mf_monster_bounds(s, m, &x0, &y0, &x1, &y1);
    /* A cell of room all round where the viewer may add tiles; else half a
     * cell, for the marks of the open edges. */
    char why[MM_REASON_MAX];
    bool open = !s->monsters[m].done && s->phase != MF_PHASE_OVER &&
                (v->viewer < 0 || mf_may_build_on(s, v->viewer, m, why, sizeof why));
    float room = open ? 3.0f : 2.0f;
    float w = (float)(x1 - x0) + room, h = (float)(y1 - y0) + room;
    SDL_FRect st = mfv_stage_frame(v, seat);
    c.ts = fminf(most, fminf(st.w / w, st.h / h));
    c.cx = (float)(x0 + x1) / 2;
    c.cy = (float)(y0 + y1) / 2;
    return c;
}

SDL_FRect mfv_cell_rect(const mf_view *v, int seat, int x, int y)
{
    const mfv_camera *c = &v->cam[seat];
    SDL_FRect st = mfv_stage_frame(v, seat);
    float cx = st.x + st.w / 2, cy = st.y + st.h / 2;
    return mm_rect(cx + ((float)x - c->cx - 0.5f) * c->ts, cy + ((float)y - c->cy - 0.5f) * c->ts,
                   c->ts, c->ts);
}

/* ================================================================ shelves */

int mfv_shelf(const mf_view *v, int seat, int monsters[], SDL_FRect rects[], float ts[], int max)
{
    const mf_state *s = mfv_state(v);
    int stage = mfv_stage_monster(v, seat), n = 0;
    int w[MF_MAX_MONSTERS], h[MF_MAX_MONSTERS];
    for (int m = 0; m < s->nmonsters && n < max; m++) {
        if (s->monsters[m].owner != seat || !s->monsters[m].done || m == stage ||
            !mfv_points_shown(v, m))
            continue;
        int x0, y0, x1, y1;
        mf_monster_bounds(s, m, &x0, &y0, &x1, &y1);
        monsters[n] = m;
        w[n] = x1 - x0 + 1;
        h[n] = y1 - y0 + 1;
        n++;
    }
    if (n == 0)
        return 0;
    SDL_FRect sh = v->seat_shelf[seat];
    if (sh.w < 1)
        return 0;
    /* A row along the bottom, or a column at the side; each slot leaves room
     * for its points badge underneath, which never shrinks. */
    bool column = sh.h > sh.w;
    float badge = ceilf(v->type.badge * 1.35f), least = ceilf(v->type.badge * 2.8f);
    float gap = column ? 8 : 12, size = v->roomy ? 30 : 22;
    for (int i = 0; i < n; i++)
        size = column ? fminf(size, (sh.w - 16) / (float)w[i])
                      : fminf(size, (sh.h - 16 - badge) / (float)h[i]);
    for (;;) {
        float total = 0;
        for (int i = 0; i < n; i++)
            total += column ? (float)h[i] * size + badge + 8 + gap
                            : fmaxf((float)w[i] * size, least) + gap;
        if (total <= (column ? sh.h : sh.w) - 8 || size <= 3)
            break;
        size -= 1;
    }
    /* Whole logical units keep the rasterized sizes few. */
    size = fmaxf(floorf(size), 2);
    float at = column ? sh.y + 6 : sh.x + 8;
    for (int i = 0; i < n; i++) {
        if (column) {
            float slot = (float)h[i] * size + badge + 8;
            if (at + slot > sh.y + sh.h)
                return i; /* the rest still count in the header's points */
            rects[i] = mm_rect(sh.x + 4, at, sh.w - 8, slot);
            at += slot + gap;
        } else {
            float slot = fmaxf((float)w[i] * size, least);
            if (at + slot > sh.x + sh.w)
                return i;
            rects[i] = mm_rect(at, sh.y + 6, slot, sh.h - 12);
            at += slot + gap;
        }
        ts[i] = size;
    }
    return n;
}
