/* SPDX-License-Identifier: MIT */
/* Catch the Moon tests: constructed towers and placements.
 *
 * The constructed tower stands the two start ladders in the cloud's middle
 * sockets (moves "socket 2" and "socket 3"). Its placements were found by lowering ladder 10 onto it
 * (see test_ctm_rules.c); the physics is deterministic, so each gives the
 * same outcome every run. */
#ifndef MM_TEST_CTM_SUPPORT_H
#define MM_TEST_CTM_SUPPORT_H

#include "ctm.h"
#include "test_support.h"

/* Ladder 10 laid across both start ladders' tops: rests on them, touches
 * two, highest. */
#define ACROSS "P 0.000 22.980 90.000"
/* Ladder 25 (bent by 40 degrees) hooked by its bend over the right start
 * ladder's top, hanging beside it: touches one, highest. */
#define HANG_LADDER 25
#define HANG "P 3.750 19.600 0.000"
/* Far out over the table: the ladder drops onto the table. */
#define ON_TABLE "P 40.000 10.000 0.000"

/* A new game (1 = first seat starts) reduced to the constructed tower. */
mm_state *ctm_test_game(ctm_mode mode, int nseats);
/* Makes `ladder` the drawn one (the drawn one goes back into the box) and
 * sets the die. */
void ctm_test_draw(mm_state *st, int ladder, ctm_face face);
/* Validates and applies a move by the seat to move, failing the test if it
 * is refused; events go to `ev` (may be NULL). */
void ctm_test_play(mm_state *st, const char *move, mm_events *ev);
/* Asserts that the seat to move may not make `move`, for a reason containing
 * `fragment`. */
void ctm_test_refuse(const mm_state *st, const char *move, const char *fragment);
/* Whether `ladder` is in the tower. */
bool ctm_test_in_tower(const ctm_state *s, int ladder);
/* Ladders accounted for: tower + out of the game + box + drawn + the spare. */
int ctm_test_ladders_accounted(const ctm_state *s);
/* The session replayed from its record's text. */
mm_session *ctm_test_reloaded(const mm_session *s);
/* Whether the events hold one of `kind`. */
bool ctm_test_has_event(const mm_events *ev, int kind);

#endif
