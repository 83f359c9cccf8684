/* SPDX-License-Identifier: MIT */
/* Settings survive a save and load; damaged files fall back to defaults. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
    assert_true(mm_settings_save(&a, path));
    mm_settings_default(&b);
    assert_true(mm_settings_load(&b, path));
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
    assert_true(mm_settings_load(&s, path));
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
    assert_false(mm_settings_load(&s, "/nonexistent/monstermoon/settings.ini"));
    assert_int_equal(s.volume, 80);
    assert_false(s.fullscreen);
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_settings_round_trip),
        cmocka_unit_test(test_settings_ignore_bad_lines),
        cmocka_unit_test(test_settings_missing_file_keeps_defaults),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
