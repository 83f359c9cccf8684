/* SPDX-License-Identifier: MIT */
/* Monsters on the Moon's table: the camera over the unbounded layout.
 * At each step the table frames the layout tightly (with room only where
 * the viewer's cards may go) and glides to that framing; dragging empty
 * space pans, the wheel zooms in steps about the pointer. */
#include <math.h>

#include "motm_view.h"

/* The wheel's zoom steps (cell sizes in logical units). */
static const float zoom_steps[] = {18, 20, 22, 24, 27, 30, 33, 36, 40, 44, 48, 53,
                                   58, 64, 70, 77, 84, 92, 100, 109, 118};
#define NZOOM ((int)(sizeof zoom_steps / sizeof zoom_steps[0]))
/* Seconds a new framing takes to glide in. */
#define GLIDE 0.45

/* In the TV size, a player's empty hand late in the game (the pile is
 * used up) takes no room from the board: no strip below it, and beside it
 * only when that frames the layout larger. */
static bool hand_gone(const motm_view *v)
{
    const motm_state *s = v->visible ? motm_view_state(v) : NULL;
    int cards[MOTM_NCARDS];
    return v->tv && s && v->viewer >= 0 && s->phase != MOTM_PHASE_FREE &&
           motm_hand_cards(v, cards) == 0;
}

/* The hand's height in the strip below the board, `width` wide: on the
 * desktop one row; in the TV size the rows that make the cards largest
 * (up to 236 units high: a long hand, or a narrow 4:3 strip, takes two). */
static float strip_hand_h(const motm_view *v, float width)
{
    int cards[MOTM_NCARDS], n = v->visible ? motm_hand_cards(v, cards) : 0;
    if (!v->tv)
        return 170;
    if (hand_gone(v))
        return 0;
    const float gap = 16, row_gap = 14, edges = 40, most = 236 * v->k;
    float best_cell = 0, best_h = 172 * v->k;
    for (int rows = 1; rows <= 2 && rows <= (n > 0 ? n : 1); rows++) {
        int per_row = n > 0 ? (n + rows - 1) / rows : 3;
        float cell = fminf(66 * v->k, (width / (float)per_row - gap) / 3);
        float h = (float)rows * 2 * cell + (float)(rows - 1) * row_gap + edges;
        if (h > most) {
            cell = (most - edges - (float)(rows - 1) * row_gap) / (2 * (float)rows);
            h = most;
        }
        if (cell > best_cell + 0.5f) {
            best_cell = cell;
            best_h = fmaxf(h, 172 * v->k);
        }
    }
    return best_h;
}

/* The board and the hand's place for an arrangement (hand beside or below). */
static void arrange(const motm_view *v, bool beside, SDL_FRect *board, SDL_FRect *hand)
{
    SDL_FRect a = v->area;
    float top = a.y + v->track_h, right = a.x + a.w - v->panel_w;
    if (beside) {
        /* A column as wide as the log's corner, from the track down to it. */
        *hand = mm_rect(a.x, top, v->log.w, v->log.y - 8 - top);
        *board = mm_rect(a.x + v->log.w, top, right - a.x - v->log.w, a.y + a.h - top);
        return;
    }
    /* The strip right of the move log's corner (on the desktop, left of
     * the step's buttons; in the TV size those sit in the side panel). */
    float x = a.x + v->log.w, w = right - x - (v->tv ? 12 : 250);
    float hand_h = strip_hand_h(v, w), left = v->sheet ? v->sheet_w : 0;
    *hand = mm_rect(x, a.y + a.h - hand_h, w, hand_h);
    *board = mm_rect(a.x + left, top, right - a.x - left, a.h - v->track_h - hand_h);
    /* No hand: the board reaches down to the window's foot where the
     * layout leaves the log's corner free, else to the log (or, beside,
     * past it: the framing takes whichever shows the layout larger). */
    if (hand_h <= 0 && v->board_above_log)
        board->h = v->log.y - 8 - top;
}

void motm_layout_rects(motm_view *v)
{
    const motm_state *s = motm_view_state(v);
    bool solo = s && s->solo;
    v->tv = mm_ui_tv(v->app);
    /* The play scene's move log keeps the bottom left corner. */
    v->log = mm_ui_log_area(v->app);
    /* The TV layout's lengths are for a 16:9 window; a taller one (4:3) has
     * larger text (the type scale follows the height), so they grow too. */
    v->k = v->tv ? fmaxf(1, v->app->gfx.lh / 900) : 1;
    if (v->tv) {
        v->panel_w = 470 * v->k;
        v->track_h = (solo ? 76 : 104) * v->k;
        v->sheet_w = 560 * v->k;
    } else {
        v->panel_w = 380;
        v->track_h = solo ? 56 : 78;
        v->sheet_w = 470;
    }
    /* The scoring sheet takes the left side: the hand goes below then. */
    if (!v->tv || v->sheet || !s || v->viewer < 0 || motm_screen_active(v))
        v->hand_beside = false;
    SDL_FRect old = v->board;
    arrange(v, v->hand_beside, &v->board, &v->hand_area);
    v->hand_h = v->hand_area.h;
    /* A board of another size keeps the layout where it is on screen (the
     * camera's framing then glides to the new room). */
    float dx = v->board.x + v->board.w / 2 - (old.x + old.w / 2);
    float dy = v->board.y + v->board.h / 2 - (old.y + old.h / 2);
    if (v->cam.placed && (dx != 0 || dy != 0) && v->cam.cell > 0) {
        v->cam.cx += dx / v->cam.cell;
        v->cam.cy += dy / v->cam.cell;
        if (v->cam.from_cell > 0) {
            v->cam.from_cx += dx / v->cam.from_cell;
            v->cam.from_cy += dy / v->cam.from_cell;
        }
    }
}

float motm_cell_size(const motm_view *v)
{
    return v->cam.cell > 0 ? v->cam.cell : zoom_steps[0];
}

SDL_FPoint motm_to_screen(const motm_view *v, float wx, float wy)
{
    float cs = motm_cell_size(v);
    return (SDL_FPoint){v->board.x + v->board.w / 2 + (wx - v->cam.cx) * cs,
                        v->board.y + v->board.h / 2 + (wy - v->cam.cy) * cs};
}

void motm_to_world(const motm_view *v, float sx, float sy, float *wx, float *wy)
{
    float cs = motm_cell_size(v);
    *wx = v->cam.cx + (sx - v->board.x - v->board.w / 2) / cs;
    *wy = v->cam.cy + (sy - v->board.y - v->board.h / 2) / cs;
}

SDL_FRect motm_cell_rect(const motm_view *v, int x, int y)
{
    float cs = motm_cell_size(v);
    SDL_FPoint p = motm_to_screen(v, (float)x, (float)y);
    return mm_rect(p.x, p.y, cs, cs);
}

/* The layout's box in cells (x1, y1 exclusive); an empty layout is a card. */
static void layout_box(const motm_view *v, int *x0, int *y0, int *x1, int *y1)
{
    int a, b, c, d;
    if (!motm_layout_bounds(motm_view_state(v), &a, &b, &c, &d)) {
        a = 0, b = 0, c = 2, d = 1;
    }
    *x0 = a, *y0 = b, *x1 = c + 1, *y1 = d + 1;
}

/* Whether the viewer is about to lay a card (the hand's cards or the start
 * cards may be picked up). */
static bool viewer_lays(const motm_view *v)
{
    const motm_state *s = motm_view_state(v);
    const mm_session *se = v->session;
    if (v->viewer < 0 || se->rec.seats[v->viewer].kind != MM_SEAT_HUMAN ||
        se->game->to_move(se->state) != v->viewer)
        return false;
    return s->phase == MOTM_PHASE_FREE || (s->phase == MOTM_PHASE_PLAY && s->step == MOTM_STEP_MAIN);
}

/* Grows the box (cells, x1 and y1 exclusive) by the spots where the rules
 * let the viewer lay a card of the hand now, in any turn: the room the
 * card being placed needs, only where it can go. */
static void add_room(const motm_view *v, int *x0, int *y0, int *x1, int *y1)
{
    if (!viewer_lays(v))
        return;
    int cards[MOTM_NCARDS], n = motm_hand_cards(v, cards);
    int lx0 = *x0, ly0 = *y0, lx1 = *x1, ly1 = *y1;
    for (int i = 0; i < n; i++)
        for (int rot = 0; rot < 4; rot++) {
            int w, h;
            motm_footprint_size(rot, &w, &h);
            for (int y = ly0 - h; y <= ly1; y++)
                for (int x = lx0 - w; x <= lx1; x++) {
                    /* Inside the box already: it would not grow it. */
                    if (x >= *x0 && y >= *y0 && x + w <= *x1 && y + h <= *y1)
                        continue;
                    char move[48], why[MM_REASON_MAX];
                    motm_format_place(cards[i], x, y, rot, move, sizeof move);
                    if (!v->session->game->validate(v->visible, v->viewer, move, why, sizeof why))
                        continue;
                    *x0 = x < *x0 ? x : *x0;
                    *y0 = y < *y0 ? y : *y0;
                    *x1 = x + w > *x1 ? x + w : *x1;
                    *y1 = y + h > *y1 ? y + h : *y1;
                }
        }
}

/* The largest cell that shows w x h cells on `board`, within the sizes the
 * art is comfortable at. */
static float fit_cell(const motm_view *v, SDL_FRect board, float w, float h)
{
    float cap = v->tv ? 118 * v->k : 84;
    float c = fminf(board.w / w, board.h / h);
    return fmaxf(zoom_steps[0], fminf(c, cap));
}

/* Whether a card of the layout, framed at `cell` about cx, cy, would lie
 * under the move log's corner. */
static bool cards_under_log(const motm_view *v, float cell, float cx, float cy)
{
    const motm_state *s = motm_view_state(v);
    for (int i = 0; i < s->nplaced; i++) {
        int w, h;
        motm_footprint_size(s->placed[i].rot, &w, &h);
        float x = v->board.x + v->board.w / 2 + ((float)s->placed[i].x - cx) * cell;
        float y = v->board.y + v->board.h / 2 + ((float)s->placed[i].y - cy) * cell;
        if (x < v->log.x + v->log.w && y + (float)h * cell > v->log.y && x + (float)w * cell > v->log.x)
            return true;
    }
    return false;
}

void motm_cam_fit(motm_view *v, bool glide)
{
    int lx0, ly0, lx1, ly1;
    layout_box(v, &lx0, &ly0, &lx1, &ly1);
    int bx0 = lx0, by0 = ly0, bx1 = lx1, by1 = ly1;
    add_room(v, &bx0, &by0, &bx1, &by1);
    /* On each side where a card may go, room for its middle: the pointer
     * reaches every spot (the far half may lie under the panels; keys pan
     * to show it whole). A little room around for the shadows and marks. */
    const float pad = 0.3f, reach = 1.5f;
    float x0 = fmaxf((float)bx0, (float)lx0 - reach) - pad;
    float y0 = fmaxf((float)by0, (float)ly0 - reach) - pad;
    float x1 = fminf((float)bx1, (float)lx1 + reach) + pad;
    float y1 = fminf((float)by1, (float)ly1 + reach) + pad;
    float w = x1 - x0, h = y1 - y0;
    motm_layout_rects(v);
    /* TV: the hand beside the board when that frames the layout clearly
     * larger than below it (and back), so it does not hop for a trifle;
     * but never where the hand's cards would be small (a narrow strip in a
     * 4:3 window) while the other place has them big. */
    const motm_state *s = motm_view_state(v);
    if (v->tv && !v->sheet && s && v->viewer >= 0 && !motm_screen_active(v)) {
        SDL_FRect other, hand;
        arrange(v, !v->hand_beside, &other, &hand);
        float small = 44 * v->k;
        float here = motm_hand_cell_in(v, v->hand_area), there = motm_hand_cell_in(v, hand);
        bool cramped_here = here < small && there > here, cramped_there = there < small && here > there;
        if (cramped_here || (!cramped_there && fit_cell(v, other, w, h) > fit_cell(v, v->board, w, h) * 1.08f)) {
            v->hand_beside = !v->hand_beside;
            motm_layout_rects(v);
        }
    }
    motm_cam *c = &v->cam;
    c->to_cell = fit_cell(v, v->board, w, h);
    c->to_cx = (x0 + x1) / 2;
    c->to_cy = (y0 + y1) / 2;
    /* Without a hand, a board down to the window's foot unless a card would
     * lie under the move log's corner there. */
    if (hand_gone(v) && !v->hand_beside) {
        v->board_above_log = false;
        motm_layout_rects(v);
        float cell = c->to_cell = fit_cell(v, v->board, w, h);
        /* The framing may move right or up within the room the layout leaves,
         * as far as it takes its cards out from under the log. */
        float slack_x = fmaxf(0, (v->board.w - w * cell) / 2), slack_y = fmaxf(0, (v->board.h - h * cell) / 2);
        float left = v->board.x + v->board.w / 2 + (x0 - c->to_cx) * cell;
        float bottom = v->board.y + v->board.h / 2 + (y1 - c->to_cy) * cell;
        float right_by = fminf(slack_x, fmaxf(0, v->log.x + v->log.w - left));
        float up_by = fminf(slack_y, fmaxf(0, bottom - v->log.y));
        if (!cards_under_log(v, cell, c->to_cx, c->to_cy)) {
        } else if (!cards_under_log(v, cell, c->to_cx - right_by / cell, c->to_cy)) {
            c->to_cx -= right_by / cell;
        } else if (!cards_under_log(v, cell, c->to_cx, c->to_cy + up_by / cell)) {
            c->to_cy += up_by / cell;
        } else if (!cards_under_log(v, cell, c->to_cx - right_by / cell, c->to_cy + up_by / cell)) {
            c->to_cx -= right_by / cell;
            c->to_cy += up_by / cell;
        } else {
            v->board_above_log = true;
            motm_layout_rects(v);
            c->to_cell = fit_cell(v, v->board, w, h);
        }
    }
    c->user_moved = false;
    bool moves = c->to_cell != c->cell || c->to_cx != c->cx || c->to_cy != c->cy;
    if (!c->placed || !glide || mm_app_anim_scale(v->app) <= 0) {
        c->cell = c->to_cell, c->cx = c->to_cx, c->cy = c->to_cy;
        c->glide = (mm_tween){1, 0, 0};
    } else if (moves) {
        c->from_cell = c->cell, c->from_cx = c->cx, c->from_cy = c->cy;
        c->glide = (mm_tween){0, 0, GLIDE * mm_app_anim_scale(v->app)};
    }
    c->placed = true;
}

void motm_cam_settle(motm_view *v)
{
    motm_cam *c = &v->cam;
    if (c->glide.t >= 1)
        return;
    c->glide.t = 1;
    c->cell = c->to_cell, c->cx = c->to_cx, c->cy = c->to_cy;
}

void motm_cam_pan(motm_view *v, float cx, float cy)
{
    motm_cam_settle(v);
    v->cam.cx = v->cam.to_cx = cx;
    v->cam.cy = v->cam.to_cy = cy;
    v->cam.user_moved = true;
}

bool motm_cam_update(motm_view *v, double dt)
{
    motm_cam *c = &v->cam;
    if (c->glide.t >= 1)
        return false;
    bool runs = mm_tween_step(&c->glide, dt);
    float t = runs ? mm_ease(c->glide.t) : 1;
    /* The size changes by the same factor each moment (a steady zoom);
     * the point at the middle follows so the layout's box moves straight. */
    c->cell = c->from_cell * powf(c->to_cell / c->from_cell, t);
    float k = fabsf(c->to_cell - c->from_cell) > 1e-3f
                  ? (c->cell - c->from_cell) / (c->to_cell - c->from_cell)
                  : t;
    c->cx = c->from_cx + (c->to_cx - c->from_cx) * k;
    c->cy = c->from_cy + (c->to_cy - c->from_cy) * k;
    if (!runs)
        motm_cam_settle(v);
    return runs;
}

bool motm_cam_layout_visible(const motm_view *v)
{
    int x0, y0, x1, y1;
    layout_box(v, &x0, &y0, &x1, &y1);
    float cs = v->cam.to_cell > 0 ? v->cam.to_cell : motm_cell_size(v);
    float hw = v->board.w / 2 / cs, hh = v->board.h / 2 / cs;
    return (float)x0 >= v->cam.to_cx - hw && (float)x1 <= v->cam.to_cx + hw &&
           (float)y0 >= v->cam.to_cy - hh && (float)y1 <= v->cam.to_cy + hh;
}

void motm_cam_zoom(motm_view *v, int steps, float sx, float sy)
{
    motm_cam_settle(v);
    float wx, wy;
    motm_to_world(v, sx, sy, &wx, &wy);
    /* The next step of the wheel's sizes above or below the size shown. */
    float cs = motm_cell_size(v), next = cs;
    if (steps > 0) {
        for (int i = 0; i < NZOOM && next == cs; i++)
            if (zoom_steps[i] * v->k > cs * 1.01f)
                next = zoom_steps[i] * v->k;
    } else {
        for (int i = NZOOM - 1; i >= 0 && next == cs; i--)
            if (zoom_steps[i] * v->k < cs * 0.99f)
                next = zoom_steps[i] * v->k;
    }
    if (next == cs)
        return;
    v->cam.cell = v->cam.to_cell = next;
    /* Keep the world point under the pointer where it is. */
    v->cam.cx = v->cam.to_cx = wx - (sx - v->board.x - v->board.w / 2) / next;
    v->cam.cy = v->cam.to_cy = wy - (sy - v->board.y - v->board.h / 2) / next;
    v->cam.user_moved = true;
}
