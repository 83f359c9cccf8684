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

/* Plays one computer-only game to its end; the session is returned finished. */
mm_session *mm_headless_play_one(const mm_game *game, const mm_options *opts,
                                 const mm_seat *seats, int nseats, uint64_t seed, char *why,
                                 size_t why_len);

/* The JSON line of a finished (or stopped) session, without newline. */
void mm_headless_json(const mm_session *session, char *buf, size_t len);

#endif
