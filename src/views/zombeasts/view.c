/* SPDX-License-Identifier: MIT */
/* Zombeasts table: life cycle and animation. Every move's events become card
 * flights and short texts, one after another, so a computer's turn can be
 * followed step by step. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/i18n.h"
#include "zb_view.h"

/* ================================================================ animation */

static void add_flight(zbv *v, int card, SDL_FRect from, SDL_FRect to, double *delay)
{
    if (v->nflights == ZBV_MAX_FLIGHTS)
        return;
    double scale = mm_app_anim_scale(v->app);
    v->flights[v->nflights++] = (zbv_flight){{0, *delay * scale, 0.42 * scale}, card, from, to};
    *delay += 0.22;
}

static void add_popup(zbv *v, const char *text, SDL_FRect at, mm_rgba colour, double delay)
{
    /* Kept inside the window: half the text's width from either edge. */
    float size = mm_type(v->app, MM_TEXT_HEADING);
    float half = mm_gfx_text_width(&v->app->gfx, text, size, true) / 2;
    float x = fminf(fmaxf(at.x + at.w / 2, half + 8), v->app->gfx.lw - half - 8);
    float y = at.y + at.h / 2 - 24;
    /* Never over the prompt: a pop-up that would cross it on its way up
     * shows above it (for things up there) or below it. */
    SDL_FRect c = v->lay.centre;
    float top = y - size * 1.6f, bottom = y + size * 1.3f;
    if (x + half > c.x && x - half < c.x + c.w && bottom > c.y && top < c.y + c.h)
        y = at.y + at.h / 2 < c.y + c.h / 2 ? c.y - size * 1.3f - 6 : c.y + c.h + size * 1.6f + 6;
    mm_popups_add(&v->popups, v->app, text, x, y, colour, delay * mm_app_anim_scale(v->app));
}

/* Where a card lies now, or `fallback`. */
static SDL_FRect now_at(const zbv *v, int card, SDL_FRect fallback)
{
    SDL_FRect r;
    bool upside_down;
    return card >= 0 && zbv_card_rect(v, card, &r, &upside_down) ? r : fallback;
}

/* The size cards fly at: that of the viewer's moon cards. */
static SDL_FRect sized(const zbv *v, SDL_FRect r)
{
    float cw = v->lay.my_cw, ch = cw / ZBV_CARD_RATIO;
    return mm_rect(r.x + r.w / 2 - cw / 2, r.y + r.h / 2 - ch / 2, cw, ch);
}

/* Where a card lay in the open stock before the move. */
static SDL_FRect stock_place(const zbv *v, int card)
{
    for (int i = 0; i < ZB_STOCK_SIZE; i++)
        if (v->stock_was[i] == card)
            return v->lay.stock[i];
    return v->lay.stock[1];
}

static void zbv_animate(void *view, const mm_events *events)
{
    zbv *v = view;
    const zb_state *s = zbv_st(v);
    if (mm_app_anim_scale(v->app) <= 0)
        return;
    zbv_layout_update(v);
    double delay = 0;
    SDL_FRect swap_from = {0, 0, 0, 0};
    bool after_swap = false;
    for (int i = 0; i < events->n; i++) {
        const mm_event *e = &events->ev[i];
        SDL_FRect hand = e->seat >= 0 ? sized(v, zbv_seat_hand_rect(v, e->seat)) : v->lay.pile;
        int shown = zb_event_shows_card(e, v->viewer) ? e->a : ZB_HIDDEN;
        switch (e->kind) {
        case ZB_EV_LAY: {
            SDL_FRect from = after_swap ? swap_from : e->d == 2 ? stock_place(v, e->a) : hand;
            SDL_FRect to = now_at(v, e->a, zbv_points_rect(v, e->seat));
            add_flight(v, e->a, from, to, &delay);
            after_swap = false;
            mm_app_sound(v->app, "card");
            break;
        }
        case ZB_EV_JOKER_SWAP:
            swap_from = now_at(v, e->a, v->lay.centre);
            after_swap = true;
            add_flight(v, e->a, hand, swap_from, &delay);
            add_popup(v, _("Joker swap!"), swap_from, MM_PAPER, delay);
            break;
        case ZB_EV_ATTACK:
            add_popup(v, _("Zombeast attack!"), now_at(v, e->a, zbv_points_rect(v, e->seat)),
                      MM_ACCENT, delay);
            mm_app_sound(v->app, "move");
            break;
        case ZB_EV_MOON: {
            char text[64];
            snprintf(text, sizeof text, _("Full moon! +%d"), e->b);
            SDL_FRect at = zbv_moon_rect(v, e->seat, s->nmoons[e->seat]);
            for (int k = s->nwon[e->seat] - ZB_MOON_SLOTS; k < s->nwon[e->seat]; k++)
                if (k >= 0)
                    add_flight(v, s->won[e->seat][k], sized(v, at), zbv_points_rect(v, e->seat),
                               &delay);
            add_popup(v, text, at, MM_GOOD, delay - 0.6);
            mm_app_sound(v->app, "success");
            break;
        }
        case ZB_EV_BONUS:
            add_flight(v, e->a, stock_place(v, e->a), zbv_points_rect(v, e->seat), &delay);
            add_popup(v, _("Bonus card!"), zbv_points_rect(v, e->seat), MM_GOLD, delay);
            break;
        case ZB_EV_CARROT: {
            SDL_FRect slot = now_at(v, e->b, v->lay.centre);
            add_flight(v, e->a, slot, hand, &delay);
            add_flight(v, e->b, hand, slot, &delay);
            add_popup(v, _("Carrot!"), slot, (mm_rgba){255, 150, 60, 255}, delay);
            break;
        }
        case ZB_EV_TOY:
            if (e->a == ZB_PAW || e->a == ZB_BONE)
                add_popup(v, e->a == ZB_PAW ? _("Paw!") : _("Bone!"), v->lay.centre, MM_ACCENT,
                          delay);
            else if (e->a == ZB_MOUSE)
                add_popup(v, _("Mouse!"), v->lay.stock[1], MM_ACCENT, delay);
            break;
        case ZB_EV_DRAW_PILE:
            add_flight(v, shown, v->lay.pile, hand, &delay);
            mm_app_sound(v->app, "draw");
            break;
        case ZB_EV_DRAW_STOCK:
            add_flight(v, e->a, stock_place(v, e->a), hand, &delay);
            mm_app_sound(v->app, "draw");
            break;
        case ZB_EV_TAKE:
            add_flight(v, shown, sized(v, zbv_seat_hand_rect(v, e->b)), hand, &delay);
            mm_app_sound(v->app, "draw");
            break;
        case ZB_EV_REFILL:
            add_flight(v, e->a, v->lay.pile, now_at(v, e->a, v->lay.stock[2]), &delay);
            break;
        case ZB_EV_DISCARD:
            add_flight(v, e->a, hand, v->lay.pile, &delay);
            break;
        case ZB_EV_MINUS:
            for (int k = s->nminus[e->seat] - e->a; k < s->nminus[e->seat]; k++)
                if (k >= 0)
                    add_flight(v, s->minus[e->seat][k], hand, zbv_minus_rect(v, e->seat), &delay);
            add_popup(v, _("Minus cards!"), zbv_minus_rect(v, e->seat), MM_BAD, delay);
            mm_app_sound(v->app, "mistake");
            break;
        case ZB_EV_LAST_ROUND:
            add_popup(v, _("Last round!"), v->lay.pile, MM_BAD, delay);
            break;
        case ZB_EV_GAME_OVER:
            mm_app_sound(v->app, "end");
            break;
        default:
            break;
        }
    }
}

static bool zbv_update(void *view, double dt)
{
    zbv *v = view;
    v->pulse += dt;
    /* One more frame after the last flight lands, so it is drawn in place. */
    bool was_busy = v->nflights > 0;
    v->nflights = mm_tweens_advance(v->flights, v->nflights, sizeof v->flights[0], dt);
    if (v->nflights == 0 && v->before) {
        v->session->game->free(v->before);
        v->before = NULL;
    }
    was_busy |= mm_popups_update(&v->popups, dt);
    /* The glow of targets pulses only while something else moves: a table
     * waiting for its player is still (no CPU burnt, and scripted input
     * sees it settled). */
    return was_busy;
}

/* ================================================================ lifecycle */

static void *zbv_create(mm_app *app)
{
    zbv *v = calloc(1, sizeof *v);
    if (!v)
        abort();
    v->app = app;
    mm_move_list_init(&v->moves);
    for (int i = 0; i < ZB_STOCK_SIZE; i++)
        v->stock_at[i] = v->stock_was[i] = -1;
    v->area = mm_rect(0, 84, app->gfx.lw, app->gfx.lh - 84);
    zbv_reset(v);
    return v;
}

static void zbv_destroy(void *view)
{
    zbv *v = view;
    if (v && v->session) {
        v->session->game->free(v->visible);
        v->session->game->free(v->before);
        mm_table_since_clear(&v->since, v->session);
    }
    if (v)
        mm_move_list_free(&v->moves);
    free(v);
}

/* Keeps each open stock card in its place; new cards fill the gaps. */
static void place_stock(zbv *v)
{
    const zb_state *s = zbv_st(v);
    int was[ZB_STOCK_SIZE];
    memcpy(was, v->stock_at, sizeof was);
    memcpy(v->stock_was, was, sizeof was);
    for (int i = 0; i < ZB_STOCK_SIZE; i++)
        v->stock_at[i] = -1;
    bool placed[ZB_STOCK_SIZE] = {false};
    for (int j = 0; j < s->nstock; j++) {
        for (int i = 0; i < ZB_STOCK_SIZE; i++) {
            if (was[i] == s->stock[j] && v->stock_at[i] < 0) {
                v->stock_at[i] = s->stock[j];
                placed[j] = true;
                break;
            }
        }
    }
    for (int j = 0; j < s->nstock; j++) {
        for (int i = 0; i < ZB_STOCK_SIZE && !placed[j]; i++) {
            if (v->stock_at[i] < 0) {
                v->stock_at[i] = s->stock[j];
                placed[j] = true;
            }
        }
    }
}

static void zbv_sync(void *view, const mm_session *session, int viewer)
{
    zbv *v = view;
    /* Kept for the move about to be animated (animate follows a move's
     * sync); undo, restart and another viewer animate nothing. */
    session->game->free(v->before); /* the same game's table, whichever session */
    v->before = v->session == session && v->viewer == viewer ? v->visible : NULL;
    if (v->visible && !v->before)
        session->game->free(v->visible);
    v->session = session;
    v->viewer = viewer;
    v->visible = session->game->view_for(session->state, viewer);
    mm_table_since_update(&v->since, session, viewer);
    mm_move_list_clear(&v->moves);
    session->game->legal_moves(v->visible, &v->moves);
    place_stock(v);
    zbv_reset(v);
    v->nflights = 0;
    v->popups.n = 0;
    zbv_layout_update(v);
}

static void zbv_rejected(void *view, const char *why)
{
    zbv *v = view;
    (void)why;
    /* Keep the picked card so the player can try another moon. */
    if (v->step == ZBV_STEP_SWAP_TARGET)
        v->step = ZBV_STEP_CARD;
    if (v->step == ZBV_STEP_CARROT_HAND)
        v->step = ZBV_STEP_CARROT_MOON;
    v->pressing = v->dragging = false;
}

/* Seats differ by name only on this table: the player icon on the panels'
 * violet. */
static void zbv_seat_badge(void *view, int seat, SDL_FRect r)
{
    zbv *v = view;
    mm_table_seat_icon(v->app, &v->session->rec.seats[seat], r, (mm_rgba){96, 80, 170, 255});
}

const mm_view_ops mm_view_zombeasts = {
    .game_id = "zombeasts",
    .create = zbv_create,
    .destroy = zbv_destroy,
    .sync = zbv_sync,
    .animate = zbv_animate,
    .handle = zbv_handle,
    .update = zbv_update,
    .draw = zbv_draw,
    .rejected = zbv_rejected,
    .prompt = zbv_prompt,
    .seat_badge = zbv_seat_badge,
};
