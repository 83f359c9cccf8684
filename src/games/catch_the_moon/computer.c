/* SPDX-License-Identifier: MIT */
/* Catch the Moon: candidate placements for every computer player, and the
 * game's own computer players, which try candidates in copies of the world.
 *
 * A candidate is a pose just above the tower, found by lowering the ladder
 * from above until it nearly touches (a shape query, so it never starts
 * inside anything); released there, it drops the last fraction of a
 * millimetre and hooks on or slides off. The players simulate each
 * candidate in a copy rebuilt from the visible poses, then re-test the
 * promising ones with small jitter, as an unsteady hand would place them;
 * the hard player, whose hand is steady, finally places its best in an
 * exact copy of the tower (rebuilt from its public history). */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctm.h"
#include "monstermoon/ai.h"
#include "monstermoon/i18n.h"

/* Candidates sit this far above whatever they would touch first. */
#define HOVER 0.03
#define REACH 1.0
/* A candidate whose ladder dropped this far in QUICK_STEPS is sliding off. */
#define QUICK_STEPS 84
#define QUICK_DROP 4.0

/* ============================================================== sampling */

static double piece_top(const ctm_piece *p)
{
    double b, t;
    ctm_extent(p->ladder, p->pose, &b, &t);
    return t;
}

static double uniform(mm_rng *rng, double lo, double hi)
{
    return lo + (hi - lo) * mm_rng_unit(rng);
}

/* Lowers ladder `ladder` at (x, angle) from above the tower until it nearly
 * touches; false when it would pass everything and land on the table. */
static bool lower_onto(const ctm_world *w, int ladder, double x, double a, double from,
                       ctm_pose *out)
{
    ctm_pose p = {x, from, a};
    if (ctm_world_gap(w, ladder, p, -1, REACH) < REACH)
        return false;
    double free_y = from, step = 0.6;
    for (p.y = from - step; p.y > 2; p.y -= step) {
        if (ctm_world_gap(w, ladder, p, -1, REACH) < 0.2)
            break;
        free_y = p.y;
    }
    if (p.y <= 2)
        return false;
    double hit_y = p.y;
    for (int i = 0; i < 18; i++) {
        p.y = (free_y + hit_y) / 2;
        if (ctm_world_gap(w, ladder, p, -1, REACH) < HOVER)
            hit_y = p.y;
        else
            free_y = p.y;
    }
    p.y = free_y;
    /* Ladders resting on the cloud or the table are no candidates. */
    double b, t;
    ctm_extent(ladder, p, &b, &t);
    if (b < 9)
        return false;
    *out = ctm_round_pose(p);
    return !ctm_world_overlaps(w, ladder, *out, -1);
}

/* Slides ladder `ladder` at (y, angle) sideways towards the tower from
 * `from_x` in direction `dir` (+1 or -1) until it nearly touches. */
static bool slide_onto(const ctm_world *w, int ladder, double y, double a, double from_x, int dir,
                       ctm_pose *out)
{
    ctm_pose p = {from_x, y, a};
    if (ctm_world_gap(w, ladder, p, -1, REACH) < REACH)
        return false;
    double free_x = from_x, step = 0.6 * dir;
    int steps = 0;
    for (p.x = from_x + step; steps < 80; p.x += step, steps++) {
        if (ctm_world_gap(w, ladder, p, -1, REACH) < 0.2)
            break;
        free_x = p.x;
    }
    if (steps >= 80)
        return false;
    double hit_x = p.x;
    for (int i = 0; i < 18; i++) {
        p.x = (free_x + hit_x) / 2;
        if (ctm_world_gap(w, ladder, p, -1, REACH) < HOVER)
            hit_x = p.x;
        else
            free_x = p.x;
    }
    p.x = free_x;
    double b, t;
    ctm_extent(ladder, p, &b, &t);
    if (b < 9)
        return false;
    *out = ctm_round_pose(p);
    return !ctm_world_overlaps(w, ladder, *out, -1);
}

/* One candidate pose for the drawn ladder near the top of the tower:
 * lowered from above onto one of the upper ladders, lowered anywhere over
 * the tower's upper part, or slid in from the side to catch on its edge. */
static bool sample_pose(const ctm_state *s, const ctm_world *w, mm_rng *rng, ctm_pose *out)
{
    double top = ctm_tower_top(s);
    int near[CTM_NLADDERS], n = 0;
    double left = 1e9, right = -1e9;
    for (int i = 0; i < s->npieces; i++) {
        if (piece_top(&s->pieces[i]) > top - 9)
            near[n++] = i;
        if (piece_top(&s->pieces[i]) > top - 16) {
            left = fmin(left, s->pieces[i].pose.x);
            right = fmax(right, s->pieces[i].pose.x);
        }
    }
    if (n == 0)
        return false;
    const ctm_piece *p = &s->pieces[near[mm_rng_below(rng, (uint32_t)n)]];
    /* Mostly upright, sometimes steep, now and then lying across. */
    double u = mm_rng_unit(rng), a;
    if (u < 0.55)
        a = uniform(rng, -0.45, 0.45);
    else if (u < 0.9)
        a = uniform(rng, -1.0, 1.0);
    else
        a = uniform(rng, -1.5, 1.5);
    if (mm_rng_below(rng, 12) == 0)
        a += M_PI; /* upside down */
    const ctm_ladder_def *d = ctm_ladder(s->ladder);
    double above = top + d->length / 2 + 2;
    switch (mm_rng_below(rng, 4)) {
    case 0:
    case 1:
        return lower_onto(w, s->ladder, p->pose.x + uniform(rng, -5, 5), a, above, out);
    case 2:
        return lower_onto(w, s->ladder, uniform(rng, left - 8, right + 8), a, above, out);
    default: {
        int dir = mm_rng_below(rng, 2) ? 1 : -1;
        double from = dir > 0 ? left - d->length - 6 : right + d->length + 6;
        return slide_onto(w, s->ladder, uniform(rng, top - 14, top + 2), a, from, dir, out);
    }
    }
}

static bool may_score(const ctm_state *s)
{
    return s->mode == CTM_COOPERATIVE && s->nscorings < CTM_MAX_SCORINGS && !s->scored_this_turn &&
           s->drops_left > 0;
}

void ctm_sample_moves(const mm_state *state, mm_rng *rng, int max, mm_move_list *out)
{
    const ctm_state *s = ctm_from(state);
    int n = 0;
    if (s->end == CTM_END_NONE && s->nstarted < 2) {
        if (n < max && mm_move_list_addf(out, "socket random"))
            n++;
        for (int k = 0; k < CTM_NSOCKETS && n < max; k++)
            if (!ctm_socket_taken(s, k) && mm_move_list_addf(out, "socket %d", k + 1))
                n++;
        return;
    }
    if (s->end == CTM_END_NONE && s->holding) {
        /* A ladder in the hand is let go where it is. */
        if (max > 0)
            mm_move_list_addf(out, "H :");
        return;
    }
    if (s->end != CTM_END_NONE || s->ladder < 0)
        return;
    if (may_score(s) && n < max && mm_move_list_addf(out, "score"))
        n++;
    const ctm_world *w = ctm_world_of(s);
    for (int tries = 0; n < max && tries < max * 10; tries++) {
        ctm_pose p;
        if (!sample_pose(s, w, rng, &p))
            continue;
        ctm_move mv = {.kind = CTM_MOVE_PLACE, .pose = p};
        char text[128];
        if (ctm_move_format(&mv, text, sizeof text) && mm_move_list_addf(out, "%s", text))
            n++;
    }
}

/* ======================================================== computer player */

/* How carefully a computer player works. It tries `candidates` poses (each
 * trial is exact: a view's world is the game's own, see the checkpoints in
 * rules.c), tests the best `retests` of them again `jitters` times placed a
 * little off (this much off), to prefer placements that a small slip would
 * not spoil, and while nothing succeeds it tries another `batch`, up to
 * `rounds` batches. `shake`: how unsteady its own hand is when it finally
 * places. `early`: it scores the tower early, as the rulebook advises. */
typedef struct level {
    int candidates, retests, jitters;
    double jitter_cm, jitter_rad;
    int batch, rounds;
    double shake_cm, shake_rad;
    bool early;
} level;

static const level easy = {10, 0, 0, 0, 0, 0, 1, 0.35, 0.05, false};
static const level medium = {24, 3, 2, 0.2, 0.03, 12, 2, 0.12, 0.02, false};
static const level hard = {36, 4, 3, 0.15, 0.025, 24, 3, 0, 0, true};

/* How good an outcome is for the placer: no mistake above all, then little
 * disturbance, two supports and (cooperatively) height above the lid. */
static double outcome_value(const ctm_state *before, const ctm_state *after, const ctm_verdict *v)
{
    if (v->miss & (CTM_MISS_FELL | CTM_MISS_GROUND))
        return -1000.0 - 25.0 * v->nfallen - 25.0 * v->nreturned;
    if (v->miss)
        return -500.0;
    double shove = 0;
    for (int i = 0; i < before->npieces && i < after->npieces; i++) {
        const ctm_pose *p = &before->pieces[i].pose, *q = &after->pieces[i].pose;
        shove += hypot(q->x - p->x, q->y - p->y) + 4.0 * fabs(q->a - p->a);
    }
    double value = -2.0 * shove + (v->touches >= 2 ? 1.5 : 0);
    if (before->mode == CTM_COOPERATIVE) {
        ctm_scoring sc = ctm_lid_score(after);
        value += 2.5 * sc.points + 0.25 * ctm_tower_top(after);
    }
    return value;
}

/* What a trial watches while its tower settles. */
typedef struct trial_watch {
    int index;    /* the new ladder's body */
    double start; /* its height when let go */
    int miss;     /* CTM_MISS_GROUND or CTM_MISS_FELL once it is plain */
    int damage;   /* ladders fallen or on their way down when it was */
} trial_watch;

/* A ladder moving this fast (cm/s, at its ends) while another has fallen is
 * counted as falling too. */
#define FALLING_SPEED 10.0
/* Falls are looked for every this many steps. */
#define WATCH_EVERY 4

/* Stops a trial as soon as its outcome is plain: the new ladder sliding off
 * (it dropped QUICK_DROP in QUICK_STEPS, or lies on the cloud or table), or
 * any ladder fallen. A falling tower is the costliest thing to simulate and
 * most candidates fail, so this is where a decision's time goes. */
static bool watch_trial(void *ctx, const ctm_world *w, int step)
{
    trial_watch *tw = ctx;
    if (step == QUICK_STEPS && (ctm_world_grounded(w, tw->index) ||
                                ctm_world_pose(w, tw->index).y < tw->start - QUICK_DROP)) {
        tw->miss = CTM_MISS_GROUND;
        return true;
    }
    if (step % WATCH_EVERY != 0 || !ctm_world_any_fallen(w, -1))
        return false;
    tw->miss = ctm_world_fallen(w, tw->index) ? CTM_MISS_GROUND : CTM_MISS_FELL;
    for (int i = 0; i < ctm_world_count(w); i++) {
        ctm_motion m = ctm_world_motion(w, i);
        double half = ctm_ladder(ctm_world_ladder(w, i))->length / 2;
        tw->damage += i != tw->index && (ctm_world_fallen(w, i) ||
                                         hypot(m.vx, m.vy) + fabs(m.w) * half > FALLING_SPEED);
    }
    return true;
}

/* Places `pose` in a copy of `view` and judges it, giving up as soon as the
 * placement has plainly failed (watch_trial); what it would have cost is
 * then estimated from the ladders on their way down. */
static double trial(const ctm_state *view, ctm_pose pose, ctm_verdict *v)
{
    memset(v, 0, sizeof *v);
    v->miss = CTM_MISS_FELL;
    if (ctm_world_overlaps(ctm_world_of(view), view->ladder, pose, -1))
        return -2000.0;
    ctm_state *c = ctm_mut(mm_game_catch_the_moon.clone((const mm_state *)(const void *)view));
    ctm_move *mv = calloc(1, sizeof *mv);
    if (!mv)
        abort();
    mv->kind = CTM_MOVE_PLACE;
    mv->pose = pose;
    ctm_place_begin(c, mv, NULL, v);
    ctm_world *w = ctm_world_of(c);
    trial_watch tw = {.index = ctm_world_find(w, c->ladder), .start = pose.y};
    bool stopped;
    v->settle_time = ctm_world_settle_watched(w, watch_trial, &tw, &stopped);
    double value;
    if (stopped) {
        v->miss = tw.miss;
        value = -1000.0 - 25.0 * tw.damage;
    } else {
        ctm_place_judge(c, NULL, v);
        value = outcome_value(view, c, v);
    }
    free(mv);
    mm_game_catch_the_moon.free((mm_state *)(void *)c);
    return value;
}

static ctm_pose jittered(ctm_pose p, double cm, double rad, mm_rng *rng)
{
    p.x += uniform(rng, -cm, cm);
    p.y += uniform(rng, 0, cm);
    p.a += uniform(rng, -rad, rad);
    return ctm_round_pose(p);
}

/* Whether the team should spend a raindrop on scoring now. The careful
 * players score early, as the rulebook advises: as soon as the tower is
 * worth three points (or at all, once raindrops run short), then every gain
 * of three. The easy one scores late, when the game is ending. */
static bool want_score(const ctm_state *s, const level *lv)
{
    if (!may_score(s))
        return false;
    int now = ctm_lid_score(s).points, gain = now - s->best;
    if (gain <= 0)
        return false;
    if (s->npile == 0)
        return true;
    if (!lv->early)
        return s->drops_left == 1 || s->npile <= 2;
    /* The last raindrop ends the game: only for a gain worth it. */
    if (s->drops_left == 1)
        return gain >= 3 || s->npile <= 3;
    /* A first scoring worth a raindrop (three points), or anything once
     * raindrops run short; then every gain of three. */
    if (s->best == 0)
        return now >= 3 || s->drops_left <= 2;
    return gain >= 3 || (s->drops_left == 2 && gain >= 2);
}

typedef struct candidate {
    ctm_pose pose;
    double value; /* of the exact trial */
    bool ok;      /* the exact trial succeeded */
    int tests, wins;
    double sum; /* of the jittered trials' values */
} candidate;

static int by_value(const void *a, const void *b)
{
    double x = ((const candidate *)a)->value, y = ((const candidate *)b)->value;
    return (x < y) - (x > y);
}

/* Exact success first, then how it stood a slip, then its value. */
static double rating(const candidate *c)
{
    double robust = c->tests > 0 ? (double)c->wins / c->tests : 0.5;
    return (c->ok ? 1000.0 : 0) + 100.0 * robust + 0.2 * c->value;
}

/* Tries `count` more poses and re-tests the promising ones; returns how many
 * candidates there are now. */
static int sample_round(const ctm_state *s, const level *lv, candidate *cands, int n, int count,
                        mm_rng *rng)
{
    const ctm_world *w = ctm_world_of(s);
    int first = n;
    for (int tries = 0; n < first + count && tries < count * 10; tries++) {
        ctm_pose p;
        if (!sample_pose(s, w, rng, &p))
            continue;
        ctm_verdict v;
        candidate *c = &cands[n++];
        *c = (candidate){.pose = p};
        c->value = trial(s, p, &v);
        c->ok = v.miss == 0;
    }
    qsort(cands + first, (size_t)(n - first), sizeof *cands, by_value);
    for (int i = first; i < n && i < first + lv->retests && cands[i].ok; i++)
        for (int j = 0; j < lv->jitters; j++) {
            ctm_verdict v;
            double value = trial(s, jittered(cands[i].pose, lv->jitter_cm, lv->jitter_rad, rng), &v);
            cands[i].sum += value;
            cands[i].wins += v.miss == 0;
            cands[i].tests++;
        }
    return n;
}

static int best_rated(const candidate *cands, int n)
{
    int best = -1;
    for (int i = 0; i < n; i++)
        if (best < 0 || rating(&cands[i]) > rating(&cands[best]))
            best = i;
    return best;
}

/* The start ladders: the careful players take the middle sockets, which
 * leave room on both sides; the easy one leaves it to chance. */
static bool choose_socket(const ctm_state *s, const level *lv, char *move, size_t len)
{
    if (lv->retests == 0)
        return (size_t)snprintf(move, len, "socket random") < len;
    int order[CTM_NSOCKETS] = {1, 2, 0, 3};
    for (int k = 0; k < CTM_NSOCKETS; k++)
        if (!ctm_socket_taken(s, order[k]))
            return (size_t)snprintf(move, len, "socket %d", order[k] + 1) < len;
    return false;
}

static bool choose_with(const level *lv, const mm_game *game, const mm_state *view, int seat,
                        mm_rng *rng, char *move, size_t len)
{
    if (strcmp(game->id, mm_game_catch_the_moon.id) != 0) {
        const mm_ai *fallback = mm_ai_find("greedy");
        return fallback && fallback->choose(game, view, seat, rng, move, len);
    }
    const ctm_state *s = ctm_from(view);
    if (s->end != CTM_END_NONE)
        return false;
    if (s->nstarted < 2)
        return choose_socket(s, lv, move, len);
    if (s->holding)
        return (size_t)snprintf(move, len, "H :") < len;
    if (s->ladder < 0)
        return false;
    /* Worth scoring: the careful players do it at once, the others only
     * when no placement looks safe. */
    bool scoring = want_score(s, lv);
    if (scoring && (lv->early || s->npile == 0))
        return (size_t)snprintf(move, len, "score") < len;

    int most = lv->candidates + (lv->rounds - 1) * lv->batch;
    candidate *cands = calloc((size_t)most, sizeof *cands);
    if (!cands)
        abort();
    int n = sample_round(s, lv, cands, 0, lv->candidates, rng);
    for (int round = 1; round < lv->rounds; round++) {
        bool any = false;
        for (int i = 0; i < n; i++)
            any |= cands[i].ok;
        if (any)
            break;
        n = sample_round(s, lv, cands, n, lv->batch, rng);
    }
    int pick = best_rated(cands, n);
    if (pick < 0) {
        free(cands);
        if (scoring)
            return (size_t)snprintf(move, len, "score") < len;
        /* Nothing found near the top: hang it on the highest ladder anyway. */
        mm_move_list list;
        mm_move_list_init(&list);
        ctm_sample_moves(view, rng, 1, &list);
        bool ok = list.n > 0 && (size_t)snprintf(move, len, "%s", list.items[list.n - 1]) < len;
        mm_move_list_free(&list);
        return ok;
    }
    if (scoring && !cands[pick].ok) {
        free(cands);
        return (size_t)snprintf(move, len, "score") < len;
    }
    ctm_pose pose = cands[pick].pose;
    free(cands);
    if (lv->shake_cm > 0) {
        ctm_pose shaken = jittered(pose, lv->shake_cm, lv->shake_rad, rng);
        if (!ctm_world_overlaps(ctm_world_of(s), s->ladder, shaken, -1))
            pose = shaken;
    }
    ctm_move mv = {.kind = CTM_MOVE_PLACE, .pose = pose};
    return ctm_move_format(&mv, move, len);
}

static bool choose_easy(const mm_game *game, const mm_state *view, int seat, mm_rng *rng,
                        char *move, size_t len)
{
    return choose_with(&easy, game, view, seat, rng, move, len);
}

static bool choose_medium(const mm_game *game, const mm_state *view, int seat, mm_rng *rng,
                          char *move, size_t len)
{
    return choose_with(&medium, game, view, seat, rng, move, len);
}

static bool choose_hard(const mm_game *game, const mm_state *view, int seat, mm_rng *rng,
                        char *move, size_t len)
{
    return choose_with(&hard, game, view, seat, rng, move, len);
}

const mm_ai mm_ai_ctm_easy = {
    .id = "ctm-easy",
    .game = "catch-the-moon",
    .label = N_("Ladder climber (easy)"),
    .choose = choose_easy,
};

const mm_ai mm_ai_ctm_medium = {
    .id = "ctm-medium",
    .game = "catch-the-moon",
    .label = N_("Ladder climber"),
    .choose = choose_medium,
};

const mm_ai mm_ai_ctm = {
    .id = "ctm",
    .game = "catch-the-moon",
    .label = N_("Ladder climber (hard)"),
    .choose = choose_hard,
};
