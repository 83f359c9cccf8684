/* SPDX-License-Identifier: MIT */
/* Game controllers: buttons and sticks become the same actions as keys. */
#include "pads.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"

#define MAX_PADS 8
/* A stick counts as pushed past this share of its travel. */
#define STICK_ON 0.5f
#define STICK_OFF 0.35f
/* Held directions repeat like a keyboard's keys. */
#define REPEAT_FIRST 0.40
#define REPEAT_NEXT 0.14
/* Logical units per second at full deflection of the right stick. */
#define POINTER_SPEED 700.0f
/* A stick's travel that counts as resting when a table steers with it. */
#define STEER_DEAD 0.2f
/* Seconds a table's read of the left stick keeps it from the focus. */
#define STEER_CLAIM 0.25

struct mm_pads {
    SDL_GameController *pad[MAX_PADS];
    int held_key; /* arrow key the left stick holds, or 0 */
    double repeat_in;
    float right_x, right_y;
    bool trigger[2];
    double steer_claim; /* the left stick steers a table's piece while > 0 */
    SDL_Joystick *virtual_pad;
};

bool mm_pads_open(mm_app *app)
{
    app->pads = calloc(1, sizeof *app->pads);
    if (!app->pads)
        return false;
    /* A TV box without a window manager may never give the window the
     * keyboard focus, and the scripted tests run without a window at all:
     * take the controllers' buttons either way. */
    SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1");
    if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0)
        return false;
    /* Controllers already plugged in arrive as DEVICEADDED events. */
    return true;
}

void mm_pads_close(mm_app *app)
{
    if (!app->pads)
        return;
    for (int i = 0; i < MAX_PADS; i++)
        if (app->pads->pad[i])
            SDL_GameControllerClose(app->pads->pad[i]);
    if (app->pads->virtual_pad)
        SDL_JoystickClose(app->pads->virtual_pad);
    free(app->pads);
    app->pads = NULL;
}

static void send_key(mm_app *app, int key, unsigned mods)
{
    mm_focus_used(app, MM_DEVICE_CONTROLLER);
    mm_action a = {
        .kind = MM_ACT_KEY, .x = app->pointer_x, .y = app->pointer_y, .key = key, .mods = mods};
    mm_app_dispatch(app, &a);
}

static void send(mm_app *app, mm_action_kind kind)
{
    mm_focus_used(app, MM_DEVICE_CONTROLLER);
    mm_action a = {.kind = kind, .x = app->pointer_x, .y = app->pointer_y};
    mm_app_dispatch(app, &a);
}

static void button(mm_app *app, int b)
{
    switch (b) {
    case SDL_CONTROLLER_BUTTON_DPAD_UP:
        send_key(app, SDLK_UP, 0);
        break;
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN:
        send_key(app, SDLK_DOWN, 0);
        break;
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT:
        send_key(app, SDLK_LEFT, 0);
        break;
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT:
        send_key(app, SDLK_RIGHT, 0);
        break;
    case SDL_CONTROLLER_BUTTON_A:
        send_key(app, SDLK_RETURN, 0);
        break;
    case SDL_CONTROLLER_BUTTON_B:
        send(app, MM_ACT_BACK);
        break;
    case SDL_CONTROLLER_BUTTON_START:
        send(app, MM_ACT_MENU);
        break;
    case SDL_CONTROLLER_BUTTON_BACK:
        send_key(app, SDLK_TAB, 0);
        break;
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER:
        send_key(app, SDLK_q, 0);
        break;
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER:
        send_key(app, SDLK_e, 0);
        break;
    case SDL_CONTROLLER_BUTTON_X:
        send_key(app, SDLK_h, 0);
        break;
    default:
        break;
    }
}

static float axis_value(Sint16 v)
{
    return v < 0 ? v / 32768.0f : v / 32767.0f;
}

/* The arrow the left stick points to, with some hysteresis, or 0. */
static int stick_key(SDL_GameController *pad, int held)
{
    float x = axis_value(SDL_GameControllerGetAxis(pad, SDL_CONTROLLER_AXIS_LEFTX));
    float y = axis_value(SDL_GameControllerGetAxis(pad, SDL_CONTROLLER_AXIS_LEFTY));
    float limit = held ? STICK_OFF : STICK_ON;
    if (fabsf(x) < limit && fabsf(y) < limit)
        return 0;
    if (fabsf(x) > fabsf(y))
        return x < 0 ? SDLK_LEFT : SDLK_RIGHT;
    return y < 0 ? SDLK_UP : SDLK_DOWN;
}

static void axis(mm_app *app, SDL_GameController *pad, int which)
{
    struct mm_pads *p = app->pads;
    if ((which == SDL_CONTROLLER_AXIS_LEFTX || which == SDL_CONTROLLER_AXIS_LEFTY) &&
        p->steer_claim > 0) {
        /* The table reads the stick itself (mm_pads_steer). */
        p->held_key = 0;
        mm_focus_used(app, MM_DEVICE_CONTROLLER);
        app->dirty = true;
    } else if (which == SDL_CONTROLLER_AXIS_LEFTX || which == SDL_CONTROLLER_AXIS_LEFTY) {
        int key = stick_key(pad, p->held_key);
        if (key != p->held_key) {
            p->held_key = key;
            p->repeat_in = REPEAT_FIRST;
            if (key)
                send_key(app, key, 0);
        }
    } else if (which == SDL_CONTROLLER_AXIS_RIGHTX || which == SDL_CONTROLLER_AXIS_RIGHTY) {
        p->right_x = axis_value(SDL_GameControllerGetAxis(pad, SDL_CONTROLLER_AXIS_RIGHTX));
        p->right_y = axis_value(SDL_GameControllerGetAxis(pad, SDL_CONTROLLER_AXIS_RIGHTY));
        if (fabsf(p->right_x) > 0.2f || fabsf(p->right_y) > 0.2f)
            app->dirty = true;
    } else if (which == SDL_CONTROLLER_AXIS_TRIGGERLEFT ||
               which == SDL_CONTROLLER_AXIS_TRIGGERRIGHT) {
        int side = which == SDL_CONTROLLER_AXIS_TRIGGERRIGHT;
        bool on = axis_value(SDL_GameControllerGetAxis(pad, (SDL_GameControllerAxis)which)) >
                  (p->trigger[side] ? STICK_OFF : STICK_ON);
        if (on && !p->trigger[side])
            send_key(app, side ? SDLK_e : SDLK_q, 0);
        p->trigger[side] = on;
    }
}

static SDL_GameController *pad_of(mm_app *app, SDL_JoystickID id)
{
    for (int i = 0; i < MAX_PADS; i++) {
        SDL_GameController *c = app->pads->pad[i];
        if (c && SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(c)) == id)
            return c;
    }
    return NULL;
}

bool mm_pads_event(mm_app *app, const SDL_Event *e)
{
    if (!app->pads)
        return false;
    struct mm_pads *p = app->pads;
    switch (e->type) {
    case SDL_CONTROLLERDEVICEADDED:
        for (int i = 0; i < MAX_PADS; i++) {
            if (!p->pad[i]) {
                p->pad[i] = SDL_GameControllerOpen(e->cdevice.which);
                break;
            }
        }
        return true;
    case SDL_CONTROLLERDEVICEREMOVED:
        for (int i = 0; i < MAX_PADS; i++) {
            SDL_GameController *c = p->pad[i];
            if (c && SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(c)) == e->cdevice.which) {
                SDL_GameControllerClose(c);
                p->pad[i] = NULL;
            }
        }
        p->held_key = 0;
        p->right_x = p->right_y = 0;
        return true;
    case SDL_CONTROLLERBUTTONDOWN:
        button(app, e->cbutton.button);
        return true;
    case SDL_CONTROLLERBUTTONUP:
        return true;
    case SDL_CONTROLLERAXISMOTION: {
        SDL_GameController *c = pad_of(app, e->caxis.which);
        if (c)
            axis(app, c, e->caxis.axis);
        return true;
    }
    case SDL_JOYAXISMOTION:
    case SDL_JOYBUTTONDOWN:
    case SDL_JOYBUTTONUP:
    case SDL_JOYHATMOTION:
    case SDL_JOYDEVICEADDED:
    case SDL_JOYDEVICEREMOVED:
        return true; /* seen through the controller events */
    default:
        return false;
    }
}

bool mm_pads_update(mm_app *app, double dt)
{
    struct mm_pads *p = app->pads;
    if (!p)
        return false;
    bool busy = false;
    if (p->steer_claim > 0)
        p->steer_claim -= dt;
    if (p->held_key) {
        busy = true;
        p->repeat_in -= dt;
        if (p->repeat_in <= 0) {
            p->repeat_in = REPEAT_NEXT;
            send_key(app, p->held_key, 0);
        }
    }
    float rx = fabsf(p->right_x) > 0.2f ? p->right_x : 0,
          ry = fabsf(p->right_y) > 0.2f ? p->right_y : 0;
    if (rx != 0 || ry != 0) {
        busy = true;
        mm_focus_used(app, MM_DEVICE_CONTROLLER);
        float x = app->pointer_x + rx * fabsf(rx) * POINTER_SPEED * (float)dt;
        float y = app->pointer_y + ry * fabsf(ry) * POINTER_SPEED * (float)dt;
        x = x < 0 ? 0 : x > app->gfx.lw ? app->gfx.lw : x;
        y = y < 0 ? 0 : y > app->gfx.lh ? app->gfx.lh : y;
        app->focus.active = false; /* the pointer is being steered, not the focus */
        mm_action a = {.kind = MM_ACT_POINTER_MOVE, .x = x, .y = y};
        mm_app_dispatch(app, &a);
    }
    return busy;
}

/* A stick's axis with the resting travel taken out, from -1 to 1. */
static float steer_axis(SDL_GameController *pad, SDL_GameControllerAxis which)
{
    float v = axis_value(SDL_GameControllerGetAxis(pad, which));
    if (fabsf(v) < STEER_DEAD)
        return 0;
    return (v < 0 ? v + STEER_DEAD : v - STEER_DEAD) / (1 - STEER_DEAD);
}

void mm_pads_steer(mm_app *app, float *x, float *y, float *turn)
{
    *x = *y = *turn = 0;
    struct mm_pads *p = app->pads;
    if (!p)
        return;
    p->steer_claim = STEER_CLAIM;
    p->held_key = 0;
    /* Whichever controller is pushed furthest steers. */
    for (int i = 0; i < MAX_PADS; i++) {
        SDL_GameController *c = p->pad[i];
        if (!c)
            continue;
        float sx = steer_axis(c, SDL_CONTROLLER_AXIS_LEFTX);
        float sy = steer_axis(c, SDL_CONTROLLER_AXIS_LEFTY);
        sx += (float)SDL_GameControllerGetButton(c, SDL_CONTROLLER_BUTTON_DPAD_RIGHT) -
              (float)SDL_GameControllerGetButton(c, SDL_CONTROLLER_BUTTON_DPAD_LEFT);
        sy += (float)SDL_GameControllerGetButton(c, SDL_CONTROLLER_BUTTON_DPAD_DOWN) -
              (float)SDL_GameControllerGetButton(c, SDL_CONTROLLER_BUTTON_DPAD_UP);
        float t = steer_axis(c, SDL_CONTROLLER_AXIS_TRIGGERLEFT) -
                  steer_axis(c, SDL_CONTROLLER_AXIS_TRIGGERRIGHT);
        t += (float)SDL_GameControllerGetButton(c, SDL_CONTROLLER_BUTTON_LEFTSHOULDER) -
             (float)SDL_GameControllerGetButton(c, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
        sx = fmaxf(-1, fminf(1, sx));
        sy = fmaxf(-1, fminf(1, sy));
        t = fmaxf(-1, fminf(1, t));
        if (sx * sx + sy * sy > *x * *x + *y * *y) {
            *x = sx;
            *y = sy;
        }
        if (fabsf(t) > fabsf(*turn))
            *turn = t;
    }
}

int mm_pads_attach_virtual(mm_app *app)
{
    if (!app->pads)
        return -1;
    int index = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, SDL_CONTROLLER_AXIS_MAX,
                                          SDL_CONTROLLER_BUTTON_MAX, 0);
    if (index < 0)
        return -1;
    /* The standard layout: buttons and axes in SDL's own order. */
    char guid[64], mapping[512];
    SDL_JoystickGetGUIDString(SDL_JoystickGetDeviceGUID(index), guid, sizeof guid);
    SDL_snprintf(mapping, sizeof mapping,
                 "%s,monstermoon virtual controller,a:b0,b:b1,x:b2,y:b3,back:b4,guide:b5,"
                 "start:b6,leftstick:b7,rightstick:b8,leftshoulder:b9,rightshoulder:b10,"
                 "dpup:b11,dpdown:b12,dpleft:b13,dpright:b14,leftx:a0,lefty:a1,rightx:a2,"
                 "righty:a3,lefttrigger:a4,righttrigger:a5,",
                 guid);
    SDL_GameControllerAddMapping(mapping);
    app->pads->virtual_pad = SDL_JoystickOpen(index);
    return app->pads->virtual_pad ? index : -1;
}

bool mm_pads_virtual_button(mm_app *app, const char *name, bool down)
{
    if (!app->pads || !app->pads->virtual_pad)
        return false;
    SDL_GameControllerButton b = SDL_GameControllerGetButtonFromString(name);
    if (b == SDL_CONTROLLER_BUTTON_INVALID)
        return false;
    return SDL_JoystickSetVirtualButton(app->pads->virtual_pad, b, down ? 1 : 0) == 0;
}
