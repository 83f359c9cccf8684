/* SPDX-License-Identifier: MIT */
/* Catch the Moon: every rule of the rulebook on constructed towers.
 *
 * The placements ACROSS, HANG and ON_TABLE (test_ctm_support.h) were found
 * by lowering ladder 10 onto the two start ladders in sockets 1 and 2 until
 * it nearly touched; each test asserts the physical outcome it relies on
 * before checking the rule, so a change to the physics shows up as such. */
#include "test_ctm_support.h"

#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

static const mm_game *G = &mm_game_catch_the_moon;

static ctm_state *S(mm_state *st)
{
    return ctm_mut(st);
}

/* ================================================================== set-up */

static void test_setup_has_two_start_ladders_and_seven_raindrops(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        char why[MM_REASON_MAX];
        mm_state *st = G->new_game(NULL, 3, seed, why, sizeof why);
        assert_non_null(st);
        const ctm_state *s = ctm_from(st);
        assert_int_equal(s->mode, CTM_COMPETITIVE);
        assert_int_equal(s->drops_left, 7);
        /* Whoever starts puts the start ladders in: nothing is drawn yet. */
        assert_int_equal(s->npieces, 0);
        assert_int_equal(s->ladder, -1);
        ctm_test_refuse(st, "P 0 30 0", "start ladders");
        ctm_test_refuse(st, "score", "before version 2");
        int first = (int)(seed % 4) + 1;
        char move[32];
        snprintf(move, sizeof move, "socket %d", first);
        ctm_test_play(st, move, NULL);
        assert_int_equal(s->npieces, 1);
        assert_int_equal(s->pieces[0].socket, first - 1);
        ctm_test_refuse(st, move, "already");
        ctm_test_play(st, "socket random", NULL);
        ctm_test_refuse(st, "socket 1", "Both start ladders");
        assert_int_equal(s->npieces, 2);
        assert_int_equal(s->pieces[0].ladder, 0);
        assert_int_equal(s->pieces[1].ladder, 1);
        assert_true(s->pieces[0].socket >= 0 && s->pieces[1].socket >= 0);
        assert_int_not_equal(s->pieces[0].socket, s->pieces[1].socket);
        /* They stand in their sockets, exactly upright as the socket holds them. */
        for (int i = 0; i < 2; i++) {
            ctm_pose want = ctm_world_socket_pose(s->pieces[i].ladder, s->pieces[i].socket);
            assert_true(fabs(s->pieces[i].pose.x - want.x) < 0.01);
            assert_true(fabs(s->pieces[i].pose.y - want.y) < 0.01);
        }
        /* 27 skewed ladders: one drawn, 26 in the box; the spare not at all. */
        assert_int_equal(s->npile, 26);
        assert_true(s->ladder >= CTM_NSTRAIGHT);
        for (int i = 0; i < s->npile; i++)
            assert_true(s->pile[i] >= CTM_NSTRAIGHT);
        assert_int_equal(ctm_test_ladders_accounted(s), CTM_NLADDERS);
        G->free(st);
    }
}

static void test_ladder_set_is_three_straight_and_27_skewed(void **state)
{
    (void)state;
    for (int id = 0; id < CTM_NLADDERS; id++) {
        const ctm_ladder_def *d = ctm_ladder(id);
        assert_int_equal(d->straight, id < CTM_NSTRAIGHT);
        assert_true(d->length >= 8 && d->length <= 18);
        assert_true(d->nrung >= 3);
        assert_true(d->mass > 0 && d->moment > 0);
        /* Skewed ones differ from each other. */
        for (int other = CTM_NSTRAIGHT; other < id; other++) {
            const ctm_ladder_def *o = ctm_ladder(other);
            bool same = o->nrail == d->nrail && o->nrung == d->nrung &&
                        fabs(o->length - d->length) < 1e-9 &&
                        fabs(o->rail[o->nrail - 1].x - d->rail[d->nrail - 1].x) < 1e-9;
            assert_false(same && id >= CTM_NSTRAIGHT);
        }
    }
}

static void test_cooperative_and_solo_have_five_raindrops(void **state)
{
    (void)state;
    mm_options o = {0};
    mm_options_set(&o, "mode", "cooperative");
    char why[MM_REASON_MAX];
    mm_state *st = G->new_game(&o, 4, 3, why, sizeof why);
    assert_int_equal(ctm_from(st)->mode, CTM_COOPERATIVE);
    assert_int_equal(ctm_from(st)->drops_left, 5);
    G->free(st);
    /* Alone, one plays the cooperative game whatever the option says. */
    mm_options_set(&o, "mode", "competitive");
    st = G->new_game(&o, 1, 3, why, sizeof why);
    assert_int_equal(ctm_from(st)->mode, CTM_COOPERATIVE);
    assert_int_equal(ctm_from(st)->drops_left, 5);
    G->free(st);
}

static void test_one_to_six_players(void **state)
{
    (void)state;
    char why[MM_REASON_MAX];
    assert_null(G->new_game(NULL, 0, 1, why, sizeof why));
    assert_null(G->new_game(NULL, 7, 1, why, sizeof why));
    mm_test_assert_contains(why, "1 to 6");
    for (int n = 1; n <= 6; n++) {
        mm_state *st = G->new_game(NULL, n, 1, why, sizeof why);
        assert_non_null(st);
        G->free(st);
    }
}

static void test_die_has_two_faces_of_each(void **state)
{
    (void)state;
    int count[3] = {0};
    const int n = 900;
    for (int seed = 0; seed < n; seed++) {
        char why[MM_REASON_MAX];
        mm_state *st = G->new_game(NULL, 2, (uint64_t)seed, why, sizeof why);
        ctm_test_play(st, "socket 1", NULL);
        ctm_test_play(st, "socket 4", NULL);
        count[ctm_from(st)->face]++;
        G->free(st);
    }
    for (int f = 0; f < 3; f++)
        assert_true(count[f] > n / 4 && count[f] < n * 5 / 12);
}

/* ============================================================ placements */

static void test_touching_one_when_one_was_rolled_is_fine(void **state)
{
    (void)state;
    mm_state *st = ctm_test_game(CTM_COMPETITIVE, 3);
    ctm_test_draw(st, HANG_LADDER, CTM_FACE_ONE);
    ctm_test_play(st, HANG, NULL);
    const ctm_state *s = S(st);
    assert_int_equal(s->last.touches, 1);
    assert_int_equal(s->last.miss, 0);
    assert_int_equal(s->drops[0], 0);
    assert_int_equal(s->drops_left, 7);
    assert_true(ctm_test_in_tower(s, HANG_LADDER));
    assert_int_equal(s->current, 1);
    G->free(st);
}

static void test_touching_two_when_one_was_rolled_costs_a_raindrop(void **state)
{
    (void)state;
    mm_state *st = ctm_test_game(CTM_COMPETITIVE, 3);
    ctm_test_draw(st, 10, CTM_FACE_ONE);
    mm_events ev;
    ctm_test_play(st, ACROSS, &ev);
    const ctm_state *s = S(st);
    assert_int_equal(s->last.touches, 2);
    assert_int_equal(s->last.miss, CTM_MISS_CONDITION);
    assert_int_equal(s->drops[0], 1);
    assert_int_equal(s->drops_left, 6);
    assert_true(ctm_test_has_event(&ev, CTM_EV_RAINDROP));
    /* A missed condition is no fall: the ladder stays in the tower. */
    assert_true(ctm_test_in_tower(s, 10));
    assert_int_equal(s->nout, 0);
    G->free(st);
}

static void test_touching_two_when_two_was_rolled_is_fine(void **state)
{
    (void)state;
    mm_state *st = ctm_test_game(CTM_COMPETITIVE, 3);
    ctm_test_draw(st, 10, CTM_FACE_TWO);
    ctm_test_play(st, ACROSS, NULL);
    assert_int_equal(S(st)->last.touches, 2);
    assert_int_equal(S(st)->last.miss, 0);
    assert_int_equal(S(st)->drops[0], 0);
    G->free(st);
}

static void test_touching_one_when_two_was_rolled_costs_a_raindrop(void **state)
{
    (void)state;
    mm_state *st = ctm_test_game(CTM_COMPETITIVE, 3);
    ctm_test_draw(st, HANG_LADDER, CTM_FACE_TWO);
    mm_events ev;
    ctm_test_play(st, HANG, &ev);
    assert_int_equal(S(st)->last.touches, 1);
    assert_int_equal(S(st)->last.miss, CTM_MISS_CONDITION);
    assert_int_equal(S(st)->drops[0], 1);
    mm_test_assert_contains(ev.ev[0].text, "fewer than two");
    G->free(st);
}

static void test_moon_needs_the_highest_point_and_one_or_two_touches(void **state)
{
    (void)state;
    /* Highest, touching two: fine. */
    mm_state *st = ctm_test_game(CTM_COMPETITIVE, 3);
    ctm_test_draw(st, 10, CTM_FACE_MOON);
    ctm_test_play(st, ACROSS, NULL);
    assert_true(S(st)->last.highest);
    assert_int_equal(S(st)->last.miss, 0);
    G->free(st);
    /* Highest, touching one: fine. */
    st = ctm_test_game(CTM_COMPETITIVE, 3);
    ctm_test_draw(st, HANG_LADDER, CTM_FACE_MOON);
    ctm_test_play(st, HANG, NULL);
    assert_true(S(st)->last.highest);
    assert_int_equal(S(st)->last.touches, 1);
    assert_int_equal(S(st)->last.miss, 0);
    G->free(st);
}

static void test_moon_below_the_top_costs_a_raindrop(void **state)
{
    (void)state;
    mm_state *st = ctm_test_game(CTM_COMPETITIVE, 3);
    ctm_test_draw(st, HANG_LADDER, CTM_FACE_ONE);
    ctm_test_play(st, HANG, NULL);
    assert_int_equal(S(st)->last.miss, 0);
    /* Ladder 6 hooked over the left start ladder, its top below the top of
     * the ladder hanging on the right. */
    ctm_test_draw(st, 6, CTM_FACE_MOON);
    mm_events ev;
    ctm_test_play(st, "P -3.500 18.720 -10.000", &ev);
    const ctm_state *s = S(st);
    assert_int_equal(s->last.touches, 1);
    assert_false(s->last.highest);
    assert_true(s->last.new_top < s->last.tower_top);
    assert_int_equal(s->last.miss, CTM_MISS_CONDITION);
    assert_int_equal(s->drops[1], 1);
    G->free(st);
}

static void test_ladder_knocked_onto_the_table_leaves_the_game(void **state)
{
    (void)state;
    mm_state *st = ctm_test_game(CTM_COMPETITIVE, 3);
    ctm_test_draw(st, HANG_LADDER, CTM_FACE_ONE);
    ctm_test_play(st, HANG, NULL);
    assert_int_equal(S(st)->last.miss, 0);
    /* Ladder 5 swung in hard from the right knocks ladder 25 off the tower
     * (and falls itself). */
    ctm_test_draw(st, 5, CTM_FACE_TWO);
    mm_events ev;
    ctm_test_play(st, "P 16.000 17.000 90.000 v -400.000 0.000 0.000", &ev);
    const ctm_state *s = S(st);
    assert_true(s->last.miss & CTM_MISS_FELL);
    assert_int_equal(s->last.nfallen, 2);
    assert_true(s->last.fallen[0] == HANG_LADDER || s->last.fallen[1] == HANG_LADDER);
    assert_false(ctm_test_in_tower(s, HANG_LADDER));
    assert_false(ctm_test_in_tower(s, 5));
    assert_int_equal(s->nout, 2);
    assert_true(ctm_test_has_event(&ev, CTM_EV_FALL));
    /* The placer, and only the placer, takes one raindrop. */
    assert_int_equal(s->drops[1], 1);
    assert_int_equal(s->drops[0] + s->drops[2], 0);
    assert_int_equal(s->drops_left, 6);
    assert_int_equal(ctm_test_ladders_accounted(s), CTM_NLADDERS);
    G->free(st);
}

static void test_new_ladder_on_the_table_is_a_mistake_and_leaves(void **state)
{
    (void)state;
    mm_state *st = ctm_test_game(CTM_COMPETITIVE, 2);
    ctm_test_draw(st, 10, CTM_FACE_ONE);
    mm_events ev;
    ctm_test_play(st, ON_TABLE, &ev);
    const ctm_state *s = S(st);
    assert_true(s->last.miss & CTM_MISS_GROUND);
    assert_false(ctm_test_in_tower(s, 10));
    assert_int_equal(s->out[0], 10);
    assert_int_equal(s->drops[0], 1);
    mm_test_assert_contains(ev.ev[1].text, "touches the cloud or the table");
    G->free(st);
}

static void test_new_ladder_touching_the_cloud_is_a_mistake(void **state)
{
    (void)state;
    mm_state *st = ctm_test_game(CTM_COMPETITIVE, 2);
    ctm_test_draw(st, 10, CTM_FACE_ONE);
    /* Dropped aslant onto the cloud's left end, beside the start ladders. */
    ctm_test_play(st, "P -10.000 10.040 -45.000", NULL);
    const ctm_state *s = S(st);
    assert_true(s->last.miss & CTM_MISS_GROUND);
    assert_false(ctm_test_in_tower(s, 10));
    assert_int_equal(s->drops[0], 1);
    G->free(st);
}

static void test_fallen_start_ladder_goes_back_into_the_cloud(void **state)
{
    (void)state;
    mm_state *st = ctm_test_game(CTM_COMPETITIVE, 2);
    ctm_state *s = S(st);
    /* A hard knock pulls start ladder 0 out of its socket. */
    ctm_world *w = ctm_world_of(s);
    ctm_world_knock_out(w, ctm_world_find(w, 0));
    ctm_test_draw(st, HANG_LADDER, CTM_FACE_ONE);
    mm_events ev;
    ctm_test_play(st, HANG, &ev);
    assert_true(s->last.miss & CTM_MISS_FELL);
    assert_int_equal(s->last.nreturned, 1);
    assert_int_equal(s->last.returned[0], 0);
    assert_true(ctm_test_has_event(&ev, CTM_EV_RETURN));
    /* Not out of the game: back in its socket, upright. */
    assert_true(ctm_test_in_tower(s, 0));
    for (int i = 0; i < s->nout; i++)
        assert_int_not_equal(s->out[i], 0);
    for (int i = 0; i < s->npieces; i++) {
        if (s->pieces[i].ladder != 0)
            continue;
        assert_int_equal(s->pieces[i].socket, 1);
        ctm_pose want = ctm_world_socket_pose(0, 1);
        assert_true(fabs(s->pieces[i].pose.x - want.x) < 0.05);
        assert_true(fabs(s->pieces[i].pose.y - want.y) < 0.05);
    }
    assert_int_equal(s->drops[0], 1);
    G->free(st);
}

static void test_ladder_falling_while_the_tower_settles_is_the_placers(void **state)
{
    (void)state;
    mm_state *st = ctm_test_game(CTM_COMPETITIVE, 3);
    ctm_state *s = S(st);
    /* A constructed tower with a ladder that has nothing to rest on: it
     * comes down during the next placement, before the next player rolls. */
    s->pieces[s->npieces++] = (ctm_piece){20, {30, 30, 0.3}, -1};
    for (int i = 0; i < s->npile; i++)
        if (s->pile[i] == 20)
            s->pile[i] = s->pile[--s->npile];
    ctm_rebase(s);
    ctm_test_draw(st, HANG_LADDER, CTM_FACE_ONE);
    ctm_test_play(st, HANG, NULL);
    assert_int_equal(s->last.touches, 1);
    assert_true(s->last.miss & CTM_MISS_FELL);
    assert_false(s->last.miss & CTM_MISS_GROUND);
    assert_false(ctm_test_in_tower(s, 20));
    assert_int_equal(s->drops[0], 1);
    assert_int_equal(ctm_test_ladders_accounted(s), CTM_NLADDERS);
    G->free(st);
}

static void test_several_mistakes_in_one_turn_cost_one_raindrop(void **state)
{
    (void)state;
    mm_state *st = ctm_test_game(CTM_COMPETITIVE, 3);
    ctm_test_draw(st, 10, CTM_FACE_TWO);
    ctm_test_play(st, ACROSS, NULL);
    /* Onto the table with the die asking for two: missed and fallen. */
    ctm_test_draw(st, 5, CTM_FACE_TWO);
    ctm_test_play(st, ON_TABLE, NULL);
    assert_int_equal(S(st)->drops[1], 1);
    assert_int_equal(S(st)->drops_left, 6);
    G->free(st);
}

/* ======================================================= competitive end */

static void test_last_raindrop_ends_and_fewest_wins(void **state)
{
    (void)state;
    mm_state *st = ctm_test_game(CTM_COMPETITIVE, 3);
    ctm_state *s = S(st);
    s->drops[0] = 2;
    s->drops[1] = 1;
    s->drops[2] = 3;
    s->drops_left = 1;
    ctm_test_draw(st, 10, CTM_FACE_ONE);
    mm_events ev;
    ctm_test_play(st, ON_TABLE, &ev);
    assert_int_equal(s->end, CTM_END_RAINDROPS);
    assert_true(G->is_over(st));
    assert_int_equal(G->to_move(st), MM_NOBODY);
    assert_true(ctm_test_has_event(&ev, CTM_EV_GAME_OVER));
    mm_result r;
    G->result(st, &r);
    assert_false(r.winner[0]);
    assert_true(r.winner[1]);
    assert_false(r.winner[2]);
    assert_int_equal(r.total[0], 3);
    assert_int_equal(r.total[1], 1);
    G->free(st);
}

static void test_tie_with_ladders_left_goes_to_the_moon_final(void **state)
{
    (void)state;
    mm_state *st = ctm_test_game(CTM_COMPETITIVE, 3);
    ctm_state *s = S(st);
    s->drops[0] = 2;
    s->drops[1] = 1;
    s->drops[2] = 3;
    s->drops_left = 1;
    s->current = 1;
    ctm_test_draw(st, 12, CTM_FACE_ONE);
    mm_events ev;
    ctm_test_play(st, ON_TABLE, &ev);
    /* Seats 0 and 1 tie on two raindrops: the final, seat 0 first. */
    assert_true(ctm_test_has_event(&ev, CTM_EV_FINAL));
    assert_int_equal(s->end, CTM_END_NONE);
    assert_true(s->final);
    assert_true(s->finalist[0] && s->finalist[1] && !s->finalist[2]);
    assert_int_equal(G->to_move(st), 0);
    /* The die is no longer rolled: always the moon. */
    assert_int_equal(s->face, CTM_FACE_MOON);
    ctm_test_draw(st, 10, CTM_FACE_MOON);
    ctm_test_play(st, ACROSS, NULL);
    assert_int_equal(s->last.miss, 0);
    assert_int_equal(G->to_move(st), 1);
    assert_int_equal(s->face, CTM_FACE_MOON);
    /* Seat 1 misses and is out: seat 0 wins. */
    ctm_test_draw(st, 5, CTM_FACE_MOON);
    ctm_test_play(st, ON_TABLE, &ev);
    assert_true(ctm_test_has_event(&ev, CTM_EV_KNOCKED));
    assert_int_equal(s->end, CTM_END_FINAL);
    mm_result r;
    G->result(st, &r);
    assert_true(r.winner[0]);
    assert_false(r.winner[1]);
    assert_false(r.winner[2]);
    mm_test_assert_contains(r.note, "final");
    /* Raindrops are not taken in the final. */
    assert_int_equal(s->drops[1], 2);
    G->free(st);
}

static void test_final_skips_players_not_in_it(void **state)
{
    (void)state;
    mm_state *st = ctm_test_game(CTM_COMPETITIVE, 4);
    ctm_state *s = S(st);
    s->drops[0] = 1;
    s->drops[1] = 3;
    s->drops[2] = 1;
    s->drops[3] = 1;
    s->drops_left = 1;
    s->current = 1;
    ctm_test_draw(st, 12, CTM_FACE_ONE);
    ctm_test_play(st, ON_TABLE, NULL);
    assert_true(s->final);
    /* Seats 2, 3 and 0 are in the final, in turn order after seat 1. */
    assert_int_equal(G->to_move(st), 2);
    ctm_test_draw(st, 5, CTM_FACE_MOON);
    ctm_test_play(st, ON_TABLE, NULL);
    assert_false(s->finalist[2]);
    assert_int_equal(G->to_move(st), 3);
    ctm_test_draw(st, 10, CTM_FACE_MOON);
    ctm_test_play(st, ON_TABLE, NULL);
    assert_int_equal(s->end, CTM_END_FINAL);
    assert_true(s->winner[0]);
    assert_int_equal(s->nknocked, 2);
    assert_int_equal(s->final_order[0], 2);
    assert_int_equal(s->final_order[1], 3);
    G->free(st);
}

static void test_final_without_ladders_left_is_shared(void **state)
{
    (void)state;
    mm_state *st = ctm_test_game(CTM_COMPETITIVE, 3);
    ctm_state *s = S(st);
    s->drops[0] = 3;
    s->drops[1] = 2;
    s->drops[2] = 4;
    s->drops_left = 1;
    s->current = 1;
    ctm_test_draw(st, 12, CTM_FACE_ONE);
    ctm_test_play(st, ON_TABLE, NULL);
    assert_true(s->final);
    assert_int_equal(G->to_move(st), 0);
    /* The final's first placement takes the last ladder from the box. */
    ctm_test_draw(st, 10, CTM_FACE_MOON);
    s->npile = 0;
    ctm_test_play(st, ACROSS, NULL);
    assert_int_equal(s->last.miss, 0);
    assert_int_equal(s->end, CTM_END_LADDERS);
    assert_true(s->winner[0] && s->winner[1]);
    assert_false(s->winner[2]);
    G->free(st);
}

static void test_last_ladder_ends_and_ties_share_the_win(void **state)
{
    (void)state;
    mm_state *st = ctm_test_game(CTM_COMPETITIVE, 3);
    ctm_state *s = S(st);
    s->drops[0] = 1;
    s->drops[1] = 1;
    s->drops[2] = 2;
    s->drops_left = 3;
    ctm_test_draw(st, 10, CTM_FACE_TWO);
    s->npile = 0;
    ctm_test_play(st, ACROSS, NULL);
    assert_int_equal(s->last.miss, 0);
    assert_int_equal(s->end, CTM_END_LADDERS);
    assert_false(s->final);
    mm_result r;
    G->result(st, &r);
    assert_true(r.winner[0] && r.winner[1]);
    assert_false(r.winner[2]);
    mm_test_assert_contains(r.note, "shared");
    G->free(st);
}

static void test_last_ladder_with_a_single_leader(void **state)
{
    (void)state;
    mm_state *st = ctm_test_game(CTM_COMPETITIVE, 3);
    ctm_state *s = S(st);
    s->drops[1] = 1;
    s->drops[2] = 2;
    s->drops_left = 4;
    ctm_test_draw(st, 10, CTM_FACE_TWO);
    s->npile = 0;
    ctm_test_play(st, ACROSS, NULL);
    assert_int_equal(s->end, CTM_END_LADDERS);
    assert_true(s->winner[0]);
    assert_false(s->winner[1] || s->winner[2]);
    G->free(st);
}

static void test_two_players_end_at_four_raindrops(void **state)
{
    (void)state;
    mm_state *st = ctm_test_game(CTM_COMPETITIVE, 2);
    ctm_state *s = S(st);
    s->drops[0] = 3;
    s->drops[1] = 0;
    s->drops_left = 4;
    ctm_test_draw(st, 10, CTM_FACE_ONE);
    ctm_test_play(st, ON_TABLE, NULL);
    assert_int_equal(s->drops[0], 4);
    assert_int_equal(s->drops_left, 3);
    assert_int_equal(s->end, CTM_END_FOUR_DROPS);
    mm_result r;
    G->result(st, &r);
    assert_false(r.winner[0]);
    assert_true(r.winner[1]);
    G->free(st);
    /* With three players, four raindrops are nothing special. */
    st = ctm_test_game(CTM_COMPETITIVE, 3);
    s = S(st);
    s->drops[0] = 3;
    s->drops_left = 4;
    ctm_test_draw(st, 10, CTM_FACE_ONE);
    ctm_test_play(st, ON_TABLE, NULL);
    assert_int_equal(s->end, CTM_END_NONE);
    G->free(st);
}

/* ============================================================ cooperative */

/* Replaces the tower by ladders standing at the given heights (bottom). */
static void stand_ladders(ctm_state *s, const int *ladders, const double *bottoms, int n)
{
    s->npieces = 2;
    for (int i = 0; i < n; i++) {
        ctm_pose p = {40.0 + 20 * i, 0, 0};
        double b, t;
        ctm_extent(ladders[i], p, &b, &t);
        p.y = bottoms[i] - b;
        s->pieces[s->npieces++] = (ctm_piece){ladders[i], p, -1};
    }
}

static void test_lid_scores_one_partly_and_three_fully_above(void **state)
{
    (void)state;
    mm_state *st = ctm_test_game(CTM_COOPERATIVE, 2);
    ctm_state *s = S(st);
    /* Start ladders stay below the lid. */
    assert_int_equal(ctm_lid_score(s).points, 0);
    const int ladders[] = {5, 6, 7};
    const double bottoms[] = {CTM_LID_HEIGHT - 3, CTM_LID_HEIGHT + 0.5, CTM_LID_HEIGHT - 40};
    stand_ladders(s, ladders, bottoms, 3);
    ctm_scoring sc = ctm_lid_score(s);
    assert_int_equal(sc.partly, 1);
    assert_int_equal(sc.fully, 1);
    assert_int_equal(sc.points, 4);
    G->free(st);
}

static void test_lid_example_best_of_0_4_2_is_4(void **state)
{
    (void)state;
    /* The rulebook's example: 2 mistakes and 3 scorings of 0, 4 and 2. */
    mm_state *st = ctm_test_game(CTM_COOPERATIVE, 2);
    ctm_state *s = S(st);
    mm_events ev;
    ctm_test_play(st, "score", &ev);
    assert_true(ctm_test_has_event(&ev, CTM_EV_SCORE));
    assert_int_equal(s->scorings[0].points, 0);
    assert_int_equal(s->drops_left, 4);
    /* Scoring does not end the turn: the same player places. */
    assert_int_equal(G->to_move(st), 0);
    ctm_test_draw(st, 10, CTM_FACE_ONE);
    ctm_test_play(st, ON_TABLE, NULL);
    assert_int_equal(s->drops_left, 3);

    const int one_fully_one_partly[] = {5, 6};
    const double high[] = {CTM_LID_HEIGHT + 1, CTM_LID_HEIGHT - 2};
    stand_ladders(s, one_fully_one_partly, high, 2);
    ctm_test_play(st, "score", NULL);
    assert_int_equal(s->scorings[1].points, 4);
    assert_int_equal(s->best, 4);
    ctm_test_draw(st, 12, CTM_FACE_ONE);
    ctm_test_play(st, ON_TABLE, NULL);
    assert_int_equal(s->drops_left, 1);

    const int two_partly[] = {5, 6};
    const double lower[] = {CTM_LID_HEIGHT - 2, CTM_LID_HEIGHT - 3};
    stand_ladders(s, two_partly, lower, 2);
    ctm_test_play(st, "score", NULL);
    assert_int_equal(s->scorings[2].points, 2);
    /* The fifth raindrop ends the game; only the best scoring counts. */
    assert_int_equal(s->end, CTM_END_RAINDROPS);
    mm_result r;
    G->result(st, &r);
    assert_int_equal(r.total[0], 4);
    assert_int_equal(r.total[1], 4);
    assert_true(r.winner[0] && r.winner[1]);
    mm_test_assert_contains(r.note, "touched the moon");
    G->free(st);
}

static void test_scoring_limits(void **state)
{
    (void)state;
    mm_state *st = ctm_test_game(CTM_COMPETITIVE, 2);
    ctm_test_refuse(st, "score", "Only the cooperative game");
    G->free(st);

    st = ctm_test_game(CTM_COOPERATIVE, 1);
    ctm_state *s = S(st);
    ctm_test_play(st, "score", NULL);
    ctm_test_refuse(st, "score", "just scored");
    s->drops_left = 5;
    s->nscorings = 5;
    s->scored_this_turn = false;
    ctm_test_refuse(st, "score", "five times");
    G->free(st);
}

static void test_cooperative_ends_at_last_ladder_and_mistakes_cost_drops(void **state)
{
    (void)state;
    mm_state *st = ctm_test_game(CTM_COOPERATIVE, 3);
    ctm_state *s = S(st);
    ctm_test_draw(st, 12, CTM_FACE_ONE);
    ctm_test_play(st, ON_TABLE, NULL);
    assert_int_equal(s->drops_left, 4);
    assert_int_equal(s->drops[0], 1);
    assert_int_equal(G->to_move(st), 1);
    ctm_test_draw(st, 10, CTM_FACE_TWO);
    s->npile = 0;
    ctm_test_play(st, ACROSS, NULL);
    assert_int_equal(s->last.miss, 0);
    assert_int_equal(s->end, CTM_END_LADDERS);
    G->free(st);
}

static void test_rating_table(void **state)
{
    (void)state;
    mm_test_assert_contains(ctm_rating(1), "good start");
    mm_test_assert_contains(ctm_rating(2), "good start");
    mm_test_assert_contains(ctm_rating(3), "touched the moon");
    mm_test_assert_contains(ctm_rating(5), "touched the moon");
    mm_test_assert_contains(ctm_rating(6), "moon dust");
    mm_test_assert_contains(ctm_rating(8), "moon dust");
    mm_test_assert_contains(ctm_rating(9), "caught the moon");
    mm_test_assert_contains(ctm_rating(14), "caught the moon");
}

/* ============================================================= validation */

static void test_validation_reasons(void **state)
{
    (void)state;
    mm_state *st = ctm_test_game(CTM_COMPETITIVE, 2);
    char why[MM_REASON_MAX];
    assert_false(G->validate(st, 1, ACROSS, why, sizeof why));
    mm_test_assert_contains(why, "Player 1's turn");
    ctm_test_refuse(st, "P 0 5 0", "in the way");
    ctm_test_refuse(st, "P 500.000 20.000 0.000", "too far");
    ctm_test_refuse(st, "P 20.000 20.000 0.000 v 900.000 0.000 0.000", "thrown");
    ctm_test_refuse(st, "P 20.000 20.000 0.000 v 0 0 0 h 40.000 20.000 0 :", "hold the ladder");
    ctm_test_refuse(st, "P 1,5 20 0", "write a placement");
    ctm_test_refuse(st, "P 20 20", "write a placement");
    ctm_test_refuse(st, "P 20 20 0 h 20 20 0 :UU", "bad keyframe");
    ctm_test_refuse(st, "hello", "write a placement");
    /* Validation never changes anything. */
    assert_int_equal(S(st)->drops_left, 7);
    assert_int_equal(S(st)->npieces, 2);
    G->free(st);
}

static void test_no_move_after_the_end(void **state)
{
    (void)state;
    mm_state *st = ctm_test_game(CTM_COMPETITIVE, 2);
    ctm_state *s = S(st);
    s->drops[0] = 3;
    ctm_test_draw(st, 10, CTM_FACE_ONE);
    ctm_test_play(st, ON_TABLE, NULL);
    assert_true(G->is_over(st));
    char why[MM_REASON_MAX];
    assert_false(G->validate(st, 1, ACROSS, why, sizeof why));
    mm_test_assert_contains(why, "over");
    mm_move_list list;
    mm_move_list_init(&list);
    mm_rng rng;
    mm_rng_seed(&rng, 1);
    G->sample_moves(st, &rng, 8, &list);
    assert_int_equal(list.n, 0);
    mm_move_list_free(&list);
    G->free(st);
}

static void test_describe_moves(void **state)
{
    (void)state;
    mm_state *st = ctm_test_game(CTM_COOPERATIVE, 2);
    char buf[256];
    G->describe_move(st, ACROSS, buf, sizeof buf);
    mm_test_assert_contains(buf, "23 cm");
    G->describe_move(st, "score", buf, sizeof buf);
    mm_test_assert_contains(buf, "0 points");
    G->free(st);
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup_has_two_start_ladders_and_seven_raindrops),
        cmocka_unit_test(test_ladder_set_is_three_straight_and_27_skewed),
        cmocka_unit_test(test_cooperative_and_solo_have_five_raindrops),
        cmocka_unit_test(test_one_to_six_players),
        cmocka_unit_test(test_die_has_two_faces_of_each),
        cmocka_unit_test(test_touching_one_when_one_was_rolled_is_fine),
        cmocka_unit_test(test_touching_two_when_one_was_rolled_costs_a_raindrop),
        cmocka_unit_test(test_touching_two_when_two_was_rolled_is_fine),
        cmocka_unit_test(test_touching_one_when_two_was_rolled_costs_a_raindrop),
        cmocka_unit_test(test_moon_needs_the_highest_point_and_one_or_two_touches),
        cmocka_unit_test(test_moon_below_the_top_costs_a_raindrop),
        cmocka_unit_test(test_ladder_knocked_onto_the_table_leaves_the_game),
        cmocka_unit_test(test_new_ladder_on_the_table_is_a_mistake_and_leaves),
        cmocka_unit_test(test_new_ladder_touching_the_cloud_is_a_mistake),
        cmocka_unit_test(test_fallen_start_ladder_goes_back_into_the_cloud),
        cmocka_unit_test(test_ladder_falling_while_the_tower_settles_is_the_placers),
        cmocka_unit_test(test_several_mistakes_in_one_turn_cost_one_raindrop),
        cmocka_unit_test(test_last_raindrop_ends_and_fewest_wins),
        cmocka_unit_test(test_tie_with_ladders_left_goes_to_the_moon_final),
        cmocka_unit_test(test_final_skips_players_not_in_it),
        cmocka_unit_test(test_final_without_ladders_left_is_shared),
        cmocka_unit_test(test_last_ladder_ends_and_ties_share_the_win),
        cmocka_unit_test(test_last_ladder_with_a_single_leader),
        cmocka_unit_test(test_two_players_end_at_four_raindrops),
        cmocka_unit_test(test_lid_scores_one_partly_and_three_fully_above),
        cmocka_unit_test(test_lid_example_best_of_0_4_2_is_4),
        cmocka_unit_test(test_scoring_limits),
        cmocka_unit_test(test_cooperative_ends_at_last_ladder_and_mistakes_cost_drops),
        cmocka_unit_test(test_rating_table),
        cmocka_unit_test(test_validation_reasons),
        cmocka_unit_test(test_no_move_after_the_end),
        cmocka_unit_test(test_describe_moves),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
