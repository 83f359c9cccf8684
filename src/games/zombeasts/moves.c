/* SPDX-License-Identifier: MIT */
/* Zombeasts: the move notation (docs/games/zombeasts.md): parsing, checking
 * against the position, listing the legal moves and describing them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/i18n.h"
#include "zb_internal.h"

/* Refuses with a formatted reason, built only when somebody asks for it. */
#define REFUSE(why, len, ...)                                                                      \
    ((why) && (len) ? (snprintf((why), (len), __VA_ARGS__), false) : false)

/* ==================================================================== parsing */

/* A target after '>': a colour letter or '+'; must end the text. */
static bool parse_target(const char *p, int *target)
{
    if (p[0] == '\0' || p[1] != '\0')
        return false;
    if (p[0] == '+') {
        *target = ZB_TARGET_NEW;
        return true;
    }
    *target = zb_colour_from_letter(p[0]);
    return *target >= 0;
}

/* "word CODE" with nothing after the code. */
static bool parse_card_arg(const char *p, char code[ZB_CODE_LEN])
{
    return strlen(p) == 4 && zb_parse_code(p, code);
}

bool zb_parse_move(const char *text, zb_move *mv, char *why, size_t len)
{
    memset(mv, 0, sizeof *mv);
    mv->seat = -1;
    mv->target = ZB_TARGET_NEW;
    static const struct {
        const char *word;
        zb_move_kind kind;
    } plain[] = {{"stop", ZM_STOP}, {"minus", ZM_MINUS}, {"paw", ZM_PAW}, {"pile", ZM_PILE}};
    for (size_t i = 0; i < sizeof plain / sizeof plain[0]; i++) {
        if (strcmp(text, plain[i].word) == 0) {
            mv->kind = plain[i].kind;
            return true;
        }
    }
    if (strcmp(text, "bonus none") == 0) {
        mv->kind = ZM_NO_BONUS;
        return true;
    }
    if (strncmp(text, "take ", 5) == 0) {
        char *end;
        long seat = strtol(text + 5, &end, 10);
        if (end == text + 5 || *end || seat < 1 || seat > MM_MAX_SEATS)
            return REFUSE(why, len, _("'%s': write a blind take as take 2 (the seat)"), text);
        mv->kind = ZM_TAKE;
        mv->seat = (int)seat - 1;
        return true;
    }
    static const struct {
        const char *word;
        zb_move_kind kind;
    } with_card[] = {{"bonus ", ZM_BONUS}, {"discard ", ZM_DISCARD}, {"stock ", ZM_STOCK}};
    for (size_t i = 0; i < sizeof with_card / sizeof with_card[0]; i++) {
        size_t n = strlen(with_card[i].word);
        if (strncmp(text, with_card[i].word, n) == 0) {
            if (!parse_card_arg(text + n, mv->card))
                return REFUSE(why, len, _("'%s': name a card by its code, as in Gd4R"), text);
            mv->kind = with_card[i].kind;
            return true;
        }
    }
    if (strncmp(text, "mouse ", 6) == 0) {
        const char *p = text + 6;
        if (!zb_parse_code(p, mv->card) || p[4] != '>' || !parse_target(p + 5, &mv->target))
            return REFUSE(why, len, _("'%s': write the mouse as mouse Gd4R>G"), text);
        mv->kind = ZM_MOUSE;
        return true;
    }
    if (strncmp(text, "carrot ", 7) == 0) {
        const char *p = text + 7;
        mv->target = zb_colour_from_letter(p[0]);
        if (mv->target < 0 || p[1] != ':' || !zb_parse_code(p + 2, mv->other) || p[6] != '<' ||
            !parse_card_arg(p + 7, mv->card))
            return REFUSE(why, len, _("'%s': write the carrot as carrot G:Gd4R<Gr1R"), text);
        mv->kind = ZM_CARROT;
        return true;
    }
    if (!zb_parse_code(text, mv->card))
        return REFUSE(why, len, _("'%s' is not a move"), text);
    const char *p = text + 4;
    if (*p == '>') {
        if (!parse_target(p + 1, &mv->target))
            return REFUSE(why, len,
                          _("'%s': name the moon by its colour letter or + for a new one"), text);
        mv->kind = ZM_LAY;
        return true;
    }
    if (*p == '@') {
        char *end;
        long seat = strtol(p + 1, &end, 10);
        if (end == p + 1 || *end != ':' || seat < 1 || seat > MM_MAX_SEATS ||
            !zb_parse_code(end + 1, mv->other) || end[5] != '>' ||
            !parse_target(end + 6, &mv->target))
            return REFUSE(why, len, _("'%s': write a joker swap as Wc0L@2:Gd4R>G"), text);
        mv->kind = ZM_SWAP;
        mv->seat = (int)seat - 1;
        return true;
    }
    return REFUSE(why, len, _("'%s' is not a move"), text);
}

/* =================================================================== checking */

/* What the position waits for, as a reason for a move of the wrong kind. */
static bool wrong_phase(const zb_state *s, char *why, size_t len)
{
    switch (s->phase) {
    case ZB_PHASE_PLAY:
        return REFUSE(why, len, "%s", _("Lay one of your hand cards first."));
    case ZB_PHASE_FOLLOW:
        if (s->extra_play && s->follow_toy != ZB_TOY_NONE && s->follow_toy != ZB_BONE)
            return REFUSE(why, len, "%s",
                          _("Play another card for the attack, use the toy, or stop."));
        if (s->extra_play)
            return REFUSE(why, len, "%s", _("Play another card, or stop."));
        return REFUSE(why, len, "%s", _("Use the toy, or stop."));
    case ZB_PHASE_BONUS:
        return REFUSE(why, len, "%s",
                      _("Choose your bonus card from the open stock, or leave it (bonus none)."));
    case ZB_PHASE_DISCARD:
        return REFUSE(why, len, _("Player %d must discard down to 5 cards first."),
                      s->discarder + 1);
    case ZB_PHASE_DRAW:
        return REFUSE(why, len,
                      dngettext(MM_TEXT_DOMAIN, "Draw %d more card first.",
                                "Draw %d more cards first.", (unsigned long)s->to_draw),
                      s->to_draw);
    case ZB_PHASE_OVER:
        break;
    }
    return REFUSE(why, len, "%s", _("The game is over."));
}

static bool no_such(char *why, size_t len, const char *fmt, const char *code)
{
    int card = zb_card_by_code(code);
    return REFUSE(why, len, fmt, card >= 0 ? zb_card_name(card) : code);
}

static bool check_lay(const zb_state *s, int seat, const zb_move *mv, char *why, size_t len)
{
    int h = zb_hand_find(s, seat, mv->card);
    if (h < 0)
        return no_such(why, len, _("You have no %s in your hand."), mv->card);
    if (mv->kind == ZM_LAY)
        return zb_check_place(s, seat, s->hand[seat][h], mv->target, why, len);
    return zb_check_swap(s, seat, s->hand[seat][h], mv->seat, mv->other, mv->target, why, len);
}

bool zb_check_move(const zb_state *s, int seat, const zb_move *mv, char *why, size_t len)
{
    if (s->phase == ZB_PHASE_OVER)
        return REFUSE(why, len, "%s", _("The game is over."));
    int decider = zb_deciding_seat(s);
    if (seat != decider)
        return REFUSE(why, len,
                      s->phase == ZB_PHASE_DISCARD ? _("Player %d is discarding now.")
                                                   : _("It is Player %d's turn."),
                      decider + 1);
    switch (mv->kind) {
    case ZM_LAY:
    case ZM_SWAP:
        if (s->phase == ZB_PHASE_FOLLOW && !s->extra_play)
            return REFUSE(why, len, "%s",
                          _("This card allows no extra card: use the toy, or stop."));
        if (s->phase != ZB_PHASE_PLAY && s->phase != ZB_PHASE_FOLLOW)
            return wrong_phase(s, why, len);
        return check_lay(s, seat, mv, why, len);
    case ZM_STOP:
        if (s->phase != ZB_PHASE_FOLLOW)
            return s->phase == ZB_PHASE_PLAY
                       ? REFUSE(why, len, "%s", _("Every turn begins with laying a card."))
                       : wrong_phase(s, why, len);
        return true;
    case ZM_MINUS:
        if (s->phase != ZB_PHASE_PLAY)
            return wrong_phase(s, why, len);
        if (zb_can_lay(s, seat))
            return REFUSE(why, len, "%s",
                          _("A card of yours still fits: minus cards are only for a hand that "
                            "fits nowhere."));
        return true;
    case ZM_CARROT: {
        if (s->phase != ZB_PHASE_FOLLOW || s->follow_toy != ZB_CARROT)
            return REFUSE(why, len, "%s", _("There is no carrot to use now."));
        int h = zb_hand_find(s, seat, mv->card);
        if (h < 0)
            return no_such(why, len, _("You have no %s in your hand."), mv->card);
        return zb_check_carrot(s, seat, mv->target, mv->other, s->hand[seat][h], why, len);
    }
    case ZM_MOUSE: {
        if (s->phase != ZB_PHASE_FOLLOW || s->follow_toy != ZB_MOUSE)
            return REFUSE(why, len, "%s", _("There is no mouse to use now."));
        int i = zb_stock_find(s, mv->card);
        if (i < 0)
            return no_such(why, len, _("The open stock has no %s."), mv->card);
        if (mv->target == ZB_TARGET_NEW)
            return REFUSE(why, len, "%s",
                          _("The mouse adds its card to one of your moons, not to a new one."));
        return zb_check_place(s, seat, s->stock[i], mv->target, why, len);
    }
    case ZM_PAW:
        if (s->phase != ZB_PHASE_FOLLOW || s->follow_toy != ZB_PAW)
            return REFUSE(why, len, "%s", _("There is no paw to use now."));
        return true;
    case ZM_BONUS:
        if (s->phase != ZB_PHASE_BONUS)
            return REFUSE(why, len, "%s", _("You have earned no bonus card."));
        if (zb_stock_find(s, mv->card) < 0)
            return no_such(why, len, _("The open stock has no %s."), mv->card);
        return true;
    case ZM_NO_BONUS:
        if (s->phase != ZB_PHASE_BONUS)
            return REFUSE(why, len, "%s", _("You have earned no bonus card."));
        return true;
    case ZM_DISCARD:
        if (s->phase != ZB_PHASE_DISCARD)
            return REFUSE(why, len, "%s", _("Nobody discards now."));
        if (zb_hand_find(s, seat, mv->card) < 0)
            return no_such(why, len, _("You have no %s in your hand."), mv->card);
        return true;
    case ZM_STOCK:
    case ZM_PILE:
    case ZM_TAKE:
        if (s->phase != ZB_PHASE_DRAW)
            return s->phase == ZB_PHASE_PLAY || s->phase == ZB_PHASE_FOLLOW
                       ? REFUSE(why, len, "%s", _("Cards are drawn at the end of the turn."))
                       : wrong_phase(s, why, len);
        if (mv->kind == ZM_STOCK) {
            if (zb_stock_find(s, mv->card) < 0)
                return no_such(why, len, _("The open stock has no %s."), mv->card);
        } else if (mv->kind == ZM_PILE) {
            if (s->npile == 0)
                return REFUSE(why, len, "%s", _("The draw pile is empty."));
        } else {
            if (mv->seat == seat || mv->seat >= s->nseats)
                return REFUSE(why, len, "%s", _("Take a card from another player's hand."));
            if (s->taken_from & (1u << mv->seat))
                return REFUSE(why, len,
                              _("You have already taken a card from Player %d this turn: one "
                                "per player."),
                              mv->seat + 1);
            if (s->nhand[mv->seat] == 0)
                return REFUSE(why, len, _("Player %d has no hand cards."), mv->seat + 1);
        }
        return true;
    }
    return false;
}

/* ==================================================================== listing */

/* Hand indices with a code not seen before (equal cards give equal moves). */
static bool first_of_code(const int *cards, int n, int index)
{
    char a[ZB_CODE_LEN], b[ZB_CODE_LEN];
    if (cards[index] < 0)
        return false;
    zb_card_code(cards[index], a, sizeof a);
    for (int i = 0; i < index; i++) {
        if (cards[i] < 0)
            continue;
        zb_card_code(cards[i], b, sizeof b);
        if (strcmp(a, b) == 0)
            return false;
    }
    (void)n;
    return true;
}

static char target_char(int target)
{
    return target == ZB_TARGET_NEW ? '+' : zb_colour_letter((zb_colour)target);
}

void zb_list_lays(const zb_state *s, int seat, mm_move_list *out)
{
    const int *hand = s->hand[seat];
    for (int h = 0; h < s->nhand[seat]; h++) {
        if (!first_of_code(hand, s->nhand[seat], h))
            continue;
        char code[ZB_CODE_LEN];
        zb_card_code(hand[h], code, sizeof code);
        for (int t = -1; t < ZB_NCOLOURS; t++)
            if (zb_check_place(s, seat, hand[h], t, NULL, 0))
                mm_move_list_addf(out, "%s>%c", code, target_char(t));
        if (zb_card_info(hand[h]).colour != ZB_WHITE)
            continue;
        for (int o = 0; o < s->nseats; o++) {
            for (int m = 0; o != seat && m < s->nmoons[o]; m++) {
                for (int k = 0; k < ZB_MOON_SLOTS; k++) {
                    int c = s->moons[o][m].slot[k];
                    if (c < 0 || zb_card_info(c).colour == ZB_WHITE)
                        continue;
                    char taken[ZB_CODE_LEN];
                    zb_card_code(c, taken, sizeof taken);
                    for (int t = -1; t < ZB_NCOLOURS; t++)
                        if (zb_check_swap(s, seat, hand[h], o, taken, t, NULL, 0))
                            mm_move_list_addf(out, "%s@%d:%s>%c", code, o + 1, taken,
                                              target_char(t));
                }
            }
        }
    }
}

static void list_follow(const zb_state *s, int seat, mm_move_list *out)
{
    if (s->extra_play)
        zb_list_lays(s, seat, out);
    if (s->follow_toy == ZB_PAW)
        mm_move_list_addf(out, "paw");
    if (s->follow_toy == ZB_MOUSE) {
        for (int i = 0; i < s->nstock; i++) {
            if (!first_of_code(s->stock, s->nstock, i))
                continue;
            char code[ZB_CODE_LEN];
            zb_card_code(s->stock[i], code, sizeof code);
            for (int m = 0; m < s->nmoons[seat]; m++) {
                zb_colour c = s->moons[seat][m].colour;
                if (zb_check_place(s, seat, s->stock[i], c, NULL, 0))
                    mm_move_list_addf(out, "mouse %s>%c", code, zb_colour_letter(c));
            }
        }
    }
    if (s->follow_toy == ZB_CARROT) {
        for (int m = 0; m < s->nmoons[seat]; m++) {
            const zb_moon *moon = &s->moons[seat][m];
            for (int k = 0; k < ZB_MOON_SLOTS; k++) {
                if (moon->slot[k] < 0)
                    continue;
                char out_code[ZB_CODE_LEN];
                zb_card_code(moon->slot[k], out_code, sizeof out_code);
                /* Two equal jokers in one moon are one choice. */
                bool seen = false;
                for (int j = 0; j < k; j++) {
                    char c2[ZB_CODE_LEN];
                    if (moon->slot[j] >= 0) {
                        zb_card_code(moon->slot[j], c2, sizeof c2);
                        seen |= strcmp(c2, out_code) == 0;
                    }
                }
                if (seen)
                    continue;
                for (int h = 0; h < s->nhand[seat]; h++) {
                    if (!first_of_code(s->hand[seat], s->nhand[seat], h) ||
                        !zb_check_carrot(s, seat, moon->colour, out_code, s->hand[seat][h], NULL,
                                         0))
                        continue;
                    char in_code[ZB_CODE_LEN];
                    zb_card_code(s->hand[seat][h], in_code, sizeof in_code);
                    mm_move_list_addf(out, "carrot %c:%s<%s", zb_colour_letter(moon->colour),
                                      out_code, in_code);
                }
            }
        }
    }
    mm_move_list_addf(out, "stop");
}

void zb_list_moves(const zb_state *s, mm_move_list *out)
{
    int seat = zb_deciding_seat(s);
    char code[ZB_CODE_LEN];
    switch (s->phase) {
    case ZB_PHASE_PLAY: {
        int before = out->n;
        zb_list_lays(s, seat, out);
        if (out->n == before)
            mm_move_list_addf(out, "minus");
        break;
    }
    case ZB_PHASE_FOLLOW:
        list_follow(s, seat, out);
        break;
    case ZB_PHASE_BONUS:
        for (int i = 0; i < s->nstock; i++) {
            if (first_of_code(s->stock, s->nstock, i)) {
                zb_card_code(s->stock[i], code, sizeof code);
                mm_move_list_addf(out, "bonus %s", code);
            }
        }
        mm_move_list_addf(out, "bonus none"); /* the bonus is optional ("darf") */
        break;
    case ZB_PHASE_DISCARD:
        for (int h = 0; h < s->nhand[seat]; h++) {
            if (first_of_code(s->hand[seat], s->nhand[seat], h)) {
                zb_card_code(s->hand[seat][h], code, sizeof code);
                mm_move_list_addf(out, "discard %s", code);
            }
        }
        break;
    case ZB_PHASE_DRAW:
        for (int i = 0; i < s->nstock; i++) {
            if (first_of_code(s->stock, s->nstock, i)) {
                zb_card_code(s->stock[i], code, sizeof code);
                mm_move_list_addf(out, "stock %s", code);
            }
        }
        if (s->npile > 0)
            mm_move_list_addf(out, "pile");
        for (int o = 0; o < s->nseats; o++)
            if (o != seat && s->nhand[o] > 0 && !(s->taken_from & (1u << o)))
                mm_move_list_addf(out, "take %d", o + 1);
        break;
    case ZB_PHASE_OVER:
        break;
    }
}

/* ================================================================= describing */

static const char *name_of(const char *code)
{
    int card = zb_card_by_code(code);
    return card >= 0 ? zb_card_name(card) : code;
}

static const char *moon_phrase(int target, char *buf, size_t len)
{
    if (target == ZB_TARGET_NEW)
        snprintf(buf, len, "%s", _("a new moon"));
    else
        snprintf(buf, len, _("your %s moon"), zb_colour_name((zb_colour)target));
    return buf;
}

void zb_describe(const zb_state *s, const char *text, char *buf, size_t len)
{
    zb_move mv;
    char why[MM_REASON_MAX], moon[64];
    if (!zb_parse_move(text, &mv, why, sizeof why)) {
        snprintf(buf, len, "%s", why);
        return;
    }
    switch (mv.kind) {
    case ZM_LAY: {
        int card = zb_card_by_code(mv.card);
        if (mv.target == ZB_TARGET_NEW)
            snprintf(buf, len, _("Start a new moon with the %s."), name_of(mv.card));
        else if (mv.target == ZB_WHITE && card >= 0 && zb_card_info(card).colour != ZB_WHITE)
            snprintf(buf, len, _("Lay the %s into your white moon: it turns %s."), name_of(mv.card),
                     zb_colour_name(zb_card_info(card).colour));
        else
            snprintf(buf, len, _("Lay the %s into %s."), name_of(mv.card),
                     moon_phrase(mv.target, moon, sizeof moon));
        if (card >= 0 && zb_would_attack(s, zb_deciding_seat(s), card, mv.target)) {
            size_t used = strlen(buf);
            snprintf(buf + used, len - used, " %s", _("Zombeast attack!"));
        }
        break;
    }
    case ZM_SWAP:
        snprintf(buf, len, _("Swap a joker for Player %d's %s and lay it into %s."), mv.seat + 1,
                 name_of(mv.other), moon_phrase(mv.target, moon, sizeof moon));
        break;
    case ZM_STOP:
        snprintf(buf, len, "%s", _("Lay no more cards this turn."));
        break;
    case ZM_MINUS:
        snprintf(buf, len, "%s",
                 _("No card fits: lay the whole hand face up as minus cards and draw 3."));
        break;
    case ZM_CARROT:
        snprintf(buf, len, _("Carrot: swap the %s in your moon for the %s from your hand."),
                 name_of(mv.other), name_of(mv.card));
        break;
    case ZM_MOUSE:
        snprintf(buf, len, _("Mouse: take the %s from the open stock into %s."), name_of(mv.card),
                 moon_phrase(mv.target, moon, sizeof moon));
        break;
    case ZM_PAW:
        snprintf(buf, len, "%s", _("Paw: every player ends with exactly 5 hand cards."));
        break;
    case ZM_BONUS:
        snprintf(buf, len, _("Take the %s from the open stock as a bonus."), name_of(mv.card));
        break;
    case ZM_NO_BONUS:
        snprintf(buf, len, "%s", _("Leave the bonus card: the open stock stays as it is."));
        break;
    case ZM_DISCARD:
        snprintf(buf, len, _("Discard the %s."), name_of(mv.card));
        break;
    case ZM_STOCK:
        snprintf(buf, len, _("Draw the %s from the open stock."), name_of(mv.card));
        break;
    case ZM_PILE:
        snprintf(buf, len, "%s", _("Draw the top card of the draw pile."));
        break;
    case ZM_TAKE:
        snprintf(buf, len, _("Take a card blind from Player %d's hand."), mv.seat + 1);
        break;
    }
}
