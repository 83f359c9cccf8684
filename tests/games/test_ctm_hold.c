/* SPDX-License-Identifier: MIT */
/* Catch the Moon: the hand and the physics model as a player meets them.
 * Ladders falling while one is held end the turn (and the held ladder
 * leaves the game); probing has no time limit; the contacts are those the
 * table shows; the live check predicts what letting go does; exact copies
 * do not grow with the game; old records are refused with a reason. */
#include "test_ctm_support.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/ai.h"

static const mm_game *G = &mm_game_catch_the_moon;

/* A two-player session, the first seat to start, the start ladders in the
 * middle sockets. */
static mm_session *new_session(uint64_t seed, const char *mode)
{
    mm_seat seats[2];
    mm_test_cpu_seats(seats, 2, "ctm-easy");
    mm_options o = {0};
    mm_options_set(&o, "mode", mode);
    mm_options_set(&o, "first", "1");
    char why[MM_REASON_MAX];
    mm_session *s = mm_session_new(G, &o, seats, 2, seed, why, sizeof why);
    if (!s)
        fail_msg("%s", why);
    mm_test_play(s, "socket 2");
    mm_test_play(s, "socket 3");
    return s;
}

/* Then `turns` placements by the easy computer player. */
static mm_session *session_with_tower(uint64_t seed, int turns)
{
    mm_session *s = new_session(seed, "cooperative");
    mm_rng rng;
    mm_rng_seed(&rng, seed);
    for (int i = 0; i < turns && !G->is_over(s->state); i++) {
        char move[1024];
        assert_true(mm_ai_choose(mm_ai_find("ctm-easy"), G, s->state, G->to_move(s->state), &rng,
                                 move, sizeof move));
        if (strcmp(move, "score") != 0)
            mm_test_play(s, move);
    }
    return s;
}

/* Sends every finished piece of the hand's path to the session. */
static int send_pieces(mm_session *s, ctm_hold *h)
{
    char move[1024];
    int n = 0;
    while (ctm_hold_next_piece(h, move, sizeof move)) {
        mm_test_play(s, move);
        n++;
    }
    return n;
}

/* ======================================================== held ladder */

/* A session whose first drawn ladder is HANG_LADDER, hung on the right
 * start ladder (the constructed tower of test_ctm_support.h). */
static mm_session *session_with_hanging_ladder(void)
{
    for (uint64_t seed = 1;; seed++) {
        mm_session *s = new_session(seed, "competitive");
        if (ctm_from(s->state)->ladder == HANG_LADDER) {
            mm_test_play(s, HANG);
            assert_int_equal(ctm_from(s->state)->last.miss, 0);
            return s;
        }
        mm_session_free(s);
        assert_true(seed < 500);
    }
}

static void test_fall_while_holding_ends_the_turn_and_the_held_ladder_leaves(void **state)
{
    (void)state;
    mm_session *s = session_with_hanging_ladder();
    const ctm_state *real = ctm_from(s->state);
    int seat = real->current, drawn = real->ladder, drops = real->drops_left;
    int pieces_before = real->npieces;
    /* The new ladder, held level, is brought in under the hanging one and
     * lifts it off its hook: it falls while the new one is still in hand. */
    const ctm_piece *hanging = &real->pieces[2];
    assert_int_equal(hanging->ladder, HANG_LADDER);
    ctm_pose hand = {hanging->pose.x + 16, hanging->pose.y - 7.5, M_PI / 2};
    /* Lifted at one speed or another, it comes off; nothing is sent to the
     * game until a try has brought ladders down. */
    ctm_hold *h = NULL;
    ctm_hold_info info = {0};
    for (int speed = 4; speed <= 16 && !info.collapsed; speed += 2) {
        ctm_hold_free(h);
        h = ctm_hold_new(G->clone(s->state), hand);
        assert_non_null(h);
        for (int frame = 0; frame < 60 * 10 && !info.collapsed; frame++) {
            double t = frame / 60.0;
            ctm_pose target = {hand.x - 16 * fmin(1, t / 3), hand.y + speed * fmax(0, t - 3),
                               hand.a};
            ctm_hold_update(h, target, 1.0 / 60);
            ctm_hold_status(h, &info);
        }
    }
    assert_true(info.collapsed);
    send_pieces(s, h);
    /* Letting go is no longer possible: the turn is over once sent. */
    char move[1024];
    assert_false(ctm_hold_release(h, move, sizeof move));
    assert_int_equal(ctm_hold_queued(h), 0);
    const ctm_verdict *v = &real->last;
    assert_int_equal(v->ladder, drawn);
    assert_true(v->miss & CTM_MISS_HELD);
    assert_true(v->miss & CTM_MISS_FELL);
    /* The held ladder left the game, with the fallen ones. */
    assert_false(ctm_test_in_tower(real, drawn));
    bool out = false;
    for (int i = 0; i < real->nout; i++)
        out |= real->out[i] == drawn;
    assert_true(out);
    assert_true(v->nfallen + v->nreturned >= 2);
    assert_true(real->npieces <= pieces_before);
    /* One raindrop for the whole turn, and the next player's turn. */
    assert_int_equal(real->drops_left, drops - 1);
    assert_int_not_equal(real->current, seat);
    assert_int_not_equal(real->ladder, drawn);
    assert_int_equal(ctm_test_ladders_accounted(real), CTM_NLADDERS);
    /* Its record replays to the same tower and verdict. */
    mm_session *again = ctm_test_reloaded(s);
    assert_true(ctm_same_tower(ctm_from(again->state), real));
    assert_int_equal(ctm_from(again->state)->last.miss, v->miss);
    assert_int_equal(ctm_from(again->state)->drops_left, real->drops_left);
    mm_session_free(again);
    ctm_hold_free(h);
    mm_session_free(s);
}

static void test_probing_has_no_time_limit(void **state)
{
    (void)state;
    mm_session *s = session_with_tower(5, 2);
    const ctm_state *real = ctm_from(s->state);
    int seat = real->current;
    double top = ctm_tower_top(real);
    ctm_pose hand = {real->pieces[0].pose.x, top + 12, 0.2};
    double foot, head;
    ctm_extent(real->ladder, (ctm_pose){0, 0, 0.2}, &foot, &head);
    double low = top - foot + 0.3; /* its foot just above the top */
    ctm_hold *h = ctm_hold_new(G->clone(s->state), hand);
    /* Three minutes at the tower: lowered onto it, then fidgeting gently
     * (every keyframe differs), lifted away and brought back now and then. */
    int sent = 0;
    bool lifted = false;
    ctm_hold_info info = {0};
    for (int frame = 0; frame < 60 * 180 && !info.collapsed; frame++) {
        double t = frame / 60.0, phase = fmod(t, 30);
        ctm_pose target = hand;
        target.y = phase < 25 ? fmax(low, top + 12 - phase * 3) : top + 12;
        target.x += 0.8 * sin(t * 2.1);
        target.a += 0.1 * sin(t * 1.3);
        ctm_hold_update(h, target, 1.0 / 60);
        ctm_hold_status(h, &info);
        lifted |= info.in_contact == false && sent > 0;
        sent += send_pieces(s, h);
        assert_int_equal(real->current, seat);
    }
    assert_false(info.collapsed);
    /* The path went in many pieces, every one a move within bounds. */
    assert_true(sent >= 4);
    assert_true(lifted);
    for (int i = 0; i < s->rec.moves.n; i++)
        assert_true(strlen(s->rec.moves.items[i]) <= CTM_MOVE_MAX);
    /* Back at the tower, the ladder is let go. */
    for (int frame = 0; frame < 60 * 10 && !info.in_contact; frame++) {
        ctm_hold_update(h, (ctm_pose){hand.x, top + 12 - frame * 0.05, 0.2}, 1.0 / 60);
        ctm_hold_status(h, &info);
        sent += send_pieces(s, h);
    }
    char move[1024];
    assert_true(ctm_hold_release(h, move, sizeof move));
    ctm_piece at_release[CTM_NLADDERS + 1];
    int n = ctm_hold_pieces(h, at_release, CTM_NLADDERS + 1);
    mm_test_play(s, move);
    assert_true(real->last.placed);
    /* The game's own world did what the hand did. */
    ctm_piece film[CTM_NLADDERS];
    int m = ctm_film_pieces(real, ctm_film_release_frame(real), film, CTM_NLADDERS);
    assert_int_equal(m, n);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            if (film[j].ladder == at_release[i].ladder)
                assert_true((float)film[j].pose.x == (float)at_release[i].pose.x &&
                            (float)film[j].pose.y == (float)at_release[i].pose.y);
    mm_session *again = ctm_test_reloaded(s);
    assert_true(ctm_same_tower(ctm_from(again->state), real));
    mm_session_free(again);
    ctm_hold_free(h);
    mm_session_free(s);
}

/* A ladder swung sideways and then held still calms down within a second
 * or two: the hand damps its sway in every direction, not only along the
 * spring (which left it swaying for ten seconds). */
static void test_a_held_ladder_stops_swaying(void **state)
{
    (void)state;
    mm_state *st = ctm_test_game(CTM_COMPETITIVE, 2);
    ctm_test_draw(st, 17, CTM_FACE_ONE);
    ctm_pose hand = {-30, 40, 0};
    ctm_hold *h = ctm_hold_new(G->clone(st), hand);
    assert_non_null(h);
    for (int f = 0; f < 60; f++)
        ctm_hold_update(h, hand, 1.0 / 60);
    /* A quick sweep of 8 cm to the right in a fifth of a second. */
    for (int f = 1; f <= 12; f++)
        ctm_hold_update(h, (ctm_pose){hand.x + 8.0 * f / 12, hand.y, 0}, 1.0 / 60);
    hand.x += 8;
    double swing = 0, sway = 0;
    for (int f = 0; f < 60 * 4; f++) {
        ctm_hold_update(h, hand, 1.0 / 60);
        ctm_piece p[CTM_NLADDERS + 1];
        int n = ctm_hold_pieces(h, p, CTM_NLADDERS + 1);
        ctm_pose at = ctm_hold_hand(h);
        double off = fabs(p[n - 1].pose.x - at.x) + 3 * fabs(p[n - 1].pose.a - at.a);
        if (f < 30)
            swing = fmax(swing, off);
        else if (f >= 90)
            sway = fmax(sway, off);
    }
    assert_true(swing > 0.1); /* the sweep did set it swinging */
    assert_true(sway < 0.02);
    ctm_hold_free(h);
    G->free(st);
}

/* ============================================================ the model */

static void test_ladder_across_two_tops_rests_on_both(void **state)
{
    (void)state;
    mm_state *st = ctm_test_game(CTM_COMPETITIVE, 2);
    ctm_test_draw(st, 10, CTM_FACE_TWO);
    ctm_test_play(st, ACROSS, NULL);
    const ctm_state *s = ctm_from(st);
    assert_int_equal(s->last.miss, 0);
    assert_int_equal(s->last.touches, 2);
    assert_true((s->last.touched[0] == 0 && s->last.touched[1] == 1) ||
                (s->last.touched[0] == 1 && s->last.touched[1] == 0));
    /* It lies on the tops, where it was put: neither through them nor off. */
    const ctm_piece *p = &s->pieces[2];
    assert_int_equal(p->ladder, 10);
    assert_true(fabs(p->pose.y - 22.98) < 0.5);
    assert_true(fabs(fabs(p->pose.a) - M_PI / 2) < 0.2);
    G->free(st);
}

static void test_ladder_hooked_by_a_rung_hangs(void **state)
{
    (void)state;
    mm_state *st = ctm_test_game(CTM_COMPETITIVE, 2);
    ctm_test_draw(st, HANG_LADDER, CTM_FACE_ONE);
    ctm_test_play(st, HANG, NULL);
    const ctm_state *s = ctm_from(st);
    assert_int_equal(s->last.miss, 0);
    assert_int_equal(s->last.touches, 1);
    assert_int_equal(s->last.touched[0], 1);
    /* It hangs: its centre of mass below the top it hooks over. */
    double b, top;
    ctm_extent(1, s->pieces[1].pose, &b, &top);
    assert_true(s->pieces[2].pose.y < top - 2);
    assert_true(s->last.new_top > top);
    G->free(st);
}

/* Holds `ladder` at `pose` for `seconds` with a still hand. */
static ctm_hold *held_still(mm_state *st, ctm_pose pose, double seconds, ctm_hold_info *info)
{
    ctm_hold *h = ctm_hold_new(G->clone(st), (ctm_pose){pose.x, pose.y + 6, pose.a});
    assert_non_null(h);
    for (int f = 0; f < 60 * 2; f++)
        ctm_hold_update(h, (ctm_pose){pose.x, pose.y + 6 - 6 * fmin(1, f / 90.0), pose.a},
                        1.0 / 60);
    for (int f = 0; f < seconds * 60; f++)
        ctm_hold_update(h, pose, 1.0 / 60);
    ctm_hold_status(h, info);
    return h;
}

static void test_the_live_check_predicts_letting_go(void **state)
{
    (void)state;
    /* Laid across both tops: it rests there, and it stays when let go. */
    mm_state *st = ctm_test_game(CTM_COMPETITIVE, 2);
    ctm_test_draw(st, 10, CTM_FACE_TWO);
    mm_state *where = G->clone(st);
    ctm_test_play(where, ACROSS, NULL);
    ctm_pose across = ctm_from(where)->pieces[2].pose;
    G->free(where);
    ctm_hold_info info;
    ctm_hold *h = held_still(st, across, 1.5, &info);
    assert_true(info.in_contact);
    assert_int_equal(info.touches, 2);
    assert_true(info.condition_met);
    assert_true(info.resting);
    ctm_verdict seen;
    assert_true(ctm_hold_preview(h, &seen));
    assert_int_equal(seen.miss, 0);
    char move[1024];
    assert_true(ctm_hold_release(h, move, sizeof move));
    ctm_hold_free(h);
    ctm_test_play(st, move, NULL);
    assert_int_equal(ctm_from(st)->last.miss, 0);
    G->free(st);
    /* Hooked by its bend over a top, it hangs there: resting, and it stays. */
    st = ctm_test_game(CTM_COMPETITIVE, 2);
    ctm_test_draw(st, HANG_LADDER, CTM_FACE_ONE);
    where = G->clone(st);
    ctm_test_play(where, HANG, NULL);
    ctm_pose hang = ctm_from(where)->pieces[2].pose;
    G->free(where);
    h = held_still(st, hang, 1.5, &info);
    assert_true(info.in_contact);
    assert_true(info.resting);
    assert_true(ctm_hold_preview(h, &seen));
    assert_int_equal(seen.miss, 0);
    ctm_hold_free(h);
    G->free(st);
    /* A candle: ladder 3 upright on a start ladder's top. It touches one
     * and is the highest point, and balanced upright the hand bears little
     * of it; but let go, it topples, and the check on the copy says so. */
    st = ctm_test_game(CTM_COMPETITIVE, 2);
    ctm_test_draw(st, 3, CTM_FACE_MOON);
    const ctm_state *s = ctm_from(st);
    double b, top;
    ctm_extent(0, s->pieces[0].pose, &b, &top);
    const ctm_ladder_def *d = ctm_ladder(3);
    ctm_pose candle = {s->pieces[0].pose.x + 3, top - d->rail[0].y + 0.4, 0};
    h = held_still(st, candle, 1.5, &info);
    assert_true(info.in_contact);
    assert_true(info.condition_met);
    /* The hint does not call it resting on the tower: it is balanced on one
     * point, and only the hand keeps it there. */
    assert_false(info.resting);
    assert_true(ctm_hold_preview(h, &seen));
    assert_int_not_equal(seen.miss, 0);
    assert_true(ctm_hold_release(h, move, sizeof move));
    ctm_hold_free(h);
    ctm_test_play(st, move, NULL);
    assert_int_equal(ctm_from(st)->last.miss, seen.miss);
    G->free(st);
}

/* ========================================================= exact copies */

/* A copy of a long game rebuilds its world from the last checkpoint's
 * poses: the restored world and the one the game replayed from its seed
 * agree bit for bit, now and after the next placement. */
static void test_restored_world_is_the_replayed_world(void **state)
{
    (void)state;
    /* A game the easy player has not finished within five turns. */
    mm_session *s = NULL;
    for (uint64_t seed = 8; !s || G->is_over(s->state); seed++) {
        mm_session_free(s);
        assert_true(seed < 40);
        s = session_with_tower(seed, 5);
    }
    mm_session *again = ctm_test_reloaded(s);
    mm_state *copy = G->clone(s->state);
    const ctm_state *a = ctm_from(s->state), *b = ctm_from(again->state), *c = ctm_from(copy);
    assert_true(ctm_same_tower(a, b));
    const ctm_world *wa = ctm_world_of(a), *wb = ctm_world_of(b), *wc = ctm_world_of(c);
    assert_int_equal(ctm_world_count(wa), ctm_world_count(wc));
    for (int i = 0; i < ctm_world_count(wa); i++) {
        ctm_pose pa = ctm_world_pose(wa, i), pb = ctm_world_pose(wb, i), pc = ctm_world_pose(wc, i);
        ctm_motion ma = ctm_world_motion(wa, i), mc = ctm_world_motion(wc, i);
        assert_memory_equal(&pa, &pc, sizeof pa);
        assert_memory_equal(&pa, &pb, sizeof pa);
        assert_memory_equal(&ma, &mc, sizeof ma);
    }
    mm_rng rng;
    mm_rng_seed(&rng, 99);
    char move[1024];
    assert_true(mm_ai_choose(mm_ai_find("ctm-easy"), G, s->state, G->to_move(s->state), &rng, move,
                             sizeof move));
    mm_events e1 = {0}, e2 = {0}, e3 = {0};
    G->apply(s->state, move, &e1);
    G->apply(again->state, move, &e2);
    G->apply(copy, move, &e3);
    assert_true(ctm_same_tower(a, b));
    assert_true(ctm_same_tower(a, c));
    assert_int_equal(a->last.miss, c->last.miss);
    G->free(copy);
    mm_session_free(again);
    mm_session_free(s);
}

/* ============================================================== records */

/* A record of rules version `rules` (0: none written) with one move. */
static mm_session *old_record(int rules, const char *move, char *why, size_t len)
{
    char text[512];
    snprintf(text, sizeof text,
             "monstermoon-record 1\ngame catch-the-moon\nversion 0.1.0\nseed 7\n%s"
             "seat human Ann\nseat human Bob\nmoves\n%s\n",
             rules ? (rules == 2 ? "rules 2\n" : "rules 3\n") : "", move);
    mm_record rec;
    mm_record_init(&rec);
    int line;
    if (!mm_record_from_text(&rec, text, &line, why, len))
        fail_msg("the record does not even read: %s", why);
    mm_session *s = mm_session_from_record(&rec, &line, why, len);
    mm_record_free(&rec);
    return s;
}

static void test_records_from_before_version_3_are_refused_with_a_reason(void **state)
{
    (void)state;
    char why[MM_REASON_MAX];
    /* Version 1 began with a placement, without start sockets. */
    assert_null(old_record(0, "P 0.000 22.640 90.000", why, sizeof why));
    mm_test_assert_contains(why, "older version");
    mm_test_assert_contains(why, "start ladders");
    /* Version 2 had thinner ladders: its games would not replay the same. */
    assert_null(old_record(2, "socket 2", why, sizeof why));
    mm_test_assert_contains(why, "rules version 2, now 3");
    mm_test_assert_contains(why, "thicker");
    /* The same start in this version replays; the notation of version 1
     * is refused move by move, with the reason. */
    mm_session *s = old_record(3, "socket 2", why, sizeof why);
    assert_non_null(s);
    assert_int_equal(ctm_from(s->state)->nstarted, 1);
    mm_session_free(s);
    assert_null(old_record(3, "P 0.000 22.640 90.000", why, sizeof why));
    mm_test_assert_contains(why, "before version 2");
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fall_while_holding_ends_the_turn_and_the_held_ladder_leaves),
        cmocka_unit_test(test_probing_has_no_time_limit),
        cmocka_unit_test(test_a_held_ladder_stops_swaying),
        cmocka_unit_test(test_ladder_across_two_tops_rests_on_both),
        cmocka_unit_test(test_ladder_hooked_by_a_rung_hangs),
        cmocka_unit_test(test_the_live_check_predicts_letting_go),
        cmocka_unit_test(test_restored_world_is_the_replayed_world),
        cmocka_unit_test(test_records_from_before_version_3_are_refused_with_a_reason),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
