/* SPDX-License-Identifier: MIT */
/* Computer-only games without a window, printed as JSON lines. */
#include "monstermoon/headless.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

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

void mm_think_times_free(mm_think_times *t)
{
    for (int i = 0; i < MM_MAX_SEATS; i++)
        free(t->ms[i]);
    memset(t, 0, sizeof *t);
}

bool mm_think_times_add(mm_think_times *t, int seat, double ms)
{
    if (t->n[seat] == t->cap[seat]) {
        int cap = t->cap[seat] ? t->cap[seat] * 2 : 64;
        double *grown = realloc(t->ms[seat], (size_t)cap * sizeof *grown);
        if (!grown)
            return false;
        t->ms[seat] = grown;
        t->cap[seat] = cap;
    }
    t->ms[seat][t->n[seat]++] = ms;
    return true;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

void mm_think_summary(double *ms, int n, double *mean, double *p99, double *max)
{
    *mean = *p99 = *max = 0;
    if (n <= 0)
        return;
    qsort(ms, (size_t)n, sizeof *ms, cmp_double);
    double sum = 0;
    for (int i = 0; i < n; i++)
        sum += ms[i];
    *mean = sum / n;
    int rank = (99 * n + 99) / 100; /* nearest rank, 1-based */
    *p99 = ms[rank - 1];
    *max = ms[n - 1];
}

/* The calling thread's CPU time: what a decision costs on one core, the same
 * on an idle machine and on a busy one. */
static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

mm_session *mm_headless_play_one(const mm_game *game, const mm_options *opts,
                                 const mm_seat *seats, int nseats, uint64_t seed, char *why,
                                 size_t why_len)
{
    return mm_headless_play_timed(game, opts, seats, nseats, seed, NULL, why, why_len);
}

mm_session *mm_headless_play_timed(const mm_game *game, const mm_options *opts,
                                   const mm_seat *seats, int nseats, uint64_t seed,
                                   mm_think_times *times, char *why, size_t why_len)
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
        double t0 = times ? now_ms() : 0;
        bool chose = mm_ai_choose(ai, game, s->state, seat, &rng, move, sizeof move);
        if (times && !mm_think_times_add(times, seat, now_ms() - t0)) {
            snprintf(why, why_len, "%s", _("out of memory"));
            mm_session_free(s);
            return NULL;
        }
        if (!chose) {
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
    return mm_headless_run_timed(game, opts, seats, nseats, seed, ngames, false, out, why,
                                 why_len);
}

bool mm_headless_run_timed(const mm_game *game, const mm_options *opts, const mm_seat *seats,
                           int nseats, uint64_t seed, int ngames, bool timings, FILE *out,
                           char *why, size_t why_len)
{
    for (int g = 0; g < ngames; g++) {
        mm_think_times times = {0};
        mm_session *s = mm_headless_play_timed(game, opts, seats, nseats, seed + (uint64_t)g,
                                               timings ? &times : NULL, why, why_len);
        if (!s) {
            mm_think_times_free(&times);
            return false;
        }
        char line[2048];
        mm_headless_json(s, line, sizeof line);
        if (timings) {
            /* The closing brace gives way to the times. */
            size_t at = strlen(line) - 1;
            at += (size_t)snprintf(line + at, sizeof line - at, ",\"think_ms\":[");
            for (int i = 0; i < nseats; i++) {
                double mean, p99, max;
                mm_think_summary(times.ms[i], times.n[i], &mean, &p99, &max);
                at += (size_t)snprintf(line + at, sizeof line - at,
                                       "%s{\"mean\":%.3f,\"p99\":%.3f,\"max\":%.3f}",
                                       i ? "," : "", mean, p99, max);
            }
            snprintf(line + at, sizeof line - at, "]}");
        }
        mm_think_times_free(&times);
        fprintf(out, "%s\n", line);
        mm_session_free(s);
    }
    return true;
}
