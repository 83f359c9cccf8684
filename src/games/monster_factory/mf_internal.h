/* SPDX-License-Identifier: MIT */
/* Monster Factory: what the rules files share among themselves and nobody
 * else needs. The fast cell index makes fit searches cheap enough for the
 * computer players, who try every placement on several copies of a game. */
#ifndef MM_GAMES_MONSTER_FACTORY_INTERNAL_H
#define MM_GAMES_MONSTER_FACTORY_INTERNAL_H

#include "monstermoon/games/monster_factory.h"

/* The tiles of each monster (by_monster[first[m]] .. by_monster[first[m + 1]
 * - 1], in tile order; monsters below nmonsters), so a monster's edges are
 * found without a look at the rest; cells are looked up in the state's own
 * hash (mf_state.cell). */
typedef struct mf_index {
    unsigned char first[MF_MAX_MONSTERS + 1];
    unsigned char by_monster[MF_NTILES];
} mf_index;

void mf_index_build(const mf_state *s, mf_index *idx);
/* The tile at a cell of a monster, or -1. */
int mf_index_get(const mf_state *s, const mf_index *idx, int monster, int x, int y);
int mf_index_open_edges(const mf_state *s, const mf_index *idx, int monster);
/* How many of the tile's parts would connect to neighbours there. */
int mf_index_connections(const mf_state *s, const mf_index *idx, int tile, int monster, int x,
                         int y, int rot);

/* The state's own index (the cell hash and frontiers of mf_state). */
/* Builds the fit tables once per process; every state's creation calls it. */
void mf_tables_init(void);
/* The tile at a cell of a monster, from the state's hash, or -1. */
int mf_cell_get(const mf_state *s, int monster, int x, int y);
/* Rotations (bit r) in which the tile fits an empty cell of the monster
 * (as mf_fit_mask). */
unsigned mf_cell_fits(const mf_state *s, int tile, int monster, int x, int y);
/* Rotations (bit r) in which the tile fits a spot with this `facing`, each
 * design's look-alike rotations left out (mf_canonical_rot). */
unsigned mf_spot_fits(unsigned facing, int tile);
/* The design that fills a spot with this `facing` and leaves no new open
 * part (every part of it meets a neighbour's), or -1 when no design does. */
int mf_spot_closer(unsigned facing);
/* Whether no tile left in `pool` (a count per design) could ever fill some
 * open cell of seat's monster in progress: it can then never be completed. */
bool mf_frontier_doomed(const mf_state *s, int seat, const int pool[MF_NKINDS]);
/* Records a tile just written to `at` in the hash and its owner's frontier. */
void mf_cell_placed(mf_state *s, int tile);
/* Whether the hash and frontiers are what mf_reindex makes of `at` (checks). */
bool mf_frontiers_agree(const mf_state *s);

/* Whether a seat may build on a monster (no reason text: the fast path). */
bool mf_allowed(const mf_state *s, int seat, int monster);

/* ------------------------------------------------------------------ moves */

typedef enum mf_move_kind { MF_MV_PLACE, MF_MV_CHOOSE } mf_move_kind;

/* One move; fields its kind does not use are 0. */
typedef struct mf_move {
    mf_move_kind kind;
    int target;  /* PLACE: the owner's seat (0-based) */
    bool minion; /* PLACE: their minion rather than their first monster */
    int x, y, rot;
    int choice; /* CHOOSE: 1-based position in the offer */
} mf_move;

/* Parses the notation of docs/games/monster-factory.md (syntax only). */
bool mf_parse_move(const char *text, mf_move *mv, char *why, size_t len);
/* Applies a legal move of the deciding seat; `ev` NULL is quiet. */
void mf_apply_move(mf_state *s, const mf_move *mv, mm_events *ev);

/* Listing, notation and codes of moves (moves.c). */
void mf_legal_moves(const mm_state *state, mm_move_list *out);
int mf_legal_codes(const mm_state *state, mm_code *out, int max);
void mf_apply_code(mm_state *state, mm_code code, mm_events *ev);
bool mf_code_from_text(const mm_state *state, const char *text, mm_code *out);
void mf_code_to_text(const mm_state *state, mm_code code, char *buf, size_t len);
void mf_clone_into(mm_state *dst, const mm_state *src);

/* The computer players' heuristic (score.c). */
double mf_evaluate(const mm_state *state, int seat);
/* The searching players' heuristic: what open first monsters can grow to. */
double mf_search_evaluate(const mm_state *state, int seat);
/* Final or current scores (score.c). */
void mf_result(const mm_state *state, mm_result *r);

#endif
