/* SPDX-License-Identifier: MIT */
/* The computer players' levels and hints: legal, repeatable for a seed, and
 * the hints a player takes are noted in the record; the search settings a
 * game keeps. */
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/ai.h"
#include "monstermoon/headless.h"
#include "search.h"

static const char *const level_games[] = {"monsters-on-the-run", "zombeasts", "monster-factory",
                                          "monsters-on-the-moon"};

/* A game a few greedy moves in, so the levels face a real position. */
static mm_session *position(const char *game_id, int nseats, uint64_t seed, int moves)
{
    const mm_game *g = mm_game_find(game_id);
    assert_non_null(g);
    mm_seat seats[MM_MAX_SEATS];
    mm_test_cpu_seats(seats, nseats, "greedy");
    seats[0].kind = MM_SEAT_HUMAN;
    char why[MM_REASON_MAX];
    mm_session *s = mm_session_new(g, NULL, seats, nseats, seed, why, sizeof why);
    assert_non_null(s);
    mm_rng rng;
    mm_rng_seed(&rng, seed);
    for (int i = 0; i < moves && !g->is_over(s->state); i++) {
        char move[1024];
        int seat = g->to_move(s->state);
        assert_true(mm_ai_choose(mm_ai_find("greedy"), g, s->state, seat, &rng, move, sizeof move));
        mm_test_play(s, move);
    }
    return s;
}

static void test_levels_play_legal_moves_the_same_for_a_seed(void **state)
{
    (void)state;
    static const char *const levels[] = {"easy", "normal", "hard"};
    for (size_t gi = 0; gi < sizeof level_games / sizeof level_games[0]; gi++) {
        mm_session *s = position(level_games[gi], 3, 40 + gi, 9);
        const mm_game *g = s->game;
        int seat = g->to_move(s->state);
        for (size_t li = 0; li < 3; li++) {
            const mm_ai *ai = mm_ai_find(levels[li]);
            assert_non_null(ai);
            assert_int_equal(ai->level, (int)li + 1);
            char first[1024], second[1024], why[MM_REASON_MAX];
            mm_rng a, b;
            mm_rng_seed(&a, 5);
            mm_rng_seed(&b, 5);
            assert_true(mm_ai_choose(ai, g, s->state, seat, &a, first, sizeof first));
            assert_true(mm_ai_choose(ai, g, s->state, seat, &b, second, sizeof second));
            assert_string_equal(first, second);
            if (!g->validate(s->state, seat, first, why, sizeof why))
                fail_msg("%s %s: illegal '%s': %s", g->id, levels[li], first, why);
        }
        mm_session_free(s);
    }
}

static void test_setup_offers_the_three_levels_and_cpu_is_normal(void **state)
{
    (void)state;
    const mm_ai *offered[8];
    assert_int_equal(mm_ai_offered(offered, 8), 3);
    assert_string_equal(offered[0]->id, "easy");
    assert_string_equal(offered[1]->id, "normal");
    assert_string_equal(offered[2]->id, "hard");
    assert_string_equal(mm_ai_default()->id, "normal");
    assert_string_equal(mm_ai_best_for("zombeasts")->id, "normal");
    /* The yardsticks and Catch the Moon's own players keep their names. */
    assert_non_null(mm_ai_find("greedy"));
    assert_non_null(mm_ai_find("random"));
    assert_non_null(mm_ai_find("ctm-easy"));
}

static void test_hint_is_a_legal_move_with_a_reason(void **state)
{
    (void)state;
    for (size_t gi = 0; gi < sizeof level_games / sizeof level_games[0]; gi++) {
        mm_session *s = position(level_games[gi], 2, 70 + gi, 6);
        const mm_game *g = s->game;
        int seat = g->to_move(s->state);
        mm_state *view = g->view_for(s->state, seat);
        char move[1024], again[1024], why[256], why2[256], reason[MM_REASON_MAX];
        mm_rng a, b;
        mm_rng_seed(&a, 9);
        mm_rng_seed(&b, 9);
        assert_true(mm_ai_hint(g, view, seat, &a, move, sizeof move, why, sizeof why));
        assert_true(mm_ai_hint(g, view, seat, &b, again, sizeof again, why2, sizeof why2));
        assert_string_equal(move, again);
        assert_string_equal(why, why2);
        assert_true(strlen(why) > 10);
        if (!g->validate(s->state, seat, move, reason, sizeof reason))
            fail_msg("%s: hint '%s' is illegal: %s", g->id, move, reason);
        /* Not a hint for somebody who is not to move. */
        mm_state *other = g->view_for(s->state, 1 - seat);
        assert_false(mm_ai_hint(g, other, 1 - seat, &a, move, sizeof move, why, sizeof why));
        g->free(other);
        g->free(view);
        mm_session_free(s);
    }
}

static void test_hints_taken_are_noted_in_the_record(void **state)
{
    (void)state;
    mm_session *s = position("monsters-on-the-run", 3, 12, 4);
    int at = mm_session_nmoves(s);
    mm_session_note_hint(s, 0);
    mm_session_note_hint(s, 0);
    mm_session_note_hint(s, 2);
    assert_int_equal(mm_session_hints(s, 0), 2);
    assert_int_equal(mm_session_hints(s, 1), 0);
    assert_int_equal(mm_session_hints(s, 2), 1);
    char *text = mm_record_to_text(&s->rec);
    assert_non_null(text);
    char want[64];
    snprintf(want, sizeof want, "hint 1 %d\nhint 1 %d\nhint 3 %d\nmoves\n", at, at, at);
    mm_test_assert_contains(text, want);
    mm_record rec;
    mm_record_init(&rec);
    int line;
    char why[MM_REASON_MAX];
    assert_true(mm_record_from_text(&rec, text, &line, why, sizeof why));
    assert_int_equal(rec.nhints, 3);
    mm_session *back = mm_session_from_record(&rec, &line, why, sizeof why);
    assert_non_null(back);
    assert_int_equal(mm_session_hints(back, 0), 2);
    assert_int_equal(mm_session_hints(back, 2), 1);
    /* Restarting the game starts the count again. */
    assert_true(mm_session_restart(back, why, sizeof why));
    assert_int_equal(mm_session_hints(back, 0), 0);
    mm_session_free(back);

    /* A hint for a seat the record lacks, or a malformed one, is refused. */
    char *bad = malloc(strlen(text) + 32);
    assert_non_null(bad);
    const char *moves = strstr(text, "moves\n");
    snprintf(bad, strlen(text) + 32, "%.*shint 4 0\n%s", (int)(moves - text), text, moves);
    assert_false(mm_record_from_text(&rec, bad, &line, why, sizeof why));
    mm_test_assert_contains(why, "seat the record does not have");
    snprintf(bad, strlen(text) + 32, "%.*shint two\n%s", (int)(moves - text), text, moves);
    assert_false(mm_record_from_text(&rec, bad, &line, why, sizeof why));
    mm_test_assert_contains(why, "not a seat number");
    free(bad);
    mm_record_free(&rec);
    free(text);
    mm_session_free(s);
}

/* Monster Factory's hard player with three or more players expects the
 * others to place as the greedy player does (others_greedy, which the search
 * ignores with two players); normal searches as before. */
static void test_factory_hard_expects_greedy_replies_with_three_players(void **state)
{
    (void)state;
    const mm_game *g = mm_game_find("monster-factory");
    assert_non_null(g);
    for (int nseats = 2; nseats <= 6; nseats++)
        for (int level = 2; level <= 3; level++)
            assert_int_equal(mm_search_params_for(g, level, nseats).others_greedy, level == 3);
    assert_false(mm_search_params_for(mm_game_find("zombeasts"), 3, 3).others_greedy);
    /* The same positions and seeds, the setting on and off: with three
     * players it changes some of hard's choices (one of these eight), with
     * two none. */
    int changed[2] = {0, 0};
    for (int nseats = 2; nseats <= 3; nseats++)
        for (int moves = 3; moves <= 24; moves += 3) {
            mm_session *s = position("monster-factory", nseats, 42, moves);
            int seat = g->to_move(s->state);
            mm_state *view = g->view_for(s->state, seat);
            mm_search_params on = mm_search_params_for(g, 3, 3), off = on;
            off.others_greedy = false;
            char with[1024], without[1024];
            mm_rng a, b;
            mm_rng_seed(&a, 5);
            mm_rng_seed(&b, 5);
            assert_true(mm_search_choose(g, view, seat, &a, &on, with, sizeof with, NULL));
            assert_true(mm_search_choose(g, view, seat, &b, &off, without, sizeof without, NULL));
            changed[nseats - 2] += strcmp(with, without) != 0;
            g->free(view);
            mm_session_free(s);
        }
    assert_int_equal(changed[0], 0);
    assert_true(changed[1] >= 1);
}

/* Some settings depend on the number of players: hard at Monsters on the
 * Run searches twice the rounds with four or more players, Zombeasts' and
 * (with two to four players) Monster Factory's hard players play further
 * beyond their trees, and normal and smaller tables keep theirs. */
static void test_settings_follow_the_number_of_players(void **state)
{
    (void)state;
    const mm_game *run = mm_game_find("monsters-on-the-run");
    assert_non_null(run);
    assert_int_equal(mm_search_params_for(run, 3, 2).iterations, 3000);
    assert_int_equal(mm_search_params_for(run, 3, 3).iterations, 3000);
    assert_int_equal(mm_search_params_for(run, 3, 4).iterations, 6000);
    assert_int_equal(mm_search_params_for(run, 3, 5).iterations, 6000);
    assert_int_equal(mm_search_params_for(run, 2, 4).iterations, 375);
    /* Zombeasts' hard player plays beyond its tree about a round of the
     * table: four moves with two players, twelve with three, twenty with
     * four. */
    const mm_game *zb = mm_game_find("zombeasts");
    assert_non_null(zb);
    assert_int_equal(mm_search_params_for(zb, 3, 2).rollout_depth, 4);
    assert_int_equal(mm_search_params_for(zb, 3, 3).rollout_depth, 12);
    assert_int_equal(mm_search_params_for(zb, 3, 4).rollout_depth, 20);
    assert_int_equal(mm_search_params_for(zb, 2, 4).rollout_depth, 4);
    /* Monster Factory's hard player plays four greedy moves beyond its tree
     * with two players (two rounds of the table) and four (one round), and
     * eight with three (nearly three rounds). */
    const mm_game *mf = mm_game_find("monster-factory");
    assert_non_null(mf);
    for (int nseats = 2; nseats <= 6; nseats++)
        for (int level = 2; level <= 3; level++) {
            mm_search_params p = mm_search_params_for(mf, level, nseats);
            bool beyond = level == 3 && nseats <= 4;
            assert_int_equal(p.rollout_depth, beyond ? (nseats == 3 ? 8 : 4) : 0);
            assert_int_equal(p.rollout_greedy, beyond ? 100 : 0);
        }
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_levels_play_legal_moves_the_same_for_a_seed),
        cmocka_unit_test(test_setup_offers_the_three_levels_and_cpu_is_normal),
        cmocka_unit_test(test_hint_is_a_legal_move_with_a_reason),
        cmocka_unit_test(test_hints_taken_are_noted_in_the_record),
        cmocka_unit_test(test_factory_hard_expects_greedy_replies_with_three_players),
        cmocka_unit_test(test_settings_follow_the_number_of_players),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
