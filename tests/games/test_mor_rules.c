/* SPDX-License-Identifier: MIT */
/* Monsters on the Run (Monster auf der Flucht): every rule of the rulebook
 * (/work/shared/rules/monsters-on-the-run.de.txt), one or more tests each.
 *
 * Most tests start a real game through a session and then arrange the
 * position they need directly in the mor_state; each arrangement is described
 * in a comment. Moves are then played through the session, so validation,
 * application and recording are all exercised. */
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/games/monsters_on_the_run.h"

enum { H = MOR_HAIRY, G = MOR_GREEN, O = MOR_ORANGE, Y = MOR_YELLOW, P = MOR_PURPLE };

static const mm_game *game(void)
{
    const mm_game *g = mm_game_find("monsters-on-the-run");
    assert_non_null(g);
    return g;
}

/* A game of human seats in which seat 1 (index 0) starts. */
static mm_session *new_game_opts(int nseats, uint64_t seed, const char *first)
{
    mm_seat seats[MM_MAX_SEATS];
    mm_test_human_seats(seats, nseats);
    mm_options opts = {0};
    if (first)
        assert_true(mm_options_set(&opts, "first", first));
    char why[MM_REASON_MAX] = "";
    mm_session *s = mm_session_new(game(), &opts, seats, nseats, seed, why, sizeof why);
    if (!s)
        fail_msg("mm_session_new: %s", why);
    return s;
}

static mm_session *new_game(int nseats)
{
    return new_game_opts(nseats, 42, "1");
}

static mor_state *st(mm_session *session)
{
    return (mor_state *)(void *)session->state;
}

/* ------------------------------------------------------------ card helpers */

/* The `copy`-th (0-based) planet card of a kind; a, b are the monsters shown
 * (b only for two-monster cards; ignored for swap cards). */
static int find_card(mor_card_kind kind, int a, int b, int copy)
{
    if (kind == MOR_CARD_TWO && b < a) {
        int t = a;
        a = b;
        b = t;
    }
    for (int c = 0; c < MOR_NPLANET_CARDS; c++) {
        mor_card info = mor_card_info(c);
        if (info.kind != kind)
            continue;
        if (kind == MOR_CARD_TWO && (info.a != a || info.b != b))
            continue;
        if (kind == MOR_CARD_ONE && info.a != a)
            continue;
        if (copy-- == 0)
            return c;
    }
    fail_msg("no such card");
    return -1;
}

static int two(int a, int b)
{
    return find_card(MOR_CARD_TWO, a, b, 0);
}

static int one(int m, int copy)
{
    return find_card(MOR_CARD_ONE, m, -1, copy);
}

static int fav_swap(int copy)
{
    return find_card(MOR_CARD_FAV_SWAP, -1, -1, copy);
}

static int pos_swap(int copy)
{
    return find_card(MOR_CARD_POS_SWAP, -1, -1, copy);
}

/* Where a planet card is now (draw pile, spiral, a hand, open bets, discard),
 * or NULL. */
static int *locate(mor_state *s, int card)
{
    for (int i = 0; i < s->ndraw; i++)
        if (s->draw[i] == card)
            return &s->draw[i];
    for (int p = s->track_inner; p < MOR_TRACK_CARDS; p++)
        if (s->track[p] == card)
            return &s->track[p];
    for (int i = 0; i < s->nseats; i++) {
        for (int k = 0; k < s->nhand[i]; k++)
            if (s->hand[i][k] == card)
                return &s->hand[i][k];
        for (int b = 0; b < s->nbets[i]; b++)
            if (s->bets[i][b] == card)
                return &s->bets[i][b];
    }
    for (int i = 0; i < s->ndiscard; i++)
        if (s->discard[i] == card)
            return &s->discard[i];
    return NULL;
}

/* Puts `card` into hand slot `slot` of `seat`; the card that was there goes
 * where `card` came from, so every card stays in exactly one place. */
static void give(mor_state *s, int seat, int slot, int card)
{
    assert_true(slot < s->nhand[seat]);
    int *from = locate(s, card);
    assert_non_null(from);
    *from = s->hand[seat][slot];
    s->hand[seat][slot] = card;
}

/* Sets the whole hand of `seat` (its size stays as dealt). */
static void set_hand(mor_state *s, int seat, int c0, int c1, int c2)
{
    int cards[3] = {c0, c1, c2};
    for (int k = 0; k < s->nhand[seat]; k++)
        give(s, seat, k, cards[k]);
}

static bool in_hand(const mor_state *s, int seat, int card)
{
    for (int k = 0; k < s->nhand[seat]; k++)
        if (s->hand[seat][k] == card)
            return true;
    return false;
}

/* Sets a seat's open favourites. Planet cards are taken from wherever they
 * are (the hole is filled with the seat's old planet-card bet, or the card is
 * simply removed from the draw pile), so tests can stack bets freely. */
static void set_bets(mor_state *s, int seat, int n, int b0, int b1)
{
    int cards[2] = {b0, b1};
    for (int b = 0; b < n; b++) {
        if (cards[b] < MOR_NPLANET_CARDS) {
            int *from = locate(s, cards[b]);
            if (from >= s->draw && from < s->draw + s->ndraw) {
                *from = s->draw[--s->ndraw];
            } else if (from) {
                /* Swap in a card from the bottom of the pile. */
                *from = s->draw[0];
                memmove(&s->draw[0], &s->draw[1], (size_t)(s->ndraw - 1) * sizeof(int));
                s->ndraw--;
            }
        }
        s->bets[seat][b] = cards[b];
    }
    s->nbets[seat] = n;
}

static void set_positions(mor_state *s, int h, int g, int o, int y, int p)
{
    s->pos[H] = h;
    s->pos[G] = g;
    s->pos[O] = o;
    s->pos[Y] = y;
    s->pos[P] = p;
}

/* Empties the draw pile onto the discard pile: the supernova has begun. */
static void empty_draw_pile(mor_state *s)
{
    for (int i = 0; i < s->ndraw; i++)
        s->discard[s->ndiscard++] = s->draw[i];
    s->ndraw = 0;
}

/* Every planet card exactly once in draw pile, remaining spiral, hands, open
 * bets and discard pile; no hidden slot left. */
static void assert_planet_cards_once(const mor_state *s)
{
    int count[MOR_NCARDS] = {0};
#define COUNT(card)                                                    \
    do {                                                               \
        int c_ = (card);                                               \
        if (c_ < 0 || c_ >= MOR_NCARDS)                                \
            fail_msg("slot holds %d, not a card", c_);                 \
        count[c_]++;                                                   \
    } while (0)
    for (int i = 0; i < s->ndraw; i++)
        COUNT(s->draw[i]);
    for (int p = s->track_inner; p < MOR_TRACK_CARDS; p++)
        COUNT(s->track[p]);
    for (int i = 0; i < s->nseats; i++) {
        for (int k = 0; k < s->nhand[i]; k++)
            COUNT(s->hand[i][k]);
        for (int b = 0; b < s->nbets[i]; b++)
            COUNT(s->bets[i][b]);
    }
    for (int i = 0; i < s->ndiscard; i++)
        COUNT(s->discard[i]);
#undef COUNT
    for (int c = 0; c < MOR_NPLANET_CARDS; c++)
        if (count[c] != 1)
            fail_msg("planet card %d appears %d times", c, count[c]);
    for (int c = MOR_NPLANET_CARDS; c < MOR_NCARDS; c++)
        if (count[c] > 1)
            fail_msg("favourite card %d appears %d times", c, count[c]);
}

static int discard_top(const mor_state *s)
{
    assert_true(s->ndiscard > 0);
    return s->discard[s->ndiscard - 1];
}

static bool legal_has(mm_session *session, const char *move)
{
    mm_move_list list;
    mm_move_list_init(&list);
    game()->legal_moves(session->state, &list);
    bool found = false;
    for (int i = 0; i < list.n; i++)
        found |= strcmp(list.items[i], move) == 0;
    mm_move_list_free(&list);
    return found;
}

/* =================================================================== setup */

/* Vorbereitungen: each player draws one favourite card (open) and one
 * favourite tile (secret); nobody shares a card or a tile. */
static void test_setup_deals_one_open_card_and_one_secret_tile_each(void **state)
{
    (void)state;
    for (int n = 2; n <= 5; n++) {
        for (uint64_t seed = 1; seed <= 40; seed++) {
            mm_session *session = new_game_opts(n, seed, NULL);
            const mor_state *s = st(session);
            bool card_seen[MOR_NMONSTERS] = {false}, tile_seen[MOR_NMONSTERS] = {false};
            for (int i = 0; i < n; i++) {
                assert_int_equal(s->nbets[i], 1);
                int card = s->bets[i][0];
                assert_in_range(card, MOR_FAVOURITE_CARD(0), MOR_FAVOURITE_CARD(4));
                assert_false(card_seen[card - MOR_NPLANET_CARDS]);
                card_seen[card - MOR_NPLANET_CARDS] = true;
                assert_in_range(s->tile[i], 0, MOR_NMONSTERS - 1);
                assert_false(tile_seen[s->tile[i]]);
                tile_seen[s->tile[i]] = true;
            }
            mm_session_free(session);
        }
    }
}

/* The deal of favourites is random: over many seeds, seat 1 gets each
 * monster's card and each monster's tile at some point. */
static void test_setup_favourites_are_random(void **state)
{
    (void)state;
    bool card_seen[MOR_NMONSTERS] = {false}, tile_seen[MOR_NMONSTERS] = {false};
    for (uint64_t seed = 1; seed <= 60; seed++) {
        mm_session *session = new_game_opts(3, seed, NULL);
        card_seen[st(session)->bets[0][0] - MOR_NPLANET_CARDS] = true;
        tile_seen[st(session)->tile[0]] = true;
        mm_session_free(session);
    }
    for (int m = 0; m < MOR_NMONSTERS; m++) {
        assert_true(card_seen[m]);
        assert_true(tile_seen[m]);
    }
}

/* The rulebook's cards: each of the ten pairs of monsters twice, five
 * one-monster cards per monster, five favourite swaps, five position swaps,
 * then one favourite card per monster. */
static void test_cards_are_the_rulebooks(void **state)
{
    (void)state;
    int pairs[MOR_NMONSTERS][MOR_NMONSTERS] = {{0}}, ones[MOR_NMONSTERS] = {0};
    int favourites[MOR_NMONSTERS] = {0}, fav_swaps = 0, pos_swaps = 0;
    for (int c = 0; c < MOR_NCARDS; c++) {
        mor_card info = mor_card_info(c);
        switch (info.kind) {
        case MOR_CARD_TWO:
            assert_true(info.a >= 0 && info.a < info.b && info.b < MOR_NMONSTERS);
            pairs[info.a][info.b]++;
            break;
        case MOR_CARD_ONE:
            assert_true(info.a >= 0 && info.a < MOR_NMONSTERS && info.b == -1);
            ones[info.a]++;
            break;
        case MOR_CARD_FAV_SWAP:
            fav_swaps++;
            break;
        case MOR_CARD_POS_SWAP:
            pos_swaps++;
            break;
        case MOR_CARD_FAVOURITE:
            assert_true(c >= MOR_NPLANET_CARDS);
            assert_int_equal(c, MOR_FAVOURITE_CARD(info.a));
            favourites[info.a]++;
            break;
        }
        assert_true((c < MOR_NPLANET_CARDS) == (info.kind != MOR_CARD_FAVOURITE));
    }
    for (int a = 0; a < MOR_NMONSTERS; a++) {
        for (int b = a + 1; b < MOR_NMONSTERS; b++)
            assert_int_equal(pairs[a][b], 2);
        assert_int_equal(ones[a], 5);
        assert_int_equal(favourites[a], 1);
    }
    assert_int_equal(fav_swaps, 5);
    assert_int_equal(pos_swaps, 5);
}

/* A third of the 55 planet cards (18) forms the spiral, the rest is the draw
 * pile; each player draws 2, the starter draws 1 more for the first turn. */
static void test_setup_spiral_has_18_cards_and_pile_the_rest(void **state)
{
    (void)state;
    for (int n = 2; n <= 5; n++) {
        mm_session *session = new_game_opts(n, (uint64_t)n * 11, NULL);
        const mor_state *s = st(session);
        assert_int_equal(MOR_TRACK_CARDS, 18);
        assert_int_equal(s->track_inner, 0);
        assert_int_equal(s->ndraw, 37 - 2 * n - 1);
        assert_int_equal(s->ndiscard, 0);
        for (int p = 0; p < MOR_TRACK_CARDS; p++)
            assert_in_range(s->track[p], 0, MOR_NPLANET_CARDS - 1);
        assert_planet_cards_once(s);
        mm_session_free(session);
    }
}

/* All five monsters start on the home planet, whatever the player count. */
static void test_setup_all_monsters_start_on_home_planet(void **state)
{
    (void)state;
    for (int n = 2; n <= 5; n++) {
        mm_session *session = new_game_opts(n, 3, NULL);
        for (int m = 0; m < MOR_NMONSTERS; m++)
            assert_int_equal(st(session)->pos[m], 0);
        mm_session_free(session);
    }
}

/* Each player holds 2 cards; the starter has drawn a third for the turn. */
static void test_setup_hands_two_cards_starter_three(void **state)
{
    (void)state;
    for (int n = 2; n <= 5; n++) {
        for (uint64_t seed = 1; seed <= 10; seed++) {
            mm_session *session = new_game_opts(n, seed, NULL);
            const mor_state *s = st(session);
            int starter = game()->to_move(session->state);
            assert_int_equal(starter, s->current);
            for (int i = 0; i < n; i++)
                assert_int_equal(s->nhand[i], i == starter ? 3 : 2);
            mm_session_free(session);
        }
    }
}

/* Option first=2 makes the second seat (index 1) start. */
static void test_option_first_chooses_the_starting_seat(void **state)
{
    (void)state;
    mm_session *session = new_game_opts(4, 8, "2");
    assert_int_equal(game()->to_move(session->state), 1);
    assert_int_equal(st(session)->nhand[1], 3);
    assert_int_equal(st(session)->nhand[0], 2);
    mm_session_free(session);
    session = new_game_opts(4, 8, "4");
    assert_int_equal(game()->to_move(session->state), 3);
    mm_session_free(session);
}

/* Without the option the starter is drawn at random: every seat starts in
 * some game. */
static void test_random_starter_can_be_any_seat(void **state)
{
    (void)state;
    bool started[4] = {false};
    for (uint64_t seed = 1; seed <= 80; seed++) {
        mm_session *session = new_game_opts(4, seed, NULL);
        started[game()->to_move(session->state)] = true;
        mm_session_free(session);
    }
    for (int i = 0; i < 4; i++)
        assert_true(started[i]);
}

/* ============================================================= turn order */

/* Spielablauf: after a turn the next player clockwise draws the top card of
 * the pile (hand 2 -> 3), the player who played is back to 2 cards. */
static void test_turn_passes_clockwise_and_next_player_draws_top_card(void **state)
{
    (void)state;
    mm_session *session = new_game(3);
    mor_state *s = st(session);
    /* Arrangement: seat 1 holds O, G, Y one-monster cards. */
    set_hand(s, 0, one(O, 0), one(G, 0), one(Y, 0));
    for (int turn = 0; turn < 4; turn++) {
        int seat = turn % 3, next = (turn + 1) % 3;
        assert_int_equal(game()->to_move(session->state), seat);
        int top = s->draw[s->ndraw - 1], ndraw = s->ndraw;
        char move[8];
        char code[4];
        mor_card_code(s->hand[seat][0], code, sizeof code);
        mor_card c = mor_card_info(s->hand[seat][0]);
        /* Play the first card: move its (first) monster, or swap/void. */
        if (c.kind == MOR_CARD_TWO || c.kind == MOR_CARD_ONE) {
            snprintf(move, sizeof move, "%s>%c", code, mor_monster_letter(c.a));
        } else {
            mm_move_list list;
            mm_move_list_init(&list);
            game()->legal_moves(session->state, &list);
            snprintf(move, sizeof move, "%s", list.items[0]);
            mm_move_list_free(&list);
        }
        mm_test_play(session, move);
        assert_int_equal(game()->to_move(session->state), next);
        assert_int_equal(s->nhand[seat], 2);
        assert_int_equal(s->nhand[next], 3);
        assert_int_equal(s->ndraw, ndraw - 1);
        assert_true(in_hand(s, next, top));
        assert_int_equal(s->turns, turn + 1);
    }
    mm_session_free(session);
}

/* ========================================================= two monsters */

/* A two-monster card moves one of the two shown monsters (the player's
 * choice) to the next free card; the card goes face up onto the discard pile. */
static void test_two_monster_card_moves_the_chosen_monster(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    int hg = two(H, G);
    /* Arrangement: seat 1 holds HG, O, Y; all monsters at home. */
    set_hand(s, 0, hg, one(O, 0), one(Y, 0));
    mm_test_play(session, "HG>G");
    assert_int_equal(s->pos[G], 1);
    assert_int_equal(s->pos[H], 0);
    assert_int_equal(s->pos[O], 0);
    assert_int_equal(s->pos[Y], 0);
    assert_int_equal(s->pos[P], 0);
    assert_false(in_hand(s, 0, hg));
    assert_int_equal(discard_top(s), hg);
    assert_int_equal(s->ndiscard, 1);
    mm_session_free(session);
}

static void test_two_monster_card_can_move_either_monster(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    /* Arrangement: seat 1 holds GY (written YG too), O, P; all at home. */
    set_hand(s, 0, two(G, Y), one(O, 0), one(P, 0));
    assert_true(legal_has(session, "GY>G"));
    assert_true(legal_has(session, "GY>Y"));
    /* Letter order in the notation does not matter. */
    mm_test_play(session, "YG>Y");
    assert_int_equal(s->pos[Y], 1);
    assert_int_equal(s->pos[G], 0);
    mm_session_free(session);
}

static void test_two_monster_card_rejects_a_monster_it_does_not_show(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    /* Arrangement: seat 1 holds HG, O, Y. */
    set_hand(s, 0, two(H, G), one(O, 0), one(Y, 0));
    mm_test_reject(session, "HG>O", "That card doesn't show the orange monster.");
    mm_test_reject(session, "HG>Y", "doesn't show the yellow monster");
    assert_false(legal_has(session, "HG>O"));
    mm_session_free(session);
}

/* A two-monster card is never a bet. */
static void test_two_monster_card_cannot_be_laid_as_favourite(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    set_hand(s, 0, two(H, G), one(O, 0), one(Y, 0));
    mm_test_reject(session, "HG*", "Only a card with one monster can be laid as a favourite.");
    mm_session_free(session);
}

/* ============================================================== jumping */

static void test_jump_goes_to_the_next_card_when_it_is_free(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    /* Arrangement: G on planet 3 (position 3), nobody on 4; H at 6. */
    set_positions(s, 6, 3, 0, 0, 0);
    set_hand(s, 0, one(G, 0), one(O, 0), one(Y, 0));
    assert_int_equal(mor_jump_target(s, G), 4);
    mm_test_play(session, "G>G");
    assert_int_equal(s->pos[G], 4);
    assert_int_equal(s->pos[H], 6);
    mm_session_free(session);
}

/* Karten, auf denen schon ein Monster steht, werden übersprungen. */
static void test_jump_skips_occupied_cards(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    /* Arrangement: G on 2, H, O, Y on 3, 4, 5 (three occupied in a row), P at
     * home. G must land on 6. */
    set_positions(s, 3, 2, 4, 5, 0);
    set_hand(s, 0, one(G, 0), two(H, O), one(Y, 0));
    mm_test_play(session, "G>G");
    assert_int_equal(s->pos[G], 6);
    assert_int_equal(s->pos[H], 3);
    assert_int_equal(s->pos[O], 4);
    assert_int_equal(s->pos[Y], 5);
    mm_session_free(session);
}

/* Leaving home also skips occupied cards: with planets 1 and 2 taken, the
 * purple monster lands on 3. */
static void test_jump_from_home_skips_occupied_cards(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    /* Arrangement: H on 1, G on 2, O, Y, P at home. */
    set_positions(s, 1, 2, 0, 0, 0);
    set_hand(s, 0, one(P, 0), one(O, 0), one(Y, 0));
    mm_test_play(session, "P>P");
    assert_int_equal(s->pos[P], 3);
    mm_session_free(session);
}

/* Only the home planet holds several monsters: four stay there together after
 * one leaves, and the next to leave does not land on the first. */
static void test_home_planet_holds_many_monsters(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    /* Arrangement: seat 1 holds HG, seat 2 holds HO (drawn next turn too). */
    set_hand(s, 0, two(H, G), one(Y, 0), one(P, 0));
    set_hand(s, 1, two(H, O), one(Y, 1), -1);
    mm_test_play(session, "HG>H");
    int at_home = 0;
    for (int m = 0; m < MOR_NMONSTERS; m++)
        at_home += s->pos[m] == 0;
    assert_int_equal(at_home, 4);
    assert_true(mor_monster_at_home(s, G));
    mm_test_play(session, "HO>O");
    assert_int_equal(s->pos[H], 1);
    assert_int_equal(s->pos[O], 2);
    mm_session_free(session);
}

/* =========================================================== one monster */

static void test_one_monster_card_moves_its_monster(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    int card = one(O, 0);
    set_hand(s, 0, card, one(G, 0), two(H, Y));
    mm_test_play(session, "O>O");
    assert_int_equal(s->pos[O], 1);
    assert_int_equal(discard_top(s), card);
    assert_int_equal(s->nbets[0], 1);
    mm_session_free(session);
}

static void test_one_monster_card_rejects_another_monster(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    set_hand(s, 0, one(O, 0), two(H, Y), one(P, 0));
    mm_test_reject(session, "O>G", "That card doesn't show the green monster.");
    mm_session_free(session);
}

/* Instead of moving, the card may be laid open beside the favourite card: it
 * is a favourite card now, nothing moves, it is not discarded. */
static void test_one_monster_card_can_be_laid_as_open_favourite(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    int card = one(O, 0);
    /* Arrangement: seat 1 has only its setup favourite open. */
    set_hand(s, 0, card, two(H, Y), one(P, 0));
    int setup_card = s->bets[0][0];
    assert_true(legal_has(session, "O*"));
    mm_test_play(session, "O*");
    assert_int_equal(s->nbets[0], 2);
    assert_int_equal(s->bets[0][0], setup_card);
    assert_int_equal(s->bets[0][1], card);
    assert_false(in_hand(s, 0, card));
    assert_int_equal(s->ndiscard, 0);
    for (int m = 0; m < MOR_NMONSTERS; m++)
        assert_int_equal(s->pos[m], 0);
    mm_session_free(session);
}

/* At most two open favourite cards: with two open, a new bet must discard one
 * of the two older ones. */
static void test_bet_with_two_open_favourites_requires_a_discard(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    /* Arrangement: seat 1 bets openly on G (setup card) and Y (planet card). */
    set_bets(s, 0, 2, MOR_FAVOURITE_CARD(G), one(Y, 1));
    set_hand(s, 0, one(O, 0), two(H, P), one(P, 0));
    mm_test_reject(session, "O*",
                   "You already have two open favourites: choose one of them to discard.");
    assert_false(legal_has(session, "O*"));
    assert_true(legal_has(session, "O*G"));
    assert_true(legal_has(session, "O*Y"));
    mm_session_free(session);
}

static void test_bet_discarding_with_fewer_than_two_favourites_is_rejected(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    /* Arrangement: seat 1 bets only on G (setup card). */
    set_bets(s, 0, 1, MOR_FAVOURITE_CARD(G), -1);
    set_hand(s, 0, one(O, 0), two(H, P), one(P, 0));
    mm_test_reject(session, "O*G",
                   "You have fewer than two open favourites, so none is discarded.");
    mm_session_free(session);
}

static void test_bet_discarding_a_favourite_you_do_not_have_is_rejected(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    /* Arrangement: seat 1 bets on H and Y; it has no open G. */
    set_bets(s, 0, 2, MOR_FAVOURITE_CARD(H), one(Y, 1));
    set_hand(s, 0, one(O, 0), two(G, P), one(P, 0));
    mm_test_reject(session, "O*G", "You have no open favourite on the green monster.");
    /* The new card itself is not one of the older two. */
    mm_test_reject(session, "O*O", "You have no open favourite on the orange monster.");
    mm_session_free(session);
}

/* The discarded favourite goes onto the discard pile; the new one stays. */
static void test_bet_with_discard_replaces_the_chosen_old_favourite(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    int y = one(Y, 1), o = one(O, 0);
    /* Arrangement: seat 1 bets on H (setup card) and Y (planet card). */
    set_bets(s, 0, 2, MOR_FAVOURITE_CARD(H), y);
    set_hand(s, 0, o, two(G, P), one(P, 0));
    mm_test_play(session, "O*Y");
    assert_int_equal(s->nbets[0], 2);
    assert_int_equal(s->bets[0][0], MOR_FAVOURITE_CARD(H));
    assert_int_equal(s->bets[0][1], o);
    assert_int_equal(discard_top(s), y);
    assert_false(in_hand(s, 0, o));
    mm_session_free(session);
}

/* The favourite card from setup is an open favourite like any other and can
 * be discarded. */
static void test_setup_favourite_card_can_be_discarded(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    int y = one(Y, 1), o = one(O, 0);
    /* Arrangement: seat 1 bets on G (setup card) and Y (planet card). */
    set_bets(s, 0, 2, MOR_FAVOURITE_CARD(G), y);
    set_hand(s, 0, o, two(H, P), one(P, 0));
    mm_test_play(session, "O*G");
    assert_int_equal(s->nbets[0], 2);
    assert_int_equal(s->bets[0][0], y);
    assert_int_equal(s->bets[0][1], o);
    assert_int_equal(discard_top(s), MOR_FAVOURITE_CARD(G));
    mm_session_free(session);
}

/* Two open favourites on the same monster: discarding one leaves the other. */
static void test_discarding_one_of_two_equal_favourites_keeps_the_other(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    int y1 = one(Y, 1), y2 = one(Y, 2);
    set_bets(s, 0, 2, y1, y2);
    set_hand(s, 0, one(O, 0), two(H, P), one(P, 0));
    mm_test_play(session, "O*Y");
    assert_int_equal(s->nbets[0], 2);
    int ys = 0;
    for (int b = 0; b < 2; b++)
        ys += mor_card_info(s->bets[0][b]).a == Y;
    assert_int_equal(ys, 1);
    mm_session_free(session);
}

/* The secret tile is no open favourite: it can be neither discarded nor
 * swapped, and it stays to the end. */
static void test_secret_tile_cannot_be_discarded_or_swapped(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    /* Arrangement: seat 1 has tile G and open favourites H, Y; seat 2 has tile
     * O and open favourite P. */
    s->tile[0] = G;
    s->tile[1] = O;
    set_bets(s, 0, 2, MOR_FAVOURITE_CARD(H), one(Y, 1));
    set_bets(s, 1, 1, MOR_FAVOURITE_CARD(P), -1);
    set_hand(s, 0, one(O, 0), fav_swap(0), one(P, 0));
    mm_test_reject(session, "O*G", "You have no open favourite on the green monster.");
    mm_test_reject(session, "FS G=2:P", "You have no open favourite on the green monster.");
    mm_test_reject(session, "FS H=2:O", "That player has no open favourite on the orange");
    mm_test_play(session, "FS H=2:P");
    assert_int_equal(s->tile[0], G);
    assert_int_equal(s->tile[1], O);
    mm_session_free(session);
}

/* ======================================================== favourite swap */

static void test_favourite_swap_exchanges_cards_between_seats(void **state)
{
    (void)state;
    mm_session *session = new_game(3);
    mor_state *s = st(session);
    int fs = fav_swap(0), y = one(Y, 1);
    /* Arrangement: seat 1 bets on H (setup) and Y; seat 3 bets on P (setup). */
    set_bets(s, 0, 2, MOR_FAVOURITE_CARD(H), y);
    set_bets(s, 1, 1, MOR_FAVOURITE_CARD(G), -1);
    set_bets(s, 2, 1, MOR_FAVOURITE_CARD(P), -1);
    set_hand(s, 0, fs, two(H, O), one(O, 0));
    assert_true(legal_has(session, "FS Y=3:P"));
    mm_test_play(session, "FS Y=3:P");
    assert_int_equal(s->bets[0][0], MOR_FAVOURITE_CARD(H));
    assert_int_equal(s->bets[0][1], MOR_FAVOURITE_CARD(P));
    assert_int_equal(s->bets[2][0], y);
    assert_int_equal(s->nbets[0], 2);
    assert_int_equal(s->nbets[2], 1);
    /* Seat 2 is untouched; the swap card is discarded. */
    assert_int_equal(s->bets[1][0], MOR_FAVOURITE_CARD(G));
    assert_int_equal(discard_top(s), fs);
    mm_session_free(session);
}

static void test_favourite_swap_needs_your_own_favourite(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    set_bets(s, 0, 1, MOR_FAVOURITE_CARD(H), -1);
    set_bets(s, 1, 1, MOR_FAVOURITE_CARD(G), -1);
    set_hand(s, 0, fav_swap(0), two(H, O), one(O, 0));
    mm_test_reject(session, "FS O=2:G", "You have no open favourite on the orange monster.");
    mm_session_free(session);
}

static void test_favourite_swap_needs_their_favourite(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    set_bets(s, 0, 1, MOR_FAVOURITE_CARD(H), -1);
    set_bets(s, 1, 1, MOR_FAVOURITE_CARD(G), -1);
    set_hand(s, 0, fav_swap(0), two(H, O), one(O, 0));
    mm_test_reject(session, "FS H=2:Y", "That player has no open favourite on the yellow monster.");
    mm_session_free(session);
}

static void test_favourite_swap_of_the_same_monster_is_rejected(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    /* Arrangement: both seats bet on H; seat 1 also on Y. */
    set_bets(s, 0, 2, MOR_FAVOURITE_CARD(H), one(Y, 1));
    set_bets(s, 1, 1, one(H, 1), -1);
    set_hand(s, 0, fav_swap(0), two(H, O), one(O, 0));
    mm_test_reject(session, "FS H=2:H", "Both cards bet on the same monster");
    assert_false(legal_has(session, "FS H=2:H"));
    assert_true(legal_has(session, "FS Y=2:H"));
    mm_session_free(session);
}

static void test_favourite_swap_with_yourself_is_rejected(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    set_bets(s, 0, 2, MOR_FAVOURITE_CARD(H), one(Y, 1));
    set_bets(s, 1, 1, MOR_FAVOURITE_CARD(G), -1);
    set_hand(s, 0, fav_swap(0), two(H, O), one(O, 0));
    mm_test_reject(session, "FS H=1:Y", "Swap with another player's open favourite.");
    /* A seat that is not at the table (2 players) is no other player either. */
    mm_test_reject(session, "FS H=3:G", "another player's");
    mm_test_reject(session, "FS H=0:G", "write a favourite swap as FS G=2:P");
    mm_session_free(session);
}

/* "FS -" (no effect) only when no swap can change anything. */
static void test_favourite_swap_void_only_when_no_swap_is_possible(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    int fs = fav_swap(0);
    /* Arrangement: both seats bet only on H: no swap changes anything. */
    set_bets(s, 0, 1, MOR_FAVOURITE_CARD(H), -1);
    set_bets(s, 1, 1, one(H, 1), -1);
    set_hand(s, 0, fs, two(H, O), one(O, 0));
    assert_true(legal_has(session, "FS -"));
    mor_state before = *s;
    mm_test_play(session, "FS -");
    assert_memory_equal(s->bets, before.bets, sizeof before.bets);
    assert_memory_equal(s->pos, before.pos, sizeof before.pos);
    assert_int_equal(discard_top(s), fs);
    mm_session_free(session);

    /* Arrangement: seat 2 bets on G now, so a swap is possible: "FS -" is not. */
    session = new_game(2);
    s = st(session);
    set_bets(s, 0, 1, MOR_FAVOURITE_CARD(H), -1);
    set_bets(s, 1, 1, MOR_FAVOURITE_CARD(G), -1);
    set_hand(s, 0, fs, two(H, O), one(O, 0));
    mm_test_reject(session, "FS -", "A favourite swap is possible, so this card must swap.");
    assert_false(legal_has(session, "FS -"));
    assert_true(legal_has(session, "FS H=2:G"));
    mm_session_free(session);
}

/* ========================================================= position swap */

/* Two monsters with only free cards between them trade places. */
static void test_position_swap_of_neighbours_with_free_cards_between(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    int ps = pos_swap(0);
    /* Arrangement: G on 2, Y on 7 (planets 3-6 free), H 9, O 10, P home. */
    set_positions(s, 9, 2, 10, 7, 0);
    set_hand(s, 0, ps, two(H, O), one(O, 0));
    assert_true(legal_has(session, "PS G=Y"));
    mm_test_play(session, "PS G=Y");
    assert_int_equal(s->pos[G], 7);
    assert_int_equal(s->pos[Y], 2);
    assert_int_equal(s->pos[H], 9);
    assert_int_equal(s->pos[O], 10);
    assert_int_equal(s->pos[P], 0);
    assert_int_equal(discard_top(s), ps);
    mm_session_free(session);
}

static void test_position_swap_with_a_monster_between_is_rejected(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    /* Arrangement: G on 2, O on 4, Y on 7; H, P at home. */
    set_positions(s, 0, 2, 4, 7, 0);
    set_hand(s, 0, pos_swap(0), two(H, O), one(O, 0));
    mm_test_reject(session, "PS G=Y",
                   "The orange monster stands between them: only neighbours can swap.");
    mm_test_reject(session, "PS Y=G", "The orange monster stands between them");
    assert_false(legal_has(session, "PS G=Y"));
    assert_true(legal_has(session, "PS G=O"));
    assert_true(legal_has(session, "PS O=Y"));
    mm_session_free(session);
}

static void test_position_swap_on_the_same_card_is_rejected(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    /* Arrangement: H and P at home, G on 3, O on 5, Y on 6. */
    set_positions(s, 0, 3, 5, 6, 0);
    set_hand(s, 0, pos_swap(0), two(H, O), one(O, 0));
    mm_test_reject(session, "PS H=P", "Choose two monsters that stand on different cards.");
    mm_test_reject(session, "PS G=G", "different cards");
    mm_session_free(session);
}

/* A monster at home and the first monster out are neighbours too. */
static void test_position_swap_with_a_monster_at_home(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    /* Arrangement: H, O, P at home, G on 3, Y on 6. */
    set_positions(s, 0, 3, 0, 6, 0);
    set_hand(s, 0, pos_swap(0), two(H, O), one(O, 0));
    mm_test_reject(session, "PS H=Y", "The green monster stands between them");
    mm_test_play(session, "PS H=G");
    assert_int_equal(s->pos[H], 3);
    assert_int_equal(s->pos[G], 0);
    mm_session_free(session);
}

/* Achtung: while all monsters are on the start card the action is void:
 * "PS -" then, and only then. */
static void test_position_swap_void_only_while_all_monsters_are_home(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    int ps = pos_swap(0);
    /* Arrangement: all monsters at home (as dealt). */
    set_hand(s, 0, ps, two(H, O), one(O, 0));
    mm_test_reject(session, "PS H=G",
                   "While all monsters are on the home planet a position swap has no effect.");
    assert_true(legal_has(session, "PS -"));
    assert_false(legal_has(session, "PS H=G"));
    mm_test_play(session, "PS -");
    for (int m = 0; m < MOR_NMONSTERS; m++)
        assert_int_equal(s->pos[m], 0);
    assert_int_equal(discard_top(s), ps);
    mm_session_free(session);

    /* Arrangement: G has left home: now a real swap is required. */
    session = new_game(2);
    s = st(session);
    set_positions(s, 0, 1, 0, 0, 0);
    set_hand(s, 0, ps, two(H, O), one(O, 0));
    mm_test_reject(session, "PS -", "Monsters have left the home planet: choose two to swap.");
    assert_false(legal_has(session, "PS -"));
    mm_session_free(session);
}

/* ============================================================ supernova */

/* Once the pile is used up, the player draws the innermost remaining card of
 * the spiral instead; the spiral shrinks from the centre. */
static void test_supernova_draws_the_innermost_spiral_card(void **state)
{
    (void)state;
    mm_session *session = new_game(3);
    mor_state *s = st(session);
    /* Arrangement: the draw pile is empty; monsters on 3, 5, 7, 9, 11, so the
     * spiral cards 0-2 are free. */
    empty_draw_pile(s);
    set_positions(s, 3, 5, 7, 9, 11);
    set_hand(s, 0, one(O, 0), two(H, G), one(P, 0));
    int inner0 = s->track[0], inner1 = s->track[1];
    mm_test_play(session, "O*");
    assert_int_equal(s->track_inner, 1);
    assert_int_equal(s->nhand[1], 3);
    assert_true(in_hand(s, 1, inner0));
    assert_int_equal(game()->to_move(session->state), 1);

    char move[8], code[4];
    mor_card c = mor_card_info(s->hand[1][0]);
    mor_card_code(s->hand[1][0], code, sizeof code);
    if (c.kind == MOR_CARD_ONE || c.kind == MOR_CARD_TWO) {
        /* Moving the outermost-but-one monster keeps the inner cards free. */
        snprintf(move, sizeof move, "%s>%c", code, mor_monster_letter(c.a));
    } else {
        mm_move_list list;
        mm_move_list_init(&list);
        game()->legal_moves(session->state, &list);
        snprintf(move, sizeof move, "%s", list.items[0]);
        mm_move_list_free(&list);
    }
    mm_test_play(session, move);
    assert_false(game()->is_over(session->state));
    assert_int_equal(s->track_inner, 2);
    assert_true(in_hand(s, 2, inner1));
    assert_int_equal(s->nhand[2], 3);
    mm_session_free(session);
}

/* Spielende 2: the player who would have to draw a spiral card with a monster
 * on it does not get a turn; the game ends. */
static void test_game_ends_when_the_card_to_draw_carries_a_monster(void **state)
{
    (void)state;
    mm_session *session = new_game(3);
    mor_state *s = st(session);
    /* Arrangement: pile empty, cards 0-1 already drawn (track_inner 2), H on
     * card 2 (innermost), others further out. Seat 1 bets (moves nobody). */
    empty_draw_pile(s);
    s->track_inner = 2;
    set_positions(s, 2, 5, 7, 9, 11);
    set_hand(s, 0, one(O, 0), two(G, Y), one(P, 0));
    int hand1[2] = {s->hand[1][0], s->hand[1][1]};
    mm_test_play(session, "O*");
    assert_true(game()->is_over(session->state));
    assert_int_equal(game()->to_move(session->state), MM_NOBODY);
    assert_int_equal(s->end, MOR_END_SUPERNOVA);
    assert_int_equal(s->end_seat, 1);
    /* Seat 2 drew nothing and the spiral is unchanged. */
    assert_int_equal(s->nhand[1], 2);
    assert_int_equal(s->hand[1][0], hand1[0]);
    assert_int_equal(s->hand[1][1], hand1[1]);
    assert_int_equal(s->track_inner, 2);
    mm_test_reject(session, "G>G", "The game is over.");
    mm_session_free(session);
}

/* The home planet is the innermost spiral card: with the pile empty and a
 * monster still at home, the game ends at the next draw. */
static void test_supernova_ends_at_once_while_a_monster_is_home(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    /* Arrangement: pile empty; P still on the home planet (card 0). */
    empty_draw_pile(s);
    set_positions(s, 3, 5, 7, 9, 0);
    set_hand(s, 0, one(O, 0), two(G, Y), one(G, 0));
    mm_test_play(session, "G>G");
    assert_int_equal(s->end, MOR_END_SUPERNOVA);
    assert_int_equal(s->end_seat, 1);
    assert_int_equal(s->track_inner, 0);
    mm_session_free(session);
}

/* Moving the monster off the innermost card frees it: play goes on. */
static void test_supernova_continues_when_the_monster_leaves_the_inner_card(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    /* Arrangement: pile empty, track_inner 2, H on card 2; seat 1 moves H. */
    empty_draw_pile(s);
    s->track_inner = 2;
    set_positions(s, 2, 5, 7, 9, 11);
    int inner = s->track[2];
    set_hand(s, 0, one(H, 0), two(G, Y), one(P, 0));
    mm_test_play(session, "H>H");
    assert_int_equal(s->pos[H], 3);
    assert_false(game()->is_over(session->state));
    assert_int_equal(s->track_inner, 3);
    assert_true(in_hand(s, 1, inner));
    mm_session_free(session);
}

/* ============================================================== game end */

/* Spielende 1: a monster moved onto the outermost card ends the game at once:
 * nobody moves or draws any more. */
static void test_game_ends_when_a_monster_reaches_the_outermost_card(void **state)
{
    (void)state;
    mm_session *session = new_game(3);
    mor_state *s = st(session);
    /* Arrangement: G on 16, the card before the outermost (17). */
    set_positions(s, 0, 16, 3, 5, 0);
    set_hand(s, 0, one(G, 0), two(H, Y), one(P, 0));
    int ndraw = s->ndraw;
    mm_test_play(session, "G>G");
    assert_int_equal(s->pos[G], MOR_TRACK_CARDS - 1);
    assert_true(game()->is_over(session->state));
    assert_int_equal(game()->to_move(session->state), MM_NOBODY);
    assert_int_equal(s->end, MOR_END_OUTERMOST);
    assert_int_equal(s->ndraw, ndraw);
    assert_int_equal(s->nhand[1], 2);
    mm_move_list list;
    mm_move_list_init(&list);
    game()->legal_moves(session->state, &list);
    assert_int_equal(list.n, 0);
    mm_move_list_free(&list);
    mm_session_free(session);
}

/* Skipping occupied cards onto the outermost card ends the game too. */
static void test_jump_over_occupied_cards_onto_the_outermost_ends_the_game(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    /* Arrangement: Y on 14, H on 15, O on 16: Y jumps to 17. */
    set_positions(s, 15, 0, 16, 14, 0);
    set_hand(s, 0, one(Y, 0), two(H, G), one(P, 0));
    mm_test_play(session, "Y>Y");
    assert_int_equal(s->pos[Y], 17);
    assert_int_equal(s->end, MOR_END_OUTERMOST);
    mm_session_free(session);
}

/* At the end every player reveals the secret tile. That reveal is hidden
 * information becoming known, so the game-ending move must count as
 * revealing: otherwise a human could undo it after seeing all tiles. */
static void test_game_end_reveals_secret_tiles_and_blocks_undo(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    /* Arrangement: G on 16; seat 1 (human) ends the game with G>G. */
    set_positions(s, 0, 16, 3, 5, 0);
    set_hand(s, 0, one(G, 0), two(H, Y), one(P, 0));
    mm_events ev;
    char why[MM_REASON_MAX] = "";
    assert_true(mm_session_play(session, 0, "G>G", &ev, why, sizeof why));
    assert_true(game()->is_over(session->state));
    mm_state *view = game()->view_for(session->state, 0);
    bool tile_shown = mor_from(view)->tile[1] == s->tile[1];
    game()->free(view);
    bool can_undo = mm_session_can_undo(session, why, sizeof why);
    mm_session_free(session);
    /* The tiles are public now... */
    assert_true(tile_shown);
    /* ...so the human must not be able to take the final move back. */
    if (can_undo)
        fail_msg("the game-ending move can be undone after the secret tiles were shown "
                 "(apply did not set events->revealed when the game ended)");
    /* The session refuses undo once a game is over, before asking about
     * revealed information; the move still reports that it revealed. */
    mm_test_assert_contains(why, "can't be taken back");
    assert_true(ev.revealed);
}

/* The same for the other ending: the supernova end also shows the tiles. */
static void test_supernova_end_reveals_secret_tiles_and_blocks_undo(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    /* Arrangement: pile empty, P still at home (card 0): seat 1's bet ends the
     * game because seat 2 would have to draw the home planet. */
    empty_draw_pile(s);
    set_positions(s, 3, 5, 7, 9, 0);
    set_hand(s, 0, one(O, 0), two(G, Y), one(G, 0));
    mm_events ev;
    char why[MM_REASON_MAX] = "";
    assert_true(mm_session_play(session, 0, "O*", &ev, why, sizeof why));
    bool over = s->end == MOR_END_SUPERNOVA;
    bool can_undo = mm_session_can_undo(session, why, sizeof why);
    mm_session_free(session);
    assert_true(over);
    if (can_undo)
        fail_msg("the move that ended the game in the supernova can be undone after the "
                 "secret tiles were shown");
    assert_true(ev.revealed);
}

/* ================================================================ scoring */

/* Gives each of 5 seats the tile and setup card of "its" monster (seat i:
 * monster i), so seat i scores twice the points of monster i. */
static void bet_each_seat_on_its_monster(mor_state *s)
{
    for (int i = 0; i < 5; i++) {
        s->tile[i] = i;
        set_bets(s, i, 1, MOR_FAVOURITE_CARD(i), -1);
    }
}

/* Wertung: I..V from the furthest out inwards, worth 0, 3, 2, 1, -1. */
static void test_scoring_by_place_is_0_3_2_1_minus_1(void **state)
{
    (void)state;
    mm_session *session = new_game(5);
    mor_state *s = st(session);
    /* Arrangement: H 10 (I), G 8 (II), O 6 (III), Y 4 (IV), P 2 (V). */
    set_positions(s, 10, 8, 6, 4, 2);
    bet_each_seat_on_its_monster(s);
    int place[MOR_NMONSTERS];
    mor_places(s, place);
    assert_int_equal(place[H], 0);
    assert_int_equal(place[G], 1);
    assert_int_equal(place[O], 2);
    assert_int_equal(place[Y], 3);
    assert_int_equal(place[P], 4);
    mm_result r;
    game()->result(session->state, &r);
    assert_int_equal(r.nseats, 5);
    int expect[5] = {0, 6, 4, 2, -2};
    for (int i = 0; i < 5; i++) {
        assert_int_equal(r.total[i], expect[i]);
        assert_int_equal(r.rows[0].value[i], expect[i] / 2); /* the tile */
        assert_int_equal(r.rows[1].value[i], expect[i] / 2); /* the card */
    }
    /* The monster in front does not win the most: seat 2 (II) wins. */
    for (int i = 0; i < 5; i++)
        assert_int_equal(r.winner[i], i == 1);
    mm_session_free(session);
}

/* The order is by position, not by which monster it is: reversed positions
 * reverse the points. */
static void test_scoring_follows_positions(void **state)
{
    (void)state;
    mm_session *session = new_game(5);
    mor_state *s = st(session);
    /* Arrangement: P 12 (I), Y 9 (II), O 7 (III), G 3 (IV), H 1 (V). */
    set_positions(s, 1, 3, 7, 9, 12);
    bet_each_seat_on_its_monster(s);
    mm_result r;
    game()->result(session->state, &r);
    int expect[5] = {-2, 2, 4, 6, 0};
    for (int i = 0; i < 5; i++)
        assert_int_equal(r.total[i], expect[i]);
    mm_session_free(session);
}

/* Two monsters still on the innermost card share the last place (-1 each);
 * tile IV is not given. */
static void test_two_monsters_left_home_share_last_place(void **state)
{
    (void)state;
    mm_session *session = new_game(5);
    mor_state *s = st(session);
    /* Arrangement: H and G at home, O 5 (I), Y 3 (II), P 1 (III). */
    set_positions(s, 0, 0, 5, 3, 1);
    bet_each_seat_on_its_monster(s);
    int place[MOR_NMONSTERS];
    mor_places(s, place);
    assert_int_equal(place[O], 0);
    assert_int_equal(place[Y], 1);
    assert_int_equal(place[P], 2);
    assert_int_equal(place[H], 4);
    assert_int_equal(place[G], 4);
    for (int m = 0; m < MOR_NMONSTERS; m++)
        assert_int_not_equal(place[m], 3); /* nobody gets IV */
    mm_result r;
    game()->result(session->state, &r);
    int expect[5] = {-2, -2, 0, 6, 4};
    for (int i = 0; i < 5; i++)
        assert_int_equal(r.total[i], expect[i]);
    mm_session_free(session);
}

static void test_three_monsters_left_home_share_last_place(void **state)
{
    (void)state;
    mm_session *session = new_game(5);
    mor_state *s = st(session);
    /* Arrangement: H, G, O at home, Y 5 (I), P 2 (II); III and IV unused. */
    set_positions(s, 0, 0, 0, 5, 2);
    bet_each_seat_on_its_monster(s);
    int place[MOR_NMONSTERS];
    mor_places(s, place);
    assert_int_equal(place[Y], 0);
    assert_int_equal(place[P], 1);
    assert_int_equal(place[H], 4);
    assert_int_equal(place[G], 4);
    assert_int_equal(place[O], 4);
    mm_result r;
    game()->result(session->state, &r);
    int expect[5] = {-2, -2, -2, 0, 6};
    for (int i = 0; i < 5; i++)
        assert_int_equal(r.total[i], expect[i]);
    mm_session_free(session);
}

/* The rulebook's example: player A bet twice on yellow (II) and once on green
 * (I): 3 + 3 + 0 = 6, with 3 points from the secret tile. */
static void test_rulebook_example_scores_6(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    /* Arrangement: G 12 (I), Y 10 (II), H 8, O 6, P 4. Seat 1: tile Y, open
     * cards Y (planet card) and G (setup card). Seat 2: tile O, card H. */
    set_positions(s, 8, 12, 6, 10, 4);
    s->tile[0] = Y;
    set_bets(s, 0, 2, MOR_FAVOURITE_CARD(G), one(Y, 0));
    s->tile[1] = O;
    set_bets(s, 1, 1, MOR_FAVOURITE_CARD(H), -1);
    mm_result r;
    game()->result(session->state, &r);
    assert_int_equal(r.total[0], 6);
    assert_int_equal(r.rows[0].value[0], 3);
    assert_int_equal(r.rows[1].value[0], 3);
    assert_int_equal(r.rows[2].value[0], 6);
    assert_int_equal(r.total[1], 1 + 2);
    assert_true(r.winner[0]);
    assert_false(r.winner[1]);
    mm_session_free(session);
}

/* Every card and tile on the same monster scores on its own. */
static void test_each_duplicate_bet_scores(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    /* Arrangement: Y is II (3 points); seat 1 has tile Y and two open Y. */
    set_positions(s, 8, 12, 6, 10, 4);
    s->tile[0] = Y;
    set_bets(s, 0, 2, one(Y, 0), one(Y, 1));
    s->tile[1] = H;
    set_bets(s, 1, 1, MOR_FAVOURITE_CARD(P), -1);
    mm_result r;
    game()->result(session->state, &r);
    assert_int_equal(r.total[0], 9);
    assert_int_equal(r.rows[1].value[0], 6);
    /* Duplicates of a losing monster cost each: P is V (-1). */
    set_bets(s, 1, 2, one(P, 0), one(P, 1));
    s->tile[1] = P;
    game()->result(session->state, &r);
    assert_int_equal(r.total[1], -3);
    mm_session_free(session);
}

/* The breakdown: tile row + cards row = total row = total. */
static void test_result_rows_add_up_to_the_total(void **state)
{
    (void)state;
    mm_session *session = new_game(4);
    mor_state *s = st(session);
    set_positions(s, 4, 1, 9, 0, 6);
    mm_result r;
    game()->result(session->state, &r);
    assert_int_equal(r.nrows, 3);
    for (int i = 0; i < 4; i++) {
        assert_int_equal(r.rows[0].value[i] + r.rows[1].value[i], r.total[i]);
        assert_int_equal(r.rows[2].value[i], r.total[i]);
    }
    mm_session_free(session);
}

/* Gleichstand: equal totals -> the higher points of the secret tile win. */
static void test_tie_is_broken_by_the_secret_tile(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    /* Arrangement: G 12 (I), Y 10 (II), H 8 (III), O 6 (IV), P 4 (V).
     * Seat 1: tile Y (3) + card G (0) = 3. Seat 2: tile G (0) + card Y (3) = 3. */
    set_positions(s, 8, 12, 6, 10, 4);
    s->tile[0] = Y;
    set_bets(s, 0, 1, MOR_FAVOURITE_CARD(G), -1);
    s->tile[1] = G;
    set_bets(s, 1, 1, MOR_FAVOURITE_CARD(Y), -1);
    mm_result r;
    game()->result(session->state, &r);
    assert_int_equal(r.total[0], 3);
    assert_int_equal(r.total[1], 3);
    assert_true(r.winner[0]);
    assert_false(r.winner[1]);
    mm_test_assert_contains(r.note, "secret favourite tile");
    mm_session_free(session);
}

/* Only the players tied for the lead take part in the tie-break: a better
 * tile with fewer points does not win. */
static void test_tie_break_only_among_tied_players(void **state)
{
    (void)state;
    mm_session *session = new_game(3);
    mor_state *s = st(session);
    /* Arrangement: G I(0), Y II(3), H III(2), O IV(1), P V(-1).
     * Seat 1: tile O (1) + Y (3) = 4. Seat 2: tile P (-1) + Y (3) + H (2) = 4.
     * Seat 3: tile Y (3) + G (0) = 3. */
    set_positions(s, 8, 12, 6, 10, 4);
    s->tile[0] = O;
    set_bets(s, 0, 1, MOR_FAVOURITE_CARD(Y), -1);
    s->tile[1] = P;
    set_bets(s, 1, 2, one(Y, 0), one(H, 0));
    s->tile[2] = Y;
    set_bets(s, 2, 1, MOR_FAVOURITE_CARD(G), -1);
    mm_result r;
    game()->result(session->state, &r);
    assert_int_equal(r.total[0], 4);
    assert_int_equal(r.total[1], 4);
    assert_int_equal(r.total[2], 3);
    assert_true(r.winner[0]);
    assert_false(r.winner[1]);
    assert_false(r.winner[2]);
    mm_session_free(session);
}

/* Equal totals and equal tile points (only possible for two tiles on monsters
 * sharing last place): the win is shared. */
static void test_full_tie_is_a_shared_win(void **state)
{
    (void)state;
    mm_session *session = new_game(3);
    mor_state *s = st(session);
    /* Arrangement: H, G at home (both V, -1), O 9 (I), Y 6 (II), P 3 (III).
     * Seat 1: tile H (-1) + Y (3) = 2. Seat 2: tile G (-1) + Y (3) = 2.
     * Seat 3: tile O (0) + O (0) = 0. */
    set_positions(s, 0, 0, 9, 6, 3);
    s->tile[0] = H;
    set_bets(s, 0, 1, MOR_FAVOURITE_CARD(Y), -1);
    s->tile[1] = G;
    set_bets(s, 1, 1, one(Y, 0), -1);
    s->tile[2] = O;
    set_bets(s, 2, 1, MOR_FAVOURITE_CARD(O), -1);
    mm_result r;
    game()->result(session->state, &r);
    assert_int_equal(r.total[0], 2);
    assert_int_equal(r.total[1], 2);
    assert_true(r.winner[0]);
    assert_true(r.winner[1]);
    assert_false(r.winner[2]);
    mm_test_assert_contains(r.note, "shared");
    mm_session_free(session);
}

/* ========================================================= illegal moves */

static void test_move_out_of_turn_is_rejected(void **state)
{
    (void)state;
    mm_session *session = new_game(3);
    mor_state *s = st(session);
    set_hand(s, 1, one(O, 0), one(G, 0), -1);
    char why[MM_REASON_MAX] = "";
    assert_false(game()->validate(session->state, 1, "O>O", why, sizeof why));
    assert_string_equal(why, "It is Player 1's turn.");
    assert_false(mm_session_play(session, 2, "O>O", NULL, why, sizeof why));
    mm_test_assert_contains(why, "It is Player 1's turn.");
    assert_int_equal(mm_session_nmoves(session), 0);
    mm_session_free(session);
}

static void test_card_not_in_hand_is_rejected(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    set_hand(s, 0, one(O, 0), two(H, G), fav_swap(0));
    mm_test_reject(session, "Y>Y", "You have no Y card in your hand.");
    mm_test_reject(session, "Y*", "You have no Y card in your hand.");
    mm_test_reject(session, "GO>G", "You have no GO card in your hand.");
    mm_test_reject(session, "PS -", "You have no PS card in your hand.");
    mm_session_free(session);
}

static void test_malformed_moves_are_rejected_with_reasons(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    set_hand(s, 0, one(O, 0), two(H, G), fav_swap(0));
    static const struct {
        const char *move, *fragment;
    } cases[] = {
        {"", "is not a move"},
        {"X", "'X' is not a move"},
        {"HG", "'HG' is not a move"},
        {"HG>", "name the monster that jumps, as in HG>G"},
        {"HG>GX", "name the monster that jumps"},
        {"HG>Q", "name the monster that jumps"},
        {"HH>H", "no card shows the same monster twice"},
        {"O*GG", "write a bet as O* or, discarding, O*G"},
        {"O*Z", "write a bet as O*"},
        {"FS", "is not a move"},
        {"FS G", "write a favourite swap as FS G=2:P"},
        {"FS G=2", "write a favourite swap as"},
        {"FS G=x:P", "write a favourite swap as"},
        {"FS G=2:PX", "write a favourite swap as"},
        {"FS G=9:P", "write a favourite swap as"},
        {"PS G", "write a position swap as PS G=P"},
        {"PS G=PX", "write a position swap as"},
        {"PS -x", "write a position swap as"},
        {" O>O", "is not a move"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        mm_test_reject(session, cases[i].move, cases[i].fragment);
    mm_session_free(session);
}

/* validate is a pure function: it never changes the state, legal or not. */
static void test_validate_never_changes_the_state(void **state)
{
    (void)state;
    static const char *const probes[] = {"HG>G", "O>O", "O*", "O*G", "FS -", "FS G=2:P",
                                         "PS -", "PS G=P", "", "junk", "Y*H", "HY>Y"};
    for (uint64_t seed = 1; seed <= 6; seed++) {
        mm_session *session = new_game_opts(3, seed, NULL);
        mm_rng rng;
        mm_rng_seed(&rng, seed);
        while (!game()->is_over(session->state)) {
            mm_move_list list;
            mm_move_list_init(&list);
            game()->legal_moves(session->state, &list);
            mor_state before;
            memcpy(&before, session->state, sizeof before);
            char why[MM_REASON_MAX];
            for (int seat = 0; seat < 3; seat++) {
                for (size_t k = 0; k < sizeof probes / sizeof probes[0]; k++)
                    game()->validate(session->state, seat, probes[k], why, sizeof why);
                for (int i = 0; i < list.n; i++)
                    game()->validate(session->state, seat, list.items[i], why, sizeof why);
            }
            assert_memory_equal(&before, session->state, sizeof before);
            mm_test_play(session, list.items[mm_rng_below(&rng, (uint32_t)list.n)]);
            mm_move_list_free(&list);
        }
        mm_session_free(session);
    }
}

/* Every listed legal move validates, and every move that validates for some
 * hand card is listed (up to equivalent spellings). */
static void test_legal_moves_all_validate(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 10; seed++) {
        mm_session *session = new_game_opts(4, seed, NULL);
        mm_rng rng;
        mm_rng_seed(&rng, seed + 100);
        while (!game()->is_over(session->state)) {
            mm_move_list list;
            mm_move_list_init(&list);
            game()->legal_moves(session->state, &list);
            assert_true(list.n > 0);
            int seat = game()->to_move(session->state);
            for (int i = 0; i < list.n; i++) {
                char why[MM_REASON_MAX] = "";
                if (!game()->validate(session->state, seat, list.items[i], why, sizeof why))
                    fail_msg("legal move '%s' rejected: %s", list.items[i], why);
            }
            mm_test_play(session, list.items[mm_rng_below(&rng, (uint32_t)list.n)]);
            mm_move_list_free(&list);
        }
        mm_session_free(session);
    }
}

static void test_no_move_is_accepted_after_the_game_ended(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    set_positions(s, 0, 16, 3, 5, 0);
    set_hand(s, 0, one(G, 0), two(H, Y), one(P, 0));
    mm_test_play(session, "G>G");
    char why[MM_REASON_MAX] = "";
    for (int seat = 0; seat < 2; seat++) {
        assert_false(game()->validate(session->state, seat, "HY>H", why, sizeof why));
        assert_string_equal(why, "The game is over.");
    }
    mm_session_free(session);
}

/* ===================================================== hidden information */

static mm_session *game_in_progress(int nseats, int nmoves)
{
    mm_session *session = new_game_opts(nseats, 1234, NULL);
    mm_rng rng;
    mm_rng_seed(&rng, 99);
    for (int i = 0; i < nmoves && !game()->is_over(session->state); i++) {
        mm_move_list list;
        mm_move_list_init(&list);
        game()->legal_moves(session->state, &list);
        mm_test_play(session, list.items[mm_rng_below(&rng, (uint32_t)list.n)]);
        mm_move_list_free(&list);
    }
    return session;
}

static void test_view_hides_what_the_seat_cannot_know(void **state)
{
    (void)state;
    mm_session *session = game_in_progress(4, 9);
    const mor_state *s = st(session);
    for (int seat = 0; seat < 4; seat++) {
        mm_state *view = game()->view_for(session->state, seat);
        const mor_state *v = mor_from(view);
        for (int i = 0; i < 4; i++) {
            assert_int_equal(v->nhand[i], s->nhand[i]);
            for (int k = 0; k < v->nhand[i]; k++)
                assert_int_equal(v->hand[i][k], i == seat ? s->hand[i][k] : MOR_HIDDEN);
            assert_int_equal(v->tile[i], i == seat ? s->tile[i] : MOR_HIDDEN);
            /* Open favourites are public. */
            assert_int_equal(v->nbets[i], s->nbets[i]);
            assert_memory_equal(v->bets[i], s->bets[i], (size_t)s->nbets[i] * sizeof(int));
        }
        assert_int_equal(v->ndraw, s->ndraw);
        for (int i = 0; i < v->ndraw; i++)
            assert_int_equal(v->draw[i], MOR_HIDDEN);
        for (int p = 0; p < MOR_TRACK_CARDS; p++)
            assert_int_equal(v->track[p], MOR_HIDDEN);
        /* Public: positions, discard pile, whose turn. */
        assert_memory_equal(v->pos, s->pos, sizeof s->pos);
        assert_int_equal(v->ndiscard, s->ndiscard);
        assert_memory_equal(v->discard, s->discard, (size_t)s->ndiscard * sizeof(int));
        assert_int_equal(v->current, s->current);
        /* The RNG would predict the draw pile: it is replaced. */
        assert_memory_not_equal(&v->rng, &s->rng, sizeof s->rng);
        game()->free(view);
    }
    mm_session_free(session);
}

static void test_spectator_view_hides_all_hands_and_tiles(void **state)
{
    (void)state;
    mm_session *session = game_in_progress(3, 4);
    mm_state *view = game()->view_for(session->state, MM_SPECTATOR);
    const mor_state *v = mor_from(view);
    for (int i = 0; i < 3; i++) {
        for (int k = 0; k < v->nhand[i]; k++)
            assert_int_equal(v->hand[i][k], MOR_HIDDEN);
        assert_int_equal(v->tile[i], MOR_HIDDEN);
    }
    game()->free(view);
    mm_session_free(session);
}

/* Jeder Spieler deckt sein Favoriten-Plättchen auf: at the end the tiles are
 * public, hands stay hidden. */
static void test_view_shows_all_tiles_after_the_game(void **state)
{
    (void)state;
    mm_session *session = new_game(3);
    mor_state *s = st(session);
    set_positions(s, 0, 16, 3, 5, 0);
    set_hand(s, 0, one(G, 0), two(H, Y), one(P, 0));
    mm_test_play(session, "G>G");
    mm_state *view = game()->view_for(session->state, 2);
    const mor_state *v = mor_from(view);
    for (int i = 0; i < 3; i++)
        assert_int_equal(v->tile[i], s->tile[i]);
    assert_int_equal(v->hand[0][0], MOR_HIDDEN);
    game()->free(view);
    mm_session_free(session);
}

/* Determinizing a view fills every hidden slot so that the cards add up: each
 * planet card exactly once, what the seat knows unchanged. Checked after every
 * move of whole games, so it covers the supernova too. */
static void test_determinize_fills_hidden_slots_consistently(void **state)
{
    (void)state;
    mm_rng rng;
    mm_rng_seed(&rng, 5);
    for (uint64_t seed = 1; seed <= 8; seed++) {
        int n = 2 + (int)(seed % 4);
        mm_session *session = new_game_opts(n, seed, NULL);
        bool saw_supernova = false;
        while (!game()->is_over(session->state)) {
            const mor_state *s = st(session);
            saw_supernova |= s->track_inner > 0;
            for (int seat = 0; seat < n; seat++) {
                mm_state *view = game()->view_for(session->state, seat);
                game()->determinize(view, seat, &rng);
                const mor_state *v = mor_from(view);
                assert_planet_cards_once(v);
                assert_memory_equal(v->hand[seat], s->hand[seat], sizeof s->hand[seat]);
                assert_memory_equal(v->pos, s->pos, sizeof s->pos);
                assert_memory_equal(v->bets, s->bets, sizeof s->bets);
                assert_int_equal(v->ndiscard, s->ndiscard);
                assert_int_equal(v->ndraw, s->ndraw);
                assert_int_equal(v->track_inner, s->track_inner);
                assert_int_equal(v->tile[seat], s->tile[seat]);
                bool tile_used[MOR_NMONSTERS] = {false};
                for (int i = 0; i < n; i++) {
                    assert_in_range(v->tile[i], 0, MOR_NMONSTERS - 1);
                    assert_false(tile_used[v->tile[i]]);
                    tile_used[v->tile[i]] = true;
                }
                /* The determinized world is playable: its legal moves validate. */
                mm_move_list list;
                mm_move_list_init(&list);
                game()->legal_moves(view, &list);
                assert_true(list.n > 0);
                game()->free(view);
                mm_move_list_free(&list);
            }
            mm_move_list list;
            mm_move_list_init(&list);
            game()->legal_moves(session->state, &list);
            mm_test_play(session, list.items[mm_rng_below(&rng, (uint32_t)list.n)]);
            mm_move_list_free(&list);
        }
        (void)saw_supernova;
        mm_session_free(session);
    }
}

/* Two determinizations of the same view differ (the hidden cards really are
 * guessed), while the seat's own hand is the same in both. */
static void test_determinize_guesses_differently_each_time(void **state)
{
    (void)state;
    mm_session *session = game_in_progress(4, 3);
    mm_rng rng;
    mm_rng_seed(&rng, 77);
    mm_state *a = game()->view_for(session->state, 0);
    mm_state *b = game()->view_for(session->state, 0);
    game()->determinize(a, 0, &rng);
    game()->determinize(b, 0, &rng);
    assert_memory_not_equal(mor_from(a)->draw, mor_from(b)->draw, sizeof mor_from(a)->draw);
    assert_memory_equal(mor_from(a)->hand[0], mor_from(b)->hand[0], sizeof mor_from(a)->hand[0]);
    game()->free(a);
    game()->free(b);
    mm_session_free(session);
}

static void test_game_hides_information(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    assert_true(game()->hides_information(session->state));
    mm_session_free(session);
}

/* ================================================================ misc */

static void test_describe_move_names_the_target_planet(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mor_state *s = st(session);
    /* Arrangement: G on 2, H on 3: G jumps to planet 4 (1-based 5). */
    set_positions(s, 3, 2, 0, 0, 0);
    char buf[256];
    game()->describe_move(session->state, "HG>G", buf, sizeof buf);
    assert_string_equal(buf, "Play HG: the green monster jumps to planet 5.");
    game()->describe_move(session->state, "O*Y", buf, sizeof buf);
    assert_string_equal(buf, "Bet openly on the orange monster and discard the yellow favourite.");
    mm_session_free(session);
}

static void test_card_set_matches_the_rulebook(void **state)
{
    (void)state;
    /* 20 two-monster cards (each pair twice), 25 one-monster (5 each), 5 FS,
     * 5 PS; ids 55-59 are the setup favourites. */
    int pairs[5][5] = {{0}}, ones[5] = {0}, fs = 0, ps = 0;
    for (int c = 0; c < MOR_NPLANET_CARDS; c++) {
        mor_card k = mor_card_info(c);
        switch (k.kind) {
        case MOR_CARD_TWO:
            assert_true(k.a < k.b);
            pairs[k.a][k.b]++;
            break;
        case MOR_CARD_ONE:
            ones[k.a]++;
            break;
        case MOR_CARD_FAV_SWAP:
            fs++;
            break;
        case MOR_CARD_POS_SWAP:
            ps++;
            break;
        case MOR_CARD_FAVOURITE:
            fail_msg("planet card %d is a favourite card", c);
        }
    }
    for (int a = 0; a < 5; a++) {
        assert_int_equal(ones[a], 5);
        for (int b = a + 1; b < 5; b++)
            assert_int_equal(pairs[a][b], 2);
    }
    assert_int_equal(fs, 5);
    assert_int_equal(ps, 5);
    for (int m = 0; m < 5; m++) {
        mor_card k = mor_card_info(MOR_FAVOURITE_CARD(m));
        assert_int_equal(k.kind, MOR_CARD_FAVOURITE);
        assert_int_equal(k.a, m);
    }
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_card_set_matches_the_rulebook),
        cmocka_unit_test(test_setup_deals_one_open_card_and_one_secret_tile_each),
        cmocka_unit_test(test_setup_favourites_are_random),
        cmocka_unit_test(test_cards_are_the_rulebooks),
        cmocka_unit_test(test_setup_spiral_has_18_cards_and_pile_the_rest),
        cmocka_unit_test(test_setup_all_monsters_start_on_home_planet),
        cmocka_unit_test(test_setup_hands_two_cards_starter_three),
        cmocka_unit_test(test_option_first_chooses_the_starting_seat),
        cmocka_unit_test(test_random_starter_can_be_any_seat),
        cmocka_unit_test(test_turn_passes_clockwise_and_next_player_draws_top_card),
        cmocka_unit_test(test_two_monster_card_moves_the_chosen_monster),
        cmocka_unit_test(test_two_monster_card_can_move_either_monster),
        cmocka_unit_test(test_two_monster_card_rejects_a_monster_it_does_not_show),
        cmocka_unit_test(test_two_monster_card_cannot_be_laid_as_favourite),
        cmocka_unit_test(test_jump_goes_to_the_next_card_when_it_is_free),
        cmocka_unit_test(test_jump_skips_occupied_cards),
        cmocka_unit_test(test_jump_from_home_skips_occupied_cards),
        cmocka_unit_test(test_home_planet_holds_many_monsters),
        cmocka_unit_test(test_one_monster_card_moves_its_monster),
        cmocka_unit_test(test_one_monster_card_rejects_another_monster),
        cmocka_unit_test(test_one_monster_card_can_be_laid_as_open_favourite),
        cmocka_unit_test(test_bet_with_two_open_favourites_requires_a_discard),
        cmocka_unit_test(test_bet_discarding_with_fewer_than_two_favourites_is_rejected),
        cmocka_unit_test(test_bet_discarding_a_favourite_you_do_not_have_is_rejected),
        cmocka_unit_test(test_bet_with_discard_replaces_the_chosen_old_favourite),
        cmocka_unit_test(test_setup_favourite_card_can_be_discarded),
        cmocka_unit_test(test_discarding_one_of_two_equal_favourites_keeps_the_other),
        cmocka_unit_test(test_secret_tile_cannot_be_discarded_or_swapped),
        cmocka_unit_test(test_favourite_swap_exchanges_cards_between_seats),
        cmocka_unit_test(test_favourite_swap_needs_your_own_favourite),
        cmocka_unit_test(test_favourite_swap_needs_their_favourite),
        cmocka_unit_test(test_favourite_swap_of_the_same_monster_is_rejected),
        cmocka_unit_test(test_favourite_swap_with_yourself_is_rejected),
        cmocka_unit_test(test_favourite_swap_void_only_when_no_swap_is_possible),
        cmocka_unit_test(test_position_swap_of_neighbours_with_free_cards_between),
        cmocka_unit_test(test_position_swap_with_a_monster_between_is_rejected),
        cmocka_unit_test(test_position_swap_on_the_same_card_is_rejected),
        cmocka_unit_test(test_position_swap_with_a_monster_at_home),
        cmocka_unit_test(test_position_swap_void_only_while_all_monsters_are_home),
        cmocka_unit_test(test_supernova_draws_the_innermost_spiral_card),
        cmocka_unit_test(test_game_ends_when_the_card_to_draw_carries_a_monster),
        cmocka_unit_test(test_supernova_ends_at_once_while_a_monster_is_home),
        cmocka_unit_test(test_supernova_continues_when_the_monster_leaves_the_inner_card),
        cmocka_unit_test(test_game_ends_when_a_monster_reaches_the_outermost_card),
        cmocka_unit_test(test_jump_over_occupied_cards_onto_the_outermost_ends_the_game),
        cmocka_unit_test(test_game_end_reveals_secret_tiles_and_blocks_undo),
        cmocka_unit_test(test_supernova_end_reveals_secret_tiles_and_blocks_undo),
        cmocka_unit_test(test_scoring_by_place_is_0_3_2_1_minus_1),
        cmocka_unit_test(test_scoring_follows_positions),
        cmocka_unit_test(test_two_monsters_left_home_share_last_place),
        cmocka_unit_test(test_three_monsters_left_home_share_last_place),
        cmocka_unit_test(test_rulebook_example_scores_6),
        cmocka_unit_test(test_each_duplicate_bet_scores),
        cmocka_unit_test(test_result_rows_add_up_to_the_total),
        cmocka_unit_test(test_tie_is_broken_by_the_secret_tile),
        cmocka_unit_test(test_tie_break_only_among_tied_players),
        cmocka_unit_test(test_full_tie_is_a_shared_win),
        cmocka_unit_test(test_move_out_of_turn_is_rejected),
        cmocka_unit_test(test_card_not_in_hand_is_rejected),
        cmocka_unit_test(test_malformed_moves_are_rejected_with_reasons),
        cmocka_unit_test(test_validate_never_changes_the_state),
        cmocka_unit_test(test_legal_moves_all_validate),
        cmocka_unit_test(test_no_move_is_accepted_after_the_game_ended),
        cmocka_unit_test(test_view_hides_what_the_seat_cannot_know),
        cmocka_unit_test(test_spectator_view_hides_all_hands_and_tiles),
        cmocka_unit_test(test_view_shows_all_tiles_after_the_game),
        cmocka_unit_test(test_determinize_fills_hidden_slots_consistently),
        cmocka_unit_test(test_determinize_guesses_differently_each_time),
        cmocka_unit_test(test_game_hides_information),
        cmocka_unit_test(test_describe_move_names_the_target_planet),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
