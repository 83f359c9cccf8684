/* SPDX-License-Identifier: MIT */
/* Monsters on the Moon: the table. This file holds the view's life cycle and
 * routes input to the screens, the scoring sheet, the hand and the tools on
 * the board, in that order; the pieces live in the other files of this
 * directory (see motm_view.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/i18n.h"
#include "motm_view.h"
#include "focus.h"
#include "ui.h"

static const mm_rgba colours[MOTM_NMONSTERS] = {
    {240, 160, 75, 255}, {122, 214, 90, 255}, {239, 74, 102, 255}, {156, 196, 255, 255}};

mm_rgba motm_monster_colour(int monster)
{
    return monster >= 0 && monster < MOTM_NMONSTERS ? colours[monster] : MM_PAPER;
}

mm_rgba motm_seat_colour(const motm_view *v, int seat)
{
    const motm_state *s = motm_view_state(v);
    return seat >= 0 && seat < s->nseats ? motm_monster_colour(s->monster[seat]) : MM_PAPER;
}

bool motm_view_telling(const motm_view *v)
{
    return v->before && v->nflights > 0;
}

int motm_view_deciding(const motm_view *v)
{
    return v->session->game->to_move(motm_view_telling(v) ? v->before : v->session->state);
}

const motm_state *motm_view_state(const motm_view *v)
{
    if (motm_view_telling(v))
        return motm_from(v->before);
    return v->visible ? motm_from(v->visible) : NULL;
}

const motm_tally *motm_view_tally(motm_view *v)
{
    const motm_state *s = motm_view_state(v);
    motm_tally *t = &v->tally;
    if (t->state == s && t->syncs == v->syncs)
        return t;
    memset(t, 0, sizeof *t);
    t->state = s;
    t->syncs = v->syncs;
    if (!s)
        return t;
    if (s->solo)
        motm_score_solo(s, &t->solo);
    for (int i = 0; i < s->nseats && i < MM_MAX_SEATS; i++) {
        t->points[i] = s->solo ? t->solo.total : motm_current_points(s, i);
        motm_score_heads(s, i, &t->heads[i], 0, 0, 0, 0, NULL);
    }
    return t;
}

/* The move's flights are over (or skipped): the table shows the game now. */
static void drop_before(motm_view *v)
{
    if (v->before)
        v->session->game->free(v->before);
    v->before = NULL;
}

float motm_size(const motm_view *v, mm_text_role role, float normal)
{
    return v->tv ? mm_type(v->app, role) : normal;
}

static const char *const role_names[] = {"display", "heading", "body", "detail", "badge"};

float motm_text(motm_view *v, mm_text_role role, float normal, bool bold, const char *text,
                float x, float y, float max_w, mm_rgba c, mm_align align)
{
    mm_gfx *g = &v->app->gfx;
    float size = motm_size(v, role, normal);
    g->report_role = role_names[role];
    if (max_w > 0)
        return mm_gfx_text_fit(g, text, x, y, max_w, size, bold, c, align);
    return mm_gfx_text(g, text, x, y, size, bold, c, align);
}

float motm_text_wrapped(motm_view *v, mm_text_role role, float normal, bool bold,
                        const char *text, float x, float y, float width, mm_rgba c,
                        mm_align align, bool draw)
{
    mm_gfx *g = &v->app->gfx;
    g->report_role = role_names[role];
    return mm_gfx_text_wrapped(g, text, x, y, width, motm_size(v, role, normal), bold, c, align,
                               draw);
}

/* ================================================================ life cycle */

static void *motm_view_create(mm_app *app)
{
    motm_view *v = calloc(1, sizeof *v);
    if (!v)
        abort();
    v->app = app;
    v->viewer = MM_SPECTATOR;
    v->held = -1;
    v->last_layout_card = -1;
    v->last_phase = -1;
    v->area = mm_rect(0, 84, app->gfx.lw, app->gfx.lh - 84);
    return v;
}

static void motm_view_destroy(void *opaque)
{
    motm_view *v = opaque;
    if (!v)
        return;
    if (v->visible)
        v->session->game->free(v->visible);
    drop_before(v);
    mm_table_since_clear(&v->since, v->session);
    free(v->groups);
    free(v);
}

static void motm_view_sync(void *opaque, const mm_session *session, int viewer)
{
    motm_view *v = opaque;
    /* Kept for the move about to be animated (animate follows a move's
     * sync); undo, restart and another viewer animate nothing. */
    session->game->free(v->before); /* the same game's table, whichever session */
    v->before = v->session == session && v->viewer == viewer ? v->visible : NULL;
    v->sheet_before = v->sheet;
    v->sheet_final_before = v->sheet_final;
    if (v->visible && !v->before)
        session->game->free(v->visible);
    v->session = session;
    v->viewer = viewer;
    v->visible = session->game->view_for(session->state, viewer);
    v->syncs++;
    v->nflights = 0; /* the game now, from here on: the new move animates next */
    mm_table_since_update(&v->since, session, viewer);
    const motm_state *s = motm_view_state(v);
    motm_tools_reset(v);
    v->pressing = v->dragging = false;
    v->groups_valid = false;
    /* The scoring sheet opens at the scorings and closes when play goes on. */
    if ((int)s->phase != v->last_phase) {
        if (s->phase == MOTM_PHASE_CONTINUE || s->phase == MOTM_PHASE_MISSION ||
            (s->phase == MOTM_PHASE_OVER && (v->last_phase >= 0 || !s->solo))) {
            v->sheet = true;
            v->sheet_final = s->phase != MOTM_PHASE_CONTINUE;
            v->sheet_seat = viewer >= 0 ? viewer : s->chooser;
        } else if (s->phase == MOTM_PHASE_PLAY && v->last_phase == MOTM_PHASE_CONTINUE) {
            /* Play goes on: on the desktop the sheet stays until the player
             * closes it, now showing the scores so far; the TV size gives
             * the table back its room (the side panel shows the points). */
            v->sheet_final = true;
            if (mm_ui_tv(v->app))
                v->sheet = false;
        }
        if (s->phase == MOTM_PHASE_OVER)
            v->sheet = v->sheet_final = true;
        v->last_phase = (int)s->phase;
    }
    motm_layout_rects(v);
    if (s->nplaced != v->last_nplaced) {
        if (s->nplaced > v->last_nplaced && v->last_nplaced > 0)
            v->last_layout_card = s->nplaced - 1;
        else if (s->nplaced < v->last_nplaced)
            v->last_layout_card = -1;
        v->last_nplaced = s->nplaced;
    }
    /* Frame the table anew at each step (it glides there), unless the
     * player framed it by hand and it all still shows. The spaceship and
     * tile steps after the viewer's own card keep the framing they aimed
     * with: the card lies where the room was. */
    bool own_step = v->viewer >= 0 && session->game->to_move(session->state) == viewer &&
                    s->phase == MOTM_PHASE_PLAY && s->step != MOTM_STEP_MAIN;
    if (!v->cam.placed || !motm_cam_layout_visible(v) || (!v->cam.user_moved && !own_step))
        motm_cam_fit(v, true);
}

static void motm_view_animate(void *opaque, const mm_events *events)
{
    motm_animate(opaque, events);
}

static bool motm_view_update(void *opaque, double dt)
{
    motm_view *v = opaque;
    bool flights = motm_anim_update(v, dt);
    if (!flights)
        drop_before(v);
    return motm_cam_update(v, dt) || flights;
}

/* ==================================================================== input */

static mm_view_reply motm_view_handle(void *opaque, const mm_action *a, bool may_act, char *move,
                                      size_t len)
{
    motm_view *v = opaque;
    /* The player's press while the move before their turn still flies
     * lands it at once. */
    if (may_act && motm_view_telling(v) && a->kind != MM_ACT_POINTER_MOVE && a->kind != MM_ACT_WHEEL) {
        v->nflights = 0;
        drop_before(v);
    }
    v->may_act = may_act;
    v->px = a->x;
    v->py = a->y;
    const motm_state *s = motm_view_state(v);
    if (a->kind == MM_ACT_BACK) {
        if (v->tool != TOOL_NONE) {
            motm_tools_reset(v);
            return MM_VIEW_CONSUMED;
        }
        bool must_choose = may_act && (s->phase == MOTM_PHASE_CONTINUE || s->phase == MOTM_PHASE_MISSION);
        if (v->sheet && !must_choose && s->phase != MOTM_PHASE_OVER) {
            v->sheet = false;
            motm_layout_rects(v);
            motm_cam_fit(v, true);
            return MM_VIEW_CONSUMED;
        }
        return MM_VIEW_IGNORED;
    }
    mm_view_reply r;
    if (motm_screen_active(v)) {
        r = motm_screen_handle(v, a, move, len);
        if (r != MM_VIEW_IGNORED)
            return r;
    }
    r = motm_sheet_handle(v, a, move, len);
    if (r != MM_VIEW_IGNORED)
        return r;
    r = motm_hand_handle(v, a, move, len);
    if (r != MM_VIEW_IGNORED)
        return r;
    if (motm_screen_active(v))
        return MM_VIEW_IGNORED;
    return motm_tools_handle(v, a, move, len);
}

static void motm_view_rejected(void *opaque, const char *why)
{
    motm_view *v = opaque;
    (void)why;
    /* Keep the held card: the reason is on screen, the player tries again. */
    v->pv_valid = false;
    motm_tools_pointer(v);
}

static bool motm_view_wants_key(void *opaque, const mm_action *a)
{
    motm_view *v = opaque;
    return a->kind == MM_ACT_KEY && motm_tools_wants_key(v, a->key);
}

/* How the acting player works the step with the control used last. */
static const char *controls(const motm_view *v)
{
    mm_device d = v->app->focus.device;
    if (d == MM_DEVICE_MOUSE)
        return NULL;
    bool pad = d == MM_DEVICE_CONTROLLER;
    if (v->tool == TOOL_CARD)
        return pad ? _("the D-pad moves the card, the shoulder buttons turn it, A lays it.")
                   : _("the arrows move the card, Q and E turn it, Enter lays it.");
    if (v->tool == TOOL_WALLS)
        return pad ? _("the D-pad moves the wall, the shoulder buttons turn it, A plans it; Back reaches the buttons.")
                   : _("the arrows move the wall, Q and E turn it, Enter plans it; Tab reaches the buttons.");
    return NULL;
}

static void motm_view_prompt(void *opaque, char *buf, size_t len)
{
    motm_view *v = opaque;
    const motm_state *s = motm_view_state(v);
    const char *text = "";
    const char *keys = controls(v);
    if (keys) {
        snprintf(buf, len, "%s", keys);
        return;
    }
    switch (s->phase) {
    case MOTM_PHASE_MONSTER:
        text = _("choose your monster.");
        break;
    case MOTM_PHASE_PASS:
        text = _("choose the double-head card to pass to your right.");
        break;
    case MOTM_PHASE_LAYOUT:
        text = _("choose a start layout.");
        break;
    case MOTM_PHASE_FREE:
        text = _("lay the start cards side by side, then start playing.");
        break;
    case MOTM_PHASE_CONTINUE:
        text = _("choose who places the next card.");
        break;
    case MOTM_PHASE_MISSION:
        text = _("choose the mission that counts for you.");
        break;
    case MOTM_PHASE_PLAY:
        if (s->step == MOTM_STEP_TILE)
            text = _("put your monster tile on an opposing head of your card.");
        else if (s->step == MOTM_STEP_SHIP)
            text = _("land a ship on a crystal (+1) or end the turn.");
        else if (v->tool == TOOL_WALLS)
            text = _("click square edges for 3 to 5 touching walls, then build them.");
        else if (v->tool == TOOL_CARD)
            text = _("lay the card beside or on others; R or right click turns it.");
        else if (s->ship_this_turn)
            text = _("pick a card from your hand.");
        else if (s->advanced)
            text = _("pick a card or walls; a crystal click lands a ship first.");
        else
            text = _("pick a card, or first land a ship on a crystal.");
        break;
    case MOTM_PHASE_OVER:
        break;
    }
    /* With keys or a controller, the word for choosing. */
    if (v->app->focus.device != MM_DEVICE_MOUSE && text[0])
        snprintf(buf, len, _("%s (%s on the ringed choice)"), text, mm_focus_press_word(v->app));
    else
        snprintf(buf, len, "%s", text);
}

/* ==================================================================== draw */

static void motm_view_draw(void *opaque, SDL_FRect area, bool may_act)
{
    motm_view *v = opaque;
    mm_gfx *g = &v->app->gfx;
    bool resized = memcmp(&area, &v->area, sizeof area) != 0;
    /* Until the last move lands: nothing asked of the player yet, and the
     * scoring sheet as it was (it opens when the card has landed). */
    bool telling = motm_view_telling(v), sheet = v->sheet, sheet_final = v->sheet_final;
    if (telling) {
        may_act = false;
        v->sheet = v->sheet_before;
        v->sheet_final = v->sheet_final_before;
    }
    v->area = area;
    v->may_act = may_act;
    motm_layout_rects(v);
    if (resized)
        motm_cam_fit(v, false);
    mm_gfx_image(g, "motm/background", area, 0, 255);
    if (v->cam.glide.t < 1 && mm_gfx_layers(g)) {
        /* Without a GPU the gliding layout is drawn once as it will stand
         * (into a layer, again only when it changes) and that picture moves
         * and scales with the camera: drawing the board anew each step
         * took 25-70 ms at 3840x2160. At rest it is drawn as ever. */
        motm_cam now = v->cam;
        v->cam.cx = now.to_cx, v->cam.cy = now.to_cy, v->cam.cell = now.to_cell;
        float wx, wy;
        motm_to_world(v, v->board.x, v->board.y, &wx, &wy);
        mm_gfx_layer_begin(g, v->board);
        motm_draw_board(v);
        v->cam = now;
        SDL_FPoint at = motm_to_screen(v, wx, wy);
        float k = motm_cell_size(v) / now.to_cell;
        mm_gfx_clip(g, &v->board);
        bool shown = mm_gfx_layer_end(g, mm_rect(at.x, at.y, v->board.w * k, v->board.h * k));
        mm_gfx_clip(g, NULL);
        if (!shown) {
            /* The layer takes a few frames to draw: until it shows, the
             * glide waits at its start, the layout drawn as it stands. */
            v->cam.glide.t = 0;
            v->cam.cell = now.from_cell, v->cam.cx = now.from_cx, v->cam.cy = now.from_cy;
            motm_draw_board(v);
        }
    } else {
        motm_draw_board(v);
    }
    /* While the framing glides, the pictures over the layout keep the size
     * they end at (the GPU scales them): no new rasters every frame. */
    if (v->cam.glide.t < 1)
        g->raster_zoom = v->cam.to_cell / motm_cell_size(v);
    motm_tools_draw(v);
    motm_draw_flights(v);
    g->raster_zoom = 1;
    motm_draw_track(v);
    motm_draw_panel(v);
    motm_draw_hand(v);
    motm_draw_sheet(v);
    if (motm_screen_active(v))
        motm_draw_screen(v);
    int deciding = motm_view_deciding(v);
    if (!may_act && v->viewer >= 0 && deciding >= 0)
        mm_table_focus_wait(v->app, motm_seat_rect(v, deciding));
    if (telling) {
        v->sheet = sheet;
        v->sheet_final = sheet_final;
    }
    /* The held card follows the pointer over the hand too, as a reminder. */
    if (v->tool == TOOL_CARD && may_act && !v->over_board && !motm_keys(v) &&
        !mm_rect_has(v->hand_area, v->px, v->py))
        motm_draw_card_at(v, v->held, v->px, v->py, 26, v->held_rot, 160);
}

static void motm_view_seat_badge(void *view, int seat, SDL_FRect r)
{
    motm_seat_badge(view, seat, r);
}

const mm_view_ops mm_view_monsters_on_the_moon = {
    .game_id = "monsters-on-the-moon",
    .create = motm_view_create,
    .destroy = motm_view_destroy,
    .sync = motm_view_sync,
    .animate = motm_view_animate,
    .handle = motm_view_handle,
    .update = motm_view_update,
    .draw = motm_view_draw,
    .rejected = motm_view_rejected,
    .prompt = motm_view_prompt,
    .wants_key = motm_view_wants_key,
    .seat_badge = motm_view_seat_badge,
};
