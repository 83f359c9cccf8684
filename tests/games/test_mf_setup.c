/* SPDX-License-Identifier: MIT */
/* Monster Factory: setting up (random and chosen start tiles, who starts,
 * player counts), start tiles of minions, what is hidden, and the move
 * notation. The rules of play are in test_mf_rules.c. */
#include "test_mf_rig.h"

#include <stdio.h>
#include <string.h>

static void test_random_start_gives_every_player_one_start_tile(void **state)
{
    (void)state;
    for (int n = 2; n <= 6; n++) {
        mm_session *session = new_game_opts(n, 7, "2", NULL);
        const mf_state *s = mf_from(session->state);
        assert_int_equal(s->nmonsters, n);
        for (int i = 0; i < n; i++) {
            assert_int_equal(s->monsters[i].owner, i);
            assert_int_equal(s->monsters[i].number, 0);
            assert_int_equal(mf_monster_size(s, i), 1);
            int t = mf_tile_at(s, i, 0, 0);
            assert_true(t >= 0);
        }
        /* Player 2 starts and holds a face-up tile that fits somewhere. */
        assert_int_equal(game()->to_move(session->state), 1);
        assert_true(s->drawn >= 0);
        assert_int_equal(s->nstack + s->nbox + 1 + n, MF_NTILES);
        mm_session_free(session);
    }
}

/* A tile boxed while the game is created (the first player's first draw fits
 * nowhere) is no secret: the game reports it as a draw and a discard with a
 * log line, like every later one. */
static void test_tiles_boxed_at_setup_are_reported(void **state)
{
    (void)state;
    int with = 0, without = 0;
    for (uint64_t seed = 1; seed <= 300 && (with < 3 || without < 3); seed++) {
        mm_session *session = new_game_opts(2 + (int)(seed % 5), seed, NULL, NULL);
        const mf_state *s = mf_from(session->state);
        mm_events ev = {0};
        game()->setup_events(session->state, &ev);
        assert_int_equal(s->setup_boxed, s->nbox);
        assert_int_equal(count_events(&ev, MF_EV_DISCARD), s->setup_boxed);
        assert_int_equal(count_events(&ev, MF_EV_DRAW), s->setup_boxed);
        int k = 0;
        for (int i = 0; i < ev.n; i++) {
            if (ev.ev[i].kind != MF_EV_DISCARD)
                continue;
            assert_int_equal(ev.ev[i].a, s->box[k++]);
            assert_int_equal(ev.ev[i].seat, s->current);
            assert_non_null(strstr(ev.ev[i].text, "fits nowhere and leaves the game"));
        }
        if (s->setup_boxed > 0)
            with++;
        else
            without++;
        mm_session_free(session);
    }
    assert_true(with >= 3);
    assert_true(without >= 3);
}

static void test_start_tiles_differ_between_seeds(void **state)
{
    (void)state;
    int distinct = 0, first = -1;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        mm_session *session = new_game_opts(3, seed, NULL, NULL);
        int t = mf_tile_at(mf_from(session->state), 0, 0, 0);
        distinct += first >= 0 && t != first;
        if (first < 0)
            first = t;
        mm_session_free(session);
    }
    assert_true(distinct > 10);
}

static void test_option_first_picks_the_starting_player(void **state)
{
    (void)state;
    mm_session *session = new_game_opts(4, 3, "3", NULL);
    assert_int_equal(game()->to_move(session->state), 2);
    mm_session_free(session);
    mm_options opts = {0};
    assert_true(mm_options_set(&opts, "start", "sometimes"));
    mm_seat seats[2];
    mm_test_human_seats(seats, 2);
    char why[MM_REASON_MAX] = "";
    assert_null(mm_session_new(game(), &opts, seats, 2, 1, why, sizeof why));
    mm_test_assert_contains(why, "start");
}

static void test_two_to_six_players(void **state)
{
    (void)state;
    char why[MM_REASON_MAX];
    assert_null(game()->new_game(NULL, 1, 1, why, sizeof why));
    assert_null(game()->new_game(NULL, 7, 1, why, sizeof why));
    mm_test_assert_contains(why, "2 to 6");
}

/* Option "choose": starting with the first player, each is dealt three tiles,
 * keeps one as the start tile, and the other two go back into the stack. */
static void test_choose_option_deals_three_tiles_to_each_player_in_turn(void **state)
{
    (void)state;
    mm_session *session = new_game_opts(3, 5, "2", "choose");
    const mf_state *s = mf_from(session->state);
    assert_int_equal(s->phase, MF_PHASE_CHOOSE);
    assert_int_equal(game()->to_move(session->state), 1);
    assert_int_equal(s->noffer, 3);
    assert_int_equal(s->drawn, -1);
    int offered[3] = {s->offer[0], s->offer[1], s->offer[2]};
    /* Nobody places before every first monster has its tile. */
    reject_for(session, 1, "2F 0,-1 r0", "First choose a start tile");
    reject_for(session, 0, "choose 1", "Player 2 is choosing a start tile");
    reject_for(session, 1, "choose 4", "choose a tile from 1 to 3");
    mm_events ev = play(session, "choose 2");
    s = mf_from(session->state);
    assert_int_equal(mf_tile_at(s, 1, 0, 0), offered[1]);
    assert_non_null(find_event(&ev, MF_EV_START));
    assert_int_equal(find_event(&ev, MF_EV_START)->c, 1);
    /* The two others are back in the (reshuffled) stack. */
    int back = 0;
    for (int i = 0; i < s->nstack; i++)
        back += s->stack[i] == offered[0] || s->stack[i] == offered[2];
    assert_int_equal(back, 2);
    /* Then Player 3, then Player 1; then Player 2 takes the first turn. */
    assert_int_equal(game()->to_move(session->state), 2);
    play(session, "choose 1");
    assert_int_equal(game()->to_move(session->state), 0);
    play(session, "choose 3");
    s = mf_from(session->state);
    assert_int_equal(s->phase, MF_PHASE_PLACE);
    assert_int_equal(game()->to_move(session->state), 1);
    assert_true(s->drawn >= 0);
    for (int i = 0; i < 3; i++)
        assert_int_equal(mf_monster_size(s, i), 1);
    reject_for(session, 1, "choose 1", "no start tile to choose now");
    mm_session_free(session);
}

/* Option "choose-all": Player 1 finishes Player 3's first monster; Player 3
 * picks the minion's start tile out of turn, then Player 2 plays. */
static void test_choosing_a_minion_tile_is_the_owners_decision_out_of_turn(void **state)
{
    (void)state;
    mm_session *session = new_game_opts(3, 42, "1", "choose-all");
    mf_state *s = mf_rig_state(session);
    mf_rig_clear(s, 0);
    mf_rig_put(s, 0, THICK_END, ANY_EYE, 0, 0, 0);
    mf_rig_put(s, 1, THICK_END, ANY_EYE, 0, 0, 0);
    mf_rig_put(s, 2, THIN_END, ANY_EYE, 0, 0, 0);
    mf_rig_draw(s, THIN_END, ANY_EYE);
    mm_events ev = play(session, "3F 0,-1 r2");
    const mf_state *st = mf_from(session->state);
    assert_non_null(find_event(&ev, MF_EV_OFFER));
    assert_int_equal(st->phase, MF_PHASE_CHOOSE);
    assert_int_equal(game()->to_move(session->state), 2);
    assert_int_equal(st->noffer, 3);
    assert_int_equal(mf_monster_size(st, st->building[2]), 0);
    reject_for(session, 1, "1F 0,-1 r0", "Player 3 is choosing a start tile");
    int chosen = st->offer[0];
    play(session, "choose 1");
    st = mf_from(session->state);
    assert_int_equal(mf_tile_at(st, st->building[2], 0, 0), chosen);
    assert_int_equal(game()->to_move(session->state), 1);
    assert_int_equal(st->phase, MF_PHASE_PLACE);
    mm_session_free(session);
}

/* Option "choose" (first monsters only): a minion's start tile is random. */
static void test_with_choose_minions_still_start_with_a_random_tile(void **state)
{
    (void)state;
    mm_session *session = new_game_opts(2, 42, "1", "choose");
    mf_state *s = mf_rig_state(session);
    mf_rig_clear(s, 0);
    mf_rig_put(s, 0, THIN_END, ANY_EYE, 0, 0, 0);
    mf_rig_put(s, 1, THICK_END, ANY_EYE, 0, 0, 0);
    mf_rig_draw(s, THIN_END, ANY_EYE);
    int top = mf_rig_top(s, THIN_HUB, ANY_EYE);
    play(session, "1F 0,-1 r2");
    const mf_state *st = mf_from(session->state);
    assert_int_equal(mf_tile_at(st, st->building[0], 0, 0), top);
    assert_int_equal(st->phase, MF_PHASE_PLACE);
    mm_session_free(session);
}

static void test_only_the_stack_order_is_hidden_from_everybody_alike(void **state)
{
    (void)state;
    mm_session *session = new_game_opts(3, 9, "1", "choose");
    const mf_state *s = mf_from(session->state);
    assert_false(game()->hides_information(session->state));
    for (int seat = -2; seat < 3; seat++) {
        if (seat == -1)
            continue;
        mm_state *view = game()->view_for(session->state, seat);
        const mf_state *v = mf_from(view);
        assert_int_equal(v->nstack, s->nstack);
        for (int i = 0; i < v->nstack; i++)
            assert_int_equal(v->stack[i], MF_HIDDEN);
        /* The offered tiles are face up. */
        assert_int_equal(v->noffer, 3);
        assert_memory_equal(v->offer, s->offer, sizeof s->offer);
        /* Determinizing refills the stack with exactly the unseen tiles. */
        mm_rng rng;
        mm_rng_seed(&rng, 77);
        game()->determinize(view, seat, &rng);
        bool seen[MF_NTILES] = {false};
        for (int i = 0; i < v->nstack; i++) {
            assert_true(v->stack[i] >= 0);
            assert_false(seen[v->stack[i]]);
            seen[v->stack[i]] = true;
        }
        for (int i = 0; i < v->noffer; i++)
            assert_false(seen[v->offer[i]]);
        game()->free(view);
    }
    mm_session_free(session);
}

static void test_every_draw_reveals_so_undo_is_refused(void **state)
{
    (void)state;
    mm_session *session = new_game_opts(2, 9, "1", NULL);
    mm_move_list moves;
    mm_move_list_init(&moves);
    game()->legal_moves(session->state, &moves);
    mm_events ev = play(session, moves.items[0]);
    assert_true(ev.revealed);
    char why[MM_REASON_MAX];
    assert_false(mm_session_can_undo(session, why, sizeof why));
    mm_move_list_free(&moves);
    mm_session_free(session);
}

static void test_malformed_moves_explain_the_notation(void **state)
{
    (void)state;
    mf_state *s;
    mm_session *session = hubs(&s);
    mf_rig_draw(s, THIN_END, ANY_EYE);
    reject_for(session, 0, "", "is not a move");
    reject_for(session, 0, "2X 0,0 r0", "F (first monster) or M (minion)");
    reject_for(session, 0, "2F 0 r0", "write a placement as 2F 0,-1 r1");
    reject_for(session, 0, "2F 0,-1", "write a placement as 2F 0,-1 r1");
    reject_for(session, 0, "2F 0,-1 r1 extra", "write a placement");
    reject_for(session, 0, "choose x", "write a choice as choose 2");
    /* Lower case names the same monster. */
    play(session, "2f 0,-1 r2");
    mm_session_free(session);
}

static void test_describe_move_names_tile_monster_and_open_edges(void **state)
{
    (void)state;
    mf_state *s;
    mm_session *session = hubs(&s);
    mf_rig_draw(s, THIN_STRAIGHT, 0);
    char text[200];
    game()->describe_move(session->state, "2F 0,-1 r0", text, sizeof text);
    assert_string_equal(text,
                        "Add a thin straight piece to Player 2's first monster (open edges: 4, "
                        "then 4).");
    mm_session_free(session);
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_start_gives_every_player_one_start_tile),
        cmocka_unit_test(test_tiles_boxed_at_setup_are_reported),
        cmocka_unit_test(test_start_tiles_differ_between_seeds),
        cmocka_unit_test(test_option_first_picks_the_starting_player),
        cmocka_unit_test(test_two_to_six_players),
        cmocka_unit_test(test_choose_option_deals_three_tiles_to_each_player_in_turn),
        cmocka_unit_test(test_choosing_a_minion_tile_is_the_owners_decision_out_of_turn),
        cmocka_unit_test(test_with_choose_minions_still_start_with_a_random_tile),
        cmocka_unit_test(test_only_the_stack_order_is_hidden_from_everybody_alike),
        cmocka_unit_test(test_every_draw_reveals_so_undo_is_refused),
        cmocka_unit_test(test_malformed_moves_explain_the_notation),
        cmocka_unit_test(test_describe_move_names_tile_monster_and_open_edges),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
