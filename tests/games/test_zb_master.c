/* SPDX-License-Identifier: MIT */
/* Zombeasts, the variant for Zombeast masters: carrot, mouse, bone and paw,
 * each either/or with the Zombeast attack, as in the rulebook
 * (/work/shared/rules/zombeasts.de-en-fr-nl.txt), with its worked example. */
#include "test_zb_support.h"

#include <stdio.h>
#include <string.h>

/* Without the variant the toys do nothing: the bone dog allows no extra
 * card. */
static void test_toys_count_only_in_the_master_variant(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"Gd3L Od1L", "Rd1L"}, .moons = {"G:Gc2R"}});
    zt_play(g, "Gd3L>G");
    assert_int_equal(zt_st(g)->phase, ZB_PHASE_DRAW);
    mm_session_free(g);
}

/* The rulebook's example: Marie plays the blue rabbit with the carrot into a
 * moon that already has a rabbit. Instead of the attack she uses the carrot:
 * the green dog (draw number 4, 1 point) leaves her green moon for her hand,
 * her green rat (draw number 1, 4 points) takes its place. The green moon
 * already has a rat: attack, and she plays the dog she just got back, so she
 * draws 4 cards. */
static void test_marie_swaps_with_the_carrot(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, true);
    zt_arrange(g,
               &(zt_layout){.hands = {"Bb3R Gr1R Od1L", "Rd1L"}, .moons = {"B:Bb1R G:Gd4R,Gr2L"}});
    const mm_events *ev = zt_play(g, "Bb3R>B");
    assert_true(zt_has_event(ev, ZB_EV_ATTACK));
    const zb_state *s = zt_st(g);
    assert_int_equal(s->phase, ZB_PHASE_FOLLOW);
    assert_int_equal(s->follow_toy, ZB_CARROT);
    assert_true(s->extra_play);
    assert_true(zt_legal(g, "carrot G:Gd4R<Gr1R"));
    ev = zt_play(g, "carrot G:Gd4R<Gr1R");
    assert_true(zt_has_event(ev, ZB_EV_CARROT));
    assert_true(zt_has_event(ev, ZB_EV_ATTACK));
    assert_string_equal(zt_moon(s, 0, ZB_GREEN), "Gr1R Gr2L .. ..");
    assert_string_equal(zt_hand(s, 0), "Od1L Gd4R");
    assert_int_equal(s->phase, ZB_PHASE_FOLLOW);
    zt_play(g, "Gd4R>G");
    assert_string_equal(zt_moon(s, 0, ZB_GREEN), "Gr1R Gr2L .. Gd4R");
    assert_int_equal(s->phase, ZB_PHASE_DRAW);
    assert_int_equal(s->to_draw, 4);
    mm_session_free(g);
}

/* Symbol or attack, never both: after the carrot, the rabbit's attack is
 * gone (unless the swapped-in card attacks anew); after the attack's extra
 * card, the carrot is gone. */
static void test_a_toy_and_an_attack_are_either_or(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, true);
    zt_arrange(g,
               &(zt_layout){.hands = {"Bb3R Gc2R Od1L", "Rd1L"}, .moons = {"B:Bb1R G:Gd4R,Gr2L"}});
    zt_play(g, "Bb3R>B");
    zt_play(g, "carrot G:Gd4R<Gc2R");
    const zb_state *s = zt_st(g);
    assert_int_equal(s->phase, ZB_PHASE_DRAW);
    assert_int_equal(s->to_draw, 2);
    mm_test_reject(g, "Od1L>+", "Draw 2 more cards first.");
    mm_session_free(g);
    g = zt_new(2, true);
    zt_arrange(g,
               &(zt_layout){.hands = {"Bb3R Gc2R Od1L", "Rd1L"}, .moons = {"B:Bb1R G:Gd4R,Gr2L"}});
    zt_play(g, "Bb3R>B");
    zt_play(g, "Od1L>+");
    mm_test_reject(g, "carrot G:Gd4R<Gc2R", "There is no carrot to use now.");
    mm_session_free(g);
}

/* Two rabbits with carrots could trade places for ever: the orange one leaves
 * the moon for the blue one, whose carrot would send it back, whose carrot...
 * (a game with computer players once never ended so). A card the carrot sent
 * back to the hand stays out of carrot swaps until the turn ends; it may
 * still be laid, as in Marie's example. */
static void test_the_carrot_never_swaps_back_a_card_it_sent_to_the_hand(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, true);
    zt_arrange(g, &(zt_layout){.hands = {"Rb3R Bb3R Gd1L Bb1R", "Gc2R"},
                               .moons = {"R:Rd1L O:Wc0L,Ob3R"}});
    zt_play(g, "Rb3R>R");
    const zb_state *s = zt_st(g);
    assert_int_equal(s->follow_toy, ZB_CARROT);
    const mm_events *ev = zt_play(g, "carrot O:Ob3R<Bb3R");
    assert_true(zt_has_event(ev, ZB_EV_TAKEOVER));
    assert_string_equal(zt_hand(s, 0), "Gd1L Bb1R Ob3R");
    /* The blue rabbit's own carrot now: anything but the orange rabbit. */
    assert_int_equal(s->phase, ZB_PHASE_FOLLOW);
    assert_int_equal(s->follow_toy, ZB_CARROT);
    mm_test_reject(g, "carrot B:Bb3R<Ob3R",
                   "The carrot sent the ● orange rabbit back to your hand this turn: it can't "
                   "swap it in again before your next turn.");
    mm_move_list moves;
    mm_move_list_init(&moves);
    g->game->legal_moves(g->state, &moves);
    for (int i = 0; i < moves.n; i++)
        assert_null(strstr(moves.items[i], "<Ob3R"));
    mm_move_list_free(&moves);
    assert_true(zt_legal(g, "carrot B:Bb3R<Bb1R"));
    zt_play(g, "stop");
    assert_int_equal(s->phase, ZB_PHASE_DRAW);
    /* A new turn forgets it. */
    while (s->phase == ZB_PHASE_DRAW)
        zt_play(g, "pile");
    assert_int_equal(s->current, 1);
    assert_int_equal(s->carrot_back[0] | s->carrot_back[1], 0);
    mm_session_free(g);
}

/* The carrot's hand card must take the moon card's place: same quarter, and
 * the moon keeps one colour. */
static void test_the_carrot_swaps_only_fitting_cards(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, true);
    zt_arrange(
        g, &(zt_layout){.hands = {"Bb3R Gb1R Od1L Gc1L", "Rd1L"}, .moons = {"B:Bd1L G:Gd4R,Gr2L"}});
    zt_play(g, "Bb3R>B");
    assert_int_equal(zt_st(g)->follow_toy, ZB_CARROT);
    assert_false(zt_st(g)->extra_play);
    mm_test_reject(g, "carrot G:Gd4R<Gc1L", "The ■ green cat shows a left quarter");
    mm_test_reject(g, "carrot G:Gr2L<Od1L", "The ● orange dog doesn't fit your green moon");
    mm_test_reject(g, "carrot R:Gd4R<Gb1R", "You have no red moon.");
    mm_test_reject(g, "carrot G:Gd1L<Gb1R", "Your green moon holds no such card.");
    mm_test_reject(g, "Od1L>+", "This card allows no extra card: use the toy, or stop.");
    assert_true(zt_legal(g, "carrot G:Gd4R<Gb1R"));
    zt_play(g, "stop");
    assert_int_equal(zt_st(g)->to_draw, 3);
    mm_session_free(g);
}

/* Mouse (cat): one extra card from the open stock into one of your moons.
 * It is no hand card, so the draw number stays the cat's. */
static void test_the_mouse_takes_a_stock_card_into_a_moon(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, true);
    zt_arrange(g, &(zt_layout){.hands = {"Oc3L Bd1L", "Rd1L"},
                               .moons = {"O:Od2R"},
                               .stock = "Ob1R Bd2R Gd2R"});
    zt_play(g, "Oc3L>O");
    const zb_state *s = zt_st(g);
    assert_int_equal(s->phase, ZB_PHASE_FOLLOW);
    assert_int_equal(s->follow_toy, ZB_MOUSE);
    mm_test_reject(g, "mouse Bd2R>O", "The ◆ blue dog doesn't fit your orange moon");
    mm_test_reject(g, "mouse Gd2R>+", "not to a new one");
    mm_test_reject(g, "mouse Rd1L>O", "The open stock has no ▲ red dog.");
    const mm_events *ev = zt_play(g, "mouse Ob1R>O");
    assert_true(zt_has_event(ev, ZB_EV_TOY));
    assert_string_equal(zt_moon(s, 0, ZB_ORANGE), "Od2R Oc3L .. Ob1R");
    assert_string_equal(zt_stock(s), "Bd2R Gd2R");
    assert_int_equal(s->phase, ZB_PHASE_DRAW);
    assert_int_equal(s->to_draw, 3);
    mm_session_free(g);
}

/* The mouse's card attacks like any card laid into a moon. */
static void test_the_mouse_card_can_attack(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, true);
    zt_arrange(g, &(zt_layout){.hands = {"Oc3L Bd1L", "Rd1L"},
                               .moons = {"O:Od2R"},
                               .stock = "Od1L Bd2R Gd2R"});
    zt_play(g, "Oc3L>O");
    const mm_events *ev = zt_play(g, "mouse Od1L>O");
    assert_true(zt_has_event(ev, ZB_EV_ATTACK));
    assert_int_equal(zt_st(g)->phase, ZB_PHASE_FOLLOW);
    zt_play(g, "stop");
    assert_int_equal(zt_st(g)->to_draw, 3);
    mm_session_free(g);
}

/* If no stock card fits one of your moons, or the stock is empty, the mouse's
 * power is lost. */
static void test_the_mouse_is_lost_when_nothing_fits(void **state)
{
    (void)state;
    static const char *const stocks[] = {"Bd1L Bd2R Rd1L", ""};
    for (int i = 0; i < 2; i++) {
        mm_session *g = zt_new(2, true);
        zt_arrange(g, &(zt_layout){
                          .hands = {"Oc3L Bd3L", "Rd4R"}, .moons = {"O:Od2R"}, .stock = stocks[i]});
        zt_play(g, "Oc3L>O");
        assert_int_equal(zt_st(g)->phase, ZB_PHASE_DRAW);
        mm_session_free(g);
    }
}

/* Bone (dog): play one extra hand card. */
static void test_the_bone_allows_an_extra_card(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, true);
    zt_arrange(g, &(zt_layout){.hands = {"Gd3L Od1L", "Rd1L"}, .moons = {"G:Gc2R"}});
    const mm_events *ev = zt_play(g, "Gd3L>G");
    assert_false(zt_has_event(ev, ZB_EV_ATTACK));
    assert_int_equal(zt_st(g)->phase, ZB_PHASE_FOLLOW);
    ev = zt_play(g, "Od1L>+");
    assert_true(zt_has_event(ev, ZB_EV_TOY));
    assert_int_equal(zt_st(g)->to_draw, 1);
    mm_session_free(g);
}

/* Paw (rat): every player ends with exactly 5 hand cards. Those with more
 * discard (each chooses which, in turn order from the player of the paw),
 * those with fewer draw from the pile. */
static void test_the_paw_brings_every_hand_to_5(void **state)
{
    (void)state;
    mm_session *g = zt_new(3, true);
    zt_arrange(g, &(zt_layout){.hands = {"Rr3R Bd1L Bd2R Bd3L Bd4R Bc1L Bc2R Bc3L", "Od1L Od2R",
                                         "Gd1L Gd2R Gd3L Gd4R Gc1L Gc2R"},
                               .pile = "Bb1R Bb2L Bb3R"});
    zt_play(g, "Rr3R>+");
    const zb_state *s = zt_st(g);
    assert_int_equal(s->follow_toy, ZB_PAW);
    zt_play(g, "paw");
    assert_string_equal(zt_hand(s, 1), "Od1L Od2R Bb1R Bb2L Bb3R");
    assert_int_equal(s->phase, ZB_PHASE_DISCARD);
    assert_int_equal(g->game->to_move(g->state), 0);
    zt_play(g, "discard Bd1L");
    zt_play(g, "discard Bc3L");
    /* Seat 3 discards its one extra card; nobody else may meanwhile. */
    assert_int_equal(g->game->to_move(g->state), 2);
    char why[MM_REASON_MAX];
    assert_false(g->game->validate(g->state, 0, "pile", why, sizeof why));
    mm_test_assert_contains(why, "Player 3 is discarding now.");
    mm_test_reject(g, "discard Bd2R", "You have no ◆ blue dog in your hand.");
    zt_play(g, "discard Gc2R");
    for (int p = 0; p < 3; p++)
        assert_int_equal(s->nhand[p], 5);
    assert_int_equal(s->ndiscard, 3);
    /* Then Marie's turn goes on: the rat's draw number. */
    assert_int_equal(s->phase, ZB_PHASE_DRAW);
    assert_int_equal(s->current, 0);
    assert_int_equal(s->to_draw, 3);
    mm_session_free(g);
}

/* A toy also works on the card taken with a joker. */
static void test_a_toy_works_on_a_card_taken_with_a_joker(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, true);
    zt_arrange(g, &(zt_layout){.hands = {"W-0L Od1L", "Rd1L"}, .moons = {"", "G:Gd3L,Gc2R"}});
    zt_play(g, "W-0L@2:Gd3L>+");
    const zb_state *s = zt_st(g);
    assert_int_equal(s->phase, ZB_PHASE_FOLLOW);
    assert_int_equal(s->follow_toy, ZB_BONE);
    zt_play(g, "Od1L>+");
    assert_int_equal(s->to_draw, 1);
    mm_session_free(g);
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_toys_count_only_in_the_master_variant),
        cmocka_unit_test(test_marie_swaps_with_the_carrot),
        cmocka_unit_test(test_a_toy_and_an_attack_are_either_or),
        cmocka_unit_test(test_the_carrot_swaps_only_fitting_cards),
        cmocka_unit_test(test_the_carrot_never_swaps_back_a_card_it_sent_to_the_hand),
        cmocka_unit_test(test_the_mouse_takes_a_stock_card_into_a_moon),
        cmocka_unit_test(test_the_mouse_card_can_attack),
        cmocka_unit_test(test_the_mouse_is_lost_when_nothing_fits),
        cmocka_unit_test(test_the_bone_allows_an_extra_card),
        cmocka_unit_test(test_the_paw_brings_every_hand_to_5),
        cmocka_unit_test(test_a_toy_works_on_a_card_taken_with_a_joker),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
