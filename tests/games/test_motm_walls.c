/* SPDX-License-Identifier: MIT */
/* Monsters on the Moon, advanced game: moon walls. Supply, the card-or-walls
 * turn, where walls may lie, walls under cards, fully walled areas (entry,
 * no more walls, double points, the layout's border is no wall), walls
 * splitting groups, no largest-group bonus, and the end when nobody can
 * place anything. Walls: h/v short, H/V long, at the unit edge x,y (the top
 * or left edge of cell x,y). Card faces (0-based ids): 6 "WWW|*..",
 * 7 "HHH|.*.", 8 "VVV|..*", 9 "WW*|H..", 11 "VV.|.*W", 13 ".W*|V.H". */
#include "test_motm_rig.h"

static void test_wall_supply_per_player_count(void **state)
{
    (void)state;
    int shorts[5] = {0, 0, 9, 7, 6};
    for (int n = 2; n <= 4; n++) {
        mm_session *s = new_session(n, "advanced", NULL, 2);
        for (int i = 0; i < n; i++) {
            assert_int_equal(st(s)->long_walls[i], 3);
            assert_int_equal(st(s)->short_walls[i], shorts[n]);
        }
        mm_session_free(s);
    }
    mm_session *s = new_session(2, NULL, NULL, 2);
    assert_int_equal(st(s)->short_walls[0] + st(s)->long_walls[0], 0);
    mm_session_free(s);
}

/* A turn is one card or 3-5 walls touching each other; a card is drawn
 * either way; spaceships only come with a card. */
static void test_walls_turn(void **state)
{
    (void)state;
    mm_session *s = table_session(2, "advanced");
    motm_state *m = st(s);
    put(m, MOTM_LANDSCAPE_1, 0, 0, 0);
    put(m, MOTM_LANDSCAPE_2, 3, 0, 0);
    mm_test_reject(s, "walls h0,0 h1,0", "3, 4 or 5 walls");
    mm_test_reject(s, "walls h0,0 h1,0 h2,0 h3,0 h4,0 h5,0", "3, 4 or 5 walls");
    mm_test_reject(s, "walls h0,0 h1,0 h4,0", "touch each other");
    mm_test_reject(s, "walls h10,10 h11,10 h12,10", "edges of the squares of cards");
    mm_test_reject(s, "walls h0,0 h0,0 h1,0", "never stacked");
    mm_test_reject(s, "walls h0,0 h1,0 x2,0", "Write each wall");
    mm_test_reject(s, "ship 0,0", "visible crystal");
    int deck = m->ndeck, hand = m->nhand[0], ships = motm_ships_left(m, 0);
    mm_test_play(s, "walls h0,0 h1,0 V2,0");
    assert_int_equal(m->nwalls, 3);
    assert_int_equal(m->short_walls[0], 7);
    assert_int_equal(m->long_walls[0], 2);
    assert_true(motm_wall_at(m, true, 2, 1)); /* the long wall's second half */
    assert_int_equal(m->ndeck, deck - 1);
    assert_int_equal(m->nhand[0], hand + 1);
    assert_int_equal(motm_ships_left(m, 0), ships);
    assert_int_equal(m->current, 1);
    mm_test_reject(s, "walls h1,0 h2,0 h3,0", "never stacked");
    m->short_walls[1] = 2;
    mm_test_reject(s, "walls h3,0 h4,0 h5,0", "only 2 short walls");
    m->long_walls[1] = 3;
    mm_test_play(s, "walls h3,0 h4,0 V5,0"); /* two short, one long */
    assert_int_equal(m->short_walls[1], 0);
    assert_int_equal(m->long_walls[1], 2);
    mm_session_free(s);
}

/* Advanced game: spaceships only in a turn with a card. A ship landed before
 * the card commits the turn to a card; without hand cards no ship lands. */
static void test_walls_spaceship_only_with_a_card(void **state)
{
    (void)state;
    mm_session *s = table_session(2, "advanced");
    motm_state *m = st(s);
    put(m, 6, 0, 0, 0); /* crystal at 0,1 */
    put(m, MOTM_LANDSCAPE_1, 3, 0, 0);
    mm_test_play(s, "ship 0,1");
    mm_test_reject(s, "walls h3,0 h4,0 h5,0", "spaceships only land in a turn in which a card");
    int hand = m->nhand[0];
    m->nhand[0] = 0;
    mm_test_reject(s, "ship 0,1", "Only one spaceship");
    m->ship_this_turn = false;
    mm_test_reject(s, "ship 0,1", "have none");
    m->nhand[0] = hand;
    mm_session_free(s);
}

/* Walls are never covered: a card may lie beside a wall, not across it. */
static void test_cards_never_cross_walls(void **state)
{
    (void)state;
    mm_session *s = table_session(2, "advanced");
    motm_state *m = st(s);
    put(m, MOTM_LANDSCAPE_1, 0, 0, 0);
    wall(m, true, false, 1, 0); /* between 0,0 and 1,0 */
    give(m, 0, 7);
    reject_place(s, 7, 0, -2, 1, "wall would lie under the card");
    play_place(s, 7, 1, -2, 1); /* the wall is its left border */
    mm_session_free(s);
}

/* Four cards walled in all round: only players with a visible monster inside
 * may lay cards there, and nobody adds walls inside. */
static mm_session *walled_square(void)
{
    mm_session *s = table_session(2, "advanced");
    motm_state *m = st(s);
    put(m, MOTM_LANDSCAPE_1, 0, 0, 0);
    put(m, MOTM_LANDSCAPE_2, 3, 0, 0);
    put(m, 7, 0, 2, 0); /* witches inside */
    put(m, 8, 3, 2, 0);
    wall_box(m, 0, 0, 5, 3);
    return s;
}

static void test_walled_area_admits_only_monsters_inside(void **state)
{
    (void)state;
    mm_session *s = walled_square();
    motm_state *m = st(s);
    int region[6 * 4];
    assert_int_equal(motm_regions(m, 0, 0, 6, 4, region), 1);
    for (int i = 0; i < 24; i++)
        assert_int_equal(region[i], 1);
    give(m, 0, 12);
    reject_place(s, 12, 2, 1, 0, "walled in and none of your monsters");
    mm_test_reject(s, "walls h1,1 h2,1 h3,1", "already walled in");
    /* Outside the area everything is as usual. */
    play_place(s, 12, 6, 0, 0);
    if (m->step == MOTM_STEP_SHIP)
        mm_test_play(s, "end");
    /* The witch has heads inside. */
    give(m, 1, 13);
    play_place(s, 13, 2, 1, 0);
    mm_session_free(s);
}

/* The layout's outer border is no wall: three walled sides are not enough. */
static void test_layout_border_is_no_wall(void **state)
{
    (void)state;
    mm_session *s = table_session(2, "advanced");
    motm_state *m = st(s);
    put(m, MOTM_LANDSCAPE_1, 0, 0, 0);
    put(m, MOTM_LANDSCAPE_2, 3, 0, 0);
    for (int x = 0; x <= 5; x++)
        wall(m, false, false, x, 0);
    wall(m, true, true, 0, 0);
    wall(m, true, true, 6, 0);
    int region[6 * 2];
    assert_int_equal(motm_regions(m, 0, 0, 6, 2, region), 0);
    for (int x = 0; x <= 5; x++)
        wall(m, false, false, x, 2);
    assert_int_equal(motm_regions(m, 0, 0, 6, 2, region), 1);
    mm_session_free(s);
}

/* Rulebook: a wall between two neighbours turns a group of two (4 points)
 * into two single monsters (2 points). */
static void test_walls_split_groups(void **state)
{
    (void)state;
    mm_session *s = table_session(2, "advanced");
    motm_state *m = st(s);
    put(m, 9, 0, 0, 0); /* W W side by side */
    motm_heads h;
    motm_score_heads(m, 0, &h, 0, 0, 0, 0, NULL);
    assert_int_equal(h.total, 4);
    wall(m, true, false, 1, 0);
    motm_score_heads(m, 0, &h, 0, 0, 0, 0, NULL);
    assert_int_equal(h.single, 2);
    assert_int_equal(h.total, 2);
    mm_session_free(s);
}

/* Rulebook example: inside a fully walled area the werewolf scores 16 (3
 * linked, 2 single) and the witch 14 (3 linked, 1 single). */
static void test_walled_area_scores_double(void **state)
{
    (void)state;
    mm_session *s = table_session(2, "advanced");
    motm_state *m = st(s);
    put(m, 6, 0, 0, 0);
    put(m, 7, 0, 2, 0);
    put(m, 13, 3, 0, 0);
    put(m, 11, 3, 2, 0);
    motm_heads wolf, witch;
    motm_score_heads(m, 0, &wolf, 0, 0, 0, 0, NULL);
    assert_int_equal(wolf.total, 8);
    wall_box(m, 0, 0, 5, 3);
    motm_score_heads(m, 0, &wolf, 0, 0, 0, 0, NULL);
    motm_score_heads(m, 1, &witch, 0, 0, 0, 0, NULL);
    assert_int_equal(wolf.walled_grouped, 12);
    assert_int_equal(wolf.walled_single, 4);
    assert_int_equal(wolf.total, 16);
    assert_int_equal(witch.total, 14);
    /* The results: walled rows, and no largest-group bonus. */
    mm_result r;
    motm()->result(s->state, &r);
    bool largest = false;
    int walled = -1;
    for (int i = 0; i < r.nrows; i++) {
        largest |= strcmp(r.rows[i].label, "Largest group") == 0;
        if (strcmp(r.rows[i].label, "Heads in groups, walled in") == 0)
            walled = i;
    }
    assert_false(largest);
    assert_true(walled >= 0);
    assert_int_equal(r.rows[walled].value[0], 12);
    assert_int_equal(r.total[0], 16);
    mm_session_free(s);
}

/* The game ends when nobody can place a card or walls; players who cannot
 * are skipped, and one or two walls may be left over. */
static void test_end_when_nobody_can_place_anything(void **state)
{
    (void)state;
    mm_session *s = table_session(2, "advanced");
    motm_state *m = st(s);
    put(m, MOTM_LANDSCAPE_1, 0, 0, 0);
    m->ndeck = 0;
    m->intermediate_done = true;
    m->nhand[0] = 1, m->hand[0][0] = 7;
    m->nhand[1] = 0;
    m->short_walls[0] = 3, m->long_walls[0] = 0;
    m->short_walls[1] = 2, m->long_walls[1] = 0;
    assert_true(motm_can_place_walls(m, 0));
    assert_false(motm_can_place_walls(m, 1));
    mm_events ev;
    char why[MM_REASON_MAX], move[64];
    place_text(move, sizeof move, 7, 3, 0, 0);
    assert_true(mm_session_play(s, 0, move, &ev, why, sizeof why));
    if (m->step == MOTM_STEP_SHIP)
        assert_true(mm_session_play(s, 0, "end", &ev, why, sizeof why));
    bool skipped = false;
    for (int i = 0; i < ev.n; i++)
        skipped |= ev.ev[i].kind == MOTM_EV_SKIP && ev.ev[i].seat == 1;
    assert_true(skipped);
    assert_int_equal(m->current, 0); /* no cards, but walls */
    mm_test_play(s, "walls h0,0 h1,0 h2,0");
    assert_true(motm()->is_over(s->state));
    assert_int_equal(m->short_walls[1], 2);
    mm_session_free(s);
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_wall_supply_per_player_count),
        cmocka_unit_test(test_walls_turn),
        cmocka_unit_test(test_walls_spaceship_only_with_a_card),
        cmocka_unit_test(test_cards_never_cross_walls),
        cmocka_unit_test(test_walled_area_admits_only_monsters_inside),
        cmocka_unit_test(test_layout_border_is_no_wall),
        cmocka_unit_test(test_walls_split_groups),
        cmocka_unit_test(test_walled_area_scores_double),
        cmocka_unit_test(test_end_when_nobody_can_place_anything),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
