/* SPDX-License-Identifier: MIT */
/* Zombeasts: hands, moons and the checks of what may go where. Every check
 * returns a translated reason, so the table can say why a card doesn't fit. */
#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "monstermoon/i18n.h"
#include "zb_internal.h"

/* Refuses with a formatted reason. The reason is only built (and translated)
 * when somebody asks for it: the computer players check thousands of moves. */
#define REFUSE(why, len, ...)                                                                      \
    ((why) && (len) ? (snprintf((why), (len), __VA_ARGS__), false) : false)

/* ==================================================================== finding */

/* Where among `n` cards one of this kind lies, or -1. */
static int find_kind(const int *cards, int n, int kind)
{
    for (int i = 0; kind >= 0 && i < n; i++)
        if (cards[i] >= 0 && zb_card_kind(cards[i]) == kind)
            return i;
    return -1;
}

int zb_hand_find(const zb_state *s, int seat, int kind)
{
    return find_kind(s->hand[seat], s->nhand[seat], kind);
}

int zb_stock_find(const zb_state *s, int kind)
{
    return find_kind(s->stock, s->nstock, kind);
}

int zb_find_moon(const zb_state *s, int seat, zb_colour colour)
{
    for (int m = 0; m < s->nmoons[seat]; m++)
        if (s->moons[seat][m].colour == colour)
            return m;
    return -1;
}

bool zb_moon_find_card(const zb_state *s, int seat, int kind, int *moon, int *slot)
{
    for (int m = 0; m < s->nmoons[seat]; m++) {
        int k = find_kind(s->moons[seat][m].slot, ZB_MOON_SLOTS, kind);
        if (k >= 0) {
            *moon = m;
            *slot = k;
            return true;
        }
    }
    return false;
}

/* ====================================================================== hands */

int zb_hand_remove(zb_state *s, int seat, int index)
{
    assert(index >= 0 && index < s->nhand[seat]);
    int card = s->hand[seat][index];
    memmove(&s->hand[seat][index], &s->hand[seat][index + 1],
            (size_t)(s->nhand[seat] - index - 1) * sizeof(int));
    s->nhand[seat]--;
    return card;
}

void zb_hand_add(zb_state *s, int seat, int card, unsigned known)
{
    assert(s->nhand[seat] < ZB_NCARDS);
    s->hand[seat][s->nhand[seat]++] = card;
    if (card >= 0)
        s->known[card] = (uint8_t)(known | (1u << seat));
}

/* ====================================================================== moons */

zb_quarter zb_slot_quarter(int slot)
{
    return slot == ZB_SLOT_TL || slot == ZB_SLOT_BR ? ZB_RIGHT : ZB_LEFT;
}

int zb_slots_colour(const int slot[ZB_MOON_SLOTS])
{
    int colour = ZB_WHITE;
    for (int k = 0; k < ZB_MOON_SLOTS; k++) {
        if (slot[k] < 0)
            continue;
        zb_colour c = zb_info(slot[k]).colour;
        if (c == ZB_WHITE)
            continue;
        if (colour != ZB_WHITE && colour != (int)c)
            return -1;
        colour = c;
    }
    return colour;
}

/* Whether seat has a moon of `colour` other than moon index `except`. */
static bool other_moon_of(const zb_state *s, int seat, int colour, int except)
{
    for (int m = 0; m < s->nmoons[seat]; m++)
        if (m != except && (int)s->moons[seat][m].colour == colour)
            return true;
    return false;
}

bool zb_check_place(const zb_state *s, int seat, int card, int target, char *why, size_t len)
{
    zb_card c = zb_info(card);
    if (target == ZB_TARGET_NEW) {
        if (zb_find_moon(s, seat, c.colour) < 0)
            return true;
        if (c.colour == ZB_WHITE)
            return REFUSE(why, len, "%s",
                          _("You already have a white moon: add the joker to one of your "
                            "moons."));
        return REFUSE(why, len, _("You already have %s moon: add the card to it."),
                      zb_colour_a(c.colour));
    }
    int m = zb_find_moon(s, seat, (zb_colour)target);
    if (m < 0) {
        return REFUSE(why, len, _("You have no %s moon."), zb_colour_name((zb_colour)target));
    }
    const zb_moon *moon = &s->moons[seat][m];
    if (c.colour != ZB_WHITE && moon->colour != ZB_WHITE && c.colour != moon->colour) {
        return REFUSE(why, len, _("The %s doesn't fit your %s moon: a moon has one colour."),
                      zb_card_name(card), zb_colour_name(moon->colour));
    }
    if (moon->colour == ZB_WHITE && c.colour != ZB_WHITE && zb_find_moon(s, seat, c.colour) >= 0) {
        return REFUSE(why, len,
                      _("You already have %s moon: the white moon can't become a second one."),
                      zb_colour_a(c.colour));
    }
    if (zb_free_slot(moon, c.quarter) < 0) {
        return REFUSE(why, len,
                      c.quarter == ZB_LEFT ? _("Your %s moon already has both left quarters.")
                                           : _("Your %s moon already has both right quarters."),
                      zb_colour_name(moon->colour));
    }
    return true;
}

bool zb_check_swap(const zb_state *s, int seat, int joker, int other, int taken, int target,
                   char *why, size_t len)
{
    zb_card j = zb_info(joker);
    if (j.colour != ZB_WHITE)
        return REFUSE(why, len, "%s", _("Only a joker can be swapped for a card in another moon."));
    if (other == seat || other < 0 || other >= s->nseats)
        return REFUSE(why, len, "%s", _("Swap the joker into another player's moon."));
    int m, k;
    if (!zb_moon_find_card(s, other, taken, &m, &k)) {
        return REFUSE(why, len, _("Player %d has no such card in an unfinished moon."), other + 1);
    }
    return zb_check_swap_at(s, seat, joker, other, m, k, target, why, len);
}

bool zb_check_swap_at(const zb_state *s, int seat, int joker, int other, int m, int k, int target,
                      char *why, size_t len)
{
    char buf[MM_REASON_MAX];
    if (!zb_swap_takes(s, joker, other, m, k, why, len))
        return false;
    int taken = s->moons[other][m].slot[k];
    if (!zb_check_place(s, seat, taken, target, why ? buf : NULL, sizeof buf))
        return REFUSE(why, len, _("The %s you would take can't go there: %s"), zb_card_name(taken),
                      buf);
    return true;
}

bool zb_swap_takes(const zb_state *s, int joker, int other, int m, int k, char *why, size_t len)
{
    zb_card j = zb_info(joker);
    int taken = s->moons[other][m].slot[k];
    zb_card t = zb_info(taken);
    if (t.colour == ZB_WHITE)
        return REFUSE(why, len, "%s", _("A joker can only be swapped for a coloured card."));
    if (t.quarter != j.quarter) {
        return REFUSE(why, len,
                      j.quarter == ZB_LEFT
                          ? _("The joker shows a left quarter: it can't take the place of the "
                              "%s, which shows a right one.")
                          : _("The joker shows a right quarter: it can't take the place of the "
                              "%s, which shows a left one."),
                      zb_card_name(taken));
    }
    int after[ZB_MOON_SLOTS];
    memcpy(after, s->moons[other][m].slot, sizeof after);
    after[k] = joker;
    if (zb_slots_colour(after) == ZB_WHITE && other_moon_of(s, other, ZB_WHITE, m)) {
        return REFUSE(why, len,
                      _("Player %d's moon would turn white, and they already have a white moon."),
                      other + 1);
    }
    return true;
}

bool zb_check_carrot(const zb_state *s, int seat, int colour, int moon_card, int hand_card,
                     char *why, size_t len)
{
    int m = colour >= 0 ? zb_find_moon(s, seat, (zb_colour)colour) : -1;
    if (m < 0) {
        return REFUSE(why, len, _("You have no %s moon."),
                      colour >= 0 ? zb_colour_name((zb_colour)colour) : "?");
    }
    const zb_moon *moon = &s->moons[seat][m];
    int k = find_kind(moon->slot, ZB_MOON_SLOTS, moon_card);
    if (k < 0) {
        return REFUSE(why, len, _("Your %s moon holds no such card."),
                      zb_colour_name(moon->colour));
    }
    if (zb_carrot_sent_back(s, hand_card)) {
        return REFUSE(why, len,
                      _("The carrot sent the %s back to your hand this turn: it can't swap it "
                        "in again before your next turn."),
                      zb_card_name(hand_card));
    }
    zb_card h = zb_info(hand_card);
    if (h.quarter != zb_slot_quarter(k)) {
        return REFUSE(why, len,
                      h.quarter == ZB_LEFT
                          ? _("The %s shows a left quarter: it can't take the place of a right "
                              "one.")
                          : _("The %s shows a right quarter: it can't take the place of a left "
                              "one."),
                      zb_card_name(hand_card));
    }
    int after[ZB_MOON_SLOTS];
    memcpy(after, moon->slot, sizeof after);
    after[k] = hand_card;
    int colour_after = zb_slots_colour(after);
    if (colour_after < 0) {
        return REFUSE(why, len, _("The %s doesn't fit your %s moon: a moon has one colour."),
                      zb_card_name(hand_card), zb_colour_name(moon->colour));
    }
    if (colour_after != (int)moon->colour && other_moon_of(s, seat, colour_after, m)) {
        return REFUSE(why, len, _("You already have %s moon."),
                      zb_colour_a((zb_colour)colour_after));
    }
    return true;
}

bool zb_carrot_sent_back(const zb_state *s, int card)
{
    int kind = zb_card_kind(card);
    return (s->carrot_back[kind / 64] >> (kind % 64) & 1u) != 0;
}

void zb_carrot_mark_back(zb_state *s, int card)
{
    int kind = zb_card_kind(card);
    s->carrot_back[kind / 64] |= UINT64_C(1) << (kind % 64);
}

bool zb_would_attack(const zb_state *s, int seat, int card, int target)
{
    zb_animal animal = zb_info(card).animal;
    int m = target == ZB_TARGET_NEW ? -1 : zb_find_moon(s, seat, (zb_colour)target);
    if (m < 0 || animal == ZB_NO_ANIMAL)
        return false;
    for (int k = 0; k < ZB_MOON_SLOTS; k++) {
        int c = s->moons[seat][m].slot[k];
        if (c >= 0 && zb_info(c).animal == animal)
            return true;
    }
    return false;
}

bool zb_carrot_possible(const zb_state *s, int seat)
{
    for (int m = 0; m < s->nmoons[seat]; m++) {
        const zb_moon *moon = &s->moons[seat][m];
        for (int k = 0; k < ZB_MOON_SLOTS; k++) {
            if (moon->slot[k] < 0)
                continue;
            int kind = zb_card_kind(moon->slot[k]);
            for (int h = 0; h < s->nhand[seat]; h++)
                if (s->hand[seat][h] >= 0 &&
                    zb_check_carrot(s, seat, moon->colour, kind, s->hand[seat][h], NULL, 0))
                    return true;
        }
    }
    return false;
}

bool zb_mouse_possible(const zb_state *s, int seat)
{
    for (int i = 0; i < s->nstock; i++)
        for (int m = 0; m < s->nmoons[seat]; m++)
            if (zb_check_place(s, seat, s->stock[i], s->moons[seat][m].colour, NULL, 0))
                return true;
    return false;
}

bool zb_can_lay(const zb_state *s, int seat)
{
    /* The listing of lays and joker swaps, stopped at its first move. */
    zb_sink any = {.stop_at_one = true};
    zb_list_lays(s, seat, &any);
    return any.n > 0;
}

bool zb_follow_has_options(const zb_state *s)
{
    int seat = s->current;
    if (s->extra_play && zb_can_lay(s, seat))
        return true;
    switch (s->follow_toy) {
    case ZB_CARROT:
        return zb_carrot_possible(s, seat);
    case ZB_MOUSE:
        return zb_mouse_possible(s, seat);
    case ZB_PAW:
        return true;
    default:
        return false;
    }
}

bool zb_draw_sources(const zb_state *s)
{
    if (s->nstock > 0 || s->npile > 0)
        return true;
    for (int i = 0; i < s->nseats; i++)
        if (i != s->current && s->nhand[i] > 0 && !(s->taken_from & (1u << i)))
            return true;
    return false;
}

/* ===================================================================== scores */

int zb_points_won(const zb_state *s, int seat)
{
    int sum = 0;
    for (int i = 0; i < s->nwon[seat]; i++)
        sum += zb_info(s->won[seat][i]).points;
    for (int i = 0; i < s->nbonus[seat]; i++)
        sum += zb_info(s->bonus[seat][i]).points;
    return sum;
}

int zb_points_minus(const zb_state *s, int seat)
{
    int sum = 0;
    for (int i = 0; i < s->nminus[seat]; i++)
        sum += zb_info(s->minus[seat][i]).points;
    return sum;
}
