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
#include "ui.h"

enum { BTN_END, BTN_WALLS, BTN_LONG, BTN_BUILD, BTN_DONE, BTN_SHEET, BTN_COUNT };

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

static SDL_FRect hand_strip(const motm_view *v)
{
    return mm_rect(v->area.x + MOTM_LOG_W, v->area.y + v->area.h - MOTM_HAND_H,
                   v->area.w - MOTM_PANEL_W - MOTM_LOG_W - 250, MOTM_HAND_H);
}

static float hand_cell(const motm_view *v, int n)
{
    SDL_FRect strip = hand_strip(v);
    float cell = 44;
    if (n > 0 && (float)n * (3 * cell + 16) > strip.w)
        cell = (strip.w / (float)n - 16) / 3;
    return cell;
}

SDL_FRect motm_hand_rect(const motm_view *v, int index, int n)
{
    SDL_FRect strip = hand_strip(v);
    float cell = hand_cell(v, n), w = 3 * cell, gap = 16;
    float total = (float)n * w + (float)(n - 1) * gap;
    float x = strip.x + (strip.w - total) / 2 + (float)index * (w + gap);
    return mm_rect(x, strip.y + strip.h - 2 * cell - 26, w, 2 * cell);
}

SDL_FRect motm_button_rect(const motm_view *v, int index)
{
    float x = v->area.x + v->area.w - MOTM_PANEL_W - 240;
    float y = v->area.y + v->area.h - MOTM_HAND_H + 18 + (float)(index % 2) * 66;
    return mm_rect(x, y, 224, 56);
}

typedef struct button {
    int id;
    const char *label;
    bool primary, enabled;
} button;

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
            out[n++] = (button){BTN_LONG, v->long_walls ? _("Long walls") : _("Short walls"), false, true};
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
    mm_gfx *g = &v->app->gfx;
    SDL_FRect strip = hand_strip(v);
    int cards[MOTM_NCARDS], n = motm_hand_cards(v, cards);
    const char *title = s->phase == MOTM_PHASE_FREE ? _("Start cards: both monster cards must be laid")
                        : v->viewer >= 0        ? _("Your hand")
                                                : NULL;
    if (title && n > 0)
        mm_gfx_text(g, title, strip.x + strip.w / 2, strip.y + 8, 18, true, MM_MUTED, MM_ALIGN_CENTER);
    bool pick = v->may_act && (s->phase == MOTM_PHASE_FREE ||
                               (s->phase == MOTM_PHASE_PLAY && s->step == MOTM_STEP_MAIN));
    for (int i = 0; i < n; i++) {
        SDL_FRect r = motm_hand_rect(v, i, n);
        bool held = v->tool == TOOL_CARD && v->held == cards[i];
        draw_hand_card(v, cards[i], r, held, pick && mm_ui_hover(v->app, r));
    }
    if (v->viewer < 0 && s->phase != MOTM_PHASE_OVER)
        mm_gfx_text(g, _("Computer players at the table"), strip.x + strip.w / 2, strip.y + 70, 20,
                    false, MM_MUTED, MM_ALIGN_CENTER);
    button b[4];
    int nb = buttons(v, b);
    for (int i = 0; i < nb; i++)
        mm_ui_button(v->app, motm_button_rect(v, i), b[i].label, NULL, b[i].primary, b[i].enabled);
    /* A hint under the buttons for the step. */
    if (v->may_act && s->phase == MOTM_PHASE_PLAY && s->step == MOTM_STEP_MAIN && s->advanced) {
        char supply[96];
        snprintf(supply, sizeof supply, _("Walls left: %d short, %d long"), s->short_walls[v->viewer],
                 s->long_walls[v->viewer]);
        SDL_FRect r = motm_button_rect(v, 1);
        mm_gfx_text(g, supply, r.x + r.w / 2, r.y + r.h + 8, 16, false, MM_MUTED, MM_ALIGN_CENTER);
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
    if (a->kind == MM_ACT_KEY && a->key == SDLK_e && v->may_act && s->phase == MOTM_PHASE_PLAY &&
        s->step == MOTM_STEP_SHIP) {
        snprintf(move, len, "end");
        return MM_VIEW_MOVE;
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
            motm_cam_fit(v);
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

void motm_draw_track(motm_view *v)
{
    const motm_state *s = motm_view_state(v);
    mm_gfx *g = &v->app->gfx;
    SDL_FRect strip = mm_rect(v->area.x + 10, v->area.y + 6, v->area.w - MOTM_PANEL_W - 20,
                              (s->solo ? 56 : MOTM_TRACK_H) - 12);
    mm_gfx_fill_round(g, strip, 14, (mm_rgba){20, 16, 46, 215});
    if (s->solo) {
        motm_solo solo;
        motm_score_solo(s, &solo);
        char text[200];
        snprintf(text, sizeof text, _("Vampires %+d \u00b7 crystals %+d \u00b7 witches and werewolves %+d"),
                 solo.vampires, solo.crystals, solo.others);
        mm_gfx_text(g, _("Solo score"), strip.x + 14, strip.y + 11, 20, true, MM_ACCENT, MM_ALIGN_LEFT);
        mm_gfx_text(g, text, strip.x + strip.w / 2, strip.y + 11, 20, false, MM_PAPER, MM_ALIGN_CENTER);
        snprintf(text, sizeof text, _("= %d points"), solo.total);
        mm_gfx_text(g, text, strip.x + strip.w - 14, strip.y + 9, 22, true, MM_ACCENT, MM_ALIGN_RIGHT);
        return;
    }
    mm_gfx_text(g, _("Crystal track"), strip.x + 14, strip.y + 8, 18, true, MM_ACCENT, MM_ALIGN_LEFT);
    mm_gfx_text(g, _("points per field"), strip.x + 14, strip.y + 32, 14, false, MM_MUTED, MM_ALIGN_LEFT);
    int last = motm_track_last(s->nseats);
    float x0 = strip.x + 150, fw = (strip.w - 160) / (float)(last + 1);
    if (fw > 58)
        fw = 58;
    for (int f = 0; f <= last; f++) {
        SDL_FRect r = mm_rect(x0 + (float)f * fw + 2, strip.y + 4, fw - 4, strip.h - 8);
        bool red = f == motm_track_red(s->nseats, 0) || f == motm_track_red(s->nseats, 1);
        mm_gfx_fill_round(g, r, 8, red ? (mm_rgba){92, 30, 52, 255} : (mm_rgba){52, 44, 98, 255});
        mm_gfx_stroke_round(g, r, 8, red ? 3 : 1.5f, red ? MM_BAD : (mm_rgba){110, 92, 180, 255});
        char pts[8];
        snprintf(pts, sizeof pts, "%d", motm_track_points(s->nseats, f));
        mm_gfx_text(g, pts, r.x + r.w / 2, r.y + 2, 15, true, MM_MUTED, MM_ALIGN_CENTER);
        if (red) {
            /* The monster tiles still waiting on this red field. */
            int k = f == motm_track_red(s->nseats, 0) ? 0 : 1, waiting = 0;
            for (int i = 0; i < s->nseats; i++)
                waiting += s->monster[i] >= 0 && !s->tile_taken[i][k];
            float d = fminf(r.w - 6, 20), tx = r.x + (r.w - d) / 2 - (float)(waiting - 1) * 4;
            for (int i = 0, j = 0; i < s->nseats; i++) {
                if (s->monster[i] < 0 || s->tile_taken[i][k])
                    continue;
                char name[48];
                snprintf(name, sizeof name, "motm/tile-%s", motm_monster_key(s->monster[i]));
                mm_gfx_image(g, name, mm_rect(tx + (float)j++ * 8, r.y + 18, d, d), 0, 235);
            }
        }
    }
    /* Markers, side by side when they share a field. */
    for (int i = 0; i < s->nseats; i++) {
        int same = 0, before = 0;
        for (int o = 0; o < s->nseats; o++)
            if (s->track[o] == s->track[i]) {
                same++;
                before += o < i;
            }
        SDL_FRect r = mm_rect(x0 + (float)s->track[i] * fw + 2, strip.y + 4, fw - 4, strip.h - 8);
        float d = fminf(18, (r.w - 4) / (float)same + 4);
        float cx = r.x + r.w / 2 + ((float)before - (float)(same - 1) / 2) * (d - 3);
        mm_gfx_fill_circle(g, cx, r.y + r.h - d / 2 - 2, d / 2, motm_seat_colour(v, i));
        mm_gfx_ring(g, cx, r.y + r.h - d / 2 - 2, d / 2, 2, MM_INK);
    }
}

/* ============================================================ side panel */

SDL_FRect motm_seat_rect(const motm_view *v, int seat)
{
    const motm_state *s = motm_view_state(v);
    float h = fminf(150, (v->area.h - 200) / (float)s->nseats);
    return mm_rect(v->area.x + v->area.w - MOTM_PANEL_W + 8, v->area.y + 10 + h * (float)seat,
                   MOTM_PANEL_W - 18, h - 10);
}

static void draw_seat(motm_view *v, int i, int deciding)
{
    const motm_state *s = motm_view_state(v);
    mm_gfx *g = &v->app->gfx;
    SDL_FRect p = motm_seat_rect(v, i);
    bool turn = i == deciding;
    mm_gfx_fill_round(g, p, 16, turn ? (mm_rgba){70, 58, 136, 240} : (mm_rgba){38, 32, 78, 230});
    mm_gfx_stroke_round(g, p, 16, turn ? 4 : 2, turn ? MM_ACCENT : (mm_rgba){96, 80, 170, 255});
    float d = fminf(p.h - 24, 64);
    if (s->monster[i] >= 0) {
        char name[48];
        snprintf(name, sizeof name, "motm/tile-%s", motm_monster_key(s->monster[i]));
        mm_gfx_image(g, name, mm_rect(p.x + 10, p.y + 10, d, d), 0, 255);
    } else {
        mm_gfx_fill_circle(g, p.x + 10 + d / 2, p.y + 10 + d / 2, d / 2, (mm_rgba){60, 52, 100, 255});
        mm_gfx_text(g, "?", p.x + 10 + d / 2, p.y + 10 + d / 2 - 16, 26, true, MM_MUTED, MM_ALIGN_CENTER);
    }
    const mm_seat *seat = &v->session->rec.seats[i];
    char title[80];
    snprintf(title, sizeof title, "%s%s", seat->name, i == v->viewer ? _(" (you)") : "");
    float tx = p.x + d + 22;
    mm_gfx_text(g, title, tx, p.y + 8, 21, true, turn ? MM_ACCENT : MM_PAPER, MM_ALIGN_LEFT);
    if (s->solo) {
        /* Alone against the Man in the Moon: the score and its rating now. */
        motm_solo solo;
        motm_score_solo(s, &solo);
        char pts[48];
        snprintf(pts, sizeof pts, _("%d points"), solo.total);
        mm_gfx_text(g, pts, tx, p.y + 38, 20, true, MM_ACCENT, MM_ALIGN_LEFT);
        mm_gfx_text_wrapped(g, motm_solo_rating(solo.total), tx, p.y + 66, p.w - (tx - p.x) - 12, 15, false,
                            MM_MUTED, MM_ALIGN_LEFT, true);
        return;
    }
    motm_heads h;
    motm_score_heads(s, i, &h, 0, 0, 0, 0, NULL);
    char line[120];
    snprintf(line, sizeof line, _("Heads now: %d points"), h.total);
    mm_gfx_text(g, line, tx, p.y + 36, 17, false, MM_PAPER, MM_ALIGN_LEFT);
    snprintf(line, sizeof line, _("Crystals: field %d, %d points"), s->track[i], motm_crystal_points(s, i));
    mm_gfx_text(g, line, tx, p.y + 58, 17, false, MM_PAPER, MM_ALIGN_LEFT);
    /* Spaceships left, cards in hand, walls. */
    float y = p.y + 84;
    if (y + 24 > p.y + p.h)
        return;
    float x = tx;
    char ship[48];
    snprintf(ship, sizeof ship, "motm/ship-%s", s->monster[i] >= 0 ? motm_monster_key(s->monster[i]) : "werewolf");
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
    int total = motm_current_points(s, i);
    snprintf(line, sizeof line, "%d", total);
    mm_gfx_text(g, line, p.x + p.w - 14, p.y + 8, 30, true, MM_ACCENT, MM_ALIGN_RIGHT);
}

static void draw_missions(motm_view *v, float y)
{
    const motm_state *s = motm_view_state(v);
    mm_gfx *g = &v->app->gfx;
    float x = v->area.x + v->area.w - MOTM_PANEL_W + 14, w = MOTM_PANEL_W - 30;
    int opts[MOTM_OPEN_MISSIONS], n = 0;
    const char *title = NULL;
    if (s->missions == MOTM_MISSIONS_OPEN) {
        n = motm_mission_options(s, 0, opts);
        title = _("Open missions (everybody picks one at the end)");
    } else if (s->missions == MOTM_MISSIONS_SECRET && v->viewer >= 0) {
        n = motm_mission_options(s, v->viewer, opts);
        title = _("Your secret missions (pick one at the end)");
    }
    if (!title)
        return;
    y += mm_gfx_text_wrapped(g, title, x, y, w, 16, true, MM_ACCENT, MM_ALIGN_LEFT, true) + 4;
    for (int i = 0; i < n && y < v->area.y + v->area.h - 30; i++) {
        char line[200];
        bool met = v->viewer >= 0 && motm_mission_met(s, v->viewer, opts[i]);
        snprintf(line, sizeof line, "%s%s (+%d): %s", met ? "\u2713 " : "", motm_mission_title(opts[i]),
                 motm_mission_bonus(opts[i]), motm_mission_text(opts[i]));
        y += mm_gfx_text_wrapped(g, line, x, y, w, 15, false, met ? MM_GOOD : MM_PAPER, MM_ALIGN_LEFT, true) + 4;
    }
}

void motm_draw_panel(motm_view *v)
{
    const motm_state *s = motm_view_state(v);
    mm_gfx *g = &v->app->gfx;
    SDL_FRect panel = mm_rect(v->area.x + v->area.w - MOTM_PANEL_W, v->area.y, MOTM_PANEL_W, v->area.h);
    mm_gfx_fill_rect(g, panel, (mm_rgba){22, 18, 50, 225});
    int deciding = v->session->game->to_move(v->session->state);
    for (int i = 0; i < s->nseats; i++)
        draw_seat(v, i, deciding);
    SDL_FRect last = motm_seat_rect(v, s->nseats - 1);
    float y = last.y + last.h + 14;
    /* The draw pile. */
    mm_gfx_image(g, "motm/card-back", mm_rect(panel.x + 14, y, 66, 44), 0, s->ndeck > 0 ? 255 : 90);
    char pile[96];
    if (s->phase <= MOTM_PHASE_PASS)
        snprintf(pile, sizeof pile, "%s", _("The cards are being dealt."));
    else if (s->ndeck > 0)
        snprintf(pile, sizeof pile, _("%d cards in the pile"), s->ndeck);
    else if (s->intermediate_done)
        snprintf(pile, sizeof pile, "%s", _("Pile empty: no more drawing"));
    else
        snprintf(pile, sizeof pile, "%s", _("Pile empty"));
    mm_gfx_text_wrapped(g, pile, panel.x + 92, y + 10, panel.w - 110, 17, false, MM_PAPER, MM_ALIGN_LEFT, true);
    draw_missions(v, y + 58);
}
