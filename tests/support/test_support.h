/* SPDX-License-Identifier: MIT */
/* Helpers shared by the test suites. */
#ifndef MM_TEST_SUPPORT_H
#define MM_TEST_SUPPORT_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "monstermoon/game.h"
#include "monstermoon/session.h"

/* Puts gettext in English so reasons compare against the source strings. */
void mm_test_init(void);
/* Seats: n computer players of the given ai id ("greedy", "random"). */
void mm_test_cpu_seats(mm_seat *seats, int n, const char *ai);
/* Plays `move` through the session and fails the test with the reason if it
 * is rejected. */
void mm_test_play(mm_session *s, const char *move);
/* Asserts that `move` is rejected and that the reason contains `fragment`. */
void mm_test_reject(const mm_session *s, const char *move, const char *fragment);

/* Seats: n human players named "Human 1", "Human 2", ... */
void mm_test_human_seats(mm_seat *seats, int n);
/* Creates a fresh directory /tmp/mmtest-XXXXXX and writes its path to `buf`. */
void mm_test_tmpdir(char *buf, size_t len);
/* Removes the files in `dir` (not recursively) and then `dir` itself. */
void mm_test_remove_dir(const char *dir);
/* Reads a whole file (NUL-terminated; *len gets the byte count when not NULL);
 * NULL when it cannot be opened. Caller frees. */
char *mm_test_read_file(const char *path, size_t *len);
/* Writes `len` bytes to `path`, failing the test on error. */
void mm_test_write_file(const char *path, const char *data, size_t len);
/* Asserts that `text` contains `fragment` (with both shown on failure). */
void mm_test_assert_contains(const char *text, const char *fragment);

/* Checks the rules-interface contract on one position with a seat to move:
 * at least one legal move; every listed move validates for that seat (and,
 * with `exclusive`, for no other seat); none is listed twice; and with
 * `apply_each`, every move applied to a clone keeps is_over and to_move in
 * agreement and passes `after(next, ctx)` (may be NULL). `where` starts each
 * failure message (seed, players). Leaves the legal moves in `legal`, which
 * the caller has initialized and frees. */
void mm_test_check_legal_moves(const mm_game *game, const mm_state *state, const char *where,
                               bool exclusive, bool apply_each,
                               void (*after)(const mm_state *next, const void *ctx),
                               const void *ctx, mm_move_list *legal);

#endif
