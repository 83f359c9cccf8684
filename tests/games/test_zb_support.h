/* SPDX-License-Identifier: MIT */
/* Zombeasts tests: arranging a position by card codes. */
#ifndef MM_TEST_ZB_SUPPORT_H
#define MM_TEST_ZB_SUPPORT_H

#include "test_support.h"

#include "monstermoon/games/zombeasts.h"

/* A position written in card codes (docs/games/zombeasts.md), words
 * separated by spaces. Moons: "B:Bb1R,Wc0L G:Gd4R" (a colour letter, then the
 * cards; W for a moon of jokers only). `pile` lists the top cards in the order
 * they will be drawn; the rest of the deck lies below them, unless
 * `pile_size` limits the pile (then the rest is put on the discard pile). */
typedef struct zt_layout {
    const char *hands[MM_MAX_SEATS];
    const char *moons[MM_MAX_SEATS];
    const char *stock;
    const char *pile;
    int pile_size; /* 0: everything left */
    int current;   /* whose turn it is (0-based) */
} zt_layout;

/* A game of human seats ("Human 1", ...), master variant on or off, seat 1
 * starting. */
mm_session *zt_new(int nseats, bool master);
/* The state behind a session, for arranging and inspecting. */
zb_state *zt_st(mm_session *session);
/* The card with this code that is not used yet by the arrangement. */
int zt_card(const char *code);
/* Replaces the whole table by `layout`; the turn starts for `current`. */
void zt_arrange(mm_session *session, const zt_layout *layout);
/* Plays a move and returns its events (a static buffer). */
const mm_events *zt_play(mm_session *session, const char *move);
/* Whether any event of `kind` is in the list. */
bool zt_has_event(const mm_events *events, int kind);
/* Codes of seat's hand, space separated, in order. */
const char *zt_hand(const zb_state *s, int seat);
/* Codes of seat's moon of a colour in slot order (".." for empty), or "-". */
const char *zt_moon(const zb_state *s, int seat, zb_colour colour);
/* Codes of the open stock. */
const char *zt_stock(const zb_state *s);
/* Whether `move` is among the legal moves. */
bool zt_legal(mm_session *session, const char *move);
/* Asserts that every card is in exactly one place. */
void zt_assert_conserved(const zb_state *s);

#endif
