/* SPDX-License-Identifier: MIT */
/* Zombeasts table: what its files share. The table shows each player's
 * unfinished moons as 2x2 cards whose quarter moons meet in the middle, the
 * open stock and the draw pile in the centre, and the viewer's hand at the
 * bottom. Rules are only asked (validate, legal moves), never decided here. */
#ifndef MM_VIEWS_ZOMBEASTS_VIEW_H
#define MM_VIEWS_ZOMBEASTS_VIEW_H

#include <stdbool.h>

#include "common/table.h"
#include "monstermoon/games/zombeasts.h"
#include "view.h"

#define ZBV_MAX_FLIGHTS 24
#define ZBV_MAX_BUTTONS 4
/* Card proportions (landscape, as in the menu art). */
#define ZBV_CARD_RATIO 1.25f

/* What the acting player is in the middle of. */
typedef enum zbv_step {
    ZBV_STEP_NONE,
    ZBV_STEP_CARD,        /* a hand card is picked: choose a moon (or, a joker, a card to swap) */
    ZBV_STEP_SWAP_TARGET, /* joker and opponent's card picked: choose your moon for it */
    ZBV_STEP_CARROT_MOON, /* carrot: choose a card of your moons */
    ZBV_STEP_CARROT_HAND, /* carrot: choose the hand card that takes its place */
    ZBV_STEP_MOUSE_MOON,  /* mouse: a stock card is picked, choose your moon */
} zbv_step;

/* A card flying across the table (animation of an event). */
typedef struct zbv_flight {
    mm_tween clock; /* first, for mm_tweens_advance */
    int card;       /* card id, or ZB_HIDDEN for a face-down card */
    SDL_FRect from, to;
} zbv_flight;

/* The buttons of the prompt panel. */
typedef enum zbv_button_kind {
    ZBV_BTN_STOP,
    ZBV_BTN_CARROT,
    ZBV_BTN_MOUSE,
    ZBV_BTN_PAW,
    ZBV_BTN_MINUS,
    ZBV_BTN_NO_BONUS,
} zbv_button_kind;

typedef struct zbv_button {
    zbv_button_kind kind;
    char label[64];
    SDL_FRect rect;
    bool primary;
} zbv_button;

/* The geometry of the table, recomputed when the area or the counts change. */
typedef struct zbv_layout {
    SDL_FRect area;
    int nseats, viewer, nopp;
    float body;                    /* body text size */
    float head_h, foot_h;          /* an opponent panel's name line and footer */
    float button_h;                /* the prompt's buttons */
    int opp_seat[MM_MAX_SEATS];    /* panel index -> seat */
    SDL_FRect panel[MM_MAX_SEATS]; /* by seat (not the viewer's) */
    float opp_cw;                  /* the opponents' moon cards */
    int opp_rows;                  /* the most rows of moons in a panel */
    int rows[MM_MAX_SEATS];        /* rows of moons by panel index */
    int seat_rows[MM_MAX_SEATS];   /* ... and by seat */
    bool terse;                    /* the prompt shows no explanation (little room) */
    bool cramped;                  /* the viewer's moons lack room below the prompt */
    SDL_FRect centre;              /* the prompt panel */
    float prompt_x;                /* where its text starts */
    SDL_FRect pile, stock[ZB_STOCK_SIZE];
    SDL_FRect mine;         /* the viewer's score box */
    float my_cw;            /* stock and pile cards */
    float moon_cw;          /* the viewer's moon cards */
    float moons_x, moons_y; /* the viewer's moon row */
    float hand_cw, hand_y, hand_left, hand_right;
} zbv_layout;

typedef struct zbv {
    mm_app *app;
    const mm_session *session;
    mm_state *visible; /* view_for(state, viewer) */
    /* The table before the last move (same viewer), while its cards fly:
     * the words and numbers tell it until they land (zbv_told). */
    mm_state *before;
    int viewer;        /* a seat or MM_SPECTATOR */
    SDL_FRect area;
    zbv_layout lay;
    /* UI state (never undone). */
    int selected; /* hand index, or -1 */
    zbv_step step;
    int swap_seat;
    char swap_code[ZB_CODE_LEN];
    char carrot_code[ZB_CODE_LEN];
    int carrot_colour;
    char mouse_code[ZB_CODE_LEN];
    bool pressing, dragging;
    int press_index;
    float press_x, press_y;
    zbv_button buttons[ZBV_MAX_BUTTONS];
    int nbuttons;
    /* The open stock by place: card ids or -1, so that the cards left stay
     * where they are when one is taken (the state's list closes up). */
    int stock_at[ZB_STOCK_SIZE], stock_was[ZB_STOCK_SIZE];
    mm_move_list moves; /* the legal moves now (of whoever decides) */
    bool focus_given;   /* this frame's focus default is placed */
    bool may_act;       /* as last drawn: the viewer decides now */
    /* The table after the viewer's own last move: what the others changed
     * since (cards in moons, points and minus piles) is framed until the
     * viewer acts. */
    mm_table_since since;
    /* Animation. */
    zbv_flight flights[ZBV_MAX_FLIGHTS];
    int nflights;
    mm_popups popups;
    double pulse;
    /* How much of the card being drawn the next ones will cover (cards.c). */
    enum { ZBV_COVERED_NONE, ZBV_COVERED_RIGHT, ZBV_COVERED_ALL } covered;
    /* Drawn last, over everything: why a picked card doesn't fit there. */
    char tooltip[MM_REASON_MAX];
} zbv;

/* ------------------------------------------------------------------ cards.c */

/* Draws a card face in `r`. `upside_down`: the card lies in the lower row of a
 * moon (quarter at the top); the numbers stay upright. */
void zbv_draw_card(zbv *v, int card, SDL_FRect r, bool upside_down, Uint8 alpha);
/* Draws a card back. */
void zbv_draw_back(zbv *v, SDL_FRect r, Uint8 alpha);
/* An empty moon slot: a faint outline with its quarter's ghost. */
void zbv_draw_empty_slot(zbv *v, SDL_FRect r, int slot, mm_rgba tint);
/* A glowing frame around a target. */
void zbv_glow(zbv *v, SDL_FRect r, float radius, bool strong);

/* ----------------------------------------------------------------- layout.c */

const zb_state *zbv_st(const zbv *v);
/* The state the table's words and numbers tell (prompt, whose turn, points,
 * counts, the pile): the one before the last move while its cards still
 * fly, so nothing is told before the table shows it; else zbv_st. */
const zb_state *zbv_told(const zbv *v);
/* Whether the draw pile is nearly used up (the last round comes soon). */
bool zbv_pile_runs_low(const zbv *v);
/* Recomputes the geometry. */
void zbv_layout_update(zbv *v);
/* The size of the numbers on cards, and the narrowest card that shows both
 * of its numbers at that size. */
float zbv_badge_text(const zbv *v);
float zbv_min_card_w(const zbv *v);
/* The distance between the viewer's hand cards when it holds n. */
float zbv_hand_step(const zbv *v, int n);
/* A moon of `seat` (index m of its unfinished moons; m == nmoons gives the
 * new-moon place) and the rect of one of its slots. */
SDL_FRect zbv_moon_rect(const zbv *v, int seat, int m);
SDL_FRect zbv_slot_rect(const zbv *v, int seat, int m, int slot);
/* The viewer's hand card i of n. */
SDL_FRect zbv_hand_rect(const zbv *v, int i, int n);
/* Where a seat's hand is shown (the viewer's: the middle of the hand). */
SDL_FRect zbv_seat_hand_rect(const zbv *v, int seat);
/* Where a seat's points pile and minus cards are. */
SDL_FRect zbv_points_rect(const zbv *v, int seat);
SDL_FRect zbv_minus_rect(const zbv *v, int seat);
/* Where a card now lies on the table, if it can be seen there. */
bool zbv_card_rect(const zbv *v, int card, SDL_FRect *out, bool *upside_down);

/* ------------------------------------------------------------------- draw.c */

void zbv_draw(void *view, SDL_FRect area, bool may_act);

/* Cards taken from the viewer's hand since its last turn, in the prompt
 * panel from (x, y) up to `right`, wrapped; returns the height (drawn or
 * only measured). */
float zbv_notices(zbv *v, float x, float y, float right, bool draw);

/* ----------------------------------------------------------------- prompt.c */

/* Title and body of the prompt panel. */
void zbv_prompt_texts(zbv *v, bool may_act, char *title, size_t tlen, char *body, size_t blen);
void zbv_prompt(void *view, char *buf, size_t len);

/* ------------------------------------------------------------------ input.c */

mm_view_reply zbv_handle(void *view, const mm_action *action, bool may_act, char *move, size_t len);
/* Whether the viewer's hand card i may be laid now (into a moon or swapped). */
bool zbv_card_layable(const zbv *v, int i);
/* Whether the viewer may make `move` now (asks the rules); `why` may be NULL. */
bool zbv_legal(const zbv *v, const char *move, char *why, size_t len);
/* Clears the half-made move. */
void zbv_reset(zbv *v);
/* The code of the selected hand card, or NULL. */
const char *zbv_selected_code(const zbv *v, char code[ZB_CODE_LEN]);
/* The move that laying the selected card (or the pending joker's card, or
 * the mouse's card) into moon target (a colour or -1 for new) would be. */
bool zbv_target_move(const zbv *v, int target, char *move, size_t len);
/* The buttons the prompt panel offers now (fills v->buttons' kinds and labels). */
void zbv_collect_buttons(zbv *v, bool may_act);

#endif
