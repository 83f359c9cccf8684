/* SPDX-License-Identifier: MIT */
/* The fast simulation path against the text path: many seeded games of every
 * game with moves to list or sample, played in lockstep through both (random
 * and greedy choices, also from determinized views). At every position the
 * deciding seat, the moves (same list in the same order, texts round-tripping
 * through codes), the events of each move (when asked for) and the result
 * must agree; at the end the record made through codes replays to the same
 * result. */
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/ai.h"
#include "monstermoon/sim.h"
#include "toy_game.h"

/* Candidates asked of games that sample (as the random player asks). */
#define SAMPLES 16
#define MAX_MOVES 4000

typedef struct lockstep {
    const mm_game *g;
    mm_sim *sim;
    const mm_options *opts;
    uint64_t seed;
    int nseats;
    char where[160];
} lockstep;

/* Where a check is: the game and the move number. */
typedef struct run {
    const char *where;
    const mm_game *g;
    int step;
} run;

#define FAIL(r, ...)                                                                               \
    do {                                                                                           \
        char msg_[2400];                                                                           \
        snprintf(msg_, sizeof msg_, __VA_ARGS__);                                                  \
        fail_msg("%s, move %d: %s", (r)->where, (r)->step, msg_);                                  \
    } while (0)

static void same_events(const run *r, const mm_events *a, const mm_events *b)
{
    if (a->n != b->n || a->revealed != b->revealed)
        FAIL(r, "text path: %d events (revealed %d), code path: %d (revealed %d)", a->n,
             a->revealed, b->n, b->revealed);
    for (int i = 0; i < a->n; i++) {
        const mm_event *x = &a->ev[i], *y = &b->ev[i];
        if (x->kind != y->kind || x->seat != y->seat || x->a != y->a || x->b != y->b ||
            x->c != y->c || x->d != y->d || strcmp(x->text, y->text) != 0)
            FAIL(r, "event %d differs: %d/%d %d %d %d %d '%s' vs %d/%d %d %d %d %d '%s'", i,
                 x->kind, x->seat, x->a, x->b, x->c, x->d, x->text, y->kind, y->seat, y->a, y->b,
                 y->c, y->d, y->text);
    }
}

static void same_result(const run *r, const mm_state *a, const mm_state *b)
{
    const mm_game *g = r->g;
    mm_result x, y;
    g->result(a, &x);
    g->result(b, &y);
    if (memcmp(&x, &y, sizeof x) != 0)
        FAIL(r, "results differ (totals %d,%d vs %d,%d)", x.total[0], x.total[1], y.total[0],
             y.total[1]);
    if (g->to_move(a) != g->to_move(b) || g->is_over(a) != g->is_over(b))
        FAIL(r, "text path: seat %d to move, code path: seat %d", g->to_move(a), g->to_move(b));
}

/* Plays one game (or the rest of one) through both paths: `text` with `apply`
 * on move texts, `fast` with codes through `mm_sim`, copying the position
 * into reused memory before every move. `greedy_seat` (or -1) chooses with
 * the greedy player, the others at random. Fills `record` with the texts. */
static int play_lockstep(const lockstep *ls, mm_state *text, mm_state **fast, mm_rng *choice,
                         int greedy_seat, mm_move_list *record)
{
    const mm_game *g = ls->g;
    mm_sim *sim = ls->sim;
    mm_state *spare = NULL;
    mm_move_list moves;
    mm_move_list_init(&moves);
    static mm_code codes[MM_MAX_CODES];
    run r = {ls->where, g, 0};
    char buf[1024], why[MM_REASON_MAX];
    for (; !g->is_over(text); r.step++) {
        if (r.step >= MAX_MOVES)
            FAIL(&r, "the game does not end");
        same_result(&r, text, *fast);
        int seat = g->to_move(text);
        /* The same numbers drive both samplers. */
        mm_rng sample_text = *choice, sample_fast = *choice;
        mm_rng_next(choice);
        mm_move_list_clear(&moves);
        int n;
        if (g->legal_moves) {
            g->legal_moves(text, &moves);
            n = mm_sim_moves(sim, *fast, &sample_fast, codes, MM_MAX_CODES);
        } else {
            g->sample_moves(text, &sample_text, SAMPLES, &moves);
            n = mm_sim_moves(sim, *fast, &sample_fast, codes, SAMPLES);
        }
        if (n != moves.n)
            FAIL(&r, "%d moves as text, %d as codes", moves.n, n);
        if (n == 0)
            FAIL(&r, "no move for seat %d", seat);
        for (int i = 0; i < n; i++) {
            mm_sim_text(sim, *fast, codes[i], buf, sizeof buf);
            if (strcmp(buf, moves.items[i]) != 0)
                FAIL(&r, "move %d is '%s' as text but code %llx reads '%s'", i, moves.items[i],
                     (unsigned long long)codes[i], buf);
            mm_code back;
            if (!mm_sim_code(sim, *fast, moves.items[i], &back) || back != codes[i])
                FAIL(&r, "'%s' reads as code %llx, listed as %llx", moves.items[i],
                     (unsigned long long)back, (unsigned long long)codes[i]);
            if (!g->validate(text, seat, moves.items[i], why, sizeof why))
                FAIL(&r, "listed move '%s' is refused: %s", moves.items[i], why);
        }
        int pick = (int)mm_rng_below(choice, (uint32_t)n);
        if (seat == greedy_seat) {
            char chosen[1024];
            mm_rng ai_rng = *choice;
            if (!mm_ai_choose(mm_ai_find("greedy"), g, text, seat, &ai_rng, chosen, sizeof chosen))
                FAIL(&r, "the greedy player found no move");
            for (int i = 0; i < n; i++)
                if (strcmp(moves.items[i], chosen) == 0)
                    pick = i;
        }
        const char *chosen = moves.items[pick];
        mm_code code = codes[pick];
        char drawn[1024];
        if (g->random_code && r.step % 3 == 1) {
            /* A playout's cheap random move: legal, and the same move as text. */
            code = g->random_code(*fast, choice);
            if (code == MM_CODE_NONE)
                FAIL(&r, "random_code found no move");
            mm_sim_text(sim, *fast, code, drawn, sizeof drawn);
            mm_code back;
            if (!mm_sim_code(sim, *fast, drawn, &back) || back != code)
                FAIL(&r, "random move '%s' does not read back as its code", drawn);
            if (!g->validate(text, seat, drawn, why, sizeof why))
                FAIL(&r, "random move '%s' is refused: %s", drawn, why);
            chosen = drawn;
        }
        mm_events ev_text = {0}, ev_fast = {0};
        bool with_events = r.step % 2 == 0;
        g->apply(text, chosen, &ev_text);
        if (!mm_sim_copy(sim, &spare, *fast))
            FAIL(&r, "out of memory");
        mm_sim_apply(sim, spare, code, with_events ? &ev_fast : NULL);
        mm_state *t = *fast;
        *fast = spare;
        spare = t;
        if (with_events)
            same_events(&r, &ev_text, &ev_fast);
        if (record && !mm_move_list_addf(record, "%s", chosen))
            FAIL(&r, "out of memory");
    }
    same_result(&r, text, *fast);
    if (!g->is_over(*fast))
        FAIL(&r, "only the text path ended");
    g->free(spare);
    mm_move_list_free(&moves);
    return r.step;
}

/* One seeded game through both paths; then a determinized view of a
 * mid-game position played out through both; then the record replayed. */
static void one_game(lockstep *ls, int greedy_seat)
{
    const mm_game *g = ls->g;
    char why[MM_REASON_MAX];
    mm_state *text = g->new_game(ls->opts, ls->nseats, ls->seed, why, sizeof why);
    mm_state *fast = g->new_game(ls->opts, ls->nseats, ls->seed, why, sizeof why);
    if (!text || !fast)
        fail_msg("%s: %s", ls->where, why);
    mm_rng choice;
    mm_rng_seed(&choice, ls->seed * 7919 + 1);
    mm_move_list record;
    mm_move_list_init(&record);
    play_lockstep(ls, text, &fast, &choice, greedy_seat, &record);

    /* The record made through codes replays to the same result. */
    mm_seat seats[MM_MAX_SEATS];
    mm_test_cpu_seats(seats, ls->nseats, "random");
    mm_session *replay = mm_session_new(g, ls->opts, seats, ls->nseats, ls->seed, why, sizeof why);
    assert_non_null(replay);
    for (int i = 0; i < record.n; i++)
        if (!mm_session_play(replay, g->to_move(replay->state), record.items[i], NULL, why,
                             sizeof why))
            fail_msg("%s: recorded move %d '%s' refused on replay: %s", ls->where, i,
                     record.items[i], why);
    run r = {ls->where, g, record.n};
    same_result(&r, replay->state, fast);
    mm_session_free(replay);

    /* From a determinized view halfway through (what search plays on). */
    mm_state *mid = g->new_game(ls->opts, ls->nseats, ls->seed, why, sizeof why);
    for (int i = 0; i < record.n / 2; i++)
        g->apply(mid, record.items[i], NULL);
    if (!g->is_over(mid)) {
        int seat = g->to_move(mid);
        mm_state *view = g->view_for(mid, seat);
        g->determinize(view, seat, &choice);
        mm_state *copy = g->clone(view);
        lockstep sub = *ls;
        snprintf(sub.where, sizeof sub.where, "%.100s, determinized for seat %d after %d moves",
                 ls->where, seat + 1, record.n / 2);
        play_lockstep(&sub, view, &copy, &choice, -1, NULL);
        g->free(view);
        g->free(copy);
    }
    g->free(mid);
    mm_move_list_free(&record);
    g->free(text);
    g->free(fast);
}

/* `ngames` seeded games per player count with the given options ("k=v,k=v"). */
static void lockstep_games(const mm_game *g, const char *options, int ngames, int min_seats,
                           int max_seats)
{
    /* The four card and tile games offer codes of their own. */
    if (g != &mm_test_toy_game)
        assert_true((g->legal_codes || g->sample_codes) && g->apply_code && g->clone_into);
    mm_options opts = {0};
    char buf[256], why[MM_REASON_MAX];
    snprintf(buf, sizeof buf, "%s", options);
    for (char *kv = strtok(buf, ","); kv; kv = strtok(NULL, ","))
        if (!mm_options_parse_kv(&opts, kv, why, sizeof why))
            fail_msg("%s: %s", kv, why);
    mm_sim *sim = mm_sim_new(g);
    assert_non_null(sim);
    for (int nseats = min_seats; nseats <= max_seats; nseats++) {
        for (int i = 0; i < ngames; i++) {
            lockstep ls = {.g = g,
                           .sim = sim,
                           .opts = &opts,
                           .seed = (uint64_t)i * 1000003u + 17,
                           .nseats = nseats};
            snprintf(ls.where, sizeof ls.where, "%s [%s] seed %llu, %d players", g->id, options,
                     (unsigned long long)ls.seed, nseats);
            /* Every third game the first seat plays greedily. */
            one_game(&ls, i % 3 == 0 ? 0 : -1);
        }
    }
    mm_sim_free(sim);
}

static const mm_game *find(const char *id)
{
    const mm_game *g = mm_game_find(id);
    assert_non_null(g);
    return g;
}

static void test_run(void **unused)
{
    (void)unused;
    const mm_game *g = find("monsters-on-the-run");
    lockstep_games(g, "", 60, g->min_seats, g->max_seats);
}

static void test_zombeasts(void **unused)
{
    (void)unused;
    const mm_game *g = find("zombeasts");
    lockstep_games(g, "master=0", 20, g->min_seats, g->max_seats);
    lockstep_games(g, "master=1", 20, g->min_seats, g->max_seats);
}

static void test_factory(void **unused)
{
    (void)unused;
    const mm_game *g = find("monster-factory");
    lockstep_games(g, "start=random", 8, g->min_seats, g->max_seats);
    lockstep_games(g, "start=choose", 4, g->min_seats, g->max_seats);
    lockstep_games(g, "start=choose-all", 4, g->min_seats, g->max_seats);
}

static void test_moon(void **unused)
{
    (void)unused;
    const mm_game *g = find("monsters-on-the-moon");
    lockstep_games(g, "", 4, 1, 4);
    lockstep_games(g, "mode=advanced", 4, 2, 4);
    lockstep_games(g, "missions=secret", 2, 2, 4);
    lockstep_games(g, "mode=advanced,missions=open", 2, 2, 4);
}

/* A game without codes goes through interned text: same moves, same game. */
static void test_text_fallback(void **unused)
{
    (void)unused;
    mm_sim *sim = mm_sim_new(&mm_test_toy_game);
    assert_non_null(sim);
    assert_false(mm_sim_native(sim));
    mm_sim_free(sim);
    lockstep_games(&mm_test_toy_game, "", 30, mm_test_toy_game.min_seats,
                   mm_test_toy_game.max_seats);
}

/* A random playout through `mm_sim_playout` of a game without its own
 * playout move is the game the random player makes with the same numbers. */
static void test_playout_is_random_player(void **unused)
{
    (void)unused;
    int n;
    const mm_game *const *games = mm_games(&n);
    for (int k = 0; k < n; k++) {
        const mm_game *g = games[k];
        if (!g->legal_moves && !g->sample_moves)
            continue;
        /* Catch the Moon's physics is slow: its own suites play it. A game
         * with a cheap playout move of its own plays differently (tested in
         * lockstep above). */
        if ((!g->legal_moves && !g->sample_codes) || g->random_code)
            continue;
        mm_sim *sim = mm_sim_new(g);
        for (uint64_t seed = 1; seed <= 6; seed++) {
            int nseats = g->min_seats > 2 ? g->min_seats : (g->max_seats < 3 ? g->max_seats : 3);
            char why[MM_REASON_MAX];
            mm_state *a = g->new_game(NULL, nseats, seed, why, sizeof why);
            mm_state *b = g->new_game(NULL, nseats, seed, why, sizeof why);
            assert_non_null(a);
            mm_rng ra, rb;
            mm_rng_seed(&ra, seed);
            mm_rng_seed(&rb, seed);
            int moves = mm_sim_playout(sim, b, &rb, MAX_MOVES);
            const mm_ai *random = mm_ai_find("random");
            int made = 0;
            while (!g->is_over(a)) {
                char move[1024];
                /* The random player sees the whole state here: a view would
                 * reseed hidden chance. */
                assert_true(random->choose(g, a, g->to_move(a), &ra, move, sizeof move));
                g->apply(a, move, NULL);
                made++;
            }
            assert_int_equal(made, moves);
            char where[96];
            snprintf(where, sizeof where, "%s seed %llu, random playout", g->id,
                     (unsigned long long)seed);
            run r = {where, g, made};
            same_result(&r, a, b);
            g->free(a);
            g->free(b);
        }
        mm_sim_free(sim);
    }
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_run),           cmocka_unit_test(test_zombeasts),
        cmocka_unit_test(test_factory),       cmocka_unit_test(test_moon),
        cmocka_unit_test(test_text_fallback), cmocka_unit_test(test_playout_is_random_player),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
