/* SPDX-License-Identifier: MIT */
/* The history panel's lines: rebuilt from a record (as after Continue), they
 * are the lines the game wrote while it was played, move for move. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "history.h"
#include "monstermoon/ai.h"
#include "test_support.h"

/* Plays `moves` moves of a seeded game with random players, keeping the
 * history as the play scene does; then rebuilds it from the record. */
static void check_game(const char *id, int nseats, int moves)
{
    const mm_game *game = mm_game_find(id);
    assert_non_null(game);
    mm_seat seats[MM_MAX_SEATS];
    memset(seats, 0, sizeof seats);
    for (int i = 0; i < nseats; i++) {
        seats[i].kind = MM_SEAT_CPU;
        snprintf(seats[i].ai, sizeof seats[i].ai, "random");
        snprintf(seats[i].name, sizeof seats[i].name, "Seat%d", i + 1);
    }
    char why[MM_REASON_MAX];
    mm_options opts;
    memset(&opts, 0, sizeof opts);
    mm_session *s = mm_session_new(game, &opts, seats, nseats, 1234, why, sizeof why);
    assert_non_null(s);
    mm_history played, rebuilt;
    mm_history_init(&played);
    mm_history_init(&rebuilt);
    mm_rng rng;
    mm_rng_seed(&rng, 99);
    const mm_ai *ai = mm_ai_find("random");
    for (int i = 0; i < moves && !game->is_over(s->state); i++) {
        int seat = game->to_move(s->state);
        char move[1024];
        assert_true(mm_ai_choose(ai, game, s->state, seat, &rng, move, sizeof move));
        mm_events ev;
        assert_true(mm_session_play(s, seat, move, &ev, why, sizeof why));
        mm_history_add(&played, &s->rec, mm_session_nmoves(s) - 1, seat, &ev);
    }
    assert_true(played.n > 0);
    assert_true(mm_history_rebuild(&rebuilt, game, &s->rec, why, sizeof why));
    assert_int_equal(rebuilt.n, played.n);
    for (int i = 0; i < played.n; i++) {
        assert_int_equal(rebuilt.line[i].move, played.line[i].move);
        assert_int_equal(rebuilt.line[i].seat, played.line[i].seat);
        assert_string_equal(rebuilt.line[i].text, played.line[i].text);
    }
    /* Seats' names stand in the lines, not "Player N". */
    bool named = false;
    for (int i = 0; i < played.n; i++)
        named |= strstr(played.line[i].text, "Seat") != NULL;
    assert_true(named);
    mm_history_free(&played);
    mm_history_free(&rebuilt);
    mm_session_free(s);
}

static void test_history_rebuilt_equals_played(void **state)
{
    (void)state;
    check_game("monsters-on-the-run", 4, 400);
    check_game("zombeasts", 3, 150);
    check_game("monster-factory", 3, 80);
    check_game("monsters-on-the-moon", 2, 40);
}

/* A record whose moves do not replay gives no history, and says why. */
static void test_history_of_a_broken_record_is_empty(void **state)
{
    (void)state;
    const mm_game *game = mm_game_find("monsters-on-the-run");
    mm_record rec;
    mm_record_init(&rec);
    snprintf(rec.game, sizeof rec.game, "%s", game->id);
    rec.seed = 5;
    rec.nseats = 2;
    mm_move_list_addf(&rec.moves, "no such move");
    mm_history h;
    mm_history_init(&h);
    char why[MM_REASON_MAX] = "";
    assert_false(mm_history_rebuild(&h, game, &rec, why, sizeof why));
    assert_int_equal(h.n, 0);
    assert_true(why[0] != '\0');
    mm_history_free(&h);
    mm_record_free(&rec);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_history_rebuilt_equals_played),
        cmocka_unit_test(test_history_of_a_broken_record_is_empty),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
