/* SPDX-License-Identifier: MIT */
/* Monsters on the Moon: state, components and queries, readable by its view
 * and its tests. Only the rules module changes a `motm_state`. Components
 * (card faces, crystal track, missions, start layouts) and the move notation
 * are documented in docs/games/monsters-on-the-moon.md. */
#ifndef MONSTERMOON_GAMES_MONSTERS_ON_THE_MOON_H
#define MONSTERMOON_GAMES_MONSTERS_ON_THE_MOON_H

#include <stdbool.h>
#include <stdint.h>

#include "monstermoon/game.h"

extern const mm_game mm_game_monsters_on_the_moon;

/* ================================================================ components */

enum { MOTM_WEREWOLF, MOTM_WITCH, MOTM_VAMPIRE, MOTM_SKELETON, MOTM_NMONSTERS };

/* Card ids: 0-19 the deck for 2-3 players (and solo), 20-25 the "=4" cards,
 * 26 and 27 the moon landscapes, 28 Armstrong. Notation and art number them
 * from 1 (id + 1). */
#define MOTM_NBASE 20
#define MOTM_NDECK4 26
#define MOTM_LANDSCAPE_1 26
#define MOTM_LANDSCAPE_2 27
#define MOTM_ARMSTRONG 28
#define MOTM_NCARDS 29
#define MOTM_CARD_SQUARES 6
/* A card or mission the viewer cannot see. */
#define MOTM_HIDDEN (-1)
/* Another seat's pass choice, made but not shown. */
#define MOTM_PASS_SECRET (-2)

/* What one square shows. */
typedef enum motm_kind {
    MOTM_SQ_TABLE,    /* no card here (empty table) */
    MOTM_SQ_EMPTY,    /* moon surface */
    MOTM_SQ_CRYSTAL,  /* a moon crystal */
    MOTM_SQ_HEAD,     /* one monster head */
    MOTM_SQ_DOUBLE,   /* a double head: two monsters, always a group */
    MOTM_SQ_ARMSTRONG,/* Armstrong himself: never covered */
    MOTM_SQ_CAMP      /* Armstrong's base camp: never covered */
} motm_kind;

typedef struct motm_square {
    motm_kind kind;
    int monster; /* MOTM_SQ_HEAD / MOTM_SQ_DOUBLE: whose head, else -1 */
} motm_square;

/* Square `face` (row * 3 + column, card unrotated: 3 wide, 2 tall). */
motm_square motm_card_square(int card, int face);
/* Whether the card is a landscape or Armstrong card (crystals placed on its
 * empty squares count). */
bool motm_card_is_landscape(int card);
/* Monster name ("werewolf") for notation, and its translated display name. */
const char *motm_monster_key(int monster);
const char *motm_monster_name(int monster);

/* The crystal track of the side for `nseats` players (2-4). */
int motm_track_last(int nseats);              /* index of the last field */
int motm_track_points(int nseats, int field); /* victory points of a field */
int motm_track_red(int nseats, int which);    /* field of red field 0 or 1 */

#define MOTM_NMISSIONS 8
#define MOTM_OPEN_MISSIONS 3
/* Missions are numbered 1-8; 1-6 are used in the open call. */
const char *motm_mission_title(int mission);
const char *motm_mission_text(int mission);
int motm_mission_bonus(int mission);

/* The start layouts: five presets after the rulebook's suggestions, then the
 * free arrangement. */
enum {
    MOTM_LAYOUT_LANDED,
    MOTM_LAYOUT_NEIGHBOURS,
    MOTM_LAYOUT_CONFRONTATION,
    MOTM_LAYOUT_SETTLEMENT,
    MOTM_LAYOUT_FAR,
    MOTM_LAYOUT_FREE,
    MOTM_NLAYOUTS
};
/* One card of a preset: which card (0, 1 = the two drawn monster cards;
 * otherwise the landscape/Armstrong card id), anchor and quarter turns. */
typedef struct motm_preset_card {
    int which;
    int x, y, rot;
} motm_preset_card;
const char *motm_layout_key(int layout);
const char *motm_layout_name(int layout);
/* Fills up to 5 cards of a preset (not MOTM_LAYOUT_FREE); returns how many. */
int motm_layout_cards(int layout, motm_preset_card out[5]);

/* The solo rating for a score (translated). */
const char *motm_solo_rating(int score);

/* ============================================================== geometry */

/* The layout lives on a grid of cells; (0, 0) is the first start card's
 * anchor. Cells outside -MOTM_ORIGIN .. MOTM_GRID - MOTM_ORIGIN - 1 are out of
 * reach (far more than a game can use). */
#define MOTM_GRID 192
#define MOTM_ORIGIN 96

/* One cell of a card's footprint and which square of the card lies there. */
typedef struct motm_cell {
    int x, y, face;
} motm_cell;

/* The six cells of a card with its top-left anchor at (x, y), turned `rot`
 * quarter turns clockwise (0, 2: 3 wide, 2 tall; 1, 3: 2 wide, 3 tall). */
void motm_footprint(int x, int y, int rot, motm_cell out[MOTM_CARD_SQUARES]);
/* Width and height of the footprint for a rotation. */
void motm_footprint_size(int rot, int *w, int *h);

/* Moon walls lie on cell edges. A horizontal unit edge (x, y) is the top edge
 * of cell (x, y); a vertical one its left edge. A long wall covers the unit
 * edge and the next one to the right (horizontal) or below (vertical). */
typedef struct motm_wall {
    bool vertical;
    bool is_long;
    int x, y;
    int seat;
} motm_wall;

/* ================================================================= state */

#define MOTM_HAND_MAX 12
#define MOTM_MAX_PLACED 32
#define MOTM_MAX_WALLS 36
#define MOTM_SHIPS 2
#define MOTM_TILES 2
#define MOTM_WALL_SET_MIN 3
#define MOTM_WALL_SET_MAX 5

typedef enum motm_phase {
    MOTM_PHASE_MONSTER,  /* seats choose monsters in turn */
    MOTM_PHASE_PASS,     /* seats choose which double-head card to pass right */
    MOTM_PHASE_LAYOUT,   /* the start player picks a start layout */
    MOTM_PHASE_FREE,     /* the start player arranges the start cards freely */
    MOTM_PHASE_PLAY,     /* turns */
    MOTM_PHASE_CONTINUE, /* after intermediate scoring: who continues */
    MOTM_PHASE_MISSION,  /* at final scoring: each seat picks a mission */
    MOTM_PHASE_OVER
} motm_phase;

typedef enum motm_step {
    MOTM_STEP_MAIN, /* place a card (or, advanced, 3-5 walls) */
    MOTM_STEP_TILE, /* put a monster tile on an opposing head of this turn's card */
    MOTM_STEP_SHIP  /* optionally land a spaceship, or end the turn */
} motm_step;

typedef enum motm_missions { MOTM_MISSIONS_NONE, MOTM_MISSIONS_SECRET, MOTM_MISSIONS_OPEN } motm_missions;

/* A card in the layout, in the order laid: later ones lie on top. */
typedef struct motm_placed {
    int card;
    int x, y, rot;
    int seat; /* who laid it; -1 for the start layout */
} motm_placed;

typedef struct motm_ship {
    int x, y, seat;
} motm_ship;

/* A monster tile on a head: visible while the card it lies on is on top. */
typedef struct motm_tile {
    int x, y, seat;
    int layer; /* index in `placed` of the card it lies on */
} motm_tile;

/* Intermediate (or final) head points and how they came about. */
typedef struct motm_heads {
    int single, grouped;               /* points outside walled areas */
    int walled_single, walled_grouped; /* points inside fully walled areas */
    int largest;                       /* heads in the largest group */
    int total;                         /* single + grouped + walled_* */
} motm_heads;

typedef struct motm_state {
    int nseats;
    bool solo, advanced;
    motm_missions missions;
    mm_rng rng;
    motm_phase phase;
    motm_step step;
    int current;     /* the seat deciding now */
    int starter;     /* the start player */
    int monster[MM_MAX_SEATS];
    /* Draw pile: top is deck[ndeck - 1]. */
    int deck[MOTM_NCARDS];
    int ndeck;
    int hand[MM_MAX_SEATS][MOTM_HAND_MAX];
    int nhand[MM_MAX_SEATS];
    /* Chosen during MOTM_PHASE_PASS, else -1; MOTM_PASS_SECRET in views of
     * other seats once chosen. */
    int pass_card[MM_MAX_SEATS];
    int passed[MM_MAX_SEATS];    /* the card each seat gave away (setup) */
    int start_cards[2];          /* the two drawn monster cards of the start layout */
    int layout;                  /* chosen start layout, or -1 */
    motm_placed placed[MOTM_MAX_PLACED];
    int nplaced;
    /* top[y + MOTM_ORIGIN][x + MOTM_ORIGIN]: 1 + index in `placed`, 0 = table. */
    uint8_t top[MOTM_GRID][MOTM_GRID];
    motm_ship ships[MM_MAX_SEATS * MOTM_SHIPS];
    int nships;
    motm_tile tiles[MM_MAX_SEATS * MOTM_TILES];
    int ntiles;
    bool tile_taken[MM_MAX_SEATS][MOTM_TILES]; /* taken from red field 0 / 1 */
    int track[MM_MAX_SEATS];                   /* field on the crystal track */
    int pending_tiles;                         /* tiles still to put down this turn */
    int turn_card;                             /* index in `placed` of this turn's card, or -1 */
    bool ship_this_turn;                       /* a spaceship landed this turn */
    motm_wall walls[MOTM_MAX_WALLS];
    int nwalls;
    int short_walls[MM_MAX_SEATS], long_walls[MM_MAX_SEATS]; /* supply left */
    bool intermediate_done;
    motm_heads intermediate[MM_MAX_SEATS];
    int chooser; /* MOTM_PHASE_CONTINUE: the lowest scorer */
    /* Missions: secret ones per seat (2), the open call (3), the choice. */
    int secret[MM_MAX_SEATS][2];
    int open[MOTM_OPEN_MISSIONS];
    int chosen[MM_MAX_SEATS]; /* chosen mission number, or 0 */
    int turns;
} motm_state;

typedef enum motm_event_kind {
    MOTM_EV_MONSTER,      /* seat chose a: monster */
    MOTM_EV_PASS,         /* seat passed a card to b: seat (a hidden for others: -1) */
    MOTM_EV_DRAW,         /* seat drew a: card (only meaningful for that seat's view) */
    MOTM_EV_LAYOUT,       /* a: start layout chosen */
    MOTM_EV_PLACE,        /* seat laid a: placed index (card in placed[a]) */
    MOTM_EV_CRYSTALS,     /* seat moved on the crystal track from a to b */
    MOTM_EV_TILE_TAKEN,   /* seat took the tile of red field a */
    MOTM_EV_TILE,         /* seat put a tile on cell (a, b) */
    MOTM_EV_TILE_LOST,    /* seat's tile found no opposing head: lost */
    MOTM_EV_SHIP,         /* seat landed a spaceship on cell (a, b) */
    MOTM_EV_WALLS,        /* seat placed a walls (the last a entries of `walls`) */
    MOTM_EV_INTERMEDIATE, /* intermediate scoring; a: the seat who chooses */
    MOTM_EV_CONTINUE,     /* seat chose a: seat to continue */
    MOTM_EV_SKIP,         /* seat can do nothing and is skipped */
    MOTM_EV_MISSION,      /* seat chose a: mission */
    MOTM_EV_TURN,         /* seat's turn begins */
    MOTM_EV_FINAL,        /* final scoring */
    MOTM_EV_GAME_OVER
} motm_event_kind;

/* The state behind an mm_state of this game. */
const motm_state *motm_from(const mm_state *state);

/* ============================================================== queries */

/* The square of placed card `p` lying at a cell, or -1 if it does not cover it. */
int motm_face_at(const motm_placed *p, int x, int y);
/* Index in `placed` of the card on top at a cell, or -1. */
int motm_top_at(const motm_state *s, int x, int y);
/* What is visible at a cell (monster tiles included). */
motm_square motm_square_at(const motm_state *s, int x, int y);
/* The square printed on the top card at a cell (monster tiles ignored). */
motm_square motm_printed_at(const motm_state *s, int x, int y);
/* How many cards lie at a cell (0 = table). */
int motm_depth_at(const motm_state *s, int x, int y);
/* The seat whose visible spaceship stands at a cell, or -1. */
int motm_ship_at(const motm_state *s, int x, int y);
/* The seat whose visible monster tile lies at a cell, or -1. */
int motm_tile_at(const motm_state *s, int x, int y);
/* Whether a unit edge carries a wall (see motm_wall for edges). */
bool motm_wall_at(const motm_state *s, bool vertical, int x, int y);
/* The bounding box of all cards (cells), false when the layout is empty. */
bool motm_layout_bounds(const motm_state *s, int *x0, int *y0, int *x1, int *y1);

/* Enclosed areas: `region` gets, for every cell of the box x0..x0+w-1,
 * y0..y0+h-1 (row-major), the id (>= 1) of the fully walled area it belongs
 * to, or 0. Returns the number of areas. */
int motm_regions(const motm_state *s, int x0, int y0, int w, int h, int *region);

/* Head scoring of `seat`'s monster as it stands. `group` (optional, same box
 * convention as motm_regions) receives per cell: 0 = not the seat's head,
 * 1 = single head, 2 = in a group, 3 = in the largest group. */
void motm_score_heads(const motm_state *s, int seat, motm_heads *out, int x0, int y0, int w,
                      int h, int *group);

/* Solo: the three parts of the score. */
typedef struct motm_solo {
    int vampires, crystals, others, total;
} motm_solo;
void motm_score_solo(const motm_state *s, motm_solo *out);

/* Victory points of a seat's field on the crystal track. */
int motm_crystal_points(const motm_state *s, int seat);
/* Whether a seat fulfils a mission as the layout stands. */
bool motm_mission_met(const motm_state *s, int seat, int mission);
/* The missions a seat may choose from (secret pair or open call); returns n. */
int motm_mission_options(const motm_state *s, int seat, int out[MOTM_OPEN_MISSIONS]);

/* What a card placement would do, for the table's preview. */
typedef struct motm_preview {
    bool legal;
    char why[MM_REASON_MAX];
    motm_cell cells[MOTM_CARD_SQUARES];
    bool covers[MOTM_CARD_SQUARES];   /* the cell covers a visible square */
    int crystals;                     /* crystal fields gained */
    int heads_covered[MOTM_NMONSTERS];/* heads covered per monster */
    int score_before, score_after;    /* the mover's current points (heads, crystals) */
    bool takes_tile;                  /* reaches a red field */
} motm_preview;
/* Fills the preview of placing `card` (from `seat`'s hand, or a start card
 * during the free arrangement) at (x, y) turned `rot`. */
void motm_preview_place(const mm_state *state, int seat, int card, int x, int y, int rot,
                        motm_preview *out);

/* Writes the move text of a card placement. */
void motm_format_place(int card, int x, int y, int rot, char *buf, size_t len);

/* The seat's points as they stand (intermediate + heads + largest group +
 * crystals + mission); the solo score in solo games. */
int motm_current_points(const motm_state *s, int seat);

/* After the intermediate scoring, the seat that will lay the game's last
 * card (hands are played out in turn from `current`): nobody can cover it. */
int motm_last_to_lay(const motm_state *s);
/* Spaceships a seat has not landed yet (0 in solo games). */
int motm_ships_left(const motm_state *s, int seat);
/* Whether the seat has a spaceship and a visible crystal without one exists. */
bool motm_can_land_ship(const motm_state *s, int seat);
/* Whether (x, y) is an opposing head on this turn's card (for a monster tile). */
bool motm_tile_target(const motm_state *s, int seat, int x, int y);
/* Whether `seat` could place a legal set of walls now (advanced). */
bool motm_can_place_walls(const motm_state *s, int seat);

#endif
