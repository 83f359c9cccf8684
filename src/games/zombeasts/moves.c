/* SPDX-License-Identifier: MIT */
/* Zombeasts: the move notation (docs/games/zombeasts.md): parsing, checking
 * against the position, listing the legal moves and describing them. */
#include <assert.h>
#include <stdint.h>
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

/* The card a code at `p` names (the first of equal ones); false for none. */
static bool parse_card(const char *p, int *card)
{
    int c = zb_parse_code(p);
    if (c < 0)
        return false;
    *card = c;
    return true;
}

/* "word CODE" with nothing after the code. */
static bool parse_card_arg(const char *p, int *card)
{
    return strlen(p) == 4 && parse_card(p, card);
}

bool zb_parse_move(const char *text, zb_move *mv, char *why, size_t len)
{
    memset(mv, 0, sizeof *mv);
    mv->card = mv->other = ZB_NONE;
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
            if (!parse_card_arg(text + n, &mv->card))
                return REFUSE(why, len, _("'%s': name a card by its code, as in Gd4R"), text);
            mv->kind = with_card[i].kind;
            return true;
        }
    }
    if (strncmp(text, "mouse ", 6) == 0) {
        const char *p = text + 6;
        if (!parse_card(p, &mv->card) || p[4] != '>' || !parse_target(p + 5, &mv->target))
            return REFUSE(why, len, _("'%s': write the mouse as mouse Gd4R>G"), text);
        mv->kind = ZM_MOUSE;
        return true;
    }
    if (strncmp(text, "carrot ", 7) == 0) {
        const char *p = text + 7;
        mv->target = zb_colour_from_letter(p[0]);
        if (mv->target < 0 || p[1] != ':' || !parse_card(p + 2, &mv->other) || p[6] != '<' ||
            !parse_card_arg(p + 7, &mv->card))
            return REFUSE(why, len, _("'%s': write the carrot as carrot G:Gd4R<Gr1R"), text);
        mv->kind = ZM_CARROT;
        return true;
    }
    if (!parse_card(text, &mv->card))
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
            !parse_card(end + 1, &mv->other) || end[5] != '>' ||
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

static bool no_such(char *why, size_t len, const char *fmt, int card)
{
    return REFUSE(why, len, fmt, zb_card_name(card));
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

/* ===================================================================== codes */

/* A code packs the move's fields: kind + 1 (4 bits), the card and the other
 * card (8 bits each, 0 for none, else 1 + what the card shows packed as its
 * code reads: colour, animal, draw number, quarter), target + 2 (3 bits),
 * seat + 1 (3 bits). */
#define PACKED_LOOKS (ZB_NCOLOURS * (ZB_NANIMALS + 1) * 5 * 2)

/* Card <-> packed card: every listed move is encoded and every applied one
 * decoded, so tables, filled when the program loads (zb_card_find reads
 * constants only). */
static unsigned char packed[ZB_NCARDS]; /* of the first card of each kind */
static signed char unpacked[256];       /* ZB_NONE for no card */

__attribute__((constructor)) static void fill_packing(void)
{
    for (int v = 0; v < 256; v++)
        unpacked[v] = ZB_NONE;
    for (int v = 0; v < PACKED_LOOKS; v++) {
        int animal = v / 10 % 5;
        int card =
            zb_card_find(v / 50, animal == ZB_NANIMALS ? ZB_NO_ANIMAL : animal, v / 2 % 5, v % 2);
        if (card >= 0) {
            unpacked[v + 1] = (signed char)card;
            packed[card] = (unsigned char)(v + 1);
        }
    }
}

/* `card` is the first of its kind, or ZB_NONE. */
static inline mm_code pack_card(int card)
{
    assert((card == ZB_NONE || zb_card_kind(card) == card) && "zb: moves name cards by kind");
    return card >= 0 ? packed[card] : 0;
}

static inline mm_code code_of(zb_move_kind kind, int card, int other, int target, int seat)
{
    return (mm_code)(kind + 1) | pack_card(card) << 4 | pack_card(other) << 12 |
           (mm_code)(target + 2) << 20 | (mm_code)(seat + 1) << 23;
}

/* The code of a move that names no card ("stop", "pile"; "take 2"). */
static mm_code plain_code(zb_move_kind kind, int seat)
{
    return code_of(kind, ZB_NONE, ZB_NONE, ZB_TARGET_NEW, seat);
}

mm_code zb_move_code(const zb_move *mv)
{
    return code_of(mv->kind, mv->card, mv->other, mv->target, mv->seat);
}

void zb_move_from_code(mm_code code, zb_move *mv)
{
    mv->kind = (zb_move_kind)((code & 15u) - 1);
    assert(mv->kind >= ZM_LAY && mv->kind <= ZM_NO_BONUS && "zb: not a move code");
    mv->card = unpacked[(code >> 4) & 255u];
    mv->other = unpacked[(code >> 12) & 255u];
    mv->target = (int)((code >> 20) & 7u) - 2;
    mv->seat = (int)((code >> 23) & 7u) - 1;
}

/* ==================================================================== listing */

static char target_char(int target)
{
    return target == ZB_TARGET_NEW ? '+' : zb_colour_letter((zb_colour)target);
}

void zb_format_move(const zb_move *mv, char *buf, size_t len)
{
    char card[ZB_CODE_LEN] = "", other[ZB_CODE_LEN] = "";
    if (mv->card >= 0)
        zb_card_code(mv->card, card, sizeof card);
    if (mv->other >= 0)
        zb_card_code(mv->other, other, sizeof other);
    switch (mv->kind) {
    case ZM_LAY:
        snprintf(buf, len, "%s>%c", card, target_char(mv->target));
        break;
    case ZM_SWAP:
        snprintf(buf, len, "%s@%d:%s>%c", card, mv->seat + 1, other, target_char(mv->target));
        break;
    case ZM_STOP:
        snprintf(buf, len, "stop");
        break;
    case ZM_MINUS:
        snprintf(buf, len, "minus");
        break;
    case ZM_CARROT:
        snprintf(buf, len, "carrot %c:%s<%s", target_char(mv->target), other, card);
        break;
    case ZM_MOUSE:
        snprintf(buf, len, "mouse %s>%c", card, target_char(mv->target));
        break;
    case ZM_PAW:
        snprintf(buf, len, "paw");
        break;
    case ZM_BONUS:
        snprintf(buf, len, "bonus %s", card);
        break;
    case ZM_DISCARD:
        snprintf(buf, len, "discard %s", card);
        break;
    case ZM_STOCK:
        snprintf(buf, len, "stock %s", card);
        break;
    case ZM_PILE:
        snprintf(buf, len, "pile");
        break;
    case ZM_TAKE:
        snprintf(buf, len, "take %d", mv->seat + 1);
        break;
    case ZM_NO_BONUS:
        snprintf(buf, len, "bonus none");
        break;
    }
}

static void emit_text(mm_move_list *text, mm_code code)
{
    zb_move mv;
    char buf[32];
    zb_move_from_code(code, &mv);
    zb_format_move(&mv, buf, sizeof buf);
    mm_move_list_addf(text, "%s", buf);
}

/* Lists a move, given by its code: the listings build codes, the text
 * comes from them. Inline, as a playout lists every move it could make. */
static inline void emit(zb_sink *sink, mm_code code)
{
    if (sink->text)
        emit_text(sink->text, code);
    if (sink->codes && sink->n < sink->max)
        sink->codes[sink->n] = code;
    sink->n++;
}

/* Card kinds already listed (equal cards give equal moves): a bit per kind. */
typedef struct seen_kinds {
    uint64_t bits[(ZB_NCARDS + 63) / 64];
} seen_kinds;

/* Whether `card` is the first of its kind seen (and marks it); hidden cards
 * are never listed. */
static bool first_of_kind(seen_kinds *seen, int card)
{
    if (card < 0)
        return false;
    int kind = zb_card_kind(card);
    uint64_t bit = (uint64_t)1 << (kind % 64);
    if (seen->bits[kind / 64] & bit)
        return false;
    seen->bits[kind / 64] |= bit;
    return true;
}

/* zb_check_place without reasons, for the listings' inner loops (the same
 * answers): the colours of the seat's moons and the quarters each colour's
 * first moon has room for, gathered once per listing. Bit t + 1 stands for
 * target t, so that ZB_TARGET_NEW is bit 0 and the bits go in target order. */
typedef struct place_ctx {
    unsigned has;     /* bit per colour the seat has a moon of */
    unsigned room[2]; /* per quarter: bit per target with a free slot of it */
} place_ctx;

#define TARGET_BIT(target) (1u << ((target) + 1))

static void place_ctx_init(const zb_state *s, int seat, place_ctx *p)
{
    memset(p, 0, sizeof *p);
    for (int m = 0; m < s->nmoons[seat]; m++) {
        const zb_moon *moon = &s->moons[seat][m];
        unsigned bit = TARGET_BIT(moon->colour);
        if (p->has & bit)
            continue;
        p->has |= bit;
        for (int q = ZB_LEFT; q <= ZB_RIGHT; q++)
            if (zb_free_slot(moon, (zb_quarter)q) >= 0)
                p->room[q] |= bit;
    }
}

/* The targets `card` may go to, as target bits: a new moon unless one of its
 * colour exists; a coloured card into its colour's moon, or into the white
 * one while it has none of its colour; a joker into any moon; always where
 * its quarter has room. */
static unsigned place_targets(const place_ctx *p, int card)
{
    zb_card c = zb_info(card);
    unsigned own = TARGET_BIT(c.colour), room = p->room[c.quarter];
    unsigned fits = p->has & own ? 0 : TARGET_BIT(ZB_TARGET_NEW);
    if (c.colour == ZB_WHITE)
        return fits | room;
    return fits | (room & own) | (p->has & own ? 0 : room & TARGET_BIT(ZB_WHITE));
}

/* The target of the lowest bit. */
static int first_target(unsigned bits)
{
    return __builtin_ctz(bits) - 1;
}

void zb_list_lays(const zb_state *s, int seat, zb_sink *out)
{
    const int *hand = s->hand[seat];
    place_ctx ctx;
    place_ctx_init(s, seat, &ctx);
    seen_kinds seen = {{0}};
    for (int h = 0; h < s->nhand[seat]; h++) {
        if (!first_of_kind(&seen, hand[h]))
            continue;
        int card = zb_card_kind(hand[h]);
        for (unsigned fits = place_targets(&ctx, card); fits; fits &= fits - 1) {
            emit(out, code_of(ZM_LAY, card, ZB_NONE, first_target(fits), -1));
            if (out->stop_at_one)
                return;
        }
        if (zb_info(card).colour != ZB_WHITE)
            continue;
        for (int o = 0; o < s->nseats; o++) {
            for (int m = 0; o != seat && m < s->nmoons[o]; m++) {
                for (int k = 0; k < ZB_MOON_SLOTS; k++) {
                    int c = s->moons[o][m].slot[k];
                    /* zb_swap_takes refuses jokers and other quarters, most
                     * of the cards: they are passed over without the call. */
                    if (c < 0 || zb_info(c).colour == ZB_WHITE ||
                        zb_info(c).quarter != zb_info(card).quarter ||
                        !zb_swap_takes(s, hand[h], o, m, k, NULL, 0))
                        continue;
                    for (unsigned fits = place_targets(&ctx, c); fits; fits &= fits - 1) {
                        emit(out, code_of(ZM_SWAP, card, zb_card_kind(c), first_target(fits), o));
                        if (out->stop_at_one)
                            return;
                    }
                }
            }
        }
    }
}

static void list_follow(const zb_state *s, int seat, zb_sink *out)
{
    if (s->extra_play)
        zb_list_lays(s, seat, out);
    if (s->follow_toy == ZB_PAW)
        emit(out, plain_code(ZM_PAW, -1));
    if (s->follow_toy == ZB_MOUSE) {
        seen_kinds seen = {{0}};
        for (int i = 0; i < s->nstock; i++) {
            if (!first_of_kind(&seen, s->stock[i]))
                continue;
            for (int m = 0; m < s->nmoons[seat]; m++) {
                zb_colour c = s->moons[seat][m].colour;
                if (zb_check_place(s, seat, s->stock[i], c, NULL, 0))
                    emit(out, code_of(ZM_MOUSE, zb_card_kind(s->stock[i]), ZB_NONE, (int)c, -1));
            }
        }
    }
    if (s->follow_toy == ZB_CARROT) {
        for (int m = 0; m < s->nmoons[seat]; m++) {
            const zb_moon *moon = &s->moons[seat][m];
            for (int k = 0; k < ZB_MOON_SLOTS; k++) {
                if (moon->slot[k] < 0)
                    continue;
                int other = zb_card_kind(moon->slot[k]);
                /* Two equal jokers in one moon are one choice. */
                bool seen = false;
                for (int j = 0; j < k; j++)
                    seen |= moon->slot[j] >= 0 && zb_card_kind(moon->slot[j]) == other;
                if (seen)
                    continue;
                seen_kinds hand_seen = {{0}};
                for (int h = 0; h < s->nhand[seat]; h++) {
                    int card = s->hand[seat][h];
                    if (first_of_kind(&hand_seen, card) &&
                        zb_check_carrot(s, seat, moon->colour, other, card, NULL, 0))
                        emit(out,
                             code_of(ZM_CARROT, zb_card_kind(card), other, (int)moon->colour, -1));
                }
            }
        }
    }
    emit(out, plain_code(ZM_STOP, -1));
}

/* Each distinct card of a pile (stock or hand) as a move of `kind`. */
static void list_cards(const int *cards, int n, zb_move_kind kind, zb_sink *out)
{
    seen_kinds seen = {{0}};
    for (int i = 0; i < n; i++)
        if (first_of_kind(&seen, cards[i]))
            emit(out, code_of(kind, zb_card_kind(cards[i]), ZB_NONE, ZB_TARGET_NEW, -1));
}

void zb_list(const zb_state *s, zb_sink *out)
{
    int seat = zb_deciding_seat(s);
    switch (s->phase) {
    case ZB_PHASE_PLAY: {
        int before = out->n;
        zb_list_lays(s, seat, out);
        if (out->n == before)
            emit(out, plain_code(ZM_MINUS, -1));
        break;
    }
    case ZB_PHASE_FOLLOW:
        list_follow(s, seat, out);
        break;
    case ZB_PHASE_BONUS: {
        list_cards(s->stock, s->nstock, ZM_BONUS, out);
        emit(out, plain_code(ZM_NO_BONUS, -1)); /* the bonus is optional ("darf") */
        break;
    }
    case ZB_PHASE_DISCARD:
        list_cards(s->hand[seat], s->nhand[seat], ZM_DISCARD, out);
        break;
    case ZB_PHASE_DRAW: {
        list_cards(s->stock, s->nstock, ZM_STOCK, out);
        if (s->npile > 0)
            emit(out, plain_code(ZM_PILE, -1));
        for (int o = 0; o < s->nseats; o++)
            if (o != seat && s->nhand[o] > 0 && !(s->taken_from & (1u << o)))
                emit(out, plain_code(ZM_TAKE, o));
        break;
    }
    case ZB_PHASE_OVER:
        break;
    }
}

void zb_list_moves(const zb_state *s, mm_move_list *out)
{
    zb_sink sink = {.text = out};
    zb_list(s, &sink);
}

/* ================================================================= describing */

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
        int card = mv.card;
        if (mv.target == ZB_TARGET_NEW)
            snprintf(buf, len, _("Start a new moon with the %s."), zb_card_name(card));
        else if (mv.target == ZB_WHITE && zb_info(card).colour != ZB_WHITE)
            snprintf(buf, len, _("Lay the %s into your white moon: it turns %s."),
                     zb_card_name(card), zb_colour_name(zb_info(card).colour));
        else
            snprintf(buf, len, _("Lay the %s into %s."), zb_card_name(card),
                     moon_phrase(mv.target, moon, sizeof moon));
        if (zb_would_attack(s, zb_deciding_seat(s), card, mv.target)) {
            size_t used = strlen(buf);
            snprintf(buf + used, len - used, " %s", _("Zombeast attack!"));
        }
        break;
    }
    case ZM_SWAP:
        snprintf(buf, len, _("Swap a joker for Player %d's %s and lay it into %s."), mv.seat + 1,
                 zb_card_name(mv.other), moon_phrase(mv.target, moon, sizeof moon));
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
                 zb_card_name(mv.other), zb_card_name(mv.card));
        break;
    case ZM_MOUSE:
        snprintf(buf, len, _("Mouse: take the %s from the open stock into %s."),
                 zb_card_name(mv.card), moon_phrase(mv.target, moon, sizeof moon));
        break;
    case ZM_PAW:
        snprintf(buf, len, "%s", _("Paw: every player ends with exactly 5 hand cards."));
        break;
    case ZM_BONUS:
        snprintf(buf, len, _("Take the %s from the open stock as a bonus."), zb_card_name(mv.card));
        break;
    case ZM_NO_BONUS:
        snprintf(buf, len, "%s", _("Leave the bonus card: the open stock stays as it is."));
        break;
    case ZM_DISCARD:
        snprintf(buf, len, _("Discard the %s."), zb_card_name(mv.card));
        break;
    case ZM_STOCK:
        snprintf(buf, len, _("Draw the %s from the open stock."), zb_card_name(mv.card));
        break;
    case ZM_PILE:
        snprintf(buf, len, "%s", _("Draw the top card of the draw pile."));
        break;
    case ZM_TAKE:
        snprintf(buf, len, _("Take a card blind from Player %d's hand."), mv.seat + 1);
        break;
    }
}
