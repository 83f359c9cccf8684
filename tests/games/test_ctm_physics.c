/* SPDX-License-Identifier: MIT */
/* Catch the Moon: the physics model, the move notation, and exact
 * reproduction (clones, replays, and a held ladder's move). */
#include "test_ctm_support.h"

#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/ai.h"
#include "monstermoon/headless.h"

static const mm_game *G = &mm_game_catch_the_moon;

/* A game a few placements in, played by the easy computer player. */
static mm_session *played(ctm_mode mode, int nseats, uint64_t seed, int moves)
{
    mm_seat seats[MM_MAX_SEATS];
    mm_test_cpu_seats(seats, nseats, "ctm-easy");
    mm_options o = {0};
    mm_options_set(&o, "mode", mode == CTM_COOPERATIVE ? "cooperative" : "competitive");
    char why[MM_REASON_MAX];
    mm_session *s = mm_session_new(G, &o, seats, nseats, seed, why, sizeof why);
    if (!s)
        fail_msg("%s", why);
    mm_rng rng;
    mm_rng_seed(&rng, seed);
    const mm_ai *ai = mm_ai_find("ctm-easy");
    for (int i = 0; i < moves && !G->is_over(s->state); i++) {
        char move[1024];
        int seat = G->to_move(s->state);
        assert_true(mm_ai_choose(ai, G, s->state, seat, &rng, move, sizeof move));
        mm_test_play(s, move);
    }
    return s;
}

/* ================================================================ notation */

static void test_notation_round_trips(void **state)
{
    (void)state;
    const char *moves[] = {
        "score",
        "P 0.000 22.640 90.000",
        "P -3.125 41.870 -12.500",
        "P -0.001 0.500 -0.250 v -12.300 45.000 -120.500",
        "P 1.000 30.000 5.000 v 0.000 -2.000 0.000 h 1.100 30.200 5.500 :.(2)UUVTUa0xy.",
        "P 1.000 30.000 5.000 v 0.000 -2.000 0.000 h 1.100 30.200 5.500 :UUV(12).(400) hold",
        "P 1.000 30.000 5.000 v 0.000 -2.000 0.000 h 1.100 30.200 5.500 :TUU lift",
        "H :.(30)UUW hold",
        "H :",
        "socket 2",
        "socket random",
    };
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
        ctm_move mv;
        char why[MM_REASON_MAX], back[CTM_MOVE_MAX + 1];
        if (!ctm_move_parse(moves[i], &mv, why, sizeof why))
            fail_msg("'%s': %s", moves[i], why);
        assert_true(ctm_move_format(&mv, back, sizeof back));
        assert_string_equal(back, moves[i]);
    }
    ctm_move mv;
    char why[MM_REASON_MAX];
    assert_true(ctm_move_parse("P 1 2 3 h 1 2 3 :.UUV", &mv, why, sizeof why));
    assert_int_equal(mv.nruns, 2);
    assert_int_equal(ctm_move_keys(&mv), 2);
    assert_int_equal(mv.runs[0].d[0], 0);
    assert_int_equal(mv.runs[1].d[2], 1);
    assert_true(mv.held);
    assert_int_equal(mv.end, CTM_HAND_LET_GO);
    /* Equal keyframes in a row are one run, however they were written. */
    assert_true(ctm_move_parse("H :..UUVUUV(3) hold", &mv, why, sizeof why));
    assert_int_equal(mv.kind, CTM_MOVE_MORE);
    assert_int_equal(mv.nruns, 2);
    assert_int_equal(ctm_move_keys(&mv), 6);
    assert_int_equal(mv.end, CTM_HAND_KEEP);
    assert_false(ctm_move_parse("H :UUV(0)", &mv, why, sizeof why));
    assert_false(ctm_move_parse("H :UUV(3", &mv, why, sizeof why));
    assert_false(ctm_move_parse("H :.(1201)", &mv, why, sizeof why));
    assert_false(ctm_move_parse("socket 5", &mv, why, sizeof why));
    assert_false(ctm_move_parse("socket", &mv, why, sizeof why));
    /* Numbers are exact decimals. */
    assert_true(ctm_move_parse("P -3.125 41.87 -12.5", &mv, why, sizeof why));
    assert_true(mv.pose.x == -3.125);
    assert_true(mv.pose.y == 41.87);
    assert_true(mv.pose.a == -12.5 * M_PI / 180.0);
    /* Too many decimals or digits are refused. */
    assert_false(ctm_move_parse("P 1.0001 2 3", &mv, why, sizeof why));
    assert_false(ctm_move_parse("P 1. 2 3", &mv, why, sizeof why));
    assert_false(ctm_move_parse("P 1234567890 2 3", &mv, why, sizeof why));
}

static void test_notation_ignores_the_locale(void **state)
{
    (void)state;
    /* A German locale writes 1,5 with printf; the notation must not. */
    if (!setlocale(LC_NUMERIC, "de_DE.UTF-8") && !setlocale(LC_NUMERIC, "de_DE"))
        skip();
    ctm_move mv = {.kind = CTM_MOVE_PLACE, .pose = {1.5, 22.25, 0.5}};
    char text[128], why[MM_REASON_MAX];
    assert_true(ctm_move_format(&mv, text, sizeof text));
    assert_null(strchr(text, ','));
    ctm_move back;
    assert_true(ctm_move_parse(text, &back, why, sizeof why));
    assert_true(back.pose.x == 1.5);
    setlocale(LC_NUMERIC, "C");
}

static void test_rounding_is_what_the_notation_writes(void **state)
{
    (void)state;
    ctm_pose p = ctm_round_pose((ctm_pose){1.23456789, -0.0004, 0.3});
    ctm_move mv = {.kind = CTM_MOVE_PLACE, .pose = p};
    char text[128], why[MM_REASON_MAX];
    assert_true(ctm_move_format(&mv, text, sizeof text));
    ctm_move back;
    assert_true(ctm_move_parse(text, &back, why, sizeof why));
    assert_true(back.pose.x == p.x && back.pose.y == p.y && back.pose.a == p.a);
}

/* ================================================================== model */

static void test_rails_and_pegs_collide_with_everything(void **state)
{
    (void)state;
    /* Two straight ladders crossing at right angles, a rail passing between
     * two rungs of the other: what the table shows crossing collides. */
    ctm_world *w = ctm_world_new(true);
    const ctm_ladder_def *d = ctm_ladder(0);
    ctm_world_add(w, 0, (ctm_pose){0, 20, 0}, (ctm_motion){0, 0, 0});
    double mid = (d->rung[1].y + d->rung[2].y) / 2;
    ctm_pose across = {mid, 20 + mid, M_PI / 2};
    assert_true(ctm_world_overlaps(w, 1, across, -1));
    /* A rung on the other's rail collides too. */
    across.x = d->rung[1].y;
    assert_true(ctm_world_overlaps(w, 1, across, -1));
    /* Side by side, a finger's width apart, they do not touch. */
    assert_false(ctm_world_overlaps(w, 1, (ctm_pose){1.6, 20, 0}, -1));
    assert_true(ctm_world_gap(w, 1, (ctm_pose){1.6, 20, 0}, -1, 1) > 0);
    ctm_world_free(w);
}

static void test_settling_stops_and_is_bounded(void **state)
{
    (void)state;
    mm_session *s = played(CTM_COMPETITIVE, 2, 5, 6);
    const ctm_state *c = ctm_from(s->state);
    assert_true(c->last.placed);
    assert_true(c->last.settle_time > 0);
    assert_true(c->last.settle_time <= 7 * CTM_SETTLE_CAP);
    /* The film runs from the placement to the settled tower. */
    int frames = ctm_film_frames(c);
    assert_true(frames >= 2);
    assert_true(ctm_film_release_frame(c) < frames);
    ctm_piece pieces[CTM_NLADDERS];
    int n = ctm_film_pieces(c, frames - 1, pieces, CTM_NLADDERS);
    assert_int_equal(n, c->npieces);
    for (int i = 0; i < n; i++)
        assert_true(fabsf((float)c->pieces[i].pose.x - (float)pieces[i].pose.x) < 1e-3f);
    mm_session_free(s);
}

static void test_candidates_validate(void **state)
{
    (void)state;
    mm_session *s = played(CTM_COOPERATIVE, 2, 9, 4);
    mm_move_list list;
    mm_move_list_init(&list);
    mm_rng rng;
    mm_rng_seed(&rng, 3);
    G->sample_moves(s->state, &rng, 12, &list);
    assert_true(list.n >= 6 && list.n <= 12);
    char why[MM_REASON_MAX];
    bool may_score = G->validate(s->state, G->to_move(s->state), "score", why, sizeof why);
    assert_int_equal(strcmp(list.items[0], "score") == 0, may_score);
    for (int i = 0; i < list.n; i++) {
        if (!G->validate(s->state, G->to_move(s->state), list.items[i], why, sizeof why))
            fail_msg("candidate '%s' refused: %s", list.items[i], why);
    }
    mm_move_list_free(&list);
    mm_session_free(s);
}

/* ======================================================== reproduction */

static void test_clone_replays_the_world_exactly(void **state)
{
    (void)state;
    mm_session *s = played(CTM_COMPETITIVE, 3, 21, 8);
    mm_state *copy = G->clone(s->state);
    /* The copy has no world until it needs one; then it replays every move. */
    assert_null(ctm_from(copy)->world);
    ctm_world_of(ctm_from(copy));
    assert_true(ctm_same_tower(ctm_from(copy), ctm_from(s->state)));
    /* The same next move does exactly the same in both. */
    mm_rng rng;
    mm_rng_seed(&rng, 77);
    char move[1024];
    int seat = G->to_move(s->state);
    assert_true(mm_ai_choose(mm_ai_find("ctm-easy"), G, s->state, seat, &rng, move, sizeof move));
    mm_events e1 = {0}, e2 = {0};
    G->apply(s->state, move, &e1);
    G->apply(copy, move, &e2);
    assert_true(ctm_same_tower(ctm_from(copy), ctm_from(s->state)));
    assert_int_equal(ctm_from(copy)->last.miss, ctm_from(s->state)->last.miss);
    assert_int_equal(e1.n, e2.n);
    G->free(copy);
    mm_session_free(s);
}

static void test_saved_game_replays_to_the_same_tower(void **state)
{
    (void)state;
    mm_session *s = played(CTM_COOPERATIVE, 2, 33, 10);
    mm_session *again = ctm_test_reloaded(s);
    assert_true(ctm_same_tower(ctm_from(again->state), ctm_from(s->state)));
    assert_int_equal(ctm_from(again->state)->drops_left, ctm_from(s->state)->drops_left);
    mm_session_free(again);
    mm_session_free(s);
}

static void test_view_hides_the_box_order_and_rebuilds_from_poses(void **state)
{
    (void)state;
    mm_session *s = played(CTM_COMPETITIVE, 2, 4, 3);
    const ctm_state *real = ctm_from(s->state);
    mm_state *view = G->view_for(s->state, 0);
    const ctm_state *v = ctm_from(view);
    assert_int_equal(v->npile, real->npile);
    for (int i = 1; i < v->npile; i++)
        assert_true(v->pile[i - 1] < v->pile[i]);
    assert_true(ctm_same_tower(v, real));
    assert_int_equal(v->ladder, real->ladder);
    assert_false(G->hides_information(s->state));
    /* Determinizing guesses an order: the same ladders, shuffled. */
    mm_rng rng;
    mm_rng_seed(&rng, 5);
    mm_state *guess = G->clone(view);
    G->determinize(guess, 0, &rng);
    int sum_view = 0, sum_guess = 0, moved = 0;
    for (int i = 0; i < v->npile; i++) {
        sum_view += v->pile[i];
        sum_guess += ctm_from(guess)->pile[i];
        moved += v->pile[i] != ctm_from(guess)->pile[i];
    }
    assert_int_equal(sum_view, sum_guess);
    assert_true(moved > 0);
    /* The view's world is rebuilt from the poses and can be played on. */
    mm_move_list list;
    mm_move_list_init(&list);
    G->sample_moves(guess, &rng, 3, &list);
    assert_true(list.n > 0);
    mm_events ev = {0};
    G->apply(guess, list.items[list.n - 1], &ev);
    assert_true(ctm_from(guess)->last.placed);
    mm_move_list_free(&list);
    G->free(guess);
    G->free(view);
    mm_session_free(s);
}

/* A computer player's copy of its view is rebuilt from the tower's poses at
 * the last checkpoint, not from the seed, yet every placement, falls and
 * returned start ladders included, comes out bit for bit as in the game. */
static void test_exact_copy_of_a_view_places_as_the_game_does(void **state)
{
    (void)state;
    int placements = 0, falls = 0;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        mm_session *s = played(seed == 2 ? CTM_COOPERATIVE : CTM_COMPETITIVE, 1 + (int)seed, seed, 0);
        mm_rng rng;
        mm_rng_seed(&rng, seed);
        for (int i = 0; i < 14 && !G->is_over(s->state); i++) {
            int seat = G->to_move(s->state);
            char move[1024];
            assert_true(
                mm_ai_choose(mm_ai_find("ctm-easy"), G, s->state, seat, &rng, move, sizeof move));
            if (ctm_from(s->state)->nstarted < 2) {
                /* A random socket is the rules' chance, not the copy's. */
                mm_test_play(s, move);
                continue;
            }
            mm_state *view = G->view_for(s->state, seat);
            mm_state *exact = G->clone(view);
            /* Nothing of the seed goes along: the copy's box order is the view's. */
            assert_memory_equal(ctm_from(exact)->pile, ctm_from(view)->pile,
                                sizeof ctm_from(view)->pile);
            mm_events ev = {0};
            G->apply(exact, move, &ev);
            mm_test_play(s, move);
            const ctm_state *real = ctm_from(s->state);
            assert_true(ctm_same_tower(ctm_from(exact), real));
            assert_int_equal(ctm_from(exact)->last.miss, real->last.miss);
            placements += strcmp(move, "score") != 0;
            falls += real->last.nfallen + real->last.nreturned;
            G->free(exact);
            G->free(view);
        }
        mm_session_free(s);
    }
    assert_true(placements >= 24);
    /* The easy player knocks ladders down now and then: those replay too. */
    assert_true(falls > 0);
}

static bool never(void *ctx, const ctm_world *world, int step)
{
    (void)world;
    (void)step;
    ++*(int *)ctx;
    return false;
}

static bool at_step_ten(void *ctx, const ctm_world *world, int step)
{
    (void)ctx;
    (void)world;
    return step == 10;
}

/* The computer players settle their trials themselves, watching for an
 * early end: run to its end, a watched settling is the game's own, step for
 * step; and a watch stops it where it says. */
static void test_watched_settling_is_the_games_own(void **state)
{
    (void)state;
    int compared = 0, falls = 0;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        mm_session *s = played(CTM_COMPETITIVE, 2, seed, 0);
        mm_rng rng;
        mm_rng_seed(&rng, seed);
        for (int i = 0; i < 12 && !G->is_over(s->state); i++) {
            char move[1024];
            assert_true(mm_ai_choose(mm_ai_find("ctm-easy"), G, s->state, G->to_move(s->state),
                                     &rng, move, sizeof move));
            if (move[0] == 'P') {
                ctm_state *copy = ctm_mut(G->clone(s->state));
                ctm_move *mv = malloc(sizeof *mv);
                char why[MM_REASON_MAX];
                assert_non_null(mv);
                assert_true(ctm_move_parse(move, mv, why, sizeof why));
                ctm_verdict v;
                assert_int_equal(ctm_place_begin(copy, mv, NULL, &v), CTM_PLACED_RELEASED);
                bool stopped = true;
                int steps = 0;
                v.settle_time =
                    ctm_world_settle_watched(ctm_world_of(copy), never, &steps, &stopped);
                assert_false(stopped);
                assert_int_equal(steps, (int)lround(v.settle_time / CTM_DT));
                ctm_place_judge(copy, NULL, &v);
                mm_test_play(s, move);
                const ctm_state *real = ctm_from(s->state);
                assert_true(ctm_same_tower(copy, real));
                assert_int_equal(v.miss, real->last.miss);
                assert_int_equal(v.nfallen, real->last.nfallen);
                assert_true(v.settle_time == real->last.settle_time);
                compared++;
                falls += v.nfallen;
                free(mv);
                G->free((mm_state *)(void *)copy);
            } else {
                mm_test_play(s, move);
            }
        }
        mm_session_free(s);
    }
    assert_true(compared >= 20);
    assert_true(falls > 0);
    ctm_world *w = ctm_world_new(false);
    ctm_world_add(w, 10, (ctm_pose){0, 40, 0.3}, (ctm_motion){0, 0, 0});
    bool stopped = false;
    assert_true(ctm_world_settle_watched(w, at_step_ten, NULL, &stopped) == 10 * CTM_DT);
    assert_true(stopped);
    ctm_world_free(w);
}

/* An exact copy of a session's game, as the view builds it from the record. */
static mm_state *replayed(const mm_session *s)
{
    char why[MM_REASON_MAX];
    mm_state *st = G->new_game(&s->rec.options, s->rec.nseats, s->rec.seed, why, sizeof why);
    for (int i = 0; i < s->rec.moves.n; i++) {
        mm_events ev = {0};
        G->apply(st, s->rec.moves.items[i], &ev);
    }
    return st;
}

static void test_held_ladder_move_reproduces_what_the_hand_did(void **state)
{
    (void)state;
    mm_session *s = played(CTM_COMPETITIVE, 2, 12, 4);
    const ctm_state *real = ctm_from(s->state);
    double top = ctm_tower_top(real);
    int highest = 0;
    for (int i = 0; i < real->npieces; i++) {
        double b, t, bh, th;
        ctm_extent(real->pieces[i].ladder, real->pieces[i].pose, &b, &t);
        ctm_extent(real->pieces[highest].ladder, real->pieces[highest].pose, &bh, &th);
        if (t > th)
            highest = i;
    }
    ctm_pose hand = {real->pieces[highest].pose.x, top + 12, 0.2};
    double foot, head;
    ctm_extent(real->ladder, (ctm_pose){0, 0, 0.2}, &foot, &head);
    double low = top - foot - 0.5; /* its foot down by the top */
    ctm_hold *h = ctm_hold_new(replayed(s), hand);
    assert_non_null(h);
    ctm_hold_info info;
    /* Lower the hand onto the tower, then wobble it about. */
    bool touched = false;
    for (int frame = 0; frame < 240; frame++) {
        ctm_pose target = hand;
        target.y = fmax(low, top + 12 - frame * 0.12);
        target.x += 1.5 * sin(frame * 0.1);
        target.a += 0.3 * sin(frame * 0.05);
        ctm_hold_update(h, target, 1.0 / 60);
        ctm_hold_status(h, &info);
        touched |= info.in_contact;
        char piece[1024];
        while (ctm_hold_next_piece(h, piece, sizeof piece))
            mm_test_play(s, piece);
    }
    assert_false(info.collapsed);
    assert_true(touched);
    char move[1024];
    assert_true(ctm_hold_release(h, move, sizeof move));
    ctm_piece at_release[CTM_NLADDERS + 1];
    int n = ctm_hold_pieces(h, at_release, CTM_NLADDERS + 1);
    assert_non_null(strstr(move, " h "));
    mm_test_play(s, move);
    /* The game's own world did exactly what the hand did: at the moment of
     * letting go every ladder is where the player saw it. */
    ctm_piece film[CTM_NLADDERS];
    int m = ctm_film_pieces(real, ctm_film_release_frame(real), film, CTM_NLADDERS);
    assert_int_equal(m, n);
    for (int i = 0; i < n; i++) {
        /* The held ladder comes last in the hold and in its place in the world. */
        const ctm_piece *want = &at_release[i];
        bool found = false;
        for (int j = 0; j < m; j++) {
            if (film[j].ladder != want->ladder)
                continue;
            found = true;
            assert_true((float)want->pose.x == (float)film[j].pose.x);
            assert_true((float)want->pose.y == (float)film[j].pose.y);
            assert_true((float)want->pose.a == (float)film[j].pose.a);
        }
        assert_true(found);
    }
    ctm_hold_free(h);
    mm_session_free(s);
}

static void test_dropping_a_ladder_without_touching_anything(void **state)
{
    (void)state;
    mm_session *s = played(CTM_COMPETITIVE, 2, 14, 2);
    const ctm_state *real = ctm_from(s->state);
    ctm_pose hand = {30, ctm_tower_top(real) + 20, 0};
    ctm_hold *h = ctm_hold_new(replayed(s), hand);
    for (int i = 0; i < 30; i++)
        ctm_hold_update(h, (ctm_pose){30 + i * 0.1, hand.y, 0}, 1.0 / 60);
    ctm_hold_info info;
    ctm_hold_status(h, &info);
    assert_false(info.in_contact);
    char move[1024];
    assert_true(ctm_hold_release(h, move, sizeof move));
    assert_null(strstr(move, " h "));
    ctm_hold_free(h);
    mm_test_play(s, move);
    assert_true(real->last.miss & CTM_MISS_GROUND);
    mm_session_free(s);
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_notation_round_trips),
        cmocka_unit_test(test_notation_ignores_the_locale),
        cmocka_unit_test(test_rounding_is_what_the_notation_writes),
        cmocka_unit_test(test_rails_and_pegs_collide_with_everything),
        cmocka_unit_test(test_settling_stops_and_is_bounded),
        cmocka_unit_test(test_candidates_validate),
        cmocka_unit_test(test_clone_replays_the_world_exactly),
        cmocka_unit_test(test_saved_game_replays_to_the_same_tower),
        cmocka_unit_test(test_view_hides_the_box_order_and_rebuilds_from_poses),
        cmocka_unit_test(test_exact_copy_of_a_view_places_as_the_game_does),
        cmocka_unit_test(test_watched_settling_is_the_games_own),
        cmocka_unit_test(test_held_ladder_move_reproduces_what_the_hand_did),
        cmocka_unit_test(test_dropping_a_ladder_without_touching_anything),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
