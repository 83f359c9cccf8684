/* SPDX-License-Identifier: MIT */
/* Playing and checking games without a window: the `--headless` command line
 * and the golden-replay tests share this. Output is JSON lines on a FILE. */
#ifndef MONSTERMOON_HEADLESS_H
#define MONSTERMOON_HEADLESS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "monstermoon/session.h"

/* Plays `ngames` computer-only games with seeds seed, seed+1, ... and prints
 * one JSON line per game to `out`. Returns false (with why) on bad input or a
 * game that did not end legally. */
bool mm_headless_run(const mm_game *game, const mm_options *opts, const mm_seat *seats,
                     int nseats, uint64_t seed, int ngames, FILE *out, char *why,
                     size_t why_len);

/* The same, and with `timings` adds each seat's decision times to every line
 * as "think_ms":[{"mean":…,"p99":…,"max":…},…] (milliseconds, one object per
 * seat, zeros for a seat that never decided). */
bool mm_headless_run_timed(const mm_game *game, const mm_options *opts, const mm_seat *seats,
                           int nseats, uint64_t seed, int ngames, bool timings, FILE *out,
                           char *why, size_t why_len);

/* How long each seat took over its decisions, in milliseconds of the deciding
 * thread's CPU time (one core's cost, whatever else the machine runs). */
typedef struct mm_think_times {
    int n[MM_MAX_SEATS], cap[MM_MAX_SEATS];
    double *ms[MM_MAX_SEATS];
} mm_think_times;

void mm_think_times_free(mm_think_times *times);
/* Adds one decision's time; false when out of memory. */
bool mm_think_times_add(mm_think_times *times, int seat, double ms);
/* Mean, 99th percentile (nearest rank) and maximum of n times (zeros when n
 * is 0). Sorts `ms` in place. */
void mm_think_summary(double *ms, int n, double *mean, double *p99, double *max);

/* Plays one computer-only game to its end; the session is returned finished. */
mm_session *mm_headless_play_one(const mm_game *game, const mm_options *opts,
                                 const mm_seat *seats, int nseats, uint64_t seed, char *why,
                                 size_t why_len);
/* The same, adding every decision's time to `times` (may be NULL). */
mm_session *mm_headless_play_timed(const mm_game *game, const mm_options *opts,
                                   const mm_seat *seats, int nseats, uint64_t seed,
                                   mm_think_times *times, char *why, size_t why_len);

/* The JSON line of a finished (or stopped) session, without newline. */
void mm_headless_json(const mm_session *session, char *buf, size_t len);

#endif
