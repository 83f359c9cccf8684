/* SPDX-License-Identifier: MIT */
/* The saves folder: the one place that knows the saved games.
 *
 * A scan runs on its own thread: it lists the `*.mmrec` files, reads each
 * (regular files only, at most MM_RECORD_MAX_BYTES), replays it to learn
 * whether its game is finished, and keeps the results, so a file that did not
 * change is not read again. Leftover `.mmrec.tmp` files of a crash are
 * recovered or removed, with a notice. Needs no SDL. */
#ifndef MM_APP_SAVES_H
#define MM_APP_SAVES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "monstermoon/session.h"

typedef enum mm_save_status {
    MM_SAVE_PLAYING,  /* a game still going on */
    MM_SAVE_FINISHED, /* a game played to its end */
    MM_SAVE_DAMAGED,  /* cannot be read or replayed: see `why` */
} mm_save_status;

/* What the scan learnt about one save. */
typedef struct mm_save_info {
    char path[1200];
    char game[48];     /* game id; empty when the header could not be read */
    char players[200]; /* seat names, comma-separated */
    int64_t mtime;     /* last written, seconds since the epoch */
    int nmoves;
    mm_save_status status;
    bool regular; /* a regular file (a pipe or device named *.mmrec is not) */
    char why[MM_REASON_MAX * 2]; /* when damaged: line and reason */
} mm_save_info;

typedef struct mm_saves mm_saves;

/* The saves in `dir`; `changed(ctx)` runs on the scan thread whenever a scan
 * published its results or a notice (may be NULL). Scans nothing yet. */
mm_saves *mm_saves_new(const char *dir, void (*changed)(void *ctx), void *ctx);
/* Waits for a running scan, then frees. NULL-safe. */
void mm_saves_free(mm_saves *saves);
/* Starts a scan on the scan thread (or queues one after the running scan). */
void mm_saves_refresh(mm_saves *saves);
/* Waits until no scan is running or queued. */
void mm_saves_wait(mm_saves *saves);
/* Whether a scan is running or queued. */
bool mm_saves_scanning(mm_saves *saves);
/* Number of saves the last scan found. */
int mm_saves_count(mm_saves *saves);
/* The `i`th save, newest first; false when there is no such entry. */
bool mm_saves_get(mm_saves *saves, int i, mm_save_info *out);
/* The save Continue opens: the newest game still going on, whatever finished
 * or damaged saves are newer. False when none. */
bool mm_saves_continue(mm_saves *saves, char *path, size_t len);
/* Takes the oldest notice of the scans (a recovered or removed leftover). */
bool mm_saves_take_notice(mm_saves *saves, char *buf, size_t len);

#endif
