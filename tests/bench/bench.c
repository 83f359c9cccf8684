/* SPDX-License-Identifier: MIT */
/* Benchmarks: prints figures, asserts nothing. Run with `cmake --build build
 * --target bench` (or ./build/tests/mm_bench). */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "monstermoon/ai.h"
#include "monstermoon/headless.h"
#include "monstermoon/i18n.h"
#include "monstermoon/sim.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* CPU time of this process: the figures are per CPU-second. */
static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
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
        mm_session *session =
            mm_headless_play_one(g, NULL, s, nseats, (uint64_t)i, why, sizeof why);
        if (!session) {
            fprintf(stderr, "bench: %s\n", why);
            return;
        }
        moves += mm_session_nmoves(session);
        mm_session_free(session);
    }
    double dt = now() - t0;
    printf("%-22s %-7s %d seats: %8.0f games/s  %6.1f us/move  (%d games, %d moves)\n", g->id, ai,
           nseats, ngames / dt, dt * 1e6 / moves, ngames, moves);
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

/* ====================================================== the simulation path */

/* Candidates asked of games that sample, as the random player asks. */
#define SAMPLES 16
/* Start positions the playouts cycle through (different seeds). */
#define NSTARTS 32
/* Playouts between two readings of the clock: reading the process's CPU
 * time is a system call (2.2 us on a virtual machine, half a playout of
 * Monsters on the Run). */
#define CLOCK_EVERY 32
/* CPU-seconds each figure is measured for ($MM_BENCH_BUDGET overrides). */
static double budget = 1.0;
#define BUDGET budget

/* One random playout through the text entries: move lists of strings and
 * `apply` with events, as everything played before the fast path existed. */
static int text_playout(const mm_game *g, mm_state *st, mm_rng *rng, mm_move_list *moves)
{
    int made = 0;
    while (!g->is_over(st)) {
        mm_move_list_clear(moves);
        if (g->legal_moves)
            g->legal_moves(st, moves);
        else
            g->sample_moves(st, rng, SAMPLES, moves);
        if (moves->n == 0)
            break;
        mm_events ev;
        ev.n = 0;
        ev.revealed = false;
        g->apply(st, moves->items[mm_rng_below(rng, (uint32_t)moves->n)], &ev);
        made++;
    }
    return made;
}

/* Random playouts per CPU-second from the start of seeded games, through
 * the fast path (copy into reused memory, codes, quiet apply) and through
 * text; returns the fast path's figure. */
static void bench_playouts(const mm_game *g, int nseats, const mm_options *opts, const char *label)
{
    char why[MM_REASON_MAX];
    mm_state *starts[NSTARTS];
    for (int i = 0; i < NSTARTS; i++) {
        starts[i] = g->new_game(opts, nseats, (uint64_t)i + 1, why, sizeof why);
        if (!starts[i]) {
            fprintf(stderr, "bench: %s\n", why);
            return;
        }
    }
    mm_sim *sim = mm_sim_new(g);
    mm_state *work = NULL;
    mm_rng rng;
    mm_rng_seed(&rng, 7);
    long games = 0, moves = 0;
    double t0 = cpu_now(), dt;
    do {
        for (int k = 0; k < CLOCK_EVERY; k++, games++) {
            mm_sim_copy(sim, &work, starts[games % NSTARTS]);
            moves += mm_sim_playout(sim, work, &rng, 100000);
        }
    } while ((dt = cpu_now() - t0) < BUDGET);
    double fast = (double)games / dt, fast_move = dt * 1e9 / (double)moves;

    mm_move_list list;
    mm_move_list_init(&list);
    long tgames = 0, tmoves = 0;
    t0 = cpu_now();
    do {
        for (int k = 0; k < CLOCK_EVERY; k++, tgames++) {
            mm_state *st = g->clone(starts[tgames % NSTARTS]);
            tmoves += text_playout(g, st, &rng, &list);
            g->free(st);
        }
    } while ((dt = cpu_now() - t0) < BUDGET);
    double text = (double)tgames / dt;
    printf("%-22s %-18s random playouts/CPU-s: fast %9.0f  text %8.0f  (x%.1f; %.0f ns/move, "
           "%.0f moves/game)%s\n",
           g->id, label, fast, text, fast / text, fast_move, (double)moves / (double)games,
           mm_sim_native(sim) ? "" : "  [no codes: text fallback]");
    mm_move_list_free(&list);
    g->free(work);
    mm_sim_free(sim);
    for (int i = 0; i < NSTARTS; i++)
        g->free(starts[i]);
}

/* A real mid-game position: seeded random moves until half of a typical
 * game's moves are made. */
static mm_state *mid_game(const mm_game *g, int nseats, const mm_options *opts, mm_sim *sim)
{
    char why[MM_REASON_MAX];
    mm_state *probe = g->new_game(opts, nseats, 42, why, sizeof why);
    if (!probe)
        return NULL;
    mm_state *mid = g->clone(probe);
    mm_rng rng;
    mm_rng_seed(&rng, 42);
    int length = mm_sim_playout(sim, probe, &rng, 100000);
    mm_rng_seed(&rng, 42);
    mm_sim_playout(sim, mid, &rng, length / 2);
    g->free(probe);
    return mid;
}

/* Copying a mid-game position and applying one of its moves, per move:
 * fast (clone_into + apply_code, quiet), fast with events (the UI's text),
 * and the text path (clone + apply of the move text + free). The difference
 * of the first two is the share of event text in applying. */
static void bench_clone_apply(const mm_game *g, int nseats, const mm_options *opts,
                              const char *label)
{
    mm_sim *sim = mm_sim_new(g);
    mm_state *mid = mid_game(g, nseats, opts, sim);
    if (!mid || g->is_over(mid)) {
        mm_sim_free(sim);
        g->free(mid);
        return;
    }
    mm_rng rng;
    mm_rng_seed(&rng, 3);
    mm_code codes[MM_MAX_CODES];
    int n = mm_sim_moves(sim, mid, &rng, codes,
                         g->legal_codes || g->legal_moves ? MM_MAX_CODES : SAMPLES);
    char(*texts)[256] = malloc((size_t)n * sizeof *texts);
    for (int i = 0; i < n; i++)
        mm_sim_text(sim, mid, codes[i], texts[i], sizeof texts[i]);
    mm_state *work = g->clone(mid);
    double t[3];
    for (int mode = 0; mode < 3; mode++) {
        long reps = 0;
        double t0 = cpu_now(), dt;
        do {
            for (int k = 0; k < 1000; k++, reps++) {
                int i = (int)(reps % n);
                mm_events ev;
                ev.n = 0;
                ev.revealed = false;
                if (mode == 2) {
                    mm_state *c = g->clone(mid);
                    g->apply(c, texts[i], &ev);
                    g->free(c);
                } else {
                    mm_sim_copy(sim, &work, mid);
                    mm_sim_apply(sim, work, codes[i], mode == 1 ? &ev : NULL);
                }
            }
        } while ((dt = cpu_now() - t0) < BUDGET / 2);
        t[mode] = dt * 1e6 / (double)reps;
    }
    double share = t[1] > t[0] ? (t[1] - t[0]) / t[1] * 100 : 0;
    printf("%-22s %-18s clone+apply per move (mid-game, %d moves): fast %.3f us, with events "
           "%.3f us (event text %.0f %%), text path %.3f us\n",
           g->id, label, n, t[0], t[1], share, t[2]);
    free(texts);
    g->free(work);
    g->free(mid);
    mm_sim_free(sim);
}

static void bench_sim(const mm_game *g, int nseats, const char *options, const char *label)
{
    mm_options opts = {0};
    char buf[128], why[MM_REASON_MAX];
    snprintf(buf, sizeof buf, "%s", options);
    for (char *kv = strtok(buf, ","); kv; kv = strtok(NULL, ","))
        mm_options_parse_kv(&opts, kv, why, sizeof why);
    bench_playouts(g, nseats, &opts, label);
    bench_clone_apply(g, nseats, &opts, label);
}

int main(int argc, char **argv)
{
    mm_i18n_init("/nonexistent", NULL, 0);
    if (getenv("MM_BENCH_BUDGET"))
        budget = atof(getenv("MM_BENCH_BUDGET"));
    /* `--sim [GAME]`: only the simulation figures (of one game). */
    bool sim_only = argc > 1 && strcmp(argv[1], "--sim") == 0;
    const char *only = sim_only && argc > 2 ? argv[2] : NULL;
    int n;
    const mm_game *const *games = mm_games(&n);
    printf("Simulation (one core; CPU time):\n");
    for (int i = 0; i < n; i++) {
        const mm_game *g = games[i];
        /* Catch the Moon's physics has its own benchmark (bench-ctm). */
        if (strcmp(g->id, "catch-the-moon") == 0 || (only && strcmp(g->id, only) != 0))
            continue;
        char label[64];
        snprintf(label, sizeof label, "%d seats", g->max_seats);
        bench_sim(g, g->max_seats, "", label);
        if (g->min_seats != g->max_seats) {
            snprintf(label, sizeof label, "%d seats", g->min_seats < 2 ? 2 : g->min_seats);
            bench_sim(g, g->min_seats < 2 ? 2 : g->min_seats, "", label);
        }
        if (strcmp(g->id, "monsters-on-the-moon") == 0)
            bench_sim(g, 4, "mode=advanced", "4 seats, walls");
    }
    if (sim_only)
        return 0;
    printf("\nRules calls and whole games (wall-clock):\n");
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
