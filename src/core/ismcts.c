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
 * every determinization is compared over the rounds in which it was). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "search.h"

typedef struct node {
    int parent, child, sibling; /* indices into the tree, -1 for none */
    int move;                   /* offset of the move's text in the arena */
    uint32_t hash;              /* of the move's text, to compare quickly */
    int mover;                  /* the seat that made the move */
    unsigned visits, avail;
    double reward; /* sum of the mover's rewards */
} node;

typedef struct tree {
    node *nodes;
    int n, cap;
    char *text;
    size_t tlen, tcap;
    bool failed;
} tree;

static uint32_t hash_text(const char *s)
{
    uint32_t h = 2166136261u;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

static int tree_add(tree *t, int parent, const char *move, int mover)
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
    size_t len = move ? strlen(move) + 1 : 0;
    if (t->tlen + len > t->tcap) {
        size_t cap = t->tcap ? t->tcap * 2 : 16384;
        while (cap < t->tlen + len)
            cap *= 2;
        char *text = realloc(t->text, cap);
        if (!text) {
            t->failed = true;
            return -1;
        }
        t->text = text;
        t->tcap = cap;
    }
    int i = t->n++;
    node *nd = &t->nodes[i];
    memset(nd, 0, sizeof *nd);
    nd->parent = parent;
    nd->child = nd->sibling = -1;
    nd->mover = mover;
    nd->move = -1;
    if (move) {
        memcpy(t->text + t->tlen, move, len);
        nd->move = (int)t->tlen;
        nd->hash = hash_text(move);
        t->tlen += len;
    }
    if (parent >= 0) {
        nd->sibling = t->nodes[parent].child;
        t->nodes[parent].child = i;
    }
    return i;
}

static const char *node_move(const tree *t, int i)
{
    return t->text + t->nodes[i].move;
}

/* The child of `parent` reached by `move`, or -1. */
static int find_child(const tree *t, int parent, const char *move, uint32_t hash)
{
    for (int c = t->nodes[parent].child; c >= 0; c = t->nodes[c].sibling)
        if (t->nodes[c].hash == hash && strcmp(node_move(t, c), move) == 0)
            return c;
    return -1;
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

static void play(const mm_game *game, mm_state *state, const char *move)
{
    mm_events ev;
    ev.n = 0;
    ev.revealed = false;
    game->apply(state, move, &ev);
}

double mm_search_evaluate(const mm_game *game, const mm_state *state, int seat)
{
    if (game->evaluate)
        return game->evaluate(state, seat);
    mm_result r;
    game->result(state, &r);
    int best_other = -1000000;
    for (int i = 0; i < r.nseats; i++)
        if (i != seat && r.total[i] > best_other)
            best_other = r.total[i];
    return r.total[seat] - (r.nseats > 1 ? best_other : 0);
}

static double logistic(double x)
{
    return 1.0 / (1.0 + exp(-x));
}

/* Every seat's reward for a position, 0..1: at the end mostly whether it won
 * (a shared win split), a little by how much; before the end the evaluation
 * squashed into 0..1. */
static void rewards(const mm_game *game, const mm_state *state, int nseats,
                    const mm_search_params *params, double *out)
{
    if (game->is_over(state)) {
        mm_result r;
        game->result(state, &r);
        int winners = 0;
        for (int i = 0; i < nseats; i++)
            winners += r.winner[i];
        for (int i = 0; i < nseats; i++) {
            double margin = logistic(mm_search_evaluate(game, state, i) / params->scale);
            double win = r.winner[i] && winners ? 1.0 / winners : 0.0;
            out[i] = 0.8 * win + 0.2 * margin;
        }
        return;
    }
    for (int i = 0; i < nseats; i++)
        out[i] = logistic(mm_search_evaluate(game, state, i) / params->scale);
}

/* ------------------------------------------------------------------- search */

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

/* One round: walks down from the root in `world`, expands, evaluates, backs up. */
static void round_once(const mm_game *game, tree *t, mm_state *world, int nseats,
                       const mm_move_list *root_moves, mm_rng *rng,
                       const mm_search_params *params, mm_move_list *moves)
{
    int at = 0;
    for (;;) {
        int mover = game->to_move(world);
        if (mover == MM_NOBODY)
            break;
        const mm_move_list *legal = root_moves;
        if (at != 0) {
            mm_search_moves(game, world, rng, params->inner_moves, moves);
            legal = moves;
        }
        if (legal->n == 0)
            break;
        /* Availability, and the moves of this determinization not tried yet. */
        int untried = 0, pick_untried = -1;
        int best = -1;
        double best_ucb = -1;
        double log_term = 0;
        for (int i = 0; i < legal->n; i++) {
            const char *m = legal->items[i];
            int c = find_child(t, at, m, hash_text(m));
            if (c < 0) {
                /* Reservoir choice among the untried moves. */
                if (mm_rng_below(rng, (uint32_t)++untried) == 0)
                    pick_untried = i;
                continue;
            }
            node *nd = &t->nodes[c];
            nd->avail++;
            if (untried)
                continue;
            log_term = log((double)nd->avail);
            double ucb = nd->reward / nd->visits + params->explore * sqrt(log_term / nd->visits);
            if (ucb > best_ucb) {
                best_ucb = ucb;
                best = c;
            }
        }
        if (pick_untried >= 0) {
            const char *m = legal->items[pick_untried];
            int c = tree_add(t, at, m, mover);
            if (c < 0)
                return;
            play(game, world, t->text + t->nodes[c].move);
            at = c;
            break;
        }
        play(game, world, node_move(t, best));
        at = best;
    }
    /* A few random moves beyond the tree, then the evaluation. */
    for (int d = 0; d < params->rollout_depth && !game->is_over(world); d++) {
        mm_search_moves(game, world, rng, params->inner_moves, moves);
        if (moves->n == 0)
            break;
        play(game, world, moves->items[mm_rng_below(rng, (uint32_t)moves->n)]);
    }
    double r[MM_MAX_SEATS];
    rewards(game, world, nseats, params, r);
    for (int i = at; i > 0; i = t->nodes[i].parent) {
        t->nodes[i].visits++;
        t->nodes[i].reward += r[t->nodes[i].mover];
    }
    t->nodes[0].visits++;
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
    mm_move_list root_moves, moves;
    mm_move_list_init(&root_moves);
    mm_move_list_init(&moves);
    mm_search_moves(game, view, rng, params->root_moves, &root_moves);
    report->candidates = root_moves.n;
    if (root_moves.n == 0) {
        mm_move_list_free(&root_moves);
        return false;
    }
    if (root_moves.n == 1) {
        snprintf(move, len, "%s", root_moves.items[0]);
        report->value = -1;
        mm_move_list_free(&root_moves);
        return true;
    }
    int nseats = game->nseats(view);
    tree t = {0};
    tree_add(&t, -1, NULL, seat);
    for (int it = 0; it < params->iterations && !t.failed; it++) {
        mm_state *world = game->clone(view);
        if (!world)
            break;
        game->determinize(world, seat, rng);
        round_once(game, &t, world, nseats, &root_moves, rng, params, &moves);
        game->free(world);
    }
    int best = t.n > 1 ? most_visited(&t, 0, -1) : -1;
    bool ok = true;
    if (best < 0) {
        /* No round finished (out of memory): any legal move will do. */
        snprintf(move, len, "%s", root_moves.items[0]);
    } else {
        snprintf(move, len, "%s", node_move(&t, best));
        const node *b = &t.nodes[best];
        report->visits = (int)b->visits;
        report->value = b->visits ? b->reward / b->visits : 0;
        int second = most_visited(&t, 0, best);
        if (second >= 0 && t.nodes[second].visits)
            report->runner_up = t.nodes[second].reward / t.nodes[second].visits;
    }
    free(t.nodes);
    free(t.text);
    mm_move_list_free(&root_moves);
    mm_move_list_free(&moves);
    return ok;
}

/* ------------------------------------------------------- per-game settings */

mm_search_params mm_search_params_for(const mm_game *game, int level)
{
    mm_search_params p = {
        .iterations = 1500,
        .root_moves = 24,
        .inner_moves = 8,
        .rollout_depth = 4,
        .scale = 3.0,
        .explore = 0.3,
    };
    const char *id = game->id;
    if (strcmp(id, "monster-factory") == 0)
        p.scale = 10.0; /* its evaluation counts tenths of a point */
    if (strcmp(id, "monsters-on-the-moon") == 0) {
        /* Its candidates are costly to find: fewer, shallower rounds. */
        p.iterations = 400;
        p.inner_moves = 6;
        p.rollout_depth = 0;
    }
    if (level < 3)
        p.iterations /= 8;
    return p;
}
