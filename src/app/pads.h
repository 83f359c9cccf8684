/* SPDX-License-Identifier: MIT */
/* Game controllers through SDL's GameController API: any controller SDL maps,
 * plugged in or out at any time. Whoever holds one acts for the human whose
 * turn it is, so a controller is passed around like the mouse.
 *
 * D-pad and left stick: move the focus (arrow keys). A: activate (Enter).
 * B: back out (Esc). Start: pause menu. Back: next target (Tab). Shoulders
 * and triggers: rotate (Q / E). Right stick: moves the pointer smoothly.
 * X: hint (H). A table that steers a piece (Catch the Moon's hand) reads the
 * left stick, D-pad and shoulders as they are held (mm_pads_steer). */
#ifndef MM_APP_PADS_H
#define MM_APP_PADS_H

#include <stdbool.h>

#include <SDL.h>

typedef struct mm_app mm_app;

/* Starts the controller subsystem; false when SDL cannot (no controllers then). */
bool mm_pads_open(mm_app *app);
void mm_pads_close(mm_app *app);
/* Handles controller events (turning them into actions); true when `e` was one. */
bool mm_pads_event(mm_app *app, const SDL_Event *e);
/* Repeats held stick directions and moves the pointer with the right stick;
 * true while a stick is held (keep the frames coming). */
bool mm_pads_update(mm_app *app, double dt);
/* For a table that steers a piece smoothly (Catch the Moon's hand): the left
 * stick or the D-pad held right now as x and y from -1 to 1 (right, down),
 * and the shoulder buttons or triggers as `turn` from -1 to 1 (left = +1,
 * like Q). A table reads them every frame while it steers; for a moment after
 * each read the left stick moves no focus. */
void mm_pads_steer(mm_app *app, float *x, float *y, float *turn);
/* Attaches a virtual controller (for scripted tests); returns its device
 * index or -1 with SDL's error. */
int mm_pads_attach_virtual(mm_app *app);
/* Presses or releases a button of the virtual controller by its SDL name
 * ("a", "b", "start", "dpup", ...); false for an unknown name. */
bool mm_pads_virtual_button(mm_app *app, const char *name, bool down);

#endif
