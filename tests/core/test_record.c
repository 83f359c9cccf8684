/* SPDX-License-Identifier: MIT */
/* Saved-game records: text round trip, parse errors with line numbers, atomic
 * saving and loading of damaged files. */
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAGIC "monstermoon-record 1\n"

/* A record with everything a header can carry. */
static void make_full_record(mm_record *rec)
{
    mm_record_init(rec);
    snprintf(rec->game, sizeof rec->game, "monsters-on-the-run");
    snprintf(rec->version, sizeof rec->version, "0.1.0");
    rec->seed = 18446744073709551557ULL; /* > 2^63: must survive as unsigned */
    rec->nseats = 3;
    rec->seats[0].kind = MM_SEAT_HUMAN;
    snprintf(rec->seats[0].name, sizeof rec->seats[0].name, "Anna Maria von Mond");
    rec->seats[1].kind = MM_SEAT_CPU;
    snprintf(rec->seats[1].ai, sizeof rec->seats[1].ai, "greedy");
    snprintf(rec->seats[1].name, sizeof rec->seats[1].name, "Robo  Two");
    rec->seats[2].kind = MM_SEAT_CPU;
    snprintf(rec->seats[2].ai, sizeof rec->seats[2].ai, "random");
    snprintf(rec->seats[2].name, sizeof rec->seats[2].name, "Zufall");
    assert_true(mm_options_set(&rec->options, "first", "2"));
    assert_true(mm_options_set(&rec->options, "variant", "x y"));
    assert_true(mm_move_list_addf(&rec->moves, "HG>G"));
    assert_true(mm_move_list_addf(&rec->moves, "O*"));
    assert_true(mm_move_list_addf(&rec->moves, "FS G=2:P"));
    assert_true(mm_move_list_addf(&rec->moves, "PS -"));
}

static void assert_records_equal(const mm_record *a, const mm_record *b)
{
    assert_string_equal(a->game, b->game);
    assert_string_equal(a->version, b->version);
    assert_true(a->seed == b->seed);
    assert_int_equal(a->nseats, b->nseats);
    for (int i = 0; i < a->nseats; i++) {
        assert_int_equal(a->seats[i].kind, b->seats[i].kind);
        assert_string_equal(a->seats[i].name, b->seats[i].name);
        if (a->seats[i].kind == MM_SEAT_CPU)
            assert_string_equal(a->seats[i].ai, b->seats[i].ai);
    }
    assert_int_equal(a->options.n, b->options.n);
    for (int i = 0; i < a->options.n; i++) {
        assert_string_equal(a->options.kv[i].key, b->options.kv[i].key);
        assert_string_equal(a->options.kv[i].value, b->options.kv[i].value);
    }
    assert_int_equal(a->moves.n, b->moves.n);
    for (int i = 0; i < a->moves.n; i++)
        assert_string_equal(a->moves.items[i], b->moves.items[i]);
}

/* Parses `text`, expecting failure on `line` with a reason containing `fragment`. */
static void expect_parse_error(const char *text, int line, const char *fragment)
{
    mm_record rec;
    mm_record_init(&rec);
    int bad_line = -1;
    char why[MM_REASON_MAX] = "";
    if (mm_record_from_text(&rec, text, &bad_line, why, sizeof why))
        fail_msg("record parsed, expected an error on line %d:\n%s", line, text);
    assert_int_equal(bad_line, line);
    mm_test_assert_contains(why, fragment);
    mm_record_free(&rec);
}

/* ------------------------------------------------------------- round trip */

static void test_round_trip_keeps_every_field(void **state)
{
    (void)state;
    mm_record rec, back;
    make_full_record(&rec);
    char *text = mm_record_to_text(&rec);
    assert_non_null(text);
    mm_record_init(&back);
    int bad_line = -1;
    char why[MM_REASON_MAX] = "";
    if (!mm_record_from_text(&back, text, &bad_line, why, sizeof why))
        fail_msg("line %d: %s\n%s", bad_line, why, text);
    assert_records_equal(&rec, &back);
    /* And the text of the parsed record is the same text again. */
    char *again = mm_record_to_text(&back);
    assert_string_equal(text, again);
    free(again);
    free(text);
    mm_record_free(&rec);
    mm_record_free(&back);
}

static void test_text_has_documented_layout(void **state)
{
    (void)state;
    mm_record rec;
    make_full_record(&rec);
    char *text = mm_record_to_text(&rec);
    assert_string_equal(text, MAGIC "game monsters-on-the-run\n"
                                    "version 0.1.0\n"
                                    "seed 18446744073709551557\n"
                                    "seat human Anna Maria von Mond\n"
                                    "seat cpu:greedy Robo  Two\n"
                                    "seat cpu:random Zufall\n"
                                    "option first=2\n"
                                    "option variant=x y\n"
                                    "moves\n"
                                    "HG>G\n"
                                    "O*\n"
                                    "FS G=2:P\n"
                                    "PS -\n");
    free(text);
    mm_record_free(&rec);
}

static void test_round_trip_of_extreme_seeds(void **state)
{
    (void)state;
    static const uint64_t seeds[] = {0, 1, 9223372036854775807ULL, 9223372036854775808ULL,
                                     18446744073709551615ULL};
    for (size_t i = 0; i < sizeof seeds / sizeof seeds[0]; i++) {
        mm_record rec, back;
        make_full_record(&rec);
        rec.seed = seeds[i];
        char *text = mm_record_to_text(&rec);
        mm_record_init(&back);
        int bad_line;
        char why[MM_REASON_MAX];
        assert_true(mm_record_from_text(&back, text, &bad_line, why, sizeof why));
        assert_true(back.seed == seeds[i]);
        free(text);
        mm_record_free(&rec);
        mm_record_free(&back);
    }
}

static void test_round_trip_without_moves(void **state)
{
    (void)state;
    mm_record rec, back;
    make_full_record(&rec);
    mm_move_list_clear(&rec.moves);
    char *text = mm_record_to_text(&rec);
    mm_record_init(&back);
    int bad_line;
    char why[MM_REASON_MAX];
    assert_true(mm_record_from_text(&back, text, &bad_line, why, sizeof why));
    assert_int_equal(back.moves.n, 0);
    assert_records_equal(&rec, &back);
    free(text);
    mm_record_free(&rec);
    mm_record_free(&back);
}

static void test_moves_line_is_the_line_of_the_first_move(void **state)
{
    (void)state;
    mm_record rec;
    mm_record_init(&rec);
    int bad_line;
    char why[MM_REASON_MAX];
    /* Line 1 magic, 2 game, 3 comment, 4 blank, 5 seed, 6 seat, 7 moves, 8 first move. */
    assert_true(mm_record_from_text(&rec,
                                    MAGIC "game monsters-on-the-run\n"
                                          "# a comment\n"
                                          "\n"
                                          "seed 5\n"
                                          "seat human A\n"
                                          "moves\n"
                                          "O*\n",
                                    &bad_line, why, sizeof why));
    assert_int_equal(rec.moves_line, 8);
    assert_int_equal(rec.moves.n, 1);
    assert_string_equal(rec.moves.items[0], "O*");
    mm_record_free(&rec);
}

static void test_crlf_line_ends_are_accepted(void **state)
{
    (void)state;
    mm_record rec;
    mm_record_init(&rec);
    int bad_line;
    char why[MM_REASON_MAX];
    assert_true(mm_record_from_text(&rec,
                                    "monstermoon-record 1\r\ngame monsters-on-the-run\r\n"
                                    "seed 9\r\nseat cpu:random R\r\nmoves\r\nO>O\r\n",
                                    &bad_line, why, sizeof why));
    assert_true(rec.seed == 9);
    assert_string_equal(rec.seats[0].name, "R");
    assert_string_equal(rec.moves.items[0], "O>O");
    mm_record_free(&rec);
}

/* ----------------------------------------------------------- parse errors */

static void test_wrong_magic_line_is_rejected_on_line_1(void **state)
{
    (void)state;
    expect_parse_error("monstermoon-record 2\ngame monsters-on-the-run\nseed 1\n"
                       "seat human A\nmoves\n",
                       1, "not a monstermoon record");
    expect_parse_error("hello\n", 1, "first line should be");
}

static void test_bad_seed_is_rejected_with_its_line(void **state)
{
    (void)state;
    expect_parse_error(MAGIC "game monsters-on-the-run\nseed twelve\nseat human A\nmoves\n", 3,
                       "seed 'twelve' is not a whole number");
    expect_parse_error(MAGIC "game monsters-on-the-run\nseed -5\nseat human A\nmoves\n", 3,
                       "not a whole number");
    expect_parse_error(MAGIC "game monsters-on-the-run\nseed 12x\nseat human A\nmoves\n", 3,
                       "not a whole number");
    /* One more than 2^64 - 1 does not fit. */
    expect_parse_error(MAGIC "game monsters-on-the-run\nversion 1\nseed 18446744073709551616\n"
                             "seat human A\nmoves\n",
                       4, "not a whole number");
}

/* A negative seed is an error however it is spaced: strtoull would quietly
 * wrap " -5" around to 2^64 - 5. */
static void test_negative_seed_after_extra_space_is_rejected(void **state)
{
    (void)state;
    expect_parse_error(MAGIC "game monsters-on-the-run\nseed  -5\nseat human A\nmoves\n", 3,
                       "not a whole number");
}

static void test_unknown_header_key_is_rejected_with_its_line(void **state)
{
    (void)state;
    expect_parse_error(MAGIC "game monsters-on-the-run\nseed 1\ncolour blue\nseat human A\n"
                             "moves\n",
                       4, "unknown header line 'colour'");
}

static void test_header_line_without_value_is_rejected(void **state)
{
    (void)state;
    expect_parse_error(MAGIC "game\nseed 1\nseat human A\nmoves\n", 2, "has no value");
}

static void test_unknown_seat_kind_is_rejected_with_its_line(void **state)
{
    (void)state;
    expect_parse_error(MAGIC "game monsters-on-the-run\nseed 1\nseat human A\n"
                             "seat robot B\nmoves\n",
                       5, "unknown player 'robot'");
    expect_parse_error(MAGIC "game monsters-on-the-run\nseed 1\nseat cpu:genius B\nmoves\n", 4,
                       "unknown player 'cpu:genius'");
}

static void test_too_many_seats_are_rejected(void **state)
{
    (void)state;
    expect_parse_error(MAGIC "game g\nseed 1\nseat human 1\nseat human 2\nseat human 3\n"
                             "seat human 4\nseat human 5\nseat human 6\nseat human 7\nmoves\n",
                       10, "too many seats");
}

static void test_malformed_option_is_rejected(void **state)
{
    (void)state;
    expect_parse_error(MAGIC "game monsters-on-the-run\nseed 1\nseat human A\noption first\n"
                             "moves\n",
                       5, "key=value");
}

static void test_missing_moves_line_means_cut_short(void **state)
{
    (void)state;
    expect_parse_error(MAGIC "game monsters-on-the-run\nversion 0.1.0\nseed 1\nseat human A\n"
                             "seat human B\n",
                       0, "no 'moves' line (it was cut short)");
}

static void test_empty_line_among_moves_is_rejected_with_its_line(void **state)
{
    (void)state;
    expect_parse_error(MAGIC "game monsters-on-the-run\nseed 1\nseat human A\nmoves\nO*\n\n"
                             "G>G\n",
                       7, "empty line among the moves");
}

static void test_empty_file_is_rejected(void **state)
{
    (void)state;
    expect_parse_error("", 0, "empty");
}

static void test_record_without_game_or_seats_is_rejected(void **state)
{
    (void)state;
    expect_parse_error(MAGIC "seed 1\nseat human A\nmoves\n", 0, "names no game");
    expect_parse_error(MAGIC "game monsters-on-the-run\nseed 1\nmoves\n", 0, "no seats");
}

/* ------------------------------------------------------------ save / load */

static void test_save_writes_the_record_text(void **state)
{
    (void)state;
    char dir[64], path[128], tmp[140];
    mm_test_tmpdir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/game.mmrec", dir);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    mm_record rec;
    make_full_record(&rec);
    char why[MM_REASON_MAX] = "";
    if (!mm_record_save(&rec, path, why, sizeof why))
        fail_msg("save failed: %s", why);
    char *text = mm_record_to_text(&rec);
    char *file = mm_test_read_file(path, NULL);
    assert_non_null(file);
    assert_string_equal(file, text);
    /* No temporary file is left behind. */
    struct stat st;
    assert_int_not_equal(stat(tmp, &st), 0);

    /* Saving again replaces the content. */
    assert_true(mm_move_list_addf(&rec.moves, "Y*"));
    assert_true(mm_record_save(&rec, path, why, sizeof why));
    char *text2 = mm_record_to_text(&rec);
    char *file2 = mm_test_read_file(path, NULL);
    assert_string_equal(file2, text2);

    /* And loading gives the same record back. */
    mm_record back;
    mm_record_init(&back);
    int bad_line;
    assert_true(mm_record_load(&back, path, &bad_line, why, sizeof why));
    assert_records_equal(&rec, &back);

    free(text);
    free(file);
    free(text2);
    free(file2);
    mm_record_free(&rec);
    mm_record_free(&back);
    mm_test_remove_dir(dir);
}

static void test_save_to_missing_directory_fails_with_reason(void **state)
{
    (void)state;
    char dir[64], path[160];
    mm_test_tmpdir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/no/such/dir/game.mmrec", dir);
    mm_record rec;
    make_full_record(&rec);
    char why[MM_REASON_MAX] = "";
    assert_false(mm_record_save(&rec, path, why, sizeof why));
    mm_test_assert_contains(why, "could not write");
    mm_test_assert_contains(why, path);
    mm_record_free(&rec);
    mm_test_remove_dir(dir);
}

/* The temporary file cannot be created (a directory sits where it would go;
 * tests may run as root, so permissions alone would not stop the write): the
 * save fails and the existing save is left exactly as it was. */
static void test_failed_save_leaves_existing_file_untouched(void **state)
{
    (void)state;
    char dir[64], path[128], tmp[140];
    mm_test_tmpdir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/game.mmrec", dir);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    const char *old = "the old save\n";
    mm_test_write_file(path, old, strlen(old));
    assert_int_equal(mkdir(tmp, 0700), 0);

    mm_record rec;
    make_full_record(&rec);
    char why[MM_REASON_MAX] = "";
    assert_false(mm_record_save(&rec, path, why, sizeof why));
    mm_test_assert_contains(why, "could not write");
    char *file = mm_test_read_file(path, NULL);
    assert_string_equal(file, old);
    free(file);
    mm_record_free(&rec);
    rmdir(tmp);
    mm_test_remove_dir(dir);
}

/* The rename fails (the target is a directory): the save fails with a reason
 * and its temporary file is cleaned up. */
static void test_failed_rename_cleans_up_temporary_file(void **state)
{
    (void)state;
    char dir[64], path[128], tmp[140];
    mm_test_tmpdir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/game.mmrec", dir);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    assert_int_equal(mkdir(path, 0700), 0);
    mm_record rec;
    make_full_record(&rec);
    char why[MM_REASON_MAX] = "";
    assert_false(mm_record_save(&rec, path, why, sizeof why));
    mm_test_assert_contains(why, "could not write");
    struct stat st;
    assert_int_not_equal(stat(tmp, &st), 0);
    assert_int_equal(stat(path, &st), 0);
    assert_true(S_ISDIR(st.st_mode));
    mm_record_free(&rec);
    rmdir(path);
    mm_test_remove_dir(dir);
}

static void test_load_of_file_with_nul_bytes_fails_cleanly(void **state)
{
    (void)state;
    char dir[64], path[128];
    mm_test_tmpdir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/binary.mmrec", dir);
    static const char data[] = "monstermoon-record 1\ngame monsters-on-the-run\n\0\0\0seed 1\n";
    mm_test_write_file(path, data, sizeof data - 1);
    mm_record rec;
    mm_record_init(&rec);
    int bad_line = -1;
    char why[MM_REASON_MAX] = "";
    assert_false(mm_record_load(&rec, path, &bad_line, why, sizeof why));
    assert_int_equal(bad_line, 0);
    mm_test_assert_contains(why, "NUL bytes");
    assert_int_equal(rec.moves.n, 0);
    mm_record_free(&rec);
    mm_test_remove_dir(dir);
}

static void test_load_of_large_file_reads_everything(void **state)
{
    (void)state;
    /* Bigger than the loader's first 4 KiB buffer, so it must grow. */
    char dir[64], path[128];
    mm_test_tmpdir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/long.mmrec", dir);
    mm_record rec;
    make_full_record(&rec);
    for (int i = 0; i < 3000; i++)
        assert_true(mm_move_list_addf(&rec.moves, "M%d", i));
    char why[MM_REASON_MAX] = "";
    assert_true(mm_record_save(&rec, path, why, sizeof why));
    mm_record back;
    mm_record_init(&back);
    int bad_line;
    if (!mm_record_load(&back, path, &bad_line, why, sizeof why))
        fail_msg("line %d: %s", bad_line, why);
    assert_records_equal(&rec, &back);
    mm_record_free(&rec);
    mm_record_free(&back);
    mm_test_remove_dir(dir);
}

static void test_load_of_missing_file_fails_with_reason(void **state)
{
    (void)state;
    mm_record rec;
    mm_record_init(&rec);
    int bad_line = -1;
    char why[MM_REASON_MAX] = "";
    assert_false(mm_record_load(&rec, "/nonexistent/dir/x.mmrec", &bad_line, why, sizeof why));
    mm_test_assert_contains(why, "could not open");
    assert_int_equal(bad_line, 0);
    mm_record_free(&rec);
}

static void test_load_reports_parse_error_line(void **state)
{
    (void)state;
    char dir[64], path[128];
    mm_test_tmpdir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/bad.mmrec", dir);
    const char *text = MAGIC "game monsters-on-the-run\nseed 1\nseat alien A\nmoves\n";
    mm_test_write_file(path, text, strlen(text));
    mm_record rec;
    mm_record_init(&rec);
    int bad_line = -1;
    char why[MM_REASON_MAX] = "";
    assert_false(mm_record_load(&rec, path, &bad_line, why, sizeof why));
    assert_int_equal(bad_line, 4);
    mm_test_assert_contains(why, "unknown player 'alien'");
    mm_record_free(&rec);
    mm_test_remove_dir(dir);
}

/* ----------------------------------------------------- hostile and odd files */

/* A loader that would wait or run away is stopped by the alarm, failing the
 * test instead of hanging it. */
static void on_alarm(int sig)
{
    (void)sig;
    static const char msg[] = "the record loader hung\n";
    if (write(2, msg, sizeof msg - 1) < 0)
        _exit(3);
    _exit(2);
}

static bool load_within(const char *path, unsigned seconds, char *why, size_t why_len)
{
    mm_record rec;
    mm_record_init(&rec);
    int bad_line = -1;
    signal(SIGALRM, on_alarm);
    alarm(seconds);
    bool ok = mm_record_load(&rec, path, &bad_line, why, why_len);
    alarm(0);
    mm_record_free(&rec);
    return ok;
}

static void test_load_of_a_named_pipe_is_refused_at_once(void **state)
{
    (void)state;
    char dir[64], path[128], why[MM_REASON_MAX] = "";
    mm_test_tmpdir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/pipe.mmrec", dir);
    assert_int_equal(mkfifo(path, 0644), 0);
    assert_false(load_within(path, 5, why, sizeof why));
    mm_test_assert_contains(why, "not a regular file");
    unlink(path);
    mm_test_remove_dir(dir);
}

static void test_load_of_dev_zero_is_refused_at_once(void **state)
{
    (void)state;
    char why[MM_REASON_MAX] = "";
    assert_false(load_within("/dev/zero", 5, why, sizeof why));
    mm_test_assert_contains(why, "not a regular file");
}

static void test_load_of_a_huge_record_is_refused_unread(void **state)
{
    (void)state;
    char dir[64], path[128], why[MM_REASON_MAX] = "";
    mm_test_tmpdir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/huge.mmrec", dir);
    size_t n = MM_RECORD_MAX_BYTES + 1;
    char *text = malloc(n);
    assert_non_null(text);
    static const char head[] = MAGIC "game monsters-on-the-run\nseed 1\nseat human A\nmoves\n";
    memcpy(text, head, sizeof head - 1);
    for (size_t i = sizeof head - 1; i < n; i += 3)
        memcpy(text + i, "O*\n", n - i < 3 ? n - i : 3);
    mm_test_write_file(path, text, n);
    free(text);
    assert_false(load_within(path, 5, why, sizeof why));
    mm_test_assert_contains(why, "larger than 4096 kB");
    mm_test_remove_dir(dir);
}

/* The caller names the file: the reason must not name it again. */
static void test_load_reasons_do_not_repeat_the_path(void **state)
{
    (void)state;
    char why[MM_REASON_MAX] = "";
    mm_record rec;
    mm_record_init(&rec);
    int bad_line;
    assert_false(mm_record_load(&rec, "/nonexistent/dir/x.mmrec", &bad_line, why, sizeof why));
    assert_null(strstr(why, "x.mmrec"));
    mm_record_free(&rec);
}

static void test_byte_order_mark_and_trailing_blank_lines_are_accepted(void **state)
{
    (void)state;
    mm_record rec;
    mm_record_init(&rec);
    int bad_line;
    char why[MM_REASON_MAX] = "";
    const char *text = "\xEF\xBB\xBF" MAGIC "game monsters-on-the-run\nseed 7\nseat human A\n"
                       "seat human B\nmoves\nO*\nHG>G\n\n\r\n\n";
    if (!mm_record_from_text(&rec, text, &bad_line, why, sizeof why))
        fail_msg("line %d: %s", bad_line, why);
    assert_int_equal(rec.moves.n, 2);
    assert_string_equal(rec.moves.items[1], "HG>G");
    assert_true(rec.seed == 7);
    mm_record_free(&rec);
}

/* Without its seed a record would replay another deal: refused, with why. */
static void test_record_without_seed_is_refused(void **state)
{
    (void)state;
    expect_parse_error(MAGIC "game monsters-on-the-run\nversion 0.1.0\nseat human A\n"
                             "seat human B\nmoves\nO*\n",
                       0, "no 'seed' line");
}

/* Found by fuzz_record: a move ending in extra CRs lost one per save and
 * load, so a record did not survive being written again. */
static void test_control_characters_are_refused_with_their_line(void **state)
{
    (void)state;
    expect_parse_error(MAGIC "game monsters-on-the-run\nseed 1\nseat human A\nmoves\nO*\r\r\n",
                       6, "control character");
    expect_parse_error(MAGIC "game monsters-on-the-run\nseed 1\nseat human A\tB\nmoves\n", 4,
                       "control character");
}

/* --------------------------------------------------------------- seat kinds */

static void test_seat_kind_format_and_parse(void **state)
{
    (void)state;
    mm_seat seat;
    memset(&seat, 0, sizeof seat);
    char why[MM_REASON_MAX], buf[40];
    assert_true(mm_seat_parse_kind(&seat, "human", why, sizeof why));
    assert_int_equal(seat.kind, MM_SEAT_HUMAN);
    mm_seat_format_kind(&seat, buf, sizeof buf);
    assert_string_equal(buf, "human");
    assert_true(mm_seat_parse_kind(&seat, "cpu:random", why, sizeof why));
    assert_int_equal(seat.kind, MM_SEAT_CPU);
    assert_string_equal(seat.ai, "random");
    mm_seat_format_kind(&seat, buf, sizeof buf);
    assert_string_equal(buf, "cpu:random");
    /* Plain "cpu" is the default computer player, the normal level. */
    assert_true(mm_seat_parse_kind(&seat, "cpu", why, sizeof why));
    mm_seat_format_kind(&seat, buf, sizeof buf);
    assert_string_equal(buf, "cpu:normal");
    /* The three levels and the yardsticks keep their names. */
    static const char *const kinds[] = {"cpu:easy", "cpu:normal", "cpu:hard", "cpu:greedy",
                                        "cpu:random", "cpu:ctm"};
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        assert_true(mm_seat_parse_kind(&seat, kinds[i], why, sizeof why));
        mm_seat_format_kind(&seat, buf, sizeof buf);
        assert_string_equal(buf, kinds[i]);
    }
    assert_false(mm_seat_parse_kind(&seat, "cpu:", why, sizeof why));
    mm_test_assert_contains(why, "unknown player");
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip_keeps_every_field),
        cmocka_unit_test(test_text_has_documented_layout),
        cmocka_unit_test(test_round_trip_of_extreme_seeds),
        cmocka_unit_test(test_round_trip_without_moves),
        cmocka_unit_test(test_moves_line_is_the_line_of_the_first_move),
        cmocka_unit_test(test_crlf_line_ends_are_accepted),
        cmocka_unit_test(test_wrong_magic_line_is_rejected_on_line_1),
        cmocka_unit_test(test_bad_seed_is_rejected_with_its_line),
        cmocka_unit_test(test_negative_seed_after_extra_space_is_rejected),
        cmocka_unit_test(test_unknown_header_key_is_rejected_with_its_line),
        cmocka_unit_test(test_header_line_without_value_is_rejected),
        cmocka_unit_test(test_unknown_seat_kind_is_rejected_with_its_line),
        cmocka_unit_test(test_too_many_seats_are_rejected),
        cmocka_unit_test(test_malformed_option_is_rejected),
        cmocka_unit_test(test_missing_moves_line_means_cut_short),
        cmocka_unit_test(test_empty_line_among_moves_is_rejected_with_its_line),
        cmocka_unit_test(test_empty_file_is_rejected),
        cmocka_unit_test(test_record_without_game_or_seats_is_rejected),
        cmocka_unit_test(test_save_writes_the_record_text),
        cmocka_unit_test(test_save_to_missing_directory_fails_with_reason),
        cmocka_unit_test(test_failed_save_leaves_existing_file_untouched),
        cmocka_unit_test(test_failed_rename_cleans_up_temporary_file),
        cmocka_unit_test(test_load_of_file_with_nul_bytes_fails_cleanly),
        cmocka_unit_test(test_load_of_large_file_reads_everything),
        cmocka_unit_test(test_load_of_missing_file_fails_with_reason),
        cmocka_unit_test(test_load_reports_parse_error_line),
        cmocka_unit_test(test_seat_kind_format_and_parse),
        cmocka_unit_test(test_load_of_a_named_pipe_is_refused_at_once),
        cmocka_unit_test(test_load_of_dev_zero_is_refused_at_once),
        cmocka_unit_test(test_load_of_a_huge_record_is_refused_unread),
        cmocka_unit_test(test_load_reasons_do_not_repeat_the_path),
        cmocka_unit_test(test_byte_order_mark_and_trailing_blank_lines_are_accepted),
        cmocka_unit_test(test_record_without_seed_is_refused),
        cmocka_unit_test(test_control_characters_are_refused_with_their_line),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
