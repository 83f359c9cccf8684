/* SPDX-License-Identifier: MIT */
/* Monsters on the Moon: the layout's geometry. Cards on an (in practice)
 * unbounded grid, what is visible where, fully walled areas, and whether a
 * card may be laid somewhere. */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/i18n.h"
#include "motm_internal.h"

motm_state *motm_mut(mm_state *state)
{
    return (motm_state *)(void *)state;
}

mm_state *motm_wrap(motm_state *s)
{
    return (mm_state *)(void *)s;
}

const motm_state *motm_from(const mm_state *state)
{
    return (const motm_state *)(const void *)state;
}

/* ============================================================== footprints */

void motm_footprint_size(int rot, int *w, int *h)
{
    *w = rot % 2 ? 2 : 3;
    *h = rot % 2 ? 3 : 2;
}

void motm_footprint(int x, int y, int rot, motm_cell out[MOTM_CARD_SQUARES])
{
    assert(rot >= 0 && rot < 4);
    for (int r = 0; r < 2; r++) {
        for (int c = 0; c < 3; c++) {
            motm_cell *cell = &out[r * 3 + c];
            cell->face = r * 3 + c;
            switch (rot) {
            case 0:
                cell->x = x + c, cell->y = y + r;
                break;
            case 1: /* a quarter turn clockwise: the left column becomes the top row */
                cell->x = x + 1 - r, cell->y = y + c;
                break;
            case 2:
                cell->x = x + 2 - c, cell->y = y + 1 - r;
                break;
            default:
                cell->x = x + r, cell->y = y + 2 - c;
                break;
            }
        }
    }
}

int motm_face_at(const motm_placed *p, int x, int y)
{
    int dx = x - p->x, dy = y - p->y, w, h;
    motm_footprint_size(p->rot, &w, &h);
    if (dx < 0 || dy < 0 || dx >= w || dy >= h)
        return -1;
    switch (p->rot) {
    case 0:
        return dy * 3 + dx;
    case 1:
        return (1 - dx) * 3 + dy;
    case 2:
        return (1 - dy) * 3 + (2 - dx);
    default:
        return dx * 3 + (2 - dy);
    }
}

bool motm_in_grid(int x, int y)
{
    return x >= -MOTM_ORIGIN && y >= -MOTM_ORIGIN && x < MOTM_GRID - MOTM_ORIGIN &&
           y < MOTM_GRID - MOTM_ORIGIN;
}

/* ================================================================ queries */

int motm_top_at(const motm_state *s, int x, int y)
{
    if (!motm_in_grid(x, y))
        return -1;
    return (int)s->top[y + MOTM_ORIGIN][x + MOTM_ORIGIN] - 1;
}

motm_square motm_printed_at(const motm_state *s, int x, int y)
{
    int t = motm_top_at(s, x, y);
    if (t < 0)
        return (motm_square){MOTM_SQ_TABLE, -1};
    const motm_placed *p = &s->placed[t];
    return motm_card_square(p->card, motm_face_at(p, x, y));
}

int motm_tile_at(const motm_state *s, int x, int y)
{
    int t = motm_top_at(s, x, y);
    for (int i = 0; i < s->ntiles; i++)
        if (s->tiles[i].x == x && s->tiles[i].y == y && s->tiles[i].layer == t)
            return s->tiles[i].seat;
    return -1;
}

motm_square motm_square_at(const motm_state *s, int x, int y)
{
    int tile = motm_tile_at(s, x, y);
    if (tile >= 0)
        return (motm_square){MOTM_SQ_HEAD, s->monster[tile]};
    return motm_printed_at(s, x, y);
}

int motm_depth_at(const motm_state *s, int x, int y)
{
    int n = 0;
    for (int i = 0; i < s->nplaced; i++)
        n += motm_face_at(&s->placed[i], x, y) >= 0;
    return n;
}

int motm_ship_at(const motm_state *s, int x, int y)
{
    /* Ships are never covered, so every ship is visible. */
    for (int i = 0; i < s->nships; i++)
        if (s->ships[i].x == x && s->ships[i].y == y)
            return s->ships[i].seat;
    return -1;
}

bool motm_layout_bounds(const motm_state *s, int *x0, int *y0, int *x1, int *y1)
{
    if (s->nplaced == 0)
        return false;
    *x0 = *y0 = MOTM_GRID;
    *x1 = *y1 = -MOTM_GRID;
    for (int i = 0; i < s->nplaced; i++) {
        int w, h;
        motm_footprint_size(s->placed[i].rot, &w, &h);
        const motm_placed *p = &s->placed[i];
        if (p->x < *x0)
            *x0 = p->x;
        if (p->y < *y0)
            *y0 = p->y;
        if (p->x + w - 1 > *x1)
            *x1 = p->x + w - 1;
        if (p->y + h - 1 > *y1)
            *y1 = p->y + h - 1;
    }
    return true;
}

/* ==================================================================== areas */

/* The wall graph: grid points joined by the walled unit edges. Only its
 * loops enclose cells: a component without one is a tree, and a tree (never
 * touching the rest) neither bounds a face nor splits one (Euler: it brings
 * one point more than edges, and one component). So the flood fill needs
 * only the walls of components with a loop, and none at all without loops
 * (about half of the advanced game's layouts). */
typedef struct wall_graph {
    int x0, y0, pw;    /* points from (x0, y0), rows of pw */
    int *parent;       /* union-find over the points */
    uint8_t *has_loop; /* per root */
} wall_graph;

static int root(const wall_graph *g, int p)
{
    while (g->parent[p] != p)
        p = g->parent[p] = g->parent[g->parent[p]];
    return p;
}

static int wall_point(const wall_graph *g, const motm_wall *wl)
{
    return (wl->y - g->y0) * g->pw + (wl->x - g->x0);
}

/* Joins the points of every wall; returns whether any loop closed. */
static bool graph_build(const motm_state *s, wall_graph *g)
{
    bool any = false;
    for (int i = 0; i < s->nwalls; i++) {
        const motm_wall *wl = &s->walls[i];
        int p = wall_point(g, wl), step = wl->vertical ? g->pw : 1;
        for (int k = 0; k < (wl->is_long ? 2 : 1); k++, p += step) {
            int r = root(g, p), q = root(g, p + step);
            if (r == q) {
                g->has_loop[r] = 1;
                any = true;
            } else {
                g->parent[r] = q;
                g->has_loop[q] |= g->has_loop[r];
            }
        }
    }
    return any;
}

/* The extent of the points of the walls (of those in a component with a
 * loop when `g` is given). */
static void walls_extent(const motm_state *s, const wall_graph *g, int *px0, int *py0, int *px1,
                         int *py1)
{
    *px0 = *py0 = MOTM_GRID;
    *px1 = *py1 = -MOTM_GRID;
    for (int i = 0; i < s->nwalls; i++) {
        const motm_wall *wl = &s->walls[i];
        if (g && !g->has_loop[root(g, wall_point(g, wl))])
            continue;
        int len = wl->is_long ? 2 : 1;
        int ex = wl->x + (wl->vertical ? 0 : len), ey = wl->y + (wl->vertical ? len : 0);
        *px0 = wl->x < *px0 ? wl->x : *px0;
        *py0 = wl->y < *py0 ? wl->y : *py0;
        *px1 = ex > *px1 ? ex : *px1;
        *py1 = ey > *py1 ? ey : *py1;
    }
}

/* The sides of a cell a wall closes, and the flood's marks. */
enum { SIDE_RIGHT = 1, SIDE_LEFT = 2, SIDE_DOWN = 4, SIDE_UP = 8, SEEN = 16 };

/* Labels the cells the walls of loops enclose, in a box of two cells of
 * margin round their extent: the outer ring stops the flood (no bounds to
 * check), the inner one is the outside, never enclosed. Areas are numbered
 * in reading order, as in any larger box. */
static void label_areas(const motm_state *s, const wall_graph *g, motm_areas *a)
{
    int px0, py0, px1, py1;
    walls_extent(s, g, &px0, &py0, &px1, &py1);
    a->x0 = px0 - 2;
    a->y0 = py0 - 2;
    a->w = px1 - px0 + 4;
    a->h = py1 - py0 + 4;
    int w = a->w, h = a->h, n = w * h;
    a->id = calloc((size_t)n, 1);
    uint8_t *side = calloc((size_t)n, 1);
    int *stack = malloc(sizeof(int) * (size_t)n);
    if (!a->id || !side || !stack) {
        free(a->id), free(side), free(stack);
        a->id = NULL;
        return; /* out of memory: no areas (harmless degradation) */
    }
    for (int x = 0; x < w; x++)
        side[x] = side[(h - 1) * w + x] = SEEN;
    for (int y = 0; y < h; y++)
        side[y * w] = side[y * w + w - 1] = SEEN;
    for (int i = 0; i < s->nwalls; i++) {
        const motm_wall *wl = &s->walls[i];
        if (!g->has_loop[root(g, wall_point(g, wl))])
            continue;
        /* The cell right of or below each unit edge, and its neighbour. */
        int c = (wl->y - a->y0) * w + (wl->x - a->x0), step = wl->vertical ? w : 1;
        int across = wl->vertical ? 1 : w;
        for (int k = 0; k < (wl->is_long ? 2 : 1); k++, c += step) {
            side[c] |= wl->vertical ? SIDE_LEFT : SIDE_UP;
            side[c - across] |= wl->vertical ? SIDE_RIGHT : SIDE_DOWN;
        }
    }
    int label = 0;
    for (int start = 0; start < n; start++) {
        if (side[start] & SEEN)
            continue;
        /* The first cell left is the inner ring's corner: the outside. */
        bool outside = start == w + 1;
        int top = 0;
        stack[top++] = start;
        side[start] |= SEEN;
        while (top > 0) {
            int c = stack[--top];
            if (!outside)
                a->id[c] = (uint8_t)(label + 1);
            const int next[4] = {c + 1, c - 1, c + w, c - w};
            for (int d = 0; d < 4; d++) {
                if (side[c] & (1 << d) || side[next[d]] & SEEN)
                    continue;
                side[next[d]] |= SEEN;
                stack[top++] = next[d];
            }
        }
        if (!outside)
            label++;
    }
    a->n = label;
    free(side), free(stack);
}

void motm_areas_build(const motm_state *s, motm_areas *a)
{
    memset(a, 0, sizeof *a);
    if (s->nwalls == 0)
        return;
    wall_graph g;
    int px0, py0, px1, py1;
    walls_extent(s, NULL, &px0, &py0, &px1, &py1);
    g.x0 = px0;
    g.y0 = py0;
    g.pw = px1 - px0 + 1;
    int np = g.pw * (py1 - py0 + 1);
    g.parent = malloc((sizeof(int) + 1) * (size_t)np);
    if (!g.parent)
        return; /* out of memory: no areas (harmless degradation) */
    g.has_loop = (uint8_t *)(g.parent + np);
    for (int p = 0; p < np; p++)
        g.parent[p] = p;
    memset(g.has_loop, 0, (size_t)np);
    if (graph_build(s, &g))
        label_areas(s, &g, a);
    free(g.parent);
}

void motm_areas_free(motm_areas *a)
{
    free(a->id);
    a->id = NULL;
    a->n = 0;
}

int motm_area_at(const motm_areas *a, int x, int y)
{
    if (!a->id)
        return 0;
    int bx = x - a->x0, by = y - a->y0;
    if (bx < 0 || by < 0 || bx >= a->w || by >= a->h)
        return 0;
    return a->id[by * a->w + bx];
}

bool motm_seat_in_area(const motm_state *s, const motm_areas *a, int seat, int id)
{
    for (int by = 0; by < a->h; by++) {
        for (int bx = 0; bx < a->w; bx++) {
            if (a->id[by * a->w + bx] != id)
                continue;
            motm_square sq = motm_square_at(s, a->x0 + bx, a->y0 + by);
            if ((sq.kind == MOTM_SQ_HEAD || sq.kind == MOTM_SQ_DOUBLE) &&
                sq.monster == s->monster[seat])
                return true;
        }
    }
    return false;
}

int motm_regions(const motm_state *s, int x0, int y0, int w, int h, int *region)
{
    motm_areas a;
    motm_areas_build(s, &a);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            region[y * w + x] = motm_area_at(&a, x0 + x, y0 + y);
    int n = a.n;
    motm_areas_free(&a);
    return n;
}

/* ================================================================ placing */

bool motm_card_available(const motm_state *s, int seat, int card, bool start)
{
    if (start) {
        if (card != s->start_cards[0] && card != s->start_cards[1] && !motm_card_is_landscape(card))
            return false;
        for (int i = 0; i < s->nplaced; i++)
            if (s->placed[i].card == card)
                return false;
        return true;
    }
    for (int i = 0; i < s->nhand[seat]; i++)
        if (s->hand[seat][i] == card)
            return true;
    return false;
}

bool motm_edge_walled(const motm_state *s, bool vertical, int x, int y)
{
    for (int i = 0; i < s->nwalls; i++) {
        const motm_wall *w = &s->walls[i];
        if (w->vertical != vertical)
            continue;
        if (vertical && w->x == x && (w->y == y || (w->is_long && w->y + 1 == y)))
            return true;
        if (!vertical && w->y == y && (w->x == x || (w->is_long && w->x + 1 == x)))
            return true;
    }
    return false;
}

/* Writes a reason; `why` may be NULL when only the verdict matters (the
 * computer players try thousands of spots: no translating for them). */
static bool fail(char *why, size_t len, const char *text)
{
    if (why)
        snprintf(why, len, "%s", _(text));
    return false;
}

bool motm_check_place(const motm_state *s, const motm_areas *areas, int seat, int x, int y,
                      int rot, bool start, char *why, size_t len)
{
    if (rot < 0 || rot > 3)
        return fail(why, len, N_("Cards turn in quarter turns: 0, 90, 180 or 270 degrees."));
    motm_cell cells[MOTM_CARD_SQUARES];
    motm_footprint(x, y, rot, cells);
    for (int i = 0; i < MOTM_CARD_SQUARES; i++)
        if (!motm_in_grid(cells[i].x, cells[i].y))
            return fail(why, len, N_("That is too far out on the moon."));
    if (start && s->nplaced == 0) {
        if (x != 0 || y != 0)
            return fail(why, len, N_("The first start card lies at the centre of the table (0,0)."));
        return true;
    }
    int covered[MOTM_MAX_PLACED] = {0};
    bool touches = false;
    for (int i = 0; i < MOTM_CARD_SQUARES; i++) {
        int t = motm_top_at(s, cells[i].x, cells[i].y);
        if (t >= 0) {
            covered[t]++;
            touches = true;
        }
    }
    /* Beside it: the footprint is a rectangle from (x, y), so the cells next
     * to it are those along its four sides (corners do not touch). */
    int fw, fh;
    motm_footprint_size(rot, &fw, &fh);
    for (int k = 0; k < fw && !touches; k++)
        touches = motm_top_at(s, x + k, y - 1) >= 0 || motm_top_at(s, x + k, y + fh) >= 0;
    for (int k = 0; k < fh && !touches; k++)
        touches = motm_top_at(s, x - 1, y + k) >= 0 || motm_top_at(s, x + fw, y + k) >= 0;
    if (!touches)
        return fail(why, len, N_("The card must lie beside or on the cards on the table."));
    if (start) {
        for (int t = 0; t < s->nplaced; t++)
            if (covered[t])
                return fail(why, len, N_("Start cards lie beside each other, never on top."));
        return true;
    }
    for (int t = 0; t < s->nplaced; t++) {
        if (covered[t] > 2) {
            if (why)
                snprintf(why, len,
                         dngettext(MM_TEXT_DOMAIN,
                                   "This would cover %d square of card %d: at most 2 squares of "
                                   "each card.",
                                   "This would cover %d squares of card %d: at most 2 squares of "
                                   "each card.",
                                   (unsigned long)covered[t]),
                         covered[t], s->placed[t].card + 1);
            return false;
        }
    }
    for (int i = 0; i < MOTM_CARD_SQUARES; i++) {
        if (motm_ship_at(s, cells[i].x, cells[i].y) >= 0)
            return fail(why, len, N_("A spaceship stands there: its square can never be covered."));
        motm_kind k = motm_printed_at(s, cells[i].x, cells[i].y).kind;
        if (k == MOTM_SQ_ARMSTRONG || k == MOTM_SQ_CAMP)
            return fail(why, len, N_("Armstrong and his base camp can never be covered."));
    }
    if (s->nwalls == 0)
        return true;
    for (int i = 0; i < MOTM_CARD_SQUARES; i++) {
        for (int j = 0; j < MOTM_CARD_SQUARES; j++) {
            const motm_cell *a = &cells[i], *b = &cells[j];
            bool walled = (b->x == a->x + 1 && b->y == a->y && motm_edge_walled(s, true, b->x, a->y)) ||
                          (b->y == a->y + 1 && b->x == a->x && motm_edge_walled(s, false, a->x, b->y));
            if (walled)
                return fail(why, len,
                            _("A moon wall would lie under the card: walls can never be covered."));
        }
    }
    motm_areas local;
    if (!areas) {
        motm_areas_build(s, &local);
        areas = &local;
    }
    bool ok = true;
    for (int i = 0; i < MOTM_CARD_SQUARES && ok; i++) {
        int id = motm_area_at(areas, cells[i].x, cells[i].y);
        if (id > 0 && !motm_seat_in_area(s, areas, seat, id))
            ok = fail(why, len,
                      _("That area is walled in and none of your monsters is visible inside it."));
    }
    if (areas == &local)
        motm_areas_free(&local);
    return ok;
}

void motm_format_place(int card, int x, int y, int rot, char *buf, size_t len)
{
    snprintf(buf, len, "%d %d,%d %d", card + 1, x, y, rot * 90);
}

void motm_preview_place(const mm_state *state, int seat, int card, int x, int y, int rot,
                        motm_preview *out)
{
    const motm_state *s = motm_from(state);
    memset(out, 0, sizeof *out);
    motm_footprint(x, y, rot, out->cells);
    for (int i = 0; i < MOTM_CARD_SQUARES; i++) {
        int cx = out->cells[i].x, cy = out->cells[i].y;
        out->covers[i] = motm_top_at(s, cx, cy) >= 0;
        motm_square sq = motm_square_at(s, cx, cy);
        if (sq.kind == MOTM_SQ_HEAD || sq.kind == MOTM_SQ_DOUBLE)
            out->heads_covered[sq.monster] += sq.kind == MOTM_SQ_DOUBLE ? 2 : 1;
    }
    char move[64];
    motm_format_place(card, x, y, rot, move, sizeof move);
    const mm_game *g = &mm_game_monsters_on_the_moon;
    out->legal = g->validate(state, seat, move, out->why, sizeof out->why);
    if (!out->legal)
        return;
    out->score_before = motm_current_points(s, seat);
    mm_state *next = g->clone(state);
    if (!next)
        return;
    g->apply(next, move, NULL);
    const motm_state *n = motm_from(next);
    out->score_after = motm_current_points(n, seat);
    if (!s->solo && s->phase == MOTM_PHASE_PLAY) {
        out->crystals = n->track[seat] - s->track[seat];
        out->takes_tile = n->pending_tiles > 0 ||
                          memcmp(n->tile_taken[seat], s->tile_taken[seat], sizeof n->tile_taken[seat]);
    }
    g->free(next);
}

bool motm_wall_at(const motm_state *s, bool vertical, int x, int y)
{
    return motm_edge_walled(s, vertical, x, y);
}
