/* SPDX-License-Identifier: MIT */
/* Monster Factory: what the rules files share among themselves and nobody
 * else needs. The fast cell index makes fit searches cheap enough for the
 * computer players, who try every placement on several copies of a game. */
#ifndef MM_GAMES_MONSTER_FACTORY_INTERNAL_H
#define MM_GAMES_MONSTER_FACTORY_INTERNAL_H

#include "monstermoon/games/monster_factory.h"

/* Open addressing over (monster, x, y); 88 tiles never fill 256 slots. */
#define MF_INDEX_SLOTS 256
/* Empty cells next to a monster's open parts: at most four per tile. */
#define MF_MAX_CANDIDATES (4 * MF_NTILES)

/* Every placed tile by cell, built from `mf_state.at` in one pass. */
typedef struct mf_index {
    short slot[MF_INDEX_SLOTS]; /* tile + 1, or 0 when free */
} mf_index;

/* A cell next to a monster. */
typedef struct mf_cell {
    int x, y;
} mf_cell;

void mf_index_build(const mf_state *s, mf_index *idx);
/* The tile at a cell of a monster, or -1. */
int mf_index_get(const mf_state *s, const mf_index *idx, int monster, int x, int y);
unsigned mf_index_fit_mask(const mf_state *s, const mf_index *idx, int tile, int monster, int x,
                           int y);
int mf_index_open_edges(const mf_state *s, const mf_index *idx, int monster);
/* Empty cells touching an open part of the monster, ordered by row then column;
 * returns how many. */
int mf_index_candidates(const mf_state *s, const mf_index *idx, int monster, mf_cell *out);
/* How many of the tile's parts would connect to neighbours there. */
int mf_index_connections(const mf_state *s, const mf_index *idx, int tile, int monster, int x,
                         int y, int rot);
/* Whether no tile left in `pool` (a count per kind) could ever fill some open
 * cell of the monster: it can then never be completed. */
bool mf_index_doomed(const mf_state *s, const mf_index *idx, int monster,
                     const int pool[MF_NKINDS]);

/* Whether a seat may build on a monster (no reason text: the fast path). */
bool mf_allowed(const mf_state *s, int seat, int monster);

/* The computer players' heuristic (score.c). */
double mf_evaluate(const mm_state *state, int seat);
/* Final or current scores (score.c). */
void mf_result(const mm_state *state, mm_result *r);

#endif
