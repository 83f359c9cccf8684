/* SPDX-License-Identifier: MIT */
/* Catch the Moon: steering the hand with keys or a controller. The arrows,
 * the D-pad and the left stick move the hand's target through the world,
 * Q/E and the shoulder buttons or triggers turn it; the soft hand follows
 * the target exactly as it follows the mouse (ctm_hold_update), so the move
 * it makes is the same kind of move. A tapped key moves the target a little
 * (a few millimetres, 5 degrees); a held one moves it on, faster the longer
 * it is held; the stick moves it as far as it is pushed. */
#include <math.h>

#include "ctm_view.h"
#include "pads.h"

/* Seconds of motion one tap gives (keys repeat before it runs out). */
#define NUDGE_SECONDS 0.1
/* cm per second: at first, and after RAMP_SECONDS of steady steering. */
#define SPEED_SLOW 6.0
#define SPEED_FAST 24.0
#define RAMP_SECONDS 1.2
/* The target's speed follows the keys and the stick through two smoothing
 * stages of this time constant (s): a hand that starts and stops gently
 * does not set the ladder swinging on its soft spring. */
#define SMOOTH_SECONDS 0.1
/* Slower than this (cm/s) the smoothed target stands still. */
#define STOPPED 0.01
/* Radians per second: one tap turns the ladder 5 degrees. */
#define TURN_SPEED (5.0 * M_PI / 180.0 / NUDGE_SECONDS)
/* The ladder's foot starts this far above the tower (cm): in free air. */
#define START_GAP 2.5
/* The steered target stays this near the cloud (cm). */
#define REACH_X 45.0
#define REACH_TOP 110.0
#define REACH_BOTTOM -3.0

static const ctm_state *st(const ctm_view *v)
{
    return ctm_from(v->visible);
}

void ctm_steer_begin(ctm_view *v)
{
    const ctm_state *s = st(v);
    double x = 0, top = ctm_view_highest(s->pieces, s->npieces, &x);
    double bottom = 0, ladder_top = 0;
    ctm_extent(s->ladder, (ctm_pose){0, 0, 0}, &bottom, &ladder_top);
    ctm_steer_stop(v);
    v->steer = true;
    v->tilt = 0;
    v->aim_x = x;
    v->aim_y = fmax(top, 0) - bottom + START_GAP;
}

void ctm_steer_stop(ctm_view *v)
{
    for (int i = 0; i < CTM_NUDGES; i++)
        v->nudge[i] = 0;
    for (int i = 0; i < 2; i++)
        v->speed[i][0] = v->speed[i][1] = 0;
    v->steer_t = 0;
    v->steer_click = false;
}

bool ctm_steer_key(ctm_view *v, SDL_Keycode key)
{
    ctm_nudge n;
    switch (key) {
    case SDLK_LEFT:
        n = CTM_NUDGE_LEFT;
        break;
    case SDLK_RIGHT:
        n = CTM_NUDGE_RIGHT;
        break;
    case SDLK_UP:
        n = CTM_NUDGE_UP;
        break;
    case SDLK_DOWN:
        n = CTM_NUDGE_DOWN;
        break;
    case SDLK_q:
        n = CTM_NUDGE_CCW;
        break;
    case SDLK_e:
        n = CTM_NUDGE_CW;
        break;
    default:
        return false;
    }
    if (n <= CTM_NUDGE_DOWN && !v->steer && v->hold) {
        /* The keys take over from the mouse where the hand is now. */
        ctm_pose aim = ctm_hold_hand(v->hold);
        ctm_steer_stop(v);
        v->aim_x = aim.x;
        v->aim_y = aim.y;
        v->steer = true;
    }
    v->nudge[n] = NUDGE_SECONDS;
    return true;
}

/* Whether a key is held down right now (the keyboard's own state: scripted
 * key presses only tap). */
static bool key_held(SDL_Keycode key)
{
    int n = 0;
    const Uint8 *keys = SDL_GetKeyboardState(&n);
    SDL_Scancode code = SDL_GetScancodeFromKey(key);
    return keys && code > SDL_SCANCODE_UNKNOWN && (int)code < n && keys[code];
}

bool ctm_steer_update(ctm_view *v, double dt)
{
    static const SDL_Keycode keys[CTM_NUDGES] = {SDLK_LEFT, SDLK_RIGHT, SDLK_UP,
                                                 SDLK_DOWN, SDLK_q,     SDLK_e};
    if (dt <= 0)
        return false;
    /* How much of this frame each control was on: a tap runs out exactly. */
    double on[CTM_NUDGES];
    for (int i = 0; i < CTM_NUDGES; i++) {
        on[i] = key_held(keys[i]) ? 1.0 : fmin(dt, v->nudge[i]) / dt;
        v->nudge[i] = fmax(0, v->nudge[i] - dt);
    }
    float px = 0, py = 0, pturn = 0;
    if (v->steer)
        mm_pads_steer(v->app, &px, &py, &pturn);
    /* The stick answers gently near its centre, fully at its edge. */
    double dx = on[CTM_NUDGE_RIGHT] - on[CTM_NUDGE_LEFT] + px * fabsf(px);
    double dy = on[CTM_NUDGE_UP] - on[CTM_NUDGE_DOWN] - py * fabsf(py);
    double turn = on[CTM_NUDGE_CCW] - on[CTM_NUDGE_CW] + pturn;
    double len = hypot(dx, dy);
    if (len > 1) {
        dx /= len;
        dy /= len;
    }
    turn = fmax(-1, fmin(1, turn));
    if (!v->steer)
        dx = dy = 0;
    bool pushed = dx != 0 || dy != 0 || turn != 0;
    double speed = SPEED_SLOW + (SPEED_FAST - SPEED_SLOW) * fmin(1, v->steer_t / RAMP_SECONDS);
    v->steer_t = pushed ? v->steer_t + dt : 0;
    double k = 1 - exp(-dt / SMOOTH_SECONDS);
    for (int i = 0; i < 2; i++) {
        double want = (i == 0 ? dx : dy) * speed;
        v->speed[0][i] += (want - v->speed[0][i]) * k;
        v->speed[1][i] += (v->speed[0][i] - v->speed[1][i]) * k;
        if (!pushed && fabs(v->speed[0][i]) < STOPPED && fabs(v->speed[1][i]) < STOPPED)
            v->speed[0][i] = v->speed[1][i] = 0;
    }
    /* Up to half a turn either way: a ladder upside down is as far as it goes. */
    double tilt = remainder(v->tilt, 2 * M_PI) + turn * TURN_SPEED * dt;
    bool turn_stuck = fabs(tilt) > M_PI;
    tilt = fmax(-M_PI, fmin(M_PI, tilt));
    double x = fmax(-REACH_X, fmin(REACH_X, v->aim_x + v->speed[1][0] * dt));
    double y = fmax(REACH_BOTTOM, fmin(REACH_TOP, v->aim_y + v->speed[1][1] * dt));
    /* Pushed against the end of its reach, the hand stands still (and a
     * table waiting for it may rest). */
    bool stuck = turn_stuck;
    if (x != v->aim_x + v->speed[1][0] * dt) {
        v->speed[0][0] = v->speed[1][0] = 0;
        stuck = true;
    }
    if (y != v->aim_y + v->speed[1][1] * dt) {
        v->speed[0][1] = v->speed[1][1] = 0;
        stuck = true;
    }
    bool moved = x != v->aim_x || y != v->aim_y || fabs(tilt - v->tilt) > 1e-9;
    bool gliding = v->speed[1][0] != 0 || v->speed[1][1] != 0;
    v->aim_x = x;
    v->aim_y = y;
    v->tilt = tilt;
    return moved || gliding || (pushed && !stuck);
}

ctm_pose ctm_steer_target(const ctm_view *v)
{
    return (ctm_pose){v->aim_x, v->aim_y, v->tilt};
}
