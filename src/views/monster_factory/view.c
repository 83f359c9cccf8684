/* SPDX-License-Identifier: MIT */
/* Monster Factory: the factory table. Every player has an area with a stage
 * for the monster in progress (it rescales as the monster grows) and a shelf
 * of finished monsters; the panel on the left shows the drawn tile, large and
 * turnable, above the stack and the box (layout.c says where). The rules
 * decide every fit: the view only asks them (mf_fit_mask, mf_would_complete,
 * validate). */
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
    if (!may_act) {
        /* The others' turns: on the header of whose turn it is. */
        int seat = mfv_showing(v);
        if (seat < 0)
            seat = v->session->game->to_move(v->visible);
        if (v->viewer >= 0 && seat >= 0) {
            SDL_FRect a = v->seat_area[seat];
            mm_table_focus_wait(v->app, mm_rect(a.x, a.y, a.w, mfv_head_h(v, seat)));
        }
        return;
    }
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
    bool first = true;
    for (int i = 0; i < v->nspots; i++) {
        const mfv_spot *sp = &v->spots[i];
        for (int seat = 0; seat < s->nseats; seat++) {
            if (s->building[seat] != sp->monster || v->party[seat].monster >= 0)
                continue;
            /* A monster shown in part offers the spots its card shows. */
            SDL_FRect r = mfv_cell_rect(v, seat, sp->x, sp->y);
            if (mfv_stage_cropped(v, seat) &&
                !mm_rect_has(mfv_stage_frame(v, seat), r.x + r.w / 2, r.y + r.h / 2))
                continue;
            mm_focus_add(v->app, r,
                         mm_focus_id("spot", sp->monster * 4096 + (sp->y + 64) * 64 + sp->x + 32),
                         first ? MM_FOCUS_DEFAULT : 0);
            first = false;
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
        if (v->roomy)
            snprintf(buf, len, "%s",
                     first ? _("pick your first monster's start tile.")
                           : _("pick your new minion's start tile."));
        else
            snprintf(buf, len, "%s",
                     first
                         ? _("pick the start tile of your first monster (choose it or press 1-3).")
                         : _("pick the start tile of your new minion (choose it or press 1-3)."));
        return;
    }
    if (v->roomy) {
        /* The TV's status line is short: the panel says how to turn the tile. */
        snprintf(buf, len, "%s", _("put the tile where it glows."));
        return;
    }
    if (v->app->focus.device == MM_DEVICE_CONTROLLER)
        snprintf(buf, len, "%s",
                 _("put the tile on a glowing spot; the shoulder buttons turn it."));
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

int mfv_showing(const mf_view *v)
{
    for (int i = 0; i < v->nflights; i++)
        if (v->flights[i].placed_by >= 0)
            return v->flights[i].placed_by;
    return -1;
}

bool mfv_settled(const mf_view *v)
{
    if (v->nflights > 0)
        return false;
    for (int i = 0; i < MM_MAX_SEATS; i++)
        if (v->party[i].monster >= 0)
            return false;
    return true;
}

bool mfv_points_shown(const mf_view *v, int monster)
{
    const mf_state *s = mfv_state(v);
    if (!s->monsters[monster].done)
        return false;
    int owner = s->monsters[monster].owner;
    return v->party[owner].monster != monster || v->party[owner].t >= 0;
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
    if (v && v->session) {
        mm_table_since_clear(&v->since, v->session);
        v->session->game->free(v->visible);
        v->session->game->free(v->before);
    }
    free(v);
}

static void mfv_sync(void *opaque, const mm_session *session, int viewer)
{
    mf_view *v = opaque;
    /* The table before this move: the headers tell it until the tile lands. */
    if (v->session)
        v->session->game->free(v->before);
    v->before = NULL;
    if (v->visible && v->session == session && v->viewer == viewer) {
        v->before = v->visible;
        v->visible = NULL;
    }
    mm_table_sync_view(&v->visible, session, viewer);
    v->session = session;
    v->viewer = viewer;
    const mf_state *s = mfv_state(v);
    /* A new tile starts upright; the same tile keeps the player's turning. */
    if (s->drawn != v->drawn_for) {
        v->rot = 0;
        v->shown_angle = 0;
        v->drawn_for = s->drawn;
    }
    v->nflights = 0;
    v->nsparks = 0;
    v->popups.n = 0;
    for (int i = 0; i < MM_MAX_SEATS; i++)
        v->party[i].monster = -1;
    /* What the others placed since the viewer's last move (after Continue
     * and undo too: rebuilt from the record). */
    mm_table_since_update(&v->since, session, viewer);
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

/* The player icon on the seat's colour, as its board's header shows it. */
static void mfv_seat_badge(void *view, int seat, SDL_FRect r)
{
    mf_view *v = view;
    mm_table_seat_icon(v->app, &v->session->rec.seats[seat], r, mfv_seat_color(seat));
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
    .seat_badge = mfv_seat_badge,
};
