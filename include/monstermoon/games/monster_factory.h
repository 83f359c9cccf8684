/* SPDX-License-Identifier: MIT */
/* Monster Factory: state, tiles and events, readable by its view. Only the
 * rules module changes an `mf_state`. The tile set, the decisions the
 * rulebook leaves open and the move notation are in docs/games/monster-factory.md. */
#ifndef MONSTERMOON_GAMES_MONSTER_FACTORY_H
#define MONSTERMOON_GAMES_MONSTER_FACTORY_H

#include <stdbool.h>
#include <stddef.h>

#include "monstermoon/game.h"

extern const mm_game mm_game_monster_factory;

#define MF_NTILES 88
/* Every monster holds at least one tile, so there are never more monsters. */
#define MF_MAX_MONSTERS MF_NTILES
/* With the "choose" options a new monster's start tile is picked from this many. */
#define MF_OFFER_MAX 3
/* A stack tile the viewer cannot see (in `view_for` copies). */
#define MF_HIDDEN (-1)
/* Placements stay within this many cells of a monster's start tile (a monster
 * of all 88 tiles in a row would still fit). */
#define MF_REACH 90
/* Distinct tile designs (a design in a given rotation is still the same design). */
#define MF_NKINDS 16

/* What one edge of a tile shows. */
typedef enum mf_edge {
    MF_BLANK,
    MF_THIN,  /* a thin (green) monster part */
    MF_THICK, /* a thick (purple) monster part */
} mf_edge;

/* Edge directions, clockwise from the top; rotations are quarter turns clockwise. */
typedef enum mf_dir { MF_NORTH, MF_EAST, MF_SOUTH, MF_WEST } mf_dir;

/* A tile's shape by how many monster parts it joins. */
typedef enum mf_shape {
    MF_SHAPE_END,      /* one part: finishes a limb, a head or a tail */
    MF_SHAPE_STRAIGHT, /* two opposite parts */
    MF_SHAPE_BEND,     /* two parts round a corner */
    MF_SHAPE_BRANCH,   /* three parts */
    MF_SHAPE_HUB,      /* four parts */
} mf_shape;

/* How each player's start tiles come about (setup option `start`). */
typedef enum mf_start {
    MF_START_RANDOM,     /* every start tile is the top tile of the stack */
    MF_START_CHOOSE,     /* first monsters: choose one of three dealt tiles */
    MF_START_CHOOSE_ALL, /* first monsters and minions alike */
} mf_start;

typedef enum mf_phase {
    MF_PHASE_PLACE,  /* `current` places the drawn tile */
    MF_PHASE_CHOOSE, /* `chooser` picks a start tile from the offer */
    MF_PHASE_OVER,
} mf_phase;

typedef enum mf_end {
    MF_END_NONE,
    MF_END_FIRST_MONSTERS, /* every player's first monster is complete */
    MF_END_NO_TILES,       /* a tile had to be drawn and the stack was empty */
} mf_end;

/* Where a tile lies on the table; `monster` is -1 while it is not placed. */
typedef struct mf_place {
    int monster;
    int x, y; /* cells from the monster's start tile; y grows downwards */
    int rot;  /* quarter turns clockwise */
    int seq;  /* 1 for the first tile placed in the game, 2 for the next... */
} mf_place;

/* Slots of the hash of placed tiles by (monster, cell): 88 tiles never fill 256. */
#define MF_CELL_SLOTS 256
/* Open edges of one monster: a start tile shows at most 4, and a placement
 * adds at most its parts minus twice the one it joins (14 branches add 1, 7
 * hubs 2), so never more than 30 (tiles arranged by hand may show more). */
#define MF_FRONTIER_MAX 32

/* An empty cell a monster in progress touches with a thin or thick part: a
 * placement can only go there. `facing` holds, per direction d in bits 2d and
 * 2d + 1, what the neighbour there shows towards the cell: 0 no tile, else
 * 1 + its mf_edge. */
typedef struct mf_spot {
    signed char x, y;
    unsigned char facing;
} mf_spot;

/* A seat's monster in progress as placements see it: its spots ordered by row
 * then column, and the designs (bit per mf_tile_kind) that fit one of them. */
typedef struct mf_frontier {
    unsigned short fit_kinds;
    unsigned char n;
    mf_spot spot[MF_FRONTIER_MAX];
} mf_frontier;

/* A first monster (number 0) or a minion (1, 2, ...) of one player. */
typedef struct mf_monster {
    int owner;
    int number;
    bool done; /* complete: no open thin or thick edge */
} mf_monster;

typedef struct mf_state {
    int nseats;
    mm_rng rng;
    mf_start start;
    int stack[MF_NTILES]; /* face down; the top is stack[nstack - 1] */
    int nstack;
    int box[MF_NTILES]; /* tiles that fitted nowhere, in the order they left */
    int nbox;
    int setup_boxed;    /* box[0..setup_boxed-1] left while the game was created */
    int drawn;               /* the current player's face-up tile, or -1 */
    int offer[MF_OFFER_MAX]; /* face-up start tiles to choose from */
    int noffer;
    mf_place at[MF_NTILES];
    /* Monsters 0..nseats-1 are the players' first monsters (monster i is
     * seat i's); minions follow in the order they were started. */
    mf_monster monsters[MF_MAX_MONSTERS];
    int nmonsters;
    int building[MM_MAX_SEATS]; /* each seat's monster in progress, or -1 */
    mf_phase phase;
    mf_end end;
    int current;    /* whose turn it is */
    int chooser;    /* MF_PHASE_CHOOSE: who picks a start tile */
    int setup_left; /* first monsters still waiting for their chosen start tile */
    int nplaced;    /* tiles placed so far, start tiles included */
    int turns;      /* turns played (start-tile choices are not turns) */
    /* Derived from `at` and `building`, kept up to date by every placement so
     * that listing moves and drawing need not search the table: placed tiles
     * by (monster, cell) (tile + 1, or 0) and each seat's frontier. After
     * arranging tiles by hand, call mf_reindex. */
    unsigned char cell[MF_CELL_SLOTS];
    mf_frontier frontier[MM_MAX_SEATS];
} mf_state;

typedef enum mf_event_kind {
    MF_EV_START,    /* seat's monster a starts with tile b (c: 1 when chosen) */
    MF_EV_OFFER,    /* seat is dealt tiles a, b, c (-1 for none) to choose from */
    MF_EV_DRAW,     /* seat draws tile a */
    MF_EV_DISCARD,  /* seat's tile a fits nowhere and leaves the game */
    MF_EV_PLACE,    /* seat adds tile b to monster a at cell (c, d) */
    MF_EV_COMPLETE, /* seat's monster a is complete: b tiles, c points, d eye tiles */
    MF_EV_TURN,     /* seat's turn begins */
    MF_EV_GAME_OVER /* a: mf_end */
} mf_event_kind;

/* ------------------------------------------------------------------ tiles */

/* Rebuilds the state's cell hash and frontiers from `at` and `building`
 * (tests that arrange a table by hand call it before playing on). */
void mf_reindex(mf_state *s);
/* The state behind an mm_state of this game. */
const mf_state *mf_from(const mm_state *state);
/* The design (0..MF_NKINDS-1) a tile is printed with. */
int mf_tile_kind(int tile);
/* Whether a tile shows an eye (one or more: scoring counts such tiles). */
bool mf_tile_eye(int tile);
/* How many eyes a tile shows (0-3). */
int mf_tile_eyes(int tile);
/* The edge a tile shows towards `dir` when turned `rot` quarter turns clockwise. */
mf_edge mf_tile_edge(int tile, int rot, int dir);
/* How many of a tile's edges show a monster part (1..4). */
int mf_tile_parts(int tile);
/* End piece, straight, bend, branch or hub. */
mf_shape mf_tile_shape(int tile);
/* A translated name for a tile ("a thin end piece with an eye"). */
void mf_tile_name(int tile, char *buf, size_t len);
/* The smallest rotation that shows the same edges as `rot` (symmetric tiles
 * look the same in several rotations). */
int mf_canonical_rot(int tile, int rot);
/* Column offset of the neighbour in a direction. */
int mf_dx(int dir);
/* Row offset of the neighbour in a direction. */
int mf_dy(int dir);

/* -------------------------------------------------------------- monsters */

/* The tile at a cell of a monster, or -1. */
int mf_tile_at(const mf_state *s, int monster, int x, int y);
/* Tiles in a monster. */
int mf_monster_size(const mf_state *s, int monster);
/* Tiles of a monster that show an eye. */
int mf_monster_eyes(const mf_state *s, int monster);
/* Thin and thick edges of the monster that face an empty cell. */
int mf_open_edges(const mf_state *s, int monster);
/* Points the monster is worth once complete: its tiles for a first monster,
 * its eye tiles for a minion. */
int mf_monster_value(const mf_state *s, int monster);
/* The smallest cell rectangle holding the monster (inclusive). */
void mf_monster_bounds(const mf_state *s, int monster, int *x0, int *y0, int *x1, int *y1);
/* Whether `seat` may add tiles to `monster` now; if not, a translated reason. */
bool mf_may_build_on(const mf_state *s, int seat, int monster, char *why, size_t len);
/* Rotations (bit r for r quarter turns) in which `tile` fits at the cell:
 * every touching edge matches and at least one thin or thick part connects.
 * Says nothing about whose monster it is. */
unsigned mf_fit_mask(const mf_state *s, int tile, int monster, int x, int y);
/* Whether placing `tile` there would complete the monster (assumes it fits). */
bool mf_would_complete(const mf_state *s, int tile, int monster, int x, int y, int rot);
/* Open edges the monster would have after placing `tile` there (assumes it fits). */
int mf_open_edges_after(const mf_state *s, int tile, int monster, int x, int y, int rot);
/* The move text for placing the drawn tile on a monster in progress. */
void mf_format_place(const mf_state *s, int monster, int x, int y, int rot, char *buf, size_t len);
/* The translated name of a monster: "Player 2's first monster", "Player 2's minion 1". */
void mf_monster_name(const mf_state *s, int monster, char *buf, size_t len);

#endif
