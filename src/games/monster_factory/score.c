/* SPDX-License-Identifier: MIT */
/* Monster Factory: scoring, and the heuristic the greedy computer player
 * uses to judge a position. */
#include <math.h>
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

/* Every seat's worth: banked points, plus each monster in progress valued
 * times its chance of being finished (nothing when it is doomed). A first
 * monster is worth its tiles, a minion its eye tiles (and a small minion
 * finished soon makes room for the next). With `growth` (the searching
 * players) an open first monster is also worth what it can still grow by:
 * the tiles still to come (half of its owner's draws, at most 10) and one per
 * open part, and a minion a little of that. Returns seat's worth minus the
 * best other's, in tenths of a point. */
static double worth_ahead(const mf_state *s, int seat, bool growth)
{
    int first[MM_MAX_SEATS], minions[MM_MAX_SEATS];
    banked(s, first, minions);
    if (s->phase == MF_PHASE_OVER) {
        int best_other = -1000;
        for (int i = 0; i < s->nseats; i++)
            if (i != seat && first[i] + minions[i] > best_other)
                best_other = first[i] + minions[i];
        return 10.0 * (first[seat] + minions[seat] - best_other);
    }
    /* Tiles not yet placed nor boxed can still come: the pool for "doomed". */
    int pool[MF_NKINDS] = {0};
    for (int t = 0; t < MF_NTILES; t++)
        if (s->at[t].monster < 0)
            pool[mf_tile_kind(t)]++;
    for (int i = 0; i < s->nbox; i++)
        pool[mf_tile_kind(s->box[i])]--;
    mf_index idx;
    mf_index_build(s, &idx);
    double grow = growth ? fmin(0.5 * s->nstack / s->nseats, 10.0) : 0;
    double worth[MM_MAX_SEATS];
    for (int i = 0; i < s->nseats; i++) {
        worth[i] = first[i] + minions[i];
        int m = s->building[i];
        if (m < 0)
            continue;
        int size = mf_monster_size(s, m), eyes = mf_monster_eyes(s, m);
        if (size == 0)
            continue;
        int open = mf_index_open_edges(s, &idx, m);
        if (mf_index_doomed(s, &idx, m, pool))
            continue;
        double chance = finish_chance(open, s->nstack, s->nseats);
        double value = s->monsters[m].number == 0 ? size : eyes + 0.3;
        if (growth)
            value += s->monsters[m].number == 0 ? grow + open : 0.3 * grow;
        worth[i] += value * chance;
    }
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
