/* SPDX-License-Identifier: MIT */
/* The history of a game: every line its moves wrote, with the move and the
 * seat that made it, so the history panel can show all of it grouped by
 * turn. Rebuilt from the record (replayed from its seed) when a game is
 * continued, undone or restarted, so it is the same however the game got
 * here. Needs no SDL. */
#ifndef MM_APP_HISTORY_H
#define MM_APP_HISTORY_H

#include <stdbool.h>
#include <stddef.h>

#include "monstermoon/session.h"

typedef struct mm_history_line {
    int move; /* index of the move in the record */
    int seat; /* who made it */
    char text[200];
} mm_history_line;

typedef struct mm_history {
    mm_history_line *line;
    int n, cap;
} mm_history;

void mm_history_init(mm_history *history);
void mm_history_free(mm_history *history);
/* Adds the texts of one move's events (with seats' names put in). */
void mm_history_add(mm_history *history, const mm_record *rec, int move, int seat,
                    const mm_events *events);
/* Replays `rec` from its seed and collects every move's lines; false with a
 * reason when the record does not replay (the history is then empty). */
bool mm_history_rebuild(mm_history *history, const mm_game *game, const mm_record *rec,
                        char *why, size_t why_len);
/* Replaces "Player N" in a rules text with the seat's name. */
void mm_history_name(const mm_record *rec, const char *text, char *out, size_t len);

#endif
