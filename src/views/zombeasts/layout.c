/* SPDX-License-Identifier: MIT */
/* Zombeasts table: where everything lies. Opponents sit in panels along the
 * top, the draw pile, open stock and prompt in the middle, the viewer's moons
 * below and the viewer's hand at the bottom (right of the move log), with the
 * viewer's points beside it. Every size follows the interface's type scale:
 * the opponents' cards shrink to fit their moons in the strip (two rows of
 * moons when one row is too narrow), but their number badges never fall
 * below the badge size, so they stay readable from the sofa. A spectator
 * sees the first seat at the bottom with its hand face down. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "monstermoon/i18n.h"
#include "zb_view.h"

#define MARGIN 12.0f
#define PANEL_PAD 10.0f
#define PANEL_GAP 12.0f
#define MOON_GAP 4.0f    /* between the cards of a moon */
#define OPP_SPACING 8.0f /* between an opponent's moons */
#define MY_SPACING 20.0f /* between the viewer's moons */

const zb_state *zbv_st(const zbv *v)
{
    return zb_from(v->visible);
}

const zb_state *zbv_told(const zbv *v)
{
    return v->before && v->nflights > 0 ? zb_from(v->before) : zbv_st(v);
}

/* The seat shown at the bottom. */
static int bottom_seat(const zbv *v)
{
    return v->viewer >= 0 ? v->viewer : 0;
}

bool zbv_pile_runs_low(const zbv *v)
{
    const zb_state *s = zbv_told(v);
    /* About two turns' draws left: the last round comes soon. */
    return s->npile > 0 && s->npile <= 2 * s->nseats && s->final_left < 0;
}

float zbv_badge_text(const zbv *v)
{
    return fmaxf(mm_type(v->app, MM_TEXT_BADGE), v->app->gfx.min_text);
}

float zbv_min_card_w(const zbv *v)
{
    /* Two badges side by side on the card's top edge (see cards.c). */
    return ceilf(zbv_badge_text(v) * 3.0f);
}

/* Moons an opponent's panel shows (at least one place, for "no moons"). */
static int shown_moons(const zb_state *s, int seat)
{
    return s->nmoons[seat] > 0 ? s->nmoons[seat] : 1;
}

static float moons_width(int n, float cw, float spacing)
{
    return (float)n * (2 * cw + MOON_GAP) + (float)(n - 1) * spacing;
}

/* The width of the footer: hand fan, points pile, minus cards in a row. */
static float footer_width(const zbv_layout *l)
{
    float fcw = l->foot_h * ZBV_CARD_RATIO;
    return fcw * 2.2f + fcw * 1.3f + fcw * 1.6f + 3 * 12 + 2 * PANEL_PAD;
}

/* The width of the footer as a column beside two rows of moons: the hand
 * fan above the points pile and the minus cards. */
static float side_width(const zbv_layout *l)
{
    float fcw = l->foot_h * ZBV_CARD_RATIO;
    return fcw * 2.9f + 12;
}

/* A panel's arrangement: one row of moons above the footer, two rows beside
 * it, or (the narrowest) two rows above it. */
enum { ONE_ROW = 1, TWO_ROWS_SIDE, TWO_ROWS };

static int moon_rows(int mode)
{
    return mode == ONE_ROW ? 1 : 2;
}

static float panel_width(const zbv_layout *l, int n, int mode, float cw)
{
    float moons = moons_width((n + moon_rows(mode) - 1) / moon_rows(mode), cw, OPP_SPACING);
    if (mode == TWO_ROWS_SIDE)
        return moons + 2 * PANEL_PAD + 12 + side_width(l);
    return fmaxf(footer_width(l), moons + 2 * PANEL_PAD);
}

/* The largest card width in [lo, hi] at which the panels fit, or 0. */
static float fit_card_width(const zbv *v, float lo, float hi, float avail)
{
    const zb_state *s = zbv_st(v);
    const zbv_layout *l = &v->lay;
    for (float cw = hi; cw >= lo - 0.01f; cw -= 1) {
        float total = 0;
        for (int k = 0; k < l->nopp; k++)
            total += panel_width(l, shown_moons(s, l->opp_seat[k]), l->rows[k], cw);
        if (total <= avail)
            return cw;
    }
    return 0;
}

static void layout_opponents(zbv *v)
{
    const zb_state *s = zbv_st(v);
    zbv_layout *l = &v->lay;
    SDL_FRect a = l->area;
    float avail = a.w - 2 * MARGIN - PANEL_GAP * (float)(l->nopp - 1);
    float cw_min = zbv_min_card_w(v), cw_max = fmaxf(cw_min, l->nopp == 1 ? 104 : 84);
    /* One row of moons each; while that is too wide, the panel with the
     * most moons takes two rows with its footer beside them, then two rows
     * above it; the cards stay small so the strip doesn't grow much. */
    for (int k = 0; k < l->nopp; k++)
        l->rows[k] = ONE_ROW;
    float cw;
    while (!(cw = fit_card_width(v, cw_min, cw_max, avail))) {
        int widest = -1;
        for (int mode = ONE_ROW; mode < TWO_ROWS && widest < 0; mode++)
            for (int k = 0; k < l->nopp; k++)
                if (l->rows[k] == mode && shown_moons(s, l->opp_seat[k]) >= 2 &&
                    (widest < 0 ||
                     shown_moons(s, l->opp_seat[k]) > shown_moons(s, l->opp_seat[widest])))
                    widest = k;
        if (widest < 0) {
            cw = cw_min;
            break;
        }
        l->rows[widest]++;
        cw_max = fmaxf(cw_min, cw_min * 1.12f);
    }
    l->opp_cw = cw;
    l->opp_rows = 1;
    bool below = false; /* a footer under two rows */
    float total = 0, widths[MM_MAX_SEATS];
    for (int k = 0; k < l->nopp; k++) {
        widths[k] = panel_width(l, shown_moons(s, l->opp_seat[k]), l->rows[k], cw);
        total += widths[k];
        if (moon_rows(l->rows[k]) > l->opp_rows)
            l->opp_rows = moon_rows(l->rows[k]);
        below |= l->rows[k] == TWO_ROWS;
    }
    /* What is left over widens the panels evenly. */
    float extra = fmaxf(0, (avail - total) / (float)l->nopp);
    float ch = cw / ZBV_CARD_RATIO, moon_h = 2 * ch + MOON_GAP;
    float h = l->head_h + moon_h + 8 + l->foot_h + PANEL_PAD;
    if (l->opp_rows == 2)
        h = fmaxf(h, l->head_h + 2 * moon_h + 8 + PANEL_PAD);
    if (below)
        h = l->head_h + 2 * moon_h + 8 + 8 + l->foot_h + PANEL_PAD;
    float x = a.x + MARGIN;
    for (int k = 0; k < l->nopp; k++) {
        int seat = l->opp_seat[k];
        l->panel[seat] = mm_rect(x, a.y + 8, widths[k] + extra, h);
        l->seat_rows[seat] = l->rows[k];
        x += widths[k] + extra + PANEL_GAP;
    }
}

/* The geometry; `terse`: the prompt leaves out its explanation (the title
 * and the top bar's status say what to do) so the moons keep their size. */
static void layout(zbv *v, bool terse)
{
    const zb_state *s = zbv_st(v);
    zbv_layout *l = &v->lay;
    mm_app *app = v->app;
    bool tv = mm_ui_tv(app);
    SDL_FRect a = v->area;
    memset(l, 0, sizeof *l);
    l->area = a;
    l->terse = terse;
    l->nseats = s->nseats;
    l->viewer = v->viewer;
    l->body = mm_type(app, MM_TEXT_BODY);
    l->head_h = l->body * 1.3f + 8;
    l->foot_h = ceilf(zbv_badge_text(v) * 2.3f);
    l->button_h = tv ? ceilf(l->body * 1.8f) : 44;
    int bottom = bottom_seat(v);
    l->nopp = s->nseats - 1;
    for (int k = 0; k < l->nopp; k++)
        l->opp_seat[k] = (bottom + 1 + k) % s->nseats;
    layout_opponents(v);
    float y = a.y + 8 + l->panel[l->opp_seat[0]].h + 12;
    /* The middle row: pile and open stock, then the prompt. */
    l->my_cw = tv ? 100 : 92;
    float ch = l->my_cw / ZBV_CARD_RATIO;
    l->pile = mm_rect(a.x + MARGIN + 12, y + 6, l->my_cw, ch);
    for (int i = 0; i < ZB_STOCK_SIZE; i++)
        l->stock[i] = mm_rect(l->pile.x + (float)(i + 1) * (l->my_cw + 12), y + 6, l->my_cw, ch);
    float line = l->body * 1.22f;
    float stock_h = 6 + ch + 6 + line * (s->final_left >= 0 || zbv_pile_runs_low(v) ? 2 : 1);
    float px = l->stock[ZB_STOCK_SIZE - 1].x + l->my_cw + 24;
    l->centre = mm_rect(px, y, a.x + a.w - MARGIN - px, stock_h);
    l->prompt_x = px + 22;
    if (v->may_act && s->phase == ZB_PHASE_DRAW)
        l->prompt_x += 2 * fminf(44, stock_h * 0.32f) + 12;
    /* The prompt panel is as tall as its text (and its buttons) need. */
    zbv_collect_buttons(v, v->may_act);
    float text_right = l->centre.x + l->centre.w - 20;
    if (v->nbuttons > 0)
        text_right = v->buttons[0].rect.x - 16;
    char title[128], body[256];
    zbv_prompt_texts(v, v->may_act, title, sizeof title, body, sizeof body);
    float notices_h = zbv_notices(v, l->prompt_x, 0, text_right, false);
    float text_h = terse ? 0
                         : mm_ui_text_wrapped(app, MM_TEXT_BODY, body, 0, 0,
                                              text_right - l->prompt_x, MM_PAPER, MM_ALIGN_LEFT,
                                              false);
    float prompt_h = 20 + notices_h + line * 1.1f + text_h;
    float buttons_h = (float)v->nbuttons * (l->button_h + 8) + 8;
    l->centre.h = fmaxf(fmaxf(prompt_h, stock_h), buttons_h);
    zbv_collect_buttons(v, v->may_act);
    float mid_h = l->centre.h;
    y += mid_h + 12;
    /* The hand at the bottom, the viewer's points at its right. */
    l->hand_cw = tv ? 168 : 136;
    float hand_ch = l->hand_cw / ZBV_CARD_RATIO;
    l->hand_y = a.y + a.h - hand_ch - 12;
    /* Wide enough for "Your points: " and a three-digit total at body size. */
    char sample[96];
    snprintf(sample, sizeof sample, _("Your points: %d"), -188);
    float mine_w = fmaxf(tv ? 330 : 284,
                         mm_gfx_text_width(&app->gfx, sample, l->body, true) + 36),
          mine_h = fmaxf(hand_ch + 6, l->head_h + l->foot_h + 24);
    l->mine = mm_rect(a.x + a.w - MARGIN - mine_w, a.y + a.h - mine_h - 8, mine_w, mine_h);
    /* The move log keeps the bottom left corner (the play scene's). */
    SDL_FRect log = mm_ui_log_area(app);
    l->hand_left = log.x + log.w + 16;
    l->hand_right = l->mine.x - 16;
    /* The viewer's moons and the place for a new one, centred right of the
     * log, as large as the room between the prompt and the hand allows. */
    int places = s->nmoons[bottom] < ZB_MAX_MOONS ? s->nmoons[bottom] + 1 : ZB_MAX_MOONS;
    float cw_max = tv ? 120 : 108;
    /* Beside the log only when the row reaches down to it. */
    float left = a.x + MARGIN, right = a.x + a.w - MARGIN;
    if (y + 8 + 2 * (cw_max / ZBV_CARD_RATIO) + MOON_GAP > log.y - 8)
        left = log.x + log.w + 16;
    /* Down to the hand when the row fits left of the points box, else
     * above that box. */
    bool beside = moons_width(places, cw_max, MY_SPACING) <= l->mine.x - 16 - left;
    float room_h = (beside ? l->hand_y - 30 : l->mine.y - 10) - y - 8;
    if (beside)
        right = l->mine.x - 16;
    /* A tall prompt (a narrow window, several notices) leaves little room:
     * the hand's cards give up height before the moons' numbers shrink
     * below the readable size. */
    float need_h = 2 * (zbv_min_card_w(v) / ZBV_CARD_RATIO) + MOON_GAP;
    if (room_h < need_h) {
        float give = fminf(need_h - room_h, hand_ch * 0.3f);
        l->hand_cw -= give * ZBV_CARD_RATIO;
        hand_ch -= give;
        l->hand_y += give;
        l->mine.h = fmaxf(hand_ch + 6, l->head_h + l->foot_h + 24);
        l->mine.y = a.y + a.h - l->mine.h - 8;
        room_h = (beside ? l->hand_y - 30 : l->mine.y - 10) - y - 8;
    }
    l->cramped = room_h < need_h;
    float by_h = (room_h - MOON_GAP) / 2 * ZBV_CARD_RATIO;
    float by_w = ((right - left - MY_SPACING * (float)(places - 1)) / (float)places - MOON_GAP) / 2;
    l->moon_cw = fminf(cw_max, fminf(by_h, by_w));
    if (l->moon_cw < zbv_min_card_w(v))
        l->moon_cw = zbv_min_card_w(v);
    float row_w = moons_width(places, l->moon_cw, MY_SPACING);
    l->moons_x = left + (right - left - row_w) / 2;
    l->moons_y = y + 8;
}

void zbv_layout_update(zbv *v)
{
    layout(v, false);
    if (v->lay.cramped)
        layout(v, true);
}

SDL_FRect zbv_moon_rect(const zbv *v, int seat, int m)
{
    const zbv_layout *l = &v->lay;
    if (seat == bottom_seat(v)) {
        float cw = l->moon_cw, ch = cw / ZBV_CARD_RATIO;
        float w = 2 * cw + MOON_GAP;
        return mm_rect(l->moons_x + (float)m * (w + MY_SPACING), l->moons_y, w, 2 * ch + MOON_GAP);
    }
    SDL_FRect p = l->panel[seat];
    float cw = l->opp_cw, ch = cw / ZBV_CARD_RATIO;
    float w = 2 * cw + MOON_GAP, h = 2 * ch + MOON_GAP;
    int n = shown_moons(zbv_st(v), seat);
    int rows = moon_rows(l->seat_rows[seat]);
    int per_row = (n + rows - 1) / rows;
    if (m >= n) /* where a new moon would appear */
        m = n - 1 < 0 ? 0 : n - 1;
    int row = m / per_row, col = m % per_row;
    return mm_rect(p.x + PANEL_PAD + (float)col * (w + OPP_SPACING),
                   p.y + l->head_h + (float)row * (h + 8), w, h);
}

SDL_FRect zbv_slot_rect(const zbv *v, int seat, int m, int slot)
{
    SDL_FRect r = zbv_moon_rect(v, seat, m);
    float cw = (r.w - MOON_GAP) / 2, ch = (r.h - MOON_GAP) / 2;
    bool right = slot == ZB_SLOT_TR || slot == ZB_SLOT_BR;
    bool lower = slot == ZB_SLOT_BL || slot == ZB_SLOT_BR;
    return mm_rect(r.x + (right ? cw + MOON_GAP : 0), r.y + (lower ? ch + MOON_GAP : 0), cw, ch);
}

float zbv_hand_step(const zbv *v, int n)
{
    const zbv_layout *l = &v->lay;
    float cw = l->hand_cw, step = cw + 14;
    float room = l->hand_right - l->hand_left;
    if (n > 1 && (float)(n - 1) * step + cw > room)
        step = (room - cw) / (float)(n - 1);
    return step;
}

SDL_FRect zbv_hand_rect(const zbv *v, int i, int n)
{
    const zbv_layout *l = &v->lay;
    float cw = l->hand_cw, ch = cw / ZBV_CARD_RATIO;
    float step = zbv_hand_step(v, n);
    float total = (float)(n - 1) * step + cw;
    float x0 = (l->hand_left + l->hand_right) / 2 - total / 2;
    /* A gentle arc: the middle cards sit a little higher. */
    float mid = (float)(n - 1) / 2, d = n > 1 ? ((float)i - mid) / (mid + 1) : 0;
    return mm_rect(x0 + (float)i * step, l->hand_y + 8 * d * d, cw, ch);
}

/* The footer of an opponent's panel (hand fan, points pile, minus cards):
 * a row at the bottom, or a column beside two rows of moons; `item` 0 is
 * the fan, 1 the points pile. */
static SDL_FRect footer(const zbv *v, int seat, int item)
{
    const zbv_layout *l = &v->lay;
    SDL_FRect p = l->panel[seat];
    float h = l->foot_h, fcw = h * ZBV_CARD_RATIO;
    if (l->seat_rows[seat] != TWO_ROWS_SIDE) {
        float y = p.y + p.h - PANEL_PAD - h;
        return item == 0 ? mm_rect(p.x + PANEL_PAD, y, fcw * 2.2f, h)
                         : mm_rect(p.x + PANEL_PAD + fcw * 2.2f + 12, y, fcw, h);
    }
    float x = p.x + p.w - PANEL_PAD - side_width(l), y = p.y + l->head_h;
    return item == 0 ? mm_rect(x, y, fcw * 2.2f, h) : mm_rect(x, y + h + 14, fcw, h);
}

/* The fan of a seat's hand (the viewer's: the middle of the hand). */
SDL_FRect zbv_seat_hand_rect(const zbv *v, int seat)
{
    if (seat == bottom_seat(v)) {
        int n = zbv_st(v)->nhand[seat];
        return zbv_hand_rect(v, n > 0 ? n / 2 : 0, n > 0 ? n : 1);
    }
    return footer(v, seat, 0);
}

SDL_FRect zbv_points_rect(const zbv *v, int seat)
{
    if (seat == bottom_seat(v)) {
        SDL_FRect m = v->lay.mine;
        float h = v->lay.foot_h;
        return mm_rect(m.x + 16, m.y + m.h - h - 12, h * ZBV_CARD_RATIO, h);
    }
    return footer(v, seat, 1);
}

SDL_FRect zbv_minus_rect(const zbv *v, int seat)
{
    SDL_FRect pr = zbv_points_rect(v, seat);
    return mm_rect(pr.x + pr.w * 1.3f + 12, pr.y, pr.w, pr.h);
}

bool zbv_card_rect(const zbv *v, int card, SDL_FRect *out, bool *upside_down)
{
    const zb_state *s = zbv_st(v);
    *upside_down = false;
    if (v->viewer >= 0) {
        for (int i = 0; i < s->nhand[v->viewer]; i++) {
            if (s->hand[v->viewer][i] == card) {
                *out = zbv_hand_rect(v, i, s->nhand[v->viewer]);
                return true;
            }
        }
    }
    for (int p = 0; p < s->nseats; p++) {
        for (int m = 0; m < s->nmoons[p]; m++) {
            for (int k = 0; k < ZB_MOON_SLOTS; k++) {
                if (s->moons[p][m].slot[k] == card) {
                    *out = zbv_slot_rect(v, p, m, k);
                    *upside_down = k == ZB_SLOT_BL || k == ZB_SLOT_BR;
                    return true;
                }
            }
        }
    }
    for (int i = 0; i < ZB_STOCK_SIZE; i++) {
        if (card >= 0 && v->stock_at[i] == card) {
            *out = v->lay.stock[i];
            return true;
        }
    }
    return false;
}
