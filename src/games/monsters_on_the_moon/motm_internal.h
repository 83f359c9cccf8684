/* SPDX-License-Identifier: MIT */
/* Monsters on the Moon: what the rules files share among themselves (not for
 * views or other modules). */
#ifndef MOTM_INTERNAL_H
#define MOTM_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "monstermoon/games/monsters_on_the_moon.h"

/* ------------------------------------------------------------------ state */

motm_state *motm_mut(mm_state *state);
mm_state *motm_wrap(motm_state *s);

/* ------------------------------------------------------------------- deck */

/* The card holding `monster`'s first (which = 0) or second double head. */
int motm_double_card(int monster, int which);
/* The monster whose double head a card shows, or -1. */
int motm_double_monster(int card);

/* --------------------------------------------------------------- geometry */

bool motm_in_grid(int x, int y);

/* Fully walled areas of the layout, computed once per question. */
typedef struct motm_areas {
    int x0, y0, w, h; /* the box: the enclosing walls' extent and a margin */
    int n;            /* number of areas; 0 when there are none (id may be NULL) */
    uint8_t *id;      /* w * h, row-major; 0 = not enclosed */
} motm_areas;
void motm_areas_build(const motm_state *s, motm_areas *a);
void motm_areas_free(motm_areas *a);
int motm_area_at(const motm_areas *a, int x, int y);
/* Whether `seat`'s monster shows at least one visible head in area `id`. */
bool motm_seat_in_area(const motm_state *s, const motm_areas *a, int seat, int id);

/* Whether `seat` may lay `card` at (x, y) turned `rot`; `start`: as a start
 * card of the free arrangement. `areas` may be NULL (computed when needed). */
bool motm_check_place(const motm_state *s, const motm_areas *areas, int seat, int x, int y, int rot,
                      bool start, char *why, size_t len);
/* Whether a card is in the seat's hand (or, start, an unplaced start card). */
bool motm_card_available(const motm_state *s, int seat, int card, bool start);

/* ------------------------------------------------------------------ walls */

typedef struct motm_wall_set {
    int n;
    motm_wall w[MOTM_WALL_SET_MAX];
} motm_wall_set;

bool motm_edge_walled(const motm_state *s, bool vertical, int x, int y);
/* Parses the walls of "walls h1,2 V3,4 ..." (text after "walls "). */
bool motm_parse_walls(const char *text, motm_wall_set *set, char *why, size_t len);
void motm_format_walls(const motm_wall_set *set, char *buf, size_t len);
/* Puts walls in their canonical order: by row, column, direction, length. */
void motm_sort_walls(motm_wall_set *set);
bool motm_check_walls(const motm_state *s, int seat, const motm_wall_set *set, char *why,
                      size_t len);
/* A random legal set of 3-5 walls for `seat`; false when none was found. */
bool motm_random_walls(const motm_state *s, int seat, mm_rng *rng, motm_wall_set *out);

/* ---------------------------------------------------------------- scoring */

void motm_result(const mm_state *state, mm_result *r);
double motm_evaluate(const mm_state *state, int seat);
/* The searching players' heuristic: also the monster tiles still to come
 * and, with four players, the skeleton's edge. */
double motm_search_evaluate(const mm_state *state, int seat);
/* Tie-break order for the lowest intermediate scorer: crystal points. */
int motm_lowest_scorer(const motm_state *s, int from);

/* ------------------------------------------------------------------ moves */

typedef enum motm_move_kind {
    MOTM_MV_MONSTER,  /* monster witch */
    MOTM_MV_PASS,     /* pass 3 */
    MOTM_MV_LAYOUT,   /* layout landed */
    MOTM_MV_PLACE,    /* 12 3,-1 90 */
    MOTM_MV_DONE,     /* done (free start layout finished) */
    MOTM_MV_TILE,     /* tile 4,0 */
    MOTM_MV_SHIP,     /* ship 2,1 */
    MOTM_MV_END,      /* end (no spaceship this turn) */
    MOTM_MV_WALLS,    /* walls h1,2 v3,4 H5,6 */
    MOTM_MV_CONTINUE, /* continue 2 */
    MOTM_MV_MISSION   /* mission 5 */
} motm_move_kind;

typedef struct motm_move {
    motm_move_kind kind;
    int value; /* monster, card id, layout, seat (0-based) or mission number */
    int x, y, rot;
    motm_wall_set walls;
} motm_move;

/* Parses the notation of docs/games/monsters-on-the-moon.md (syntax only). */
bool motm_parse_move(const char *text, motm_move *mv, char *why, size_t len);
/* Whether `seat` may make the parsed move now (the position is checked). */
bool motm_check_move(const motm_state *s, int seat, const motm_move *mv, char *why, size_t len);
void motm_describe(const mm_state *state, const char *text, char *buf, size_t len);

void motm_sample_moves(const mm_state *state, mm_rng *rng, int max, mm_move_list *out);
/* The same candidates as codes (the same numbers drawn from `rng`). */
int motm_sample_codes(const mm_state *state, mm_rng *rng, int max, mm_code *out);
/* Applies a legal move of the deciding seat (rules.c); `ev` NULL is quiet. */
void motm_apply_move(motm_state *s, const motm_move *mv, mm_events *ev);

/* ------------------------------------------------------------ fast.c */

/* The notation of a move, as `sample_moves` writes it. */
void motm_format_move(const motm_move *mv, char *buf, size_t len);
/* A move as a code; MM_CODE_NONE for a move no code can name (cells or
 * walls too far apart to be legal anywhere). */
mm_code motm_move_code(const motm_move *mv);
void motm_move_from_code(mm_code code, motm_move *mv);
void motm_apply_code(mm_state *state, mm_code code, mm_events *ev);
bool motm_code_from_text(const mm_state *state, const char *text, mm_code *out);
void motm_code_to_text(const mm_state *state, mm_code code, char *buf, size_t len);
void motm_clone_into(mm_state *dst, const mm_state *src);
mm_code motm_random_code(const mm_state *state, mm_rng *rng);

#endif
