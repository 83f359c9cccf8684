/* SPDX-License-Identifier: MIT */
/* Monsters on the Moon: who wins 4-player games. Prints, per mode, each
 * monster's share of the wins and the start player's share over seeded
 * computer-only games (shared wins count for every winner, so shares can add
 * up to a little over 100 %).
 *
 *   mm_bench_motm [GAMES [PLAYER [MODE [SEATS [FIRST]]]]]
 *     GAMES   games per mode (default 1000)
 *     PLAYER  computer player for every seat: greedy (default), random, or a
 *             level (hard: about 3.5 s of CPU per game)
 *     MODE    standard, advanced or both (default)
 *     SEATS   players, 2-4 (default 4; the skeleton plays only with 4)
 *     FIRST   the first seed (default 1; games use FIRST .. FIRST+GAMES-1), so
 *             slow players can be measured in batches whose counts add up
 *   MOTM_BENCH_DEALT=1 lets chance choose the monsters (as greedy's choice is
 *   random), so that with searching players a monster's share is not the share
 *   of the seat that always takes it.
 *   MOTM_BENCH_VERBOSE=1 adds a line per game: the monsters in turn order from
 *   the start player, the winners starred. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "monstermoon/ai.h"
#include "monstermoon/games/monsters_on_the_moon.h"
#include "monstermoon/headless.h"
#include "monstermoon/i18n.h"
#include "monstermoon/session.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* A game like mm_headless_play_one's, but the monsters are chosen by chance
 * (cpu:random, as greedy's choice is) and the rest by the seats' player.
 * Searching players find the monsters about equal at the choice and break
 * the tie the same way every game, so the start player would always take
 * the same monster and that monster's share would be the start seat's. */
static mm_session *play_dealt(const mm_game *g, const mm_options *opts, const mm_seat *seats,
                              int nseats, uint64_t seed, char *why, size_t why_len)
{
    mm_session *s = mm_session_new(g, opts, seats, nseats, seed, why, why_len);
    if (!s)
        return NULL;
    mm_rng rng;
    mm_rng_seed(&rng, seed ^ 0x6465616c74ULL);
    const mm_ai *chance = mm_ai_find("random"), *ai = mm_ai_find(seats[0].ai);
    int seat;
    while ((seat = g->to_move(s->state)) != MM_NOBODY) {
        const mm_ai *who = motm_from(s->state)->phase == MOTM_PHASE_MONSTER ? chance : ai;
        char move[1024], reason[MM_REASON_MAX];
        if (mm_session_nmoves(s) > 2000 ||
            !mm_ai_choose(who, g, s->state, seat, &rng, move, sizeof move) ||
            !mm_session_play(s, seat, move, NULL, reason, sizeof reason)) {
            snprintf(why, why_len, "seed %llu: seat %d found no legal move",
                     (unsigned long long)seed, seat + 1);
            mm_session_free(s);
            return NULL;
        }
    }
    return s;
}

static bool dealt;

static int shares(const char *mode, const char *ai, int ngames, int nseats, uint64_t first)
{
    const mm_game *g = &mm_game_monsters_on_the_moon;
    mm_seat seats[4];
    for (int i = 0; i < nseats; i++) {
        memset(&seats[i], 0, sizeof seats[i]);
        seats[i].kind = MM_SEAT_CPU;
        snprintf(seats[i].ai, sizeof seats[i].ai, "%s", ai);
    }
    mm_options opts = {0};
    mm_options_set(&opts, "mode", mode);
    int wins[MOTM_NMONSTERS] = {0}, starter_wins = 0, shared = 0;
    const char *env = getenv("MOTM_BENCH_VERBOSE");
    bool verbose = env && *env && strcmp(env, "0") != 0;
    char why[MM_REASON_MAX];
    double t0 = now();
    for (int i = 0; i < ngames; i++) {
        mm_session *s = dealt ? play_dealt(g, &opts, seats, nseats, first + (uint64_t)i, why,
                                           sizeof why)
                              : mm_headless_play_one(g, &opts, seats, nseats,
                                                     first + (uint64_t)i, why, sizeof why);
        if (!s) {
            fprintf(stderr, "bench_motm: %s\n", why);
            return 1;
        }
        const motm_state *st = motm_from(s->state);
        mm_result r;
        g->result(s->state, &r);
        int nwin = 0;
        for (int seat = 0; seat < nseats; seat++) {
            if (!r.winner[seat])
                continue;
            nwin++;
            wins[st->monster[seat]]++;
            starter_wins += seat == st->starter;
        }
        shared += nwin > 1;
        if (verbose) {
            /* One line per game: each monster by its place in turn order from the start
             * player, a star on the winners. */
            printf("seed %llu:", (unsigned long long)(first + (uint64_t)i));
            for (int k = 0; k < nseats; k++) {
                int seat = (st->starter + k) % nseats;
                printf(" %s%s", motm_monster_key(st->monster[seat]), r.winner[seat] ? "*" : "");
            }
            printf("\n");
        }
        mm_session_free(s);
    }
    double dt = now() - t0;
    printf("%-8s %-6s %d seats %5d games (seeds %llu-%llu%s):", mode, ai, nseats, ngames,
           (unsigned long long)first, (unsigned long long)(first + (uint64_t)ngames - 1),
           dealt ? ", monsters by chance" : "");
    for (int m = 0; m < (nseats == 4 ? MOTM_NMONSTERS : MOTM_SKELETON); m++)
        printf("  %s %5.1f %% (%d)", motm_monster_key(m), 100.0 * wins[m] / ngames, wins[m]);
    printf("  | start player %5.1f %% (%d)  shared wins %d  [%.1f s]\n",
           100.0 * starter_wins / ngames, starter_wins, shared, dt);
    return 0;
}

int main(int argc, char **argv)
{
    mm_i18n_init("/nonexistent", NULL, 0);
    int ngames = argc > 1 ? atoi(argv[1]) : 1000;
    const char *ai = argc > 2 ? argv[2] : "greedy";
    const char *mode = argc > 3 ? argv[3] : "both";
    int nseats = argc > 4 ? atoi(argv[4]) : 4;
    long long first = argc > 5 ? atoll(argv[5]) : 1;
    if (ngames <= 0 || !mm_ai_find(ai) || nseats < 2 || nseats > 4 || first < 1 ||
        (strcmp(mode, "both") != 0 && strcmp(mode, "standard") != 0 &&
         strcmp(mode, "advanced") != 0)) {
        fprintf(stderr, "usage: mm_bench_motm [GAMES [greedy|random|hard [standard|advanced|both "
                        "[2-4 [FIRST]]]]]\n");
        return 2;
    }
    const char *deal = getenv("MOTM_BENCH_DEALT");
    dealt = deal && *deal && strcmp(deal, "0") != 0;
    int rc = 0;
    if (strcmp(mode, "advanced") != 0)
        rc |= shares("standard", ai, ngames, nseats, (uint64_t)first);
    if (strcmp(mode, "standard") != 0)
        rc |= shares("advanced", ai, ngames, nseats, (uint64_t)first);
    return rc;
}
