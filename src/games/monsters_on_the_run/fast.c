/* SPDX-License-Identifier: MIT */
/* Monsters on the Run: moves as codes for search. A code packs the fields of
 * a `mor_move` (each + 1, four bits apiece, the kind in the lowest bits), so it
 * is never 0 and names the same move in every position; listing and applying
 * go through the same functions as the text path. */
#include <assert.h>
#include <string.h>

#include "mor_internal.h"

enum { NFIELDS = 10 };

static mm_code encode(const mor_move *mv)
{
    const int f[NFIELDS] = {(int)mv->kind, mv->a,      mv->b,     mv->monster, mv->discard,
                            mv->mine,      mv->theirs, mv->other, mv->m1,      mv->m2};
    mm_code code = mv->is_void ? (mm_code)1 << (4 * NFIELDS) : 0;
    for (int i = 0; i < NFIELDS; i++)
        code |= (mm_code)(f[i] + 1) << (4 * i);
    return code;
}

static void decode(mm_code code, mor_move *mv)
{
    int f[NFIELDS];
    for (int i = 0; i < NFIELDS; i++)
        f[i] = (int)((code >> (4 * i)) & 15u) - 1;
    *mv = (mor_move){.kind = (mor_move_kind)f[0],
                     .a = f[1],
                     .b = f[2],
                     .monster = f[3],
                     .discard = f[4],
                     .mine = f[5],
                     .theirs = f[6],
                     .other = f[7],
                     .m1 = f[8],
                     .m2 = f[9],
                     .is_void = (code >> (4 * NFIELDS)) & 1u};
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
