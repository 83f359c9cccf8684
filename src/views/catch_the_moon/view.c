/* SPDX-License-Identifier: MIT */
/* Catch the Moon: the table. The player grabs the drawn ladder with the
 * mouse (press and hold), the hand carries it through a soft joint, the
 * wheel or Q/E turns it, and letting go of the button lets go of the ladder.
 * The hand works on an exact replay of the game (ctm_hold), so the move it
 * produces does in the game exactly what the player saw. After every
 * placement the table replays the rules' own film of the settling tower,
 * then shows the verdict. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctm_view.h"
#include "monstermoon/i18n.h"
#include "ui.h"

#define TILT_STEP (8.0 * M_PI / 180.0)
#define KEY_TILT (5.0 * M_PI / 180.0)
#define VERDICT_SECONDS 2.0
#define APPROACH_SECONDS 0.55
/* A long settling plays faster, so that no placement takes more than this. */
#define MAX_FILM_SECONDS 4.0
/* Pixels the held ladder keeps from the edges of the table's area. */
#define EDGE_ROOM 8.0f

static const ctm_state *st(const ctm_view *v)
{
    return ctm_from(v->visible);
}

/* ================================================================ builder */

static int build_thread(void *data)
{
    ctm_builder *b = data;
    char why[MM_REASON_MAX];
    const mm_game *g = &mm_game_catch_the_moon;
    mm_state *s = g->new_game(&b->opts, b->nseats, b->seed, why, sizeof why);
    for (int i = 0; s && i < b->moves.n; i++) {
        mm_events ev = {0};
        g->apply(s, b->moves.items[i], &ev);
    }
    b->result = s;
    SDL_AtomicSet(&b->done, 1);
    return 0;
}

static void builder_stop(ctm_view *v)
{
    ctm_builder *b = v->builder;
    if (!b)
        return;
    if (b->thread)
        SDL_WaitThread(b->thread, NULL);
    mm_game_catch_the_moon.free(b->result);
    mm_move_list_free(&b->moves);
    free(b);
    v->builder = NULL;
}

/* Starts replaying the game for the hand (when the viewer is to place). */
static void builder_start(ctm_view *v)
{
    builder_stop(v);
    const mm_session *s = v->session;
    ctm_builder *b = calloc(1, sizeof *b);
    if (!b)
        abort();
    b->opts = s->rec.options;
    b->nseats = s->rec.nseats;
    b->seed = s->rec.seed;
    mm_move_list_init(&b->moves);
    for (int i = 0; i < s->rec.moves.n; i++)
        mm_move_list_addf(&b->moves, "%s", s->rec.moves.items[i]);
    SDL_AtomicSet(&b->done, 0);
    v->builder = b;
    b->thread = SDL_CreateThread(build_thread, "ctm replay", b);
    if (!b->thread)
        build_thread(b);
}

/* Takes the finished replay, if any. */
static void builder_poll(ctm_view *v)
{
    ctm_builder *b = v->builder;
    if (!b || !SDL_AtomicGet(&b->done))
        return;
    SDL_WaitThread(b->thread, NULL);
    b->thread = NULL;
    mm_game_catch_the_moon.free(v->exact);
    v->exact = b->result;
    b->result = NULL;
    builder_stop(v);
}

static bool my_turn(const ctm_view *v)
{
    const mm_session *s = v->session;
    return v->viewer >= 0 && !s->game->is_over(s->state) &&
           s->game->to_move(s->state) == v->viewer && s->rec.seats[v->viewer].kind == MM_SEAT_HUMAN;
}

/* ================================================================ holding */

/* Where the hand aims: at the pointer, but never so high or so far aside
 * that the held ladder (or the hand) leaves the table's area, where the
 * play scene's bar or the window's edge would hide it. */
static ctm_pose hand_target(const ctm_view *v)
{
    double x, y;
    ctm_view_to_world(v, v->px, v->py, &x, &y);
    ctm_pose aim = {x, y, v->tilt};
    if (st(v)->ladder < 0)
        return aim;
    SDL_FRect r = ctm_view_ladder_rect(v, st(v)->ladder, aim, true);
    float top = v->area.y + EDGE_ROOM, left = v->area.x + EDGE_ROOM,
          right = v->area.x + v->area.w - EDGE_ROOM;
    if (r.y < top)
        aim.y -= (top - r.y) / v->scale;
    if (r.x < left)
        aim.x += (left - r.x) / v->scale;
    else if (r.x + r.w > right)
        aim.x -= (r.x + r.w - right) / v->scale;
    return aim;
}

static void put_down(ctm_view *v)
{
    mm_state *back = ctm_hold_cancel(v->hold);
    v->hold = NULL;
    if (back) {
        mm_game_catch_the_moon.free(v->exact);
        v->exact = back;
    } else if (my_turn(v)) {
        builder_start(v);
    }
}

static bool grab(ctm_view *v)
{
    builder_poll(v);
    if (!v->exact) {
        mm_app_toast(v->app, _("One moment: the tower is still being set up."));
        return false;
    }
    v->tilt = 0;
    v->hold = ctm_hold_new(v->exact, hand_target(v));
    v->exact = NULL;
    if (!v->hold)
        return false;
    mm_app_sound(v->app, "card");
    return true;
}

static bool may_score(const ctm_view *v)
{
    char why[MM_REASON_MAX];
    const mm_session *s = v->session;
    return v->viewer >= 0 && s->game->validate(s->state, v->viewer, "score", why, sizeof why);
}

bool ctm_view_may_score(const ctm_view *v)
{
    return may_score(v);
}

static bool busy_animating(const ctm_view *v)
{
    return v->playing || v->approach > 0;
}

static mm_view_reply ctm_handle(void *opaque, const mm_action *a, bool may_act, char *move,
                                size_t len)
{
    ctm_view *v = opaque;
    v->px = a->x;
    v->py = a->y;
    if (v->hold) {
        ctm_hold_info info;
        ctm_hold_status(v->hold, &info);
        switch (a->kind) {
        case MM_ACT_WHEEL:
            v->tilt += a->wheel * TILT_STEP;
            return MM_VIEW_CONSUMED;
        case MM_ACT_KEY:
            if (a->key == SDLK_q || a->key == SDLK_e) {
                v->tilt += a->key == SDLK_q ? KEY_TILT : -KEY_TILT;
                return MM_VIEW_CONSUMED;
            }
            return MM_VIEW_IGNORED;
        case MM_ACT_BACK:
            if (info.in_contact) {
                mm_app_toast(v->app, _("The ladder touches the tower: let go, there is no way "
                                       "back."));
                return MM_VIEW_CONSUMED;
            }
            put_down(v);
            return MM_VIEW_CONSUMED;
        case MM_ACT_POINTER_UP:
            if (a->button == 3 && !info.in_contact) {
                put_down(v);
                return MM_VIEW_CONSUMED;
            }
            if (a->button != 1)
                return MM_VIEW_CONSUMED;
            if (!info.in_contact) {
                /* Not near the tower yet: the ladder goes back to the hand. */
                put_down(v);
                mm_app_toast(v->app, _("Bring the ladder to the tower before you let go."));
                return MM_VIEW_CONSUMED;
            }
            if (!ctm_hold_release(v->hold, move, len)) {
                put_down(v);
                return MM_VIEW_CONSUMED;
            }
            ctm_hold_free(v->hold);
            v->hold = NULL;
            v->own_release = true;
            return MM_VIEW_MOVE;
        default:
            return MM_VIEW_CONSUMED;
        }
    }
    if (!may_act || busy_animating(v))
        return MM_VIEW_IGNORED;
    if (a->kind == MM_ACT_POINTER_UP && a->button == 1 &&
        mm_ui_clicked(a, ctm_view_score_button(v)) && may_score(v)) {
        snprintf(move, len, "score");
        return MM_VIEW_MOVE;
    }
    if (a->kind == MM_ACT_POINTER_DOWN && a->button == 1 && !ctm_view_on_panel(v, a->x, a->y) &&
        a->y > v->area.y)
        return grab(v) ? MM_VIEW_CONSUMED : MM_VIEW_IGNORED;
    return MM_VIEW_IGNORED;
}

/* ============================================================== animation */

static void drop_judged(ctm_view *v)
{
    mm_game_catch_the_moon.free(v->judged);
    v->judged = NULL;
}

static void ctm_animate(void *opaque, const mm_events *events)
{
    ctm_view *v = opaque;
    bool placed = false, scored = false;
    for (int i = 0; i < events->n; i++) {
        placed |= events->ev[i].kind == CTM_EV_PLACE;
        scored |= events->ev[i].kind == CTM_EV_SCORE;
    }
    double scale = mm_app_anim_scale(v->app);
    if (scored)
        v->score_t = 2.0 * scale;
    if (placed) {
        const ctm_state *s = st(v);
        int frames = ctm_film_frames(s);
        if (v->app->screenshot_mode || scale <= 0 || frames == 0) {
            v->verdict_t = VERDICT_SECONDS * (scale > 0 ? scale : 1);
        } else {
            v->playing = true;
            v->film_t = 0;
            v->frame0 = v->own_release ? ctm_film_release_frame(s) : 0;
            /* A computer placing without a path: its hand brings the ladder. */
            v->approach =
                !v->own_release && ctm_film_release_frame(s) == 0 ? APPROACH_SECONDS * scale : 0;
        }
        mm_app_sound(v->app, s->last.miss ? "mistake" : "success");
    }
    v->own_release = false;
    /* The table before the move is the judged turn only if its placer had
     * drawn the ladder that was placed. */
    const ctm_state *j = v->judged ? ctm_from(v->judged) : NULL;
    if (!v->playing && v->approach <= 0)
        j = NULL;
    if (j && (j->current != st(v)->last.seat || j->ladder != st(v)->last.ladder))
        j = NULL;
    if (!j)
        drop_judged(v);
}

static bool ctm_update(void *opaque, double dt)
{
    ctm_view *v = opaque;
    v->clock += dt;
    builder_poll(v);
    bool busy = v->builder != NULL;
    if (v->hold) {
        ctm_hold_info info;
        ctm_hold_status(v->hold, &info);
        ctm_pose aim = hand_target(v);
        /* Out of path to record: the hand stays put until the player lets go. */
        if (info.budget_left > 0)
            ctm_hold_update(v->hold, aim, dt);
        busy = true;
    }
    if (v->approach > 0) {
        v->approach -= dt;
        busy = true;
    } else if (v->playing) {
        const ctm_state *s = st(v);
        int frames = ctm_film_frames(s) - v->frame0;
        double length = frames * ctm_film_frame_time();
        double speed = length > MAX_FILM_SECONDS ? length / MAX_FILM_SECONDS : 1.0;
        v->film_t += dt * speed / fmax(mm_app_anim_scale(v->app), 0.05);
        if (v->film_t >= length) {
            v->playing = false;
            v->verdict_t = VERDICT_SECONDS * mm_app_anim_scale(v->app);
            ctm_view_frame_tower(v, false);
        }
        busy = true;
    } else if (v->verdict_t > 0) {
        v->verdict_t -= dt;
        if (v->verdict_t <= 0)
            drop_judged(v);
        busy = true;
    }
    if (v->score_t > 0) {
        v->score_t -= dt;
        busy = true;
    }
    /* The camera glides towards the tower's height (not while holding). */
    if (!v->hold) {
        double k = fmin(1.0, dt * 3.0);
        double dy = v->want_y - v->cam_y, ds = v->want_scale - v->scale;
        if (fabs(dy) > 0.01 || fabs(ds) > 0.005) {
            v->cam_y += dy * k;
            v->scale += ds * k;
            busy = true;
        } else {
            v->cam_y = v->want_y;
            v->scale = v->want_scale;
        }
    }
    return busy;
}

/* ============================================================== lifecycle */

static void *ctm_create(mm_app *app)
{
    ctm_view *v = calloc(1, sizeof *v);
    if (!v)
        abort();
    v->app = app;
    v->viewer = MM_SPECTATOR;
    v->area = mm_rect(0, 84, app->gfx.lw, app->gfx.lh - 84);
    v->scale = v->want_scale = 16;
    v->cam_y = v->want_y = 24;
    return v;
}

static void ctm_destroy(void *opaque)
{
    ctm_view *v = opaque;
    if (!v)
        return;
    builder_stop(v);
    ctm_hold_free(v->hold);
    mm_game_catch_the_moon.free(v->exact);
    mm_game_catch_the_moon.free(v->visible);
    mm_game_catch_the_moon.free(v->judged);
    free(v);
}

static void ctm_sync(void *opaque, const mm_session *session, int viewer)
{
    ctm_view *v = opaque;
    bool first = v->visible == NULL;
    /* Kept for the film of a placement (see ctm_animate). */
    mm_game_catch_the_moon.free(v->judged);
    v->judged = v->visible;
    v->session = session;
    v->viewer = viewer;
    v->visible = session->game->view_for(session->state, viewer);
    ctm_hold_free(v->hold);
    v->hold = NULL;
    mm_game_catch_the_moon.free(v->exact);
    v->exact = NULL;
    v->playing = false;
    v->approach = 0;
    v->verdict_t = 0;
    if (my_turn(v))
        builder_start(v);
    else
        builder_stop(v);
    ctm_view_frame_tower(v, first);
}

static void ctm_rejected(void *opaque, const char *why)
{
    ctm_view *v = opaque;
    (void)why;
    v->own_release = false;
    /* The replay was used up by the hand: build another for the next try. */
    if (my_turn(v) && !v->exact)
        builder_start(v);
}

static void ctm_prompt(void *opaque, char *buf, size_t len)
{
    ctm_view *v = opaque;
    const ctm_state *s = st(v);
    if (v->hold) {
        ctm_hold_info info;
        ctm_hold_status(v->hold, &info);
        snprintf(buf, len, "%s",
                 info.budget_left <= 0 ? _("your arm is tired: let go of the ladder")
                 : info.in_contact     ? _("release the button to let go for good")
                                   : _("bring the ladder to the tower (wheel or Q/E turns it)"));
        return;
    }
    const char *goal = s->face == CTM_FACE_ONE   ? _("touch exactly one ladder")
                       : s->face == CTM_FACE_TWO ? _("touch exactly two ladders")
                                                 : _("become the highest point");
    if (s->mode == CTM_COOPERATIVE && may_score(v))
        snprintf(buf, len, _("press and hold to take the ladder (%s), or score the tower"), goal);
    else
        snprintf(buf, len, _("press and hold to take the ladder: %s"), goal);
}

static void ctm_draw(void *opaque, SDL_FRect area, bool may_act)
{
    ctm_view_draw(opaque, area, may_act);
}

const mm_view_ops mm_view_catch_the_moon = {
    .game_id = "catch-the-moon",
    .create = ctm_create,
    .destroy = ctm_destroy,
    .sync = ctm_sync,
    .animate = ctm_animate,
    .handle = ctm_handle,
    .update = ctm_update,
    .draw = ctm_draw,
    .rejected = ctm_rejected,
    .prompt = ctm_prompt,
};
