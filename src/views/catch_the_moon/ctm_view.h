/* SPDX-License-Identifier: MIT */
/* Catch the Moon's table, inside the view: state shared by view.c (input,
 * holding, animation) and draw.c (the scene and the panels). */
#ifndef MM_VIEWS_CTM_VIEW_H
#define MM_VIEWS_CTM_VIEW_H

#include <stdbool.h>

#include "monstermoon/games/catch_the_moon.h"
#include "view.h"

#define CTM_PANEL_W 300.0f
#define CTM_PANEL_MARGIN 16.0f

typedef struct ctm_view {
    mm_app *app;
    const mm_session *session;
    mm_state *visible; /* view_for(state, viewer): what the table shows */
    /* The table before the last placement: while its film plays, the panels
     * still show the turn being judged. NULL when not known. */
    mm_state *judged;
    int viewer;
    SDL_FRect area;
    /* Camera: the world point at the middle of the area, pixels per cm. */
    double cam_x, cam_y, scale;
    double want_y, want_scale;
    /* Holding the drawn ladder. */
    mm_state *exact; /* an exact copy of the game ready for the next grab */
    ctm_hold *hold;
    bool piece_sent;     /* a piece of the hand's path went to the rules */
    int piece_placements; /* placements before it (the turn goes on if unchanged) */
    bool release_wanted; /* the button came up while pieces were still queued */
    /* What letting go would do, judged on a copy once the hand is still. */
    bool preview_valid;
    ctm_verdict preview;
    double still_t;
    ctm_pose last_aim;
    double tilt;      /* the hand's turn from wheel and Q/E (radians) */
    bool own_release; /* the last move was this table's own letting go */
    /* The last placement, replayed from its film. */
    bool playing;
    int frame0;
    double film_t;
    double approach;  /* a computer's hand bringing its ladder in */
    double verdict_t; /* the verdict banner's seconds left */
    double score_t;   /* the lid line's flash after a scoring */
    bool status_low;  /* the held ladder's status box gave way to the ladder */
    float px, py;     /* the pointer */
    double clock;
} ctm_view;

/* The scene, the tower and the panels. */
void ctm_view_draw(ctm_view *v, SDL_FRect area, bool may_act);
/* World (cm) to screen and back. */
SDL_FPoint ctm_view_to_screen(const ctm_view *v, double x, double y);
void ctm_view_to_world(const ctm_view *v, float sx, float sy, double *x, double *y);
/* A panel's width (it grows with the interface size). */
float ctm_view_panel_w(const ctm_view *v);
/* The cooperative "score the tower" button. */
SDL_FRect ctm_view_score_button(const ctm_view *v);
/* Where a ladder at `pose` appears on screen, with the hand when `hand`. */
SDL_FRect ctm_view_ladder_rect(const ctm_view *v, int ladder, ctm_pose pose, bool hand);
/* Whether a point lies on one of the panels (no grabbing there). */
bool ctm_view_on_panel(const ctm_view *v, float x, float y);
/* Where the camera should be for the tower as it stands. */
void ctm_view_frame_tower(ctm_view *v, bool at_once);
/* Whether the viewer may score the tower now (asks the rules). */
bool ctm_view_may_score(const ctm_view *v);
/* Whether the viewer puts the start ladders in now. */
bool ctm_view_choosing_sockets(const ctm_view *v);
/* The "random socket" button while the start ladders go in. */
SDL_FRect ctm_view_random_button(const ctm_view *v);

#endif
