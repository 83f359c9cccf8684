/* SPDX-License-Identifier: MIT */
/* Catch the Moon's table, inside the view: state shared by view.c (input,
 * holding, animation) and draw.c (the scene and the panels). */
#ifndef MM_VIEWS_CTM_VIEW_H
#define MM_VIEWS_CTM_VIEW_H

#include <stdbool.h>

#include "common/table.h"
#include "monstermoon/games/catch_the_moon.h"
#include "view.h"

#define CTM_PANEL_MARGIN 16.0f

/* Keys and controller buttons that move the steered hand while held. */
typedef enum ctm_nudge {
    CTM_NUDGE_LEFT,
    CTM_NUDGE_RIGHT,
    CTM_NUDGE_UP,
    CTM_NUDGE_DOWN,
    CTM_NUDGE_CCW, /* Q, the left shoulder */
    CTM_NUDGE_CW,  /* E, the right shoulder */
    CTM_NUDGES
} ctm_nudge;

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
    double want_x, want_y, want_scale;
    /* Without a GPU a glide starts once its layer is drawn (ctm_view_draw). */
    bool cam_waits;
    /* Holding the drawn ladder. */
    mm_state *exact; /* an exact copy of the game ready for the next grab */
    ctm_hold *hold;
    bool piece_sent;      /* a piece of the hand's path went to the rules */
    int piece_placements; /* placements before it (the turn goes on if unchanged) */
    bool release_wanted;  /* the button came up while pieces were still queued */
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
    double verdict_t; /* seconds the verdict is read before the game goes on */
    /* The last placement stays marked (its verdict, the new ladder's glow,
     * the fallen ladders' ghosts) until the viewer acts. */
    bool marked;
    /* The game after the viewer's last move: every ladder the others placed
     * since glows until the viewer acts (rebuilt from the record). */
    mm_table_since since;
    double score_t;  /* the lid line's flash after a scoring */
    bool scoring;    /* the last move scored the tower: its banner shows */
    bool status_low; /* the held ladder's status box gave way to the ladder */
    float px, py;    /* the pointer */
    double clock;
    /* Keys or a controller steer the hand (arrows, left stick, D-pad): its
     * target moves in the world, not with the pointer, and the soft hand
     * follows it as it follows the mouse. */
    bool steer;
    bool steer_click;         /* a mouse button went down while steering */
    double aim_x, aim_y;      /* the steered hand's target (cm) */
    double nudge[CTM_NUDGES]; /* seconds a tapped key still moves the hand */
    double steer_t;           /* seconds of steady steering (speed grows) */
    double speed[2][2];       /* the target's x and y speed, in two smoothing stages */
    /* The held ladder at rest: no frames are needed until something moves. */
    ctm_piece rest_ref[CTM_NLADDERS + 2]; /* the pieces, the held ladder, the hand */
    int rest_n;
    double rest_t;
    bool offered;         /* the table offered its default focus target last frame */
    SDL_FRect ladder_box; /* the drawn ladder's picture in the panel */
    SDL_FRect title_box;  /* whose turn it is, atop the panel */
} ctm_view;

/* The scene, the tower and the panels. */
void ctm_view_draw(ctm_view *v, SDL_FRect area, bool may_act);
/* World (cm) to screen and back. */
SDL_FPoint ctm_view_to_screen(const ctm_view *v, double x, double y);
void ctm_view_to_world(const ctm_view *v, float sx, float sy, double *x, double *y);
/* A panel's width (a share of the table's). */
float ctm_view_panel_w(const ctm_view *v);
/* The room between the panels, where the tower stands. */
SDL_FRect ctm_view_room(const ctm_view *v);
/* The panels (panels.c), the held ladder's status, the last verdict. */
void ctm_view_draw_panels(ctm_view *v, bool may_act);
void ctm_view_draw_hold_status(ctm_view *v);
void ctm_view_draw_verdict(ctm_view *v);
/* A ladder upright, filling `box` (the drawn ladder in the panel). */
void ctm_view_draw_upright(ctm_view *v, int ladder, SDL_FRect box);
/* Where the messages at the top of the table (the verdict, the held
 * ladder's status) end: the tower is framed below it. */
float ctm_view_banner_bottom(const ctm_view *v);
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
/* Whether the viewer is to act now and the table waits for them. */
bool ctm_view_ready(const ctm_view *v);
/* The highest point of `pieces` (cm above the table), and its x; -1 without pieces. */
double ctm_view_highest(const ctm_piece *pieces, int n, double *x);
/* Where the steered hand appears on screen (its focus ring). */
SDL_FRect ctm_view_hand_rect(const ctm_view *v);

/* The tower's shapes in few draw calls (mesh.c): begin, add shapes in
 * logical units (later ones in front), flush (one call; a ladder's own call
 * lets it be drawn again alone when it alone changes). */
void ctm_mesh_begin(mm_gfx *g);
void ctm_mesh_poly(const SDL_FPoint *pts, int n, mm_rgba c);
void ctm_mesh_disc(float cx, float cy, float radius, mm_rgba c);
void ctm_mesh_capsule(SDL_FPoint a, SDL_FPoint b, float width, mm_rgba c);
void ctm_mesh_line(SDL_FPoint a, SDL_FPoint b, float width, mm_rgba c);
void ctm_mesh_flush(void);

/* Steering with keys and controllers (steer.c). */
/* Starts steering: the target just above the tower's highest point, the
 * drawn ladder upright. */
void ctm_steer_begin(ctm_view *v);
/* A key pressed while holding: arrows (they take over from the mouse) and
 * Q/E move the hand a little, or on while held; true when it was one. */
bool ctm_steer_key(ctm_view *v, SDL_Keycode key);
/* Moves the steered target by the keys and sticks held; true while it moves. */
bool ctm_steer_update(ctm_view *v, double dt);
/* Forgets keys tapped and the steering's speed. */
void ctm_steer_stop(ctm_view *v);
/* Where the steered hand aims. */
ctm_pose ctm_steer_target(const ctm_view *v);

#endif
