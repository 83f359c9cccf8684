/* SPDX-License-Identifier: MIT */
/* The computer players every game gets: the three levels (easy, normal,
 * hard) and the two fixed yardsticks (random-legal and greedy) that tests and
 * benchmarks measure them against. Games with their own players (Catch the
 * Moon) map the levels to them. */
#include "monstermoon/ai.h"

#include <float.h>
#include <stdio.h>
#include <string.h>

#include "monstermoon/i18n.h"
#include "search.h"

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

double mm_points_margin(const mm_game *game, const mm_state *state, int seat)
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
            /* Quiet: nobody reads the events of a trial move. */
            game->apply(next, moves.items[i], NULL);
            sum += game->evaluate ? game->evaluate(next, seat)
                                  : mm_points_margin(game, next, seat);
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
    .label = N_("Computer (greedy)"),
    .choose = greedy_choose,
};

static const mm_ai random_ai = {
    .id = "random",
    .label = N_("Computer (random)"),
    .choose = random_choose,
};

/* Game-specific players (they fall back to greedy in other games). */
extern const mm_ai mm_ai_ctm, mm_ai_ctm_medium, mm_ai_ctm_easy;

/* The games whose own players stand in for the levels. */
static const struct {
    const char *game;
    const mm_ai *level[3]; /* easy, normal, hard */
} own_levels[] = {
    {"catch-the-moon", {&mm_ai_ctm_easy, &mm_ai_ctm_medium, &mm_ai_ctm}},
};

static const mm_ai *own_player(const mm_game *game, int level)
{
    for (size_t i = 0; i < sizeof own_levels / sizeof own_levels[0]; i++)
        if (strcmp(own_levels[i].game, game->id) == 0)
            return own_levels[i].level[level - 1];
    return NULL;
}

/* Easy: ranks the moves one ply ahead in one guess of the hidden cards and
 * takes one of the better third at random, so it plays sensible moves but
 * misses the best one often enough for a child to win. */
static bool easy_choose(const mm_game *game, const mm_state *view, int seat, mm_rng *rng,
                        char *move, size_t len)
{
    const mm_ai *own = own_player(game, 1);
    if (own)
        return own->choose(game, view, seat, rng, move, len);
    mm_move_list moves;
    mm_move_list_init(&moves);
    mm_search_moves(game, view, rng, 16, &moves);
    if (moves.n == 0) {
        mm_move_list_free(&moves);
        return false;
    }
    mm_state *world = game->clone(view);
    game->determinize(world, seat, rng);
    enum { EASY_MAX = 512 };
    double value[EASY_MAX];
    int order[EASY_MAX], n = moves.n < EASY_MAX ? moves.n : EASY_MAX;
    for (int i = 0; i < n; i++) {
        mm_state *next = game->clone(world);
        mm_events ev;
        ev.n = 0;
        game->apply(next, moves.items[i], &ev);
        value[i] = mm_search_evaluate(game, next, seat);
        game->free(next);
        /* Insertion into the order, best first. */
        int j = i;
        while (j > 0 && value[order[j - 1]] < value[i]) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = i;
    }
    game->free(world);
    int top = n / 3 < 2 ? (n < 2 ? n : 2) : n / 3;
    bool ok = pick_from(&moves, order[mm_rng_below(rng, (uint32_t)top)], move, len);
    mm_move_list_free(&moves);
    return ok;
}

static bool search_level(const mm_game *game, const mm_state *view, int seat, mm_rng *rng,
                         int level, char *move, size_t len)
{
    const mm_ai *own = own_player(game, level);
    if (own)
        return own->choose(game, view, seat, rng, move, len);
    mm_search_params params = mm_search_params_for(game, level, game->nseats(view));
    return mm_search_choose(game, view, seat, rng, &params, move, len, NULL);
}

static bool normal_choose(const mm_game *game, const mm_state *view, int seat, mm_rng *rng,
                          char *move, size_t len)
{
    return search_level(game, view, seat, rng, 2, move, len);
}

static bool hard_choose(const mm_game *game, const mm_state *view, int seat, mm_rng *rng,
                        char *move, size_t len)
{
    return search_level(game, view, seat, rng, 3, move, len);
}

static const mm_ai easy_ai = {
    .id = "easy",
    .label = N_("Computer (easy)"),
    .level = 1,
    .choose = easy_choose,
};

static const mm_ai normal_ai = {
    .id = "normal",
    .label = N_("Computer (normal)"),
    .level = 2,
    .choose = normal_choose,
};

static const mm_ai hard_ai = {
    .id = "hard",
    .label = N_("Computer (hard)"),
    .level = 3,
    .choose = hard_choose,
};

/* The first is the default ("cpu"). */
static const mm_ai *const ais[] = {&normal_ai, &easy_ai,    &hard_ai,          &greedy_ai,
                                   &random_ai, &mm_ai_ctm, &mm_ai_ctm_medium, &mm_ai_ctm_easy};

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
    (void)game_id;
    return mm_ai_default();
}

int mm_ai_offered(const mm_ai *out[], int max)
{
    const mm_ai *levels[] = {&easy_ai, &normal_ai, &hard_ai};
    int n = 0;
    for (int i = 0; i < 3 && n < max; i++)
        out[n++] = levels[i];
    return n;
}

bool mm_ai_hint(const mm_game *game, const mm_state *view, int seat, mm_rng *rng, char *move,
                size_t len, char *why, size_t why_len)
{
    why[0] = '\0';
    if (game->to_move(view) != seat)
        return false;
    const mm_ai *own = own_player(game, 3);
    mm_search_report report = {0};
    bool ok;
    if (own) {
        ok = own->choose(game, view, seat, rng, move, len);
        report.value = -1;
    } else {
        mm_search_params params = mm_search_params_for(game, 3, game->nseats(view));
        ok = mm_search_choose(game, view, seat, rng, &params, move, len, &report);
    }
    if (!ok)
        return false;
    /* Points the move brings at once, in one guess of the hidden cards. */
    mm_state *world = game->clone(view);
    game->determinize(world, seat, rng);
    mm_result before, after;
    game->result(world, &before);
    mm_events ev;
    ev.n = 0;
    game->apply(world, move, &ev);
    game->result(world, &after);
    int gain = after.total[seat] - before.total[seat];
    bool ends = game->is_over(world);
    game->free(world);
    if (ends && after.winner[seat])
        snprintf(why, why_len, "%s", _("It ends the game with you among the winners."));
    else if (gain > 0)
        snprintf(why, why_len, _("It scores %+d at once."), gain);
    else if (report.candidates <= 1)
        snprintf(why, why_len, "%s", _("It is the only move there is."));
    else if (report.value >= 0 && report.runner_up >= 0)
        snprintf(why, why_len,
                 _("Looking ahead it does best of %d moves: %d %% against %d %% for the next "
                   "best."),
                 report.candidates, (int)(report.value * 100 + 0.5),
                 (int)(report.runner_up * 100 + 0.5));
    else
        snprintf(why, why_len, "%s", _("It is the computer's best guess."));
    return true;
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
