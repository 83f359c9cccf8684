/* SPDX-License-Identifier: MIT */
/* The midend: creating games, playing and rejecting moves, rebuilding from
 * records, autosave, undo, restart and the headless runner. */
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/ai.h"
#include "monstermoon/games/monsters_on_the_run.h"
#include "monstermoon/headless.h"

static const mm_game *mor(void)
{
    const mm_game *g = mm_game_find("monsters-on-the-run");
    assert_non_null(g);
    return g;
}

static mm_session *new_human_game(int nseats, uint64_t seed)
{
    mm_seat seats[MM_MAX_SEATS];
    mm_test_human_seats(seats, nseats);
    char why[MM_REASON_MAX] = "";
    mm_session *s = mm_session_new(mor(), NULL, seats, nseats, seed, why, sizeof why);
    if (!s)
        fail_msg("mm_session_new: %s", why);
    return s;
}

/* Expects mm_session_new to fail with a reason containing `fragment`. */
static void expect_new_fails(int nseats, const char *kv, const char *fragment)
{
    mm_seat seats[MM_MAX_SEATS];
    mm_test_human_seats(seats, MM_MAX_SEATS);
    mm_options opts = {0};
    char why[MM_REASON_MAX] = "";
    if (kv)
        assert_true(mm_options_parse_kv(&opts, kv, why, sizeof why));
    mm_session *s = mm_session_new(mor(), &opts, seats, nseats, 1, why, sizeof why);
    if (s) {
        mm_session_free(s);
        fail_msg("mm_session_new(%d seats, %s) succeeded, expected '%s'", nseats,
                 kv ? kv : "-", fragment);
    }
    mm_test_assert_contains(why, fragment);
}

/* The first legal move in the current position. */
static void first_legal(const mm_session *s, char *buf, size_t len)
{
    mm_move_list moves;
    mm_move_list_init(&moves);
    s->game->legal_moves(s->state, &moves);
    assert_true(moves.n > 0);
    snprintf(buf, len, "%s", moves.items[0]);
    mm_move_list_free(&moves);
}

static size_t state_size(void)
{
    return sizeof(mor_state);
}

/* --------------------------------------------------------------- creating */

static void test_new_rejects_bad_player_counts(void **state)
{
    (void)state;
    expect_new_fails(1, NULL, "Monsters on the Run is for 2 to 5 players, not 1");
    expect_new_fails(6, NULL, "for 2 to 5 players, not 6");
    expect_new_fails(0, NULL, "not 0");
}

static void test_new_rejects_unknown_option(void **state)
{
    (void)state;
    expect_new_fails(3, "colour=blue", "has no option 'colour'");
}

static void test_new_rejects_bad_option_value(void **state)
{
    (void)state;
    expect_new_fails(3, "first=banana", "option first takes 'random' or a seat from 1 to 3");
    expect_new_fails(3, "first=", "not ''");
    expect_new_fails(3, "first=2x", "not '2x'");
}

static void test_new_rejects_seat_option_out_of_range(void **state)
{
    (void)state;
    expect_new_fails(3, "first=4", "a seat from 1 to 3, not '4'");
    expect_new_fails(3, "first=0", "not '0'");
    expect_new_fails(5, "first=-1", "not '-1'");
    /* Seat 5 exists only with 5 players. */
    expect_new_fails(4, "first=5", "from 1 to 4");
}

static void test_new_fills_in_default_options(void **state)
{
    (void)state;
    mm_session *s = new_human_game(3, 1);
    assert_string_equal(mm_options_get(&s->rec.options, "first", "missing"), "random");
    assert_string_equal(s->rec.game, "monsters-on-the-run");
    assert_int_equal(s->rec.nseats, 3);
    assert_int_equal(mm_session_nmoves(s), 0);
    mm_session_free(s);
}

/* ---------------------------------------------------------------- playing */

static void test_play_rejects_illegal_move_and_changes_nothing(void **state)
{
    (void)state;
    mm_session *s = new_human_game(3, 77);
    char move[64];
    first_legal(s, move, sizeof move);
    mm_test_play(s, move);

    mor_state before;
    memcpy(&before, s->state, state_size());
    char *text_before = mm_record_to_text(&s->rec);
    int seat = s->game->to_move(s->state);
    char why[MM_REASON_MAX] = "";

    /* Malformed, wrong seat, and a card that cannot be played as written. */
    assert_false(mm_session_play(s, seat, "nonsense", NULL, why, sizeof why));
    mm_test_assert_contains(why, "is not a move");
    assert_false(mm_session_play(s, (seat + 1) % 3, move, NULL, why, sizeof why));
    mm_test_assert_contains(why, "turn");
    assert_false(mm_session_play(s, seat, "HG*", NULL, why, sizeof why));
    mm_test_assert_contains(why, "Only a card with one monster");

    assert_memory_equal(&before, s->state, state_size());
    assert_int_equal(mm_session_nmoves(s), 1);
    char *text_after = mm_record_to_text(&s->rec);
    assert_string_equal(text_before, text_after);
    free(text_before);
    free(text_after);
    mm_session_free(s);
}

static void test_play_records_move_and_mover(void **state)
{
    (void)state;
    mm_session *s = new_human_game(2, 5);
    char move[64];
    for (int i = 0; i < 4; i++) {
        int seat = s->game->to_move(s->state);
        first_legal(s, move, sizeof move);
        mm_events ev;
        char why[MM_REASON_MAX];
        assert_true(mm_session_play(s, seat, move, &ev, why, sizeof why));
        assert_int_equal(mm_session_nmoves(s), i + 1);
        assert_string_equal(s->rec.moves.items[i], move);
        assert_int_equal(s->movers[i], seat);
        /* Every move here is followed by the next player's draw. */
        assert_true(ev.revealed);
        assert_true(s->revealed[i]);
        assert_true(ev.n > 0);
    }
    mm_session_free(s);
}

/* ----------------------------------------------------------- from record */

/* Builds record text for a 3-player game (seed 31) whose moves are the first
 * `nlegal` moves of a real game followed by `extra` (may be NULL). */
static char *record_text_with(int nlegal, const char *extra)
{
    mm_session *s = new_human_game(3, 31);
    char move[64];
    for (int i = 0; i < nlegal; i++) {
        first_legal(s, move, sizeof move);
        mm_test_play(s, move);
    }
    if (extra)
        assert_true(mm_move_list_addf(&s->rec.moves, "%s", extra));
    char *text = mm_record_to_text(&s->rec);
    mm_session_free(s);
    return text;
}

/* The 1-based line of the first move in a record text. */
static int first_move_line(const char *text)
{
    int line = 1;
    for (const char *p = text; *p; p++) {
        if (strncmp(p, "moves\n", 6) == 0 && (p == text || p[-1] == '\n'))
            return line + 1;
        if (*p == '\n')
            line++;
    }
    fail_msg("no moves line");
    return 0;
}

static void test_from_record_replays_to_the_same_state(void **state)
{
    (void)state;
    mm_session *s = new_human_game(3, 31);
    char move[64];
    for (int i = 0; i < 10; i++) {
        first_legal(s, move, sizeof move);
        mm_test_play(s, move);
    }
    mm_record rec;
    mm_record_init(&rec);
    char *text = mm_record_to_text(&s->rec);
    int bad_line;
    char why[MM_REASON_MAX];
    assert_true(mm_record_from_text(&rec, text, &bad_line, why, sizeof why));
    mm_session *r = mm_session_from_record(&rec, &bad_line, why, sizeof why);
    if (!r)
        fail_msg("line %d: %s", bad_line, why);
    assert_int_equal(mm_session_nmoves(r), 10);
    assert_memory_equal(r->state, s->state, state_size());
    mm_session_free(r);
    mm_record_free(&rec);
    free(text);
    mm_session_free(s);
}

/* Records carry the game's rules version; a record without one is version 1. */
static void test_records_carry_the_rules_version(void **state)
{
    (void)state;
    mm_session *s = new_human_game(2, 5);
    assert_int_equal(s->rec.rules, mm_game_rules_version(mor()));
    char *text = mm_record_to_text(&s->rec);
    char line[32];
    snprintf(line, sizeof line, "\nrules %d\n", mm_game_rules_version(mor()));
    mm_test_assert_contains(text, line);
    mm_record rec;
    mm_record_init(&rec);
    int bad_line;
    char why[MM_REASON_MAX];
    assert_true(mm_record_from_text(&rec, text, &bad_line, why, sizeof why));
    assert_int_equal(rec.rules, s->rec.rules);
    assert_false(mm_record_from_text(&rec, "monstermoon-record 1\ngame x\nrules two\n", &bad_line,
                                     why, sizeof why));
    assert_int_equal(bad_line, 3);
    mm_test_assert_contains(why, "rules version 'two'");
    mm_record_free(&rec);
    free(text);
    mm_session_free(s);
}

/* A record from a newer rules version is refused with the reason, before any
 * move is tried. */
static void test_from_record_refuses_a_newer_rules_version(void **state)
{
    (void)state;
    char *text = record_text_with(2, NULL);
    mm_record rec;
    mm_record_init(&rec);
    int bad_line = -1;
    char why[MM_REASON_MAX] = "";
    assert_true(mm_record_from_text(&rec, text, &bad_line, why, sizeof why));
    rec.rules = mm_game_rules_version(mor()) + 1;
    assert_null(mm_session_from_record(&rec, &bad_line, why, sizeof why));
    assert_int_equal(bad_line, 0);
    mm_test_assert_contains(why, "newer version of Monsters on the Run");
    mm_test_assert_contains(why, "update monstermoon");
    mm_record_free(&rec);
    free(text);
}

/* An older record that still replays keeps its version; one whose replay
 * breaks says what changed since (Zombeasts 1 -> 2: the optional bonus). */
static void test_an_older_record_that_breaks_says_what_changed(void **state)
{
    (void)state;
    const mm_game *zb = mm_game_find("zombeasts");
    assert_non_null(zb);
    assert_true(mm_game_rules_version(zb) >= 2);
    assert_int_equal(mm_game_oldest_rules(zb, 2), 1);
    mm_record rec;
    mm_record_init(&rec);
    int bad_line = -1;
    char why[MM_REASON_MAX] = "";
    assert_true(mm_record_from_text(&rec,
                                    "monstermoon-record 1\ngame zombeasts\nversion 0.1.0\n"
                                    "seed 3\nseat human A\nseat human B\nmoves\nbonus none\n",
                                    &bad_line, why, sizeof why));
    assert_int_equal(rec.rules, 0);
    assert_null(mm_session_from_record(&rec, &bad_line, why, sizeof why));
    mm_test_assert_contains(why, "move 1 'bonus none'");
    mm_test_assert_contains(why, "rules version 1 of Zombeasts");
    mm_test_assert_contains(why, "bonus card for four different animals became optional");
    mm_record_free(&rec);
}

static void test_from_record_reports_line_of_bad_move(void **state)
{
    (void)state;
    /* Two legal moves, then a two-monster card laid as a bet (never legal). */
    char *text = record_text_with(2, "HG*");
    int moves_line = first_move_line(text);
    mm_record rec;
    mm_record_init(&rec);
    int bad_line = -1;
    char why[MM_REASON_MAX] = "";
    assert_true(mm_record_from_text(&rec, text, &bad_line, why, sizeof why));
    assert_int_equal(rec.moves_line, moves_line);
    mm_session *r = mm_session_from_record(&rec, &bad_line, why, sizeof why);
    assert_null(r);
    assert_int_equal(bad_line, moves_line + 2);
    mm_test_assert_contains(why, "move 3 'HG*': Only a card with one monster");
    mm_record_free(&rec);
    free(text);
}

static void test_from_record_reports_malformed_first_move(void **state)
{
    (void)state;
    char *text = record_text_with(0, "jump!");
    int moves_line = first_move_line(text);
    mm_record rec;
    mm_record_init(&rec);
    int bad_line = -1;
    char why[MM_REASON_MAX] = "";
    assert_true(mm_record_from_text(&rec, text, &bad_line, why, sizeof why));
    assert_null(mm_session_from_record(&rec, &bad_line, why, sizeof why));
    assert_int_equal(bad_line, moves_line);
    /* The move is named once, not again by the parser's reason. */
    mm_test_assert_contains(why, "move 1 'jump!' is not a move");
    assert_null(strstr(why, "'jump!': 'jump!'"));
    mm_record_free(&rec);
    free(text);
}

static void test_from_record_rejects_move_after_game_over(void **state)
{
    (void)state;
    mm_seat seats[3];
    mm_test_cpu_seats(seats, 3, "random");
    char why[MM_REASON_MAX] = "";
    mm_session *s = mm_headless_play_one(mor(), NULL, seats, 3, 8, why, sizeof why);
    assert_non_null(s);
    int n = mm_session_nmoves(s);
    assert_true(mm_move_list_addf(&s->rec.moves, "O*"));
    char *text = mm_record_to_text(&s->rec);
    int moves_line = first_move_line(text);
    mm_record rec;
    mm_record_init(&rec);
    int bad_line = -1;
    assert_true(mm_record_from_text(&rec, text, &bad_line, why, sizeof why));
    assert_null(mm_session_from_record(&rec, &bad_line, why, sizeof why));
    assert_int_equal(bad_line, moves_line + n);
    mm_test_assert_contains(why, "already over");
    mm_record_free(&rec);
    free(text);
    mm_session_free(s);
}

static void test_from_record_rejects_unknown_game_and_bad_header(void **state)
{
    (void)state;
    mm_record rec;
    mm_record_init(&rec);
    int bad_line = -1;
    char why[MM_REASON_MAX] = "";
    assert_true(mm_record_from_text(&rec,
                                    "monstermoon-record 1\ngame chess\nseed 1\n"
                                    "seat human A\nmoves\n",
                                    &bad_line, why, sizeof why));
    assert_null(mm_session_from_record(&rec, &bad_line, why, sizeof why));
    mm_test_assert_contains(why, "unknown game 'chess'");

    /* A known game with a player count it does not support. */
    assert_true(mm_record_from_text(&rec,
                                    "monstermoon-record 1\ngame monsters-on-the-run\nseed 1\n"
                                    "seat human A\nmoves\n",
                                    &bad_line, why, sizeof why));
    assert_null(mm_session_from_record(&rec, &bad_line, why, sizeof why));
    mm_test_assert_contains(why, "not 1");
    mm_record_free(&rec);
}

/* --------------------------------------------------------------- autosave */

static void test_autosave_rewrites_file_after_every_move(void **state)
{
    (void)state;
    char dir[64], path[128];
    mm_test_tmpdir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/auto.mmrec", dir);
    mm_session *s = new_human_game(4, 2024);
    char why[MM_REASON_MAX * 2];
    assert_true(mm_session_autosave(s, path, NULL, why, sizeof why));
    for (int i = 0; i <= 12; i++) {
        assert_true(mm_session_save_wait(s, why, sizeof why));
        char *text = mm_record_to_text(&s->rec);
        char *file = mm_test_read_file(path, NULL);
        assert_non_null(file);
        assert_string_equal(file, text);
        /* The file names exactly the moves made so far. */
        mm_record rec;
        mm_record_init(&rec);
        int bad_line;
        assert_true(mm_record_from_text(&rec, file, &bad_line, why, sizeof why));
        assert_int_equal(rec.moves.n, i);
        mm_record_free(&rec);
        free(text);
        free(file);
        char move[64];
        first_legal(s, move, sizeof move);
        mm_test_play(s, move);
    }
    mm_session_free(s);
    mm_test_remove_dir(dir);
}

static void test_autosave_failure_is_reported_but_play_goes_on(void **state)
{
    (void)state;
    mm_session *s = new_human_game(2, 3);
    char why[MM_REASON_MAX * 2] = "";
    assert_true(mm_session_autosave(s, "/nonexistent-dir-for-mm-tests/auto.mmrec", NULL, why,
                                    sizeof why));
    assert_false(mm_session_save_wait(s, why, sizeof why));
    mm_test_assert_contains(why, "/nonexistent-dir-for-mm-tests/auto.mmrec: could not write");
    char move[64];
    first_legal(s, move, sizeof move);
    mm_test_play(s, move);
    assert_int_equal(mm_session_nmoves(s), 1);
    assert_false(mm_session_save_wait(s, why, sizeof why));
    mm_test_assert_contains(why, "could not write");
    mm_session_free(s);
}

/* ------------------------------------------------------------------- undo */

static void test_nothing_to_undo_at_the_start(void **state)
{
    (void)state;
    mm_session *s = new_human_game(2, 9);
    char why[MM_REASON_MAX] = "";
    assert_false(mm_session_can_undo(s, why, sizeof why));
    assert_string_equal(why, "Nothing to undo yet.");
    assert_false(mm_session_undo(s, why, sizeof why));
    mm_session_free(s);
}

/* Every move in Monsters on the Run is followed by the next player drawing a
 * hidden card, so no move can be taken back. */
static void test_undo_is_refused_after_a_card_was_revealed(void **state)
{
    (void)state;
    mm_session *s = new_human_game(3, 9);
    char move[64];
    first_legal(s, move, sizeof move);
    mm_test_play(s, move);
    mor_state before;
    memcpy(&before, s->state, state_size());
    char why[MM_REASON_MAX] = "";
    assert_false(mm_session_can_undo(s, why, sizeof why));
    mm_test_assert_contains(why, "revealed");
    assert_false(mm_session_undo(s, why, sizeof why));
    mm_test_assert_contains(why, "revealed");
    assert_int_equal(mm_session_nmoves(s), 1);
    assert_memory_equal(&before, s->state, state_size());
    mm_session_free(s);
}

/* --------------------------------------------------------------- restart */

static void test_restart_returns_to_the_same_initial_state(void **state)
{
    (void)state;
    char dir[64], path[128];
    mm_test_tmpdir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/auto.mmrec", dir);
    mm_session *s = new_human_game(4, 555);
    mor_state initial;
    memcpy(&initial, s->state, state_size());
    char why[MM_REASON_MAX * 2] = "";
    assert_true(mm_session_autosave(s, path, NULL, why, sizeof why));
    char move[64];
    for (int i = 0; i < 7; i++) {
        first_legal(s, move, sizeof move);
        mm_test_play(s, move);
    }
    assert_memory_not_equal(&initial, s->state, state_size());
    assert_true(mm_session_restart(s, why, sizeof why));
    assert_int_equal(mm_session_nmoves(s), 0);
    const mor_state *now = mor_from(s->state);
    /* The same hands, spiral, draw pile, positions, favourites and starter. */
    assert_memory_equal(now->hand, initial.hand, sizeof initial.hand);
    assert_memory_equal(now->track, initial.track, sizeof initial.track);
    assert_memory_equal(now->draw, initial.draw, sizeof initial.draw);
    assert_memory_equal(now->pos, initial.pos, sizeof initial.pos);
    assert_memory_equal(now->bets, initial.bets, sizeof initial.bets);
    assert_memory_equal(now->tile, initial.tile, sizeof initial.tile);
    assert_int_equal(now->current, initial.current);
    assert_memory_equal(now, &initial, state_size());
    /* The autosave now holds a record without moves. */
    assert_true(mm_session_save_wait(s, why, sizeof why));
    char *file = mm_test_read_file(path, NULL);
    char *text = mm_record_to_text(&s->rec);
    assert_string_equal(file, text);
    assert_true(strstr(file, "moves\n")[6] == '\0');
    free(file);
    free(text);
    mm_session_free(s);
    mm_test_remove_dir(dir);
}

/* -------------------------------------------------------------- headless */

static char *run_headless(uint64_t seed, int ngames)
{
    mm_seat seats[4];
    mm_test_cpu_seats(seats, 4, "greedy");
    snprintf(seats[1].ai, sizeof seats[1].ai, "random");
    char *buf = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&buf, &len);
    assert_non_null(out);
    char why[MM_REASON_MAX] = "";
    bool ok = mm_headless_run(mor(), NULL, seats, 4, seed, ngames, out, why, sizeof why);
    fclose(out);
    if (!ok)
        fail_msg("mm_headless_run: %s", why);
    return buf;
}

static void test_headless_run_is_deterministic(void **state)
{
    (void)state;
    char *a = run_headless(1000, 5);
    char *b = run_headless(1000, 5);
    assert_string_equal(a, b);
    int lines = 0;
    for (const char *p = a; *p; p++)
        lines += *p == '\n';
    assert_int_equal(lines, 5);
    free(a);
    free(b);
}

static void test_headless_run_depends_on_seed(void **state)
{
    (void)state;
    char *a = run_headless(1000, 3);
    char *b = run_headless(2000, 3);
    assert_string_not_equal(a, b);
    free(a);
    free(b);
}

static void test_headless_rejects_human_seats(void **state)
{
    (void)state;
    mm_seat seats[2];
    mm_test_human_seats(seats, 2);
    char why[MM_REASON_MAX] = "";
    assert_null(mm_headless_play_one(mor(), NULL, seats, 2, 1, why, sizeof why));
    mm_test_assert_contains(why, "computer players only");
}

/* 200 seeded 4-player games: each ends, and until then the player to move
 * always has a legal move. */
static void test_every_seeded_game_ends_with_legal_moves_throughout(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 200; seed++) {
        mm_seat seats[4];
        mm_test_cpu_seats(seats, 4, seed % 2 ? "random" : "greedy");
        char why[MM_REASON_MAX] = "";
        mm_session *s = mm_session_new(mor(), NULL, seats, 4, seed, why, sizeof why);
        assert_non_null(s);
        mm_rng rng;
        mm_rng_seed(&rng, seed * 7919);
        int seat, moves = 0;
        while ((seat = s->game->to_move(s->state)) != MM_NOBODY) {
            assert_false(s->game->is_over(s->state));
            mm_move_list list;
            mm_move_list_init(&list);
            s->game->legal_moves(s->state, &list);
            if (list.n == 0)
                fail_msg("seed %llu move %d: no legal move", (unsigned long long)seed, moves);
            mm_move_list_free(&list);
            char move[64];
            assert_true(mm_ai_choose(mm_ai_find(seats[seat].ai), s->game, s->state, seat, &rng,
                                     move, sizeof move));
            if (!mm_session_play(s, seat, move, NULL, why, sizeof why))
                fail_msg("seed %llu: '%s': %s", (unsigned long long)seed, move, why);
            assert_true(++moves <= 55);
        }
        assert_true(s->game->is_over(s->state));
        mm_session_free(s);
    }
}

static void test_json_line_has_the_documented_keys(void **state)
{
    (void)state;
    mm_seat seats[3];
    mm_test_cpu_seats(seats, 3, "greedy");
    snprintf(seats[2].ai, sizeof seats[2].ai, "random");
    char why[MM_REASON_MAX] = "";
    mm_session *s = mm_headless_play_one(mor(), NULL, seats, 3, 4242, why, sizeof why);
    assert_non_null(s);
    char line[1024];
    mm_headless_json(s, line, sizeof line);
    mm_result r;
    s->game->result(s->state, &r);

    char expect[1024];
    int at = snprintf(expect, sizeof expect,
                      "{\"game\":\"monsters-on-the-run\",\"seed\":4242,"
                      "\"players\":[\"cpu:greedy\",\"cpu:greedy\",\"cpu:random\"],"
                      "\"scores\":[%d,%d,%d],\"winners\":[",
                      r.total[0], r.total[1], r.total[2]);
    bool first = true;
    for (int i = 0; i < 3; i++) {
        if (r.winner[i]) {
            at += snprintf(expect + at, sizeof expect - (size_t)at, "%s%d", first ? "" : ",", i);
            first = false;
        }
    }
    snprintf(expect + at, sizeof expect - (size_t)at, "],\"moves\":%d}", mm_session_nmoves(s));
    assert_string_equal(line, expect);
    assert_false(first); /* somebody won */
    mm_session_free(s);
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_new_rejects_bad_player_counts),
        cmocka_unit_test(test_new_rejects_unknown_option),
        cmocka_unit_test(test_new_rejects_bad_option_value),
        cmocka_unit_test(test_new_rejects_seat_option_out_of_range),
        cmocka_unit_test(test_new_fills_in_default_options),
        cmocka_unit_test(test_play_rejects_illegal_move_and_changes_nothing),
        cmocka_unit_test(test_play_records_move_and_mover),
        cmocka_unit_test(test_from_record_replays_to_the_same_state),
        cmocka_unit_test(test_from_record_reports_line_of_bad_move),
        cmocka_unit_test(test_from_record_reports_malformed_first_move),
        cmocka_unit_test(test_from_record_rejects_move_after_game_over),
        cmocka_unit_test(test_from_record_rejects_unknown_game_and_bad_header),
        cmocka_unit_test(test_autosave_rewrites_file_after_every_move),
        cmocka_unit_test(test_autosave_failure_is_reported_but_play_goes_on),
        cmocka_unit_test(test_nothing_to_undo_at_the_start),
        cmocka_unit_test(test_undo_is_refused_after_a_card_was_revealed),
        cmocka_unit_test(test_restart_returns_to_the_same_initial_state),
        cmocka_unit_test(test_records_carry_the_rules_version),
        cmocka_unit_test(test_from_record_refuses_a_newer_rules_version),
        cmocka_unit_test(test_an_older_record_that_breaks_says_what_changed),
        cmocka_unit_test(test_headless_run_is_deterministic),
        cmocka_unit_test(test_headless_run_depends_on_seed),
        cmocka_unit_test(test_headless_rejects_human_seats),
        cmocka_unit_test(test_every_seeded_game_ends_with_legal_moves_throughout),
        cmocka_unit_test(test_json_line_has_the_documented_keys),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
