/* SPDX-License-Identifier: MIT */
/* Monsters on the Moon's table: the scores during play. The side panel (each
 * player's monster, head points now, crystal field, spaceships, walls, hand
 * size, missions), the crystal track with its markers and red fields, and
 * the viewer's hand with the buttons of the current step. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "monstermoon/i18n.h"
#include "motm_view.h"
#include "focus.h"
#include "ui.h"

enum { BTN_END, BTN_WALLS, BTN_LONG, BTN_BUILD, BTN_DONE, BTN_SHEET, BTN_COUNT };

/* The number that picks a plural form (points may be negative). */
static unsigned long plural_n(int n)
{
    return (unsigned long)(n < 0 ? -n : n);
}

/* ==================================================================== hand */

int motm_hand_cards(const motm_view *v, int out[MOTM_NCARDS])
{
    const motm_state *s = motm_view_state(v);
    int n = 0;
    if (v->viewer < 0)
        return 0;
    if (s->phase == MOTM_PHASE_FREE) {
        for (int c = 0; c < MOTM_NCARDS; c++)
            if (c == s->start_cards[0] || c == s->start_cards[1] || motm_card_is_landscape(c)) {
                bool placed = false;
                for (int i = 0; i < s->nplaced; i++)
                    placed |= s->placed[i].card == c;
                if (!placed)
                    out[n++] = c;
            }
        return n;
    }
    for (int i = 0; i < s->nhand[v->viewer]; i++)
        if (s->hand[v->viewer][i] >= 0)
            out[n++] = s->hand[v->viewer][i];
    return n;
}

/* The hand's strip under the board, right of the move log (and, on the
 * desktop, left of the step's buttons; in the TV size those sit in the side
 * panel, so the hand gets the room). */
static SDL_FRect hand_strip(const motm_view *v)
{
    return v->hand_area;
}

/* Cards per row: the TV size puts a long hand in rows of big cards, as
 * many per row as make them largest in the hand's place (a strip below the
 * board or a column beside it). */
static float grid_cell_in(const motm_view *v, SDL_FRect strip, int n, int per_row)
{
    int rows = per_row > 0 ? (n + per_row - 1) / per_row : 1;
    float gap = 16, cell = v->tv ? 66 * v->k : 44;
    if (per_row > 0 && (float)per_row * (3 * cell + gap) > strip.w)
        cell = (strip.w / (float)per_row - gap) / 3;
    if (v->tv) {
        /* Rows with room for the lift of a picked card. */
        float fit = (strip.h - 28 - (float)(rows - 1) * 14) / (2 * (float)rows);
        cell = fminf(cell, fit);
    }
    return cell;
}

static int per_row_in(const motm_view *v, SDL_FRect strip, int n)
{
    if (!v->tv || n <= 1)
        return n;
    int best = n;
    for (int per_row = n - 1; per_row >= 1; per_row--)
        if (grid_cell_in(v, strip, n, per_row) > grid_cell_in(v, strip, n, best) + 0.5f)
            best = per_row;
    return best;
}

static float grid_cell(const motm_view *v, int n, int per_row)
{
    return grid_cell_in(v, hand_strip(v), n, per_row);
}

static int hand_per_row(const motm_view *v, int n)
{
    return per_row_in(v, hand_strip(v), n);
}

float motm_hand_cell_in(const motm_view *v, SDL_FRect area)
{
    int cards[MOTM_NCARDS], n = motm_hand_cards(v, cards);
    return n > 0 ? grid_cell_in(v, area, n, per_row_in(v, area, n)) : 0;
}

static float hand_cell(const motm_view *v, int n)
{
    return grid_cell(v, n, hand_per_row(v, n));
}

SDL_FRect motm_hand_rect(const motm_view *v, int index, int n)
{
    SDL_FRect strip = hand_strip(v);
    int per_row = hand_per_row(v, n), rows = (n + per_row - 1) / per_row;
    int row = index / per_row, col = index % per_row;
    int in_row = row < rows - 1 ? per_row : n - per_row * (rows - 1);
    float cell = hand_cell(v, n), w = 3 * cell, gap = 16, row_gap = 14;
    float total = (float)in_row * w + (float)(in_row - 1) * gap;
    float x = strip.x + (strip.w - total) / 2 + (float)col * (w + gap);
    float bottom = strip.y + strip.h - (v->tv ? 12 : 26);
    /* Beside the board the hand hangs from the top of its column. */
    if (v->hand_beside)
        bottom = strip.y + 28 + (float)rows * 2 * cell + (float)(rows - 1) * row_gap;
    float y = bottom - (float)(rows - row) * 2 * cell - (float)(rows - 1 - row) * row_gap;
    return mm_rect(x, y, w, 2 * cell);
}

typedef struct button {
    int id;
    const char *label;
    bool primary, enabled;
} button;

static int buttons(const motm_view *v, button out[4]);

SDL_FRect motm_button_rect(const motm_view *v, int index)
{
    if (v->tv) {
        /* At the foot of the side panel, one above the other, the last at
         * the foot: the missions above keep what the buttons leave. */
        button b[4];
        int n = buttons(v, b);
        n = n > index ? n : index + 1;
        float h = 60 * v->k, x = v->area.x + v->area.w - v->panel_w + 12;
        float y = v->area.y + v->area.h - 12 - (float)(n - index) * (h + 10) + 10;
        return mm_rect(x, y, v->panel_w - 24, h);
    }
    float x = v->area.x + v->area.w - v->panel_w - 240;
    float y = v->area.y + v->area.h - v->hand_h + 18 + (float)(index % 2) * 66;
    return mm_rect(x, y, 224, 56);
}

/* The buttons of the current step, in the order shown. */
static int buttons(const motm_view *v, button out[4])
{
    const motm_state *s = motm_view_state(v);
    int n = 0;
    bool sheet_fixed = v->may_act && (s->phase == MOTM_PHASE_CONTINUE || s->phase == MOTM_PHASE_MISSION);
    bool sheet_button = s->phase >= MOTM_PHASE_PLAY && !sheet_fixed;
    if (!v->may_act) {
        if (sheet_button)
            out[n++] = (button){BTN_SHEET, v->sheet ? _("Hide scores") : _("Show scores"), false, true};
        return n;
    }
    char why[MM_REASON_MAX];
    if (s->phase == MOTM_PHASE_FREE) {
        out[n++] = (button){BTN_DONE, _("Start playing"), true,
                            v->session->game->validate(v->visible, v->viewer, "done", why, sizeof why)};
    } else if (s->phase == MOTM_PHASE_PLAY && s->step == MOTM_STEP_SHIP) {
        out[n++] = (button){BTN_END, _("End turn"), true, true};
    } else if (s->phase == MOTM_PHASE_PLAY && s->step == MOTM_STEP_MAIN && s->advanced) {
        if (v->tool == TOOL_WALLS) {
            out[n++] = (button){BTN_BUILD, _("Build walls"), true, v->walls_legal};
            out[n++] = (button){BTN_LONG, v->long_walls ? _("Long walls") : _("Short walls"), false,
                                motm_walls_kind_left(v, !v->long_walls)};
        } else {
            bool any = s->short_walls[v->viewer] + s->long_walls[v->viewer] >= MOTM_WALL_SET_MIN;
            out[n++] = (button){BTN_WALLS, _("Moon walls"), false, any};
        }
    }
    if (sheet_button && n < 2)
        out[n++] = (button){BTN_SHEET, v->sheet ? _("Hide scores") : _("Show scores"), false, true};
    return n;
}

static void draw_hand_card(motm_view *v, int card, SDL_FRect r, bool held, bool hover)
{
    mm_gfx *g = &v->app->gfx;
    float cell = r.h / 2;
    if (held)
        r.y -= 14;
    else if (hover)
        r.y -= 6;
    mm_gfx_fill_round(g, mm_rect(r.x + 4, r.y + 6, r.w, r.h), cell * 0.2f, (mm_rgba){0, 0, 0, 110});
    motm_draw_card_at(v, card, r.x + r.w / 2, r.y + r.h / 2, cell, 0, held ? 150 : 255);
    if (held)
        mm_gfx_stroke_round(g, mm_rect(r.x - 4, r.y - 4, r.w + 8, r.h + 8), 12, 4, MM_ACCENT);
    else if (hover)
        mm_gfx_stroke_round(g, mm_rect(r.x - 3, r.y - 3, r.w + 6, r.h + 6), 12, 3, MM_PAPER);
}

void motm_draw_hand(motm_view *v)
{
    const motm_state *s = motm_view_state(v);
    SDL_FRect strip = hand_strip(v);
    int cards[MOTM_NCARDS], n = motm_hand_cards(v, cards);
    const char *title = s->phase == MOTM_PHASE_FREE ? _("Start cards: both monster cards must be laid")
                        : v->viewer >= 0        ? _("Your hand")
                                                : NULL;
    /* The TV size gives the hand's title line to bigger cards (the prompt
     * names the hand). */
    if (title && n > 0 && !v->tv)
        motm_text(v, MM_TEXT_DETAIL, 18, true, title, strip.x + strip.w / 2, strip.y + 8, 0,
                  MM_MUTED, MM_ALIGN_CENTER);
    bool pick = v->may_act && (s->phase == MOTM_PHASE_FREE ||
                               (s->phase == MOTM_PHASE_PLAY && s->step == MOTM_STEP_MAIN));
    /* Focus: every card that may be picked up, the first by default (in the
     * free start, the monster cards still to lay; then "Start playing"). */
    char why[MM_REASON_MAX];
    bool done_ok = s->phase == MOTM_PHASE_FREE &&
                   v->session->game->validate(v->visible, v->viewer, "done", why, sizeof why);
    for (int i = 0; i < n && pick; i++) {
        bool needed = s->phase != MOTM_PHASE_FREE ||
                      (!done_ok && (cards[i] == s->start_cards[0] || cards[i] == s->start_cards[1]));
        mm_focus_add(v->app, motm_hand_rect(v, i, n), mm_focus_id("motm-hand", cards[i]),
                     needed ? MM_FOCUS_DEFAULT : 0);
    }
    for (int i = 0; i < n; i++) {
        SDL_FRect r = motm_hand_rect(v, i, n);
        bool held = v->tool == TOOL_CARD && v->held == cards[i];
        draw_hand_card(v, cards[i], r, held, pick && mm_ui_hover(v->app, r));
    }
    if (v->viewer < 0 && s->phase != MOTM_PHASE_OVER)
        motm_text(v, MM_TEXT_BODY, 20, false, _("Computer players at the table"),
                  strip.x + strip.w / 2, strip.y + 70, strip.w, MM_MUTED, MM_ALIGN_CENTER);
    button b[4];
    int nb = buttons(v, b);
    for (int i = 0; i < nb; i++)
        mm_ui_button(v->app, motm_button_rect(v, i), b[i].label, NULL, b[i].primary, b[i].enabled);
    /* A hint under the buttons for the step. */
    if (v->may_act && s->phase == MOTM_PHASE_PLAY && s->step == MOTM_STEP_MAIN && s->advanced &&
        !v->tv) {
        char supply[96];
        snprintf(supply, sizeof supply, _("Walls left: %d short, %d long"), s->short_walls[v->viewer],
                 s->long_walls[v->viewer]);
        SDL_FRect r = motm_button_rect(v, 1);
        motm_text(v, MM_TEXT_DETAIL, 16, false, supply, r.x + r.w / 2, r.y + r.h + 8, 0, MM_MUTED,
                  MM_ALIGN_CENTER);
    }
}

mm_view_reply motm_hand_handle(motm_view *v, const mm_action *a, char *move, size_t len)
{
    const motm_state *s = motm_view_state(v);
    if (a->kind == MM_ACT_KEY && a->key >= SDLK_1 && a->key <= SDLK_9 && v->may_act) {
        int cards[MOTM_NCARDS], n = motm_hand_cards(v, cards), i = a->key - SDLK_1;
        if (i < n && (s->phase == MOTM_PHASE_FREE || s->step == MOTM_STEP_MAIN)) {
            motm_hold(v, cards[i]);
            return MM_VIEW_CONSUMED;
        }
        return MM_VIEW_IGNORED;
    }
    if (a->kind == MM_ACT_KEY && a->key == SDLK_w && v->may_act && s->advanced &&
        s->phase == MOTM_PHASE_PLAY && s->step == MOTM_STEP_MAIN) {
        motm_walls_toggle(v);
        return MM_VIEW_CONSUMED;
    }
    if (a->kind != MM_ACT_POINTER_UP || a->button != 1)
        return MM_VIEW_IGNORED;
    button b[4];
    int nb = buttons(v, b);
    for (int i = 0; i < nb; i++) {
        if (!mm_ui_clicked(a, motm_button_rect(v, i)) || !b[i].enabled)
            continue;
        mm_app_sound(v->app, "click");
        switch (b[i].id) {
        case BTN_END:
            snprintf(move, len, "end");
            return MM_VIEW_MOVE;
        case BTN_DONE:
            snprintf(move, len, "done");
            return MM_VIEW_MOVE;
        case BTN_WALLS:
            motm_walls_toggle(v);
            return MM_VIEW_CONSUMED;
        case BTN_LONG:
            v->long_walls = !v->long_walls;
            motm_tools_pointer(v);
            return MM_VIEW_CONSUMED;
        case BTN_BUILD:
            return motm_walls_move(v, move, len) ? MM_VIEW_MOVE : MM_VIEW_CONSUMED;
        case BTN_SHEET:
            v->sheet = !v->sheet;
            v->sheet_final = s->phase != MOTM_PHASE_CONTINUE;
            v->sheet_seat = v->viewer >= 0 ? v->viewer : 0;
            v->groups_valid = false;
            motm_layout_rects(v);
            motm_cam_fit(v, true);
            return MM_VIEW_CONSUMED;
        default:
            return MM_VIEW_CONSUMED;
        }
    }
    int cards[MOTM_NCARDS], n = motm_hand_cards(v, cards);
    for (int i = 0; i < n; i++) {
        if (!mm_rect_has(motm_hand_rect(v, i, n), a->x, a->y))
            continue;
        if (!v->may_act) {
            mm_app_toast(v->app, _("Wait for your turn."));
            return MM_VIEW_CONSUMED;
        }
        if (s->phase != MOTM_PHASE_FREE && !(s->phase == MOTM_PHASE_PLAY && s->step == MOTM_STEP_MAIN))
            return MM_VIEW_CONSUMED;
        motm_hold(v, cards[i]);
        return MM_VIEW_CONSUMED;
    }
    return MM_VIEW_IGNORED;
}

/* ============================================================ crystal track */

/* A player's marker on the crystal track: their monster's tile, so the
 * markers differ by picture, not by colour alone. */
static void track_marker(motm_view *v, int seat, float cx, float cy, float d)
{
    const motm_state *s = motm_view_state(v);
    mm_gfx *g = &v->app->gfx;
    mm_gfx_fill_circle(g, cx, cy, d / 2 + 2, MM_INK);
    if (s->monster[seat] < 0) {
        mm_gfx_fill_circle(g, cx, cy, d / 2, motm_seat_colour(v, seat));
        return;
    }
    char name[48];
    snprintf(name, sizeof name, "motm/tile-%s", motm_monster_key(s->monster[seat]));
    mm_gfx_image(g, name, mm_rect(cx - d / 2, cy - d / 2, d, d), 0, 255);
}

void motm_draw_track(motm_view *v)
{
    const motm_state *s = motm_view_state(v);
    mm_gfx *g = &v->app->gfx;
    SDL_FRect strip = mm_rect(v->area.x + 10, v->area.y + 6, v->area.w - v->panel_w - 20,
                              v->track_h - 12);
    mm_gfx_fill_round(g, strip, 14, (mm_rgba){20, 16, 46, 215});
    if (s->solo) {
        motm_solo solo = motm_view_tally(v)->solo;
        char text[200], total[64];
        snprintf(text, sizeof text, _("Vampires %+d \u00b7 crystals %+d \u00b7 witches and werewolves %+d"),
                 solo.vampires, solo.crystals, solo.others);
        snprintf(total, sizeof total,
                 dngettext(MM_TEXT_DOMAIN, "= %d point", "= %d points", plural_n(solo.total)),
                 solo.total);
        float ty = strip.y + (strip.h - motm_size(v, MM_TEXT_BODY, 20) * 1.25f) / 2;
        float lw = motm_text(v, MM_TEXT_BODY, 20, true, _("Solo score"), strip.x + 14, ty, 0,
                             MM_ACCENT, MM_ALIGN_LEFT);
        float tw = motm_text(v, MM_TEXT_BODY, 22, true, total, strip.x + strip.w - 14, ty, 0,
                             MM_ACCENT, MM_ALIGN_RIGHT);
        float room = strip.w - lw - tw - 56;
        motm_text(v, v->tv ? MM_TEXT_DETAIL : MM_TEXT_BODY, 20, false, text,
                  strip.x + 28 + lw + room / 2, ty + (v->tv ? 6 : 0), room, MM_PAPER,
                  MM_ALIGN_CENTER);
        return;
    }
    /* The label, unless the fields need its room for their numbers (the
     * long 2-player track in a narrow window). */
    int last = motm_track_last(s->nseats);
    mm_gfx *gt = &v->app->gfx;
    float label_w = fmaxf(mm_gfx_text_width(gt, _("Crystal track"), motm_size(v, MM_TEXT_BODY, 18), true),
                          mm_gfx_text_width(gt, _("points per field"), motm_size(v, MM_TEXT_DETAIL, 14), false));
    float need = mm_gfx_text_width(gt, "88", motm_size(v, MM_TEXT_BADGE, 15), true) + 10;
    bool label = (strip.w - 6 - fmaxf(150, label_w + 34)) / (float)(last + 1) >= need;
    if (label) {
        motm_text(v, MM_TEXT_BODY, 18, true, _("Crystal track"), strip.x + 14,
                  strip.y + (v->tv ? 4 : 8), 0, MM_ACCENT, MM_ALIGN_LEFT);
        motm_text(v, MM_TEXT_DETAIL, 14, false, _("points per field"), strip.x + 14,
                  strip.y + (v->tv ? 6 + motm_size(v, MM_TEXT_BODY, 18) * 1.2f : 32), 0, MM_MUTED,
                  MM_ALIGN_LEFT);
    }
    float x0 = label ? strip.x + fmaxf(150, label_w + 34) : strip.x + 6;
    float fw = (strip.x + strip.w - 6 - x0) / (float)(last + 1);
    if (fw > (v->tv ? 70 * v->k : 58))
        fw = v->tv ? 70 * v->k : 58;
    float num = motm_size(v, MM_TEXT_BADGE, 15);
    for (int f = 0; f <= last; f++) {
        SDL_FRect r = mm_rect(x0 + (float)f * fw + 2, strip.y + 4, fw - 4, strip.h - 8);
        bool red = f == motm_track_red(s->nseats, 0) || f == motm_track_red(s->nseats, 1);
        mm_gfx_fill_round(g, r, 8, red ? (mm_rgba){92, 30, 52, 255} : (mm_rgba){52, 44, 98, 255});
        mm_gfx_stroke_round(g, r, 8, red ? 3 : 1.5f, red ? MM_BAD : (mm_rgba){110, 92, 180, 255});
        if (red) /* a double frame: red fields differ by shape, not by colour alone */
            mm_gfx_stroke_round(g, mm_rect(r.x + 5, r.y + 5, r.w - 10, r.h - 10), 5, 1.5f,
                                MM_BAD);
        char pts[8];
        snprintf(pts, sizeof pts, "%d", motm_track_points(s->nseats, f));
        motm_text(v, MM_TEXT_BADGE, 15, true, pts, r.x + r.w / 2, r.y + 2, 0,
                  red ? MM_PAPER : MM_MUTED, MM_ALIGN_CENTER);
        if (red) {
            /* The monster tiles still waiting on this red field. */
            int k = f == motm_track_red(s->nseats, 0) ? 0 : 1, waiting = 0;
            for (int i = 0; i < s->nseats; i++)
                waiting += s->monster[i] >= 0 && !s->tile_taken[i][k];
            float d = fminf(r.w - 6, v->tv ? 30 * v->k : 20);
            float top = r.y + num * 1.2f + 2, step = v->tv ? 10 * v->k : 8;
            float tx = r.x + (r.w - d) / 2 - (float)(waiting - 1) * step / 2;
            for (int i = 0, j = 0; i < s->nseats; i++) {
                if (s->monster[i] < 0 || s->tile_taken[i][k])
                    continue;
                char name[48];
                snprintf(name, sizeof name, "motm/tile-%s", motm_monster_key(s->monster[i]));
                mm_gfx_image(g, name, mm_rect(tx + (float)j++ * step, top, d, d), 0, 150);
            }
        }
    }
    /* Markers: the monster's own tile, side by side (overlapping when
     * crowded) when they share a field. */
    for (int i = 0; i < s->nseats; i++) {
        int same = 0, before = 0;
        for (int o = 0; o < s->nseats; o++)
            if (s->track[o] == s->track[i]) {
                same++;
                before += o < i;
            }
        SDL_FRect r = mm_rect(x0 + (float)s->track[i] * fw + 2, strip.y + 4, fw - 4, strip.h - 8);
        float d = fminf(v->tv ? 38 * v->k : 22, r.h - num * 1.2f - 4);
        float span = r.w - d;
        float stepx = same > 1 ? fminf(d * 0.8f, span / (float)(same - 1)) : 0;
        float cx = r.x + r.w / 2 + ((float)before - (float)(same - 1) / 2) * stepx;
        track_marker(v, i, cx, r.y + r.h - d / 2 - 3, d);
    }
}

/* ============================================================ side panel */

SDL_FRect motm_seat_rect(const motm_view *v, int seat)
{
    const motm_state *s = motm_view_state(v);
    float h = v->tv ? fminf(118 * v->k, (v->area.h - 360 * v->k) / (float)s->nseats)
                    : fminf(150, (v->area.h - 200) / (float)s->nseats);
    return mm_rect(v->area.x + v->area.w - v->panel_w + 8, v->area.y + 10 + h * (float)seat,
                   v->panel_w - 18, h - 10);
}

/* An icon and a number after it in the panel's text size; returns the x after. */
static float icon_number(motm_view *v, const char *icon, float icon_w, const char *text, float x,
                         float y, float size, mm_rgba c)
{
    mm_gfx *g = &v->app->gfx;
    float ih = icon_w * (strstr(icon, "card-back") ? 0.66f : 1);
    mm_gfx_image(g, icon, mm_rect(x, y + (size * 1.2f - ih) / 2, icon_w, ih), 0, 255);
    x += icon_w + 2;
    return x + motm_text(v, MM_TEXT_BODY, size, true, text, x, y, 0, c, MM_ALIGN_LEFT) + 8;
}

void motm_seat_badge(motm_view *v, int seat, SDL_FRect r)
{
    const motm_state *s = motm_view_state(v);
    if (s->monster[seat] >= 0) {
        char name[48];
        snprintf(name, sizeof name, "motm/tile-%s", motm_monster_key(s->monster[seat]));
        mm_gfx_image(&v->app->gfx, name, r, 0, 255);
    } else {
        mm_table_badge_in(v->app, r, "?", (mm_rgba){60, 52, 100, 255}, MM_MUTED);
    }
}

static void draw_seat(motm_view *v, int i, int deciding)
{
    const motm_state *s = motm_view_state(v);
    mm_gfx *g = &v->app->gfx;
    SDL_FRect p = motm_seat_rect(v, i);
    bool turn = i == deciding;
    mm_gfx_fill_round(g, p, 16, turn ? (mm_rgba){70, 58, 136, 240} : (mm_rgba){38, 32, 78, 230});
    mm_gfx_stroke_round(g, p, 16, turn ? 4 : 2, turn ? MM_ACCENT : (mm_rgba){96, 80, 170, 255});
    float d = fminf(p.h - 24, v->tv ? 50 * v->k : 64);
    motm_seat_badge(v, i, mm_rect(p.x + 10, p.y + 10, d, d));
    const mm_seat *seat = &v->session->rec.seats[i];
    char title[80];
    snprintf(title, sizeof title, "%s%s", seat->name, i == v->viewer ? _(" (you)") : "");
    float tx = p.x + d + (v->tv ? 18 : 22);
    /* The points now, big, top right; the name shrinks before it runs under. */
    char line[120];
    float pw = 0;
    if (!s->solo) {
        /* While a card or walls are previewed: the points before and after. */
        int now = motm_view_tally(v)->points[i], change = 0;
        if (motm_preview_shown(v))
            change = v->pts_after[i] - now;
        if (change)
            snprintf(line, sizeof line, "%d\u2192%d", now, v->pts_after[i]);
        else
            snprintf(line, sizeof line, "%d", now);
        pw = motm_text(v, MM_TEXT_HEADING, 30, true, line, p.x + p.w - 14, p.y + (v->tv ? 2 : 8), 0,
                       change > 0 ? MM_GOOD : change < 0 ? MM_BAD : MM_ACCENT, MM_ALIGN_RIGHT);
    }
    motm_text(v, MM_TEXT_BODY, 21, true, title, tx, p.y + 8, p.x + p.w - tx - pw - 24,
              turn ? MM_ACCENT : MM_PAPER, MM_ALIGN_LEFT);
    if (s->solo) {
        /* Alone against the Man in the Moon: the score and its rating now. */
        motm_solo solo = motm_view_tally(v)->solo;
        char pts[48];
        snprintf(pts, sizeof pts, dngettext(MM_TEXT_DOMAIN, "%d point", "%d points", plural_n(solo.total)),
                 solo.total);
        float line_h = motm_size(v, MM_TEXT_BODY, 20) * 1.25f;
        motm_text(v, MM_TEXT_BODY, 20, true, pts, tx, p.y + 8 + line_h, 0, MM_ACCENT, MM_ALIGN_LEFT);
        motm_text_wrapped(v, MM_TEXT_DETAIL, 15, false, motm_solo_rating(solo.total), tx,
                          p.y + 10 + 2 * line_h, p.w - (tx - p.x) - 12, MM_MUTED, MM_ALIGN_LEFT, true);
        return;
    }
    char ship[48];
    snprintf(ship, sizeof ship, "motm/ship-%s", s->monster[i] >= 0 ? motm_monster_key(s->monster[i]) : "werewolf");
    if (v->tv) {
        /* One line of pictures and numbers: heads now, crystal points,
         * spaceships left, cards in hand, walls left. */
        motm_heads h = motm_view_tally(v)->heads[i];
        float size = mm_type(v->app, MM_TEXT_BODY), y = p.y + 14 + size * 1.2f, icon = size * 0.9f;
        float x = tx;
        char head[48];
        snprintf(head, sizeof head, "motm/head-%s", s->monster[i] >= 0 ? motm_monster_key(s->monster[i]) : "werewolf");
        snprintf(line, sizeof line, "%d", h.total);
        x = icon_number(v, head, icon, line, x, y, size, MM_PAPER);
        snprintf(line, sizeof line, "%d", motm_crystal_points(s, i));
        x = icon_number(v, "motm/crystal", icon, line, x, y, size, MM_PAPER);
        snprintf(line, sizeof line, "%d", motm_ships_left(s, i));
        x = icon_number(v, ship, icon, line, x, y, size, MM_PAPER);
        snprintf(line, sizeof line, "%d", s->nhand[i]);
        x = icon_number(v, "motm/card-back", icon, line, x, y, size, MM_PAPER);
        if (s->advanced) {
            /* Walls left, short + long, after a little wall. */
            float wy0 = y + size * 0.15f, wy1 = y + size * 1.05f, wx = x + 4;
            mm_gfx_line(g, wx, wy0, wx, wy1, 9, MM_INK);
            mm_gfx_line(g, wx, wy0, wx, wy1, 5, MOTM_WALL_STONE);
            snprintf(line, sizeof line, "%d+%d", s->short_walls[i], s->long_walls[i]);
            motm_text(v, MM_TEXT_BODY, 16, true, line, x + 12, y, 0, MM_PAPER, MM_ALIGN_LEFT);
        }
        return;
    }
    motm_heads h = motm_view_tally(v)->heads[i];
    snprintf(line, sizeof line,
             dngettext(MM_TEXT_DOMAIN, "Heads now: %d point", "Heads now: %d points", plural_n(h.total)),
             h.total);
    mm_gfx_text(g, line, tx, p.y + 36, 17, false, MM_PAPER, MM_ALIGN_LEFT);
    int cp = motm_crystal_points(s, i);
    snprintf(line, sizeof line,
             dngettext(MM_TEXT_DOMAIN, "Crystals: field %d, %d point", "Crystals: field %d, %d points",
                       plural_n(cp)),
             s->track[i], cp);
    mm_gfx_text(g, line, tx, p.y + 58, 17, false, MM_PAPER, MM_ALIGN_LEFT);
    /* Spaceships left, cards in hand, walls. */
    float y = p.y + 84;
    if (y + 24 > p.y + p.h)
        return;
    float x = tx;
    for (int k = 0; k < motm_ships_left(s, i); k++, x += 24)
        mm_gfx_image(g, ship, mm_rect(x, y - 2, 26, 26), 0, 255);
    x += 8;
    mm_gfx_image(g, "motm/card-back", mm_rect(x, y + 2, 30, 20), 0, 255);
    snprintf(line, sizeof line, "\u00d7%d", s->nhand[i]);
    x += 34 + mm_gfx_text(g, line, x + 34, y, 17, true, MM_PAPER, MM_ALIGN_LEFT) + 10;
    if (s->advanced) {
        snprintf(line, sizeof line, _("walls %d+%d"), s->short_walls[i], s->long_walls[i]);
        mm_gfx_text(g, line, x, y, 16, false, MM_MUTED, MM_ALIGN_LEFT);
    }
}

/* A mission's name line: a tick when the viewer meets it, its bonus. */
static void mission_line(const motm_view *v, int m, char *line, size_t len, bool *met)
{
    const motm_state *s = motm_view_state(v);
    *met = v->viewer >= 0 && motm_mission_met(s, v->viewer, m);
    snprintf(line, len, "%s%s (+%d)", *met ? "\u2713 " : "", motm_mission_title(m), motm_mission_bonus(m));
}

/* The TV size names the missions in the body size, every one of them: the
 * heading goes first when they would not fit under it, their texts follow
 * only where there is room (the scoring sheet and the rules screen have
 * them); a list longer than the room ends with where the rest are. */
static void draw_missions_tv(motm_view *v, const char *title, const int *opts, int n, float x, float y,
                             float w, float bottom)
{
    float names[MOTM_OPEN_MISSIONS], sum = 0;
    char line[200];
    bool met;
    for (int i = 0; i < n; i++) {
        mission_line(v, opts[i], line, sizeof line, &met);
        /* Each with the gap after it. */
        names[i] = motm_text_wrapped(v, MM_TEXT_BODY, 15, false, line, x, y, w, MM_PAPER, MM_ALIGN_LEFT, false) + 4;
        sum += names[i];
    }
    float head = motm_text_wrapped(v, MM_TEXT_BODY, 16, true, title, x, y, w, MM_ACCENT, MM_ALIGN_LEFT, false) + 4;
    if (y + head + sum <= bottom)
        y += motm_text_wrapped(v, MM_TEXT_BODY, 16, true, title, x, y, w, MM_ACCENT, MM_ALIGN_LEFT, true) + 4;
    const char *more = _("More missions under Show scores");
    float more_h = motm_text_wrapped(v, MM_TEXT_BODY, 15, false, more, x, y, w, MM_MUTED, MM_ALIGN_LEFT, false);
    for (int i = 0; i < n; i++) {
        sum -= names[i];
        /* The last name that fits before the rest would not: the note. */
        if (y + names[i] + (sum > 0 && y + names[i] + sum > bottom ? more_h : 0) > bottom) {
            if (y + more_h <= bottom)
                motm_text_wrapped(v, MM_TEXT_BODY, 15, false, more, x, y, w, MM_MUTED, MM_ALIGN_LEFT, true);
            return;
        }
        mission_line(v, opts[i], line, sizeof line, &met);
        y += motm_text_wrapped(v, MM_TEXT_BODY, 15, false, line, x, y, w, met ? MM_GOOD : MM_PAPER, MM_ALIGN_LEFT,
                               true);
        /* Its text while every name after it still fits. */
        const char *text = motm_mission_text(opts[i]);
        float th = motm_text_wrapped(v, MM_TEXT_DETAIL, 15, false, text, x, y, w, MM_MUTED, MM_ALIGN_LEFT, false);
        if (y + th + 4 + sum <= bottom)
            y += motm_text_wrapped(v, MM_TEXT_DETAIL, 15, false, text, x, y, w, MM_MUTED, MM_ALIGN_LEFT, true);
        y += 4;
    }
}

static void draw_missions(motm_view *v, float y, float bottom)
{
    const motm_state *s = motm_view_state(v);
    float x = v->area.x + v->area.w - v->panel_w + 14, w = v->panel_w - 30;
    int opts[MOTM_OPEN_MISSIONS], n = 0;
    const char *title = NULL;
    if (s->missions == MOTM_MISSIONS_OPEN) {
        n = motm_mission_options(s, 0, opts);
        title = v->tv ? _("Open missions") : _("Open missions (everybody picks one at the end)");
    } else if (s->missions == MOTM_MISSIONS_SECRET && v->viewer >= 0) {
        n = motm_mission_options(s, v->viewer, opts);
        title = v->tv ? _("Your secret missions") : _("Your secret missions (pick one at the end)");
    }
    if (!title)
        return;
    if (v->tv) {
        draw_missions_tv(v, title, opts, n, x, y, w, bottom);
        return;
    }
    float title_h = motm_size(v, MM_TEXT_BODY, 15) * 1.25f;
    y += motm_text_wrapped(v, MM_TEXT_BODY, 16, true, title, x, y, w, MM_ACCENT, MM_ALIGN_LEFT, true) + 4;
    for (int i = 0; i < n && y + title_h <= bottom; i++) {
        char line[200];
        bool met = v->viewer >= 0 && motm_mission_met(s, v->viewer, opts[i]);
        snprintf(line, sizeof line, "%s%s (+%d): %s", met ? "\u2713 " : "", motm_mission_title(opts[i]),
                 motm_mission_bonus(opts[i]), motm_mission_text(opts[i]));
        y += motm_text_wrapped(v, MM_TEXT_DETAIL, 15, false, line, x, y, w, met ? MM_GOOD : MM_PAPER,
                               MM_ALIGN_LEFT, true) +
             4;
    }
}

void motm_draw_panel(motm_view *v)
{
    const motm_state *s = motm_view_state(v);
    mm_gfx *g = &v->app->gfx;
    SDL_FRect panel = mm_rect(v->area.x + v->area.w - v->panel_w, v->area.y, v->panel_w, v->area.h);
    mm_gfx_fill_rect(g, panel, (mm_rgba){22, 18, 50, 225});
    int deciding = motm_view_deciding(v);
    for (int i = 0; i < s->nseats; i++)
        draw_seat(v, i, deciding);
    SDL_FRect last = motm_seat_rect(v, s->nseats - 1);
    float y = last.y + last.h + 14;
    /* The draw pile. */
    float pile_h = v->tv ? 40 * v->k : 44;
    mm_gfx_image(g, "motm/card-back", mm_rect(panel.x + 14, y, pile_h * 1.5f, pile_h), 0, s->ndeck > 0 ? 255 : 90);
    char pile[160];
    /* The end coming near: the last cards of the pile (then the
     * intermediate scoring), and after it the last cards in the hands. */
    bool near_end = false;
    int in_hands = 0;
    for (int i = 0; i < s->nseats; i++)
        in_hands += s->nhand[i];
    if (s->phase <= MOTM_PHASE_PASS) {
        snprintf(pile, sizeof pile, "%s", _("The cards are being dealt."));
    } else if (s->ndeck > 0 && s->ndeck <= s->nseats && !s->solo) {
        near_end = true;
        snprintf(pile, sizeof pile,
                 dngettext(MM_TEXT_DOMAIN, "Last card in the pile: then the intermediate scoring",
                           "Last %d cards in the pile: then the intermediate scoring",
                           (unsigned long)s->ndeck),
                 s->ndeck);
    } else if (s->ndeck > 0) {
        snprintf(pile, sizeof pile,
                 dngettext(MM_TEXT_DOMAIN, "%d card in the pile", "%d cards in the pile",
                           (unsigned long)s->ndeck),
                 s->ndeck);
    } else if (s->phase == MOTM_PHASE_PLAY && in_hands > 0 && v->tv) {
        /* Short in the TV size (the pile's picture shows it empty): the
         * panel's room is the missions'. */
        near_end = true;
        snprintf(pile, sizeof pile,
                 dngettext(MM_TEXT_DOMAIN, "Last card in hand", "Last %d cards in hand",
                           (unsigned long)in_hands),
                 in_hands);
    } else if (s->phase == MOTM_PHASE_PLAY && in_hands > 0) {
        near_end = true;
        snprintf(pile, sizeof pile,
                 dngettext(MM_TEXT_DOMAIN, "Pile empty: the last card in hand, then the final scoring",
                           "Pile empty: the last %d cards in hand, then the final scoring",
                           (unsigned long)in_hands),
                 in_hands);
    } else if (s->intermediate_done) {
        snprintf(pile, sizeof pile, "%s", _("Pile empty: no more drawing"));
    } else {
        snprintf(pile, sizeof pile, "%s", _("Pile empty"));
    }
    float px = panel.x + 26 + pile_h * 1.5f;
    float ph = motm_text_wrapped(v, MM_TEXT_BODY, 17, false, pile, px, y + (v->tv ? 0 : 10),
                                 panel.x + panel.w - px - 14, near_end ? MM_ACCENT : MM_PAPER,
                                 MM_ALIGN_LEFT, true);
    /* Missions down to the buttons (TV) or the window's foot. */
    float bottom = v->tv ? motm_button_rect(v, 0).y - 10 : v->area.y + v->area.h - 30;
    draw_missions(v, y + fmaxf(v->tv ? 50 * v->k : 58, ph + (v->tv ? 8 : 16)), bottom);
}
