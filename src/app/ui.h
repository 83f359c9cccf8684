/* SPDX-License-Identifier: MIT */
/* Small immediate-mode widgets: buttons, toggles, panels. Each call draws the
 * widget and, given the action being handled, says whether it was hit. */
#ifndef MM_APP_UI_H
#define MM_APP_UI_H

#include <stdbool.h>

#include "app.h"

/* Text sizes by role, so an interface size changes them in one place. In
 * the TV size body text is at least 1/30 of the window height and nothing
 * is below 1/45; in Normal nothing is below 1/60. */
typedef enum mm_text_role {
    MM_TEXT_DISPLAY, /* screen titles */
    MM_TEXT_HEADING, /* panel headings, player names */
    MM_TEXT_BODY,    /* status, prompts, panel text, log, buttons, rules */
    MM_TEXT_DETAIL,  /* sub-lines, captions, hints */
    MM_TEXT_BADGE,   /* numbers and symbols on cards, tiles and tracks */
} mm_text_role;

/* The size of a role's text in logical units. */
float mm_type(const mm_app *app, mm_text_role role);
/* Whether the TV (sofa) layout is in force. */
bool mm_ui_tv(const mm_app *app);
/* Works out the interface size in force from the settings and the window,
 * and the smallest text it allows. */
void mm_ui_update_size(mm_app *app);
/* One line in a role's size (bold for display and heading), shrunk to fit
 * `max_w` when that is > 0, never below the smallest size; returns its width. */
float mm_ui_text(mm_app *app, mm_text_role role, const char *text, float x, float y, float max_w,
                 mm_rgba c, mm_align align);
/* Word-wrapped text in a role's size; returns the height (measures only when
 * `draw` is false). */
float mm_ui_text_wrapped(mm_app *app, mm_text_role role, const char *text, float x, float y,
                         float width, mm_rgba c, mm_align align, bool draw);

/* The bottom-left corner the play scene's move log uses: tables keep it free
 * (wider and taller in the TV size). */
SDL_FRect mm_ui_log_area(const mm_app *app);

/* Whether a key scrolls a page of text (arrows up and down, Page Up and
 * Down, Home, End): scenes that scroll keep these keys from the focus. */
bool mm_ui_scroll_key(const mm_action *action);

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
