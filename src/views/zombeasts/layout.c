/* SPDX-License-Identifier: MIT */
/* Zombeasts table: where everything lies. Opponents sit in panels along the
 * top, the draw pile, open stock and prompt in the middle, the viewer's moons
 * below and the viewer's hand at the bottom (right of the move log). A
 * spectator sees the first seat at the bottom with its hand face down. */
#include <string.h>

#include "zb_view.h"

#define PANEL_H 224.0f
#define PANEL_HEADER 36.0f
#define PANEL_HAND_ROW 52.0f
#define MOON_GAP 5.0f
#define MOON_SPACING 20.0f
#define LOG_CLEAR 340.0f /* the move log's corner at the bottom left */

const zb_state *zbv_st(const zbv *v)
{
    return zb_from(v->visible);
}

/* The seat shown at the bottom. */
static int bottom_seat(const zbv *v)
{
    return v->viewer >= 0 ? v->viewer : 0;
}

static float opp_card_width(const zbv *v, int seat)
{
    const zb_state *s = zbv_st(v);
    SDL_FRect p = v->lay.panel[seat];
    float moons_h = PANEL_H - PANEL_HEADER - PANEL_HAND_ROW - 14;
    float by_height = (moons_h - MOON_GAP) / 2 * ZBV_CARD_RATIO;
    int shown = s->nmoons[seat] > 3 ? s->nmoons[seat] : 3;
    float by_width = ((p.w - 24) / (float)shown - 10 - MOON_GAP) / 2;
    return by_height < by_width ? by_height : by_width;
}

void zbv_layout_update(zbv *v)
{
    const zb_state *s = zbv_st(v);
    zbv_layout *l = &v->lay;
    SDL_FRect a = v->area;
    l->area = a;
    l->nseats = s->nseats;
    l->viewer = v->viewer;
    int bottom = bottom_seat(v);
    l->nopp = s->nseats - 1;
    float pw = (a.w - 24 - 12 * (float)(l->nopp - 1)) / (float)l->nopp;
    for (int k = 0; k < l->nopp; k++) {
        int seat = (bottom + 1 + k) % s->nseats;
        l->opp_seat[k] = seat;
        l->panel[seat] = mm_rect(a.x + 12 + (float)k * (pw + 12), a.y + 8, pw, PANEL_H);
    }
    l->my_cw = 92;
    l->moon_cw = 108;
    float ch = l->my_cw / ZBV_CARD_RATIO;
    float cy = a.y + PANEL_H + 22;
    l->pile = mm_rect(a.x + 24, cy + 8, l->my_cw, ch);
    for (int i = 0; i < ZB_STOCK_SIZE; i++)
        l->stock[i] = mm_rect(a.x + 24 + (float)(i + 1) * (l->my_cw + 14), cy + 8, l->my_cw, ch);
    float centre_x = l->stock[ZB_STOCK_SIZE - 1].x + l->my_cw + 26;
    l->mine = mm_rect(a.x + a.w - 300, cy, 284, 150);
    l->centre = mm_rect(centre_x, cy, l->mine.x - 16 - centre_x, 150);
    /* The moons and the place for a new one, centred. */
    int bottom_moons = s->nmoons[bottom];
    int places = bottom_moons < ZB_MAX_MOONS ? bottom_moons + 1 : ZB_MAX_MOONS;
    float moon_w = 2 * l->moon_cw + MOON_GAP;
    float row_w = (float)places * (moon_w + MOON_SPACING) - MOON_SPACING;
    l->moons_x = a.x + (a.w - row_w) / 2;
    l->moons_y = cy + 166;
    l->hand_cw = 136;
    l->hand_y = a.y + a.h - l->hand_cw / ZBV_CARD_RATIO - 16;
}

SDL_FRect zbv_moon_rect(const zbv *v, int seat, int m)
{
    const zbv_layout *l = &v->lay;
    if (seat == bottom_seat(v)) {
        float cw = l->moon_cw, ch = cw / ZBV_CARD_RATIO;
        float w = 2 * cw + MOON_GAP;
        return mm_rect(l->moons_x + (float)m * (w + MOON_SPACING), l->moons_y, w,
                       2 * ch + MOON_GAP);
    }
    SDL_FRect p = l->panel[seat];
    float cw = opp_card_width(v, seat), ch = cw / ZBV_CARD_RATIO;
    float w = 2 * cw + MOON_GAP;
    return mm_rect(p.x + 12 + (float)m * (w + 10), p.y + PANEL_HEADER + 4, w, 2 * ch + MOON_GAP);
}

SDL_FRect zbv_slot_rect(const zbv *v, int seat, int m, int slot)
{
    SDL_FRect r = zbv_moon_rect(v, seat, m);
    float cw = (r.w - MOON_GAP) / 2, ch = (r.h - MOON_GAP) / 2;
    bool right = slot == ZB_SLOT_TR || slot == ZB_SLOT_BR;
    bool lower = slot == ZB_SLOT_BL || slot == ZB_SLOT_BR;
    return mm_rect(r.x + (right ? cw + MOON_GAP : 0), r.y + (lower ? ch + MOON_GAP : 0), cw, ch);
}

SDL_FRect zbv_hand_rect(const zbv *v, int i, int n)
{
    const zbv_layout *l = &v->lay;
    float cw = l->hand_cw, ch = cw / ZBV_CARD_RATIO;
    float left = l->area.x + LOG_CLEAR, right = l->area.x + l->area.w - 20;
    float step = cw + 14;
    if (n > 1 && (float)(n - 1) * step + cw > right - left)
        step = (right - left - cw) / (float)(n - 1);
    float total = (float)(n - 1) * step + cw;
    float x0 = (left + right) / 2 - total / 2;
    /* A gentle arc: the middle cards sit a little higher. */
    float mid = (float)(n - 1) / 2, d = n > 1 ? ((float)i - mid) / (mid + 1) : 0;
    return mm_rect(x0 + (float)i * step, l->hand_y + 10 * d * d, cw, ch);
}

/* The fan of an opponent's hand in its panel. */
SDL_FRect zbv_seat_hand_rect(const zbv *v, int seat)
{
    if (seat == bottom_seat(v)) {
        int n = zbv_st(v)->nhand[seat];
        SDL_FRect r = zbv_hand_rect(v, n > 0 ? n / 2 : 0, n > 0 ? n : 1);
        return r;
    }
    SDL_FRect p = v->lay.panel[seat];
    return mm_rect(p.x + 12, p.y + p.h - PANEL_HAND_ROW + 2, p.w * 0.56f - 24, PANEL_HAND_ROW - 10);
}

SDL_FRect zbv_points_rect(const zbv *v, int seat)
{
    if (seat == bottom_seat(v)) {
        SDL_FRect m = v->lay.mine;
        return mm_rect(m.x + 16, m.y + 44, 70, 56);
    }
    SDL_FRect p = v->lay.panel[seat];
    return mm_rect(p.x + p.w * 0.56f, p.y + p.h - PANEL_HAND_ROW + 2, 48, 38.4f);
}

SDL_FRect zbv_minus_rect(const zbv *v, int seat)
{
    if (seat == bottom_seat(v)) {
        SDL_FRect m = v->lay.mine;
        return mm_rect(m.x + 150, m.y + 44, 70, 56);
    }
    SDL_FRect p = v->lay.panel[seat];
    return mm_rect(p.x + p.w * 0.56f + 120, p.y + p.h - PANEL_HAND_ROW + 2, 48, 38.4f);
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
    for (int i = 0; i < s->nstock; i++) {
        if (s->stock[i] == card) {
            *out = v->lay.stock[i];
            return true;
        }
    }
    return false;
}
