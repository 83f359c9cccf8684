/* SPDX-License-Identifier: MIT */
/* Zombeasts table: card faces, composed from SVG parts (assets/svg/zb: a frame
 * per colour, the quarter moon, the beast, its toy) plus the numbers as text,
 * so every card is sharp at any size and the lower row of a moon can show its
 * quarter at the top while the numbers stay upright. */
#include <math.h>
#include <stdio.h>

#include "monstermoon/i18n.h"
#include "zb_view.h"

static const char *const colour_keys[ZB_NCOLOURS] = {"blue", "orange", "red", "green", "white"};
static const char *const animal_keys[ZB_NANIMALS] = {"dog", "cat", "rat", "rabbit"};
static const char *const toy_keys[ZB_NTOYS] = {"", "carrot", "mouse", "bone", "paw"};

/* The quarter asset shows the lower-right quarter; these turn it into the
 * other corners (clockwise degrees). */
enum { CORNER_LR, CORNER_LL, CORNER_UL, CORNER_UR };
static const float corner_angle[4] = {0, 90, 180, 270};

static SDL_FRect corner_rect(SDL_FRect r, int corner, float size)
{
    bool right = corner == CORNER_LR || corner == CORNER_UR;
    bool lower = corner == CORNER_LR || corner == CORNER_LL;
    return mm_rect(right ? r.x + r.w - size : r.x, lower ? r.y + r.h - size : r.y, size, size);
}

/* A round badge with a number: gold for victory points, black for the draw
 * number ("number on black" in the rulebook). The number is never smaller
 * than the interface's badge size, so small cards get relatively big badges. */
static void badge(zbv *v, float cx, float cy, float radius, int value, bool draw_number,
                  Uint8 alpha)
{
    mm_gfx *g = &v->app->gfx;
    mm_rgba fill = draw_number ? (mm_rgba){22, 18, 34, alpha} : (mm_rgba){255, 214, 92, alpha};
    mm_rgba ink = draw_number ? (mm_rgba){255, 255, 255, alpha} : (mm_rgba){40, 28, 20, alpha};
    mm_gfx_fill_circle(g, cx, cy, radius + radius * 0.16f, (mm_rgba){27, 21, 48, alpha});
    mm_gfx_fill_circle(g, cx, cy, radius, fill);
    char text[4];
    snprintf(text, sizeof text, "%d", value);
    float size = fmaxf(radius * 1.45f, zbv_badge_text(v));
    g->report_role = "badge";
    mm_gfx_text(g, text, cx, cy - size * 0.62f, size, true, ink, MM_ALIGN_CENTER);
}

void zbv_draw_card(zbv *v, int card, SDL_FRect r, bool upside_down, Uint8 alpha)
{
    mm_gfx *g = &v->app->gfx;
    if (card < 0) {
        zbv_draw_back(v, r, alpha);
        return;
    }
    zb_card c = zb_card_info(card);
    float radius = r.w * 0.08f;
    mm_gfx_fill_round(g, mm_rect(r.x + r.w * 0.03f, r.y + r.w * 0.05f, r.w, r.h), radius,
                      (mm_rgba){0, 0, 0, (Uint8)(alpha * 90 / 255)});
    char name[48];
    snprintf(name, sizeof name, "zb/frame-%s", colour_keys[c.colour]);
    mm_gfx_image(g, name, r, 0, alpha);
    /* The quarter moon in its corner. */
    int corner = c.quarter == ZB_LEFT ? (upside_down ? CORNER_UR : CORNER_LL)
                                      : (upside_down ? CORNER_UL : CORNER_LR);
    float q = r.h * 0.5f;
    mm_gfx_image(g, "zb/quarter", corner_rect(r, corner, q), corner_angle[corner], alpha);
    /* The beast, a little away from the quarter. */
    bool quarter_left = corner == CORNER_LL || corner == CORNER_UL;
    float a = r.h * 0.86f;
    float ax = r.x + r.w / 2 - a / 2 + (quarter_left ? r.w * 0.08f : -r.w * 0.08f);
    float ay = r.y + (upside_down ? r.h * 0.02f : r.h * 0.13f);
    snprintf(name, sizeof name, "zb/animal-%s",
             c.animal == ZB_NO_ANIMAL ? "none" : animal_keys[c.animal]);
    mm_gfx_image(g, name, mm_rect(ax, ay, a, a), 0, alpha);
    /* The toy in the corner opposite the quarter, on the quarter's edge. */
    if (c.toy != ZB_TOY_NONE) {
        float t = r.h * 0.3f;
        int toy_corner = corner == CORNER_LL   ? CORNER_LR
                         : corner == CORNER_LR ? CORNER_LL
                         : corner == CORNER_UL ? CORNER_UR
                                               : CORNER_UL;
        SDL_FRect tr = corner_rect(r, toy_corner, t);
        float inset = r.h * 0.06f;
        tr.x += toy_corner == CORNER_LL || toy_corner == CORNER_UL ? inset : -inset;
        tr.y += toy_corner == CORNER_LL || toy_corner == CORNER_LR ? -inset : inset;
        snprintf(name, sizeof name, "zb/toy-%s", toy_keys[c.toy]);
        mm_gfx_image(g, name, tr, 0, alpha);
    }
    /* The suit's symbol, so no suit is told by its colour alone: on the
     * middle of the edge the quarter sits on. */
    float sy = fmaxf(r.h * 0.3f, zbv_badge_text(v) * 1.05f);
    snprintf(name, sizeof name, "zb/suit-%s", colour_keys[c.colour]);
    mm_gfx_image(g, name,
                 mm_rect(r.x + r.w / 2 - sy / 2 + (quarter_left ? r.w * 0.1f : -r.w * 0.1f),
                         upside_down ? r.y + r.h * 0.04f : r.y + r.h * 0.96f - sy, sy, sy),
                 0, alpha);
    /* Victory points and draw number along the edge away from the quarter. */
    float br = fmaxf(r.h * 0.13f, zbv_badge_text(v) * 0.6f);
    float by = upside_down ? r.y + r.h - br - fminf(r.h * 0.07f, br * 0.2f)
                           : r.y + br + fminf(r.h * 0.07f, br * 0.2f);
    float inset = br + fminf(r.w * 0.06f, (r.w - 4.64f * br) / 2);
    /* A card under others (a fan, a flight's path) reports only the numbers
     * that can be seen, for the layout checks. */
    if (v->covered >= ZBV_COVERED_ALL)
        return; /* under other cards, or giving way to a total */
    bool mute = v->app->gfx.report_mute;
    badge(v, r.x + inset, by, br, c.points, false, alpha);
    /* In a fan only the left edge shows: the suit's symbol again under
     * the points, so covered cards are not told apart by colour alone
     * (orange and red, green and blue merge for some eyes). */
    if (v->covered == ZBV_COVERED_RIGHT) {
        float ss = br * 1.7f, sx = r.x + inset - ss / 2;
        float sy2 = upside_down ? by - br * 1.3f - ss : by + br * 1.3f;
        mm_gfx_fill_circle(g, sx + ss / 2, sy2 + ss / 2, ss * 0.56f, (mm_rgba){27, 21, 48, (Uint8)(alpha * 200 / 255)});
        mm_gfx_image(g, name, mm_rect(sx, sy2, ss, ss), 0, alpha);
    }
    v->app->gfx.report_mute = mute || v->covered >= ZBV_COVERED_RIGHT;
    badge(v, r.x + r.w - inset, by, br, c.draw, true, alpha);
    v->app->gfx.report_mute = mute;
}

void zbv_draw_back(zbv *v, SDL_FRect r, Uint8 alpha)
{
    mm_gfx *g = &v->app->gfx;
    mm_gfx_fill_round(g, mm_rect(r.x + r.w * 0.03f, r.y + r.w * 0.05f, r.w, r.h), r.w * 0.08f,
                      (mm_rgba){0, 0, 0, (Uint8)(alpha * 90 / 255)});
    mm_gfx_image(g, "zb/card-back", r, 0, alpha);
}

void zbv_draw_empty_slot(zbv *v, SDL_FRect r, int slot, mm_rgba tint)
{
    mm_gfx *g = &v->app->gfx;
    float radius = r.w * 0.08f;
    mm_gfx_fill_round(g, r, radius, mm_alpha(tint, (Uint8)(tint.a / 6)));
    mm_gfx_stroke_round(g, r, radius, 2, mm_alpha(tint, (Uint8)(tint.a / 2)));
    static const int slot_corner[ZB_MOON_SLOTS] = {CORNER_LR, CORNER_LL, CORNER_UR, CORNER_UL};
    float q = r.h * 0.5f;
    mm_gfx_image(g, "zb/quarter", corner_rect(r, slot_corner[slot], q),
                 corner_angle[slot_corner[slot]], (Uint8)(tint.a / 3));
}

void zbv_glow(zbv *v, SDL_FRect r, float radius, bool strong)
{
    mm_gfx *g = &v->app->gfx;
    float wave = 0.5f + 0.5f * sinf((float)v->pulse * 4);
    Uint8 a = (Uint8)((strong ? 200 : 120) + 55 * wave);
    float grow = strong ? 7 : 5;
    mm_gfx_stroke_round(g, mm_rect(r.x - grow, r.y - grow, r.w + 2 * grow, r.h + 2 * grow),
                        radius + grow, strong ? 5 : 3, mm_alpha(MM_ACCENT, a));
}
