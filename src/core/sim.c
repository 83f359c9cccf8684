/* SPDX-License-Identifier: MIT */
/* The fast simulation path: a game's own compact codes when it offers them,
 * else its text entries behind codes interned per simulator. */
#include "monstermoon/sim.h"

#include <assert.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Candidates a random playout asks of games that sample (as the random player). */
#define SAMPLE_MAX 16

struct mm_sim {
    const mm_game *game;
    bool native;
    mm_move_list scratch; /* text games: the moves of one position */
    /* Text games: code c names texts[c - 1]; `slots` hashes texts to codes. */
    char **texts;
    size_t ntexts, cap;
    uint32_t *slots; /* code, or 0 when free */
    size_t nslots;   /* a power of two, more than twice ntexts */
};

mm_sim *mm_sim_new(const mm_game *game)
{
    mm_sim *sim = calloc(1, sizeof *sim);
    if (!sim)
        return NULL;
    sim->game = game;
    sim->native = game->apply_code && game->code_to_text && game->code_from_text &&
                  game->clone_into && (game->legal_codes || game->sample_codes);
    mm_move_list_init(&sim->scratch);
    return sim;
}

void mm_sim_free(mm_sim *sim)
{
    if (!sim)
        return;
    mm_move_list_free(&sim->scratch);
    for (size_t i = 0; i < sim->ntexts; i++)
        free(sim->texts[i]);
    free(sim->texts);
    free(sim->slots);
    free(sim);
}

const mm_game *mm_sim_game(const mm_sim *sim)
{
    return sim->game;
}

bool mm_sim_native(const mm_sim *sim)
{
    return sim->native;
}

/* ============================================================ interned text */

static uint64_t hash_text(const char *s)
{
    uint64_t h = 1469598103934665603u; /* FNV-1a */
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211u;
    return h;
}

static bool grow_slots(mm_sim *sim)
{
    size_t n = sim->nslots ? sim->nslots * 2 : 256;
    uint32_t *slots = calloc(n, sizeof *slots);
    if (!slots)
        return false;
    for (size_t c = 1; c <= sim->ntexts; c++) {
        size_t i = hash_text(sim->texts[c - 1]) & (n - 1);
        while (slots[i])
            i = (i + 1) & (n - 1);
        slots[i] = (uint32_t)c;
    }
    free(sim->slots);
    sim->slots = slots;
    sim->nslots = n;
    return true;
}

/* The code of a text, interning it when new; MM_CODE_NONE when out of memory. */
static mm_code intern(mm_sim *sim, const char *text)
{
    if (2 * (sim->ntexts + 1) >= sim->nslots && !grow_slots(sim))
        return MM_CODE_NONE;
    size_t i = hash_text(text) & (sim->nslots - 1);
    for (; sim->slots[i]; i = (i + 1) & (sim->nslots - 1))
        if (strcmp(sim->texts[sim->slots[i] - 1], text) == 0)
            return sim->slots[i];
    if (sim->ntexts == sim->cap) {
        size_t cap = sim->cap ? sim->cap * 2 : 64;
        char **texts = realloc(sim->texts, cap * sizeof *texts);
        if (!texts)
            return MM_CODE_NONE;
        sim->texts = texts;
        sim->cap = cap;
    }
    char *copy = strdup(text);
    if (!copy)
        return MM_CODE_NONE;
    sim->texts[sim->ntexts++] = copy;
    sim->slots[i] = (uint32_t)sim->ntexts;
    return sim->ntexts;
}

static const char *interned(const mm_sim *sim, mm_code code)
{
    assert(code >= 1 && code <= sim->ntexts && "mm_sim: a code this simulator never made");
    return sim->texts[code - 1];
}

/* ================================================================== the path */

int mm_sim_moves(mm_sim *sim, const mm_state *state, mm_rng *rng, mm_code *out, int max)
{
    const mm_game *g = sim->game;
    if (sim->native) {
        if (g->legal_codes) {
            int n = g->legal_codes(state, out, max);
            return n < max ? n : max;
        }
        return g->sample_codes(state, rng, max, out);
    }
    mm_move_list_clear(&sim->scratch);
    if (g->legal_moves)
        g->legal_moves(state, &sim->scratch);
    else if (g->sample_moves)
        g->sample_moves(state, rng, max, &sim->scratch);
    int n = 0;
    for (int i = 0; i < sim->scratch.n && n < max; i++) {
        mm_code c = intern(sim, sim->scratch.items[i]);
        if (c != MM_CODE_NONE)
            out[n++] = c;
    }
    return n;
}

void mm_sim_apply(mm_sim *sim, mm_state *state, mm_code code, mm_events *events)
{
    if (sim->native) {
        sim->game->apply_code(state, code, events);
        return;
    }
    sim->game->apply(state, interned(sim, code), events);
}

bool mm_sim_code(mm_sim *sim, const mm_state *state, const char *move, mm_code *out)
{
    if (sim->native)
        return sim->game->code_from_text(state, move, out);
    *out = intern(sim, move);
    return *out != MM_CODE_NONE;
}

void mm_sim_text(mm_sim *sim, const mm_state *state, mm_code code, char *buf, size_t len)
{
    if (sim->native)
        sim->game->code_to_text(state, code, buf, len);
    else
        snprintf(buf, len, "%s", interned(sim, code));
}

bool mm_sim_copy(mm_sim *sim, mm_state **dst, const mm_state *src)
{
    if (*dst && sim->game->clone_into) {
        sim->game->clone_into(*dst, src);
        return true;
    }
    sim->game->free(*dst);
    *dst = sim->game->clone(src);
    return *dst != NULL;
}

mm_code mm_sim_random(mm_sim *sim, const mm_state *state, mm_rng *rng)
{
    const mm_game *g = sim->game;
    if (sim->native && g->random_code)
        return g->random_code(state, rng);
    mm_code moves[MM_MAX_CODES];
    int max = g->legal_codes || (!sim->native && g->legal_moves) ? MM_MAX_CODES : SAMPLE_MAX;
    int n = mm_sim_moves(sim, state, rng, moves, max);
    return n > 0 ? moves[mm_rng_below(rng, (uint32_t)n)] : MM_CODE_NONE;
}

int mm_sim_playout(mm_sim *sim, mm_state *state, mm_rng *rng, int max_moves)
{
    int made = 0;
    while (made < max_moves && !sim->game->is_over(state)) {
        mm_code code = mm_sim_random(sim, state, rng);
        if (code == MM_CODE_NONE)
            break;
        mm_sim_apply(sim, state, code, NULL);
        made++;
    }
    return made;
}
