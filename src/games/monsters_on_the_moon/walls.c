/* SPDX-License-Identifier: MIT */
/* Monsters on the Moon, advanced game: moon walls. Notation of one wall:
 * h/v a short horizontal/vertical wall, H/V a long one, then the unit edge
 * "x,y" where it starts (see motm_wall). */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/i18n.h"
#include "motm_internal.h"

/* ============================================================ edges, walls */

/* The unit edges a wall covers; returns 1 or 2. */
static int wall_units(const motm_wall *w, motm_wall units[2])
{
    units[0] = (motm_wall){w->vertical, false, w->x, w->y, w->seat};
    if (!w->is_long)
        return 1;
    units[1] = units[0];
    if (w->vertical)
        units[1].y++;
    else
        units[1].x++;
    return 2;
}

/* A wall as the closed segment it covers on the grid of points. */
static inline void wall_span(const motm_wall *w, int *x0, int *y0, int *x1, int *y1)
{
    int len = w->is_long ? 2 : 1;
    *x0 = w->x;
    *y0 = w->y;
    *x1 = w->x + (w->vertical ? 0 : len);
    *y1 = w->y + (w->vertical ? len : 0);
}

/* Whether two walls share a grid point. Axis-parallel segments with ends on
 * the grid meet, if at all, at a grid point, so this is their boxes'
 * overlap (the random wall sets ask it of every pair, many times). */
static inline bool walls_touch(const motm_wall *a, const motm_wall *b)
{
    int ax0, ay0, ax1, ay1, bx0, by0, bx1, by1;
    wall_span(a, &ax0, &ay0, &ax1, &ay1);
    wall_span(b, &bx0, &by0, &bx1, &by1);
    return ax0 <= bx1 && bx0 <= ax1 && ay0 <= by1 && by0 <= ay1;
}

/* Whether two walls cover a unit edge in common: parallel, on one line,
 * and their runs of units overlap. */
static inline bool walls_overlap(const motm_wall *a, const motm_wall *b)
{
    if (a->vertical != b->vertical)
        return false;
    int la = a->is_long ? 2 : 1, lb = b->is_long ? 2 : 1;
    if (a->vertical)
        return a->x == b->x && a->y < b->y + lb && b->y < a->y + la;
    return a->y == b->y && a->x < b->x + lb && b->x < a->x + la;
}

/* The two cells a unit edge separates. */
static void edge_cells(bool vertical, int x, int y, int cx[2], int cy[2])
{
    cx[0] = vertical ? x - 1 : x;
    cy[0] = vertical ? y : y - 1;
    cx[1] = x;
    cy[1] = y;
}

typedef enum unit_problem {
    UNIT_OK,
    UNIT_FAR,
    UNIT_NO_CARD,
    UNIT_TAKEN,
    UNIT_ENCLOSED
} unit_problem;

static unit_problem unit_check(const motm_state *s, const motm_areas *areas, bool vertical, int x,
                               int y)
{
    int cx[2], cy[2];
    edge_cells(vertical, x, y, cx, cy);
    if (!motm_in_grid(cx[0], cy[0]) || !motm_in_grid(cx[1], cy[1]))
        return UNIT_FAR;
    if (motm_top_at(s, cx[0], cy[0]) < 0 && motm_top_at(s, cx[1], cy[1]) < 0)
        return UNIT_NO_CARD;
    if (motm_edge_walled(s, vertical, x, y))
        return UNIT_TAKEN;
    if (motm_area_at(areas, cx[0], cy[0]) || motm_area_at(areas, cx[1], cy[1]))
        return UNIT_ENCLOSED;
    return UNIT_OK;
}

/* ================================================================ notation */

bool motm_parse_walls(const char *text, motm_wall_set *set, char *why, size_t len)
{
    memset(set, 0, sizeof *set);
    const char *p = text;
    while (*p) {
        while (*p == ' ')
            p++;
        if (!*p)
            break;
        if (set->n == MOTM_WALL_SET_MAX) {
            snprintf(why, len, "%s", _("Place 3, 4 or 5 walls at once."));
            return false;
        }
        motm_wall *w = &set->w[set->n];
        char kind = *p++;
        if (kind != 'h' && kind != 'v' && kind != 'H' && kind != 'V') {
            snprintf(why, len, "%s",
                     _("Write each wall as h or v (short) or H or V (long) and its edge x,y."));
            return false;
        }
        w->vertical = kind == 'v' || kind == 'V';
        w->is_long = kind == 'H' || kind == 'V';
        char *end;
        long x = strtol(p, &end, 10);
        if (end == p || *end != ',') {
            snprintf(why, len, "%s",
                     _("Write each wall as h or v (short) or H or V (long) and its edge x,y."));
            return false;
        }
        p = end + 1;
        long y = strtol(p, &end, 10);
        if (end == p || (*end && *end != ' ') || x < -1000 || x > 1000 || y < -1000 || y > 1000) {
            snprintf(why, len, "%s",
                     _("Write each wall as h or v (short) or H or V (long) and its edge x,y."));
            return false;
        }
        w->x = (int)x;
        w->y = (int)y;
        w->seat = -1;
        p = end;
        set->n++;
    }
    if (set->n < MOTM_WALL_SET_MIN) {
        snprintf(why, len, "%s", _("Place 3, 4 or 5 walls at once."));
        return false;
    }
    return true;
}

void motm_format_walls(const motm_wall_set *set, char *buf, size_t len)
{
    size_t at = (size_t)snprintf(buf, len, "walls");
    for (int i = 0; i < set->n && at < len; i++) {
        const motm_wall *w = &set->w[i];
        char kind = w->vertical ? (w->is_long ? 'V' : 'v') : (w->is_long ? 'H' : 'h');
        at += (size_t)snprintf(buf + at, len - at, " %c%d,%d", kind, w->x, w->y);
    }
}

/* =============================================================== checking */

static bool connected(const motm_wall_set *set)
{
    bool reached[MOTM_WALL_SET_MAX] = {true};
    for (bool grew = true; grew;) {
        grew = false;
        for (int i = 0; i < set->n; i++)
            for (int j = 0; j < set->n; j++)
                if (reached[i] && !reached[j] && walls_touch(&set->w[i], &set->w[j]))
                    reached[j] = grew = true;
    }
    for (int i = 0; i < set->n; i++)
        if (!reached[i])
            return false;
    return true;
}

bool motm_check_walls(const motm_state *s, int seat, const motm_wall_set *set, char *why,
                      size_t len)
{
    int nshort = 0, nlong = 0;
    for (int i = 0; i < set->n; i++)
        set->w[i].is_long ? nlong++ : nshort++;
    if (set->n < MOTM_WALL_SET_MIN || set->n > MOTM_WALL_SET_MAX) {
        snprintf(why, len, "%s", _("Place 3, 4 or 5 walls at once."));
        return false;
    }
    if (nshort > s->short_walls[seat]) {
        int n = s->short_walls[seat];
        if (n == 0)
            snprintf(why, len, "%s", _("You have no short walls left."));
        else
            snprintf(why, len,
                     dngettext(MM_TEXT_DOMAIN, "You have only %d short wall left.",
                               "You have only %d short walls left.", (unsigned long)n),
                     n);
        return false;
    }
    if (nlong > s->long_walls[seat]) {
        int n = s->long_walls[seat];
        if (n == 0)
            snprintf(why, len, "%s", _("You have no long walls left."));
        else
            snprintf(why, len,
                     dngettext(MM_TEXT_DOMAIN, "You have only %d long wall left.",
                               "You have only %d long walls left.", (unsigned long)n),
                     n);
        return false;
    }
    motm_areas areas;
    motm_areas_build(s, &areas);
    const char *problem = NULL;
    for (int i = 0; i < set->n && !problem; i++) {
        motm_wall u[2];
        int n = wall_units(&set->w[i], u);
        for (int k = 0; k < n && !problem; k++) {
            switch (unit_check(s, &areas, u[k].vertical, u[k].x, u[k].y)) {
            case UNIT_OK:
                break;
            case UNIT_FAR:
                problem = _("That is too far out on the moon.");
                break;
            case UNIT_NO_CARD:
                problem = _("Walls lie on the edges of the squares of cards.");
                break;
            case UNIT_TAKEN:
                problem = _("A wall already lies there: walls are never stacked.");
                break;
            case UNIT_ENCLOSED:
                problem = _("That area is already walled in: no more walls inside it.");
                break;
            }
        }
        for (int j = 0; j < i && !problem; j++)
            if (walls_overlap(&set->w[i], &set->w[j]))
                problem = _("A wall already lies there: walls are never stacked.");
    }
    motm_areas_free(&areas);
    if (!problem && !connected(set))
        problem = _("All walls placed in one turn must touch each other.");
    if (problem) {
        snprintf(why, len, "%s", problem);
        return false;
    }
    return true;
}

/* ======================================================= finding wall sets */

/* Kinds of wall at one anchor: vertical * 2 + long. */
#define KINDS 4
/* Candidates touching one wall, at most: their anchors lie in a box of 5 by
 * 3 (see touching). */
#define NEAR_MAX (5 * 3 * KINDS)

/* Every single wall `seat` could legally place now (by the supply left). A
 * candidate is named by its key, (anchor * KINDS + kind) with the anchors in
 * reading order: their order is the keys' order. */
typedef struct candidates {
    int n;
    int x0, y0, bw, bh; /* the anchors' box: the layout's cells and one more */
    uint8_t *kinds;     /* per anchor: bit k set when its wall of kind k is one */
} candidates;

/* Candidates at an anchor of mask m: bits[m]. */
static const uint8_t bits[1 << KINDS] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};

static void list_candidates(const motm_state *s, int seat, candidates *c)
{
    memset(c, 0, sizeof *c);
    int x0, y0, x1, y1;
    if (!motm_layout_bounds(s, &x0, &y0, &x1, &y1))
        return;
    c->x0 = x0;
    c->y0 = y0;
    c->bw = x1 - x0 + 2;
    c->bh = y1 - y0 + 2;
    /* Long walls reach a unit edge past the last anchor. */
    int uw = c->bw + 1, uh = c->bh + 1;
    uint8_t *kinds = malloc((size_t)(c->bw * c->bh + 2 * uw * uh + (uw + 1) * (uh + 1)));
    if (!kinds)
        return;
    c->kinds = kinds;
    uint8_t *unit = kinds + c->bw * c->bh, *cell = unit + 2 * uw * uh;
    /* unit_check for every unit edge at once (a long wall shares its units
     * with two short ones): per cell from (x0 - 1, y0 - 1), 1 a card, 2 off
     * the grid or enclosed, 0 else; an edge is free when its two cells read
     * 0 and 1 or 1 and 1 and no wall lies on it. unit[(vertical * uh + y) *
     * uw + x] is the edge at (x0 + x, y0 + y). */
    bool on_grid = motm_in_grid(x0 - 1, y0 - 1) && motm_in_grid(x0 - 1 + uw, y0 - 1 + uh);
    for (int y = 0; y <= uh; y++) {
        for (int x = 0; x <= uw; x++) {
            int cx = x0 - 1 + x, cy = y0 - 1 + y;
            cell[y * (uw + 1) + x] = on_grid || motm_in_grid(cx, cy)
                                         ? s->top[cy + MOTM_ORIGIN][cx + MOTM_ORIGIN] != 0
                                         : 2;
        }
    }
    motm_areas areas;
    motm_areas_build(s, &areas);
    for (int by = 0; by < areas.h && areas.id; by++) {
        for (int bx = 0; bx < areas.w; bx++) {
            int x = areas.x0 + bx - (x0 - 1), y = areas.y0 + by - (y0 - 1);
            if (areas.id[by * areas.w + bx] && x >= 0 && x <= uw && y >= 0 && y <= uh)
                cell[y * (uw + 1) + x] = 2;
        }
    }
    motm_areas_free(&areas);
    for (int y = 0; y < uh; y++) {
        for (int x = 0; x < uw; x++) {
            const uint8_t *here = &cell[(y + 1) * (uw + 1) + x + 1];
            unit[(uh + y) * uw + x] = (here[-1] | here[0]) == 1;
            unit[y * uw + x] = (here[-(uw + 1)] | here[0]) == 1;
        }
    }
    for (int i = 0; i < s->nwalls; i++) {
        const motm_wall *wl = &s->walls[i];
        for (int k = 0; k < (wl->is_long ? 2 : 1); k++) {
            int x = wl->x - x0 + (wl->vertical ? 0 : k), y = wl->y - y0 + (wl->vertical ? k : 0);
            if (x >= 0 && x < uw && y >= 0 && y < uh)
                unit[(wl->vertical * uh + y) * uw + x] = 0;
        }
    }
    int supply = (s->short_walls[seat] > 0 ? 5 : 0) | (s->long_walls[seat] > 0 ? 10 : 0);
    for (int y = 0; y < c->bh; y++) {
        for (int x = 0; x < c->bw; x++) {
            const uint8_t *h = &unit[y * uw + x], *v = &unit[(uh + y) * uw + x];
            int m = (h[0] | (h[0] & h[1]) << 1 | v[0] << 2 | (v[0] & v[uw]) << 3) & supply;
            kinds[y * c->bw + x] = (uint8_t)m;
            c->n += bits[m];
        }
    }
}

static void candidates_free(candidates *c)
{
    free(c->kinds);
    c->kinds = NULL;
}

static motm_wall wall_of(int x, int y, int kind, int seat)
{
    return (motm_wall){kind >= 2, kind % 2 == 1, x, y, seat};
}

static motm_wall candidate_wall(const candidates *c, int key, int seat)
{
    int anchor = key / KINDS;
    return wall_of(c->x0 + anchor % c->bw, c->y0 + anchor / c->bw, key % KINDS, seat);
}

/* The candidates touching `w` (itself among them when it is one), in
 * order: their keys and walls; returns how many. A wall touching `w` has its
 * anchor at most two to the left of or above `w`'s span, and none past it. */
static int touching(const candidates *c, const motm_wall *w, int *keys, motm_wall *walls)
{
    int ax0, ay0, ax1, ay1, n = 0;
    wall_span(w, &ax0, &ay0, &ax1, &ay1);
    int xa = ax0 - 2 < c->x0 ? c->x0 : ax0 - 2, xb = ax1 < c->x0 + c->bw ? ax1 : c->x0 + c->bw - 1;
    int ya = ay0 - 2 < c->y0 ? c->y0 : ay0 - 2, yb = ay1 < c->y0 + c->bh ? ay1 : c->y0 + c->bh - 1;
    for (int y = ya; y <= yb; y++) {
        for (int x = xa; x <= xb; x++) {
            int anchor = (y - c->y0) * c->bw + (x - c->x0);
            for (int k = 0; k < KINDS; k++) {
                motm_wall b = wall_of(x, y, k, w->seat);
                if (c->kinds[anchor] >> k & 1 && walls_touch(w, &b)) {
                    keys[n] = anchor * KINDS + k;
                    walls[n++] = b;
                }
            }
        }
    }
    return n;
}

/* Whether `w` could join `set`: no overlap, supply left, touching it. */
static bool can_join(const motm_state *s, int seat, const motm_wall_set *set, const motm_wall *w)
{
    int nshort = !w->is_long, nlong = w->is_long;
    bool touches = set->n == 0;
    for (int i = 0; i < set->n; i++) {
        if (walls_overlap(&set->w[i], w))
            return false;
        touches |= walls_touch(&set->w[i], w);
        set->w[i].is_long ? nlong++ : nshort++;
    }
    return touches && nshort <= s->short_walls[seat] && nlong <= s->long_walls[seat];
}

/* Whether walls joining `set` complete a connected set of three (a wall
 * that may join touches one of the set). */
static bool search(const motm_state *s, int seat, const candidates *c, motm_wall_set *set)
{
    if (set->n == MOTM_WALL_SET_MIN)
        return true;
    int keys[(MOTM_WALL_SET_MIN - 1) * NEAR_MAX], nnear = 0;
    motm_wall near[(MOTM_WALL_SET_MIN - 1) * NEAR_MAX];
    for (int i = 0; i < set->n; i++)
        nnear += touching(c, &set->w[i], keys + nnear, near + nnear);
    for (int i = 0; i < nnear; i++) {
        if (!can_join(s, seat, set, &near[i]))
            continue;
        set->w[set->n++] = near[i];
        if (search(s, seat, c, set))
            return true;
        set->n--;
    }
    return false;
}

bool motm_can_place_walls(const motm_state *s, int seat)
{
    if (!s->advanced || s->short_walls[seat] + s->long_walls[seat] < MOTM_WALL_SET_MIN)
        return false;
    candidates c;
    list_candidates(s, seat, &c);
    /* Any connected set of 4 or 5 contains a connected set of 3, so looking
     * for three is enough. */
    bool found = false;
    for (int key = 0; key < c.bw * c.bh * KINDS && c.kinds && !found; key++) {
        if (!(c.kinds[key / KINDS] >> key % KINDS & 1))
            continue;
        motm_wall_set set = {1, {candidate_wall(&c, key, seat)}};
        found = search(s, seat, &c, &set);
    }
    candidates_free(&c);
    return found;
}

/* The key of candidate `i` in order. */
static int nth_candidate(const candidates *c, int i)
{
    for (int anchor = 0;; anchor++) {
        int m = c->kinds[anchor], count = bits[m];
        if (i >= count) {
            i -= count;
            continue;
        }
        for (int k = 0;; k++)
            if (m >> k & 1 && i-- == 0)
                return anchor * KINDS + k;
    }
}

/* Inserts `key` into the ascending list `list` of `*n` keys. */
static void insert_sorted(int *list, int *n, int key)
{
    int k = (*n)++;
    for (; k > 0 && list[k - 1] > key; k--)
        list[k] = list[k - 1];
    list[k] = key;
}

/* Flags of a candidate while a set grows. */
enum { OVERLAPS = 1, TOUCHES = 2 };

bool motm_random_walls(const motm_state *s, int seat, mm_rng *rng, motm_wall_set *out)
{
    candidates c;
    list_candidates(s, seat, &c);
    bool ok = false;
    int supply = s->short_walls[seat] + s->long_walls[seat];
    /* can_join, kept up to date as the set grows: whether each candidate
     * overlaps a wall of the set, or touches one (the same answers, each
     * pair looked at once); `near` lists those touching, in order (a wall
     * overlapping another touches it). */
    uint8_t *flags = c.n ? calloc((size_t)(c.bw * c.bh * KINDS), 1) : NULL;
    int near[MOTM_WALL_SET_MAX * NEAR_MAX], fits[MOTM_WALL_SET_MAX * NEAR_MAX], around[NEAR_MAX];
    motm_wall walls[NEAR_MAX];
    int nnear = 0;
    for (int attempt = 0; attempt < 24 && flags && !ok; attempt++) {
        int want = MOTM_WALL_SET_MIN + (int)mm_rng_below(rng, 3);
        if (want > supply)
            want = supply;
        memset(out, 0, sizeof *out);
        for (int k = 0; k < nnear; k++)
            flags[near[k]] = 0;
        int nshort = 0, nlong = 0;
        nnear = 0;
        while (out->n < want) {
            motm_wall w;
            if (out->n == 0) {
                /* Any candidate may come first: the supply has each kind. */
                w = candidate_wall(&c, nth_candidate(&c, (int)mm_rng_below(rng, (uint32_t)c.n)),
                                   seat);
            } else {
                int nfit = 0;
                for (int k = 0; k < nnear; k++) {
                    bool is_long = near[k] % 2; /* the kind's low bit */
                    if (!(flags[near[k]] & OVERLAPS) && nshort + !is_long <= s->short_walls[seat] &&
                        nlong + is_long <= s->long_walls[seat])
                        fits[nfit++] = near[k];
                }
                if (nfit == 0)
                    break;
                w = candidate_wall(&c, fits[mm_rng_below(rng, (uint32_t)nfit)], seat);
            }
            out->w[out->n++] = w;
            w.is_long ? nlong++ : nshort++;
            int naround = touching(&c, &w, around, walls);
            for (int k = 0; k < naround; k++) {
                if (walls_overlap(&w, &walls[k]))
                    flags[around[k]] |= OVERLAPS;
                if (!(flags[around[k]] & TOUCHES)) {
                    flags[around[k]] |= TOUCHES;
                    insert_sorted(near, &nnear, around[k]);
                }
            }
        }
        ok = out->n >= MOTM_WALL_SET_MIN;
    }
    /* The same set always reads the same (and has one code). */
    if (ok)
        motm_sort_walls(out);
    free(flags);
    candidates_free(&c);
    return ok;
}
