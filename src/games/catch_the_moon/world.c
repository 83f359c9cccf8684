/* SPDX-License-Identifier: MIT */
/* Catch the Moon: the physics world. See world.h for the model. */
#include "world.h"

#include <assert.h>
#include <fcntl.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <chipmunk/chipmunk.h>

#define GRAVITY 981.0
#define FRICTION 1.0
#define ITERATIONS 20
#define DAMPING 0.8 /* share of velocity kept after a second */
#define SLEEP_TIME 0.5
/* cm/s: half of Chipmunk's default (which freezes ladders still sliding), yet
 * enough to let a tower whose contacts merely creep fall asleep. */
#define IDLE_SPEED 2.0
#define SLOP 0.1
/* The hand is soft: a spring that takes the ladder's weight when the
 * ladder hangs 1/HOLD_STIFFNESS cm below it, and a turning spring as stiff;
 * a ladder pressed into the tower presses only a little, and what the hand
 * still carries tells whether the tower holds the ladder. */
#define HOLD_STIFFNESS 2.0 /* the ladder's weight per cm the hand is off */
#define HOLD_LEVER 2.5     /* cm: the hand's grip on the ladder's angle */
#define HOLD_TWIST 0.3     /* radians off that take the weight at the lever */
#define HOLD_DAMPING 1.0   /* share of critical damping, in every direction */
/* A start ladder pulled harder than this comes out of its socket: several
 * times what a tall leaning tower puts on it, so only a violent collapse
 * does it. The socket holds the ladder rigidly until then. */
#define SOCKET_FORCE 3.0e6
#define SOCKET_TORQUE 6.0e6
/* A world rebuilt from poses has no contacts yet: gravity grows from nothing
 * over this many steps while the contacts find their forces, so a tower that
 * stood does not fall from being rebuilt. */
#define EASE_IN_STEPS 96
/* A ladder this far below the table's top went over the edge. */
#define BELOW_TABLE (-5.0)

enum {
    CAT_RAIL = 1,
    CAT_PEG = 2,
    CAT_CLOUD = 4,
    CAT_TABLE = 8,
};
/* Ladders are solid: rails and pegs collide with each other, so what the
 * table shows touching touches, and nothing passes through anything. */
#define MASK_RAIL (CAT_RAIL | CAT_PEG | CAT_CLOUD | CAT_TABLE)
#define MASK_PEG (CAT_RAIL | CAT_PEG | CAT_CLOUD | CAT_TABLE)
#define MASK_STATIC (CAT_RAIL | CAT_PEG)
#define MAX_SHAPES (CTM_RAIL_MAX - 1 + CTM_RUNG_MAX)

/* The table and the cloud as capsules (segment, radius). */
typedef struct capsule {
    cpVect a, b;
    double r;
    unsigned cat, mask;
} capsule;

static const capsule statics[] = {
    /* The table: a thick slab whose top is y = 0. */
    {{-CTM_TABLE_HALF_WIDTH, -10}, {CTM_TABLE_HALF_WIDTH, -10}, 10, CAT_TABLE, MASK_STATIC},
    /* The cloud: a flat body and five puffs on top. */
    {{-11, 3}, {11, 3}, 3, CAT_CLOUD, MASK_STATIC},
    {{-7.5, 5.0}, {-7.5, 5.0}, 2.4, CAT_CLOUD, MASK_STATIC},
    {{-2.5, 6.0}, {-2.5, 6.0}, 2.4, CAT_CLOUD, MASK_STATIC},
    {{2.5, 6.0}, {2.5, 6.0}, 2.4, CAT_CLOUD, MASK_STATIC},
    {{7.5, 5.0}, {7.5, 5.0}, 2.4, CAT_CLOUD, MASK_STATIC},
    {{-12.5, 4.2}, {-12.5, 4.2}, 2.2, CAT_CLOUD, MASK_STATIC},
    {{12.5, 4.2}, {12.5, 4.2}, 2.2, CAT_CLOUD, MASK_STATIC},
};
#define NSTATICS ((int)(sizeof statics / sizeof statics[0]))

typedef struct body {
    int ladder;
    int socket;
    cpBody *body;
    cpShape *shapes[MAX_SHAPES];
    int nshapes;
    cpConstraint *pin, *limit; /* socket joints; NULL once pulled out */
    double reach;              /* farthest point from the centre of mass */
} body;

struct ctm_world {
    cpSpace *space;
    bool bare;
    body bodies[CTM_NLADDERS];
    int nbodies;
    cpBody *hand;
    cpConstraint *hand_pin, *hand_gear;
    double hand_damping; /* 1/s: how fast the hand damps its ladder's sway */
    int held;            /* body index in the hand, or -1 */
    int ease_in;         /* steps left before gravity is whole again */
    int film_steps;
};

/* ========================================================= Chipmunk set-up */

/* Chipmunk's debug build greets stdout once per process; JSON output must
 * stay clean, so the greeting goes to /dev/null before anything else runs. */
static void silence_banner(void)
{
    fflush(stdout);
    int saved = dup(STDOUT_FILENO);
    int null = open("/dev/null", O_WRONLY);
    if (saved >= 0 && null >= 0)
        dup2(null, STDOUT_FILENO);
    cpSpaceFree(cpSpaceNew());
    fflush(stdout);
    if (saved >= 0) {
        dup2(saved, STDOUT_FILENO);
        close(saved);
    }
    if (null >= 0)
        close(null);
}

static pthread_once_t banner_once = PTHREAD_ONCE_INIT;

static cpShape *add_capsule(cpSpace *space, cpBody *b, const capsule *c)
{
    cpShape *shape = c->a.x == c->b.x && c->a.y == c->b.y ? cpCircleShapeNew(b, c->r, c->a)
                                                          : cpSegmentShapeNew(b, c->a, c->b, c->r);
    cpShapeSetFriction(shape, FRICTION);
    cpShapeSetElasticity(shape, 0);
    cpShapeSetFilter(shape, cpShapeFilterNew(CP_NO_GROUP, c->cat, c->mask));
    return cpSpaceAddShape(space, shape);
}

ctm_world *ctm_world_new(bool bare)
{
    pthread_once(&banner_once, silence_banner);
    ctm_world *w = calloc(1, sizeof *w);
    if (!w)
        abort();
    w->bare = bare;
    w->held = -1;
    w->space = cpSpaceNew();
    cpSpaceSetGravity(w->space, cpv(0, -GRAVITY));
    cpSpaceSetIterations(w->space, ITERATIONS);
    cpSpaceSetDamping(w->space, DAMPING);
    cpSpaceSetSleepTimeThreshold(w->space, SLEEP_TIME);
    cpSpaceSetIdleSpeedThreshold(w->space, IDLE_SPEED);
    cpSpaceSetCollisionSlop(w->space, SLOP);
    if (!bare)
        for (int i = 0; i < NSTATICS; i++)
            add_capsule(w->space, cpSpaceGetStaticBody(w->space), &statics[i]);
    return w;
}

static void free_shape(cpBody *b, cpShape *shape, void *data)
{
    (void)b;
    cpSpace *space = data;
    cpSpaceRemoveShape(space, shape);
    cpShapeFree(shape);
}

static void free_constraint(cpBody *b, cpConstraint *c, void *data)
{
    (void)b;
    cpSpace *space = data;
    cpSpaceRemoveConstraint(space, c);
    cpConstraintFree(c);
}

void ctm_world_free(ctm_world *w)
{
    if (!w)
        return;
    ctm_world_let_go(w);
    while (w->nbodies > 0)
        ctm_world_remove(w, w->nbodies - 1);
    cpBodyEachShape(cpSpaceGetStaticBody(w->space), free_shape, w->space);
    cpSpaceFree(w->space);
    free(w);
}

/* ================================================================= bodies */

int ctm_world_count(const ctm_world *w)
{
    return w->nbodies;
}

int ctm_world_ladder(const ctm_world *w, int index)
{
    assert(index >= 0 && index < w->nbodies);
    return w->bodies[index].ladder;
}

int ctm_world_socket(const ctm_world *w, int index)
{
    assert(index >= 0 && index < w->nbodies);
    return w->bodies[index].socket;
}

ctm_pose ctm_world_pose(const ctm_world *w, int index)
{
    assert(index >= 0 && index < w->nbodies);
    cpBody *b = w->bodies[index].body;
    cpVect p = cpBodyGetPosition(b);
    return (ctm_pose){p.x, p.y, cpBodyGetAngle(b)};
}

ctm_motion ctm_world_motion(const ctm_world *w, int index)
{
    assert(index >= 0 && index < w->nbodies);
    cpBody *b = w->bodies[index].body;
    cpVect v = cpBodyGetVelocity(b);
    return (ctm_motion){v.x, v.y, cpBodyGetAngularVelocity(b)};
}

int ctm_world_find(const ctm_world *w, int ladder)
{
    for (int i = 0; i < w->nbodies; i++)
        if (w->bodies[i].ladder == ladder)
            return i;
    return -1;
}

static void set_masks(body *b, bool in_socket)
{
    const ctm_ladder_def *d = ctm_ladder(b->ladder);
    int nrail = d->nrail - 1;
    for (int i = 0; i < b->nshapes; i++) {
        bool rail = i < nrail;
        unsigned mask = rail ? MASK_RAIL : MASK_PEG;
        if (in_socket)
            mask &= ~(unsigned)CAT_CLOUD;
        cpShapeSetFilter(b->shapes[i],
                         cpShapeFilterNew(CP_NO_GROUP, rail ? CAT_RAIL : CAT_PEG, mask));
    }
}

static body *new_body(ctm_world *w, int ladder, ctm_pose pose, ctm_motion motion)
{
    assert(w->nbodies < CTM_NLADDERS && "ctm_world_add: the world is full");
    assert(ctm_world_find(w, ladder) < 0 && "ctm_world_add: that ladder is already in the world");
    const ctm_ladder_def *d = ctm_ladder(ladder);
    body *b = &w->bodies[w->nbodies++];
    memset(b, 0, sizeof *b);
    b->ladder = ladder;
    b->socket = -1;
    b->body = cpSpaceAddBody(w->space, cpBodyNew(d->mass, d->moment));
    cpBodySetPosition(b->body, cpv(pose.x, pose.y));
    cpBodySetAngle(b->body, pose.a);
    cpBodySetVelocity(b->body, cpv(motion.vx, motion.vy));
    cpBodySetAngularVelocity(b->body, motion.w);
    for (int i = 0; i + 1 < d->nrail; i++) {
        cpVect p = cpv(d->rail[i].x, d->rail[i].y), q = cpv(d->rail[i + 1].x, d->rail[i + 1].y);
        cpShape *s = cpSegmentShapeNew(b->body, p, q, CTM_RAIL_RADIUS);
        /* Bent rails are one smooth polyline: nothing catches on the bend. */
        cpVect prev = i > 0 ? cpv(d->rail[i - 1].x, d->rail[i - 1].y) : p;
        cpVect next = i + 2 < d->nrail ? cpv(d->rail[i + 2].x, d->rail[i + 2].y) : q;
        cpSegmentShapeSetNeighbors(s, prev, next);
        b->shapes[b->nshapes++] = s;
    }
    for (int i = 0; i < d->nrung; i++)
        b->shapes[b->nshapes++] =
            cpCircleShapeNew(b->body, CTM_PEG_RADIUS, cpv(d->rung[i].x, d->rung[i].y));
    for (int i = 0; i < b->nshapes; i++) {
        cpShapeSetFriction(b->shapes[i], FRICTION);
        cpShapeSetElasticity(b->shapes[i], 0);
        cpSpaceAddShape(w->space, b->shapes[i]);
    }
    set_masks(b, false);
    double reach = 0;
    for (int i = 0; i < d->nrail; i++)
        reach = fmax(reach, hypot(d->rail[i].x, d->rail[i].y));
    b->reach = reach;
    return b;
}

int ctm_world_add(ctm_world *w, int ladder, ctm_pose pose, ctm_motion motion)
{
    new_body(w, ladder, pose, motion);
    return w->nbodies - 1;
}

ctm_pose ctm_world_socket_pose(int ladder, int socket)
{
    const ctm_socket *so = ctm_socket_at(socket);
    const ctm_ladder_def *d = ctm_ladder(ladder);
    /* The foot (the rail's first point) stands on the socket. */
    ctm_pose at = {0, 0, so->lean};
    ctm_vec foot = ctm_to_world(at, d->rail[0]);
    return (ctm_pose){so->foot.x - foot.x, so->foot.y - foot.y, so->lean};
}

int ctm_world_add_start(ctm_world *w, int ladder, int socket, ctm_pose pose)
{
    body *b = new_body(w, ladder, pose, (ctm_motion){0, 0, 0});
    const ctm_socket *so = ctm_socket_at(socket);
    const ctm_ladder_def *d = ctm_ladder(ladder);
    cpBody *ground = cpSpaceGetStaticBody(w->space);
    b->socket = socket;
    b->pin = cpSpaceAddConstraint(w->space,
                                  cpPivotJointNew2(ground, b->body, cpv(so->foot.x, so->foot.y),
                                                   cpv(d->rail[0].x, d->rail[0].y)));
    b->limit =
        cpSpaceAddConstraint(w->space, cpRotaryLimitJointNew(ground, b->body, so->lean, so->lean));
    set_masks(b, true);
    return w->nbodies - 1;
}

static void drop_socket(ctm_world *w, body *b)
{
    if (b->pin) {
        cpSpaceRemoveConstraint(w->space, b->pin);
        cpConstraintFree(b->pin);
        cpSpaceRemoveConstraint(w->space, b->limit);
        cpConstraintFree(b->limit);
        b->pin = b->limit = NULL;
        set_masks(b, false);
    }
}

void ctm_world_knock_out(ctm_world *w, int index)
{
    assert(index >= 0 && index < w->nbodies);
    drop_socket(w, &w->bodies[index]);
}

void ctm_world_remove(ctm_world *w, int index)
{
    assert(index >= 0 && index < w->nbodies);
    if (w->held == index)
        ctm_world_let_go(w);
    else if (w->held > index)
        w->held--;
    body *b = &w->bodies[index];
    drop_socket(w, b);
    cpBodyEachConstraint(b->body, free_constraint, w->space);
    cpBodyEachShape(b->body, free_shape, w->space);
    cpSpaceRemoveBody(w->space, b->body);
    cpBodyFree(b->body);
    memmove(&w->bodies[index], &w->bodies[index + 1], (size_t)(w->nbodies - index - 1) * sizeof *b);
    w->nbodies--;
}

/* ================================================================ stepping */

void ctm_world_ease_in(ctm_world *w)
{
    w->ease_in = EASE_IN_STEPS;
    cpSpaceSetGravity(w->space, cpvzero);
}

void ctm_world_step(ctm_world *w)
{
    if (w->ease_in > 0) {
        w->ease_in--;
        double k = 1.0 - (double)w->ease_in / EASE_IN_STEPS;
        cpSpaceSetGravity(w->space, cpv(0, -GRAVITY * k));
    }
    cpSpaceStep(w->space, CTM_DT);
    for (int i = 0; i < w->nbodies; i++) {
        body *b = &w->bodies[i];
        if (b->pin && (cpConstraintGetImpulse(b->pin) / CTM_DT > SOCKET_FORCE ||
                       cpConstraintGetImpulse(b->limit) / CTM_DT > SOCKET_TORQUE))
            drop_socket(w, b);
    }
}

/* How fast the fastest ladder moves (its quickest point), ignoring ladders
 * that went over the table's edge. */
static double fastest(const ctm_world *w, bool *all_asleep)
{
    double top = 0;
    *all_asleep = true;
    for (int i = 0; i < w->nbodies; i++) {
        const body *b = &w->bodies[i];
        if (cpBodyIsSleeping(b->body) || cpBodyGetPosition(b->body).y < BELOW_TABLE)
            continue;
        *all_asleep = false;
        double v = cpvlength(cpBodyGetVelocity(b->body)) +
                   fabs(cpBodyGetAngularVelocity(b->body)) * b->reach;
        top = fmax(top, v);
    }
    return top;
}

/* Settles (see ctm_world_settle); `watch`, when given, looks after every
 * step and may stop it early (then *stopped is set). */
static double settle(ctm_world *w, ctm_frame_fn frame, void *ctx, ctm_watch_fn watch,
                     void *watch_ctx, bool *stopped)
{
    double t = 0, calm = 0;
    for (int step = 1;; step++) {
        ctm_world_step(w);
        t += CTM_DT;
        if (frame && ++w->film_steps % CTM_FILM_STEPS == 0)
            frame(ctx, w);
        if (watch && watch(watch_ctx, w, step)) {
            *stopped = true;
            break;
        }
        bool asleep;
        double v = fastest(w, &asleep);
        if (w->ease_in > 0)
            continue; /* nothing is judged before gravity is whole */
        if (asleep)
            break;
        calm = v < CTM_CALM_SPEED ? calm + CTM_DT : 0;
        if (calm >= CTM_CALM_TIME || t >= CTM_SETTLE_CAP)
            break;
    }
    return t;
}

double ctm_world_settle(ctm_world *w, ctm_frame_fn frame, void *ctx)
{
    return settle(w, frame, ctx, NULL, NULL, NULL);
}

double ctm_world_settle_watched(ctm_world *w, ctm_watch_fn watch, void *ctx, bool *stopped)
{
    *stopped = false;
    return settle(w, NULL, NULL, watch, ctx, stopped);
}

/* =================================================================== hand */

/* The held ladder's velocity: as usual, then its motion relative to the
 * hand damped in every direction (a spring damps only along its own axis,
 * which left a ladder swaying sideways for seconds). */
static void held_velocity(cpBody *ladder, cpVect gravity, cpFloat damping, cpFloat dt)
{
    cpBodyUpdateVelocity(ladder, gravity, damping, dt);
    const ctm_world *w = cpBodyGetUserData(ladder);
    cpVect hand = cpBodyGetVelocity(w->hand);
    cpVect rel = cpvsub(cpBodyGetVelocity(ladder), hand);
    cpBodySetVelocity(ladder, cpvadd(hand, cpvmult(rel, exp(-w->hand_damping * dt))));
}

void ctm_world_grab(ctm_world *w, int index, ctm_pose hand)
{
    assert(w->held < 0 && "ctm_world_grab: the hand is already holding a ladder");
    assert(index >= 0 && index < w->nbodies);
    body *b = &w->bodies[index];
    const ctm_ladder_def *d = ctm_ladder(b->ladder);
    w->held = index;
    w->hand = cpSpaceAddBody(w->space, cpBodyNewKinematic());
    cpBodySetPosition(w->hand, cpv(hand.x, hand.y));
    cpBodySetAngle(w->hand, hand.a);
    double weight = d->mass * GRAVITY;
    double k = HOLD_STIFFNESS * weight, kr = weight * HOLD_LEVER / HOLD_TWIST;
    /* The spring pulls; held_velocity damps (critically: 2 zeta omega). */
    w->hand_pin = cpSpaceAddConstraint(
        w->space, cpDampedSpringNew(w->hand, b->body, cpvzero, cpvzero, 0, k, 0));
    w->hand_damping = HOLD_DAMPING * 2 * sqrt(k / d->mass);
    cpBodySetUserData(b->body, w);
    cpBodySetVelocityUpdateFunc(b->body, held_velocity);
    w->hand_gear = cpSpaceAddConstraint(
        w->space, cpDampedRotarySpringNew(w->hand, b->body, cpBodyGetAngle(b->body) - hand.a, kr,
                                          HOLD_DAMPING * 2 * sqrt(kr * d->moment)));
}

static void aim_hand(ctm_world *w, ctm_pose target, double seconds)
{
    cpVect p = cpBodyGetPosition(w->hand);
    double a = cpBodyGetAngle(w->hand);
    cpBodySetVelocity(w->hand, cpv((target.x - p.x) / seconds, (target.y - p.y) / seconds));
    cpBodySetAngularVelocity(w->hand, (target.a - a) / seconds);
}

void ctm_world_hand_aim(ctm_world *w, ctm_pose target)
{
    assert(w->held >= 0 && "ctm_world_hand_aim: grab a ladder first");
    aim_hand(w, target, CTM_KEY_STEPS * CTM_DT);
}

void ctm_world_hand_stop(ctm_world *w)
{
    /* The hand stops where it arrived; the next keyframe sets off anew. */
    cpBodySetVelocity(w->hand, cpvzero);
    cpBodySetAngularVelocity(w->hand, 0);
}

void ctm_world_hand_key(ctm_world *w, ctm_pose target, ctm_frame_fn frame, void *ctx)
{
    ctm_world_hand_aim(w, target);
    for (int i = 0; i < CTM_KEY_STEPS; i++) {
        ctm_world_step(w);
        /* Film frames keep their rhythm across keyframes. */
        if (frame && ++w->film_steps % CTM_FILM_STEPS == 0)
            frame(ctx, w);
    }
    ctm_world_hand_stop(w);
}

void ctm_world_hand_step(ctm_world *w, ctm_pose target)
{
    assert(w->held >= 0 && "ctm_world_hand_step: grab a ladder first");
    /* Free air: close a quarter of the distance each frame of 1/60 s. */
    aim_hand(w, target, 4.0 / 60.0);
    ctm_world_step(w);
}

ctm_pose ctm_world_hand(const ctm_world *w)
{
    assert(w->held >= 0);
    cpVect p = cpBodyGetPosition(w->hand);
    return (ctm_pose){p.x, p.y, cpBodyGetAngle(w->hand)};
}

void ctm_world_let_go(ctm_world *w)
{
    if (w->held < 0)
        return;
    cpBody *b = w->bodies[w->held].body;
    cpBodySetVelocityUpdateFunc(b, cpBodyUpdateVelocity);
    cpBodySetUserData(b, NULL);
    cpSpaceRemoveConstraint(w->space, w->hand_pin);
    cpConstraintFree(w->hand_pin);
    cpSpaceRemoveConstraint(w->space, w->hand_gear);
    cpConstraintFree(w->hand_gear);
    cpSpaceRemoveBody(w->space, w->hand);
    cpBodyFree(w->hand);
    w->hand = NULL;
    w->hand_pin = w->hand_gear = NULL;
    w->held = -1;
}

/* ================================================================ geometry */

/* A ladder's shapes as capsules in the world. */
static int ladder_capsules(int ladder, ctm_pose pose, bool in_socket, capsule *out)
{
    const ctm_ladder_def *d = ctm_ladder(ladder);
    int n = 0;
    unsigned cloud = in_socket ? (unsigned)CAT_CLOUD : 0;
    for (int i = 0; i + 1 < d->nrail; i++) {
        ctm_vec a = ctm_to_world(pose, d->rail[i]), b = ctm_to_world(pose, d->rail[i + 1]);
        out[n++] =
            (capsule){cpv(a.x, a.y), cpv(b.x, b.y), CTM_RAIL_RADIUS, CAT_RAIL, MASK_RAIL & ~cloud};
    }
    for (int i = 0; i < d->nrung; i++) {
        ctm_vec c = ctm_to_world(pose, d->rung[i]);
        out[n++] =
            (capsule){cpv(c.x, c.y), cpv(c.x, c.y), CTM_PEG_RADIUS, CAT_PEG, MASK_PEG & ~cloud};
    }
    return n;
}

static int body_capsules(const ctm_world *w, int index, capsule *out)
{
    const body *b = &w->bodies[index];
    return ladder_capsules(b->ladder, ctm_world_pose(w, index), b->pin != NULL, out);
}

static bool collides(const capsule *a, const capsule *b)
{
    return (a->cat & b->mask) && (b->cat & a->mask);
}

static double clamp01(double t)
{
    return t < 0 ? 0 : t > 1 ? 1 : t;
}

/* Squared distance between segments p1-q1 and p2-q2; the closest points go
 * to `at1` and `at2` when not NULL. */
static double seg_closest(cpVect p1, cpVect q1, cpVect p2, cpVect q2, cpVect *at1, cpVect *at2)
{
    cpVect d1 = cpvsub(q1, p1), d2 = cpvsub(q2, p2), r = cpvsub(p1, p2);
    double a = cpvdot(d1, d1), e = cpvdot(d2, d2), f = cpvdot(d2, r);
    double s, t;
    if (a <= 1e-12 && e <= 1e-12) {
        if (at1)
            *at1 = p1;
        if (at2)
            *at2 = p2;
        return cpvdot(r, r);
    }
    if (a <= 1e-12) {
        s = 0;
        t = clamp01(f / e);
    } else {
        double c = cpvdot(d1, r);
        if (e <= 1e-12) {
            t = 0;
            s = clamp01(-c / a);
        } else {
            double b = cpvdot(d1, d2), denom = a * e - b * b;
            s = denom > 1e-12 ? clamp01((b * f - c * e) / denom) : 0;
            t = (b * s + f) / e;
            if (t < 0) {
                t = 0;
                s = clamp01(-c / a);
            } else if (t > 1) {
                t = 1;
                s = clamp01((b - c) / a);
            }
        }
    }
    cpVect c1 = cpvadd(p1, cpvmult(d1, s)), c2 = cpvadd(p2, cpvmult(d2, t));
    if (at1)
        *at1 = c1;
    if (at2)
        *at2 = c2;
    return cpvdistsq(c1, c2);
}

static double seg_dist2(cpVect p1, cpVect q1, cpVect p2, cpVect q2)
{
    return seg_closest(p1, q1, p2, q2, NULL, NULL);
}

static double capsule_gap(const capsule *a, const capsule *b)
{
    return sqrt(seg_dist2(a->a, a->b, b->a, b->b)) - a->r - b->r;
}

typedef struct box {
    double l, b, r, t;
} box;

static box bounds(const capsule *c, int n, double margin)
{
    box x = {1e300, 1e300, -1e300, -1e300};
    for (int i = 0; i < n; i++) {
        x.l = fmin(x.l, fmin(c[i].a.x, c[i].b.x) - c[i].r);
        x.r = fmax(x.r, fmax(c[i].a.x, c[i].b.x) + c[i].r);
        x.b = fmin(x.b, fmin(c[i].a.y, c[i].b.y) - c[i].r);
        x.t = fmax(x.t, fmax(c[i].a.y, c[i].b.y) + c[i].r);
    }
    x.l -= margin;
    x.b -= margin;
    x.r += margin;
    x.t += margin;
    return x;
}

static bool boxes_meet(box a, box b)
{
    return a.l <= b.r && b.l <= a.r && a.b <= b.t && b.b <= a.t;
}

/* Smallest gap between two sets of capsules that may collide. */
static double sets_gap(const capsule *a, int na, const capsule *b, int nb, double reach)
{
    double best = reach;
    for (int i = 0; i < na; i++)
        for (int j = 0; j < nb; j++)
            if (collides(&a[i], &b[j]))
                best = fmin(best, capsule_gap(&a[i], &b[j]));
    return best;
}

int ctm_world_touching(const ctm_world *w, int index, int *ids, int max)
{
    capsule mine[MAX_SHAPES], other[MAX_SHAPES];
    int n = body_capsules(w, index, mine), count = 0;
    box me = bounds(mine, n, CTM_TOUCH_GAP);
    for (int j = 0; j < w->nbodies; j++) {
        if (j == index)
            continue;
        int m = body_capsules(w, j, other);
        if (!boxes_meet(me, bounds(other, m, 0)))
            continue;
        if (sets_gap(mine, n, other, m, 1) <= CTM_TOUCH_GAP) {
            if (count < max)
                ids[count] = w->bodies[j].ladder;
            count++;
        }
    }
    return count;
}

/* Nothing above this height can touch the cloud or the table. */
#define GROUND_TOP 9.0

bool ctm_world_grounded(const ctm_world *w, int index)
{
    capsule mine[MAX_SHAPES];
    int n = body_capsules(w, index, mine);
    if (w->bare || bounds(mine, n, 0).b > GROUND_TOP)
        return false;
    return sets_gap(mine, n, statics, NSTATICS, 1) <= CTM_TOUCH_GAP;
}

int ctm_world_contacts(const ctm_world *w, int index, ctm_vec *at, int max)
{
    capsule mine[MAX_SHAPES], other[MAX_SHAPES];
    int n = body_capsules(w, index, mine), count = 0;
    box me = bounds(mine, n, CTM_TOUCH_GAP);
    for (int j = 0; j < w->nbodies && count < max; j++) {
        if (j == index)
            continue;
        int m = body_capsules(w, j, other);
        if (!boxes_meet(me, bounds(other, m, 0)))
            continue;
        for (int a = 0; a < n && count < max; a++)
            for (int b = 0; b < m && count < max; b++) {
                cpVect p, q;
                if (!collides(&mine[a], &other[b]))
                    continue;
                double d = sqrt(seg_closest(mine[a].a, mine[a].b, other[b].a, other[b].b, &p, &q));
                if (d - mine[a].r - other[b].r > CTM_TOUCH_GAP)
                    continue;
                /* The point between the two surfaces. */
                double k = d > 1e-9 ? (mine[a].r + (d - mine[a].r - other[b].r) / 2) / d : 0;
                at[count++] = (ctm_vec){p.x + (q.x - p.x) * k, p.y + (q.y - p.y) * k};
            }
    }
    return count;
}

bool ctm_world_any_fallen(const ctm_world *w, int skip)
{
    for (int i = 0; i < w->nbodies; i++)
        if (i != skip && ctm_world_fallen(w, i))
            return true;
    return false;
}

bool ctm_world_calm(const ctm_world *w, int skip, double speed)
{
    for (int i = 0; i < w->nbodies; i++) {
        const body *b = &w->bodies[i];
        if (i == skip || cpBodyIsSleeping(b->body))
            continue;
        double v = cpvlength(cpBodyGetVelocity(b->body)) +
                   fabs(cpBodyGetAngularVelocity(b->body)) * b->reach;
        if (v >= speed)
            return false;
    }
    return true;
}

double ctm_world_hand_load(const ctm_world *w)
{
    if (w->held < 0)
        return 0;
    const body *b = &w->bodies[w->held];
    const ctm_ladder_def *d = ctm_ladder(b->ladder);
    /* The springs' pull in units of the ladder's weight: upwards (pressing
     * down is the tower's to carry), sideways (a ladder kept from sliding),
     * and the turning moment at the lever. */
    cpVect off = cpvsub(cpBodyGetPosition(w->hand), cpBodyGetPosition(b->body));
    double rest = cpDampedRotarySpringGetRestAngle(w->hand_gear);
    double twist = cpBodyGetAngle(b->body) - cpBodyGetAngle(w->hand) - rest;
    (void)d;
    return fmax(0, HOLD_STIFFNESS * off.y) + fabs(HOLD_STIFFNESS * off.x) +
           fabs(twist) / HOLD_TWIST;
}

int ctm_world_held(const ctm_world *w)
{
    return w->held;
}

bool ctm_world_fallen(const ctm_world *w, int index)
{
    const body *b = &w->bodies[index];
    if (b->socket >= 0 && !b->pin)
        return true;
    return cpBodyGetPosition(b->body).y < BELOW_TABLE || ctm_world_grounded(w, index);
}

double ctm_world_gap(const ctm_world *w, int ladder, ctm_pose pose, int skip, double reach)
{
    capsule mine[MAX_SHAPES], other[MAX_SHAPES];
    int n = ladder_capsules(ladder, pose, false, mine);
    box me = bounds(mine, n, reach);
    double best = reach;
    if (!w->bare)
        best = fmin(best, sets_gap(mine, n, statics, NSTATICS, reach));
    for (int j = 0; j < w->nbodies; j++) {
        if (j == skip)
            continue;
        int m = body_capsules(w, j, other);
        if (boxes_meet(me, bounds(other, m, 0)))
            best = fmin(best, sets_gap(mine, n, other, m, reach));
    }
    return best;
}

bool ctm_world_overlaps(const ctm_world *w, int ladder, ctm_pose pose, int skip)
{
    return ctm_world_gap(w, ladder, pose, skip, 1) < -CTM_OVERLAP_TOLERANCE;
}
