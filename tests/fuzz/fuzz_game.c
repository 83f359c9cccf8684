/* SPDX-License-Identifier: MIT */
#include "fuzz_game.h"

#include <stdio.h>
#include <string.h>

#include "monstermoon/rng.h"

mm_session *fuzz_new_session(const uint8_t *data, size_t size, size_t *used)
{
    int ngames;
    const mm_game *const *games = mm_games(&ngames);
    if (size < FUZZ_HEADER)
        return NULL;
    const mm_game *game = games[data[0] % ngames];
    int span = game->max_seats - game->min_seats + 1;
    int nseats = game->min_seats + data[1] % span;
    uint64_t seed = 0;
    for (int i = 0; i < 8; i++)
        seed = seed << 8 | data[2 + i];
    size_t at = FUZZ_HEADER;
    mm_options opts;
    memset(&opts, 0, sizeof opts);
    for (int o = 0; o < game->noptions && at < size; o++, at++) {
        const mm_option_def *d = &game->options[o];
        char value[32];
        uint8_t b = data[at];
        if (d->kind == MM_OPT_BOOL) {
            snprintf(value, sizeof value, "%d", b & 1);
        } else if (d->kind == MM_OPT_INT) {
            snprintf(value, sizeof value, "%d", d->min + b % (d->max - d->min + 1));
        } else if (d->kind == MM_OPT_SEAT) {
            int pick = b % (nseats + 1);
            if (pick == 0)
                snprintf(value, sizeof value, "random");
            else
                snprintf(value, sizeof value, "%d", pick);
        } else {
            int n = 0;
            while (d->choices[n])
                n++;
            snprintf(value, sizeof value, "%s", d->choices[b % n]);
        }
        mm_options_set(&opts, d->key, value);
    }
    mm_seat seats[MM_MAX_SEATS];
    for (int i = 0; i < nseats; i++) {
        memset(&seats[i], 0, sizeof seats[i]);
        seats[i].kind = MM_SEAT_HUMAN;
        snprintf(seats[i].name, sizeof seats[i].name, "P%d", i + 1);
    }
    char why[MM_REASON_MAX];
    mm_session *s = mm_session_new(game, &opts, seats, nseats, seed, why, sizeof why);
    *used = at;
    return s;
}

void fuzz_candidates(const mm_session *s, mm_move_list *out)
{
    mm_move_list_clear(out);
    if (s->game->legal_moves) {
        s->game->legal_moves(s->state, out);
    } else if (s->game->sample_moves) {
        mm_rng rng;
        mm_rng_seed(&rng, (uint64_t)s->rec.moves.n * 7919u + s->rec.seed);
        s->game->sample_moves(s->state, &rng, 8, out);
    }
}
