/* SPDX-License-Identifier: MIT */
/* Benchmarks: prints figures, asserts nothing. Run with `cmake --build build
 * --target bench` (or ./build/tests/mm_bench). */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "monstermoon/ai.h"
#include "monstermoon/headless.h"
#include "monstermoon/i18n.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void seats(mm_seat *s, int n, const char *ai)
{
    for (int i = 0; i < n; i++) {
        memset(&s[i], 0, sizeof s[i]);
        s[i].kind = MM_SEAT_CPU;
        snprintf(s[i].ai, sizeof s[i].ai, "%s", ai);
    }
}

/* Whole computer-only games per second. */
static void bench_games(const mm_game *g, const char *ai, int nseats, int ngames)
{
    mm_seat s[MM_MAX_SEATS];
    seats(s, nseats, ai);
    char why[MM_REASON_MAX];
    int moves = 0;
    double t0 = now();
    for (int i = 0; i < ngames; i++) {
        mm_session *session = mm_headless_play_one(g, NULL, s, nseats, (uint64_t)i, why, sizeof why);
        if (!session) {
            fprintf(stderr, "bench: %s\n", why);
            return;
        }
        moves += mm_session_nmoves(session);
        mm_session_free(session);
    }
    double dt = now() - t0;
    printf("%-22s %-7s %d seats: %8.0f games/s  %6.1f us/move  (%d games, %d moves)\n", g->id,
           ai, nseats, ngames / dt, dt * 1e6 / moves, ngames, moves);
}

/* Rules primitives on a mid-game position. */
static void bench_rules(const mm_game *g)
{
    char why[MM_REASON_MAX];
    mm_state *st = g->new_game(NULL, 4, 42, why, sizeof why);
    mm_move_list moves;
    mm_move_list_init(&moves);
    const int n = 200000;
    double t0 = now();
    for (int i = 0; i < n; i++) {
        mm_move_list_clear(&moves);
        g->legal_moves(st, &moves);
    }
    double t_legal = (now() - t0) / n;
    t0 = now();
    for (int i = 0; i < n; i++)
        g->validate(st, g->to_move(st), moves.items[i % moves.n], why, sizeof why);
    double t_validate = (now() - t0) / n;
    t0 = now();
    for (int i = 0; i < n; i++) {
        mm_state *c = g->clone(st);
        mm_events ev;
        ev.n = 0;
        g->apply(c, moves.items[i % moves.n], &ev);
        g->free(c);
    }
    double t_apply = (now() - t0) / n;
    printf("%-22s legal_moves %.2f us, validate %.2f us, clone+apply %.2f us\n", g->id,
           t_legal * 1e6, t_validate * 1e6, t_apply * 1e6);
    mm_move_list_free(&moves);
    g->free(st);
}

int main(void)
{
    mm_i18n_init("/nonexistent", NULL, 0);
    int n;
    const mm_game *const *games = mm_games(&n);
    for (int i = 0; i < n; i++) {
        /* Continuous games (no move list, physics) have their own benchmark. */
        if (!games[i]->legal_moves)
            continue;
        bench_rules(games[i]);
        bench_games(games[i], "random", games[i]->max_seats, 2000);
        bench_games(games[i], "greedy", games[i]->min_seats, 500);
        bench_games(games[i], "greedy", games[i]->max_seats, 500);
    }
    return 0;
}
