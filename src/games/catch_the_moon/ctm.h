/* SPDX-License-Identifier: MIT */
/* Catch the Moon, inside the rules module: moves, placements and the state's
 * hidden machinery shared by rules.c, place.c, hold.c and ai.c. */
#ifndef MM_CTM_INTERNAL_H
#define MM_CTM_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include "monstermoon/games/catch_the_moon.h"
#include "world.h"

/* A placed ladder moves no faster than this (cm/s, rad/s): not thrown. */
#define CTM_MAX_SPEED 400.0
#define CTM_MAX_SPIN 40.0
/* A move's text stays below this (the app's move buffers hold 1024). */
#define CTM_MOVE_MAX 1000
/* Hand keyframes: units of 1 mm and 0.5 degrees, at most 30 units per key. */
#define CTM_KEY_STEP_CM 0.1
#define CTM_KEY_STEP_RAD (M_PI / 360.0)
#define CTM_KEY_LIMIT 30
/* Runs of equal keyframes in one move (each run takes at least a character). */
#define CTM_MAX_RUNS 400
/* Keyframes one move may hold (a minute of probing); the hand goes on in
 * the next move of the same turn. */
#define CTM_MAX_KEYS 1200
/* A run repeats its keyframe at most this often. */
#define CTM_MAX_REPEAT 9999

typedef enum ctm_move_kind {
    CTM_MOVE_PLACE,  /* P: a ladder into the tower */
    CTM_MOVE_MORE,   /* H: more of the hand's path for the ladder it holds */
    CTM_MOVE_SCORE,  /* score */
    CTM_MOVE_SOCKET, /* socket N | socket random: a start ladder into the cloud */
} ctm_move_kind;

/* How a held move ends. */
typedef enum ctm_hand_end {
    CTM_HAND_LET_GO, /* the ladder is let go: the placement is judged */
    CTM_HAND_KEEP,   /* still in the hand: the turn goes on with an H move */
    CTM_HAND_LIFT,   /* lifted away from the calm tower, back into free air */
} ctm_hand_end;

/* A run of `count` equal keyframes. */
typedef struct ctm_key_run {
    signed char d[3];
    short count;
} ctm_key_run;

/* A parsed move. A placement puts the drawn ladder at `pose`, moving with
 * `motion` (zero unless given); when `held`, the hand at `hand` keeps it and
 * follows the keyframes, then ends as `end` says. An H move goes on with
 * the ladder already in the hand. A socket move names socket 0..3, or -1
 * for one chosen at random. */
typedef struct ctm_move {
    ctm_move_kind kind;
    ctm_pose pose;
    ctm_motion motion;
    bool held;
    ctm_pose hand;
    ctm_hand_end end;
    int nruns;
    ctm_key_run runs[CTM_MAX_RUNS];
    int socket;
} ctm_move;

/* Parses the notation of docs/games/catch-the-moon.md (syntax and ranges). */
bool ctm_move_parse(const char *text, ctm_move *mv, char *why, size_t len);
/* Writes a move; false when it does not fit in `len`. */
bool ctm_move_format(const ctm_move *mv, char *buf, size_t len);
/* Rounds a pose, motion or hand to what the notation can write, so that a
 * move made from them replays bit for bit. */
ctm_pose ctm_round_pose(ctm_pose p);
ctm_motion ctm_round_motion(ctm_motion m);
/* Moves the hand target by one keyframe. */
void ctm_key_apply(ctm_pose *target, const signed char key[3]);
/* Characters a run of keyframes takes in the notation. */
int ctm_run_chars(const ctm_key_run *run);
/* Appends a keyframe to a move's path (joining a run of equal ones);
 * false when the move has no room left for it. */
bool ctm_move_add_key(ctm_move *mv, const signed char key[3]);
/* Keyframes in a move's path. */
int ctm_move_keys(const ctm_move *mv);
/* Characters the path takes in the notation. */
int ctm_path_chars(const ctm_move *mv);

/* ------------------------------------------------------------ the state */

ctm_state *ctm_mut(mm_state *state);
/* The live world of a state, rebuilt from its lineage when it was cloned. */
ctm_world *ctm_world_of(const ctm_state *s);
/* The world rebuilt from the pieces' poses: for computer players, who see the
 * tower but not its inner forces. */
ctm_world *ctm_world_from_pieces(const ctm_state *s);
/* Forgets how the world came about: from now on it is rebuilt from the
 * pieces' poses (a computer player's view, a test's constructed tower). */
void ctm_rebase(ctm_state *s);
/* Whether a start ladder stands in socket `socket`. */
bool ctm_socket_taken(const ctm_state *s, int socket);
/* Whether two states' towers are the same, bit for bit. */
bool ctm_same_tower(const ctm_state *a, const ctm_state *b);
/* Copies the pieces' poses from the world. */
void ctm_sync_pieces(ctm_state *s);

/* ------------------------------------------------------------ placement */

/* How a placement move ended. */
typedef enum ctm_place_outcome {
    CTM_PLACED_RELEASED,  /* let go: settle and judge (ctm_place_finish) */
    CTM_PLACED_HOLDING,   /* still in the hand: the turn goes on */
    CTM_PLACED_LIFTED,    /* lifted out of the tower: the turn goes on */
    CTM_PLACED_COLLAPSED, /* ladders fell while holding: the turn ended, verdict filled */
} ctm_place_outcome;

/* Runs a placement move in the state's world (the hand's path, release,
 * settling, falls); fills the verdict when the turn's placement ends, and
 * records frames into `film` when not NULL. Updates the pieces and the out
 * list. */
ctm_place_outcome ctm_place(ctm_state *s, const ctm_move *mv, ctm_film *film, ctm_verdict *v);
/* The two halves of ctm_place: putting the ladder in (and the hand's path),
 * then, when it was let go, settling and judging. Computer players look in
 * between. */
ctm_place_outcome ctm_place_begin(ctm_state *s, const ctm_move *mv, ctm_film *film,
                                  ctm_verdict *v);
void ctm_place_finish(ctm_state *s, ctm_film *film, ctm_verdict *v);
/* ctm_place_finish after the settling: judges the settled tower, then lets
 * what fell go (for a caller that settled the world itself). */
void ctm_place_judge(ctm_state *s, ctm_film *film, ctm_verdict *v);
/* Whether a placement satisfies the die (after settling, nothing fell). */
bool ctm_condition_met(ctm_face face, int touches, bool highest);

/* The film of a placement. */
ctm_film *ctm_film_new(void);
ctm_film *ctm_film_ref(ctm_film *film);
void ctm_film_unref(ctm_film *film);
void ctm_film_capture(void *film, const ctm_world *world);
void ctm_film_mark_release(ctm_film *film, const ctm_world *world);

/* ---------------------------------------------------------- computer play */

/* Appends up to `max` candidate placements near the top of the tower. */
void ctm_sample_moves(const mm_state *state, mm_rng *rng, int max, mm_move_list *out);

#endif
