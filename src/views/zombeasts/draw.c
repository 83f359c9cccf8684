/* SPDX-License-Identifier: MIT */
/* Zombeasts table: drawing. Targets glow when the rules would accept the
 * move; moons a picked card doesn't fit are dimmed and say why on hover. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "monstermoon/i18n.h"
#include "ui.h"
#include "zb_view.h"

static const mm_rgba PANEL_FILL = {30, 24, 66, 225};
static const mm_rgba PANEL_TURN = {62, 48, 124, 235};
static const mm_rgba PANEL_EDGE = {96, 80, 170, 255};

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

/* The rules' verdict on laying the picked card into a moon target. */
static bool target_ok(const zbv *v, int target, char *why, size_t len)
{
    char move[64];
    if (!zbv_target_move(v, target, move, sizeof move))
        return false;
    return zbv_legal(v, move, why, len);
}

static void draw_tooltip(zbv *v, const char *text, mm_rgba colour)
{
    mm_gfx *g = &v->app->gfx;
    float w = mm_gfx_text_width(g, text, 18, true) + 28;
    if (w > 560)
        w = 560;
    float h = mm_gfx_text_wrapped(g, text, 0, 0, w - 28, 18, true, MM_PAPER, MM_ALIGN_LEFT, false);
    float x = v->app->pointer_x + 18, y = v->app->pointer_y + 22;
    if (x + w > g->lw - 8)
        x = g->lw - 8 - w;
    if (y + h + 16 > g->lh - 8)
        y = v->app->pointer_y - h - 30;
    mm_gfx_fill_round(g, mm_rect(x, y, w, h + 16), 12, (mm_rgba){20, 16, 46, 240});
    mm_gfx_stroke_round(g, mm_rect(x, y, w, h + 16), 12, 2, colour);
    mm_gfx_text_wrapped(g, text, x + 14, y + 8, w - 28, 18, true, MM_PAPER, MM_ALIGN_LEFT, true);
}

/* ================================================================ opponents */

static void draw_seat_header(zbv *v, int seat, SDL_FRect p, bool turn)
{
    mm_gfx *g = &v->app->gfx;
    const zb_state *s = zbv_st(v);
    const mm_seat *info = &v->session->rec.seats[seat];
    mm_gfx_image(g, info->kind == MM_SEAT_HUMAN ? "ui/icon-human" : "ui/icon-cpu",
                 mm_rect(p.x + 10, p.y + 6, 26, 26), 0, 255);
    mm_gfx_text(g, info->name, p.x + 42, p.y + 7, 21, true, turn ? MM_ACCENT : MM_PAPER,
                MM_ALIGN_LEFT);
    char text[64];
    int won = zb_points_won(s, seat), minus = zb_points_minus(s, seat);
    snprintf(text, sizeof text, _("%d points"), won - minus);
    mm_gfx_text(g, text, p.x + p.w - 14, p.y + 9, 19, true, MM_GOLD, MM_ALIGN_RIGHT);
}

/* The hand fan: backs, and face up the cards this viewer knows. */
static void draw_hand_fan(zbv *v, int seat, SDL_FRect area, bool glow, bool taken)
{
    mm_gfx *g = &v->app->gfx;
    const zb_state *s = zbv_st(v);
    int n = s->nhand[seat];
    float ch = area.h - 4, cw = ch * ZBV_CARD_RATIO;
    float step = n > 1 ? fminf(cw * 0.5f, (area.w - cw - 90) / (float)(n - 1)) : 0;
    float right = area.x + (n > 0 ? cw + step * (float)(n - 1) : 0);
    if (glow)
        zbv_glow(v, mm_rect(area.x, area.y, right - area.x, ch), 8, hovered(v, area));
    for (int i = 0; i < n; i++) {
        SDL_FRect r = mm_rect(area.x + step * (float)i, area.y, cw, ch);
        zbv_draw_card(v, s->hand[seat][i], r, false, 255);
    }
    char text[48];
    snprintf(text, sizeof text, dngettext(MM_TEXT_DOMAIN, "%d card", "%d cards", (unsigned long)n),
             n);
    mm_gfx_text(g, text, right + 10, area.y + 2, 17, true, MM_PAPER, MM_ALIGN_LEFT);
    if (taken || glow)
        mm_gfx_text(g, taken ? _("taken") : _("take one"), right + 10, area.y + 22, 15, false,
                    taken ? MM_MUTED : MM_ACCENT, MM_ALIGN_LEFT);
}

/* A small points pile (face down) and the minus cards (face up). */
static void draw_piles(zbv *v, int seat, bool big)
{
    mm_gfx *g = &v->app->gfx;
    const zb_state *s = zbv_st(v);
    SDL_FRect pr = zbv_points_rect(v, seat), mr = zbv_minus_rect(v, seat);
    float cw = pr.w, ch = cw / ZBV_CARD_RATIO;
    int cards = s->nwon[seat] + s->nbonus[seat];
    if (cards == 0) {
        mm_gfx_stroke_round(g, mm_rect(pr.x, pr.y, cw, ch), 6, 2, (mm_rgba){200, 190, 255, 70});
    } else {
        for (int k = cards > 4 ? 3 : (cards + 1) / 2; k >= 0; k--)
            zbv_draw_back(v, mm_rect(pr.x + 2.0f * (float)k, pr.y - 2.0f * (float)k, cw, ch), 255);
    }
    char text[48];
    int moons = s->nwon[seat] / ZB_MOON_SLOTS;
    snprintf(text, sizeof text,
             dngettext(MM_TEXT_DOMAIN, "%d moon", "%d moons", (unsigned long)moons), moons);
    /* Labels go under the viewer's piles, beside an opponent's small ones. */
    if (big)
        mm_gfx_text(g, text, pr.x + cw / 2, pr.y + ch + 2, 16, false, MM_MUTED, MM_ALIGN_CENTER);
    else
        mm_gfx_text(g, text, pr.x + cw + 6, pr.y + ch / 2 - 9, 15, false, MM_MUTED, MM_ALIGN_LEFT);
    if (s->nminus[seat] == 0)
        return;
    float step = fminf(cw * 0.35f, 60.0f / (float)s->nminus[seat]);
    for (int i = 0; i < s->nminus[seat]; i++)
        zbv_draw_card(v, s->minus[seat][i], mm_rect(mr.x + step * (float)i, mr.y, cw, ch), false,
                      255);
    snprintf(text, sizeof text, _("minus %d"), zb_points_minus(s, seat));
    float right = mr.x + step * (float)(s->nminus[seat] - 1) + cw;
    if (big)
        mm_gfx_text(g, text, mr.x + cw / 2, mr.y + ch + 2, 16, true, MM_BAD, MM_ALIGN_CENTER);
    else
        mm_gfx_text(g, text, right + 6, mr.y + ch / 2 - 9, 15, true, MM_BAD, MM_ALIGN_LEFT);
}

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
        bool target = may_act && seat != v->viewer && swap_target(v, seat, card);
        if (may_act && seat == v->viewer && s->phase == ZB_PHASE_FOLLOW &&
            s->follow_toy == ZB_CARROT &&
            (v->step == ZBV_STEP_CARROT_MOON || v->step == ZBV_STEP_NONE)) {
            char prefix[32];
            snprintf(prefix, sizeof prefix, "carrot %c:%s<", zb_colour_letter(moon->colour), code);
            for (int h = 0; h < s->nhand[v->viewer] && !target; h++) {
                char move[64], in[ZB_CODE_LEN];
                zb_card_code(s->hand[v->viewer][h], in, sizeof in);
                snprintf(move, sizeof move, "%s%s", prefix, in);
                target = zbv_legal(v, move, NULL, 0);
            }
        }
        if (target || chosen)
            zbv_glow(v, r, r.w * 0.08f, chosen || hovered(v, r));
        zbv_draw_card(v, card, r, k == ZB_SLOT_BL || k == ZB_SLOT_BR, 255);
        if (hovered(v, r) && seat != v->viewer && !v->dragging)
            *zoom = card;
    }
}

static void draw_opponent(zbv *v, int seat, bool may_act, int *zoom)
{
    mm_gfx *g = &v->app->gfx;
    const zb_state *s = zbv_st(v);
    SDL_FRect p = v->lay.panel[seat];
    bool turn = zb_deciding_seat(s) == seat;
    mm_gfx_fill_round(g, mm_rect(p.x + 4, p.y + 6, p.w, p.h), 18, (mm_rgba){0, 0, 0, 80});
    mm_gfx_fill_round(g, p, 18, turn ? PANEL_TURN : PANEL_FILL);
    mm_gfx_stroke_round(g, p, 18, turn ? 4 : 2, turn ? MM_ACCENT : PANEL_EDGE);
    draw_seat_header(v, seat, p, turn);
    for (int m = 0; m < s->nmoons[seat]; m++)
        draw_moon(v, seat, m, may_act, zoom);
    if (s->nmoons[seat] == 0)
        mm_gfx_text(g, _("no moons"), p.x + 16, p.y + 70, 17, false, MM_MUTED, MM_ALIGN_LEFT);
    char move[32];
    snprintf(move, sizeof move, "take %d", seat + 1);
    bool take = may_act && s->phase == ZB_PHASE_DRAW && zbv_legal(v, move, NULL, 0);
    bool taken = s->phase == ZB_PHASE_DRAW && (s->taken_from & (1u << seat));
    draw_hand_fan(v, seat, zbv_seat_hand_rect(v, seat), take, taken);
    draw_piles(v, seat, false);
}

/* ================================================================== centre */

static void draw_pile_and_stock(zbv *v, bool may_act, int *zoom)
{
    mm_gfx *g = &v->app->gfx;
    const zb_state *s = zbv_st(v);
    SDL_FRect pile = v->lay.pile;
    bool drawing = may_act && s->phase == ZB_PHASE_DRAW;
    if (s->npile > 0) {
        if (drawing && s->npile > 0)
            zbv_glow(v, pile, 8, hovered(v, pile));
        for (int k = s->npile > 6 ? 3 : (s->npile + 1) / 2; k >= 0; k--)
            zbv_draw_back(
                v, mm_rect(pile.x + 1.5f * (float)k, pile.y - 1.5f * (float)k, pile.w, pile.h),
                255);
    } else {
        mm_gfx_stroke_round(g, pile, 8, 2, (mm_rgba){200, 190, 255, 90});
    }
    char text[64];
    snprintf(text, sizeof text, _("Pile: %d"), s->npile);
    mm_gfx_text(g, text, pile.x + pile.w / 2, pile.y + pile.h + 6, 17, true, MM_PAPER,
                MM_ALIGN_CENTER);
    if (s->final_left >= 0)
        mm_gfx_text(g, _("last round"), pile.x + pile.w / 2, pile.y + pile.h + 28, 15, true, MM_BAD,
                    MM_ALIGN_CENTER);
    bool pick =
        may_act &&
        (s->phase == ZB_PHASE_DRAW || s->phase == ZB_PHASE_BONUS ||
         (s->phase == ZB_PHASE_FOLLOW && s->follow_toy == ZB_MOUSE && v->step != ZBV_STEP_CARD));
    for (int i = 0; i < ZB_STOCK_SIZE; i++) {
        SDL_FRect r = v->lay.stock[i];
        if (i >= s->nstock || in_flight(v, s->stock[i])) {
            mm_gfx_stroke_round(g, r, 8, 2, (mm_rgba){200, 190, 255, 70});
            continue;
        }
        char code[ZB_CODE_LEN], move[32];
        zb_card_code(s->stock[i], code, sizeof code);
        bool chosen = v->step == ZBV_STEP_MOUSE_MOON && strcmp(code, v->mouse_code) == 0;
        if (pick) {
            bool ok = false;
            if (s->phase == ZB_PHASE_FOLLOW) {
                for (int t = 0; t < ZB_NCOLOURS && !ok; t++) {
                    snprintf(move, sizeof move, "mouse %s>%c", code,
                             zb_colour_letter((zb_colour)t));
                    ok = zbv_legal(v, move, NULL, 0);
                }
            } else {
                snprintf(move, sizeof move, "%s %s", s->phase == ZB_PHASE_BONUS ? "bonus" : "stock",
                         code);
                ok = zbv_legal(v, move, NULL, 0);
            }
            if (ok || chosen)
                zbv_glow(v, r, 8, chosen || hovered(v, r));
        }
        zbv_draw_card(v, s->stock[i], r, false, 255);
        if (hovered(v, r) && !v->dragging)
            *zoom = s->stock[i];
    }
    SDL_FRect first = v->lay.stock[0];
    mm_gfx_text(g, _("Open stock"), first.x + (v->lay.stock[2].x + first.w - first.x) / 2,
                first.y + first.h + 6, 17, true, MM_PAPER, MM_ALIGN_CENTER);
}

/* What a toy does, for the prompt. */
static const char *toy_power(zb_toy toy)
{
    switch (toy) {
    case ZB_CARROT:
        return _("swap a card of your moons for a hand card");
    case ZB_MOUSE:
        return _("take a card of the open stock into one of your moons");
    case ZB_BONE:
        return _("play one extra hand card");
    case ZB_PAW:
        return _("every player ends with exactly 5 hand cards");
    default:
        return "";
    }
}

static void follow_texts(zbv *v, char *title, size_t tlen, char *body, size_t blen)
{
    const zb_state *s = zbv_st(v);
    zb_toy toy = s->follow_toy;
    const char *card = zb_card_name(s->follow_card);
    switch (v->step) {
    case ZBV_STEP_CARROT_MOON:
        snprintf(title, tlen, "%s", _("The carrot"));
        snprintf(body, blen, "%s", _("Click the card in your moons that goes back to your hand."));
        return;
    case ZBV_STEP_CARROT_HAND:
        snprintf(title, tlen, "%s", _("The carrot"));
        snprintf(body, blen, "%s", _("Now click the hand card that takes its place."));
        return;
    case ZBV_STEP_MOUSE_MOON:
        snprintf(title, tlen, "%s", _("The mouse"));
        snprintf(body, blen, _("Now click the moon for the %s."),
                 zb_card_name(zb_card_by_code(v->mouse_code)));
        return;
    default:
        break;
    }
    if (s->follow_attack && toy != ZB_TOY_NONE && toy != ZB_BONE) {
        snprintf(title, tlen, _("Zombeast attack or the %s?"), zb_toy_name(toy));
        snprintf(body, blen, _("Not both: play another card for the attack, or use the %s (%s)."),
                 zb_toy_name(toy), toy_power(toy));
    } else if (s->follow_attack) {
        snprintf(title, tlen, "%s", _("Zombeast attack! Play another card"));
        snprintf(body, blen,
                 _("The %s met its kind: lay another hand card into any moon or a new one, or "
                   "click “No more cards”."),
                 card);
    } else if (toy == ZB_BONE) {
        snprintf(title, tlen, "%s", _("The bone: play another card"));
        snprintf(body, blen, "%s", _("Lay one extra hand card, or click “No more cards”."));
    } else {
        snprintf(title, tlen, _("The %s!"), zb_toy_name(toy));
        snprintf(body, blen, _("You may %s."), toy_power(toy));
    }
}

/* Title and body of the prompt panel. */
static void prompt_texts(zbv *v, bool may_act, char *title, size_t tlen, char *body, size_t blen)
{
    const zb_state *s = zbv_st(v);
    int seat = zb_deciding_seat(s);
    const char *name = seat >= 0 ? v->session->rec.seats[seat].name : "";
    char code[ZB_CODE_LEN];
    body[0] = '\0';
    if (s->phase == ZB_PHASE_OVER) {
        snprintf(title, tlen, "%s", _("The game is over"));
        snprintf(body, blen, "%s", _("Unfinished moons score nothing."));
        return;
    }
    if (!may_act) {
        snprintf(title, tlen, _("%s's turn"), name);
        if (s->phase == ZB_PHASE_FOLLOW && s->follow_attack)
            snprintf(body, blen, "%s", _("Zombeast attack!"));
        else if (s->phase == ZB_PHASE_DISCARD)
            snprintf(body, blen, "%s", _("discards down to 5 cards (the paw)"));
        else if (s->phase == ZB_PHASE_DRAW)
            snprintf(body, blen,
                     dngettext(MM_TEXT_DOMAIN, "draws %d more card", "draws %d more cards",
                               (unsigned long)s->to_draw),
                     s->to_draw);
        return;
    }
    switch (s->phase) {
    case ZB_PHASE_PLAY:
        snprintf(title, tlen, "%s", _("Your turn"));
        if (zbv_legal(v, "minus", NULL, 0)) {
            snprintf(title, tlen, "%s", _("No card fits"));
            snprintf(body, blen, "%s",
                     _("None of your hand cards fits your moons: they go face up as minus cards, "
                       "and you take 3 new ones."));
        } else if (v->step == ZBV_STEP_SWAP_TARGET) {
            snprintf(body, blen, _("Now choose the moon for the %s you take."),
                     zb_card_name(zb_card_by_code(v->swap_code)));
        } else if (zbv_selected_code(v, code) && code[0] == 'W') {
            snprintf(body, blen, "%s",
                     _("Put the joker into one of your moons, or click a glowing card in another "
                       "player's moon to swap it."));
        } else if (zbv_selected_code(v, code)) {
            snprintf(body, blen, _("Glowing moons take the %s. A dimmed one tells you why not."),
                     zb_card_name(zb_card_by_code(code)));
        } else {
            snprintf(body, blen, "%s",
                     _("Drag a hand card onto one of your moons, or onto the free place for a new "
                       "moon. A joker may also swap for a card in another player's moon."));
        }
        break;
    case ZB_PHASE_FOLLOW:
        follow_texts(v, title, tlen, body, blen);
        break;
    case ZB_PHASE_BONUS:
        snprintf(title, tlen, "%s", _("Four different Zombeasts!"));
        snprintf(body, blen, "%s",
                 _("Pick a bonus card from the open stock for your points pile, or take "
                   "none."));
        break;
    case ZB_PHASE_DISCARD:
        snprintf(title, tlen, "%s", _("The paw: 5 hand cards"));
        zbv_prompt(v, body, blen);
        if (body[0] >= 'a' && body[0] <= 'z')
            body[0] = (char)(body[0] - 'a' + 'A');
        break;
    case ZB_PHASE_DRAW:
        snprintf(title, tlen, "%s", _("Draw your cards"));
        snprintf(body, blen, "%s",
                 _("Click the open stock, the draw pile or another player's hand (one card "
                   "from each player)."));
        break;
    case ZB_PHASE_OVER:
        break;
    }
}

static void draw_prompt(zbv *v, bool may_act)
{
    mm_gfx *g = &v->app->gfx;
    const zb_state *s = zbv_st(v);
    SDL_FRect c = v->lay.centre;
    bool urgent = may_act && s->phase != ZB_PHASE_PLAY;
    mm_gfx_fill_round(g, c, 18, urgent ? (mm_rgba){70, 44, 110, 235} : PANEL_FILL);
    mm_gfx_stroke_round(g, c, 18, urgent ? 4 : 2, urgent ? MM_ACCENT : PANEL_EDGE);
    char title[128], body[256];
    prompt_texts(v, may_act, title, sizeof title, body, sizeof body);
    float x = c.x + 22;
    if (may_act && s->phase == ZB_PHASE_DRAW) {
        /* The number still to draw, large. */
        char n[8];
        snprintf(n, sizeof n, "%d", s->to_draw);
        mm_gfx_fill_circle(g, c.x + 62, c.y + c.h / 2, 44, (mm_rgba){22, 18, 34, 255});
        mm_gfx_ring(g, c.x + 62, c.y + c.h / 2, 44, 4, MM_ACCENT);
        mm_gfx_text(g, n, c.x + 62, c.y + c.h / 2 - 40, 64, true, MM_PAPER, MM_ALIGN_CENTER);
        x = c.x + 124;
    }
    /* Cards taken from this seat's hand since its last turn, in one line. */
    float y = c.y + 14;
    if (v->viewer >= 0 && s->nnotices[v->viewer] > 0) {
        float nx = x +
                   mm_gfx_text(g, _("Taken from your hand:"), x, y + 2, 16, true,
                               (mm_rgba){255, 170, 120, 255}, MM_ALIGN_LEFT) +
                   10;
        for (int i = 0; i < s->nnotices[v->viewer]; i++) {
            const zb_notice *n = &s->notices[v->viewer][i];
            char text[96];
            snprintf(text, sizeof text, _("%s by %s"), zb_card_name(n->card),
                     v->session->rec.seats[n->by].name);
            zbv_draw_card(v, n->card, mm_rect(nx, y, 30, 24), false, 255);
            nx += 36 +
                  mm_gfx_text(g, text, nx + 36, y + 2, 16, false, (mm_rgba){255, 200, 170, 255},
                              MM_ALIGN_LEFT) +
                  14;
        }
        y += 30;
    }
    mm_gfx_text(g, title, x, y, 26, true, urgent ? MM_ACCENT : MM_PAPER, MM_ALIGN_LEFT);
    y += 36;
    float right = c.x + c.w - 20;
    if (v->nbuttons > 0)
        right = v->buttons[0].rect.x - 16;
    mm_gfx_text_wrapped(g, body, x, y, right - x, 18, false, MM_PAPER, MM_ALIGN_LEFT, true);
    for (int i = 0; i < v->nbuttons; i++)
        mm_ui_button(v->app, v->buttons[i].rect, v->buttons[i].label, NULL, v->buttons[i].primary,
                     true);
}

static void draw_mine(zbv *v)
{
    mm_gfx *g = &v->app->gfx;
    const zb_state *s = zbv_st(v);
    int seat = v->viewer >= 0 ? v->viewer : 0;
    SDL_FRect m = v->lay.mine;
    mm_gfx_fill_round(g, m, 18, PANEL_FILL);
    mm_gfx_stroke_round(g, m, 18, 2, PANEL_EDGE);
    char text[96];
    int total = zb_points_won(s, seat) - zb_points_minus(s, seat);
    if (v->viewer >= 0)
        snprintf(text, sizeof text, _("Your points: %d"), total);
    else
        snprintf(text, sizeof text, _("%s: %d points"), v->session->rec.seats[seat].name, total);
    mm_gfx_text(g, text, m.x + 16, m.y + 10, 21, true, MM_GOLD, MM_ALIGN_LEFT);
    draw_piles(v, seat, true);
}

/* ================================================================ my moons */

static void draw_my_moons(zbv *v, bool may_act)
{
    mm_gfx *g = &v->app->gfx;
    const zb_state *s = zbv_st(v);
    int seat = v->viewer >= 0 ? v->viewer : 0;
    bool picking = may_act && (v->step == ZBV_STEP_CARD || v->step == ZBV_STEP_SWAP_TARGET ||
                               v->step == ZBV_STEP_MOUSE_MOON);
    int zoom_unused = -1;
    for (int m = 0; m <= s->nmoons[seat] && m < ZB_MAX_MOONS; m++) {
        SDL_FRect r = zbv_moon_rect(v, seat, m);
        bool is_new = m == s->nmoons[seat];
        int target = is_new ? -1 : (int)s->moons[seat][m].colour;
        char why[MM_REASON_MAX] = "";
        bool ok = picking && target_ok(v, target, why, sizeof why);
        if (is_new) {
            /* The place for a new moon. */
            if (!picking && v->viewer < 0)
                continue;
            mm_gfx_stroke_round(g, r, 20, 2, (mm_rgba){200, 190, 255, ok ? 200 : 70});
            mm_gfx_ring(g, r.x + r.w / 2, r.y + r.h / 2, r.h * 0.3f, 2,
                        (mm_rgba){255, 232, 154, ok ? 200 : 60});
            mm_gfx_text(g, _("new moon"), r.x + r.w / 2, r.y + r.h / 2 - 11, 18, true,
                        ok ? MM_ACCENT : MM_MUTED, MM_ALIGN_CENTER);
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

static bool hand_card_glows(const zbv *v, int i, bool may_act)
{
    const zb_state *s = zbv_st(v);
    if (!may_act)
        return false;
    if (s->phase == ZB_PHASE_DISCARD)
        return true;
    if (v->step != ZBV_STEP_CARROT_HAND)
        return false;
    char in[ZB_CODE_LEN], move[64];
    zb_card_code(s->hand[v->viewer][i], in, sizeof in);
    snprintf(move, sizeof move, "carrot %c:%s<%s", zb_colour_letter((zb_colour)v->carrot_colour),
             v->carrot_code, in);
    return zbv_legal(v, move, NULL, 0);
}

static void draw_hand(zbv *v, bool may_act)
{
    const zb_state *s = zbv_st(v);
    int seat = v->viewer >= 0 ? v->viewer : 0;
    int n = s->nhand[seat];
    for (int i = 0; i < n; i++) {
        int card = s->hand[seat][i];
        if (card >= 0 && in_flight(v, card))
            continue;
        SDL_FRect r = zbv_hand_rect(v, i, n);
        bool sel = i == v->selected && v->viewer >= 0;
        if (sel && v->dragging)
            continue;
        if (sel)
            r.y -= 30;
        else if (may_act && hovered(v, r))
            r.y -= 12;
        if (hand_card_glows(v, i, may_act) || sel)
            zbv_glow(v, r, 10, sel || hovered(v, r));
        zbv_draw_card(v, card, r, false, 255);
    }
    if (v->dragging && v->selected >= 0 && v->selected < n) {
        float cw = v->lay.hand_cw, ch = cw / ZBV_CARD_RATIO;
        zbv_draw_card(v, s->hand[seat][v->selected],
                      mm_rect(v->app->pointer_x - cw / 2, v->app->pointer_y - ch / 2, cw, ch),
                      false, 230);
    }
}

/* ============================================================ flights, text */

static float ease(double t)
{
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    return (float)(t * t * (3 - 2 * t));
}

static void draw_flights(zbv *v)
{
    for (int i = 0; i < v->nflights; i++) {
        zbv_flight *f = &v->flights[i];
        if (f->delay > 0)
            continue;
        float t = ease(f->t);
        SDL_FRect r = {f->from.x + (f->to.x - f->from.x) * t, f->from.y + (f->to.y - f->from.y) * t,
                       f->from.w + (f->to.w - f->from.w) * t,
                       f->from.h + (f->to.h - f->from.h) * t};
        r.y -= 40 * sinf((float)M_PI * t);
        zbv_draw_card(v, f->card, r, false, 255);
    }
}

static void draw_popups(zbv *v)
{
    mm_gfx *g = &v->app->gfx;
    for (int i = 0; i < v->npopups; i++) {
        zbv_popup *p = &v->popups[i];
        if (p->delay > 0)
            continue;
        float t = (float)p->t;
        Uint8 a = (Uint8)(255 * (t < 0.75f ? 1 : (1 - t) * 4));
        float y = p->y - 50 * t;
        float w = mm_gfx_text_width(g, p->text, 30, true) + 36;
        /* Keep it on screen. */
        float x = fminf(fmaxf(p->x, w / 2 + 8), g->lw - w / 2 - 8);
        mm_gfx_fill_round(g, mm_rect(x - w / 2, y - 6, w, 48), 24,
                          (mm_rgba){20, 14, 40, (Uint8)(a * 0.85f)});
        mm_gfx_stroke_round(g, mm_rect(x - w / 2, y - 6, w, 48), 24, 3, mm_alpha(p->colour, a));
        mm_gfx_text(g, p->text, x, y, 30, true, mm_alpha(p->colour, a), MM_ALIGN_CENTER);
    }
}

void zbv_draw(void *view, SDL_FRect area, bool may_act)
{
    zbv *v = view;
    mm_gfx *g = &v->app->gfx;
    v->area = area;
    zbv_layout_update(v);
    zbv_collect_buttons(v, may_act);
    v->tooltip[0] = '\0';
    mm_gfx_image(g, "zb/table", mm_rect(0, 0, g->lw, g->lh), 0, 255);
    int zoom = -1;
    for (int k = 0; k < v->lay.nopp; k++)
        draw_opponent(v, v->lay.opp_seat[k], may_act, &zoom);
    draw_pile_and_stock(v, may_act, &zoom);
    draw_prompt(v, may_act);
    draw_mine(v);
    draw_my_moons(v, may_act);
    draw_hand(v, may_act);
    draw_flights(v);
    draw_popups(v);
    if (v->tooltip[0])
        draw_tooltip(v, v->tooltip, MM_BAD);
    /* A small card under the pointer, shown large. */
    if (zoom >= 0 && v->nflights == 0) {
        float w = 200, h = w / ZBV_CARD_RATIO;
        float x = v->app->pointer_x + 24, y = v->app->pointer_y + 24;
        if (x + w > g->lw - 8)
            x = v->app->pointer_x - w - 24;
        if (y + h > g->lh - 8)
            y = g->lh - 8 - h;
        zbv_draw_card(v, zoom, mm_rect(x, y, w, h), false, 255);
    }
}
