/* SPDX-License-Identifier: MIT */
/* Catch the Moon, inside the rules module: moves, placements and the state's
 * hidden machinery shared by rules.c, place.c, hold.c and ai.c. */
#ifndef MM_CTM_INTERNAL_H
#define MM_CTM_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include "monstermoon/games/catch_the_moon.h"
#include "world.h"

/* A move's text stays below this (the app's move buffers hold 1024). */
#define CTM_MOVE_MAX 1000
/* Hand keyframes: units of 1 mm and 0.5 degrees, at most 30 units per key. */
#define CTM_KEY_STEP_CM 0.1
#define CTM_KEY_STEP_RAD (M_PI / 360.0)
#define CTM_KEY_LIMIT 30
/* Room for keyframe characters in a move. */
#define CTM_PATH_CHARS 880
#define CTM_MAX_KEYS CTM_PATH_CHARS

typedef enum ctm_move_kind {
    CTM_MOVE_PLACE,
    CTM_MOVE_SCORE,
} ctm_move_kind;

/* A parsed move. A placement puts the drawn ladder at `pose`, moving with
 * `motion` (zero unless given); when `held`, the hand at `hand` keeps it and
 * follows the keyframes before letting go. */
typedef struct ctm_move {
    ctm_move_kind kind;
    ctm_pose pose;
    ctm_motion motion;
    bool held;
    ctm_pose hand;
    int nkeys;
    signed char keys[CTM_MAX_KEYS][3];
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
/* Characters a keyframe takes in the notation. */
int ctm_key_chars(const signed char key[3]);

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
/* A copy whose world is rebuilt exactly as the game's own: from the public
 * history (start sockets, every move and the ladder it placed), without the
 * seed; a plain clone when the tower was not built by moves from the start.
 * Costs one settling simulation per placement so far. */
mm_state *ctm_exact_copy(const mm_state *state);
/* Copies the pieces' poses from the world. */
void ctm_sync_pieces(ctm_state *s);

/* ------------------------------------------------------------ placement */

/* Runs a placement in `world` (hand path, release, settling, falls) and
 * fills the verdict; records frames into `film` when not NULL. Updates the
 * state's pieces and out list. */
void ctm_place(ctm_state *s, const ctm_move *mv, ctm_film *film, ctm_verdict *verdict);
/* The two halves of ctm_place: putting the ladder in (and the hand's path),
 * then settling and judging. Computer players look in between. */
void ctm_place_begin(ctm_state *s, const ctm_move *mv, ctm_film *film, ctm_verdict *verdict);
void ctm_place_finish(ctm_state *s, ctm_film *film, ctm_verdict *verdict);
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
