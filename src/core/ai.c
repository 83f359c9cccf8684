/* SPDX-License-Identifier: MIT */
/* The computer players every game gets: random-legal and greedy. Stronger,
 * game-specific players can join this table later. */
#include "monstermoon/ai.h"

#include <float.h>
#include <stdio.h>
#include <string.h>

#include "monstermoon/i18n.h"

/* How many hidden-information samples the greedy player averages over. */
#define GREEDY_SAMPLES 4

static bool pick_from(const mm_move_list *moves, int index, char *move, size_t len)
{
    if (index < 0 || index >= moves->n)
        return false;
    snprintf(move, len, "%s", moves->items[index]);
    return true;
}

/* Legal moves, or sampled candidates for games whose moves are continuous. */
static void candidates(const mm_game *game, const mm_state *view, mm_rng *rng, int max,
                       mm_move_list *out)
{
    if (game->legal_moves)
        game->legal_moves(view, out);
    else if (game->sample_moves)
        game->sample_moves(view, rng, max, out);
}

static bool random_choose(const mm_game *game, const mm_state *view, int seat, mm_rng *rng,
                          char *move, size_t len)
{
    (void)seat;
    mm_move_list moves;
    mm_move_list_init(&moves);
    candidates(game, view, rng, 16, &moves);
    bool ok = moves.n > 0 && pick_from(&moves, (int)mm_rng_below(rng, (uint32_t)moves.n),
                                       move, len);
    mm_move_list_free(&moves);
    return ok;
}

static double default_evaluate(const mm_game *game, const mm_state *state, int seat)
{
    mm_result r;
    game->result(state, &r);
    int best_other = -1000000;
    for (int i = 0; i < r.nseats; i++)
        if (i != seat && r.total[i] > best_other)
            best_other = r.total[i];
    return r.total[seat] - (r.nseats > 1 ? best_other : 0);
}

/* One ply: the move whose resulting position evaluates best, averaged over a
 * few determinizations of what the player cannot see. Ties break randomly. */
static bool greedy_choose(const mm_game *game, const mm_state *view, int seat, mm_rng *rng,
                          char *move, size_t len)
{
    mm_move_list moves;
    mm_move_list_init(&moves);
    candidates(game, view, rng, 24, &moves);
    if (moves.n == 0) {
        mm_move_list_free(&moves);
        return false;
    }
    mm_state *worlds[GREEDY_SAMPLES];
    for (int w = 0; w < GREEDY_SAMPLES; w++) {
        worlds[w] = game->clone(view);
        game->determinize(worlds[w], seat, rng);
    }
    double best = -DBL_MAX;
    int best_index = 0, ties = 0;
    for (int i = 0; i < moves.n; i++) {
        double sum = 0;
        for (int w = 0; w < GREEDY_SAMPLES; w++) {
            mm_state *next = game->clone(worlds[w]);
            mm_events ev = {0};
            game->apply(next, moves.items[i], &ev);
            sum += game->evaluate ? game->evaluate(next, seat)
                                  : default_evaluate(game, next, seat);
            game->free(next);
        }
        double value = sum / GREEDY_SAMPLES;
        if (value > best + 1e-9) {
            best = value;
            best_index = i;
            ties = 1;
        } else if (value > best - 1e-9 && mm_rng_below(rng, (uint32_t)++ties) == 0) {
            best_index = i;
        }
    }
    for (int w = 0; w < GREEDY_SAMPLES; w++)
        game->free(worlds[w]);
    bool ok = pick_from(&moves, best_index, move, len);
    mm_move_list_free(&moves);
    return ok;
}

static const mm_ai greedy_ai = {
    .id = "greedy",
    .label = N_("Computer"),
    .choose = greedy_choose,
};

static const mm_ai random_ai = {
    .id = "random",
    .label = N_("Computer (easy)"),
    .choose = random_choose,
};

/* Game-specific players (they fall back to greedy in other games). */
extern const mm_ai mm_ai_ctm, mm_ai_ctm_medium, mm_ai_ctm_easy;

static const mm_ai *const ais[] = {&greedy_ai, &random_ai, &mm_ai_ctm, &mm_ai_ctm_medium,
                                   &mm_ai_ctm_easy};

const mm_ai *const *mm_ais(int *count)
{
    *count = (int)(sizeof ais / sizeof ais[0]);
    return ais;
}

const mm_ai *mm_ai_find(const char *id)
{
    for (size_t i = 0; i < sizeof ais / sizeof ais[0]; i++)
        if (strcmp(ais[i]->id, id) == 0)
            return ais[i];
    return NULL;
}

const mm_ai *mm_ai_default(void)
{
    return ais[0];
}

bool mm_ai_plays(const mm_ai *ai, const char *game_id)
{
    return !ai->game || (game_id && strcmp(ai->game, game_id) == 0);
}

const mm_ai *mm_ai_best_for(const char *game_id)
{
    for (size_t i = 0; i < sizeof ais / sizeof ais[0]; i++)
        if (ais[i]->game && mm_ai_plays(ais[i], game_id))
            return ais[i];
    return mm_ai_default();
}

bool mm_ai_choose(const mm_ai *ai, const mm_game *game, const mm_state *state, int seat,
                  mm_rng *rng, char *move, size_t len)
{
    mm_state *view = game->view_for(state, seat);
    if (!view)
        return false;
    bool ok = ai->choose(game, view, seat, rng, move, len);
    game->free(view);
    return ok;
}
