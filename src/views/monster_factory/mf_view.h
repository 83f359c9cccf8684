/* SPDX-License-Identifier: MIT */
/* Monster Factory's table, shared by its view files: layout.c (where things
 * lie, cameras, shelves), view.c (input, life cycle), draw.c (tiles,
 * monsters, areas) and anim.c (what moves, what the last moves changed). */
#ifndef MM_VIEWS_MONSTER_FACTORY_H
#define MM_VIEWS_MONSTER_FACTORY_H

#include "../common/table.h"
#include "monstermoon/games/monster_factory.h"
#include "view.h"

#define MFV_MAX_FLIGHTS 16
#define MFV_MAX_SPARKS 64
#define MFV_MAX_SPOTS 400
#define MFV_MAX_TILE 76.0f
/* Below this tile size monsters are drawn with plain shapes. */
#define MFV_SIMPLE_TILE 12.0f

/* A tile travelling across the table: drawn, placed, boxed, offered. */
typedef struct mfv_flight {
    mm_tween clock; /* first: the flights advance with mm_tweens_advance */
    int tile;
    SDL_FRect from;    /* where it starts (logical units) */
    SDL_FRect to;      /* where it lands, unless it lands on a monster */
    int monster, x, y; /* landing cell on a monster (monster -1: use `to`) */
    float angle_from, angle_to;
    int placed_by;        /* a placement's seat (flying from the panel), else -1 */
    bool show_waiting;    /* on its way to the box: drawn at `from` while waiting */
    bool face_down_start; /* turns over on the way (drawn from the stack) */
} mfv_flight;

/* The view's camera on one player's area: tile size and centre in cells. */
typedef struct mfv_camera {
    float ts, cx, cy;
    bool placed;
} mfv_camera;

/* A finished monster celebrating before it moves to the shelf. */
typedef struct mfv_party {
    int monster; /* -1 when nothing is celebrated */
    int points;
    double t, duration;
} mfv_party;

typedef struct mfv_spark {
    float x, y, vx, vy, life, max, size;
    mm_rgba color;
} mfv_spark;

/* A legal spot for the drawn tile: a cell of a monster and the rotations
 * that fit there. */
typedef struct mfv_spot {
    int monster, x, y;
    unsigned mask;
} mfv_spot;

/* Text sizes of the table by role: the interface's type scale in the TV and
 * Large sizes, the table's own (never below the smallest text) in Normal. */
typedef struct mfv_type {
    float head, body, detail, badge, score;
} mfv_type;

typedef struct mf_view {
    mm_app *app;
    const mm_session *session;
    mm_state *visible;
    mm_state *before; /* the same before the last move (the headers while it flies) */
    int viewer;
    bool may_act; /* as of the last draw */
    SDL_FRect area;
    /* Layout, recomputed from the area. */
    SDL_FRect panel, big_tile, rot_ccw, rot_cw, stack_rect, box_rect;
    SDL_FRect offer_rect[MF_OFFER_MAX];
    SDL_FRect seat_area[MM_MAX_SEATS], seat_stage[MM_MAX_SEATS], seat_shelf[MM_MAX_SEATS];
    /* The TV and Large sizes give one seat (the viewer's, else the first) a
     * large area and show the others compactly. */
    bool roomy;
    bool compact[MM_MAX_SEATS];
    bool chips_side[MM_MAX_SEATS]; /* TV: finished monsters beside the stage, not under it */
    int arrangement; /* the TV size's arrangement of the cards (layout.c), 0 before the first */
    mfv_type type;
    /* UI state: never undone. */
    int rot;           /* the drawn tile's chosen rotation */
    float shown_angle; /* the big tile's angle on screen, easing towards rot */
    int drawn_for;     /* the drawn tile `rot` belongs to */
    mfv_spot spots[MFV_MAX_SPOTS];
    int nspots;
    int hover_spot; /* index into spots, or -1 */
    int hover_seat; /* the area under the pointer, or -1 */
    int hover_x, hover_y;
    int hover_offer; /* choose phase: offered tile under the pointer, or -1 */
    /* Animation. */
    mfv_camera cam[MM_MAX_SEATS];
    /* Each stage's camera target and whether it shows its monster in part,
     * as mfv_draw worked them out this frame (for draw_stage). */
    mfv_camera cam_target[MM_MAX_SEATS];
    bool cam_cropped[MM_MAX_SEATS];
    bool drawn; /* the table was drawn at least once */
    mfv_flight flights[MFV_MAX_FLIGHTS];
    int nflights;
    mfv_party party[MM_MAX_SEATS];
    mfv_spark sparks[MFV_MAX_SPARKS];
    int nsparks;
    mm_popups popups;
    double clock;
    /* The game after the viewer's last move: tiles placed since (by the
     * others) are marked until the viewer acts. */
    mm_table_since since;
} mf_view;

/* The visible state. */
const mf_state *mfv_state(const mf_view *v);
/* Each seat's colour. */
mm_rgba mfv_seat_color(int seat);
/* Recomputes the layout from the area and the state. */
void mfv_layout(mf_view *v);
/* The monster shown on a seat's stage: the one celebrating, else the one in progress. */
int mfv_stage_monster(const mf_view *v, int seat);
/* Screen rect of a monster's cell on its owner's stage, by the camera. */
SDL_FRect mfv_cell_rect(const mf_view *v, int seat, int x, int y);
/* The least tile size on a stage (a limb, half a tile, at the least
 * readable size in the TV size; 0 in the others). */
float mfv_least_tile(const mf_view *v);
/* The camera a seat's stage should have now: the whole monster framed, or in
 * the TV size, when that would draw tiles below the least size, part of it. */
mfv_camera mfv_camera_target(const mf_view *v, int seat);
/* Whether a seat's stage shows its monster in part (too large for the card
 * at the least tile size). */
bool mfv_stage_cropped(const mf_view *v, int seat);
/* Shelf slots of finished monsters (first monster, then minions in order). */
int mfv_shelf(const mf_view *v, int seat, int monsters[], SDL_FRect rects[], float ts[], int max);
/* The rotation a click on the hovered spot would use. */
int mfv_effective_rot(const mf_view *v);
/* Whether a flight still owns the tile (it is not drawn in its place yet). */
bool mfv_in_flight(const mf_view *v, int tile);
/* Whether every motion of the last move has been shown (the table never
 * tells an outcome before the tiles get there). */
bool mfv_settled(const mf_view *v);
/* The seat whose placement is still flying (the panel and the lit header
 * stay with it until it lands), or -1. */
int mfv_showing(const mf_view *v);
/* Whether a finished monster's points are shown yet (its celebration has begun). */
bool mfv_points_shown(const mf_view *v, int monster);
/* The note at the top of a seat's stage ("Unfinished: 0 points"), or NULL;
 * the camera keeps the monster below it. */
const char *mfv_stage_note(const mf_view *v, int seat);
/* The part of a seat's stage the monster is framed in (below its note). */
SDL_FRect mfv_stage_frame(const mf_view *v, int seat);
/* Whether a placed tile changed since the viewer last acted (another seat's move). */
bool mfv_marked(const mf_view *v, int tile);
/* The height of a seat area's header (name, points, monster in words). */
float mfv_head_h(const mf_view *v, int seat);
/* The seat whose area is large in the TV layout. */
int mfv_main_seat(const mf_view *v);

/* A loose tile (panel, offer, flight) in `r`, turned `angle` degrees clockwise. */
void mfv_draw_tile(mf_view *v, int tile, SDL_FRect r, float angle, Uint8 alpha);
/* The same tile in motion (a flight): without a GPU its turning parts are
 * composed once into one picture, scaled and turned as one. */
void mfv_draw_tile_moving(mf_view *v, int tile, SDL_FRect r, float angle, Uint8 alpha);
/* A monster whose cell 0,0 has its top left corner at ox, oy, `ts` units a
 * cell; `shelf` draws a thumbnail. */
void mfv_draw_monster(mf_view *v, int monster, float ox, float oy, float ts, Uint8 alpha,
                      bool shelf);
/* The whole table (mm_view_ops.draw). */
void mfv_draw(void *view, SDL_FRect area, bool may_act);
/* Offers the step's choices to the keyboard and controller focus. */
void mfv_offer_focus(mf_view *v, bool may_act);

/* Starts the animations of a move's events (mm_view_ops.animate). */
void mfv_animate(void *view, const mm_events *events);
/* Advances animations; true while anything moves (mm_view_ops.update). */
bool mfv_update(void *view, double dt);
/* Tiles on their way, above everything else. */
void mfv_draw_flights(mf_view *v);
/* The sparks of finished monsters. */
void mfv_draw_sparks(mf_view *v);

#endif
