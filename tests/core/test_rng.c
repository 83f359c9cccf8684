/* SPDX-License-Identifier: MIT */
/* The seeded random number generator: reproducible, in range, uniform, and
 * shuffles are permutations. */
#include "test_support.h"

#include <string.h>

#include "monstermoon/rng.h"

static void test_same_seed_gives_same_stream(void **state)
{
    (void)state;
    mm_rng a, b;
    mm_rng_seed(&a, 12345);
    mm_rng_seed(&b, 12345);
    for (int i = 0; i < 1000; i++)
        assert_int_equal(mm_rng_next(&a), mm_rng_next(&b));
}

static void test_different_seeds_give_different_streams(void **state)
{
    (void)state;
    static const uint64_t seeds[] = {0, 1, 2, 42, 0xffffffffffffffffULL, 0x8000000000000000ULL};
    const int nseeds = (int)(sizeof seeds / sizeof seeds[0]);
    uint64_t first[6][8];
    for (int i = 0; i < nseeds; i++) {
        mm_rng r;
        mm_rng_seed(&r, seeds[i]);
        for (int k = 0; k < 8; k++)
            first[i][k] = mm_rng_next(&r);
    }
    for (int i = 0; i < nseeds; i++)
        for (int j = i + 1; j < nseeds; j++)
            assert_memory_not_equal(first[i], first[j], sizeof first[i]);
}

static void test_seed_zero_gives_a_usable_stream(void **state)
{
    (void)state;
    mm_rng r;
    mm_rng_seed(&r, 0);
    /* A xoshiro state of all zeros would output zeros forever. */
    assert_false(r.s[0] == 0 && r.s[1] == 0 && r.s[2] == 0 && r.s[3] == 0);
    int nonzero = 0;
    for (int i = 0; i < 100; i++)
        nonzero += mm_rng_next(&r) != 0;
    assert_true(nonzero > 90);
}

static void test_below_stays_in_range(void **state)
{
    (void)state;
    static const uint32_t bounds[] = {1, 2, 3, 5, 6, 7, 10, 55, 1000, 0x80000001u, 0xffffffffu};
    mm_rng r;
    mm_rng_seed(&r, 7);
    for (size_t b = 0; b < sizeof bounds / sizeof bounds[0]; b++)
        for (int i = 0; i < 5000; i++)
            assert_true(mm_rng_below(&r, bounds[b]) < bounds[b]);
}

static void test_below_one_is_always_zero(void **state)
{
    (void)state;
    mm_rng r;
    mm_rng_seed(&r, 99);
    for (int i = 0; i < 100; i++)
        assert_int_equal(mm_rng_below(&r, 1), 0);
}

/* 60000 draws of a fair die: chi-square with 5 degrees of freedom. The 99.99%
 * quantile is about 25.7; a biased generator lands far above. Several seeds so
 * one lucky seed cannot hide a bias. */
static void test_below_is_roughly_uniform(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 5; seed++) {
        mm_rng r;
        mm_rng_seed(&r, seed);
        int count[6] = {0};
        const int n = 60000;
        for (int i = 0; i < n; i++)
            count[mm_rng_below(&r, 6)]++;
        double expected = n / 6.0, chi2 = 0;
        for (int k = 0; k < 6; k++) {
            double d = count[k] - expected;
            chi2 += d * d / expected;
            /* Every face within 5% of its expectation. */
            assert_in_range(count[k], 9500, 10500);
        }
        if (chi2 > 25.7)
            fail_msg("seed %llu: chi-square %.2f too large for a fair die",
                     (unsigned long long)seed, chi2);
    }
}

static void test_unit_is_in_zero_one(void **state)
{
    (void)state;
    mm_rng r;
    mm_rng_seed(&r, 3);
    double sum = 0;
    for (int i = 0; i < 10000; i++) {
        double u = mm_rng_unit(&r);
        assert_true(u >= 0.0 && u < 1.0);
        sum += u;
    }
    assert_true(sum / 10000 > 0.45 && sum / 10000 < 0.55);
}

static void test_shuffle_is_a_permutation(void **state)
{
    (void)state;
    for (uint64_t seed = 0; seed < 50; seed++) {
        mm_rng r;
        mm_rng_seed(&r, seed);
        int items[60];
        for (int i = 0; i < 60; i++)
            items[i] = i;
        mm_rng_shuffle_ints(&r, items, 60);
        int seen[60] = {0};
        for (int i = 0; i < 60; i++) {
            assert_in_range(items[i], 0, 59);
            seen[items[i]]++;
        }
        for (int i = 0; i < 60; i++)
            assert_int_equal(seen[i], 1);
    }
}

static void test_shuffle_changes_order_and_depends_on_seed(void **state)
{
    (void)state;
    int a[20], b[20], sorted[20];
    for (int i = 0; i < 20; i++)
        a[i] = b[i] = sorted[i] = i;
    mm_rng ra, rb;
    mm_rng_seed(&ra, 1);
    mm_rng_seed(&rb, 2);
    mm_rng_shuffle_ints(&ra, a, 20);
    mm_rng_shuffle_ints(&rb, b, 20);
    assert_memory_not_equal(a, sorted, sizeof a);
    assert_memory_not_equal(a, b, sizeof a);
}

static void test_shuffle_positions_are_uniform(void **state)
{
    (void)state;
    /* Where element 0 of a 5-element array ends up: each slot about 1/5. */
    mm_rng r;
    mm_rng_seed(&r, 2024);
    int where[5] = {0};
    for (int t = 0; t < 25000; t++) {
        int items[5] = {0, 1, 2, 3, 4};
        mm_rng_shuffle_ints(&r, items, 5);
        for (int k = 0; k < 5; k++)
            if (items[k] == 0)
                where[k]++;
    }
    for (int k = 0; k < 5; k++)
        assert_in_range(where[k], 4700, 5300);
}

static void test_shuffle_of_zero_or_one_item_is_harmless(void **state)
{
    (void)state;
    mm_rng r;
    mm_rng_seed(&r, 5);
    int one = 17;
    mm_rng_shuffle_ints(&r, &one, 1);
    assert_int_equal(one, 17);
    mm_rng_shuffle_ints(&r, NULL, 0);
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_same_seed_gives_same_stream),
        cmocka_unit_test(test_different_seeds_give_different_streams),
        cmocka_unit_test(test_seed_zero_gives_a_usable_stream),
        cmocka_unit_test(test_below_stays_in_range),
        cmocka_unit_test(test_below_one_is_always_zero),
        cmocka_unit_test(test_below_is_roughly_uniform),
        cmocka_unit_test(test_unit_is_in_zero_one),
        cmocka_unit_test(test_shuffle_is_a_permutation),
        cmocka_unit_test(test_shuffle_changes_order_and_depends_on_seed),
        cmocka_unit_test(test_shuffle_positions_are_uniform),
        cmocka_unit_test(test_shuffle_of_zero_or_one_item_is_harmless),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
