/* SPDX-License-Identifier: MIT */
/* Monsters on the Run: what the rules files share among themselves (not the
 * view). A move is parsed from text or decoded from a code into a `mor_move`;
 * both paths list, check and apply moves through the same functions. */
#ifndef MM_GAMES_MONSTERS_ON_THE_RUN_INTERNAL_H
#define MM_GAMES_MONSTERS_ON_THE_RUN_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include "monstermoon/games/monsters_on_the_run.h"

/* More than any hand of three cards can offer. */
#define MOR_MAX_MOVES 64

typedef enum mor_move_kind {
    MOR_MV_JUMP,
    MOR_MV_BET,
    MOR_MV_FAV_SWAP,
    MOR_MV_POS_SWAP
} mor_move_kind;

/* One move; fields a move kind does not use are -1. */
typedef struct mor_move {
    mor_move_kind kind;
    int a, b;         /* JUMP, BET: the monsters the card shows (b = -1 on a one-monster card) */
    bool is_void;     /* "FS -" / "PS -" */
    int monster;      /* JUMP: who jumps; BET: bet on */
    int discard;      /* BET: monster of the open favourite discarded, or -1 */
    int mine, theirs; /* FAV_SWAP: monsters of the two cards */
    int other;        /* FAV_SWAP: the other seat */
    int m1, m2;       /* POS_SWAP */
} mor_move;

/* A move of `kind` with every field unused. */
void mor_move_init(mor_move *mv, mor_move_kind kind);
/* Parses the notation of docs/games/monsters-on-the-run.md (syntax only). */
bool mor_parse_move(const char *text, mor_move *mv, char *why, size_t len);
/* The notation of a move, as `legal_moves` lists it. */
void mor_format_move(const mor_move *mv, char *buf, size_t len);
/* Every legal move of the current player, in the order `legal_moves` lists
 * them (at most MOR_MAX_MOVES); returns how many. */
int mor_list_moves(const mor_state *s, mor_move *out);
/* Applies a legal move of the current player; `ev` NULL is quiet. */
void mor_apply_move(mor_state *s, const mor_move *mv, mm_events *ev);

/* The fast simulation path (fast.c). */
int mor_legal_codes(const mm_state *state, mm_code *out, int max);
void mor_apply_code(mm_state *state, mm_code code, mm_events *ev);
bool mor_code_from_text(const mm_state *state, const char *text, mm_code *out);
void mor_code_to_text(const mm_state *state, mm_code code, char *buf, size_t len);
void mor_clone_into(mm_state *dst, const mm_state *src);

#endif
