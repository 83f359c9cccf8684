/* SPDX-License-Identifier: MIT */
/* Zombeasts table: turning clicks and drags into proposed moves. Every move
 * goes to the rules module; a refused one comes back with its reason as a
 * toast, so a card dropped on a moon it doesn't fit says why. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "focus.h"
#include "monstermoon/i18n.h"
#include "ui.h"
#include "zb_view.h"

bool zbv_legal(const zbv *v, const char *move, char *why, size_t len)
{
    char local[MM_REASON_MAX];
    if (v->viewer < 0)
        return false;
    return v->session->game->validate(v->visible, v->viewer, move, why ? why : local,
                                      why ? len : sizeof local);
}

void zbv_reset(zbv *v)
{
    v->selected = -1;
    v->step = ZBV_STEP_NONE;
    v->swap_seat = -1;
    v->swap_code[0] = v->carrot_code[0] = v->mouse_code[0] = '\0';
    v->carrot_colour = -1;
    v->pressing = v->dragging = false;
}

const char *zbv_selected_code(const zbv *v, char code[ZB_CODE_LEN])
{
    const zb_state *s = zbv_st(v);
    if (v->viewer < 0 || v->selected < 0 || v->selected >= s->nhand[v->viewer] ||
        s->hand[v->viewer][v->selected] < 0)
        return NULL;
    zb_card_code(s->hand[v->viewer][v->selected], code, ZB_CODE_LEN);
    return code;
}

bool zbv_target_move(const zbv *v, int target, char *move, size_t len)
{
    char t = target < 0 ? '+' : zb_colour_letter((zb_colour)target), code[ZB_CODE_LEN];
    switch (v->step) {
    case ZBV_STEP_CARD:
        if (!zbv_selected_code(v, code))
            return false;
        snprintf(move, len, "%s>%c", code, t);
        return true;
    case ZBV_STEP_SWAP_TARGET:
        if (!zbv_selected_code(v, code))
            return false;
        snprintf(move, len, "%s@%d:%s>%c", code, v->swap_seat + 1, v->swap_code, t);
        return true;
    case ZBV_STEP_MOUSE_MOON:
        snprintf(move, len, "mouse %s>%c", v->mouse_code, t);
        return true;
    default:
        return false;
    }
}

/* ================================================================ hit tests */

static int hit_hand(const zbv *v, float x, float y)
{
    const zb_state *s = zbv_st(v);
    if (v->viewer < 0)
        return -1;
    int n = s->nhand[v->viewer];
    for (int i = n - 1; i >= 0; i--) {
        SDL_FRect r = zbv_hand_rect(v, i, n);
        if (i == v->selected)
            r.y -= 30;
        if (mm_rect_has(r, x, y))
            return i;
    }
    return -1;
}

/* The viewer's moon under the pointer: its colour, ZB_TARGET_NEW (-1) for the
 * new-moon place, or -2. */
static int hit_my_moon(const zbv *v, float x, float y, int *moon_index)
{
    const zb_state *s = zbv_st(v);
    if (v->viewer < 0)
        return -2;
    int n = s->nmoons[v->viewer];
    for (int m = 0; m <= n && m < ZB_MAX_MOONS; m++) {
        SDL_FRect r = zbv_moon_rect(v, v->viewer, m);
        r = mm_rect(r.x - 8, r.y - 8, r.w + 16, r.h + 16);
        if (mm_rect_has(r, x, y)) {
            if (moon_index)
                *moon_index = m;
            return m == n ? -1 : (int)s->moons[v->viewer][m].colour;
        }
    }
    return -2;
}

static bool hit_slot(const zbv *v, int seat, float x, float y, int *m, int *k)
{
    const zb_state *s = zbv_st(v);
    for (int i = 0; i < s->nmoons[seat]; i++) {
        for (int j = 0; j < ZB_MOON_SLOTS; j++) {
            if (s->moons[seat][i].slot[j] >= 0 && mm_rect_has(zbv_slot_rect(v, seat, i, j), x, y)) {
                *m = i;
                *k = j;
                return true;
            }
        }
    }
    return false;
}

/* The stock card under the pointer (its place stays put while others are
 * taken), or -1. */
static int hit_stock(const zbv *v, float x, float y)
{
    for (int i = 0; i < ZB_STOCK_SIZE; i++)
        if (v->stock_at[i] >= 0 && mm_rect_has(v->lay.stock[i], x, y))
            return v->stock_at[i];
    return -1;
}

bool zbv_card_layable(const zbv *v, int i)
{
    const zb_state *s = zbv_st(v);
    char code[ZB_CODE_LEN];
    zb_card_code(s->hand[v->viewer][i], code, sizeof code);
    size_t n = strlen(code);
    for (int k = 0; k < v->moves.n; k++) {
        const char *m = v->moves.items[k];
        if (strncmp(m, code, n) == 0 && (m[n] == '>' || m[n] == '@'))
            return true;
    }
    return false;
}

static int hit_opponent_hand(const zbv *v, float x, float y)
{
    const zb_state *s = zbv_st(v);
    for (int p = 0; p < s->nseats; p++)
        if (p != v->viewer && mm_rect_has(zbv_seat_hand_rect(v, p), x, y))
            return p;
    return -1;
}

/* ================================================================= buttons */

static bool any_legal_prefix(const zbv *v, const char *prefix)
{
    for (int i = 0; i < v->moves.n; i++)
        if (strncmp(v->moves.items[i], prefix, strlen(prefix)) == 0)
            return true;
    return false;
}

/* Whether a hand card may be laid now (for the stop button's default). */
static bool any_layable(const zbv *v)
{
    for (int i = 0; i < zbv_st(v)->nhand[v->viewer]; i++)
        if (zbv_card_layable(v, i))
            return true;
    return false;
}

static void add_button(zbv *v, zbv_button_kind kind, const char *label, bool primary)
{
    if (v->nbuttons >= ZBV_MAX_BUTTONS)
        return;
    zbv_button *b = &v->buttons[v->nbuttons++];
    b->kind = kind;
    b->primary = primary;
    snprintf(b->label, sizeof b->label, "%s", label);
}

void zbv_collect_buttons(zbv *v, bool may_act)
{
    const zb_state *s = zbv_st(v);
    v->nbuttons = 0;
    if (!may_act)
        return;
    if (s->phase == ZB_PHASE_PLAY && zbv_legal(v, "minus", NULL, 0))
        add_button(v, ZBV_BTN_MINUS, _("Lay my hand as minus cards"), true);
    if (s->phase == ZB_PHASE_FOLLOW) {
        /* While the toy is in use its button gives way to its targets. */
        bool using = v->step == ZBV_STEP_CARROT_MOON || v->step == ZBV_STEP_CARROT_HAND ||
                     v->step == ZBV_STEP_MOUSE_MOON;
        if (!using && s->follow_toy == ZB_CARROT && any_legal_prefix(v, "carrot "))
            add_button(v, ZBV_BTN_CARROT, _("Use the carrot"), true);
        if (!using && s->follow_toy == ZB_MOUSE && any_legal_prefix(v, "mouse "))
            add_button(v, ZBV_BTN_MOUSE, _("Use the mouse"), true);
        if (s->follow_toy == ZB_PAW)
            add_button(v, ZBV_BTN_PAW, _("Use the paw"), true);
        /* Stopping is the default only when nothing else is left to do. */
        add_button(v, ZBV_BTN_STOP, s->extra_play ? _("No more cards") : _("Don't use it"),
                   v->nbuttons == 0 && !using && !(s->extra_play && any_layable(v)));
    }
    if (s->phase == ZB_PHASE_BONUS)
        add_button(v, ZBV_BTN_NO_BONUS, _("No bonus card"), false);
    /* A column at the right of the prompt panel, as wide as the widest. */
    SDL_FRect c = v->lay.centre;
    float h = v->lay.button_h, gap = 8, w = 170;
    float size = mm_ui_tv(v->app) ? mm_type(v->app, MM_TEXT_BODY) : fminf(h * 0.42f, 30);
    for (int i = 0; i < v->nbuttons; i++) {
        float need = mm_gfx_text_width(&v->app->gfx, v->buttons[i].label, size, true) + 44;
        w = need > w ? need : w;
    }
    w = fminf(w, c.w * 0.5f);
    if ((float)v->nbuttons * (h + gap) - gap > c.h - 12)
        h = (c.h - 12 - gap * (float)(v->nbuttons - 1)) / (float)v->nbuttons;
    float total = (float)v->nbuttons * (h + gap) - gap;
    for (int i = 0; i < v->nbuttons; i++)
        v->buttons[i].rect =
            mm_rect(c.x + c.w - 18 - w, c.y + (c.h - total) / 2 + (float)i * (h + gap), w, h);
}

/* ================================================================== clicks */

/* Offers the move for a target if exactly one moon takes the card. */
static bool only_target(const zbv *v, char *move, size_t len)
{
    int found = 0;
    char candidate[64], best[64] = "";
    for (int t = -1; t < ZB_NCOLOURS; t++) {
        if (zbv_target_move(v, t, candidate, sizeof candidate) &&
            zbv_legal(v, candidate, NULL, 0)) {
            found++;
            snprintf(best, sizeof best, "%s", candidate);
        }
    }
    if (found != 1)
        return false;
    snprintf(move, len, "%s", best);
    return true;
}

static mm_view_reply click_button(zbv *v, zbv_button_kind kind, char *move, size_t len)
{
    switch (kind) {
    case ZBV_BTN_STOP:
        snprintf(move, len, "stop");
        return MM_VIEW_MOVE;
    case ZBV_BTN_MINUS:
        snprintf(move, len, "minus");
        return MM_VIEW_MOVE;
    case ZBV_BTN_PAW:
        snprintf(move, len, "paw");
        return MM_VIEW_MOVE;
    case ZBV_BTN_NO_BONUS:
        snprintf(move, len, "bonus none");
        return MM_VIEW_MOVE;
    case ZBV_BTN_CARROT:
        zbv_reset(v);
        v->step = ZBV_STEP_CARROT_MOON;
        mm_focus_restart(v->app);
        return MM_VIEW_CONSUMED;
    case ZBV_BTN_MOUSE:
        zbv_reset(v);
        v->step = ZBV_STEP_MOUSE_MOON;
        mm_focus_restart(v->app);
        return MM_VIEW_CONSUMED;
    }
    return MM_VIEW_CONSUMED;
}

static mm_view_reply click_draw_phase(zbv *v, float x, float y, char *move, size_t len)
{
    const zb_state *s = zbv_st(v);
    char code[ZB_CODE_LEN];
    int card = hit_stock(v, x, y);
    if (card >= 0) {
        zb_card_code(card, code, sizeof code);
        snprintf(move, len, "%s %s", s->phase == ZB_PHASE_BONUS ? "bonus" : "stock", code);
        return MM_VIEW_MOVE;
    }
    if (s->phase == ZB_PHASE_BONUS)
        return MM_VIEW_CONSUMED;
    if (mm_rect_has(v->lay.pile, x, y)) {
        snprintf(move, len, "pile");
        return MM_VIEW_MOVE;
    }
    int p = hit_opponent_hand(v, x, y);
    if (p >= 0) {
        snprintf(move, len, "take %d", p + 1);
        return MM_VIEW_MOVE;
    }
    return MM_VIEW_CONSUMED;
}

/* A click while laying cards (PLAY and FOLLOW). */
static mm_view_reply click_lay_phase(zbv *v, float x, float y, char *move, size_t len)
{
    const zb_state *s = zbv_st(v);
    char code[ZB_CODE_LEN];
    int h = hit_hand(v, x, y);
    if (h >= 0) {
        if (v->step == ZBV_STEP_CARROT_HAND) {
            zb_card_code(s->hand[v->viewer][h], code, sizeof code);
            snprintf(move, len, "carrot %c:%s<%s", zb_colour_letter((zb_colour)v->carrot_colour),
                     v->carrot_code, code);
            return MM_VIEW_MOVE;
        }
        if (s->phase == ZB_PHASE_FOLLOW && !s->extra_play) {
            mm_app_toast(v->app, _("This card allows no extra card: use the toy, or stop."));
            return MM_VIEW_CONSUMED;
        }
        bool same = v->selected == h && v->step == ZBV_STEP_CARD;
        zbv_reset(v);
        if (!same) {
            v->selected = h;
            v->step = ZBV_STEP_CARD;
        }
        mm_focus_restart(v->app);
        mm_app_sound(v->app, "click");
        return MM_VIEW_CONSUMED;
    }
    /* The carrot picks a card of the viewer's moons. */
    int m, k;
    bool carrot_ready = s->phase == ZB_PHASE_FOLLOW && s->follow_toy == ZB_CARROT &&
                        (v->step == ZBV_STEP_CARROT_MOON || v->step == ZBV_STEP_CARROT_HAND ||
                         v->step == ZBV_STEP_NONE);
    if (carrot_ready && hit_slot(v, v->viewer, x, y, &m, &k)) {
        zb_card_code(s->moons[v->viewer][m].slot[k], v->carrot_code, sizeof v->carrot_code);
        v->carrot_colour = (int)s->moons[v->viewer][m].colour;
        v->selected = -1;
        v->step = ZBV_STEP_CARROT_HAND;
        mm_focus_restart(v->app);
        return MM_VIEW_CONSUMED;
    }
    int target = hit_my_moon(v, x, y, NULL);
    if (target >= -1 && zbv_target_move(v, target, move, len))
        return MM_VIEW_MOVE;
    /* The mouse picks a card of the open stock. */
    int card = hit_stock(v, x, y);
    if (card >= 0 && s->phase == ZB_PHASE_FOLLOW && s->follow_toy == ZB_MOUSE) {
        zbv_reset(v);
        zb_card_code(card, v->mouse_code, sizeof v->mouse_code);
        v->step = ZBV_STEP_MOUSE_MOON;
        mm_focus_restart(v->app);
        return only_target(v, move, len) ? MM_VIEW_MOVE : MM_VIEW_CONSUMED;
    }
    /* A joker picks a card in another player's moon to swap. */
    if ((v->step == ZBV_STEP_CARD || v->step == ZBV_STEP_SWAP_TARGET) &&
        zbv_selected_code(v, code) && code[0] == 'W') {
        for (int p = 0; p < s->nseats; p++) {
            if (p == v->viewer || !hit_slot(v, p, x, y, &m, &k))
                continue;
            v->swap_seat = p;
            zb_card_code(s->moons[p][m].slot[k], v->swap_code, sizeof v->swap_code);
            v->step = ZBV_STEP_SWAP_TARGET;
            mm_focus_restart(v->app);
            if (only_target(v, move, len))
                return MM_VIEW_MOVE;
            /* No target at all: let the rules say why. */
            bool any = false;
            for (int t = -1; t < ZB_NCOLOURS && !any; t++) {
                char c[64];
                any = zbv_target_move(v, t, c, sizeof c) && zbv_legal(v, c, NULL, 0);
            }
            if (!any) {
                snprintf(move, len, "%s@%d:%s>+", code, p + 1, v->swap_code);
                return MM_VIEW_MOVE;
            }
            return MM_VIEW_CONSUMED;
        }
    }
    return MM_VIEW_CONSUMED;
}

mm_view_reply zbv_handle(void *view, const mm_action *a, bool may_act, char *move, size_t len)
{
    zbv *v = view;
    const zb_state *s = zbv_st(v);
    /* The player's press while the move before their turn still flies
     * lands it at once. */
    if (may_act && zbv_told(v) != s && a->kind != MM_ACT_POINTER_MOVE && a->kind != MM_ACT_WHEEL)
        v->nflights = 0;
    bool laying = s->phase == ZB_PHASE_PLAY || (s->phase == ZB_PHASE_FOLLOW && s->extra_play);
    if (a->kind == MM_ACT_POINTER_MOVE) {
        if (v->pressing && !v->dragging && hypotf(a->x - v->press_x, a->y - v->press_y) > 12) {
            zbv_reset(v);
            v->selected = v->press_index;
            v->step = ZBV_STEP_CARD;
            v->dragging = true;
        }
        return v->dragging ? MM_VIEW_CONSUMED : MM_VIEW_IGNORED;
    }
    bool cancel = a->kind == MM_ACT_BACK || (a->kind == MM_ACT_POINTER_UP && a->button == 3);
    if (cancel) {
        if (v->step == ZBV_STEP_NONE && v->selected < 0)
            return MM_VIEW_IGNORED;
        zbv_reset(v);
        mm_focus_restart(v->app);
        return MM_VIEW_CONSUMED;
    }
    if (a->kind == MM_ACT_KEY && may_act && laying && a->key >= SDLK_1 && a->key <= SDLK_9) {
        int i = a->key - SDLK_1;
        if (i < s->nhand[v->viewer]) {
            bool same = v->selected == i;
            zbv_reset(v);
            if (!same) {
                v->selected = i;
                v->step = ZBV_STEP_CARD;
            }
            mm_focus_restart(v->app);
        }
        return MM_VIEW_CONSUMED;
    }
    if (a->kind == MM_ACT_POINTER_DOWN && a->button == 1) {
        int h = may_act && laying ? hit_hand(v, a->x, a->y) : -1;
        if (h < 0)
            return MM_VIEW_IGNORED;
        v->pressing = true;
        v->press_index = h;
        v->press_x = a->x;
        v->press_y = a->y;
        return MM_VIEW_CONSUMED;
    }
    if (a->kind != MM_ACT_POINTER_UP || a->button != 1)
        return MM_VIEW_IGNORED;
    bool dropped = v->dragging;
    v->pressing = v->dragging = false;
    if (!may_act) {
        if (hit_hand(v, a->x, a->y) >= 0) {
            mm_app_toast(v->app, _("Wait for your turn."));
            return MM_VIEW_CONSUMED;
        }
        return MM_VIEW_IGNORED;
    }
    for (int b = 0; b < v->nbuttons; b++)
        if (mm_rect_has(v->buttons[b].rect, a->x, a->y))
            return click_button(v, v->buttons[b].kind, move, len);
    if (dropped) {
        /* Dropped back on the hand: it stays picked. Elsewhere it acts as a
         * click there (a moon, or for a joker another player's card). */
        if (hit_hand(v, a->x, a->y) >= 0)
            return MM_VIEW_CONSUMED;
        return click_lay_phase(v, a->x, a->y, move, len);
    }
    char code[ZB_CODE_LEN];
    switch (s->phase) {
    case ZB_PHASE_DISCARD: {
        int h = hit_hand(v, a->x, a->y);
        if (h < 0)
            return MM_VIEW_CONSUMED;
        zb_card_code(s->hand[v->viewer][h], code, sizeof code);
        snprintf(move, len, "discard %s", code);
        return MM_VIEW_MOVE;
    }
    case ZB_PHASE_BONUS:
    case ZB_PHASE_DRAW:
        return click_draw_phase(v, a->x, a->y, move, len);
    case ZB_PHASE_PLAY:
    case ZB_PHASE_FOLLOW:
        return click_lay_phase(v, a->x, a->y, move, len);
    case ZB_PHASE_OVER:
        break;
    }
    return MM_VIEW_IGNORED;
}
