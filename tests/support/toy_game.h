/* SPDX-License-Identifier: MIT */
/* A tiny game for testing the midend without a real game's rules: two or
 * three seats take turns adding 1 or 2 to a counter; whoever reaches 10 wins.
 * "peek" passes the turn but counts as revealing hidden information. */
#ifndef MM_TEST_TOY_GAME_H
#define MM_TEST_TOY_GAME_H

#include "monstermoon/game.h"

extern const mm_game mm_test_toy_game;

/* The counter of a toy state. */
int mm_test_toy_count(const mm_state *state);

#endif
