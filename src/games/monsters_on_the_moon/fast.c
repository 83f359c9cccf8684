/* SPDX-License-Identifier: MIT */
/* Monsters on the Moon: moves as codes for search, and their notation. The
 * candidates are sampled by one function for text and codes (moves.c) and
 * applied by the same `motm_apply_move` as the text.
 *
 * A code with the top bit clear packs kind + 1 (4 bits), value + 1 (8),
 * x + 128 and y + 128 (8 each) and the turn (2). A code with the top bit set
 * is a wall set in its canonical order (by row, column, direction, length):
 * the first wall whole (vertical, long, x + 128, y + 128: 18 bits), then up to
 * four more, 11 bits each, relative to it (row difference 0..15, column
 * difference + 9 in 5 bits, never 0, so an empty slot reads 0; vertical,
 * long). Walls placed together touch, so no legal set reaches further. */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "motm_internal.h"

#define WALLS_BIT ((mm_code)1 << 63)
#define FIRST_BITS 18
#define MORE_BITS 11

void motm_format_move(const motm_move *mv, char *buf, size_t len)
{
    switch (mv->kind) {
    case MOTM_MV_MONSTER:
        snprintf(buf, len, "monster %s", motm_monster_key(mv->value));
        break;
    case MOTM_MV_PASS:
        snprintf(buf, len, "pass %d", mv->value + 1);
        break;
    case MOTM_MV_LAYOUT:
        snprintf(buf, len, "layout %s", motm_layout_key(mv->value));
        break;
    case MOTM_MV_PLACE:
        motm_format_place(mv->value, mv->x, mv->y, mv->rot, buf, len);
        break;
    case MOTM_MV_DONE:
        snprintf(buf, len, "done");
        break;
    case MOTM_MV_TILE:
        snprintf(buf, len, "tile %d,%d", mv->x, mv->y);
        break;
    case MOTM_MV_SHIP:
        snprintf(buf, len, "ship %d,%d", mv->x, mv->y);
        break;
    case MOTM_MV_END:
        snprintf(buf, len, "end");
        break;
    case MOTM_MV_WALLS:
        motm_format_walls(&mv->walls, buf, len);
        break;
    case MOTM_MV_CONTINUE:
        snprintf(buf, len, "continue %d", mv->value + 1);
        break;
    case MOTM_MV_MISSION:
        snprintf(buf, len, "mission %d", mv->value);
        break;
    }
}

static bool fits(int v, int lo, int hi)
{
    return v >= lo && v <= hi;
}

static int wall_order(const void *a, const void *b)
{
    const motm_wall *p = a, *q = b;
    if (p->y != q->y)
        return p->y < q->y ? -1 : 1;
    if (p->x != q->x)
        return p->x < q->x ? -1 : 1;
    if (p->vertical != q->vertical)
        return p->vertical ? 1 : -1;
    return (int)p->is_long - (int)q->is_long;
}

void motm_sort_walls(motm_wall_set *set)
{
    qsort(set->w, (size_t)set->n, sizeof set->w[0], wall_order);
}

static mm_code walls_code(const motm_wall_set *walls)
{
    if (walls->n < 1 || walls->n > MOTM_WALL_SET_MAX)
        return MM_CODE_NONE;
    motm_wall_set set = *walls;
    motm_sort_walls(&set);
    const motm_wall *w0 = &set.w[0];
    if (!fits(w0->x, -128, 127) || !fits(w0->y, -128, 127))
        return MM_CODE_NONE;
    mm_code code = WALLS_BIT | (mm_code)w0->vertical | (mm_code)w0->is_long << 1 |
                   (mm_code)(w0->x + 128) << 2 | (mm_code)(w0->y + 128) << 10;
    for (int i = 1; i < set.n; i++) {
        int dx = set.w[i].x - w0->x, dy = set.w[i].y - w0->y;
        if (!fits(dy, 0, 15) || !fits(dx, -8, 22))
            return MM_CODE_NONE;
        mm_code more = (mm_code)dy | (mm_code)(dx + 9) << 4 | (mm_code)set.w[i].vertical << 9 |
                       (mm_code)set.w[i].is_long << 10;
        code |= more << (FIRST_BITS + MORE_BITS * (i - 1));
    }
    return code;
}

mm_code motm_move_code(const motm_move *mv)
{
    if (mv->kind == MOTM_MV_WALLS)
        return walls_code(&mv->walls);
    if (!fits(mv->value + 1, 0, 255) || !fits(mv->x, -128, 127) || !fits(mv->y, -128, 127) ||
        !fits(mv->rot, 0, 3))
        return MM_CODE_NONE;
    return (mm_code)(mv->kind + 1) | (mm_code)(mv->value + 1) << 4 | (mm_code)(mv->x + 128) << 12 |
           (mm_code)(mv->y + 128) << 20 | (mm_code)mv->rot << 28;
}

void motm_move_from_code(mm_code code, motm_move *mv)
{
    memset(mv, 0, sizeof *mv);
    if (code & WALLS_BIT) {
        mv->kind = MOTM_MV_WALLS;
        motm_wall *w0 = &mv->walls.w[0];
        w0->vertical = code & 1u;
        w0->is_long = (code >> 1) & 1u;
        w0->x = (int)((code >> 2) & 255u) - 128;
        w0->y = (int)((code >> 10) & 255u) - 128;
        mv->walls.n = 1;
        for (int i = 1; i < MOTM_WALL_SET_MAX; i++) {
            mm_code more = (code >> (FIRST_BITS + MORE_BITS * (i - 1))) & ((1u << MORE_BITS) - 1);
            if (more == 0)
                break;
            motm_wall *w = &mv->walls.w[mv->walls.n++];
            w->y = w0->y + (int)(more & 15u);
            w->x = w0->x + (int)((more >> 4) & 31u) - 9;
            w->vertical = (more >> 9) & 1u;
            w->is_long = (more >> 10) & 1u;
        }
        return;
    }
    mv->kind = (motm_move_kind)((code & 15u) - 1);
    assert(mv->kind >= MOTM_MV_MONSTER && mv->kind <= MOTM_MV_MISSION && "motm: not a move code");
    mv->value = (int)((code >> 4) & 255u) - 1;
    mv->x = (int)((code >> 12) & 255u) - 128;
    mv->y = (int)((code >> 20) & 255u) - 128;
    mv->rot = (int)((code >> 28) & 3u);
}

void motm_apply_code(mm_state *state, mm_code code, mm_events *ev)
{
    motm_move mv;
    motm_move_from_code(code, &mv);
    motm_apply_move(motm_mut(state), &mv, ev);
}

bool motm_code_from_text(const mm_state *state, const char *text, mm_code *out)
{
    (void)state;
    motm_move mv;
    char why[MM_REASON_MAX];
    *out = MM_CODE_NONE;
    if (!motm_parse_move(text, &mv, why, sizeof why))
        return false;
    *out = motm_move_code(&mv);
    return *out != MM_CODE_NONE;
}

void motm_code_to_text(const mm_state *state, mm_code code, char *buf, size_t len)
{
    (void)state;
    motm_move mv;
    motm_move_from_code(code, &mv);
    motm_format_move(&mv, buf, len);
}

void motm_clone_into(mm_state *dst, const mm_state *src)
{
    memcpy(motm_mut(dst), motm_from(src), sizeof(motm_state));
}

/* ========================================================= random playouts */

/* Random spots tried for a card before every spot is looked at. */
#define PLACE_TRIES 48

/* Any spot where a card may lie touches or covers a card already laid, so
 * it lies within 3 cells of that card's anchor. */
static void random_spot(const motm_state *s, mm_rng *rng, motm_move *mv)
{
    const motm_placed *p = &s->placed[mm_rng_below(rng, (uint32_t)s->nplaced)];
    mv->rot = (int)mm_rng_below(rng, 4);
    mv->x = p->x - 3 + (int)mm_rng_below(rng, 7);
    mv->y = p->y - 3 + (int)mm_rng_below(rng, 7);
}

/* One of the candidates the random player chooses among. */
static mm_code candidate(const mm_state *state, mm_rng *rng)
{
    mm_code codes[16];
    int n = motm_sample_codes(state, rng, 16, codes);
    return n > 0 ? codes[mm_rng_below(rng, (uint32_t)n)] : MM_CODE_NONE;
}

/* Playouts need a legal move, not the computer players' candidates (which
 * weigh every spot of every card): in the main step, a wall set as often
 * as the candidates hold them (a quarter) in the advanced game, and always
 * with an empty hand; else a hand card at a random spot next to a random
 * card that passes the placement check, else at one of all such spots
 * (chosen evenly); everything else is one of the candidates. */
mm_code motm_random_code(const mm_state *state, mm_rng *rng)
{
    const motm_state *s = motm_from(state);
    int seat = s->current;
    int x0, y0, x1, y1;
    if (s->phase == MOTM_PHASE_PLAY && s->step == MOTM_STEP_MAIN &&
        motm_layout_bounds(s, &x0, &y0, &x1, &y1)) {
        motm_move mv;
        memset(&mv, 0, sizeof mv);
        /* With an empty hand only walls are left. */
        if (s->advanced && (s->nhand[seat] == 0 || mm_rng_below(rng, 4) == 0)) {
            mv.kind = MOTM_MV_WALLS;
            if (motm_random_walls(s, seat, rng, &mv.walls))
                return motm_move_code(&mv);
        }
        if (s->nhand[seat] == 0)
            return candidate(state, rng);
        motm_areas areas;
        motm_areas_build(s, &areas);
        mv.kind = MOTM_MV_PLACE;
        bool found = false;
        for (int k = 0; k < PLACE_TRIES && !found; k++) {
            random_spot(s, rng, &mv);
            /* Where a card may lie does not depend on its face. */
            found = motm_check_place(s, &areas, seat, mv.x, mv.y, mv.rot, false, NULL, 0);
        }
        /* Every spot, the way the candidates look for them; one kept at
         * random (reservoir sampling). */
        int seen = 0;
        for (int rot = 0; rot < 4 && !found; rot++)
            for (int y = y0 - 3; y <= y1 + 1; y++)
                for (int x = x0 - 3; x <= x1 + 1; x++)
                    if (motm_check_place(s, &areas, seat, x, y, rot, false, NULL, 0) &&
                        mm_rng_below(rng, (uint32_t)++seen) == 0) {
                        mv.x = x;
                        mv.y = y;
                        mv.rot = rot;
                    }
        motm_areas_free(&areas);
        if (found || seen > 0) {
            mv.value = s->hand[seat][mm_rng_below(rng, (uint32_t)s->nhand[seat])];
            return motm_move_code(&mv);
        }
    }
    return candidate(state, rng);
}
