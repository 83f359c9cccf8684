/* SPDX-License-Identifier: MIT */
/* Monsters on the Moon's table: drawing the layout. Cards in the order laid
 * (later ones on top), monster tiles, spaceships, moon walls, the fully
 * walled areas and, while the scoring sheet is open, the groups. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "monstermoon/i18n.h"
#include "motm_view.h"

static void square_icon(motm_square sq, char *buf, size_t len)
{
    buf[0] = '\0';
    switch (sq.kind) {
    case MOTM_SQ_CRYSTAL:
        snprintf(buf, len, "motm/crystal");
        break;
    case MOTM_SQ_HEAD:
        snprintf(buf, len, "motm/head-%s", motm_monster_key(sq.monster));
        break;
    case MOTM_SQ_DOUBLE:
        snprintf(buf, len, "motm/double-%s", motm_monster_key(sq.monster));
        break;
    case MOTM_SQ_ARMSTRONG:
        snprintf(buf, len, "motm/armstrong");
        break;
    case MOTM_SQ_CAMP:
        snprintf(buf, len, "motm/camp");
        break;
    default:
        break;
    }
}

/* The picture on each square of each card, named once: the layout's cards
 * are drawn every frame, six squares each. */
static const char *card_icon(int card, int face)
{
    static char names[MOTM_NCARDS][MOTM_CARD_SQUARES][40];
    static bool named[MOTM_NCARDS];
    if (card < 0 || card >= MOTM_NCARDS || face < 0 || face >= MOTM_CARD_SQUARES)
        return "";
    if (!named[card]) {
        for (int f = 0; f < MOTM_CARD_SQUARES; f++)
            square_icon(motm_card_square(card, f), names[card][f], sizeof names[card][f]);
        named[card] = true;
    }
    return names[card][face];
}

void motm_draw_card_turned(motm_view *v, int card, float cx, float cy, float cell, float angle,
                           Uint8 alpha)
{
    mm_gfx *g = &v->app->gfx;
    const char *base = motm_card_is_landscape(card) ? "motm/landscape-base" : "motm/card-base";
    mm_gfx_image(g, base, mm_rect(cx - 1.5f * cell, cy - cell, 3 * cell, 2 * cell), angle, alpha);
    float rad = angle * (float)M_PI / 180, co = cosf(rad), si = sinf(rad);
    for (int f = 0; f < MOTM_CARD_SQUARES; f++) {
        const char *icon = card_icon(card, f);
        if (!icon[0])
            continue;
        /* The square's offset from the card's centre, turned clockwise. */
        float ox = (float)(f % 3 - 1) * cell, oy = ((float)(f / 3) - 0.5f) * cell;
        float rx = ox * co - oy * si, ry = ox * si + oy * co;
        float d = cell * 0.86f;
        /* Heads and crystals stand upright whichever way the card lies. */
        mm_gfx_image(g, icon, mm_rect(cx + rx - d / 2, cy + ry - d / 2, d, d), 0, alpha);
    }
}

void motm_draw_card_at(motm_view *v, int card, float cx, float cy, float cell, int rot,
                       Uint8 alpha)
{
    motm_draw_card_turned(v, card, cx, cy, cell, (float)(rot * 90), alpha);
    /* The card's number, small in a corner, as printed (in the TV size only
     * where it can be read: the layout's own pieces matter more). */
    if (v->tv ? cell * 0.2f >= v->app->gfx.min_text : cell >= 30) {
        char num[16];
        snprintf(num, sizeof num, "%d", card + 1);
        float w = (float)(rot % 2 ? 2 : 3) * cell, h = (float)(rot % 2 ? 3 : 2) * cell;
        mm_gfx_text(&v->app->gfx, num, cx - w / 2 + cell * 0.1f, cy + h / 2 - cell * 0.33f,
                    cell * 0.2f, true, mm_alpha((mm_rgba){52, 44, 90, 255}, alpha),
                    MM_ALIGN_LEFT);
    }
}

void motm_outline_cells(motm_view *v, int x, int y, int rot, float width, mm_rgba c)
{
    int w, h;
    motm_footprint_size(rot, &w, &h);
    SDL_FPoint p = motm_to_screen(v, (float)x, (float)y);
    float cs = motm_cell_size(v);
    mm_gfx_stroke_round(&v->app->gfx, mm_rect(p.x - 2, p.y - 2, (float)w * cs + 4, (float)h * cs + 4),
                        cs * 0.16f, width, c);
}

static void draw_placed(motm_view *v, const motm_placed *p)
{
    int w, h;
    motm_footprint_size(p->rot, &w, &h);
    SDL_FPoint c = motm_to_screen(v, (float)p->x + (float)w / 2, (float)p->y + (float)h / 2);
    float cs = motm_cell_size(v);
    /* A soft shadow makes piles readable. */
    mm_gfx_fill_round(&v->app->gfx,
                      mm_rect(c.x - (float)w * cs / 2 + cs * 0.06f, c.y - (float)h * cs / 2 + cs * 0.1f,
                              (float)w * cs, (float)h * cs),
                      cs * 0.14f, (mm_rgba){0, 0, 0, 90});
    /* No numbers on the layout: piled cards would show their numbers
     * through each other (the hand and the log name the cards). */
    motm_draw_card_turned(v, p->card, c.x, c.y, cs, (float)(p->rot * 90), 255);
}

static void draw_grid_hint(motm_view *v)
{
    const motm_state *s = motm_view_state(v);
    int x0, y0, x1, y1;
    if (!motm_layout_bounds(s, &x0, &y0, &x1, &y1))
        return;
    mm_gfx *g = &v->app->gfx;
    float cs = motm_cell_size(v);
    for (int y = y0 - 3; y <= y1 + 4; y++)
        for (int x = x0 - 3; x <= x1 + 4; x++) {
            SDL_FPoint p = motm_to_screen(v, (float)x, (float)y);
            mm_gfx_fill_circle(g, p.x, p.y, cs * 0.035f + 0.8f, (mm_rgba){200, 190, 255, 70});
        }
}

static void draw_areas(motm_view *v)
{
    const motm_state *s = motm_view_state(v);
    int x0, y0, x1, y1;
    if (s->nwalls == 0 || !motm_layout_bounds(s, &x0, &y0, &x1, &y1))
        return;
    int w = x1 - x0 + 1, h = y1 - y0 + 1;
    int *region = malloc(sizeof(int) * (size_t)(w * h));
    if (!region)
        return;
    int n = motm_regions(s, x0, y0, w, h, region);
    mm_gfx *g = &v->app->gfx;
    float cs = motm_cell_size(v);
    /* Each area gets its "×2" badge on its first cell clear of the badges
     * already drawn (a big TV badge can be wider than a cell). */
    float d = v->tv ? mm_table_badge_size(v->app) : cs * 0.42f;
    SDL_FPoint badges[64];
    int nbadges = 0;
    for (int id = 1; id <= n; id++) {
        bool badge = false;
        for (int i = 0; i < w * h; i++) {
            if (region[i] != id)
                continue;
            SDL_FRect r = motm_cell_rect(v, x0 + i % w, y0 + i / w);
            mm_gfx_fill_rect(g, r, (mm_rgba){255, 196, 61, 46});
        }
        for (int i = 0; i < w * h && !badge && nbadges < 64; i++) {
            if (region[i] != id)
                continue;
            SDL_FRect r = motm_cell_rect(v, x0 + i % w, y0 + i / w);
            SDL_FPoint c = v->tv ? (SDL_FPoint){r.x + d * 0.5f, r.y + d * 0.5f}
                                 : (SDL_FPoint){r.x + d * 0.7f, r.y + d * 0.7f};
            bool clear = true;
            for (int k = 0; k < nbadges; k++)
                clear &= fabsf(badges[k].x - c.x) >= d * 1.05f || fabsf(badges[k].y - c.y) >= d * 1.05f;
            if (!clear)
                continue;
            badge = true;
            badges[nbadges++] = c;
            if (v->tv) {
                mm_table_badge(v->app, c.x, c.y, "\u00d72", MM_ACCENT, MM_INK);
            } else {
                mm_gfx_fill_circle(g, c.x, c.y, d * 0.6f, MM_ACCENT);
                mm_gfx_text(g, "\u00d72", c.x, c.y - d * 0.42f, d * 0.62f, true, MM_INK,
                            MM_ALIGN_CENTER);
            }
        }
    }
    free(region);
}

void motm_draw_wall(motm_view *v, const motm_wall *w, mm_rgba fill, float alpha_scale)
{
    mm_gfx *g = &v->app->gfx;
    float cs = motm_cell_size(v);
    float len = w->is_long ? 2.0f : 1.0f;
    SDL_FPoint a = motm_to_screen(v, (float)w->x, (float)w->y);
    SDL_FPoint b = w->vertical ? motm_to_screen(v, (float)w->x, (float)w->y + len)
                               : motm_to_screen(v, (float)w->x + len, (float)w->y);
    /* Thick pale stone on a dark edge: it stands out on the pale moon
     * surface and on the dark table alike. */
    float width = fmaxf(6, cs * 0.24f), edge = fmaxf(3, cs * 0.07f);
    Uint8 a1 = (Uint8)(255 * alpha_scale);
    float outer = width + 2 * edge;
    mm_gfx_line(g, a.x, a.y, b.x, b.y, outer, mm_alpha(MM_INK, a1));
    mm_gfx_fill_circle(g, a.x, a.y, outer / 2, mm_alpha(MM_INK, a1));
    mm_gfx_fill_circle(g, b.x, b.y, outer / 2, mm_alpha(MM_INK, a1));
    mm_rgba stone = mm_alpha(fill, (Uint8)(fill.a * alpha_scale));
    mm_gfx_line(g, a.x, a.y, b.x, b.y, width, stone);
    mm_gfx_fill_circle(g, a.x, a.y, width / 2, stone);
    mm_gfx_fill_circle(g, b.x, b.y, width / 2, stone);
    /* Stones: joints along the wall. */
    int joints = w->is_long ? 4 : 2;
    for (int k = 1; k < joints; k++) {
        float t = (float)k / (float)joints;
        float x = a.x + (b.x - a.x) * t, y = a.y + (b.y - a.y) * t;
        float dx = w->vertical ? width / 2 : 0, dy = w->vertical ? 0 : width / 2;
        mm_gfx_line(g, x - dx, y - dy, x + dx, y + dy, fmaxf(1.5f, cs * 0.03f),
                    mm_alpha(MM_INK, (Uint8)(150 * alpha_scale)));
    }
}

static void draw_group_marks(motm_view *v)
{
    int x0, y0, w, h;
    const int *marks = motm_sheet_groups(v, &x0, &y0, &w, &h);
    if (!marks)
        return;
    mm_gfx *g = &v->app->gfx;
    mm_rgba c = motm_view_state(v)->solo ? MM_ACCENT : motm_seat_colour(v, v->sheet_seat);
    float cs = motm_cell_size(v);
    /* Dim everything, then light up the seat's heads. */
    for (int i = 0; i < w * h; i++) {
        SDL_FRect r = motm_cell_rect(v, x0 + i % w, y0 + i / w);
        if (marks[i] == 0)
            mm_gfx_fill_rect(g, r, (mm_rgba){10, 8, 30, 120});
    }
    for (int i = 0; i < w * h; i++) {
        if (marks[i] == 0)
            continue;
        SDL_FRect r = motm_cell_rect(v, x0 + i % w, y0 + i / w);
        SDL_FRect in = mm_rect(r.x + 3, r.y + 3, r.w - 6, r.h - 6);
        if (marks[i] == 4) { /* solo: a head that costs a point */
            mm_gfx_stroke_round(g, in, cs * 0.18f, 4, MM_BAD);
            continue;
        }
        if (marks[i] == 1) {
            mm_gfx_stroke_round(g, in, cs * 0.18f, 3, mm_alpha(c, 200));
        } else {
            mm_gfx_stroke_round(g, in, cs * 0.18f, marks[i] == 3 ? 6 : 4, marks[i] == 3 ? MM_ACCENT : c);
            /* Links to grouped neighbours show the group's shape. */
            int bx = i % w, by = i / w;
            if (motm_view_state(v)->solo)
                continue;
            if (bx + 1 < w && marks[i + 1] >= 2 && marks[i + 1] == marks[i] &&
                !motm_wall_at(motm_view_state(v), true, x0 + bx + 1, y0 + by))
                mm_gfx_line(g, r.x + r.w * 0.8f, r.y + r.h / 2, r.x + r.w * 1.2f, r.y + r.h / 2, 6,
                            marks[i] == 3 ? MM_ACCENT : c);
            if (by + 1 < h && marks[i + w] >= 2 && marks[i + w] == marks[i] &&
                !motm_wall_at(motm_view_state(v), false, x0 + bx, y0 + by + 1))
                mm_gfx_line(g, r.x + r.w / 2, r.y + r.h * 0.8f, r.x + r.w / 2, r.y + r.h * 1.2f, 6,
                            marks[i] == 3 ? MM_ACCENT : c);
        }
    }
}

/* Whether a ship or tile is still on its way to a cell (drawn in flight). */
static bool flying_to(const motm_view *v, int kind, int x, int y)
{
    for (int f = 0; f < v->nflights; f++)
        if ((int)v->flights[f].kind == kind && (int)v->flights[f].to_x == x &&
            (int)v->flights[f].to_y == y)
            return true;
    return false;
}

/* The head of a seat's monster on a dark disc ringed in its colour. */
static void since_head(motm_view *v, float cx, float cy, int seat)
{
    const motm_state *s = motm_view_state(v);
    if (seat < 0 || s->monster[seat] < 0)
        return;
    mm_gfx *g = &v->app->gfx;
    char icon[48];
    snprintf(icon, sizeof icon, "motm/head-%s", motm_monster_key(s->monster[seat]));
    float d = fmaxf(motm_cell_size(v) * 0.45f, v->tv ? mm_table_badge_size(v->app) : 16);
    mm_gfx_fill_circle(g, cx, cy, d * 0.55f, MM_INK);
    mm_gfx_ring(g, cx, cy, d * 0.55f, 2, motm_seat_colour(v, seat));
    mm_gfx_image(g, icon, mm_rect(cx - d / 2, cy - d / 2, d, d), 0, 255);
}

/* A mark of another player's doing: a frame in their colour over a dark
 * edge, and (`head`) their monster's head in its corner, so it does not
 * rest on the colour alone. */
static void since_mark(motm_view *v, SDL_FRect r, int seat, bool head, const char *what, int n)
{
    mm_table_mark_report(v->app, what, n, seat);
    mm_gfx *g = &v->app->gfx;
    float cs = motm_cell_size(v), w = fmaxf(3, cs * 0.07f);
    mm_gfx_stroke_round(g, r, cs * 0.16f, w + 4, mm_alpha(MM_INK, 220));
    mm_gfx_stroke_round(g, r, cs * 0.16f, w, motm_seat_colour(v, seat));
    if (head)
        since_head(v, r.x, r.y, seat);
}

/* Marks what the other players laid, landed, put down and built since the
 * viewer's own last move (cards, ships, monster tiles, walls). */
static void draw_since(motm_view *v)
{
    const motm_state *s = motm_view_state(v), *b = motm_from(v->since.state);
    float cs = motm_cell_size(v);
    for (int i = b->nplaced; i < s->nplaced; i++) {
        const motm_placed *p = &s->placed[i];
        if (p->seat < 0 || p->seat == v->viewer || motm_anim_hides(v, i))
            continue;
        int w, h;
        motm_footprint_size(p->rot, &w, &h);
        SDL_FPoint tl = motm_to_screen(v, (float)p->x, (float)p->y);
        since_mark(v, mm_rect(tl.x - 3, tl.y - 3, (float)w * cs + 6, (float)h * cs + 6), p->seat,
                   true, "card", p->card);
    }
    for (int i = b->nships; i < s->nships; i++)
        if (s->ships[i].seat != v->viewer && !flying_to(v, FLY_SHIP, s->ships[i].x, s->ships[i].y))
            since_mark(v, motm_cell_rect(v, s->ships[i].x, s->ships[i].y), s->ships[i].seat, false,
                       "ship", i);
    for (int i = b->ntiles; i < s->ntiles; i++)
        if (s->tiles[i].seat != v->viewer && !flying_to(v, FLY_TILE, s->tiles[i].x, s->tiles[i].y))
            since_mark(v, motm_cell_rect(v, s->tiles[i].x, s->tiles[i].y), s->tiles[i].seat, false,
                       "tile", i);
    bool headed[MM_MAX_SEATS] = {false};
    for (int i = b->nwalls; i < s->nwalls; i++) {
        const motm_wall *wl = &s->walls[i];
        if (wl->seat == v->viewer || wl->seat < 0)
            continue;
        mm_table_mark_report(v->app, "wall", i, wl->seat);
        /* A halo in the builder's colour under the pale stone. */
        float len = wl->is_long ? 2.0f : 1.0f;
        SDL_FPoint a = motm_to_screen(v, (float)wl->x, (float)wl->y);
        SDL_FPoint e = wl->vertical ? motm_to_screen(v, (float)wl->x, (float)wl->y + len)
                                    : motm_to_screen(v, (float)wl->x + len, (float)wl->y);
        float width = fmaxf(6, cs * 0.24f) + 2 * fmaxf(3, cs * 0.07f) + fmaxf(6, cs * 0.14f);
        mm_gfx_line(&v->app->gfx, a.x, a.y, e.x, e.y, width, mm_alpha(motm_seat_colour(v, wl->seat), 230));
        mm_gfx_fill_circle(&v->app->gfx, a.x, a.y, width / 2, mm_alpha(motm_seat_colour(v, wl->seat), 230));
        mm_gfx_fill_circle(&v->app->gfx, e.x, e.y, width / 2, mm_alpha(motm_seat_colour(v, wl->seat), 230));
        motm_draw_wall(v, wl, MOTM_WALL_STONE, 1);
    }
    /* The builder's head at the middle of their first new wall. */
    for (int i = b->nwalls; i < s->nwalls; i++) {
        const motm_wall *wl = &s->walls[i];
        if (wl->seat == v->viewer || wl->seat < 0 || headed[wl->seat])
            continue;
        headed[wl->seat] = true;
        float len = wl->is_long ? 1.0f : 0.5f;
        SDL_FPoint m = wl->vertical ? motm_to_screen(v, (float)wl->x, (float)wl->y + len)
                                    : motm_to_screen(v, (float)wl->x + len, (float)wl->y);
        since_head(v, m.x, m.y, wl->seat);
    }
}

void motm_draw_board(motm_view *v)
{
    const motm_state *s = motm_view_state(v);
    mm_gfx *g = &v->app->gfx;
    float cs = motm_cell_size(v);
    if (v->tool != TOOL_NONE)
        draw_grid_hint(v);
    for (int i = 0; i < s->nplaced; i++)
        if (!motm_anim_hides(v, i))
            draw_placed(v, &s->placed[i]);
    /* The heads and crystals on the layout (the card's icons, 0.86 of a
     * square) for the layout checks: once, at the first card's first square. */
    if (v->tv && s->nplaced > 0) {
        SDL_FRect r = motm_cell_rect(v, s->placed[0].x, s->placed[0].y);
        mm_table_symbol_report(v->app, "head", mm_rect(r.x + cs * 0.07f, r.y + cs * 0.07f, cs * 0.86f, cs * 0.86f));
    }
    /* Monster tiles on heads that are still visible. */
    for (int i = 0; i < s->ntiles; i++) {
        const motm_tile *t = &s->tiles[i];
        if (motm_tile_at(s, t->x, t->y) != t->seat || motm_anim_hides(v, t->layer) ||
            flying_to(v, FLY_TILE, t->x, t->y))
            continue;
        SDL_FRect r = motm_cell_rect(v, t->x, t->y);
        char name[48];
        snprintf(name, sizeof name, "motm/tile-%s", motm_monster_key(s->monster[t->seat]));
        mm_gfx_image(g, name, mm_rect(r.x + cs * 0.04f, r.y + cs * 0.04f, cs * 0.92f, cs * 0.92f), 0, 255);
    }
    draw_areas(v);
    for (int i = 0; i < s->nwalls; i++)
        motm_draw_wall(v, &s->walls[i], MOTM_WALL_STONE, 1);
    for (int i = 0; i < s->nships; i++) {
        const motm_ship *sh = &s->ships[i];
        if (flying_to(v, FLY_SHIP, sh->x, sh->y))
            continue;
        SDL_FRect r = motm_cell_rect(v, sh->x, sh->y);
        char name[48];
        snprintf(name, sizeof name, "motm/ship-%s", motm_monster_key(s->monster[sh->seat]));
        mm_gfx_fill_circle(g, r.x + r.w / 2, r.y + r.h / 2, cs * 0.44f, mm_alpha(motm_seat_colour(v, sh->seat), 110));
        mm_gfx_image(g, name, mm_rect(r.x + cs * 0.08f, r.y + cs * 0.02f, cs * 0.84f, cs * 0.84f), 0, 255);
        /* Whose ship: the monster's head beside it, not its colour alone. */
        float d = cs * 0.42f;
        snprintf(name, sizeof name, "motm/head-%s", motm_monster_key(s->monster[sh->seat]));
        mm_gfx_fill_circle(g, r.x + r.w - d / 2, r.y + r.h - d / 2, d / 2 + 1, mm_alpha(MM_INK, 220));
        mm_gfx_image(g, name, mm_rect(r.x + r.w - d, r.y + r.h - d, d, d), 0, 255);
    }
    /* What the others did since the viewer's last move; for a spectator,
     * the latest card, outlined in its player's colour. */
    if (v->since.state && !v->sheet)
        draw_since(v);
    else if (v->last_layout_card >= 0 && v->last_layout_card < s->nplaced && !v->sheet &&
        !motm_anim_hides(v, v->last_layout_card)) {
        const motm_placed *p = &s->placed[v->last_layout_card];
        mm_rgba c = p->seat >= 0 ? motm_seat_colour(v, p->seat) : MM_PAPER;
        motm_outline_cells(v, p->x, p->y, p->rot, 3, mm_alpha(c, 200));
    }
    draw_group_marks(v);
}
