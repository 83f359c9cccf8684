/* SPDX-License-Identifier: MIT */
/* A game in progress: the rules state plus its record (the "midend").
 *
 * Everything that plays a game (the app, the headless runner, replays, tests)
 * goes through `mm_session_play`, which validates, applies, records the move
 * and keeps the autosave current. Undo replays the record from the seed. */
#ifndef MONSTERMOON_SESSION_H
#define MONSTERMOON_SESSION_H

#include <stdbool.h>
#include <stdint.h>

#include "monstermoon/game.h"

#define MM_NAME_MAX 32
/* A whole game's record is a few kB; anything past this is refused unread. */
#define MM_RECORD_MAX_BYTES (4u << 20)
#define MM_AI_ID_MAX 16

typedef enum mm_seat_kind {
    MM_SEAT_HUMAN,
    MM_SEAT_CPU,
} mm_seat_kind;

/* Who sits at a seat: a human or a computer player, and a display name. */
typedef struct mm_seat {
    mm_seat_kind kind;
    char ai[MM_AI_ID_MAX]; /* computer player id ("greedy", "random") */
    char name[MM_NAME_MAX];
} mm_seat;

/* The most hints a record notes (later ones are still given, not noted). */
#define MM_MAX_HINTS 256

/* A hint taken: by `seat` (0-based) when `move` moves had been made. */
typedef struct mm_hint_note {
    int seat, move;
} mm_hint_note;

/* A saved game: header (game, version, seed, seats, options, hints taken)
 * and moves. */
typedef struct mm_record {
    char game[48];
    char version[16];
    /* The game's rules version the record was made with (`rules` line); 0 when
     * the record has none, which means version 1. */
    int rules;
    uint64_t seed;
    int nseats;
    mm_seat seats[MM_MAX_SEATS];
    mm_options options;
    int nhints;
    mm_hint_note hints[MM_MAX_HINTS];
    mm_move_list moves;
    int moves_line; /* line of the first move in the parsed text (for messages) */
} mm_record;

void mm_record_init(mm_record *rec);
void mm_record_free(mm_record *rec);
/* Formats a seat as in saves and on the command line: "human", "cpu:greedy". */
void mm_seat_format_kind(const mm_seat *seat, char *buf, size_t len);
/* Parses "human", "cpu" (the default computer player) or "cpu:ID". */
bool mm_seat_parse_kind(mm_seat *seat, const char *text, char *why, size_t why_len);

/* Text form of a record (see docs/save-format.md); caller frees. */
char *mm_record_to_text(const mm_record *rec);
/* Parses a record. On failure returns false, sets *bad_line (1-based, 0 when
 * the problem is not on one line) and a reason. Does not check moves. A byte
 * order mark and blank lines at the end are accepted; a missing seed is not. */
bool mm_record_from_text(mm_record *rec, const char *text, int *bad_line, char *why,
                         size_t why_len);
/* Writes durably (temporary file, fsync, rename, fsync of the folder); the old
 * file survives any failure, and the reason names the file. */
bool mm_record_save(const mm_record *rec, const char *path, char *why, size_t why_len);
/* Reads a record of at most MM_RECORD_MAX_BYTES from a regular file (never
 * waits on a pipe). The reason does not repeat the path: callers name it. */
bool mm_record_load(mm_record *rec, const char *path, int *bad_line, char *why,
                    size_t why_len);

typedef struct mm_session {
    const mm_game *game;
    mm_record rec;
    mm_state *state;
    /* Per recorded move: who made it and whether it revealed information. */
    int *movers;
    bool *revealed;
    int flags_cap;
    /* Autosave target; empty when the session is not saved. */
    char save_path[1024];
    /* The autosave's lock and writer thread (NULL: writes happen in place). */
    struct mm_file_lock *save_lock;
    struct mm_file_writer *writer;
    void (*save_failed)(void *ctx, const char *why);
    void *save_failed_ctx;
    /* Set when the last autosave written in place failed, with the reason. */
    char save_error[1400];
} mm_session;

/* Starts a new game. `seats` has `nseats` entries. Returns NULL with a reason
 * for bad options or player counts. */
mm_session *mm_session_new(const mm_game *game, const mm_options *opts, const mm_seat *seats,
                           int nseats, uint64_t seed, char *why, size_t why_len);
/* Rebuilds a game from a record, validating every move. On a bad header or
 * move returns NULL, sets *bad_line to the line in the record text (or 0) and
 * why. A record of a rules version the game no longer replays (or does not
 * know yet) is refused with the reason (see mm_game.rules_version). */
mm_session *mm_session_from_record(const mm_record *rec, int *bad_line, char *why,
                                   size_t why_len);
void mm_session_free(mm_session *session);

/* Turns on autosave: takes the save's lock, then writes the record to `path`
 * now and after each move, on a writer thread. False when another window
 * plays that save (`*holder`, may be NULL, gets its process id, -1 when
 * unknown) and `why` says so. When the lock cannot be made at all, play
 * goes on and the writes report their failures. */
bool mm_session_autosave(mm_session *session, const char *path, long *holder, char *why,
                         size_t why_len);
/* Who hears of autosaves that failed; `fn` runs on the writer thread. Set it
 * before turning autosave on. */
void mm_session_on_save_failed(mm_session *session, void (*fn)(void *ctx, const char *why),
                               void *ctx);
/* Waits until the autosave is on disk; false with the reason when a write
 * failed since the last call. */
bool mm_session_save_wait(mm_session *session, char *why, size_t why_len);

/* Validates and applies a move by `seat`; on success records it and fills
 * `events` (may be NULL). On failure nothing changes and `why` says why. */
bool mm_session_play(mm_session *session, int seat, const char *move, mm_events *events,
                     char *why, size_t why_len);

/* Whether the last move of a human seat can be taken back (with everything
 * after it), and if not, why. Undo never goes back past a move that revealed
 * hidden information. */
bool mm_session_can_undo(const mm_session *session, char *why, size_t why_len);
/* Takes back moves up to and including the last human move. */
bool mm_session_undo(mm_session *session, char *why, size_t why_len);

/* Starts the same game again from its seed (same seats and options). */
bool mm_session_restart(mm_session *session, char *why, size_t why_len);

int mm_session_nmoves(const mm_session *session);

/* Notes in the record that `seat` took a hint now (autosaved). */
void mm_session_note_hint(mm_session *session, int seat);
/* How many hints `seat` took in this game. */
int mm_session_hints(const mm_session *session, int seat);

#endif
