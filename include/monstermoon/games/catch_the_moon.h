/* SPDX-License-Identifier: MIT */
/* Catch the Moon: state, events and the physics services its view may use.
 * Only the rules module changes a `ctm_state`. Move notation and the
 * decisions the rulebook leaves open are in docs/games/catch-the-moon.md.
 *
 * The tower is a 2D rigid-body simulation (Chipmunk2D) in centimetres, seen
 * from the side; every ladder is an edge-on rail with rung pegs. The physics
 * stays behind this header: views and tests see poses, extents and verdicts. */
#ifndef MONSTERMOON_GAMES_CATCH_THE_MOON_H
#define MONSTERMOON_GAMES_CATCH_THE_MOON_H

#include <stdbool.h>
#include <stddef.h>

#include "monstermoon/game.h"

extern const mm_game mm_game_catch_the_moon;

/* ---------------------------------------------------------------- components */

#define CTM_NLADDERS 30
/* Ladder ids 0..2 are the straight start ladders (0 and 1 stand in the
 * cloud at setup, 2 is the box's spare); 3..29 are the skewed ones. */
#define CTM_NSTRAIGHT 3
#define CTM_RAIL_MAX 3
#define CTM_RUNG_MAX 8
#define CTM_NSOCKETS 4
#define CTM_DROPS_COMPETITIVE 7
#define CTM_DROPS_COOPERATIVE 5
#define CTM_MAX_SCORINGS 5
/* Two players: whoever holds this many raindrops ends the game and loses. */
#define CTM_TWO_PLAYER_LIMIT 4

/* Geometry in centimetres; angles in radians, counter-clockwise. A ladder's
 * solid shape is its rail polyline swept by CTM_RAIL_RADIUS (a rail
 * 2 * CTM_RAIL_RADIUS thick) and a disc of CTM_PEG_RADIUS at each rung: a
 * drawing that stays inside these shows only contacts the physics has
 * (anything drawn wider shows overlaps that are not contacts). */
#define CTM_RAIL_RADIUS 0.5
#define CTM_PEG_RADIUS 0.65
/* Height of the box lid's upper edge above the table (cooperative scoring). */
#define CTM_LID_HEIGHT 40.0
/* The table's top is y = 0; the cloud lies on it around x = 0. */
#define CTM_TABLE_HALF_WIDTH 120.0

typedef struct ctm_vec {
    double x, y;
} ctm_vec;

/* Where a ladder is: its centre of mass and its angle (0 = upright). */
typedef struct ctm_pose {
    double x, y, a;
} ctm_pose;

/* One ladder's shape in its own frame (centre of mass at the origin, foot
 * downwards when the angle is 0). */
typedef struct ctm_ladder_def {
    int nrail;
    ctm_vec rail[CTM_RAIL_MAX]; /* polyline from the foot to the top */
    int nrung;
    ctm_vec rung[CTM_RUNG_MAX]; /* rung pegs */
    double length;              /* along the rail */
    double mass, moment;        /* grams, g*cm^2 */
    bool straight;
} ctm_ladder_def;

/* The ladder with this id (0..CTM_NLADDERS-1). */
const ctm_ladder_def *ctm_ladder(int id);
/* A point of a ladder's frame in the world. */
ctm_vec ctm_to_world(ctm_pose pose, ctm_vec local);
/* Lowest and highest point of a ladder at `pose` (rail and pegs with their
 * thickness). */
void ctm_extent(int ladder, ctm_pose pose, double *bottom, double *top);

/* A socket in the cloud where a start ladder stands: its foot and its upright
 * angle. */
typedef struct ctm_socket {
    ctm_vec foot;
    double lean;
} ctm_socket;
const ctm_socket *ctm_socket_at(int index);

/* ------------------------------------------------------------------- state */

typedef enum ctm_mode {
    CTM_COMPETITIVE,
    CTM_COOPERATIVE, /* also the solo game */
} ctm_mode;

/* The die has two faces of each. */
typedef enum ctm_face {
    CTM_FACE_ONE,  /* touch exactly one ladder */
    CTM_FACE_TWO,  /* touch exactly two ladders */
    CTM_FACE_MOON, /* become the highest point, touching one or two */
} ctm_face;

typedef enum ctm_end {
    CTM_END_NONE,
    CTM_END_RAINDROPS,  /* the last raindrop was taken */
    CTM_END_LADDERS,    /* the last ladder was placed */
    CTM_END_FOUR_DROPS, /* two players: somebody holds four raindrops */
    CTM_END_FINAL,      /* the tie final has a last player standing */
} ctm_end;

/* A ladder in the tower. */
typedef struct ctm_piece {
    int ladder;
    ctm_pose pose;
    int socket; /* start ladders: their socket; else -1 */
} ctm_piece;

/* What went wrong with a placement (bits). */
enum {
    CTM_MISS_CONDITION = 1, /* the die's condition was not met */
    CTM_MISS_FELL = 2,      /* a ladder fell or touched cloud or table */
    CTM_MISS_GROUND = 4,    /* the new ladder touches cloud or table */
    CTM_MISS_HELD = 8,      /* ladders fell while the new one was still in the hand */
};

/* How the last placement turned out. */
typedef struct ctm_verdict {
    bool placed; /* false before the first placement */
    int seat, ladder;
    ctm_face face;
    int touches;      /* distinct ladders the new ladder touches */
    int touched[8];   /* their ids (at most 8 listed) */
    bool highest;     /* the new ladder's top is the tower's highest point */
    double new_top;   /* top of the new ladder (cm), or 0 when it fell */
    double tower_top; /* highest point of the tower after settling */
    int nfallen;
    int fallen[CTM_NLADDERS]; /* ids of ladders that fell (new one included) */
    int nreturned;
    int returned[2];    /* start ladders put back into the cloud */
    int miss;           /* CTM_MISS_* bits; 0 = success */
    double settle_time; /* simulated seconds until the tower stood still */
} ctm_verdict;

/* One cooperative scoring against the box lid. */
typedef struct ctm_scoring {
    int partly, fully, points;
} ctm_scoring;

typedef struct ctm_film ctm_film;
typedef struct ctm_world ctm_world;
typedef struct ctm_lineage ctm_lineage;

typedef struct ctm_state {
    int nseats;
    ctm_mode mode;
    mm_rng rng;
    int drops_left;          /* raindrops still in the supply */
    int drops[MM_MAX_SEATS]; /* raindrops each player took */
    int pile[CTM_NLADDERS];  /* ladders still in the box; order hidden in views */
    int npile;
    int nstarted;  /* start ladders in the cloud: fewer than 2 while setting up */
    int current;   /* whose turn it is (who puts the start ladders in at setup) */
    ctm_face face; /* this turn's die roll */
    int ladder;    /* the ladder drawn this turn, or -1 */
    /* The drawn ladder is in the hand inside the tower: the turn goes on
     * with more of the hand's path (H moves) until it is let go. */
    bool holding;
    ctm_pose hand_target; /* where the hand is heading then */
    int npieces;
    ctm_piece pieces[CTM_NLADDERS]; /* the tower as it stands */
    int nout;
    int out[CTM_NLADDERS];         /* ladders that left the game */
    int placements;                /* ladders placed so far */
    int placed_well[MM_MAX_SEATS]; /* placements without a mistake, per player */
    /* Cooperative. */
    int nscorings;
    ctm_scoring scorings[CTM_MAX_SCORINGS];
    int best; /* best scoring so far */
    bool scored_this_turn;
    /* Competitive tie final. */
    bool final;
    bool finalist[MM_MAX_SEATS];   /* still in the final */
    int final_order[MM_MAX_SEATS]; /* seats knocked out, in order */
    int nknocked;
    ctm_end end;
    bool winner[MM_MAX_SEATS];
    ctm_verdict last;
    /* Behind the scenes (never read by views): the live physics world, how to
     * rebuild it exactly, and the recorded motion of the last placement. */
    ctm_world *world;
    ctm_lineage *lineage;
    ctm_film *film;
} ctm_state;

typedef enum ctm_event_kind {
    CTM_EV_TURN,      /* seat's turn: a = face, b = ladder drawn */
    CTM_EV_PLACE,     /* seat placed a = ladder, b = touches, c = miss bits, d = highest */
    CTM_EV_FALL,      /* a = ladder fell and leaves the game */
    CTM_EV_RETURN,    /* a = start ladder fell and goes back into the cloud */
    CTM_EV_RAINDROP,  /* seat takes a raindrop; a = seat's total, b = drops left */
    CTM_EV_SCORE,     /* a = points, b = partly above, c = fully above, d = best */
    CTM_EV_FINAL,     /* the tie final begins; a = bitmask of finalists */
    CTM_EV_KNOCKED,   /* seat is out of the final */
    CTM_EV_GAME_OVER, /* a = ctm_end */
    CTM_EV_SOCKET,    /* seat puts start ladder a into socket b (0..3) */
    CTM_EV_HOLD,      /* seat moves the ladder in the hand (the turn goes on) */
} ctm_event_kind;

/* The state behind an mm_state of this game. */
const ctm_state *ctm_from(const mm_state *state);
/* The face's translated instruction ("Touch exactly one ladder."). */
const char *ctm_face_text(ctm_face face);
/* Points of the tower against the lid line right now (cooperative). */
ctm_scoring ctm_lid_score(const ctm_state *s);
/* Highest point of the tower (cm above the table). */
double ctm_tower_top(const ctm_state *s);
/* The rating table's line for a cooperative score (translated). */
const char *ctm_rating(int points);

/* --------------------------------------------------------- last placement */

/* Poses of the last placement's ladders over time, for the view to replay
 * the settling exactly as the rules judged it. */
int ctm_film_frames(const ctm_state *s);
/* Seconds between two frames. */
double ctm_film_frame_time(void);
/* Pieces in frame `frame` (0..frames-1): fills up to `max` and returns how
 * many there are. The placed ladder is among them; ladders that fell are
 * there until they leave. */
int ctm_film_pieces(const ctm_state *s, int frame, ctm_piece *out, int max);
/* The frame at which the placed ladder was let go (before it: held). */
int ctm_film_release_frame(const ctm_state *s);

/* ------------------------------------------------------------ holding */

/* A ladder held in the hand on an exact copy of the game, for the view:
 * the hand follows the pointer through a soft joint, the tower reacts, and
 * letting go yields the move that reproduces all of it. */
typedef struct ctm_hold ctm_hold;

#define CTM_HOLD_CONTACTS 12

/* What the held ladder does right now. */
typedef struct ctm_hold_info {
    int touches;        /* distinct ladders touched */
    bool ground;        /* touches cloud or table */
    bool highest;       /* its top is the highest point */
    bool condition_met; /* the die's condition holds right now */
    bool in_contact;    /* the tower feels the ladder (its motion is recorded) */
    bool resting;       /* the tower carries it: the hand bears almost nothing, and
                           it is not balanced on one point */
    double load;        /* share of its weight the hand carries */
    bool collapsed;     /* ladders fell while holding: the turn is over */
    int ncontacts;      /* where it touches other ladders */
    ctm_vec contact[CTM_HOLD_CONTACTS];
} ctm_hold_info;

/* Starts holding the drawn ladder of `exact` (taken over; it must be an exact
 * replay of the game, as from new_game and apply) with the hand at `hand`.
 * Returns NULL when nobody is to place a ladder. */
ctm_hold *ctm_hold_new(mm_state *exact, ctm_pose hand);
void ctm_hold_free(ctm_hold *hold);
/* Moves the hand towards `target` for `dt` seconds (fixed physics steps). */
void ctm_hold_update(ctm_hold *hold, ctm_pose target, double dt);
/* The tower and the held ladder right now, the held one last. */
int ctm_hold_pieces(const ctm_hold *hold, ctm_piece *out, int max);
/* Where the hand is (it lags behind the pointer when the tower resists). */
ctm_pose ctm_hold_hand(const ctm_hold *hold);
void ctm_hold_status(const ctm_hold *hold, ctm_hold_info *info);
/* Whether the ladder, still in free air, sits inside the tower (it cannot
 * be let go there). */
bool ctm_hold_blocked(const ctm_hold *hold);
/* A finished piece of the hand's path to send now as a move (the turn goes
 * on): a long path, a ladder lifted away, or ladders that fell while
 * holding (then the move ends the turn). False when there is none. */
bool ctm_hold_next_piece(ctm_hold *hold, char *move, size_t len);
/* Finished pieces waiting to be sent. */
int ctm_hold_queued(const ctm_hold *hold);
/* What letting go now would do, judged exactly on a copy of the game (the
 * checkpoint and this turn's path replayed): a few milliseconds to tens of
 * them. False while the ladder is in free air or pieces wait to be sent. */
bool ctm_hold_preview(const ctm_hold *hold, ctm_verdict *verdict);
/* Lets go: writes the placement move (send the pieces first). False while
 * the ladder, still in free air, sits inside the tower, or after a collapse. */
bool ctm_hold_release(ctm_hold *hold, char *move, size_t len);
/* Puts the ladder back down without placing it, freeing the hold. Returns
 * the exact game again for the next grab when the ladder is in free air and
 * every piece was sent, else NULL. */
mm_state *ctm_hold_cancel(ctm_hold *hold);

#endif
