/* SPDX-License-Identifier: MIT */
/* Catch the Moon: holding the drawn ladder in the hand (for the view).
 *
 * While the ladder swings in free air it lives in a private bare world, so
 * the tower's world does not run at all. The moment it comes near anything,
 * its state is rounded to what the notation can write and it moves into the
 * tower's world; from then on the hand's target changes only in keyframes
 * of CTM_KEY_STEPS steps, each written into the move. Applying the move
 * repeats exactly these calls on the game's own world, so the result is the
 * one the player saw. */
#include <assert.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ctm.h"

/* Within this distance of anything the ladder enters the tower's world. */
#define CONTACT_MARGIN 1.0

struct ctm_hold {
    ctm_state *s;   /* exact replay of the game: its world is the tower */
    ctm_world *air; /* the ladder in free air, or NULL once in contact */
    int index;      /* the held ladder's body in the world it is in */
    bool contact;
    ctm_move mv;     /* what is recorded so far */
    int chars;       /* keyframe characters used */
    ctm_pose target; /* the hand's current keyframe target */
    int key_step;    /* steps done in the current keyframe (0 = none running) */
    double pending;  /* real time not simulated yet */
    bool blocked;    /* in free air but inside something: cannot enter */
};

ctm_hold *ctm_hold_new(mm_state *exact, ctm_pose hand)
{
    ctm_state *s = ctm_mut(exact);
    if (s->end != CTM_END_NONE || s->ladder < 0) {
        mm_game_catch_the_moon.free(exact);
        return NULL;
    }
    ctm_hold *h = calloc(1, sizeof *h);
    if (!h)
        abort();
    h->s = s;
    ctm_world_of(s);
    h->air = ctm_world_new(true);
    h->index = ctm_world_add(h->air, s->ladder, hand, (ctm_motion){0, 0, 0});
    ctm_world_grab(h->air, h->index, hand);
    h->mv.kind = CTM_MOVE_PLACE;
    return h;
}

void ctm_hold_free(ctm_hold *h)
{
    if (!h)
        return;
    ctm_world_free(h->air);
    mm_game_catch_the_moon.free((mm_state *)(void *)h->s);
    free(h);
}

static ctm_world *held_world(const ctm_hold *h)
{
    return h->contact ? h->s->world : h->air;
}

/* Moves the ladder from the air into the tower's world, rounded to what the
 * move will say. */
/* Whole turns of the wheel make no difference to a ladder: angles are
 * brought back to within half a turn of upright (hand and ladder alike). */
static double whole_turns(double a)
{
    return 2 * M_PI * floor(a / (2 * M_PI) + 0.5);
}

static void enter_tower(ctm_hold *h)
{
    ctm_pose pose = ctm_world_pose(h->air, h->index), hand = ctm_world_hand(h->air);
    double turns = whole_turns(pose.a);
    pose.a -= turns;
    hand.a -= turns;
    pose = ctm_round_pose(pose);
    hand = ctm_round_pose(hand);
    ctm_motion motion = ctm_round_motion(ctm_world_motion(h->air, h->index));
    ctm_world_free(h->air);
    h->air = NULL;
    h->contact = true;
    h->mv.pose = pose;
    h->mv.motion = motion;
    h->mv.held = true;
    h->mv.hand = hand;
    h->target = hand;
    ctm_world *w = h->s->world;
    h->index = ctm_world_add(w, h->s->ladder, pose, motion);
    ctm_world_grab(w, h->index, hand);
}

static int clamp_units(double v)
{
    long u = lround(v);
    return (int)(u < -CTM_KEY_LIMIT ? -CTM_KEY_LIMIT : u > CTM_KEY_LIMIT ? CTM_KEY_LIMIT : u);
}

static bool budget_left(const ctm_hold *h)
{
    return h->chars + 3 <= CTM_PATH_CHARS && h->mv.nkeys < CTM_MAX_KEYS;
}

/* One physics step in contact: a new keyframe begins every CTM_KEY_STEPS. */
static void contact_step(ctm_hold *h, ctm_pose want)
{
    ctm_world *w = h->s->world;
    if (h->key_step == 0) {
        if (!budget_left(h))
            return; /* the arm is tired: the view lets go */
        signed char *key = h->mv.keys[h->mv.nkeys++];
        key[0] = (signed char)clamp_units((want.x - h->target.x) / CTM_KEY_STEP_CM);
        key[1] = (signed char)clamp_units((want.y - h->target.y) / CTM_KEY_STEP_CM);
        key[2] =
            (signed char)clamp_units(remainder(want.a - h->target.a, 2 * M_PI) / CTM_KEY_STEP_RAD);
        h->chars += ctm_key_chars(key);
        ctm_key_apply(&h->target, key);
        ctm_world_hand_aim(w, h->target);
    }
    ctm_world_step(w);
    if (++h->key_step == CTM_KEY_STEPS) {
        ctm_world_hand_stop(w);
        h->key_step = 0;
    }
}

static void air_step(ctm_hold *h, ctm_pose want)
{
    ctm_world_hand_step(h->air, want);
    ctm_pose p = ctm_world_pose(h->air, h->index);
    ctm_pose rounded = ctm_round_pose(p);
    const ctm_world *tower = h->s->world;
    double gap = ctm_world_gap(tower, h->s->ladder, rounded, -1, CONTACT_MARGIN);
    h->blocked = gap < 0;
    if (gap < CONTACT_MARGIN && !h->blocked)
        enter_tower(h);
}

void ctm_hold_update(ctm_hold *h, ctm_pose target, double dt)
{
    h->pending += dt;
    /* Never more than a quarter second at once (a stalled frame). */
    if (h->pending > 0.25)
        h->pending = 0.25;
    while (h->pending >= CTM_DT) {
        h->pending -= CTM_DT;
        if (h->contact)
            contact_step(h, target);
        else
            air_step(h, target);
    }
}

int ctm_hold_pieces(const ctm_hold *h, ctm_piece *out, int max)
{
    const ctm_world *tower = h->s->world;
    int n = 0;
    for (int i = 0; i < ctm_world_count(tower) && n < max; i++) {
        if (h->contact && i == h->index)
            continue;
        out[n++] = (ctm_piece){ctm_world_ladder(tower, i), ctm_world_pose(tower, i),
                               ctm_world_socket(tower, i)};
    }
    if (n < max)
        out[n++] = (ctm_piece){h->s->ladder, ctm_world_pose(held_world(h), h->index), -1};
    return n;
}

ctm_pose ctm_hold_hand(const ctm_hold *h)
{
    return ctm_world_hand(held_world(h));
}

void ctm_hold_status(const ctm_hold *h, ctm_hold_info *info)
{
    memset(info, 0, sizeof *info);
    info->in_contact = h->contact;
    info->budget_left = 1.0 - (double)h->chars / CTM_PATH_CHARS;
    if (!budget_left(h) && h->key_step == 0)
        info->budget_left = 0;
    if (!h->contact)
        return;
    const ctm_world *w = h->s->world;
    int ids[8];
    info->touches = ctm_world_touching(w, h->index, ids, 8);
    info->ground = ctm_world_grounded(w, h->index);
    double b, top;
    ctm_extent(h->s->ladder, ctm_world_pose(w, h->index), &b, &top);
    info->highest = true;
    for (int i = 0; i < ctm_world_count(w); i++) {
        double tb, tt;
        ctm_extent(ctm_world_ladder(w, i), ctm_world_pose(w, i), &tb, &tt);
        if (i != h->index && tt > top)
            info->highest = false;
    }
    info->condition_met =
        !info->ground && ctm_condition_met(h->s->face, info->touches, info->highest);
}

bool ctm_hold_blocked(const ctm_hold *h)
{
    return !h->contact && h->blocked;
}

bool ctm_hold_release(ctm_hold *h, char *move, size_t len)
{
    if (h->contact) {
        /* Finish the keyframe under way: the move replays whole keyframes. */
        while (h->key_step != 0) {
            ctm_world_step(h->s->world);
            if (++h->key_step == CTM_KEY_STEPS) {
                ctm_world_hand_stop(h->s->world);
                h->key_step = 0;
            }
        }
        return ctm_move_format(&h->mv, move, len);
    }
    if (h->blocked)
        return false;
    ctm_move mv = {.kind = CTM_MOVE_PLACE};
    mv.pose = ctm_world_pose(h->air, h->index);
    mv.pose.a -= whole_turns(mv.pose.a);
    mv.pose = ctm_round_pose(mv.pose);
    mv.motion = ctm_round_motion(ctm_world_motion(h->air, h->index));
    return ctm_move_format(&mv, move, len);
}

mm_state *ctm_hold_cancel(ctm_hold *h)
{
    if (!h)
        return NULL;
    mm_state *exact = NULL;
    if (!h->contact) {
        exact = (mm_state *)(void *)h->s;
        h->s = NULL;
    }
    ctm_world_free(h->air);
    if (h->s)
        mm_game_catch_the_moon.free((mm_state *)(void *)h->s);
    free(h);
    return exact;
}
