/* SPDX-License-Identifier: MIT */
/* Small immediate-mode widgets: buttons, toggles, panels. Each call draws the
 * widget and, given the action being handled, says whether it was hit. */
#ifndef MM_APP_UI_H
#define MM_APP_UI_H

#include <stdbool.h>

#include "app.h"

/* A rounded panel. */
void mm_ui_panel(mm_app *app, SDL_FRect r);
/* A button; `icon` names an SVG under ui/ or is NULL. Draws with hover. */
void mm_ui_button(mm_app *app, SDL_FRect r, const char *label, const char *icon, bool primary,
                  bool enabled);
/* Whether `action` is a left click released inside `r`. */
bool mm_ui_clicked(const mm_action *action, SDL_FRect r);
/* Whether the pointer is over `r`. */
bool mm_ui_hover(const mm_app *app, SDL_FRect r);
/* A heading line, shrunk if needed to fit `max_w` (0: no limit). */
void mm_ui_title(mm_app *app, const char *text, float cx, float y, float size, float max_w);
/* A two-state pill ("On"/"Off") or a value cycled by clicking. */
void mm_ui_value(mm_app *app, SDL_FRect r, const char *label, const char *value, bool enabled);
/* The toast at the bottom, if any. */
void mm_ui_draw_toast(mm_app *app);

#endif
