/* SPDX-License-Identifier: MIT */
/* Every game's move parsing and application: validate, then apply; a move
 * the rules list must validate; raw text must be refused or applied without
 * harm. At the end, save -> load -> replay gives the same game. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_game.h"
#include "monstermoon/i18n.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define CHECK(cond, ...)                                                                       \
    do {                                                                                       \
        if (!(cond)) {                                                                         \
            fprintf(stderr, __VA_ARGS__);                                                      \
            fputc('\n', stderr);                                                               \
            abort();                                                                           \
        }                                                                                      \
    } while (0)

static void same_game(const mm_session *a, const mm_session *b)
{
    const mm_game *g = a->game;
    CHECK(g->to_move(a->state) == g->to_move(b->state), "replay: to_move differs");
    CHECK(g->is_over(a->state) == g->is_over(b->state), "replay: is_over differs");
    mm_result ra, rb;
    memset(&ra, 0, sizeof ra);
    memset(&rb, 0, sizeof rb);
    g->result(a->state, &ra);
    g->result(b->state, &rb);
    CHECK(memcmp(ra.total, rb.total, sizeof ra.total) == 0, "replay: totals differ");
    CHECK(memcmp(ra.winner, rb.winner, sizeof ra.winner) == 0, "replay: winners differ");
    mm_move_list la, lb;
    mm_move_list_init(&la);
    mm_move_list_init(&lb);
    fuzz_candidates(a, &la);
    fuzz_candidates(b, &lb);
    CHECK(la.n == lb.n, "replay: %d moves available, %d after replay", la.n, lb.n);
    for (int i = 0; i < la.n; i++)
        CHECK(strcmp(la.items[i], lb.items[i]) == 0, "replay: move %d differs", i);
    mm_move_list_free(&la);
    mm_move_list_free(&lb);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static bool init;
    if (!init) {
        mm_i18n_init("/nonexistent", NULL, 0);
        init = true;
    }
    size_t at;
    mm_session *s = fuzz_new_session(data, size, &at);
    if (!s)
        return 0;
    const mm_game *g = s->game;
    mm_move_list moves;
    mm_move_list_init(&moves);
    char why[MM_REASON_MAX];
    for (int step = 0; step < FUZZ_MAX_STEPS && at < size && !g->is_over(s->state); step++) {
        int seat = g->to_move(s->state);
        CHECK(seat >= 0 && seat < s->rec.nseats, "to_move %d with %d seats", seat, s->rec.nseats);
        uint8_t b = data[at++];
        if (b < FUZZ_RAW_MOVE) {
            fuzz_candidates(s, &moves);
            if (moves.n == 0)
                break;
            const char *m = moves.items[b % moves.n];
            bool ok = mm_session_play(s, seat, m, NULL, why, sizeof why);
            CHECK(ok, "%s: listed move '%s' refused: %s", g->id, m, why);
        } else {
            char text[96];
            size_t n = 0;
            while (at < size && data[at] != '\n' && n < sizeof text - 1)
                text[n++] = (char)data[at++];
            text[n] = '\0';
            if (at < size)
                at++;
            /* Another seat's attempt: parsed and judged, never applied. */
            int other = (seat + 1 + (b & 7)) % s->rec.nseats;
            g->validate(s->state, other, text, why, sizeof why);
            why[0] = '\0';
            if (!mm_session_play(s, seat, text, NULL, why, sizeof why))
                CHECK(why[0], "%s: '%s' refused without a reason", g->id, text);
        }
    }
    mm_move_list_free(&moves);

    /* Save -> load -> replay. */
    char *text = mm_record_to_text(&s->rec);
    CHECK(text, "out of memory");
    mm_record rec;
    mm_record_init(&rec);
    int line;
    char reason[MM_REASON_MAX * 2];
    CHECK(mm_record_from_text(&rec, text, &line, reason, sizeof reason),
          "own record refused, line %d: %s\n%s", line, reason, text);
    mm_session *back = mm_session_from_record(&rec, &line, reason, sizeof reason);
    CHECK(back, "own record does not replay, line %d: %s\n%s", line, reason, text);
    same_game(s, back);
    char *again = mm_record_to_text(&back->rec);
    CHECK(again && strcmp(text, again) == 0, "record text changed by a save/load round");
    free(again);
    free(text);
    mm_session_free(back);
    mm_record_free(&rec);
    mm_session_free(s);
    return 0;
}
