/* SPDX-License-Identifier: MIT */
/* The rules interface: one `mm_game` table per game, the same for all five.
 *
 * A rules module is pure C (no SDL). It owns an opaque `mm_state` that holds
 * everything undo would restore, including the game's RNG, so a game is fully
 * described by (options, seat count, seed, list of moves).
 *
 * Moves are text (see docs/notation.md). A move is one decision by one seat;
 * a turn that needs several decisions (a Zombeasts attack chain, choosing who
 * continues in Monsters on the Moon) is several moves, and `to_move` says who
 * decides next, which need not be the next player in turn order.
 *
 * Calling conventions:
 *  - `validate` before `apply`; `apply` asserts on an illegal move.
 *  - Every function that only reads takes a const state.
 *  - Reasons and labels come back translated through gettext.
 */
#ifndef MONSTERMOON_GAME_H
#define MONSTERMOON_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "monstermoon/rng.h"

#define MM_MAX_SEATS 6
/* `to_move` when nobody decides any more (the game is over). */
#define MM_NOBODY (-1)
/* Seat argument of `view_for` for a spectator who sees only public information. */
#define MM_SPECTATOR (-2)

#define MM_REASON_MAX 256
#define MM_MAX_EVENTS 48
#define MM_MAX_SCORE_ROWS 12
#define MM_MAX_OPTIONS 16

typedef struct mm_state mm_state;

/* ------------------------------------------------------------------ options */

typedef enum mm_option_kind {
    MM_OPT_BOOL,   /* "0" / "1" */
    MM_OPT_CHOICE, /* one of `choices` */
    MM_OPT_INT,    /* min..max */
    MM_OPT_SEAT,   /* "random" or a 1-based seat number */
} mm_option_kind;

/* One variant or setting a game offers in setup. */
typedef struct mm_option_def {
    const char *key;   /* as in `--option key=value` and saves */
    const char *label; /* English; translate with _() when shown */
    const char *help;  /* one sentence, English */
    mm_option_kind kind;
    const char *const *choices;       /* MM_OPT_CHOICE: NULL-terminated values */
    const char *const *choice_labels; /* MM_OPT_CHOICE: labels, same order */
    int min, max;                     /* MM_OPT_INT */
    const char *def;                  /* default value as text */
    /* MM_OPT_CHOICE, optional: the fewest seats each choice can be played
     * with, same order as `choices`; NULL when every choice suits every
     * player count. */
    const int *choice_min_seats;
} mm_option_def;

/* The values chosen in setup: key/value text pairs. */
typedef struct mm_options {
    int n;
    struct {
        char key[32];
        char value[32];
    } kv[MM_MAX_OPTIONS];
} mm_options;

/* ------------------------------------------------------------------- events */

/* What a move did, so views animate without diffing states. `kind` and the
 * meaning of a..d are the game's own (documented in its header); `text` is a
 * translated one-line description for logs and the on-screen history. */
typedef struct mm_event {
    int kind;
    int seat; /* the seat the event concerns, or -1 */
    int a, b, c, d;
    char text[128]; /* empty for events not worth a log line */
} mm_event;

typedef struct mm_events {
    int n;
    /* Set by `apply` when the move revealed hidden information to somebody
     * (a card drawn, a hand looked at): undo may not go back past it. */
    bool revealed;
    mm_event ev[MM_MAX_EVENTS];
} mm_events;

/* ------------------------------------------------------------------ results */

/* Final (or current) standing with the breakdown a results screen shows. */
typedef struct mm_result {
    int nseats;
    int total[MM_MAX_SEATS];
    bool winner[MM_MAX_SEATS];
    int nrows;
    struct {
        char label[64];
        int value[MM_MAX_SEATS];
    } rows[MM_MAX_SCORE_ROWS];
    char note[192]; /* e.g. how a tie was broken; may be empty */
    /* The results screen's title when "X wins!" doesn't fit the game (a team
     * score, a solo rating); empty for the usual winners' headline. */
    char headline[96];
} mm_result;

/* -------------------------------------------------------------- move lists */

/* A growable list of move strings (legal moves, candidates). */
typedef struct mm_move_list {
    int n, cap;
    char **items;
} mm_move_list;

void mm_move_list_init(mm_move_list *list);
void mm_move_list_clear(mm_move_list *list);
void mm_move_list_free(mm_move_list *list);
/* Appends a formatted move; returns false when out of memory. */
bool mm_move_list_addf(mm_move_list *list, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* ------------------------------------------------------- compact moves */

/* A move in a game's compact encoding, for search (the fast simulation
 * path). A code names a move by what it does, not by where it sits in a
 * list, so the same code means the same move in every state where it is
 * legal (determinized copies included). 0 is never a move. The text notation
 * stays the public, recorded form; `code_to_text` and `code_from_text`
 * convert exactly both ways for the moves `legal_codes`/`sample_codes` give. */
typedef uint64_t mm_code;
#define MM_CODE_NONE ((mm_code)0)
/* Enough room for every legal move of any position of the card games. */
#define MM_MAX_CODES 1024

/* -------------------------------------------------------------- the table */

typedef struct mm_game {
    const char *id;    /* "monsters-on-the-run": CLI, saves, asset names */
    const char *title; /* English title; translate with _() */
    const char *blurb; /* one English sentence for the menu */
    int min_seats, max_seats;
    const mm_option_def *options;
    int noptions;

    /* Creates a game, or returns NULL and writes why (bad options or count). */
    mm_state *(*new_game)(const mm_options *opts, int nseats, uint64_t seed, char *why,
                          size_t why_len);
    mm_state *(*clone)(const mm_state *state);
    void (*free)(mm_state *state); /* NULL-safe */

    int (*nseats)(const mm_state *state);
    /* The seat whose decision it is, or MM_NOBODY once the game is over. */
    int (*to_move)(const mm_state *state);
    bool (*is_over)(const mm_state *state);

    /* Appends every legal move of the deciding seat. Optional (NULL) for games
     * whose moves are continuous; those provide `sample_moves`. */
    void (*legal_moves)(const mm_state *state, mm_move_list *out);
    /* Optional: appends up to `max` plausible candidate moves drawn with `rng`. */
    void (*sample_moves)(const mm_state *state, mm_rng *rng, int max, mm_move_list *out);

    /* Whether `seat` may make `move` now; if not, a translated reason. Also
     * rejects malformed text with a reason. Never changes the state. */
    bool (*validate)(const mm_state *state, int seat, const char *move, char *why, size_t why_len);
    /* Applies a move that `validate` accepted for `to_move(state)`. With
     * `events` NULL it is quiet: no event list and no event text is built. */
    void (*apply)(mm_state *state, const char *move, mm_events *events);
    /* A translated sentence describing a move before it is made (for hints,
     * logs and the computer players' announcements). */
    void (*describe_move)(const mm_state *state, const char *move, char *buf, size_t len);

    /* Scores so far (or final), with rows for the breakdown and winners by the
     * game's own tie-breaks. */
    void (*result)(const mm_state *state, mm_result *out);

    /* A copy in which everything `seat` cannot know is hidden (other hands,
     * secret bets, deck order, and the RNG). MM_SPECTATOR sees public only. */
    mm_state *(*view_for)(const mm_state *state, int seat);
    /* Fills the hidden parts of a `view_for(state, seat)` copy with one random
     * assignment consistent with what `seat` knows, and reseeds its RNG, so a
     * computer player can simulate moves on it. */
    void (*determinize)(mm_state *view, int seat, mm_rng *rng);
    /* Whether information is hidden from some seat at all: drives the hotseat
     * handover screen. */
    bool (*hides_information)(const mm_state *state);

    /* Optional: how good the position is for `seat` (higher is better), for
     * the greedy computer player. Defaults to the current result total. */
    double (*evaluate)(const mm_state *state, int seat);

    /* ---- The fast simulation path (optional: NULL = not offered; the
     * `mm_sim_*` functions of sim.h then go through the text entries). None
     * of these allocates, builds text (except `code_to_text`) or calls
     * gettext, and each does exactly what its text twin does: they share
     * one implementation of every rule. */

    /* Writes up to `max` codes of every legal move of the deciding seat, in
     * the order `legal_moves` lists them; returns how many there are (which
     * may exceed `max`). NULL for games that only sample. */
    int (*legal_codes)(const mm_state *state, mm_code *out, int max);
    /* Like `sample_moves`, as codes (drawing the same numbers from `rng`);
     * returns how many were written (at most `max`). */
    int (*sample_codes)(const mm_state *state, mm_rng *rng, int max, mm_code *out);
    /* Optional: one legal move of the deciding seat drawn with `rng`, far
     * cheaper than listing or sampling them all, for random playouts (not
     * uniform over all moves: a game that samples says how it draws).
     * MM_CODE_NONE when there is no move. NULL: playouts choose uniformly
     * among `legal_codes`, or among `sample_codes` candidates. */
    mm_code (*random_code)(const mm_state *state, mm_rng *rng);
    /* Applies a legal move of `to_move(state)` given as a code; asserts on an
     * illegal one. With `events` it reports exactly what `apply` reports (same
     * events, same text); with NULL it is quiet: no event list, no text. */
    void (*apply_code)(mm_state *state, mm_code code, mm_events *events);
    /* The code of a move text as `validate` would read it in `state`; false
     * (and MM_CODE_NONE) for text that names no move. Legality is not
     * checked: use `validate` for that. */
    bool (*code_from_text)(const mm_state *state, const char *move, mm_code *out);
    /* The move text of a code, exactly as `legal_moves` (or `sample_moves`)
     * writes it. */
    void (*code_to_text)(const mm_state *state, mm_code code, char *buf, size_t len);
    /* Copies `src` into `dst`, reusing dst's memory: `dst` came from `clone`
     * or `new_game` of the same game (any position, any seat count). */
    void (*clone_into)(mm_state *dst, const mm_state *src);

    /* The version of the game's rules and components, written into records
     * as `rules N` (0 counts as 1). Bump it when a change makes seeded games
     * play differently. */
    int rules_version;
    /* The oldest version whose records still replay the same (0 counts as 1);
     * older records are refused, and `rules_change` (English, shown
     * translated) says what changed since. */
    int oldest_rules;
    const char *rules_change;
    /* Optional: the oldest version that replays for a player count, when a
     * change touched only some counts (overrides `oldest_rules`). */
    int (*oldest_rules_for)(int nseats);

    /* Optional: what creating the game already did (a tile drawn and boxed
     * before the first move), as events for the table's log and animation.
     * Only meaningful for a state no move has been applied to. */
    void (*setup_events)(const mm_state *state, mm_events *events);

    /* Optional: how good the position is for `seat` (higher is better) for
     * the searching players (normal, hard), when they should look further
     * than `evaluate`, which the fixed greedy yardstick keeps. NULL: they
     * use `evaluate`. Same units as `evaluate`. */
    double (*search_evaluate)(const mm_state *state, int seat);
} mm_game;

/* A game's current rules version, and the oldest one whose records of
 * `nseats` players it still replays. */
int mm_game_rules_version(const mm_game *game);
int mm_game_oldest_rules(const mm_game *game, int nseats);

/* --------------------------------------------------------------- registry */

/* All games of the collection, in menu order. */
const mm_game *const *mm_games(int *count);
/* The game with this id, or NULL. */
const mm_game *mm_game_find(const char *id);

/* ------------------------------------------------------- option helpers */

/* The value of `key`, or the game's default for it, or `fallback`. */
const char *mm_options_get(const mm_options *opts, const char *key, const char *fallback);
/* Sets (or replaces) a value; returns false when full or too long. */
bool mm_options_set(mm_options *opts, const char *key, const char *value);
/* Parses "k=v"; returns false with a reason on malformed text. */
bool mm_options_parse_kv(mm_options *opts, const char *kv, char *why, size_t why_len);
/* Checks values against the game's option table (unknown keys, bad values)
 * and fills in defaults for missing keys. */
bool mm_options_check(const mm_game *game, mm_options *opts, int nseats, char *why, size_t why_len);

/* Whether choice `index` of an MM_OPT_CHOICE option can be played by
 * `nseats` players (always true for the other kinds). */
bool mm_option_choice_fits(const mm_option_def *def, int index, int nseats);
/* What `value` of an option means for `nseats` players: `value` itself when
 * it fits, else the first choice that does (alone, a game whose competitive
 * mode needs two is played cooperatively). */
const char *mm_option_fit(const mm_option_def *def, const char *value, int nseats);

/* Resolves an MM_OPT_SEAT option ("random" or a 1-based seat): the chosen
 * seat (0-based), or one drawn with `rng` for "random". Returns -1 and a
 * reason when the value names no seat. */
int mm_options_seat(const mm_options *opts, const char *key, int nseats, mm_rng *rng, char *why,
                    size_t why_len);

/* Appends an event (ignored when the list is full). */
void mm_events_push(mm_events *events, int kind, int seat, int a, int b, int c, int d,
                    const char *fmt, ...) __attribute__((format(printf, 8, 9)));
/* Appends an event unless `events` is NULL (a quiet apply): then the
 * arguments are not even evaluated, so no text is translated or formatted.
 * `events` is evaluated twice: pass a plain variable. */
#define mm_events_add(events, ...) ((events) ? mm_events_push((events), __VA_ARGS__) : (void)0)

#endif
