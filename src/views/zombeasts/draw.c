/* SPDX-License-Identifier: MIT */
/* Zombeasts table: drawing. Targets glow when the rules would accept the
 * move; moons a picked card doesn't fit are dimmed and say why on hover.
 * Everything a player may click now is offered to the keyboard and
 * controller focus, the first legal choice of each step as its default. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "focus.h"
#include "monstermoon/i18n.h"
#include "ui.h"
#include "zb_view.h"

static const mm_rgba DIM_EDGE = {200, 190, 255, 70};

static bool in_flight(const zbv *v, int card)
{
    if (card < 0)
        return false;
    for (int i = 0; i < v->nflights; i++)
        if (v->flights[i].card == card)
            return true;
    return false;
}

static bool hovered(const zbv *v, SDL_FRect r)
{
    return mm_ui_hover(v->app, r);
}

/* Offers a focus target; the first legal one of a step is the default. */
static void focus(zbv *v, SDL_FRect r, const char *name, int n, bool legal)
{
    mm_focus_add(v->app, r, mm_focus_id(name, n), legal && !v->focus_given ? MM_FOCUS_DEFAULT : 0);
    v->focus_given |= legal;
}

/* The rules' verdict on laying the picked card into a moon target. */
static bool target_ok(const zbv *v, int target, char *why, size_t len)
{
    char move[64];
    if (!zbv_target_move(v, target, move, sizeof move))
        return false;
    return zbv_legal(v, move, why, len);
}

/* ============================================================ since */

/* What the others changed since the viewer's last move: a white frame over
 * a dark edge (targets glow gold instead). */
static void since_frame(zbv *v, SDL_FRect r, const char *what, int n)
{
    mm_table_mark_report(v->app, what, n, -1);
    mm_gfx *g = &v->app->gfx;
    float w = fmaxf(4, r.w * 0.07f);
    SDL_FRect o = mm_rect(r.x - w * 0.6f, r.y - w * 0.6f, r.w + 1.2f * w, r.h + 1.2f * w);
    mm_gfx_stroke_round(g, o, 8, w + 4, mm_alpha(MM_INK, 230));
    mm_gfx_stroke_round(g, o, 8, w, MM_PAPER);
}

/* The state after the viewer's last move, or NULL (spectators). */
static const zb_state *since_state(const zbv *v)
{
    return v->since.state ? zb_from(v->since.state) : NULL;
}

/* Whether a card lies in a seat's moons now but did not then. */
static bool new_in_moons(const zbv *v, int seat, int card)
{
    const zb_state *b = since_state(v);
    if (!b || card < 0)
        return false;
    for (int m = 0; m < b->nmoons[seat]; m++)
        for (int k = 0; k < ZB_MOON_SLOTS; k++)
            if (b->moons[seat][m].slot[k] == card)
                return false;
    return true;
}

/* ============================================================ piles, fans */

/* A seat's points pile (face down, the number of its finished moons on it)
 * and its minus cards (face up, their total on a red badge). */
static void draw_piles(zbv *v, int seat)
{
    mm_gfx *g = &v->app->gfx;
    const zb_state *s = zbv_told(v);
    SDL_FRect pr = zbv_points_rect(v, seat), mr = zbv_minus_rect(v, seat);
    float cw = pr.w, ch = pr.h;
    int cards = s->nwon[seat] + s->nbonus[seat];
    if (cards == 0) {
        mm_gfx_stroke_round(g, pr, 6, 2, DIM_EDGE);
    } else {
        for (int k = cards > 4 ? 2 : (cards - 1) / 2; k >= 0; k--)
            zbv_draw_back(v, mm_rect(pr.x + 2.0f * (float)k, pr.y - 2.0f * (float)k, cw, ch), 255);
    }
    const zb_state *b = since_state(v);
    if (b && s->nwon[seat] + s->nbonus[seat] > b->nwon[seat] + b->nbonus[seat])
        since_frame(v, pr, "points", seat);
    char text[16];
    snprintf(text, sizeof text, "%d", s->nwon[seat] / ZB_MOON_SLOTS);
    mm_table_badge(v->app, pr.x + cw / 2, pr.y + ch / 2, text, MM_GOLD, MM_INK);
    if (s->nminus[seat] == 0)
        return;
    float step = fminf(cw * 0.3f, cw * 0.6f / (float)s->nminus[seat]);
    if (b && s->nminus[seat] > b->nminus[seat])
        since_frame(v, mm_rect(mr.x, mr.y, step * (float)(s->nminus[seat] - 1) + cw, ch), "minus",
                    seat);
    /* Only the total counts: the cards' own numbers give way to it. */
    v->covered = ZBV_COVERED_ALL;
    for (int i = 0; i < s->nminus[seat]; i++)
        zbv_draw_card(v, s->minus[seat][i], mm_rect(mr.x + step * (float)i, mr.y, cw, ch), false,
                      255);
    v->covered = ZBV_COVERED_NONE;
    snprintf(text, sizeof text, "\u2212%d", zb_points_minus(s, seat));
    float right = mr.x + step * (float)(s->nminus[seat] - 1) + cw;
    mm_table_badge(v->app, right - cw / 2, mr.y + ch / 2, text, (mm_rgba){200, 40, 60, 255},
                   MM_PAPER);
}

/* An opponent's hand: backs, and face up the cards this viewer knows; the
 * number of cards on a badge at its right. */
static void draw_hand_fan(zbv *v, int seat, bool take, bool taken)
{
    const zb_state *s = zbv_told(v);
    SDL_FRect area = zbv_seat_hand_rect(v, seat);
    int n = s->nhand[seat];
    float ch = area.h, cw = ch * ZBV_CARD_RATIO, bd = mm_table_badge_size(v->app);
    float step = n > 1 ? fminf(cw * 0.5f, (area.w - cw - bd * 1.05f) / (float)(n - 1)) : 0;
    float right = area.x + (n > 0 ? cw + step * (float)(n - 1) : cw);
    SDL_FRect whole = mm_rect(area.x, area.y, right - area.x, ch);
    if (take) {
        focus(v, whole, "zb-take", seat, true);
        zbv_glow(v, whole, 8, hovered(v, whole));
    }
    v->covered = step < cw * 0.45f ? ZBV_COVERED_ALL : ZBV_COVERED_RIGHT;
    for (int i = 0; i < n; i++) {
        if (i == n - 1)
            v->covered = ZBV_COVERED_NONE;
        SDL_FRect r = mm_rect(area.x + step * (float)i, area.y, cw, ch);
        zbv_draw_card(v, s->hand[seat][i], r, false, taken ? 130 : 255);
    }
    v->covered = ZBV_COVERED_NONE;
    if (n == 0)
        mm_gfx_stroke_round(&v->app->gfx, mm_rect(area.x, area.y, cw, ch), 6, 2, DIM_EDGE);
    char text[16];
    snprintf(text, sizeof text, "%d", n);
    /* Beside the fan, not on its last card (it hid the card's draw number). */
    mm_table_badge(v->app, right + bd * 0.5f, area.y + ch / 2, text, take ? MM_ACCENT : MM_PAPER,
                   MM_INK);
}

/* ================================================================ opponents */

/* Whether the picked joker could be swapped for this card of another seat. */
static bool swap_target(const zbv *v, int seat, int card)
{
    char code[ZB_CODE_LEN], joker[ZB_CODE_LEN], move[64];
    if ((v->step != ZBV_STEP_CARD && v->step != ZBV_STEP_SWAP_TARGET) ||
        !zbv_selected_code(v, joker) || joker[0] != 'W')
        return false;
    zb_card_code(card, code, sizeof code);
    for (int t = -1; t < ZB_NCOLOURS; t++) {
        snprintf(move, sizeof move, "%s@%d:%s>%c", joker, seat + 1, code,
                 t < 0 ? '+' : zb_colour_letter((zb_colour)t));
        if (zbv_legal(v, move, NULL, 0))
            return true;
    }
    return false;
}

/* Whether the carrot may swap this card of the viewer's moon out. */
static bool carrot_target(const zbv *v, const zb_moon *moon, int card)
{
    const zb_state *s = zbv_st(v);
    if (s->phase != ZB_PHASE_FOLLOW || s->follow_toy != ZB_CARROT ||
        (v->step != ZBV_STEP_CARROT_MOON && v->step != ZBV_STEP_NONE))
        return false;
    char code[ZB_CODE_LEN], prefix[32];
    zb_card_code(card, code, sizeof code);
    snprintf(prefix, sizeof prefix, "carrot %c:%s<", zb_colour_letter(moon->colour), code);
    for (int h = 0; h < s->nhand[v->viewer]; h++) {
        char move[64], in[ZB_CODE_LEN];
        zb_card_code(s->hand[v->viewer][h], in, sizeof in);
        snprintf(move, sizeof move, "%s%s", prefix, in);
        if (zbv_legal(v, move, NULL, 0))
            return true;
    }
    return false;
}

static void draw_moon(zbv *v, int seat, int m, bool may_act, int *zoom)
{
    const zb_state *s = zbv_st(v);
    const zb_moon *moon = &s->moons[seat][m];
    for (int k = 0; k < ZB_MOON_SLOTS; k++) {
        SDL_FRect r = zbv_slot_rect(v, seat, m, k);
        int card = moon->slot[k];
        if (card < 0 || in_flight(v, card)) {
            zbv_draw_empty_slot(v, r, k, (mm_rgba){220, 210, 255, 150});
            continue;
        }
        bool chosen = v->step == ZBV_STEP_SWAP_TARGET && seat == v->swap_seat;
        char code[ZB_CODE_LEN];
        zb_card_code(card, code, sizeof code);
        chosen &= strcmp(code, v->swap_code) == 0;
        chosen |= v->step == ZBV_STEP_CARROT_HAND && seat == v->viewer &&
                  (int)moon->colour == v->carrot_colour && strcmp(code, v->carrot_code) == 0;
        bool target = false;
        if (may_act && seat != v->viewer && swap_target(v, seat, card)) {
            target = true;
            focus(v, r, "zb-swap", seat * 100 + m * 4 + k, v->step == ZBV_STEP_CARD);
        } else if (may_act && seat == v->viewer && carrot_target(v, moon, card)) {
            target = true;
            focus(v, r, "zb-carrot", m * 4 + k, true);
        }
        if (target || chosen)
            zbv_glow(v, r, r.w * 0.08f, chosen || hovered(v, r));
        if (new_in_moons(v, seat, card))
            since_frame(v, r, "card", card);
        zbv_draw_card(v, card, r, k == ZB_SLOT_BL || k == ZB_SLOT_BR, 255);
        if (hovered(v, r) && seat != v->viewer && !v->dragging)
            *zoom = card;
    }
}

/* An opponent's points as the table has told them, with their word when
 * `word`. */
static void points_text(const zbv *v, int seat, bool word, char *text, size_t len)
{
    const zb_state *s = zbv_told(v);
    int points = zb_points_won(s, seat) - zb_points_minus(s, seat);
    if (word)
        snprintf(text, len,
                 dngettext(MM_TEXT_DOMAIN, "%d point", "%d points", (unsigned long)abs(points)),
                 points);
    else
        snprintf(text, len, "%d", points);
}

/* Whether every opponent's name line has room for the points with their
 * word: the panels say it all alike, else all give the number alone. */
static bool points_word_fits(zbv *v)
{
    float body = v->lay.body, icon = body * 0.95f;
    for (int k = 0; k < v->lay.nopp; k++) {
        int seat = v->lay.opp_seat[k];
        char text[64];
        points_text(v, seat, true, text, sizeof text);
        const char *name = v->session->rec.seats[seat].name;
        if (mm_gfx_text_width(&v->app->gfx, name, body, true) +
                mm_gfx_text_width(&v->app->gfx, text, body, true) + icon + 44 >
            v->lay.panel[seat].w)
            return false;
    }
    return true;
}

static void draw_opponent(zbv *v, int seat, bool may_act, bool word, int *zoom)
{
    mm_app *app = v->app;
    const zb_state *s = zbv_st(v), *told = zbv_told(v);
    SDL_FRect p = v->lay.panel[seat];
    bool turn = zb_deciding_seat(told) == seat;
    mm_table_panel(app, p, NULL, turn ? MM_ACCENT : (mm_rgba){96, 80, 170, 255}, turn);
    /* The name line: who, and their points. */
    const mm_seat *info = &v->session->rec.seats[seat];
    float body = v->lay.body, icon = body * 0.95f;
    mm_gfx_image(&app->gfx, info->kind == MM_SEAT_HUMAN ? "ui/icon-human" : "ui/icon-cpu",
                 mm_rect(p.x + 10, p.y + 6 + (body * 1.3f - icon) / 2, icon, icon), 0, 255);
    /* When a panel is too narrow, every panel's points go without their
     * word, in gold. */
    char text[64];
    points_text(v, seat, word, text, sizeof text);
    float pts = mm_table_text(v->app, MM_TEXT_BODY, true, text, p.x + p.w - 12, p.y + 6, 0, MM_GOLD,
                              MM_ALIGN_RIGHT);
    /* A long name is cut short rather than shrunk below the body size. */
    char name[sizeof info->name + 4];
    snprintf(name, sizeof name, "%s", info->name);
    float room = p.w - pts - icon - 44;
    for (size_t n = strlen(name); n > 1 && mm_gfx_text_width(&app->gfx, name, body, true) > room;) {
        while (n > 1 && (name[n - 1] & 0xC0) == 0x80)
            n--; /* a whole UTF-8 character */
        n--;
        snprintf(name + n, sizeof name - n, "\u2026");
    }
    mm_table_text(v->app, MM_TEXT_BODY, true, name, p.x + 16 + icon, p.y + 6, 0,
                  turn ? MM_ACCENT : MM_PAPER, MM_ALIGN_LEFT);
    for (int m = 0; m < s->nmoons[seat]; m++)
        draw_moon(v, seat, m, may_act, zoom);
    if (s->nmoons[seat] == 0) {
        SDL_FRect r = zbv_moon_rect(v, seat, 0);
        mm_table_text(v->app, MM_TEXT_DETAIL, false, _("no moons"), r.x + 4,
                      r.y + r.h / 2 - body / 2, 0, MM_MUTED, MM_ALIGN_LEFT);
    }
    char move[32];
    snprintf(move, sizeof move, "take %d", seat + 1);
    bool take = may_act && s->phase == ZB_PHASE_DRAW && zbv_legal(v, move, NULL, 0);
    bool taken = told->phase == ZB_PHASE_DRAW && (told->taken_from & (1u << seat));
    draw_hand_fan(v, seat, take, taken);
    draw_piles(v, seat);
}

/* ================================================================== centre */

/* Whether the viewer may pick this stock card now (draw, bonus, mouse). */
static bool stock_pick(const zbv *v, int card)
{
    const zb_state *s = zbv_st(v);
    char code[ZB_CODE_LEN], move[32];
    zb_card_code(card, code, sizeof code);
    if (s->phase == ZB_PHASE_FOLLOW) {
        if (s->follow_toy != ZB_MOUSE || v->step == ZBV_STEP_CARD)
            return false;
        for (int t = 0; t < ZB_NCOLOURS; t++) {
            snprintf(move, sizeof move, "mouse %s>%c", code, zb_colour_letter((zb_colour)t));
            if (zbv_legal(v, move, NULL, 0))
                return true;
        }
        return false;
    }
    if (s->phase != ZB_PHASE_DRAW && s->phase != ZB_PHASE_BONUS)
        return false;
    snprintf(move, sizeof move, "%s %s", s->phase == ZB_PHASE_BONUS ? "bonus" : "stock", code);
    return zbv_legal(v, move, NULL, 0);
}

static void draw_pile_and_stock(zbv *v, bool may_act, int *zoom)
{
    mm_gfx *g = &v->app->gfx;
    const zb_state *s = zbv_st(v);
    SDL_FRect pile = v->lay.pile;
    float label_y = pile.y + pile.h + 6;
    if (s->npile > 0) {
        /* The pile first: drawing blind is the default of the draw part. */
        if (may_act && s->phase == ZB_PHASE_DRAW && zbv_legal(v, "pile", NULL, 0)) {
            focus(v, pile, "zb-pile", 0, true);
            zbv_glow(v, pile, 8, hovered(v, pile));
        }
        for (int k = s->npile > 6 ? 3 : (s->npile + 1) / 2; k >= 0; k--)
            zbv_draw_back(
                v, mm_rect(pile.x + 1.5f * (float)k, pile.y - 1.5f * (float)k, pile.w, pile.h),
                255);
    } else {
        mm_gfx_stroke_round(g, pile, 8, 2, (mm_rgba){200, 190, 255, 90});
    }
    char text[64];
    const zb_state *told = zbv_told(v);
    snprintf(text, sizeof text, _("Pile: %d"), told->npile);
    /* Centred under the pile, but never past the window's edge; the last
     * cards of the pile in the warning colour (the last round follows). */
    float pile_half = mm_gfx_text_width(g, text, v->lay.body, true) / 2;
    bool last_cards = zbv_pile_runs_low(v);
    mm_table_text(v->app, MM_TEXT_BODY, true, text, fmaxf(pile.x + pile.w / 2, pile_half + 8),
                  label_y, 0, last_cards ? MM_BAD : MM_PAPER, MM_ALIGN_CENTER);
    if (told->final_left >= 0 || last_cards) {
        /* In words too: the last cards, then the last round. */
        const char *warn = told->final_left >= 0 ? _("last round") : _("last cards");
        float half = mm_gfx_text_width(g, warn, v->lay.body, true) / 2;
        mm_table_text(v->app, MM_TEXT_BODY, true, warn, fmaxf(pile.x + pile.w / 2, half + 8),
                      label_y + v->lay.body * 1.22f, 0, MM_BAD, MM_ALIGN_CENTER);
    }
    for (int i = 0; i < ZB_STOCK_SIZE; i++) {
        SDL_FRect r = v->lay.stock[i];
        int card = v->stock_at[i];
        if (card < 0 || in_flight(v, card)) {
            mm_gfx_stroke_round(g, r, 8, 2, DIM_EDGE);
            continue;
        }
        char code[ZB_CODE_LEN];
        zb_card_code(card, code, sizeof code);
        bool chosen = v->step == ZBV_STEP_MOUSE_MOON && strcmp(code, v->mouse_code) == 0;
        bool ok = may_act && stock_pick(v, card);
        if (ok)
            focus(v, r, "zb-stock", i, s->phase != ZB_PHASE_DRAW || s->npile == 0);
        if (ok || chosen)
            zbv_glow(v, r, 8, chosen || hovered(v, r));
        zbv_draw_card(v, card, r, false, 255);
        if (hovered(v, r) && !v->dragging)
            *zoom = card;
    }
    /* Centred under the stock, clear of the pile's label. */
    SDL_FRect first = v->lay.stock[0], last = v->lay.stock[ZB_STOCK_SIZE - 1];
    const char *stock = _("Open stock");
    float stock_half = mm_gfx_text_width(g, stock, v->lay.body, true) / 2;
    float pile_right = fmaxf(pile.x + pile.w / 2, pile_half + 8) + pile_half;
    mm_table_text(v->app, MM_TEXT_BODY, true, stock,
                  fmaxf((first.x + last.x + last.w) / 2, pile_right + 20 + stock_half), label_y, 0,
                  MM_PAPER, MM_ALIGN_CENTER);
}

/* Cards taken from the viewer's hand since its last turn: the label, then
 * each card and who took it, on as many lines as they need (a card never
 * leaves the label's line without the label keeping one card, unless it
 * would not fit even alone); returns the height used. */
float zbv_notices(zbv *v, float x, float y, float right, bool draw)
{
    const zb_state *s = zbv_told(v);
    if (v->viewer < 0 || s->nnotices[v->viewer] == 0)
        return 0;
    mm_gfx *g = &v->app->gfx;
    float body = v->lay.body, line = body * 1.22f;
    mm_rgba ink = {255, 190, 150, 255};
    const char *label = _("Taken from your hand:");
    float at = x + mm_gfx_text_width(g, label, body, true) + 12;
    if (draw)
        mm_table_text(v->app, MM_TEXT_BODY, true, label, x, y, right - x, ink, MM_ALIGN_LEFT);
    float top = y;
    for (int i = 0; i < s->nnotices[v->viewer]; i++) {
        const zb_notice *n = &s->notices[v->viewer][i];
        char text[96];
        snprintf(text, sizeof text, _("%s by %s"), zb_card_name(n->card),
                 v->session->rec.seats[n->by].name);
        float w = mm_gfx_text_width(g, text, body, false);
        if (at + w > right && at > x + 24) {
            /* On to the next line, indented under the label's start. */
            y += line;
            at = x + 24;
        }
        if (draw)
            mm_table_text(v->app, MM_TEXT_BODY, false, text, at, y, right - at, ink, MM_ALIGN_LEFT);
        at += fminf(w, right - at) + 20;
    }
    return y - top + line;
}

static void draw_prompt(zbv *v, bool may_act)
{
    mm_app *app = v->app;
    mm_gfx *g = &app->gfx;
    const zb_state *s = zbv_told(v);
    SDL_FRect c = v->lay.centre;
    bool urgent = may_act && s->phase != ZB_PHASE_PLAY;
    mm_table_panel(app, c, NULL, urgent ? MM_ACCENT : (mm_rgba){96, 80, 170, 255}, urgent);
    char title[128], body[256];
    zbv_prompt_texts(v, may_act, title, sizeof title, body, sizeof body);
    float x = v->lay.prompt_x;
    if (may_act && s->phase == ZB_PHASE_DRAW) {
        /* The number still to draw, large. */
        char n[8];
        snprintf(n, sizeof n, "%d", s->to_draw);
        float r = (x - c.x - 34) / 2, cx = c.x + 16 + r;
        mm_gfx_fill_circle(g, cx, c.y + c.h / 2, r, (mm_rgba){22, 18, 34, 255});
        mm_gfx_ring(g, cx, c.y + c.h / 2, r, 4, MM_ACCENT);
        g->report_role = "badge";
        mm_gfx_text(g, n, cx, c.y + c.h / 2 - r * 0.9f, r * 1.45f, true, MM_PAPER, MM_ALIGN_CENTER);
    }
    float right = c.x + c.w - 20;
    if (v->nbuttons > 0)
        right = v->buttons[0].rect.x - 16;
    float y = c.y + 10;
    y += zbv_notices(v, x, y, right, true);
    float line = v->lay.body * 1.22f;
    mm_table_text(v->app, MM_TEXT_BODY, true, title, x, y, right - x, urgent ? MM_ACCENT : MM_PAPER,
                  MM_ALIGN_LEFT);
    y += line * 1.1f;
    if (!v->lay.terse)
        mm_ui_text_wrapped(app, MM_TEXT_BODY, body, x, y, right - x, MM_PAPER, MM_ALIGN_LEFT,
                           true);
    for (int i = 0; i < v->nbuttons; i++) {
        mm_ui_button(app, v->buttons[i].rect, v->buttons[i].label, NULL, v->buttons[i].primary,
                     true);
        v->focus_given |= v->buttons[i].primary; /* a primary button is a default */
    }
}

static void draw_mine(zbv *v)
{
    const zb_state *s = zbv_told(v);
    int seat = v->viewer >= 0 ? v->viewer : 0;
    SDL_FRect m = v->lay.mine;
    mm_table_panel(v->app, m, NULL, (mm_rgba){96, 80, 170, 255}, false);
    char text[96];
    int total = zb_points_won(s, seat) - zb_points_minus(s, seat);
    if (v->viewer >= 0)
        snprintf(text, sizeof text, _("Your points: %d"), total);
    else
        snprintf(text, sizeof text,
                 dngettext(MM_TEXT_DOMAIN, "%s: %d point", "%s: %d points", (unsigned long)abs(total)),
                 v->session->rec.seats[seat].name, total);
    mm_table_text(v->app, MM_TEXT_BODY, true, text, m.x + 16, m.y + 10, m.w - 32, MM_GOLD,
                  MM_ALIGN_LEFT);
    draw_piles(v, seat);
}

/* ================================================================ my moons */

static void draw_my_moons(zbv *v, bool may_act)
{
    mm_gfx *g = &v->app->gfx;
    const zb_state *s = zbv_st(v);
    int seat = v->viewer >= 0 ? v->viewer : 0;
    bool picking = may_act && (v->step == ZBV_STEP_CARD || v->step == ZBV_STEP_SWAP_TARGET ||
                               (v->step == ZBV_STEP_MOUSE_MOON && v->mouse_code[0]));
    int zoom_unused = -1;
    for (int m = 0; m <= s->nmoons[seat] && m < ZB_MAX_MOONS; m++) {
        SDL_FRect r = zbv_moon_rect(v, seat, m);
        bool is_new = m == s->nmoons[seat];
        int target = is_new ? -1 : (int)s->moons[seat][m].colour;
        char why[MM_REASON_MAX] = "";
        bool ok = picking && target_ok(v, target, why, sizeof why);
        if (picking)
            focus(v, r, "zb-moon", target + 1, ok);
        if (is_new) {
            /* The place for a new moon. */
            if (!picking && v->viewer < 0)
                continue;
            mm_gfx_stroke_round(g, r, 20, 2, (mm_rgba){200, 190, 255, ok ? 200 : 70});
            mm_gfx_ring(g, r.x + r.w / 2, r.y + r.h / 2, r.h * 0.3f, 2,
                        (mm_rgba){255, 232, 154, ok ? 200 : 60});
            const char *label = _("new moon");
            bool fits = mm_gfx_text_width(g, label, v->lay.body, true) <= r.w - 8;
            mm_table_text(v->app, fits ? MM_TEXT_BODY : MM_TEXT_DETAIL, true, label, r.x + r.w / 2,
                          r.y + r.h / 2 - v->lay.body * 0.6f, r.w - 8, ok ? MM_ACCENT : MM_MUTED,
                          MM_ALIGN_CENTER);
        } else {
            draw_moon(v, seat, m, may_act, &zoom_unused);
        }
        if (ok)
            zbv_glow(v, r, 14, hovered(v, r));
        if (picking && !ok && !is_new)
            mm_gfx_fill_round(g, r, 10, (mm_rgba){10, 8, 26, 120});
        if (picking && !ok && hovered(v, r) && why[0])
            snprintf(v->tooltip, sizeof v->tooltip, "%s", why);
    }
}

/* ==================================================================== hand */

/* Whether hand card i is a legal choice of this step. */
static bool hand_card_legal(const zbv *v, int i, bool may_act)
{
    const zb_state *s = zbv_st(v);
    if (!may_act || v->viewer < 0)
        return false;
    char in[ZB_CODE_LEN], move[64];
    zb_card_code(s->hand[v->viewer][i], in, sizeof in);
    if (s->phase == ZB_PHASE_DISCARD) {
        snprintf(move, sizeof move, "discard %s", in);
        return zbv_legal(v, move, NULL, 0);
    }
    if (v->step == ZBV_STEP_CARROT_HAND) {
        snprintf(move, sizeof move, "carrot %c:%s<%s",
                 zb_colour_letter((zb_colour)v->carrot_colour), v->carrot_code, in);
        return zbv_legal(v, move, NULL, 0);
    }
    bool laying = s->phase == ZB_PHASE_PLAY || (s->phase == ZB_PHASE_FOLLOW && s->extra_play);
    if (!laying || v->step != ZBV_STEP_NONE)
        return false;
    return zbv_card_layable(v, i);
}

static void draw_hand(zbv *v, bool may_act)
{
    const zb_state *s = zbv_st(v);
    int seat = v->viewer >= 0 ? v->viewer : 0;
    int n = s->nhand[seat];
    bool fanned = zbv_hand_step(v, n) < v->lay.hand_cw;
    bool glows = may_act && (s->phase == ZB_PHASE_DISCARD || v->step == ZBV_STEP_CARROT_HAND);
    for (int i = 0; i < n; i++) {
        int card = s->hand[seat][i];
        if (card >= 0 && in_flight(v, card))
            continue;
        SDL_FRect r = zbv_hand_rect(v, i, n);
        bool sel = i == v->selected && v->viewer >= 0;
        bool legal = hand_card_legal(v, i, may_act);
        if (legal || sel)
            focus(v, r, "zb-hand", i, legal);
        if (sel && v->dragging)
            continue;
        if (sel)
            r.y -= 30;
        else if (may_act && hovered(v, r))
            r.y -= 12;
        if ((glows && legal) || sel)
            zbv_glow(v, r, 10, sel || hovered(v, r));
        /* Covered cards show their left number while there is room for it. */
        bool tight = zbv_hand_step(v, n) < zbv_min_card_w(v) * 0.6f;
        v->covered = !fanned || i == n - 1 ? ZBV_COVERED_NONE
                     : tight               ? ZBV_COVERED_ALL
                                           : ZBV_COVERED_RIGHT;
        zbv_draw_card(v, card, r, false, 255);
    }
    v->covered = ZBV_COVERED_NONE;
    if (v->dragging && v->selected >= 0 && v->selected < n) {
        float cw = v->lay.hand_cw, ch = cw / ZBV_CARD_RATIO;
        v->app->gfx.report_mute = true;
        zbv_draw_card(v, s->hand[seat][v->selected],
                      mm_rect(v->app->pointer_x - cw / 2, v->app->pointer_y - ch / 2, cw, ch),
                      false, 230);
        v->app->gfx.report_mute = false;
    }
}

/* ================================================================ flights */

static void draw_flights(zbv *v)
{
    /* Cards in the air pass over everything: not part of the layout. */
    v->app->gfx.report_mute = true;
    for (int i = 0; i < v->nflights; i++) {
        zbv_flight *f = &v->flights[i];
        if (f->clock.delay > 0)
            continue;
        float t = mm_ease(f->clock.t);
        SDL_FRect r = mm_rect_lerp(f->from, f->to, t);
        r.y -= 40 * sinf((float)M_PI * t);
        zbv_draw_card(v, f->card, r, false, 255);
    }
    v->app->gfx.report_mute = false;
}

void zbv_draw(void *view, SDL_FRect area, bool may_act)
{
    zbv *v = view;
    mm_gfx *g = &v->app->gfx;
    v->area = area;
    /* Nothing is asked of the player before the last move has landed. */
    if (zbv_told(v) != zbv_st(v))
        may_act = false;
    v->may_act = may_act;
    zbv_layout_update(v);
    v->tooltip[0] = '\0';
    v->focus_given = false;
    mm_gfx_image(g, "zb/table", mm_rect(0, 0, g->lw, g->lh), 0, 255);
    int zoom = -1;
    /* Drawn in the order a turn goes, so the first legal target of a step
     * becomes the focus default: the prompt's buttons, the hand, the moons,
     * the pile and stock, the other players. */
    draw_prompt(v, may_act);
    draw_hand(v, may_act);
    draw_my_moons(v, may_act);
    draw_pile_and_stock(v, may_act, &zoom);
    bool word = points_word_fits(v);
    for (int k = 0; k < v->lay.nopp; k++)
        draw_opponent(v, v->lay.opp_seat[k], may_act, word, &zoom);
    draw_mine(v);
    int deciding = zb_deciding_seat(zbv_told(v));
    if (!may_act && v->viewer >= 0 && deciding >= 0 && deciding != v->viewer)
        mm_table_focus_wait(v->app, v->lay.panel[deciding]);
    draw_flights(v);
    mm_popups_draw(&v->popups, v->app);
    if (v->tooltip[0])
        mm_table_tooltip(v->app, v->tooltip, MM_BAD, 0);
    /* A small card under the pointer, shown large. */
    if (zoom >= 0 && v->nflights == 0) {
        float w = mm_ui_tv(v->app) ? 260 : 200, h = w / ZBV_CARD_RATIO;
        float x = v->app->pointer_x + 24, y = v->app->pointer_y + 24;
        if (x + w > g->lw - 8)
            x = v->app->pointer_x - w - 24;
        if (y + h > g->lh - 8)
            y = g->lh - 8 - h;
        g->report_mute = true;
        zbv_draw_card(v, zoom, mm_rect(x, y, w, h), false, 255);
        g->report_mute = false;
    }
}
