/* SPDX-License-Identifier: MIT */
/* Catch the Moon, behind the rules: the physics world (Chipmunk2D).
 *
 * One live space holds the table, the cloud and the tower. It is stepped at a
 * fixed 240 Hz; the same sequence of calls gives bit-identical results, so a
 * game's world is reproduced by replaying its moves, never by rebuilding it
 * from saved positions (that loses the cached contacts and changes the
 * outcome). Only this file and world.c talk to Chipmunk. */
#ifndef MM_CTM_WORLD_H
#define MM_CTM_WORLD_H

#include <stdbool.h>

#include "monstermoon/games/catch_the_moon.h"

#define CTM_HZ 240
#define CTM_DT (1.0 / CTM_HZ)
/* Physics steps per hand keyframe (20 keyframes a second). */
#define CTM_KEY_STEPS 12
/* Physics steps per film frame (30 frames a second). */
#define CTM_FILM_STEPS 8
/* Settled: everything asleep, or the fastest ladder slower than CALM_SPEED
 * for CALM_TIME; after SETTLE_CAP seconds the tower is judged anyway. */
#define CTM_CALM_SPEED 0.5
#define CTM_CALM_TIME 0.25
#define CTM_SETTLE_CAP 5.0
/* Two shapes closer than this touch (resting contacts overlap slightly). */
#define CTM_TOUCH_GAP 0.05
/* A new ladder may not start deeper than this inside anything. */
#define CTM_OVERLAP_TOLERANCE 0.02

/* Called every CTM_FILM_STEPS steps while the world runs. */
typedef void (*ctm_frame_fn)(void *ctx, const ctm_world *world);

/* Velocity of a body: cm/s and rad/s. */
typedef struct ctm_motion {
    double vx, vy, w;
} ctm_motion;

/* A world with the table and the cloud; `bare` leaves them out (a private
 * space where a held ladder swings in free air). */
ctm_world *ctm_world_new(bool bare);
void ctm_world_free(ctm_world *w);

int ctm_world_count(const ctm_world *w);
/* The ladder id, pose and socket (-1) of body `index`. */
int ctm_world_ladder(const ctm_world *w, int index);
ctm_pose ctm_world_pose(const ctm_world *w, int index);
ctm_motion ctm_world_motion(const ctm_world *w, int index);
int ctm_world_socket(const ctm_world *w, int index);
/* Index of the body carrying ladder `ladder`, or -1. */
int ctm_world_find(const ctm_world *w, int ladder);

/* Adds a free ladder; returns its index. */
int ctm_world_add(ctm_world *w, int ladder, ctm_pose pose, ctm_motion motion);
/* Stands a start ladder in a socket of the cloud at `pose` (as from
 * ctm_world_socket_pose, or where it leant when the world was saved). */
int ctm_world_add_start(ctm_world *w, int ladder, int socket, ctm_pose pose);
/* The pose a start ladder has in a socket. */
ctm_pose ctm_world_socket_pose(int ladder, int socket);
void ctm_world_remove(ctm_world *w, int index);
/* Pulls a start ladder out of its socket, as a hard knock would. */
void ctm_world_knock_out(ctm_world *w, int index);

/* Gravity grows from nothing over the next steps (a world just rebuilt from
 * poses, whose contacts start cold). */
void ctm_world_ease_in(ctm_world *w);
/* One fixed step (start ladders pulled too hard come out of their sockets). */
void ctm_world_step(ctm_world *w);
/* Runs until the tower stands still (see CTM_CALM_*); returns the simulated
 * seconds. `frame` may be NULL. */
double ctm_world_settle(ctm_world *w, ctm_frame_fn frame, void *ctx);
/* Called after every step of ctm_world_settle_watched (`step` counts from 1);
 * true stops the settling there. */
typedef bool (*ctm_watch_fn)(void *ctx, const ctm_world *world, int step);
/* ctm_world_settle without film, which `watch` may stop early (*stopped is
 * then true); run to its end, it steps exactly as ctm_world_settle does. */
double ctm_world_settle_watched(ctm_world *w, ctm_watch_fn watch, void *ctx, bool *stopped);

/* Takes body `index` in the hand, the hand at `hand`. */
void ctm_world_grab(ctm_world *w, int index, ctm_pose hand);
/* Moves the hand to `target` over CTM_KEY_STEPS steps: aim, step that many
 * times, stop. The view does the same one step at a time. */
void ctm_world_hand_key(ctm_world *w, ctm_pose target, ctm_frame_fn frame, void *ctx);
void ctm_world_hand_aim(ctm_world *w, ctm_pose target);
void ctm_world_hand_stop(ctm_world *w);
/* Moves the hand by velocity towards `target`, one step (free air). */
void ctm_world_hand_step(ctm_world *w, ctm_pose target);
ctm_pose ctm_world_hand(const ctm_world *w);
void ctm_world_let_go(ctm_world *w);

/* Distinct ladders touching body `index`; ids go to `ids` (up to `max`). */
int ctm_world_touching(const ctm_world *w, int index, int *ids, int max);
/* Whether body `index` touches the table or (unless it stands in a socket)
 * the cloud. */
bool ctm_world_grounded(const ctm_world *w, int index);
/* Whether body `index` has fallen: grounded, out of its socket, or off the
 * table. */
bool ctm_world_fallen(const ctm_world *w, int index);
/* Points where body `index` touches other ladders (up to `max`). */
int ctm_world_contacts(const ctm_world *w, int index, ctm_vec *at, int max);
/* Whether any body but `skip` has fallen. */
bool ctm_world_any_fallen(const ctm_world *w, int skip);
/* Whether every body but `skip` is slower than `speed` (or asleep). */
bool ctm_world_calm(const ctm_world *w, int skip, double speed);
/* How much of the held ladder's weight the hand carries (1 = all of it;
 * its turning moment counts too): near 0 when the tower holds it. */
double ctm_world_hand_load(const ctm_world *w);
/* The body in the hand, or -1. */
int ctm_world_held(const ctm_world *w);
/* Whether ladder `ladder` at `pose` would sit inside another ladder, the
 * cloud or the table (deeper than CTM_OVERLAP_TOLERANCE). `skip` is a body
 * index to ignore, or -1. */
bool ctm_world_overlaps(const ctm_world *w, int ladder, ctm_pose pose, int skip);
/* Smallest gap between ladder `ladder` at `pose` and the world (negative:
 * overlap), within `reach`; returns `reach` when nothing is that close. */
double ctm_world_gap(const ctm_world *w, int ladder, ctm_pose pose, int skip, double reach);

#endif
