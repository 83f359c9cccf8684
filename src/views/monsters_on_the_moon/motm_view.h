/* SPDX-License-Identifier: MIT */
/* Monsters on the Moon's table: what the view's files share. The table is
 * the layout on a pannable, zoomable grid (camera.c, board.c), the held
 * card and the spaceship, tile and wall tools with their previews
 * (placing.c), the side panel, crystal track and hand (panel.c), the setup
 * and scoring screens (screens.c) and the animations (anim.c). */
#ifndef MOTM_VIEW_H
#define MOTM_VIEW_H

#include <stdbool.h>

#include "monstermoon/games/monsters_on_the_moon.h"
#include "common/table.h"
#include "view.h"

#define MOTM_MAX_FLIGHTS 8
/* A built moon wall: pale stone, drawn over a dark edge (motm_draw_wall). */
#define MOTM_WALL_STONE ((mm_rgba){238, 232, 255, 255})

/* The camera: which world cell lies at the middle of the board, and how big
 * a cell is, as shown now. A new framing glides there (mm_tween) from the
 * one shown; the pictures are rasterized at the end size meanwhile. */
typedef struct motm_cam {
    float cx, cy, cell;
    mm_tween glide; /* t >= 1: still */
    float from_cx, from_cy, from_cell, to_cx, to_cy, to_cell;
    bool user_moved; /* panned or zoomed by hand since the last fit */
    bool placed;     /* fitted at least once */
} motm_cam;

/* Something flying over the table: a card (rotating as it goes), a ship. */
typedef struct motm_flight {
    mm_tween clock; /* first: the flights advance with mm_tweens_advance */
    enum { FLY_CARD, FLY_SHIP, FLY_TILE } kind;
    int placed;     /* FLY_CARD: index in `placed`; hidden on the board meanwhile */
    int card, rot, seat;
    SDL_FRect from; /* screen rect at the start */
    float to_x, to_y; /* world cell of the target anchor */
} motm_flight;

typedef enum motm_tool { TOOL_NONE, TOOL_CARD, TOOL_WALLS } motm_tool;

/* Each seat's points as the panels and the scoring sheet show them, worked
 * out once per state shown (motm_view_tally): the rules score by walking the
 * whole layout, and the panels are drawn every frame. */
typedef struct motm_tally {
    const motm_state *state; /* the state it was worked out for */
    unsigned syncs;          /* and the view's syncs then (a state's memory may be reused) */
    int points[MM_MAX_SEATS];
    motm_heads heads[MM_MAX_SEATS];
    motm_solo solo;
} motm_tally;

typedef struct motm_view {
    mm_app *app;
    const mm_session *session;
    mm_state *visible; /* view_for(state, viewer) */
    /* The table before the last move (same viewer), while its cards, ships
     * and tiles fly: the whole table shows it until they land, so no score,
     * count, prompt or scoring sheet tells the move first. */
    mm_state *before;
    bool sheet_before, sheet_final_before;
    int viewer;
    bool may_act;
    /* The table's parts, by interface size (motm_layout_rects): the side
     * panel's width, the crystal track's and the hand's height, the scoring
     * sheet's width and the play scene's log corner, which the table keeps
     * free. The TV size gives the layout the room and enlarges the hand. */
    bool tv;
    float k; /* TV: lengths grow with the type scale (windows narrower than 16:9) */
    float panel_w, track_h, hand_h, sheet_w;
    SDL_FRect log;
    SDL_FRect area, board;
    /* TV: the hand stands left of the board above the log (a layout about
     * as tall as wide gets the height so), else in a strip below it; the
     * camera's fit chooses, at a new step only. */
    bool hand_beside;
    /* TV, no hand (late in the game): the board stops above the move log's
     * corner, as the layout framed down to the window's foot would reach
     * under it (camera.c). */
    bool board_above_log;
    SDL_FRect hand_area;
    motm_cam cam;
    int last_nplaced;
    int last_layout_card; /* the latest card laid, outlined; -1 */
    /* The layout after the viewer's own last move: what the others laid,
     * landed and built since is marked until the viewer acts. */
    mm_table_since since;
    /* Pointer. */
    float px, py;
    bool pressing, dragging;
    float press_x, press_y, drag_cx, drag_cy;
    /* The held card (TOOL_CARD): card id, quarter turns, grid anchor. */
    motm_tool tool;
    int held, held_rot;
    int anchor_x, anchor_y;
    bool over_board;
    motm_preview pv;
    bool pv_valid;
    int pv_card, pv_x, pv_y, pv_rot;
    /* Every player's points now and after the previewed move (the held card
     * where it lies, or the planned walls): who gains, who loses. */
    bool pts_valid;
    int pts_before[MM_MAX_SEATS], pts_after[MM_MAX_SEATS];
    /* Walls being put together (TOOL_WALLS). */
    motm_wall pending[MOTM_WALL_SET_MAX];
    int npending;
    bool long_walls;
    bool hover_wall_ok;
    bool hover_vertical; /* the pointer's last edge direction (kept at corners) */
    motm_wall hover_wall;
    char walls_why[MM_REASON_MAX];
    bool walls_legal;
    /* Screens. */
    bool sheet;       /* the scoring breakdown is open */
    int sheet_seat;   /* whose groups it highlights */
    bool sheet_final;
    float choice_y; /* where the sheet's choice buttons start (set when drawn) */
    int last_phase;
    /* Group marks of sheet_seat over the layout box (motm_score_heads). */
    int *groups;
    int gx0, gy0, gw, gh, gseat;
    const motm_state *gstate; /* the state shown they were worked out for */
    bool groups_valid;
    /* Animation. */
    motm_flight flights[MOTM_MAX_FLIGHTS];
    int nflights;
    unsigned syncs; /* counts the syncs: each brings new states */
    motm_tally tally;
} motm_view;

/* The state the table shows: the one before the last move while its
 * flights run (motm_view_telling), else the seat's view of the game now. */
const motm_state *motm_view_state(const motm_view *v);
/* Whether the table still shows the state before the last move. */
bool motm_view_telling(const motm_view *v);
/* The seat to move in the state the table shows: while the last move is
 * told, the seat that made it (its panel is lit, and waited on). */
int motm_view_deciding(const motm_view *v);
/* The points of the state the table shows (motm_view_state). */
const motm_tally *motm_view_tally(motm_view *v);
/* Text in a role's size in the TV layout, else at the size the desktop
 * layout always had (`normal`); never below the smallest readable size.
 * Returns the width (wrapped: the height). */
float motm_text(motm_view *v, mm_text_role role, float normal, bool bold, const char *text,
                float x, float y, float max_w, mm_rgba c, mm_align align);
float motm_text_wrapped(motm_view *v, mm_text_role role, float normal, bool bold,
                        const char *text, float x, float y, float width, mm_rgba c,
                        mm_align align, bool draw);
/* The size motm_text uses. */
float motm_size(const motm_view *v, mm_text_role role, float normal);
/* The player colour of a seat's monster (or of a monster). */
mm_rgba motm_monster_colour(int monster);
mm_rgba motm_seat_colour(const motm_view *v, int seat);
/* Who a seat is: its monster's tile (head on its colour), or "?" before the
 * monsters are chosen; in its panel and the history. */
void motm_seat_badge(motm_view *v, int seat, SDL_FRect r);

/* ------------------------------------------------------------- camera.c */
float motm_cell_size(const motm_view *v);
SDL_FPoint motm_to_screen(const motm_view *v, float wx, float wy);
void motm_to_world(const motm_view *v, float sx, float sy, float *wx, float *wy);
SDL_FRect motm_cell_rect(const motm_view *v, int x, int y);
/* Frames the layout, and where the cards the viewer may lay now can go,
 * as large as the board allows (TV: choosing where the hand stands);
 * `glide`: moves there smoothly, else at once. */
void motm_cam_fit(motm_view *v, bool glide);
/* Ends a glide at its framing (before the player aims). */
void motm_cam_settle(motm_view *v);
/* Moves the middle of the board to world cell cx, cy (by hand or keys). */
void motm_cam_pan(motm_view *v, float cx, float cy);
/* Advances a glide; true while it runs. */
bool motm_cam_update(motm_view *v, double dt);
bool motm_cam_layout_visible(const motm_view *v);
void motm_cam_zoom(motm_view *v, int steps, float sx, float sy);
/* Recomputes the board rect from the area (the scoring sheet narrows it). */
void motm_layout_rects(motm_view *v);

/* -------------------------------------------------------------- board.c */
void motm_draw_board(motm_view *v);
/* Draws a card's art centred at cx, cy with cells of `cell`, turned `rot`
 * quarter turns (the number printed in its corner when big enough). */
void motm_draw_card_at(motm_view *v, int card, float cx, float cy, float cell, int rot,
                       Uint8 alpha);
/* The same art turned by any angle (degrees clockwise), for flights. */
void motm_draw_card_turned(motm_view *v, int card, float cx, float cy, float cell, float angle,
                           Uint8 alpha);
/* Draws a moon wall (placed, or a translucent proposal). */
void motm_draw_wall(motm_view *v, const motm_wall *w, mm_rgba fill, float alpha_scale);
/* Outlines the cells of a card at anchor x, y, turned rot. */
void motm_outline_cells(motm_view *v, int x, int y, int rot, float width, mm_rgba c);

/* ------------------------------------------------------------ placing.c */
void motm_tools_reset(motm_view *v);
mm_view_reply motm_tools_handle(motm_view *v, const mm_action *a, char *move, size_t len);
void motm_tools_draw(motm_view *v);
void motm_tools_pointer(motm_view *v);
/* Whether keys or a controller drive the table now (the focus ring shows). */
bool motm_keys(const motm_view *v);
/* Whether the tools take this key (arrows move a held card or the wall
 * cursor cell by cell). */
bool motm_tools_wants_key(const motm_view *v, SDL_Keycode key);
/* Where the held card lies on screen; the wall cursor's box. */
SDL_FRect motm_held_rect(const motm_view *v);
SDL_FRect motm_wall_cursor_rect(const motm_view *v);
/* Picks up a card (from the hand or the start cards), or puts it back. */
void motm_hold(motm_view *v, int card);
void motm_rotate(motm_view *v, int quarter_turns);
void motm_walls_toggle(motm_view *v);
/* Whether a legal card or wall set is previewed now (pts_before/after hold
 * every player's points before and after it). */
bool motm_preview_shown(const motm_view *v);
/* Whether walls of a kind are left in the viewer's supply beyond those planned. */
bool motm_walls_kind_left(const motm_view *v, bool is_long);
bool motm_walls_move(motm_view *v, char *move, size_t len);

/* -------------------------------------------------------------- panel.c */
void motm_draw_panel(motm_view *v);
void motm_draw_track(motm_view *v);
void motm_draw_hand(motm_view *v);
/* The cards the viewer may pick up now (hand, or start cards), count. */
int motm_hand_cards(const motm_view *v, int out[MOTM_NCARDS]);
SDL_FRect motm_hand_rect(const motm_view *v, int index, int n);
/* The cell size the hand's cards would have in `area` (0: no cards). */
float motm_hand_cell_in(const motm_view *v, SDL_FRect area);
SDL_FRect motm_button_rect(const motm_view *v, int index);
SDL_FRect motm_seat_rect(const motm_view *v, int seat);
mm_view_reply motm_hand_handle(motm_view *v, const mm_action *a, char *move, size_t len);

/* ------------------------------------------------------------ screens.c */
/* Setup choices, who continues, missions: a centred card of choices. */
bool motm_screen_active(const motm_view *v);
void motm_draw_screen(motm_view *v);
mm_view_reply motm_screen_handle(motm_view *v, const mm_action *a, char *move, size_t len);
/* The scoring breakdown sheet (intermediate, final, solo rating). */
void motm_draw_sheet(motm_view *v);
mm_view_reply motm_sheet_handle(motm_view *v, const mm_action *a, char *move, size_t len);
/* Per cell of the board box: the highlighted seat's group marks (see
 * motm_score_heads); NULL when nothing is highlighted. */
const int *motm_sheet_groups(motm_view *v, int *x0, int *y0, int *w, int *h);

/* --------------------------------------------------------------- anim.c */
void motm_animate(motm_view *v, const mm_events *events);
bool motm_anim_update(motm_view *v, double dt);
void motm_draw_flights(motm_view *v);
bool motm_anim_hides(const motm_view *v, int placed);

#endif
