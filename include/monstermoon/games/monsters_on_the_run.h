/* SPDX-License-Identifier: MIT */
/* Monster auf der Flucht (Monsters on the Run): state and events, readable by
 * its view. Only the rules module changes a `mor_state`. Move notation is in
 * docs/games/monsters-on-the-run.md. */
#ifndef MONSTERMOON_GAMES_MONSTERS_ON_THE_RUN_H
#define MONSTERMOON_GAMES_MONSTERS_ON_THE_RUN_H

#include <stdbool.h>

#include "monstermoon/game.h"

extern const mm_game mm_game_monsters_on_the_run;

enum {
    MOR_HAIRY,
    MOR_GREEN,
    MOR_ORANGE,
    MOR_YELLOW,
    MOR_PURPLE,
    MOR_NMONSTERS
};

typedef enum mor_card_kind {
    MOR_CARD_TWO,      /* two monsters: move one of them */
    MOR_CARD_ONE,      /* one monster: move it or bet on it */
    MOR_CARD_FAV_SWAP, /* swap an open favourite with another player's */
    MOR_CARD_POS_SWAP, /* two neighbouring monsters trade places */
    MOR_CARD_FAVOURITE /* a favourite card from setup (not a planet card) */
} mor_card_kind;

#define MOR_NPLANET_CARDS 55
/* Card ids 55..59 are the five favourite cards from setup, one per monster. */
#define MOR_FAVOURITE_CARD(m) (MOR_NPLANET_CARDS + (m))
#define MOR_NCARDS (MOR_NPLANET_CARDS + MOR_NMONSTERS)
/* A card or tile the viewer cannot see. */
#define MOR_HIDDEN (-1)
#define MOR_TRACK_CARDS 18
#define MOR_DRAW_CARDS (MOR_NPLANET_CARDS - MOR_TRACK_CARDS)
#define MOR_HAND_MAX 3
#define MOR_OPEN_BETS_MAX 2
/* Victory points of the places I..V. */
#define MOR_PLACE_POINTS {0, 3, 2, 1, -1}

typedef struct mor_card {
    mor_card_kind kind;
    int a, b; /* monsters shown (b only on two-monster cards), else -1 */
} mor_card;

typedef enum mor_end {
    MOR_END_NONE,
    MOR_END_OUTERMOST, /* a monster reached the outermost card */
    MOR_END_SUPERNOVA  /* the card to draw had a monster on it */
} mor_end;

typedef struct mor_state {
    int nseats;
    mm_rng rng;
    int draw[MOR_DRAW_CARDS]; /* draw pile, top is draw[ndraw - 1] */
    int ndraw;
    /* The spiral: absolute positions 0 (home planet, innermost) to
     * MOR_TRACK_CARDS - 1 (outermost). Supernova removes cards from the inside,
     * so only positions track_inner .. MOR_TRACK_CARDS - 1 are still there. */
    int track[MOR_TRACK_CARDS];
    int track_inner;
    int pos[MOR_NMONSTERS];                     /* absolute track position */
    int hand[MM_MAX_SEATS][MOR_HAND_MAX];
    int nhand[MM_MAX_SEATS];
    int bets[MM_MAX_SEATS][MOR_OPEN_BETS_MAX + 1]; /* open favourite card ids */
    int nbets[MM_MAX_SEATS];
    int tile[MM_MAX_SEATS];                        /* secret favourite tile */
    int discard[MOR_NCARDS];
    int ndiscard;
    int current;     /* whose turn it is */
    mor_end end;
    int end_seat;    /* with MOR_END_SUPERNOVA: who could not draw */
    int turns;       /* turns played so far */
} mor_state;

typedef enum mor_event_kind {
    MOR_EV_DRAW,       /* seat draws a: card, b: 0 pile / 1 track, c: track position */
    MOR_EV_PLAY,       /* seat plays a: card */
    MOR_EV_MOVE,       /* a: monster jumps from b to c (positions) */
    MOR_EV_BET,        /* seat lays a: card as open favourite */
    MOR_EV_DISCARD_BET,/* seat discards a: open favourite card */
    MOR_EV_FAV_SWAP,   /* seat gives a: card to b: seat and gets c: card */
    MOR_EV_POS_SWAP,   /* a, b: monsters trade places c <-> d */
    MOR_EV_VOID,       /* seat's a: card had no effect */
    MOR_EV_TURN,       /* seat's turn begins */
    MOR_EV_GAME_OVER   /* a: mor_end */
} mor_event_kind;

/* The state behind an mm_state of this game. */
const mor_state *mor_from(const mm_state *state);
/* What a card shows. */
mor_card mor_card_info(int card);
/* Letter code of a monster (H, G, O, Y, P) and its translated name. */
char mor_monster_letter(int monster);
const char *mor_monster_name(int monster);
/* Whether a monster still stands on the home planet. */
bool mor_monster_at_home(const mor_state *s, int monster);
/* Place (0 = I .. 4 = V) each monster would get if the game ended now. */
void mor_places(const mor_state *s, int place[MOR_NMONSTERS]);
/* The track position a monster would jump to. */
int mor_jump_target(const mor_state *s, int monster);
/* Short card code as used in moves ("HG", "O", "FS", "PS"). */
void mor_card_code(int card, char *buf, size_t len);

#endif
