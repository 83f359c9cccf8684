/* SPDX-License-Identifier: MIT */
/* Seeded pseudo-random numbers: the only source of chance in the rules.
 *
 * xoshiro256** seeded through splitmix64. The state is plain data, so it is
 * copied with the game state it lives in and a game is exactly reproducible
 * from its seed and its moves. */
#ifndef MONSTERMOON_RNG_H
#define MONSTERMOON_RNG_H

#include <stddef.h>
#include <stdint.h>

typedef struct mm_rng {
    uint64_t s[4];
} mm_rng;

/* Seeds the generator; every 64-bit seed (0 included) gives a usable stream. */
void mm_rng_seed(mm_rng *rng, uint64_t seed);

/* Next 64 raw bits. */
uint64_t mm_rng_next(mm_rng *rng);

/* Uniform integer in [0, bound); bound must be > 0. Unbiased (rejection). */
uint32_t mm_rng_below(mm_rng *rng, uint32_t bound);

/* Uniform double in [0, 1). */
double mm_rng_unit(mm_rng *rng);

/* Fisher-Yates shuffle of n ints. */
void mm_rng_shuffle_ints(mm_rng *rng, int *items, size_t n);

#endif
