/* SPDX-License-Identifier: MIT */
/* Monster Factory: the factory table. Every player has an area with a stage
 * for the monster in progress (it rescales as the monster grows) and a shelf
 * of finished monsters; the panel on the left shows the drawn tile, large and
 * turnable, above the stack and the box. The rules decide every fit: the view
 * only asks them (mf_fit_mask, mf_would_complete, validate). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mf_view.h"
#include "monstermoon/i18n.h"
#include "ui.h"

const mf_state *mfv_state(const mf_view *v)
{
    return mf_from(v->visible);
}

mm_rgba mfv_seat_color(int seat)
{
    static const mm_rgba colors[MM_MAX_SEATS] = {{255, 107, 107, 255}, {79, 168, 255, 255},
                                                 {255, 210, 63, 255},  {255, 150, 40, 255},
                                                 {247, 130, 210, 255}, {70, 225, 210, 255}};
    return colors[seat % MM_MAX_SEATS];
}

/* =================================================================== layout */

void mfv_layout(mf_view *v)
{
    const mf_state *s = mfv_state(v);
    SDL_FRect a = v->area;
    v->panel = mm_rect(a.x + 14, a.y + 12, MFV_PANEL_W, a.h - 12 - MFV_LOG_H);
    SDL_FRect p = v->panel;
    float big = 168;
    v->big_tile = mm_rect(p.x + (p.w - big) / 2, p.y + 60, big, big);
    v->rot_ccw = mm_rect(p.x + 12, v->big_tile.y + big / 2 - 26, 52, 52);
    v->rot_cw = mm_rect(p.x + p.w - 64, v->big_tile.y + big / 2 - 26, 52, 52);
    float offer = 86, gap = 8;
    for (int i = 0; i < MF_OFFER_MAX; i++)
        v->offer_rect[i] = mm_rect(p.x + (p.w - 3 * offer - 2 * gap) / 2 + (float)i * (offer + gap),
                                   p.y + 90, offer, offer);
    float low = p.y + p.h - 92;
    v->stack_rect = mm_rect(p.x + 34, low, 64, 64);
    v->box_rect = mm_rect(p.x + p.w - 130, low - 6, 76, 76);

    int n = s->nseats, cols = n <= 3 ? n : n == 4 ? 2 : 3, rows = (n + cols - 1) / cols;
    float x0 = p.x + p.w + 14, y0 = a.y + 12, gap2 = 12;
    float w = (a.x + a.w - 12 - x0 - gap2 * (float)(cols - 1)) / (float)cols;
    float h = (a.y + a.h - 12 - y0 - gap2 * (float)(rows - 1)) / (float)rows;
    for (int i = 0; i < n; i++) {
        int c = i % cols, r = i / cols;
        SDL_FRect ar = mm_rect(x0 + (float)c * (w + gap2), y0 + (float)r * (h + gap2), w, h);
        v->seat_area[i] = ar;
        float head = 60;
        if (ar.w > ar.h * 1.25f) {
            /* Wide areas keep the shelf at the side, so the stage stays tall. */
            float shelf = fminf(150, ar.w * 0.24f);
            v->seat_shelf[i] =
                mm_rect(ar.x + ar.w - shelf - 10, ar.y + head, shelf, ar.h - head - 10);
            v->seat_stage[i] = mm_rect(ar.x + 10, ar.y + head, ar.w - shelf - 30, ar.h - head - 10);
        } else {
            float shelf = fminf(112, ar.h * 0.2f);
            v->seat_shelf[i] = mm_rect(ar.x + 10, ar.y + ar.h - shelf - 8, ar.w - 20, shelf);
            v->seat_stage[i] = mm_rect(ar.x + 10, ar.y + head, ar.w - 20, ar.h - head - shelf - 18);
        }
    }
}

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

mfv_camera mfv_camera_target(const mf_view *v, int seat)
{
    const mf_state *s = mfv_state(v);
    mfv_camera c = {MFV_MAX_TILE, 0, 0, true};
    int m = mfv_stage_monster(v, seat);
    if (m < 0 || mf_monster_size(s, m) == 0)
        return c;
    int x0, y0, x1, y1;
    mf_monster_bounds(s, m, &x0, &y0, &x1, &y1);
    /* One cell of room all round, where the next tiles may go. */
    float w = (float)(x1 - x0 + 3), h = (float)(y1 - y0 + 3);
    SDL_FRect st = v->seat_stage[seat];
    c.ts = fminf(MFV_MAX_TILE, fminf(st.w / w, st.h / h));
    c.cx = (float)(x0 + x1) / 2;
    c.cy = (float)(y0 + y1) / 2;
    return c;
}

SDL_FRect mfv_cell_rect(const mf_view *v, int seat, int x, int y)
{
    const mfv_camera *c = &v->cam[seat];
    SDL_FRect st = v->seat_stage[seat];
    float cx = st.x + st.w / 2, cy = st.y + st.h / 2;
    return mm_rect(cx + ((float)x - c->cx - 0.5f) * c->ts, cy + ((float)y - c->cy - 0.5f) * c->ts,
                   c->ts, c->ts);
}

int mfv_shelf(const mf_view *v, int seat, int monsters[], SDL_FRect rects[], float ts[], int max)
{
    const mf_state *s = mfv_state(v);
    int stage = mfv_stage_monster(v, seat), n = 0;
    int w[MF_MAX_MONSTERS], h[MF_MAX_MONSTERS];
    for (int m = 0; m < s->nmonsters && n < max; m++) {
        if (s->monsters[m].owner != seat || !s->monsters[m].done || m == stage)
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
    /* A row along the bottom, or a column at the side; each slot leaves room
     * for its points badge underneath. */
    bool column = sh.h > sh.w;
    float gap = column ? 8 : 12, badge = 20, size = 22;
    for (int i = 0; i < n; i++)
        size = column ? fminf(size, (sh.w - 16) / (float)w[i])
                      : fminf(size, (sh.h - 12 - badge) / (float)h[i]);
    for (;;) {
        float total = 0;
        for (int i = 0; i < n; i++)
            total +=
                column ? (float)h[i] * size + badge + 8 + gap : fmaxf((float)w[i] * size, 34) + gap;
        if (total <= (column ? sh.h : sh.w) - 8 || size <= 3)
            break;
        size -= 1;
    }
    /* Whole logical units keep the rasterized sizes few. */
    size = floorf(size);
    float at = column ? sh.y + 6 : sh.x + 8;
    for (int i = 0; i < n; i++) {
        if (column) {
            float slot = (float)h[i] * size + badge + 8;
            rects[i] = mm_rect(sh.x + 4, at, sh.w - 8, slot);
            at += slot + gap;
        } else {
            float slot = fmaxf((float)w[i] * size, 34);
            rects[i] = mm_rect(at, sh.y + 6, slot, sh.h - 12);
            at += slot + gap;
        }
        ts[i] = size;
    }
    return n;
}

/* ==================================================================== spots */

/* Every cell where the drawn tile fits, on every monster the player to move
 * may build on (the rules say which). */
static void find_spots(mf_view *v)
{
    const mf_state *s = mfv_state(v);
    v->nspots = 0;
    if (s->phase != MF_PHASE_PLACE || s->drawn < 0)
        return;
    char why[MM_REASON_MAX];
    for (int seat = 0; seat < s->nseats; seat++) {
        int m = s->building[seat];
        if (m < 0 || !mf_may_build_on(s, s->current, m, why, sizeof why))
            continue;
        int x0, y0, x1, y1;
        mf_monster_bounds(s, m, &x0, &y0, &x1, &y1);
        for (int y = y0 - 1; y <= y1 + 1; y++) {
            for (int x = x0 - 1; x <= x1 + 1; x++) {
                unsigned mask = mf_fit_mask(s, s->drawn, m, x, y);
                if (mask && v->nspots < MFV_MAX_SPOTS)
                    v->spots[v->nspots++] = (mfv_spot){m, x, y, mask};
            }
        }
    }
}

int mfv_effective_rot(const mf_view *v)
{
    if (v->hover_spot < 0)
        return v->rot;
    unsigned mask = v->spots[v->hover_spot].mask;
    for (int k = 0; k < 4; k++) {
        int r = (v->rot + k) & 3;
        if (mask & (1u << r))
            return r;
    }
    return v->rot;
}

static void update_hover(mf_view *v, float px, float py)
{
    const mf_state *s = mfv_state(v);
    v->hover_spot = -1;
    v->hover_seat = -1;
    v->hover_offer = -1;
    for (int i = 0; i < s->noffer; i++)
        if (mm_rect_has(v->offer_rect[i], px, py))
            v->hover_offer = i;
    for (int seat = 0; seat < s->nseats; seat++) {
        if (!mm_rect_has(v->seat_stage[seat], px, py))
            continue;
        const mfv_camera *c = &v->cam[seat];
        SDL_FRect st = v->seat_stage[seat];
        float fx = (px - (st.x + st.w / 2)) / c->ts + c->cx + 0.5f;
        float fy = (py - (st.y + st.h / 2)) / c->ts + c->cy + 0.5f;
        v->hover_seat = seat;
        v->hover_x = (int)floorf(fx);
        v->hover_y = (int)floorf(fy);
        int m = s->building[seat];
        for (int i = 0; i < v->nspots; i++)
            if (v->spots[i].monster == m && v->spots[i].x == v->hover_x &&
                v->spots[i].y == v->hover_y && v->party[seat].monster < 0)
                v->hover_spot = i;
    }
}

/* ==================================================================== focus */

void mfv_offer_focus(mf_view *v, bool may_act)
{
    const mf_state *s = mfv_state(v);
    if (!may_act)
        return;
    if (s->phase == MF_PHASE_CHOOSE) {
        for (int i = 0; i < s->noffer; i++)
            mm_focus_add(v->app, v->offer_rect[i], mm_focus_id("offer", i),
                         i == 0 ? MM_FOCUS_DEFAULT : 0);
        return;
    }
    if (s->phase != MF_PHASE_PLACE)
        return;
    /* Every spot where the drawn tile fits, the first one to start on; then
     * the buttons that turn the tile. */
    for (int i = 0; i < v->nspots; i++) {
        const mfv_spot *sp = &v->spots[i];
        for (int seat = 0; seat < s->nseats; seat++) {
            if (s->building[seat] != sp->monster || v->party[seat].monster >= 0)
                continue;
            mm_focus_add(v->app, mfv_cell_rect(v, seat, sp->x, sp->y),
                         mm_focus_id("spot", sp->monster * 4096 + (sp->y + 64) * 64 + sp->x + 32),
                         i == 0 ? MM_FOCUS_DEFAULT : 0);
        }
    }
    mm_focus_add(v->app, v->rot_ccw, mm_focus_id("turn", -1), 0);
    mm_focus_add(v->app, v->rot_cw, mm_focus_id("turn", 1), 0);
}

/* ==================================================================== input */

/* Turns the drawn tile; over a spot, only through the rotations that fit there. */
static void turn(mf_view *v, int dir)
{
    if (v->hover_spot >= 0) {
        unsigned mask = v->spots[v->hover_spot].mask;
        int r = mfv_effective_rot(v);
        for (int k = 1; k <= 4; k++) {
            int next = (r + dir * k) & 3;
            if (mask & (1u << next)) {
                v->rot = next;
                break;
            }
        }
        if (__builtin_popcount(mask) == 1)
            mm_app_toast(v->app, _("Here the tile fits only this way round."));
    } else {
        v->rot = (v->rot + dir) & 3;
    }
    mm_app_sound(v->app, "click");
}

static bool rotation_action(const mm_action *a, int *dir)
{
    if (a->kind == MM_ACT_KEY && (a->key == SDLK_r || a->key == SDLK_SPACE)) {
        *dir = (a->mods & KMOD_SHIFT) ? -1 : 1;
        return true;
    }
    /* Q and E: the controller's shoulder buttons. */
    if (a->kind == MM_ACT_KEY && (a->key == SDLK_q || a->key == SDLK_e)) {
        *dir = a->key == SDLK_e ? 1 : -1;
        return true;
    }
    if (a->kind == MM_ACT_WHEEL && a->wheel != 0) {
        *dir = a->wheel > 0 ? 1 : -1;
        return true;
    }
    if (a->kind == MM_ACT_POINTER_UP && a->button == 3) {
        *dir = 1;
        return true;
    }
    return false;
}

static mm_view_reply mfv_handle(void *opaque, const mm_action *a, bool may_act, char *move,
                                size_t len)
{
    mf_view *v = opaque;
    const mf_state *s = mfv_state(v);
    if (a->kind == MM_ACT_POINTER_MOVE) {
        update_hover(v, a->x, a->y);
        return MM_VIEW_IGNORED;
    }
    if (!may_act) {
        if (a->kind == MM_ACT_POINTER_UP && a->button == 1 &&
            (mm_rect_has(v->big_tile, a->x, a->y) || v->hover_seat >= 0) &&
            s->phase != MF_PHASE_OVER && v->viewer >= 0) {
            mm_app_toast(v->app, _("Wait for your turn."));
            return MM_VIEW_CONSUMED;
        }
        return MM_VIEW_IGNORED;
    }
    if (s->phase == MF_PHASE_CHOOSE) {
        int pick = -1;
        if (a->kind == MM_ACT_KEY && a->key >= SDLK_1 && a->key < SDLK_1 + s->noffer)
            pick = a->key - SDLK_1;
        if (a->kind == MM_ACT_POINTER_UP && a->button == 1)
            for (int i = 0; i < s->noffer; i++)
                if (mm_rect_has(v->offer_rect[i], a->x, a->y))
                    pick = i;
        if (pick < 0)
            return MM_VIEW_IGNORED;
        snprintf(move, len, "choose %d", pick + 1);
        return MM_VIEW_MOVE;
    }
    if (s->phase != MF_PHASE_PLACE)
        return MM_VIEW_IGNORED;
    int dir;
    if (rotation_action(a, &dir)) {
        turn(v, dir);
        return MM_VIEW_CONSUMED;
    }
    if (a->kind != MM_ACT_POINTER_UP || a->button != 1)
        return MM_VIEW_IGNORED;
    if (mm_rect_has(v->rot_cw, a->x, a->y) || mm_rect_has(v->big_tile, a->x, a->y)) {
        turn(v, 1);
        return MM_VIEW_CONSUMED;
    }
    if (mm_rect_has(v->rot_ccw, a->x, a->y)) {
        turn(v, -1);
        return MM_VIEW_CONSUMED;
    }
    update_hover(v, a->x, a->y);
    if (v->hover_spot >= 0) {
        const mfv_spot *sp = &v->spots[v->hover_spot];
        mf_format_place(s, sp->monster, sp->x, sp->y, mfv_effective_rot(v), move, len);
        return MM_VIEW_MOVE;
    }
    /* A click beside a monster where the tile does not fit: let the rules say why
     * (not while a finished monster still celebrates on that stage). */
    if (v->hover_seat >= 0 && v->party[v->hover_seat].monster < 0) {
        int m = s->building[v->hover_seat];
        if (m < 0 || mf_monster_size(s, m) == 0 || mf_tile_at(s, m, v->hover_x, v->hover_y) >= 0)
            return MM_VIEW_CONSUMED;
        for (int d = 0; d < 4; d++) {
            if (mf_tile_at(s, m, v->hover_x + mf_dx(d), v->hover_y + mf_dy(d)) >= 0) {
                mf_format_place(s, m, v->hover_x, v->hover_y, v->rot, move, len);
                return MM_VIEW_MOVE;
            }
        }
        return MM_VIEW_CONSUMED;
    }
    return MM_VIEW_IGNORED;
}

static void mfv_prompt(void *opaque, char *buf, size_t len)
{
    mf_view *v = opaque;
    const mf_state *s = mfv_state(v);
    if (s->phase == MF_PHASE_CHOOSE) {
        bool first = s->building[s->chooser] == s->chooser;
        snprintf(buf, len, "%s",
                 first ? _("pick the start tile of your first monster (choose it or press 1-3).")
                       : _("pick the start tile of your new minion (choose it or press 1-3)."));
        return;
    }
    if (v->app->focus.device == MM_DEVICE_CONTROLLER)
        snprintf(buf, len, "%s", _("put the tile on a glowing spot; the shoulder buttons turn it."));
    else if (v->app->focus.device == MM_DEVICE_KEYBOARD)
        snprintf(buf, len, "%s", _("put the tile on a glowing spot; R (or Q and E) turns it."));
    else
        snprintf(buf, len, "%s",
                 _("put the tile on a glowing spot. R, the wheel or a right-click turns it."));
}

/* ================================================================ lifecycle */

bool mfv_in_flight(const mf_view *v, int tile)
{
    for (int i = 0; i < v->nflights; i++)
        if (v->flights[i].tile == tile)
            return true;
    return false;
}

static void *mfv_create(mm_app *app)
{
    mf_view *v = calloc(1, sizeof *v);
    if (!v)
        abort();
    v->app = app;
    v->hover_spot = v->hover_seat = v->hover_offer = -1;
    v->drawn_for = -1;
    for (int i = 0; i < MM_MAX_SEATS; i++)
        v->party[i].monster = -1;
    v->area = mm_rect(0, 84, app->gfx.lw, app->gfx.lh - 84);
    return v;
}

static void mfv_destroy(void *opaque)
{
    mf_view *v = opaque;
    if (v && v->session)
        v->session->game->free(v->visible);
    free(v);
}

static void mfv_sync(void *opaque, const mm_session *session, int viewer)
{
    mf_view *v = opaque;
    if (v->visible)
        session->game->free(v->visible);
    v->session = session;
    v->viewer = viewer;
    v->visible = session->game->view_for(session->state, viewer);
    const mf_state *s = mfv_state(v);
    /* A new tile starts upright; the same tile keeps the player's turning. */
    if (s->drawn != v->drawn_for) {
        v->rot = 0;
        v->shown_angle = 0;
        v->drawn_for = s->drawn;
    }
    v->nflights = 0;
    v->nsparks = 0;
    for (int i = 0; i < MM_MAX_SEATS; i++)
        v->party[i].monster = -1;
    mfv_layout(v);
    for (int i = 0; i < s->nseats; i++)
        if (!v->cam[i].placed)
            v->cam[i] = mfv_camera_target(v, i);
    find_spots(v);
    update_hover(v, v->app->pointer_x, v->app->pointer_y);
}

static void mfv_rejected(void *opaque, const char *why)
{
    (void)opaque;
    (void)why;
    /* The tile stays drawn and turned as it was: the player tries again. */
}

const mm_view_ops mm_view_monster_factory = {
    .game_id = "monster-factory",
    .create = mfv_create,
    .destroy = mfv_destroy,
    .sync = mfv_sync,
    .animate = mfv_animate,
    .handle = mfv_handle,
    .update = mfv_update,
    .draw = mfv_draw,
    .rejected = mfv_rejected,
    .prompt = mfv_prompt,
};
