/* SPDX-License-Identifier: MIT */
/* Information-set Monte Carlo tree search, single observer (after Cowling,
 * Powley and Whitehouse, "Information Set Monte Carlo Tree Search", 2012).
 *
 * One tree per decision, rooted at the deciding seat's information set. Each
 * round draws one determinization of the seat's view (the hidden cards dealt
 * one way that fits what the seat knows), walks the tree along moves legal in
 * that determinization, adds one node, optionally plays a few random moves,
 * and scores the position for every seat at once. A node keeps the rewards
 * of the seat that made its move, so selection at an opponent's node follows
 * that opponent's interest: the search works for any number of players.
 * Selection uses UCB1 with availability counts (a move that was not legal in
 * every determinization is compared over the rounds in which it was); a
 * node's untried moves are expanded best first as ranked one step ahead by
 * the evaluation (move ordering).
 *
 * Everything runs on the fast simulation path (`mm_sim`): nodes hold move
 * codes, rounds copy the view into reused memory and apply quietly, and text
 * is made only for the move chosen. The game's last turn is played exactly
 * (`solve_ending`). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/sim.h"
#include "search.h"

typedef struct node {
    int parent, child, sibling; /* indices into the tree, -1 for none */
    mm_code move;               /* the move, in the game's compact code */
    int mover;                  /* the seat that made the move */
    int order, norder;          /* its children's moves best first (in tree.codes), or -1 */
    unsigned visits, avail;
    double reward; /* sum of the mover's rewards */
} node;

typedef struct tree {
    node *nodes;
    int n, cap;
    mm_code *codes; /* the nodes' move orders */
    int ncodes, codes_cap;
    bool failed;
} tree;

static int tree_add(tree *t, int parent, mm_code move, int mover)
{
    if (t->n == t->cap) {
        int cap = t->cap ? t->cap * 2 : 1024;
        node *nodes = realloc(t->nodes, (size_t)cap * sizeof *nodes);
        if (!nodes) {
            t->failed = true;
            return -1;
        }
        t->nodes = nodes;
        t->cap = cap;
    }
    int i = t->n++;
    node *nd = &t->nodes[i];
    memset(nd, 0, sizeof *nd);
    nd->parent = parent;
    nd->child = nd->sibling = -1;
    nd->mover = mover;
    nd->move = move;
    nd->order = -1;
    if (parent >= 0) {
        nd->sibling = t->nodes[parent].child;
        t->nodes[parent].child = i;
    }
    return i;
}

/* ------------------------------------------------- the rules, as the search sees them */

void mm_search_moves(const mm_game *game, const mm_state *state, mm_rng *rng, int max,
                     mm_move_list *out)
{
    mm_move_list_clear(out);
    if (game->legal_moves)
        game->legal_moves(state, out);
    else if (game->sample_moves)
        game->sample_moves(state, rng, max, out);
}

double mm_search_evaluate(const mm_game *game, const mm_state *state, int seat)
{
    if (game->search_evaluate)
        return game->search_evaluate(state, seat);
    if (game->evaluate)
        return game->evaluate(state, seat);
    return mm_points_margin(game, state, seat);
}

static double logistic(double x)
{
    return 1.0 / (1.0 + exp(-x));
}

/* Every seat's reward for a position, 0..1. Before the end: the change of
 * the seat's evaluation since the search began, squashed into 0..1. At the
 * end: mostly whether it won (a shared win split), and by how much measured
 * from the first finished game the search saw, so that points still count
 * when the winner is clear (a moon completed on the last turn). */
static void rewards(const mm_game *game, const mm_state *state, int nseats,
                    const mm_search_params *params, double *base, double *end_base,
                    bool *ended, double *out)
{
    if (!game->is_over(state)) {
        for (int i = 0; i < nseats; i++)
            out[i] = logistic((mm_search_evaluate(game, state, i) - base[i]) / params->scale);
        return;
    }
    mm_result r;
    game->result(state, &r);
    int winners = 0;
    for (int i = 0; i < nseats; i++)
        winners += r.winner[i];
    double value[MM_MAX_SEATS];
    for (int i = 0; i < nseats; i++)
        value[i] = mm_search_evaluate(game, state, i);
    if (!*ended) {
        memcpy(end_base, value, (size_t)nseats * sizeof *value);
        *ended = true;
    }
    for (int i = 0; i < nseats; i++) {
        double win = r.winner[i] && winners ? 1.0 / winners : 0.0;
        out[i] = 0.7 * win + 0.3 * logistic((value[i] - end_base[i]) / params->scale);
    }
}

/* ------------------------------------------------------------------- search */

/* One decision's search: the tree and the scratch memory of its rounds. */
typedef struct search {
    const mm_game *game;
    mm_sim *sim;
    const mm_search_params *params;
    mm_rng *rng;
    int nseats;
    int others_width; /* `params->others_width` with three or more seats, else 0 */
    bool others_greedy; /* `params->others_greedy` with three or more seats */
    double base[MM_MAX_SEATS];     /* each seat's evaluation where the search began */
    double end_base[MM_MAX_SEATS]; /* ... and in the first finished game it saw */
    bool ended;
    tree t;
    mm_code codes[MM_MAX_CODES]; /* the moves of one position, sorted */
    mm_state *trial;             /* scratch copy for ordering moves */
    struct ranked {
        double value;
        mm_code code;
    } ranked[MM_MAX_CODES];
    bool seen[MM_MAX_CODES];     /* which of them have a child */
} search;

static int most_visited(const tree *t, int parent, int skip)
{
    int best = -1;
    for (int c = t->nodes[parent].child; c >= 0; c = t->nodes[c].sibling) {
        if (c == skip)
            continue;
        const node *a = &t->nodes[c];
        if (best < 0 || a->visits > t->nodes[best].visits ||
            (a->visits == t->nodes[best].visits &&
             a->reward * t->nodes[best].visits > t->nodes[best].reward * a->visits))
            best = c;
    }
    return best;
}

static int compare_codes(const void *a, const void *b)
{
    mm_code x = *(const mm_code *)a, y = *(const mm_code *)b;
    return (x > y) - (x < y);
}

/* The index of `code` in the sorted `codes`, or -1. */
static int find_code(const mm_code *codes, int n, mm_code code)
{
    int lo = 0, hi = n - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        if (codes[mid] == code)
            return mid;
        if (codes[mid] < code)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return -1;
}

/* The moves of the deciding seat in `world` into s->codes, sorted: all of
 * them in games that list them, else up to `max` sampled candidates. */
static int list_moves(search *s, const mm_state *world, int max)
{
    if (s->game->legal_codes || s->game->legal_moves)
        max = MM_MAX_CODES;
    int n = mm_sim_moves(s->sim, world, s->rng, s->codes, max);
    qsort(s->codes, (size_t)n, sizeof s->codes[0], compare_codes);
    /* Sampled candidates may repeat a move. */
    int k = 0;
    for (int i = 0; i < n; i++)
        if (k == 0 || s->codes[k - 1] != s->codes[i])
            s->codes[k++] = s->codes[i];
    return k;
}

static int compare_ranked(const void *a, const void *b)
{
    const struct ranked *x = a, *y = b;
    if (x->value != y->value)
        return x->value < y->value ? 1 : -1;
    return (x->code > y->code) - (x->code < y->code);
}

/* Ranks the `n` moves of `world` one step ahead by the mover's evaluation and
 * keeps them, best first, as node `at`'s order of expansion. */
static void order_moves(search *s, int at, const mm_state *world, int mover, const mm_code *legal,
                        int n)
{
    tree *t = &s->t;
    if (t->ncodes + n > t->codes_cap) {
        int cap = t->codes_cap ? t->codes_cap * 2 : 4096;
        while (cap < t->ncodes + n)
            cap *= 2;
        mm_code *codes = realloc(t->codes, (size_t)cap * sizeof *codes);
        if (!codes)
            return;
        t->codes = codes;
        t->codes_cap = cap;
    }
    for (int i = 0; i < n; i++) {
        if (!mm_sim_copy(s->sim, &s->trial, world))
            return;
        mm_sim_apply(s->sim, s->trial, legal[i], NULL);
        s->ranked[i].value = mm_search_evaluate(s->game, s->trial, mover);
        s->ranked[i].code = legal[i];
    }
    qsort(s->ranked, (size_t)n, sizeof s->ranked[0], compare_ranked);
    t->nodes[at].order = t->ncodes;
    t->nodes[at].norder = n;
    for (int i = 0; i < n; i++)
        t->codes[t->ncodes++] = s->ranked[i].code;
}

/* The index of the untried move of `legal` (those not marked in s->seen)
 * that is best for `mover` one step ahead, or -1. */
static int best_untried(search *s, const mm_state *world, int mover, const mm_code *legal, int n)
{
    int best = -1;
    double best_value = 0;
    for (int i = 0; i < n; i++) {
        if (s->seen[i] || !mm_sim_copy(s->sim, &s->trial, world))
            continue;
        mm_sim_apply(s->sim, s->trial, legal[i], NULL);
        double v = mm_search_evaluate(s->game, s->trial, mover);
        if (best < 0 || v > best_value) {
            best = i;
            best_value = v;
        }
    }
    return best;
}

/* How good `state` is for `mover` as the search expects `mover` to judge
 * it: by the search's evaluation, or for another seat with `others_greedy`
 * as the greedy player judges (the game's plain `evaluate`). */
static double mover_value(search *s, const mm_state *state, int mover)
{
    if (!s->others_greedy || mover == s->t.nodes[0].mover)
        return mm_search_evaluate(s->game, state, mover);
    if (s->game->evaluate)
        return s->game->evaluate(state, mover);
    return mm_points_margin(s->game, state, mover);
}

/* The index of `mover`'s best of the `n` moves `codes` in `world` one step
 * ahead, ties broken at random, or -1. */
static int greedy_pick(search *s, const mm_state *world, int mover, const mm_code *codes, int n)
{
    int best = -1, ties = 0;
    double best_value = 0;
    for (int i = 0; i < n; i++) {
        if (!mm_sim_copy(s->sim, &s->trial, world))
            break;
        mm_sim_apply(s->sim, s->trial, codes[i], NULL);
        double v = mover_value(s, s->trial, mover);
        if (best < 0 || v > best_value + 1e-9) {
            best = i;
            best_value = v;
            ties = 1;
        } else if (v > best_value - 1e-9 && mm_rng_below(s->rng, (uint32_t)++ties) == 0) {
            best = i;
        }
    }
    return best;
}

/* A move beyond the tree: at random, or (in `rollout_greedy` of 100) the
 * mover's best one step ahead, ties broken at random. */
static mm_code rollout_move(search *s, const mm_state *world)
{
    if (s->params->rollout_greedy <= 0 ||
        (int)mm_rng_below(s->rng, 100) >= s->params->rollout_greedy)
        return mm_sim_random(s->sim, world, s->rng);
    int n = mm_sim_moves(s->sim, world, s->rng, s->codes, MM_MAX_CODES);
    int best = greedy_pick(s, world, s->game->to_move(world), s->codes, n);
    return best < 0 ? MM_CODE_NONE : s->codes[best];
}

/* Keeps in s->codes (sorted) only `mover`'s best `keep` of its `n` moves
 * there, one step ahead; returns how many are left. */
static int keep_best(search *s, const mm_state *world, int mover, int n, int keep)
{
    if (keep == 1) {
        int best = greedy_pick(s, world, mover, s->codes, n);
        if (best < 0)
            return n;
        s->codes[0] = s->codes[best];
        return 1;
    }
    for (int i = 0; i < n; i++) {
        if (!mm_sim_copy(s->sim, &s->trial, world))
            return n;
        mm_sim_apply(s->sim, s->trial, s->codes[i], NULL);
        s->ranked[i].value = mover_value(s, s->trial, mover);
        s->ranked[i].code = s->codes[i];
    }
    qsort(s->ranked, (size_t)n, sizeof s->ranked[0], compare_ranked);
    for (int i = 0; i < keep; i++)
        s->codes[i] = s->ranked[i].code;
    qsort(s->codes, (size_t)keep, sizeof s->codes[0], compare_codes);
    return keep;
}

/* One round: walks down from the root in `world`, expands, evaluates, backs up. */
static void round_once(search *s, mm_state *world, const mm_code *root, int nroot)
{
    const mm_game *game = s->game;
    const mm_search_params *params = s->params;
    tree *t = &s->t;
    int at = 0, depth = 0;
    for (;; depth++) {
        int mover = game->to_move(world);
        if (mover == MM_NOBODY)
            break;
        const mm_code *legal = root;
        int n = nroot;
        if (at != 0) {
            n = list_moves(s, world, params->inner_moves);
            int keep = s->others_greedy ? 1 : params->opponent_moves;
            if (keep > 0 && mover != t->nodes[0].mover && n > keep)
                n = keep_best(s, world, mover, n, keep);
            legal = s->codes;
        }
        if (n == 0)
            break;
        /* Availability, and the moves of this determinization not tried yet. */
        memset(s->seen, 0, (size_t)n * sizeof s->seen[0]);
        int tried = 0, best = -1;
        double best_ucb = -1;
        for (int c = t->nodes[at].child; c >= 0; c = t->nodes[c].sibling) {
            int i = find_code(legal, n, t->nodes[c].move);
            if (i < 0)
                continue;
            s->seen[i] = true;
            tried++;
            t->nodes[c].avail++;
        }
        mm_code next;
        /* The other seats' nodes may keep to their likeliest moves. */
        int width = n;
        if (s->others_width > 0 && mover != t->nodes[0].mover && s->others_width < n)
            width = s->others_width;
        if (tried < width) {
            /* Expand the untried move that looks best one step ahead, or
             * (below the ordered depth) one chosen at random. */
            int i = -1;
            if (depth < params->order_depth) {
                if (t->nodes[at].order < 0)
                    order_moves(s, at, world, mover, legal, n);
                const node *nd = &t->nodes[at];
                for (int k = 0; nd->order >= 0 && k < nd->norder && i < 0; k++) {
                    int j = find_code(legal, n, t->codes[nd->order + k]);
                    if (j >= 0 && !s->seen[j])
                        i = j;
                }
                if (i < 0 && params->reorder)
                    i = best_untried(s, world, mover, legal, n);
            }
            if (i < 0) {
                int k = (int)mm_rng_below(s->rng, (uint32_t)(n - tried));
                for (i = 0;; i++)
                    if (!s->seen[i] && k-- == 0)
                        break;
            }
            next = legal[i];
            int c = tree_add(t, at, next, mover);
            if (c < 0)
                return;
            mm_sim_apply(s->sim, world, next, NULL);
            at = c;
            break;
        }
        for (int c = t->nodes[at].child; c >= 0; c = t->nodes[c].sibling) {
            const node *nd = &t->nodes[c];
            if (find_code(legal, n, nd->move) < 0)
                continue;
            double ucb = nd->reward / nd->visits +
                         params->explore * sqrt(log((double)nd->avail) / nd->visits);
            if (ucb > best_ucb) {
                best_ucb = ucb;
                best = c;
            }
        }
        mm_sim_apply(s->sim, world, t->nodes[best].move, NULL);
        at = best;
    }
    /* A few moves beyond the tree, then the evaluation. */
    for (int d = 0; d < params->rollout_depth && !game->is_over(world); d++) {
        mm_code code = rollout_move(s, world);
        if (code == MM_CODE_NONE)
            break;
        mm_sim_apply(s->sim, world, code, NULL);
    }
    double r[MM_MAX_SEATS];
    rewards(game, world, s->nseats, params, s->base, s->end_base, &s->ended, r);
    for (int i = at; i > 0; i = t->nodes[i].parent) {
        t->nodes[i].visits++;
        t->nodes[i].reward += r[t->nodes[i].mover];
    }
    t->nodes[0].visits++;
}

/* ----------------------------------------------------- the game's last moves */

/* States the exact ending may visit per decision, and moves in a row, beyond
 * which it gives up. */
#define ENDING_BUDGET 50000
#define ENDING_DEPTH 12
/* Guesses of the hidden cards the exact ending averages over. */
#define ENDING_WORLDS 6

/* The best value `seat` can reach from `state` when only it moves until the
 * game ends: its share of the win, then its evaluation. False when somebody
 * else decides before the end, or the budget runs out. */
static bool ending_value(search *s, const mm_state *state, int seat, int depth, int *budget,
                         double *out)
{
    const mm_game *game = s->game;
    if (game->is_over(state)) {
        mm_result r;
        game->result(state, &r);
        int winners = 0;
        for (int i = 0; i < s->nseats; i++)
            winners += r.winner[i];
        double win = r.winner[seat] && winners ? 1.0 / winners : 0.0;
        *out = 1e6 * win + mm_search_evaluate(game, state, seat);
        return true;
    }
    if (game->to_move(state) != seat || depth >= ENDING_DEPTH)
        return false;
    mm_code moves[MM_MAX_CODES];
    int n = mm_sim_moves(s->sim, state, s->rng, moves, MM_MAX_CODES);
    if (n == 0)
        return false;
    double best = -1e300;
    mm_state *next = NULL;
    bool ok = true;
    for (int i = 0; i < n && ok; i++) {
        if (--*budget < 0 || !mm_sim_copy(s->sim, &next, state)) {
            ok = false;
            break;
        }
        mm_sim_apply(s->sim, next, moves[i], NULL);
        double v;
        ok = ending_value(s, next, seat, depth + 1, budget, &v);
        if (ok && v > best)
            best = v;
    }
    game->free(next);
    *out = best;
    return ok;
}

/* When the game ends within `seat`'s own moves (the last turn of the game),
 * plays it exactly: the root move with the best outcome over a few guesses
 * of the hidden cards. False when the game goes on past this seat's moves. */
static bool solve_ending(search *s, const mm_state *view, int seat, const mm_code *root,
                         int nroot, mm_code *best)
{
    const mm_game *game = s->game;
    if (!game->legal_codes)
        return false;
    double *total = calloc((size_t)nroot, sizeof *total);
    mm_state *world = NULL, *next = NULL;
    int budget = ENDING_BUDGET;
    bool ok = total != NULL;
    for (int w = 0; w < ENDING_WORLDS && ok; w++) {
        ok = mm_sim_copy(s->sim, &world, view);
        if (!ok)
            break;
        game->determinize(world, seat, s->rng);
        for (int i = 0; i < nroot && ok; i++) {
            ok = mm_sim_copy(s->sim, &next, world);
            if (!ok)
                break;
            mm_sim_apply(s->sim, next, root[i], NULL);
            double v;
            ok = ending_value(s, next, seat, 1, &budget, &v);
            total[i] += v;
        }
    }
    if (ok) {
        int b = 0;
        for (int i = 1; i < nroot; i++)
            if (total[i] > total[b])
                b = i;
        *best = root[b];
    }
    game->free(world);
    game->free(next);
    free(total);
    return ok;
}

bool mm_search_choose(const mm_game *game, const mm_state *view, int seat, mm_rng *rng,
                      const mm_search_params *params, char *move, size_t len,
                      mm_search_report *report)
{
    mm_search_report local;
    if (!report)
        report = &local;
    memset(report, 0, sizeof *report);
    report->runner_up = -1;
    search *s = calloc(1, sizeof *s);
    mm_code *root = malloc(MM_MAX_CODES * sizeof *root);
    mm_sim *sim = mm_sim_new(game);
    bool ok = false;
    if (!s || !root || !sim)
        goto done;
    s->game = game;
    s->sim = sim;
    s->params = params;
    s->rng = rng;
    s->nseats = game->nseats(view);
    s->others_width = s->nseats > 2 ? params->others_width : 0;
    s->others_greedy = s->nseats > 2 && params->others_greedy;
    int nroot = list_moves(s, view, params->root_moves);
    memcpy(root, s->codes, (size_t)nroot * sizeof *root);
    report->candidates = nroot;
    if (nroot == 0)
        goto done;
    ok = true;
    if (nroot == 1) {
        mm_sim_text(sim, view, root[0], move, len);
        report->value = -1;
        goto done;
    }
    mm_code ending;
    if (solve_ending(s, view, seat, root, nroot, &ending)) {
        mm_sim_text(sim, view, ending, move, len);
        report->value = 1;
        goto done;
    }
    tree_add(&s->t, -1, MM_CODE_NONE, seat);
    mm_state *world = NULL;
    int iterations = params->iterations;
    if (params->rounds_per_candidate > 0 && iterations < params->rounds_per_candidate * nroot)
        iterations = params->rounds_per_candidate * nroot < params->most_iterations
                         ? params->rounds_per_candidate * nroot
                         : params->most_iterations;
    for (int it = 0; it < iterations && !s->t.failed; it++) {
        if (!mm_sim_copy(sim, &world, view))
            break;
        game->determinize(world, seat, rng);
        if (it == 0)
            for (int i = 0; i < s->nseats; i++)
                s->base[i] = mm_search_evaluate(game, world, i);
        round_once(s, world, root, nroot);
    }
    game->free(world);
    game->free(s->trial);
    const tree *t = &s->t;
    int best = t->n > 1 ? most_visited(t, 0, -1) : -1;
    if (best < 0) {
        /* No round finished (out of memory): any legal move will do. */
        mm_sim_text(sim, view, root[0], move, len);
    } else {
        mm_sim_text(sim, view, t->nodes[best].move, move, len);
        const node *b = &t->nodes[best];
        report->visits = (int)b->visits;
        report->value = b->visits ? b->reward / b->visits : 0;
        int second = most_visited(t, 0, best);
        if (second >= 0 && t->nodes[second].visits)
            report->runner_up = t->nodes[second].reward / t->nodes[second].visits;
    }
done:
    if (s) {
        free(s->t.nodes);
        free(s->t.codes);
    }
    free(s);
    free(root);
    mm_sim_free(sim);
    return ok;
}

/* ------------------------------------------------------- per-game settings */

mm_search_params mm_search_params_for(const mm_game *game, int level, int nseats)
{
    mm_search_params p = {
        .iterations = 1500,
        .root_moves = 24,
        .inner_moves = 8,
        .rollout_depth = 4,
        .scale = 3.0,
        .explore = 0.3,
        .order_depth = 64,
    };
    const char *id = game->id;
    if (strcmp(id, "monster-factory") == 0) {
        p.scale = 10.0; /* its evaluation counts tenths of a point */
        /* Many placements, a costly evaluation, and random placements only
         * blur it: no random moves, and only the root's moves ordered. */
        p.rollout_depth = 0;
        p.order_depth = 1;
        /* With three or more players hard expects the others to place as
         * the greedy player does, by its own rule of thumb: one hard among
         * two greedy players won 54.5 % instead of 48.8 % of 200 seeded
         * games (seeds 2000-2199; 45.0 % with the others' best by the
         * search's odds instead) and 52.8 % instead of 48.5 % of 200 more
         * (seeds 3000-3199), among three 33.2 % instead of 28.3 % of 200
         * (seeds 2000-2199), at three times the time a decision takes (p99
         * 13 -> 44 ms at 3 players, 21 -> 87 ms at 4). Over 1,000 seeded
         * games one hard among two greedy players won 50.2 % instead of
         * 48.6 % (1.51 instead of 1.46 times its fair share), among three
         * 36.5 % instead of 33.1 %. Two players are left alone: there the
         * same won 73.9 % instead of 76.8 % of 400 games. */
        if (level >= 3)
            p.others_greedy = true;
        /* The rounds and the playouts stay so at 3 players: one hard among
         * two greedy players won 47.5 % of 200 seeded games (seeds
         * 2000-2199) with 4,500 rounds, 46.0 % with 750, 39.8 % with one
         * (its best move one step ahead), 55.1 % with six greedy moves
         * beyond the tree (52.0 % of the first 67 of seeds 3000-3199, where
         * these rounds won 59.7 %) and 53.7 % with 500 rounds each played to
         * the end by greedy moves (p99 233 ms), where these 1,500 rounds won
         * 54.5 % (52.8 % of seeds 3000-3199). UCB exploration 0.1 won
         * 47.2 % and a scale of 5 won 47.7 % of the first 129 and 132 of
         * seeds 2000-2199, where these won 46.1 % and 45.8 %. A flat search
         * that plays every root move in the same guesses of the stack (each
         * followed by greedy replies and its own best move one step ahead,
         * then judged) won 49.5 % of the first 100 of seeds 2000-2099 with
         * three moves beyond the root, 51.8 % with six, 53.0 % with three
         * and the candidates halved in turns over 3,000 rounds (45.5 % over
         * 9,000; 52.5 % with six moves), where these rounds won 44.5 %: no
         * step towards twice the fair share, at twice the time. */
        /* With four players hard plays four moves beyond its tree, a round
         * of the table, each the mover's best one step ahead (its own by its
         * odds, the others' by greedy's rule of thumb): one hard among three
         * greedy players won 40.35 % instead of 36.5 % of 1,000 seeded games
         * (seeds 1000-1999: 1.61 instead of 1.46 times its fair share) and
         * 43.0 % instead of 37.0 % of 200 more (seeds 4000-4199), p99 114 ->
         * 282 ms on those. Five and six players are not measured and keep
         * their settings. With two players hard plays four moves beyond its
         * tree too, two rounds, each the mover's best one step ahead by its
         * odds (the greedy replies above are for three or more): hard won
         * 78.6 % instead of 74.0 % of 2,000 seeded games against greedy
         * (seeds 1000-1999, both seat orders; 77.0 % with two moves, 79.7 %
         * with eight at p99 86 ms) and 76.2 % instead of 75.3 % of 1,000
         * more (seeds 2000-2499), p99 5.6-7.2 -> 51-53 ms. */
        if (level >= 3 && (nseats == 2 || nseats == 4)) {
            p.rollout_depth = 4;
            p.rollout_greedy = 100;
        }
        /* With three players hard plays eight moves beyond its tree, each
         * the mover's best one step ahead (its own by its odds, the others'
         * by greedy's rule of thumb), and judges where they end by odds
         * fitted to the outcomes of seeded games (mf_search_evaluate): one
         * hard among two greedy players won 61.8 % instead of 51.2 % of 300
         * seeded games (seeds 2000-2149 and 3000-3149), and 58.8 % instead
         * of 50.2 % of 1,000 (seeds 1000-1999: 1.76 instead of 1.51 times
         * its fair share), p99 285 ms. */
        if (level >= 3 && nseats == 3) {
            p.rollout_depth = 8;
            p.rollout_greedy = 100;
        }
    }
    if (strcmp(id, "monsters-on-the-run") == 0) {
        /* Cheap random games, and the end comes with the supernova a few
         * turns after the pile runs out: every round plays to the end, so
         * the standings a move leaves count as they will be at the end, not
         * as they are now (hard won 79 % of 200 seeded 2-player games
         * against greedy this way, 73 % with four random moves). */
        p.rollout_depth = 64;
        /* Random playouts move the monsters as nobody at the table would:
         * with every playout move the mover's best one step ahead, hard won
         * 77 % instead of 67 % of 200 seeded 2-player games against greedy,
         * and 66 % instead of 50 % of 100 3-player games (54 % with 700
         * rounds: the rounds are needed too). */
        p.rollout_greedy = 100;
        /* Twice the rounds for hard (normal keeps a quarter of the usual
         * 1,500): one hard among two greedy players won 69 % instead of 66 %
         * of 100 seeded games, 68 % with 6,000 rounds. */
        if (level >= 3)
            p.iterations = 3000;
        /* With four or five players hard takes twice that again: one hard
         * among three greedy players won 56.0 % instead of 53.5 % of 200
         * seeded games (seeds 2000-2199) and 53.0 % instead of 50.5 % of 200
         * more (seeds 3000-3199); p99 118-130 -> 229-259 ms (-0.5 points
         * with exploration 0.5 instead of 0.3; judging the others' moves by
         * what they see, the secret tiles hidden: 53.0 % on seeds
         * 2000-2199). */
        if (level >= 3 && nseats >= 4)
            p.iterations = 6000;
        /* The other seats' replies in the tree are their best one step
         * ahead, as in the playouts, instead of what serves them best by the
         * search's own account: one hard among two greedy players won 74 %
         * instead of 69 % of 100 seeded games. */
        p.opponent_moves = 1;
    }
    if (strcmp(id, "zombeasts") == 0) {
        /* The other seats reply in the tree, and everybody plays beyond it,
         * with their best move one step ahead instead of any move: one hard
         * among two greedy players won 65.5 % of 100 seeded games instead of
         * 53 % (60 % with the replies alone), at twice to four times the
         * time a decision takes (p99 9 -> 52 ms). */
        p.opponent_moves = 1;
        p.rollout_greedy = 100;
        /* With three or four players four greedy moves beyond the tree
         * barely reach into the next seat's turn; hard plays twelve, about
         * one round of the table (a turn is 3-4 moves). One hard among three
         * greedy players won 47.9 % instead of 34.7 % of 200 seeded games
         * (seeds 5000-5199), among two 69.3 % of 150 (seeds 5000-5149)
         * where main's players won 58.2 % of 1,000 (seeds 1000-1999); p99
         * about 110 ms instead of 55 ms. */
        if (level >= 3 && nseats >= 3)
            p.rollout_depth = 12;
        /* With four players twenty, past the next round's first seats: one
         * hard among three greedy players won 52.9 % instead of 47.9 % of
         * 200 seeded games (seeds 5000-5199) and 53.8 % instead of 44.8 %
         * of 200 more (seeds 6000-6199); p99 111 -> 196 ms. Over 1,000
         * seeded games (seeds 1000-1599 and those 400) it won 54.6 %, 2.19
         * times its fair share, p99 146-155 ms. */
        if (level >= 3 && nseats >= 4)
            p.rollout_depth = 20;
    }
    if (strcmp(id, "monsters-on-the-moon") == 0) {
        /* Its candidates are costly to find: fewer rounds, no random moves
         * beyond the tree. Every node expands its candidates best first one
         * step ahead, so the reply to each move is the replier's best (a
         * random one made every move's value noise: a spaceship that loses
         * a monster tile looked as good as ending the turn), and so are the
         * turns after it (hard won 78.0 % of 200 seeded 2-player games
         * against greedy this way, 76.0 % with only the root and the next
         * decision ordered; 78.8 % with 800 rounds, at twice the time). */
        p.iterations = 400;
        p.inner_moves = 6;
        p.rollout_depth = 0;
        p.reorder = true;
        /* With three or four players, hard follows each opponent's best
         * candidate one step ahead only (as greedy players play), so its
         * rounds reach past every opponent's reply to its own next turn
         * instead of trying each opponent's every candidate: one hard among
         * two greedy players won 69.8 % instead of 58.8 % of 200 seeded
         * standard games (800 rounds instead of 400, without this: 58.2 %;
         * with four players no difference: 33.2 % instead of 34.2 %). */
        if (level >= 3)
            p.others_width = 1;
    }
    if (level < 3) {
        if (strcmp(id, "monsters-on-the-moon") == 0) {
            /* Normal searches 100 rounds per candidate, up to hard's 400:
             * hard's 400 whenever 4 or more moves are open (nearly every card
             * placement), 200 or 300 between 2 or 3 (who continues at 2 or 3
             * players, for example). So it plays nearly as hard does (2
             * players against greedy, standard game: 77.5 %, hard 76.7 %). A
             * quarter of hard's rounds on choices between few moves left it
             * choosing wrong in 9 of 155 choices of who continues and landing
             * a ship that lost its monster tile in 1 of 15 (seeded greedy
             * games). */
            p.rounds_per_candidate = 100;
            p.most_iterations = p.iterations;
        }
        p.iterations /= 4;
    }
    return p;
}
