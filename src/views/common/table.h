/* SPDX-License-Identifier: MIT */
/* The table toolkit shared by the five games' views: timed motions (flights),
 * rising pop-up messages, panels and number badges, all sized by the
 * interface's type scale (ui.h) so the TV size changes them in one place.
 * Focus targets for keyboard and controller play: focus.h. */
#ifndef MM_VIEWS_TABLE_H
#define MM_VIEWS_TABLE_H

#include <stdbool.h>
#include <stddef.h>

#include "monstermoon/session.h"
#include "ui.h"

/* ----------------------------------------------------------------- motions */

/* The clock of one motion: waits `delay` seconds, then runs `t` from 0 to 1
 * over `duration` seconds. Put it first in a flight struct to use
 * `mm_tweens_advance` on an array of them. */
typedef struct mm_tween {
    double t, delay, duration;
} mm_tween;

/* Advances one motion; true while it still runs. */
bool mm_tween_step(mm_tween *tween, double dt);
/* Advances every motion of an array of `n` items of `size` bytes, each
 * starting with an mm_tween, and drops those that ended (keeping the order);
 * returns how many remain. */
int mm_tweens_advance(void *items, int n, size_t size, double dt);
/* Smooth start and stop: 0..1 to 0..1. */
float mm_ease(double t);
/* Linear interpolation of rectangles. */
SDL_FRect mm_rect_lerp(SDL_FRect a, SDL_FRect b, float t);

/* ----------------------------------------------------------------- pop-ups */

/* A short message rising over the table ("Zombeast attack!", "+3"). */
typedef struct mm_popup {
    mm_tween clock;
    char text[64];
    float x, y;
    mm_rgba colour;
} mm_popup;

#define MM_MAX_POPUPS 8

typedef struct mm_popups {
    mm_popup item[MM_MAX_POPUPS];
    int n;
} mm_popups;

/* Adds a pop-up centred at (x, y) that shows after `delay` seconds (the
 * oldest gives way when full); lasts longer at slower animation speeds. */
void mm_popups_add(mm_popups *popups, const mm_app *app, const char *text, float x, float y,
                   mm_rgba colour, double delay);
/* Advances them; true while any shows. */
bool mm_popups_update(mm_popups *popups, double dt);
/* Draws them in the heading size, rising and fading out. */
void mm_popups_draw(const mm_popups *popups, mm_app *app);

/* ----------------------------------------------------------- panels, badges */

/* A player's or the table's panel: a rounded box with an optional title in
 * the heading size and an accent edge (the player's colour); returns the
 * y below the title where the content starts. */
float mm_table_panel(mm_app *app, SDL_FRect r, const char *title, mm_rgba accent, bool lit);
/* A number or symbol on a round badge, sized by the badge role and never
 * smaller than the interface's smallest readable text. */
void mm_table_badge(mm_app *app, float cx, float cy, const char *text, mm_rgba fill, mm_rgba ink);
/* The diameter `mm_table_badge` uses. */
float mm_table_badge_size(const mm_app *app);
/* The same badge filling the square `r` (its text in proportion, never
 * smaller than the smallest readable text). */
void mm_table_badge_in(mm_app *app, SDL_FRect r, const char *text, mm_rgba fill, mm_rgba ink);
/* A seat's player icon (a person or a computer, as `seat->kind`) on a disc
 * of `fill` filling the square `r`. */
void mm_table_seat_icon(mm_app *app, const mm_seat *seat, SDL_FRect r, mm_rgba fill);

/* ------------------------------------------------- since the viewer's last turn */

/* What a seat saw right after its own last move, so a table can mark what
 * the other players changed since (until the seat acts again). */
typedef struct mm_table_since {
    mm_state *state; /* view_for(viewer) after the seat's last move; NULL: none */
    int move;        /* index of that move, -1 before the seat's first */
    int viewer;
    mm_state *exact; /* the whole game then (for mm_table_since_each) */
} mm_table_since;

/* Brings `since` up to date for `viewer` in `session`; returns the state
 * then, or NULL for a spectator. Right after the viewer's own move that is
 * the game as it stands; else (Continue, undo, another seat's eyes) the
 * record is replayed from its seed, so the marks are the same however the
 * game got here. */
const mm_state *mm_table_since_update(mm_table_since *since, const mm_session *session,
                                      int viewer);
/* Frees the kept state (the struct may be reused). */
void mm_table_since_clear(mm_table_since *since, const mm_session *session);

/* What one move did: its index in the record, who made it, its events. */
typedef void (*mm_table_news_fn)(void *ctx, int move, int seat, const mm_events *events);
/* Brings `since` up to date (as mm_table_since_update) and calls `each` for
 * every move made after the viewer's last one, oldest first, with its
 * events (a spectator: every move of the game), replayed from the record. */
void mm_table_since_each(mm_table_since *since, const mm_session *session, int viewer,
                         mm_table_news_fn each, void *ctx);
/* Tells the text report (--text-report, the script's `report`) that the
 * table marks `what` number `n` as changed since the viewer's last move, by
 * `seat`: one line {"mark":"what n","seat":seat}, so tests can compare the
 * marks before and after Continue. Draws nothing. */
void mm_table_mark_report(mm_app *app, const char *what, int n, int seat);

/* ------------------------------------------------------------ text, tips */

/* One line in a role's size, never below the smallest readable text, bold
 * or not, shrunk to fit `max_w` when that is > 0 (tagged for the text
 * report); returns its width. */
float mm_table_text(mm_app *app, mm_text_role role, bool bold, const char *text, float x, float y,
                    float max_w, mm_rgba c, mm_align align);
/* A note beside the pointer in the body size, wrapped, edged in `colour`,
 * kept left of `right` (0: the window's edge) and inside the window. */
void mm_table_tooltip(mm_app *app, const char *text, mm_rgba colour, float right);

/* ------------------------------------------------------------------ focus */

/* While it is not the viewer's decision (the others move, a move is still
 * shown): the keyboard and controller focus rests on `r`, the panel of whose
 * turn it is, where Enter (A) does nothing, never on a button of the bar. */
void mm_table_focus_wait(mm_app *app, SDL_FRect r);

/* ------------------------------------------------------------------- sync */

/* Replaces `*visible` (freed when set) with the seat's view of the session's
 * state (`view_for`): what a table draws from after every sync. */
void mm_table_sync_view(mm_state **visible, const mm_session *session, int viewer);

/* ---------------------------------------------------------------- symbols */

/* Tells the text report that a symbol a player must read (an eye on a tile,
 * a monster's mark) is drawn in `r` (logical units): one line with the text
 * `what` ({"symbol":what,"text":what,...}: not a text to tests reading the
 * lines that start with "text"), role "symbol" and `px` its height in
 * pixels, so the layout checks
 * hold it to the same least size as text (the check does not count symbols
 * lying on texts as overlaps). Draws nothing. */
void mm_table_symbol_report(mm_app *app, const char *what, SDL_FRect r);

#endif
