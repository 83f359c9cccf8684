/* SPDX-License-Identifier: MIT */
/* Zombeasts: drawing from three sources, empty hands, minus cards, the end
 * and scoring, and what each seat may see. One or more tests per rule of the
 * rulebook (/work/shared/rules/zombeasts.de-en-fr-nl.txt). */
#include "test_zb_support.h"

#include <stdio.h>
#include <string.h>

/* ==================================================================== drawing */

/* Marie's last card is the orange cat with draw number 2: she draws 2 cards,
 * one blind from another player's hand and one from the open stock. The
 * stock is refilled only when her turn is over. */
static void test_marie_draws_two_after_the_orange_cat(void **state)
{
    (void)state;
    mm_session *g = zt_new(3, false);
    zt_arrange(g, &(zt_layout){.hands = {"Oc2R Bd1L", "Rd1L Rd2R", "Gd1L"},
                               .stock = "Gd2R Gd3L Gd4R",
                               .pile = "Br1R Br2L Br3R"});
    zt_play(g, "Oc2R>+");
    const zb_state *s = zt_st(g);
    assert_int_equal(s->phase, ZB_PHASE_DRAW);
    assert_int_equal(s->to_draw, 2);
    const mm_events *ev = zt_play(g, "take 2");
    assert_true(ev->revealed);
    assert_int_equal(s->nhand[1], 1);
    assert_int_equal(s->nhand[0], 2);
    mm_test_reject(g, "take 2", "You have already taken a card from Player 2 this turn");
    zt_play(g, "stock Gd3L");
    /* Her turn is over: the stock is full again (from the pile), and it is
     * the next player's turn. */
    assert_int_equal(s->nhand[0], 3);
    assert_string_equal(zt_stock(s), "Gd2R Gd4R Br1R");
    assert_int_equal(s->current, 1);
    assert_int_equal(s->phase, ZB_PHASE_PLAY);
    mm_session_free(g);
}

/* The draw number of the last card counts, from any mix of sources; the open
 * stock stays short until the turn ends. */
static void test_the_stock_is_refilled_only_after_the_turn(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"Od4R Bd1L", "Rd1L"},
                               .stock = "Gd2R Gd3L Gd4R",
                               .pile = "Br1R Br2L Br3R Br4L"});
    zt_play(g, "Od4R>+");
    zt_play(g, "stock Gd2R");
    zt_play(g, "stock Gd3L");
    const zb_state *s = zt_st(g);
    assert_int_equal(s->nstock, 1);
    const mm_events *ev = zt_play(g, "pile");
    assert_true(ev->revealed);
    assert_int_equal(s->nstock, 1);
    assert_string_equal(zt_hand(s, 0), "Bd1L Gd2R Gd3L Br1R");
    zt_play(g, "stock Gd4R");
    assert_string_equal(zt_stock(s), "Br2L Br3R Br4L");
    mm_session_free(g);
}

/* Cards are drawn at the end of the turn, never before laying one; blind
 * takes only from other players who hold cards. */
static void test_drawing_comes_after_laying(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"Od4R Bd1L", "Rd1L"}, .stock = "Gd2R Gd3L Gd4R"});
    mm_test_reject(g, "pile", "Cards are drawn at the end of the turn.");
    mm_test_reject(g, "take 2", "Cards are drawn at the end of the turn.");
    zt_play(g, "Od4R>+");
    mm_test_reject(g, "take 1", "Take a card from another player's hand.");
    mm_test_reject(g, "stock Bd2R", "The open stock has no ◆ blue dog.");
    mm_test_reject(g, "Bd1L>+", "Draw 4 more cards first.");
    mm_session_free(g);
}

/* With fewer cards left in all sources than the draw number, the player
 * draws what there is. */
static void test_drawing_stops_when_the_sources_run_out(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"Od4R Bd1L", "Rd1L Rd2R"}, .pile_size = 1});
    zt_play(g, "Od4R>+");
    zt_play(g, "pile");
    zt_play(g, "take 2");
    const zb_state *s = zt_st(g);
    /* Nothing left to draw: the turn is over after two cards. */
    assert_int_equal(s->nhand[0], 3);
    assert_int_equal(s->current, 1);
    mm_session_free(g);
}

/* The drawer picks the player, not the card: which card comes is chance. */
static void test_a_blind_take_is_random(void **state)
{
    (void)state;
    bool got[3] = {false};
    for (uint64_t k = 0; k < 30; k++) {
        mm_session *g = zt_new(2, false);
        zt_arrange(g, &(zt_layout){.hands = {"Od1L Bd1L", "Rd1L Rd2R Rd3L"}});
        mm_rng_seed(&zt_st(g)->rng, k);
        zt_play(g, "Od1L>+");
        zt_play(g, "take 2");
        const zb_state *s = zt_st(g);
        int card = s->hand[0][s->nhand[0] - 1];
        char code[ZB_CODE_LEN];
        zb_card_code(card, code, sizeof code);
        got[code[2] - '1'] = true;
        mm_session_free(g);
    }
    assert_true(got[0] && got[1] && got[2]);
}

/* "Otto took your red rat": the robbed player sees which card went, nobody
 * else does, and the notice stays until the robbed player's turn ends. */
static void test_the_robbed_player_sees_which_card_was_taken(void **state)
{
    (void)state;
    const mm_game *gm = mm_game_find("zombeasts");
    mm_session *g = zt_new(3, false);
    zt_arrange(g, &(zt_layout){.hands = {"Od1L Bd1L", "Rr1R Bd2R", "Gd1L Gd2R"}});
    mm_rng_seed(&zt_st(g)->rng, 3);
    zt_play(g, "Od1L>+");
    zt_play(g, "take 2");
    const zb_state *s = zt_st(g);
    int taken = s->hand[0][s->nhand[0] - 1];
    assert_int_equal(s->nnotices[1], 1);
    assert_int_equal(s->notices[1][0].by, 0);
    assert_int_equal(s->notices[1][0].card, taken);
    mm_state *v1 = gm->view_for(g->state, 1), *v2 = gm->view_for(g->state, 2);
    assert_int_equal(zb_from(v1)->nnotices[1], 1);
    assert_int_equal(zb_from(v2)->nnotices[1], 0);
    /* The robbed seat still sees its card in the taker's hand; seat 3 not. */
    assert_int_equal(zb_from(v1)->hand[0][s->nhand[0] - 1], taken);
    assert_int_equal(zb_from(v2)->hand[0][s->nhand[0] - 1], ZB_HIDDEN);
    gm->free(v1);
    gm->free(v2);
    /* Seat 2's turn: the notice is still there, and gone once it ends. */
    assert_int_equal(s->current, 1);
    char move[16];
    char code[ZB_CODE_LEN];
    zb_card_code(s->hand[1][0], code, sizeof code);
    snprintf(move, sizeof move, "%s>+", code);
    zt_play(g, move);
    assert_int_equal(s->nnotices[1], 1);
    while (s->current == 1)
        zt_play(g, "pile");
    assert_int_equal(s->nnotices[1], 0);
    mm_session_free(g);
}

/* What a seat may see: its own hand; others' hands face down except cards it
 * saw arrive (from the open stock, or taken from its own hand); never the
 * pile. */
static void test_views_hide_hands_and_pile_but_not_what_was_seen(void **state)
{
    (void)state;
    const mm_game *gm = mm_game_find("zombeasts");
    mm_session *g = zt_new(3, false);
    zt_arrange(g, &(zt_layout){.hands = {"Od2R Bd1L", "Rd1L", "Gd1L"},
                               .stock = "Gd2R Gd3L Gd4R",
                               .pile = "Br1R"});
    zt_play(g, "Od2R>+");
    zt_play(g, "stock Gd4R");
    zt_play(g, "pile");
    for (int seat = -2; seat < 3; seat++) {
        if (seat == -1)
            continue;
        mm_state *v = gm->view_for(g->state, seat);
        const zb_state *vs = zb_from(v);
        for (int i = 0; i < vs->npile; i++)
            assert_int_equal(vs->pile[i], ZB_HIDDEN);
        char code[ZB_CODE_LEN];
        /* The stock card is public, the pile card only the drawer's. */
        assert_true(vs->hand[0][1] >= 0);
        zb_card_code(vs->hand[0][1], code, sizeof code);
        assert_string_equal(code, "Gd4R");
        assert_int_equal(vs->hand[0][2] >= 0, seat == 0);
        assert_int_equal(vs->hand[1][0] >= 0, seat == 1);
        gm->free(v);
    }
    mm_session_free(g);
}

/* Undo never goes back past a card that came to light. */
static void test_undo_stops_at_revealed_cards(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"Bc4R Od1L Gd1L", "Rd1L"}, .moons = {"B:Bc1L"}});
    char why[MM_REASON_MAX];
    zt_play(g, "Bc4R>B");
    assert_true(mm_session_can_undo(g, why, sizeof why));
    zt_play(g, "Od1L>+");
    zt_play(g, "pile");
    assert_false(mm_session_can_undo(g, why, sizeof why));
    mm_test_assert_contains(why, "revealed");
    mm_session_free(g);
}

/* ================================================================ empty hand */

/* A player whose last card is taken by another draws the top 3 of the pile
 * at once. */
static void test_a_player_robbed_of_the_last_card_takes_3_at_once(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"Od2R Bd1L", "Rd1L"}, .pile = "Gd1L Gd2R Gd3L"});
    zt_play(g, "Od2R>+");
    const mm_events *ev = zt_play(g, "take 2");
    assert_true(zt_has_event(ev, ZB_EV_DRAW_PILE));
    assert_string_equal(zt_hand(zt_st(g), 1), "Gd1L Gd2R Gd3L");
    mm_session_free(g);
}

/* A joker as the last hand card (draw number 0): take 3 and the turn ends. */
static void test_a_last_joker_takes_3(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(
        g, &(zt_layout){.hands = {"W-0R", "Rd1L"}, .moons = {"G:Gd1L"}, .pile = "Bd1L Bd2R Bd3L"});
    zt_play(g, "W-0R>G");
    const zb_state *s = zt_st(g);
    assert_string_equal(zt_hand(s, 0), "Bd1L Bd2R Bd3L");
    assert_int_equal(s->current, 1);
    mm_session_free(g);
}

/* The last card triggers an attack: take 3 and go on playing with them. */
static void test_a_last_card_attack_takes_3_and_goes_on(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(
        g, &(zt_layout){.hands = {"Gd2R", "Rd1L"}, .moons = {"G:Gd1L"}, .pile = "Bd1L Bd2R Bd3L"});
    zt_play(g, "Gd2R>G");
    const zb_state *s = zt_st(g);
    assert_string_equal(zt_hand(s, 0), "Bd1L Bd2R Bd3L");
    assert_int_equal(s->phase, ZB_PHASE_FOLLOW);
    zt_play(g, "Bd3L>+");
    assert_int_equal(s->to_draw, 3);
    mm_session_free(g);
}

/* A last card that is no joker and triggers no attack: no 3 cards, the draw
 * follows its draw number as usual. */
static void test_a_plain_last_card_draws_by_its_number(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"Gd2R", "Rd1L"}, .moons = {"G:Gc1L"}});
    zt_play(g, "Gd2R>G");
    const zb_state *s = zt_st(g);
    assert_int_equal(s->nhand[0], 0);
    assert_int_equal(s->phase, ZB_PHASE_DRAW);
    assert_int_equal(s->to_draw, 2);
    mm_session_free(g);
}

/* No hand card fits: the whole hand goes face up as minus cards, 3 new cards
 * come from the pile and the turn goes on. While a card fits, that's
 * refused. */
static void test_a_hand_that_fits_nowhere_becomes_minus_cards(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"Bd2L Od2L", "Rd1L"},
                               .moons = {"B:Bd1L,Bd3L O:Od1L,Od3L"},
                               .pile = "Gd1L Gd2R Gd3L"});
    mm_test_reject(g, "Bd2L>B", "Your blue moon already has both left quarters.");
    mm_test_reject(g, "Bd2L>+", "You already have a blue moon");
    assert_true(zt_legal(g, "minus"));
    const mm_events *ev = zt_play(g, "minus");
    assert_true(zt_has_event(ev, ZB_EV_MINUS));
    const zb_state *s = zt_st(g);
    assert_int_equal(s->nminus[0], 2);
    assert_string_equal(zt_hand(s, 0), "Gd1L Gd2R Gd3L");
    assert_int_equal(s->phase, ZB_PHASE_PLAY);
    assert_int_equal(s->current, 0);
    mm_test_reject(g, "minus", "A card of yours still fits");
    mm_result r;
    g->game->result(g->state, &r);
    assert_int_equal(r.rows[2].value[0], -6);
    assert_int_equal(r.total[0], -6);
    mm_session_free(g);
}

/* A joker that fits none of your moons may still swap for a card that
 * starts a moon of a colour you lack: that's no stuck hand. */
static void test_a_possible_joker_swap_means_not_stuck(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(
        g, &(zt_layout){.hands = {"W-0L", "Rd1L"},
                        .moons = {"B:Bd1L,Bd3L O:Od1L,Od3L R:Rd2L,Rd3L W:Wc0L,Wd0L", "G:Gc1L"}});
    mm_test_reject(g, "W-0L>W", "Your white moon already has both left quarters.");
    mm_test_reject(g, "W-0L>+", "You already have a white moon");
    mm_test_reject(g, "minus", "A card of yours still fits");
    assert_true(zt_legal(g, "W-0L@2:Gc1L>+"));
    assert_false(zt_legal(g, "minus"));
    mm_session_free(g);
}

/* ======================================================================= end */

/* The turn that empties the draw pile: afterwards every other player has one
 * more turn, without drawing; then the game is over. */
static void test_an_empty_pile_brings_one_last_turn_each_without_drawing(void **state)
{
    (void)state;
    mm_session *g = zt_new(3, false);
    zt_arrange(g, &(zt_layout){.hands = {"Od2R Bd1L", "Rd1L Rd2R", "Gd4R Gd1L"}, .pile_size = 1});
    zt_play(g, "Od2R>+");
    zt_play(g, "pile");
    const mm_events *ev = zt_play(g, "take 3");
    assert_true(zt_has_event(ev, ZB_EV_LAST_ROUND));
    const zb_state *s = zt_st(g);
    assert_int_equal(s->final_left, 2);
    assert_int_equal(s->current, 1);
    /* Seat 2 lays its card: no drawing, the turn passes at once. */
    zt_play(g, "Rd2R>+");
    assert_int_equal(s->current, 2);
    assert_string_equal(zt_hand(s, 1), "Rd1L");
    char move[16];
    snprintf(move, sizeof move, "%s>+", zt_hand(s, 2));
    zt_play(g, move);
    assert_int_equal(s->phase, ZB_PHASE_OVER);
    assert_int_equal(g->game->to_move(g->state), MM_NOBODY);
    mm_session_free(g);
}

/* In the last round a player without hand cards just passes. */
static void test_an_empty_hand_passes_in_the_last_round(void **state)
{
    (void)state;
    mm_session *g = zt_new(3, false);
    zt_arrange(g, &(zt_layout){.hands = {"Od2R Bd1L", "Rd1L", "Gd4R Gd1L"}, .pile_size = 1});
    zt_play(g, "Od2R>+");
    zt_play(g, "pile");
    const mm_events *ev = zt_play(g, "take 2");
    assert_true(zt_has_event(ev, ZB_EV_PASS));
    assert_int_equal(zt_st(g)->current, 2);
    mm_session_free(g);
}

/* Unfinished moons score nothing; score = finished moons + bonus cards -
 * minus cards. */
static void test_scoring_counts_finished_moons_bonus_and_minus_cards(void **state)
{
    (void)state;
    mm_session *g = zt_new(2, false);
    zt_arrange(g, &(zt_layout){.hands = {"Od2R", "Od4R"},
                               .moons = {"G:Gd4R,Gr2L,Gc2R", "B:Bd1L,Bd2R,Bc1L"},
                               .pile_size = 1});
    zb_state *s = zt_st(g);
    /* Seat 1 already has a full moon, a bonus card and a minus card. */
    for (int i = 0; i < s->ndiscard && s->nwon[0] < 4; i++) {
        int c = s->discard[i];
        if (zb_card_info(c).colour == ZB_RED && zb_card_info(c).points == 4) {
            s->won[0][s->nwon[0]++] = c;
            s->discard[i--] = s->discard[--s->ndiscard];
        }
    }
    s->bonus[0][s->nbonus[0]++] = s->discard[--s->ndiscard];
    s->minus[0][s->nminus[0]++] = s->discard[--s->ndiscard];
    int bonus = zb_card_info(s->bonus[0][0]).points, minus = zb_card_info(s->minus[0][0]).points;
    zt_assert_conserved(s);
    zt_play(g, "Od2R>+");
    zt_play(g, "pile");
    zt_play(g, "take 2");
    assert_int_equal(s->phase, ZB_PHASE_OVER);
    for (int p = 0; p < 2; p++)
        assert_int_equal(s->nmoons[p], 0);
    mm_result r;
    g->game->result(g->state, &r);
    assert_int_equal(r.rows[0].value[0], 16);
    assert_int_equal(r.rows[1].value[0], bonus);
    assert_int_equal(r.rows[2].value[0], -minus);
    assert_int_equal(r.total[0], 16 + bonus - minus);
    assert_int_equal(r.total[1], 0);
    assert_true(r.winner[0]);
    assert_false(r.winner[1]);
    mm_session_free(g);
}

/* The rulebook names no tie-break: equal scores share the win. */
static void test_a_tie_is_shared(void **state)
{
    (void)state;
    mm_session *g = zt_new(3, false);
    zt_arrange(g, &(zt_layout){.hands = {"Od1L", "Rd1L", "Gd1L"}});
    mm_result r;
    g->game->result(g->state, &r);
    for (int p = 0; p < 3; p++)
        assert_true(r.winner[p]);
    mm_test_assert_contains(r.note, "shared");
    mm_session_free(g);
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_marie_draws_two_after_the_orange_cat),
        cmocka_unit_test(test_the_stock_is_refilled_only_after_the_turn),
        cmocka_unit_test(test_drawing_comes_after_laying),
        cmocka_unit_test(test_drawing_stops_when_the_sources_run_out),
        cmocka_unit_test(test_a_blind_take_is_random),
        cmocka_unit_test(test_the_robbed_player_sees_which_card_was_taken),
        cmocka_unit_test(test_views_hide_hands_and_pile_but_not_what_was_seen),
        cmocka_unit_test(test_undo_stops_at_revealed_cards),
        cmocka_unit_test(test_a_player_robbed_of_the_last_card_takes_3_at_once),
        cmocka_unit_test(test_a_last_joker_takes_3),
        cmocka_unit_test(test_a_last_card_attack_takes_3_and_goes_on),
        cmocka_unit_test(test_a_plain_last_card_draws_by_its_number),
        cmocka_unit_test(test_a_hand_that_fits_nowhere_becomes_minus_cards),
        cmocka_unit_test(test_a_possible_joker_swap_means_not_stuck),
        cmocka_unit_test(test_an_empty_pile_brings_one_last_turn_each_without_drawing),
        cmocka_unit_test(test_an_empty_hand_passes_in_the_last_round),
        cmocka_unit_test(test_scoring_counts_finished_moons_bonus_and_minus_cards),
        cmocka_unit_test(test_a_tie_is_shared),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
