/* SPDX-License-Identifier: MIT */
/* Monster Factory: the tile set we designed (docs/games/monster-factory.md)
 * and the geometry of tiles and monsters. */
#include "test_mf_rig.h"

#include <stdio.h>

#include "mf_internal.h"

static mm_session *new_game(int nseats)
{
    return new_game_opts(nseats, 42, "1", NULL);
}

static void test_the_set_has_88_tiles_in_the_documented_designs(void **state)
{
    (void)state;
    /* Per design: how many tiles, and how many of them show an eye. */
    static const int count[MF_NKINDS] = {16, 13, 7, 7, 6, 6, 6, 3, 3, 4, 4, 4, 2, 2, 2, 3};
    static const int eyes[MF_NKINDS] = {7, 5, 2, 2, 1, 1, 2, 1, 1, 1, 1, 2, 1, 1, 1, 1};
    int n[MF_NKINDS] = {0}, e[MF_NKINDS] = {0}, total_eyes = 0;
    for (int t = 0; t < MF_NTILES; t++) {
        n[mf_tile_kind(t)]++;
        e[mf_tile_kind(t)] += mf_tile_eye(t);
        total_eyes += mf_tile_eye(t);
    }
    for (int k = 0; k < MF_NKINDS; k++) {
        assert_int_equal(n[k], count[k]);
        assert_int_equal(e[k], eyes[k]);
    }
    assert_int_equal(MF_NTILES, 88);
    /* Eyes on about a third of the tiles. */
    assert_int_equal(total_eyes, 30);
    /* Several eyes on some: 17 tiles with one, 9 with two, 4 with three. */
    int by_count[4] = {0};
    for (int t = 0; t < MF_NTILES; t++) {
        assert_true(mf_tile_eyes(t) >= 0 && mf_tile_eyes(t) <= 3);
        assert_int_equal(mf_tile_eye(t), mf_tile_eyes(t) > 0);
        by_count[mf_tile_eyes(t)]++;
    }
    assert_int_equal(by_count[1], 17);
    assert_int_equal(by_count[2], 9);
    assert_int_equal(by_count[3], 4);
    /* The hubs, the thick branch and the thick body with two thin limbs have a
     * three-eyed tile. */
    static const int three[] = {10, 13, 14, 15};
    for (int k = 0; k < 4; k++) {
        bool found = false;
        for (int t = 0; t < MF_NTILES; t++)
            found |= mf_tile_kind(t) == three[k] && mf_tile_eyes(t) == 3;
        assert_true(found);
    }
}

static void test_the_set_mixes_ends_bodies_branches_and_hubs(void **state)
{
    (void)state;
    int shapes[5] = {0}, thin_ends = 0, thick_ends = 0, mixed = 0;
    for (int t = 0; t < MF_NTILES; t++) {
        shapes[mf_tile_shape(t)]++;
        bool thin = false, thick = false;
        for (int d = 0; d < 4; d++) {
            thin |= mf_tile_edge(t, 0, d) == MF_THIN;
            thick |= mf_tile_edge(t, 0, d) == MF_THICK;
        }
        /* Every tile can join a monster. */
        assert_true(mf_tile_parts(t) >= 1);
        if (mf_tile_shape(t) == MF_SHAPE_END) {
            thin_ends += thin;
            thick_ends += thick;
        }
        mixed += thin && thick;
    }
    assert_int_equal(shapes[MF_SHAPE_END], 29);
    assert_int_equal(shapes[MF_SHAPE_STRAIGHT] + shapes[MF_SHAPE_BEND], 38);
    assert_int_equal(shapes[MF_SHAPE_BRANCH], 14);
    assert_int_equal(shapes[MF_SHAPE_HUB], 7);
    assert_int_equal(thin_ends, 16);
    assert_int_equal(thick_ends, 13);
    assert_int_equal(mixed, 6 + 3 + 3 + 4 + 2 + 3);
    /* More end pieces than extra ends opened by branches and hubs, so that
     * monsters on average close rather than sprawl. */
    assert_true(shapes[MF_SHAPE_END] > shapes[MF_SHAPE_BRANCH] + 2 * shapes[MF_SHAPE_HUB] - 1);
}

static void test_rotation_turns_edges_clockwise_in_quarter_turns(void **state)
{
    (void)state;
    /* Find a thick-to-thin bend: thick at the top, thin on the right. */
    int t = -1;
    for (int i = 0; i < MF_NTILES && t < 0; i++)
        if (mf_tile_kind(i) == THICK_THIN_BEND)
            t = i;
    assert_int_equal(mf_tile_edge(t, 0, MF_NORTH), MF_THICK);
    assert_int_equal(mf_tile_edge(t, 0, MF_EAST), MF_THIN);
    assert_int_equal(mf_tile_edge(t, 0, MF_SOUTH), MF_BLANK);
    /* One quarter turn clockwise: the top goes to the right. */
    assert_int_equal(mf_tile_edge(t, 1, MF_EAST), MF_THICK);
    assert_int_equal(mf_tile_edge(t, 1, MF_SOUTH), MF_THIN);
    assert_int_equal(mf_tile_edge(t, 1, MF_NORTH), MF_BLANK);
    assert_int_equal(mf_tile_edge(t, 2, MF_SOUTH), MF_THICK);
    assert_int_equal(mf_tile_edge(t, 3, MF_WEST), MF_THICK);
    assert_int_equal(mf_tile_edge(t, 3, MF_NORTH), MF_THIN);
    /* An asymmetric tile looks different in all four rotations. */
    for (int r = 0; r < 4; r++)
        assert_int_equal(mf_canonical_rot(t, r), r);
}

static void test_symmetric_tiles_have_fewer_distinct_rotations(void **state)
{
    (void)state;
    for (int t = 0; t < MF_NTILES; t++) {
        int distinct = 0;
        for (int r = 0; r < 4; r++)
            distinct += mf_canonical_rot(t, r) == r;
        int k = mf_tile_kind(t);
        int want = k == THIN_HUB || k == THICK_HUB                                     ? 1
                   : k == THIN_STRAIGHT || k == THICK_STRAIGHT || k == THICK_TWO_LIMBS ? 2
                                                                                       : 4;
        assert_int_equal(distinct, want);
    }
}

static void test_two_end_pieces_make_a_complete_monster(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mf_state *s = mf_rig_state(session);
    mf_rig_clear(s, 0);
    mf_rig_put(s, 0, THIN_END, 0, 0, 0, 0); /* thin part at the top */
    assert_int_equal(mf_open_edges(s, 0), 1);
    mf_rig_put(s, 0, THIN_END, 0, 0, -1, 2); /* above it, turned to face down */
    assert_int_equal(mf_open_edges(s, 0), 0);
    mm_session_free(session);
}

/* A bigger creature from the set: a thick hub body with a head, a tail and
 * two arms ending in thin parts. */
static void test_a_creature_of_many_tiles_can_be_completed(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mf_state *s = mf_rig_state(session);
    mf_rig_clear(s, 0);
    mf_rig_put(s, 0, THICK_TWO_LIMBS, 1, 0, 0, 0); /* K up, T right, K down, T left */
    mf_rig_put(s, 0, THICK_END, 1, 0, -1, 2);      /* the head */
    mf_rig_put(s, 0, THICK_END, 0, 0, 1, 0);       /* the tail */
    mf_rig_put(s, 0, THIN_BEND, 0, 1, 0, 2);       /* right arm bends down: W and S */
    mf_rig_put(s, 0, THIN_END, 0, 1, 1, 0);        /* ...to a hand */
    assert_int_equal(mf_open_edges(s, 0), 1);
    mf_rig_put(s, 0, THIN_END, 1, -1, 0, 1); /* left arm: an eye on a stalk */
    assert_int_equal(mf_open_edges(s, 0), 0);
    assert_int_equal(mf_monster_size(s, 0), 6);
    assert_int_equal(mf_monster_eyes(s, 0), 3);
    int x0, y0, x1, y1;
    mf_monster_bounds(s, 0, &x0, &y0, &x1, &y1);
    assert_int_equal(x0, -1);
    assert_int_equal(y0, -1);
    assert_int_equal(x1, 1);
    assert_int_equal(y1, 1);
    mm_session_free(session);
}

static void test_fit_mask_reports_the_rotations_that_fit(void **state)
{
    (void)state;
    mm_session *session = new_game(2);
    mf_state *s = mf_rig_state(session);
    mf_rig_clear(s, 0);
    mf_rig_put(s, 0, THICK_END, 0, 0, 0, 0);  /* open thick edge at the top */
    int neck = mf_rig_draw(s, NECK, ANY_EYE); /* K top, T bottom */
    /* Above the start tile the neck must show thick downwards: turned twice. */
    assert_int_equal(mf_fit_mask(s, neck, 0, 0, -1), 1u << 2);
    /* Beside the start tile it would meet a blank edge with a blank: no
     * connection, so it never fits there. */
    assert_int_equal(mf_fit_mask(s, neck, 0, 1, 0), 0u);
    /* Not touching, or taken: nothing fits. */
    assert_int_equal(mf_fit_mask(s, neck, 0, 0, -2), 0u);
    assert_int_equal(mf_fit_mask(s, neck, 0, 0, 0), 0u);
    assert_false(mf_would_complete(s, neck, 0, 0, -1, 2));
    assert_int_equal(mf_open_edges_after(s, neck, 0, 0, -1, 2), 1);
    mm_session_free(session);
}

/* A spot's `facing`: per direction (north, east, south, west) what the
 * neighbour there shows towards it, -1 for no neighbour. */
static unsigned facing(int n, int e, int s, int w)
{
    int side[4] = {n, e, s, w};
    unsigned f = 0;
    for (int d = 0; d < 4; d++)
        if (side[d] >= 0)
            f |= (1u + (unsigned)side[d]) << (2 * d);
    return f;
}

static void test_each_open_cell_has_at_most_one_closing_design(void **state)
{
    (void)state;
    /* A lone thin part from below wants a thin end piece; a blank neighbour
     * beside it changes nothing. */
    assert_int_equal(mf_spot_closer(facing(-1, -1, MF_THIN, -1)), THIN_END);
    assert_int_equal(mf_spot_closer(facing(-1, MF_BLANK, MF_THICK, -1)), THICK_END);
    /* Two parts round a corner want the bend of their thicknesses, two
     * opposite ones the straight piece or the neck. */
    assert_int_equal(mf_spot_closer(facing(MF_THIN, MF_THICK, -1, -1)), THIN_THICK_BEND);
    assert_int_equal(mf_spot_closer(facing(MF_THIN, -1, MF_THIN, MF_BLANK)), THIN_STRAIGHT);
    assert_int_equal(mf_spot_closer(facing(-1, MF_THIN, -1, MF_THICK)), NECK);
    assert_int_equal(mf_spot_closer(facing(MF_THICK, MF_THIN, MF_THICK, MF_THIN)), THICK_TWO_LIMBS);
    /* Thin, thick, thick in a row is printed on no tile: only growing fills it. */
    assert_int_equal(mf_spot_closer(facing(MF_THIN, MF_THICK, MF_THICK, -1)), -1);
    /* The same answer from a monster's own frontier: a thin end piece turned
     * to show its part east leaves one open cell, east of it. */
    mm_session *session = new_game(2);
    mf_state *s = mf_rig_state(session);
    mf_rig_clear(s, 0);
    mf_rig_put(s, 0, THIN_END, 0, 0, 0, 1);
    assert_int_equal(s->frontier[0].n, 1);
    assert_int_equal(s->frontier[0].spot[0].x, 1);
    assert_int_equal(mf_spot_closer(s->frontier[0].spot[0].facing), THIN_END);
    mm_session_free(session);
}

static void test_a_monster_no_tile_left_can_fill_is_doomed(void **state)
{
    (void)state;
    /* A thin end piece showing its part east: its one open cell wants a thin
     * part from the west. */
    mm_session *session = new_game(2);
    mf_state *s = mf_rig_state(session);
    mf_rig_clear(s, 0);
    mf_rig_put(s, 0, THIN_END, 0, 0, 0, 1);
    int pool[MF_NKINDS] = {0};
    assert_true(mf_frontier_doomed(s, 0, pool));
    /* Thick end pieces never meet a thin part. */
    pool[THICK_END] = 5;
    assert_true(mf_frontier_doomed(s, 0, pool));
    /* A thin straight piece fills the cell, though it opens another. */
    pool[THIN_STRAIGHT] = 1;
    assert_false(mf_frontier_doomed(s, 0, pool));
    pool[THIN_STRAIGHT] = 0;
    pool[THIN_END] = 1;
    assert_false(mf_frontier_doomed(s, 0, pool));
    mm_session_free(session);
}

static void test_tile_names_describe_shape_and_eye(void **state)
{
    (void)state;
    char name[96];
    mf_tile_name(0, name, sizeof name);
    assert_string_equal(name, "a thin end piece with two eyes");
    mf_tile_name(1, name, sizeof name);
    assert_string_equal(name, "a thin end piece with an eye");
    mf_tile_name(83, name, sizeof name);
    assert_string_equal(name, "a thick hub with three eyes");
    mf_tile_name(MF_NTILES - 1, name, sizeof name);
    assert_string_equal(name, "a thick body with two thin limbs");
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_set_has_88_tiles_in_the_documented_designs),
        cmocka_unit_test(test_the_set_mixes_ends_bodies_branches_and_hubs),
        cmocka_unit_test(test_rotation_turns_edges_clockwise_in_quarter_turns),
        cmocka_unit_test(test_symmetric_tiles_have_fewer_distinct_rotations),
        cmocka_unit_test(test_two_end_pieces_make_a_complete_monster),
        cmocka_unit_test(test_a_creature_of_many_tiles_can_be_completed),
        cmocka_unit_test(test_fit_mask_reports_the_rotations_that_fit),
        cmocka_unit_test(test_each_open_cell_has_at_most_one_closing_design),
        cmocka_unit_test(test_a_monster_no_tile_left_can_fill_is_doomed),
        cmocka_unit_test(test_tile_names_describe_shape_and_eye),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
