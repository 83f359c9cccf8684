/* SPDX-License-Identifier: MIT */
/* Catch the Moon: properties that hold after every move of many seeded
 * games between computer players (1-6 players, both modes). Physics makes
 * games slow, so this plays a few dozen short ones. */
#include "test_ctm_support.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "monstermoon/ai.h"

#define NGAMES 36

static const mm_game *G = &mm_game_catch_the_moon;

typedef struct game_ctx {
    uint64_t seed;
    int nseats;
    ctm_mode mode;
} game_ctx;

#define FAIL(ctx, ...)                                                                             \
    do {                                                                                           \
        char msg_[2048];                                                                           \
        snprintf(msg_, sizeof msg_, __VA_ARGS__);                                                  \
        fail_msg("seed %llu, %d players, %s: %s", (unsigned long long)(ctx)->seed, (ctx)->nseats,  \
                 (ctx)->mode == CTM_COOPERATIVE ? "cooperative" : "competitive", msg_);            \
    } while (0)

static void check_invariants(const game_ctx *ctx, const ctm_state *s)
{
    /* Every ladder is in exactly one place. */
    if (ctm_test_ladders_accounted(s) != CTM_NLADDERS)
        FAIL(ctx, "ladders lost");
    /* Raindrops: what the supply lost, the players hold. */
    int initial = s->mode == CTM_COOPERATIVE ? CTM_DROPS_COOPERATIVE : CTM_DROPS_COMPETITIVE;
    int held = 0;
    for (int i = 0; i < s->nseats; i++)
        held += s->drops[i];
    if (s->drops_left < 0 || held + s->drops_left != initial)
        FAIL(ctx, "raindrops: %d held + %d left", held, s->drops_left);
    /* Both start ladders always stand in the cloud, in different sockets. */
    int starts = 0, socket0 = -1;
    for (int i = 0; i < s->npieces; i++) {
        const ctm_piece *p = &s->pieces[i];
        if (p->ladder < 2) {
            starts++;
            if (p->socket < 0 || p->socket == socket0)
                FAIL(ctx, "start ladder %d not in its own socket", p->ladder);
            socket0 = p->socket;
        } else if (p->socket >= 0) {
            FAIL(ctx, "ladder %d stands in a socket", p->ladder);
        }
        double b, t;
        ctm_extent(p->ladder, p->pose, &b, &t);
        if (b < -0.5 || !isfinite(p->pose.x))
            FAIL(ctx, "ladder %d is below the table", p->ladder);
    }
    if (starts != s->nstarted)
        FAIL(ctx, "%d start ladders, %d put in", starts, s->nstarted);
    /* Scorings. */
    if (s->nscorings > CTM_MAX_SCORINGS || (s->mode != CTM_COOPERATIVE && s->nscorings))
        FAIL(ctx, "%d scorings", s->nscorings);
    int best = 0;
    for (int k = 0; k < s->nscorings; k++) {
        const ctm_scoring *sc = &s->scorings[k];
        if (sc->points != sc->partly + 3 * sc->fully)
            FAIL(ctx, "scoring %d adds up wrong", k);
        best = sc->points > best ? sc->points : best;
    }
    if (best != s->best)
        FAIL(ctx, "best %d, scorings say %d", s->best, best);
    /* Turn and end. */
    if (s->end == CTM_END_NONE && s->nstarted == 2) {
        if (s->ladder < CTM_NSTRAIGHT || s->current < 0 || s->current >= s->nseats)
            FAIL(ctx, "nobody holds a ladder");
        if (s->final && (!s->finalist[s->current] || s->face != CTM_FACE_MOON))
            FAIL(ctx, "final turn for a non-finalist or without the moon");
        if (s->drops_left == 0 && !s->final)
            FAIL(ctx, "no raindrops left but the game goes on");
    } else if (s->end != CTM_END_NONE) {
        int winners = 0;
        for (int i = 0; i < s->nseats; i++)
            winners += s->winner[i];
        if (winners == 0 || s->ladder != -1)
            FAIL(ctx, "ended without winners");
        if (s->mode == CTM_COOPERATIVE && winners != s->nseats)
            FAIL(ctx, "the team did not end together");
        if (s->end == CTM_END_FOUR_DROPS &&
            (s->nseats != 2 || s->drops[0] + s->drops[1] < 4 || s->winner[0] == s->winner[1]))
            FAIL(ctx, "four-raindrop end is wrong");
        if (s->mode == CTM_COMPETITIVE && !s->final && s->end != CTM_END_FOUR_DROPS) {
            int fewest = 100;
            for (int i = 0; i < s->nseats; i++)
                fewest = s->drops[i] < fewest ? s->drops[i] : fewest;
            for (int i = 0; i < s->nseats; i++)
                if (s->winner[i] != (s->drops[i] == fewest))
                    FAIL(ctx, "winner %d does not hold the fewest raindrops", i);
        }
        if (s->end == CTM_END_RAINDROPS && s->drops_left != 0)
            FAIL(ctx, "raindrop end with raindrops left");
    }
}

static void play_one(const game_ctx *ctx, const char *ai_id)
{
    mm_seat seats[MM_MAX_SEATS];
    mm_test_cpu_seats(seats, ctx->nseats, ai_id);
    /* Mix in the easy ladder climber: its placements reach higher towers. */
    snprintf(seats[0].ai, sizeof seats[0].ai, "ctm-easy");
    mm_options o = {0};
    mm_options_set(&o, "mode", ctx->mode == CTM_COOPERATIVE ? "cooperative" : "competitive");
    char why[MM_REASON_MAX];
    mm_session *session = mm_session_new(G, &o, seats, ctx->nseats, ctx->seed, why, sizeof why);
    if (!session)
        FAIL(ctx, "%s", why);
    mm_rng rng;
    mm_rng_seed(&rng, ctx->seed * 7 + 1);
    int moves = 0;
    check_invariants(ctx, ctm_from(session->state));
    while (!G->is_over(session->state)) {
        if (++moves > 200)
            FAIL(ctx, "the game does not end");
        int seat = G->to_move(session->state);
        const mm_ai *ai = mm_ai_find(session->rec.seats[seat].ai);
        char move[1024];
        if (!mm_ai_choose(ai, G, session->state, seat, &rng, move, sizeof move))
            FAIL(ctx, "seat %d found no move", seat);
        mm_events ev;
        if (!mm_session_play(session, seat, move, &ev, why, sizeof why))
            FAIL(ctx, "move '%s' refused: %s", move, why);
        check_invariants(ctx, ctm_from(session->state));
        /* The events say what the verdict says. */
        const ctm_state *s = ctm_from(session->state);
        if (strcmp(move, "score") != 0 && strncmp(move, "socket", 6) != 0) {
            bool drop = false;
            for (int i = 0; i < ev.n; i++)
                drop |= ev.ev[i].kind == CTM_EV_RAINDROP || ev.ev[i].kind == CTM_EV_KNOCKED;
            if (drop != (s->last.miss != 0))
                FAIL(ctx, "a mistake without a raindrop (or the other way round)");
        }
    }
    mm_result r;
    G->result(session->state, &r);
    if (r.nrows < 2 || r.nseats != ctx->nseats)
        FAIL(ctx, "result rows");
    mm_session_free(session);
}

static void test_random_games_keep_the_invariants(void **state)
{
    (void)state;
    for (int i = 0; i < NGAMES; i++) {
        game_ctx ctx = {(uint64_t)(1000 + i), 1 + i % 6,
                        i % 6 == 0 || i % 2 ? CTM_COOPERATIVE : CTM_COMPETITIVE};
        play_one(&ctx, "random");
    }
}

static void test_greedy_games_keep_the_invariants(void **state)
{
    (void)state;
    /* Greedy simulates every candidate four times: one game is plenty. */
    game_ctx ctx = {2000, 2, CTM_COMPETITIVE};
    play_one(&ctx, "greedy");
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_games_keep_the_invariants),
        cmocka_unit_test(test_greedy_games_keep_the_invariants),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
