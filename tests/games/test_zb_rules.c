/* SPDX-License-Identifier: MIT */
/* Zombeasts: the deck, setup, moons, Zombeast attacks and jokers, one or more
 * tests per rule of the rulebook (/work/shared/rules/zombeasts.de-en-fr-nl.txt)
 * and of our deck design (docs/games/zombeasts.md). Drawing, empty hands and
 * the end are in test_zb_turns.c, the master variant in test_zb_master.c.
 *
 * Positions are arranged by card codes with zt_arrange; moves then go through
 * the session, so validation, application and recording are all exercised. */
#include "test_zb_support.h"

#include "monstermoon/ai.h"

#include <stdio.h>
#include <string.h>

/* ====================================================================== deck */

/* 90 cards: 20 each in blue, orange, red and green, plus 10 white jokers. */
static void test_deck_has_20_cards_per_colour_and_10_jokers(void **state)
{
    (void)state;
    int per_colour[ZB_NCOLOURS] = {0};
    for (int c = 0; c < ZB_NCARDS; c++)
        per_colour[zb_card_info(c).colour]++;
    for (int col = ZB_BLUE; col <= ZB_GREEN; col++)
        assert_int_equal(per_colour[col], 20);
    assert_int_equal(per_colour[ZB_WHITE], 10);
}

/* Our design: per colour 5 cards of each animal and 10 cards of each
 * quarter, so every colour can make full moons on its own. */
static void test_deck_each_colour_has_5_of_each_animal_and_10_of_each_quarter(void **state)
{
    (void)state;
    for (int col = ZB_BLUE; col <= ZB_GREEN; col++) {
        int animals[ZB_NANIMALS] = {0}, quarters[2] = {0};
        for (int c = 0; c < ZB_NCARDS; c++) {
            zb_card k = zb_card_info(c);
            if ((int)k.colour != col)
                continue;
            assert_true(k.animal >= 0);
            animals[k.animal]++;
            quarters[k.quarter]++;
        }
        for (int a = 0; a < ZB_NANIMALS; a++)
            assert_int_equal(animals[a], 5);
        assert_int_equal(quarters[ZB_LEFT], 10);
        assert_int_equal(quarters[ZB_RIGHT], 10);
    }
}

/* Draw numbers 1-4 on coloured cards, victory points 5 minus the draw number
 * (green dog 4 / 1 point, green rat 1 / 4 points as in the rulebook). */
static void test_deck_victory_points_are_5_minus_the_draw_number(void **state)
{
    (void)state;
    int draws[5] = {0};
    for (int c = 0; c < ZB_NCOLOURED; c++) {
        zb_card k = zb_card_info(c);
        assert_in_range(k.draw, 1, 4);
        assert_int_equal(k.points, 5 - k.draw);
        draws[k.draw]++;
    }
    assert_int_equal(draws[1], 16);
    assert_int_equal(draws[2], 24);
    assert_int_equal(draws[3], 24);
    assert_int_equal(draws[4], 16);
}

/* Per colour, one card of each animal carries the animal's toy. */
static void test_deck_one_toy_per_animal_and_colour(void **state)
{
    (void)state;
    static const zb_toy toy_of[ZB_NANIMALS] = {ZB_BONE, ZB_MOUSE, ZB_PAW, ZB_CARROT};
    for (int col = ZB_BLUE; col <= ZB_WHITE; col++) {
        int toys[ZB_NANIMALS] = {0};
        for (int c = 0; c < ZB_NCARDS; c++) {
            zb_card k = zb_card_info(c);
            if ((int)k.colour != col || k.toy == ZB_TOY_NONE)
                continue;
            assert_int_equal(k.toy, toy_of[k.animal]);
            toys[k.animal]++;
        }
        for (int a = 0; a < ZB_NANIMALS; a++)
            assert_int_equal(toys[a], col == ZB_WHITE ? 0 : 1);
    }
}

/* Jokers: 5 left and 5 right quarters, draw number 0, no points, six of them
 * show an animal (every animal at least once) and four show none. */
static void test_deck_jokers(void **state)
{
    (void)state;
    int quarters[2] = {0}, with_animal = 0, animals[ZB_NANIMALS] = {0};
    for (int c = ZB_NCOLOURED; c < ZB_NCARDS; c++) {
        zb_card k = zb_card_info(c);
        assert_int_equal(k.colour, ZB_WHITE);
        assert_int_equal(k.draw, 0);
        assert_int_equal(k.points, 0);
        quarters[k.quarter]++;
        if (k.animal != ZB_NO_ANIMAL) {
            with_animal++;
            animals[k.animal]++;
        }
    }
    assert_int_equal(quarters[ZB_LEFT], 5);
    assert_int_equal(quarters[ZB_RIGHT], 5);
    assert_int_equal(with_animal, 6);
    for (int a = 0; a < ZB_NANIMALS; a++)
        assert_true(animals[a] >= 1);
}

/* The rulebook's example cards exist: Marie's green dog (draw 4, 1 point) and
 * green rat (draw 1, 4 points) share a quarter so the carrot can swap them,
 * her orange cat with draw number 2, the blue rabbit with the carrot, and
 * Nick's joker with a cat. */
static void test_deck_rulebook_example_cards_exist(void **state)
{
    (void)state;
    zb_card dog = zb_card_info(zt_card("Gd4R"));
    assert_int_equal(dog.colour, ZB_GREEN);
    assert_int_equal(dog.animal, ZB_DOG);
    assert_int_equal(dog.points, 1);
    zb_card rat = zb_card_info(zt_card("Gr1R"));
    assert_int_equal(rat.animal, ZB_RAT);
    assert_int_equal(rat.points, 4);
    assert_int_equal(rat.quarter, dog.quarter);
    zb_card cat = zb_card_info(zt_card("Oc2R"));
    assert_int_equal(cat.colour, ZB_ORANGE);
    assert_int_equal(cat.animal, ZB_CAT);
    assert_int_equal(cat.draw, 2);
    zb_card rabbit = zb_card_info(zt_card("Bb3R"));
    assert_int_equal(rabbit.animal, ZB_RABBIT);
    assert_int_equal(rabbit.toy, ZB_CARROT);
    zb_card joker = zb_card_info(zt_card("Wc0R"));
    assert_int_equal(joker.colour, ZB_WHITE);
    assert_int_equal(joker.animal, ZB_CAT);
}

/* Codes name cards uniquely, except that equal plain jokers share one. */
static void test_card_codes_are_unique_but_for_equal_jokers(void **state)
{
    (void)state;
    for (int a = 0; a < ZB_NCARDS; a++) {
        for (int b = a + 1; b < ZB_NCARDS; b++) {
            char ka[ZB_CODE_LEN], kb[ZB_CODE_LEN];
            zb_card_code(a, ka, sizeof ka);
            zb_card_code(b, kb, sizeof kb);
            if (strcmp(ka, kb) == 0)
                assert_memory_equal(&(zb_card[]){zb_card_info(a)}, &(zb_card[]){zb_card_info(b)},
                                    sizeof(zb_card));
        }
    }
}

/* ===================================================================== setup */

/* Each player gets 3 hand cards, 3 cards lie open as the stock, the rest is
 * the face-down draw pile. */
static void test_setup_deals_3_cards_each_and_an_open_stock_of_3(void **state)
{
    (void)state;
    for (int n = 2; n <= 4; n++) {
        mm_session *session = zt_new(n, false);
        const zb_state *s = zt_st(session);
        for (int p = 0; p < n; p++)
            assert_int_equal(s->nhand[p], 3);
        assert_int_equal(s->nstock, 3);
        assert_int_equal(s->npile, ZB_NCARDS - 3 * n - 3);
        assert_int_equal(s->phase, ZB_PHASE_PLAY);
        zt_assert_conserved(s);
        mm_session_free(session);
    }
}

/* The youngest starts: chosen in setup (option "first"), or at random. */
static void test_setup_starter_is_chosen_or_random(void **state)
{
    (void)state;
    const mm_game *g = mm_game_find("zombeasts");
    mm_seat seats[4];
    mm_test_human_seats(seats, 4);
    char why[MM_REASON_MAX];
    mm_options opts = {0};
    assert_true(mm_options_set(&opts, "first", "3"));
    mm_session *s = mm_session_new(g, &opts, seats, 4, 1, why, sizeof why);
    assert_non_null(s);
    assert_int_equal(g->to_move(s->state), 2);
    mm_session_free(s);
    bool started[4] = {false};
    for (uint64_t seed = 1; seed <= 40; seed++) {
        s = mm_session_new(g, NULL, seats, 4, seed, why, sizeof why);
        started[g->to_move(s->state)] = true;
        mm_session_free(s);
    }
    for (int i = 0; i < 4; i++)
        assert_true(started[i]);
}

/* For 2 to 4 players. */
static void test_setup_is_for_2_to_4_players(void **state)
{
    (void)state;
    const mm_game *g = mm_game_find("zombeasts");
    mm_seat seats[5];
    mm_test_human_seats(seats, 5);
    char why[MM_REASON_MAX];
    assert_null(mm_session_new(g, NULL, seats, 1, 1, why, sizeof why));
    assert_null(mm_session_new(g, NULL, seats, 5, 1, why, sizeof why));
    mm_test_assert_contains(why, "2 to 4");
}

/* ===================================================================== moons */

/* A card may begin a new moon; its quarter lies where it meets the others. */
static void test_a_card_starts_a_new_moon(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"Gd4R Od1L", "Rd1L"}, .stock = "Bd1L Bd2R Bd3L"});
    zt_play(g, "Gd4R>+");
    assert_string_equal(zt_moon(zt_st(g), 0, ZB_GREEN), "Gd4R .. .. ..");
    assert_int_equal(zt_st(g)->phase, ZB_PHASE_DRAW);
    assert_int_equal(zt_st(g)->to_draw, 4);
    mm_session_free(g);
}

/* ... or join one of your moons of the same colour. */
static void test_a_card_joins_your_moon_of_its_colour(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"Gd4R Od1L", "Rd1L"}, .moons = {"G:Gr2L"}});
    zt_play(g, "Gd4R>G");
    assert_string_equal(zt_moon(zt_st(g), 0, ZB_GREEN), "Gd4R Gr2L .. ..");
    mm_session_free(g);
}

/* A moon is of one colour: an orange card doesn't join a green moon, and
 * only your own moons can be built on. */
static void test_a_card_of_another_colour_does_not_fit(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"Od1L Gd4R", "Rd1L"}, .moons = {"G:Gr2L", "O:Oc2R"}});
    mm_test_reject(g, "Od1L>G",
                   "The ● orange dog doesn't fit your green moon: a moon has one colour.");
    mm_test_reject(g, "Od1L>O", "You have no orange moon.");
    mm_test_reject(g, "Rd1L>+", "You have no ▲ red dog in your hand.");
    mm_session_free(g);
}

/* White is a joker: it joins a moon of any colour. */
static void test_a_joker_joins_any_colour(void **state)
{
    (void)state;
    for (int col = ZB_BLUE; col <= ZB_GREEN; col++) {
        mm_session *g = zt_new(2, false);
        char moons[16], move[16];
        snprintf(moons, sizeof moons, "%c:%cd1L", "BORG"[col], "BORG"[col]);
        zt_arrange(g, &(zt_layout){.hands = {"W-0R Wc0L", "Rd4R"}, .moons = {moons}});
        snprintf(move, sizeof move, "W-0R>%c", "BORG"[col]);
        zt_play(g, move);
        assert_int_equal(zt_st(g)->moons[0][0].colour, col);
        mm_session_free(g);
    }
}

/* A moon holds two left and two right quarters: a third left quarter (or a
 * third right one) doesn't fit. */
static void test_a_third_left_or_right_quarter_does_not_fit(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(
        g, &(zt_layout){.hands = {"Gc1L Gd2R W-0L", "Rd1L"}, .moons = {"G:Gr2L,Gd1L B:Bd4R,Br1R"}});
    mm_test_reject(g, "Gc1L>G", "Your green moon already has both left quarters.");
    mm_test_reject(g, "W-0L>G", "Your green moon already has both left quarters.");
    assert_true(zt_legal(g, "Gd2R>G"));
    assert_true(zt_legal(g, "W-0L>B"));
    mm_test_reject(g, "Gd2R>B", "The ■ green dog doesn't fit your blue moon");
    mm_session_free(g);
    g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"Bd2R Od1L", "Rd1L"}, .moons = {"B:Bd4R,Br1R"}});
    mm_test_reject(g, "Bd2R>B", "Your blue moon already has both right quarters.");
    mm_session_free(g);
}

/* Only one moon per colour: a second red moon is refused, the red card goes
 * into the red moon instead. */
static void test_a_second_red_moon_is_refused(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"Rr1R Od1L", "Bd1L"}, .moons = {"R:Rd1L"}});
    mm_test_reject(g, "Rr1R>+", "You already have a red moon: add the card to it.");
    assert_true(zt_legal(g, "Rr1R>R"));
    assert_false(zt_legal(g, "Rr1R>+"));
    mm_session_free(g);
}

/* A moon of jokers only is the fifth, white moon; a second one is refused. */
static void test_only_one_white_moon(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"W-0R Od1L", "Bd2L"},
                               .moons = {"B:Bd1L O:Od2R R:Rd1L G:Gd1L W:Wc0L"}});
    mm_test_reject(g, "W-0R>+", "You already have a white moon");
    assert_true(zt_legal(g, "W-0R>W"));
    mm_session_free(g);
}

/* Four colours plus a white moon: up to five moons at once. */
static void test_up_to_five_moons(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(
        g, &(zt_layout){.hands = {"W-0R Od3L", "Bd2R"}, .moons = {"B:Bd1L O:Od2R R:Rd1L G:Gd1L"}});
    zt_play(g, "W-0R>+");
    assert_int_equal(zt_st(g)->nmoons[0], 5);
    assert_string_equal(zt_moon(zt_st(g), 0, ZB_WHITE), "W-0R .. .. ..");
    mm_session_free(g);
}

/* An unfinished white moon is taken over by a colour the player has no moon
 * of. */
static void test_a_colour_takes_over_the_white_moon(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"Rd2R Od1L", "Bd1L"}, .moons = {"W:Wc0L"}});
    const mm_events *ev = zt_play(g, "Rd2R>W");
    assert_true(zt_has_event(ev, ZB_EV_TAKEOVER));
    assert_string_equal(zt_moon(zt_st(g), 0, ZB_RED), "Rd2R Wc0L .. ..");
    assert_string_equal(zt_moon(zt_st(g), 0, ZB_WHITE), "-");
    mm_session_free(g);
}

/* ... but not by a colour the player already has a moon of. */
static void test_the_white_moon_cannot_become_a_second_red_one(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"Rd2R Od1L", "Bd1L"}, .moons = {"R:Rd1L W:W-0L"}});
    mm_test_reject(g, "Rd2R>W", "You already have a red moon: the white moon can't become");
    mm_session_free(g);
}

/* Four jokers make a full moon too. */
static void test_four_jokers_make_a_full_moon(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"W-0R Od1L", "Bd1L"}, .moons = {"W:Wc0L,W-0L,Wc0R"}});
    const mm_events *ev = zt_play(g, "W-0R>W");
    assert_true(zt_has_event(ev, ZB_EV_MOON));
    assert_int_equal(zt_st(g)->nwon[0], 4);
    assert_int_equal(zt_st(g)->nmoons[0], 0);
    mm_session_free(g);
}

/* A full moon goes face down to the points pile and its colour is free
 * again: the next card of that colour starts a new moon. */
static void test_a_full_moon_goes_to_the_points_pile_and_frees_its_colour(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"Gd1L Gb1R Od1L", "Bd1L"},
                               .moons = {"G:Gd4R,Gr2L,Gc2R"},
                               .stock = "Bd2R Bd3L Bd4R"});
    const mm_events *ev = zt_play(g, "Gd1L>G");
    assert_true(zt_has_event(ev, ZB_EV_MOON));
    const zb_state *s = zt_st(g);
    assert_int_equal(s->nwon[0], 4);
    assert_string_equal(zt_moon(s, 0, ZB_GREEN), "-");
    assert_int_equal(zb_points_won(s, 0), 1 + 3 + 3 + 4);
    /* The dog met another dog on its way into the moon: attack, and green is
     * free for a new moon. */
    assert_int_equal(s->phase, ZB_PHASE_FOLLOW);
    zt_play(g, "Gb1R>+");
    assert_string_equal(zt_moon(zt_st(g), 0, ZB_GREEN), "Gb1R .. .. ..");
    mm_session_free(g);
}

/* Four different Zombeasts in a full moon: one more card from the open stock
 * onto the points pile. The player chooses which. */
static void test_four_different_animals_take_a_bonus_card_from_the_stock(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"Gb2L Od1L", "Bd1L"},
                               .moons = {"G:Gd4R,Gr2L,Gc2R"},
                               .stock = "Rd1L Rc2R Rr3R"});
    zt_play(g, "Gb2L>G");
    assert_int_equal(zt_st(g)->phase, ZB_PHASE_BONUS);
    mm_test_reject(g, "pile", "Choose your bonus card");
    mm_test_reject(g, "bonus Bd1L", "The open stock has no ◆ blue dog.");
    const mm_events *ev = zt_play(g, "bonus Rd1L");
    assert_true(zt_has_event(ev, ZB_EV_BONUS));
    const zb_state *s = zt_st(g);
    assert_int_equal(s->nbonus[0], 1);
    assert_string_equal(zt_stock(s), "Rc2R Rr3R");
    mm_result r;
    g->game->result(g->state, &r);
    assert_int_equal(r.rows[0].value[0], 1 + 3 + 3 + 3);
    assert_int_equal(r.rows[1].value[0], 4);
    /* Then the draw by the rabbit's number. */
    assert_int_equal(s->phase, ZB_PHASE_DRAW);
    assert_int_equal(s->to_draw, 2);
    mm_session_free(g);
}

/* The bonus is optional ("darf ... nehmen"): the player may leave it, even
 * when the stock holds only one kind of card; the stock stays as it is. With
 * an empty stock there is no bonus to decide. */
static void test_bonus_is_optional(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"Gb2L Od1L", "Bd1L"},
                               .moons = {"G:Gd4R,Gr2L,Gc2R"},
                               .stock = "Rd1L"});
    zt_play(g, "Gb2L>G");
    assert_int_equal(zt_st(g)->phase, ZB_PHASE_BONUS);
    const mm_events *ev = zt_play(g, "bonus none");
    assert_true(zt_has_event(ev, ZB_EV_NO_BONUS));
    assert_false(zt_has_event(ev, ZB_EV_BONUS));
    const zb_state *s = zt_st(g);
    assert_int_equal(s->nbonus[0], 0);
    assert_string_equal(zt_stock(s), "Rd1L");
    assert_int_equal(s->phase, ZB_PHASE_DRAW);
    mm_test_reject(g, "bonus none", "no bonus card");
    mm_session_free(g);

    /* Taking it from a stock of one kind is still a choice the player makes. */
    g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"Gb2L Od1L", "Bd1L"},
                               .moons = {"G:Gd4R,Gr2L,Gc2R"},
                               .stock = "Rd1L"});
    zt_play(g, "Gb2L>G");
    zt_play(g, "bonus Rd1L");
    assert_int_equal(zt_st(g)->nbonus[0], 1);
    assert_int_equal(zt_st(g)->nstock, 0);
    mm_session_free(g);

    g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"Gb2L Od1L", "Bd1L"}, .moons = {"G:Gd4R,Gr2L,Gc2R"}});
    zt_play(g, "Gb2L>G");
    assert_int_equal(zt_st(g)->nbonus[0], 0);
    assert_int_equal(zt_st(g)->phase, ZB_PHASE_DRAW);
    mm_session_free(g);
}

/* The greedy player takes the bonus: a card of points is never worth less
 * than leaving it (even a 0-point joker, as when the bonus was forced). */
static void test_greedy_takes_the_bonus(void **state)
{
    (void)state;
    const char *stocks[] = {"Rd1L Rc2R Rr3R", "W-0L"};
    for (int k = 0; k < 2; k++) {
        mm_session *g = zt_new(2, false);
        zt_arrange(g, &(zt_layout){.hands = {"Gb2L Od1L", "Bd1L"},
                                   .moons = {"G:Gd4R,Gr2L,Gc2R"},
                                   .stock = stocks[k]});
        zt_play(g, "Gb2L>G");
        for (uint64_t seed = 1; seed <= 5; seed++) {
            mm_rng rng;
            mm_rng_seed(&rng, seed);
            char move[64];
            assert_true(mm_ai_choose(mm_ai_find("greedy"), g->game, g->state, 0, &rng, move,
                                     sizeof move));
            assert_true(strncmp(move, "bonus ", 6) == 0);
            assert_string_not_equal(move, "bonus none");
        }
        mm_session_free(g);
    }
}

/* A joker without an animal (or a repeated animal) spoils the bonus. */
static void test_no_bonus_without_four_different_animals(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"W-0L Od1L", "Bd1L"},
                               .moons = {"G:Gd4R,Gr1R,Gc1L"},
                               .stock = "Rd1L Rc2R Rr3R"});
    zt_play(g, "W-0L>G");
    assert_int_equal(zt_st(g)->nwon[0], 4);
    assert_int_equal(zt_st(g)->nbonus[0], 0);
    mm_session_free(g);
    /* A rabbit joker counts as the rabbit. */
    g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"Wb0R Od1L", "Bd1L"},
                               .moons = {"G:Gd1L,Gr1R,Gc1L"},
                               .stock = "Rd1L Rc2R Rr3R"});
    zt_play(g, "Wb0R>G");
    assert_int_equal(zt_st(g)->phase, ZB_PHASE_BONUS);
    mm_session_free(g);
}

/* ========================================================= Zombeast attack */

/* Nick plays a joker into his blue moon, which already shows a cat: the
 * joker's cat attacks and he may play a second card. */
static void test_nicks_joker_cat_attacks_and_allows_a_second_card(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"Wc0R Od1L", "Bd1L"}, .moons = {"B:Bc1L"}});
    const mm_events *ev = zt_play(g, "Wc0R>B");
    assert_true(zt_has_event(ev, ZB_EV_ATTACK));
    const zb_state *s = zt_st(g);
    assert_int_equal(s->phase, ZB_PHASE_FOLLOW);
    assert_true(s->extra_play);
    assert_true(zt_legal(g, "Od1L>+"));
    assert_true(zt_legal(g, "stop"));
    zt_play(g, "Od1L>+");
    assert_string_equal(zt_moon(zt_st(g), 0, ZB_ORANGE), ".. Od1L .. ..");
    /* The second card decides the draw. */
    assert_int_equal(zt_st(g)->to_draw, 1);
    mm_session_free(g);
}

/* Attacks chain: each card that meets its animal again allows another. */
static void test_attacks_chain(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g,
               &(zt_layout){.hands = {"Bc2R Gd2R Or1R Od1L", "Bd1L"}, .moons = {"B:Bc1L G:Gd1L"}});
    zt_play(g, "Bc2R>B");
    assert_int_equal(zt_st(g)->phase, ZB_PHASE_FOLLOW);
    zt_play(g, "Gd2R>G");
    assert_int_equal(zt_st(g)->phase, ZB_PHASE_FOLLOW);
    zt_play(g, "Or1R>+");
    const zb_state *s = zt_st(g);
    assert_int_equal(s->phase, ZB_PHASE_DRAW);
    assert_int_equal(s->to_draw, 1);
    assert_int_equal(s->laid, 3);
    assert_string_equal(zt_hand(s, 0), "Od1L");
    mm_session_free(g);
}

/* The attack counts also when the card completes the moon. */
static void test_an_attack_also_when_the_card_completes_the_moon(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"Bc4R Od1L", "Bd1L"}, .moons = {"B:Bc1L,Bd2R,Br2L"}});
    const mm_events *ev = zt_play(g, "Bc4R>B");
    assert_true(zt_has_event(ev, ZB_EV_MOON));
    assert_true(zt_has_event(ev, ZB_EV_ATTACK));
    assert_int_equal(zt_st(g)->phase, ZB_PHASE_FOLLOW);
    mm_session_free(g);
}

/* No attack without the same animal in that moon, and never from a joker
 * without an animal; a new moon never attacks. */
static void test_no_attack_without_the_same_animal(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        {"Bc2R", "Bc2R>B"}, {"W-0R", "W-0R>B"}, {"Bd2R", "Bd2R>B"}, {"Rd2R", "Rd2R>+"}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        mm_session *g = zt_new(2, false);
        char hand[32];
        snprintf(hand, sizeof hand, "%s Od1L", cases[i][0]);
        zt_arrange(g, &(zt_layout){.hands = {hand, "Bd1L"}, .moons = {"B:Br2L O:Od3L"}});
        const mm_events *ev = zt_play(g, cases[i][1]);
        assert_false(zt_has_event(ev, ZB_EV_ATTACK));
        /* A coloured card is followed by the draw, a joker (draw number 0) by
         * the next player's turn. */
        bool joker = cases[i][0][0] == 'W';
        assert_int_equal(zt_st(g)->phase, joker ? ZB_PHASE_PLAY : ZB_PHASE_DRAW);
        assert_int_equal(zt_st(g)->current, joker ? 1 : 0);
        mm_session_free(g);
    }
}

/* The extra card is optional: "stop" ends the chain and the draw follows by
 * the last card played. Without an attack there is no extra card. */
static void test_the_attack_is_optional(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"Bc4R Od1L", "Bd1L"}, .moons = {"B:Bc1L"}});
    mm_test_reject(g, "stop", "Every turn begins with laying a card.");
    zt_play(g, "Bc4R>B");
    zt_play(g, "stop");
    const zb_state *s = zt_st(g);
    assert_int_equal(s->phase, ZB_PHASE_DRAW);
    assert_int_equal(s->to_draw, 4);
    mm_test_reject(g, "Od1L>+", "Draw 4 more cards first.");
    mm_session_free(g);
}

/* =================================================================== jokers */

/* A joker swapped for a fitting card in an opponent's moon: the joker takes
 * the card's place, the card goes into one of your moons at once and counts
 * as the card played (its draw number). */
static void test_a_joker_swaps_for_an_opponents_card(void **state)
{
    (void)state;
    mm_session *g = zt_new(3, false);
    zt_arrange(g, &(zt_layout){.hands = {"W-0R Od1L", "Bd1L", "Bd2R"},
                               .moons = {"G:Gc1L", "G:Gd4R,Gr2L"}});
    const mm_events *ev = zt_play(g, "W-0R@2:Gd4R>G");
    assert_true(zt_has_event(ev, ZB_EV_JOKER_SWAP));
    const zb_state *s = zt_st(g);
    assert_string_equal(zt_moon(s, 1, ZB_GREEN), "W-0R Gr2L .. ..");
    assert_string_equal(zt_moon(s, 0, ZB_GREEN), "Gd4R Gc1L .. ..");
    assert_int_equal(s->phase, ZB_PHASE_DRAW);
    assert_int_equal(s->to_draw, 4);
    mm_session_free(g);
}

/* The taken card may start a new moon, and it attacks like a played card
 * (the draw number is then that of the last card played). */
static void test_the_card_taken_by_a_joker_attacks(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"W-0R Od1L", "Bd1L"}, .moons = {"G:Gd1L", "G:Gd4R,Gr2L"}});
    const mm_events *ev = zt_play(g, "W-0R@2:Gd4R>G");
    assert_true(zt_has_event(ev, ZB_EV_ATTACK));
    assert_int_equal(zt_st(g)->phase, ZB_PHASE_FOLLOW);
    zt_play(g, "Od1L>+");
    assert_int_equal(zt_st(g)->to_draw, 1);
    mm_session_free(g);
    g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"W-0R Od1L", "Bd1L"}, .moons = {"", "G:Gd4R,Gr2L"}});
    zt_play(g, "W-0R@2:Gd4R>+");
    assert_string_equal(zt_moon(zt_st(g), 0, ZB_GREEN), "Gd4R .. .. ..");
    mm_session_free(g);
}

/* The joker must take the card's place: same quarter only. */
static void test_a_joker_only_replaces_a_card_of_its_quarter(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"W-0L Od1L", "Bd1L"}, .moons = {"", "G:Gd4R,Gr2L"}});
    mm_test_reject(g, "W-0L@2:Gd4R>+", "The joker shows a left quarter");
    assert_true(zt_legal(g, "W-0L@2:Gr2L>+"));
    mm_session_free(g);
}

/* The taken card must fit one of your moons at once, else no swap. */
static void test_the_swapped_card_must_fit_your_moons(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(
        g, &(zt_layout){.hands = {"W-0R Od1L", "Bd1L"}, .moons = {"G:Gd2R,Gc2R", "G:Gd4R,Gr2L"}});
    mm_test_reject(g, "W-0R@2:Gd4R>G",
                   "The ■ green dog you would take can't go there: Your green moon already has "
                   "both right quarters.");
    mm_test_reject(g, "W-0R@2:Gd4R>+", "You already have a green moon");
    mm_session_free(g);
}

/* Only a joker swaps, only with another player's coloured card in an
 * unfinished moon. */
static void test_joker_swap_limits(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"W-0R Od2R", "Bd1L"}, .moons = {"B:Bd4R", "G:Gd4R,Wc0R"}});
    mm_test_reject(g, "Od2R@2:Gd4R>+", "Only a joker can be swapped");
    mm_test_reject(g, "W-0R@2:Wc0R>+", "A joker can only be swapped for a coloured card.");
    mm_test_reject(g, "W-0R@1:Bd4R>+", "Swap the joker into another player's moon.");
    mm_test_reject(g, "W-0R@2:Gd2R>+", "Player 2 has no such card in an unfinished moon.");
    mm_test_reject(g, "W-0R@3:Gd4R>+", "Swap the joker into another player's moon.");
    mm_session_free(g);
}

/* Taking the last coloured card leaves a moon of jokers: it turns white,
 * unless its owner already has a white moon (then the swap is refused). */
static void test_a_joker_swap_can_turn_a_moon_white(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"W-0R Od1L", "Bd1L"}, .moons = {"", "G:Gd4R,Wc0L"}});
    const mm_events *ev = zt_play(g, "W-0R@2:Gd4R>+");
    assert_true(zt_has_event(ev, ZB_EV_TAKEOVER));
    assert_string_equal(zt_moon(zt_st(g), 1, ZB_WHITE), "W-0R Wc0L .. ..");
    mm_session_free(g);
    g = zt_new(2, false);
    zt_arrange(g,
               &(zt_layout){.hands = {"W-0R Od1L", "Bd1L"}, .moons = {"", "G:Gd4R,Wc0L W:Wb0R"}});
    mm_test_reject(g, "W-0R@2:Gd4R>+", "they already have a white moon");
    mm_session_free(g);
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_deck_has_20_cards_per_colour_and_10_jokers),
        cmocka_unit_test(test_deck_each_colour_has_5_of_each_animal_and_10_of_each_quarter),
        cmocka_unit_test(test_deck_victory_points_are_5_minus_the_draw_number),
        cmocka_unit_test(test_deck_one_toy_per_animal_and_colour),
        cmocka_unit_test(test_deck_jokers),
        cmocka_unit_test(test_deck_rulebook_example_cards_exist),
        cmocka_unit_test(test_card_codes_are_unique_but_for_equal_jokers),
        cmocka_unit_test(test_setup_deals_3_cards_each_and_an_open_stock_of_3),
        cmocka_unit_test(test_setup_starter_is_chosen_or_random),
        cmocka_unit_test(test_setup_is_for_2_to_4_players),
        cmocka_unit_test(test_a_card_starts_a_new_moon),
        cmocka_unit_test(test_a_card_joins_your_moon_of_its_colour),
        cmocka_unit_test(test_a_card_of_another_colour_does_not_fit),
        cmocka_unit_test(test_a_joker_joins_any_colour),
        cmocka_unit_test(test_a_third_left_or_right_quarter_does_not_fit),
        cmocka_unit_test(test_a_second_red_moon_is_refused),
        cmocka_unit_test(test_only_one_white_moon),
        cmocka_unit_test(test_up_to_five_moons),
        cmocka_unit_test(test_a_colour_takes_over_the_white_moon),
        cmocka_unit_test(test_the_white_moon_cannot_become_a_second_red_one),
        cmocka_unit_test(test_four_jokers_make_a_full_moon),
        cmocka_unit_test(test_a_full_moon_goes_to_the_points_pile_and_frees_its_colour),
        cmocka_unit_test(test_four_different_animals_take_a_bonus_card_from_the_stock),
        cmocka_unit_test(test_bonus_is_optional),
        cmocka_unit_test(test_greedy_takes_the_bonus),
        cmocka_unit_test(test_no_bonus_without_four_different_animals),
        cmocka_unit_test(test_nicks_joker_cat_attacks_and_allows_a_second_card),
        cmocka_unit_test(test_attacks_chain),
        cmocka_unit_test(test_an_attack_also_when_the_card_completes_the_moon),
        cmocka_unit_test(test_no_attack_without_the_same_animal),
        cmocka_unit_test(test_the_attack_is_optional),
        cmocka_unit_test(test_a_joker_swaps_for_an_opponents_card),
        cmocka_unit_test(test_the_card_taken_by_a_joker_attacks),
        cmocka_unit_test(test_a_joker_only_replaces_a_card_of_its_quarter),
        cmocka_unit_test(test_the_swapped_card_must_fit_your_moons),
        cmocka_unit_test(test_joker_swap_limits),
        cmocka_unit_test(test_a_joker_swap_can_turn_a_moon_white),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
