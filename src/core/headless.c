/* SPDX-License-Identifier: MIT */
/* Computer-only games without a window, printed as JSON lines. */
#include "monstermoon/headless.h"

#include <inttypes.h>
#include <string.h>

#include "monstermoon/ai.h"
#include "monstermoon/i18n.h"

/* Far above any real game's length: a game still running then is a bug. */
#define MAX_MOVES 100000

/* The computer players' own randomness: reproducible from the game's seed,
 * independent of the game's RNG. */
static void ai_rng_seed(mm_rng *rng, uint64_t seed)
{
    mm_rng_seed(rng, seed ^ 0x6d6f6e737465726dULL);
}

mm_session *mm_headless_play_one(const mm_game *game, const mm_options *opts,
                                 const mm_seat *seats, int nseats, uint64_t seed, char *why,
                                 size_t why_len)
{
    for (int i = 0; i < nseats; i++) {
        if (seats[i].kind != MM_SEAT_CPU) {
            snprintf(why, why_len, "%s", _("headless games need computer players only (cpu)"));
            return NULL;
        }
    }
    mm_session *s = mm_session_new(game, opts, seats, nseats, seed, why, why_len);
    if (!s)
        return NULL;
    mm_rng rng;
    ai_rng_seed(&rng, seed);
    int seat;
    while ((seat = game->to_move(s->state)) != MM_NOBODY) {
        if (mm_session_nmoves(s) >= MAX_MOVES) {
            snprintf(why, why_len, _("seed %" PRIu64 ": the game did not end after %d moves"),
                     seed, MAX_MOVES);
            mm_session_free(s);
            return NULL;
        }
        const mm_ai *ai = mm_ai_find(s->rec.seats[seat].ai);
        if (!ai)
            ai = mm_ai_default();
        char move[1024], reason[MM_REASON_MAX];
        if (!mm_ai_choose(ai, game, s->state, seat, &rng, move, sizeof move)) {
            snprintf(why, why_len, _("seed %" PRIu64 ": seat %d found no move"), seed, seat + 1);
            mm_session_free(s);
            return NULL;
        }
        if (!mm_session_play(s, seat, move, NULL, reason, sizeof reason)) {
            snprintf(why, why_len, _("seed %" PRIu64 ": illegal computer move '%s': %s"), seed,
                     move, reason);
            mm_session_free(s);
            return NULL;
        }
    }
    if (!game->is_over(s->state)) {
        snprintf(why, why_len, _("seed %" PRIu64 ": nobody to move but the game is not over"),
                 seed);
        mm_session_free(s);
        return NULL;
    }
    return s;
}

void mm_headless_json(const mm_session *s, char *buf, size_t len)
{
    mm_result r;
    s->game->result(s->state, &r);
    size_t at = 0;
#define PUT(...)                                                                         \
    do {                                                                                 \
        int w = snprintf(buf + at, at < len ? len - at : 0, __VA_ARGS__);                \
        if (w > 0)                                                                       \
            at += (size_t)w;                                                             \
    } while (0)
    PUT("{\"game\":\"%s\",\"seed\":%" PRIu64 ",\"players\":[", s->game->id, s->rec.seed);
    for (int i = 0; i < s->rec.nseats; i++) {
        char kind[40];
        mm_seat_format_kind(&s->rec.seats[i], kind, sizeof kind);
        PUT("%s\"%s\"", i ? "," : "", kind);
    }
    PUT("],\"scores\":[");
    for (int i = 0; i < r.nseats; i++)
        PUT("%s%d", i ? "," : "", r.total[i]);
    PUT("],\"winners\":[");
    bool first = true;
    for (int i = 0; i < r.nseats; i++) {
        if (r.winner[i]) {
            PUT("%s%d", first ? "" : ",", i);
            first = false;
        }
    }
    PUT("],\"moves\":%d}", mm_session_nmoves(s));
#undef PUT
}

bool mm_headless_run(const mm_game *game, const mm_options *opts, const mm_seat *seats,
                     int nseats, uint64_t seed, int ngames, FILE *out, char *why,
                     size_t why_len)
{
    for (int g = 0; g < ngames; g++) {
        mm_session *s =
            mm_headless_play_one(game, opts, seats, nseats, seed + (uint64_t)g, why, why_len);
        if (!s)
            return false;
        char line[1024];
        mm_headless_json(s, line, sizeof line);
        fprintf(out, "%s\n", line);
        mm_session_free(s);
    }
    return true;
}
