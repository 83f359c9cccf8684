/* SPDX-License-Identifier: MIT */
/* Monsters on the Moon's table: the screens between turns. Setup choices
 * (monster, the double-head card to pass, the start layout), and the scoring
 * sheet at the intermediate and final scoring: each player's rows, their
 * groups lit up on the table, who continues, the missions, the solo rating. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/i18n.h"
#include "motm_view.h"
#include "focus.h"
#include "ui.h"

/* ============================================================ setup choices */

bool motm_screen_active(const motm_view *v)
{
    motm_phase p = motm_view_state(v)->phase;
    return p == MOTM_PHASE_MONSTER || p == MOTM_PHASE_PASS || p == MOTM_PHASE_LAYOUT;
}

static SDL_FRect screen_rect(const motm_view *v)
{
    /* Never wider than the room left of the side panel (a 4:3 TV). */
    float w = fminf(v->tv ? 1100 : 1040, v->area.w - v->panel_w - 24), h = 470;
    float cx = v->area.x + (v->area.w - v->panel_w) / 2;
    return mm_rect(cx - w / 2, v->board.y + 14, w, h);
}

/* Choice `i` of `n` in a row across the screen. */
static SDL_FRect choice_rect(const motm_view *v, int i, int n, float w, float h)
{
    SDL_FRect r = screen_rect(v);
    float gap = 20;
    w = fminf(w * v->k, (r.w - 40 - (float)(n - 1) * gap) / (float)n);
    float total = (float)n * w + (float)(n - 1) * gap;
    return mm_rect(r.x + (r.w - total) / 2 + (float)i * (w + gap), r.y + 120, w, h);
}

static int seat_of_monster(const motm_state *s, int m)
{
    for (int i = 0; i < s->nseats; i++)
        if (s->monster[i] == m)
            return i;
    return -1;
}

static int monster_count(const motm_state *s)
{
    return s->nseats == 4 ? 4 : 3;
}

/* The start layout thumbnails: a grid of 3 x 2, each a small drawing. */
static SDL_FRect layout_rect(const motm_view *v, int i)
{
    SDL_FRect r = screen_rect(v);
    float w = fminf(320, (r.w - 80) / 3), h = 150;
    return mm_rect(r.x + 20 + (float)(i % 3) * (w + 20), r.y + 92 + (float)(i / 3) * (h + 26), w, h);
}

static void draw_layout_thumb(motm_view *v, int layout, SDL_FRect r, bool hover)
{
    mm_gfx *g = &v->app->gfx;
    const motm_state *s = motm_view_state(v);
    mm_gfx_fill_round(g, r, 14, hover ? (mm_rgba){88, 72, 150, 255} : (mm_rgba){52, 44, 98, 255});
    mm_gfx_stroke_round(g, r, 14, hover ? 4 : 2, hover ? MM_ACCENT : (mm_rgba){110, 92, 180, 255});
    motm_text(v, MM_TEXT_BODY, 19, true, motm_layout_name(layout), r.x + r.w / 2, r.y + r.h + 2, r.w,
              hover ? MM_ACCENT : MM_PAPER, MM_ALIGN_CENTER);
    motm_preset_card cards[5];
    int n = motm_layout_cards(layout, cards);
    if (n == 0) {
        motm_text_wrapped(v, MM_TEXT_DETAIL, 18, false,
                          _("Lay the two monster cards, the landscapes and Armstrong side by side "
                            "as you like."),
                          r.x + 20, r.y + 30, r.w - 40, MM_PAPER, MM_ALIGN_CENTER, true);
        return;
    }
    int x0 = 100, y0 = 100, x1 = -100, y1 = -100;
    for (int i = 0; i < n; i++) {
        int w, h;
        motm_footprint_size(cards[i].rot, &w, &h);
        x0 = cards[i].x < x0 ? cards[i].x : x0;
        y0 = cards[i].y < y0 ? cards[i].y : y0;
        x1 = cards[i].x + w > x1 ? cards[i].x + w : x1;
        y1 = cards[i].y + h > y1 ? cards[i].y + h : y1;
    }
    float cell = (r.w - 24) / (float)(x1 - x0);
    if (cell > (r.h - 20) / (float)(y1 - y0))
        cell = (r.h - 20) / (float)(y1 - y0);
    float ox = r.x + (r.w - cell * (float)(x1 - x0)) / 2, oy = r.y + (r.h - cell * (float)(y1 - y0)) / 2;
    for (int i = 0; i < n; i++) {
        int w, h;
        motm_footprint_size(cards[i].rot, &w, &h);
        int card = cards[i].which < 2 ? s->start_cards[cards[i].which] : cards[i].which;
        if (card < 0)
            continue;
        float cx = ox + ((float)(cards[i].x - x0) + (float)w / 2) * cell;
        float cy = oy + ((float)(cards[i].y - y0) + (float)h / 2) * cell;
        motm_draw_card_at(v, card, cx, cy, cell, cards[i].rot, 255);
    }
}

void motm_draw_screen(motm_view *v)
{
    const motm_state *s = motm_view_state(v);
    mm_gfx *g = &v->app->gfx;
    SDL_FRect r = screen_rect(v);
    r.h = s->phase == MOTM_PHASE_LAYOUT ? 500 : 400;
    mm_ui_panel(v->app, r);
    const char *name = v->session->rec.seats[s->current].name;
    char title[160];
    bool act = v->may_act;
    switch (s->phase) {
    case MOTM_PHASE_MONSTER: {
        snprintf(title, sizeof title, act ? _("%s, choose your monster") : _("%s chooses a monster"), name);
        motm_text(v, MM_TEXT_HEADING, 34, true, title, r.x + r.w / 2, r.y + 24, r.w - 40, MM_PAPER,
                  MM_ALIGN_CENTER);
        if (s->nseats < 4)
            motm_text(v, MM_TEXT_BODY, 18, false, _("The skeleton only joins with four players."),
                      r.x + r.w / 2, r.y + (v->tv ? 78 : 72), r.w - 40, MM_MUTED, MM_ALIGN_CENTER);
        int n = monster_count(s);
        for (int m = 0; m < n; m++) {
            SDL_FRect c = choice_rect(v, m, n, 200, 230);
            int owner = seat_of_monster(s, m);
            if (act && owner < 0)
                mm_focus_add(v->app, c, mm_focus_id("motm-monster", m), MM_FOCUS_DEFAULT);
            bool hover = act && owner < 0 && mm_ui_hover(v->app, c);
            mm_gfx_fill_round(g, c, 18, hover ? (mm_rgba){88, 72, 150, 255} : (mm_rgba){52, 44, 98, 255});
            mm_gfx_stroke_round(g, c, 18, hover ? 4 : 2, hover ? MM_ACCENT : motm_monster_colour(m));
            char icon[48];
            snprintf(icon, sizeof icon, "motm/head-%s", motm_monster_key(m));
            float d = fminf(140, c.w - 24);
            mm_gfx_image(g, icon, mm_rect(c.x + (c.w - d) / 2, c.y + 16, d, d), 0, owner >= 0 ? 90 : 255);
            char label[96];
            if (owner >= 0)
                snprintf(label, sizeof label, "%s", v->session->rec.seats[owner].name);
            else
                snprintf(label, sizeof label, "%s", motm_monster_name(m));
            /* A taken monster names its player in the detail size (a long
             * name keeps a readable size in a narrow box). */
            motm_text(v, owner >= 0 ? MM_TEXT_DETAIL : MM_TEXT_BODY, owner >= 0 ? 18 : 24, true, label,
                      c.x + c.w / 2, c.y + 170, c.w - 8,
                      owner >= 0 ? MM_MUTED : MM_PAPER, MM_ALIGN_CENTER);
        }
        break;
    }
    case MOTM_PHASE_PASS: {
        int right = (v->viewer + s->nseats - 1) % s->nseats;
        bool passed = v->viewer >= 0 && s->pass_card[v->viewer] >= 0;
        if (act)
            snprintf(title, sizeof title, _("Pass one double-head card to %s"),
                     v->session->rec.seats[right].name);
        else if (passed)
            snprintf(title, sizeof title, "%s", _("Waiting for the others to pass their card"));
        else
            snprintf(title, sizeof title, _("%s chooses a card to pass"), name);
        motm_text(v, MM_TEXT_HEADING, 32, true, title, r.x + r.w / 2, r.y + 24, r.w - 40, MM_PAPER,
                  MM_ALIGN_CENTER);
        motm_text_wrapped(v, MM_TEXT_BODY, 18, false,
                          _("Each monster has two cards with its double head: keep one, pass the other to "
                            "the player on your right."),
                          r.x + 20, r.y + (v->tv ? 78 : 72), r.w - 40, MM_MUTED, MM_ALIGN_CENTER, true);
        if (v->viewer < 0)
            break;
        for (int i = 0; i < s->nhand[v->viewer] && i < 2; i++) {
            int card = s->hand[v->viewer][i];
            SDL_FRect c = choice_rect(v, i, 2, 300, 200);
            if (act)
                mm_focus_add(v->app, c, mm_focus_id("motm-pass", card), MM_FOCUS_DEFAULT);
            bool hover = act && mm_ui_hover(v->app, c);
            bool chosen = passed && s->pass_card[v->viewer] == card;
            if (hover || chosen)
                mm_gfx_stroke_round(g, mm_rect(c.x - 6, c.y - 6, c.w + 12, c.h + 12), 16, 5,
                                    chosen ? MM_GOOD : MM_ACCENT);
            motm_draw_card_at(v, card, c.x + c.w / 2, c.y + c.h / 2, 100, 0, 255);
            motm_text(v, MM_TEXT_BODY, 20, true, chosen ? _("passed") : hover ? _("pass this one") : "",
                      c.x + c.w / 2, c.y + c.h + 12, 0, chosen ? MM_GOOD : MM_ACCENT, MM_ALIGN_CENTER);
        }
        break;
    }
    case MOTM_PHASE_LAYOUT:
        snprintf(title, sizeof title, act ? _("%s, choose the start layout") : _("%s chooses the start layout"),
                 name);
        motm_text(v, MM_TEXT_HEADING, 32, true, title, r.x + r.w / 2, r.y + 22, r.w - 40, MM_PAPER,
                  MM_ALIGN_CENTER);
        motm_text(v, MM_TEXT_DETAIL, 17, false,
                  _("The two drawn monster cards must be used; landscapes and Armstrong join the presets."),
                  r.x + r.w / 2, r.y + (v->tv ? 70 : 62), r.w - 40, MM_MUTED, MM_ALIGN_CENTER);
        for (int l = 0; l < MOTM_NLAYOUTS; l++) {
            SDL_FRect c = layout_rect(v, l);
            if (act)
                mm_focus_add(v->app, c, mm_focus_id("motm-layout", l), MM_FOCUS_DEFAULT);
            draw_layout_thumb(v, l, c, act && mm_ui_hover(v->app, c));
        }
        break;
    default:
        break;
    }
}

mm_view_reply motm_screen_handle(motm_view *v, const mm_action *a, char *move, size_t len)
{
    const motm_state *s = motm_view_state(v);
    if (a->kind != MM_ACT_POINTER_UP || a->button != 1)
        return a->kind == MM_ACT_POINTER_DOWN ? MM_VIEW_CONSUMED : MM_VIEW_IGNORED;
    if (!v->may_act)
        return MM_VIEW_CONSUMED;
    if (s->phase == MOTM_PHASE_MONSTER) {
        int n = monster_count(s);
        for (int m = 0; m < n; m++)
            if (mm_ui_clicked(a, choice_rect(v, m, n, 200, 230)) && seat_of_monster(s, m) < 0) {
                snprintf(move, len, "monster %s", motm_monster_key(m));
                return MM_VIEW_MOVE;
            }
    } else if (s->phase == MOTM_PHASE_PASS) {
        for (int i = 0; i < s->nhand[v->viewer] && i < 2; i++)
            if (mm_ui_clicked(a, choice_rect(v, i, 2, 300, 200))) {
                snprintf(move, len, "pass %d", s->hand[v->viewer][i] + 1);
                return MM_VIEW_MOVE;
            }
    } else if (s->phase == MOTM_PHASE_LAYOUT) {
        for (int l = 0; l < MOTM_NLAYOUTS; l++)
            if (mm_ui_clicked(a, layout_rect(v, l))) {
                snprintf(move, len, "layout %s", motm_layout_key(l));
                return MM_VIEW_MOVE;
            }
    }
    return MM_VIEW_CONSUMED;
}

/* ========================================================== scoring sheet */

static SDL_FRect sheet_rect(const motm_view *v)
{
    /* Clear of the move log's corner below it. */
    float bottom = fminf(v->area.y + v->area.h - 200, v->log.y - 12);
    return mm_rect(v->area.x + 8, v->board.y + 4, v->sheet_w - 16, bottom - v->board.y - 4);
}

static SDL_FRect tab_rect(const motm_view *v, int seat)
{
    SDL_FRect r = sheet_rect(v);
    int n = motm_view_state(v)->nseats;
    float w = (r.w - 28) / (float)n;
    return mm_rect(r.x + 14 + (float)seat * w, r.y + (v->tv ? 64 : 56), w - 6, 52);
}

/* Rows of the sheet for one seat: label and points. */
typedef struct sheet_row {
    char label[96];
    int value;
    bool strong;
} sheet_row;

static int sheet_rows(motm_view *v, int seat, sheet_row rows[10])
{
    const motm_state *s = motm_view_state(v);
    int n = 0;
    if (s->solo) {
        motm_solo solo = motm_view_tally(v)->solo;
        rows[n++] = (sheet_row){"", solo.vampires, false};
        snprintf(rows[n - 1].label, sizeof rows[0].label, "%s", _("Vampires beside a vampire"));
        rows[n++] = (sheet_row){"", solo.crystals, false};
        snprintf(rows[n - 1].label, sizeof rows[0].label, "%s", _("Crystals beside a crystal"));
        rows[n++] = (sheet_row){"", solo.others, false};
        snprintf(rows[n - 1].label, sizeof rows[0].label, "%s", _("Witches and werewolves"));
        rows[n++] = (sheet_row){"", solo.total, true};
        snprintf(rows[n - 1].label, sizeof rows[0].label, "%s", _("Total"));
        return n;
    }
    motm_heads h = motm_view_tally(v)->heads[seat];
#define ROW(text, val, strong_)                                                          \
    do {                                                                                 \
        rows[n] = (sheet_row){"", (val), (strong_)};                                     \
        snprintf(rows[n].label, sizeof rows[n].label, "%s", (text));                     \
        n++;                                                                             \
    } while (0)
    bool final = v->sheet_final;
    if (final && s->intermediate_done)
        ROW(_("Intermediate scoring"), s->intermediate[seat].total, false);
    ROW(_("Single heads (1 each)"), h.single, false);
    ROW(_("Heads in groups (2 each)"), h.grouped, false);
    if (s->advanced) {
        ROW(_("Single heads walled in (2 each)"), h.walled_single, false);
        ROW(_("Heads in groups walled in (4 each)"), h.walled_grouped, false);
    }
    if (final) {
        if (!s->advanced)
            ROW(_("Largest group (2 per head)"), 2 * h.largest, false);
        ROW(_("Crystal track"), motm_crystal_points(s, seat), false);
        if (s->missions != MOTM_MISSIONS_NONE && s->chosen[seat] > 0) {
            bool met = motm_mission_met(s, seat, s->chosen[seat]);
            ROW(motm_mission_title(s->chosen[seat]), met ? motm_mission_bonus(s->chosen[seat]) : 0, false);
        }
        ROW(_("Total"), motm_view_tally(v)->points[seat], true);
    } else {
        ROW(_("Intermediate points"), h.total, true);
    }
#undef ROW
    return n;
}

static SDL_FRect choose_rect(const motm_view *v, int i)
{
    SDL_FRect r = sheet_rect(v);
    float h = v->tv ? 54 : 48;
    return mm_rect(r.x + 20, v->choice_y + (float)i * (h + 8), r.w - 40, h);
}

void motm_draw_sheet(motm_view *v)
{
    if (!v->sheet)
        return;
    const motm_state *s = motm_view_state(v);
    mm_gfx *g = &v->app->gfx;
    SDL_FRect r = sheet_rect(v);
    mm_ui_panel(v->app, r);
    const char *title = s->phase == MOTM_PHASE_CONTINUE                       ? _("Intermediate scoring")
                        : s->phase == MOTM_PHASE_MISSION || s->phase == MOTM_PHASE_OVER ? (s->solo ? _("Solo scoring") : _("Final scoring"))
                                                                               : _("Scores so far");
    motm_text(v, MM_TEXT_HEADING, 30, true, title, r.x + r.w / 2, r.y + 12, r.w - 40, MM_PAPER,
              MM_ALIGN_CENTER);
    if (!s->solo) {
        for (int i = 0; i < s->nseats; i++) {
            SDL_FRect t = tab_rect(v, i);
            bool on = i == v->sheet_seat;
            mm_focus_add(v->app, t, mm_focus_id("motm-tab", i), 0);
            mm_gfx_fill_round(g, t, 12, on ? (mm_rgba){88, 72, 150, 255} : (mm_rgba){52, 44, 98, 255});
            mm_gfx_stroke_round(g, t, 12, on ? 4 : 2, on ? motm_seat_colour(v, i) : (mm_rgba){110, 92, 180, 255});
            if (s->monster[i] >= 0) {
                char icon[48];
                snprintf(icon, sizeof icon, "motm/head-%s", motm_monster_key(s->monster[i]));
                mm_gfx_image(g, icon, mm_rect(t.x + 4, t.y + 6, 40, 40), 0, 255);
            }
            char pts[16];
            snprintf(pts, sizeof pts, "%d", v->sheet_final ? motm_view_tally(v)->points[i] : s->intermediate[i].total);
            motm_text(v, MM_TEXT_BODY, 24, true, pts, t.x + t.w - 10,
                      t.y + (t.h - motm_size(v, MM_TEXT_BODY, 24) * 1.2f) / 2, 0,
                      on ? MM_ACCENT : MM_PAPER, MM_ALIGN_RIGHT);
        }
    }
    bool choosing = v->may_act && (s->phase == MOTM_PHASE_CONTINUE || s->phase == MOTM_PHASE_MISSION);
    float line_h = motm_size(v, MM_TEXT_BODY, 19) * 1.22f;
    float y = r.y + (s->solo ? 64 : v->tv ? 128 : 122), step = fmaxf(choosing ? 31 : 38, line_h);
    if (!s->solo && !choosing) {
        char who[96];
        snprintf(who, sizeof who, _("%s: lit up on the table"), v->session->rec.seats[v->sheet_seat].name);
        motm_text(v, MM_TEXT_BODY, 18, true, who, r.x + 20, y, r.w - 40, motm_seat_colour(v, v->sheet_seat),
                  MM_ALIGN_LEFT);
        y += fmaxf(30, line_h);
    }
    sheet_row rows[10];
    int n = sheet_rows(v, v->sheet_seat, rows);
    for (int i = 0; i < n; i++) {
        mm_gfx_fill_rect(g, mm_rect(r.x + 16, y - 4, r.w - 32, 1.5f), (mm_rgba){110, 92, 180, 160});
        char val[16];
        snprintf(val, sizeof val, "%d", rows[i].value);
        float vw = motm_text(v, MM_TEXT_BODY, rows[i].strong ? 26 : 22, true, val, r.x + r.w - 24, y + 2, 0,
                             rows[i].strong ? MM_ACCENT : MM_PAPER, MM_ALIGN_RIGHT);
        /* A label too long for the row in the body size takes the detail size. */
        float room = r.w - 60 - vw;
        mm_text_role role = MM_TEXT_BODY;
        if (v->tv && mm_gfx_text_width(g, rows[i].label, mm_type(v->app, role), rows[i].strong) > room)
            role = MM_TEXT_DETAIL;
        motm_text(v, role, rows[i].strong ? 21 : 19, rows[i].strong, rows[i].label, r.x + 22,
                  y + (v->tv ? (role == MM_TEXT_BODY ? 2 : 8) : 4), room, rows[i].strong ? MM_PAPER : MM_MUTED,
                  MM_ALIGN_LEFT);
        y += step;
    }
    y += 8;
    if (s->solo) {
        motm_solo solo = motm_view_tally(v)->solo;
        mm_gfx_fill_round(g, mm_rect(r.x + 16, y, r.w - 32, 120), 16, (mm_rgba){255, 196, 61, 40});
        mm_gfx_image(g, "motm/head-vampire", mm_rect(r.x + 26, y + 20, 80, 80), 0, 255);
        motm_text_wrapped(v, MM_TEXT_BODY, 22, true, motm_solo_rating(solo.total), r.x + 120, y + 24, r.w - 150,
                          MM_ACCENT, MM_ALIGN_LEFT, true);
        /* The whole rating table, the band reached lit up. */
        y += 138;
        static const int low[5] = {-1000, 14, 20, 25, 29}, high[5] = {13, 19, 24, 28, 1000};
        for (int b = 0; b < 5; b++) {
            bool here = solo.total >= low[b] && solo.total <= high[b];
            char band[32];
            if (b == 0)
                snprintf(band, sizeof band, _("up to %d"), high[b]);
            else if (b == 4)
                snprintf(band, sizeof band, _("over %d"), low[b] - 1);
            else
                snprintf(band, sizeof band, "%d\u2013%d", low[b], high[b]);
            if (here)
                mm_gfx_fill_round(g, mm_rect(r.x + 16, y - 3, r.w - 32, 28), 8, (mm_rgba){255, 196, 61, 60});
            motm_text(v, MM_TEXT_DETAIL, 16, true, band, r.x + 24, y, 0, here ? MM_ACCENT : MM_MUTED, MM_ALIGN_LEFT);
            motm_text_wrapped(v, MM_TEXT_DETAIL, 14, false,
                              motm_solo_rating(here ? solo.total : low[b] < 0 ? high[b] : low[b]),
                              r.x + 110, y, r.w - 130, here ? MM_PAPER : MM_MUTED, MM_ALIGN_LEFT, true);
            y += 40;
        }
        return;
    }
    if (s->phase == MOTM_PHASE_CONTINUE) {
        const char *chooser = v->session->rec.seats[s->chooser].name;
        char text[200];
        if (v->may_act)
            snprintf(text, sizeof text, "%s", _("You have the fewest points: choose who places the next card."));
        else
            snprintf(text, sizeof text, _("%s has the fewest points and chooses who continues."), chooser);
        y += motm_text_wrapped(v, MM_TEXT_BODY, 19, true, text, r.x + 20, y, r.w - 40, MM_ACCENT, MM_ALIGN_LEFT, true);
        v->choice_y = y + 8;
        if (v->may_act)
            for (int i = 0; i < s->nseats; i++) {
                char label[96];
                snprintf(label, sizeof label, _("%s continues"), v->session->rec.seats[i].name);
                mm_ui_button(v->app, choose_rect(v, i), label, NULL, i == v->viewer, true);
            }
    } else if (s->phase == MOTM_PHASE_MISSION) {
        int opts[MOTM_OPEN_MISSIONS], no = v->viewer >= 0 ? motm_mission_options(s, v->viewer, opts) : 0;
        const char *text = v->may_act ? _("Choose the mission that counts for you:")
                                      : _("The players choose their missions.");
        y += motm_text_wrapped(v, MM_TEXT_BODY, 19, true, text, r.x + 20, y, r.w - 40, MM_ACCENT, MM_ALIGN_LEFT, true);
        v->choice_y = y + 8;
        /* A mission met is the default choice, else the first. */
        bool any = false;
        for (int i = 0; i < no; i++)
            any |= motm_mission_met(s, v->viewer, opts[i]);
        if (v->may_act)
            for (int i = 0; i < no; i++) {
                bool met = motm_mission_met(s, v->viewer, opts[i]);
                char label[160];
                snprintf(label, sizeof label, met ? _("%s: met, +%d") : _("%s: not met (+%d)"),
                         motm_mission_title(opts[i]), motm_mission_bonus(opts[i]));
                mm_ui_button(v->app, choose_rect(v, i), label, NULL, met || (!any && i == 0), true);
            }
    } else if (v->sheet_final && s->missions != MOTM_MISSIONS_NONE) {
        /* After the game: every player's mission. */
        for (int i = 0; i < s->nseats; i++) {
            if (s->chosen[i] <= 0)
                continue;
            char line[200];
            snprintf(line, sizeof line, "%s: %s %s", v->session->rec.seats[i].name, motm_mission_title(s->chosen[i]),
                     motm_mission_met(s, i, s->chosen[i]) ? "\u2713" : "\u2717");
            y += motm_text_wrapped(v, MM_TEXT_BODY, 17, false, line, r.x + 20, y, r.w - 40, MM_PAPER, MM_ALIGN_LEFT, true) + 2;
        }
    }
}

mm_view_reply motm_sheet_handle(motm_view *v, const mm_action *a, char *move, size_t len)
{
    const motm_state *s = motm_view_state(v);
    if (!v->sheet)
        return MM_VIEW_IGNORED;
    SDL_FRect r = sheet_rect(v);
    if (!mm_rect_has(r, a->x, a->y))
        return MM_VIEW_IGNORED;
    if (a->kind != MM_ACT_POINTER_UP || a->button != 1)
        return a->kind == MM_ACT_POINTER_DOWN || a->kind == MM_ACT_WHEEL ? MM_VIEW_CONSUMED : MM_VIEW_IGNORED;
    for (int i = 0; i < s->nseats && !s->solo; i++)
        if (mm_ui_clicked(a, tab_rect(v, i))) {
            v->sheet_seat = i;
            v->groups_valid = false;
            mm_app_sound(v->app, "click");
            return MM_VIEW_CONSUMED;
        }
    if (v->may_act && s->phase == MOTM_PHASE_CONTINUE) {
        for (int i = 0; i < s->nseats; i++)
            if (mm_ui_clicked(a, choose_rect(v, i))) {
                snprintf(move, len, "continue %d", i + 1);
                return MM_VIEW_MOVE;
            }
    }
    if (v->may_act && s->phase == MOTM_PHASE_MISSION) {
        int opts[MOTM_OPEN_MISSIONS], no = motm_mission_options(s, v->viewer, opts);
        for (int i = 0; i < no; i++)
            if (mm_ui_clicked(a, choose_rect(v, i))) {
                snprintf(move, len, "mission %d", opts[i]);
                return MM_VIEW_MOVE;
            }
    }
    return MM_VIEW_CONSUMED;
}

/* Solo: 3 on the vampires and crystals that score, 4 on the minus heads. */
static void solo_marks(const motm_state *s, int x0, int y0, int w, int h, int *marks)
{
    static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
    for (int i = 0; i < w * h; i++) {
        int x = x0 + i % w, y = y0 + i / w;
        motm_square sq = motm_square_at(s, x, y);
        bool head = sq.kind == MOTM_SQ_HEAD || sq.kind == MOTM_SQ_DOUBLE;
        bool vampire = head && sq.monster == MOTM_VAMPIRE;
        marks[i] = head && !vampire ? 4 : 0;
        if (!vampire && sq.kind != MOTM_SQ_CRYSTAL)
            continue;
        bool pair = sq.kind == MOTM_SQ_DOUBLE;
        for (int d = 0; d < 4 && !pair; d++) {
            motm_square n = motm_square_at(s, x + dx[d], y + dy[d]);
            pair = vampire ? (n.kind == MOTM_SQ_HEAD || n.kind == MOTM_SQ_DOUBLE) && n.monster == MOTM_VAMPIRE
                           : n.kind == MOTM_SQ_CRYSTAL;
        }
        marks[i] = pair ? 3 : 0;
    }
}

const int *motm_sheet_groups(motm_view *v, int *x0, int *y0, int *w, int *h)
{
    const motm_state *s = motm_view_state(v);
    if (!v->sheet)
        return NULL;
    /* Worked out again for another seat's tab, after a sync, and when the
     * move's flights end (the table then shows the state after the move). */
    if (!v->groups_valid || v->gseat != v->sheet_seat || v->gstate != s) {
        free(v->groups);
        v->groups = NULL;
        int a, b, c, d;
        if (!motm_layout_bounds(s, &a, &b, &c, &d))
            return NULL;
        v->gx0 = a, v->gy0 = b, v->gw = c - a + 1, v->gh = d - b + 1;
        v->groups = malloc(sizeof(int) * (size_t)(v->gw * v->gh));
        if (!v->groups)
            return NULL;
        if (s->solo) {
            solo_marks(s, v->gx0, v->gy0, v->gw, v->gh, v->groups);
        } else {
            motm_heads heads;
            motm_score_heads(s, v->sheet_seat, &heads, v->gx0, v->gy0, v->gw, v->gh, v->groups);
        }
        v->gseat = v->sheet_seat;
        v->gstate = s;
        v->groups_valid = true;
    }
    *x0 = v->gx0, *y0 = v->gy0, *w = v->gw, *h = v->gh;
    return v->groups;
}
