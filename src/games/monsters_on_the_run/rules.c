/* SPDX-License-Identifier: MIT */
/* Monster auf der Flucht (Monsters on the Run): the rules.
 * Rulebook: monsters-on-the-run.de.txt; decisions it leaves open are listed in
 * docs/games/monsters-on-the-run.md. */
#include <assert.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/i18n.h"
#include "mor_internal.h"

/* ===================================================================== cards */

static const char letters[MOR_NMONSTERS] = {'H', 'G', 'O', 'Y', 'P'};

char mor_monster_letter(int monster)
{
    assert(monster >= 0 && monster < MOR_NMONSTERS);
    return letters[monster];
}

const char *mor_monster_name(int monster)
{
    static const char *const names[MOR_NMONSTERS] = {N_("hairy"), N_("green"), N_("orange"),
                                                     N_("yellow"), N_("purple")};
    assert(monster >= 0 && monster < MOR_NMONSTERS);
    return _(names[monster]);
}

static int monster_from_letter(char c)
{
    for (int m = 0; m < MOR_NMONSTERS; m++)
        if (letters[m] == toupper((unsigned char)c))
            return m;
    return -1;
}

/* Ids 0-19: the ten pairs twice; 20-44: five of each single monster;
 * 45-49: favourite swap; 50-54: position swap; 55-59: setup favourites.
 * A table, as the search looks cards up for every move it lists. */
static const mor_card card_table[MOR_NCARDS] = {
    /* 0-19 */
    {MOR_CARD_TWO, 0, 1},
    {MOR_CARD_TWO, 0, 2},
    {MOR_CARD_TWO, 0, 3},
    {MOR_CARD_TWO, 0, 4},
    {MOR_CARD_TWO, 1, 2},
    {MOR_CARD_TWO, 1, 3},
    {MOR_CARD_TWO, 1, 4},
    {MOR_CARD_TWO, 2, 3},
    {MOR_CARD_TWO, 2, 4},
    {MOR_CARD_TWO, 3, 4},
    {MOR_CARD_TWO, 0, 1},
    {MOR_CARD_TWO, 0, 2},
    {MOR_CARD_TWO, 0, 3},
    {MOR_CARD_TWO, 0, 4},
    {MOR_CARD_TWO, 1, 2},
    {MOR_CARD_TWO, 1, 3},
    {MOR_CARD_TWO, 1, 4},
    {MOR_CARD_TWO, 2, 3},
    {MOR_CARD_TWO, 2, 4},
    {MOR_CARD_TWO, 3, 4},
    /* 20-44 */
    {MOR_CARD_ONE, 0, -1},
    {MOR_CARD_ONE, 1, -1},
    {MOR_CARD_ONE, 2, -1},
    {MOR_CARD_ONE, 3, -1},
    {MOR_CARD_ONE, 4, -1},
    {MOR_CARD_ONE, 0, -1},
    {MOR_CARD_ONE, 1, -1},
    {MOR_CARD_ONE, 2, -1},
    {MOR_CARD_ONE, 3, -1},
    {MOR_CARD_ONE, 4, -1},
    {MOR_CARD_ONE, 0, -1},
    {MOR_CARD_ONE, 1, -1},
    {MOR_CARD_ONE, 2, -1},
    {MOR_CARD_ONE, 3, -1},
    {MOR_CARD_ONE, 4, -1},
    {MOR_CARD_ONE, 0, -1},
    {MOR_CARD_ONE, 1, -1},
    {MOR_CARD_ONE, 2, -1},
    {MOR_CARD_ONE, 3, -1},
    {MOR_CARD_ONE, 4, -1},
    {MOR_CARD_ONE, 0, -1},
    {MOR_CARD_ONE, 1, -1},
    {MOR_CARD_ONE, 2, -1},
    {MOR_CARD_ONE, 3, -1},
    {MOR_CARD_ONE, 4, -1},
    /* 45-54 */
    {MOR_CARD_FAV_SWAP, -1, -1},
    {MOR_CARD_FAV_SWAP, -1, -1},
    {MOR_CARD_FAV_SWAP, -1, -1},
    {MOR_CARD_FAV_SWAP, -1, -1},
    {MOR_CARD_FAV_SWAP, -1, -1},
    {MOR_CARD_POS_SWAP, -1, -1},
    {MOR_CARD_POS_SWAP, -1, -1},
    {MOR_CARD_POS_SWAP, -1, -1},
    {MOR_CARD_POS_SWAP, -1, -1},
    {MOR_CARD_POS_SWAP, -1, -1},
    /* 55-59 */
    {MOR_CARD_FAVOURITE, 0, -1},
    {MOR_CARD_FAVOURITE, 1, -1},
    {MOR_CARD_FAVOURITE, 2, -1},
    {MOR_CARD_FAVOURITE, 3, -1},
    {MOR_CARD_FAVOURITE, 4, -1},
};

mor_card mor_card_info(int card)
{
    assert(card >= 0 && card < MOR_NCARDS && "mor_card_info: not a card id");
    return card_table[card];
}

void mor_card_code(int card, char *buf, size_t len)
{
    mor_card c = mor_card_info(card);
    switch (c.kind) {
    case MOR_CARD_TWO:
        snprintf(buf, len, "%c%c", letters[c.a], letters[c.b]);
        break;
    case MOR_CARD_ONE:
    case MOR_CARD_FAVOURITE:
        snprintf(buf, len, "%c", letters[c.a]);
        break;
    case MOR_CARD_FAV_SWAP:
        snprintf(buf, len, "FS");
        break;
    case MOR_CARD_POS_SWAP:
        snprintf(buf, len, "PS");
        break;
    }
}

/* A translated phrase naming a card, for event texts. */
static void card_phrase(int card, char *buf, size_t len)
{
    mor_card c = mor_card_info(card);
    switch (c.kind) {
    case MOR_CARD_TWO:
        snprintf(buf, len, _("the %s and %s card"), mor_monster_name(c.a), mor_monster_name(c.b));
        break;
    case MOR_CARD_ONE:
    case MOR_CARD_FAVOURITE:
        snprintf(buf, len, _("the %s card"), mor_monster_name(c.a));
        break;
    case MOR_CARD_FAV_SWAP:
        snprintf(buf, len, "%s", _("a favourite swap"));
        break;
    case MOR_CARD_POS_SWAP:
        snprintf(buf, len, "%s", _("a position swap"));
        break;
    }
}

/* The monster a favourite card (setup card or laid planet card) bets on. */
static int bet_monster(int card)
{
    return mor_card_info(card).a;
}

/* ===================================================================== state */

const mor_state *mor_from(const mm_state *state)
{
    return (const mor_state *)(const void *)state;
}

static mor_state *mut(mm_state *state)
{
    return (mor_state *)(void *)state;
}

static mm_state *wrap(mor_state *s)
{
    return (mm_state *)(void *)s;
}

static int monster_at(const mor_state *s, int position)
{
    for (int m = 0; m < MOR_NMONSTERS; m++)
        if (s->pos[m] == position)
            return m;
    return -1;
}

static int monsters_at(const mor_state *s, int position)
{
    int n = 0;
    for (int m = 0; m < MOR_NMONSTERS; m++)
        n += s->pos[m] == position;
    return n;
}

bool mor_monster_at_home(const mor_state *s, int monster)
{
    return s->pos[monster] == 0;
}

static bool all_at_home(const mor_state *s)
{
    return monsters_at(s, 0) == MOR_NMONSTERS;
}

int mor_jump_target(const mor_state *s, int monster)
{
    int to = s->pos[monster] + 1;
    /* Only the home planet holds several monsters; it is never jumped onto. */
    while (to < MOR_TRACK_CARDS - 1 && monster_at(s, to) >= 0)
        to++;
    return to;
}

void mor_places(const mor_state *s, int place[MOR_NMONSTERS])
{
    for (int m = 0; m < MOR_NMONSTERS; m++) {
        int ahead = 0;
        for (int o = 0; o < MOR_NMONSTERS; o++)
            ahead += s->pos[o] > s->pos[m];
        /* Monsters still sharing the innermost card share the last place. */
        place[m] = monsters_at(s, s->pos[m]) > 1 ? MOR_NMONSTERS - 1 : ahead;
    }
}

/* Whether a card is the one a move plays (equal cards are interchangeable). */
static bool plays_card(int card, const mor_move *mv)
{
    mor_card c = mor_card_info(card);
    switch (mv->kind) {
    case MOR_MV_FAV_SWAP:
        return c.kind == MOR_CARD_FAV_SWAP;
    case MOR_MV_POS_SWAP:
        return c.kind == MOR_CARD_POS_SWAP;
    case MOR_MV_JUMP:
    case MOR_MV_BET:
        return (c.kind == MOR_CARD_TWO || c.kind == MOR_CARD_ONE) && c.a == mv->a && c.b == mv->b;
    }
    return false;
}

static int find_in_hand(const mor_state *s, int seat, const mor_move *mv)
{
    for (int i = 0; i < s->nhand[seat]; i++)
        if (s->hand[seat][i] != MOR_HIDDEN && plays_card(s->hand[seat][i], mv))
            return i;
    return -1;
}

static int find_bet(const mor_state *s, int seat, int monster)
{
    for (int i = 0; i < s->nbets[seat]; i++)
        if (bet_monster(s->bets[seat][i]) == monster)
            return i;
    return -1;
}

/* Whether a favourite swap can change anything for the current player. */
static bool fav_swap_possible(const mor_state *s, int seat)
{
    for (int i = 0; i < s->nbets[seat]; i++)
        for (int o = 0; o < s->nseats; o++)
            for (int j = 0; o != seat && j < s->nbets[o]; j++)
                if (bet_monster(s->bets[seat][i]) != bet_monster(s->bets[o][j]))
                    return true;
    return false;
}

/* A monster standing strictly between two positions, or -1. */
static int monster_between(const mor_state *s, int p, int q)
{
    int lo = p < q ? p : q, hi = p < q ? q : p;
    for (int m = 0; m < MOR_NMONSTERS; m++)
        if (s->pos[m] > lo && s->pos[m] < hi)
            return m;
    return -1;
}

/* ====================================================================== moves */

void mor_move_init(mor_move *mv, mor_move_kind kind)
{
    *mv = (mor_move){.kind = kind,
                     .a = -1,
                     .b = -1,
                     .monster = -1,
                     .discard = -1,
                     .mine = -1,
                     .theirs = -1,
                     .other = -1,
                     .m1 = -1,
                     .m2 = -1};
}

/* The card code a move plays ("HG", "O", "FS", "PS"). */
static void move_card_code(const mor_move *mv, char buf[4])
{
    if (mv->kind == MOR_MV_FAV_SWAP || mv->kind == MOR_MV_POS_SWAP)
        snprintf(buf, 4, "%s", mv->kind == MOR_MV_FAV_SWAP ? "FS" : "PS");
    else if (mv->b >= 0)
        snprintf(buf, 4, "%c%c", letters[mv->a], letters[mv->b]);
    else
        snprintf(buf, 4, "%c", letters[mv->a]);
}

void mor_format_move(const mor_move *mv, char *buf, size_t len)
{
    char code[4];
    move_card_code(mv, code);
    switch (mv->kind) {
    case MOR_MV_JUMP:
        snprintf(buf, len, "%s>%c", code, letters[mv->monster]);
        break;
    case MOR_MV_BET:
        if (mv->discard >= 0)
            snprintf(buf, len, "%s*%c", code, letters[mv->discard]);
        else
            snprintf(buf, len, "%s*", code);
        break;
    case MOR_MV_FAV_SWAP:
        if (mv->is_void)
            snprintf(buf, len, "FS -");
        else
            snprintf(buf, len, "FS %c=%d:%c", letters[mv->mine], mv->other + 1,
                     letters[mv->theirs]);
        break;
    case MOR_MV_POS_SWAP:
        if (mv->is_void)
            snprintf(buf, len, "PS -");
        else
            snprintf(buf, len, "PS %c=%c", letters[mv->m1], letters[mv->m2]);
        break;
    }
}

static bool bad(char *why, size_t len, const char *fmt, const char *arg)
{
    snprintf(why, len, fmt, arg);
    return false;
}

static bool parse_monster(const char *p, int *m)
{
    *m = monster_from_letter(*p);
    return *m >= 0;
}

bool mor_parse_move(const char *text, mor_move *mv, char *why, size_t len)
{
    mor_move_init(mv, MOR_MV_JUMP);
    const char *p = text;
    if (strncmp(p, "FS ", 3) == 0 || strncmp(p, "PS ", 3) == 0) {
        bool fav = p[0] == 'F';
        mv->kind = fav ? MOR_MV_FAV_SWAP : MOR_MV_POS_SWAP;
        p += 3;
        if (strcmp(p, "-") == 0) {
            mv->is_void = true;
            return true;
        }
        if (fav) {
            /* FS <mine>=<seat>:<theirs> */
            char *end;
            if (!parse_monster(p, &mv->mine) || p[1] != '=')
                return bad(why, len, _("'%s': write a favourite swap as FS G=2:P"), text);
            long seat = strtol(p + 2, &end, 10);
            if (end == p + 2 || *end != ':' || !parse_monster(end + 1, &mv->theirs) ||
                end[2] != '\0' || seat < 1 || seat > MM_MAX_SEATS)
                return bad(why, len, _("'%s': write a favourite swap as FS G=2:P"), text);
            mv->other = (int)seat - 1;
            return true;
        }
        if (!parse_monster(p, &mv->m1) || p[1] != '=' || !parse_monster(p + 2, &mv->m2) ||
            p[3] != '\0')
            return bad(why, len, _("'%s': write a position swap as PS G=P"), text);
        return true;
    }
    /* Monster cards: "HG>G", "O>O", "O*", "O*G". */
    int a, b = -1;
    if (!parse_monster(p, &a))
        return bad(why, len, _("'%s' is not a move"), text);
    p++;
    if (parse_monster(p, &b))
        p++;
    if (b >= 0 && b < a) {
        int t = a;
        a = b;
        b = t;
    }
    if (b == a)
        return bad(why, len, _("'%s': no card shows the same monster twice"), text);
    mv->a = a;
    mv->b = b;
    if (*p == '>') {
        mv->kind = MOR_MV_JUMP;
        if (!parse_monster(p + 1, &mv->monster) || p[2] != '\0')
            return bad(why, len, _("'%s': name the monster that jumps, as in HG>G"), text);
        return true;
    }
    if (*p == '*') {
        mv->kind = MOR_MV_BET;
        mv->monster = a;
        if (b >= 0)
            return bad(why, len, "%s",
                       _("Only a card with one monster can be laid as a favourite."));
        if (p[1] == '\0')
            return true;
        if (!parse_monster(p + 1, &mv->discard) || p[2] != '\0')
            return bad(why, len, _("'%s': write a bet as O* or, discarding, O*G"), text);
        return true;
    }
    return bad(why, len, _("'%s' is not a move"), text);
}

/* Checks a parsed move against the position; the card must be in hand. */
static bool check_move(const mor_state *s, int seat, const mor_move *mv, char *why, size_t len)
{
    int index = find_in_hand(s, seat, mv);
    if (index < 0) {
        char code[4];
        move_card_code(mv, code);
        return bad(why, len, _("You have no %s card in your hand."), code);
    }
    mor_card card = mor_card_info(s->hand[seat][index]);
    switch (mv->kind) {
    case MOR_MV_JUMP:
        if (mv->monster != card.a && mv->monster != card.b)
            return bad(why, len, _("That card doesn't show the %s monster."),
                       mor_monster_name(mv->monster));
        return true;
    case MOR_MV_BET:
        if (s->nbets[seat] < MOR_OPEN_BETS_MAX && mv->discard >= 0)
            return bad(why, len, "%s",
                       _("You have fewer than two open favourites, so none is discarded."));
        if (s->nbets[seat] >= MOR_OPEN_BETS_MAX && mv->discard < 0)
            return bad(why, len, "%s",
                       _("You already have two open favourites: choose one of them to "
                         "discard."));
        if (mv->discard >= 0 && find_bet(s, seat, mv->discard) < 0)
            return bad(why, len, _("You have no open favourite on the %s monster."),
                       mor_monster_name(mv->discard));
        return true;
    case MOR_MV_FAV_SWAP:
        if (mv->is_void) {
            if (fav_swap_possible(s, seat))
                return bad(why, len, "%s",
                           _("A favourite swap is possible, so this card must swap."));
            return true;
        }
        if (mv->other == seat || mv->other >= s->nseats)
            return bad(why, len, "%s", _("Swap with another player's open favourite."));
        if (find_bet(s, seat, mv->mine) < 0)
            return bad(why, len, _("You have no open favourite on the %s monster."),
                       mor_monster_name(mv->mine));
        if (find_bet(s, mv->other, mv->theirs) < 0)
            return bad(why, len, _("That player has no open favourite on the %s monster."),
                       mor_monster_name(mv->theirs));
        if (mv->mine == mv->theirs)
            return bad(why, len, "%s",
                       _("Both cards bet on the same monster, so the swap would change "
                         "nothing."));
        return true;
    case MOR_MV_POS_SWAP:
        if (mv->is_void) {
            if (!all_at_home(s))
                return bad(why, len, "%s",
                           _("Monsters have left the home planet: choose two to swap."));
            return true;
        }
        if (all_at_home(s))
            return bad(why, len, "%s",
                       _("While all monsters are on the home planet a position swap has no "
                         "effect."));
        if (mv->m1 == mv->m2 || s->pos[mv->m1] == s->pos[mv->m2])
            return bad(why, len, "%s", _("Choose two monsters that stand on different cards."));
        int between = monster_between(s, s->pos[mv->m1], s->pos[mv->m2]);
        if (between >= 0)
            return bad(why, len, _("The %s monster stands between them: only neighbours can swap."),
                       mor_monster_name(between));
        return true;
    }
    return false;
}

/* ============================================================== game table */

static const char *const first_choices[] = {"random", NULL};

static const mm_option_def options[] = {
    {.key = "first",
     .label = N_("Who starts"),
     .help = N_("The player who most recently saw a real monster starts."),
     .kind = MM_OPT_SEAT,
     .choices = first_choices,
     .def = "random"},
};

static void start_turn(mor_state *s, int seat, mm_events *ev);

static mm_state *mor_new(const mm_options *opts, int nseats, uint64_t seed, char *why,
                         size_t why_len)
{
    if (nseats < 2 || nseats > 5) {
        snprintf(why, why_len, _("Monsters on the Run is for 2 to 5 players, not %d"), nseats);
        return NULL;
    }
    mor_state *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(why, why_len, "%s", _("out of memory"));
        return NULL;
    }
    s->nseats = nseats;
    mm_rng_seed(&s->rng, seed);

    /* Favourite cards (open) and favourite tiles (secret), dealt at random. */
    int cards[MOR_NMONSTERS], tiles[MOR_NMONSTERS];
    for (int m = 0; m < MOR_NMONSTERS; m++)
        cards[m] = tiles[m] = m;
    mm_rng_shuffle_ints(&s->rng, cards, MOR_NMONSTERS);
    mm_rng_shuffle_ints(&s->rng, tiles, MOR_NMONSTERS);
    for (int i = 0; i < nseats; i++) {
        s->bets[i][0] = MOR_FAVOURITE_CARD(cards[i]);
        s->nbets[i] = 1;
        s->tile[i] = tiles[i];
    }

    /* A third of the planet cards becomes the spiral, the rest the pile. */
    int deck[MOR_NPLANET_CARDS];
    for (int i = 0; i < MOR_NPLANET_CARDS; i++)
        deck[i] = i;
    mm_rng_shuffle_ints(&s->rng, deck, MOR_NPLANET_CARDS);
    memcpy(s->track, deck, sizeof s->track);
    memcpy(s->draw, deck + MOR_TRACK_CARDS, sizeof s->draw);
    s->ndraw = MOR_DRAW_CARDS;

    for (int i = 0; i < nseats; i++)
        for (int k = 0; k < 2; k++)
            s->hand[i][s->nhand[i]++] = s->draw[--s->ndraw];

    int starter = mm_options_seat(opts, "first", nseats, &s->rng, why, why_len);
    if (starter < 0) {
        free(s);
        return NULL;
    }
    start_turn(s, starter, NULL);
    return wrap(s);
}

static mm_state *mor_clone(const mm_state *state)
{
    mor_state *s = malloc(sizeof *s);
    if (s)
        memcpy(s, mor_from(state), sizeof *s);
    return wrap(s);
}

static void mor_free(mm_state *state)
{
    free(state);
}

static int mor_nseats(const mm_state *state)
{
    return mor_from(state)->nseats;
}

static bool mor_is_over(const mm_state *state)
{
    return mor_from(state)->end != MOR_END_NONE;
}

static int mor_to_move(const mm_state *state)
{
    return mor_is_over(state) ? MM_NOBODY : mor_from(state)->current;
}

/* The current player draws from the pile, or in the supernova from the
 * innermost card of the spiral; if that card has a monster, the game ends. */
static void start_turn(mor_state *s, int seat, mm_events *ev)
{
    s->current = seat;
    /* No text: a turn starting is no news for the log. */
    mm_events_add(ev, MOR_EV_TURN, seat, 0, 0, 0, 0, "%s", "");
    int card, source = 0, at = 0;
    if (s->ndraw > 0) {
        card = s->draw[--s->ndraw];
    } else if (monsters_at(s, s->track_inner) == 0) {
        source = 1;
        at = s->track_inner;
        card = s->track[s->track_inner++];
    } else {
        s->end = MOR_END_SUPERNOVA;
        s->end_seat = seat;
        mm_events_add(ev, MOR_EV_GAME_OVER, seat, MOR_END_SUPERNOVA, 0, 0, 0, "%s",
                      _("The next card of the spiral still carries a monster: the game "
                        "ends."));
        return;
    }
    assert(s->nhand[seat] < MOR_HAND_MAX);
    s->hand[seat][s->nhand[seat]++] = card;
    if (ev)
        ev->revealed = true;
    mm_events_add(ev, MOR_EV_DRAW, seat, card, source, at, 0,
                  source ? _("Player %d draws the innermost planet of the spiral.")
                         : _("Player %d draws a card."),
                  seat + 1);
}

static bool mor_validate(const mm_state *state, int seat, const char *text, char *why, size_t len)
{
    const mor_state *s = mor_from(state);
    if (s->end != MOR_END_NONE)
        return bad(why, len, "%s", _("The game is over."));
    if (seat != s->current) {
        snprintf(why, len, _("It is Player %d's turn."), s->current + 1);
        return false;
    }
    mor_move mv;
    return mor_parse_move(text, &mv, why, len) && check_move(s, seat, &mv, why, len);
}

static void remove_from_hand(mor_state *s, int seat, int index)
{
    s->hand[seat][index] = s->hand[seat][--s->nhand[seat]];
}

static void jump(mor_state *s, int seat, int monster, mm_events *ev)
{
    int from = s->pos[monster], to = mor_jump_target(s, monster);
    s->pos[monster] = to;
    mm_events_add(ev, MOR_EV_MOVE, seat, monster, from, to, 0,
                  _("The %s monster jumps from planet %d to planet %d."), mor_monster_name(monster),
                  from + 1, to + 1);
    if (to == MOR_TRACK_CARDS - 1) {
        s->end = MOR_END_OUTERMOST;
        mm_events_add(ev, MOR_EV_GAME_OVER, seat, MOR_END_OUTERMOST, 0, 0, 0,
                      _("The %s monster reached the outermost planet: the game ends."),
                      mor_monster_name(monster));
    }
}

static void mor_apply(mm_state *state, const char *text, mm_events *ev)
{
    mor_state *s = mut(state);
    mor_move mv;
    char why[MM_REASON_MAX];
    bool ok = mor_parse_move(text, &mv, why, sizeof why) &&
              check_move(s, s->current, &mv, why, sizeof why);
    assert(ok && "mor_apply: validate the move first");
    (void)ok;
    mor_apply_move(s, &mv, ev);
}

void mor_apply_move(mor_state *s, const mor_move *move, mm_events *ev)
{
    const mor_move mv = *move;
    int seat = s->current;
    int index = find_in_hand(s, seat, &mv);
    assert(index >= 0 && "mor_apply_move: the card is not in the hand");
    int card = s->hand[seat][index];
    remove_from_hand(s, seat, index);
    if (ev) {
        char phrase[96];
        card_phrase(card, phrase, sizeof phrase);
        mm_events_add(ev, MOR_EV_PLAY, seat, card, 0, 0, 0, _("Player %d plays %s."), seat + 1,
                      phrase);
    }
    if (mv.kind != MOR_MV_BET)
        s->discard[s->ndiscard++] = card;

    switch (mv.kind) {
    case MOR_MV_JUMP:
        jump(s, seat, mv.monster, ev);
        break;
    case MOR_MV_BET:
        if (mv.discard >= 0) {
            int i = find_bet(s, seat, mv.discard);
            int old = s->bets[seat][i];
            memmove(&s->bets[seat][i], &s->bets[seat][i + 1],
                    (size_t)(s->nbets[seat] - i - 1) * sizeof(int));
            s->nbets[seat]--;
            s->discard[s->ndiscard++] = old;
            mm_events_add(ev, MOR_EV_DISCARD_BET, seat, old, 0, 0, 0,
                          _("Player %d discards the open favourite on the %s monster."), seat + 1,
                          mor_monster_name(mv.discard));
        }
        s->bets[seat][s->nbets[seat]++] = card;
        mm_events_add(ev, MOR_EV_BET, seat, card, 0, 0, 0,
                      _("Player %d bets openly on the %s monster."), seat + 1,
                      mor_monster_name(mv.monster));
        break;
    case MOR_MV_FAV_SWAP:
        if (mv.is_void) {
            mm_events_add(ev, MOR_EV_VOID, seat, card, 0, 0, 0, "%s",
                          _("Nobody can swap favourites: the card has no effect."));
        } else {
            int i = find_bet(s, seat, mv.mine), j = find_bet(s, mv.other, mv.theirs);
            int mine = s->bets[seat][i];
            s->bets[seat][i] = s->bets[mv.other][j];
            s->bets[mv.other][j] = mine;
            mm_events_add(ev, MOR_EV_FAV_SWAP, seat, mine, mv.other, s->bets[seat][i], 0,
                          _("Player %d swaps their %s favourite for Player %d's %s one."), seat + 1,
                          mor_monster_name(mv.mine), mv.other + 1, mor_monster_name(mv.theirs));
        }
        break;
    case MOR_MV_POS_SWAP:
        if (mv.is_void) {
            mm_events_add(ev, MOR_EV_VOID, seat, card, 0, 0, 0, "%s",
                          _("All monsters are still at home: the position swap has no "
                            "effect."));
        } else {
            int p1 = s->pos[mv.m1], p2 = s->pos[mv.m2];
            s->pos[mv.m1] = p2;
            s->pos[mv.m2] = p1;
            mm_events_add(ev, MOR_EV_POS_SWAP, seat, mv.m1, mv.m2, p1, p2,
                          _("The %s and %s monsters trade places."), mor_monster_name(mv.m1),
                          mor_monster_name(mv.m2));
        }
        break;
    }
    s->turns++;
    if (s->end == MOR_END_NONE)
        start_turn(s, (seat + 1) % s->nseats, ev);
    /* The end reveals every secret tile: no undo past it. */
    if (s->end != MOR_END_NONE && ev)
        ev->revealed = true;
}

int mor_list_moves(const mor_state *s, mor_move *out)
{
    if (s->end != MOR_END_NONE)
        return 0;
    int seat = s->current, n = 0;
    bool seen[MOR_NCARDS] = {false};
    for (int i = 0; i < s->nhand[seat]; i++) {
        mor_card c = mor_card_info(s->hand[seat][i]);
        /* Identical cards give identical moves: list each kind once. */
        int key = c.kind == MOR_CARD_TWO   ? c.a * 5 + c.b
                  : c.kind == MOR_CARD_ONE ? 25 + c.a
                                           : 30 + (int)c.kind;
        if (seen[key])
            continue;
        seen[key] = true;
        mor_move mv;
        switch (c.kind) {
        case MOR_CARD_TWO:
        case MOR_CARD_ONE:
            mor_move_init(&mv, MOR_MV_JUMP);
            mv.a = c.a;
            mv.b = c.b;
            mv.monster = c.a;
            out[n++] = mv;
            if (c.kind == MOR_CARD_TWO) {
                mv.monster = c.b;
                out[n++] = mv;
                break;
            }
            mv.kind = MOR_MV_BET;
            if (s->nbets[seat] < MOR_OPEN_BETS_MAX) {
                out[n++] = mv;
            } else {
                for (int b = 0; b < s->nbets[seat]; b++) {
                    int m = bet_monster(s->bets[seat][b]);
                    mv.discard = m;
                    if (find_bet(s, seat, m) == b)
                        out[n++] = mv;
                }
            }
            break;
        case MOR_CARD_FAV_SWAP:
            mor_move_init(&mv, MOR_MV_FAV_SWAP);
            if (!fav_swap_possible(s, seat)) {
                mv.is_void = true;
                out[n++] = mv;
                break;
            }
            for (int b = 0; b < s->nbets[seat]; b++) {
                int mine = bet_monster(s->bets[seat][b]);
                if (find_bet(s, seat, mine) != b)
                    continue;
                for (int o = 0; o < s->nseats; o++) {
                    for (int t = 0; o != seat && t < s->nbets[o]; t++) {
                        int theirs = bet_monster(s->bets[o][t]);
                        if (theirs != mine && find_bet(s, o, theirs) == t) {
                            mv.mine = mine;
                            mv.other = o;
                            mv.theirs = theirs;
                            out[n++] = mv;
                        }
                    }
                }
            }
            break;
        case MOR_CARD_POS_SWAP:
            mor_move_init(&mv, MOR_MV_POS_SWAP);
            if (all_at_home(s)) {
                mv.is_void = true;
                out[n++] = mv;
                break;
            }
            for (int a = 0; a < MOR_NMONSTERS; a++)
                for (int b = a + 1; b < MOR_NMONSTERS; b++)
                    if (s->pos[a] != s->pos[b] && monster_between(s, s->pos[a], s->pos[b]) < 0) {
                        mv.m1 = a;
                        mv.m2 = b;
                        out[n++] = mv;
                    }
            break;
        case MOR_CARD_FAVOURITE:
            assert(!"favourite cards are never in a hand");
            break;
        }
    }
    return n;
}

static void mor_legal_moves(const mm_state *state, mm_move_list *out)
{
    mor_move moves[MOR_MAX_MOVES];
    int n = mor_list_moves(mor_from(state), moves);
    for (int i = 0; i < n; i++) {
        char text[16];
        mor_format_move(&moves[i], text, sizeof text);
        mm_move_list_addf(out, "%s", text);
    }
}

static void mor_describe(const mm_state *state, const char *text, char *buf, size_t len)
{
    const mor_state *s = mor_from(state);
    mor_move mv;
    char why[MM_REASON_MAX];
    if (!mor_parse_move(text, &mv, why, sizeof why)) {
        snprintf(buf, len, "%s", why);
        return;
    }
    switch (mv.kind) {
    case MOR_MV_JUMP: {
        int card = find_in_hand(s, s->current, &mv);
        char phrase[96];
        if (card >= 0)
            card_phrase(s->hand[s->current][card], phrase, sizeof phrase);
        else
            move_card_code(&mv, phrase);
        snprintf(buf, len, _("Play %s: the %s monster jumps to planet %d."), phrase,
                 mor_monster_name(mv.monster), mor_jump_target(s, mv.monster) + 1);
        break;
    }
    case MOR_MV_BET:
        if (mv.discard >= 0)
            snprintf(buf, len, _("Bet openly on the %s monster and discard the %s favourite."),
                     mor_monster_name(mv.monster), mor_monster_name(mv.discard));
        else
            snprintf(buf, len, _("Bet openly on the %s monster."), mor_monster_name(mv.monster));
        break;
    case MOR_MV_FAV_SWAP:
        if (mv.is_void)
            snprintf(buf, len, "%s", _("Play the favourite swap without effect."));
        else
            snprintf(buf, len, _("Swap your %s favourite for Player %d's %s favourite."),
                     mor_monster_name(mv.mine), mv.other + 1, mor_monster_name(mv.theirs));
        break;
    case MOR_MV_POS_SWAP:
        if (mv.is_void)
            snprintf(buf, len, "%s", _("Play the position swap without effect."));
        else
            snprintf(buf, len, _("The %s and %s monsters trade places."), mor_monster_name(mv.m1),
                     mor_monster_name(mv.m2));
        break;
    }
}

/* ================================================================== scoring */

static void mor_result(const mm_state *state, mm_result *r)
{
    const mor_state *s = mor_from(state);
    static const int points[] = MOR_PLACE_POINTS;
    int place[MOR_NMONSTERS];
    mor_places(s, place);
    memset(r, 0, sizeof *r);
    r->nseats = s->nseats;
    r->nrows = 3;
    snprintf(r->rows[0].label, sizeof r->rows[0].label, "%s", _("Secret favourite tile"));
    snprintf(r->rows[1].label, sizeof r->rows[1].label, "%s", _("Open favourite cards"));
    snprintf(r->rows[2].label, sizeof r->rows[2].label, "%s", _("Total"));
    for (int i = 0; i < s->nseats; i++) {
        int tile = s->tile[i] == MOR_HIDDEN ? 0 : points[place[s->tile[i]]];
        int cards = 0;
        for (int b = 0; b < s->nbets[i]; b++)
            cards += points[place[bet_monster(s->bets[i][b])]];
        r->rows[0].value[i] = tile;
        r->rows[1].value[i] = cards;
        r->rows[2].value[i] = tile + cards;
        r->total[i] = tile + cards;
    }
    /* Most points wins; a tie goes to the better secret tile; still tied: shared. */
    int best = -1000, best_tile = -1000;
    for (int i = 0; i < s->nseats; i++)
        if (r->total[i] > best)
            best = r->total[i];
    int ntied = 0;
    for (int i = 0; i < s->nseats; i++) {
        if (r->total[i] == best) {
            ntied++;
            if (r->rows[0].value[i] > best_tile)
                best_tile = r->rows[0].value[i];
        }
    }
    int nwin = 0;
    for (int i = 0; i < s->nseats; i++) {
        r->winner[i] = r->total[i] == best && r->rows[0].value[i] == best_tile;
        nwin += r->winner[i];
    }
    if (ntied > 1 && nwin < ntied)
        snprintf(r->note, sizeof r->note, "%s",
                 _("Tied on points: the higher secret favourite tile wins."));
    else if (nwin > 1)
        snprintf(r->note, sizeof r->note, "%s",
                 _("Tied on points and on secret tiles: the win is shared."));
}

/* The searching players' evaluation: the seat's points as the monsters
 * stand now minus the best other seat's, the same figure as the core's
 * points margin without building a result table (it runs in every step of
 * the search's playouts). */
static double mor_search_evaluate(const mm_state *state, int seat)
{
    const mor_state *s = mor_from(state);
    static const int points[] = MOR_PLACE_POINTS;
    int place[MOR_NMONSTERS];
    mor_places(s, place);
    int mine = 0, best_other = -1000000;
    for (int i = 0; i < s->nseats; i++) {
        int total = s->tile[i] == MOR_HIDDEN ? 0 : points[place[s->tile[i]]];
        for (int b = 0; b < s->nbets[i]; b++)
            total += points[place[bet_monster(s->bets[i][b])]];
        if (i == seat)
            mine = total;
        else if (total > best_other)
            best_other = total;
    }
    return mine - (s->nseats > 1 ? best_other : 0);
}

/* ========================================================= hidden information */

static mm_state *mor_view_for(const mm_state *state, int seat)
{
    mor_state *v = mut(mor_clone(state));
    if (!v)
        return NULL;
    for (int i = 0; i < v->ndraw; i++)
        v->draw[i] = MOR_HIDDEN;
    /* Cards already drawn from the spiral are hidden too: they went to hands. */
    for (int p = 0; p < MOR_TRACK_CARDS; p++)
        v->track[p] = MOR_HIDDEN;
    for (int i = 0; i < v->nseats; i++) {
        if (i == seat)
            continue;
        for (int k = 0; k < v->nhand[i]; k++)
            v->hand[i][k] = MOR_HIDDEN;
        /* At the end the secret tiles are revealed to everybody. */
        if (v->end == MOR_END_NONE)
            v->tile[i] = MOR_HIDDEN;
    }
    mm_rng_seed(&v->rng, 0);
    return wrap(v);
}

static void mor_determinize(mm_state *view, int seat, mm_rng *rng)
{
    mor_state *v = mut(view);
    bool known[MOR_NPLANET_CARDS] = {false};
    for (int i = 0; i < v->nseats; i++) {
        for (int k = 0; k < v->nhand[i]; k++)
            if (v->hand[i][k] != MOR_HIDDEN)
                known[v->hand[i][k]] = true;
        for (int b = 0; b < v->nbets[i]; b++)
            if (v->bets[i][b] < MOR_NPLANET_CARDS)
                known[v->bets[i][b]] = true;
    }
    for (int i = 0; i < v->ndiscard; i++)
        if (v->discard[i] < MOR_NPLANET_CARDS)
            known[v->discard[i]] = true;
    int unknown[MOR_NPLANET_CARDS], n = 0;
    for (int c = 0; c < MOR_NPLANET_CARDS; c++)
        if (!known[c])
            unknown[n++] = c;
    mm_rng_shuffle_ints(rng, unknown, (size_t)n);
    int next = 0;
#define FILL(slot)                                                                                 \
    do {                                                                                           \
        if ((slot) == MOR_HIDDEN) {                                                                \
            assert(next < n && "mor_determinize: more hidden slots than unknown cards");           \
            (slot) = unknown[next++];                                                              \
        }                                                                                          \
    } while (0)
    for (int i = 0; i < v->nseats; i++)
        for (int k = 0; k < v->nhand[i]; k++)
            FILL(v->hand[i][k]);
    for (int p = v->track_inner; p < MOR_TRACK_CARDS; p++)
        FILL(v->track[p]);
    for (int i = 0; i < v->ndraw; i++)
        FILL(v->draw[i]);
#undef FILL
    int tiles[MOR_NMONSTERS], nt = 0;
    for (int m = 0; m < MOR_NMONSTERS; m++) {
        bool used = false;
        for (int i = 0; i < v->nseats; i++)
            used |= v->tile[i] == m;
        if (!used)
            tiles[nt++] = m;
    }
    mm_rng_shuffle_ints(rng, tiles, (size_t)nt);
    for (int i = 0, t = 0; i < v->nseats; i++)
        if (v->tile[i] == MOR_HIDDEN)
            v->tile[i] = tiles[t++];
    (void)seat;
    mm_rng_seed(&v->rng, mm_rng_next(rng));
}

static bool mor_hides_information(const mm_state *state)
{
    (void)state;
    return true;
}

const mm_game mm_game_monsters_on_the_run = {
    .id = "monsters-on-the-run",
    .title = N_("Monsters on the Run"),
    .blurb = N_("Bet on fleeing monsters and steer them to the prettiest planet."),
    .min_seats = 2,
    .max_seats = 5,
    .options = options,
    .noptions = (int)(sizeof options / sizeof options[0]),
    .new_game = mor_new,
    .clone = mor_clone,
    .free = mor_free,
    .nseats = mor_nseats,
    .to_move = mor_to_move,
    .is_over = mor_is_over,
    .legal_moves = mor_legal_moves,
    .validate = mor_validate,
    .apply = mor_apply,
    .describe_move = mor_describe,
    .result = mor_result,
    .view_for = mor_view_for,
    .determinize = mor_determinize,
    .hides_information = mor_hides_information,
    .search_evaluate = mor_search_evaluate,
    .legal_codes = mor_legal_codes,
    .apply_code = mor_apply_code,
    .code_from_text = mor_code_from_text,
    .code_to_text = mor_code_to_text,
    .clone_into = mor_clone_into,
};
