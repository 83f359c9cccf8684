/* SPDX-License-Identifier: MIT */
/* Monsters on the Run table: the view's life, input, prompts and the
 * animation of each move (drawing: draw.c, geometry: layout.c, standings
 * and marks: standings.c). */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/i18n.h"
#include "mor_view.h"

const char *const morv_monster_keys[MOR_NMONSTERS] = {"hairy", "green", "orange", "yellow",
                                                      "purple"};
const mm_rgba morv_monster_colours[MOR_NMONSTERS] = {{176, 128, 88, 255},
                                                     {110, 214, 96, 255},
                                                     {255, 150, 60, 255},
                                                     {255, 222, 80, 255},
                                                     {184, 120, 240, 255}};

/* ================================================================== state */

const mor_state *morv_st(const mor_view *v)
{
    return mor_from(v->visible);
}

const mor_state *morv_shown(const mor_view *v, double when)
{
    if (v->before && v->clock < when)
        return mor_from(v->before);
    return mor_from(v->visible);
}

void morv_card_asset(int card, char *buf, size_t len)
{
    if (card == MOR_HIDDEN) {
        snprintf(buf, len, "mor/card-back");
        return;
    }
    mor_card c = mor_card_info(card);
    switch (c.kind) {
    case MOR_CARD_TWO:
        snprintf(buf, len, "mor/card-two-%s-%s", morv_monster_keys[c.a], morv_monster_keys[c.b]);
        break;
    case MOR_CARD_ONE:
        snprintf(buf, len, "mor/card-one-%s", morv_monster_keys[c.a]);
        break;
    case MOR_CARD_FAV_SWAP:
        snprintf(buf, len, "mor/card-fav-swap");
        break;
    case MOR_CARD_POS_SWAP:
        snprintf(buf, len, "mor/card-pos-swap");
        break;
    case MOR_CARD_FAVOURITE:
        snprintf(buf, len, "mor/favourite-card-%s", morv_monster_keys[c.a]);
        break;
    }
}

int morv_selected_card(const mor_view *v)
{
    const mor_state *s = morv_st(v);
    if (v->selected < 0 || v->viewer < 0 || v->selected >= s->nhand[v->viewer])
        return -1;
    return s->hand[v->viewer][v->selected];
}

static void clear_selection(mor_view *v)
{
    v->selected = -1;
    v->step = MORV_STEP_NONE;
    v->first_pick = -1;
}

bool morv_legal(const mor_view *v, const char *move)
{
    char why[MM_REASON_MAX];
    return v->viewer >= 0 &&
           v->session->game->validate(v->visible, v->viewer, move, why, sizeof why);
}

static bool legalf(const mor_view *v, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static bool legalf(const mor_view *v, const char *fmt, ...)
{
    char move[48];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(move, sizeof move, fmt, ap);
    va_end(ap);
    return morv_legal(v, move);
}

bool morv_monster_choice(const mor_view *v, int m, bool may_act)
{
    int card = morv_selected_card(v);
    if (!may_act || card < 0)
        return false;
    char code[4];
    mor_card_code(card, code, sizeof code);
    mor_card c = mor_card_info(card);
    if (v->step == MORV_STEP_CARD && (c.kind == MOR_CARD_TWO || c.kind == MOR_CARD_ONE))
        return legalf(v, "%s>%c", code, mor_monster_letter(m));
    if (c.kind != MOR_CARD_POS_SWAP)
        return false;
    /* Only neighbours may swap: a first pick needs a partner, the second must
     * be one. */
    if (v->step == MORV_STEP_POS_SECOND)
        return m != v->first_pick && v->first_pick >= 0 &&
               legalf(v, "PS %c=%c", mor_monster_letter(v->first_pick), mor_monster_letter(m));
    if (v->step != MORV_STEP_CARD)
        return false;
    for (int o = 0; o < MOR_NMONSTERS; o++)
        if (o != m && legalf(v, "PS %c=%c", mor_monster_letter(m), mor_monster_letter(o)))
            return true;
    return false;
}

/* Whether the viewer's favourite on `mine` could be swapped for anything. */
static bool swappable(const mor_view *v, int mine)
{
    const mor_state *s = morv_st(v);
    for (int i = 0; i < s->nseats; i++)
        for (int b = 0; i != v->viewer && b < s->nbets[i]; b++)
            if (legalf(v, "FS %c=%d:%c", mor_monster_letter(mine), i + 1,
                       mor_monster_letter(mor_card_info(s->bets[i][b]).a)))
                return true;
    return false;
}

bool morv_bet_choice(const mor_view *v, int seat, int monster)
{
    int card = morv_selected_card(v);
    if (card < 0)
        return false;
    char code[4];
    mor_card_code(card, code, sizeof code);
    bool mine = seat == v->viewer;
    switch (v->step) {
    case MORV_STEP_DISCARD:
        return mine && legalf(v, "%s*%c", code, mor_monster_letter(monster));
    case MORV_STEP_SWAP_MINE:
        return mine && swappable(v, monster);
    case MORV_STEP_SWAP_THEIRS:
        if (mine)
            return monster != v->first_pick && swappable(v, monster);
        return legalf(v, "FS %c=%d:%c", mor_monster_letter(v->first_pick), seat + 1,
                      mor_monster_letter(monster));
    default:
        return false;
    }
}

const char *morv_action_label(const mor_view *v)
{
    int card = morv_selected_card(v);
    if (card < 0 || v->step == MORV_STEP_DISCARD)
        return NULL;
    mor_card c = mor_card_info(card);
    if (c.kind == MOR_CARD_ONE)
        return _("Bet on it");
    if ((c.kind == MOR_CARD_FAV_SWAP && morv_legal(v, "FS -")) ||
        (c.kind == MOR_CARD_POS_SWAP && morv_legal(v, "PS -")))
        return _("Play without effect");
    return NULL;
}

/* ================================================================= input */

/* Builds the move the current selection plus a click on `monster` means. */
static bool monster_move(mor_view *v, int monster, char *move, size_t len)
{
    int card = morv_selected_card(v);
    if (card < 0)
        return false;
    char code[4];
    mor_card_code(card, code, sizeof code);
    mor_card c = mor_card_info(card);
    if (c.kind == MOR_CARD_TWO || c.kind == MOR_CARD_ONE) {
        snprintf(move, len, "%s>%c", code, mor_monster_letter(monster));
        return true;
    }
    if (c.kind == MOR_CARD_POS_SWAP) {
        if (v->step == MORV_STEP_POS_SECOND && v->first_pick >= 0 && v->first_pick != monster) {
            snprintf(move, len, "PS %c=%c", mor_monster_letter(v->first_pick),
                     mor_monster_letter(monster));
            return true;
        }
        v->first_pick = monster;
        v->step = MORV_STEP_POS_SECOND;
    }
    return false;
}

static void pick_card(mor_view *v, int i)
{
    const mor_state *s = morv_st(v);
    clear_selection(v);
    v->selected = i;
    v->step = MORV_STEP_CARD;
    mor_card c = mor_card_info(s->hand[v->viewer][i]);
    if (c.kind == MOR_CARD_FAV_SWAP && !morv_legal(v, "FS -"))
        v->step = MORV_STEP_SWAP_MINE;
    mm_app_sound(v->app, "card");
}

static mm_view_reply handle(mor_view *v, const mm_action *a, bool may_act, char *move, size_t len)
{
    const mor_state *s = morv_st(v);
    if (a->kind == MM_ACT_POINTER_MOVE) {
        v->hover_monster = morv_monster_hit(v, a->x, a->y);
        return MM_VIEW_IGNORED;
    }
    bool cancel = a->kind == MM_ACT_BACK || (a->kind == MM_ACT_POINTER_UP && a->button == 3);
    if (cancel) {
        if (v->step == MORV_STEP_NONE)
            return MM_VIEW_IGNORED;
        /* Step back one stage at a time. */
        if (v->step == MORV_STEP_CARD)
            clear_selection(v);
        else
            v->step = MORV_STEP_CARD, v->first_pick = -1;
        return MM_VIEW_CONSUMED;
    }
    if (a->kind == MM_ACT_KEY && a->key >= SDLK_1 && a->key <= SDLK_3 && may_act) {
        int i = a->key - SDLK_1;
        if (i < s->nhand[v->viewer]) {
            if (v->selected == i)
                clear_selection(v);
            else
                pick_card(v, i);
        }
        return MM_VIEW_CONSUMED;
    }
    if (a->kind != MM_ACT_POINTER_UP || a->button != 1)
        return MM_VIEW_IGNORED;
    if (!may_act) {
        if (v->viewer >= 0)
            for (int i = 0; i < s->nhand[v->viewer]; i++)
                if (mm_rect_has(morv_hand_rect(v, i, s->nhand[v->viewer]), a->x, a->y)) {
                    mm_app_toast(v->app, _("Wait for your turn."));
                    return MM_VIEW_CONSUMED;
                }
        return MM_VIEW_IGNORED;
    }
    /* Hand cards select (a second click deselects). */
    for (int i = 0; i < s->nhand[v->viewer]; i++) {
        if (mm_rect_has(morv_hand_rect(v, i, s->nhand[v->viewer]), a->x, a->y)) {
            if (v->selected == i) {
                clear_selection(v);
                mm_app_sound(v->app, "card");
            } else {
                pick_card(v, i);
            }
            return MM_VIEW_CONSUMED;
        }
    }
    int card = morv_selected_card(v);
    if (card < 0)
        return MM_VIEW_CONSUMED;
    char code[4];
    mor_card_code(card, code, sizeof code);
    if (morv_action_label(v) && mm_rect_has(morv_action_rect(v), a->x, a->y)) {
        if (mor_card_info(card).kind == MOR_CARD_ONE) {
            if (s->nbets[v->viewer] >= MOR_OPEN_BETS_MAX) {
                v->step = MORV_STEP_DISCARD;
                return MM_VIEW_CONSUMED;
            }
            snprintf(move, len, "%s*", code);
        } else {
            snprintf(move, len, "%s -", code);
        }
        return MM_VIEW_MOVE;
    }
    int seat, bet_monster;
    if (morv_bet_hit(v, a->x, a->y, &seat, &bet_monster)) {
        if (v->step == MORV_STEP_DISCARD && seat == v->viewer) {
            snprintf(move, len, "%s*%c", code, mor_monster_letter(bet_monster));
            return MM_VIEW_MOVE;
        }
        if (v->step == MORV_STEP_SWAP_MINE && seat == v->viewer) {
            v->first_pick = bet_monster;
            v->step = MORV_STEP_SWAP_THEIRS;
            return MM_VIEW_CONSUMED;
        }
        if (v->step == MORV_STEP_SWAP_THEIRS) {
            if (seat == v->viewer) {
                v->first_pick = bet_monster;
                return MM_VIEW_CONSUMED;
            }
            snprintf(move, len, "FS %c=%d:%c", mor_monster_letter(v->first_pick), seat + 1,
                     mor_monster_letter(bet_monster));
            return MM_VIEW_MOVE;
        }
    }
    int monster = morv_monster_hit(v, a->x, a->y);
    if (monster >= 0 && (v->step == MORV_STEP_CARD || v->step == MORV_STEP_POS_SECOND)) {
        if (monster_move(v, monster, move, len))
            return MM_VIEW_MOVE;
        return MM_VIEW_CONSUMED;
    }
    return MM_VIEW_CONSUMED;
}

/* Every change of the step (a card picked, a first monster chosen) starts
 * the keyboard focus again on the next legal choice. */
static mm_view_reply mor_handle(void *opaque, const mm_action *a, bool may_act, char *move,
                                size_t len)
{
    mor_view *v = opaque;
    int selected = v->selected, old_step = (int)v->step, first = v->first_pick;
    mm_view_reply reply = handle(v, a, may_act, move, len);
    if (v->selected != selected || (int)v->step != old_step || v->first_pick != first)
        mm_focus_restart(v->app);
    return reply;
}

static void mor_prompt(void *opaque, char *buf, size_t len)
{
    mor_view *v = opaque;
    int card = morv_selected_card(v);
    if (card < 0) {
        snprintf(buf, len, "%s", _("pick one of your cards."));
        return;
    }
    mor_card c = mor_card_info(card);
    switch (v->step) {
    case MORV_STEP_DISCARD:
        snprintf(buf, len, "%s", _("choose the open favourite to discard."));
        return;
    case MORV_STEP_SWAP_MINE:
        snprintf(buf, len, "%s", _("choose one of your open favourites to give away."));
        return;
    case MORV_STEP_SWAP_THEIRS:
        snprintf(buf, len, "%s", _("choose another player's favourite to take."));
        return;
    case MORV_STEP_POS_SECOND:
        snprintf(buf, len, _("choose the monster to swap with the %s one."),
                 mor_monster_name(v->first_pick));
        return;
    default:
        break;
    }
    if (c.kind == MOR_CARD_TWO)
        snprintf(buf, len, _("choose the %s or the %s monster to make it jump."),
                 mor_monster_name(c.a), mor_monster_name(c.b));
    else if (c.kind == MOR_CARD_ONE)
        snprintf(buf, len, _("choose the %s monster to make it jump, or bet on it."),
                 mor_monster_name(c.a));
    else if (morv_action_label(v))
        snprintf(buf, len, "%s", _("nothing can be swapped: play the card without effect."));
    else if (c.kind == MOR_CARD_POS_SWAP)
        snprintf(buf, len, "%s", _("choose two neighbouring monsters to swap them."));
    else
        snprintf(buf, len, "%s", _("pick the favourites to swap."));
}

/* ============================================================== animation */

/* Where a seat's hand is: the viewer's at the bottom, the others' in their
 * panels. */
static SDL_FRect seat_hand_rect(const mor_view *v, int seat, int index)
{
    if (seat == v->viewer)
        return morv_hand_rect(v, index, MOR_HAND_MAX);
    SDL_FRect p = morv_panel_rect(v, seat);
    return mm_rect(p.x + p.w / 2 - v->lay.bet_w / 2, p.y + 4, v->lay.bet_w, v->lay.bet_h);
}

/* Adds a flight; returns when it lands. */
static double add_flight(mor_view *v, int card, SDL_FRect from, SDL_FRect to, double delay,
                         double duration, int hide_seat, int hide_bet)
{
    if (v->nflights == MORV_MAX_FLIGHTS)
        return delay;
    morv_flight *f = &v->flights[v->nflights++];
    memset(f, 0, sizeof *f);
    f->clock.delay = delay;
    f->clock.duration = duration;
    f->card = card;
    f->from = from;
    f->to = to;
    f->hide_seat = hide_seat;
    f->hide_bet = hide_bet;
    return delay + duration;
}

static int bet_index(const mor_state *s, int seat, int card)
{
    for (int b = 0; b < s->nbets[seat]; b++)
        if (s->bets[seat][b] == card)
            return b;
    return 0;
}

static int hand_index(const mor_state *s, int seat, int card)
{
    for (int k = 0; k < s->nhand[seat]; k++)
        if (s->hand[seat][k] == card)
            return k;
    return 1;
}

/* Schedules the move's motions one after the other and when each part of
 * the table may show its outcome. */
static void mor_animate(void *opaque, const mm_events *events)
{
    mor_view *v = opaque;
    const mor_state *s = morv_st(v);
    double scale = mm_app_anim_scale(v->app);
    if (scale <= 0 || !v->before) {
        v->clock = 1e9;
        return;
    }
    const mor_state *was = mor_from(v->before);
    morv_layout_update(v);
    memset(&v->reveal, 0, sizeof v->reveal);
    v->clock = 0;
    double delay = 0, last = 0, fly = 0.45 * scale;
    SDL_FRect played = {0};
    for (int i = 0; i < events->n; i++) {
        const mm_event *e = &events->ev[i];
        int seat = e->seat;
        switch (e->kind) {
        case MOR_EV_PLAY: {
            played = seat_hand_rect(v, seat, hand_index(was, seat, e->a));
            bool bet = i + 1 < events->n && (events->ev[i + 1].kind == MOR_EV_BET ||
                                             events->ev[i + 1].kind == MOR_EV_DISCARD_BET);
            if (!bet) {
                v->reveal.discard = add_flight(v, e->a, played, v->lay.discard, delay, fly, -1, -1);
                delay += 0.35 * scale;
            }
            mm_app_sound(v->app, "card");
            break;
        }
        case MOR_EV_DISCARD_BET: {
            int b = bet_index(was, seat, e->a);
            v->reveal.discard =
                add_flight(v, e->a, morv_bet_rect(v, seat, b), v->lay.discard, delay, fly, seat, b);
            delay += 0.35 * scale;
            break;
        }
        case MOR_EV_BET:
            v->reveal.bets[seat] = add_flight(
                v, e->a, played, morv_bet_rect(v, seat, s->nbets[seat] - 1), delay, fly, -1, -1);
            delay += fly;
            break;
        case MOR_EV_FAV_SWAP: {
            int other = e->b, mine = bet_index(was, seat, e->a),
                theirs = bet_index(was, other, e->c);
            double end = add_flight(v, e->a, morv_bet_rect(v, seat, mine),
                                    morv_bet_rect(v, other, theirs), delay, fly * 1.4, seat, mine);
            add_flight(v, e->c, morv_bet_rect(v, other, theirs), morv_bet_rect(v, seat, mine),
                       delay, fly * 1.4, other, theirs);
            v->reveal.bets[seat] = v->reveal.bets[other] = end;
            delay = end;
            break;
        }
        case MOR_EV_MOVE:
        case MOR_EV_POS_SWAP: {
            double longest = 0;
            int ms[2] = {e->a, e->kind == MOR_EV_POS_SWAP ? e->b : -1};
            int from[2] = {e->kind == MOR_EV_MOVE ? e->b : e->c, e->d};
            for (int k = 0; k < 2; k++) {
                if (ms[k] < 0)
                    continue;
                morv_hop *h = &v->hops[ms[k]];
                h->active = true;
                h->from = from[k];
                h->to = s->pos[ms[k]];
                h->land = morv_monster_spot(v, s, ms[k]);
                h->clock.t = 0;
                h->clock.delay = delay;
                h->clock.duration = fmin(1.6, fmax(0.5, 0.22 * abs(h->to - h->from))) * scale;
                longest = fmax(longest, h->clock.duration);
            }
            mm_app_sound(v->app, "move");
            delay += longest;
            v->reveal.monsters = delay;
            break;
        }
        case MOR_EV_DRAW: {
            SDL_FRect from = e->b ? morv_track_rect(v, e->c) : v->lay.pile;
            int index = s->nhand[seat] - 1;
            if (seat == v->viewer)
                v->hidden_draw = index;
            v->reveal.pile = delay + 0.15 * scale;
            v->reveal.hand[seat] = add_flight(v, MOR_HIDDEN, from, seat_hand_rect(v, seat, index),
                                              delay + 0.15 * scale, fly, -1, -1);
            mm_app_sound(v->app, "draw");
            break;
        }
        case MOR_EV_GAME_OVER:
            mm_app_sound(v->app, "success");
            break;
        default:
            break;
        }
    }
    last = delay;
    for (int i = 0; i < v->nflights; i++)
        last = fmax(last, v->flights[i].clock.delay + v->flights[i].clock.duration);
    v->reveal.all = last;
}

static bool mor_update(void *opaque, double dt)
{
    mor_view *v = opaque;
    v->pulse += dt;
    v->clock += dt;
    bool hopping = false;
    for (int m = 0; m < MOR_NMONSTERS; m++) {
        morv_hop *h = &v->hops[m];
        if (!h->active)
            continue;
        if (h->clock.t < 1)
            mm_tween_step(&h->clock, dt);
        /* It stays where it landed until the standings show the move. */
        if (h->clock.t >= 1 && v->clock >= v->reveal.monsters)
            h->active = false;
        hopping |= h->active;
    }
    v->nflights = mm_tweens_advance(v->flights, v->nflights, sizeof v->flights[0], dt);
    if (v->viewer >= 0 && v->clock >= v->reveal.hand[v->viewer])
        v->hidden_draw = -1;
    bool busy = hopping || v->nflights > 0 || v->clock < v->reveal.all;
    if (!busy && v->before) {
        v->session->game->free(v->before);
        v->before = NULL;
        return true; /* one more frame with the whole outcome */
    }
    return busy;
}

/* ============================================================== lifecycle */

static void mor_draw(void *opaque, SDL_FRect area, bool may_act)
{
    mor_view *v = opaque;
    v->area = area;
    morv_draw(v, may_act);
}

static void *mor_create(mm_app *app)
{
    mor_view *v = calloc(1, sizeof *v);
    if (!v)
        abort();
    v->app = app;
    v->selected = -1;
    v->hover_monster = -1;
    v->hidden_draw = -1;
    v->clock = 1e9;
    v->area = mm_rect(0, 84, app->gfx.lw, app->gfx.lh - 84);
    return v;
}

static void mor_destroy(void *opaque)
{
    mor_view *v = opaque;
    if (v && v->session) {
        mm_table_since_clear(&v->since, v->session);
        v->session->game->free(v->visible);
        if (v->before)
            v->session->game->free(v->before);
    }
    free(v);
}

static void mor_sync(void *opaque, const mm_session *session, int viewer)
{
    mor_view *v = opaque;
    if (v->before)
        session->game->free(v->before);
    v->before = NULL;
    /* The state before this sync, for the animation that may follow: the same
     * eyes on the same game only. */
    if (v->visible && v->session == session && v->viewer == viewer)
        v->before = v->visible;
    else if (v->visible)
        session->game->free(v->visible);
    v->session = session;
    v->viewer = viewer;
    v->visible = session->game->view_for(session->state, viewer);
    clear_selection(v);
    v->nflights = 0;
    v->hidden_draw = -1;
    v->clock = 1e9;
    memset(&v->reveal, 0, sizeof v->reveal);
    for (int m = 0; m < MOR_NMONSTERS; m++)
        v->hops[m].active = false;
    /* Undo, restart and Continue change the record too: rebuild the marks. */
    morv_marks_update(v);
}

static void mor_rejected(void *opaque, const char *why)
{
    mor_view *v = opaque;
    (void)why;
    /* Keep the card selected so the player can try another target. */
    if (v->step == MORV_STEP_DISCARD || v->step == MORV_STEP_SWAP_THEIRS ||
        v->step == MORV_STEP_POS_SECOND)
        v->step = v->step == MORV_STEP_SWAP_THEIRS ? MORV_STEP_SWAP_MINE : MORV_STEP_CARD;
    v->first_pick = -1;
}

static void mor_seat_badge(void *opaque, int seat, SDL_FRect r)
{
    morv_seat_badge_in(opaque, seat, r);
}

const mm_view_ops mm_view_monsters_on_the_run = {
    .game_id = "monsters-on-the-run",
    .create = mor_create,
    .destroy = mor_destroy,
    .sync = mor_sync,
    .animate = mor_animate,
    .handle = mor_handle,
    .update = mor_update,
    .draw = mor_draw,
    .rejected = mor_rejected,
    .prompt = mor_prompt,
    .seat_badge = mor_seat_badge,
};
