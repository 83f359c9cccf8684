/* SPDX-License-Identifier: MIT */
/* Monsters on the Moon: the components we designed (deck, landscapes,
 * Armstrong, crystal track, missions, start layouts) meet the digest's
 * constraints, and the card geometry turns squares the right way. */
#include "test_motm_rig.h"

#include "monstermoon/headless.h"

typedef struct counts {
    int single[MOTM_NMONSTERS], dbl[MOTM_NMONSTERS], crystals, empty, other;
    int double_cards[MOTM_NMONSTERS];
} counts;

static counts count_cards(int from, int to)
{
    counts c;
    memset(&c, 0, sizeof c);
    for (int card = from; card < to; card++) {
        bool has_double[MOTM_NMONSTERS] = {false};
        for (int f = 0; f < MOTM_CARD_SQUARES; f++) {
            motm_square sq = motm_card_square(card, f);
            switch (sq.kind) {
            case MOTM_SQ_HEAD:
                c.single[sq.monster]++;
                break;
            case MOTM_SQ_DOUBLE:
                c.dbl[sq.monster]++;
                has_double[sq.monster] = true;
                break;
            case MOTM_SQ_CRYSTAL:
                c.crystals++;
                break;
            case MOTM_SQ_EMPTY:
                c.empty++;
                break;
            default:
                c.other++;
                break;
            }
        }
        for (int m = 0; m < MOTM_NMONSTERS; m++)
            c.double_cards[m] += has_double[m];
    }
    return c;
}

/* The 20-card deck: equal heads for the three base monsters, two double
 * heads each on two different cards, a fifth of the squares crystals. */
static void test_base_deck_counts(void **state)
{
    (void)state;
    counts c = count_cards(0, MOTM_NBASE);
    for (int m = W; m <= V; m++) {
        assert_int_equal(c.single[m], 20);
        assert_int_equal(c.dbl[m], 2);
        assert_int_equal(c.double_cards[m], 2);
    }
    assert_int_equal(c.single[S] + c.dbl[S], 0);
    assert_int_equal(c.crystals, 24); /* 24 of 120 squares */
    assert_int_equal(c.empty, 30);
    assert_int_equal(c.other, 0);
}

/* The six "=4" cards carry the skeleton: as many heads and double heads as
 * each base monster has in the 20-card deck. */
static void test_four_player_cards_carry_the_skeleton(void **state)
{
    (void)state;
    counts c = count_cards(MOTM_NBASE, MOTM_NDECK4);
    assert_int_equal(c.single[S], 20);
    assert_int_equal(c.dbl[S], 2);
    assert_int_equal(c.double_cards[S], 2);
    for (int m = W; m <= V; m++)
        assert_int_equal(c.single[m] + c.dbl[m], 0);
    assert_int_equal(c.crystals, 13);
    assert_int_equal(c.empty, 1);
    counts all = count_cards(0, MOTM_NDECK4);
    for (int m = 0; m < MOTM_NMONSTERS; m++)
        assert_int_equal(all.single[m] + 2 * all.dbl[m], 24);
}

/* The skeleton's heads touch as little as six cards allow (22 of their 36
 * squares): none on the double-head cards, and on each other card two pairs
 * or a group of three, so its groups come from play, not from the print. */
static void test_skeleton_heads_touch_as_little_as_possible(void **state)
{
    (void)state;
    static const int edge[7][2] = {{0, 1}, {1, 2}, {3, 4}, {4, 5}, {0, 3}, {1, 4}, {2, 5}};
    for (int card = MOTM_NBASE; card < MOTM_NDECK4; card++) {
        int touching = 0, heads = 0, dbl = 0;
        for (int f = 0; f < MOTM_CARD_SQUARES; f++) {
            motm_square sq = motm_card_square(card, f);
            heads += sq.monster == S;
            dbl += sq.kind == MOTM_SQ_DOUBLE;
        }
        for (int e = 0; e < 7; e++)
            touching += motm_card_square(card, edge[e][0]).monster == S &&
                        motm_card_square(card, edge[e][1]).monster == S;
        assert_int_equal(touching, dbl ? 0 : 2);
        assert_int_equal(heads, dbl ? 3 : 4);
    }
}

/* Version 2 of the rules changed the "=4" cards, version 3 the 4-player
 * crystal track, version 4 card 13 (in every deck) and the 4-player track
 * again: every older record (no `rules` line, or `rules 2` or `rules 3`) is
 * refused with the reason, whatever its player count; version 4 replays. */
static void test_records_from_before_version_4_are_refused(void **state)
{
    (void)state;
    const mm_game *g = mm_game_find("monsters-on-the-moon");
    assert_int_equal(mm_game_rules_version(g), 4);
    for (int n = 1; n <= 4; n++)
        assert_int_equal(mm_game_oldest_rules(g, n), 4);
    for (int n = 2; n <= 4; n++) {
        mm_seat seats[MM_MAX_SEATS];
        for (int i = 0; i < n; i++) {
            memset(&seats[i], 0, sizeof seats[i]);
            seats[i].kind = MM_SEAT_CPU;
            snprintf(seats[i].ai, sizeof seats[i].ai, "greedy");
        }
        char why[MM_REASON_MAX] = "";
        mm_session *s = mm_headless_play_one(g, NULL, seats, n, 77, why, sizeof why);
        assert_non_null(s);
        assert_int_equal(s->rec.rules, 4);
        /* The same record as versions 1 (no `rules` line), 2, 3 and 4 wrote it. */
        for (int version = 0; version <= 4; version++) {
            if (version == 1)
                continue;
            mm_record old = s->rec;
            old.rules = version;
            char *text = mm_record_to_text(&old);
            assert_true((strstr(text, "\nrules ") != NULL) == (version > 0));
            mm_record rec;
            mm_record_init(&rec);
            int bad_line;
            assert_true(mm_record_from_text(&rec, text, &bad_line, why, sizeof why));
            mm_session *back = mm_session_from_record(&rec, &bad_line, why, sizeof why);
            if (version < 4) {
                assert_null(back);
                mm_test_assert_contains(why, "older version of Monsters on the Moon");
                mm_test_assert_contains(why, "card 13's werewolf and witch changed places");
            } else {
                assert_non_null(back);
                assert_int_equal(mm_session_nmoves(back), mm_session_nmoves(s));
                mm_session_free(back);
            }
            mm_record_free(&rec);
            free(text);
        }
        mm_session_free(s);
    }
}

/* No double head shares a card with another double head. */
static void test_double_head_cards(void **state)
{
    (void)state;
    for (int card = 0; card < MOTM_NDECK4; card++) {
        int doubles = 0;
        for (int f = 0; f < MOTM_CARD_SQUARES; f++)
            doubles += motm_card_square(card, f).kind == MOTM_SQ_DOUBLE;
        assert_true(doubles <= 1);
    }
}

/* No two cards are the same, not even turned half round. */
static void test_no_two_cards_identical(void **state)
{
    (void)state;
    for (int a = 0; a < MOTM_NDECK4; a++) {
        for (int b = 0; b < MOTM_NDECK4; b++) {
            bool same = a != b, turned = true;
            for (int f = 0; f < MOTM_CARD_SQUARES; f++) {
                motm_square x = motm_card_square(a, f), y = motm_card_square(b, f),
                            z = motm_card_square(b, MOTM_CARD_SQUARES - 1 - f);
                same &= x.kind == y.kind && x.monster == y.monster;
                turned &= x.kind == z.kind && x.monster == z.monster;
            }
            if (same || (turned && a != b))
                fail_msg("cards %d and %d are identical", a + 1, b + 1);
        }
    }
}

/* Landscapes: six empty squares; Armstrong: himself, his camp, four empty. */
static void test_landscapes_and_armstrong(void **state)
{
    (void)state;
    counts l = count_cards(MOTM_LANDSCAPE_1, MOTM_LANDSCAPE_2 + 1);
    assert_int_equal(l.empty, 12);
    int armstrong = 0, camp = 0, empty = 0;
    for (int f = 0; f < MOTM_CARD_SQUARES; f++) {
        motm_kind k = motm_card_square(MOTM_ARMSTRONG, f).kind;
        armstrong += k == MOTM_SQ_ARMSTRONG;
        camp += k == MOTM_SQ_CAMP;
        empty += k == MOTM_SQ_EMPTY;
    }
    assert_int_equal(armstrong, 1);
    assert_int_equal(camp, 1);
    assert_int_equal(empty, 4);
    assert_true(motm_card_is_landscape(MOTM_LANDSCAPE_1));
    assert_true(motm_card_is_landscape(MOTM_ARMSTRONG));
    assert_false(motm_card_is_landscape(0));
}

/* One track side per player count: points never fall, two red fields. */
static void test_crystal_track_sides(void **state)
{
    (void)state;
    for (int n = 2; n <= 4; n++) {
        int last = motm_track_last(n);
        assert_true(last >= 10);
        assert_int_equal(motm_track_points(n, 0), 0);
        for (int f = 1; f <= last; f++)
            assert_true(motm_track_points(n, f) >= motm_track_points(n, f - 1));
        int r0 = motm_track_red(n, 0), r1 = motm_track_red(n, 1);
        assert_true(r0 > 0 && r0 < r1 && r1 < last);
        if (n > 2)
            assert_true(last < motm_track_last(n - 1)); /* more players, shorter side */
    }
}

/* The 4-player side (rules version 3, its last fields raised in version 4):
 * from field 5 on each field adds at least as much as the one before, up to
 * 45 points on field 12 (12 on field 8), and the red fields lie late, at 7
 * and 11. */
static void test_four_player_track_rises_steeply(void **state)
{
    (void)state;
    assert_int_equal(motm_track_last(4), 12);
    assert_int_equal(motm_track_points(4, 4), 2);
    assert_int_equal(motm_track_points(4, 8), 12);
    assert_int_equal(motm_track_points(4, 12), 45);
    for (int f = 5; f <= 12; f++)
        assert_true(motm_track_points(4, f) - motm_track_points(4, f - 1) >=
                    motm_track_points(4, f - 1) - motm_track_points(4, f - 2));
    assert_int_equal(motm_track_red(4, 0), 7);
    assert_int_equal(motm_track_red(4, 1), 11);
}

static void test_missions_have_titles_and_bonuses(void **state)
{
    (void)state;
    for (int m = 1; m <= MOTM_NMISSIONS; m++) {
        assert_true(strlen(motm_mission_title(m)) > 0);
        assert_true(strlen(motm_mission_text(m)) > 0);
        assert_true(motm_mission_bonus(m) > 0);
    }
}

/* Quarter turns: a card's squares land where the rotated picture shows them. */
static void test_footprint_rotations(void **state)
{
    (void)state;
    motm_cell c[MOTM_CARD_SQUARES];
    /* Unturned: 3 wide, 2 tall, square 0 top left, square 5 bottom right. */
    motm_footprint(10, 20, 0, c);
    assert_int_equal(c[0].x, 10), assert_int_equal(c[0].y, 20);
    assert_int_equal(c[5].x, 12), assert_int_equal(c[5].y, 21);
    /* A quarter turn clockwise: 2 wide, 3 tall; the old bottom-left square
     * (3) is now top left, the old top-left (0) top right. */
    motm_footprint(10, 20, 1, c);
    assert_int_equal(c[3].x, 10), assert_int_equal(c[3].y, 20);
    assert_int_equal(c[0].x, 11), assert_int_equal(c[0].y, 20);
    assert_int_equal(c[2].x, 11), assert_int_equal(c[2].y, 22);
    /* Half a turn: square 5 top left. */
    motm_footprint(10, 20, 2, c);
    assert_int_equal(c[5].x, 10), assert_int_equal(c[5].y, 20);
    assert_int_equal(c[0].x, 12), assert_int_equal(c[0].y, 21);
    /* Three quarters: square 2 top left, square 0 bottom left. */
    motm_footprint(10, 20, 3, c);
    assert_int_equal(c[2].x, 10), assert_int_equal(c[2].y, 20);
    assert_int_equal(c[0].x, 10), assert_int_equal(c[0].y, 22);
    /* motm_face_at inverts the footprint for every turn. */
    for (int rot = 0; rot < 4; rot++) {
        motm_footprint(-3, 4, rot, c);
        motm_placed p = {0, -3, 4, rot, -1};
        for (int i = 0; i < MOTM_CARD_SQUARES; i++) {
            assert_int_equal(motm_face_at(&p, c[i].x, c[i].y), c[i].face);
        }
    }
}

/* The five presets: five cards each, side by side without overlap, all
 * connected, both drawn monster cards included. */
static void test_start_layout_presets(void **state)
{
    (void)state;
    for (int l = 0; l < MOTM_LAYOUT_FREE; l++) {
        motm_preset_card cards[5];
        int n = motm_layout_cards(l, cards);
        assert_int_equal(n, 5);
        bool d1 = false, d2 = false;
        int owner[40][40];
        memset(owner, -1, sizeof owner);
        for (int i = 0; i < n; i++) {
            d1 |= cards[i].which == 0;
            d2 |= cards[i].which == 1;
            motm_cell c[MOTM_CARD_SQUARES];
            motm_footprint(cards[i].x, cards[i].y, cards[i].rot, c);
            for (int k = 0; k < MOTM_CARD_SQUARES; k++) {
                int *o = &owner[c[k].y + 20][c[k].x + 20];
                if (*o >= 0)
                    fail_msg("layout %s: cards %d and %d overlap", motm_layout_key(l), *o, i);
                *o = i;
            }
        }
        assert_true(d1 && d2);
        /* Connected: grow from card 0 over shared edges. */
        bool reached[5] = {true};
        for (int round = 0; round < 5; round++)
            for (int y = 1; y < 39; y++)
                for (int x = 1; x < 39; x++) {
                    int o = owner[y][x];
                    if (o < 0 || !reached[o])
                        continue;
                    int nb[4] = {owner[y][x + 1], owner[y][x - 1], owner[y + 1][x], owner[y - 1][x]};
                    for (int k = 0; k < 4; k++)
                        if (nb[k] >= 0)
                            reached[nb[k]] = true;
                }
        for (int i = 0; i < 5; i++)
            if (!reached[i])
                fail_msg("layout %s: card %d is not connected", motm_layout_key(l), i);
    }
}

static void test_solo_rating_table(void **state)
{
    (void)state;
    const char *r13 = motm_solo_rating(13), *r14 = motm_solo_rating(14);
    assert_string_not_equal(r13, r14);
    assert_string_equal(motm_solo_rating(-5), r13);
    assert_string_equal(motm_solo_rating(19), r14);
    assert_string_not_equal(motm_solo_rating(20), r14);
    assert_string_equal(motm_solo_rating(24), motm_solo_rating(20));
    assert_string_not_equal(motm_solo_rating(25), motm_solo_rating(24));
    assert_string_equal(motm_solo_rating(28), motm_solo_rating(25));
    assert_string_not_equal(motm_solo_rating(29), motm_solo_rating(28));
    assert_string_equal(motm_solo_rating(40), motm_solo_rating(29));
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_base_deck_counts),
        cmocka_unit_test(test_four_player_cards_carry_the_skeleton),
        cmocka_unit_test(test_skeleton_heads_touch_as_little_as_possible),
        cmocka_unit_test(test_records_from_before_version_4_are_refused),
        cmocka_unit_test(test_double_head_cards),
        cmocka_unit_test(test_no_two_cards_identical),
        cmocka_unit_test(test_landscapes_and_armstrong),
        cmocka_unit_test(test_crystal_track_sides),
        cmocka_unit_test(test_four_player_track_rises_steeply),
        cmocka_unit_test(test_missions_have_titles_and_bonuses),
        cmocka_unit_test(test_footprint_rotations),
        cmocka_unit_test(test_start_layout_presets),
        cmocka_unit_test(test_solo_rating_table),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
