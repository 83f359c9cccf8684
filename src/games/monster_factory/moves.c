/* SPDX-License-Identifier: MIT */
/* Monster Factory: listing the legal moves, as text for the table and as
 * codes for search, from one enumeration; the codes' packing; cheap copies. */
#include <assert.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "mf_internal.h"

/* Where listed moves go: texts or codes. */
typedef struct sink {
    mm_move_list *text;
    mm_code *codes;
    int max, n;
} sink;

static void format_move(const mf_move *mv, char *buf, size_t len)
{
    if (mv->kind == MF_MV_CHOOSE)
        snprintf(buf, len, "choose %d", mv->choice);
    else
        snprintf(buf, len, "%d%c %d,%d r%d", mv->target + 1, mv->minion ? 'M' : 'F', mv->x, mv->y,
                 mv->rot & 3);
}

/* A code packs kind + 1 (2 bits), target seat (3), minion (1), x and y
 * + 128 (8 bits each), rotation (2) and choice (2). */
static mm_code encode(const mf_move *mv)
{
    return (mm_code)(mv->kind + 1) | (mm_code)mv->target << 2 | (mm_code)mv->minion << 5 |
           (mm_code)(mv->x + 128) << 6 | (mm_code)(mv->y + 128) << 14 | (mm_code)mv->rot << 22 |
           (mm_code)mv->choice << 24;
}

static void decode(mm_code code, mf_move *mv)
{
    memset(mv, 0, sizeof *mv);
    mv->kind = (mf_move_kind)((code & 3u) - 1);
    assert((mv->kind == MF_MV_PLACE || mv->kind == MF_MV_CHOOSE) && "mf: not a move code");
    mv->target = (int)((code >> 2) & 7u);
    mv->minion = (code >> 5) & 1u;
    mv->x = (int)((code >> 6) & 255u) - 128;
    mv->y = (int)((code >> 14) & 255u) - 128;
    mv->rot = (int)((code >> 22) & 3u);
    mv->choice = (int)((code >> 24) & 3u);
}

static void emit(sink *out, const mf_move *mv)
{
    if (out->text) {
        char buf[48];
        format_move(mv, buf, sizeof buf);
        mm_move_list_addf(out->text, "%s", buf);
    }
    if (out->codes && out->n < out->max)
        out->codes[out->n] = encode(mv);
    out->n++;
}

/* Every legal move of the deciding seat. */
static void list(const mf_state *s, sink *out)
{
    mf_move mv;
    memset(&mv, 0, sizeof mv);
    if (s->phase == MF_PHASE_CHOOSE) {
        mv.kind = MF_MV_CHOOSE;
        for (int i = 0; i < s->noffer; i++) {
            /* Identical tiles give identical choices: list each design once. */
            bool seen = false;
            for (int j = 0; j < i; j++)
                seen |= mf_tile_kind(s->offer[j]) == mf_tile_kind(s->offer[i]) &&
                        mf_tile_eye(s->offer[j]) == mf_tile_eye(s->offer[i]);
            mv.choice = i + 1;
            if (!seen)
                emit(out, &mv);
        }
        return;
    }
    if (s->phase != MF_PHASE_PLACE)
        return;
    assert(mf_frontiers_agree(s) && "mf: tiles arranged by hand need mf_reindex");
    mv.kind = MF_MV_PLACE;
    for (int i = 0; i < s->nseats; i++) {
        int m = s->building[i];
        if (m < 0 || !mf_allowed(s, s->current, m))
            continue;
        mv.target = i;
        mv.minion = s->monsters[m].number != 0;
        const mf_frontier *f = &s->frontier[i];
        for (int c = 0; c < f->n; c++) {
            unsigned mask = mf_spot_fits(f->spot[c].facing, s->drawn);
            for (int r = 0; mask; r++, mask >>= 1) {
                if (mask & 1u) {
                    mv.x = f->spot[c].x;
                    mv.y = f->spot[c].y;
                    mv.rot = r;
                    emit(out, &mv);
                }
            }
        }
    }
}

void mf_legal_moves(const mm_state *state, mm_move_list *out)
{
    sink k = {.text = out};
    list(mf_from(state), &k);
}

int mf_legal_codes(const mm_state *state, mm_code *out, int max)
{
    sink k = {.codes = out, .max = max};
    list(mf_from(state), &k);
    return k.n;
}

void mf_apply_code(mm_state *state, mm_code code, mm_events *ev)
{
    mf_move mv;
    decode(code, &mv);
    mf_apply_move((mf_state *)(void *)state, &mv, ev);
}

bool mf_code_from_text(const mm_state *state, const char *text, mm_code *out)
{
    (void)state;
    mf_move mv;
    char why[MM_REASON_MAX];
    *out = MM_CODE_NONE;
    if (!mf_parse_move(text, &mv, why, sizeof why))
        return false;
    *out = encode(&mv);
    return true;
}

void mf_code_to_text(const mm_state *state, mm_code code, char *buf, size_t len)
{
    (void)state;
    mf_move mv;
    decode(code, &mv);
    format_move(&mv, buf, len);
}

/* ============================================================ cheap copies */

/* Stack, box and monsters are mostly unused: a copy takes everything else
 * whole (fields added later too) and of those only the used part. */
typedef struct used_part {
    size_t at, count, item;
} used_part;

#define PART(field, count)                                                                         \
    {                                                                                              \
        offsetof(mf_state, field), offsetof(mf_state, count), sizeof(((mf_state *)0)->field[0])    \
    }

/* In the order of the struct; each array holds MF_NTILES items. */
static const used_part parts[] = {PART(stack, nstack), PART(box, nbox), PART(monsters, nmonsters)};

void mf_clone_into(mm_state *dst, const mm_state *src)
{
    char *d = (char *)(void *)dst;
    const char *s = (const char *)(const void *)src;
    size_t from = 0;
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++) {
        const used_part *p = &parts[i];
        assert(p->at >= from && "mf_clone_into: list the parts in the struct's order");
        int n;
        memcpy(d + from, s + from, p->at - from);
        memcpy(&n, s + p->count, sizeof n);
        memcpy(d + p->at, s + p->at, (size_t)n * p->item);
        from = p->at + MF_NTILES * p->item;
    }
    memcpy(d + from, s + from, sizeof(mf_state) - from);
}
