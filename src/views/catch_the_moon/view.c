/* SPDX-License-Identifier: MIT */
/* Catch the Moon: the table. The player grabs the drawn ladder with the
 * mouse (press and hold), the hand carries it through a soft joint, the
 * wheel or Q/E turns it, and letting go of the button lets go of the ladder.
 * With keys or a controller the focus takes the ladder (Enter, A) and the
 * arrows or the left stick steer the hand (steer.c); Enter lets go.
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
#define VERDICT_SECONDS 2.0
#define APPROACH_SECONDS 0.55
/* A long settling plays faster, so that no placement takes more than this. */
#define MAX_FILM_SECONDS 4.0
/* Pixels the held ladder keeps from the edges of the table's area. */
#define EDGE_ROOM 8.0f
/* The held ladder and the tower count as at rest once nothing moved farther
 * than this (cm, radians) for REST_SECONDS: then no frames are drawn until
 * the hand's target moves again. */
#define REST_CM 0.02
#define REST_RAD 0.002
#define REST_SECONDS 0.5
/* Seconds of the steered hand's path between two targets. */
#define SUB_STEP (1.0 / 240.0)

static const ctm_state *st(const ctm_view *v)
{
    return ctm_from(v->visible);
}

/* ============================================================ exact copy */

/* The game's own world is rebuilt from its last checkpoint: a copy of the
 * session's state is exact (see rules.c), and cheap. */
static void prepare_exact(ctm_view *v)
{
    if (v->exact)
        return;
    v->exact = mm_game_catch_the_moon.clone(v->session->state);
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
    /* Steered: the camera follows the hand instead (ctm_view_frame_tower). */
    if (v->steer)
        return ctm_steer_target(v);
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

static void end_hold(ctm_view *v)
{
    v->hold = NULL;
    v->release_wanted = false;
    v->steer = false;
    v->rest_n = 0;
    ctm_steer_stop(v);
}

static void put_down(ctm_view *v)
{
    mm_state *back = ctm_hold_cancel(v->hold);
    end_hold(v);
    mm_game_catch_the_moon.free(v->exact);
    v->exact = back;
    /* The ladder is back in the panel: the focus goes back to it. */
    mm_focus_restart(v->app);
}

/* Takes the drawn ladder: into the pointer's hand, or (`steered`) into a
 * hand just above the tower that keys or a controller move. */
static bool grab(ctm_view *v, bool steered)
{
    prepare_exact(v);
    v->tilt = 0;
    if (steered)
        ctm_steer_begin(v);
    v->hold = ctm_hold_new(v->exact, hand_target(v));
    v->exact = NULL;
    if (!v->hold) {
        end_hold(v);
        return false;
    }
    /* The player acts: the last placement's verdict and marks go. */
    v->marked = false;
    v->scoring = false;
    v->verdict_t = 0;
    mm_game_catch_the_moon.free(v->judged);
    v->judged = NULL;
    mm_app_sound(v->app, "card");
    return true;
}

bool ctm_view_choosing_sockets(const ctm_view *v)
{
    return my_turn(v) && st(v)->nstarted < 2;
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

bool ctm_view_ready(const ctm_view *v)
{
    return my_turn(v) && !busy_animating(v) && v->verdict_t <= 0;
}

static bool enter_key(const mm_action *a)
{
    return a->kind == MM_ACT_KEY &&
           (a->key == SDLK_RETURN || a->key == SDLK_KP_ENTER || a->key == SDLK_SPACE);
}

/* Whether `a` lets go of the held ladder: the mouse button coming up, Enter
 * (A), or a click while keys steer. */
static bool letting_go(const ctm_view *v, const mm_action *a)
{
    if (enter_key(a))
        return true;
    if (a->kind != MM_ACT_POINTER_UP || a->button != 1)
        return false;
    return !v->steer || v->steer_click;
}

/* Lets go of the held ladder where it is: the placement move. */
static mm_view_reply let_go(ctm_view *v, char *move, size_t len)
{
    ctm_hold_info info;
    ctm_hold_status(v->hold, &info);
    if (info.collapsed)
        return MM_VIEW_CONSUMED; /* the piece under way ends the turn */
    if (ctm_hold_queued(v->hold) > 0) {
        v->release_wanted = true;
        return MM_VIEW_CONSUMED;
    }
    if (ctm_hold_blocked(v->hold)) {
        mm_app_toast(v->app, _("The ladder is inside the tower: move it out before you let go."));
        return MM_VIEW_CONSUMED;
    }
    if (!ctm_hold_release(v->hold, move, len))
        return MM_VIEW_CONSUMED;
    ctm_hold_free(v->hold);
    end_hold(v);
    v->own_release = true;
    return MM_VIEW_MOVE;
}

/* Input while the ladder is in the hand. */
static mm_view_reply handle_held(ctm_view *v, const mm_action *a, char *move, size_t len)
{
    /* Finished pieces of the hand's path go to the rules first. */
    if (ctm_hold_next_piece(v->hold, move, len)) {
        if (letting_go(v, a))
            v->release_wanted = true;
        v->steer_click = false;
        v->piece_sent = true;
        v->piece_placements = ctm_from(v->session->state)->placements;
        return MM_VIEW_MOVE;
    }
    if (v->release_wanted) {
        v->release_wanted = false;
        if (let_go(v, move, len) == MM_VIEW_MOVE)
            return MM_VIEW_MOVE;
    }
    ctm_hold_info info;
    ctm_hold_status(v->hold, &info);
    if (letting_go(v, a)) {
        v->steer_click = false;
        if (!v->steer && !info.in_contact) {
            /* Not near the tower yet: the ladder goes back to the hand. */
            put_down(v);
            mm_app_toast(v->app, _("Bring the ladder to the tower before you let go."));
            return MM_VIEW_CONSUMED;
        }
        mm_view_reply r = let_go(v, move, len);
        if (r != MM_VIEW_MOVE && !v->steer && v->hold && !v->release_wanted && !info.collapsed)
            put_down(v);
        return r;
    }
    switch (a->kind) {
    case MM_ACT_WHEEL:
        v->tilt += a->wheel * TILT_STEP;
        return MM_VIEW_CONSUMED;
    case MM_ACT_KEY:
        return ctm_steer_key(v, a->key) ? MM_VIEW_CONSUMED : MM_VIEW_IGNORED;
    case MM_ACT_BACK:
        if (info.in_contact) {
            mm_app_toast(v->app, _("The ladder touches the tower: let go, there is no way "
                                   "back."));
            return MM_VIEW_CONSUMED;
        }
        put_down(v);
        return MM_VIEW_CONSUMED;
    case MM_ACT_POINTER_DOWN:
        /* While keys steer, a click lets go (the focus's own click that took
         * the ladder comes up without going down here). */
        if (v->steer && a->button == 1)
            v->steer_click = true;
        return MM_VIEW_CONSUMED;
    case MM_ACT_POINTER_UP:
        if (a->button == 3 && !info.in_contact)
            put_down(v);
        return MM_VIEW_CONSUMED;
    default:
        return MM_VIEW_CONSUMED;
    }
}

static mm_view_reply ctm_handle(void *opaque, const mm_action *a, bool may_act, char *move,
                                size_t len)
{
    ctm_view *v = opaque;
    v->px = a->x;
    v->py = a->y;
    if (v->hold)
        return handle_held(v, a, move, len);
    if (!may_act || busy_animating(v))
        return MM_VIEW_IGNORED;
    if (ctm_view_choosing_sockets(v)) {
        if (a->kind != MM_ACT_POINTER_UP || a->button != 1)
            return MM_VIEW_IGNORED;
        if (mm_ui_clicked(a, ctm_view_random_button(v))) {
            snprintf(move, len, "socket random");
            return MM_VIEW_MOVE;
        }
        /* The free socket nearest the click, if it is near enough. */
        int best = -1;
        double best_d = 3.0;
        double wx, wy;
        ctm_view_to_world(v, a->x, a->y, &wx, &wy);
        for (int k = 0; k < CTM_NSOCKETS; k++) {
            const ctm_socket *so = ctm_socket_at(k);
            bool taken = false;
            for (int i = 0; i < st(v)->npieces; i++)
                taken |= st(v)->pieces[i].socket == k;
            double d = hypot(wx - so->foot.x, wy - so->foot.y - 3);
            if (!taken && d < best_d) {
                best_d = d;
                best = k;
            }
        }
        if (best < 0)
            return MM_VIEW_IGNORED;
        snprintf(move, len, "socket %d", best + 1);
        return MM_VIEW_MOVE;
    }
    if (a->kind == MM_ACT_POINTER_UP && a->button == 1 &&
        mm_ui_clicked(a, ctm_view_score_button(v)) && may_score(v)) {
        v->marked = false;
        snprintf(move, len, "score");
        return MM_VIEW_MOVE;
    }
    /* The focus's click on the ladder in the panel (Enter, A) takes it into
     * the steered hand. */
    if (a->kind == MM_ACT_POINTER_DOWN && a->button == 1 &&
        v->app->focus.device != MM_DEVICE_MOUSE && mm_rect_has(v->ladder_box, a->x, a->y))
        return grab(v, true) ? MM_VIEW_CONSUMED : MM_VIEW_IGNORED;
    if (a->kind == MM_ACT_POINTER_DOWN && a->button == 1 && !ctm_view_on_panel(v, a->x, a->y) &&
        a->y > v->area.y)
        return grab(v, false) ? MM_VIEW_CONSUMED : MM_VIEW_IGNORED;
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
    bool placed = false, scored = false, moved = false;
    for (int i = 0; i < events->n; i++) {
        placed |= events->ev[i].kind == CTM_EV_PLACE;
        scored |= events->ev[i].kind == CTM_EV_SCORE;
        moved |= events->ev[i].kind == CTM_EV_HOLD;
    }
    /* Somebody else's hand moving a ladder (a replay): its film plays. */
    if (moved && !v->hold && !v->app->screenshot_mode && ctm_film_frames(st(v)) > 0) {
        v->playing = true;
        v->film_t = 0;
        v->frame0 = 0;
    }
    double scale = mm_app_anim_scale(v->app);
    if (scored) {
        v->score_t = 2.0 * scale;
        v->scoring = true;
        v->marked = true;
    }
    if (placed) {
        v->scoring = false;
        const ctm_state *s = st(v);
        int frames = ctm_film_frames(s);
        v->marked = true;
        if (v->app->screenshot_mode || scale <= 0 || frames == 0) {
            /* Instant: the verdict stays marked, nobody waits for it. */
            v->verdict_t = 0;
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

/* Whether the held ladder and the tower stood still for a while. */
static bool held_at_rest(ctm_view *v, double dt)
{
    ctm_piece now[CTM_NLADDERS + 2];
    int n = ctm_hold_pieces(v->hold, now, CTM_NLADDERS + 1);
    now[n] = (ctm_piece){-1, ctm_hold_hand(v->hold), -1};
    bool same = n + 1 == v->rest_n;
    for (int i = 0; same && i <= n; i++)
        same = fabs(now[i].pose.x - v->rest_ref[i].pose.x) < REST_CM &&
               fabs(now[i].pose.y - v->rest_ref[i].pose.y) < REST_CM &&
               fabs(now[i].pose.a - v->rest_ref[i].pose.a) < REST_RAD;
    if (!same) {
        memcpy(v->rest_ref, now, sizeof now[0] * (size_t)(n + 1));
        v->rest_n = n + 1;
        v->rest_t = 0;
        return false;
    }
    v->rest_t += dt;
    return v->rest_t > REST_SECONDS;
}

/* The hand follows its target; true while anything moves or waits. */
static bool update_held(ctm_view *v, double dt)
{
    bool steering = ctm_steer_update(v, dt);
    if (v->steer)
        ctm_view_frame_tower(v, false);
    ctm_pose aim = hand_target(v);
    if (v->steer && v->rest_n > 0) {
        /* The steered target glides through the frame in small steps (a
         * target that jumps at each frame would set the ladder swinging). */
        int n = (int)ceil(dt / SUB_STEP);
        ctm_pose from = v->last_aim;
        for (int i = 1; i <= n; i++) {
            double k = (double)i / n;
            ctm_pose t = {from.x + (aim.x - from.x) * k, from.y + (aim.y - from.y) * k,
                          from.a + (aim.a - from.a) * k};
            ctm_hold_update(v->hold, t, dt / n);
        }
    } else {
        ctm_hold_update(v->hold, aim, dt);
    }
    /* Held still a moment: judge letting go on a copy, once. */
    bool still = fabs(aim.x - v->last_aim.x) < 0.05 && fabs(aim.y - v->last_aim.y) < 0.05 &&
                 fabs(aim.a - v->last_aim.a) < 0.01;
    v->last_aim = aim;
    v->still_t = still ? v->still_t + dt : 0;
    if (!still)
        v->preview_valid = false;
    if (v->still_t > 0.3 && !v->preview_valid) {
        v->preview_valid = ctm_hold_preview(v->hold, &v->preview);
        v->still_t = -1e9; /* once per stillness */
    }
    /* Pieces to send (or a release waiting for them) leave through the
     * input path: an event that moves nothing (a wheel turned by zero, which
     * changes neither the pointer nor the control in use) brings them there. */
    bool sending = ctm_hold_queued(v->hold) > 0 || v->release_wanted;
    if (sending) {
        SDL_Event e = {.type = SDL_MOUSEWHEEL};
        e.wheel.windowID = SDL_GetWindowID(v->app->gfx.window);
        SDL_PushEvent(&e);
    }
    /* Nothing moves and nothing waits: no frames until the player acts. */
    ctm_hold_info info;
    ctm_hold_status(v->hold, &info);
    bool judged = !info.in_contact || v->still_t < 0;
    bool rest = held_at_rest(v, dt);
    return steering || sending || !judged || !rest;
}

static bool ctm_update(void *opaque, double dt)
{
    ctm_view *v = opaque;
    v->clock += dt;
    bool busy = false;
    if (v->hold)
        busy = update_held(v, dt);
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
    /* The camera glides towards the tower's height (not while the pointer
     * holds a ladder: the hand would move with it). */
    if (!v->hold || v->steer) {
        double k = fmin(1.0, dt * 3.0);
        double dx = v->want_x - v->cam_x, dy = v->want_y - v->cam_y, ds = v->want_scale - v->scale;
        if (fabs(dx) > 0.01 || fabs(dy) > 0.01 || fabs(ds) > 0.005) {
            if (!v->cam_waits) {
                v->cam_x += dx * k;
                v->cam_y += dy * k;
                v->scale += ds * k;
            }
            busy = true;
        } else {
            v->cam_x = v->want_x;
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
    ctm_hold_free(v->hold);
    mm_table_since_clear(&v->since, v->session);
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
    const ctm_state *now = ctm_from(session->state);
    /* A piece of this table's own hand's path came back: the hand goes on
     * unless it ended the turn. */
    bool keep = v->hold && v->piece_sent && my_turn(v) && now->placements == v->piece_placements &&
                now->ladder >= 0;
    v->piece_sent = false;
    mm_game_catch_the_moon.free(v->exact);
    v->exact = NULL;
    if (keep)
        return;
    mm_table_since_update(&v->since, session, viewer);
    ctm_hold_free(v->hold);
    end_hold(v);
    v->playing = false;
    v->approach = 0;
    v->verdict_t = 0;
    /* A game left with the ladder in the hand: the hand takes it again (keys
     * and controllers steer it on from where it was heading). */
    if (my_turn(v) && now->holding) {
        if (v->app->focus.device != MM_DEVICE_MOUSE) {
            v->steer = true;
            v->aim_x = now->hand_target.x;
            v->aim_y = now->hand_target.y;
            v->tilt = now->hand_target.a;
        }
        prepare_exact(v);
        v->hold = ctm_hold_new(v->exact, hand_target(v));
        v->exact = NULL;
    }
    ctm_view_frame_tower(v, first);
}

static void ctm_rejected(void *opaque, const char *why)
{
    ctm_view *v = opaque;
    (void)why;
    v->own_release = false;
    v->piece_sent = false;
}

/* What to do with the ladder in the hand, by the control used last (short:
 * the status box over the tower says the rest). */
static const char *held_prompt(const ctm_view *v, const ctm_hold_info *info)
{
    if (info->collapsed)
        return _("ladders fell: the turn ends");
    mm_device d = v->app->focus.device;
    if (v->steer && d == MM_DEVICE_CONTROLLER)
        return info->in_contact ? _("the stick moves it, A lets go")
                                : _("the stick moves it, A drops it");
    if (v->steer && d == MM_DEVICE_KEYBOARD)
        return info->in_contact ? _("arrows move it, Enter lets go")
                                : _("arrows move it, Enter drops it");
    if (v->steer)
        return info->in_contact ? _("click to let go for good") : _("click to drop it here");
    /* The TV's status line holds fewer words (a 4:3 screen the fewest). */
    if (info->in_contact && mm_ui_tv(v->app))
        return _("release to let go for good");
    return info->in_contact ? _("release the button to let go for good")
                            : _("carry it to the tower");
}

static void ctm_prompt(void *opaque, char *buf, size_t len)
{
    ctm_view *v = opaque;
    const ctm_state *s = st(v);
    bool keys = v->app->focus.device != MM_DEVICE_MOUSE;
    const char *press = mm_focus_press_word(v->app);
    if (v->hold) {
        ctm_hold_info info;
        ctm_hold_status(v->hold, &info);
        snprintf(buf, len, "%s", held_prompt(v, &info));
        return;
    }
    /* The panels tell the die's wish and the sockets' meaning. */
    bool score = s->mode == CTM_COOPERATIVE && may_score(v);
    if (s->nstarted < 2 && keys)
        snprintf(buf, len, _("%s on a socket"), press);
    else if (s->nstarted < 2)
        snprintf(buf, len, "%s", _("click a socket for a start ladder"));
    else if (keys && score)
        snprintf(buf, len, _("%s on the ladder or Score"), press);
    else if (keys)
        snprintf(buf, len, _("%s on your ladder"), press);
    else if (score)
        snprintf(buf, len, "%s",
                 mm_ui_tv(v->app) ? _("take the ladder or score")
                                  : _("take the ladder, or score the tower"));
    else
        snprintf(buf, len, "%s",
                 mm_ui_tv(v->app) ? _("hold to take the ladder")
                                  : _("press and hold to take the ladder"));
}

/* Keys the table takes from the focus: while the ladder is in the hand,
 * Enter (A) lets go, the arrows (D-pad) steer and Q/E turn it. */
static bool ctm_wants_key(void *opaque, const mm_action *a)
{
    ctm_view *v = opaque;
    if (!v->hold || a->kind != MM_ACT_KEY || (a->mods & (KMOD_CTRL | KMOD_ALT)))
        return false;
    switch (a->key) {
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
    case SDLK_LEFT:
    case SDLK_RIGHT:
    case SDLK_UP:
    case SDLK_DOWN:
    case SDLK_q:
    case SDLK_e:
        return true;
    default:
        return false;
    }
}

static void ctm_draw(void *opaque, SDL_FRect area, bool may_act)
{
    ctm_view_draw(opaque, area, may_act);
}

/* Seats differ by name only on this table: the player icon on the panels'
 * violet. */
static void ctm_seat_badge(void *view, int seat, SDL_FRect r)
{
    ctm_view *v = view;
    mm_table_seat_icon(v->app, &v->session->rec.seats[seat], r, (mm_rgba){96, 80, 170, 255});
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
    .wants_key = ctm_wants_key,
    .seat_badge = ctm_seat_badge,
};
