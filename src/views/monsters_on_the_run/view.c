/* SPDX-License-Identifier: MIT */
/* Monsters on the Run: the galaxy table. The spiral of planet cards winds
 * outwards from the draw pile; the five monsters stand on it; the players'
 * bets sit on the right; the viewer's hand at the bottom. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/games/monsters_on_the_run.h"
#include "monstermoon/i18n.h"
#include "ui.h"
#include "view.h"

#define PANEL_W 390.0f
#define CARD_W 66.0f
#define CARD_H 92.0f
#define HAND_W 140.0f
#define HAND_H 196.0f
#define MONSTER_W 58.0f
#define MONSTER_H 70.0f
#define MAX_FLIGHTS 8

static const char *const monster_keys[MOR_NMONSTERS] = {"hairy", "green", "orange", "yellow",
                                                       "purple"};
static const mm_rgba monster_colors[MOR_NMONSTERS] = {
    {176, 128, 88, 255}, {110, 214, 96, 255}, {255, 150, 60, 255}, {255, 222, 80, 255},
    {184, 120, 240, 255}};

/* What the player is in the middle of doing with the selected card. */
typedef enum step {
    STEP_NONE,
    STEP_CARD,        /* a card is selected: pick a monster (or bet) */
    STEP_DISCARD,     /* betting with two open: pick the favourite to discard */
    STEP_SWAP_MINE,   /* favourite swap: pick one of your favourites */
    STEP_SWAP_THEIRS, /* favourite swap: pick another player's favourite */
    STEP_POS_SECOND,  /* position swap: pick the second monster */
} step;

typedef struct flight {
    int card;       /* card id, or MOR_HIDDEN for a face-down card */
    SDL_FRect from, to;
    double t, delay, duration;
} flight;

/* A monster hopping card by card along the spiral. */
typedef struct hop {
    bool active;
    int from, to;    /* track positions */
    SDL_FPoint land; /* where it ends up standing */
    double t, delay, duration;
} hop;

typedef struct mor_view {
    mm_app *app;
    const mm_session *session;
    mm_state *visible; /* view_for(state, viewer): all this table may show */
    int viewer;
    SDL_FRect area;
    /* Geometry, recomputed when the area changes. */
    SDL_FRect layout_area;
    SDL_FPoint track_pos[MOR_TRACK_CARDS];
    SDL_FPoint centre;
    /* UI state (never undone). */
    int selected; /* hand index or -1 */
    step step;
    int first_pick; /* STEP_SWAP_THEIRS: my monster; STEP_POS_SECOND: first monster */
    int hover_monster;
    /* Animation. */
    hop hops[MOR_NMONSTERS];
    flight flights[MAX_FLIGHTS];
    int nflights;
    int hidden_draw; /* a card of the viewer's hand still flying in, or -1 */
    double pulse;
} mor_view;

static const mor_state *st(const mor_view *v)
{
    return mor_from(v->visible);
}

static void card_asset(int card, char *buf, size_t len)
{
    if (card == MOR_HIDDEN) {
        snprintf(buf, len, "mor/card-back");
        return;
    }
    mor_card c = mor_card_info(card);
    switch (c.kind) {
    case MOR_CARD_TWO:
        snprintf(buf, len, "mor/card-two-%s-%s", monster_keys[c.a], monster_keys[c.b]);
        break;
    case MOR_CARD_ONE:
        snprintf(buf, len, "mor/card-one-%s", monster_keys[c.a]);
        break;
    case MOR_CARD_FAV_SWAP:
        snprintf(buf, len, "mor/card-fav-swap");
        break;
    case MOR_CARD_POS_SWAP:
        snprintf(buf, len, "mor/card-pos-swap");
        break;
    case MOR_CARD_FAVOURITE:
        snprintf(buf, len, "mor/favourite-card-%s", monster_keys[c.a]);
        break;
    }
}

/* ================================================================ geometry */

static void compute_layout(mor_view *v)
{
    SDL_FRect a = v->area;
    if (memcmp(&a, &v->layout_area, sizeof a) == 0)
        return;
    v->layout_area = a;
    float play_w = a.w - PANEL_W;
    v->centre = (SDL_FPoint){a.x + play_w / 2 + 10, a.y + (a.h - HAND_H) / 2 + 18};
    /* An Archimedean spiral, squashed to fit the table, cards spaced evenly
     * along it; clockwise outwards from the centre. */
    float sx = fminf(1.55f, (play_w / 2 - 50) / 330), sy = fminf(0.8f, (a.h - HAND_H - 90) / 2 / 320);
    float r0 = 120, k = 220 / (2 * (float)M_PI), theta = (float)M_PI;
    for (int i = 0; i < MOR_TRACK_CARDS; i++) {
        float r = r0 + k * (theta - (float)M_PI);
        v->track_pos[i] = (SDL_FPoint){v->centre.x + sx * r * cosf(theta),
                                       v->centre.y + sy * r * sinf(theta)};
        /* Advance by about one card width along the squashed curve. */
        for (int s = 0; s < 400; s++) {
            float t2 = theta + 0.004f, r2 = r0 + k * (t2 - (float)M_PI);
            SDL_FPoint p = {v->centre.x + sx * r2 * cosf(t2), v->centre.y + sy * r2 * sinf(t2)};
            theta = t2;
            float dx = p.x - v->track_pos[i].x, dy = p.y - v->track_pos[i].y;
            if (dx * dx + dy * dy >= 84.0f * 84.0f)
                break;
        }
    }
}

static SDL_FRect track_card_rect(const mor_view *v, int pos)
{
    SDL_FPoint p = v->track_pos[pos];
    return mm_rect(p.x - CARD_W / 2, p.y - CARD_H / 2, CARD_W, CARD_H);
}

/* Where a monster stands: alone in the middle of its card; several on the
 * home planet stand in a little crowd. */
static SDL_FPoint monster_spot(const mor_view *v, const mor_state *s, int monster)
{
    int pos = s->pos[monster];
    SDL_FPoint p = v->track_pos[pos];
    int n = 0, k = 0;
    for (int m = 0; m < MOR_NMONSTERS; m++) {
        if (s->pos[m] == pos) {
            if (m < monster)
                k++;
            n++;
        }
    }
    if (n > 1) {
        float angle = (float)(2 * M_PI) * (float)k / (float)n - (float)M_PI / 2;
        p.x += 50 * cosf(angle);
        p.y += 38 * sinf(angle);
    }
    return p;
}

static SDL_FRect monster_rect_at(SDL_FPoint p, float scale)
{
    return mm_rect(p.x - MONSTER_W * scale / 2, p.y - MONSTER_H * scale + 24 * scale,
                   MONSTER_W * scale, MONSTER_H * scale);
}

static SDL_FRect hand_rect(const mor_view *v, int i, int n)
{
    float gap = 18, total = (float)n * HAND_W + (float)(n - 1) * gap;
    float x = v->centre.x - total / 2 + (float)i * (HAND_W + gap);
    return mm_rect(x, v->area.y + v->area.h - HAND_H - 14, HAND_W, HAND_H);
}

static SDL_FRect panel_rect(const mor_view *v, int seat)
{
    int n = st(v)->nseats;
    float h = fminf(160, (v->area.h - 24) / (float)n);
    return mm_rect(v->area.x + v->area.w - PANEL_W - 12, v->area.y + 12 + h * (float)seat,
                   PANEL_W, h - 10);
}

static SDL_FRect bet_rect(const mor_view *v, int seat, int i)
{
    SDL_FRect p = panel_rect(v, seat);
    float h = fminf(p.h - 50, 96), w = h * 250 / 350;
    return mm_rect(p.x + 14 + (float)i * (w + 10), p.y + 44, w, h);
}

static SDL_FRect tile_rect(const mor_view *v, int seat)
{
    SDL_FRect p = panel_rect(v, seat);
    float d = fminf(p.h - 56, 74);
    return mm_rect(p.x + p.w - d - 16, p.y + 46, d, d);
}

static SDL_FRect pile_rect(const mor_view *v)
{
    return mm_rect(v->centre.x - 76, v->centre.y - 44, 62, 86);
}

static SDL_FRect discard_rect(const mor_view *v)
{
    return mm_rect(v->centre.x + 14, v->centre.y - 44, 62, 86);
}

/* The action buttons beside the hand: "Bet on it" / "Play without effect". */
static SDL_FRect action_rect(const mor_view *v)
{
    SDL_FRect last = hand_rect(v, MOR_HAND_MAX - 1, MOR_HAND_MAX);
    return mm_rect(last.x + last.w + 26, last.y + 40, 230, 64);
}

/* ============================================================== selection */

static int selected_card(const mor_view *v)
{
    const mor_state *s = st(v);
    if (v->selected < 0 || v->viewer < 0 || v->selected >= s->nhand[v->viewer])
        return -1;
    return s->hand[v->viewer][v->selected];
}

static void clear_selection(mor_view *v)
{
    v->selected = -1;
    v->step = STEP_NONE;
    v->first_pick = -1;
}

/* Asks the rules module whether the viewer may make `move` now. */
static bool legal(const mor_view *v, const char *move)
{
    char why[MM_REASON_MAX];
    return v->viewer >= 0 && v->session->game->validate(v->visible, v->viewer, move, why, sizeof why);
}

/* Whether the selected card's action button offers a void play or a bet. */
static const char *action_label(const mor_view *v)
{
    int card = selected_card(v);
    if (card < 0 || v->step == STEP_DISCARD)
        return NULL;
    mor_card c = mor_card_info(card);
    if (c.kind == MOR_CARD_ONE)
        return _("Bet on it");
    if ((c.kind == MOR_CARD_FAV_SWAP && legal(v, "FS -")) ||
        (c.kind == MOR_CARD_POS_SWAP && legal(v, "PS -")))
        return _("Play without effect");
    return NULL;
}

static int monster_hit(const mor_view *v, float x, float y)
{
    const mor_state *s = st(v);
    for (int m = MOR_NMONSTERS - 1; m >= 0; m--)
        if (mm_rect_has(monster_rect_at(monster_spot(v, s, m), 1.0f), x, y))
            return m;
    /* A click on a monster's card counts too (unless it's the crowded home). */
    for (int m = 0; m < MOR_NMONSTERS; m++)
        if (!mor_monster_at_home(s, m) && mm_rect_has(track_card_rect(v, s->pos[m]), x, y))
            return m;
    return -1;
}

static bool bet_hit(const mor_view *v, float x, float y, int *seat, int *monster)
{
    const mor_state *s = st(v);
    for (int i = 0; i < s->nseats; i++) {
        for (int b = 0; b < s->nbets[i]; b++) {
            if (mm_rect_has(bet_rect(v, i, b), x, y)) {
                *seat = i;
                *monster = mor_card_info(s->bets[i][b]).a;
                return true;
            }
        }
    }
    return false;
}

/* Builds the move the current selection plus a click on `monster` means. */
static bool monster_move(mor_view *v, int monster, char *move, size_t len)
{
    int card = selected_card(v);
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
        if (v->step == STEP_POS_SECOND && v->first_pick >= 0 && v->first_pick != monster) {
            snprintf(move, len, "PS %c=%c", mor_monster_letter(v->first_pick),
                     mor_monster_letter(monster));
            return true;
        }
        v->first_pick = monster;
        v->step = STEP_POS_SECOND;
    }
    return false;
}

/* ================================================================= input */

static mm_view_reply handle(mor_view *v, const mm_action *a, bool may_act, char *move,
                            size_t len);

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

static mm_view_reply handle(mor_view *v, const mm_action *a, bool may_act, char *move,
                            size_t len)
{
    const mor_state *s = st(v);
    if (a->kind == MM_ACT_POINTER_MOVE) {
        v->hover_monster = monster_hit(v, a->x, a->y);
        return MM_VIEW_IGNORED;
    }
    bool cancel = a->kind == MM_ACT_BACK || (a->kind == MM_ACT_POINTER_UP && a->button == 3);
    if (cancel) {
        if (v->step == STEP_NONE)
            return MM_VIEW_IGNORED;
        /* Step back one stage at a time. */
        if (v->step == STEP_CARD)
            clear_selection(v);
        else
            v->step = STEP_CARD, v->first_pick = -1;
        return MM_VIEW_CONSUMED;
    }
    if (a->kind == MM_ACT_KEY && a->key >= SDLK_1 && a->key <= SDLK_3 && may_act) {
        int i = a->key - SDLK_1;
        if (i < s->nhand[v->viewer]) {
            v->selected = v->selected == i ? -1 : i;
            v->step = v->selected < 0 ? STEP_NONE : STEP_CARD;
            v->first_pick = -1;
            mm_app_sound(v->app, "card");
        }
        return MM_VIEW_CONSUMED;
    }
    if (a->kind != MM_ACT_POINTER_UP || a->button != 1)
        return MM_VIEW_IGNORED;
    if (!may_act) {
        if (v->viewer >= 0)
            for (int i = 0; i < s->nhand[v->viewer]; i++)
                if (mm_rect_has(hand_rect(v, i, s->nhand[v->viewer]), a->x, a->y)) {
                    mm_app_toast(v->app, _("Wait for your turn."));
                    return MM_VIEW_CONSUMED;
                }
        return MM_VIEW_IGNORED;
    }
    /* Hand cards select (a second click deselects). */
    for (int i = 0; i < s->nhand[v->viewer]; i++) {
        if (mm_rect_has(hand_rect(v, i, s->nhand[v->viewer]), a->x, a->y)) {
            if (v->selected == i) {
                clear_selection(v);
            } else {
                clear_selection(v);
                v->selected = i;
                v->step = STEP_CARD;
                mor_card c = mor_card_info(s->hand[v->viewer][i]);
                if (c.kind == MOR_CARD_FAV_SWAP && !legal(v, "FS -"))
                    v->step = STEP_SWAP_MINE;
            }
            mm_app_sound(v->app, "card");
            return MM_VIEW_CONSUMED;
        }
    }
    int card = selected_card(v);
    if (card < 0)
        return MM_VIEW_CONSUMED;
    char code[4];
    mor_card_code(card, code, sizeof code);
    const char *label = action_label(v);
    if (label && mm_rect_has(action_rect(v), a->x, a->y)) {
        mor_card c = mor_card_info(card);
        if (c.kind == MOR_CARD_ONE) {
            if (s->nbets[v->viewer] >= MOR_OPEN_BETS_MAX) {
                v->step = STEP_DISCARD;
                return MM_VIEW_CONSUMED;
            }
            snprintf(move, len, "%s*", code);
        } else {
            snprintf(move, len, "%s -", code);
        }
        return MM_VIEW_MOVE;
    }
    int seat, bet_monster;
    if (bet_hit(v, a->x, a->y, &seat, &bet_monster)) {
        if (v->step == STEP_DISCARD && seat == v->viewer) {
            snprintf(move, len, "%s*%c", code, mor_monster_letter(bet_monster));
            return MM_VIEW_MOVE;
        }
        if (v->step == STEP_SWAP_MINE && seat == v->viewer) {
            v->first_pick = bet_monster;
            v->step = STEP_SWAP_THEIRS;
            return MM_VIEW_CONSUMED;
        }
        if (v->step == STEP_SWAP_THEIRS) {
            if (seat == v->viewer) {
                v->first_pick = bet_monster;
                return MM_VIEW_CONSUMED;
            }
            snprintf(move, len, "FS %c=%d:%c", mor_monster_letter(v->first_pick), seat + 1,
                     mor_monster_letter(bet_monster));
            return MM_VIEW_MOVE;
        }
    }
    int monster = monster_hit(v, a->x, a->y);
    if (monster >= 0 && (v->step == STEP_CARD || v->step == STEP_POS_SECOND)) {
        if (monster_move(v, monster, move, len))
            return MM_VIEW_MOVE;
        return MM_VIEW_CONSUMED;
    }
    return MM_VIEW_CONSUMED;
}

static void mor_prompt(void *opaque, char *buf, size_t len)
{
    mor_view *v = opaque;
    int card = selected_card(v);
    if (card < 0) {
        snprintf(buf, len, "%s", _("pick one of your cards."));
        return;
    }
    mor_card c = mor_card_info(card);
    switch (v->step) {
    case STEP_DISCARD:
        snprintf(buf, len, "%s", _("choose the open favourite to discard."));
        return;
    case STEP_SWAP_MINE:
        snprintf(buf, len, "%s", _("choose one of your open favourites to give away."));
        return;
    case STEP_SWAP_THEIRS:
        snprintf(buf, len, "%s", _("choose another player's favourite to take."));
        return;
    case STEP_POS_SECOND:
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
    else if (action_label(v))
        snprintf(buf, len, "%s", _("nothing can be swapped: play the card without effect."));
    else if (c.kind == MOR_CARD_POS_SWAP)
        snprintf(buf, len, "%s", _("choose two neighbouring monsters to swap them."));
    else
        snprintf(buf, len, "%s", _("pick the favourites to swap."));
}

/* ============================================================== animation */

static SDL_FRect seat_hand_rect(const mor_view *v, int seat)
{
    if (seat == v->viewer)
        return hand_rect(v, st(v)->nhand[seat] - 1, st(v)->nhand[seat]);
    SDL_FRect p = panel_rect(v, seat);
    return mm_rect(p.x + p.w / 2 - 30, p.y + 20, 60, 84);
}

static void add_flight(mor_view *v, int card, SDL_FRect from, SDL_FRect to, double delay)
{
    if (v->nflights == MAX_FLIGHTS)
        return;
    double scale = mm_app_anim_scale(v->app);
    v->flights[v->nflights++] = (flight){card, from, to, 0, delay * scale, 0.45 * scale};
}

static void mor_animate(void *opaque, const mm_events *events)
{
    mor_view *v = opaque;
    const mor_state *s = st(v);
    double scale = mm_app_anim_scale(v->app);
    if (scale <= 0)
        return;
    compute_layout(v);
    double delay = 0;
    for (int i = 0; i < events->n; i++) {
        const mm_event *e = &events->ev[i];
        switch (e->kind) {
        case MOR_EV_PLAY: {
            int shown = e->a;
            SDL_FRect from = e->seat == v->viewer ? hand_rect(v, 1, 3) : seat_hand_rect(v, e->seat);
            add_flight(v, shown, from, discard_rect(v), delay);
            delay += 0.35;
            mm_app_sound(v->app, "card");
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
                hop *h = &v->hops[ms[k]];
                h->active = true;
                h->from = from[k];
                h->to = s->pos[ms[k]];
                h->land = monster_spot(v, s, ms[k]);
                h->t = 0;
                h->delay = delay;
                int cards = abs(h->to - h->from);
                h->duration = fmin(1.6, fmax(0.5, 0.22 * cards)) * scale;
                longest = fmax(longest, h->duration);
            }
            mm_app_sound(v->app, "move");
            delay += longest;
            break;
        }
        case MOR_EV_BET:
            add_flight(v, e->a, discard_rect(v), bet_rect(v, e->seat, s->nbets[e->seat] - 1), delay);
            delay += 0.3;
            break;
        case MOR_EV_DRAW:
            if (e->seat == v->viewer) {
                v->hidden_draw = s->nhand[e->seat] - 1;
                add_flight(v, MOR_HIDDEN, e->b ? track_card_rect(v, e->c) : pile_rect(v),
                           seat_hand_rect(v, e->seat), delay + 0.2);
            } else {
                add_flight(v, MOR_HIDDEN, e->b ? track_card_rect(v, e->c) : pile_rect(v),
                           seat_hand_rect(v, e->seat), delay + 0.2);
            }
            mm_app_sound(v->app, "draw");
            break;
        case MOR_EV_GAME_OVER:
            mm_app_sound(v->app, "success");
            break;
        default:
            break;
        }
    }
}

static bool mor_update(void *opaque, double dt)
{
    mor_view *v = opaque;
    bool busy = false;
    v->pulse += dt;
    for (int m = 0; m < MOR_NMONSTERS; m++) {
        hop *h = &v->hops[m];
        if (!h->active)
            continue;
        if (h->delay > 0)
            h->delay -= dt;
        else
            h->t += dt / h->duration;
        if (h->t >= 1)
            h->active = false;
        busy = true;
    }
    int n = 0;
    for (int i = 0; i < v->nflights; i++) {
        flight *f = &v->flights[i];
        if (f->delay > 0)
            f->delay -= dt;
        else
            f->t += dt / f->duration;
        if (f->t < 1)
            v->flights[n++] = *f;
        else if (f->card == MOR_HIDDEN)
            v->hidden_draw = -1;
    }
    v->nflights = n;
    if (n == 0)
        v->hidden_draw = -1;
    return busy || n > 0;
}

/* =================================================================== draw */

static float ease(double t)
{
    if (t < 0)
        t = 0;
    if (t > 1)
        t = 1;
    return (float)(t * t * (3 - 2 * t));
}

static void draw_track(mor_view *v)
{
    mm_gfx *g = &v->app->gfx;
    const mor_state *s = st(v);
    /* A faint path through the spiral. */
    for (int i = s->track_inner; i + 1 < MOR_TRACK_CARDS; i++)
        mm_gfx_line(g, v->track_pos[i].x, v->track_pos[i].y, v->track_pos[i + 1].x,
                    v->track_pos[i + 1].y, 6, (mm_rgba){150, 130, 255, 60});
    for (int i = 0; i < MOR_TRACK_CARDS; i++) {
        SDL_FRect r = track_card_rect(v, i);
        if (i < s->track_inner) {
            /* Swallowed by the supernova. */
            mm_gfx_stroke_round(g, r, 8, 2, (mm_rgba){255, 120, 60, 70});
            continue;
        }
        char name[32];
        snprintf(name, sizeof name, "mor/planet-%d", 1 + (i * 5) % 6);
        mm_gfx_image(g, name, r, 0, 255);
        if (i == 0 || i == MOR_TRACK_CARDS - 1)
            mm_gfx_stroke_round(g, r, 8, 3, i == 0 ? MM_MUTED : MM_ACCENT);
    }
    SDL_FRect last = track_card_rect(v, MOR_TRACK_CARDS - 1);
    mm_gfx_text(g, _("Edge of the galaxy"), last.x + last.w / 2, last.y - 24, 16, true,
                MM_ACCENT, MM_ALIGN_CENTER);
    if (s->track_inner == 0) {
        SDL_FRect home = track_card_rect(v, 0);
        mm_gfx_text(g, _("Home"), home.x + home.w / 2, home.y + home.h + 16, 16, true, MM_MUTED,
                    MM_ALIGN_CENTER);
    }
}

static void draw_centre(mor_view *v)
{
    mm_gfx *g = &v->app->gfx;
    const mor_state *s = st(v);
    float pulse = 1 + 0.03f * sinf((float)v->pulse * 2);
    float d = 230 * pulse;
    mm_gfx_image(g, "mor/supernova", mm_rect(v->centre.x - d / 2, v->centre.y - d / 2, d, d), 0, 230);
    SDL_FRect pile = pile_rect(v);
    if (s->ndraw > 0) {
        for (int k = s->ndraw > 3 ? 3 : s->ndraw; k > 0; k--)
            mm_gfx_image(g, "mor/card-back", mm_rect(pile.x - (float)k * 1.5f, pile.y - (float)k * 1.5f, pile.w, pile.h), 0, 255);
        char count[16];
        snprintf(count, sizeof count, "%d", s->ndraw);
        mm_gfx_fill_circle(g, pile.x + pile.w - 4, pile.y + 4, 16, MM_INK);
        mm_gfx_text(g, count, pile.x + pile.w - 4, pile.y - 8, 18, true, MM_PAPER, MM_ALIGN_CENTER);
    } else {
        /* The pile is gone: cards now come from the inner end of the spiral. */
        mm_gfx_stroke_round(g, pile, 8, 2, (mm_rgba){255, 150, 80, 160});
        const char *label = _("Supernova!");
        float w = mm_gfx_text_width(g, label, 20, true) + 28;
        SDL_FRect badge = {v->centre.x - w / 2, pile.y + pile.h + 12, w, 34};
        mm_gfx_fill_round(g, badge, 17, (mm_rgba){60, 16, 30, 230});
        mm_gfx_stroke_round(g, badge, 17, 2, MM_ACCENT);
        mm_gfx_text(g, label, v->centre.x, badge.y + 5, 20, true, MM_ACCENT, MM_ALIGN_CENTER);
    }
    SDL_FRect disc = discard_rect(v);
    if (s->ndiscard > 0) {
        char name[64];
        card_asset(s->discard[s->ndiscard - 1], name, sizeof name);
        mm_gfx_image(g, name, disc, 0, 255);
    } else {
        mm_gfx_stroke_round(g, disc, 8, 2, (mm_rgba){200, 190, 255, 90});
    }
}

static bool monster_clickable(const mor_view *v, int m, bool may_act)
{
    int card = selected_card(v);
    if (!may_act || card < 0)
        return false;
    mor_card c = mor_card_info(card);
    if (v->step == STEP_CARD && (c.kind == MOR_CARD_TWO || c.kind == MOR_CARD_ONE))
        return m == c.a || m == c.b;
    if (c.kind == MOR_CARD_POS_SWAP && !legal(v, "PS -"))
        return v->step == STEP_CARD || (v->step == STEP_POS_SECOND && m != v->first_pick);
    return false;
}

/* Where a hopping monster is: one little hop per card along the spiral. */
static SDL_FPoint hop_point(const mor_view *v, const hop *h, float *lift)
{
    int n = abs(h->to - h->from), dir = h->to > h->from ? 1 : -1;
    float u = ease(h->t) * (float)(n > 0 ? n : 1);
    int i = (int)u;
    if (i >= n)
        i = n > 0 ? n - 1 : 0;
    float frac = u - (float)i;
    SDL_FPoint a = v->track_pos[h->from + dir * i];
    SDL_FPoint b = i + 1 >= n ? h->land : v->track_pos[h->from + dir * (i + 1)];
    if (n == 0)
        b = h->land;
    *lift = 46 * sinf((float)M_PI * frac);
    return (SDL_FPoint){a.x + (b.x - a.x) * frac, a.y + (b.y - a.y) * frac};
}

static void draw_monsters(mor_view *v, bool may_act)
{
    mm_gfx *g = &v->app->gfx;
    const mor_state *s = st(v);
    int places[MOR_NMONSTERS];
    mor_places(s, places);
    static const int points[] = MOR_PLACE_POINTS;
    int order[MOR_NMONSTERS];
    for (int m = 0; m < MOR_NMONSTERS; m++)
        order[m] = m;
    /* Back to front; monsters the player can click come last, on top. */
    float depth[MOR_NMONSTERS];
    for (int m = 0; m < MOR_NMONSTERS; m++)
        depth[m] = monster_spot(v, s, m).y + (monster_clickable(v, m, may_act) ? 10000 : 0);
    for (int i = 0; i < MOR_NMONSTERS; i++)
        for (int j = i + 1; j < MOR_NMONSTERS; j++)
            if (depth[order[j]] < depth[order[i]]) {
                int t = order[i];
                order[i] = order[j];
                order[j] = t;
            }
    for (int k = 0; k < MOR_NMONSTERS; k++) {
        int m = order[k];
        SDL_FPoint p = monster_spot(v, s, m);
        float lift = 0;
        hop *h = &v->hops[m];
        if (h->active)
            p = hop_point(v, h, &lift);
        bool clickable = monster_clickable(v, m, may_act);
        bool hover = clickable && v->hover_monster == m;
        if (clickable && !h->active) {
            /* Show where it would land. */
            if (v->step == STEP_CARD && mor_card_info(selected_card(v)).kind != MOR_CARD_POS_SWAP) {
                int to = mor_jump_target(s, m);
                SDL_FRect dest = track_card_rect(v, to);
                mm_gfx_stroke_round(g, dest, 8, hover ? 5 : 3, mm_alpha(monster_colors[m], hover ? 255 : 150));
                if (hover)
                    mm_gfx_line(g, p.x, p.y, dest.x + dest.w / 2, dest.y + dest.h / 2, 4,
                                mm_alpha(monster_colors[m], 160));
            }
            mm_gfx_fill_circle(g, p.x, p.y - 10, 36, mm_alpha(monster_colors[m], hover ? 150 : 90));
            mm_gfx_ring(g, p.x, p.y - 10, 38, hover ? 5 : 3, hover ? MM_PAPER : MM_ACCENT);
        }
        if (v->step == STEP_POS_SECOND && m == v->first_pick)
            mm_gfx_ring(g, p.x, p.y - 10, 34, 4, MM_ACCENT);
        mm_gfx_fill_circle(g, p.x, p.y + 20, 20, (mm_rgba){0, 0, 0, 90});
        char name[32];
        snprintf(name, sizeof name, "mor/monster-%s", monster_keys[m]);
        float scale = hover ? 1.15f : 1.0f;
        SDL_FPoint q = {p.x, p.y - lift};
        mm_gfx_image(g, name, monster_rect_at(q, scale), 0, 255);
        if (s->end != MOR_END_NONE) {
            char tile[32];
            snprintf(tile, sizeof tile, "mor/scoring-tile-%d", places[m] + 1);
            mm_gfx_image(g, tile, mm_rect(p.x + 18, p.y - 64, 40, 40), 0, 255);
            char pts[8];
            snprintf(pts, sizeof pts, "%+d", points[places[m]]);
            mm_gfx_text(g, pts, p.x + 38, p.y - 22, 18, true, MM_PAPER, MM_ALIGN_CENTER);
        }
    }
}

static void draw_bets(mor_view *v)
{
    mm_gfx *g = &v->app->gfx;
    const mor_state *s = st(v);
    int current = v->session->game->to_move(v->session->state);
    static const int points[] = MOR_PLACE_POINTS;
    int places[MOR_NMONSTERS];
    mor_places(s, places);
    mm_result result;
    v->session->game->result(v->visible, &result);
    for (int i = 0; i < s->nseats; i++) {
        SDL_FRect p = panel_rect(v, i);
        bool turn = i == current;
        mm_gfx_fill_round(g, p, 16, turn ? (mm_rgba){74, 60, 140, 240} : (mm_rgba){38, 32, 78, 230});
        mm_gfx_stroke_round(g, p, 16, turn ? 4 : 2, turn ? MM_ACCENT : (mm_rgba){96, 80, 170, 255});
        char title[80];
        const mm_seat *seat = &v->session->rec.seats[i];
        snprintf(title, sizeof title, "%s%s", seat->name, i == v->viewer ? _(" (you)") : "");
        mm_gfx_image(g, seat->kind == MM_SEAT_HUMAN ? "ui/icon-human" : "ui/icon-cpu",
                     mm_rect(p.x + 10, p.y + 8, 30, 30), 0, 255);
        mm_gfx_text(g, title, p.x + 46, p.y + 10, 22, true, turn ? MM_ACCENT : MM_PAPER, MM_ALIGN_LEFT);
        char info[48];
        if (s->end != MOR_END_NONE)
            snprintf(info, sizeof info, _("%d points"), result.total[i]);
        else
            snprintf(info, sizeof info, _("%d cards"), s->nhand[i]);
        mm_gfx_text(g, info, p.x + p.w - 14, p.y + 12, 18, s->end != MOR_END_NONE, MM_MUTED, MM_ALIGN_RIGHT);
        bool pick_own = (v->step == STEP_DISCARD || v->step == STEP_SWAP_MINE || v->step == STEP_SWAP_THEIRS) && i == v->viewer;
        bool pick_theirs = v->step == STEP_SWAP_THEIRS && i != v->viewer;
        for (int b = 0; b < s->nbets[i]; b++) {
            SDL_FRect r = bet_rect(v, i, b);
            char name[64];
            card_asset(s->bets[i][b], name, sizeof name);
            int m = mor_card_info(s->bets[i][b]).a;
            bool chosen = v->step == STEP_SWAP_THEIRS && i == v->viewer && m == v->first_pick;
            bool hover = mm_ui_hover(v->app, r) && (pick_own || pick_theirs);
            if (pick_own || pick_theirs || chosen)
                mm_gfx_stroke_round(g, mm_rect(r.x - 5, r.y - 5, r.w + 10, r.h + 10), 10,
                                    hover || chosen ? 5 : 3,
                                    chosen ? MM_GOOD : hover ? MM_ACCENT : mm_alpha(MM_ACCENT, 140));
            mm_gfx_image(g, name, r, 0, 255);
            if (s->end != MOR_END_NONE) {
                char pts[8];
                snprintf(pts, sizeof pts, "%+d", points[places[m]]);
                mm_gfx_fill_circle(g, r.x + r.w - 6, r.y + r.h - 6, 15, MM_INK);
                mm_gfx_text(g, pts, r.x + r.w - 6, r.y + r.h - 18, 16, true, MM_PAPER, MM_ALIGN_CENTER);
            }
        }
        SDL_FRect t = tile_rect(v, i);
        if (s->tile[i] == MOR_HIDDEN) {
            mm_gfx_image(g, "mor/favourite-tile-back", t, 0, 255);
        } else {
            char name[64];
            snprintf(name, sizeof name, "mor/favourite-tile-%s", monster_keys[s->tile[i]]);
            mm_gfx_image(g, name, t, 0, 255);
            if (s->end != MOR_END_NONE) {
                char pts[8];
                snprintf(pts, sizeof pts, "%+d", points[places[s->tile[i]]]);
                mm_gfx_fill_circle(g, t.x + t.w - 6, t.y + t.h - 6, 15, MM_INK);
                mm_gfx_text(g, pts, t.x + t.w - 6, t.y + t.h - 18, 16, true, MM_PAPER, MM_ALIGN_CENTER);
            } else if (i == v->viewer) {
                mm_gfx_text(g, _("secret"), t.x + t.w / 2, t.y + t.h + 2, 14, false, MM_MUTED, MM_ALIGN_CENTER);
            }
        }
    }
}

static void draw_hand(mor_view *v, bool may_act)
{
    mm_gfx *g = &v->app->gfx;
    const mor_state *s = st(v);
    if (v->viewer < 0)
        return;
    int n = s->nhand[v->viewer];
    for (int i = 0; i < n; i++) {
        if (i == v->hidden_draw)
            continue;
        SDL_FRect r = hand_rect(v, i, n);
        bool hover = may_act && mm_ui_hover(v->app, r);
        bool sel = i == v->selected;
        if (sel)
            r.y -= 34;
        else if (hover)
            r.y -= 14;
        mm_gfx_fill_round(g, mm_rect(r.x + 5, r.y + 8, r.w, r.h), 14, (mm_rgba){0, 0, 0, 110});
        char name[64];
        card_asset(s->hand[v->viewer][i], name, sizeof name);
        mm_gfx_image(g, name, r, 0, may_act || sel ? 255 : 200);
        if (sel)
            mm_gfx_stroke_round(g, mm_rect(r.x - 4, r.y - 4, r.w + 8, r.h + 8), 16, 5, MM_ACCENT);
        else if (hover)
            mm_gfx_stroke_round(g, mm_rect(r.x - 3, r.y - 3, r.w + 6, r.h + 6), 16, 3, MM_PAPER);
    }
    const char *label = may_act ? action_label(v) : NULL;
    if (label)
        mm_ui_button(v->app, action_rect(v), label, mor_card_info(selected_card(v)).kind == MOR_CARD_ONE ? "icon-star" : NULL, true, true);
    if (may_act && v->step == STEP_DISCARD)
        mm_gfx_text_wrapped(g, _("Two favourites are open: click the one to discard."),
                            action_rect(v).x, action_rect(v).y, 240, 20, true, MM_ACCENT,
                            MM_ALIGN_LEFT, true);
}

static void draw_hover_hint(mor_view *v, bool may_act)
{
    int m = v->hover_monster;
    if (!may_act || m < 0 || !monster_clickable(v, m, may_act) || v->step != STEP_CARD)
        return;
    int card = selected_card(v);
    mor_card c = mor_card_info(card);
    if (c.kind != MOR_CARD_TWO && c.kind != MOR_CARD_ONE)
        return;
    char move[16], text[200];
    char code[4];
    mor_card_code(card, code, sizeof code);
    snprintf(move, sizeof move, "%s>%c", code, mor_monster_letter(m));
    v->session->game->describe_move(v->visible, move, text, sizeof text);
    mm_gfx *g = &v->app->gfx;
    float w = mm_gfx_text_width(g, text, 20, true) + 30;
    float x = v->app->pointer_x + 20, y = v->app->pointer_y + 24;
    if (x + w > g->lw - 10)
        x = g->lw - 10 - w;
    mm_gfx_fill_round(g, mm_rect(x, y, w, 40), 12, (mm_rgba){20, 16, 46, 235});
    mm_gfx_text(g, text, x + 15, y + 8, 20, true, MM_PAPER, MM_ALIGN_LEFT);
}

static void draw_flights(mor_view *v)
{
    mm_gfx *g = &v->app->gfx;
    for (int i = 0; i < v->nflights; i++) {
        flight *f = &v->flights[i];
        if (f->delay > 0)
            continue;
        float t = ease(f->t);
        SDL_FRect r = {f->from.x + (f->to.x - f->from.x) * t, f->from.y + (f->to.y - f->from.y) * t,
                       f->from.w + (f->to.w - f->from.w) * t, f->from.h + (f->to.h - f->from.h) * t};
        char name[64];
        card_asset(f->card, name, sizeof name);
        mm_gfx_image(g, name, r, 0, 255);
    }
}

/* Keyboard and controller targets for the step at hand: the legal choices
 * first (the focus starts on the first of them), then the hand to change the
 * card. */
static void offer_focus(mor_view *v, bool may_act)
{
    const mor_state *s = st(v);
    if (!may_act || v->viewer < 0)
        return;
    mm_app *app = v->app;
    int card = selected_card(v);
    char code[4] = "", move[32];
    if (card >= 0)
        mor_card_code(card, code, sizeof code);
    unsigned def = MM_FOCUS_DEFAULT;
    if (card >= 0 && (v->step == STEP_CARD || v->step == STEP_POS_SECOND)) {
        mor_card c = mor_card_info(card);
        for (int m = 0; m < MOR_NMONSTERS; m++) {
            bool ok = false;
            if (c.kind == MOR_CARD_TWO || c.kind == MOR_CARD_ONE) {
                snprintf(move, sizeof move, "%s>%c", code, mor_monster_letter(m));
                ok = legal(v, move);
            } else if (c.kind == MOR_CARD_POS_SWAP) {
                /* A first pick needs a partner; the second must be one. */
                for (int o = 0; o < MOR_NMONSTERS && !ok; o++) {
                    int a = v->step == STEP_POS_SECOND ? v->first_pick : m;
                    int b = v->step == STEP_POS_SECOND ? m : o;
                    if (a == b || (v->step == STEP_POS_SECOND && o > 0))
                        continue;
                    snprintf(move, sizeof move, "PS %c=%c", mor_monster_letter(a),
                             mor_monster_letter(b));
                    ok = legal(v, move);
                }
            }
            if (ok) {
                mm_focus_add(app, monster_rect_at(monster_spot(v, s, m), 1.0f),
                             mm_focus_id("monster", m), def);
                def = 0;
            }
        }
    }
    if (card >= 0 && (v->step == STEP_DISCARD || v->step == STEP_SWAP_MINE ||
                      v->step == STEP_SWAP_THEIRS)) {
        for (int i = 0; i < s->nseats; i++) {
            bool mine = i == v->viewer;
            if ((v->step == STEP_SWAP_THEIRS) == mine)
                continue;
            for (int b = 0; b < s->nbets[i]; b++) {
                int m = mor_card_info(s->bets[i][b]).a;
                if (v->step == STEP_DISCARD)
                    snprintf(move, sizeof move, "%s*%c", code, mor_monster_letter(m));
                else if (v->step == STEP_SWAP_THEIRS)
                    snprintf(move, sizeof move, "FS %c=%d:%c", mor_monster_letter(v->first_pick),
                             i + 1, mor_monster_letter(m));
                if (v->step != STEP_SWAP_MINE && !legal(v, move))
                    continue;
                mm_focus_add(app, bet_rect(v, i, b), mm_focus_id("bet", i * 8 + b), def);
                def = 0;
            }
        }
    }
    if (card >= 0 && action_label(v)) {
        mm_focus_add(app, action_rect(v), mm_focus_id("action", 0), def);
        def = 0;
    }
    for (int i = 0; i < s->nhand[v->viewer]; i++)
        mm_focus_add(app, hand_rect(v, i, s->nhand[v->viewer]), mm_focus_id("hand", i),
                     card < 0 && i == 0 ? MM_FOCUS_DEFAULT : 0);
}

static void mor_draw(void *opaque, SDL_FRect area, bool may_act)
{
    mor_view *v = opaque;
    mm_gfx *g = &v->app->gfx;
    v->area = area;
    compute_layout(v);
    mm_gfx_image(g, "mor/galaxy-background", area, 0, 255);
    draw_centre(v);
    draw_track(v);
    draw_monsters(v, may_act);
    draw_bets(v);
    draw_hand(v, may_act);
    draw_flights(v);
    draw_hover_hint(v, may_act);
    offer_focus(v, may_act);
}

/* ============================================================== lifecycle */

static void *mor_create(mm_app *app)
{
    mor_view *v = calloc(1, sizeof *v);
    if (!v)
        abort();
    v->app = app;
    v->selected = -1;
    v->hover_monster = -1;
    v->hidden_draw = -1;
    v->area = mm_rect(0, 84, app->gfx.lw, app->gfx.lh - 84);
    return v;
}

static void mor_destroy(void *opaque)
{
    mor_view *v = opaque;
    if (v && v->session)
        v->session->game->free(v->visible);
    free(v);
}

static void mor_sync(void *opaque, const mm_session *session, int viewer)
{
    mor_view *v = opaque;
    if (v->visible)
        session->game->free(v->visible);
    v->session = session;
    v->viewer = viewer;
    v->visible = session->game->view_for(session->state, viewer);
    clear_selection(v);
    v->nflights = 0;
    v->hidden_draw = -1;
    for (int m = 0; m < MOR_NMONSTERS; m++)
        v->hops[m].active = false;
}

static void mor_rejected(void *opaque, const char *why)
{
    mor_view *v = opaque;
    (void)why;
    /* Keep the card selected so the player can try another target. */
    if (v->step == STEP_DISCARD || v->step == STEP_SWAP_THEIRS || v->step == STEP_POS_SECOND)
        v->step = v->step == STEP_SWAP_THEIRS ? STEP_SWAP_MINE : STEP_CARD;
    v->first_pick = -1;
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
};
