/* SPDX-License-Identifier: MIT */
/* Durable writes (file and folder synced, off the caller's thread), save
 * locks, bounded reads. fsync is wrapped here to see what gets synced, and by
 * which thread. */
#include "test_support.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "monstermoon/fileio.h"
#include "settings.h"
#include "toy_game.h"

/* ------------------------------------------------------------ fsync spy */

static atomic_int file_syncs, dir_syncs, syncs_on_main;
static pthread_t main_thread;

int fsync(int fd)
{
    struct stat st;
    if (fstat(fd, &st) == 0) {
        if (S_ISDIR(st.st_mode))
            atomic_fetch_add(&dir_syncs, 1);
        else
            atomic_fetch_add(&file_syncs, 1);
    }
    if (pthread_equal(pthread_self(), main_thread))
        atomic_fetch_add(&syncs_on_main, 1);
    return (int)syscall(SYS_fsync, fd);
}

static void reset_spy(void)
{
    atomic_store(&file_syncs, 0);
    atomic_store(&dir_syncs, 0);
    atomic_store(&syncs_on_main, 0);
}

static mm_session *toy_session(void)
{
    mm_seat seats[2];
    mm_test_human_seats(seats, 2);
    char why[MM_REASON_MAX];
    mm_session *s = mm_session_new(&mm_test_toy_game, NULL, seats, 2, 1, why, sizeof why);
    assert_non_null(s);
    return s;
}

/* ---------------------------------------------------------- durability */

/* After the rename the folder is synced too, or a power cut can lose the
 * rename (and with it a new game's first save). */
static void test_record_save_syncs_the_file_and_its_folder(void **state)
{
    (void)state;
    char dir[64], path[128], why[MM_REASON_MAX * 2];
    mm_test_tmpdir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/a.mmrec", dir);
    mm_session *s = toy_session();
    reset_spy();
    assert_true(mm_record_save(&s->rec, path, why, sizeof why));
    assert_true(atomic_load(&file_syncs) >= 1);
    assert_true(atomic_load(&dir_syncs) >= 1);
    mm_session_free(s);
    mm_test_remove_dir(dir);
}

static void test_settings_save_is_durable(void **state)
{
    (void)state;
    char dir[64], path[128], tmp[140], why[256];
    mm_test_tmpdir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/settings.ini", dir);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    mm_settings a;
    mm_settings_default(&a);
    a.volume = 17;
    mm_test_write_file(path, "volume = 3\n", 11);
    reset_spy();
    assert_true(mm_settings_save(&a, path, why, sizeof why));
    assert_true(atomic_load(&file_syncs) >= 1);
    assert_true(atomic_load(&dir_syncs) >= 1);
    struct stat st;
    assert_int_equal(stat(tmp, &st), -1); /* renamed, not copied */
    char *text = mm_test_read_file(path, NULL);
    mm_test_assert_contains(text, "volume = 17");
    free(text);
    mm_test_remove_dir(dir);
}

/* The autosave's fsyncs happen on the writer thread, never on the caller's
 * (the UI's) thread. */
static void test_autosave_syncs_off_the_calling_thread(void **state)
{
    (void)state;
    char dir[64], path[128], why[MM_REASON_MAX * 2];
    mm_test_tmpdir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/auto.mmrec", dir);
    mm_session *s = toy_session();
    reset_spy();
    assert_true(mm_session_autosave(s, path, NULL, why, sizeof why));
    mm_test_play(s, "+1");
    mm_test_play(s, "+2");
    assert_true(mm_session_save_wait(s, why, sizeof why));
    assert_true(atomic_load(&file_syncs) >= 1);
    assert_true(atomic_load(&dir_syncs) >= 1);
    assert_int_equal(atomic_load(&syncs_on_main), 0);
    char *text = mm_record_to_text(&s->rec), *file = mm_test_read_file(path, NULL);
    assert_string_equal(file, text);
    free(text);
    free(file);
    mm_session_free(s);
    mm_test_remove_dir(dir);
}

/* Content put while older content waits replaces it; the file ends newest. */
static void test_writer_keeps_the_newest_content(void **state)
{
    (void)state;
    char dir[64], path[128], why[256];
    mm_test_tmpdir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/f.txt", dir);
    mm_file_writer *w = mm_file_writer_new(NULL, NULL);
    assert_non_null(w);
    for (int i = 0; i < 200; i++) {
        char *data = malloc(32);
        int n = snprintf(data, 32, "version %d\n", i);
        mm_file_writer_put(w, path, data, (size_t)n);
    }
    assert_true(mm_file_writer_flush(w, why, sizeof why));
    char *text = mm_test_read_file(path, NULL);
    assert_string_equal(text, "version 199\n");
    free(text);
    mm_file_writer_free(w);
    mm_test_remove_dir(dir);
}

/* --------------------------------------------------------------- locks */

static void test_a_save_in_play_is_locked_against_a_second_session(void **state)
{
    (void)state;
    char dir[64], path[128], lock[140], why[MM_REASON_MAX * 2] = "";
    mm_test_tmpdir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/game.mmrec", dir);
    snprintf(lock, sizeof lock, "%s.lock", path);
    mm_session *a = toy_session(), *b = toy_session();
    assert_true(mm_session_autosave(a, path, NULL, why, sizeof why));
    assert_int_equal(mm_file_lock_holder(path), getpid());
    long holder = 0;
    assert_false(mm_session_autosave(b, path, &holder, why, sizeof why));
    assert_int_equal(holder, getpid());
    mm_test_assert_contains(why, "open in another window");
    /* The second session never wrote: its moves do not reach the file. */
    mm_test_play(b, "+2");
    mm_test_play(a, "+1");
    assert_true(mm_session_save_wait(a, why, sizeof why));
    char *file = mm_test_read_file(path, NULL);
    assert_null(strstr(file, "+2"));
    mm_test_assert_contains(file, "+1");
    free(file);
    /* Once the first is done the lock (and its file) are gone. */
    mm_session_free(a);
    assert_int_equal(mm_file_lock_holder(path), 0);
    struct stat st;
    assert_int_equal(stat(lock, &st), -1);
    assert_true(mm_session_autosave(b, path, NULL, why, sizeof why));
    mm_session_free(b);
    mm_test_remove_dir(dir);
}

/* A lock file left by a crashed game (no process holds it) is ignored. */
static void test_a_stale_lock_file_is_ignored(void **state)
{
    (void)state;
    char dir[64], path[128], lock[140], why[MM_REASON_MAX * 2] = "";
    mm_test_tmpdir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/game.mmrec", dir);
    snprintf(lock, sizeof lock, "%s.lock", path);
    mm_test_write_file(lock, "999999\n", 7);
    assert_int_equal(mm_file_lock_holder(path), 0);
    mm_session *s = toy_session();
    assert_true(mm_session_autosave(s, path, NULL, why, sizeof why));
    mm_session_free(s);
    mm_test_remove_dir(dir);
}

/* ------------------------------------------------------------- reading */

static void test_read_takes_up_to_the_cap_and_no_more(void **state)
{
    (void)state;
    char dir[64], path[128], why[256] = "";
    mm_test_tmpdir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/f", dir);
    char data[1000];
    memset(data, 'a', sizeof data);
    mm_test_write_file(path, data, sizeof data);
    size_t len = 0;
    char *text = mm_file_read(path, 1000, &len, NULL, why, sizeof why);
    assert_non_null(text);
    assert_int_equal(len, 1000);
    assert_int_equal(text[1000], '\0');
    free(text);
    bool missing = true;
    assert_null(mm_file_read(path, 999, &len, &missing, why, sizeof why));
    assert_false(missing);
    mm_test_assert_contains(why, "larger than");
    snprintf(path, sizeof path, "%s/none", dir);
    assert_null(mm_file_read(path, 999, &len, &missing, why, sizeof why));
    assert_true(missing);
    mm_test_remove_dir(dir);
}

int main(void)
{
    main_thread = pthread_self();
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_record_save_syncs_the_file_and_its_folder),
        cmocka_unit_test(test_settings_save_is_durable),
        cmocka_unit_test(test_autosave_syncs_off_the_calling_thread),
        cmocka_unit_test(test_writer_keeps_the_newest_content),
        cmocka_unit_test(test_a_save_in_play_is_locked_against_a_second_session),
        cmocka_unit_test(test_a_stale_lock_file_is_ignored),
        cmocka_unit_test(test_read_takes_up_to_the_cap_and_no_more),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
