/* SPDX-License-Identifier: MIT */
/* Seeds for the fuzzers: played games of every game and player count, as
 * records (for fuzz_record) and as move-choice bytes (for fuzz_moves).
 *   make_corpus RECORD_DIR MOVES_DIR */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_game.h"
#include "monstermoon/i18n.h"
#include "monstermoon/rng.h"

static void write_file(const char *dir, const char *name, const void *data, size_t len)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(data, 1, len, f) != len || fclose(f) != 0) {
        fprintf(stderr, "make_corpus: cannot write %s\n", path);
        exit(1);
    }
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: make_corpus RECORD_DIR MOVES_DIR\n");
        return 2;
    }
    mm_i18n_init("/nonexistent", NULL, 0);
    int ngames;
    const mm_game *const *games = mm_games(&ngames);
    int written = 0;
    for (int g = 0; g < ngames; g++) {
        const mm_game *game = games[g];
        for (int nseats = game->min_seats; nseats <= game->max_seats; nseats++) {
            for (int round = 0; round < 2; round++) {
                uint8_t input[FUZZ_HEADER + MM_MAX_OPTIONS + FUZZ_MAX_STEPS];
                memset(input, 0, sizeof input);
                input[0] = (uint8_t)g;
                input[1] = (uint8_t)(nseats - game->min_seats);
                input[9] = (uint8_t)(1 + round + 7 * nseats);
                for (int o = 0; o < game->noptions; o++)
                    input[FUZZ_HEADER + o] = (uint8_t)(round * 3 + o);
                size_t len = sizeof input, at;
                mm_session *s = fuzz_new_session(input, len, &at);
                if (!s)
                    continue;
                mm_rng rng;
                mm_rng_seed(&rng, (uint64_t)(g * 100 + nseats * 10 + round));
                mm_move_list moves;
                mm_move_list_init(&moves);
                /* Half the seeds play to the end, half stop midway. */
                int limit = round ? 40 : FUZZ_MAX_STEPS - 1;
                int steps = 0;
                while (steps < limit && !game->is_over(s->state)) {
                    fuzz_candidates(s, &moves);
                    if (moves.n == 0)
                        break;
                    int pick = (int)mm_rng_below(&rng, (uint32_t)(moves.n < 200 ? moves.n : 200));
                    char why[MM_REASON_MAX];
                    if (!mm_session_play(s, game->to_move(s->state), moves.items[pick], NULL, why,
                                         sizeof why))
                        break;
                    input[at + (size_t)steps++] = (uint8_t)pick;
                }
                mm_move_list_free(&moves);
                char name[128];
                snprintf(name, sizeof name, "%s-%dp-%d", game->id, nseats, round);
                write_file(argv[2], name, input, at + (size_t)steps);
                char *text = mm_record_to_text(&s->rec);
                snprintf(name, sizeof name, "%s-%dp-%d.mmrec", game->id, nseats, round);
                write_file(argv[1], name, text, strlen(text));
                free(text);
                mm_session_free(s);
                written++;
            }
        }
    }
    printf("make_corpus: %d games written\n", written);
    return 0;
}
