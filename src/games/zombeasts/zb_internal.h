/* SPDX-License-Identifier: MIT */
/* Zombeasts: what the rules files share among themselves (not the view). */
#ifndef MM_GAMES_ZOMBEASTS_INTERNAL_H
#define MM_GAMES_ZOMBEASTS_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include "monstermoon/games/zombeasts.h"

/* A move's target: a moon named by its colour, or a new moon. */
#define ZB_TARGET_NEW (-1)
#define ZB_ALL_SEATS 0xffu

typedef enum zb_move_kind {
    ZM_LAY,     /* "Gd4R>G", "Gd4R>+" */
    ZM_SWAP,    /* "Wc0L@2:Gd4R>G" */
    ZM_STOP,    /* "stop" */
    ZM_MINUS,   /* "minus" */
    ZM_CARROT,  /* "carrot G:Gd4R<Gr1R" */
    ZM_MOUSE,   /* "mouse Gd4R>G" */
    ZM_PAW,     /* "paw" */
    ZM_BONUS,   /* "bonus Gd4R" */
    ZM_DISCARD, /* "discard Gd4R" */
    ZM_STOCK,   /* "stock Gd4R" */
    ZM_PILE,    /* "pile" */
    ZM_TAKE,    /* "take 2" */
    ZM_NO_BONUS, /* "bonus none": leave the bonus card in the stock */
} zb_move_kind;

/* Cards are named by kind (zb_card_kind): a move's code names no copy of a
 * card, and every search of a hand or moon compares kinds. */
typedef struct zb_move {
    zb_move_kind kind;
    int card;   /* the card played, taken or discarded, or ZB_NONE */
    int other;  /* SWAP: the opponent's card; CARROT: the moon card; or ZB_NONE */
    int target; /* a zb_colour or ZB_TARGET_NEW */
    int seat;   /* SWAP, TAKE: the other seat (0-based) */
} zb_move;

/* ------------------------------------------------------------------ deck.c */

/* What every card shows (zb_card_info), for the inner loops of the rules. */
extern zb_card zb_card_table[ZB_NCARDS];
static inline zb_card zb_info(int card)
{
    return zb_card_table[card];
}
/* The first card with the same code (equal cards are interchangeable). */
extern unsigned char zb_kind_table[ZB_NCARDS];
static inline int zb_card_kind(int card)
{
    return zb_kind_table[card];
}
/* The first card that looks like this (animal may be ZB_NO_ANIMAL), or -1. */
int zb_card_find(int colour, int animal, int draw, int quarter);
/* The card a code at `p` names (4 characters, letters in either case), or -1. */
int zb_parse_code(const char *p);
/* Colour from its letter (B, O, R, G, W), or -1. */
int zb_colour_from_letter(char c);
const char *zb_quarter_name(zb_quarter quarter);
/* A moon colour with its indefinite article ("an orange"), translated. */
const char *zb_colour_a(zb_colour colour);

/* ----------------------------------------------------------------- table.c */

/* Where a card of this kind is in a hand / the stock, or -1. */
int zb_hand_find(const zb_state *s, int seat, int kind);
int zb_stock_find(const zb_state *s, int kind);
/* Finds a card of this kind in seat's unfinished moons. */
bool zb_moon_find_card(const zb_state *s, int seat, int kind, int *moon, int *slot);
/* Removes hand card `index`, keeping the order of the rest; returns it. */
int zb_hand_remove(zb_state *s, int seat, int index);
/* Adds a card to a hand, known to the seats in `known`. */
void zb_hand_add(zb_state *s, int seat, int card, unsigned known);
/* The first free slot of the card's quarter in a moon, or -1: the upright
 * one (top row) before the upside-down one. Listing asks it of every moon. */
static inline int zb_free_slot(const zb_moon *moon, zb_quarter quarter)
{
    int upright = quarter == ZB_RIGHT ? ZB_SLOT_TL : ZB_SLOT_TR;
    int flipped = quarter == ZB_RIGHT ? ZB_SLOT_BR : ZB_SLOT_BL;
    if (moon->slot[upright] == ZB_NONE)
        return upright;
    return moon->slot[flipped] == ZB_NONE ? flipped : -1;
}
/* The colour a moon has with these cards: the one colour of its coloured
 * cards, ZB_WHITE for jokers only, or -1 when colours are mixed. */
int zb_slots_colour(const int slot[ZB_MOON_SLOTS]);
/* Whether `card` may go into seat's moon `target` (a colour or
 * ZB_TARGET_NEW); if not, a translated reason. */
bool zb_check_place(const zb_state *s, int seat, int card, int target, char *why, size_t len);
/* The rest of `zb_check_swap` for the card in slot `slot` of `other`'s moon
 * index `moon`, once `joker` is known to be a joker and `other` another seat. */
bool zb_check_swap_at(const zb_state *s, int seat, int joker, int other, int moon, int slot,
                      int target, char *why, size_t len);
/* The part of `zb_check_swap_at` that does not depend on where the taken
 * card goes: may `joker` take the place of that card at all? */
bool zb_swap_takes(const zb_state *s, int joker, int other, int moon, int slot, char *why,
                   size_t len);
/* Whether a joker swap for a card of kind `taken` is possible; if not, why.
 * `joker` is the card id. */
bool zb_check_swap(const zb_state *s, int seat, int joker, int other, int taken, int target,
                   char *why, size_t len);
/* Whether the carrot may swap a card of kind `moon_card` in seat's `colour`
 * moon for hand card `hand_card`; if not, why. */
bool zb_check_carrot(const zb_state *s, int seat, int colour, int moon_card, int hand_card,
                     char *why, size_t len);
/* Whether the carrot sent a card of `card`'s kind back to the hand this turn
 * (then it may not swap it in again this turn), and marking it so. */
bool zb_carrot_sent_back(const zb_state *s, int card);
void zb_carrot_mark_back(zb_state *s, int card);
/* Whether laying `card` into seat's moon `target` would be a Zombeast attack. */
bool zb_would_attack(const zb_state *s, int seat, int card, int target);
/* Whether the mouse (carrot) has any possible use now. */
bool zb_mouse_possible(const zb_state *s, int seat);
bool zb_carrot_possible(const zb_state *s, int seat);
/* Whether the FOLLOW phase offers anything besides stopping. */
bool zb_follow_has_options(const zb_state *s);
/* Whether some source is left to draw from. */
bool zb_draw_sources(const zb_state *s);

/* ------------------------------------------------------------------ flow.c */

/* Starts the first turn (setup is done). */
void zb_start_game(zb_state *s, int starter);
/* Applies a parsed, checked move. */
void zb_apply_move(zb_state *s, const zb_move *mv, mm_events *ev);

/* ----------------------------------------------------------------- moves.c */

/* Parses the notation (syntax only). */
bool zb_parse_move(const char *text, zb_move *mv, char *why, size_t len);
/* Checks a parsed move against the position for `seat`. */
bool zb_check_move(const zb_state *s, int seat, const zb_move *mv, char *why, size_t len);
/* Where listed moves go: texts, codes, or just a count. */
typedef struct zb_sink {
    mm_move_list *text; /* appends the notation, or NULL */
    mm_code *codes;     /* writes up to `max` codes, or NULL */
    int max;
    int n;            /* moves listed so far (all of them, past `max` too) */
    bool stop_at_one; /* the lays stop at the first one (is there any?) */
} zb_sink;
/* Lists every legal move of the deciding seat, in the order of `legal_moves`. */
void zb_list(const zb_state *s, zb_sink *out);
/* Appends every legal move of the deciding seat. */
void zb_list_moves(const zb_state *s, mm_move_list *out);
/* Lists the lays and joker swaps `seat` could make now (PLAY/FOLLOW). */
void zb_list_lays(const zb_state *s, int seat, zb_sink *out);
/* The notation of a move, as `legal_moves` writes it. */
void zb_format_move(const zb_move *mv, char *buf, size_t len);
/* A move as a code and back (the packing is described in moves.c). */
mm_code zb_move_code(const zb_move *mv);
void zb_move_from_code(mm_code code, zb_move *mv);
/* A translated sentence for a move. */
void zb_describe(const zb_state *s, const char *text, char *buf, size_t len);

/* ------------------------------------------------------------------ fast.c */

int zb_legal_codes(const mm_state *state, mm_code *out, int max);
void zb_apply_code(mm_state *state, mm_code code, mm_events *ev);
bool zb_code_from_text(const mm_state *state, const char *text, mm_code *out);
void zb_code_to_text(const mm_state *state, mm_code code, char *buf, size_t len);
void zb_clone_into(mm_state *dst, const mm_state *src);

#endif
