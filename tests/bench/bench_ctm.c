/* SPDX-License-Identifier: MIT */
/* Catch the Moon benchmark: physics costs, computer-turn times, and how tall
 * the hard computer player builds alone. Prints figures, asserts nothing.
 *
 *   cmake --build build --target bench-ctm        (a quick run: 4 solo games)
 *   ./build/tests/mm_bench_ctm 40                 (the full figure: 40 games)
 *   ./build/tests/mm_bench_ctm 20 20 solo         (games 21-40 only, solo figures only)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "monstermoon/ai.h"
#include "monstermoon/games/catch_the_moon.h"
#include "monstermoon/i18n.h"

static const mm_game *G = &mm_game_catch_the_moon;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* A game the hard player built up to `moves` placements. */
static mm_state *built(uint64_t seed, int moves, const char *mode)
{
    mm_options o = {0};
    mm_options_set(&o, "mode", mode);
    char why[MM_REASON_MAX];
    mm_state *st = G->new_game(&o, 2, seed, why, sizeof why);
    mm_rng rng;
    mm_rng_seed(&rng, seed);
    for (int i = 0; i < moves && !G->is_over(st); i++) {
        char move[1024];
        if (!mm_ai_choose(mm_ai_find("ctm"), G, st, G->to_move(st), &rng, move, sizeof move) ||
            strcmp(move, "score") == 0)
            break;
        mm_events ev = {0};
        G->apply(st, move, &ev);
    }
    return st;
}

/* Validation (parse + shape query) and a placement's simulation and judging
 * (apply: release, settle, verdict), on towers of growing height. */
static void bench_placements(void)
{
    for (int moves = 0; moves <= 16; moves += 8) {
        mm_state *st = built(7, moves, "cooperative");
        const ctm_state *s = ctm_from(st);
        mm_move_list list;
        mm_move_list_init(&list);
        mm_rng rng;
        mm_rng_seed(&rng, 11);
        G->sample_moves(st, &rng, 24, &list);
        int seat = G->to_move(st), n = 0;
        char why[MM_REASON_MAX];
        double t0 = now();
        for (int r = 0; r < 20; r++)
            for (int i = 0; i < list.n; i++, n++)
                G->validate(st, seat, list.items[i], why, sizeof why);
        double t_validate = (now() - t0) / n;
        /* A copy as a computer player has it (rebuilt from the poses). */
        mm_state *view = G->view_for(st, seat);
        double t_apply = 0, settle = 0;
        int applied = 0;
        for (int i = 0; i < list.n; i++) {
            if (strcmp(list.items[i], "score") == 0)
                continue;
            mm_state *c = G->clone(view);
            mm_events ev = {0};
            double t1 = now();
            G->apply(c, list.items[i], &ev);
            t_apply += now() - t1;
            settle += ctm_from(c)->last.settle_time;
            applied++;
            G->free(c);
        }
        /* An exact copy of the real game replays every placement. */
        double t2 = now();
        mm_state *exact = G->clone(st);
        mm_events ev = {0};
        G->apply(exact, list.items[list.n - 1], &ev);
        double t_exact = now() - t2;
        printf("tower of %2d ladders: validate %6.1f us, placement (simulate + judge) %5.1f ms "
               "(%.2f s simulated), exact clone + placement %6.1f ms\n",
               s->npieces, t_validate * 1e6, t_apply * 1e3 / applied, settle / applied,
               t_exact * 1e3);
        G->free(exact);
        G->free(view);
        mm_move_list_free(&list);
        G->free(st);
    }
}

/* Seconds a computer player thinks per turn, on a mid-game tower. */
static void bench_turns(void)
{
    /* Competitive, so that nobody just scores the tower. */
    mm_state *st = built(3, 10, "competitive");
    const char *ids[] = {"random", "greedy", "ctm-easy", "ctm-medium", "ctm"};
    for (size_t k = 0; k < sizeof ids / sizeof ids[0]; k++) {
        const mm_ai *ai = mm_ai_find(ids[k]);
        mm_rng rng;
        mm_rng_seed(&rng, 5);
        const int turns = 3;
        double t0 = now();
        for (int i = 0; i < turns; i++) {
            char move[1024];
            mm_ai_choose(ai, G, st, G->to_move(st), &rng, move, sizeof move);
        }
        printf("computer turn, %-10s %8.1f ms (tower of %d)\n", ids[k], (now() - t0) * 1e3 / turns,
               ctm_from(st)->npieces);
    }
    G->free(st);
}

/* The hard player alone, cooperative: the tallest tower of each game. */
static void bench_solo(int games, int first)
{
    int tall = 0, sum_max = 0, sum_score = 0, turns = 0;
    double t0 = now(), think = 0, think_max = 0;
    for (int g = first; g < first + games; g++) {
        mm_options o = {0};
        mm_options_set(&o, "mode", "cooperative");
        char why[MM_REASON_MAX];
        mm_state *st = G->new_game(&o, 1, (uint64_t)(100 + g), why, sizeof why);
        mm_rng rng;
        /* MM_BENCH_RNG shifts the player's own randomness (a check on luck). */
        const char *shift = getenv("MM_BENCH_RNG");
        mm_rng_seed(&rng, (uint64_t)g + (shift ? (uint64_t)atoll(shift) : 0));
        int most = 0, mistakes = 0, moves = 0;
        double top = 0;
        while (!G->is_over(st)) {
            char move[1024];
            double t1 = now();
            bool chosen = mm_ai_choose(mm_ai_find("ctm"), G, st, 0, &rng, move, sizeof move);
            double dt = now() - t1;
            think += dt;
            think_max = dt > think_max ? dt : think_max;
            turns++;
            if (!chosen)
                break;
            mm_events ev = {0};
            G->apply(st, move, &ev);
            moves++;
            const ctm_state *s = ctm_from(st);
            mistakes += strcmp(move, "score") != 0 && s->last.miss != 0;
            most = s->npieces > most ? s->npieces : most;
            top = ctm_tower_top(s) > top ? ctm_tower_top(s) : top;
        }
        const ctm_state *s = ctm_from(st);
        printf("solo game %2d: tallest tower %2d ladders (%.0f cm), %d mistakes, %d scorings, "
               "best %2d points\n",
               g + 1, most, top, mistakes, s->nscorings, s->best);
        fflush(stdout);
        tall += most >= 20;
        sum_max += most;
        sum_score += s->best;
        G->free(st);
    }
    printf("hard player alone: %d of %d games reach 20 ladders (mean tallest %.1f, mean best "
           "scoring %.1f), %.1f s per game\n",
           tall, games, (double)sum_max / games, (double)sum_score / games, (now() - t0) / games);
    printf("hard player think time: %.3f s per turn on average (%d turns), longest %.3f s\n",
           think / (turns ? turns : 1), turns, think_max);
}

int main(int argc, char **argv)
{
    mm_i18n_init("/nonexistent", NULL, 0);
    int games = argc > 1 ? atoi(argv[1]) : 4;
    /* Optional: the first game's index (seed 100 + index), and "solo" to
     * skip the other figures (to split the forty games over several cores). */
    int first = argc > 2 ? atoi(argv[2]) : 0;
    if (argc <= 3 || strcmp(argv[3], "solo") != 0) {
        bench_placements();
        bench_turns();
    }
    bench_solo(games > 0 ? games : 4, first);
    return 0;
}
