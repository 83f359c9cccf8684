/* SPDX-License-Identifier: MIT */
/* Option choices that depend on the player count: which fit, what a value
 * becomes when it does not, and that every game's table leaves a choice for
 * every player count it allows. */
#include "test_support.h"

#include <string.h>

static const char *const size_choices[] = {"small", "team", "league", NULL};
static const int size_min_seats[] = {1, 2, 4};

static const mm_option_def sized = {
    .key = "size",
    .label = "Size",
    .kind = MM_OPT_CHOICE,
    .choices = size_choices,
    .choice_min_seats = size_min_seats,
    .def = "team",
};

static const char *const plain_choices[] = {"a", "b", NULL};

static const mm_option_def plain = {
    .key = "plain",
    .label = "Plain",
    .kind = MM_OPT_CHOICE,
    .choices = plain_choices,
    .def = "a",
};

static void test_choice_fits_from_its_seat_count(void **state)
{
    (void)state;
    assert_true(mm_option_choice_fits(&sized, 0, 1));
    assert_false(mm_option_choice_fits(&sized, 1, 1));
    assert_true(mm_option_choice_fits(&sized, 1, 2));
    assert_false(mm_option_choice_fits(&sized, 2, 3));
    assert_true(mm_option_choice_fits(&sized, 2, 4));
    assert_true(mm_option_choice_fits(&sized, 2, 6));
}

static void test_choices_without_limits_always_fit(void **state)
{
    (void)state;
    for (int n = 1; n <= MM_MAX_SEATS; n++) {
        assert_true(mm_option_choice_fits(&plain, 0, n));
        assert_true(mm_option_choice_fits(&plain, 1, n));
    }
    mm_option_def flag = {.key = "flag", .kind = MM_OPT_BOOL, .def = "0"};
    assert_true(mm_option_choice_fits(&flag, 5, 1));
    assert_string_equal(mm_option_fit(&flag, "1", 1), "1");
}

static void test_fit_keeps_a_value_that_fits(void **state)
{
    (void)state;
    assert_string_equal(mm_option_fit(&sized, "team", 2), "team");
    assert_string_equal(mm_option_fit(&sized, "league", 5), "league");
    assert_string_equal(mm_option_fit(&sized, "small", 6), "small");
    assert_string_equal(mm_option_fit(&plain, "b", 1), "b");
}

static void test_fit_replaces_a_value_by_the_first_that_fits(void **state)
{
    (void)state;
    assert_string_equal(mm_option_fit(&sized, "team", 1), "small");
    assert_string_equal(mm_option_fit(&sized, "league", 3), "small");
}

static void test_catch_the_moon_alone_is_cooperative(void **state)
{
    (void)state;
    const mm_game *g = mm_game_find("catch-the-moon");
    assert_non_null(g);
    const mm_option_def *mode = NULL;
    for (int i = 0; i < g->noptions; i++)
        if (strcmp(g->options[i].key, "mode") == 0)
            mode = &g->options[i];
    assert_non_null(mode);
    assert_string_equal(mm_option_fit(mode, "competitive", 1), "cooperative");
    assert_string_equal(mm_option_fit(mode, "cooperative", 1), "cooperative");
    assert_string_equal(mm_option_fit(mode, "competitive", 2), "competitive");
}

/* Solo Monsters on the Moon has no walls and no missions: setup offers them
 * fixed, and what it would start is a game the rules accept. */
static void test_monsters_on_the_moon_alone_has_no_walls_nor_missions(void **state)
{
    (void)state;
    const mm_game *g = mm_game_find("monsters-on-the-moon");
    assert_non_null(g);
    mm_options opts;
    memset(&opts, 0, sizeof opts);
    for (int i = 0; i < g->noptions; i++) {
        const mm_option_def *d = &g->options[i];
        if (strcmp(d->key, "mode") == 0) {
            assert_string_equal(mm_option_fit(d, "advanced", 1), "standard");
            assert_string_equal(mm_option_fit(d, "advanced", 2), "advanced");
            mm_options_set(&opts, d->key, mm_option_fit(d, "advanced", 1));
        } else if (strcmp(d->key, "missions") == 0) {
            assert_string_equal(mm_option_fit(d, "secret", 1), "none");
            assert_string_equal(mm_option_fit(d, "open", 1), "none");
            assert_string_equal(mm_option_fit(d, "open", 3), "open");
            mm_options_set(&opts, d->key, mm_option_fit(d, "secret", 1));
        }
    }
    char why[MM_REASON_MAX] = "";
    mm_state *s = g->new_game(&opts, 1, 7, why, sizeof why);
    assert_non_null(s);
    g->free(s);
}

static void test_every_game_leaves_a_choice_for_every_player_count(void **state)
{
    (void)state;
    int ngames;
    const mm_game *const *games = mm_games(&ngames);
    for (int k = 0; k < ngames; k++) {
        const mm_game *g = games[k];
        for (int i = 0; i < g->noptions; i++) {
            const mm_option_def *d = &g->options[i];
            for (int n = g->min_seats; n <= g->max_seats; n++) {
                const char *v = mm_option_fit(d, d->def, n);
                bool fits = d->kind != MM_OPT_CHOICE;
                for (int c = 0; d->kind == MM_OPT_CHOICE && d->choices[c]; c++)
                    fits |= strcmp(d->choices[c], v) == 0 && mm_option_choice_fits(d, c, n);
                if (!fits)
                    fail_msg("%s: option %s has no choice for %d players", g->id, d->key, n);
            }
        }
    }
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_choice_fits_from_its_seat_count),
        cmocka_unit_test(test_choices_without_limits_always_fit),
        cmocka_unit_test(test_fit_keeps_a_value_that_fits),
        cmocka_unit_test(test_fit_replaces_a_value_by_the_first_that_fits),
        cmocka_unit_test(test_catch_the_moon_alone_is_cooperative),
        cmocka_unit_test(test_monsters_on_the_moon_alone_has_no_walls_nor_missions),
        cmocka_unit_test(test_every_game_leaves_a_choice_for_every_player_count),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
