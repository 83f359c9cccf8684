/* SPDX-License-Identifier: MIT */
/* Settings survive a save and load; damaged files fall back to defaults. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "settings.h"
#include "test_support.h"

static void test_settings_round_trip(void **state)
{
    (void)state;
    char dir[256], path[300];
    mm_test_tmpdir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/settings.ini", dir);
    mm_settings a, b;
    mm_settings_default(&a);
    a.fullscreen = true;
    a.volume = 35;
    a.muted = true;
    strcpy(a.language, "de");
    a.anim_speed = MM_ANIM_FAST;
    a.ui_size = MM_UI_TV;
    char why[256] = "";
    assert_true(mm_settings_save(&a, path, why, sizeof why));
    mm_settings_default(&b);
    assert_int_equal(mm_settings_load(&b, path, why, sizeof why), MM_SETTINGS_READ);
    assert_true(b.fullscreen);
    assert_int_equal(b.volume, 35);
    assert_true(b.muted);
    assert_string_equal(b.language, "de");
    assert_int_equal(b.anim_speed, MM_ANIM_FAST);
    assert_int_equal(b.ui_size, MM_UI_TV);
    mm_test_remove_dir(dir);
}

static void test_settings_ignore_bad_lines(void **state)
{
    (void)state;
    char dir[256], path[300];
    mm_test_tmpdir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/settings.ini", dir);
    const char *text = "volume = 400\nlanguage = klingon\nnonsense\nanimation_speed = warp\nmuted = 1\n";
    mm_test_write_file(path, text, strlen(text));
    mm_settings s;
    mm_settings_default(&s);
    strcpy(s.language, "en");
    char why[256] = "";
    assert_int_equal(mm_settings_load(&s, path, why, sizeof why), MM_SETTINGS_READ);
    assert_int_equal(s.volume, 100); /* clamped */
    assert_string_equal(s.language, "en");
    assert_int_equal(s.anim_speed, MM_ANIM_NORMAL);
    assert_true(s.muted);
    mm_test_remove_dir(dir);
}

static void test_settings_missing_file_keeps_defaults(void **state)
{
    (void)state;
    mm_settings s;
    mm_settings_default(&s);
    char why[256] = "";
    assert_int_equal(mm_settings_load(&s, "/nonexistent/monstermoon/settings.ini", why, sizeof why),
                     MM_SETTINGS_MISSING);
    assert_int_equal(s.volume, 80);
    assert_false(s.fullscreen);
}

static int volume_of(const char *text)
{
    mm_settings s;
    mm_settings_default(&s);
    s.volume = 55;
    mm_settings_parse(&s, text);
    return s.volume;
}

/* Numbers beyond an int clamp to the nearest end instead of wrapping. */
static void test_settings_huge_volumes_clamp_the_right_way(void **state)
{
    (void)state;
    assert_int_equal(volume_of("volume = 4294967296\n"), 100);
    assert_int_equal(volume_of("volume = -2147483649\n"), 0);
    assert_int_equal(volume_of("volume = 99999999999999999999999999\n"), 100);
    assert_int_equal(volume_of("volume = -99999999999999999999999999\n"), 0);
    assert_int_equal(volume_of("volume = 2147483648\n"), 100);
    assert_int_equal(volume_of("volume = 42\n"), 42);
    /* Not a number: the value stays. */
    assert_int_equal(volume_of("volume = 40abc\n"), 55);
    assert_int_equal(volume_of("volume = \n"), 55);
    assert_int_equal(volume_of("volume = 0x20\n"), 55);
}

static void test_settings_accept_a_byte_order_mark_and_crlf(void **state)
{
    (void)state;
    mm_settings s;
    mm_settings_default(&s);
    mm_settings_parse(&s, "\xEF\xBB\xBFvolume = 12\r\nmuted = 1\r\n\r\n");
    assert_int_equal(s.volume, 12);
    assert_true(s.muted);
}

/* A line longer than any setting is skipped whole: its tail is no setting. */
static void test_settings_skip_overlong_lines_whole(void **state)
{
    (void)state;
    char text[1200];
    memset(text, 'x', 600);
    snprintf(text + 600, sizeof text - 600, "volume = 3\nmuted = 1\n");
    text[0] = '#';
    mm_settings s;
    mm_settings_default(&s);
    mm_settings_parse(&s, text);
    assert_int_equal(s.volume, 80);
    assert_true(s.muted);
}

/* A settings file that exists but cannot be read is reported, not taken for
 * a missing one (which the app would silently replace). */
static void test_settings_unreadable_file_is_reported(void **state)
{
    (void)state;
    char dir[256], path[300], why[256];
    mm_test_tmpdir(dir, sizeof dir);
    mm_settings s;
    mm_settings_default(&s);
    /* A folder in its place. */
    snprintf(path, sizeof path, "%s/settings.ini", dir);
    assert_int_equal(mkdir(path, 0755), 0);
    why[0] = '\0';
    assert_int_equal(mm_settings_load(&s, path, why, sizeof why), MM_SETTINGS_UNREADABLE);
    mm_test_assert_contains(why, "folder");
    rmdir(path);
    /* A named pipe: refused at once, never waited on. */
    assert_int_equal(mkfifo(path, 0644), 0);
    why[0] = '\0';
    assert_int_equal(mm_settings_load(&s, path, why, sizeof why), MM_SETTINGS_UNREADABLE);
    mm_test_assert_contains(why, "not a regular file");
    unlink(path);
    /* Binary junk. */
    mm_test_write_file(path, "volume = 5\0\x01\x02", 13);
    why[0] = '\0';
    assert_int_equal(mm_settings_load(&s, path, why, sizeof why), MM_SETTINGS_UNREADABLE);
    mm_test_assert_contains(why, "NUL");
    assert_int_equal(s.volume, 80);
    mm_test_remove_dir(dir);
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_settings_round_trip),
        cmocka_unit_test(test_settings_ignore_bad_lines),
        cmocka_unit_test(test_settings_missing_file_keeps_defaults),
        cmocka_unit_test(test_settings_huge_volumes_clamp_the_right_way),
        cmocka_unit_test(test_settings_accept_a_byte_order_mark_and_crlf),
        cmocka_unit_test(test_settings_skip_overlong_lines_whole),
        cmocka_unit_test(test_settings_unreadable_file_is_reported),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
