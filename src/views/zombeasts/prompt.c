/* SPDX-License-Identifier: MIT */
/* Zombeasts table: what the acting player is asked to do, in the status line
 * (short) and in the prompt panel (title and explanation). The texts name
 * the control the player used last: "Click", "Press Enter", "Press A". */
#include <stdio.h>
#include <string.h>

#include "focus.h"
#include "monstermoon/i18n.h"
#include "zb_view.h"

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
    const char *press = mm_focus_press_word(v->app);
    switch (v->step) {
    case ZBV_STEP_CARROT_MOON:
        snprintf(title, tlen, "%s", _("The carrot"));
        snprintf(body, blen, _("%s on the card in your moons that goes back to your hand."), press);
        return;
    case ZBV_STEP_CARROT_HAND:
        snprintf(title, tlen, "%s", _("The carrot"));
        snprintf(body, blen, _("%s on the hand card that takes its place."), press);
        return;
    case ZBV_STEP_MOUSE_MOON:
        snprintf(title, tlen, "%s", _("The mouse"));
        if (v->mouse_code[0])
            snprintf(body, blen, _("%s on the moon for the %s."), press,
                     zb_card_name(zb_card_by_code(v->mouse_code)));
        else
            snprintf(body, blen, _("%s on a glowing card of the open stock."), press);
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
                   "choose “No more cards”."),
                 card);
    } else if (toy == ZB_BONE) {
        snprintf(title, tlen, "%s", _("The bone: play another card"));
        snprintf(body, blen, "%s", _("Lay one extra hand card, or choose “No more cards”."));
    } else {
        snprintf(title, tlen, _("The %s!"), zb_toy_name(toy));
        snprintf(body, blen, _("You may %s."), toy_power(toy));
    }
}

static void play_texts(zbv *v, char *title, size_t tlen, char *body, size_t blen)
{
    char code[ZB_CODE_LEN];
    const char *press = mm_focus_press_word(v->app);
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
        snprintf(body, blen,
                 _("%s on one of your moons for the joker, or on a glowing card in another "
                   "player's moon to swap it."),
                 press);
    } else if (zbv_selected_code(v, code)) {
        snprintf(body, blen, _("Glowing moons take the %s. A dimmed one tells you why not."),
                 zb_card_name(zb_card_by_code(code)));
    } else {
        snprintf(body, blen, "%s",
                 _("Lay a hand card into one of your moons, or onto the free place for a new "
                   "moon. A joker may also swap for a card in another player's moon."));
    }
}

void zbv_prompt_texts(zbv *v, bool may_act, char *title, size_t tlen, char *body, size_t blen)
{
    const zb_state *s = zbv_told(v);
    int seat = zb_deciding_seat(s);
    const char *name = seat >= 0 ? v->session->rec.seats[seat].name : "";
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
        play_texts(v, title, tlen, body, blen);
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
        break;
    case ZB_PHASE_DRAW:
        snprintf(title, tlen, "%s", _("Draw your cards"));
        snprintf(body, blen, "%s",
                 _("Take from the open stock, the draw pile or another player's hand (one card "
                   "from each player)."));
        break;
    case ZB_PHASE_OVER:
        break;
    }
}

void zbv_prompt(void *view, char *buf, size_t len)
{
    zbv *v = view;
    const zb_state *s = zbv_st(v);
    char code[ZB_CODE_LEN];
    const char *press = mm_focus_press_word(v->app);
    switch (s->phase) {
    case ZB_PHASE_PLAY:
        if (zbv_legal(v, "minus", NULL, 0))
            snprintf(buf, len, "%s", _("no card fits your moons: lay your hand as minus cards."));
        else if (v->step == ZBV_STEP_SWAP_TARGET)
            snprintf(buf, len, _("%s on one of your moons for the %s."), press,
                     zb_card_name(zb_card_by_code(v->swap_code)));
        else if (zbv_selected_code(v, code) && code[0] == 'W')
            snprintf(buf, len,
                     _("%s on a moon for the joker, or on a card in another player's moon to "
                       "swap."),
                     press);
        else if (zbv_selected_code(v, code))
            snprintf(buf, len, _("%s on a glowing moon or the place for a new one."), press);
        else
            snprintf(buf, len, _("%s on a hand card, then on a moon."), press);
        return;
    case ZB_PHASE_FOLLOW:
        if (v->step == ZBV_STEP_CARROT_MOON)
            snprintf(buf, len, _("%s on the card in your moons that the carrot swaps out."), press);
        else if (v->step == ZBV_STEP_CARROT_HAND)
            snprintf(buf, len, _("%s on the hand card that takes its place."), press);
        else if (v->step == ZBV_STEP_MOUSE_MOON)
            snprintf(buf, len, _("%s on the moon for the mouse's card."), press);
        else if (s->extra_play && s->follow_toy != ZB_TOY_NONE && s->follow_toy != ZB_BONE)
            snprintf(buf, len, _("use the %s or the attack?"), zb_toy_name(s->follow_toy));
        else if (s->extra_play)
            snprintf(buf, len, "%s", _("play another card, or stop."));
        else
            snprintf(buf, len, _("use the %s, or stop."), zb_toy_name(s->follow_toy));
        return;
    case ZB_PHASE_BONUS:
        snprintf(buf, len, _("%s on your bonus card in the open stock, or take none."), press);
        return;
    case ZB_PHASE_DISCARD:
        snprintf(buf, len,
                 dngettext(MM_TEXT_DOMAIN, "%s on %d card to discard (the paw).",
                           "%s on %d cards to discard (the paw).",
                           (unsigned long)(s->nhand[v->viewer] - ZB_PAW_HAND)),
                 press, s->nhand[v->viewer] - ZB_PAW_HAND);
        return;
    case ZB_PHASE_DRAW:
        snprintf(buf, len,
                 dngettext(MM_TEXT_DOMAIN, "draw %d more card.", "draw %d more cards.",
                           (unsigned long)s->to_draw),
                 s->to_draw);
        return;
    case ZB_PHASE_OVER:
        buf[0] = '\0';
        return;
    }
}
