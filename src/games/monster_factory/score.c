/* SPDX-License-Identifier: MIT */
/* Monster Factory: scoring, and the heuristic the greedy computer player
 * uses to judge a position. */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "mf_internal.h"
#include "monstermoon/i18n.h"

/* =================================================================== result */

/* Points from complete monsters: an unfinished one is worth nothing. */
static void banked(const mf_state *s, int first[MM_MAX_SEATS], int minions[MM_MAX_SEATS])
{
    memset(first, 0, MM_MAX_SEATS * sizeof *first);
    memset(minions, 0, MM_MAX_SEATS * sizeof *minions);
    for (int m = 0; m < s->nmonsters; m++) {
        const mf_monster *mon = &s->monsters[m];
        if (mon->done)
            (mon->number == 0 ? first : minions)[mon->owner] += mf_monster_value(s, m);
    }
}

void mf_result(const mm_state *state, mm_result *r)
{
    const mf_state *s = mf_from(state);
    memset(r, 0, sizeof *r);
    r->nseats = s->nseats;
    r->nrows = 3;
    snprintf(r->rows[0].label, sizeof r->rows[0].label, "%s", _("First monster (tiles)"));
    snprintf(r->rows[1].label, sizeof r->rows[1].label, "%s", _("Minions (eye tiles)"));
    snprintf(r->rows[2].label, sizeof r->rows[2].label, "%s", _("Total"));
    banked(s, r->rows[0].value, r->rows[1].value);
    int best = -1, nbest = 0;
    for (int i = 0; i < s->nseats; i++) {
        r->total[i] = r->rows[0].value[i] + r->rows[1].value[i];
        r->rows[2].value[i] = r->total[i];
        if (r->total[i] > best)
            best = r->total[i], nbest = 0;
        nbest += r->total[i] == best;
    }
    for (int i = 0; i < s->nseats; i++)
        r->winner[i] = r->total[i] == best;
    if (nbest > 1)
        snprintf(r->note, sizeof r->note, "%s",
                 _("Tied for the most points: the winners share the victory."));
}

/* ================================================================ heuristic */

/* The chance that a monster with `open` open edges still gets finished, by a
 * rule of thumb: every open edge needs a few more tiles, and the tiles the
 * stack still holds are shared by all players. */
static double finish_chance(int open, int nstack, int nseats)
{
    if (open == 0)
        return 1.0;
    double draws = (double)nstack / nseats + 1.0;
    return exp(-2.2 * open / draws) * (open > 6 ? 0.6 : 1.0);
}

/* log(n!) for every tile count of a game, made once per process. */
static double log_factorials[MF_NTILES + 1];
static pthread_once_t log_factorials_once = PTHREAD_ONCE_INIT;

static void make_log_factorials(void)
{
    for (int i = 1; i <= MF_NTILES; i++)
        log_factorials[i] = log_factorials[i - 1] + log((double)i);
}

static double log_factorial(int n)
{
    pthread_once(&log_factorials_once, make_log_factorials);
    return log_factorials[n];
}

static double log_choose(int n, int k)
{
    return log_factorial(n) - log_factorial(k) - log_factorial(n - k);
}

/* The chance that `draws` tiles drawn from `total`, of which `good` are of a
 * wanted design, hold at least `need` of it (hypergeometric tail). */
static double draw_chance(int total, int good, int draws, int need)
{
    if (need <= 0)
        return 1.0;
    if (need > good || need > draws)
        return 0.0;
    if (draws >= total)
        return 1.0;
    double below = 0;
    for (int x = 0; x < need; x++) {
        if (draws - x > total - good)
            continue;
        below += exp(log_choose(good, x) + log_choose(total - good, draws - x) -
                     log_choose(total, draws));
    }
    return below >= 1.0 ? 0.0 : 1.0 - below;
}

/* The chance that seat's monster in progress is closed by tiles the seat
 * draws itself, open cell by open cell: each open cell wants the one design
 * that fills it without a new open part, and the seat's own `draws` from the
 * `total` tiles still to come (a count per design in `pool`) must hold enough
 * of each design. A cell no such tile is left for must grow first: it halves
 * the chance and wants two tiles. When the draws cannot hold every tile
 * wanted, only a third of the chance is left (other players' tiles may still
 * help). */
static double close_chance(const mf_state *s, int seat, const int pool[MF_NKINDS], int total,
                           int draws)
{
    const mf_frontier *f = &s->frontier[seat];
    int need[MF_NKINDS] = {0}, extend = 0;
    for (int i = 0; i < f->n; i++) {
        int k = mf_spot_closer(f->spot[i].facing);
        if (k >= 0 && pool[k] > 0)
            need[k]++;
        else
            extend++;
    }
    int wanted = 2 * extend;
    double chance = pow(0.5, extend);
    for (int k = 0; k < MF_NKINDS; k++) {
        wanted += need[k];
        if (need[k])
            chance *= draw_chance(total, pool[k], draws, need[k]);
    }
    if (wanted > draws)
        chance *= 0.3;
    return chance;
}

/* How much the points still to come may move the margin, in squared points
 * per tile left in the stack (the final margin of seeded 2-player games
 * between hard and greedy spreads by about 12 points). */
#define MF_SPREAD_PER_TILE 1.5
/* At 2 players an open monster's worth and its spread, fitted to the
 * outcomes of seeded games (see worth_ahead): what an open first monster is
 * worth per open cell and per tile it may still grow by, the power its
 * chance of closing is raised to, and how many times its all-or-nothing
 * variance the margin spreads by. */
#define MF_OPEN_CELL_WORTH 1.5
#define MF_GROWTH_WORTH 1.2
#define MF_CLOSE_POWER 1.3
#define MF_OPEN_VARIANCE 3.0
/* A finished game's value beyond any odds win_odds gives (at most 62). */
#define MF_ODDS_SURE 60.0

/* The odds that seat's expected worth ends above every other seat's, when
 * each final margin spreads normally around its expectation (by the squared
 * points still to come and both monsters' variances in `var`), as ten times
 * their logarithm (the search squashes evaluations in tens: a change of one
 * logistic unit is a change of the odds by a factor e). A player judging by
 * these odds takes a sure small lead over a larger but uncertain one when
 * ahead, and the gamble when behind: at 2 players hard won 76.8 % instead of
 * 73.5 % of 400 seeded games against greedy (seeds 2000-2199, both seat
 * orders; 73.9 % with half the spread per tile, 75.8 % with twice), and
 * 75.2 % instead of 71.8 % of 400 more (seeds 3000-3199). With more players
 * the margins over each other seat count as independent: one hard among two
 * greedy players won 49.3 % instead of 45.8 % of 400 seeded games (seeds
 * 1000-1399), among three 31.4 % instead of 30.7 % of 200, among four 30.0 %
 * instead of 26.6 % and among five 19.8 % instead of 20.2 % of 200 (seeds
 * 1000-1199, the margin over the best other seat instead). */
static double win_odds(const mf_state *s, int seat, const double *worth, const double *var)
{
    double future = MF_SPREAD_PER_TILE * s->nstack + 1.0, p = 1.0;
    for (int j = 0; j < s->nseats; j++) {
        if (j == seat)
            continue;
        /* The variances in seat order, so that either seat sees the same sum. */
        double spread = future + var[j < seat ? j : seat] + var[j < seat ? seat : j];
        p *= 0.5 * erfc(-(worth[seat] - worth[j]) / sqrt(2.0 * spread));
    }
    p = fmin(fmax(p, 0.002), 0.998);
    return 10.0 * log(p / (1.0 - p));
}

/* How many tiles seat still draws: draws go round the table from the current
 * player, who holds one. */
static int draws_to_come(const mf_state *s, int seat)
{
    int after = (seat - s->current + s->nseats) % s->nseats;
    int cards = s->nstack + (s->drawn >= 0);
    return cards > after ? (cards - after + s->nseats - 1) / s->nseats : 0;
}

/* What the odds of a position at 3 players are read from, per seat (f[i] in
 * strength). "Cell chance" is close_chance's, worked out cell by cell from the
 * designs still to come; "rough chance" is exp(-2.2 open cells / (draws + 1)),
 * the rule of thumb's shape with the owner's own draws.
 *   0  points banked
 *   with the first monster open:
 *   1  its tiles x cell chance        2  its tiles x rough chance
 *   3  its tiles                      4  its open cells
 *   5  its owner's draws to come      7  1 (the first monster is open)
 *   8  its tiles x cell chance x the share of the tiles still to come
 *   9  cell chance                    10 its tiles x cell chance squared
 *   11 its tiles x rough chance x a tenth of the draws to come
 *   13 its tiles x cell chance when one cell is open
 *   with the first monster done and a minion in progress:
 *   6  the minion's eye tiles x rough chance
 *   12 the minion's open cells */
enum { MF_FEATURES = 14 };

/* How much each feature above adds to a seat's strength: the odds of a seat
 * winning are its share of every seat's exp(strength) (a conditional logit).
 * Fitted to the winners of 1,200 seeded 3-player games of one hard player
 * among two greedy ones (seeds 30000-30599 with hard judging by the rule of
 * thumb, 31000-31599 by a first fit of ten of these measures; 73,757
 * positions, one after every move): log loss 0.909 on the four fifths of the
 * games fitted to and 0.879 on the fifth held out, against 1.099 for even
 * odds. */
static const double mf_strength_weights[MF_FEATURES] = {
    0.221209, 0.208835,  0.270791, -0.111114,  0.151877,  0.0165881,  0.0991834,
    -1.15882, -0.295047, 2.18386,  -0.0548999, 0.0156449, -0.0709273, -0.0354756,
};

/* Seat's strength in the conditional logit above, given its banked points
 * and the designs still to come (`pool`, `total` in all). */
static double strength(const mf_state *s, int seat, int points, const int pool[MF_NKINDS],
                       int total)
{
    double f[MF_FEATURES] = {0};
    f[0] = points;
    int draws = draws_to_come(s, seat);
    int m = s->building[seat];
    bool doomed = m >= 0 && mf_frontier_doomed(s, seat, pool);
    int open = s->frontier[seat].n;
    double thumb = doomed ? 0 : exp(-2.2 * open / (draws + 1.0));
    if (!s->monsters[seat].done) {
        int size = mf_monster_size(s, seat);
        double cell = doomed ? 0 : close_chance(s, seat, pool, total, draws);
        f[1] = size * cell;
        f[2] = size * thumb;
        f[3] = size;
        f[4] = open;
        f[5] = draws;
        f[7] = 1;
        f[8] = size * cell * total / MF_NTILES;
        f[9] = cell;
        f[10] = size * cell * cell;
        f[11] = size * thumb * draws / 10.0;
        f[13] = open == 1 ? size * cell : 0;
    } else if (m >= 0) {
        f[6] = mf_monster_eyes(s, m) * thumb;
        f[12] = open;
    }
    double sum = 0;
    for (int i = 0; i < MF_FEATURES; i++)
        sum += mf_strength_weights[i] * f[i];
    return sum;
}

/* Seat's odds of winning a 3-player game still going, by the fitted strengths,
 * as ten times their logarithm (as win_odds). With these odds and eight greedy
 * moves beyond the tree one hard among two greedy players won 61.8 % of 300
 * seeded games (seeds 2000-2149 and 3000-3149) where the rule of thumb below
 * with no moves beyond the tree won 51.2 %: 62.3 % instead of 48.7 % and 61.3 %
 * instead of 53.7 %. With the same odds and no moves beyond the tree it won
 * 52.7 % instead of 52.8 % of seeds 3000-3299; with the rule of thumb and four
 * greedy moves beyond the tree 57.9 % of seeds 3000-3149; with the odds and
 * sixteen moves 61.3 % of those, and with 4,500 rounds and none 52.2 %. */
static double fitted_odds(const mf_state *s, int seat, const int points[MM_MAX_SEATS],
                          const int pool[MF_NKINDS], int total)
{
    double own = 0, rest = 0, top = -1e300, st[MM_MAX_SEATS];
    for (int i = 0; i < s->nseats; i++) {
        st[i] = strength(s, i, points[i], pool, total);
        if (st[i] > top)
            top = st[i];
    }
    for (int i = 0; i < s->nseats; i++) {
        if (i == seat)
            own += exp(st[i] - top);
        else
            rest += exp(st[i] - top);
    }
    double p = fmin(fmax(own / (own + rest), 0.002), 0.998);
    return 10.0 * log(p / (1.0 - p));
}

/* Every seat's worth: banked points, plus each monster in progress valued
 * times its chance of being finished (nothing when it is doomed). A first
 * monster is worth its tiles, a minion its eye tiles (and a small minion
 * finished soon makes room for the next). The chance is a rule of thumb from
 * the open edges. With `growth` (the searching players) an open first
 * monster is also worth what it can still grow by: the tiles still to come
 * (half of its owner's draws, at most 10) and one per open part, and a minion
 * a little of that. With `growth` at 2 players the chance is worked out open
 * cell by open cell from the tiles still to come (close_chance), an open
 * first monster is worth the tiles that close its open cells and twice the
 * growth above: hard won 73.0 % of 1,000 seeded 2-player games against
 * greedy this way, 68.6 % with the rule of thumb (72.5 % with the growth
 * once, 64.3 % without it). At 3 and 4 players it was no better (44.5 %
 * against 48.3 % of 400 games at 3, 30.6 % against 29.2 % at 4).
 *
 * Those odds overrated an open monster: in 400 seeded games of hard against
 * greedy (seeds 9000-9399), where one seat's first monster was open and the
 * other's closed, the open one's owner was given 80-90 % and won 62 %, 90-100
 * % and won 89 %. Fitted to the outcomes (the log loss of the odds over
 * every seat's view of 17,294 positions of those games, 0.545 -> 0.502, and
 * 0.614 -> 0.551 over 43,082 of 1,000 greedy-against-greedy games, seeds
 * 20000-20999), an open first monster is worth 1.5 per open cell and 1.2
 * times the growth, the chance of closing is raised to the power 1.3 and
 * the spread is three times the all-or-nothing variance: hard won 77.9 %
 * instead of 76.8 % of 400 seeded games (seeds 2000-2199, both seat
 * orders), 78.1 % instead of 75.2 % of 400 more (seeds 3000-3199) and 74.0
 * % instead of 72.8 % of 1,000 (seeds 1000-1499); with the hard games' own
 * fit (1.1 times the growth, 1.3 the power, 2.4 the variance, 0.9 squared
 * points per tile left) 74.9 % of the first 400, with only the variance
 * tripled 76.0 %.
 *
 * At 3 players the rule of thumb's chances do not fit the outcomes, yet they
 * play best as they are: in 150 seeded games of one hard among two greedy
 * players (seeds 6000-6149), over the 9,962 positions where a greedy player's
 * first monster was open, it closed as if the chance fell 4 times its open
 * edges per draw, not 2.2 (log loss 0.546 -> 0.481), but judging the others'
 * monsters so, one hard among two greedy players won 42.2 % of 200 seeded
 * games (seeds 2000-2199) where these constants won 54.5 %; with the growth
 * halved 49.8 % (46.8 % with only its own halved), its own chance falling 3.5
 * or 1.5 times its open edges per draw 46.7 % or 54.5 %, every chance raised
 * to the power 1.5 or 2 48.7 % or 41.2 %, and 3 or 6 squared points per tile
 * left 50.7 % or 55.9 %. With `growth` at 3 players the odds come from the
 * fitted strengths instead (fitted_odds), judged after eight moves beyond
 * the search's tree. Returns seat's worth minus the best other's, in tenths
 * of a point; with `growth` the odds of winning it (win_odds). */
static double worth_ahead(const mf_state *s, int seat, bool growth)
{
    int first[MM_MAX_SEATS], minions[MM_MAX_SEATS];
    banked(s, first, minions);
    bool per_cell = growth && s->nseats == 2;
    if (s->phase == MF_PHASE_OVER) {
        int best_other = -1000;
        for (int i = 0; i < s->nseats; i++)
            if (i != seat && first[i] + minions[i] > best_other)
                best_other = first[i] + minions[i];
        int margin = first[seat] + minions[seat] - best_other;
        if (growth)
            return margin > 0 ? MF_ODDS_SURE + margin : margin < 0 ? -MF_ODDS_SURE + margin : 0;
        return 10.0 * margin;
    }
    /* Tiles not yet placed nor boxed can still come: the pool for "doomed". */
    int pool[MF_NKINDS] = {0};
    for (int t = 0; t < MF_NTILES; t++)
        if (s->at[t].monster < 0)
            pool[mf_tile_kind(t)]++;
    for (int i = 0; i < s->nbox; i++)
        pool[mf_tile_kind(s->box[i])]--;
    int total = 0;
    for (int k = 0; k < MF_NKINDS; k++)
        total += pool[k];
    if (growth && s->nseats == 3) {
        int points[MM_MAX_SEATS];
        for (int i = 0; i < s->nseats; i++)
            points[i] = first[i] + minions[i];
        return fitted_odds(s, seat, points, pool, total);
    }
    /* Open edges are counted on the rule of thumb's path only. */
    mf_index idx;
    if (!per_cell)
        mf_index_build(s, &idx);
    double grow = growth ? fmin(0.5 * s->nstack / s->nseats, 10.0) : 0;
    /* Each seat's worth, and its variance from the monster in progress. */
    double worth[MM_MAX_SEATS], var[MM_MAX_SEATS];
    for (int i = 0; i < s->nseats; i++) {
        worth[i] = first[i] + minions[i];
        var[i] = 0;
        int m = s->building[i];
        if (m < 0)
            continue;
        int size = mf_monster_size(s, m), eyes = mf_monster_eyes(s, m);
        if (size == 0)
            continue;
        if (mf_frontier_doomed(s, i, pool))
            continue;
        if (per_cell) {
            double chance =
                pow(close_chance(s, i, pool, total, draws_to_come(s, i)), MF_CLOSE_POWER);
            double value =
                s->monsters[m].number == 0
                    ? size + MF_OPEN_CELL_WORTH * s->frontier[i].n + MF_GROWTH_WORTH * grow
                    : eyes + 0.3 + 0.6 * grow;
            worth[i] += value * chance;
            var[i] = MF_OPEN_VARIANCE * value * value * chance * (1.0 - chance);
            continue;
        }
        int open = mf_index_open_edges(s, &idx, m);
        double chance = finish_chance(open, s->nstack, s->nseats);
        double value = s->monsters[m].number == 0 ? size : eyes + 0.3;
        if (growth)
            value += s->monsters[m].number == 0 ? grow + open : 0.3 * grow;
        worth[i] += value * chance;
        var[i] = value * value * chance * (1.0 - chance);
    }
    if (growth)
        return win_odds(s, seat, worth, var);
    double best_other = -1e9;
    for (int i = 0; i < s->nseats; i++)
        if (i != seat && worth[i] > best_other)
            best_other = worth[i];
    return 10.0 * (worth[seat] - best_other);
}

double mf_evaluate(const mm_state *state, int seat)
{
    return worth_ahead(mf_from(state), seat, false);
}

/* The searching players' heuristic (normal, hard): with what open monsters
 * can still grow by, closing one's own first monster at 2-3 tiles early in
 * the game looks as poor as it is, closing an opponent's small one as good as
 * it is, and a start tile with more connections is worth more. */
double mf_search_evaluate(const mm_state *state, int seat)
{
    return worth_ahead(mf_from(state), seat, true);
}
