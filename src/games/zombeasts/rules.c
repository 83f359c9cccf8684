/* SPDX-License-Identifier: MIT */
/* Zombeasts: the rules table. Rulebook: zombeasts.de-en-fr-nl.txt; our deck
 * and the decisions it leaves open are in docs/games/zombeasts.md. The turn
 * itself runs in flow.c, the notation in moves.c, the checks in table.c. */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/i18n.h"
#include "zb_internal.h"

/* ===================================================================== state */

const zb_state *zb_from(const mm_state *state)
{
    return (const zb_state *)(const void *)state;
}

static zb_state *mut(mm_state *state)
{
    return (zb_state *)(void *)state;
}

static mm_state *wrap(zb_state *s)
{
    return (mm_state *)(void *)s;
}

int zb_deciding_seat(const zb_state *s)
{
    if (s->phase == ZB_PHASE_OVER)
        return MM_NOBODY;
    return s->phase == ZB_PHASE_DISCARD ? s->discarder : s->current;
}

bool zb_event_shows_card(const mm_event *e, int viewer)
{
    switch (e->kind) {
    case ZB_EV_DRAW_PILE:
        return viewer == e->seat;
    case ZB_EV_TAKE:
        return viewer == e->seat || viewer == e->b;
    default:
        return true;
    }
}

/* ============================================================== game table */

static const char *const first_choices[] = {"random", NULL};

static const mm_option_def options[] = {
    {.key = "master",
     .label = N_("Zombeast masters"),
     .help = N_("The toys on the cards give special powers: carrot, mouse, bone and paw."),
     .kind = MM_OPT_BOOL,
     .def = "0"},
    {.key = "first",
     .label = N_("Who starts"),
     .help = N_("The youngest player starts."),
     .kind = MM_OPT_SEAT,
     .choices = first_choices,
     .def = "random"},
};

static mm_state *zb_new(const mm_options *opts, int nseats, uint64_t seed, char *why,
                        size_t why_len)
{
    if (nseats < 2 || nseats > 4) {
        snprintf(why, why_len, _("Zombeasts is for 2 to 4 players, not %d"), nseats);
        return NULL;
    }
    const char *first = mm_options_get(opts, "first", "random");
    int starter = strcmp(first, "random") == 0 ? -1 : atoi(first) - 1;
    if (strcmp(first, "random") != 0 && (starter < 0 || starter >= nseats)) {
        snprintf(why, why_len, _("option first: no seat %s"), first);
        return NULL;
    }
    zb_state *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(why, why_len, "%s", _("out of memory"));
        return NULL;
    }
    s->nseats = nseats;
    s->master = strcmp(mm_options_get(opts, "master", "0"), "1") == 0;
    mm_rng_seed(&s->rng, seed);
    for (int i = 0; i < ZB_NCARDS; i++)
        s->pile[i] = i;
    mm_rng_shuffle_ints(&s->rng, s->pile, ZB_NCARDS);
    s->npile = ZB_NCARDS;
    for (int i = 0; i < nseats; i++)
        for (int k = 0; k < ZB_START_HAND; k++)
            zb_hand_add(s, i, s->pile[--s->npile], 0);
    for (int k = 0; k < ZB_STOCK_SIZE; k++)
        s->stock[s->nstock++] = s->pile[--s->npile];
    if (starter < 0)
        starter = (int)mm_rng_below(&s->rng, (uint32_t)nseats);
    s->discarder = -1;
    zb_start_game(s, starter);
    return wrap(s);
}

static mm_state *zb_clone(const mm_state *state)
{
    zb_state *s = malloc(sizeof *s);
    if (s)
        memcpy(s, zb_from(state), sizeof *s);
    return wrap(s);
}

static void zb_free(mm_state *state)
{
    free(state);
}

static int zb_nseats(const mm_state *state)
{
    return zb_from(state)->nseats;
}

static bool zb_is_over(const mm_state *state)
{
    return zb_from(state)->phase == ZB_PHASE_OVER;
}

static int zb_to_move(const mm_state *state)
{
    return zb_deciding_seat(zb_from(state));
}

static bool zb_validate(const mm_state *state, int seat, const char *text, char *why, size_t len)
{
    zb_move mv;
    return zb_parse_move(text, &mv, why, len) && zb_check_move(zb_from(state), seat, &mv, why, len);
}

static void zb_apply(mm_state *state, const char *text, mm_events *ev)
{
    zb_state *s = mut(state);
    zb_move mv;
    char why[MM_REASON_MAX];
    bool ok = zb_parse_move(text, &mv, why, sizeof why) &&
              zb_check_move(s, zb_deciding_seat(s), &mv, why, sizeof why);
    assert(ok && "zb_apply: validate the move first");
    (void)ok;
    zb_apply_move(s, &mv, ev);
}

static void zb_legal_moves(const mm_state *state, mm_move_list *out)
{
    zb_list_moves(zb_from(state), out);
}

static void zb_describe_move(const mm_state *state, const char *text, char *buf, size_t len)
{
    zb_describe(zb_from(state), text, buf, len);
}

/* ================================================================== scoring */

static void zb_result(const mm_state *state, mm_result *r)
{
    const zb_state *s = zb_from(state);
    memset(r, 0, sizeof *r);
    r->nseats = s->nseats;
    r->nrows = 4;
    snprintf(r->rows[0].label, sizeof r->rows[0].label, "%s", _("Full moons"));
    snprintf(r->rows[1].label, sizeof r->rows[1].label, "%s", _("Bonus cards"));
    snprintf(r->rows[2].label, sizeof r->rows[2].label, "%s", _("Minus cards"));
    snprintf(r->rows[3].label, sizeof r->rows[3].label, "%s", _("Total"));
    int best = -100000;
    for (int i = 0; i < s->nseats; i++) {
        int moons = 0, bonus = 0;
        for (int k = 0; k < s->nwon[i]; k++)
            moons += zb_card_info(s->won[i][k]).points;
        for (int k = 0; k < s->nbonus[i]; k++)
            bonus += zb_card_info(s->bonus[i][k]).points;
        int minus = zb_points_minus(s, i);
        r->rows[0].value[i] = moons;
        r->rows[1].value[i] = bonus;
        r->rows[2].value[i] = -minus;
        r->total[i] = moons + bonus - minus;
        r->rows[3].value[i] = r->total[i];
        if (r->total[i] > best)
            best = r->total[i];
    }
    int nwin = 0;
    for (int i = 0; i < s->nseats; i++) {
        r->winner[i] = r->total[i] == best;
        nwin += r->winner[i];
    }
    if (nwin > 1)
        snprintf(r->note, sizeof r->note, "%s", _("Tied on points: the win is shared."));
}

/* ========================================================= hidden information */

static mm_state *zb_view_for(const mm_state *state, int seat)
{
    zb_state *v = mut(zb_clone(state));
    if (!v)
        return NULL;
    bool visible[ZB_NCARDS];
    for (int c = 0; c < ZB_NCARDS; c++)
        visible[c] = true;
    for (int i = 0; i < v->npile; i++) {
        visible[v->pile[i]] = false;
        v->pile[i] = ZB_HIDDEN;
    }
    for (int i = 0; i < v->nseats; i++) {
        if (i == seat)
            continue;
        for (int k = 0; k < v->nhand[i]; k++) {
            int c = v->hand[i][k];
            /* Cards this seat saw arrive stay visible (from the stock, a moon,
             * or taken from this seat's own hand); spectators see those that
             * everybody saw. */
            if (seat >= 0 ? (v->known[c] & (1u << seat)) != 0 : v->known[c] == ZB_ALL_SEATS)
                continue;
            visible[c] = false;
            v->hand[i][k] = ZB_HIDDEN;
        }
        v->nnotices[i] = 0;
    }
    /* What others know about unseen cards would give them away. */
    for (int c = 0; c < ZB_NCARDS; c++)
        if (!visible[c])
            v->known[c] = 0;
    memset(v->notices, 0, sizeof v->notices);
    if (seat >= 0)
        memcpy(v->notices[seat], zb_from(state)->notices[seat], sizeof v->notices[seat]);
    mm_rng_seed(&v->rng, 0);
    return wrap(v);
}

static void zb_determinize(mm_state *view, int seat, mm_rng *rng)
{
    zb_state *v = mut(view);
    bool seen[ZB_NCARDS] = {false};
#define SEE(card)                                                                                  \
    do {                                                                                           \
        if ((card) >= 0)                                                                           \
            seen[(card)] = true;                                                                   \
    } while (0)
    for (int i = 0; i < v->nstock; i++)
        SEE(v->stock[i]);
    for (int i = 0; i < v->ndiscard; i++)
        SEE(v->discard[i]);
    for (int p = 0; p < v->nseats; p++) {
        for (int k = 0; k < v->nhand[p]; k++)
            SEE(v->hand[p][k]);
        for (int m = 0; m < v->nmoons[p]; m++)
            for (int k = 0; k < ZB_MOON_SLOTS; k++)
                SEE(v->moons[p][m].slot[k]);
        for (int k = 0; k < v->nwon[p]; k++)
            SEE(v->won[p][k]);
        for (int k = 0; k < v->nbonus[p]; k++)
            SEE(v->bonus[p][k]);
        for (int k = 0; k < v->nminus[p]; k++)
            SEE(v->minus[p][k]);
    }
#undef SEE
    int unseen[ZB_NCARDS], n = 0;
    for (int c = 0; c < ZB_NCARDS; c++)
        if (!seen[c])
            unseen[n++] = c;
    mm_rng_shuffle_ints(rng, unseen, (size_t)n);
    int next = 0;
    for (int p = 0; p < v->nseats; p++) {
        for (int k = 0; k < v->nhand[p]; k++) {
            if (v->hand[p][k] == ZB_HIDDEN) {
                assert(next < n && "zb_determinize: more hidden cards than unseen ones");
                v->hand[p][k] = unseen[next++];
                v->known[v->hand[p][k]] = (uint8_t)(1u << p);
            }
        }
    }
    for (int i = 0; i < v->npile; i++) {
        if (v->pile[i] == ZB_HIDDEN) {
            assert(next < n && "zb_determinize: more hidden cards than unseen ones");
            v->pile[i] = unseen[next++];
        }
    }
    (void)seat;
    mm_rng_seed(&v->rng, mm_rng_next(rng));
}

static bool zb_hides_information(const mm_state *state)
{
    (void)state;
    return true;
}

/* ================================================================ evaluation */

/* How promising a seat's position is: points banked, plus part of what its
 * unfinished moons and hand may still bring. */
static double seat_value(const zb_state *s, int seat)
{
    /* A bonus card is worth its points; the hair more keeps the greedy player
     * taking even a 0-point one, as when the bonus was not optional. */
    double value = zb_points_won(s, seat) - zb_points_minus(s, seat) + 0.001 * s->nbonus[seat];
    if (s->phase == ZB_PHASE_OVER)
        return value;
    /* Unfinished moons are worth more the fuller they are, and nothing once
     * the last round has begun and they can't be finished. */
    static const double fullness[ZB_MOON_SLOTS + 1] = {0, 0.18, 0.4, 0.68, 1};
    double hope = s->final_left >= 0 ? 0.35 : 1.0;
    for (int m = 0; m < s->nmoons[seat]; m++) {
        const zb_moon *moon = &s->moons[seat][m];
        int n = 0, points = 0;
        for (int k = 0; k < ZB_MOON_SLOTS; k++) {
            if (moon->slot[k] >= 0) {
                n++;
                points += zb_card_info(moon->slot[k]).points;
            }
        }
        /* The missing cards bring points too: about 2.5 each. */
        value += hope * fullness[n] * (points + 2.5 * (ZB_MOON_SLOTS - n));
    }
    for (int k = 0; k < s->nhand[seat]; k++) {
        int c = s->hand[seat][k];
        if (c == ZB_HIDDEN) {
            value += 0.8;
            continue;
        }
        zb_card card = zb_card_info(c);
        bool fits = false;
        for (int m = 0; m < s->nmoons[seat] && !fits; m++)
            fits = zb_check_place(s, seat, c, s->moons[seat][m].colour, NULL, 0);
        value += 0.5 + (fits ? 0.6 : 0.2) + (card.colour == ZB_WHITE ? 0.5 : 0.08 * card.points);
    }
    return value;
}

static double zb_evaluate(const mm_state *state, int seat)
{
    const zb_state *s = zb_from(state);
    double best_other = -1e9;
    for (int i = 0; i < s->nseats; i++) {
        if (i == seat)
            continue;
        double v = seat_value(s, i);
        if (v > best_other)
            best_other = v;
    }
    return seat_value(s, seat) - best_other;
}

const mm_game mm_game_zombeasts = {
    .id = "zombeasts",
    .title = N_("Zombeasts"),
    .blurb = N_("Build full moons of cute zombie beasts and let them attack in chains."),
    .min_seats = 2,
    .max_seats = 4,
    .options = options,
    .noptions = (int)(sizeof options / sizeof options[0]),
    .new_game = zb_new,
    .clone = zb_clone,
    .free = zb_free,
    .nseats = zb_nseats,
    .to_move = zb_to_move,
    .is_over = zb_is_over,
    .legal_moves = zb_legal_moves,
    .validate = zb_validate,
    .apply = zb_apply,
    .describe_move = zb_describe_move,
    .result = zb_result,
    .view_for = zb_view_for,
    .determinize = zb_determinize,
    .hides_information = zb_hides_information,
    .evaluate = zb_evaluate,
    /* 2: the four-animals bonus card is optional (`bonus none`). Version 1
     * records replay unless one took the bonus without a choice.
     * 3: the carrot never swaps in a card it sent back to the hand in the
     * same turn (master variant). Older records replay unless they made
     * such a swap. */
    .rules_version = 3,
    .oldest_rules = 1,
    .rules_change = N_("the bonus card for four different animals became optional, so taking it "
                       "is now a move of its own (version 2); the carrot no longer swaps in a "
                       "card it sent back to the hand in the same turn (version 3)"),
    .legal_codes = zb_legal_codes,
    .apply_code = zb_apply_code,
    .code_from_text = zb_code_from_text,
    .code_to_text = zb_code_to_text,
    .clone_into = zb_clone_into,
};
