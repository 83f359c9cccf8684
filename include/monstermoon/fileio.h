/* SPDX-License-Identifier: MIT */
/* Files the game reads and writes: saves, settings, catalogues.
 *
 * Reading never blocks on a special file and never takes more than a cap;
 * writing is durable (temporary file, fsync, rename, fsync of the folder) and
 * can happen on a writer thread; a lock file marks a save that is being
 * played. Messages never repeat the path: callers put it in front. */
#ifndef MONSTERMOON_FILEIO_H
#define MONSTERMOON_FILEIO_H

#include <stdbool.h>
#include <stddef.h>

/* Reads a whole regular file of at most `max` bytes and NUL-terminates it.
 * The file is opened without blocking, so a FIFO or a device is refused
 * rather than waited on. On failure returns NULL with a reason; `*missing`
 * (may be NULL) tells whether the file simply does not exist. `*len` (may be
 * NULL) gets the byte count. Caller frees. */
char *mm_file_read(const char *path, size_t max, size_t *len, bool *missing, char *why,
                   size_t why_len);

/* Writes `len` bytes durably: `path`.tmp, fsync, rename over `path`, fsync of
 * the folder. The old file survives any failure. */
bool mm_file_write(const char *path, const char *data, size_t len, char *why, size_t why_len);

/* Makes a rename in `path`'s folder durable (fsync of the folder). */
bool mm_file_sync_dir(const char *path, char *why, size_t why_len);

/* ------------------------------------------------------------ text files */

/* Skips a UTF-8 byte order mark (editors on some systems write one). */
const char *mm_text_skip_bom(const char *text);
/* The length of the line at `p` without its '\n'; `*next` gets the start of
 * the line after it (the end of the text after the last line). */
size_t mm_text_line(const char *p, const char **next);

/* ------------------------------------------------------------ writer thread */

/* Writes files on its own thread. Each file gets its newest content: content
 * put while an older one waits replaces it. */
typedef struct mm_file_writer mm_file_writer;

/* Called on the writer thread after a write failed. */
typedef void (*mm_file_write_failed)(void *ctx, const char *path, const char *why);

/* Returns NULL when no thread can be started (then callers write directly). */
mm_file_writer *mm_file_writer_new(mm_file_write_failed failed, void *ctx);
/* Queues `data` (taken over, freed by the writer) for `path`. */
void mm_file_writer_put(mm_file_writer *w, const char *path, char *data, size_t len);
/* Waits until everything queued is written. False with the reason of the
 * last failure since the previous call. */
bool mm_file_writer_flush(mm_file_writer *w, char *why, size_t why_len);
/* Flushes, then stops the thread. NULL-safe. */
void mm_file_writer_free(mm_file_writer *w);

/* ------------------------------------------------------------------ locks */

/* A lock on a file being played: `path`.lock, holding the process id, with an
 * advisory lock on it. The kernel drops the lock when the process ends, so a
 * lock file left by a crash is ignored. */
typedef struct mm_file_lock mm_file_lock;

/* Takes the lock. NULL when another process (or another window of this one)
 * holds it: then `*holder` (may be NULL) gets its process id, or 0 when the
 * lock could not be made at all, and `why` says so. */
mm_file_lock *mm_file_lock_take(const char *path, long *holder, char *why, size_t why_len);
/* Releases the lock and removes the lock file. NULL-safe. */
void mm_file_lock_release(mm_file_lock *lock);
/* The process id holding the lock on `path`, or 0 when nobody does. */
long mm_file_lock_holder(const char *path);

#endif
