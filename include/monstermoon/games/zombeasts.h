/* SPDX-License-Identifier: MIT */
/* Zombeasts: cards, state and events, readable by its view. Only the rules
 * module changes a `zb_state`. Move notation and the deck design are in
 * docs/games/zombeasts.md. */
#ifndef MONSTERMOON_GAMES_ZOMBEASTS_H
#define MONSTERMOON_GAMES_ZOMBEASTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "monstermoon/game.h"

extern const mm_game mm_game_zombeasts;

/* ===================================================================== cards */

typedef enum zb_colour {
    ZB_BLUE,
    ZB_ORANGE,
    ZB_RED,
    ZB_GREEN,
    ZB_WHITE, /* the jokers */
    ZB_NCOLOURS
} zb_colour;

typedef enum zb_animal {
    ZB_NO_ANIMAL = -1, /* four of the jokers */
    ZB_DOG,
    ZB_CAT,
    ZB_RAT,
    ZB_RABBIT,
    ZB_NANIMALS
} zb_animal;

/* The toys of the master variant; each belongs to one animal. */
typedef enum zb_toy {
    ZB_TOY_NONE,
    ZB_CARROT, /* rabbit: swap a card of your moons for a hand card */
    ZB_MOUSE,  /* cat: add a card of the open stock to one of your moons */
    ZB_BONE,   /* dog: play one extra hand card */
    ZB_PAW,    /* rat: every player ends with exactly 5 hand cards */
    ZB_NTOYS
} zb_toy;

/* The corner of the card that shows the quarter moon. */
typedef enum zb_quarter {
    ZB_LEFT,  /* lower-left corner */
    ZB_RIGHT, /* lower-right corner */
} zb_quarter;

#define ZB_NCARDS 90
#define ZB_NCOLOURED 80 /* ids 0..79: colour * 20 + animal * 5 + k; 80..89 jokers */
/* A card the viewer cannot see (another player's hand, the draw pile). */
#define ZB_HIDDEN (-1)
/* An empty slot of a moon, or no card at all. */
#define ZB_NONE (-2)
#define ZB_START_HAND 3
#define ZB_STOCK_SIZE 3
#define ZB_EMPTY_HAND_DRAW 3 /* cards taken when a hand runs empty */
#define ZB_PAW_HAND 5
#define ZB_MAX_MOONS 5 /* one per colour plus one white-only moon */
#define ZB_MAX_NOTICES 8
#define ZB_CODE_LEN 5 /* "Gd4R" and its terminator */

typedef struct zb_card {
    zb_colour colour;
    zb_animal animal;
    int points; /* victory points, 0..4 */
    int draw;   /* draw number ("Dunkelziffer"), 0..4 */
    zb_quarter quarter;
    zb_toy toy;
} zb_card;

/* ===================================================================== moons */

/* A moon is a 2x2 arrangement whose quarters meet in the middle. Cards with
 * the quarter in the lower-right corner lie top-left (upright) and
 * bottom-right (upside down); lower-left cards lie top-right and
 * bottom-left. So a moon holds two cards of each quarter. */
enum { ZB_SLOT_TL, ZB_SLOT_TR, ZB_SLOT_BL, ZB_SLOT_BR, ZB_MOON_SLOTS };

typedef struct zb_moon {
    zb_colour colour;        /* ZB_WHITE while it holds only jokers */
    int slot[ZB_MOON_SLOTS]; /* card ids or ZB_NONE */
} zb_moon;

/* ===================================================================== state */

typedef enum zb_phase {
    ZB_PHASE_PLAY,    /* the current player must lay a hand card (or, stuck, go minus) */
    ZB_PHASE_FOLLOW,  /* a card was laid: attack, toy, or stop */
    ZB_PHASE_BONUS,   /* a moon of four animals: choose a card of the open stock */
    ZB_PHASE_DISCARD, /* the paw: `discarder` discards down to 5 hand cards */
    ZB_PHASE_DRAW,    /* the current player draws `to_draw` more cards */
    ZB_PHASE_OVER
} zb_phase;

/* "Otto took your red rat": shown to the robbed seat until its turn ends. */
typedef struct zb_notice {
    int by;   /* the seat that took it */
    int card; /* what it took */
} zb_notice;

typedef struct zb_state {
    int nseats;
    bool master; /* the Zombeast-master variant: toys count */
    mm_rng rng;  /* shuffles and blind takes */

    int pile[ZB_NCARDS]; /* draw pile, top is pile[npile - 1] */
    int npile;
    int stock[ZB_STOCK_SIZE]; /* the open stock */
    int nstock;
    int hand[MM_MAX_SEATS][ZB_NCARDS]; /* in the order the cards arrived */
    int nhand[MM_MAX_SEATS];
    zb_moon moons[MM_MAX_SEATS][ZB_MAX_MOONS]; /* unfinished, in the order begun */
    int nmoons[MM_MAX_SEATS];
    int won[MM_MAX_SEATS][ZB_NCARDS]; /* points pile: cards of finished moons */
    int nwon[MM_MAX_SEATS];
    int bonus[MM_MAX_SEATS][ZB_NCARDS]; /* points pile: bonus cards from the stock */
    int nbonus[MM_MAX_SEATS];
    int minus[MM_MAX_SEATS][ZB_NCARDS]; /* face-up minus cards */
    int nminus[MM_MAX_SEATS];
    int discard[ZB_NCARDS]; /* paw discards and, at the end, unfinished moons */
    int ndiscard;
    /* Per card in a hand: bit s set when seat s knows it is there (it came
     * from the open stock or a moon, or s took it or lost it). */
    uint8_t known[ZB_NCARDS];
    zb_notice notices[MM_MAX_SEATS][ZB_MAX_NOTICES];
    int nnotices[MM_MAX_SEATS];

    int current; /* whose turn it is */
    zb_phase phase;
    /* The play part of a turn. */
    int last_hand;         /* the card whose draw number counts, or ZB_NONE */
    int follow_card;       /* FOLLOW/BONUS: the card just laid */
    zb_colour follow_moon; /* ... and the colour of the moon it went to */
    bool follow_attack;    /* it triggered a Zombeast attack */
    zb_toy follow_toy;     /* its toy, usable now (master variant), or ZB_TOY_NONE */
    bool extra_play;       /* another hand card may be laid (attack or bone) */
    int laid;              /* cards laid this turn */
    /* The draw part. */
    int to_draw;
    unsigned taken_from; /* seats drawn from blind this turn (bit per seat) */
    /* Cards (bit per kind, zb_card_kind) that the carrot sent back to the
     * hand this turn: the carrot does not swap them in again before the turn
     * ends, so that two carrot cards cannot trade places for ever. */
    uint64_t carrot_back[2];
    /* The paw: who discards next (ZB_PHASE_DISCARD). */
    int discarder;
    /* The end: -1 until the draw pile ran out; then the turns still to come. */
    int final_left;
    int turns;
} zb_state;

/* ==================================================================== events */

typedef enum zb_event_kind {
    ZB_EV_TURN,       /* seat's turn begins */
    ZB_EV_LAY,        /* seat lays a: card into its moon b: colour; c: slot; d: 0 from the
                         hand (or taken with a joker), 1 new moon, 2 from the stock (mouse) */
    ZB_EV_TAKEOVER,   /* seat's moon becomes colour a (white taken over, or turned white) */
    ZB_EV_JOKER_SWAP, /* seat puts joker a into seat b's moon of colour d, taking card c */
    ZB_EV_ATTACK,     /* seat's card a found another b: animal in its moon */
    ZB_EV_TOY,        /* seat uses a: toy (b: the card; the mouse's card for ZB_MOUSE) */
    ZB_EV_MOON,       /* seat finished its moon of colour a worth b points */
    ZB_EV_BONUS,      /* seat takes a: card of the open stock as bonus */
    ZB_EV_CARROT,     /* seat swaps a: moon card out for b: hand card, moon colour c */
    ZB_EV_DISCARD,    /* seat discards a: card (paw) */
    ZB_EV_MINUS,      /* seat lays its hand of a: cards face up as minus cards */
    ZB_EV_DRAW_PILE,  /* seat draws a: card from the pile; b: why (zb_draw_why) */
    ZB_EV_DRAW_STOCK, /* seat draws a: card from the open stock */
    ZB_EV_TAKE,       /* seat takes a: card blind from seat b's hand */
    ZB_EV_REFILL,     /* a: card refills the open stock */
    ZB_EV_STOP,       /* seat ends its chain */
    ZB_EV_PASS,       /* seat has no cards: the turn passes */
    ZB_EV_LAST_ROUND, /* the draw pile is empty: everybody else has one more turn */
    ZB_EV_UNFINISHED, /* seat's a: unfinished moons are discarded at the end */
    ZB_EV_GAME_OVER,
    ZB_EV_NO_BONUS /* seat leaves the bonus card of four animals in the stock */
} zb_event_kind;

/* Why a card came from the pile (b of ZB_EV_DRAW_PILE). */
typedef enum zb_draw_why {
    ZB_DRAW_TURN,       /* the draw part of a turn */
    ZB_DRAW_EMPTY_HAND, /* a hand ran empty: take 3 */
    ZB_DRAW_PAW,        /* filling up to 5 */
    ZB_DRAW_MINUS       /* 3 new cards after laying the hand as minus cards */
} zb_draw_why;

/* ================================================================= functions */

/* The state behind an mm_state of this game. */
const zb_state *zb_from(const mm_state *state);
/* What a card shows. */
zb_card zb_card_info(int card);
/* Short code as used in moves: colour, animal, draw number, quarter ("Gd4R",
 * "Wc0L", "W-0R"). Equal codes mean interchangeable cards. */
void zb_card_code(int card, char *buf, size_t len);
/* The card with this code (the first of equal ones), or -1. */
int zb_card_by_code(const char *code);
/* Translated short name: "green dog", "cat joker", "joker". */
const char *zb_card_name(int card);
/* Translated names and letters of colours, animals and toys. */
const char *zb_colour_name(zb_colour colour);
char zb_colour_letter(zb_colour colour);
const char *zb_animal_name(zb_animal animal);
const char *zb_toy_name(zb_toy toy);
/* The seat that decides now (the discarder during the paw), or MM_NOBODY. */
int zb_deciding_seat(const zb_state *s);
/* Index of seat's unfinished moon of a colour, or -1. */
int zb_find_moon(const zb_state *s, int seat, zb_colour colour);
/* The quarter a slot takes. */
zb_quarter zb_slot_quarter(int slot);
/* Victory points on seat's points pile (finished moons plus bonus cards)
 * and on its minus cards. */
int zb_points_won(const zb_state *s, int seat);
int zb_points_minus(const zb_state *s, int seat);
/* Whether `seat` may lay any hand card now (joker swaps included). */
bool zb_can_lay(const zb_state *s, int seat);
/* Whether an event's card is visible to `viewer` (pile draws and blind takes
 * show their card only to those involved). */
bool zb_event_shows_card(const mm_event *event, int viewer);

#endif
