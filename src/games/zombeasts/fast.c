/* SPDX-License-Identifier: MIT */
/* Zombeasts: the fast simulation path. Codes are packed `zb_move`s (moves.c);
 * listing and applying go through the same functions as the text path. */
#include <assert.h>
#include <stddef.h>
#include <string.h>

#include "zb_internal.h"

int zb_legal_codes(const mm_state *state, mm_code *out, int max)
{
    zb_sink sink = {.codes = out, .max = max};
    zb_list(zb_from(state), &sink);
    return sink.n;
}

void zb_apply_code(mm_state *state, mm_code code, mm_events *ev)
{
    zb_move mv;
    zb_move_from_code(code, &mv);
    zb_apply_move((zb_state *)(void *)state, &mv, ev);
}

bool zb_code_from_text(const mm_state *state, const char *text, mm_code *out)
{
    (void)state;
    zb_move mv;
    *out = MM_CODE_NONE;
    if (!zb_parse_move(text, &mv, NULL, 0))
        return false;
    *out = zb_move_code(&mv);
    return true;
}

void zb_code_to_text(const mm_state *state, mm_code code, char *buf, size_t len)
{
    (void)state;
    zb_move mv;
    zb_move_from_code(code, &mv);
    zb_format_move(&mv, buf, len);
}

/* ============================================================ cheap copies */

/* The card lists of a state take most of its 10 kB but are mostly empty:
 * a copy takes everything else whole and of each list only the cards in it.
 * Fields added later are copied whole without being listed here. */
typedef struct card_list {
    size_t at;     /* offset of the first row */
    size_t counts; /* offset of the int count (per row with rows > 1) */
    int rows;      /* 1, or MM_MAX_SEATS */
} card_list;

#define ROWS(field, count)                                                                         \
    {                                                                                              \
        offsetof(zb_state, field), offsetof(zb_state, count), MM_MAX_SEATS                         \
    }
#define ONE(field, count)                                                                          \
    {                                                                                              \
        offsetof(zb_state, field), offsetof(zb_state, count), 1                                    \
    }

/* In the order of the struct. */
static const card_list lists[] = {
    ONE(pile, npile),    ROWS(hand, nhand),   ROWS(won, nwon),
    ROWS(bonus, nbonus), ROWS(minus, nminus), ONE(discard, ndiscard),
};

void zb_clone_into(mm_state *dst, const mm_state *src)
{
    char *d = (char *)(void *)dst;
    const char *s = (const char *)(const void *)src;
    size_t from = 0;
    for (size_t i = 0; i < sizeof lists / sizeof lists[0]; i++) {
        const card_list *l = &lists[i];
        assert(l->at >= from && "zb_clone_into: list the card lists in the struct's order");
        memcpy(d + from, s + from, l->at - from);
        for (int r = 0; r < l->rows; r++) {
            int n;
            memcpy(&n, s + l->counts + (size_t)r * sizeof(int), sizeof n);
            size_t row = l->at + (size_t)r * ZB_NCARDS * sizeof(int);
            memcpy(d + row, s + row, (size_t)n * sizeof(int));
        }
        from = l->at + (size_t)l->rows * ZB_NCARDS * sizeof(int);
    }
    memcpy(d + from, s + from, sizeof(zb_state) - from);
}
