/* SPDX-License-Identifier: MIT */
/* Computer players. They see only `view_for(state, seat)` and make moves
 * through the same text notation as everybody else. */
#ifndef MONSTERMOON_AI_H
#define MONSTERMOON_AI_H

#include <stdbool.h>
#include <stddef.h>

#include "monstermoon/game.h"

typedef struct mm_ai {
    const char *id;    /* "random", "greedy": as in `--players cpu:greedy` */
    const char *label; /* English, shown in setup; translate with _() */
    /* The game this player was made for, or NULL when it plays every game
     * (a game-specific player falls back to greedy in other games). */
    const char *game;
    /* 1 easy, 2 normal, 3 hard: the levels setup offers; 0 for the fixed
     * yardsticks (greedy, random) and the games' own players. */
    int level;
    /* Writes a legal move for `seat` into `move`. `view` is the seat's own view
     * (hidden parts redacted); the player may determinize copies of it. */
    bool (*choose)(const mm_game *game, const mm_state *view, int seat, mm_rng *rng,
                   char *move, size_t len);
} mm_ai;

/* All computer players; the first is the default for "cpu". */
const mm_ai *const *mm_ais(int *count);
const mm_ai *mm_ai_find(const char *id);
const mm_ai *mm_ai_default(void);
/* Whether `ai` can sit at a table of `game_id`. */
bool mm_ai_plays(const mm_ai *ai, const char *game_id);
/* The player setup offers first for a game (the normal level). */
const mm_ai *mm_ai_best_for(const char *game_id);
/* The players setup cycles through, easiest first (the three levels; they
 * stand for a game's own players where it has them). Returns how many. */
int mm_ai_offered(const mm_ai *out[], int max);

/* What the hard player would do for `seat` when it is `seat`'s turn: the
 * move, and one translated sentence of why. `view` is `view_for(state, seat)`
 * (so the hint, too, sees only what the seat may see). False when the seat
 * has no move now. */
bool mm_ai_hint(const mm_game *game, const mm_state *view, int seat, mm_rng *rng, char *move,
                size_t len, char *why, size_t why_len);

/* Chooses a move for `seat` in the real `state`: builds the seat's view and
 * asks `ai`. Returns false only when the game offers no move at all. */
bool mm_ai_choose(const mm_ai *ai, const mm_game *game, const mm_state *state, int seat,
                  mm_rng *rng, char *move, size_t len);

#endif
