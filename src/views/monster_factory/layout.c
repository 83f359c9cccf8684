/* SPDX-License-Identifier: MIT */
/* Monster Factory: where everything lies. The panel with the drawn tile, the
 * stack and the box sits at the top left, above the play scene's move log;
 * the players' areas fill the rest. In Normal size the areas share a grid
 * alike. In the TV and Large sizes the viewer's area (the first seat's for a
 * spectator) is large, and the opponents' areas are compact cards in one or
 * two columns, the next to play first: a header with name, points and the
 * monster in progress in words, the monster framed as large as the card
 * allows and the finished monsters in a column of their own, each with its
 * points on a badge of the badge size, so the numbers read from the sofa. */
#include <math.h>

#include "mf_view.h"
#include "monstermoon/i18n.h"
#include "ui.h"

#define MARGIN 12.0f
#define GAP 12.0f
/* The largest tile on a stage: Normal, then the TV and Large sizes. */
#define MAX_TILE_NORMAL MFV_MAX_TILE
#define MAX_TILE_ROOMY 104.0f

/* ================================================================= sizes */

static void set_type(mf_view *v)
{
    mm_app *app = v->app;
    float least = app->gfx.min_text;
    if (v->roomy) {
        v->type = (mfv_type){
            .head = mm_type(app, MM_TEXT_HEADING),
            .body = mm_type(app, MM_TEXT_BODY),
            .detail = fmaxf(mm_type(app, MM_TEXT_DETAIL), least),
            .badge = fmaxf(mm_type(app, MM_TEXT_BADGE), least),
            .score = mm_type(app, MM_TEXT_HEADING),
        };
    } else {
        v->type = (mfv_type){.head = 22,
                             .body = 18,
                             .detail = fmaxf(16, least),
                             .badge = fmaxf(15, least),
                             .score = 30};
    }
}

float mfv_head_h(const mf_view *v, int seat)
{
    const mfv_type *t = &v->type;
    if (!v->roomy)
        return 60;
    return ceilf((v->compact[seat] ? t->body : t->head) * 1.22f + t->detail * 1.3f + 14);
}

int mfv_main_seat(const mf_view *v)
{
    return v->viewer >= 0 ? v->viewer : 0;
}

/* ================================================================= panel */

static void layout_panel(mf_view *v)
{
    SDL_FRect p = v->panel;
    const mfv_type *t = &v->type;
    if (!v->roomy) {
        float big = 168;
        v->big_tile = mm_rect(p.x + (p.w - big) / 2, p.y + 60, big, big);
        v->rot_ccw = mm_rect(p.x + 12, v->big_tile.y + big / 2 - 26, 52, 52);
        v->rot_cw = mm_rect(p.x + p.w - 64, v->big_tile.y + big / 2 - 26, 52, 52);
        float offer = 86, gap = 8;
        for (int i = 0; i < MF_OFFER_MAX; i++)
            v->offer_rect[i] =
                mm_rect(p.x + (p.w - 3 * offer - 2 * gap) / 2 + (float)i * (offer + gap), p.y + 90,
                        offer, offer);
        float low = p.y + p.h - 92;
        v->stack_rect = mm_rect(p.x + 34, low, 64, 64);
        v->box_rect = mm_rect(p.x + p.w - 130, low - 6, 76, 76);
        return;
    }
    float button = ceilf(t->body * 1.9f);
    float below_title = p.y + 14 + t->head * 1.35f;
    float big = fminf(164, fminf(p.w - 2 * (button + 24), p.h * 0.28f));
    v->big_tile = mm_rect(p.x + (p.w - big) / 2, below_title + 6, big, big);
    v->rot_ccw = mm_rect(p.x + 14, v->big_tile.y + (big - button) / 2, button, button);
    v->rot_cw =
        mm_rect(p.x + p.w - 14 - button, v->big_tile.y + (big - button) / 2, button, button);
    float gap = 16, offer = fminf(124, (p.w - 40 - 2 * gap) / 3);
    for (int i = 0; i < MF_OFFER_MAX; i++)
        v->offer_rect[i] = mm_rect(p.x + (p.w - 3 * offer - 2 * gap) / 2 + (float)i * (offer + gap),
                                   below_title + t->detail * 1.5f + 8, offer, offer);
    /* The stack and the box along the bottom, their counts underneath. */
    float pile = 64, low = p.y + p.h - 12 - t->body * 1.3f - pile;
    v->stack_rect = mm_rect(p.x + p.w * 0.25f - pile / 2, low, pile, pile);
    v->box_rect = mm_rect(p.x + p.w * 0.72f - 44, low - 10, 88, 88);
}

/* ================================================================= areas */

/* Normal size: every player's area alike, in a grid. */
static void layout_grid(mf_view *v, SDL_FRect r)
{
    const mf_state *s = mfv_state(v);
    int n = s->nseats, cols = n <= 3 ? n : n == 4 ? 2 : 3, rows = (n + cols - 1) / cols;
    float w = (r.w - GAP * (float)(cols - 1)) / (float)cols;
    float h = (r.h - GAP * (float)(rows - 1)) / (float)rows;
    for (int i = 0; i < n; i++) {
        int c = i % cols, row = i / cols;
        v->seat_area[i] = mm_rect(r.x + (float)c * (w + GAP), r.y + (float)row * (h + GAP), w, h);
        v->compact[i] = false;
    }
}

static void layout_seat(mf_view *v, int seat);
static mfv_camera camera_fit(const mf_view *v, int seat);
static bool framed(const mf_view *v, int seat, float *w, float *h, float *cx, float *cy);
static int finished_count(const mf_view *v, int seat);
static float chip_h(const mf_view *v);
static float chip_w(const mf_view *v);

/* What a seat's card needs at tile size t: a*t+b, and at least `least`,
 * across (w) and down (h). */
typedef struct card_need {
    float wa, wb, wleast, ha, hb, hleast;
} card_need;

static float need_w(const card_need *c, float t)
{
    return fmaxf(c->wa * t + c->wb, c->wleast);
}

static float need_h(const card_need *c, float t)
{
    return fmaxf(c->ha * t + c->hb, c->hleast);
}

/* Along a line of cards (a row: across; a column: down) and the line's
 * thickness (a row: down; a column: across). */
static float along(const card_need *c, float t, bool by_rows)
{
    return by_rows ? need_w(c, t) : need_h(c, t);
}

static float thick(const card_need *c, float t, bool by_rows)
{
    return by_rows ? need_h(c, t) : need_w(c, t);
}

/* TV and Large sizes: every seat gets a card, in `lines` rows (or columns),
 * the main seat first (the viewer's), the others in turn order. The cards
 * are sized to what they hold: a line is as thick as its largest monster
 * needs and a card as long as its monster, for the largest tile size that
 * fits them all; what is left is shared out alike. `beside`: the chips of
 * the finished monsters in a column beside a monster taller than wide,
 * else in a row under it. */
static void arrange(mf_view *v, SDL_FRect r, int lines, bool by_rows, bool beside)
{
    const mf_state *s = mfv_state(v);
    int n = s->nseats, main = mfv_main_seat(v), per = (n + lines - 1) / lines;
    for (int i = 0; i < n; i++)
        v->compact[i] = n >= 3;
    card_need need[MM_MAX_SEATS];
    for (int j = 0; j < n; j++) {
        int seat = (main + j) % n, chips = finished_count(v, seat);
        float cw, ch, cx, cy, head = mfv_head_h(v, seat) + 16;
        if (!framed(v, seat, &cw, &ch, &cx, &cy))
            cw = ch = 3;
        bool side = beside && chips > 0 && ch > cw;
        v->chips_side[seat] = side;
        need[j] = (card_need){
            .wa = cw,
            .wb = 16 + (side ? chip_w(v) + 12 : 0),
            .wleast = v->type.body * 8.5f,
            .ha = ch,
            .hb = head + (chips > 0 && !side ? chip_h(v) + 24 : 0),
            .hleast = side ? head + (float)chips * (chip_h(v) + 8) + 8 : 0,
        };
    }
    float length = by_rows ? r.w : r.h, depth = by_rows ? r.h : r.w;
    /* The largest tile size at which every line fits (bisection). */
    float lo = 4, hi = MAX_TILE_ROOMY;
    for (int it = 0; it < 24; it++) {
        float t = (lo + hi) / 2, total = GAP * (float)(lines - 1);
        bool fits = true;
        for (int l = 0; l < lines && fits; l++) {
            float th = 0, len = GAP * (float)(per - 1);
            for (int j = l * per; j < n && j < (l + 1) * per; j++) {
                th = fmaxf(th, thick(&need[j], t, by_rows));
                len += along(&need[j], t, by_rows);
            }
            total += th;
            fits = len <= length;
        }
        if (fits && total <= depth)
            lo = t;
        else
            hi = t;
    }
    float t = lo, th[MM_MAX_SEATS] = {0}, sum = 0;
    for (int l = 0; l < lines; l++) {
        for (int j = l * per; j < n && j < (l + 1) * per; j++)
            th[l] = fmaxf(th[l], thick(&need[j], t, by_rows));
        sum += th[l];
    }
    float extra = (depth - GAP * (float)(lines - 1) - sum) / (float)lines, at = 0;
    for (int l = 0; l < lines; l++) {
        int first = l * per, last = first + per < n ? first + per : n;
        float used = GAP * (float)(last - first - 1);
        for (int j = first; j < last; j++)
            used += along(&need[j], t, by_rows);
        float more = (length - used) / (float)(last - first), pos = 0, size = floorf(th[l] + extra);
        if (l == lines - 1)
            size = depth - at; /* the last line ends at the edge */
        for (int j = first; j < last; j++) {
            float len = j == last - 1 ? length - pos : floorf(along(&need[j], t, by_rows) + more);
            v->seat_area[(main + j) % n] =
                by_rows ? mm_rect(r.x + pos, r.y + at, len, size)
                        : mm_rect(r.x + at, r.y + pos, size, len);
            pos += len + GAP;
        }
        at += size + GAP;
    }
}

/* The smallest tile of all stages in the arrangement laid out. */
static float least_tile(mf_view *v)
{
    const mf_state *s = mfv_state(v);
    float least = 1e9f;
    for (int i = 0; i < s->nseats; i++) {
        layout_seat(v, i);
        least = fminf(least, camera_fit(v, i).ts);
    }
    return least;
}

/* The arrangement (rows or columns and how many, chips beside tall monsters
 * or not) whose smallest tile is largest, so every player's monster reads
 * from the sofa; the one in use is kept unless another is clearly better
 * (the cards do not jump about for a unit or two). */
static void layout_focus(mf_view *v, SDL_FRect r)
{
    int n = mfv_state(v)->nseats;
    /* An arrangement's code: lines * 4 + (by columns) * 2 + beside. */
    int best = v->arrangement >= 4 ? v->arrangement : n <= 3 ? 4 : 8;
    arrange(v, r, best / 4, best % 4 < 2, best % 2);
    /* Tiles below the least readable size (a limb, half a tile, at 1/45 of
     * the window's height) take whatever is larger at once. */
    const mm_gfx *g = &v->app->gfx;
    float best_ts = least_tile(v);
    if (best_ts * g->scale >= 2 * (float)g->ph / 45.0f)
        best_ts *= 1.08f;
    for (int k = 4; k < 16 && k / 4 <= n; k++) {
        if (k == best)
            continue;
        arrange(v, r, k / 4, k % 4 < 2, k % 2);
        float ts = least_tile(v);
        if (ts > best_ts) {
            best = k;
            best_ts = ts;
        }
    }
    v->arrangement = best;
    arrange(v, r, best / 4, best % 4 < 2, best % 2);
}

/* Finished monsters of a seat off its stage (what its shelf shows). */
static int finished_count(const mf_view *v, int seat)
{
    const mf_state *s = mfv_state(v);
    int n = 0;
    for (int m = 0; m < s->nmonsters; m++)
        n += s->monsters[m].owner == seat && s->monsters[m].done && m != s->building[seat];
    return n;
}

/* TV and Large sizes: a finished monster is a chip (a mark and its points)
 * on a row along the bottom of its owner's area; its size and how many fit
 * on a row of width `w`. */
static float chip_w(const mf_view *v)
{
    return ceilf(v->type.body * 3.8f);
}

static float chip_h(const mf_view *v)
{
    return ceilf(v->type.body * 1.4f);
}

static int chips_per_row(const mf_view *v, float w)
{
    int k = (int)((w + GAP) / (chip_w(v) + GAP));
    return k < 1 ? 1 : k;
}

/* A seat's header, stage and shelf inside its area. */
static void layout_seat(mf_view *v, int seat)
{
    SDL_FRect ar = v->seat_area[seat];
    float head = mfv_head_h(v, seat);
    if (v->roomy) {
        /* The chips of the finished monsters in rows at the bottom, once
         * there are any; the monster in progress takes the rest. */
        int n = finished_count(v, seat), per = chips_per_row(v, ar.w - 20);
        if (n > 0 && v->chips_side[seat]) {
            float w = chip_w(v);
            v->seat_shelf[seat] = mm_rect(ar.x + ar.w - w - 10, ar.y + head, w, ar.h - head - 8);
            v->seat_stage[seat] = mm_rect(ar.x + 8, ar.y + head, ar.w - w - 30, ar.h - head - 8);
            return;
        }
        int rows = (n + per - 1) / per;
        float shelf = n > 0 ? (float)rows * (chip_h(v) + 8) + 8 : 0;
        v->seat_shelf[seat] = mm_rect(ar.x + 10, ar.y + ar.h - shelf - 8, n > 0 ? ar.w - 20 : 0,
                                      shelf);
        v->seat_stage[seat] =
            mm_rect(ar.x + 8, ar.y + head, ar.w - 16, ar.h - head - shelf - (n > 0 ? 16 : 8));
        return;
    }
    if (ar.w > ar.h * 1.25f) {
        /* Wide areas keep the shelf at the side, so the stage stays tall. */
        float shelf = fminf(150, ar.w * 0.24f);
        v->seat_shelf[seat] =
            mm_rect(ar.x + ar.w - shelf - 10, ar.y + head, shelf, ar.h - head - 10);
        v->seat_stage[seat] = mm_rect(ar.x + 10, ar.y + head, ar.w - shelf - 30, ar.h - head - 10);
    } else {
        float shelf = fminf(112, ar.h * 0.2f);
        v->seat_shelf[seat] = mm_rect(ar.x + 10, ar.y + ar.h - shelf - 8, ar.w - 20, shelf);
        v->seat_stage[seat] = mm_rect(ar.x + 10, ar.y + head, ar.w - 20, ar.h - head - shelf - 18);
    }
}

void mfv_layout(mf_view *v)
{
    const mf_state *s = mfv_state(v);
    mm_app *app = v->app;
    SDL_FRect a = v->area;
    v->roomy = app->ui_size != MM_UI_NORMAL;
    set_type(v);
    SDL_FRect log = mm_ui_log_area(app);
    float top = a.y + MARGIN;
    float pw = v->roomy ? log.w - 2 * MARGIN : 300;
    v->panel = mm_rect(a.x + 14, top, pw, log.y - MARGIN - top);
    layout_panel(v);
    float x0 = v->panel.x + pw + GAP + 2;
    SDL_FRect rest = mm_rect(x0, top, a.x + a.w - MARGIN - x0, a.y + a.h - MARGIN - top);
    if (v->roomy && s->nseats > 1)
        layout_focus(v, rest);
    else
        layout_grid(v, rest);
    for (int i = 0; i < s->nseats; i++)
        layout_seat(v, i);
}

/* ================================================================ stages */

int mfv_stage_monster(const mf_view *v, int seat)
{
    const mf_state *s = mfv_state(v);
    if (v->party[seat].monster >= 0)
        return v->party[seat].monster;
    if (s->building[seat] >= 0)
        return s->building[seat];
    /* Game over with nothing in progress: the first monster takes the stage. */
    return mf_monster_size(s, seat) > 0 ? seat : -1;
}

const char *mfv_stage_note(const mf_view *v, int seat)
{
    const mf_state *s = mfv_state(v);
    int m = mfv_stage_monster(v, seat);
    if (m < 0 || v->party[seat].monster >= 0)
        return NULL;
    if (s->phase == MF_PHASE_OVER && !s->monsters[m].done && mf_monster_size(s, m) > 0)
        return mfv_settled(v) ? _("Unfinished: 0 points") : NULL;
    char why[MM_REASON_MAX];
    if (s->phase == MF_PHASE_PLACE && v->may_act && v->viewer >= 0 && seat != v->viewer &&
        s->monsters[m].number == 0 && !mf_may_build_on(s, v->viewer, m, why, sizeof why))
        return _("Closed to you: your first monster is finished.");
    return NULL;
}

SDL_FRect mfv_stage_frame(const mf_view *v, int seat)
{
    SDL_FRect st = v->seat_stage[seat];
    /* A card of the TV size says its note in the header's second line. */
    if (v->compact[seat] || !mfv_stage_note(v, seat))
        return st;
    float band = v->type.body * 1.35f + 12;
    return mm_rect(st.x, st.y + band, st.w, fmaxf(st.h - band, 1));
}

/* What a seat's camera frames, in cells: the monster on its stage with room
 * round it (size `w` x `h`, centre cx, cy); false with no tile on the stage. */
static bool framed(const mf_view *v, int seat, float *w, float *h, float *cx, float *cy)
{
    const mf_state *s = mfv_state(v);
    int m = mfv_stage_monster(v, seat);
    if (m < 0 || mf_monster_size(s, m) == 0)
        return false;
    int x0, y0, x1, y1;
    mf_monster_bounds(s, m, &x0, &y0, &x1, &y1);
    /* A cell of room all round where the viewer may add tiles; else half a
     * cell, for the marks of the open edges. */
    char why[MM_REASON_MAX];
    bool open = !s->monsters[m].done && s->phase != MF_PHASE_OVER &&
                (v->viewer < 0 || mf_may_build_on(s, v->viewer, m, why, sizeof why));
    float room = open ? 3.0f : 2.0f;
    if (v->compact[seat]) {
        /* The cards of the TV size frame the monster and the cells where it
         * goes on (where its open edges point) tightly: their tiles as large
         * as the card allows. */
        int ex0 = x0, ey0 = y0, ex1 = x1, ey1 = y1;
        for (int t = 0; t < MF_NTILES && !s->monsters[m].done; t++) {
            const mf_place *at = &s->at[t];
            if (at->monster != m)
                continue;
            for (int d = 0; d < 4; d++) {
                int nx = at->x + mf_dx(d), ny = at->y + mf_dy(d);
                if (mf_tile_edge(t, at->rot, d) == MF_BLANK || mf_tile_at(s, m, nx, ny) >= 0)
                    continue;
                ex0 = nx < ex0 ? nx : ex0, ex1 = nx > ex1 ? nx : ex1;
                ey0 = ny < ey0 ? ny : ey0, ey1 = ny > ey1 ? ny : ey1;
            }
        }
        x0 = ex0, y0 = ey0, x1 = ex1, y1 = ey1;
        room = 1.0f;
    }
    *w = (float)(x1 - x0) + room;
    *h = (float)(y1 - y0) + room;
    *cx = (float)(x0 + x1) / 2;
    *cy = (float)(y0 + y1) / 2;
    return true;
}

/* The camera that frames the whole monster on a seat's stage. */
static mfv_camera camera_fit(const mf_view *v, int seat)
{
    float most = v->roomy ? MAX_TILE_ROOMY : MAX_TILE_NORMAL;
    mfv_camera c = {most, 0, 0, true};
    float w, h;
    if (!framed(v, seat, &w, &h, &c.cx, &c.cy))
        return c;
    SDL_FRect st = mfv_stage_frame(v, seat);
    c.ts = fminf(most, fminf(st.w / w, st.h / h));
    return c;
}

float mfv_least_tile(const mf_view *v)
{
    if (!mm_ui_tv(v->app))
        return 0;
    const mm_gfx *g = &v->app->gfx;
    return 2 * ceilf((float)g->ph / 45.0f / g->scale);
}

/* Where a monster too large for its stage at the least tile size is looked
 * at along one axis: the middle of its open cells (where it goes on), kept
 * so the stage shows no more than the framed extent [lo, hi] beyond it. */
static float crop_centre(float open_mid, float lo, float hi, float shown)
{
    float span = hi - lo;
    if (shown >= span)
        return (lo + hi) / 2;
    return fminf(fmaxf(open_mid, lo + shown / 2), hi - shown / 2);
}

/* The box round the cells of monster `m` where the drawn tile fits (the
 * spots the view offers), or false when it offers none there. */
/* Grows the box x0..x1, y0..y1 (cells) to hold cell x, y; `any` false: the
 * box is that cell. */
static void box_add(int x, int y, bool *any, int *x0, int *y0, int *x1, int *y1)
{
    if (!*any) {
        *x0 = *x1 = x;
        *y0 = *y1 = y;
        *any = true;
        return;
    }
    *x0 = x < *x0 ? x : *x0;
    *x1 = x > *x1 ? x : *x1;
    *y0 = y < *y0 ? y : *y0;
    *y1 = y > *y1 ? y : *y1;
}

static bool spots_box(const mf_view *v, int m, int *x0, int *y0, int *x1, int *y1)
{
    bool any = false;
    for (int i = 0; i < v->nspots; i++)
        if (m >= 0 && v->spots[i].monster == m)
            box_add(v->spots[i].x, v->spots[i].y, &any, x0, y0, x1, y1);
    return any;
}

/* A view centred at `at`, `shown` wide, moved the least that shows all of
 * [lo, hi] (which is no wider than `shown`). */
static float in_view(float at, float lo, float hi, float shown)
{
    if (lo < at - shown / 2)
        at = lo + shown / 2;
    if (hi > at + shown / 2)
        at = hi - shown / 2;
    return at;
}

bool mfv_stage_cropped(const mf_view *v, int seat)
{
    return camera_fit(v, seat).ts < mfv_least_tile(v);
}

mfv_camera mfv_camera_target(const mf_view *v, int seat)
{
    mfv_camera c = camera_fit(v, seat);
    float least = mfv_least_tile(v), w, h, cx, cy;
    if (c.ts >= least || !framed(v, seat, &w, &h, &cx, &cy))
        return c;
    /* In the TV size a limb (half a tile) never falls below the least
     * readable size: a monster too large for its card at that size is shown
     * in part, round the cells where it goes on (draw_stage clips it). */
    const mf_state *s = mfv_state(v);
    SDL_FRect st = mfv_stage_frame(v, seat);
    float fit = c.ts;
    c.ts = least;
    float ox = cx, oy = cy;
    int m = mfv_stage_monster(v, seat);
    const mf_frontier *f = &s->frontier[seat];
    int bx0, by0, bx1, by1;
    bool spots = v->may_act && spots_box(v, m, &bx0, &by0, &bx1, &by1);
    if (spots) {
        /* While the viewer places a tile, every cell where it fits on this
         * card stays on it, smaller than the least size if those cells span
         * more than the card holds: a move is never out of reach. */
        float need = fminf(st.w / (float)(bx1 - bx0 + 1), st.h / (float)(by1 - by0 + 1));
        if (need < least) {
            c.ts = fmaxf(need, fit);
            c.cx = (float)(bx0 + bx1) / 2;
            c.cy = (float)(by0 + by1) / 2;
            return c;
        }
    }
    if (m >= 0 && m == s->building[seat] && f->n > 0) {
        int x0, x1, y0, y1;
        bool any = false;
        for (int i = 0; i < f->n; i++)
            box_add(f->spot[i].x, f->spot[i].y, &any, &x0, &y0, &x1, &y1);
        ox = (float)(x0 + x1) / 2;
        oy = (float)(y0 + y1) / 2;
    }
    c.cx = crop_centre(ox, cx - w / 2, cx + w / 2, st.w / least);
    c.cy = crop_centre(oy, cy - h / 2, cy + h / 2, st.h / least);
    if (spots) {
        /* Moved no further than it takes to show each spot whole. */
        c.cx = in_view(c.cx, (float)bx0 - 0.5f, (float)bx1 + 0.5f, st.w / least);
        c.cy = in_view(c.cy, (float)by0 - 0.5f, (float)by1 + 0.5f, st.h / least);
    }
    return c;
}

SDL_FRect mfv_cell_rect(const mf_view *v, int seat, int x, int y)
{
    const mfv_camera *c = &v->cam[seat];
    SDL_FRect st = mfv_stage_frame(v, seat);
    float cx = st.x + st.w / 2, cy = st.y + st.h / 2;
    return mm_rect(cx + ((float)x - c->cx - 0.5f) * c->ts, cy + ((float)y - c->cy - 0.5f) * c->ts,
                   c->ts, c->ts);
}

/* ================================================================ shelves */

int mfv_shelf(const mf_view *v, int seat, int monsters[], SDL_FRect rects[], float ts[], int max)
{
    const mf_state *s = mfv_state(v);
    int stage = mfv_stage_monster(v, seat), n = 0;
    int w[MF_MAX_MONSTERS], h[MF_MAX_MONSTERS];
    for (int m = 0; m < s->nmonsters && n < max; m++) {
        if (s->monsters[m].owner != seat || !s->monsters[m].done || m == stage ||
            !mfv_points_shown(v, m))
            continue;
        int x0, y0, x1, y1;
        mf_monster_bounds(s, m, &x0, &y0, &x1, &y1);
        monsters[n] = m;
        w[n] = x1 - x0 + 1;
        h[n] = y1 - y0 + 1;
        n++;
    }
    if (n == 0)
        return 0;
    SDL_FRect sh = v->seat_shelf[seat];
    if (sh.w < 1)
        return 0;
    if (v->roomy) {
        /* Chips in rows (layout_seat made room for them all). */
        int per = v->chips_side[seat] ? 1 : chips_per_row(v, sh.w);
        for (int i = 0; i < n; i++) {
            rects[i] = mm_rect(sh.x + (float)(i % per) * (chip_w(v) + GAP),
                               sh.y + 8 + (float)(i / per) * (chip_h(v) + 8), chip_w(v), chip_h(v));
            ts[i] = 0;
        }
        return n;
    }
    /* A row along the bottom, or a column at the side; each slot leaves room
     * for its points badge underneath, which never shrinks. */
    bool column = sh.h > sh.w;
    float badge = ceilf(v->type.badge * 1.35f), least = ceilf(v->type.badge * 2.8f);
    float gap = column ? 8 : 12, size = v->roomy ? 30 : 22;
    for (int i = 0; i < n; i++)
        size = column ? fminf(size, (sh.w - 16) / (float)w[i])
                      : fminf(size, (sh.h - 16 - badge) / (float)h[i]);
    for (;;) {
        float total = 0;
        for (int i = 0; i < n; i++)
            total += column ? (float)h[i] * size + badge + 8 + gap
                            : fmaxf((float)w[i] * size, least) + gap;
        if (total <= (column ? sh.h : sh.w) - 8 || size <= 3)
            break;
        size -= 1;
    }
    /* Whole logical units keep the rasterized sizes few. */
    size = fmaxf(floorf(size), 2);
    float at = column ? sh.y + 6 : sh.x + 8;
    for (int i = 0; i < n; i++) {
        if (column) {
            float slot = (float)h[i] * size + badge + 8;
            if (at + slot > sh.y + sh.h)
                return i; /* the rest still count in the header's points */
            rects[i] = mm_rect(sh.x + 4, at, sh.w - 8, slot);
            at += slot + gap;
        } else {
            float slot = fmaxf((float)w[i] * size, least);
            if (at + slot > sh.x + sh.w)
                return i;
            rects[i] = mm_rect(at, sh.y + 6, slot, sh.h - 12);
            at += slot + gap;
        }
        ts[i] = size;
    }
    return n;
}
