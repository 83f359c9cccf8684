/* SPDX-License-Identifier: MIT */
/* Monster Factory: the 88 tiles and the geometry of monsters built from them.
 * The tile set is our design (the rulebook prints none); its reasoning is in
 * docs/games/monster-factory.md. */
#include <assert.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "mf_internal.h"
#include "monstermoon/i18n.h"

/* ================================================================== the set */

#define B MF_BLANK
#define T MF_THIN
#define K MF_THICK

/* One design: its edges (north, east, south, west) and a name. */
typedef struct kind {
    unsigned char edge[4];
    const char *name;     /* English; translated when shown */
    const char *name_eye; /* the same with an eye */
} kind;

static const kind kinds[MF_NKINDS] = {
    /* End pieces: they close a part, so monsters can be finished. */
    {{T, B, B, B}, N_("a thin end piece"), N_("a thin end piece with an eye")},
    {{K, B, B, B}, N_("a thick end piece"), N_("a thick end piece with an eye")},
    /* Bodies. */
    {{T, B, T, B}, N_("a thin straight piece"), N_("a thin straight piece with an eye")},
    {{T, T, B, B}, N_("a thin bend"), N_("a thin bend with an eye")},
    {{K, B, K, B}, N_("a thick straight piece"), N_("a thick straight piece with an eye")},
    {{K, K, B, B}, N_("a thick bend"), N_("a thick bend with an eye")},
    {{K, B, T, B}, N_("a neck (thick to thin)"), N_("a neck (thick to thin) with an eye")},
    {{K, T, B, B}, N_("a thick-to-thin bend"), N_("a thick-to-thin bend with an eye")},
    {{T, K, B, B}, N_("a thin-to-thick bend"), N_("a thin-to-thick bend with an eye")},
    /* Branches. */
    {{T, T, T, B}, N_("a thin branch"), N_("a thin branch with an eye")},
    {{K, K, K, B}, N_("a thick branch"), N_("a thick branch with an eye")},
    {{K, T, K, B},
     N_("a thick body with a thin limb"),
     N_("a thick body with a thin limb and an eye")},
    {{T, K, T, B},
     N_("a thin body with a thick limb"),
     N_("a thin body with a thick limb and an eye")},
    /* Hubs. */
    {{T, T, T, T}, N_("a thin hub"), N_("a thin hub with an eye")},
    {{K, K, K, K}, N_("a thick hub"), N_("a thick hub with an eye")},
    {{K, T, K, T},
     N_("a thick body with two thin limbs"),
     N_("a thick body with two thin limbs and an eye")},
};

#undef B
#undef T
#undef K

/* Each tile's design and how many eyes it shows, in id order: per design the
 * tiles with eyes come first. 30 tiles show eyes: 17 one, 9 two, 4 three
 * (the hubs, the thick branch and the thick body with two thin limbs have
 * three). Scoring counts tiles with an eye, not eyes. Counts per design are in
 * the docs and in the tile-set tests. */
static const struct {
    unsigned char kind, eyes;
} tiles[MF_NTILES] = {
    {0, 2}, {0, 1}, {0, 1}, {0, 1}, {0, 1}, {0, 1}, {0, 1}, {0, 0}, {0, 0}, {0, 0},
    {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {1, 1}, {1, 1}, {1, 1}, {1, 1},
    {1, 1}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {2, 2},
    {2, 1}, {2, 0}, {2, 0}, {2, 0}, {2, 0}, {2, 0}, {3, 2}, {3, 1}, {3, 0}, {3, 0},
    {3, 0}, {3, 0}, {3, 0}, {4, 2}, {4, 0}, {4, 0}, {4, 0}, {4, 0}, {4, 0}, {5, 2},
    {5, 0}, {5, 0}, {5, 0}, {5, 0}, {5, 0}, {6, 2}, {6, 1}, {6, 0}, {6, 0}, {6, 0},
    {6, 0}, {7, 1}, {7, 0}, {7, 0}, {8, 1}, {8, 0}, {8, 0}, {9, 2}, {9, 0}, {9, 0},
    {9, 0}, {10, 3}, {10, 0}, {10, 0}, {10, 0}, {11, 2}, {11, 1}, {11, 0}, {11, 0}, {12, 2},
    {12, 0}, {13, 3}, {13, 0}, {14, 3}, {14, 0}, {15, 3}, {15, 0}, {15, 0},
};

int mf_tile_kind(int tile)
{
    assert(tile >= 0 && tile < MF_NTILES && "mf_tile_kind: not a tile id");
    return tiles[tile].kind;
}

bool mf_tile_eye(int tile)
{
    return mf_tile_eyes(tile) > 0;
}

int mf_tile_eyes(int tile)
{
    assert(tile >= 0 && tile < MF_NTILES && "mf_tile_eyes: not a tile id");
    return tiles[tile].eyes;
}

mf_edge mf_tile_edge(int tile, int rot, int dir)
{
    assert(tile >= 0 && tile < MF_NTILES && "mf_tile_edge: not a tile id");
    /* Turning clockwise by rot brings the edge that faced dir - rot to dir. */
    return (mf_edge)kinds[tiles[tile].kind].edge[(dir - rot) & 3];
}

int mf_tile_parts(int tile)
{
    int n = 0;
    for (int d = 0; d < 4; d++)
        n += mf_tile_edge(tile, 0, d) != MF_BLANK;
    return n;
}

mf_shape mf_tile_shape(int tile)
{
    switch (mf_tile_parts(tile)) {
    case 1:
        return MF_SHAPE_END;
    case 2:
        return mf_tile_edge(tile, 0, MF_NORTH) != MF_BLANK &&
                       mf_tile_edge(tile, 0, MF_SOUTH) != MF_BLANK
                   ? MF_SHAPE_STRAIGHT
                   : MF_SHAPE_BEND;
    case 3:
        return MF_SHAPE_BRANCH;
    default:
        return MF_SHAPE_HUB;
    }
}

void mf_tile_name(int tile, char *buf, size_t len)
{
    const kind *k = &kinds[mf_tile_kind(tile)];
    switch (mf_tile_eyes(tile)) {
    case 0:
        snprintf(buf, len, "%s", _(k->name));
        break;
    case 1:
        snprintf(buf, len, "%s", _(k->name_eye));
        break;
    case 2:
        /* TRANSLATORS: %s is a tile's name, e.g. "a thin hub". */
        snprintf(buf, len, _("%s with two eyes"), _(k->name));
        break;
    default:
        /* TRANSLATORS: %s is a tile's name, e.g. "a thin hub". */
        snprintf(buf, len, _("%s with three eyes"), _(k->name));
        break;
    }
}

int mf_canonical_rot(int tile, int rot)
{
    for (int r = 0; r < rot; r++) {
        bool same = true;
        for (int d = 0; d < 4 && same; d++)
            same = mf_tile_edge(tile, r, d) == mf_tile_edge(tile, rot, d);
        if (same)
            return r;
    }
    return rot & 3;
}

int mf_dx(int dir)
{
    static const int dx[4] = {0, 1, 0, -1};
    return dx[dir & 3];
}

int mf_dy(int dir)
{
    static const int dy[4] = {-1, 0, 1, 0};
    return dy[dir & 3];
}

/* ============================================================== cell index */

static unsigned slot_of(int monster, int x, int y)
{
    unsigned h =
        (unsigned)monster * 2654435761u ^ (unsigned)(x + 128) * 40503u ^ (unsigned)(y + 128) * 97u;
    return (h ^ (h >> 9)) & (MF_CELL_SLOTS - 1);
}

void mf_index_build(const mf_state *s, mf_index *idx)
{
    int count[MF_MAX_MONSTERS + 1];
    memset(count, 0, (size_t)(s->nmonsters + 1) * sizeof count[0]);
    for (int t = 0; t < MF_NTILES; t++)
        if (s->at[t].monster >= 0)
            count[s->at[t].monster + 1]++;
    /* Tiles grouped by monster: a counting sort, keeping tile order. */
    idx->first[0] = 0;
    for (int m = 0; m < s->nmonsters; m++)
        idx->first[m + 1] = (unsigned char)(idx->first[m] + count[m + 1]);
    unsigned char next[MF_MAX_MONSTERS];
    memcpy(next, idx->first, (size_t)s->nmonsters);
    for (int t = 0; t < MF_NTILES; t++)
        if (s->at[t].monster >= 0)
            idx->by_monster[next[s->at[t].monster]++] = (unsigned char)t;
}

int mf_index_get(const mf_state *s, const mf_index *idx, int monster, int x, int y)
{
    (void)idx;
    return mf_cell_get(s, monster, x, y);
}

int mf_index_open_edges(const mf_state *s, const mf_index *idx, int monster)
{
    int open = 0;
    for (int i = idx->first[monster]; i < idx->first[monster + 1]; i++) {
        int t = idx->by_monster[i];
        const mf_place *p = &s->at[t];
        for (int d = 0; d < 4; d++)
            if (mf_tile_edge(t, p->rot, d) != MF_BLANK &&
                mf_index_get(s, idx, monster, p->x + mf_dx(d), p->y + mf_dy(d)) < 0)
                open++;
    }
    return open;
}

int mf_index_connections(const mf_state *s, const mf_index *idx, int tile, int monster, int x,
                         int y, int rot)
{
    int n = 0;
    for (int d = 0; d < 4; d++)
        if (mf_tile_edge(tile, rot, d) != MF_BLANK &&
            mf_index_get(s, idx, monster, x + mf_dx(d), y + mf_dy(d)) >= 0)
            n++;
    return n;
}

/* ================================================ the state's cells and frontiers */

/* Per spot pattern (the `facing` byte of an mf_spot): for each design k, bits
 * 4k..4k+3 hold the rotations in which it fits there; and the designs that
 * fit there in some rotation. Per design: the rotations that are not a
 * smaller rotation in disguise. */
static uint64_t fit_by_facing[256];
static unsigned short kinds_by_facing[256];
static signed char closer_by_facing[256];
static unsigned char canonical_rots[MF_NKINDS];
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static int facing_of(unsigned facing, int dir)
{
    return (int)(facing >> (2 * dir)) & 3;
}

static void build_tables(void)
{
    int sample[MF_NKINDS];
    for (int t = MF_NTILES - 1; t >= 0; t--)
        sample[mf_tile_kind(t)] = t;
    for (int k = 0; k < MF_NKINDS; k++)
        for (int r = 0; r < 4; r++)
            if (mf_canonical_rot(sample[k], r) == r)
                canonical_rots[k] |= (unsigned char)(1u << r);
    for (unsigned f = 0; f < 256; f++) {
        /* The placement rule (the only copy of it: every fit test reads
         * these tables): every touching edge matches and one of them is a
         * thin or thick part. */
        for (int k = 0; k < MF_NKINDS; k++) {
            unsigned mask = 0;
            for (int r = 0; r < 4; r++) {
                bool ok = true, connected = false;
                for (int d = 0; d < 4 && ok; d++) {
                    if (facing_of(f, d) == 0)
                        continue;
                    int e = (int)mf_tile_edge(sample[k], r, d);
                    ok = e == facing_of(f, d) - 1;
                    connected |= e != MF_BLANK;
                }
                if (ok && connected)
                    mask |= 1u << r;
            }
            fit_by_facing[f] |= (uint64_t)mask << (4 * k);
            if (mask)
                kinds_by_facing[f] |= (unsigned short)(1u << k);
        }
        /* The design that fits and shows a part only where a neighbour
         * meets it: at most one, as a spot's facing fixes every edge. */
        closer_by_facing[f] = -1;
        for (int k = 0; k < MF_NKINDS && closer_by_facing[f] < 0; k++)
            for (int r = 0; r < 4; r++) {
                bool closes = (fit_by_facing[f] >> (4 * k + r)) & 1u;
                for (int d = 0; d < 4 && closes; d++)
                    closes = facing_of(f, d) != 0 || mf_tile_edge(sample[k], r, d) == MF_BLANK;
                if (closes) {
                    closer_by_facing[f] = (signed char)k;
                    break;
                }
            }
    }
}

void mf_tables_init(void)
{
    pthread_once(&tables_once, build_tables);
}

unsigned mf_spot_fits(unsigned facing, int tile)
{
    int k = mf_tile_kind(tile);
    return (unsigned)(fit_by_facing[facing] >> (4 * k)) & canonical_rots[k];
}

bool mf_frontier_doomed(const mf_state *s, int seat, const int pool[MF_NKINDS])
{
    unsigned left = 0;
    for (int k = 0; k < MF_NKINDS; k++)
        if (pool[k] > 0)
            left |= 1u << k;
    const mf_frontier *f = &s->frontier[seat];
    for (int i = 0; i < f->n; i++)
        if (!(kinds_by_facing[f->spot[i].facing] & left))
            return true;
    return false;
}

int mf_spot_closer(unsigned facing)
{
    return closer_by_facing[facing & 255];
}

int mf_cell_get(const mf_state *s, int monster, int x, int y)
{
    for (unsigned h = slot_of(monster, x, y);; h = (h + 1) & (MF_CELL_SLOTS - 1)) {
        int t = s->cell[h] - 1;
        if (t < 0)
            return -1;
        const mf_place *p = &s->at[t];
        if (p->monster == monster && p->x == x && p->y == y)
            return t;
    }
}

static void cell_add(mf_state *s, int tile)
{
    const mf_place *p = &s->at[tile];
    unsigned h = slot_of(p->monster, p->x, p->y);
    while (s->cell[h])
        h = (h + 1) & (MF_CELL_SLOTS - 1);
    s->cell[h] = (unsigned char)(tile + 1);
}

/* What the monster's tiles around an empty cell show towards it. */
static unsigned facing_at(const mf_state *s, int monster, int x, int y)
{
    unsigned facing = 0;
    for (int d = 0; d < 4; d++) {
        int n = mf_cell_get(s, monster, x + mf_dx(d), y + mf_dy(d));
        if (n >= 0)
            facing |= (1u + (unsigned)mf_tile_edge(n, s->at[n].rot, d + 2)) << (2 * d);
    }
    return facing;
}

unsigned mf_cell_fits(const mf_state *s, int tile, int monster, int x, int y)
{
    return (unsigned)(fit_by_facing[facing_at(s, monster, x, y)] >> (4 * mf_tile_kind(tile))) & 15u;
}

/* Where the cell is in the frontier, or where it would go (row-major order). */
static int spot_find(const mf_frontier *f, int x, int y, bool *found)
{
    int i = 0;
    while (i < f->n && (f->spot[i].y < y || (f->spot[i].y == y && f->spot[i].x < x)))
        i++;
    *found = i < f->n && f->spot[i].x == x && f->spot[i].y == y;
    return i;
}

static void spot_insert(mf_frontier *f, int i, int x, int y, unsigned facing)
{
    assert(f->n < MF_FRONTIER_MAX && "mf: a monster with more open cells than MF_FRONTIER_MAX");
    memmove(&f->spot[i + 1], &f->spot[i], (size_t)(f->n - i) * sizeof f->spot[0]);
    f->spot[i] = (mf_spot){(signed char)x, (signed char)y, (unsigned char)facing};
    f->n++;
}

static void fit_kinds_update(mf_frontier *f)
{
    unsigned fit = 0;
    for (int i = 0; i < f->n; i++)
        fit |= kinds_by_facing[f->spot[i].facing];
    f->fit_kinds = (unsigned short)fit;
}

void mf_cell_placed(mf_state *s, int tile)
{
    const mf_place *p = &s->at[tile];
    int monster = p->monster;
    mf_frontier *f = &s->frontier[s->monsters[monster].owner];
    assert(s->building[s->monsters[monster].owner] == monster &&
           "mf_cell_placed: tiles go onto a monster in progress");
    cell_add(s, tile);
    bool found;
    int i = spot_find(f, p->x, p->y, &found);
    if (found) {
        memmove(&f->spot[i], &f->spot[i + 1], (size_t)(f->n - i - 1) * sizeof f->spot[0]);
        f->n--;
    }
    for (int d = 0; d < 4; d++) {
        int x = p->x + mf_dx(d), y = p->y + mf_dy(d);
        if (mf_cell_get(s, monster, x, y) >= 0)
            continue;
        mf_edge e = mf_tile_edge(tile, p->rot, d);
        i = spot_find(f, x, y, &found);
        if (found)
            f->spot[i].facing |= (unsigned char)((1u + (unsigned)e) << (2 * ((d + 2) & 3)));
        else if (e != MF_BLANK)
            spot_insert(f, i, x, y, facing_at(s, monster, x, y));
    }
    fit_kinds_update(f);
}

void mf_reindex(mf_state *s)
{
    mf_tables_init();
    memset(s->cell, 0, sizeof s->cell);
    for (int t = 0; t < MF_NTILES; t++)
        if (s->at[t].monster >= 0)
            cell_add(s, t);
    for (int seat = 0; seat < MM_MAX_SEATS; seat++) {
        mf_frontier *f = &s->frontier[seat];
        f->n = 0;
        int m = seat < s->nseats ? s->building[seat] : -1;
        for (int t = 0; m >= 0 && t < MF_NTILES; t++) {
            const mf_place *p = &s->at[t];
            if (p->monster != m)
                continue;
            for (int d = 0; d < 4; d++) {
                int x = p->x + mf_dx(d), y = p->y + mf_dy(d);
                bool found;
                int i = spot_find(f, x, y, &found);
                if (!found && mf_tile_edge(t, p->rot, d) != MF_BLANK && mf_cell_get(s, m, x, y) < 0)
                    spot_insert(f, i, x, y, facing_at(s, m, x, y));
            }
        }
        fit_kinds_update(f);
    }
}

bool mf_frontiers_agree(const mf_state *s)
{
    mf_state fresh;
    memcpy(&fresh, s, sizeof fresh);
    mf_reindex(&fresh);
    for (int seat = 0; seat < s->nseats; seat++) {
        const mf_frontier *a = &s->frontier[seat], *b = &fresh.frontier[seat];
        if (a->n != b->n || a->fit_kinds != b->fit_kinds ||
            memcmp(a->spot, b->spot, (size_t)a->n * sizeof a->spot[0]) != 0)
            return false;
    }
    for (int t = 0; t < MF_NTILES; t++)
        if (s->at[t].monster >= 0 && mf_cell_get(s, s->at[t].monster, s->at[t].x, s->at[t].y) != t)
            return false;
    return true;
}

/* ============================================================ monster queries */

int mf_tile_at(const mf_state *s, int monster, int x, int y)
{
    for (int t = 0; t < MF_NTILES; t++)
        if (s->at[t].monster == monster && s->at[t].x == x && s->at[t].y == y)
            return t;
    return -1;
}

int mf_monster_size(const mf_state *s, int monster)
{
    int n = 0;
    for (int t = 0; t < MF_NTILES; t++)
        n += s->at[t].monster == monster;
    return n;
}

int mf_monster_eyes(const mf_state *s, int monster)
{
    int n = 0;
    for (int t = 0; t < MF_NTILES; t++)
        n += s->at[t].monster == monster && mf_tile_eye(t);
    return n;
}

int mf_open_edges(const mf_state *s, int monster)
{
    mf_index idx;
    mf_index_build(s, &idx);
    return mf_index_open_edges(s, &idx, monster);
}

int mf_monster_value(const mf_state *s, int monster)
{
    return s->monsters[monster].number == 0 ? mf_monster_size(s, monster)
                                            : mf_monster_eyes(s, monster);
}

void mf_monster_bounds(const mf_state *s, int monster, int *x0, int *y0, int *x1, int *y1)
{
    *x0 = *y0 = *x1 = *y1 = 0;
    bool any = false;
    for (int t = 0; t < MF_NTILES; t++) {
        const mf_place *p = &s->at[t];
        if (p->monster != monster)
            continue;
        if (!any || p->x < *x0)
            *x0 = p->x;
        if (!any || p->x > *x1)
            *x1 = p->x;
        if (!any || p->y < *y0)
            *y0 = p->y;
        if (!any || p->y > *y1)
            *y1 = p->y;
        any = true;
    }
}

unsigned mf_fit_mask(const mf_state *s, int tile, int monster, int x, int y)
{
    return mf_cell_get(s, monster, x, y) >= 0 ? 0 : mf_cell_fits(s, tile, monster, x, y);
}

int mf_open_edges_after(const mf_state *s, int tile, int monster, int x, int y, int rot)
{
    mf_index idx;
    mf_index_build(s, &idx);
    int joined = mf_index_connections(s, &idx, tile, monster, x, y, rot);
    return mf_index_open_edges(s, &idx, monster) + mf_tile_parts(tile) - 2 * joined;
}

bool mf_would_complete(const mf_state *s, int tile, int monster, int x, int y, int rot)
{
    return mf_open_edges_after(s, tile, monster, x, y, rot) == 0;
}

void mf_monster_name(const mf_state *s, int monster, char *buf, size_t len)
{
    const mf_monster *m = &s->monsters[monster];
    if (m->number == 0)
        snprintf(buf, len, _("Player %d's first monster"), m->owner + 1);
    else
        snprintf(buf, len, _("Player %d's minion %d"), m->owner + 1, m->number);
}
