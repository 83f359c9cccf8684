/* SPDX-License-Identifier: MIT */
/* Catch the Moon: holding the drawn ladder in the hand (for the view).
 *
 * While the ladder swings in free air it lives in a private bare world, so
 * the tower's world does not run at all. The moment it comes near anything,
 * its state is rounded to what the notation can write and it moves into the
 * tower's world; from then on the hand's target changes only in keyframes
 * of CTM_KEY_STEPS steps, each written into the move. Applying the move
 * repeats exactly these calls on the game's own world, so the result is the
 * one the player saw.
 *
 * Probing has no time limit: a long path is sent in pieces (moves that keep
 * the ladder in the hand, then H moves that go on), and a ladder taken away
 * from a calm tower goes back into free air, where nothing is recorded. If
 * ladders fall while the ladder is in the hand, the turn ends at once. */
#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctm.h"

/* Within this distance of anything the ladder enters the tower's world. */
#define CONTACT_MARGIN 1.0
/* Farther than this from everything, over a calm tower, it leaves it again. */
#define LIFT_MARGIN 2.0
/* ... and the tower counts as calm when nothing moves faster (cm/s). */
#define LIFT_CALM 3.0
/* A piece of the path is sent once it takes this many characters. */
#define PIECE_CHARS 700
/* Share of the ladder's weight the hand may carry for it to count as
 * resting on the tower. */
#define SUPPORT_LOAD 0.2
/* ... and its contacts must carry it (cm): one this far above its centre of
 * mass, or contacts reaching this far past it on both sides. */
#define SUPPORT_ABOVE 0.5
#define SUPPORT_SPAN 0.3
#define MAX_QUEUED 4

struct ctm_hold {
    ctm_state *s;   /* exact replay of the game: its world is the tower */
    mm_state *base; /* the game when the hand took the ladder (no world) */
    mm_move_list sent; /* pieces of the path handed out since */
    ctm_world *air; /* the ladder in free air, or NULL once in contact */
    int index;      /* the held ladder's body in the world it is in */
    bool contact;
    ctm_move mv;     /* the piece of the path recorded so far */
    ctm_pose target; /* the hand's current keyframe target */
    int key_step;    /* steps done in the current keyframe (0 = none running) */
    double pending;  /* real time not simulated yet */
    bool blocked;    /* in free air but inside something: cannot enter */
    bool collapsed;  /* ladders fell while holding: the turn is over */
    double load;     /* the hand's load, smoothed */
    int nqueued;     /* finished pieces waiting to be sent */
    char queued[MAX_QUEUED][CTM_MOVE_MAX + 1];
};

static ctm_world *held_world(const ctm_hold *h)
{
    return h->contact ? h->s->world : h->air;
}

/* Starts a piece that goes on with the ladder already in the hand. */
static void continue_piece(ctm_hold *h)
{
    memset(&h->mv, 0, sizeof h->mv);
    h->mv.kind = CTM_MOVE_MORE;
    h->mv.held = true;
}

static void into_air(ctm_hold *h, ctm_pose pose, ctm_motion motion, ctm_pose hand)
{
    h->air = ctm_world_new(true);
    h->index = ctm_world_add(h->air, h->s->ladder, pose, motion);
    ctm_world_grab(h->air, h->index, hand);
    h->contact = false;
    memset(&h->mv, 0, sizeof h->mv);
    h->mv.kind = CTM_MOVE_PLACE;
}

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
    h->base = mm_game_catch_the_moon.clone(exact);
    mm_move_list_init(&h->sent);
    ctm_world *w = ctm_world_of(s);
    h->load = 1;
    if (s->holding) {
        /* The game was left with the ladder in the hand: go on from there. */
        h->contact = true;
        h->index = ctm_world_held(w);
        h->target = s->hand_target;
        continue_piece(h);
    } else {
        into_air(h, hand, (ctm_motion){0, 0, 0}, hand);
    }
    return h;
}

void ctm_hold_free(ctm_hold *h)
{
    if (!h)
        return;
    ctm_world_free(h->air);
    mm_game_catch_the_moon.free((mm_state *)(void *)h->s);
    mm_game_catch_the_moon.free(h->base);
    mm_move_list_free(&h->sent);
    free(h);
}

/* Whole turns of the wheel make no difference to a ladder: angles are
 * brought back to within half a turn of upright (hand and ladder alike). */
static double whole_turns(double a)
{
    return 2 * M_PI * floor(a / (2 * M_PI) + 0.5);
}

/* A ladder swung about in free air comes in no faster than a placement may
 * (the rules refuse thrown ladders). */
static ctm_motion clamp_motion(ctm_motion m)
{
    double speed = hypot(m.vx, m.vy);
    if (speed > CTM_MAX_SPEED * 0.9) {
        m.vx *= CTM_MAX_SPEED * 0.9 / speed;
        m.vy *= CTM_MAX_SPEED * 0.9 / speed;
    }
    m.w = fmax(-CTM_MAX_SPIN * 0.9, fmin(CTM_MAX_SPIN * 0.9, m.w));
    return m;
}

/* Moves the ladder from the air into the tower's world, rounded to what the
 * move will say. */
static void enter_tower(ctm_hold *h)
{
    ctm_pose pose = ctm_world_pose(h->air, h->index), hand = ctm_world_hand(h->air);
    double turns = whole_turns(pose.a);
    pose.a -= turns;
    hand.a -= turns;
    pose = ctm_round_pose(pose);
    hand = ctm_round_pose(hand);
    ctm_motion motion = ctm_round_motion(clamp_motion(ctm_world_motion(h->air, h->index)));
    ctm_world_free(h->air);
    h->air = NULL;
    h->contact = true;
    memset(&h->mv, 0, sizeof h->mv);
    h->mv.kind = CTM_MOVE_PLACE;
    h->mv.pose = pose;
    h->mv.motion = motion;
    h->mv.held = true;
    h->mv.hand = hand;
    h->target = hand;
    ctm_world *w = h->s->world;
    h->index = ctm_world_add(w, h->s->ladder, pose, motion);
    ctm_world_grab(w, h->index, hand);
    h->s->holding = true;
}

/* Ends the piece recorded so far with `end` and queues it for sending. */
static void queue_piece(ctm_hold *h, ctm_hand_end end)
{
    assert(h->nqueued < MAX_QUEUED && "ctm hold: send the queued pieces first");
    h->mv.end = end;
    bool ok = ctm_move_format(&h->mv, h->queued[h->nqueued], sizeof h->queued[0]);
    assert(ok && "ctm hold: a piece of the path must fit in a move");
    (void)ok;
    h->nqueued++;
    continue_piece(h);
}

static int clamp_units(double v)
{
    long u = lround(v);
    return (int)(u < -CTM_KEY_LIMIT ? -CTM_KEY_LIMIT : u > CTM_KEY_LIMIT ? CTM_KEY_LIMIT : u);
}

/* Whether the piece under way is full (its next keyframe may not fit). */
static bool piece_full(const ctm_hold *h)
{
    return ctm_path_chars(&h->mv) > PIECE_CHARS || ctm_move_keys(&h->mv) >= CTM_MAX_KEYS - 1 ||
           h->mv.nruns >= CTM_MAX_RUNS - 1;
}

/* At a keyframe's end: ladders that fell end the turn; a ladder far from
 * everything over a calm tower goes back into free air; a full piece is
 * sent and the path goes on. */
static void key_done(ctm_hold *h)
{
    ctm_world *w = h->s->world;
    ctm_world_hand_stop(w);
    h->key_step = 0;
    if (ctm_world_any_fallen(w, h->index)) {
        h->collapsed = true;
        queue_piece(h, CTM_HAND_KEEP);
        return;
    }
    ctm_pose pose = ctm_world_pose(w, h->index);
    if (ctm_world_gap(w, h->s->ladder, pose, h->index, LIFT_MARGIN) >= LIFT_MARGIN &&
        ctm_world_calm(w, h->index, LIFT_CALM) && h->nqueued < MAX_QUEUED) {
        ctm_motion motion = ctm_world_motion(w, h->index);
        ctm_pose hand = ctm_world_hand(w);
        queue_piece(h, CTM_HAND_LIFT);
        ctm_world_let_go(w);
        ctm_world_remove(w, h->index);
        h->s->holding = false;
        into_air(h, pose, motion, hand);
        return;
    }
    if (piece_full(h) && h->nqueued < MAX_QUEUED)
        queue_piece(h, CTM_HAND_KEEP);
}

/* A hand stays with its ladder: when the tower holds the ladder back, the
 * hand stops this far from the grip instead of running off. */
#define HAND_REACH 5.0

/* One physics step in contact: a new keyframe begins every CTM_KEY_STEPS. */
static void contact_step(ctm_hold *h, ctm_pose want)
{
    ctm_world *w = h->s->world;
    if (h->key_step == 0) {
        ctm_pose grip = ctm_world_pose(w, h->index);
        double dx = want.x - grip.x, dy = want.y - grip.y, d = hypot(dx, dy);
        if (d > HAND_REACH) {
            want.x = grip.x + dx * HAND_REACH / d;
            want.y = grip.y + dy * HAND_REACH / d;
        }
        if (piece_full(h))
            return; /* waits until the full piece has been sent */
        signed char key[3];
        key[0] = (signed char)clamp_units((want.x - h->target.x) / CTM_KEY_STEP_CM);
        key[1] = (signed char)clamp_units((want.y - h->target.y) / CTM_KEY_STEP_CM);
        key[2] =
            (signed char)clamp_units(remainder(want.a - h->target.a, 2 * M_PI) / CTM_KEY_STEP_RAD);
        bool ok = ctm_move_add_key(&h->mv, key);
        assert(ok && "ctm hold: the piece had room for the keyframe");
        (void)ok;
        ctm_key_apply(&h->target, key);
        ctm_world_hand_aim(w, h->target);
    }
    ctm_world_step(w);
    h->load += 0.1 * (ctm_world_hand_load(w) - h->load);
    if (++h->key_step == CTM_KEY_STEPS)
        key_done(h);
}

static void air_step(ctm_hold *h, ctm_pose want)
{
    ctm_world_hand_step(h->air, want);
    h->load = 1;
    ctm_pose p = ctm_world_pose(h->air, h->index);
    ctm_pose rounded = ctm_round_pose(p);
    const ctm_world *tower = h->s->world;
    double gap = ctm_world_gap(tower, h->s->ladder, rounded, -1, CONTACT_MARGIN);
    h->blocked = gap < 0;
    /* A lifted piece is sent before the ladder may come back. */
    if (gap < CONTACT_MARGIN && !h->blocked && h->nqueued == 0)
        enter_tower(h);
}

void ctm_hold_update(ctm_hold *h, ctm_pose target, double dt)
{
    h->pending += dt;
    /* Never more than a quarter second at once (a stalled frame). */
    if (h->pending > 0.25)
        h->pending = 0.25;
    while (h->pending >= CTM_DT && !h->collapsed) {
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

/* Whether the contacts can carry the ladder without the hand: one above its
 * centre of mass (it hangs, or leans there), or contacts on both sides of
 * it. A ladder balanced on one point (a candle on a top) needs the hand
 * however little it bears, and topples when let go. */
static bool supported(ctm_pose centre, const ctm_vec *contact, int n)
{
    double left = 1e9, right = -1e9;
    for (int i = 0; i < n; i++) {
        if (contact[i].y > centre.y + SUPPORT_ABOVE)
            return true;
        left = fmin(left, contact[i].x);
        right = fmax(right, contact[i].x);
    }
    return left + SUPPORT_SPAN < centre.x && centre.x < right - SUPPORT_SPAN;
}

void ctm_hold_status(const ctm_hold *h, ctm_hold_info *info)
{
    memset(info, 0, sizeof *info);
    info->in_contact = h->contact;
    info->collapsed = h->collapsed;
    info->load = h->load;
    if (!h->contact)
        return;
    const ctm_world *w = h->s->world;
    int ids[8];
    info->touches = ctm_world_touching(w, h->index, ids, 8);
    info->ground = ctm_world_grounded(w, h->index);
    info->ncontacts = ctm_world_contacts(w, h->index, info->contact, CTM_HOLD_CONTACTS);
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
    info->resting = h->load < SUPPORT_LOAD &&
                    supported(ctm_world_pose(w, h->index), info->contact, info->ncontacts);
}

bool ctm_hold_blocked(const ctm_hold *h)
{
    return !h->contact && h->blocked;
}

int ctm_hold_queued(const ctm_hold *h)
{
    return h->nqueued;
}

bool ctm_hold_next_piece(ctm_hold *h, char *move, size_t len)
{
    if (h->nqueued == 0)
        return false;
    bool ok = (size_t)snprintf(move, len, "%s", h->queued[0]) < len;
    if (!mm_move_list_addf(&h->sent, "%s", h->queued[0]))
        abort();
    memmove(h->queued[0], h->queued[1], sizeof h->queued[0] * (size_t)(MAX_QUEUED - 1));
    h->nqueued--;
    return ok;
}

bool ctm_hold_release(ctm_hold *h, char *move, size_t len)
{
    assert(h->nqueued == 0 && "ctm_hold_release: send the pieces (ctm_hold_next_piece) first");
    if (h->collapsed)
        return false;
    if (h->contact) {
        /* Finish the keyframe under way: the move replays whole keyframes. */
        while (h->key_step != 0) {
            ctm_world_step(h->s->world);
            if (++h->key_step == CTM_KEY_STEPS) {
                ctm_world_hand_stop(h->s->world);
                h->key_step = 0;
            }
        }
        h->mv.end = CTM_HAND_LET_GO;
        return ctm_move_format(&h->mv, move, len);
    }
    if (h->blocked)
        return false;
    ctm_move mv = {.kind = CTM_MOVE_PLACE};
    mv.pose = ctm_world_pose(h->air, h->index);
    mv.pose.a -= whole_turns(mv.pose.a);
    mv.pose = ctm_round_pose(mv.pose);
    mv.motion = ctm_round_motion(clamp_motion(ctm_world_motion(h->air, h->index)));
    return ctm_move_format(&mv, move, len);
}

bool ctm_hold_preview(const ctm_hold *h, ctm_verdict *verdict)
{
    if (!h->contact || h->collapsed || h->nqueued > 0)
        return false;
    /* The move letting go now: the keyframe under way is finished first. */
    ctm_move *mv = malloc(sizeof *mv);
    char *text = malloc(CTM_MOVE_MAX + 1);
    if (!mv || !text)
        abort();
    *mv = h->mv;
    mv->end = CTM_HAND_LET_GO;
    bool ok = ctm_move_format(mv, text, CTM_MOVE_MAX + 1);
    free(mv);
    mm_state *c = mm_game_catch_the_moon.clone(h->base);
    for (int i = 0; ok && i < h->sent.n; i++) {
        mm_events ev = {0};
        mm_game_catch_the_moon.apply(c, h->sent.items[i], &ev);
    }
    if (ok) {
        mm_events ev = {0};
        mm_game_catch_the_moon.apply(c, text, &ev);
        *verdict = ctm_from(c)->last;
    }
    mm_game_catch_the_moon.free(c);
    free(text);
    return ok;
}

mm_state *ctm_hold_cancel(ctm_hold *h)
{
    if (!h)
        return NULL;
    mm_state *exact = NULL;
    if (!h->contact && h->nqueued == 0) {
        exact = (mm_state *)(void *)h->s;
        h->s = NULL;
    }
    ctm_world_free(h->air);
    if (h->s)
        mm_game_catch_the_moon.free((mm_state *)(void *)h->s);
    mm_game_catch_the_moon.free(h->base);
    mm_move_list_free(&h->sent);
    free(h);
    return exact;
}
