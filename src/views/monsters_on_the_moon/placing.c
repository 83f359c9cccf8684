/* SPDX-License-Identifier: MIT */
/* Monsters on the Moon's table: the tools. A held card follows the pointer
 * snapped to the grid, turns with right click, R or a modified wheel, and
 * shows before it is laid whether the rules allow it (with their reason),
 * what it covers, the crystals it collects and the points it brings. The
 * spaceship and tile steps highlight where they can go; walls are put
 * together edge by edge and built in one move. The rules decide everything:
 * the previews ask motm_preview_place and validate. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "monstermoon/i18n.h"
#include "monstermoon/rng.h"
#include "motm_view.h"
#include "focus.h"
#include "ui.h"

/* Pointer travel (logical units) that turns a click into a drag. */
#define DRAG_SLOP 7.0f

void motm_tools_reset(motm_view *v)
{
    v->tool = TOOL_NONE;
    v->held = -1;
    v->pv_valid = false;
    v->npending = 0;
    v->walls_why[0] = '\0';
    v->walls_legal = false;
    v->hover_wall_ok = false;
    v->pts_valid = false;
}

/* Every player's points before and after `move` (applied to a copy of what
 * the viewer sees, as the rules would apply it). */
static void points_after(motm_view *v, const char *move)
{
    const mm_game *game = v->session->game;
    const motm_state *s = motm_view_state(v);
    v->pts_valid = false;
    if (s->solo || s->phase != MOTM_PHASE_PLAY)
        return;
    mm_state *next = game->clone(v->visible);
    if (!next)
        return;
    game->apply(next, move, NULL);
    for (int i = 0; i < s->nseats; i++) {
        v->pts_before[i] = motm_current_points(s, i);
        v->pts_after[i] = motm_current_points(motm_from(next), i);
    }
    game->free(next);
    v->pts_valid = true;
}

/* Walls of a kind the viewer still has, less those already planned. */
static int walls_left(const motm_view *v, bool is_long)
{
    const motm_state *s = motm_view_state(v);
    if (v->viewer < 0)
        return 0;
    int n = is_long ? s->long_walls[v->viewer] : s->short_walls[v->viewer];
    for (int i = 0; i < v->npending; i++)
        n -= v->pending[i].is_long == is_long;
    return n;
}

bool motm_preview_shown(const motm_view *v)
{
    if (!v->pts_valid || !v->may_act)
        return false;
    if (v->tool == TOOL_CARD)
        return v->pv_valid && v->pv.legal && (v->over_board || motm_keys(v));
    return v->tool == TOOL_WALLS && v->walls_legal;
}

bool motm_walls_kind_left(const motm_view *v, bool is_long)
{
    return walls_left(v, is_long) > 0;
}

/* The wall being aimed is of a kind still in the supply: the choice of
 * short or long turns over by itself when one kind runs out. */
static void fit_wall_kind(motm_view *v)
{
    if (walls_left(v, v->long_walls) <= 0 && walls_left(v, !v->long_walls) > 0)
        v->long_walls = !v->long_walls;
}

static bool free_start(const motm_view *v)
{
    return motm_view_state(v)->phase == MOTM_PHASE_FREE;
}

bool motm_keys(const motm_view *v)
{
    return v->app->focus.active;
}

void motm_tools_pointer(motm_view *v)
{
    v->over_board = mm_rect_has(v->board, v->px, v->py);
    float wx, wy;
    motm_to_world(v, v->px, v->py, &wx, &wy);
    /* With keys or a controller the held card and the wall cursor move cell
     * by cell (motm_tools_key); the pointer follows them, not the reverse. */
    bool keys = motm_keys(v);
    if (v->tool == TOOL_CARD) {
        int w, h;
        motm_footprint_size(v->held_rot, &w, &h);
        if (!keys) {
            v->anchor_x = (int)floorf(wx - (float)w / 2 + 0.5f);
            v->anchor_y = (int)floorf(wy - (float)h / 2 + 0.5f);
        }
        /* The first start card always lies at the centre. */
        if (free_start(v) && motm_view_state(v)->nplaced == 0)
            v->anchor_x = v->anchor_y = 0;
        if (!v->pv_valid || v->pv_card != v->held || v->pv_x != v->anchor_x ||
            v->pv_y != v->anchor_y || v->pv_rot != v->held_rot) {
            motm_preview_place(v->visible, v->viewer, v->held, v->anchor_x, v->anchor_y,
                               v->held_rot, &v->pv);
            v->pv_valid = true;
            v->pts_valid = false;
            if (v->pv.legal) {
                char move[48];
                motm_format_place(v->held, v->anchor_x, v->anchor_y, v->held_rot, move,
                                  sizeof move);
                points_after(v, move);
            }
            v->pv_card = v->held;
            v->pv_x = v->anchor_x;
            v->pv_y = v->anchor_y;
            v->pv_rot = v->held_rot;
        }
    } else if (v->tool == TOOL_WALLS && keys) {
        fit_wall_kind(v);
        v->hover_wall.is_long = v->long_walls;
        v->hover_wall_ok = true;
    } else if (v->tool == TOOL_WALLS) {
        /* The edge nearest the pointer; a long wall centred on it. Near a
         * corner both edges are about as near: the direction changes only
         * when the other edge is clearly nearer, so the aim holds still. */
        fit_wall_kind(v);
        float fx = wx - floorf(wx), fy = wy - floorf(wy);
        float dh = fabsf(fy - roundf(fy)), dv = fabsf(fx - roundf(fx));
        const float keep = 0.12f;
        bool vertical = v->hover_vertical ? dv < dh + keep : dv + keep < dh;
        v->hover_vertical = vertical;
        motm_wall w = {vertical, v->long_walls, 0, 0, v->viewer};
        if (w.vertical) {
            w.x = (int)roundf(wx);
            w.y = (int)floorf(v->long_walls ? wy - 0.5f : wy);
        } else {
            w.y = (int)roundf(wy);
            w.x = (int)floorf(v->long_walls ? wx - 0.5f : wx);
        }
        v->hover_wall = w;
        v->hover_wall_ok = v->over_board;
    }
}

/* Playing on: the scores sheet (and its dimming) makes way for the table. */
static void close_sheet(motm_view *v)
{
    if (!v->sheet || motm_view_state(v)->phase != MOTM_PHASE_PLAY)
        return;
    v->sheet = false;
    motm_layout_rects(v);
    motm_cam_fit(v, false);
}

/* Keeps the cells from (x0, y0) to (x1, y1) (exclusive) on the board,
 * panning by whole cells. */
static void keep_visible(motm_view *v, float x0, float y0, float x1, float y1)
{
    motm_cam_settle(v);
    float cs = motm_cell_size(v), half_w = v->board.w / 2 / cs, half_h = v->board.h / 2 / cs;
    float cx = v->cam.cx, cy = v->cam.cy;
    if (x0 < cx - half_w)
        cx = x0 + half_w;
    if (x1 > cx + half_w)
        cx = x1 - half_w;
    if (y0 < cy - half_h)
        cy = y0 + half_h;
    if (y1 > cy + half_h)
        cy = y1 - half_h;
    if (cx != v->cam.cx || cy != v->cam.cy)
        motm_cam_pan(v, cx, cy);
}

/* Puts the held card on the spot nearest the middle of the layout where the
 * rules let it lie, in its current turn when it fits so (the rules judge
 * every spot: validate). */
static void legal_spot(motm_view *v)
{
    const motm_state *s = motm_view_state(v);
    int x0, y0, x1, y1;
    if (!motm_layout_bounds(s, &x0, &y0, &x1, &y1)) {
        v->anchor_x = v->anchor_y = 0;
        return;
    }
    float mx = (float)(x0 + x1) / 2, my = (float)(y0 + y1) / 2;
    for (int k = 0; k < 4; k++) {
        int rot = (v->held_rot + k) % 4;
        float best = 0;
        bool found = false;
        for (int y = y0 - 3; y <= y1 + 1; y++)
            for (int x = x0 - 3; x <= x1 + 1; x++) {
                float d = ((float)x + 1 - mx) * ((float)x + 1 - mx) + ((float)y + 1 - my) * ((float)y + 1 - my);
                if (found && d >= best)
                    continue;
                char move[48], why[MM_REASON_MAX];
                motm_format_place(v->held, x, y, rot, move, sizeof move);
                if (!v->session->game->validate(v->visible, v->viewer, move, why, sizeof why))
                    continue;
                found = true;
                best = d;
                v->anchor_x = x;
                v->anchor_y = y;
            }
        if (found) {
            v->held_rot = rot;
            break;
        }
    }
    v->pv_valid = false;
    int w, h;
    motm_footprint_size(v->held_rot, &w, &h);
    keep_visible(v, (float)v->anchor_x - 0.5f, (float)v->anchor_y - 0.5f, (float)(v->anchor_x + w) + 0.5f,
                 (float)(v->anchor_y + h) + 0.5f);
}

SDL_FRect motm_held_rect(const motm_view *v)
{
    int w, h;
    motm_footprint_size(v->held_rot, &w, &h);
    SDL_FPoint p = motm_to_screen(v, (float)v->anchor_x, (float)v->anchor_y);
    float cs = motm_cell_size(v);
    return mm_rect(p.x, p.y, (float)w * cs, (float)h * cs);
}

SDL_FRect motm_wall_cursor_rect(const motm_view *v)
{
    const motm_wall *w = &v->hover_wall;
    float cs = motm_cell_size(v), len = w->is_long ? 2.0f : 1.0f;
    SDL_FPoint p = motm_to_screen(v, (float)w->x, (float)w->y);
    if (w->vertical)
        return mm_rect(p.x - cs * 0.3f, p.y, cs * 0.6f, len * cs);
    return mm_rect(p.x, p.y - cs * 0.3f, len * cs, cs * 0.6f);
}

void motm_hold(motm_view *v, int card)
{
    if (v->tool == TOOL_CARD && v->held == card) {
        motm_tools_reset(v);
        return;
    }
    motm_tools_reset(v);
    close_sheet(v);
    /* The framing stands still while the player aims. */
    motm_cam_settle(v);
    v->tool = TOOL_CARD;
    v->held = card;
    /* Each card is picked up as printed, not turned like the one before. */
    v->held_rot = 0;
    if (motm_keys(v)) {
        /* Picked with keys or a controller: the card starts on a spot where
         * it may lie, and the focus goes there (Enter lays it). */
        legal_spot(v);
        mm_focus_restart(v->app);
    }
    motm_tools_pointer(v);
    mm_app_sound(v->app, "card");
}

void motm_rotate(motm_view *v, int quarter_turns)
{
    if (v->tool != TOOL_CARD)
        return;
    v->held_rot = ((v->held_rot + quarter_turns) % 4 + 4) % 4;
    motm_tools_pointer(v);
    mm_app_sound(v->app, "click");
}

/* ================================================================== walls */

static void walls_text(const motm_view *v, char *buf, size_t len)
{
    size_t at = (size_t)snprintf(buf, len, "walls");
    for (int i = 0; i < v->npending && at < len; i++) {
        const motm_wall *w = &v->pending[i];
        char kind = w->vertical ? (w->is_long ? 'V' : 'v') : (w->is_long ? 'H' : 'h');
        at += (size_t)snprintf(buf + at, len - at, " %c%d,%d", kind, w->x, w->y);
    }
}

static void walls_check(motm_view *v)
{
    char move[160];
    walls_text(v, move, sizeof move);
    v->walls_legal = false;
    if (v->npending < MOTM_WALL_SET_MIN) {
        snprintf(v->walls_why, sizeof v->walls_why,
                 _("Click square edges to plan 3 to 5 walls (%d so far)."), v->npending);
        return;
    }
    v->walls_legal = v->session->game->validate(v->visible, v->viewer, move, v->walls_why,
                                                sizeof v->walls_why);
    v->pts_valid = false;
    if (v->walls_legal) {
        snprintf(v->walls_why, sizeof v->walls_why,
                 dngettext(MM_TEXT_DOMAIN, "%d wall planned: build it.",
                           "%d walls planned: build them.", (unsigned long)v->npending),
                 v->npending);
        points_after(v, move);
    }
}

/* With keys or a controller the plan starts from a set the rules offer
 * (their candidate moves), so Enter alone builds legal walls; the player
 * may change it wall by wall. */
static void suggest_walls(motm_view *v)
{
    const mm_game *game = v->session->game;
    if (!game->sample_moves)
        return;
    mm_rng rng;
    mm_rng_seed(&rng, (uint64_t)motm_view_state(v)->nplaced * 7919u + (uint64_t)v->viewer);
    mm_move_list list;
    mm_move_list_init(&list);
    game->sample_moves(v->visible, &rng, 64, &list);
    for (int i = 0; i < list.n && v->npending == 0; i++) {
        const char *p = list.items[i];
        if (strncmp(p, "walls ", 6) != 0)
            continue;
        p += 6;
        char kind;
        int x, y, used;
        while (v->npending < MOTM_WALL_SET_MAX && sscanf(p, " %c%d,%d%n", &kind, &x, &y, &used) == 3) {
            v->pending[v->npending++] =
                (motm_wall){kind == 'v' || kind == 'V', kind == 'V' || kind == 'H', x, y, v->viewer};
            p += used;
        }
    }
    mm_move_list_free(&list);
    walls_check(v);
    if (!v->walls_legal)
        v->npending = 0, walls_check(v);
}

void motm_walls_toggle(motm_view *v)
{
    if (v->tool == TOOL_WALLS) {
        motm_tools_reset(v);
        return;
    }
    motm_tools_reset(v);
    close_sheet(v);
    motm_cam_settle(v);
    v->tool = TOOL_WALLS;
    fit_wall_kind(v);
    walls_check(v);
    if (motm_keys(v)) {
        /* A wall cursor in the middle of the layout, where the focus goes. */
        int x0, y0, x1, y1;
        if (!motm_layout_bounds(motm_view_state(v), &x0, &y0, &x1, &y1))
            x0 = x1 = y0 = y1 = 0;
        v->hover_wall = (motm_wall){true, v->long_walls, (x0 + x1 + 1) / 2, (y0 + y1) / 2, v->viewer};
        v->hover_wall_ok = true;
        suggest_walls(v);
        mm_focus_restart(v->app);
    }
    motm_tools_pointer(v);
}

bool motm_walls_move(motm_view *v, char *move, size_t len)
{
    if (v->tool != TOOL_WALLS || !v->walls_legal)
        return false;
    walls_text(v, move, len);
    return true;
}

static bool same_units(const motm_wall *a, const motm_wall *b)
{
    for (int i = 0; i < (a->is_long ? 2 : 1); i++)
        for (int j = 0; j < (b->is_long ? 2 : 1); j++) {
            int ax = a->x + (a->vertical ? 0 : i), ay = a->y + (a->vertical ? i : 0);
            int bx = b->x + (b->vertical ? 0 : j), by = b->y + (b->vertical ? j : 0);
            if (a->vertical == b->vertical && ax == bx && ay == by)
                return true;
        }
    return false;
}

static void walls_click(motm_view *v)
{
    bool removed = false;
    for (int i = 0; i < v->npending; i++) {
        if (same_units(&v->pending[i], &v->hover_wall)) {
            v->pending[i] = v->pending[--v->npending];
            removed = true;
            i--;
        }
    }
    if (!removed && v->npending < MOTM_WALL_SET_MAX)
        v->pending[v->npending++] = v->hover_wall;
    mm_app_sound(v->app, "click");
    bool was = v->walls_legal;
    walls_check(v);
    fit_wall_kind(v);
    v->hover_wall.is_long = v->long_walls;
    /* A buildable plan: the focus moves on to "Build walls". */
    if (v->walls_legal != was)
        mm_focus_restart(v->app);
}

/* Arrow keys (the D-pad) while a card or the wall cursor is held. */
static bool tools_key(motm_view *v, SDL_Keycode key)
{
    int dx = key == SDLK_LEFT ? -1 : key == SDLK_RIGHT ? 1 : 0;
    int dy = key == SDLK_UP ? -1 : key == SDLK_DOWN ? 1 : 0;
    if (dx == 0 && dy == 0)
        return false;
    if (v->tool == TOOL_CARD) {
        v->anchor_x += dx;
        v->anchor_y += dy;
        int w, h;
        motm_footprint_size(v->held_rot, &w, &h);
        keep_visible(v, (float)v->anchor_x - 0.5f, (float)v->anchor_y - 0.5f,
                     (float)(v->anchor_x + w) + 0.5f, (float)(v->anchor_y + h) + 0.5f);
    } else if (v->tool == TOOL_WALLS) {
        v->hover_wall.x += dx;
        v->hover_wall.y += dy;
        v->hover_wall_ok = true;
        keep_visible(v, (float)v->hover_wall.x - 1, (float)v->hover_wall.y - 1,
                     (float)v->hover_wall.x + 2, (float)v->hover_wall.y + 2);
    } else {
        return false;
    }
    v->cam.user_moved = true;
    motm_tools_pointer(v);
    mm_app_sound(v->app, "click");
    return true;
}

bool motm_tools_wants_key(const motm_view *v, SDL_Keycode key)
{
    bool arrow = key == SDLK_LEFT || key == SDLK_RIGHT || key == SDLK_UP || key == SDLK_DOWN;
    if (!arrow || !v->may_act)
        return false;
    if (v->tool == TOOL_CARD)
        return true;
    /* The wall cursor while it has the focus; from the buttons the arrows
     * walk back to it. */
    return v->tool == TOOL_WALLS &&
           (!v->app->focus.active || mm_focus_on(v->app, motm_wall_cursor_rect(v)));
}

/* ================================================================== input */

static mm_view_reply board_click(motm_view *v, char *move, size_t len)
{
    const motm_state *s = motm_view_state(v);
    if (!v->may_act || !v->over_board)
        return MM_VIEW_CONSUMED;
    float wx, wy;
    motm_to_world(v, v->px, v->py, &wx, &wy);
    int cx = (int)floorf(wx), cy = (int)floorf(wy);
    if (v->tool == TOOL_CARD) {
        motm_format_place(v->held, v->anchor_x, v->anchor_y, v->held_rot, move, len);
        return MM_VIEW_MOVE;
    }
    if (v->tool == TOOL_WALLS) {
        if (v->hover_wall_ok)
            walls_click(v);
        return MM_VIEW_CONSUMED;
    }
    /* A spaceship lands after the card, or before it on a free crystal. */
    bool ship_first = s->phase == MOTM_PHASE_PLAY && s->step == MOTM_STEP_MAIN &&
                      !s->ship_this_turn && motm_square_at(s, cx, cy).kind == MOTM_SQ_CRYSTAL &&
                      motm_ship_at(s, cx, cy) < 0 && motm_ships_left(s, v->viewer) > 0;
    if ((s->phase == MOTM_PHASE_PLAY && s->step == MOTM_STEP_SHIP) || ship_first) {
        snprintf(move, len, "ship %d,%d", cx, cy);
        return MM_VIEW_MOVE;
    }
    if (s->phase == MOTM_PHASE_PLAY && s->step == MOTM_STEP_TILE) {
        snprintf(move, len, "tile %d,%d", cx, cy);
        return MM_VIEW_MOVE;
    }
    return MM_VIEW_CONSUMED;
}

mm_view_reply motm_tools_handle(motm_view *v, const mm_action *a, char *move, size_t len)
{
    switch (a->kind) {
    case MM_ACT_POINTER_MOVE:
        if (v->pressing && !v->dragging &&
            fabsf(a->x - v->press_x) + fabsf(a->y - v->press_y) > DRAG_SLOP)
            v->dragging = true;
        if (v->dragging) {
            float cs = motm_cell_size(v);
            motm_cam_pan(v, v->drag_cx - (a->x - v->press_x) / cs,
                         v->drag_cy - (a->y - v->press_y) / cs);
        }
        motm_tools_pointer(v);
        return v->dragging ? MM_VIEW_CONSUMED : MM_VIEW_IGNORED;
    case MM_ACT_POINTER_DOWN:
        if (a->button == 1 && mm_rect_has(v->board, a->x, a->y)) {
            v->pressing = true;
            v->dragging = false;
            v->press_x = a->x;
            v->press_y = a->y;
            motm_cam_settle(v);
            v->drag_cx = v->cam.cx;
            v->drag_cy = v->cam.cy;
            return MM_VIEW_CONSUMED;
        }
        return MM_VIEW_IGNORED;
    case MM_ACT_POINTER_UP:
        if (a->button == 3 && v->tool == TOOL_CARD) {
            motm_rotate(v, 1);
            return MM_VIEW_CONSUMED;
        }
        if (a->button == 3 && v->tool == TOOL_WALLS) {
            if (motm_walls_kind_left(v, !v->long_walls))
                v->long_walls = !v->long_walls;
            motm_tools_pointer(v);
            return MM_VIEW_CONSUMED;
        }
        if (a->button != 1 || !v->pressing)
            return MM_VIEW_IGNORED;
        v->pressing = false;
        if (v->dragging) {
            v->dragging = false;
            return MM_VIEW_CONSUMED;
        }
        return board_click(v, move, len);
    case MM_ACT_WHEEL: {
        bool turn = (a->mods & (KMOD_CTRL | KMOD_SHIFT)) != 0;
        if (turn && v->tool == TOOL_CARD) {
            motm_rotate(v, a->wheel > 0 ? -1 : 1);
            return MM_VIEW_CONSUMED;
        }
        if (!mm_rect_has(v->board, a->x, a->y))
            return MM_VIEW_IGNORED;
        motm_cam_zoom(v, a->wheel > 0 ? 1 : -1, a->x, a->y);
        motm_tools_pointer(v);
        return MM_VIEW_CONSUMED;
    }
    case MM_ACT_KEY:
        if (motm_tools_wants_key(v, a->key) && tools_key(v, a->key))
            return MM_VIEW_CONSUMED;
        if ((a->key == SDLK_r || a->key == SDLK_q || a->key == SDLK_e) && v->tool == TOOL_CARD) {
            bool back = a->key == SDLK_q || (a->key == SDLK_r && (a->mods & KMOD_SHIFT));
            motm_rotate(v, back ? -1 : 1);
            return MM_VIEW_CONSUMED;
        }
        if ((a->key == SDLK_r || a->key == SDLK_q || a->key == SDLK_e) && v->tool == TOOL_WALLS) {
            /* Turns the wall cursor between the square's edges. */
            v->hover_wall.vertical = !v->hover_wall.vertical;
            motm_tools_pointer(v);
            return MM_VIEW_CONSUMED;
        }
        if (a->key == SDLK_f || a->key == SDLK_HOME) {
            motm_cam_fit(v, true);
            motm_tools_pointer(v);
            return MM_VIEW_CONSUMED;
        }
        if (a->key == SDLK_l && v->tool == TOOL_WALLS) {
            if (motm_walls_kind_left(v, !v->long_walls))
                v->long_walls = !v->long_walls;
            motm_tools_pointer(v);
            return MM_VIEW_CONSUMED;
        }
        if ((a->key == SDLK_RETURN || a->key == SDLK_KP_ENTER) && motm_walls_move(v, move, len))
            return MM_VIEW_MOVE;
        return MM_VIEW_IGNORED;
    case MM_ACT_BACK:
        if (v->tool != TOOL_NONE) {
            motm_tools_reset(v);
            return MM_VIEW_CONSUMED;
        }
        return MM_VIEW_IGNORED;
    default:
        return MM_VIEW_IGNORED;
    }
}

/* ================================================================ drawing */

static void bubble_near(motm_view *v, SDL_FRect near, const char *lines[], const mm_rgba colours[],
                        int n);

/* A note next to the pointer. */
static void bubble(motm_view *v, const char *lines[], const mm_rgba colours[], int n)
{
    bubble_near(v, mm_rect(v->px - 12, v->py - 12, 24, 24), lines, colours, n);
}

/* A note beside `near` (screen rect), clear of it and inside the board. */
static void bubble_near(motm_view *v, SDL_FRect near, const char *lines[], const mm_rgba colours[],
                        int n)
{
    mm_gfx *g = &v->app->gfx;
    float w = 0, size = motm_size(v, MM_TEXT_BODY, 19);
    for (int i = 0; i < n; i++) {
        float lw = mm_gfx_text_width(g, lines[i], size, i == 0);
        if (lw > w)
            w = lw;
    }
    float widest = fminf(v->tv ? 900 * v->k : 520, v->board.w - 60);
    if (w > widest)
        w = widest;
    float h = 0;
    for (int i = 0; i < n; i++)
        h += motm_text_wrapped(v, MM_TEXT_BODY, 19, i == 0, lines[i], 0, 0, w, MM_PAPER, MM_ALIGN_LEFT, false) + 4;
    /* A banner at the top of the board, or at its bottom, or beside the
     * thing it describes: wherever it hides least of it. */
    float bw = w + 28, bh = h + 18, mx = v->board.x + v->board.w / 2 - bw / 2;
    float side_y = fminf(fmaxf(near.y + near.h / 2 - bh / 2, v->board.y + 10),
                         v->board.y + v->board.h - bh - 12);
    SDL_FRect cand[4] = {mm_rect(mx, v->board.y + 10, bw, bh),
                         mm_rect(mx, v->board.y + v->board.h - bh - 12, bw, bh),
                         mm_rect(near.x + near.w + 24, side_y, bw, bh),
                         mm_rect(near.x - 24 - bw, side_y, bw, bh)};
    SDL_FRect keep = mm_rect(near.x - 8, near.y - 8, near.w + 16, near.h + 16);
    float least = -1;
    float x = cand[0].x, y = cand[0].y;
    for (int i = 0; i < 4; i++) {
        SDL_FRect c = cand[i], o;
        if (c.x < v->board.x + 6 || c.x + c.w > v->board.x + v->board.w - 6)
            continue;
        float hidden = SDL_IntersectFRect(&c, &keep, &o) ? o.w * o.h : 0;
        if (least < 0 || hidden < least) {
            least = hidden;
            x = c.x, y = c.y;
        }
    }
    mm_gfx_fill_round(g, mm_rect(x, y, w + 28, h + 18), 12, (mm_rgba){20, 16, 46, 235});
    mm_gfx_stroke_round(g, mm_rect(x, y, w + 28, h + 18), 12, 2, mm_alpha(colours[0], 200));
    float ty = y + 9;
    for (int i = 0; i < n; i++)
        ty += motm_text_wrapped(v, MM_TEXT_BODY, 19, i == 0, lines[i], x + 14, ty, w, colours[i], MM_ALIGN_LEFT, true) + 4;
}

/* What the previewed move does to the points, appended to `lines`: the
 * viewer's own before and after, and in one line every other player it
 * changes ("Others: Computer 1 −1, Computer 3 −4"). The side panel shows
 * each player's before and after too. */
static int points_lines(motm_view *v, const char *lines[], mm_rgba colours[], int n, int max,
                        char store[2][200])
{
    const motm_state *s = motm_view_state(v);
    if (!v->pts_valid || v->viewer < 0 || n >= max)
        return n;
    int me = v->viewer, before = v->pts_before[me], after = v->pts_after[me], d = after - before;
    snprintf(store[0], 200,
             dngettext(MM_TEXT_DOMAIN, "You: %d \u2192 %d point (%+d)", "You: %d \u2192 %d points (%+d)",
                       (unsigned long)(after < 0 ? -after : after)),
             before, after, d);
    lines[n] = store[0];
    colours[n++] = d > 0 ? MM_ACCENT : d < 0 ? MM_BAD : MM_MUTED;
    char others[200] = "";
    for (int i = 0; i < s->nseats; i++) {
        int di = v->pts_after[i] - v->pts_before[i];
        if (i == me || di == 0)
            continue;
        snprintf(others + strlen(others), sizeof others - strlen(others), "%s%s %+d",
                 others[0] ? ", " : "", v->session->rec.seats[i].name, di);
    }
    if (others[0] && n < max) {
        snprintf(store[1], 200, _("Others: %s"), others);
        lines[n] = store[1];
        colours[n++] = MM_PAPER;
    }
    return n;
}

/* A covered square, marked so it reads through the card above it: a bold
 * frame, and a covered head as its monster on a red-ringed disc, crossed. */
static void mark_covered(motm_view *v, SDL_FRect r, motm_square under)
{
    mm_gfx *g = &v->app->gfx;
    float cs = r.w;
    SDL_FRect in = mm_rect(r.x + 4, r.y + 4, r.w - 8, r.h - 8);
    float edge = fmaxf(3, cs * 0.06f);
    mm_gfx_stroke_round(g, in, cs * 0.14f, edge + 3, mm_alpha(MM_INK, 220));
    mm_gfx_stroke_round(g, in, cs * 0.14f, edge, MM_PAPER);
    if (under.kind != MOTM_SQ_HEAD && under.kind != MOTM_SQ_DOUBLE)
        return;
    char icon[48];
    snprintf(icon, sizeof icon, "motm/head-%s", motm_monster_key(under.monster));
    float d = cs * 0.5f, cx = r.x + d * 0.62f, cy = r.y + r.h - d * 0.62f;
    /* A light disc: the red cross stays clear under any colour vision. */
    mm_gfx_fill_circle(g, cx, cy, d * 0.62f, (mm_rgba){236, 232, 250, 255});
    mm_gfx_ring(g, cx, cy, d * 0.62f, fmaxf(2, cs * 0.04f), MM_INK);
    mm_gfx_image(g, icon, mm_rect(cx - d / 2, cy - d / 2, d, d), 0, 255);
    float k = d * 0.38f, w = fmaxf(3, cs * 0.05f);
    mm_gfx_line(g, cx - k, cy - k, cx + k, cy + k, w + 2, MM_INK);
    mm_gfx_line(g, cx + k, cy - k, cx - k, cy + k, w + 2, MM_INK);
    mm_gfx_line(g, cx - k, cy - k, cx + k, cy + k, w, MM_BAD);
    mm_gfx_line(g, cx + k, cy - k, cx - k, cy + k, w, MM_BAD);
}

static void draw_held(motm_view *v)
{
    const motm_state *s = motm_view_state(v);
    mm_gfx *g = &v->app->gfx;
    float cs = motm_cell_size(v);
    const motm_preview *pv = &v->pv;
    int w, h;
    motm_footprint_size(v->held_rot, &w, &h);
    SDL_FPoint c = motm_to_screen(v, (float)v->anchor_x + (float)w / 2, (float)v->anchor_y + (float)h / 2);
    motm_draw_card_at(v, v->held, c.x, c.y, cs, v->held_rot, pv->legal ? 215 : 150);
    mm_rgba edge = pv->legal ? MM_GOOD : MM_BAD;
    motm_outline_cells(v, v->anchor_x, v->anchor_y, v->held_rot, 4, edge);
    /* What lies underneath: crystals collected, heads covered. */
    for (int i = 0; i < MOTM_CARD_SQUARES; i++) {
        if (!pv->covers[i])
            continue;
        const motm_cell *cell = &pv->cells[i];
        SDL_FRect r = motm_cell_rect(v, cell->x, cell->y);
        motm_square under = motm_square_at(s, cell->x, cell->y);
        int t = motm_top_at(s, cell->x, cell->y);
        bool crystal = under.kind == MOTM_SQ_CRYSTAL ||
                       (under.kind == MOTM_SQ_EMPTY && motm_card_is_landscape(s->placed[t].card) &&
                        motm_card_square(v->held, cell->face).kind == MOTM_SQ_CRYSTAL);
        mark_covered(v, r, under);
        float d = cs * 0.4f;
        if (crystal && !s->solo && !free_start(v) && v->tv) {
            float bd = mm_table_badge_size(v->app);
            mm_table_badge(v->app, r.x + r.w - bd * 0.5f, r.y + bd * 0.5f, "+1", (mm_rgba){60, 170, 255, 240},
                           MM_PAPER);
        } else if (crystal && !s->solo && !free_start(v)) {
            mm_gfx_fill_circle(g, r.x + r.w - d * 0.55f, r.y + d * 0.55f, d * 0.55f, (mm_rgba){60, 170, 255, 240});
            mm_gfx_text(g, "+1", r.x + r.w - d * 0.55f, r.y + d * 0.55f - d * 0.36f, d * 0.55f, true, MM_PAPER, MM_ALIGN_CENTER);
        }
    }
    /* The verdict, what the card covers and collects, and every player's
     * points before and after. */
    enum { MAX_LINES = 6 };
    const char *lines[MAX_LINES];
    mm_rgba colours[MAX_LINES];
    char l0[MM_REASON_MAX], l1[240], l2[120], store[2][200];
    int n = 0;
    if (!pv->legal) {
        snprintf(l0, sizeof l0, "%s", pv->why);
        lines[n] = l0, colours[n++] = MM_BAD;
    } else if (free_start(v)) {
        snprintf(l0, sizeof l0, "%s", _("Start card: click to lay it here."));
        lines[n] = l0, colours[n++] = MM_GOOD;
    } else {
        int covered = 0;
        for (int i = 0; i < MOTM_CARD_SQUARES; i++)
            covered += pv->covers[i];
        if (covered)
            snprintf(l0, sizeof l0,
                     dngettext(MM_TEXT_DOMAIN, "Lay it here: covers %d square.",
                               "Lay it here: covers %d squares.", (unsigned long)covered),
                     covered);
        else
            snprintf(l0, sizeof l0, "%s", _("Lay it here, beside the others."));
        lines[n] = l0, colours[n++] = MM_GOOD;
        char heads[200] = "";
        for (int m = 0; m < MOTM_NMONSTERS; m++) {
            int k = pv->heads_covered[m];
            if (!k)
                continue;
            char part[64];
            snprintf(part, sizeof part,
                     dngettext(MM_TEXT_DOMAIN, "%d %s head", "%d %s heads", (unsigned long)k), k,
                     motm_monster_name(m));
            snprintf(heads + strlen(heads), sizeof heads - strlen(heads), "%s%s",
                     heads[0] ? ", " : "", part);
        }
        char crystals[64] = "";
        if (!s->solo && pv->crystals > 0)
            snprintf(crystals, sizeof crystals,
                     dngettext(MM_TEXT_DOMAIN, "+%d crystal", "+%d crystals",
                               (unsigned long)pv->crystals),
                     pv->crystals);
        if (crystals[0] && heads[0])
            snprintf(l1, sizeof l1, _("%s; covers %s"), crystals, heads);
        else if (crystals[0])
            snprintf(l1, sizeof l1, "%s", crystals);
        else if (heads[0])
            snprintf(l1, sizeof l1, _("Covers %s"), heads);
        else
            l1[0] = '\0';
        if (l1[0])
            lines[n] = l1, colours[n++] = MM_PAPER;
        if (v->pts_valid) {
            n = points_lines(v, lines, colours, n, MAX_LINES - 1, store);
        } else {
            int d = pv->score_after - pv->score_before;
            snprintf(l2, sizeof l2, _("Your points: %d \u2192 %d (%+d)"), pv->score_before,
                     pv->score_after, d);
            lines[n] = l2, colours[n++] = d > 0 ? MM_ACCENT : d < 0 ? MM_BAD : MM_MUTED;
        }
        if (pv->takes_tile)
            lines[n] = _("A red field: you take a monster tile!"), colours[n++] = MM_ACCENT;
    }
    /* Walls are never covered: keep them visible over the card. */
    for (int i = 0; i < s->nwalls; i++)
        motm_draw_wall(v, &s->walls[i], MOTM_WALL_STONE, 0.9f);
    SDL_FPoint tl = motm_to_screen(v, (float)v->anchor_x, (float)v->anchor_y);
    bubble_near(v, mm_rect(tl.x, tl.y, (float)w * cs, (float)h * cs), lines, colours, n);
}

static void draw_ship_step(motm_view *v)
{
    const motm_state *s = motm_view_state(v);
    mm_gfx *g = &v->app->gfx;
    float cs = motm_cell_size(v);
    int x0, y0, x1, y1;
    if (!motm_layout_bounds(s, &x0, &y0, &x1, &y1))
        return;
    float wx, wy;
    motm_to_world(v, v->px, v->py, &wx, &wy);
    int hx = (int)floorf(wx), hy = (int)floorf(wy);
    for (int y = y0; y <= y1; y++)
        for (int x = x0; x <= x1; x++) {
            if (motm_square_at(s, x, y).kind != MOTM_SQ_CRYSTAL || motm_ship_at(s, x, y) >= 0)
                continue;
            SDL_FRect r = motm_cell_rect(v, x, y);
            char move[32], why[MM_REASON_MAX];
            snprintf(move, sizeof move, "ship %d,%d", x, y);
            if (v->session->game->validate(v->visible, v->viewer, move, why, sizeof why))
                mm_focus_add(v->app, r, mm_focus_id("motm-ship", x * 1000 + y), MM_FOCUS_DEFAULT);
            bool hover = x == hx && y == hy && v->over_board;
            mm_gfx_stroke_round(g, mm_rect(r.x + 3, r.y + 3, r.w - 6, r.h - 6), cs * 0.2f,
                                hover ? 5 : 3, mm_alpha(MM_ACCENT, hover ? 255 : 190));
            if (hover) {
                char name[48];
                snprintf(name, sizeof name, "motm/ship-%s", motm_monster_key(s->monster[v->viewer]));
                mm_gfx_image(g, name, mm_rect(r.x + cs * 0.08f, r.y, cs * 0.84f, cs * 0.84f), 0, 200);
                const char *lines[1] = {_("Land a spaceship here: +1 on the crystal track.")};
                mm_rgba colours[1] = {MM_ACCENT};
                bubble(v, lines, colours, 1);
            }
        }
}

static void draw_tile_step(motm_view *v)
{
    const motm_state *s = motm_view_state(v);
    mm_gfx *g = &v->app->gfx;
    float cs = motm_cell_size(v);
    if (s->turn_card < 0)
        return;
    const motm_placed *p = &s->placed[s->turn_card];
    motm_cell cells[MOTM_CARD_SQUARES];
    motm_footprint(p->x, p->y, p->rot, cells);
    float wx, wy;
    motm_to_world(v, v->px, v->py, &wx, &wy);
    for (int i = 0; i < MOTM_CARD_SQUARES; i++) {
        if (!motm_tile_target(s, v->viewer, cells[i].x, cells[i].y))
            continue;
        SDL_FRect r = motm_cell_rect(v, cells[i].x, cells[i].y);
        mm_focus_add(v->app, r, mm_focus_id("motm-tile", cells[i].x * 1000 + cells[i].y),
                     MM_FOCUS_DEFAULT);
        bool hover = (int)floorf(wx) == cells[i].x && (int)floorf(wy) == cells[i].y;
        mm_gfx_stroke_round(g, mm_rect(r.x + 3, r.y + 3, r.w - 6, r.h - 6), cs * 0.2f, hover ? 6 : 3,
                            mm_alpha(motm_seat_colour(v, v->viewer), hover ? 255 : 200));
        if (hover) {
            char name[48];
            snprintf(name, sizeof name, "motm/tile-%s", motm_monster_key(s->monster[v->viewer]));
            mm_gfx_image(g, name, mm_rect(r.x + cs * 0.04f, r.y + cs * 0.04f, cs * 0.92f, cs * 0.92f), 0, 210);
        }
    }
}

static void draw_walls_tool(motm_view *v)
{
    for (int i = 0; i < v->npending; i++)
        motm_draw_wall(v, &v->pending[i], v->walls_legal ? MM_GOOD : MM_ACCENT, 1);
    if (v->hover_wall_ok)
        motm_draw_wall(v, &v->hover_wall, MM_PAPER, 0.6f);
    if (!v->walls_why[0])
        return;
    /* The plan's verdict and, once it may be built, every player's points
     * before and after; beside the planned walls, never over them. */
    enum { MAX_LINES = 3 };
    const char *lines[MAX_LINES] = {v->walls_why};
    mm_rgba colours[MAX_LINES] = {v->walls_legal ? MM_GOOD : v->npending >= 3 ? MM_BAD : MM_PAPER};
    char store[2][200];
    int n = points_lines(v, lines, colours, 1, MAX_LINES, store);
    SDL_FRect near = mm_rect(v->px - 12, v->py - 12, 24, 24);
    for (int i = 0; i < v->npending; i++) {
        SDL_FPoint p = motm_to_screen(v, (float)v->pending[i].x, (float)v->pending[i].y);
        if (i == 0 || p.y < near.y)
            near.y = p.y - motm_cell_size(v);
    }
    bubble_near(v, near, lines, colours, n);
}

/* A spaceship may land before the card: with keys or a controller the free
 * crystals take the focus too (not by default: the hand comes first). */
static void ship_first_targets(motm_view *v)
{
    const motm_state *s = motm_view_state(v);
    int x0, y0, x1, y1;
    if (s->ship_this_turn || motm_ships_left(s, v->viewer) <= 0 ||
        !motm_layout_bounds(s, &x0, &y0, &x1, &y1))
        return;
    for (int y = y0; y <= y1; y++)
        for (int x = x0; x <= x1; x++)
            if (motm_square_at(s, x, y).kind == MOTM_SQ_CRYSTAL && motm_ship_at(s, x, y) < 0)
                mm_focus_add(v->app, motm_cell_rect(v, x, y), mm_focus_id("motm-ship", x * 1000 + y), 0);
}

void motm_tools_draw(motm_view *v)
{
    const motm_state *s = motm_view_state(v);
    if (!v->may_act)
        return;
    if (v->tool == TOOL_NONE && s->phase == MOTM_PHASE_PLAY && s->step == MOTM_STEP_MAIN)
        ship_first_targets(v);
    if (v->tool == TOOL_CARD && (v->over_board || motm_keys(v))) {
        draw_held(v);
        mm_focus_add(v->app, motm_held_rect(v), mm_focus_id("motm-held", 0), MM_FOCUS_DEFAULT);
    } else if (v->tool == TOOL_WALLS) {
        draw_walls_tool(v);
        if (motm_keys(v))
            mm_focus_add(v->app, motm_wall_cursor_rect(v), mm_focus_id("motm-wall", 0),
                         v->walls_legal ? 0 : MM_FOCUS_DEFAULT);
    }
    else if (s->phase == MOTM_PHASE_PLAY && s->step == MOTM_STEP_SHIP)
        draw_ship_step(v);
    else if (s->phase == MOTM_PHASE_PLAY && s->step == MOTM_STEP_TILE)
        draw_tile_step(v);
}
