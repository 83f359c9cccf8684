/* SPDX-License-Identifier: MIT */
/* Undo in the midend, on the toy game: back to the last human move, never
 * past a move that revealed hidden information. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "test_support.h"
#include "toy_game.h"

static mm_session *toy_session(const char *kinds)
{
    mm_seat seats[3];
    int n = 0;
    for (const char *k = kinds; *k; k++, n++) {
        memset(&seats[n], 0, sizeof seats[n]);
        seats[n].kind = *k == 'h' ? MM_SEAT_HUMAN : MM_SEAT_CPU;
        if (*k != 'h')
            strcpy(seats[n].ai, "random");
    }
    char why[MM_REASON_MAX];
    mm_session *s = mm_session_new(&mm_test_toy_game, NULL, seats, n, 1, why, sizeof why);
    assert_non_null(s);
    return s;
}

static void test_undo_takes_back_the_computer_replies_too(void **state)
{
    (void)state;
    mm_session *s = toy_session("hc");
    mm_test_play(s, "+1"); /* human */
    mm_test_play(s, "+2"); /* computer */
    char why[MM_REASON_MAX];
    assert_true(mm_session_can_undo(s, why, sizeof why));
    assert_true(mm_session_undo(s, why, sizeof why));
    assert_int_equal(mm_session_nmoves(s), 0);
    assert_int_equal(mm_test_toy_count(s->state), 0);
    assert_int_equal(s->game->to_move(s->state), 0);
    mm_session_free(s);
}

static void test_undo_in_hotseat_takes_back_only_the_last_human(void **state)
{
    (void)state;
    mm_session *s = toy_session("hh");
    mm_test_play(s, "+1");
    mm_test_play(s, "+2");
    char why[MM_REASON_MAX];
    assert_true(mm_session_undo(s, why, sizeof why));
    assert_int_equal(mm_session_nmoves(s), 1);
    assert_int_equal(mm_test_toy_count(s->state), 1);
    assert_int_equal(s->game->to_move(s->state), 1);
    assert_string_equal(s->rec.moves.items[0], "+1");
    mm_session_free(s);
}

static void test_undo_never_passes_a_revealing_move(void **state)
{
    (void)state;
    mm_session *s = toy_session("hc");
    mm_test_play(s, "peek"); /* human reveals something */
    mm_test_play(s, "+1");
    char why[MM_REASON_MAX] = "";
    assert_false(mm_session_can_undo(s, why, sizeof why));
    assert_non_null(strstr(why, "revealed"));
    assert_false(mm_session_undo(s, why, sizeof why));
    assert_int_equal(mm_session_nmoves(s), 2);
    mm_session_free(s);
}

static void test_undo_stops_at_a_reveal_by_the_computer(void **state)
{
    (void)state;
    mm_session *s = toy_session("hc");
    mm_test_play(s, "+1");   /* human */
    mm_test_play(s, "peek"); /* computer reveals */
    char why[MM_REASON_MAX] = "";
    assert_false(mm_session_can_undo(s, why, sizeof why));
    mm_session_free(s);
}

/* A finished game stays finished: its winning move can't be taken back. */
static void test_no_undo_once_the_game_is_over(void **state)
{
    (void)state;
    mm_session *s = toy_session("hh");
    for (int i = 0; i < 4; i++)
        mm_test_play(s, "+2");
    char why[MM_REASON_MAX];
    assert_true(mm_session_can_undo(s, why, sizeof why));
    mm_test_play(s, "+2"); /* 10: the first player wins */
    assert_true(s->game->is_over(s->state));
    assert_false(mm_session_can_undo(s, why, sizeof why));
    assert_non_null(strstr(why, "over"));
    assert_false(mm_session_undo(s, why, sizeof why));
    assert_int_equal(mm_session_nmoves(s), 5);
    assert_true(s->game->is_over(s->state));
    mm_session_free(s);
}

static void test_undo_rewrites_the_autosave(void **state)
{
    (void)state;
    char dir[256], path[300];
    mm_test_tmpdir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/toy.mmrec", dir);
    mm_session *s = toy_session("hc");
    char why[MM_REASON_MAX * 2];
    assert_true(mm_session_autosave(s, path, NULL, why, sizeof why));
    mm_test_play(s, "+2");
    mm_test_play(s, "+1");
    assert_true(mm_session_undo(s, why, sizeof why));
    assert_true(mm_session_save_wait(s, why, sizeof why));
    char *text = mm_record_to_text(&s->rec);
    size_t saved_len;
    char *saved = mm_test_read_file(path, &saved_len);
    assert_string_equal(saved, text);
    assert_null(strstr(saved, "+2"));
    free(text);
    free(saved);
    mm_session_free(s);
    mm_test_remove_dir(dir);
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_undo_takes_back_the_computer_replies_too),
        cmocka_unit_test(test_undo_in_hotseat_takes_back_only_the_last_human),
        cmocka_unit_test(test_undo_never_passes_a_revealing_move),
        cmocka_unit_test(test_undo_stops_at_a_reveal_by_the_computer),
        cmocka_unit_test(test_undo_rewrites_the_autosave),
        cmocka_unit_test(test_no_undo_once_the_game_is_over),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
