/* SPDX-License-Identifier: MIT */
/* The midend: rules state plus record, autosave and undo by replay. */
#include "monstermoon/session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/fileio.h"
#include "monstermoon/i18n.h"
#include "monstermoon/version.h"

static bool grow_flags(mm_session *s, int need)
{
    if (need <= s->flags_cap)
        return true;
    int cap = s->flags_cap ? s->flags_cap * 2 : 64;
    while (cap < need)
        cap *= 2;
    int *movers = realloc(s->movers, (size_t)cap * sizeof *movers);
    if (!movers)
        return false;
    s->movers = movers;
    bool *revealed = realloc(s->revealed, (size_t)cap * sizeof *revealed);
    if (!revealed)
        return false;
    s->revealed = revealed;
    s->flags_cap = cap;
    return true;
}

static void autosave(mm_session *s)
{
    if (!s->save_path[0])
        return;
    char *text = mm_record_to_text(&s->rec);
    char why[MM_REASON_MAX];
    if (text && s->writer) {
        mm_file_writer_put(s->writer, s->save_path, text, strlen(text));
        return;
    }
    /* No writer thread: write in place. */
    bool ok = text && mm_file_write(s->save_path, text, strlen(text), why, sizeof why);
    if (!text)
        snprintf(why, sizeof why, "%s", _("out of memory"));
    free(text);
    if (ok) {
        s->save_error[0] = '\0';
    } else {
        snprintf(s->save_error, sizeof s->save_error, "%s: %.300s", s->save_path, why);
        if (s->save_failed)
            s->save_failed(s->save_failed_ctx, s->save_error);
    }
}

static void write_failed(void *ctx, const char *path, const char *why)
{
    mm_session *s = ctx;
    if (s->save_failed) {
        char text[1400];
        snprintf(text, sizeof text, "%s: %.300s", path, why);
        s->save_failed(s->save_failed_ctx, text);
    }
}

/* Starts the state from the record's header (no moves applied). */
static bool start_state(mm_session *s, char *why, size_t why_len)
{
    s->game->free(s->state);
    s->state = s->game->new_game(&s->rec.options, s->rec.nseats, s->rec.seed, why, why_len);
    return s->state != NULL;
}

static mm_session *session_alloc(const mm_game *game)
{
    mm_session *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->game = game;
    mm_record_init(&s->rec);
    return s;
}

mm_session *mm_session_new(const mm_game *game, const mm_options *opts, const mm_seat *seats,
                           int nseats, uint64_t seed, char *why, size_t why_len)
{
    if (nseats < game->min_seats || nseats > game->max_seats) {
        snprintf(why, why_len, _("%s is for %d to %d players, not %d"), _(game->title),
                 game->min_seats, game->max_seats, nseats);
        return NULL;
    }
    mm_session *s = session_alloc(game);
    if (!s) {
        snprintf(why, why_len, "%s", _("out of memory"));
        return NULL;
    }
    snprintf(s->rec.game, sizeof s->rec.game, "%s", game->id);
    snprintf(s->rec.version, sizeof s->rec.version, "%s", MM_VERSION);
    s->rec.rules = mm_game_rules_version(game);
    s->rec.seed = seed;
    s->rec.nseats = nseats;
    memcpy(s->rec.seats, seats, (size_t)nseats * sizeof *seats);
    if (opts)
        s->rec.options = *opts;
    if (!mm_options_check(game, &s->rec.options, nseats, why, why_len) ||
        !start_state(s, why, why_len)) {
        mm_session_free(s);
        return NULL;
    }
    return s;
}

/* Why a recorded move was refused, naming the move once: "move 3 'HG*':
 * reason"; a reason that starts by quoting the move (as the games' parsers
 * do) is not made to repeat it: "move 1 'jump!' is not a move". */
static void refused_move(char *out, size_t len, int index, const char *move, const char *reason)
{
    size_t n = strlen(move);
    if (reason[0] == '\'' && strncmp(reason + 1, move, n) == 0 && reason[n + 1] == '\'') {
        const char *rest = reason + n + 2;
        if (rest[0] == ':') {
            rest += strspn(rest + 1, " ") + 1;
            snprintf(out, len, _("move %d '%s': %s"), index, move, rest);
        } else {
            snprintf(out, len, _("move %d %s"), index, reason);
        }
        return;
    }
    snprintf(out, len, _("move %d '%s': %s"), index, move, reason);
}

mm_session *mm_session_from_record(const mm_record *rec, int *bad_line, char *why,
                                   size_t why_len)
{
    *bad_line = 0;
    const mm_game *game = mm_game_find(rec->game);
    if (!game) {
        snprintf(why, why_len, _("the record is for an unknown game '%s'"), rec->game);
        return NULL;
    }
    int rules = rec->rules > 0 ? rec->rules : 1;
    if (rules > mm_game_rules_version(game)) {
        snprintf(why, why_len,
                 _("the record was made with a newer version of %s (rules version %d; this "
                   "version of monstermoon knows up to %d): update monstermoon to open it"),
                 _(game->title), rules, mm_game_rules_version(game));
        return NULL;
    }
    if (rules < mm_game_oldest_rules(game, rec->nseats)) {
        snprintf(why, why_len,
                 _("the record was made with an older version of %s (rules version %d, now %d) "
                   "and cannot be replayed: %s"),
                 _(game->title), rules, mm_game_rules_version(game),
                 game->rules_change ? _(game->rules_change) : "");
        return NULL;
    }
    mm_session *s = mm_session_new(game, &rec->options, rec->seats, rec->nseats, rec->seed,
                                   why, why_len);
    if (!s)
        return NULL;
    snprintf(s->rec.version, sizeof s->rec.version, "%s", rec->version);
    /* The record keeps the version it was begun with (it replays under this one). */
    s->rec.rules = rec->rules;
    s->rec.nhints = rec->nhints;
    memcpy(s->rec.hints, rec->hints, (size_t)rec->nhints * sizeof rec->hints[0]);
    for (int i = 0; i < rec->moves.n; i++) {
        char reason[MM_REASON_MAX];
        int seat = game->to_move(s->state);
        if (seat == MM_NOBODY) {
            *bad_line = rec->moves_line ? rec->moves_line + i : 0;
            snprintf(why, why_len, _("move %d '%s': the game is already over"), i + 1,
                     rec->moves.items[i]);
            mm_session_free(s);
            return NULL;
        }
        if (!mm_session_play(s, seat, rec->moves.items[i], NULL, reason, sizeof reason)) {
            *bad_line = rec->moves_line ? rec->moves_line + i : 0;
            char refused[MM_REASON_MAX + 64];
            refused_move(refused, sizeof refused, i + 1, rec->moves.items[i], reason);
            if (rules < mm_game_rules_version(game) && game->rules_change)
                snprintf(why, why_len,
                         _("%s (the record was made with rules version %d of %s; since then %s)"),
                         refused, rules, _(game->title), _(game->rules_change));
            else
                snprintf(why, why_len, "%s", refused);
            mm_session_free(s);
            return NULL;
        }
    }
    return s;
}

void mm_session_free(mm_session *s)
{
    if (!s)
        return;
    /* The last moves reach the disk before the lock goes. */
    mm_file_writer_free(s->writer);
    mm_file_lock_release(s->save_lock);
    if (s->game)
        s->game->free(s->state);
    mm_record_free(&s->rec);
    free(s->movers);
    free(s->revealed);
    free(s);
}

bool mm_session_autosave(mm_session *s, const char *path, long *holder, char *why,
                         size_t why_len)
{
    if (holder)
        *holder = 0;
    char reason[MM_REASON_MAX];
    long pid = 0;
    mm_file_lock *lock = mm_file_lock_take(path, &pid, reason, sizeof reason);
    if (!lock && pid != 0) {
        if (holder)
            *holder = pid;
        snprintf(why, why_len, "%s: %s", path, reason);
        return false;
    }
    /* A lock that cannot be made (a read-only folder) does not stop play: the
     * writes then fail and say so. */
    mm_file_writer_free(s->writer);
    mm_file_lock_release(s->save_lock);
    s->save_lock = lock;
    s->writer = mm_file_writer_new(write_failed, s);
    snprintf(s->save_path, sizeof s->save_path, "%s", path);
    autosave(s);
    return true;
}

void mm_session_on_save_failed(mm_session *s, void (*fn)(void *ctx, const char *why), void *ctx)
{
    s->save_failed = fn;
    s->save_failed_ctx = ctx;
}

bool mm_session_save_wait(mm_session *s, char *why, size_t why_len)
{
    if (s->writer)
        return mm_file_writer_flush(s->writer, why, why_len);
    if (s->save_error[0]) {
        snprintf(why, why_len, "%s", s->save_error);
        s->save_error[0] = '\0';
        return false;
    }
    return true;
}

bool mm_session_play(mm_session *s, int seat, const char *move, mm_events *events,
                     char *why, size_t why_len)
{
    if (!s->game->validate(s->state, seat, move, why, why_len))
        return false;
    int n = s->rec.moves.n;
    if (!grow_flags(s, n + 1) || !mm_move_list_addf(&s->rec.moves, "%s", move)) {
        snprintf(why, why_len, "%s", _("out of memory"));
        return false;
    }
    mm_events local;
    mm_events *ev = events ? events : &local;
    ev->n = 0;
    ev->revealed = false;
    s->game->apply(s->state, move, ev);
    s->movers[n] = seat;
    s->revealed[n] = ev->revealed;
    autosave(s);
    return true;
}

/* Index of the move an undo would go back to, or -1 with a reason. */
static int undo_target(const mm_session *s, char *why, size_t why_len)
{
    if (s->game->is_over(s->state)) {
        snprintf(why, why_len, "%s", _("The game is over: its moves can't be taken back."));
        return -1;
    }
    for (int i = s->rec.moves.n - 1; i >= 0; i--) {
        if (s->revealed[i]) {
            snprintf(why, why_len, "%s",
                     _("Can't undo: a hidden card has been revealed since that move."));
            return -1;
        }
        if (s->rec.seats[s->movers[i]].kind == MM_SEAT_HUMAN)
            return i;
    }
    snprintf(why, why_len, "%s", _("Nothing to undo yet."));
    return -1;
}

bool mm_session_can_undo(const mm_session *s, char *why, size_t why_len)
{
    return undo_target(s, why, why_len) >= 0;
}

bool mm_session_undo(mm_session *s, char *why, size_t why_len)
{
    int target = undo_target(s, why, why_len);
    if (target < 0)
        return false;
    mm_move_list moves = s->rec.moves;
    mm_move_list_init(&s->rec.moves);
    if (!start_state(s, why, why_len)) {
        mm_move_list_free(&moves);
        return false;
    }
    bool ok = true;
    for (int i = 0; i < target && ok; i++)
        ok = mm_session_play(s, s->game->to_move(s->state), moves.items[i], NULL, why,
                             why_len);
    mm_move_list_free(&moves);
    autosave(s);
    return ok;
}

bool mm_session_restart(mm_session *s, char *why, size_t why_len)
{
    mm_move_list_clear(&s->rec.moves);
    s->rec.nhints = 0;
    if (!start_state(s, why, why_len))
        return false;
    autosave(s);
    return true;
}

int mm_session_nmoves(const mm_session *s)
{
    return s->rec.moves.n;
}

void mm_session_note_hint(mm_session *s, int seat)
{
    if (seat < 0 || seat >= s->rec.nseats || s->rec.nhints >= MM_MAX_HINTS)
        return;
    s->rec.hints[s->rec.nhints++] = (mm_hint_note){seat, s->rec.moves.n};
    autosave(s);
}

int mm_session_hints(const mm_session *s, int seat)
{
    int n = 0;
    for (int i = 0; i < s->rec.nhints; i++)
        n += s->rec.hints[i].seat == seat;
    return n;
}
