/* SPDX-License-Identifier: MIT */
/* Monsters on the Moon: scoring. Heads and groups (split by walls, doubled
 * in fully walled areas), the largest group, the crystal track, missions,
 * the solo score, the results table and the greedy player's evaluation. */
#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/i18n.h"
#include "motm_internal.h"

/* ================================================================== heads */

static bool is_head(motm_square sq, int monster)
{
    return (sq.kind == MOTM_SQ_HEAD || sq.kind == MOTM_SQ_DOUBLE) && sq.monster == monster;
}

/* Whether a wall separates two edge-neighbouring cells. */
static bool separated(const motm_state *s, int ax, int ay, int bx, int by)
{
    if (s->nwalls == 0)
        return false;
    if (ax != bx)
        return motm_edge_walled(s, true, ax > bx ? ax : bx, ay);
    return motm_edge_walled(s, false, ax, ay > by ? ay : by);
}

/* Connected groups of one monster's visible heads, over the layout's box. */
typedef struct groups {
    int x0, y0, w, h;
    int *comp;     /* per box cell: component index, or -1 */
    int ncomp;
    int *squares;  /* per component */
    int *heads;    /* per component (double heads count 2) */
    bool *doubled; /* per component: holds a double head */
} groups;

static void groups_free(groups *g)
{
    free(g->comp), free(g->squares), free(g->heads), free(g->doubled);
    memset(g, 0, sizeof *g);
}

static bool groups_build(const motm_state *s, int monster, groups *g)
{
    memset(g, 0, sizeof *g);
    int x0, y0, x1, y1;
    if (monster < 0 || !motm_layout_bounds(s, &x0, &y0, &x1, &y1))
        return false;
    g->x0 = x0, g->y0 = y0, g->w = x1 - x0 + 1, g->h = y1 - y0 + 1;
    int n = g->w * g->h;
    g->comp = malloc(sizeof(int) * (size_t)n);
    g->squares = calloc((size_t)n, sizeof(int));
    g->heads = calloc((size_t)n, sizeof(int));
    g->doubled = calloc((size_t)n, sizeof(bool));
    int *queue = malloc(sizeof(int) * (size_t)n);
    if (!g->comp || !g->squares || !g->heads || !g->doubled || !queue) {
        free(queue);
        groups_free(g);
        return false;
    }
    for (int i = 0; i < n; i++)
        g->comp[i] = -1;
    for (int start = 0; start < n; start++) {
        int sx = g->x0 + start % g->w, sy = g->y0 + start / g->w;
        if (g->comp[start] >= 0 || !is_head(motm_square_at(s, sx, sy), monster))
            continue;
        int id = g->ncomp++, head = 0, tail = 0;
        queue[tail++] = start;
        g->comp[start] = id;
        while (head < tail) {
            int c = queue[head++], cx = g->x0 + c % g->w, cy = g->y0 + c / g->w;
            motm_square sq = motm_square_at(s, cx, cy);
            g->squares[id]++;
            g->heads[id] += sq.kind == MOTM_SQ_DOUBLE ? 2 : 1;
            g->doubled[id] |= sq.kind == MOTM_SQ_DOUBLE;
            static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
            for (int d = 0; d < 4; d++) {
                int nx = cx + dx[d], ny = cy + dy[d];
                int bx = nx - g->x0, by = ny - g->y0;
                if (bx < 0 || by < 0 || bx >= g->w || by >= g->h)
                    continue;
                int nc = by * g->w + bx;
                if (g->comp[nc] >= 0 || !is_head(motm_square_at(s, nx, ny), monster) ||
                    separated(s, cx, cy, nx, ny))
                    continue;
                g->comp[nc] = id;
                queue[tail++] = nc;
            }
        }
    }
    free(queue);
    return true;
}

/* A group in the rulebook's sense: at least two linked squares, or a double
 * head (which always counts as a group of two). */
static bool is_group(const groups *g, int id)
{
    return g->squares[id] >= 2 || g->doubled[id];
}

void motm_score_heads(const motm_state *s, int seat, motm_heads *out, int x0, int y0, int w,
                      int h, int *group)
{
    memset(out, 0, sizeof *out);
    if (group)
        for (int i = 0; i < w * h; i++)
            group[i] = 0;
    int monster = seat >= 0 && seat < s->nseats ? s->monster[seat] : -1;
    groups g;
    if (!groups_build(s, monster, &g))
        return;
    motm_areas areas;
    motm_areas_build(s, &areas);
    int largest = -1;
    for (int id = 0; id < g.ncomp; id++)
        if (is_group(&g, id) && (largest < 0 || g.heads[id] > g.heads[largest]))
            largest = id;
    out->largest = largest >= 0 ? g.heads[largest] : 0;
    for (int c = 0; c < g.w * g.h; c++) {
        int id = g.comp[c];
        if (id < 0)
            continue;
        int cx = g.x0 + c % g.w, cy = g.y0 + c / g.w;
        bool dbl = motm_square_at(s, cx, cy).kind == MOTM_SQ_DOUBLE;
        bool grouped = is_group(&g, id);
        int points = dbl ? 4 : grouped ? 2 : 1;
        if (motm_area_at(&areas, cx, cy) > 0) {
            if (grouped)
                out->walled_grouped += 2 * points;
            else
                out->walled_single += 2 * points;
        } else if (grouped) {
            out->grouped += points;
        } else {
            out->single += points;
        }
        int bx = cx - x0, by = cy - y0;
        if (group && bx >= 0 && by >= 0 && bx < w && by < h)
            group[by * w + bx] = id == largest ? 3 : grouped ? 2 : 1;
    }
    out->total = out->single + out->grouped + out->walled_single + out->walled_grouped;
    motm_areas_free(&areas);
    groups_free(&g);
}

/* =================================================================== solo */

void motm_score_solo(const motm_state *s, motm_solo *out)
{
    memset(out, 0, sizeof *out);
    int x0, y0, x1, y1;
    if (!motm_layout_bounds(s, &x0, &y0, &x1, &y1))
        return;
    static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
    for (int y = y0; y <= y1; y++) {
        for (int x = x0; x <= x1; x++) {
            motm_square sq = motm_square_at(s, x, y);
            bool vampire = is_head(sq, MOTM_VAMPIRE);
            if (sq.kind == MOTM_SQ_HEAD || sq.kind == MOTM_SQ_DOUBLE) {
                if (!vampire)
                    out->others -= sq.kind == MOTM_SQ_DOUBLE ? 2 : 1;
            }
            if (!vampire && sq.kind != MOTM_SQ_CRYSTAL)
                continue;
            /* A double vampire is two vampires side by side. */
            bool neighbour = sq.kind == MOTM_SQ_DOUBLE;
            for (int d = 0; d < 4 && !neighbour; d++) {
                motm_square n = motm_square_at(s, x + dx[d], y + dy[d]);
                neighbour = vampire ? is_head(n, MOTM_VAMPIRE) : n.kind == MOTM_SQ_CRYSTAL;
            }
            if (neighbour && vampire)
                out->vampires += sq.kind == MOTM_SQ_DOUBLE ? 2 : 1;
            else if (neighbour)
                out->crystals++;
        }
    }
    out->total = out->vampires + out->crystals + out->others;
}

/* =============================================================== missions */

int motm_crystal_points(const motm_state *s, int seat)
{
    if (s->solo)
        return 0;
    return motm_track_points(s->nseats, s->track[seat]);
}

int motm_mission_options(const motm_state *s, int seat, int out[MOTM_OPEN_MISSIONS])
{
    int n = 0;
    if (s->missions == MOTM_MISSIONS_SECRET) {
        for (int i = 0; i < 2; i++)
            if (s->secret[seat][i] != MOTM_HIDDEN)
                out[n++] = s->secret[seat][i];
    } else if (s->missions == MOTM_MISSIONS_OPEN) {
        for (int i = 0; i < MOTM_OPEN_MISSIONS; i++)
            out[n++] = s->open[i];
    }
    return n;
}

bool motm_mission_met(const motm_state *s, int seat, int mission)
{
    int monster = s->monster[seat];
    if (monster < 0 || s->solo)
        return false;
    if (mission == 1)
        return s->track[seat] >= motm_track_red(s->nseats, 1);
    if (mission == 3) {
        int ships = 0;
        for (int i = 0; i < s->nships; i++)
            ships += s->ships[i].seat == seat;
        return ships == MOTM_SHIPS;
    }
    if (mission == 2 || mission == 5) {
        motm_heads h;
        motm_score_heads(s, seat, &h, 0, 0, 0, 0, NULL);
        if (mission == 2)
            return h.largest >= 5;
        int heads = 0;
        int x0, y0, x1, y1;
        if (!motm_layout_bounds(s, &x0, &y0, &x1, &y1))
            return false;
        for (int y = y0; y <= y1; y++)
            for (int x = x0; x <= x1; x++) {
                motm_square sq = motm_square_at(s, x, y);
                if (is_head(sq, monster))
                    heads += sq.kind == MOTM_SQ_DOUBLE ? 2 : 1;
            }
        return heads >= 4 && h.single == 0 && h.walled_single == 0;
    }
    int x0, y0, x1, y1;
    if (!motm_layout_bounds(s, &x0, &y0, &x1, &y1))
        return false;
    bool cards[MOTM_MAX_PLACED] = {false};
    int ncards = 0, doubles = 0;
    for (int y = y0; y <= y1; y++) {
        for (int x = x0; x <= x1; x++) {
            motm_square sq = motm_square_at(s, x, y);
            if (!is_head(sq, monster))
                continue;
            int t = motm_top_at(s, x, y);
            if (!cards[t]) {
                cards[t] = true;
                ncards++;
            }
            doubles += sq.kind == MOTM_SQ_DOUBLE;
            if (mission == 7) {
                static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
                for (int d = 0; d < 4; d++) {
                    motm_kind k = motm_square_at(s, x + dx[d], y + dy[d]).kind;
                    if (k == MOTM_SQ_ARMSTRONG || k == MOTM_SQ_CAMP)
                        return true;
                }
            }
            if (mission == 8 && motm_depth_at(s, x, y) >= 4)
                return true;
        }
    }
    if (mission == 4)
        return ncards >= 6;
    if (mission == 6)
        return doubles >= 2;
    return false;
}

static int mission_points(const motm_state *s, int seat)
{
    int m = s->chosen[seat];
    return m > 0 && motm_mission_met(s, seat, m) ? motm_mission_bonus(m) : 0;
}

/* ================================================================= totals */

/* Everything of a seat's total except the intermediate scoring. */
typedef struct standing {
    motm_heads heads;
    int bonus, crystals, mission, total;
} standing;

static void stand(const motm_state *s, int seat, standing *st)
{
    memset(st, 0, sizeof *st);
    motm_score_heads(s, seat, &st->heads, 0, 0, 0, 0, NULL);
    st->bonus = s->advanced ? 0 : 2 * st->heads.largest;
    st->crystals = motm_crystal_points(s, seat);
    st->mission = mission_points(s, seat);
    st->total = s->intermediate[seat].total + st->heads.total + st->bonus + st->crystals +
                st->mission;
}

int motm_current_points(const motm_state *s, int seat)
{
    if (s->solo) {
        motm_solo solo;
        motm_score_solo(s, &solo);
        return solo.total;
    }
    standing st;
    stand(s, seat, &st);
    return st.total;
}

int motm_lowest_scorer(const motm_state *s, int from)
{
    int best = -1;
    for (int k = 0; k < s->nseats; k++) {
        int i = (from + k) % s->nseats;
        if (best < 0 || s->intermediate[i].total < s->intermediate[best].total ||
            (s->intermediate[i].total == s->intermediate[best].total &&
             motm_crystal_points(s, i) < motm_crystal_points(s, best)))
            best = i;
    }
    return best;
}

static void row(mm_result *r, const char *label)
{
    assert(r->nrows < MM_MAX_SCORE_ROWS);
    snprintf(r->rows[r->nrows].label, sizeof r->rows[0].label, "%s", label);
    r->nrows++;
}

static void solo_result(const motm_state *s, mm_result *r)
{
    motm_solo solo;
    motm_score_solo(s, &solo);
    row(r, _("Vampires next to a vampire"));
    r->rows[0].value[0] = solo.vampires;
    row(r, _("Crystals next to a crystal"));
    r->rows[1].value[0] = solo.crystals;
    row(r, _("Witches and werewolves"));
    r->rows[2].value[0] = solo.others;
    row(r, _("Total"));
    r->rows[3].value[0] = solo.total;
    r->total[0] = solo.total;
    r->winner[0] = true;
    snprintf(r->note, sizeof r->note, "%s", motm_solo_rating(solo.total));
    snprintf(r->headline, sizeof r->headline,
             dngettext(MM_TEXT_DOMAIN, "Solo: %d point", "Solo: %d points",
                       (unsigned long)(solo.total < 0 ? -solo.total : solo.total)),
             solo.total);
}

void motm_result(const mm_state *state, mm_result *r)
{
    const motm_state *s = motm_from(state);
    memset(r, 0, sizeof *r);
    r->nseats = s->nseats;
    if (s->solo) {
        solo_result(s, r);
        return;
    }
    standing st[MM_MAX_SEATS];
    for (int i = 0; i < s->nseats; i++)
        stand(s, i, &st[i]);
    int at = r->nrows;
    row(r, _("Intermediate scoring"));
    for (int i = 0; i < s->nseats; i++)
        r->rows[at].value[i] = s->intermediate[i].total;
    at = r->nrows;
    row(r, _("Single heads"));
    for (int i = 0; i < s->nseats; i++)
        r->rows[at].value[i] = st[i].heads.single;
    at = r->nrows;
    row(r, _("Heads in groups"));
    for (int i = 0; i < s->nseats; i++)
        r->rows[at].value[i] = st[i].heads.grouped;
    if (s->advanced) {
        at = r->nrows;
        row(r, _("Single heads, walled in"));
        for (int i = 0; i < s->nseats; i++)
            r->rows[at].value[i] = st[i].heads.walled_single;
        at = r->nrows;
        row(r, _("Heads in groups, walled in"));
        for (int i = 0; i < s->nseats; i++)
            r->rows[at].value[i] = st[i].heads.walled_grouped;
    } else {
        at = r->nrows;
        row(r, _("Largest group"));
        for (int i = 0; i < s->nseats; i++)
            r->rows[at].value[i] = st[i].bonus;
    }
    at = r->nrows;
    row(r, _("Crystal track"));
    for (int i = 0; i < s->nseats; i++)
        r->rows[at].value[i] = st[i].crystals;
    if (s->missions != MOTM_MISSIONS_NONE) {
        at = r->nrows;
        row(r, _("Mission"));
        for (int i = 0; i < s->nseats; i++)
            r->rows[at].value[i] = st[i].mission;
    }
    at = r->nrows;
    row(r, _("Total"));
    for (int i = 0; i < s->nseats; i++) {
        r->rows[at].value[i] = st[i].total;
        r->total[i] = st[i].total;
    }
    /* Most points; tie: most crystal points; still tied: shared. */
    int best = -1000000, best_crystals = -1;
    for (int i = 0; i < s->nseats; i++)
        if (r->total[i] > best)
            best = r->total[i];
    int ntied = 0, nwin = 0;
    for (int i = 0; i < s->nseats; i++) {
        if (r->total[i] == best) {
            ntied++;
            if (st[i].crystals > best_crystals)
                best_crystals = st[i].crystals;
        }
    }
    for (int i = 0; i < s->nseats; i++) {
        r->winner[i] = r->total[i] == best && st[i].crystals == best_crystals;
        nwin += r->winner[i];
    }
    if (ntied > 1 && nwin < ntied)
        snprintf(r->note, sizeof r->note, "%s",
                 _("Tied on points: the most crystal points win."));
    else if (nwin > 1)
        snprintf(r->note, sizeof r->note, "%s",
                 _("Tied on points and on crystal points: the win is shared."));
}

/* ============================================================== evaluation */

/* A seat's prospects: before the intermediate scoring, the heads on the
 * table will most likely count twice; an unchosen mission counts with the
 * best bonus already met. */
static double prospects(const motm_state *s, int seat)
{
    standing st;
    stand(s, seat, &st);
    double v = st.total;
    if (!s->intermediate_done)
        v += st.heads.total;
    if (s->chosen[seat] == 0 && s->missions != MOTM_MISSIONS_NONE) {
        int options[MOTM_OPEN_MISSIONS], n = motm_mission_options(s, seat, options), best = 0;
        for (int i = 0; i < n; i++)
            if (motm_mission_met(s, seat, options[i]) && motm_mission_bonus(options[i]) > best)
                best = motm_mission_bonus(options[i]);
        v += best;
    }
    return v;
}

int motm_last_to_lay(const motm_state *s)
{
    int left[MM_MAX_SEATS], total = 0, last = -1;
    for (int i = 0; i < s->nseats; i++)
        total += left[i] = s->nhand[i];
    for (int k = 0; total > 0; k++) {
        int i = (s->current + k) % s->nseats;
        if (left[i] > 0) {
            left[i]--;
            total--;
            last = i;
        }
    }
    return last;
}

/* What a seat can still expect beyond its prospects, for the searching
 * players: each monster tile not taken yet (an opposing head turned into one
 * of its own: a point or two for the seat and as many off an opponent, so a
 * tile lost for want of an opposing head on the turn's card costs what it
 * was worth); each spaceship not landed yet (a field on the crystal track
 * later, so a ship landed for a field worth nothing, or one that loses a
 * tile, looks as poor as it is); and after the intermediate scoring, laying
 * the last card (so who continues is chosen with that in mind: worth more
 * than the tempo of laying the next card, which a short search sees and the
 * end of the game evens out). No monster is worth more than another: with
 * rules version 3 each wins about a quarter of 4-player games. */
static double expectations(const motm_state *s, int seat)
{
    if (s->phase == MOTM_PHASE_OVER)
        return 0;
    double v = 0;
    if (s->intermediate_done && s->phase == MOTM_PHASE_PLAY && motm_last_to_lay(s) == seat)
        v += 2.5;
    for (int r = 0; r < MOTM_TILES; r++)
        if (!s->tile_taken[seat][r])
            v += r == 0 ? 4.0 : 3.0;
    v += 0.8 * motm_ships_left(s, seat);
    return v;
}

/* The crystal track's points at a fractional field (linear between fields,
 * within the track). */
static double track_points_at(int nseats, double field)
{
    int last = motm_track_last(nseats);
    if (field <= 0)
        return motm_track_points(nseats, 0);
    if (field >= last)
        return motm_track_points(nseats, last);
    int f = (int)field;
    double a = motm_track_points(nseats, f), b = motm_track_points(nseats, f + 1);
    return a + (b - a) * (field - f);
}

/* Fields a seat moves on per card it still lays (spaceships included), and
 * the spread of that per card (variance), in 4-player games between greedy
 * players and one hard player (100 seeded standard games, November 2026). */
#define FIELDS_PER_CARD 1.35
#define FIELDS_VARIANCE_PER_CARD 1.0

/* With four players, what a seat's crystal track will likely be worth at the
 * end instead of what it is worth now: the 4-player side is steep (a field
 * past 8 is worth 6-10 points, the first ones 0-1), so where a seat will end
 * matters and not where it stands. The fields still to come are guessed from
 * the cards it will still lay: the track's worth is averaged over the mean
 * field (weight 1/2) and the mean plus and minus sqrt(3) standard deviations
 * (1/4 each). That spreads 1.5 times the variance per card below; the two
 * constants and the figures in docs/games were measured with exactly this
 * rule. Without this the searching players collected heads
 * (worth a point or two now) over crystals (worth little now, much at the
 * end) and ended lower on the track than the greedy players. */
static double crystal_outlook(const motm_state *s, int seat)
{
    double cards = s->nhand[seat] + (double)s->ndeck / s->nseats;
    double mean = s->track[seat] + FIELDS_PER_CARD * cards;
    double spread = sqrt(3.0 * FIELDS_VARIANCE_PER_CARD * cards);
    return (2.0 * track_points_at(s->nseats, mean) + track_points_at(s->nseats, mean - spread) +
            track_points_at(s->nseats, mean + spread)) /
           4.0;
}

/* A seat's prospects plus, with `expect`, what it can still expect. */
static double outlook(const motm_state *s, int seat, bool expect)
{
    double v = prospects(s, seat);
    if (!expect)
        return v;
    v += expectations(s, seat);
    if (s->nseats == 4 && s->phase != MOTM_PHASE_OVER)
        v += crystal_outlook(s, seat) - motm_crystal_points(s, seat);
    return v;
}

/* A seat's prospects minus the best other seat's, with `expect` also what
 * each can still expect. */
static double ahead(const mm_state *state, int seat, bool expect)
{
    const motm_state *s = motm_from(state);
    if (s->solo)
        return motm_current_points(s, seat);
    double best_other = -1e9;
    for (int i = 0; i < s->nseats; i++) {
        if (i == seat)
            continue;
        double v = outlook(s, i, expect);
        if (v > best_other)
            best_other = v;
    }
    return outlook(s, seat, expect) - best_other;
}

double motm_evaluate(const mm_state *state, int seat)
{
    return ahead(state, seat, false);
}

double motm_search_evaluate(const mm_state *state, int seat)
{
    return ahead(state, seat, true);
}
