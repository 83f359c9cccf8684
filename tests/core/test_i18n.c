/* SPDX-License-Identifier: MIT */
/* The German catalogue is checked before gettext sees it: truncated and
 * bit-flipped copies of the real .mo are refused, or, when the check lets one
 * through (a changed letter inside a translation), gettext reads it safely:
 * every message of the catalogue is looked up in it. */
#define _XOPEN_SOURCE 700 /* nftw */
#include "test_support.h"

#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "monstermoon/i18n.h"
#include "monstermoon/rng.h"

static char *catalog(size_t *len)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/de/LC_MESSAGES/%s.mo", MM_BUILD_LOCALEDIR, MM_TEXT_DOMAIN);
    char *mo = mm_test_read_file(path, len);
    assert_non_null(mo);
    return mo;
}

static uint32_t word_at(const char *mo, size_t off)
{
    uint32_t w;
    memcpy(&w, mo + off, 4);
    return w; /* msgfmt writes the build machine's byte order */
}

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st;
    (void)flag;
    (void)ftw;
    return remove(path);
}

static void remove_tree(const char *dir)
{
    nftw(dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

static int accepted, refused;

/* Points gettext at a copy of `mo` and looks up every message of the real
 * catalogue `orig` in German. */
static void use_with_gettext(const char *dir, const char *mo, size_t len, const char *orig)
{
    char sub[1200], path[1300];
    snprintf(sub, sizeof sub, "%s/de", dir);
    mkdir(sub, 0755);
    snprintf(sub, sizeof sub, "%s/de/LC_MESSAGES", dir);
    mkdir(sub, 0755);
    snprintf(path, sizeof path, "%s/%s.mo", sub, MM_TEXT_DOMAIN);
    mm_test_write_file(path, mo, len);
    char why[1500] = "";
    bool ok = mm_i18n_init(dir, why, sizeof why);
    if (!ok) {
        refused++;
        mm_test_assert_contains(why, "monstermoon.mo: ");
        mm_i18n_set_language("de");
        assert_string_equal(mm_i18n_language(), "en"); /* English shown */
        return;
    }
    accepted++;
    mm_i18n_set_language("de");
    uint32_t n = word_at(orig, 8), tab = word_at(orig, 12);
    for (uint32_t i = 0; i < n; i++) {
        const char *msgid = orig + word_at(orig, tab + 8 * i + 4);
        const char *t = dgettext(MM_TEXT_DOMAIN, msgid);
        assert_non_null(t);
        (void)strlen(t);
        t = dngettext(MM_TEXT_DOMAIN, msgid, msgid, 2);
        (void)strlen(t);
    }
}

static void test_the_real_catalogue_passes(void **state)
{
    (void)state;
    size_t len;
    char *mo = catalog(&len);
    char why[256] = "";
    if (!mm_i18n_check_catalog(mo, len, why, sizeof why))
        fail_msg("the built catalogue is refused: %s", why);
    free(mo);
}

static void test_truncated_catalogues_are_refused(void **state)
{
    (void)state;
    size_t len;
    char *mo = catalog(&len);
    char dir[64];
    mm_test_tmpdir(dir, sizeof dir);
    accepted = refused = 0;
    for (size_t cut = 0; cut < len; cut += cut < 64 ? 1 : len / 97) {
        char why[256];
        if (mm_i18n_check_catalog(mo, cut, why, sizeof why))
            fail_msg("a catalogue cut to %zu of %zu bytes passed the check", cut, len);
        char sub[128];
        snprintf(sub, sizeof sub, "%s/%zu", dir, cut);
        mkdir(sub, 0755);
        use_with_gettext(sub, mo, cut, mo);
    }
    assert_int_equal(accepted, 0);
    remove_tree(dir);
    free(mo);
    mm_i18n_init(MM_BUILD_LOCALEDIR, NULL, 0);
    mm_i18n_set_language("en");
}

static char *find(char *data, size_t len, const char *what)
{
    size_t n = strlen(what);
    for (size_t i = 0; i + n <= len; i++)
        if (memcmp(data + i, what, n) == 0)
            return data + i;
    return NULL;
}

/* A damaged plural rule in the header: glibc's parser leaks on it and a
 * different rule picks the wrong forms, so the check refuses it. */
static void test_a_damaged_plural_rule_is_refused(void **state)
{
    (void)state;
    size_t len;
    char *mo = catalog(&len);
    char why[256];
    assert_true(mm_i18n_check_catalog(mo, len, why, sizeof why));
    char *rule = find(mo, len, "plural=(n != 1);");
    assert_non_null(rule);
    static const char *const damaged[] = {"plural=(n \" 1);", "plural=(n != 2);",
                                          "plural=(n != 1)!"};
    for (size_t i = 0; i < sizeof damaged / sizeof damaged[0]; i++) {
        char *copy = malloc(len);
        assert_non_null(copy);
        memcpy(copy, mo, len);
        memcpy(copy + (rule - mo), damaged[i], 16);
        assert_false(mm_i18n_check_catalog(copy, len, why, sizeof why));
        assert_non_null(strstr(why, "plural rule"));
        free(copy);
    }
    char *nplurals = find(mo, len, "nplurals=2");
    assert_non_null(nplurals);
    nplurals[9] = '3';
    assert_false(mm_i18n_check_catalog(mo, len, why, sizeof why));
    free(mo);
}

static void test_bit_flipped_catalogues_never_crash_gettext(void **state)
{
    (void)state;
    size_t len;
    char *mo = catalog(&len);
    char *copy = malloc(len);
    assert_non_null(copy);
    char dir[64];
    mm_test_tmpdir(dir, sizeof dir);
    mm_rng rng;
    mm_rng_seed(&rng, 15);
    /* Where the tables end and the strings begin. */
    size_t tables = word_at(mo, 24) + 4 * (size_t)word_at(mo, 20);
    accepted = refused = 0;
    for (int round = 0; round < 300; round++) {
        memcpy(copy, mo, len);
        size_t span = round % 2 ? len : tables;
        int flips = 1 + (int)mm_rng_below(&rng, 3);
        for (int f = 0; f < flips; f++)
            copy[mm_rng_below(&rng, (uint32_t)span)] ^= (char)(1u << mm_rng_below(&rng, 8));
        char sub[128];
        snprintf(sub, sizeof sub, "%s/%d", dir, round);
        mkdir(sub, 0755);
        use_with_gettext(sub, copy, len, mo);
    }
    /* Both kinds were seen: the test exercised the check and gettext. */
    assert_true(accepted > 0);
    assert_true(refused > 0);
    remove_tree(dir);
    free(copy);
    free(mo);
    mm_i18n_init(MM_BUILD_LOCALEDIR, NULL, 0);
    mm_i18n_set_language("en");
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_real_catalogue_passes),
        cmocka_unit_test(test_truncated_catalogues_are_refused),
        cmocka_unit_test(test_a_damaged_plural_rule_is_refused),
        cmocka_unit_test(test_bit_flipped_catalogues_never_crash_gettext),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
