/* SPDX-License-Identifier: MIT */
/* Golden games: recorded computer games (2-5 players) replay move by move to
 * the recorded outcome. A change to the rules, the shuffle or the RNG that
 * alters any game shows up here.
 *
 * The records were made by playing with mm_headless_play_one and writing
 * mm_record_to_text; the .json files hold mm_headless_json of the finished
 * game. Regenerate them only for an intended change of the rules. */
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/headless.h"

static const char *const golden[] = {"mor-2p", "mor-3p", "mor-4p", "mor-5p"};
#define NGOLDEN ((int)(sizeof golden / sizeof golden[0]))

static char *read_data(const char *name, const char *ext)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/golden/%s.%s", MM_TEST_DATA, name, ext);
    char *text = mm_test_read_file(path, NULL);
    if (!text)
        fail_msg("cannot read %s", path);
    return text;
}

static void load_record(const char *name, mm_record *rec)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/golden/%s.mmrec", MM_TEST_DATA, name);
    mm_record_init(rec);
    int bad_line = -1;
    char why[MM_REASON_MAX] = "";
    if (!mm_record_load(rec, path, &bad_line, why, sizeof why))
        fail_msg("%s:%d: %s", path, bad_line, why);
}

static void test_golden_games_replay_to_their_recorded_outcome(void **state)
{
    (void)state;
    for (int k = 0; k < NGOLDEN; k++) {
        mm_record rec;
        load_record(golden[k], &rec);
        int bad_line = -1;
        char why[MM_REASON_MAX] = "";
        mm_session *s = mm_session_from_record(&rec, &bad_line, why, sizeof why);
        if (!s)
            fail_msg("%s.mmrec:%d: %s", golden[k], bad_line, why);
        assert_true(s->game->is_over(s->state));
        assert_int_equal(mm_session_nmoves(s), rec.moves.n);

        char line[1024];
        mm_headless_json(s, line, sizeof line);
        char *expect = read_data(golden[k], "json");
        expect[strcspn(expect, "\n")] = '\0';
        if (strcmp(line, expect) != 0)
            fail_msg("%s: replay gives\n  %s\nexpected\n  %s", golden[k], line, expect);
        free(expect);
        mm_session_free(s);
        mm_record_free(&rec);
    }
}

/* The golden games cover every player count and both computer players. */
static void test_golden_games_cover_all_player_counts(void **state)
{
    (void)state;
    bool count[6] = {false}, greedy = false, random = false;
    for (int k = 0; k < NGOLDEN; k++) {
        mm_record rec;
        load_record(golden[k], &rec);
        count[rec.nseats] = true;
        for (int i = 0; i < rec.nseats; i++) {
            assert_int_equal(rec.seats[i].kind, MM_SEAT_CPU);
            greedy |= strcmp(rec.seats[i].ai, "greedy") == 0;
            random |= strcmp(rec.seats[i].ai, "random") == 0;
        }
        mm_record_free(&rec);
    }
    for (int n = 2; n <= 5; n++)
        assert_true(count[n]);
    assert_true(greedy && random);
}

/* Saving a replayed golden game writes the golden file byte for byte. */
static void test_golden_records_round_trip_exactly(void **state)
{
    (void)state;
    for (int k = 0; k < NGOLDEN; k++) {
        mm_record rec;
        load_record(golden[k], &rec);
        int bad_line;
        char why[MM_REASON_MAX];
        mm_session *s = mm_session_from_record(&rec, &bad_line, why, sizeof why);
        assert_non_null(s);
        char *text = mm_record_to_text(&s->rec);
        char *file = read_data(golden[k], "mmrec");
        assert_string_equal(text, file);
        free(text);
        free(file);
        mm_session_free(s);
        mm_record_free(&rec);
    }
}

/* Replaces the text of move `index` (0-based) in a record text. */
static char *replace_move(const char *text, int moves_line, int index, const char *move)
{
    int target = moves_line + index, line = 1;
    const char *p = text;
    while (line < target) {
        p = strchr(p, '\n');
        assert_non_null(p);
        p++;
        line++;
    }
    const char *end = strchr(p, '\n');
    assert_non_null(end);
    size_t head = (size_t)(p - text);
    char *out = malloc(strlen(text) + strlen(move) + 1);
    memcpy(out, text, head);
    strcpy(out + head, move);
    strcat(out, end);
    return out;
}

/* A well-formed move that is illegal where it stands (the mover lacks the
 * card, or it breaks a rule), chosen from a few candidates. */
static const char *illegal_move_at(const mm_record *rec, int index)
{
    static const char *const candidates[] = {"HG>O", "Y>Y", "HP>H", "O*", "PS -", "FS -",
                                             "GO>G", "P*H"};
    mm_record head = *rec;
    mm_move_list_init(&head.moves);
    for (int i = 0; i < index; i++)
        assert_true(mm_move_list_addf(&head.moves, "%s", rec->moves.items[i]));
    int bad_line;
    char why[MM_REASON_MAX];
    mm_session *s = mm_session_from_record(&head, &bad_line, why, sizeof why);
    assert_non_null(s);
    int seat = s->game->to_move(s->state);
    const char *found = NULL;
    for (size_t c = 0; c < sizeof candidates / sizeof candidates[0] && !found; c++)
        if (!s->game->validate(s->state, seat, candidates[c], why, sizeof why))
            found = candidates[c];
    mm_session_free(s);
    mm_move_list_free(&head.moves);
    assert_non_null(found);
    return found;
}

static void test_altered_golden_record_fails_at_the_altered_line(void **state)
{
    (void)state;
    for (int k = 0; k < NGOLDEN; k++) {
        mm_record rec;
        load_record(golden[k], &rec);
        char *text = read_data(golden[k], "mmrec");
        int index = rec.moves.n / 2;
        const char *bad = illegal_move_at(&rec, index);
        char *altered = replace_move(text, rec.moves_line, index, bad);

        mm_record back;
        mm_record_init(&back);
        int bad_line = -1;
        char why[MM_REASON_MAX] = "";
        assert_true(mm_record_from_text(&back, altered, &bad_line, why, sizeof why));
        assert_int_equal(back.moves.n, rec.moves.n);
        assert_string_equal(back.moves.items[index], bad);
        mm_session *s = mm_session_from_record(&back, &bad_line, why, sizeof why);
        if (s)
            fail_msg("%s: altered move %d '%s' was accepted", golden[k], index + 1, bad);
        assert_int_equal(bad_line, rec.moves_line + index);
        char expect[64];
        snprintf(expect, sizeof expect, "move %d '%s': ", index + 1, bad);
        mm_test_assert_contains(why, expect);

        free(altered);
        free(text);
        mm_record_free(&back);
        mm_record_free(&rec);
    }
}

static void test_truncated_golden_header_fails_with_a_reason(void **state)
{
    (void)state;
    char *text = read_data("mor-4p", "mmrec");
    mm_record rec;
    mm_record_init(&rec);
    int bad_line = -1;
    char why[MM_REASON_MAX] = "";

    /* Cut just before the 'moves' line: the record was cut short. */
    char *moves = strstr(text, "\nmoves\n");
    assert_non_null(moves);
    char saved = moves[1];
    moves[1] = '\0';
    assert_false(mm_record_from_text(&rec, text, &bad_line, why, sizeof why));
    mm_test_assert_contains(why, "cut short");
    moves[1] = saved;

    /* Cut after the seed: no seats yet. */
    char *seat = strstr(text, "\nseat ");
    assert_non_null(seat);
    seat[1] = '\0';
    assert_false(mm_record_from_text(&rec, text, &bad_line, why, sizeof why));
    mm_test_assert_contains(why, "no seats");

    /* Cut in the middle of the 'seed' line (line 4): a broken header line. */
    char *seed = strstr(text, "\nseed ");
    assert_non_null(seed);
    seed[3] = '\0';
    assert_false(mm_record_from_text(&rec, text, &bad_line, why, sizeof why));
    assert_int_equal(bad_line, 4);
    mm_test_assert_contains(why, "header line 'se' has no value");

    mm_record_free(&rec);
    free(text);
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_golden_games_replay_to_their_recorded_outcome),
        cmocka_unit_test(test_golden_games_cover_all_player_counts),
        cmocka_unit_test(test_golden_records_round_trip_exactly),
        cmocka_unit_test(test_altered_golden_record_fails_at_the_altered_line),
        cmocka_unit_test(test_truncated_golden_header_fails_with_a_reason),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
