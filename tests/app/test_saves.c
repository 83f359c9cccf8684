/* SPDX-License-Identifier: MIT */
/* The saves folder: scanned off the caller's thread, never blocking on a
 * pipe or reading a huge file, each save's state and damage told, leftovers
 * of a crash recovered or removed. */
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "monstermoon/fileio.h"
#include "saves.h"
#include "test_support.h"

static void on_alarm(int sig)
{
    (void)sig;
    static const char msg[] = "the saves scan hung\n";
    if (write(2, msg, sizeof msg - 1) < 0)
        _exit(3);
    _exit(2);
}

/* A Monsters on the Run game of computer seats after `moves` moves (or at its
 * end when `moves` is negative), written to `path` with mtime `when`. */
static void write_game(const char *path, uint64_t seed, int moves, time_t when)
{
    const mm_game *game = mm_game_find("monsters-on-the-run");
    mm_seat seats[3];
    mm_test_cpu_seats(seats, 3, "random");
    char why[MM_REASON_MAX * 2];
    mm_session *s = mm_session_new(game, NULL, seats, 3, seed, why, sizeof why);
    assert_non_null(s);
    for (int i = 0; (moves < 0 || i < moves) && !game->is_over(s->state); i++) {
        mm_move_list legal;
        mm_move_list_init(&legal);
        game->legal_moves(s->state, &legal);
        assert_true(legal.n > 0);
        mm_test_play(s, legal.items[(size_t)i % (size_t)legal.n]);
        mm_move_list_free(&legal);
    }
    assert_int_equal(game->is_over(s->state), moves < 0);
    assert_true(mm_record_save(&s->rec, path, why, sizeof why));
    mm_session_free(s);
    struct timespec times[2] = {{when, 0}, {when, 0}};
    assert_int_equal(utimensat(AT_FDCWD, path, times, 0), 0);
}

static void set_mtime(const char *path, time_t when)
{
    struct timespec times[2] = {{when, 0}, {when, 0}};
    assert_int_equal(utimensat(AT_FDCWD, path, times, 0), 0);
}

static const mm_save_info *find(const mm_save_info *all, int n, const char *name)
{
    for (int i = 0; i < n; i++) {
        const char *slash = strrchr(all[i].path, '/');
        if (strcmp(slash ? slash + 1 : all[i].path, name) == 0)
            return &all[i];
    }
    fail_msg("%s not listed", name);
    return NULL;
}

static int scan(mm_saves *saves, mm_save_info *all, int max)
{
    signal(SIGALRM, on_alarm);
    alarm(20);
    mm_saves_refresh(saves);
    mm_saves_wait(saves);
    alarm(0);
    int n = mm_saves_count(saves);
    assert_true(n <= max);
    for (int i = 0; i < n; i++)
        assert_true(mm_saves_get(saves, i, &all[i]));
    return n;
}

/* A pipe, a huge record and a damaged one beside real saves: the scan ends
 * at once, says what each is, and Continue finds the unfinished game. */
static void test_scan_tells_each_save_and_never_blocks(void **state)
{
    (void)state;
    char dir[64], path[256];
    mm_test_tmpdir(dir, sizeof dir);
    time_t t0 = 1700000000;
    snprintf(path, sizeof path, "%s/a-playing.mmrec", dir);
    write_game(path, 11, 5, t0);
    snprintf(path, sizeof path, "%s/b-finished.mmrec", dir);
    write_game(path, 12, -1, t0 + 10);
    snprintf(path, sizeof path, "%s/c-damaged.mmrec", dir);
    const char *bad = "monstermoon-record 1\ngame monsters-on-the-run\nseed 5\nseat cpu A\n"
                      "seat cpu B\nmoves\nHG>Q\n";
    mm_test_write_file(path, bad, strlen(bad));
    set_mtime(path, t0 - 10);
    snprintf(path, sizeof path, "%s/d-huge.mmrec", dir);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(ftruncate(fileno(f), (off_t)MM_RECORD_MAX_BYTES * 4), 0);
    fclose(f);
    set_mtime(path, t0 - 20);
    snprintf(path, sizeof path, "%s/e-pipe.mmrec", dir);
    assert_int_equal(mkfifo(path, 0644), 0);
    set_mtime(path, t0 + 100);

    mm_saves *saves = mm_saves_new(dir, NULL, NULL);
    mm_save_info all[8];
    int n = scan(saves, all, 8);
    assert_int_equal(n, 5);
    /* Newest first. */
    mm_test_assert_contains(all[0].path, "e-pipe.mmrec");
    mm_test_assert_contains(all[1].path, "b-finished.mmrec");

    const mm_save_info *playing = find(all, n, "a-playing.mmrec");
    assert_int_equal(playing->status, MM_SAVE_PLAYING);
    assert_string_equal(playing->game, "monsters-on-the-run");
    assert_string_equal(playing->players, "CPU 1, CPU 2, CPU 3");
    assert_int_equal(playing->nmoves, 5);
    assert_true(playing->mtime == t0);
    assert_int_equal(find(all, n, "b-finished.mmrec")->status, MM_SAVE_FINISHED);
    const mm_save_info *damaged = find(all, n, "c-damaged.mmrec");
    assert_int_equal(damaged->status, MM_SAVE_DAMAGED);
    mm_test_assert_contains(damaged->why, "line 7: move 1 'HG>Q'");
    assert_null(strstr(damaged->why, "'HG>Q': 'HG>Q'")); /* named once */
    const mm_save_info *huge = find(all, n, "d-huge.mmrec");
    assert_int_equal(huge->status, MM_SAVE_DAMAGED);
    mm_test_assert_contains(huge->why, "larger than");
    const mm_save_info *pipe = find(all, n, "e-pipe.mmrec");
    assert_int_equal(pipe->status, MM_SAVE_DAMAGED);
    assert_false(pipe->regular);

    /* The newest regular save is finished: Continue goes to the game still
     * being played, never to the pipe. */
    char cont[1200];
    assert_true(mm_saves_continue(saves, cont, sizeof cont));
    mm_test_assert_contains(cont, "a-playing.mmrec");

    /* Newer damaged and finished saves do not stand in its way either. */
    snprintf(path, sizeof path, "%s/c-damaged.mmrec", dir);
    set_mtime(path, t0 + 50);
    scan(saves, all, 8);
    mm_test_assert_contains(all[1].path, "c-damaged.mmrec");
    assert_true(mm_saves_continue(saves, cont, sizeof cont));
    mm_test_assert_contains(cont, "a-playing.mmrec");
    mm_saves_free(saves);
    snprintf(path, sizeof path, "%s/e-pipe.mmrec", dir);
    unlink(path);
    mm_test_remove_dir(dir);
}

/* A complete record left in .mmrec.tmp, newer than its save, becomes the
 * save; a cut-short one is removed; both are told. */
static void test_leftovers_of_a_crash_are_recovered_or_removed(void **state)
{
    (void)state;
    char dir[64], save[256], tmp[270], save2[256], tmp2[270];
    mm_test_tmpdir(dir, sizeof dir);
    time_t t0 = 1700000000;
    snprintf(save, sizeof save, "%s/one.mmrec", dir);
    snprintf(tmp, sizeof tmp, "%s.tmp", save);
    write_game(save, 21, 3, t0);
    write_game(tmp, 21, 6, t0 + 5);
    snprintf(save2, sizeof save2, "%s/two.mmrec", dir);
    snprintf(tmp2, sizeof tmp2, "%s.tmp", save2);
    write_game(save2, 22, 4, t0);
    mm_test_write_file(tmp2, "monstermoon-record 1\ngame monsters-on-the-run\nse", 48);

    mm_saves *saves = mm_saves_new(dir, NULL, NULL);
    mm_save_info all[4];
    int n = scan(saves, all, 4);
    assert_int_equal(n, 2);
    assert_int_equal(find(all, n, "one.mmrec")->nmoves, 6);
    assert_int_equal(find(all, n, "two.mmrec")->nmoves, 4);
    struct stat st;
    assert_int_equal(stat(tmp, &st), -1);
    assert_int_equal(stat(tmp2, &st), -1);
    char notice[2000];
    bool recovered = false, removed = false;
    while (mm_saves_take_notice(saves, notice, sizeof notice)) {
        recovered |= strstr(notice, "one.mmrec: recovered") != NULL;
        removed |= strstr(notice, "two.mmrec.tmp: removed") != NULL;
    }
    assert_true(recovered);
    assert_true(removed);
    mm_saves_free(saves);
    mm_test_remove_dir(dir);
}

/* A save being played keeps its .tmp: its writer may be writing it now. */
static void test_leftover_of_a_save_in_play_is_left_alone(void **state)
{
    (void)state;
    char dir[64], save[256], tmp[270];
    mm_test_tmpdir(dir, sizeof dir);
    snprintf(save, sizeof save, "%s/busy.mmrec", dir);
    snprintf(tmp, sizeof tmp, "%s.tmp", save);
    write_game(save, 31, 2, 1700000000);
    mm_test_write_file(tmp, "monstermoon-record 1\n", 21);
    char why[256];
    mm_file_lock *lock = mm_file_lock_take(save, NULL, why, sizeof why);
    assert_non_null(lock);
    mm_saves *saves = mm_saves_new(dir, NULL, NULL);
    mm_save_info all[2];
    scan(saves, all, 2);
    struct stat st;
    assert_int_equal(stat(tmp, &st), 0);
    mm_saves_free(saves);
    mm_file_lock_release(lock);
    mm_test_remove_dir(dir);
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_scan_tells_each_save_and_never_blocks),
        cmocka_unit_test(test_leftovers_of_a_crash_are_recovered_or_removed),
        cmocka_unit_test(test_leftover_of_a_save_in_play_is_left_alone),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
