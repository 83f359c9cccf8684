/* SPDX-License-Identifier: MIT */
/* Monsters on the Run: moves as codes for search. A code packs the fields of
 * a `mor_move` (each + 1, four bits apiece, the kind in the lowest bits), so it
 * is never 0 and names the same move in every position; listing and applying
 * go through the same functions as the text path. */
#include <assert.h>
#include <string.h>

#include "mor_internal.h"

/* Field i of a code, 4 bits wide: the field's value + 1. */
#define FIELD(value, i) ((mm_code)((value) + 1) << (4 * (i)))
#define UNFIELD(code, i) ((int)(((code) >> (4 * (i))) & 15u) - 1)
/* The void flag sits above the ten fields. */
#define VOID_BIT ((mm_code)1 << 40)

/* Written out field by field: the search encodes every listed move, and a
 * loop over an array of the fields cost 40 % of a random playout. */
static mm_code encode(const mor_move *mv)
{
    return FIELD(mv->kind, 0) | FIELD(mv->a, 1) | FIELD(mv->b, 2) | FIELD(mv->monster, 3) |
           FIELD(mv->discard, 4) | FIELD(mv->mine, 5) | FIELD(mv->theirs, 6) | FIELD(mv->other, 7) |
           FIELD(mv->m1, 8) | FIELD(mv->m2, 9) | (mv->is_void ? VOID_BIT : 0);
}

static void decode(mm_code code, mor_move *mv)
{
    *mv = (mor_move){.kind = (mor_move_kind)UNFIELD(code, 0),
                     .a = UNFIELD(code, 1),
                     .b = UNFIELD(code, 2),
                     .monster = UNFIELD(code, 3),
                     .discard = UNFIELD(code, 4),
                     .mine = UNFIELD(code, 5),
                     .theirs = UNFIELD(code, 6),
                     .other = UNFIELD(code, 7),
                     .m1 = UNFIELD(code, 8),
                     .m2 = UNFIELD(code, 9),
                     .is_void = (code & VOID_BIT) != 0};
    assert(mv->kind >= MOR_MV_JUMP && mv->kind <= MOR_MV_POS_SWAP && "mor: not a move code");
}

int mor_legal_codes(const mm_state *state, mm_code *out, int max)
{
    mor_move moves[MOR_MAX_MOVES];
    int n = mor_list_moves(mor_from(state), moves);
    for (int i = 0; i < n && i < max; i++)
        out[i] = encode(&moves[i]);
    return n;
}

void mor_apply_code(mm_state *state, mm_code code, mm_events *ev)
{
    mor_move mv;
    decode(code, &mv);
    mor_apply_move((mor_state *)(void *)state, &mv, ev);
}

bool mor_code_from_text(const mm_state *state, const char *text, mm_code *out)
{
    (void)state;
    mor_move mv;
    char why[MM_REASON_MAX];
    *out = MM_CODE_NONE;
    if (!mor_parse_move(text, &mv, why, sizeof why))
        return false;
    *out = encode(&mv);
    return true;
}

void mor_code_to_text(const mm_state *state, mm_code code, char *buf, size_t len)
{
    (void)state;
    mor_move mv;
    decode(code, &mv);
    mor_format_move(&mv, buf, len);
}

void mor_clone_into(mm_state *dst, const mm_state *src)
{
    memcpy(dst, src, sizeof(mor_state));
}
