/* SPDX-License-Identifier: MIT */
/* The computer players' search, inside the core library: information-set
 * Monte Carlo tree search over the rules interface, and the per-game
 * settings it plays with. Not part of the public interface (ai.h is). */
#ifndef MM_CORE_SEARCH_H
#define MM_CORE_SEARCH_H

#include <stdbool.h>
#include <stddef.h>

#include "monstermoon/game.h"

/* How a search plays one game at one strength. Fixed numbers, never a clock,
 * so a decision depends only on the view and the seed. */
typedef struct mm_search_params {
    int iterations;    /* determinize-select-expand-evaluate rounds per decision */
    int root_moves;    /* candidates at the root for games that sample moves */
    int inner_moves;   /* candidates below the root for games that sample moves */
    int rollout_depth; /* random moves after leaving the tree, before evaluating */
    /* In how many of 100 rollout moves the mover plays its best move one
     * step ahead by the evaluation instead of a random one (0: all random). */
    int rollout_greedy;
    double scale;      /* evaluation units that make one logistic unit */
    double explore;    /* UCB exploration constant */
    /* Nodes shallower than this expand their moves best first, as ranked one
     * step ahead by the evaluation (0: in random order). */
    int order_depth;
    /* Whether a node within the ordered depth whose stored order holds none
     * of this determinization's untried moves (an opponent's node, where the
     * tile or card drawn differs from round to round) ranks them afresh. */
    bool reorder;
    /* At least this many rounds per candidate at the root, up to
     * `most_iterations` (0: `iterations` only): a decision between a few
     * moves gets the rounds that tell them apart. */
    int rounds_per_candidate;
    int most_iterations;
    /* With three or more seats: at the other seats' nodes, at most this
     * many of a determinization's moves get a child, the best first as
     * ordered (0: all of them, and always with two seats). A search whose
     * opponents play one step ahead then looks down their likeliest replies
     * instead of spreading its rounds over all of them. */
    int others_width;
    /* Below the root, another seat's node considers only its best this many
     * moves one step ahead by its evaluation in the round's determinization
     * (1: the move a one-step player makes, ties at random; 0: every move).
     * Models opponents who look one move ahead. */
    int opponent_moves;
    /* With three or more seats: below the root, another seat's node
     * considers only the move a greedy player would make there, its best one
     * step ahead by the game's plain `evaluate` (the greedy player's own
     * judgement) in the round's determinization; the other seats' playout
     * moves that `rollout_greedy` makes one step ahead are judged so too
     * (false: as `opponent_moves` says, by the search's evaluation). */
    bool others_greedy;
} mm_search_params;

/* What the search found about its choice, for hints. */
typedef struct mm_search_report {
    int candidates;    /* moves considered at the root */
    int visits;        /* rounds that went through the chosen move */
    double value;      /* mean reward of the chosen move for the seat, 0..1 */
    double runner_up;  /* the same for the second most visited move, or -1 */
} mm_search_report;

/* Chooses `seat`'s move in its view. False only when there is no move. */
bool mm_search_choose(const mm_game *game, const mm_state *view, int seat, mm_rng *rng,
                      const mm_search_params *params, char *move, size_t len,
                      mm_search_report *report);

/* The settings for `game` at a level (2 normal, 3 hard) with `nseats`
 * players. */
mm_search_params mm_search_params_for(const mm_game *game, int level, int nseats);

/* The moves a computer player considers in `state`: every legal move, or up
 * to `max` sampled candidates in games whose moves are continuous. This is
 * the one place the search asks the rules for moves. */
void mm_search_moves(const mm_game *game, const mm_state *state, mm_rng *rng, int max,
                     mm_move_list *out);

/* How good `state` is for `seat`, in the game's evaluation units (the game's
 * own `evaluate`, else points ahead of the best other seat). */
double mm_search_evaluate(const mm_game *game, const mm_state *state, int seat);

/* For games without an evaluation: `seat`'s points now minus the best other
 * seat's (the points alone with one seat). */
double mm_points_margin(const mm_game *game, const mm_state *state, int seat);

#endif
