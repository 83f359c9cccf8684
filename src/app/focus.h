/* SPDX-License-Identifier: MIT */
/* Keyboard and controller focus, shared by every scene and table.
 *
 * While a scene draws, each thing a player can click offers itself with
 * `mm_focus_add`. Arrows (the D-pad, the left stick) move the focus to the
 * nearest target in that direction, Tab cycles, Enter/Space (A) activate it:
 * the app moves the pointer onto the target and clicks it, so every scene and
 * view keeps one input path (its click handling) for mouse, keyboard and
 * controller alike. A real mouse movement hides the ring again. */
#ifndef MM_APP_FOCUS_H
#define MM_APP_FOCUS_H

#include <stdbool.h>

#include <SDL.h>

typedef struct mm_app mm_app;
typedef struct mm_action mm_action;

/* The control the player used last: prompts name it ("click", "press A"). */
typedef enum mm_device {
    MM_DEVICE_MOUSE,
    MM_DEVICE_KEYBOARD,
    MM_DEVICE_CONTROLLER,
} mm_device;

/* Flags of a focus target. */
enum {
    /* Where the focus starts when a scene opens or a step of a turn begins
     * (the first such target in drawing order wins). */
    MM_FOCUS_DEFAULT = 1u << 0,
};

#define MM_FOCUS_MAX 320

typedef struct mm_focus_target {
    SDL_FRect r;
    unsigned id;
    unsigned flags;
} mm_focus_target;

typedef struct mm_focus {
    mm_focus_target now[MM_FOCUS_MAX]; /* offered while drawing this frame */
    int nnow;
    mm_focus_target last[MM_FOCUS_MAX]; /* the last complete frame's */
    int nlast;
    bool active;       /* the ring shows: keyboard or controller in use */
    bool restart;      /* go to the default target at the next frame */
    bool pending_move; /* the pointer should follow the focus */
    unsigned id;       /* the focused target */
    SDL_FRect rect;
    const void *scene; /* the scene the focus belongs to */
    mm_device device;
} mm_focus;

/* Offers `r` as a focus target for this frame (call while drawing). `id`
 * tells a target apart across frames when the layout changes (0: by place). */
void mm_focus_add(mm_app *app, SDL_FRect r, unsigned id, unsigned flags);
/* A stable id for a target from a name and a number. */
unsigned mm_focus_id(const char *name, int n);
/* Whether the focus ring is on `r` (to draw a target as selected). */
bool mm_focus_on(const mm_app *app, SDL_FRect r);
/* The step of a turn or the scene's content changed: the focus starts again
 * on the default target. */
void mm_focus_restart(mm_app *app);
/* "Click", "Press Enter" or "Press A", by the control used last. */
const char *mm_focus_press_word(const mm_app *app);

/* App internals: frame bookkeeping, navigation keys and the ring. */
void mm_focus_begin_scene(mm_app *app);
void mm_focus_end_frame(mm_app *app, const void *top_scene);
/* Handles navigation and activation keys the scenes left alone; true when
 * consumed. */
bool mm_focus_handle(mm_app *app, const mm_action *action);
/* Moves the pointer onto the focused target when the focus moved by itself. */
void mm_focus_follow(mm_app *app);
void mm_focus_draw_ring(mm_app *app);
/* How far the ring reaches outside the rectangle it surrounds (logical
 * units): a caption this close to a focusable box would be covered. */
float mm_focus_ring_reach(const mm_app *app);
/* The player used the mouse / a key / a controller. */
void mm_focus_used(mm_app *app, mm_device device);

#endif
