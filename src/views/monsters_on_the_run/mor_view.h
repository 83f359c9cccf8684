/* SPDX-License-Identifier: MIT */
/* Monsters on the Run table: what its files share. The spiral of planet
 * cards winds outwards from the draw pile across the table's width; the
 * five monsters stand on it with what a bet on each would score now; every
 * player's bets sit in the panels on the right; the viewer's hand and the
 * card's action at the bottom. Rules are only asked, never decided here. */
#ifndef MM_VIEWS_MOR_VIEW_H
#define MM_VIEWS_MOR_VIEW_H

#include <stdbool.h>

#include "common/table.h"
#include "monstermoon/games/monsters_on_the_run.h"
#include "view.h"

#define MORV_MAX_FLIGHTS 12
/* Planet card proportions (250 x 350 art). */
#define MORV_CARD_RATIO 1.4f

/* What the player is in the middle of doing with the selected card. */
typedef enum morv_step {
    MORV_STEP_NONE,
    MORV_STEP_CARD,        /* a card is selected: pick a monster (or bet) */
    MORV_STEP_DISCARD,     /* betting with two open: pick the favourite to discard */
    MORV_STEP_SWAP_MINE,   /* favourite swap: pick one of your favourites */
    MORV_STEP_SWAP_THEIRS, /* favourite swap: pick another player's favourite */
    MORV_STEP_POS_SECOND,  /* position swap: pick the second monster */
} morv_step;

/* A card flying across the table. While it waits or flies, the bet it
 * comes from (hide_seat, hide_bet; -1: none) is not drawn in its panel. */
typedef struct morv_flight {
    mm_tween clock; /* first, for mm_tweens_advance */
    int card;       /* card id, or MOR_HIDDEN for a face-down card */
    SDL_FRect from, to;
    int hide_seat, hide_bet;
} morv_flight;

/* A monster hopping card by card along the spiral. */
typedef struct morv_hop {
    mm_tween clock;
    bool active;
    int from, to;    /* track positions */
    SDL_FPoint land; /* where it ends up standing */
} morv_hop;

/* What a seat's last move changed, marked on the table until the viewer
 * acts. */
typedef enum morv_mark_kind {
    MORV_MARK_NONE,
    MORV_MARK_JUMP,     /* monster jumped from -> to */
    MORV_MARK_BET,      /* card laid as a favourite (discarded: the one given up, or -1) */
    MORV_MARK_FAV_SWAP, /* card given to `other`, got `card2` */
    MORV_MARK_POS_SWAP, /* monster and monster2 traded places */
    MORV_MARK_VOID,     /* card played without effect */
} morv_mark_kind;

typedef struct morv_mark {
    morv_mark_kind kind;
    int move; /* its index in the record */
    int monster, monster2, from, to;
    int card, card2, discarded, other;
} morv_mark;

/* The table's geometry, recomputed when the area or the interface size
 * changes. */
typedef struct morv_layout {
    SDL_FRect area;
    int ui_size, nseats, viewer;
    float body, heading, detail, badge; /* text sizes in force */
    SDL_FRect info;                     /* the line above the galaxy: pile, warnings */
    int info_lines;                     /* 1, or 2 when the longest warning needs them */
    SDL_FRect galaxy;                   /* where the spiral lies */
    float cw, ch;                       /* a planet card of the spiral */
    float home_scale;                   /* the home planet is drawn larger */
    SDL_FPoint track[MOR_TRACK_CARDS];  /* card centres */
    SDL_FPoint centre;
    SDL_FRect pile, discard;
    SDL_FRect home_label, edge_label; /* where "Home" and "Edge of the galaxy" go */
    float panel_x, panel_w, panel_h, panel_title_h;
    float bet_w, bet_h, tile_d;
    float score_h;    /* the score's two lines */
    bool score_below; /* the score under the bets (tall panels), else beside them */
    float hand_w, hand_h, hand_y, hand_left, hand_gap;
} morv_layout;

/* When each part of the table shows the last move's outcome (seconds after
 * its animation began): until then it shows the state before. */
typedef struct morv_reveal {
    double discard, pile, monsters, all;
    double bets[MM_MAX_SEATS], hand[MM_MAX_SEATS];
} morv_reveal;

typedef struct mor_view {
    mm_app *app;
    const mm_session *session;
    mm_state *visible; /* view_for(state, viewer): all this table may show */
    mm_state *before;  /* the same before the last move, while it animates */
    int viewer;
    SDL_FRect area;
    morv_layout lay;
    /* UI state (never undone). */
    int selected; /* hand index or -1 */
    morv_step step;
    int first_pick; /* SWAP_THEIRS: my monster; POS_SECOND: first monster */
    int hover_monster;
    bool focus_given; /* a default focus target was offered this frame */
    /* Animation. */
    morv_hop hops[MOR_NMONSTERS];
    morv_flight flights[MORV_MAX_FLIGHTS];
    int nflights;
    int hidden_draw; /* a card of the viewer's hand still flying in, or -1 */
    double clock;    /* seconds since the last move began to animate */
    morv_reveal reveal;
    double pulse;
    /* Each seat's last move since the viewer's own, rebuilt from the record. */
    morv_mark marks[MM_MAX_SEATS];
    mm_table_since since;
} mor_view;

/* ------------------------------------------------------------------ state */

/* The state the table shows now for a part revealed at `when` (see
 * morv_reveal). */
const mor_state *morv_shown(const mor_view *v, double when);
const mor_state *morv_st(const mor_view *v);
int morv_selected_card(const mor_view *v);
/* Whether the viewer may make `move` now (asks the rules). */
bool morv_legal(const mor_view *v, const char *move);
/* Whether `monster` is a legal choice for the step at hand. */
bool morv_monster_choice(const mor_view *v, int monster, bool may_act);
/* Whether seat's open favourite on `monster` is a legal pick for the step. */
bool morv_bet_choice(const mor_view *v, int seat, int monster);
/* The action slot beside the hand: "Bet on it" / "Play without effect". */
const char *morv_action_label(const mor_view *v);
void morv_card_asset(int card, char *buf, size_t len);
extern const char *const morv_monster_keys[MOR_NMONSTERS];
extern const mm_rgba morv_monster_colours[MOR_NMONSTERS];
/* A seat's number on a white badge filling `r`: who it is on this table. */
void morv_seat_badge_in(mor_view *v, int seat, SDL_FRect r);

/* ----------------------------------------------------------------- layout */

void morv_layout_update(mor_view *v);
SDL_FRect morv_track_rect(const mor_view *v, int pos);
SDL_FPoint morv_monster_spot(const mor_view *v, const mor_state *s, int monster);
SDL_FRect morv_monster_rect(const mor_view *v, SDL_FPoint spot, float scale);
float morv_monster_scale(const mor_view *v, const mor_state *s, int monster);
SDL_FRect morv_hand_rect(const mor_view *v, int i, int n);
SDL_FRect morv_action_rect(const mor_view *v);
SDL_FRect morv_panel_rect(const mor_view *v, int seat);
SDL_FRect morv_bet_rect(const mor_view *v, int seat, int i);
SDL_FRect morv_tile_rect(const mor_view *v, int seat);
int morv_monster_hit(const mor_view *v, float x, float y);
bool morv_bet_hit(const mor_view *v, float x, float y, int *seat, int *monster);

/* -------------------------------------------------- standings and marks */

/* Points a bet on each monster would score if the game ended now. */
void morv_points_now(const mor_state *s, int points[MOR_NMONSTERS]);
/* What a seat's visible bets in `s` (open cards, and the tile when known)
 * score at `points` per monster. */
int morv_seat_points_now(const mor_state *s, const int points[MOR_NMONSTERS], int seat);
/* The line above the galaxy: the cards in the pile, or the warning that the
 * end is near; true for a warning. */
bool morv_end_warning(const mor_state *s, char *buf, size_t len);
#define MORV_LINE_MAX 200
/* Every text that line may show (with two-digit numbers), to size it. */
int morv_warning_samples(char samples[][MORV_LINE_MAX], int max);
/* Rebuilds each seat's last move since the viewer's own from the record. */
void morv_marks_update(mor_view *v);
/* The mark of `seat` if it is news to the viewer (made since the viewer's
 * own last move), else NULL. */
const morv_mark *morv_mark_for(const mor_view *v, int seat);

/* ------------------------------------------------------------------- draw */

void morv_draw(mor_view *v, bool may_act);
/* "+3", "0", "−1". */
void morv_format_points(int points, char *buf, size_t len);

#endif
