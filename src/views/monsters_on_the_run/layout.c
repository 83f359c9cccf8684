/* SPDX-License-Identifier: MIT */
/* Monsters on the Run table: geometry. The spiral is fitted to the space
 * left of the panels and above the hand: the largest cards for which a
 * clockwise spiral, squashed to the space's shape, holds all eighteen
 * planets without two cards touching, the home planet beside the pile. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/i18n.h"
#include "mor_view.h"

/* Where a spiral's cards lie, relative to its centre. */
typedef struct spiral {
    float cw, ch, gap, home, sx, sy; /* growth per turn, sideways and up and down */
    float r0x, r0y;                  /* where the first turn starts */
    float block_w, block_h;          /* the draw pile and the discard pile side by side */
    SDL_FPoint at[MOR_TRACK_CARDS];
    float minx, miny, maxx, maxy;
} spiral;

static float card_w(const spiral *p, int i)
{
    return i == 0 ? p->cw * p->home : p->cw;
}

static float card_h(const spiral *p, int i)
{
    return i == 0 ? p->ch * p->home : p->ch;
}

/* The angles the cards are laid at step along the curve from pi by 0.003 at
 * a time, the same steps for every spiral tried: their turns, cosines and
 * sines are worked out once. Fitting the table lays about 1,100 spirals of
 * eighteen cards: 17.6 ms of CPU when every step's sine and cosine were
 * worked out afresh and every step was looked at, 7.7 ms now. */
typedef struct spiral_step {
    float turns, cos, sin;
} spiral_step;

static const spiral_step *spiral_steps(int n)
{
    static spiral_step *steps;
    static int have;
    static float theta = (float)M_PI;
    if (n <= have)
        return steps;
    int cap = have ? have : 4096;
    while (cap < n)
        cap *= 2;
    spiral_step *grown = realloc(steps, sizeof *grown * (size_t)cap);
    if (!grown) {
        fprintf(stderr, "monstermoon: out of memory\n");
        abort();
    }
    steps = grown;
    for (; have < cap; have++) {
        steps[have] = (spiral_step){(theta - (float)M_PI) / (2 * (float)M_PI), cosf(theta),
                                    sinf(theta)};
        theta += 0.003f;
    }
    return steps;
}

static SDL_FPoint spiral_point(const spiral *p, const spiral_step *at)
{
    return (SDL_FPoint){(p->r0x + p->sx * at->turns) * at->cos,
                        (p->r0y + p->sy * at->turns) * at->sin};
}

/* Lays the cards along the curve, each as soon as it clears the one before
 * (sideways or up and down), from the home planet left of the centre going
 * up: clockwise on the screen. */
static void spiral_place(spiral *p)
{
    /* The home planet right beside the piles; the first turn clears them. */
    p->r0x = p->block_w / 2 + p->gap + card_w(p, 0) / 2;
    p->r0y = fmaxf(p->block_h / 2 + p->gap + p->ch / 2 - 0.25f * p->sy, card_h(p, 0) * 0.3f);
    int step = 0;
    const spiral_step *steps = spiral_steps(1);
    for (int i = 0; i < MOR_TRACK_CARDS; i++) {
        p->at[i] = spiral_point(p, &steps[step]);
        if (i + 1 == MOR_TRACK_CARDS)
            break;
        float nx = (card_w(p, i) + p->cw) / 2 + p->gap, ny = (card_h(p, i) + p->ch) / 2 + p->gap;
        /* The next card goes at the first step (of at most 20000) that
         * clears this one. A step moves the point by at most `dx`, `dy`
         * (the curve's slope bound, for the next 4096 steps), so the steps
         * that would not clear it even if each moved 1.25 times that far
         * (far more than the angles' and sums' rounding) are skipped. */
        for (int k = 0; k < 20000;) {
            float turns = steps[step].turns + 2;
            float dx = 0.003f * (fabsf(p->sx) / (2 * (float)M_PI) + fabsf(p->r0x) +
                                 fabsf(p->sx) * turns);
            float dy = 0.003f * (fabsf(p->sy) / (2 * (float)M_PI) + fabsf(p->r0y) +
                                 fabsf(p->sy) * turns);
            SDL_FPoint q = spiral_point(p, &steps[step]);
            float room = fminf((nx - fabsf(q.x - p->at[i].x)) / dx,
                               (ny - fabsf(q.y - p->at[i].y)) / dy);
            int skip = room > 1.25f ? (int)fminf(room / 1.25f, 4096) : 1;
            if (skip > 20000 - k)
                skip = 20000 - k;
            step += skip;
            k += skip;
            steps = spiral_steps(step + 1);
            q = spiral_point(p, &steps[step]);
            if (fabsf(q.x - p->at[i].x) >= nx || fabsf(q.y - p->at[i].y) >= ny)
                break;
        }
    }
    p->minx = -p->block_w / 2;
    p->maxx = p->block_w / 2;
    p->miny = -p->block_h / 2;
    p->maxy = p->block_h / 2;
    for (int i = 0; i < MOR_TRACK_CARDS; i++) {
        float hw = card_w(p, i) / 2, hh = card_h(p, i) / 2;
        p->minx = fminf(p->minx, p->at[i].x - hw);
        p->maxx = fmaxf(p->maxx, p->at[i].x + hw);
        p->miny = fminf(p->miny, p->at[i].y - hh);
        p->maxy = fmaxf(p->maxy, p->at[i].y + hh);
    }
}

/* Whether every two cards (and each card and the piles) are apart. */
static bool spiral_clear(const spiral *p)
{
    for (int i = 0; i < MOR_TRACK_CARDS; i++) {
        if (fabsf(p->at[i].x) < (card_w(p, i) + p->block_w) / 2 + p->gap * 0.5f &&
            fabsf(p->at[i].y) < (card_h(p, i) + p->block_h) / 2 + p->gap * 0.5f)
            return false;
        for (int j = i + 1; j < MOR_TRACK_CARDS; j++)
            if (fabsf(p->at[i].x - p->at[j].x) <
                    (card_w(p, i) + card_w(p, j)) / 2 + p->gap * 0.5f &&
                fabsf(p->at[i].y - p->at[j].y) < (card_h(p, i) + card_h(p, j)) / 2 + p->gap * 0.5f)
                return false;
    }
    return true;
}

/* The largest spiral that fits `room`. */
static void spiral_fit(spiral *best, SDL_FRect room)
{
    float start = fminf(150, room.h / 3.0f / MORV_CARD_RATIO);
    for (float cw = start; cw >= 30; cw -= 3) {
        static const float stretch[] = {0.6f, 0.7f, 0.8f, 0.9f, 1.0f, 1.12f, 1.25f, 1.4f};
        for (size_t k = 0; k < sizeof stretch / sizeof stretch[0]; k++) {
            spiral p;
            memset(&p, 0, sizeof p);
            p.cw = cw;
            p.ch = cw * MORV_CARD_RATIO;
            p.gap = cw * 0.14f;
            p.home = 1.3f;
            p.block_w = 2 * cw * 0.9f + p.gap;
            p.block_h = p.ch * 0.9f;
            p.sy = (p.ch + p.gap) * stretch[k];
            /* As wide as the room allows. */
            float lo = 0, hi = room.w * 2;
            for (int it = 0; it < 16; it++) {
                p.sx = (lo + hi) / 2;
                spiral_place(&p);
                if (p.maxx - p.minx <= room.w)
                    lo = p.sx;
                else
                    hi = p.sx;
            }
            p.sx = lo;
            spiral_place(&p);
            if (p.maxx - p.minx <= room.w && p.maxy - p.miny <= room.h && spiral_clear(&p)) {
                *best = p;
                return;
            }
        }
    }
    /* Nothing fits (a tiny window): the smallest one. */
    memset(best, 0, sizeof *best);
    best->cw = 30;
    best->ch = 42;
    best->gap = 4;
    best->home = 1.3f;
    best->sx = best->sy = 50;
    best->r0x = best->r0y = 40;
    best->block_w = 58;
    best->block_h = 38;
    spiral_place(best);
}

static bool rects_meet(SDL_FRect a, SDL_FRect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* A label's place beside a card: the first side where it touches no card,
 * no pile, no other label and stays in the galaxy; else over the card's
 * foot. */
static SDL_FRect label_place(const mor_view *v, int pos, float w, float h, SDL_FRect avoid)
{
    const morv_layout *L = &v->lay;
    SDL_FRect c = morv_track_rect(v, pos);
    float g = L->cw * 0.1f;
    SDL_FRect options[] = {
        {c.x + c.w / 2 - w / 2, c.y + c.h + g, w, h}, /* below */
        {c.x + c.w / 2 - w / 2, c.y - g - h, w, h},   /* above */
        {c.x - g - w, c.y + c.h / 2 - h / 2, w, h},   /* left */
        {c.x + c.w + g, c.y + c.h / 2 - h / 2, w, h}, /* right */
        {c.x - g - w, c.y + c.h - h, w, h},           /* left, low */
        {c.x + c.w + g, c.y + c.h - h, w, h},         /* right, low */
    };
    SDL_FRect area = L->area;
    area.y = L->galaxy.y;
    area.h = L->area.y + L->area.h - area.y;
    area.w = L->panel_x - area.x - 8;
    SDL_FRect log = mm_ui_log_area(v->app);
    SDL_FRect hand = mm_rect(L->hand_left - 8, L->hand_y - L->hand_h * 0.2f,
                             4 * L->hand_w + 3 * L->hand_gap + 16, L->hand_h * 1.2f);
    for (size_t k = 0; k < sizeof options / sizeof options[0]; k++) {
        SDL_FRect r = options[k];
        if (r.x < area.x || r.y < area.y || r.x + r.w > area.x + area.w ||
            r.y + r.h > area.y + area.h)
            continue;
        bool clear = !rects_meet(r, L->pile) && !rects_meet(r, L->discard) &&
                     !rects_meet(r, avoid) && !rects_meet(r, log) && !rects_meet(r, hand);
        for (int i = 0; i < MOR_TRACK_CARDS && clear; i++)
            clear = !rects_meet(r, morv_track_rect(v, i));
        if (clear)
            return r;
    }
    return mm_rect(c.x + c.w / 2 - w / 2, c.y + c.h - h, w, h);
}

void morv_layout_update(mor_view *v)
{
    morv_layout *L = &v->lay;
    mm_app *app = v->app;
    int nseats = morv_st(v)->nseats;
    SDL_FRect a = v->area;
    if (memcmp(&a, &L->area, sizeof a) == 0 && L->ui_size == (int)app->ui_size &&
        L->nseats == nseats && L->viewer == v->viewer)
        return;
    memset(L, 0, sizeof *L);
    L->area = a;
    L->ui_size = (int)app->ui_size;
    L->nseats = nseats;
    L->viewer = v->viewer;
    bool tv = app->ui_size != MM_UI_NORMAL;
    L->body = mm_type(app, MM_TEXT_BODY);
    L->heading = mm_type(app, MM_TEXT_HEADING);
    L->detail = fmaxf(mm_type(app, MM_TEXT_DETAIL), app->gfx.min_text);
    L->badge = mm_table_badge_size(app);

    /* Every player's panel on the right, in seat order. */
    float m = 12, gap = 8;
    mm_gfx *g = &app->gfx;
    g->report_role = NULL;
    L->panel_w = fminf(L->heading * (tv ? 10.5f : 12.2f), a.w * 0.36f);
    L->panel_x = a.x + a.w - L->panel_w - m;
    float top = a.y + m, bottom = a.y + a.h - m;
    /* Without a hand (watching a replay or computers) the bottom stays free
     * for the replay's controls, which the play scene lays over the table. */
    if (v->viewer < 0)
        bottom -= (tv ? 170 : 130) + 12;
    L->panel_h = fminf(tv ? 330 : 290, (bottom - top - gap * (float)(nseats - 1)) / (float)nseats);
    L->panel_title_h = L->heading * 1.3f;
    L->score_h = L->heading * 1.15f + L->detail * 1.2f;
    /* The score beside two bets and the tile, or below them when the panel
     * is tall enough for larger cards that way. */
    float score_w = mm_gfx_text_width(g, "\u221210", L->heading, true);
    const char *captions[] = {_("your bets now"), _("open bets now"), _("final score")};
    for (int i = 0; i < 3; i++)
        score_w = fmaxf(score_w, mm_gfx_text_width(g, captions[i], L->detail, false));
    float cards = L->panel_w - 42 - score_w - 20;
    L->bet_h = fminf(L->panel_h - L->panel_title_h - 14, ((cards - 20) / 3.3f) * MORV_CARD_RATIO);
    float below = fminf(L->panel_h - L->panel_title_h - L->score_h - 20,
                        ((L->panel_w - 42 - 20) / 3.3f) * MORV_CARD_RATIO);
    L->score_below = below > L->bet_h * 1.1f;
    if (L->score_below)
        L->bet_h = below;
    L->bet_w = L->bet_h / MORV_CARD_RATIO;
    L->tile_d = fminf(L->bet_h * 0.9f, L->bet_w * 1.3f);

    /* The hand and the action slot: four card places between the move log's
     * corner and the panels. */
    SDL_FRect log = mm_ui_log_area(app);
    float left = log.x + log.w + 16, right = L->panel_x - 16;
    L->hand_gap = 14;
    L->hand_h = fminf(a.h * 0.27f, 240);
    L->hand_w = L->hand_h / MORV_CARD_RATIO;
    if (4 * L->hand_w + 3 * L->hand_gap > right - left) {
        L->hand_w = (right - left - 3 * L->hand_gap) / 4;
        L->hand_h = L->hand_w * MORV_CARD_RATIO;
    }
    L->hand_left = left + (right - left - 4 * L->hand_w - 3 * L->hand_gap) / 2;
    L->hand_y = a.y + a.h - L->hand_h - 10;

    /* The line above the galaxy, then the galaxy down to the hand. */
    /* One line, or two when the longest warning needs them. */
    float info_w = L->panel_x - 32 - a.x, text_w = info_w - L->badge - 30;
    char samples[12][MORV_LINE_MAX];
    int lines = 1, ns = morv_warning_samples(samples, 12);
    for (int i = 0; i < ns; i++)
        if (mm_gfx_text_width(g, samples[i], L->body, false) > text_w)
            lines = 2;
    L->info_lines = lines;
    L->info = mm_rect(a.x + 16, a.y + 6, info_w, L->body * (lines == 1 ? 1.4f : 2.6f));
    float gy = L->info.y + L->info.h + 6;
    L->galaxy = mm_rect(a.x + 10, gy, L->panel_x - 20 - a.x, L->hand_y - 12 - gy);

    spiral p;
    spiral_fit(&p, L->galaxy);
    L->cw = p.cw;
    L->ch = p.ch;
    L->home_scale = p.home;
    L->centre = (SDL_FPoint){L->galaxy.x + L->galaxy.w / 2 - (p.minx + p.maxx) / 2,
                             L->galaxy.y + L->galaxy.h / 2 - (p.miny + p.maxy) / 2};
    for (int i = 0; i < MOR_TRACK_CARDS; i++)
        L->track[i] = (SDL_FPoint){L->centre.x + p.at[i].x, L->centre.y + p.at[i].y};
    float pw = p.cw * 0.9f, ph = p.ch * 0.9f;
    L->pile = mm_rect(L->centre.x - p.block_w / 2, L->centre.y - ph / 2, pw, ph);
    L->discard = mm_rect(L->centre.x + p.block_w / 2 - pw, L->centre.y - ph / 2, pw, ph);

    app->gfx.report_role = NULL;
    float hw = mm_gfx_text_width(&app->gfx, _("Home"), L->detail, true) + 8;
    L->home_label = label_place(v, 0, hw, L->detail * 1.25f, mm_rect(0, 0, 0, 0));
    float ew = mm_gfx_text_width(&app->gfx, _("Edge of the galaxy"), L->detail, true) + 8;
    L->edge_label = label_place(v, MOR_TRACK_CARDS - 1, ew, L->detail * 1.25f, L->home_label);
}

/* ============================================================== places */

SDL_FRect morv_track_rect(const mor_view *v, int pos)
{
    const morv_layout *L = &v->lay;
    SDL_FPoint p = L->track[pos];
    float s = pos == 0 ? L->home_scale : 1;
    return mm_rect(p.x - L->cw * s / 2, p.y - L->ch * s / 2, L->cw * s, L->ch * s);
}

/* How many monsters share a monster's card, and its place among them. */
static int crowd(const mor_state *s, int monster, int *k)
{
    int n = 0;
    *k = 0;
    for (int m = 0; m < MOR_NMONSTERS; m++) {
        if (s->pos[m] != s->pos[monster])
            continue;
        if (m < monster)
            (*k)++;
        n++;
    }
    return n;
}

float morv_monster_scale(const mor_view *v, const mor_state *s, int monster)
{
    int k, n = crowd(s, monster, &k);
    if (n <= 1)
        return 1;
    /* Two rows inside the home planet, a little overlapping. */
    int cols = (n + 1) / 2;
    float room = v->lay.cw * v->lay.home_scale;
    return fminf(0.8f, room / (float)cols * 1.2f / (v->lay.cw * 0.92f));
}

/* Where a monster's feet are: on its card; several on the home planet stand
 * in two rows inside it, so they never cover the next planet. */
SDL_FPoint morv_monster_spot(const mor_view *v, const mor_state *s, int monster)
{
    int pos = s->pos[monster];
    SDL_FRect c = morv_track_rect(v, pos);
    int k, n = crowd(s, monster, &k);
    if (n <= 1)
        return (SDL_FPoint){c.x + c.w / 2, c.y + c.h * 0.93f};
    int back = (n + 1) / 2, row = k < back ? 0 : 1, cols = row == 0 ? back : n - back;
    int col = row == 0 ? k : k - back;
    float x = c.x + c.w * ((float)col + 0.5f) / (float)cols;
    float y = row == 0 ? c.y + c.h * 0.56f : c.y + c.h * 0.95f;
    return (SDL_FPoint){x, y};
}

SDL_FRect morv_monster_rect(const mor_view *v, SDL_FPoint spot, float scale)
{
    float w = v->lay.cw * 0.92f * scale, h = w * 1.2f;
    return mm_rect(spot.x - w / 2, spot.y - h, w, h);
}

SDL_FRect morv_hand_rect(const mor_view *v, int i, int n)
{
    (void)n;
    const morv_layout *L = &v->lay;
    return mm_rect(L->hand_left + (float)i * (L->hand_w + L->hand_gap), L->hand_y, L->hand_w,
                   L->hand_h);
}

SDL_FRect morv_action_rect(const mor_view *v)
{
    return morv_hand_rect(v, MOR_HAND_MAX, MOR_HAND_MAX);
}

SDL_FRect morv_panel_rect(const mor_view *v, int seat)
{
    const morv_layout *L = &v->lay;
    return mm_rect(L->panel_x, L->area.y + 12 + (L->panel_h + 8) * (float)seat, L->panel_w,
                   L->panel_h);
}

SDL_FRect morv_bet_rect(const mor_view *v, int seat, int i)
{
    const morv_layout *L = &v->lay;
    SDL_FRect p = morv_panel_rect(v, seat);
    float x = p.x + 12;
    if (L->score_below) /* the bets and the tile centred in the panel */
        x = p.x + (p.w - 2 * (L->bet_w + 10) - 4 - L->tile_d) / 2;
    return mm_rect(x + (float)i * (L->bet_w + 10), p.y + L->panel_title_h + 4, L->bet_w, L->bet_h);
}

SDL_FRect morv_tile_rect(const mor_view *v, int seat)
{
    const morv_layout *L = &v->lay;
    SDL_FRect b = morv_bet_rect(v, seat, MOR_OPEN_BETS_MAX);
    return mm_rect(b.x + 4, b.y + (L->bet_h - L->tile_d) / 2, L->tile_d, L->tile_d);
}

/* ================================================================= hits */

int morv_monster_hit(const mor_view *v, float x, float y)
{
    const mor_state *s = morv_st(v);
    for (int m = MOR_NMONSTERS - 1; m >= 0; m--)
        if (mm_rect_has(
                morv_monster_rect(v, morv_monster_spot(v, s, m), morv_monster_scale(v, s, m)), x,
                y))
            return m;
    /* A click on a monster's card counts too (unless it is the crowded home). */
    for (int m = 0; m < MOR_NMONSTERS; m++)
        if (!mor_monster_at_home(s, m) && mm_rect_has(morv_track_rect(v, s->pos[m]), x, y))
            return m;
    return -1;
}

bool morv_bet_hit(const mor_view *v, float x, float y, int *seat, int *monster)
{
    const mor_state *s = morv_st(v);
    for (int i = 0; i < s->nseats; i++) {
        for (int b = 0; b < s->nbets[i]; b++) {
            if (mm_rect_has(morv_bet_rect(v, i, b), x, y)) {
                *seat = i;
                *monster = mor_card_info(s->bets[i][b]).a;
                return true;
            }
        }
    }
    return false;
}
