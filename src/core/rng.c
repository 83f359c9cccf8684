/* SPDX-License-Identifier: MIT */
#include "monstermoon/rng.h"

#include <assert.h>

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static uint64_t rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

void mm_rng_seed(mm_rng *rng, uint64_t seed)
{
    uint64_t x = seed;
    for (int i = 0; i < 4; i++)
        rng->s[i] = splitmix64(&x);
}

uint64_t mm_rng_next(mm_rng *rng)
{
    uint64_t *s = rng->s;
    uint64_t result = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

uint32_t mm_rng_below(mm_rng *rng, uint32_t bound)
{
    assert(bound > 0 && "mm_rng_below: bound must be positive");
    /* Lemire's multiply-shift with rejection of the biased low range. */
    uint64_t m = (uint64_t)(uint32_t)(mm_rng_next(rng) >> 32) * bound;
    uint32_t low = (uint32_t)m;
    if (low < bound) {
        uint32_t threshold = (uint32_t)(-bound) % bound;
        while (low < threshold) {
            m = (uint64_t)(uint32_t)(mm_rng_next(rng) >> 32) * bound;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

double mm_rng_unit(mm_rng *rng)
{
    return (double)(mm_rng_next(rng) >> 11) * 0x1.0p-53;
}

void mm_rng_shuffle_ints(mm_rng *rng, int *items, size_t n)
{
    for (size_t i = n; i > 1; i--) {
        size_t j = mm_rng_below(rng, (uint32_t)i);
        int t = items[i - 1];
        items[i - 1] = items[j];
        items[j] = t;
    }
}
