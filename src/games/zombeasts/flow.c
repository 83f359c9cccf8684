/* SPDX-License-Identifier: MIT */
/* Zombeasts: how a turn runs. A turn is several moves: lay a card, follow it
 * up (attack chain, toys, bonus card), then draw by the last card's draw
 * number. Everything that needs no decision (taking 3 cards on an empty hand,
 * refilling the stock, the end) happens here without a move. */
#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "monstermoon/i18n.h"
#include "zb_internal.h"

static void end_play(zb_state *s, mm_events *ev);
static void start_turn(zb_state *s, int seat, mm_events *ev);

/* ==================================================================== drawing */

/* The text of the `i`th card drawn from the pile; translated only when
 * events are asked for (mm_events_add skips its arguments otherwise). */
static const char *pile_text(zb_draw_why why, int i)
{
    switch (why) {
    case ZB_DRAW_TURN:
        return _("Player %d draws from the pile.");
    case ZB_DRAW_EMPTY_HAND:
        return i == 0 ? _("Player %d has no hand cards left and takes 3 from the pile.") : "";
    case ZB_DRAW_PAW:
        return i == 0 ? _("Player %d fills up to 5 cards from the pile.") : "";
    case ZB_DRAW_MINUS:
        return i == 0 ? _("Player %d takes 3 new cards.") : "";
    }
    return "";
}

/* Draws up to n cards from the pile into seat's hand. */
static void take_from_pile(zb_state *s, int seat, int n, zb_draw_why why, mm_events *ev)
{
    for (int i = 0; i < n && s->npile > 0; i++) {
        int card = s->pile[--s->npile];
        zb_hand_add(s, seat, card, 0);
        if (ev)
            ev->revealed = true;
        mm_events_add(ev, ZB_EV_DRAW_PILE, seat, card, (int)why, 0, 0, pile_text(why, i), seat + 1);
    }
}

/* The rule for an empty hand: take 3 at once, if the pile has any. */
static void refill_empty_hand(zb_state *s, int seat, mm_events *ev)
{
    if (s->nhand[seat] == 0 && s->npile > 0)
        take_from_pile(s, seat, ZB_EMPTY_HAND_DRAW, ZB_DRAW_EMPTY_HAND, ev);
}

/* ================================================================ laying cards */

typedef struct lay_result {
    bool attack; /* the same animal was already in the moon */
    bool four;   /* it finished a moon of four different animals */
} lay_result;

/* Moves a finished moon to the points pile. */
static void finish_moon(zb_state *s, int seat, int m, lay_result *r, mm_events *ev)
{
    zb_moon *moon = &s->moons[seat][m];
    bool seen[ZB_NANIMALS] = {false};
    int animals = 0, points = 0;
    for (int k = 0; k < ZB_MOON_SLOTS; k++) {
        zb_card c = zb_info(moon->slot[k]);
        if (c.animal != ZB_NO_ANIMAL && !seen[c.animal]) {
            seen[c.animal] = true;
            animals++;
        }
        points += c.points;
        s->won[seat][s->nwon[seat]++] = moon->slot[k];
    }
    mm_events_add(ev, ZB_EV_MOON, seat, (int)moon->colour, points, 0, 0,
                  dngettext(MM_TEXT_DOMAIN, "Full moon! Player %d finishes the %s moon: %d point.",
                            "Full moon! Player %d finishes the %s moon: %d points.",
                            (unsigned long)points),
                  seat + 1, zb_colour_name(moon->colour), points);
    r->four = animals == ZB_NANIMALS;
    memmove(&s->moons[seat][m], &s->moons[seat][m + 1],
            (size_t)(s->nmoons[seat] - m - 1) * sizeof(zb_moon));
    s->nmoons[seat]--;
}

/* Lays a card into seat's moon (checked already). `how` is d of ZB_EV_LAY. */
static lay_result lay(zb_state *s, int seat, int card, int target, int how, mm_events *ev)
{
    lay_result r = {false, false};
    zb_card c = zb_info(card);
    int m;
    if (target == ZB_TARGET_NEW) {
        m = s->nmoons[seat]++;
        assert(m < ZB_MAX_MOONS && "lay: too many moons; check the move first");
        s->moons[seat][m].colour = c.colour;
        for (int k = 0; k < ZB_MOON_SLOTS; k++)
            s->moons[seat][m].slot[k] = ZB_NONE;
        how = how ? how : 1;
    } else {
        m = zb_find_moon(s, seat, (zb_colour)target);
        assert(m >= 0 && "lay: no such moon; check the move first");
    }
    zb_moon *moon = &s->moons[seat][m];
    for (int k = 0; k < ZB_MOON_SLOTS && c.animal != ZB_NO_ANIMAL; k++)
        if (moon->slot[k] >= 0 && zb_info(moon->slot[k]).animal == c.animal)
            r.attack = true;
    if (moon->colour == ZB_WHITE && c.colour != ZB_WHITE) {
        moon->colour = c.colour;
        mm_events_add(ev, ZB_EV_TAKEOVER, seat, (int)c.colour, 0, 0, 0,
                      _("Player %d's white moon turns %s."), seat + 1, zb_colour_name(c.colour));
    }
    int slot = zb_free_slot(moon, c.quarter);
    assert(slot >= 0 && "lay: no free quarter; check the move first");
    moon->slot[slot] = card;
    if (how == 1)
        mm_events_add(ev, ZB_EV_LAY, seat, card, (int)moon->colour, slot, how,
                      _("Player %d starts %s moon with the %s."), seat + 1,
                      zb_colour_a(moon->colour), zb_card_name(card));
    else
        mm_events_add(ev, ZB_EV_LAY, seat, card, (int)moon->colour, slot, how,
                      how == 2 ? _("Player %d takes the %s from the open stock into the %s moon.")
                               : _("Player %d lays the %s into the %s moon."),
                      seat + 1, zb_card_name(card), zb_colour_name(moon->colour));
    if (r.attack)
        mm_events_add(ev, ZB_EV_ATTACK, seat, card, (int)c.animal, 0, 0,
                      _("Zombeast attack! The %s meets another %s."), zb_card_name(card),
                      zb_animal_name(c.animal));
    bool full = true;
    for (int k = 0; k < ZB_MOON_SLOTS; k++)
        full &= moon->slot[k] >= 0;
    if (full)
        finish_moon(s, seat, m, &r, ev);
    return r;
}

/* ================================================================ following up */

/* Decides what comes after a card was laid: nothing (the play part ends), or
 * the FOLLOW phase with its options. */
static void enter_follow(zb_state *s, mm_events *ev)
{
    int seat = s->current;
    /* The extra card may be played even from an empty hand: take 3 first. */
    if (s->extra_play)
        refill_empty_hand(s, seat, ev);
    if (zb_follow_has_options(s)) {
        s->phase = ZB_PHASE_FOLLOW;
        return;
    }
    end_play(s, ev);
}

/* Takes stock card `index` onto seat's points pile as a bonus. */
static void take_bonus(zb_state *s, int seat, int index, mm_events *ev)
{
    int card = s->stock[index];
    memmove(&s->stock[index], &s->stock[index + 1], (size_t)(s->nstock - index - 1) * sizeof(int));
    s->nstock--;
    s->bonus[seat][s->nbonus[seat]++] = card;
    mm_events_add(ev, ZB_EV_BONUS, seat, card, 0, 0, 0,
                  _("Four different Zombeasts: Player %d takes the %s as a bonus card."), seat + 1,
                  zb_card_name(card));
}

/* After `card` was laid: remembers what it allows, settles the bonus card,
 * and moves on. */
static void begin_follow(zb_state *s, int card, lay_result r, mm_events *ev)
{
    zb_card c = zb_info(card);
    s->follow_card = card;
    s->follow_attack = r.attack;
    s->follow_toy = s->master ? c.toy : ZB_TOY_NONE;
    s->extra_play = r.attack || s->follow_toy == ZB_BONE;
    s->laid++;
    if (r.four && s->nstock > 0) {
        /* The player may take a stock card ("darf"): always a decision. */
        s->phase = ZB_PHASE_BONUS;
        return;
    }
    enter_follow(s, ev);
}

/* Lays hand card `index` of the current player into `target`. */
static void lay_from_hand(zb_state *s, int index, int target, mm_events *ev)
{
    int seat = s->current;
    bool bone = s->phase == ZB_PHASE_FOLLOW && !s->follow_attack && s->follow_toy == ZB_BONE;
    if (bone)
        mm_events_add(ev, ZB_EV_TOY, seat, ZB_BONE, s->follow_card, 0, 0,
                      _("Player %d uses the bone: one extra card."), seat + 1);
    int card = zb_hand_remove(s, seat, index);
    s->last_hand = card;
    lay_result r = lay(s, seat, card, target, 0, ev);
    begin_follow(s, card, r, ev);
}

/* Joker swap: the joker goes into the other moon, the card it replaces is
 * laid at once by the current player as if played from the hand. */
static void joker_swap(zb_state *s, int index, int other, int kind, int target, mm_events *ev)
{
    int seat = s->current;
    int m, k;
    bool found = zb_moon_find_card(s, other, kind, &m, &k);
    assert(found && "joker_swap: check the move first");
    (void)found;
    int joker = zb_hand_remove(s, seat, index);
    zb_moon *moon = &s->moons[other][m];
    int taken = moon->slot[k];
    moon->slot[k] = joker;
    zb_colour before = moon->colour;
    moon->colour = (zb_colour)zb_slots_colour(moon->slot);
    mm_events_add(ev, ZB_EV_JOKER_SWAP, seat, joker, other, taken, (int)before,
                  _("Player %d swaps a joker for Player %d's %s."), seat + 1, other + 1,
                  zb_card_name(taken));
    if (moon->colour != before)
        mm_events_add(ev, ZB_EV_TAKEOVER, other, (int)moon->colour, 0, 0, 0,
                      _("Player %d's %s moon is all jokers now: it turns white."), other + 1,
                      zb_colour_name(before));
    s->last_hand = taken;
    lay_result r = lay(s, seat, taken, target, 0, ev);
    begin_follow(s, taken, r, ev);
}

static void use_carrot(zb_state *s, const zb_move *mv, mm_events *ev)
{
    int seat = s->current;
    int m = zb_find_moon(s, seat, (zb_colour)mv->target);
    int h = zb_hand_find(s, seat, mv->card);
    assert(m >= 0 && h >= 0 && "use_carrot: check the move first");
    zb_moon *moon = &s->moons[seat][m];
    int k = -1;
    for (int i = 0; i < ZB_MOON_SLOTS && k < 0; i++)
        if (moon->slot[i] >= 0 && zb_card_kind(moon->slot[i]) == mv->other)
            k = i;
    assert(k >= 0);
    int in = zb_hand_remove(s, seat, h), out = moon->slot[k];
    zb_colour before = moon->colour;
    moon->slot[k] = in;
    moon->colour = (zb_colour)zb_slots_colour(moon->slot);
    /* Everybody saw the card go back to the hand. */
    zb_hand_add(s, seat, out, ZB_ALL_SEATS);
    zb_carrot_mark_back(s, out);
    mm_events_add(ev, ZB_EV_CARROT, seat, out, in, (int)moon->colour, k,
                  _("Player %d uses the carrot: the %s goes back to the hand, the %s takes "
                    "its place."),
                  seat + 1, zb_card_name(out), zb_card_name(in));
    if (moon->colour != before)
        mm_events_add(ev, ZB_EV_TAKEOVER, seat, (int)moon->colour, 0, 0, 0,
                      _("Player %d's moon turns %s."), seat + 1, zb_colour_name(moon->colour));
    lay_result r = {false, false};
    zb_card c = zb_info(in);
    for (int i = 0; i < ZB_MOON_SLOTS && c.animal != ZB_NO_ANIMAL; i++)
        if (i != k && moon->slot[i] >= 0 && zb_info(moon->slot[i]).animal == c.animal)
            r.attack = true;
    if (r.attack)
        mm_events_add(ev, ZB_EV_ATTACK, seat, in, (int)c.animal, 0, 0,
                      _("Zombeast attack! The %s meets another %s."), zb_card_name(in),
                      zb_animal_name(c.animal));
    /* The swapped-in card was laid from the hand: its draw number counts. */
    s->last_hand = in;
    begin_follow(s, in, r, ev);
}

static void use_mouse(zb_state *s, const zb_move *mv, mm_events *ev)
{
    int i = zb_stock_find(s, mv->card);
    assert(i >= 0 && "use_mouse: check the move first");
    int card = s->stock[i];
    memmove(&s->stock[i], &s->stock[i + 1], (size_t)(s->nstock - i - 1) * sizeof(int));
    s->nstock--;
    mm_events_add(ev, ZB_EV_TOY, s->current, ZB_MOUSE, card, 0, 0, "%s", "");
    /* Not a hand card: the draw number stays that of the last hand card. */
    lay_result r = lay(s, s->current, card, mv->target, 2, ev);
    begin_follow(s, card, r, ev);
}

/* The paw: everybody ends with exactly 5 hand cards. Those with fewer draw
 * from the pile at once; those with more discard, each choosing, in turn
 * order from the current player. */
static void next_discarder(zb_state *s, mm_events *ev)
{
    for (int k = 0; k < s->nseats; k++) {
        int seat = (s->current + k) % s->nseats;
        if (s->nhand[seat] > ZB_PAW_HAND) {
            s->discarder = seat;
            s->phase = ZB_PHASE_DISCARD;
            return;
        }
    }
    s->discarder = -1;
    end_play(s, ev);
}

static void use_paw(zb_state *s, mm_events *ev)
{
    mm_events_add(ev, ZB_EV_TOY, s->current, ZB_PAW, s->follow_card, 0, 0,
                  _("Player %d uses the paw: everybody ends with 5 hand cards."), s->current + 1);
    for (int k = 0; k < s->nseats; k++) {
        int seat = (s->current + k) % s->nseats;
        if (s->nhand[seat] < ZB_PAW_HAND)
            take_from_pile(s, seat, ZB_PAW_HAND - s->nhand[seat], ZB_DRAW_PAW, ev);
    }
    next_discarder(s, ev);
}

/* ===================================================================== minus */

static void go_minus(zb_state *s, mm_events *ev)
{
    int seat = s->current, n = s->nhand[seat];
    for (int i = 0; i < n; i++)
        s->minus[seat][s->nminus[seat]++] = s->hand[seat][i];
    s->nhand[seat] = 0;
    mm_events_add(ev, ZB_EV_MINUS, seat, n, 0, 0, 0,
                  dngettext(MM_TEXT_DOMAIN,
                            "No card fits: Player %d lays %d card face up as minus points.",
                            "No card fits: Player %d lays %d cards face up as minus points.",
                            (unsigned long)n),
                  seat + 1, n);
    take_from_pile(s, seat, ZB_EMPTY_HAND_DRAW, ZB_DRAW_MINUS, ev);
    if (s->nhand[seat] == 0)
        end_play(s, ev); /* the pile is empty: nothing left to play */
}

/* =================================================================== the turn */

static void game_over(zb_state *s, mm_events *ev)
{
    for (int seat = 0; seat < s->nseats; seat++) {
        int n = s->nmoons[seat];
        for (int m = 0; m < n; m++) {
            zb_moon *moon = &s->moons[seat][m];
            for (int k = 0; k < ZB_MOON_SLOTS; k++)
                if (moon->slot[k] >= 0)
                    s->discard[s->ndiscard++] = moon->slot[k];
        }
        s->nmoons[seat] = 0;
        if (n > 0)
            mm_events_add(ev, ZB_EV_UNFINISHED, seat, n, 0, 0, 0,
                          dngettext(MM_TEXT_DOMAIN, "Player %d's unfinished moon scores nothing.",
                                    "Player %d's %d unfinished moons score nothing.",
                                    (unsigned long)n),
                          seat + 1, n);
    }
    s->phase = ZB_PHASE_OVER;
    mm_events_add(ev, ZB_EV_GAME_OVER, -1, 0, 0, 0, 0, "%s", _("The game is over."));
}

static void end_turn(zb_state *s, mm_events *ev)
{
    int seat = s->current;
    while (s->nstock < ZB_STOCK_SIZE && s->npile > 0) {
        int card = s->pile[--s->npile];
        s->stock[s->nstock++] = card;
        if (ev)
            ev->revealed = true;
        mm_events_add(ev, ZB_EV_REFILL, -1, card, 0, 0, 0, "%s", "");
    }
    s->nnotices[seat] = 0;
    s->taken_from = 0;
    s->turns++;
    if (s->final_left >= 0) {
        s->final_left--;
    } else if (s->npile == 0) {
        s->final_left = s->nseats - 1;
        mm_events_add(ev, ZB_EV_LAST_ROUND, seat, 0, 0, 0, 0, "%s",
                      _("The draw pile is empty: everybody else has one last turn, without "
                        "drawing."));
    }
    if (s->final_left == 0) {
        game_over(s, ev);
        return;
    }
    start_turn(s, (seat + 1) % s->nseats, ev);
}

/* Starts the draw part, or ends the turn when there is nothing to draw. */
static void end_play(zb_state *s, mm_events *ev)
{
    int seat = s->current;
    int draw = s->last_hand >= 0 ? zb_info(s->last_hand).draw : 0;
    /* A last card with draw number 0 (a joker) leaves the hand empty: take 3. */
    if (draw == 0)
        refill_empty_hand(s, seat, ev);
    s->follow_card = ZB_NONE;
    s->follow_attack = false;
    s->follow_toy = ZB_TOY_NONE;
    s->extra_play = false;
    s->to_draw = s->final_left >= 0 ? 0 : draw;
    if (s->to_draw > 0 && zb_draw_sources(s)) {
        s->phase = ZB_PHASE_DRAW;
        return;
    }
    s->to_draw = 0;
    end_turn(s, ev);
}

static void start_turn(zb_state *s, int seat, mm_events *ev)
{
    s->current = seat;
    s->phase = ZB_PHASE_PLAY;
    s->last_hand = ZB_NONE;
    s->follow_card = ZB_NONE;
    s->follow_attack = false;
    s->follow_toy = ZB_TOY_NONE;
    s->extra_play = false;
    s->laid = 0;
    s->to_draw = 0;
    s->taken_from = 0;
    memset(s->carrot_back, 0, sizeof s->carrot_back);
    s->discarder = -1;
    mm_events_add(ev, ZB_EV_TURN, seat, 0, 0, 0, 0, "%s", "");
    refill_empty_hand(s, seat, ev);
    if (s->nhand[seat] == 0) {
        mm_events_add(ev, ZB_EV_PASS, seat, 0, 0, 0, 0,
                      _("Player %d has no cards left: the turn passes."), seat + 1);
        end_turn(s, ev);
    }
}

void zb_start_game(zb_state *s, int starter)
{
    s->final_left = -1;
    start_turn(s, starter, NULL);
}

/* ================================================================== the moves */

static void draw_one(zb_state *s, const zb_move *mv, mm_events *ev)
{
    int seat = s->current;
    if (mv->kind == ZM_STOCK) {
        int i = zb_stock_find(s, mv->card);
        int card = s->stock[i];
        memmove(&s->stock[i], &s->stock[i + 1], (size_t)(s->nstock - i - 1) * sizeof(int));
        s->nstock--;
        zb_hand_add(s, seat, card, ZB_ALL_SEATS);
        mm_events_add(ev, ZB_EV_DRAW_STOCK, seat, card, 0, 0, 0,
                      _("Player %d takes the %s from the open stock."), seat + 1,
                      zb_card_name(card));
    } else if (mv->kind == ZM_PILE) {
        take_from_pile(s, seat, 1, ZB_DRAW_TURN, ev);
    } else {
        int victim = mv->seat;
        int index = (int)mm_rng_below(&s->rng, (uint32_t)s->nhand[victim]);
        /* Third players no longer know which of the victim's cards went. */
        unsigned both = (1u << seat) | (1u << victim);
        for (int i = 0; i < s->nhand[victim]; i++)
            if (s->hand[victim][i] >= 0)
                s->known[s->hand[victim][i]] &= (uint8_t)both;
        int card = zb_hand_remove(s, victim, index);
        zb_hand_add(s, seat, card, both);
        s->taken_from |= 1u << victim;
        if (s->nnotices[victim] < ZB_MAX_NOTICES)
            s->notices[victim][s->nnotices[victim]++] = (zb_notice){seat, card};
        if (ev)
            ev->revealed = true;
        mm_events_add(ev, ZB_EV_TAKE, seat, card, victim, 0, 0,
                      _("Player %d takes a card blind from Player %d's hand."), seat + 1,
                      victim + 1);
        refill_empty_hand(s, victim, ev);
    }
    s->to_draw--;
    if (s->to_draw > 0 && zb_draw_sources(s))
        return;
    s->to_draw = 0;
    end_turn(s, ev);
}

void zb_apply_move(zb_state *s, const zb_move *mv, mm_events *ev)
{
    int seat = zb_deciding_seat(s);
    switch (mv->kind) {
    case ZM_LAY:
        lay_from_hand(s, zb_hand_find(s, seat, mv->card), mv->target, ev);
        break;
    case ZM_SWAP:
        joker_swap(s, zb_hand_find(s, seat, mv->card), mv->seat, mv->other, mv->target, ev);
        break;
    case ZM_STOP:
        mm_events_add(ev, ZB_EV_STOP, seat, 0, 0, 0, 0, "%s", "");
        end_play(s, ev);
        break;
    case ZM_MINUS:
        go_minus(s, ev);
        break;
    case ZM_CARROT:
        use_carrot(s, mv, ev);
        break;
    case ZM_MOUSE:
        use_mouse(s, mv, ev);
        break;
    case ZM_PAW:
        use_paw(s, ev);
        break;
    case ZM_BONUS:
        take_bonus(s, seat, zb_stock_find(s, mv->card), ev);
        enter_follow(s, ev);
        break;
    case ZM_NO_BONUS:
        mm_events_add(ev, ZB_EV_NO_BONUS, seat, 0, 0, 0, 0,
                      _("Four different Zombeasts: Player %d leaves the bonus card."), seat + 1);
        enter_follow(s, ev);
        break;
    case ZM_DISCARD: {
        int card = zb_hand_remove(s, seat, zb_hand_find(s, seat, mv->card));
        s->discard[s->ndiscard++] = card;
        mm_events_add(ev, ZB_EV_DISCARD, seat, card, 0, 0, 0, _("Player %d discards the %s."),
                      seat + 1, zb_card_name(card));
        if (s->nhand[seat] <= ZB_PAW_HAND)
            next_discarder(s, ev);
        break;
    }
    case ZM_STOCK:
    case ZM_PILE:
    case ZM_TAKE:
        draw_one(s, mv, ev);
        break;
    }
}
