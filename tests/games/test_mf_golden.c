/* SPDX-License-Identifier: MIT */
/* Monster Factory: golden games. Recorded computer games (2, 4 and 6 players,
 * each start-tile option) replay move by move to the recorded outcome, so a
 * change to the rules, the tile set, the shuffle or the RNG that alters any
 * game shows up here.
 *
 * They were recorded with rules version 1 (one eye per tile at most) and
 * still replay under version 2, which only adds eyes to tiles that had one.
 * The records were made with mm_headless_play_one and mm_record_to_text, the
 * expected lines with mm_headless_json. Regenerate them only for an intended
 * change of the rules. */
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/headless.h"

typedef struct golden {
    const char *name;
    const char *record;
    const char *json;
} golden;

static const char mf_2p[] = "monstermoon-record 1\n"
                            "game monster-factory\n"
                            "version 0.1.0\n"
                            "seed 20261121\n"
                            "seat cpu:greedy CPU 1\n"
                            "seat cpu:random CPU 2\n"
                            "option start=random\n"
                            "option first=random\n"
                            "moves\n"
                            "2F 0,-1 r2\n"
                            "1F 0,1 r1\n"
                            "1F 1,1 r3\n"
                            "1F -1,1 r1\n"
                            "2F 0,1 r3\n"
                            "1F -2,1 r1\n"
                            "1F 0,2 r0\n"
                            "1F 0,-1 r2\n"
                            "2F -1,1 r1\n"
                            "2F -2,1 r1\n"
                            "2F -1,2 r0\n"
                            "2F 1,1 r3\n"
                            "2F -2,2 r1\n"
                            "1F 0,3 r2\n"
                            "2F -1,0 r2\n"
                            "1F -1,3 r3\n"
                            "2F -1,3 r2\n"
                            "1F -2,3 r1\n"
                            "1F 0,4 r0\n"
                            "1F -1,4 r3\n"
                            "1F 1,4 r2\n"
                            "1F -2,4 r1\n"
                            "1F -2,5 r3\n"
                            "1F -3,4 r1\n"
                            "1F 0,5 r3\n"
                            "1F -1,5 r1\n"
                            "2F 0,2 r1\n"
                            "2F 0,3 r0\n"
                            "2F 0,4 r3\n"
                            "1F 1,5 r0\n"
                            "1F -4,4 r1\n"
                            "2F 1,3 r3\n"
                            "1F -5,4 r3\n"
                            "1F -6,4 r1\n"
                            "2F 2,3 r1\n"
                            "2F 3,3 r3\n"
                            "2F 1,2 r2\n"
                            "1F -5,3 r0\n"
                            "1F -5,2 r2\n"
                            "1F 1,6 r3\n"
                            "1F 0,6 r1\n"
                            "1F -3,5 r0\n"
                            "1F -6,2 r1\n"
                            "1F -7,2 r0\n"
                            "1F -7,1 r2\n"
                            "1F -1,6 r1\n"
                            "1F -1,7 r0\n"
                            "1M 0,-1 r2\n"
                            "1M 1,0 r2\n"
                            "1M 1,-1 r2\n"
                            "1M 0,-1 r2\n"
                            "1M 1,1 r0\n"
                            "1M 1,-2 r2\n"
                            "1M 2,1 r1\n"
                            "1M 2,0 r1\n"
                            "1M 3,1 r1\n"
                            "1M 2,2 r0\n"
                            "1M 4,1 r0\n"
                            "1M 5,1 r0\n"
                            "1M 3,0 r1\n"
                            "1M 4,2 r0\n"
                            "1M 4,0 r2\n"
                            "1M 6,1 r2\n"
                            "1M 6,2 r3\n"
                            "1M 6,0 r0\n"
                            "1M 6,-1 r2\n"
                            "1M 0,-2 r0\n"
                            "1M 5,2 r0\n"
                            "1M 0,-3 r0\n";

static const char mf_4p[] = "monstermoon-record 1\n"
                            "game monster-factory\n"
                            "version 0.1.0\n"
                            "seed 4242\n"
                            "seat cpu:greedy CPU 1\n"
                            "seat cpu:random CPU 2\n"
                            "seat cpu:greedy CPU 3\n"
                            "seat cpu:random CPU 4\n"
                            "option start=choose\n"
                            "option first=random\n"
                            "moves\n"
                            "choose 3\n"
                            "choose 1\n"
                            "choose 3\n"
                            "choose 3\n"
                            "4F 0,-1 r2\n"
                            "1F 0,-1 r2\n"
                            "2F 1,0 r1\n"
                            "3F 0,-1 r1\n"
                            "4F 1,0 r3\n"
                            "1M 0,-1 r2\n"
                            "2F 0,-1 r2\n"
                            "3F 1,-1 r0\n"
                            "2F 2,0 r1\n"
                            "1M 0,-1 r2\n"
                            "3F 2,-1 r3\n"
                            "3F 1,-2 r2\n"
                            "1M -1,-1 r1\n"
                            "1M 0,-1 r1\n"
                            "4F -1,-1 r1\n"
                            "1M 1,-1 r0\n"
                            "1M 2,-1 r2\n"
                            "1M 1,-2 r2\n"
                            "1M 2,0 r2\n"
                            "4F -2,-1 r0\n"
                            "2F 0,1 r3\n"
                            "1M 0,1 r0\n"
                            "4F 0,1 r0\n"
                            "1M 2,1 r0\n"
                            "2F 3,0 r3\n";

static const char mf_6p[] = "monstermoon-record 1\n"
                            "game monster-factory\n"
                            "version 0.1.0\n"
                            "seed 777\n"
                            "seat cpu:random CPU 1\n"
                            "seat cpu:greedy CPU 2\n"
                            "seat cpu:greedy CPU 3\n"
                            "seat cpu:random CPU 4\n"
                            "seat cpu:greedy CPU 5\n"
                            "seat cpu:greedy CPU 6\n"
                            "option start=choose-all\n"
                            "option first=random\n"
                            "moves\n"
                            "choose 1\n"
                            "choose 1\n"
                            "choose 1\n"
                            "choose 3\n"
                            "choose 1\n"
                            "choose 3\n"
                            "6F 0,-1 r0\n"
                            "6F 0,-2 r0\n"
                            "2F 0,-1 r2\n"
                            "choose 3\n"
                            "3F 0,-1 r1\n"
                            "1F 1,0 r3\n"
                            "5F 0,-1 r2\n"
                            "choose 2\n"
                            "6F 0,-3 r0\n"
                            "2M 0,-1 r0\n"
                            "2M 0,1 r3\n"
                            "3F 1,-1 r3\n"
                            "2M 0,-2 r2\n"
                            "2M -1,1 r0\n"
                            "2M -2,1 r1\n"
                            "6F 0,-4 r2\n"
                            "choose 3\n"
                            "2M -1,2 r0\n"
                            "3F 0,-2 r2\n"
                            "1F 0,-1 r2\n"
                            "5M 0,-1 r1\n"
                            "2M -3,1 r1\n"
                            "1F 0,-2 r0\n"
                            "6M 1,0 r2\n"
                            "3F -1,-2 r0\n"
                            "1F 2,0 r3\n"
                            "6M -1,0 r1\n"
                            "5M 1,-1 r2\n"
                            "6M 0,-1 r2\n"
                            "6M 1,1 r3\n"
                            "3F -1,-3 r0\n"
                            "3F -1,-1 r1\n"
                            "5M 1,0 r0\n"
                            "5M -1,-1 r0\n"
                            "4F 1,0 r3\n"
                            "2M -1,0 r2\n"
                            "choose 3\n"
                            "3F -1,-4 r2\n"
                            "2M 0,1 r0\n"
                            "5M 2,0 r3\n"
                            "5M -1,-2 r1\n"
                            "5M -1,0 r0\n"
                            "5M 1,1 r0\n"
                            "3F -2,-1 r1\n"
                            "2M 0,-1 r1\n"
                            "5M 0,-2 r3\n"
                            "6M 0,1 r0\n"
                            "2M 1,-1 r3\n"
                            "5M 0,-3 r1\n"
                            "1F 1,-1 r1\n"
                            "5M -1,1 r3\n"
                            "5M -2,1 r1\n"
                            "5M 1,-3 r1\n"
                            "1F 0,-3 r2\n"
                            "2M 2,-1 r3\n"
                            "1F -1,-3 r0\n"
                            "5M 2,-3 r3\n"
                            "2M 1,0 r1\n"
                            "5M -3,1 r1\n"
                            "1F -2,-3 r1\n"
                            "2M 2,0 r3\n"
                            "3F -3,-1 r0\n"
                            "1F -1,-4 r1\n"
                            "5M -3,2 r3\n"
                            "5M -3,0 r0\n"
                            "5M 2,-4 r2\n"
                            "5M 2,1 r1\n"
                            "4F 0,-1 r2\n"
                            "5M -4,2 r1\n"
                            "5M 1,2 r0\n"
                            "5M -2,-1 r3\n"
                            "6M -2,0 r1\n"
                            "6M -3,0 r1\n"
                            "1F -1,-2 r0\n"
                            "6M -3,1 r0\n"
                            "5M -4,1 r1\n"
                            "6M 2,1 r3\n"
                            "choose 3\n"
                            "1F 2,-1 r3\n"
                            "5M 1,-4 r1\n"
                            "6M 1,0 r3\n";

static const golden games[] = {
    {"mf-2p", mf_2p,
     "{\"game\":\"monster-factory\",\"seed\":20261121,\"players\":[\"cpu:greedy\",\"cpu:random\"],"
     "\"scores\":[32,0],\"winners\":[0],\"moves\":69}"},
    {"mf-4p", mf_4p,
     "{\"game\":\"monster-factory\",\"seed\":4242,\"players\":[\"cpu:greedy\",\"cpu:random\",\"cpu:"
     "greedy\",\"cpu:random\"],\"scores\":[5,0,0,0],\"winners\":[0],\"moves\":29}"},
    {"mf-6p", mf_6p,
     "{\"game\":\"monster-factory\",\"seed\":777,\"players\":[\"cpu:random\",\"cpu:greedy\",\"cpu:"
     "greedy\",\"cpu:random\",\"cpu:greedy\",\"cpu:greedy\"],\"scores\":[0,4,0,0,2,7],\"winners\":["
     "5],\"moves\":87}"},
};

static void test_golden_games_replay_to_their_recorded_outcome(void **state)
{
    (void)state;
    for (size_t k = 0; k < sizeof games / sizeof games[0]; k++) {
        mm_record rec;
        mm_record_init(&rec);
        int bad_line = -1;
        char why[MM_REASON_MAX] = "";
        if (!mm_record_from_text(&rec, games[k].record, &bad_line, why, sizeof why))
            fail_msg("%s:%d: %s", games[k].name, bad_line, why);
        /* Recorded before tiles had two or three eyes (rules version 1, no
         * `rules` line): such saves still replay, as eyes only count per tile. */
        assert_int_equal(rec.rules, 0);
        mm_session *s = mm_session_from_record(&rec, &bad_line, why, sizeof why);
        if (!s)
            fail_msg("%s:%d: %s", games[k].name, bad_line, why);
        assert_true(s->game->is_over(s->state));
        assert_int_equal(mm_session_nmoves(s), rec.moves.n);
        char line[1024];
        mm_headless_json(s, line, sizeof line);
        if (strcmp(line, games[k].json) != 0)
            fail_msg("%s: replay gives\n  %s\nexpected\n  %s", games[k].name, line, games[k].json);
        mm_session_free(s);
        mm_record_free(&rec);
    }
}

/* The same seeds and players, played afresh, make the same games. */
static void test_golden_games_are_played_again_identically(void **state)
{
    (void)state;
    for (size_t k = 0; k < sizeof games / sizeof games[0]; k++) {
        mm_record rec;
        mm_record_init(&rec);
        int bad_line = -1;
        char why[MM_REASON_MAX] = "";
        if (!mm_record_from_text(&rec, games[k].record, &bad_line, why, sizeof why))
            fail_msg("%s:%d: %s", games[k].name, bad_line, why);
        const mm_game *g = mm_game_find(rec.game);
        assert_non_null(g);
        mm_session *s =
            mm_headless_play_one(g, &rec.options, rec.seats, rec.nseats, rec.seed, why, sizeof why);
        if (!s)
            fail_msg("%s: %s", games[k].name, why);
        assert_int_equal(s->rec.rules, 2);
        assert_int_equal(s->rec.moves.n, rec.moves.n);
        for (int i = 0; i < rec.moves.n; i++)
            assert_string_equal(s->rec.moves.items[i], rec.moves.items[i]);
        mm_session_free(s);
        mm_record_free(&rec);
    }
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_golden_games_replay_to_their_recorded_outcome),
        cmocka_unit_test(test_golden_games_are_played_again_identically),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
