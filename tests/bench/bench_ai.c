/* SPDX-License-Identifier: MIT */
/* The computer players' strength and thinking time, measured against the
 * fixed yardstick cpu:greedy over seeded games. Prints figures, asserts
 * nothing.
 *
 *   mm_bench_ai [GAMES [GAME-FILTER [PART [FIRST-SEED]]]]
 *
 * GAMES is the number of seeded games per configuration and seat order
 * (default 20; the strength targets are judged on >= 1000). GAME-FILTER
 * keeps the setup of that exact name, else the setups whose name contains
 * it ("all" for every one: "zombeasts" is both Zombeasts setups,
 * "=zombeasts" only the one without the master). PART is
 * "hard2", "hard3", "hard4", "normal" or "all". The seeds run from
 * FIRST-SEED (default 1000), so batches of seeds can run one after another
 * or on separate cores. A shared win counts as the share of it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/ai.h"
#include "monstermoon/headless.h"
#include "monstermoon/i18n.h"

static int first_seed = 1000;

typedef struct setup {
    const char *name, *game, *option;
} setup;

static const setup setups[] = {
    {"moon-standard", "monsters-on-the-moon", "mode=standard"},
    {"moon-advanced", "monsters-on-the-moon", "mode=advanced"},
    {"zombeasts", "zombeasts", "master=0"},
    {"zombeasts-master", "zombeasts", "master=1"},
    {"monsters-on-the-run", "monsters-on-the-run", NULL},
    {"monster-factory", "monster-factory", NULL},
};

/* One player `ai` at `seat` among greedy opponents, over `games` seeds:
 * its win share, and its decision times added to `times`. */
static double share(const setup *st, const char *ai, int nseats, int seat_of(int game), int games,
                    mm_think_times *times, int *played)
{
    const mm_game *g = mm_game_find(st->game);
    mm_options opts = {0};
    char why[MM_REASON_MAX];
    if (st->option && !mm_options_parse_kv(&opts, st->option, why, sizeof why)) {
        fprintf(stderr, "bench-ai: %s\n", why);
        exit(1);
    }
    double won = 0;
    for (int k = 0; k < games; k++) {
        int at = seat_of(k) % nseats;
        mm_seat seats[MM_MAX_SEATS];
        for (int i = 0; i < nseats; i++) {
            memset(&seats[i], 0, sizeof seats[i]);
            seats[i].kind = MM_SEAT_CPU;
            snprintf(seats[i].ai, sizeof seats[i].ai, "%s", i == at ? ai : "greedy");
        }
        mm_think_times t = {0};
        mm_session *s = mm_headless_play_timed(g, &opts, seats, nseats, first_seed + (uint64_t)k,
                                               &t, why, sizeof why);
        if (!s) {
            fprintf(stderr, "bench-ai: %s\n", why);
            exit(1);
        }
        mm_result r;
        g->result(s->state, &r);
        int winners = 0;
        for (int i = 0; i < nseats; i++)
            winners += r.winner[i];
        if (r.winner[at] && winners)
            won += 1.0 / winners;
        for (int i = 0; i < t.n[at]; i++)
            mm_think_times_add(times, 0, t.ms[at][i]);
        mm_think_times_free(&t);
        mm_session_free(s);
        (*played)++;
    }
    return won;
}

static int seat_first(int k)
{
    (void)k;
    return 0;
}

static int seat_second(int k)
{
    (void)k;
    return 1;
}

static int seat_rotating(int k)
{
    return k;
}

static void print_times(const char *what, mm_think_times *t)
{
    double mean, p99, max;
    int n = t->n[0];
    mm_think_summary(t->ms[0], n, &mean, &p99, &max);
    printf("    %-7s decisions %6d  mean %7.1f ms  p99 %7.1f ms  max %7.1f ms\n", what, n, mean,
           p99, max);
}

int main(int argc, char **argv)
{
    char why[MM_REASON_MAX];
    mm_i18n_init("/nonexistent", why, sizeof why);
    int games = argc > 1 ? atoi(argv[1]) : 20;
    const char *filter = argc > 2 ? argv[2] : "all";
    const char *part = argc > 3 ? argv[3] : "all";
    if (games < 1) {
        fprintf(stderr, "usage: mm_bench_ai [GAMES [GAME-FILTER [PART [FIRST-SEED]]]]\n");
        return 2;
    }
    if (argc > 4)
        first_seed = atoi(argv[4]);
    bool all_parts = strcmp(part, "all") == 0;
    printf("seeded games per configuration and seat order: %d (seeds %d..%d)\n", games, first_seed,
           first_seed + games - 1);
    for (size_t i = 0; i < sizeof setups / sizeof setups[0]; i++) {
        const setup *st = &setups[i];
        if (filter[0] == '=' ? strcmp(st->name, filter + 1) != 0
                             : strcmp(filter, "all") != 0 && !strstr(st->name, filter))
            continue;
        printf("%s\n", st->name);
        fflush(stdout);
        mm_think_times hard = {0}, normal = {0};
        if (all_parts || strcmp(part, "hard2") == 0) {
            int n = 0;
            double w = share(st, "hard", 2, seat_first, games, &hard, &n);
            w += share(st, "hard", 2, seat_second, games, &hard, &n);
            printf("  hard vs greedy, 2 players:      %6.1f %% of %d games (target >= 75 %%)\n",
                   100 * w / n, n);
            fflush(stdout);
        }
        for (int np = 3; np <= 4; np++) {
            char name[16];
            snprintf(name, sizeof name, "hard%d", np);
            if (!all_parts && strcmp(part, name) != 0)
                continue;
            int n = 0;
            double w = share(st, "hard", np, seat_rotating, games, &hard, &n);
            printf("  one hard among greedy, %d players: %5.1f %% of %d games = %.2fx fair share "
                   "(target >= 2x)\n",
                   np, 100 * w / n, n, w / n * np);
            fflush(stdout);
        }
        if (all_parts || strcmp(part, "normal") == 0) {
            int n = 0;
            double w = share(st, "normal", 2, seat_first, games, &normal, &n);
            w += share(st, "normal", 2, seat_second, games, &normal, &n);
            printf("  normal vs greedy, 2 players:    %6.1f %% of %d games (target > 50 %%)\n",
                   100 * w / n, n);
        }
        if (hard.n[0])
            print_times("hard", &hard);
        if (normal.n[0])
            print_times("normal", &normal);
        fflush(stdout);
        mm_think_times_free(&hard);
        mm_think_times_free(&normal);
    }
    return 0;
}
