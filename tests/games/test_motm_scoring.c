/* SPDX-License-Identifier: MIT */
/* Monsters on the Moon: scoring (heads, groups, double heads, largest group,
 * crystal track, tie-breaks), the intermediate scoring and who continues,
 * the end of the game, missions and the solo game. Card faces used (ids
 * 0-based, two rows of three): 0 "wW*|H.V", 1 "W.w|V*H", 4 "vV*|.HW",
 * 6 "WWW|*..", 8 "VVV|..*", 9 "WW*|H..", 12 "H*.|WV.", 13 ".W*|V.H",
 * 14 "*.H|W.V", 15 "H.*|VW.". Seat 0 plays the werewolf. */
#include "test_motm_rig.h"

static int points_of(const motm_state *m, int seat)
{
    motm_heads h;
    motm_score_heads(m, seat, &h, 0, 0, 0, 0, NULL);
    return h.total;
}

/* The rulebook's intermediate scoring example, seen by the werewolf: three
 * single heads and four heads in a group: 3 + 8 = 11. */
static void lay_rulebook_example(motm_state *m)
{
    put(m, 6, 0, 0, 0);  /* W W W in a row ... */
    put(m, 12, 3, -1, 0); /* ... and a fourth below its witch: a group of four */
    put(m, 14, 0, 2, 0); /* single W at 0,3 */
    put(m, 13, 6, 0, 0); /* single W at 7,0 */
    put(m, 15, 3, 2, 0); /* single W at 4,3 */
}

static void test_rulebook_example_scores_11(void **state)
{
    (void)state;
    mm_session *s = table_session(2, NULL);
    motm_state *m = st(s);
    lay_rulebook_example(m);
    motm_heads h;
    motm_score_heads(m, 0, &h, 0, 0, 0, 0, NULL);
    assert_int_equal(h.single, 3);
    assert_int_equal(h.grouped, 8);
    assert_int_equal(h.total, 11);
    assert_int_equal(h.largest, 4);
    /* And through the intermediate scoring itself: the last card drawn. */
    m->ndeck = 1;
    give(m, 0, 7);
    play_place(s, 7, 9, 0, 0);
    if (m->step == MOTM_STEP_SHIP)
        mm_test_play(s, "end");
    assert_true(m->intermediate_done);
    assert_int_equal(m->intermediate[0].total, 11);
    mm_session_free(s);
}

/* The rulebook's score sheet: 11 from the intermediate scoring, then 3
 * single heads (3), 14 grouped heads (28), the largest group of 4 (8) and 6
 * crystal points: 56. */
static void test_rulebook_score_sheet_56(void **state)
{
    (void)state;
    mm_session *s = table_session(2, NULL);
    motm_state *m = st(s);
    for (int y = 0; y <= 8; y += 4) {
        put(m, 6, 0, y, 0);
        put(m, 12, 3, y - 1, 0); /* three groups of four */
    }
    put(m, 13, 6, 0, 0);  /* single at 7,0 */
    put(m, 14, 6, 4, 0);  /* single at 6,5 */
    put(m, 1, 0, 12, 0);  /* single at 0,12 and a lone double head: a group of 2 */
    m->intermediate[0] = (motm_heads){.single = 3, .grouped = 8, .total = 11};
    m->intermediate_done = true;
    m->track[0] = 8;
    assert_int_equal(motm_track_points(2, 8), 6);
    mm_result r;
    motm()->result(s->state, &r);
    assert_string_equal(r.rows[0].label, "Intermediate scoring");
    assert_int_equal(r.rows[0].value[0], 11);
    assert_int_equal(r.rows[1].value[0], 3);
    assert_int_equal(r.rows[2].value[0], 28);
    assert_string_equal(r.rows[3].label, "Largest group");
    assert_int_equal(r.rows[3].value[0], 8);
    assert_string_equal(r.rows[4].label, "Crystal track");
    assert_int_equal(r.rows[4].value[0], 6);
    assert_int_equal(r.total[0], 56);
    mm_session_free(s);
}

/* A double head counts as a group of two even alone: 4 points. */
static void test_double_head_is_always_a_group(void **state)
{
    (void)state;
    mm_session *s = table_session(2, NULL);
    motm_state *m = st(s);
    put(m, 1, 0, 0, 0); /* W . w / V * H */
    motm_heads h;
    motm_score_heads(m, 0, &h, 0, 0, 0, 0, NULL);
    assert_int_equal(h.single, 1);
    assert_int_equal(h.grouped, 4);
    assert_int_equal(h.largest, 2);
    /* Next to another head of its monster: 4 + 2. */
    put(m, 0, 3, 0, 0); /* w W * / H . V: the double at 3,0 touches 2,0 */
    motm_score_heads(m, 0, &h, 0, 0, 0, 0, NULL);
    assert_int_equal(h.grouped, 4 + 4 + 2);
    assert_int_equal(h.largest, 5);
    mm_session_free(s);
}

/* Groups spread across cards; covered heads do not count. */
static void test_groups_across_cards_and_covered_heads(void **state)
{
    (void)state;
    mm_session *s = table_session(2, NULL);
    motm_state *m = st(s);
    put(m, 6, 0, 0, 0);
    put(m, 9, 3, 0, 0); /* W W at 3,0 and 4,0 join the row: five */
    assert_int_equal(points_of(m, 0), 10);
    put(m, MOTM_LANDSCAPE_1, 1, -1, 1); /* covers 1,0 (and 1,1): the row breaks */
    motm_heads h;
    motm_score_heads(m, 0, &h, 0, 0, 0, 0, NULL);
    assert_int_equal(h.single, 1);
    assert_int_equal(h.grouped, 4);
    mm_session_free(s);
}

/* ============================================== intermediate scoring, flow */

static void test_lowest_scorer_chooses_who_continues(void **state)
{
    (void)state;
    mm_session *s = table_session(2, NULL);
    motm_state *m = st(s);
    put(m, 6, 0, 0, 0); /* only werewolves: the witch (seat 2) scores 0 */
    m->ndeck = 1;
    give(m, 0, 8);
    play_place(s, 8, 0, 2, 0);
    if (m->step == MOTM_STEP_SHIP)
        mm_test_play(s, "end");
    assert_int_equal(m->phase, MOTM_PHASE_CONTINUE);
    assert_int_equal(m->chooser, 1);
    assert_int_equal(motm()->to_move(s->state), 1);
    mm_test_reject(s, "continue 3", "from 1 to 2");
    mm_test_reject(s, "7 0,4 0", "who places the next card");
    mm_test_play(s, "continue 1");
    assert_int_equal(m->phase, MOTM_PHASE_PLAY);
    assert_int_equal(m->current, 0);
    mm_session_free(s);
}

static void test_tie_goes_to_the_fewest_crystal_points(void **state)
{
    (void)state;
    for (int lower = 0; lower < 2; lower++) {
        /* One werewolf and one witch on the table: 1 point each. */
        mm_session *s = table_session(2, NULL);
        motm_state *m = st(s);
        put(m, MOTM_LANDSCAPE_1, 0, 0, 0);
        m->track[1 - lower] = 5;
        m->ndeck = 1;
        give(m, 0, 12); /* W and H one each */
        play_place(s, 12, 0, 2, 0);
        if (m->step == MOTM_STEP_SHIP)
            mm_test_play(s, "end");
        assert_int_equal(m->intermediate[0].total, m->intermediate[1].total);
        assert_int_equal(m->chooser, lower);
        mm_session_free(s);
    }
}

/* After the intermediate scoring nobody draws; play goes on until every
 * hand is empty; then the final scoring ends the game. */
static void test_play_until_hands_are_empty(void **state)
{
    (void)state;
    mm_session *s = table_session(2, NULL);
    motm_state *m = st(s);
    put(m, MOTM_LANDSCAPE_1, 0, 0, 0);
    m->ndeck = 0;
    m->intermediate_done = true;
    m->nhand[0] = 2;
    m->nhand[1] = 1;
    m->hand[0][0] = 6, m->hand[0][1] = 7, m->hand[1][0] = 8;
    play_place(s, 6, 3, 0, 0);
    if (m->step == MOTM_STEP_SHIP)
        mm_test_play(s, "end");
    assert_int_equal(m->nhand[0], 1); /* no card drawn */
    play_place(s, 8, 6, 0, 0);
    if (m->step == MOTM_STEP_SHIP)
        mm_test_play(s, "end");
    assert_int_equal(m->current, 0);
    play_place(s, 7, 9, 0, 0);
    if (m->step == MOTM_STEP_SHIP)
        mm_test_play(s, "end");
    assert_true(motm()->is_over(s->state));
    assert_int_equal(motm()->to_move(s->state), MM_NOBODY);
    mm_test_reject(s, "end", "over");
    mm_session_free(s);
}

static void test_most_points_win_tie_by_crystal_points(void **state)
{
    (void)state;
    mm_session *s = table_session(2, NULL);
    motm_state *m = st(s);
    put(m, 12, 0, 0, 0); /* one werewolf, one witch, one vampire */
    m->phase = MOTM_PHASE_OVER;
    mm_result r;
    motm()->result(s->state, &r);
    assert_int_equal(r.total[0], r.total[1]);
    assert_true(r.winner[0] && r.winner[1]);
    mm_test_assert_contains(r.note, "shared");
    /* Same total, but one of them from crystals: crystals win. */
    m->intermediate[0].total = 2;
    m->track[1] = 3; /* 2 points */
    motm()->result(s->state, &r);
    assert_int_equal(r.total[0], r.total[1]);
    assert_false(r.winner[0]);
    assert_true(r.winner[1]);
    mm_test_assert_contains(r.note, "crystal points win");
    m->track[1] = 0;
    motm()->result(s->state, &r);
    assert_true(r.winner[0] && !r.winner[1]);
    mm_session_free(s);
}

/* ================================================================ missions */

static void test_secret_missions_are_dealt_and_hidden(void **state)
{
    (void)state;
    mm_session *s = new_session(4, NULL, "secret", 3);
    motm_state *m = st(s);
    bool seen[MOTM_NMISSIONS + 1] = {false};
    for (int i = 0; i < 4; i++)
        for (int k = 0; k < 2; k++) {
            int x = m->secret[i][k];
            assert_true(x >= 1 && x <= MOTM_NMISSIONS && !seen[x]);
            seen[x] = true;
        }
    mm_state *v = motm()->view_for(s->state, 1);
    assert_int_equal(motm_from(v)->secret[1][0], m->secret[1][0]);
    assert_int_equal(motm_from(v)->secret[0][0], MOTM_HIDDEN);
    mm_rng rng;
    mm_rng_seed(&rng, 5);
    motm()->determinize(v, 1, &rng);
    for (int i = 0; i < 4; i++)
        assert_true(motm_from(v)->secret[i][0] >= 1 && motm_from(v)->secret[i][1] >= 1);
    motm()->free(v);
    mm_session_free(s);
}

static void test_open_call_offers_three_of_missions_1_to_6(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed < 20; seed++) {
        mm_session *s = new_session(3, "advanced", "open", seed);
        int opts[MOTM_OPEN_MISSIONS];
        assert_int_equal(motm_mission_options(st(s), 0, opts), 3);
        for (int i = 0; i < 3; i++) {
            assert_true(opts[i] >= 1 && opts[i] <= 6);
            for (int k = 0; k < i; k++)
                assert_int_not_equal(opts[i], opts[k]);
        }
        int other[MOTM_OPEN_MISSIONS];
        motm_mission_options(st(s), 2, other);
        assert_memory_equal(opts, other, sizeof opts);
        mm_session_free(s);
    }
}

/* At the final scoring each player picks one mission; only it counts. */
static void test_missions_are_chosen_at_the_end(void **state)
{
    (void)state;
    mm_session *s = new_session(2, NULL, "secret", 8);
    play_setup(s, "landed");
    motm_state *m = st(s);
    m->nplaced = 0;
    memset(m->top, 0, sizeof m->top);
    put(m, 6, 0, 0, 0);
    m->secret[0][0] = 2, m->secret[0][1] = 3; /* colony (met below), space fleet */
    m->secret[1][0] = 4, m->secret[1][1] = 5;
    m->ndeck = 0;
    m->intermediate_done = true;
    m->nhand[0] = 1, m->nhand[1] = 0;
    m->hand[0][0] = 9;
    play_place(s, 9, 3, 0, 0); /* WW joins the row: a group of five */
    if (m->step == MOTM_STEP_SHIP)
        mm_test_play(s, "end");
    assert_int_equal(m->phase, MOTM_PHASE_MISSION);
    assert_int_equal(motm()->to_move(s->state), 0);
    mm_test_reject(s, "mission 4", "not one you can choose");
    mm_test_reject(s, "9 0,2 0", "mission that counts");
    mm_test_play(s, "mission 2");
    assert_false(motm()->is_over(s->state));
    mm_test_play(s, "mission 5");
    assert_true(motm()->is_over(s->state));
    mm_result r;
    motm()->result(s->state, &r);
    int row = -1;
    for (int i = 0; i < r.nrows; i++)
        if (strcmp(r.rows[i].label, "Mission") == 0)
            row = i;
    assert_true(row >= 0);
    assert_int_equal(r.rows[row].value[0], motm_mission_bonus(2));
    assert_int_equal(r.rows[row].value[1], 0);
    mm_session_free(s);
}

static void test_mission_goals(void **state)
{
    (void)state;
    mm_session *s = table_session(2, NULL);
    motm_state *m = st(s);
    /* 1: the second red field. */
    m->track[0] = motm_track_red(2, 1) - 1;
    assert_false(motm_mission_met(m, 0, 1));
    m->track[0]++;
    assert_true(motm_mission_met(m, 0, 1));
    /* 3: both spaceships landed. */
    m->ships[m->nships++] = (motm_ship){50, 50, 0};
    assert_false(motm_mission_met(m, 0, 3));
    m->ships[m->nships++] = (motm_ship){51, 50, 0};
    assert_true(motm_mission_met(m, 0, 3));
    /* 2 and 5: a group of five; no single heads, at least four heads. */
    put(m, 6, 0, 0, 0);
    assert_false(motm_mission_met(m, 0, 2));
    assert_false(motm_mission_met(m, 0, 5)); /* only three heads */
    put(m, 9, 3, 0, 0);
    assert_true(motm_mission_met(m, 0, 2));
    assert_true(motm_mission_met(m, 0, 5));
    put(m, 13, 20, 0, 0); /* a single werewolf far away */
    assert_false(motm_mission_met(m, 0, 5));
    /* 4: heads on six different cards (6, 9, 13 so far). */
    put(m, 12, 20, 4, 0);
    put(m, 14, 20, 8, 0);
    assert_false(motm_mission_met(m, 0, 4));
    put(m, 15, 20, 12, 0);
    assert_true(motm_mission_met(m, 0, 4));
    /* 6: two double heads of one's monster. */
    put(m, 0, 30, 0, 0);
    assert_false(motm_mission_met(m, 0, 6));
    put(m, 1, 30, 4, 0);
    assert_true(motm_mission_met(m, 0, 6));
    /* 7: a head beside Armstrong or his camp. */
    put(m, MOTM_ARMSTRONG, 40, 0, 0);
    assert_false(motm_mission_met(m, 0, 7));
    put(m, 6, 40, -2, 2); /* turned half round: its werewolves at y = -1 */
    assert_true(motm_mission_met(m, 0, 7));
    /* 8: a head on a pile of four cards. */
    put(m, MOTM_LANDSCAPE_1, 50, 10, 0);
    put(m, MOTM_LANDSCAPE_2, 50, 10, 0);
    put(m, 7, 50, 10, 0);
    put(m, 6, 50, 10, 1); /* W at 51,10 on three cards */
    assert_true(motm_mission_met(m, 0, 8));
    assert_false(motm_mission_met(m, 1, 8)); /* the witch's heads lie lower */
    mm_session_free(s);
}

/* ==================================================================== solo */

static void test_solo_game_flow(void **state)
{
    (void)state;
    mm_session *s = new_session(1, NULL, NULL, 4);
    motm_state *m = st(s);
    assert_true(m->solo);
    assert_int_equal(m->nplaced, 1); /* the top card, face up */
    assert_int_equal(m->placed[0].x, 0);
    assert_int_equal(m->nhand[0], 1);
    assert_int_equal(m->ndeck, 18);
    assert_false(motm()->hides_information(s->state));
    int placements = 0;
    mm_rng rng;
    mm_rng_seed(&rng, 1);
    while (!motm()->is_over(s->state)) {
        mm_move_list list;
        mm_move_list_init(&list);
        motm()->sample_moves(s->state, &rng, 8, &list);
        assert_true(list.n > 0);
        mm_events ev;
        char why[MM_REASON_MAX];
        assert_true(mm_session_play(s, 0, list.items[0], &ev, why, sizeof why));
        assert_int_not_equal(m->step, MOTM_STEP_SHIP); /* no spaceships alone */
        assert_true(ev.revealed || m->ndeck == 0);
        mm_move_list_free(&list);
        placements++;
    }
    assert_int_equal(placements, 19);
    assert_int_equal(m->nplaced, 20);
    mm_session_free(s);
}

/* +1 per vampire beside a vampire and per crystal beside a crystal, -1 per
 * witch and werewolf; a double head is two monsters side by side. */
static void test_solo_scoring(void **state)
{
    (void)state;
    mm_session *s = new_session(1, NULL, NULL, 4);
    motm_state *m = st(s);
    m->nplaced = 0;
    memset(m->top, 0, sizeof m->top);
    put(m, 8, 0, 0, 0);  /* V V V: +3; its crystal at 2,1 is alone */
    put(m, 6, 0, 2, 0);  /* W W W: -3; crystal at 0,3 */
    put(m, 14, 0, 4, 0); /* crystal at 0,4 beside 0,3: +2; H, W: -2; V alone */
    put(m, 4, 3, 0, 0);  /* double vampire +2, V beside it +1, H and W: -2 */
    motm_solo solo;
    motm_score_solo(m, &solo);
    assert_int_equal(solo.vampires, 6);
    assert_int_equal(solo.crystals, 2);
    assert_int_equal(solo.others, -7);
    assert_int_equal(solo.total, 1);
    mm_result r;
    motm()->result(s->state, &r);
    assert_int_equal(r.total[0], 1);
    assert_true(r.winner[0]);
    assert_string_equal(r.note, motm_solo_rating(1));
    /* A double vampire alone still scores its two vampires. */
    m->nplaced = 0;
    memset(m->top, 0, sizeof m->top);
    put(m, 4, 0, 0, 0);
    put(m, MOTM_LANDSCAPE_1, 1, -2, 1); /* hides the vampire beside it */
    motm_score_solo(m, &solo);
    assert_int_equal(solo.vampires, 2);
    mm_session_free(s);
}

/* ========================================== the searching players' outlook */

/* How much one more field on the crystal track (from field 2 to 3) is worth
 * to seat 0 by the searching players' evaluation and by the greedy one. */
static void field_worth(mm_session *s, double *search, double *greedy)
{
    motm_state *m = st(s);
    m->track[0] = 2;
    double search_before = motm()->search_evaluate(s->state, 0);
    double greedy_before = motm()->evaluate(s->state, 0);
    m->track[0] = 3;
    *search = motm()->search_evaluate(s->state, 0) - search_before;
    *greedy = motm()->evaluate(s->state, 0) - greedy_before;
}

/* The 4-player track is steep (fields 2 and 3 are worth 1 point each, a field
 * past 8 is worth 6-10): with four players the search counts a field by
 * where the seat will likely end, with the cards it still lays; with fewer
 * players, or no card left to lay, by what the field is worth now. */
static void test_four_player_search_counts_fields_where_the_track_will_end(void **state)
{
    (void)state;
    double search, greedy;
    mm_session *s = new_session(4, NULL, NULL, 5);
    play_setup(s, "landed");
    field_worth(s, &search, &greedy);
    assert_true(greedy == 0.0);
    assert_true(search > 4.0); /* a field past 8: 6 points or more, spread */
    motm_state *m = st(s);
    m->ndeck = 0;
    for (int i = 0; i < m->nseats; i++)
        m->nhand[i] = 0;
    field_worth(s, &search, &greedy);
    assert_true(search == greedy);
    mm_session_free(s);
    for (int n = 2; n <= 3; n++) {
        s = new_session(n, NULL, NULL, 5);
        play_setup(s, "landed");
        field_worth(s, &search, &greedy);
        assert_true(greedy == 1.0);
        assert_true(search == greedy);
        mm_session_free(s);
    }
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rulebook_example_scores_11),
        cmocka_unit_test(test_rulebook_score_sheet_56),
        cmocka_unit_test(test_double_head_is_always_a_group),
        cmocka_unit_test(test_groups_across_cards_and_covered_heads),
        cmocka_unit_test(test_lowest_scorer_chooses_who_continues),
        cmocka_unit_test(test_tie_goes_to_the_fewest_crystal_points),
        cmocka_unit_test(test_play_until_hands_are_empty),
        cmocka_unit_test(test_most_points_win_tie_by_crystal_points),
        cmocka_unit_test(test_secret_missions_are_dealt_and_hidden),
        cmocka_unit_test(test_open_call_offers_three_of_missions_1_to_6),
        cmocka_unit_test(test_missions_are_chosen_at_the_end),
        cmocka_unit_test(test_mission_goals),
        cmocka_unit_test(test_solo_game_flow),
        cmocka_unit_test(test_solo_scoring),
        cmocka_unit_test(test_four_player_search_counts_fields_where_the_track_will_end),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
