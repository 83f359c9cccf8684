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
    if (motm_areas_walled(s, areas, vertical, x, y))
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

typedef struct candidates {
    int n, cap;
    motm_wall *w;
} candidates;

/* Every single wall `seat` could legally place now (by the supply left). */
static void list_candidates(const motm_state *s, int seat, candidates *c)
{
    c->n = 0;
    c->cap = 0;
    c->w = NULL;
    int x0, y0, x1, y1;
    if (!motm_layout_bounds(s, &x0, &y0, &x1, &y1))
        return;
    motm_areas areas;
    motm_areas_build(s, &areas);
    /* A unit edge's verdict, asked once: a long wall shares its units with
     * two short ones. 0 not asked yet, 1 legal, 2 not. */
    int bw = x1 - x0 + 3, bh = y1 - y0 + 3;
    unsigned char *unit = calloc((size_t)(2 * bw * bh), 1);
    if (!unit)
        goto done;
    for (int y = y0; y <= y1 + 1; y++) {
        for (int x = x0; x <= x1 + 1; x++) {
            for (int v = 0; v < 2; v++) {
                for (int l = 0; l < 2; l++) {
                    if ((l && s->long_walls[seat] == 0) || (!l && s->short_walls[seat] == 0))
                        continue;
                    motm_wall w = {v == 1, l == 1, x, y, seat}, u[2];
                    bool legal = true;
                    for (int k = 0, n = wall_units(&w, u); k < n && legal; k++) {
                        unsigned char *known =
                            &unit[(v * bh + (u[k].y - y0)) * bw + (u[k].x - x0)];
                        if (!*known)
                            *known = unit_check(s, &areas, u[k].vertical, u[k].x, u[k].y) ==
                                             UNIT_OK
                                         ? 1
                                         : 2;
                        legal = *known == 1;
                    }
                    if (!legal)
                        continue;
                    if (c->n == c->cap) {
                        int cap = c->cap ? c->cap * 2 : 64;
                        motm_wall *grown = realloc(c->w, sizeof *grown * (size_t)cap);
                        if (!grown)
                            goto done;
                        c->w = grown;
                        c->cap = cap;
                    }
                    c->w[c->n++] = w;
                }
            }
        }
    }
done:
    free(unit);
    motm_areas_free(&areas);
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

static bool search(const motm_state *s, int seat, const candidates *c, motm_wall_set *set)
{
    if (set->n == MOTM_WALL_SET_MIN)
        return true;
    for (int i = 0; i < c->n; i++) {
        if (!can_join(s, seat, set, &c->w[i]))
            continue;
        set->w[set->n++] = c->w[i];
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
    for (int i = 0; i < c.n && !found; i++) {
        motm_wall_set set = {1, {c.w[i]}};
        found = search(s, seat, &c, &set);
    }
    free(c.w);
    return found;
}

bool motm_random_walls(const motm_state *s, int seat, mm_rng *rng, motm_wall_set *out)
{
    candidates c;
    list_candidates(s, seat, &c);
    bool ok = false;
    int supply = s->short_walls[seat] + s->long_walls[seat];
    /* can_join, kept up to date as the set grows: whether each candidate
     * overlaps a wall of the set, or touches one (the same answers, each
     * pair looked at once). */
    int *fits = malloc(sizeof(int) * (size_t)(c.n ? c.n : 1));
    unsigned char *overlaps = malloc((size_t)(c.n ? c.n : 1)),
                  *touches = malloc((size_t)(c.n ? c.n : 1));
    for (int attempt = 0; attempt < 24 && c.n > 0 && fits && overlaps && touches && !ok;
         attempt++) {
        int want = MOTM_WALL_SET_MIN + (int)mm_rng_below(rng, 3);
        if (want > supply)
            want = supply;
        memset(out, 0, sizeof *out);
        memset(overlaps, 0, (size_t)c.n);
        memset(touches, 0, (size_t)c.n);
        int nshort = 0, nlong = 0;
        while (out->n < want) {
            int nfit = 0;
            for (int i = 0; i < c.n; i++) {
                const motm_wall *w = &c.w[i];
                if (!overlaps[i] && (touches[i] || out->n == 0) &&
                    nshort + !w->is_long <= s->short_walls[seat] &&
                    nlong + w->is_long <= s->long_walls[seat])
                    fits[nfit++] = i;
            }
            if (nfit == 0)
                break;
            const motm_wall *w = &c.w[fits[mm_rng_below(rng, (uint32_t)nfit)]];
            out->w[out->n++] = *w;
            w->is_long ? nlong++ : nshort++;
            for (int i = 0; i < c.n; i++) {
                overlaps[i] |= walls_overlap(w, &c.w[i]);
                touches[i] |= walls_touch(w, &c.w[i]);
            }
        }
        ok = out->n >= MOTM_WALL_SET_MIN;
    }
    /* The same set always reads the same (and has one code). */
    if (ok)
        motm_sort_walls(out);
    free(fits);
    free(overlaps);
    free(touches);
    free(c.w);
    return ok;
}
