/* SPDX-License-Identifier: MIT */
/* The fast simulation path for search-based computer players: moves as
 * compact codes (`mm_code`), applied quietly, states copied into reused
 * memory. A game that offers the optional code entries of `mm_game` is driven
 * through them directly; for any other game (Catch the Moon's continuous
 * moves) the same calls go through the text entries, and codes are the
 * indices of the move texts this `mm_sim` has seen.
 *
 * One `mm_sim` per thread: it holds scratch memory and, for text games, the
 * table behind their codes (codes are meaningful only to the sim that made
 * them; native codes are the game's own and mean the same everywhere). */
#ifndef MONSTERMOON_SIM_H
#define MONSTERMOON_SIM_H

#include <stdbool.h>
#include <stddef.h>

#include "monstermoon/game.h"

typedef struct mm_sim mm_sim;

/* A simulator for `game`, or NULL when out of memory. */
mm_sim *mm_sim_new(const mm_game *game);
void mm_sim_free(mm_sim *sim); /* NULL-safe */
const mm_game *mm_sim_game(const mm_sim *sim);
/* Whether the game offers its own compact codes (else text is interned). */
bool mm_sim_native(const mm_sim *sim);

/* The deciding seat's candidate moves: every legal move (games that list
 * them), else up to `max` sampled with `rng` exactly as `sample_moves` would.
 * Writes at most `max` codes and returns how many it wrote. */
int mm_sim_moves(mm_sim *sim, const mm_state *state, mm_rng *rng, mm_code *out, int max);
/* Applies a code from `mm_sim_moves` (or `mm_sim_code`) of this state;
 * `events` NULL applies quietly. */
void mm_sim_apply(mm_sim *sim, mm_state *state, mm_code code, mm_events *events);
/* The code of a move text; false when the text names no move. */
bool mm_sim_code(mm_sim *sim, const mm_state *state, const char *move, mm_code *out);
/* The move text of a code, as recorded and as `validate` accepts it. */
void mm_sim_text(mm_sim *sim, const mm_state *state, mm_code code, char *buf, size_t len);
/* Makes `*dst` a copy of `src`, reusing `*dst` when the game can (`*dst`
 * may be NULL); false when out of memory. */
bool mm_sim_copy(mm_sim *sim, mm_state **dst, const mm_state *src);

/* One random move for a playout: the game's cheap `random_code` when it
 * has one, else one of all legal moves (or of 16 sampled candidates, as the
 * `random` player chooses). MM_CODE_NONE when there is none. */
mm_code mm_sim_random(mm_sim *sim, const mm_state *state, mm_rng *rng);
/* Plays `mm_sim_random` moves until the game ends or `max_moves` were made;
 * returns the moves made. */
int mm_sim_playout(mm_sim *sim, mm_state *state, mm_rng *rng, int max_moves);

#endif
