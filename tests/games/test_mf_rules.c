/* SPDX-License-Identifier: MIT */
/* Monster Factory: every rule of the rulebook (monster-factory.de.txt) and the
 * digest's decisions, one or more tests each.
 *
 * Tests start a real game through a session, arrange the table by hand with
 * test_mf_rig.h (each arrangement described in a comment) and then play moves
 * through the session, so validation, application and recording all run. */
#include "test_mf_rig.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ============================================================== the turn */

/* Player 1 drew a thin straight piece; Player 1's monster is a thin end. */
static void test_the_drawn_tile_must_be_placed_there_is_no_discard(void **state)
{
    (void)state;
    mf_state *s;
    mm_session *session = cleared(2, &s);
    mf_rig_put(s, 0, THIN_END, ANY_EYE, 0, 0, 0);
    mf_rig_put(s, 1, THICK_END, ANY_EYE, 0, 0, 0);
    mf_rig_draw(s, THIN_STRAIGHT, ANY_EYE);
    reject_for(session, 0, "discard", "is not a move");
    reject_for(session, 0, "pass", "is not a move");
    mm_move_list moves;
    mm_move_list_init(&moves);
    game()->legal_moves(session->state, &moves);
    /* Only above Player 1's end, upright (the two upright rotations are one). */
    assert_int_equal(moves.n, 1);
    assert_string_equal(moves.items[0], "1F 0,-1 r0");
    mm_move_list_free(&moves);
    mm_session_free(session);
}

static void test_a_tile_goes_on_other_players_monsters_too(void **state)
{
    (void)state;
    mf_state *s;
    mm_session *session = cleared(3, &s);
    mf_rig_put(s, 0, THICK_END, ANY_EYE, 0, 0, 0);
    mf_rig_put(s, 1, THIN_END, ANY_EYE, 0, 0, 1); /* thin part on the right */
    mf_rig_put(s, 2, THICK_END, ANY_EYE, 0, 0, 0);
    mf_rig_draw(s, THIN_STRAIGHT, ANY_EYE);
    mm_events ev = play(session, "2F 1,0 r1");
    const mm_event *e = find_event(&ev, MF_EV_PLACE);
    assert_non_null(e);
    assert_int_equal(e->seat, 0);
    assert_int_equal(e->a, 1);
    assert_int_equal(mf_monster_size(mf_from(session->state), 1), 2);
    /* The turn passes on clockwise. */
    assert_int_equal(game()->to_move(session->state), 1);
    mm_session_free(session);
}

static void test_only_the_player_to_move_may_place(void **state)
{
    (void)state;
    mf_state *s;
    mm_session *session = cleared(3, &s);
    mf_rig_put(s, 0, THIN_END, ANY_EYE, 0, 0, 0);
    mf_rig_put(s, 1, THIN_END, ANY_EYE, 0, 0, 0);
    mf_rig_put(s, 2, THIN_END, ANY_EYE, 0, 0, 0);
    mf_rig_draw(s, THIN_STRAIGHT, ANY_EYE);
    reject_for(session, 1, "1F 0,-1 r0", "It is Player 1's turn");
    mm_session_free(session);
}

/* ========================================================== fitting rules */

static void test_thin_joins_thin_and_thick_joins_thick(void **state)
{
    (void)state;
    mf_state *s;
    mm_session *session = hubs(&s);
    mf_rig_draw(s, THIN_END, ANY_EYE);
    play(session, "2F 0,-1 r2"); /* thin end hanging down onto the thin hub */
    s->current = 0;
    mf_rig_draw(s, THICK_END, ANY_EYE);
    play(session, "1F -1,0 r1"); /* thick end pointing right onto the thick hub */
    assert_int_equal(mf_monster_size(mf_from(session->state), 0), 2);
    assert_int_equal(mf_monster_size(mf_from(session->state), 1), 2);
    mm_session_free(session);
}

static void test_thin_never_touches_thick(void **state)
{
    (void)state;
    mf_state *s;
    mm_session *session = hubs(&s);
    mf_rig_draw(s, THIN_END, ANY_EYE);
    reject_for(session, 0, "1F 0,-1 r2", "Edges don't match: thin meets thick at the bottom");
    s->current = 0;
    mf_rig_draw(s, THICK_END, ANY_EYE);
    reject_for(session, 0, "2F 1,0 r3", "Edges don't match: thick meets thin on the left");
    mm_session_free(session);
}

static void test_parts_never_touch_a_blank(void **state)
{
    (void)state;
    mf_state *s;
    mm_session *session = hubs(&s);
    /* A thick end turned so its blank back faces the hub's thick part. */
    mf_rig_draw(s, THICK_END, ANY_EYE);
    reject_for(session, 0, "1F 0,-1 r0", "Edges don't match: blank meets thick at the bottom");
    /* The hint says when another rotation fits. */
    reject_for(session, 0, "1F 0,-1 r0", "Turn the tile: it fits here another way");
    mm_session_free(session);
}

/* Player 1's monster: a thin bend (thin at the top and on the right) at 0,0
 * with a thin straight piece standing on it at 0,-1. */
static void test_blank_may_touch_blank_when_a_part_connects(void **state)
{
    (void)state;
    mf_state *s;
    mm_session *session = cleared(2, &s);
    mf_rig_put(s, 0, THIN_BEND, ANY_EYE, 0, 0, 0);      /* T top, T right */
    mf_rig_put(s, 0, THIN_STRAIGHT, ANY_EYE, 0, -1, 0); /* T top and bottom */
    mf_rig_put(s, 1, THICK_END, ANY_EYE, 0, 0, 0);
    /* At 1,-1 the cell touches only the straight piece's blank side: a bend
     * turned once (thin on the right and at the bottom) matches blank with
     * blank there, but nothing holds it. */
    mf_rig_draw(s, THIN_BEND, ANY_EYE);
    reject_for(session, 0, "1F 1,-1 r1", "needs a thin or thick connection");
    /* A bend at 1,0 joins the first bend's thin right edge and opens upwards. */
    play(session, "1F 1,0 r3");
    /* Now the cell 1,-1 touches the straight on its left (blank against
     * blank) and the new bend below (thin against thin): that fits. */
    s->current = 0;
    mf_rig_draw(s, THIN_BEND, ANY_EYE);
    play(session, "1F 1,-1 r1");
    const mf_state *st = mf_from(session->state);
    assert_int_equal(mf_monster_size(st, 0), 4);
    mm_session_free(session);
}

static void test_blank_edges_alone_do_not_hold_a_tile(void **state)
{
    (void)state;
    mf_state *s;
    mm_session *session = cleared(2, &s);
    mf_rig_put(s, 0, THIN_END, ANY_EYE, 0, 0, 0); /* thin at the top; blank sides */
    mf_rig_put(s, 1, THIN_END, ANY_EYE, 0, 0, 0);
    /* A thin straight piece standing upright beside it: blank against blank. */
    mf_rig_draw(s, THIN_STRAIGHT, ANY_EYE);
    reject_for(session, 0, "1F 1,0 r0",
               "Blank edges alone don't hold a tile: it needs a thin or thick connection");
    mm_session_free(session);
}

static void test_a_tile_must_touch_the_monster_on_a_free_cell(void **state)
{
    (void)state;
    mf_state *s;
    mm_session *session = hubs(&s);
    mf_rig_draw(s, THICK_END, ANY_EYE);
    reject_for(session, 0, "1F 3,3 r0", "must touch the monster");
    reject_for(session, 0, "1F 0,0 r0", "already taken");
    reject_for(session, 0, "1F 95,0 r0", "too far");
    mm_session_free(session);
}

static void test_tiles_turn_in_quarter_turns(void **state)
{
    (void)state;
    mf_state *s;
    mm_session *session = cleared(2, &s);
    mf_rig_put(s, 0, THICK_END, ANY_EYE, 0, 0, 1); /* thick part on the right */
    mf_rig_put(s, 1, THICK_END, ANY_EYE, 0, 0, 0);
    /* A thick-to-thin bend (thick top, thin right) placed right of it must
     * show thick on its left: three quarter turns. */
    mf_rig_draw(s, THICK_THIN_BEND, ANY_EYE);
    reject_for(session, 0, "1F 1,0 r0", "Turn the tile");
    reject_for(session, 0, "1F 1,0 r1", "Edges don't match");
    reject_for(session, 0, "1F 1,0 r2", "Edges don't match");
    reject_for(session, 0, "1F 1,0 r4", "0 to 3 quarter turns");
    play(session, "1F 1,0 r3");
    const mf_state *st = mf_from(session->state);
    int t = mf_tile_at(st, 0, 1, 0);
    assert_int_equal(st->at[t].rot, 3);
    assert_int_equal(mf_tile_edge(t, 3, MF_WEST), MF_THICK);
    assert_int_equal(mf_tile_edge(t, 3, MF_NORTH), MF_THIN);
    mm_session_free(session);
}

/* ===================================================== tiles that fit nowhere */

/* Every monster is a thin end; the next two tiles on the stack are a thick
 * end (fits nowhere) and a thin straight piece. */
static void test_a_tile_that_fits_nowhere_leaves_the_game_and_another_is_drawn(void **state)
{
    (void)state;
    mf_state *s;
    mm_session *session = cleared(3, &s);
    for (int i = 0; i < 3; i++)
        mf_rig_put(s, i, THIN_END, ANY_EYE, 0, 0, 0);
    mf_rig_draw(s, THIN_STRAIGHT, ANY_EYE);
    int straight = mf_rig_top(s, THIN_STRAIGHT, ANY_EYE);
    int thick = mf_rig_top(s, THICK_END, ANY_EYE);
    mm_events ev = play(session, "1F 0,-1 r0");
    const mf_state *st = mf_from(session->state);
    assert_int_equal(st->nbox, 1);
    assert_int_equal(st->box[0], thick);
    assert_int_equal(st->drawn, straight);
    assert_int_equal(st->current, 1);
    const mm_event *d = find_event(&ev, MF_EV_DISCARD);
    assert_non_null(d);
    assert_int_equal(d->seat, 1);
    assert_int_equal(d->a, thick);
    mm_test_assert_contains(d->text, "fits nowhere");
    assert_int_equal(count_events(&ev, MF_EV_DRAW), 2);
    assert_true(ev.revealed);
    mm_session_free(session);
}

/* ================================================= completion and minions */

/* Player 1 finishes Player 3's monster (a thin end) with another thin end. */
static void test_a_finished_monster_starts_a_minion_at_once_and_it_is_no_turn(void **state)
{
    (void)state;
    mf_state *s;
    mm_session *session = cleared(3, &s);
    mf_rig_put(s, 0, THICK_END, ANY_EYE, 0, 0, 0);
    mf_rig_put(s, 1, THICK_END, ANY_EYE, 0, 0, 0);
    mf_rig_put(s, 2, THIN_END, ANY_EYE, 0, 0, 0);
    mf_rig_draw(s, THIN_END, ANY_EYE);
    mf_rig_top(s, THICK_STRAIGHT, ANY_EYE); /* the next player's draw, after the minion's */
    int minion_tile = mf_rig_top(s, THIN_HUB, ANY_EYE);
    int turns = s->turns;
    /* Describing the move announces the completion. */
    char text[200];
    game()->describe_move(session->state, "3F 0,-1 r2", text, sizeof text);
    mm_test_assert_contains(text, "completes the monster");
    mm_events ev = play(session, "3F 0,-1 r2");
    const mf_state *st = mf_from(session->state);
    const mm_event *c = find_event(&ev, MF_EV_COMPLETE);
    assert_non_null(c);
    assert_int_equal(c->seat, 2);
    assert_int_equal(c->a, 2);
    assert_int_equal(c->b, 2);
    assert_int_equal(c->c, 2);
    assert_true(st->monsters[2].done);
    /* The minion: monster 3, Player 3's minion 1, started with the top tile. */
    assert_int_equal(st->nmonsters, 4);
    assert_int_equal(st->building[2], 3);
    assert_int_equal(st->monsters[3].owner, 2);
    assert_int_equal(st->monsters[3].number, 1);
    assert_int_equal(mf_tile_at(st, 3, 0, 0), minion_tile);
    const mm_event *m = find_event(&ev, MF_EV_START);
    assert_non_null(m);
    assert_int_equal(m->seat, 2);
    assert_int_equal(m->a, 3);
    /* Not a turn: Player 2 is next, as if nothing happened. */
    assert_int_equal(game()->to_move(session->state), 1);
    assert_int_equal(st->turns, turns + 1);
    mm_session_free(session);
}

static void test_finishing_a_minion_starts_the_next_minion(void **state)
{
    (void)state;
    mf_state *s;
    mm_session *session = cleared(2, &s);
    mf_rig_put(s, 0, THIN_END, ANY_EYE, 0, 0, 0);
    mf_rig_put(s, 0, THIN_END, ANY_EYE, 0, -1, 2);
    int minion = mf_rig_finish(s, 0);
    mf_rig_put(s, minion, THICK_END, ANY_EYE, 0, 0, 0);
    mf_rig_put(s, 1, THIN_HUB, ANY_EYE, 0, 0, 0);
    mf_rig_draw(s, THICK_END, ANY_EYE);
    play(session, "1M 0,-1 r2");
    const mf_state *st = mf_from(session->state);
    assert_true(st->monsters[minion].done);
    assert_int_equal(st->building[0], minion + 1);
    assert_int_equal(st->monsters[minion + 1].number, 2);
    assert_int_equal(mf_monster_size(st, minion + 1), 1);
    mm_session_free(session);
}

static void test_one_monster_in_progress_per_player(void **state)
{
    (void)state;
    mf_state *s;
    mm_session *session = cleared(2, &s);
    mf_rig_put(s, 0, THIN_END, ANY_EYE, 0, 0, 0);
    mf_rig_put(s, 0, THIN_END, ANY_EYE, 0, -1, 2);
    int minion = mf_rig_finish(s, 0);
    mf_rig_put(s, minion, THIN_END, ANY_EYE, 0, 0, 0);
    mf_rig_put(s, 1, THIN_END, ANY_EYE, 0, 0, 0);
    s->current = 1;
    mf_rig_draw(s, THIN_STRAIGHT, ANY_EYE);
    /* Player 1's first monster is done; their minion is the one in progress. */
    reject_for(session, 1, "1F 0,-2 r0", "Player 1's first monster is already finished");
    reject_for(session, 1, "2M 0,-1 r0", "Player 2 has no minion in progress");
    reject_for(session, 1, "3F 0,-1 r0", "There is no Player 3");
    play(session, "1M 0,-1 r0");
    mm_session_free(session);
}

/* Player 1's first monster is finished; Player 2 builds a first monster and
 * Player 3 a minion. */
static void test_after_your_first_monster_others_first_monsters_are_closed(void **state)
{
    (void)state;
    mf_state *s;
    mm_session *session = cleared(3, &s);
    mf_rig_put(s, 0, THIN_END, ANY_EYE, 0, 0, 0);
    mf_rig_put(s, 0, THIN_END, ANY_EYE, 0, -1, 2);
    int mine = mf_rig_finish(s, 0);
    mf_rig_put(s, mine, THICK_END, ANY_EYE, 0, 0, 0);
    mf_rig_put(s, 1, THIN_END, ANY_EYE, 0, 0, 0);
    mf_rig_put(s, 2, THICK_END, ANY_EYE, 0, 0, 0);
    mf_rig_put(s, 2, THICK_END, ANY_EYE, 0, -1, 2);
    int theirs = mf_rig_finish(s, 2);
    mf_rig_put(s, theirs, THIN_END, ANY_EYE, 0, 0, 0);
    mf_rig_draw(s, THIN_STRAIGHT, ANY_EYE);
    reject_for(session, 0, "2F 0,-1 r0", "you may no longer add to other players' first monsters");
    /* The minion of Player 3 is fine. */
    mm_move_list moves;
    mm_move_list_init(&moves);
    game()->legal_moves(session->state, &moves);
    assert_int_equal(moves.n, 1);
    assert_string_equal(moves.items[0], "3M 0,-1 r0");
    mm_move_list_free(&moves);
    /* Player 2, whose first monster is unfinished, may add to all three. */
    s->current = 1;
    mm_move_list_free(&moves);
    mm_move_list_init(&moves);
    game()->legal_moves(session->state, &moves);
    assert_int_equal(moves.n, 2);
    assert_string_equal(moves.items[0], "2F 0,-1 r0");
    assert_string_equal(moves.items[1], "3M 0,-1 r0");
    mm_move_list_free(&moves);
    mm_session_free(session);
}

/* The same closure decides whether a tile fits anywhere: Player 2 (whose first
 * monster is finished) draws a thin end that only Player 1's first monster
 * could take; it leaves the game. */
static void test_a_closed_monster_does_not_count_as_somewhere_to_fit(void **state)
{
    (void)state;
    mf_state *s;
    mm_session *session = cleared(2, &s);
    mf_rig_put(s, 0, THIN_END, ANY_EYE, 0, 0, 0);
    mf_rig_put(s, 1, THICK_END, ANY_EYE, 0, 0, 0);
    mf_rig_put(s, 1, THICK_END, ANY_EYE, 0, -1, 2);
    int minion = mf_rig_finish(s, 1);
    mf_rig_put(s, minion, THICK_END, ANY_EYE, 0, 0, 0);
    mf_rig_draw(s, THICK_STRAIGHT, ANY_EYE);
    int straight = mf_rig_top(s, THICK_STRAIGHT, ANY_EYE);
    int thin = mf_rig_top(s, THIN_END, ANY_EYE);
    play(session, "2M 0,-1 r0");
    const mf_state *st = mf_from(session->state);
    assert_int_equal(st->current, 1);
    assert_int_equal(st->nbox, 1);
    assert_int_equal(st->box[0], thin);
    assert_int_equal(st->drawn, straight);
    mm_session_free(session);
}

/* ================================================================ the end */

static void test_the_game_ends_when_every_first_monster_is_complete(void **state)
{
    (void)state;
    mf_state *s;
    mm_session *session = cleared(2, &s);
    /* Player 1's first monster is done and its minion is unfinished. */
    mf_rig_put(s, 0, THIN_END, ANY_EYE, 0, 0, 0);
    mf_rig_put(s, 0, THIN_END, ANY_EYE, 0, -1, 2);
    int minion = mf_rig_finish(s, 0);
    mf_rig_put(s, minion, THIN_END, 1, 0, 0, 0);
    mf_rig_put(s, 1, THICK_END, ANY_EYE, 0, 0, 0);
    /* Player 2 finishes their own first monster. */
    s->current = 1;
    mf_rig_draw(s, THICK_END, ANY_EYE);
    mm_events ev = play(session, "2F 0,-1 r2");
    const mf_state *st = mf_from(session->state);
    assert_true(game()->is_over(session->state));
    assert_int_equal(game()->to_move(session->state), MM_NOBODY);
    assert_int_equal(st->end, MF_END_FIRST_MONSTERS);
    const mm_event *e = find_event(&ev, MF_EV_GAME_OVER);
    assert_non_null(e);
    assert_int_equal(e->a, MF_END_FIRST_MONSTERS);
    /* No minion for Player 2: the game is over. */
    assert_int_equal(st->nmonsters, 3);
    reject_for(session, 0, "1M 0,-1 r0", "The game is over");
    /* The unfinished minion (with its eye) scores nothing. */
    mm_result r;
    game()->result(session->state, &r);
    assert_int_equal(r.total[0], 2);
    assert_int_equal(r.total[1], 2);
    mm_session_free(session);
}

/* The last face-down tile is drawn and placed; the next draw finds none. */
static void test_the_game_ends_when_no_face_down_tiles_are_left(void **state)
{
    (void)state;
    mf_state *s;
    mm_session *session = cleared(2, &s);
    mf_rig_put(s, 0, THIN_HUB, ANY_EYE, 0, 0, 0);
    mf_rig_put(s, 1, THICK_HUB, ANY_EYE, 0, 0, 0);
    mf_rig_draw(s, THIN_END, ANY_EYE);
    /* Everything else leaves the stack for the box. */
    while (s->nstack > 0)
        s->box[s->nbox++] = s->stack[--s->nstack];
    mm_events ev = play(session, "1F 0,-1 r2");
    const mf_state *st = mf_from(session->state);
    assert_true(game()->is_over(session->state));
    assert_int_equal(st->end, MF_END_NO_TILES);
    assert_int_equal(st->drawn, -1);
    assert_int_equal(mf_monster_size(st, 0), 2);
    assert_int_equal(find_event(&ev, MF_EV_GAME_OVER)->a, MF_END_NO_TILES);
    mm_session_free(session);
}

/* Replacements for tiles that fit nowhere can also exhaust the stack. */
static void test_the_game_ends_when_replacements_run_out(void **state)
{
    (void)state;
    mf_state *s;
    mm_session *session = cleared(2, &s);
    mf_rig_put(s, 0, THIN_END, ANY_EYE, 0, 0, 0);
    mf_rig_put(s, 1, THIN_END, ANY_EYE, 0, 0, 0);
    mf_rig_draw(s, THIN_STRAIGHT, ANY_EYE);
    /* Only thick ends remain face down: none fits on a thin part. */
    while (s->nstack > 0)
        s->box[s->nbox++] = s->stack[--s->nstack];
    for (int i = 0; i < 3; i++) {
        for (int b = 0; b < s->nbox; b++) {
            if (mf_tile_kind(s->box[b]) == THICK_END) {
                s->stack[s->nstack++] = s->box[b];
                s->box[b] = s->box[--s->nbox];
                break;
            }
        }
    }
    int boxed = s->nbox;
    mm_events ev = play(session, "1F 0,-1 r0");
    const mf_state *st = mf_from(session->state);
    assert_int_equal(count_events(&ev, MF_EV_DISCARD), 3);
    assert_int_equal(st->nbox, boxed + 3);
    assert_int_equal(st->end, MF_END_NO_TILES);
    mm_session_free(session);
}

/* ================================================================ scoring */

/* The rulebook's kind of example: a finished first monster of 9 tiles and one
 * finished minion with 2 eye tiles score 9 + 2 = 11. */
static void test_scoring_first_monster_tiles_plus_minion_eye_tiles(void **state)
{
    (void)state;
    mf_state *s;
    mm_session *session = cleared(2, &s);
    /* Nine tiles: a thin spine of seven straights between two ends. */
    mf_rig_put(s, 0, THIN_END, 0, 0, 0, 0);
    for (int y = 1; y <= 7; y++)
        mf_rig_put(s, 0, THIN_STRAIGHT, ANY_EYE, 0, -y, 0);
    mf_rig_put(s, 0, THIN_END, ANY_EYE, 0, -8, 2);
    assert_int_equal(mf_open_edges(s, 0), 0);
    int minion = mf_rig_finish(s, 0);
    /* A minion of three tiles, two with an eye. */
    mf_rig_put(s, minion, THICK_END, 1, 0, 0, 0);
    mf_rig_put(s, minion, THICK_STRAIGHT, 0, 0, -1, 0);
    mf_rig_put(s, minion, THICK_END, 1, 0, -2, 2);
    assert_int_equal(mf_open_edges(s, minion), 0);
    int second = mf_rig_finish(s, minion);
    /* An unfinished second minion with an eye scores nothing. */
    mf_rig_put(s, second, THIN_END, 1, 0, 0, 0);
    /* Player 2's first monster is unfinished: 0, however big. */
    mf_rig_put(s, 1, THICK_HUB, ANY_EYE, 0, 0, 0);
    mf_rig_put(s, 1, THICK_END, ANY_EYE, 0, -1, 2);
    mm_result r;
    game()->result(session->state, &r);
    assert_int_equal(r.nrows, 3);
    assert_int_equal(r.rows[0].value[0], 9);
    assert_int_equal(r.rows[1].value[0], 2);
    assert_int_equal(r.total[0], 11);
    assert_int_equal(r.total[1], 0);
    assert_true(r.winner[0]);
    assert_false(r.winner[1]);
    mm_session_free(session);
}

/* Puts tile `t` itself (not just one of its design) onto a monster. */
static void put_tile(mf_state *s, int t, int monster, int x, int y, int rot)
{
    for (int i = 0; i < s->nstack; i++) {
        if (s->stack[i] == t) {
            memmove(&s->stack[i], &s->stack[i + 1], (size_t)(s->nstack - i - 1) * sizeof(int));
            s->nstack--;
            s->at[t] = (mf_place){monster, x, y, rot, ++s->nplaced};
            mf_reindex(s);
            return;
        }
    }
    fail_msg("tile %d is not in the stack", t);
}

/* "einen Punkt pro Plättchen mit einem Auge, nicht einen Punkt pro Auge": a
 * minion of a three-eyed thick hub, a one-eyed thick end and three plain thick
 * ends shows 3 + 1 = 4 eyes on 2 tiles and scores 2. */
static void test_a_minion_scores_tiles_with_eyes_not_eyes(void **state)
{
    (void)state;
    mf_state *s;
    mm_session *session = cleared(2, &s);
    mf_rig_put(s, 0, THIN_END, 0, 0, 0, 0);
    mf_rig_put(s, 0, THIN_END, 0, 0, -1, 2);
    int minion = mf_rig_finish(s, 0);
    int hub = -1;
    for (int t = 0; t < MF_NTILES && hub < 0; t++)
        if (mf_tile_kind(t) == THICK_HUB && mf_tile_eyes(t) == 3)
            hub = t;
    assert_true(hub >= 0);
    put_tile(s, hub, minion, 0, 0, 0);
    /* End pieces show their part north: turned 2, 3, 0, 1 they face the hub. */
    mf_rig_put(s, minion, THICK_END, 1, 0, -1, 2);
    mf_rig_put(s, minion, THICK_END, 0, 1, 0, 3);
    mf_rig_put(s, minion, THICK_END, 0, 0, 1, 0);
    mf_rig_put(s, minion, THICK_END, 0, -1, 0, 1);
    assert_int_equal(mf_open_edges(s, minion), 0);
    mf_rig_finish(s, minion);
    int eyes = 0;
    for (int t = 0; t < MF_NTILES; t++)
        if (s->at[t].monster == minion)
            eyes += mf_tile_eyes(t);
    assert_int_equal(eyes, 4);
    assert_int_equal(mf_monster_eyes(s, minion), 2);
    assert_int_equal(mf_monster_value(s, minion), 2);
    mm_result r;
    game()->result(session->state, &r);
    assert_int_equal(r.rows[1].value[0], 2);
    mm_session_free(session);
}

static void test_a_finished_minion_scores_eye_tiles_not_tiles(void **state)
{
    (void)state;
    mf_state *s;
    mm_session *session = cleared(2, &s);
    mf_rig_put(s, 0, THIN_END, 0, 0, 0, 0);
    mf_rig_put(s, 0, THIN_END, 0, 0, -1, 2);
    int minion = mf_rig_finish(s, 0);
    mf_rig_put(s, minion, THIN_END, 0, 0, 0, 0);
    mf_rig_put(s, minion, THIN_END, 0, 0, -1, 2);
    mf_rig_finish(s, minion);
    mm_result r;
    game()->result(session->state, &r);
    assert_int_equal(r.rows[0].value[0], 2);
    assert_int_equal(r.rows[1].value[0], 0);
    mm_session_free(session);
}

static void test_tied_players_share_the_win(void **state)
{
    (void)state;
    mf_state *s;
    mm_session *session = cleared(3, &s);
    for (int i = 0; i < 2; i++) {
        mf_rig_put(s, i, THICK_END, ANY_EYE, 0, 0, 0);
        mf_rig_put(s, i, THICK_END, ANY_EYE, 0, -1, 2);
        mf_rig_finish(s, i);
    }
    mf_rig_put(s, 2, THIN_END, ANY_EYE, 0, 0, 0);
    mm_result r;
    game()->result(session->state, &r);
    assert_true(r.winner[0]);
    assert_true(r.winner[1]);
    assert_false(r.winner[2]);
    mm_test_assert_contains(r.note, "share");
    mm_session_free(session);
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_drawn_tile_must_be_placed_there_is_no_discard),
        cmocka_unit_test(test_a_tile_goes_on_other_players_monsters_too),
        cmocka_unit_test(test_only_the_player_to_move_may_place),
        cmocka_unit_test(test_thin_joins_thin_and_thick_joins_thick),
        cmocka_unit_test(test_thin_never_touches_thick),
        cmocka_unit_test(test_parts_never_touch_a_blank),
        cmocka_unit_test(test_blank_may_touch_blank_when_a_part_connects),
        cmocka_unit_test(test_blank_edges_alone_do_not_hold_a_tile),
        cmocka_unit_test(test_a_tile_must_touch_the_monster_on_a_free_cell),
        cmocka_unit_test(test_tiles_turn_in_quarter_turns),
        cmocka_unit_test(test_a_tile_that_fits_nowhere_leaves_the_game_and_another_is_drawn),
        cmocka_unit_test(test_a_finished_monster_starts_a_minion_at_once_and_it_is_no_turn),
        cmocka_unit_test(test_finishing_a_minion_starts_the_next_minion),
        cmocka_unit_test(test_one_monster_in_progress_per_player),
        cmocka_unit_test(test_after_your_first_monster_others_first_monsters_are_closed),
        cmocka_unit_test(test_a_closed_monster_does_not_count_as_somewhere_to_fit),
        cmocka_unit_test(test_the_game_ends_when_every_first_monster_is_complete),
        cmocka_unit_test(test_the_game_ends_when_no_face_down_tiles_are_left),
        cmocka_unit_test(test_the_game_ends_when_replacements_run_out),
        cmocka_unit_test(test_scoring_first_monster_tiles_plus_minion_eye_tiles),
        cmocka_unit_test(test_a_finished_minion_scores_eye_tiles_not_tiles),
        cmocka_unit_test(test_a_minion_scores_tiles_with_eyes_not_eyes),
        cmocka_unit_test(test_tied_players_share_the_win),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
