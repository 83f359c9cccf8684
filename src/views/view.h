/* SPDX-License-Identifier: MIT */
/* A game's table: draws the game as one seat sees it and turns pointer and
 * key actions into proposed moves. It never decides a rule: the play scene
 * sends every proposal to the rules module, which accepts it or explains. */
#ifndef MM_VIEWS_VIEW_H
#define MM_VIEWS_VIEW_H

#include <stdbool.h>
#include <stddef.h>

#include "app.h"
#include "monstermoon/session.h"

typedef enum mm_view_reply {
    MM_VIEW_IGNORED,  /* not mine: let the scene handle it */
    MM_VIEW_CONSUMED, /* a UI-only change (selection, hover, camera) */
    MM_VIEW_MOVE,     /* `move` holds a proposed move */
} mm_view_reply;

typedef struct mm_view_ops {
    const char *game_id;
    void *(*create)(mm_app *app);
    void (*destroy)(void *view);
    /* Shows the game as `viewer` (a seat or MM_SPECTATOR) may see it; called
     * after every move, undo and restart. Drops any half-made move. */
    void (*sync)(void *view, const mm_session *session, int viewer);
    /* Animates what the last move did (called right after sync). */
    void (*animate)(void *view, const mm_events *events);
    /* `may_act`: the viewer is a human whose decision it is. */
    mm_view_reply (*handle)(void *view, const mm_action *action, bool may_act, char *move,
                            size_t len);
    /* Returns true while something animates. */
    bool (*update)(void *view, double dt);
    void (*draw)(void *view, SDL_FRect area, bool may_act);
    /* The proposed move was refused for `why`. */
    void (*rejected)(void *view, const char *why);
    /* What the acting human should do next, in a few words (name the control
     * with mm_focus_press_word). */
    void (*prompt)(void *view, char *buf, size_t len);
    /* Optional: whether the view wants this key itself (moving a held card
     * cell by cell, steering a ladder) instead of the focus moving or
     * activating; see focus.h. */
    bool (*wants_key)(void *view, const mm_action *action);
    /* Optional: draws who `seat` is into the square `r`, as the table shows
     * that seat (its monster's head, its player icon and colour), so shared
     * screens such as the history name seats the way the table does. */
    void (*seat_badge)(void *view, int seat, SDL_FRect r);
} mm_view_ops;

/* The view of a game, or NULL when the game has no table yet. */
const mm_view_ops *mm_view_find(const char *game_id);

#endif
