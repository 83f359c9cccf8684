/* SPDX-License-Identifier: MIT */
/* Monsters on the Moon: setup, placing cards, crystals, monster tiles and
 * spaceships: each rule of the rulebook (monsters-on-the-moon.de.txt) with a
 * test that fails when the rule is broken. Card faces used below (ids
 * 0-based, two rows of three, see deck.c): 6 "WWW|*..", 7 "HHH|.*.",
 * 8 "VVV|..*", 12 "H*.|WV.", 16 "*W*|WH.", 26/27 landscapes, 28 Armstrong
 * "AB.|...". In table_session games seat 0 plays the werewolf, seat 1 the
 * witch, and seat 0 is to move. */
#include "test_motm_rig.h"

/* ==================================================================== setup */

static void test_player_counts_and_option_combinations(void **state)
{
    (void)state;
    char why[MM_REASON_MAX];
    mm_options opts = {0};
    assert_null(motm()->new_game(&opts, 5, 1, why, sizeof why));
    mm_test_assert_contains(why, "1 to 4 players");
    assert_null(motm()->new_game(&opts, 0, 1, why, sizeof why));
    mm_options walls = {0};
    mm_options_set(&walls, "mode", "advanced");
    assert_null(motm()->new_game(&walls, 1, 1, why, sizeof why));
    mm_test_assert_contains(why, "solo game is played without moon walls");
    mm_options secret = {0};
    mm_options_set(&secret, "missions", "secret");
    assert_null(motm()->new_game(&secret, 1, 1, why, sizeof why));
    mm_test_assert_contains(why, "without missions");
    /* Missions combine with the standard and with the advanced game. */
    mm_options both = walls;
    mm_options_set(&both, "missions", "open");
    mm_state *s = motm()->new_game(&both, 3, 1, why, sizeof why);
    assert_non_null(s);
    assert_true(motm_from(s)->advanced);
    assert_int_equal(motm_from(s)->missions, MOTM_MISSIONS_OPEN);
    motm()->free(s);
}

static void test_start_player_is_chosen_at_random_or_by_option(void **state)
{
    (void)state;
    bool seen[4] = {false};
    for (uint64_t seed = 1; seed < 60; seed++) {
        char why[MM_REASON_MAX];
        mm_state *s = motm()->new_game(NULL, 4, seed, why, sizeof why);
        seen[motm_from(s)->starter] = true;
        assert_int_equal(motm()->to_move(s), motm_from(s)->starter);
        motm()->free(s);
    }
    assert_true(seen[0] && seen[1] && seen[2] && seen[3]);
    mm_session *s = new_session(3, NULL, NULL, 9);
    assert_int_equal(st(s)->starter, 0);
    mm_session_free(s);
}

static void test_skeleton_only_with_four_players(void **state)
{
    (void)state;
    for (int n = 2; n <= 3; n++) {
        mm_session *s = new_session(n, NULL, NULL, 1);
        mm_test_reject(s, "monster skeleton", "only joins with 4 players");
        mm_session_free(s);
    }
    mm_session *s = new_session(4, NULL, NULL, 1);
    mm_test_play(s, "monster skeleton");
    assert_int_equal(st(s)->monster[0], S);
    mm_session_free(s);
}

static void test_each_monster_only_once(void **state)
{
    (void)state;
    mm_session *s = new_session(3, NULL, NULL, 1);
    mm_test_play(s, "monster witch");
    mm_test_reject(s, "monster witch", "already plays the witch");
    mm_test_play(s, "monster vampire");
    mm_test_play(s, "monster werewolf");
    assert_int_equal(st(s)->phase, MOTM_PHASE_PASS);
    mm_session_free(s);
}

/* Everybody takes the two cards with their double head, passes one to the
 * right (the player before them in turn order) and gets one from the left;
 * then the hands are filled and the two start cards drawn. */
static void test_double_head_cards_are_passed_right(void **state)
{
    (void)state;
    mm_session *s = new_session(3, NULL, NULL, 5);
    motm_state *m = st(s);
    for (int i = 0; i < 3; i++) {
        char move[32];
        snprintf(move, sizeof move, "monster %s", motm_monster_key(i));
        mm_test_play(s, move);
    }
    int own[3][2];
    for (int i = 0; i < 3; i++) {
        assert_int_equal(m->nhand[i], 2);
        for (int k = 0; k < 2; k++) {
            own[i][k] = m->hand[i][k];
            assert_int_equal(double_of(own[i][k]), i);
        }
    }
    mm_test_reject(s, "pass 20", "double head");
    char move[32];
    int gives[3] = {own[0][1], own[1][0], own[2][0]};
    for (int i = 0; i < 3; i++) {
        snprintf(move, sizeof move, "pass %d", gives[i] + 1);
        mm_test_play(s, move);
    }
    assert_true(in_hand(m, 2, own[0][1])); /* seat 1's right is seat 3 */
    assert_true(in_hand(m, 0, own[1][0]));
    assert_true(in_hand(m, 1, own[2][0]));
    assert_true(in_hand(m, 0, own[0][0]) && !in_hand(m, 0, own[0][1]));
    for (int i = 0; i < 3; i++)
        assert_int_equal(m->nhand[i], 3);
    assert_int_equal(m->ndeck, 20 - 6 - 3 - 2);
    assert_int_equal(m->phase, MOTM_PHASE_LAYOUT);
    assert_true(m->start_cards[0] >= 0 && m->start_cards[1] >= 0);
    assert_int_equal(m->passed[0], own[0][1]);
    mm_session_free(s);
}

static void test_hand_sizes_and_draw_pile(void **state)
{
    (void)state;
    int hands[5] = {0, 0, 5, 3, 3}, piles[5] = {0, 0, 8, 9, 12};
    for (int n = 2; n <= 4; n++) {
        mm_session *s = new_session(n, NULL, NULL, 3);
        play_setup(s, "landed");
        for (int i = 0; i < n; i++)
            assert_int_equal(st(s)->nhand[i], hands[n]);
        assert_int_equal(st(s)->ndeck, piles[n]);
        mm_session_free(s);
    }
}

/* The pass choice stays secret until everybody has passed; afterwards the
 * passer still knows where its card is. */
static void test_passing_is_hidden(void **state)
{
    (void)state;
    mm_session *s = new_session(3, NULL, NULL, 5);
    for (int i = 0; i < 3; i++) {
        char move[32];
        snprintf(move, sizeof move, "monster %s", motm_monster_key(i));
        mm_test_play(s, move);
    }
    int card = st(s)->hand[0][0];
    char move[32];
    snprintf(move, sizeof move, "pass %d", card + 1);
    mm_test_play(s, move);
    mm_state *view1 = motm()->view_for(s->state, 1), *view0 = motm()->view_for(s->state, 0);
    assert_int_equal(motm_from(view1)->pass_card[0], MOTM_PASS_SECRET);
    assert_int_equal(motm_from(view1)->hand[0][0], MOTM_HIDDEN);
    assert_int_equal(motm_from(view0)->pass_card[0], card);
    motm()->free(view0);
    motm()->free(view1);
    for (int i = 1; i < 3; i++) {
        snprintf(move, sizeof move, "pass %d", st(s)->hand[i][0] + 1);
        mm_test_play(s, move);
    }
    mm_state *v = motm()->view_for(s->state, 0);
    assert_true(in_hand(motm_from(v), 2, card));
    int hidden = 0;
    for (int k = 0; k < motm_from(v)->nhand[2]; k++)
        hidden += motm_from(v)->hand[2][k] == MOTM_HIDDEN;
    assert_int_equal(hidden, 2);
    motm()->free(v);
    mm_session_free(s);
}

static bool start_card_in_layout(const motm_state *m, int card)
{
    for (int i = 0; i < m->nplaced; i++)
        if (m->placed[i].card == card)
            return true;
    return false;
}

static void test_preset_start_layouts(void **state)
{
    (void)state;
    for (int l = 0; l < MOTM_LAYOUT_FREE; l++) {
        mm_session *s = new_session(2, NULL, NULL, 7);
        play_setup(s, motm_layout_key(l));
        motm_state *m = st(s);
        assert_int_equal(m->nplaced, 5);
        assert_true(start_card_in_layout(m, m->start_cards[0]));
        assert_true(start_card_in_layout(m, m->start_cards[1]));
        assert_true(start_card_in_layout(m, MOTM_ARMSTRONG));
        assert_int_equal(m->phase, MOTM_PHASE_PLAY);
        assert_int_equal(m->current, m->starter);
        mm_session_free(s);
    }
}

/* The free arrangement: beside each other, squares aligned, both drawn
 * cards required, landscapes and Armstrong optional. */
static void test_free_start_layout(void **state)
{
    (void)state;
    mm_session *s = new_session(2, NULL, NULL, 7);
    play_setup(s, "free");
    motm_state *m = st(s);
    assert_int_equal(m->phase, MOTM_PHASE_FREE);
    int d1 = m->start_cards[0], d2 = m->start_cards[1];
    reject_place(s, d1, 1, 0, 0, "centre");
    play_place(s, d1, 0, 0, 1);
    reject_place(s, d2, 1, 1, 0, "never on top");
    reject_place(s, d2, 5, 5, 0, "beside or on");
    mm_test_reject(s, "done", "Both drawn monster cards");
    reject_place(s, m->hand[0][0], 2, 0, 0, "not a start card");
    play_place(s, MOTM_LANDSCAPE_1, 2, 0, 0);
    play_place(s, d2, 0, 3, 2);
    mm_test_play(s, "done");
    assert_int_equal(m->phase, MOTM_PHASE_PLAY);
    assert_int_equal(m->nplaced, 3);
    mm_session_free(s);

    /* With all five laid the game starts by itself. */
    s = new_session(2, NULL, NULL, 7);
    play_setup(s, "free");
    m = st(s);
    play_place(s, m->start_cards[0], 0, 0, 0);
    play_place(s, m->start_cards[1], 3, 0, 0);
    play_place(s, MOTM_LANDSCAPE_1, 6, 0, 0);
    play_place(s, MOTM_LANDSCAPE_2, 0, 2, 0);
    play_place(s, MOTM_ARMSTRONG, 3, 2, 0);
    assert_int_equal(m->phase, MOTM_PHASE_PLAY);
    mm_session_free(s);
}

/* ================================================================= placing */

static void test_beside_means_sharing_an_edge(void **state)
{
    (void)state;
    mm_session *s = table_session(2, NULL);
    motm_state *m = st(s);
    put(m, MOTM_LANDSCAPE_1, 0, 0, 0);
    give(m, 0, 6);
    reject_place(s, 6, 3, 2, 0, "beside or on"); /* corner to corner only */
    reject_place(s, 6, 20, 0, 0, "beside or on");
    /* Turned a quarter, touching with two squares (rulebook example 3). */
    char move[64];
    place_text(move, sizeof move, 6, 3, -1, 1);
    assert_true(accepts(s, move));
    play_place(s, 6, 3, 0, 0);
    assert_int_equal(m->nplaced, 2);
    assert_false(in_hand(m, 0, 6));
    mm_session_free(s);
}

static void test_at_most_two_squares_of_each_card(void **state)
{
    (void)state;
    mm_session *s = table_session(2, NULL);
    motm_state *m = st(s);
    put(m, MOTM_LANDSCAPE_1, 0, 0, 0);
    give(m, 0, 6);
    reject_place(s, 6, 0, 0, 0, "cover 6 squares of card 27");
    reject_place(s, 6, 0, 1, 0, "cover 3 squares of card 27");
    char move[64];
    place_text(move, sizeof move, 6, 2, 1, 1); /* one square, the rest overhangs */
    assert_true(accepts(s, move));
    play_place(s, 6, 1, 1, 0); /* two squares */
    assert_int_equal(motm_top_at(m, 1, 1), 1);
    assert_int_equal(motm_top_at(m, 0, 1), 0);
    mm_session_free(s);
}

/* Rulebook example 2: two squares of card 1, two of card 2, one of card 3. */
static void test_covering_several_cards(void **state)
{
    (void)state;
    mm_session *s = table_session(2, NULL);
    motm_state *m = st(s);
    put(m, MOTM_LANDSCAPE_1, 0, 0, 0);
    put(m, MOTM_LANDSCAPE_2, 0, 2, 0);
    put(m, 13, 3, 0, 1);
    give(m, 0, 7);
    play_place(s, 7, 2, 1, 1);
    assert_int_equal(motm_top_at(m, 2, 1), 3);
    assert_int_equal(motm_top_at(m, 3, 2), 3);
    mm_session_free(s);
}

/* Cards that cover others may be covered too; only visible squares count. */
static void test_only_visible_squares_count(void **state)
{
    (void)state;
    mm_session *s = table_session(2, NULL);
    motm_state *m = st(s);
    put(m, MOTM_LANDSCAPE_1, 0, 0, 0);
    put(m, MOTM_LANDSCAPE_2, 1, 1, 0); /* hides two squares of the first */
    give(m, 0, 7);
    /* Four squares of the first card lie under the new one, but only two of
     * them are still visible. */
    play_place(s, 7, 1, -1, 1);
    assert_int_equal(motm_depth_at(m, 1, 1), 3);
    mm_session_free(s);
}

static void test_spaceship_squares_are_never_covered(void **state)
{
    (void)state;
    mm_session *s = table_session(2, NULL);
    motm_state *m = st(s);
    put(m, 6, 0, 0, 0);
    m->ships[m->nships++] = (motm_ship){0, 1, 1};
    give(m, 0, 7);
    reject_place(s, 7, -1, 1, 0, "spaceship");
    char move[64];
    place_text(move, sizeof move, 7, 1, 1, 0);
    assert_true(accepts(s, move));
    mm_session_free(s);
}

static void test_armstrong_and_camp_are_never_covered(void **state)
{
    (void)state;
    mm_session *s = table_session(2, NULL);
    motm_state *m = st(s);
    put(m, MOTM_ARMSTRONG, 0, 0, 0);
    give(m, 0, 7);
    reject_place(s, 7, -2, -1, 0, "Armstrong");
    reject_place(s, 7, 1, -2, 1, "Armstrong");
    play_place(s, 7, 2, 0, 1); /* his empty squares may be covered */
    mm_session_free(s);
}

/* ================================================================ crystals */

static void test_covering_crystals_moves_the_marker(void **state)
{
    (void)state;
    mm_session *s = table_session(2, NULL);
    motm_state *m = st(s);
    put(m, 8, 0, 0, 0); /* crystal at 2,1 */
    put(m, 6, 3, 0, 0); /* crystal at 3,1 */
    give(m, 0, 7);
    mm_events ev;
    char why[MM_REASON_MAX], move[64];
    place_text(move, sizeof move, 7, 2, 1, 0);
    assert_true(mm_session_play(s, 0, move, &ev, why, sizeof why));
    assert_int_equal(m->track[0], 2);
    bool reported = false;
    for (int i = 0; i < ev.n; i++)
        reported |= ev.ev[i].kind == MOTM_EV_CRYSTALS && ev.ev[i].a == 0 && ev.ev[i].b == 2;
    assert_true(reported);
    mm_session_free(s);
}

static void test_crystals_on_empty_landscape_squares(void **state)
{
    (void)state;
    mm_session *s = table_session(2, NULL);
    motm_state *m = st(s);
    put(m, MOTM_LANDSCAPE_1, 0, 0, 0);
    give(m, 0, 6);
    play_place(s, 6, 1, -1, 0); /* its crystal lands on the landscape at 1,0 */
    assert_int_equal(m->track[0], 1);
    mm_session_free(s);

    /* Heads on a landscape bring nothing. */
    s = table_session(2, NULL);
    m = st(s);
    put(m, MOTM_LANDSCAPE_1, 0, 0, 0);
    give(m, 0, 6);
    play_place(s, 6, 1, 1, 0);
    assert_int_equal(m->track[0], 0);
    mm_session_free(s);

    /* A crystal on an empty square of a monster card brings nothing. */
    s = table_session(2, NULL);
    m = st(s);
    put(m, 12, 0, 0, 0);
    give(m, 0, 6);
    play_place(s, 6, 2, -1, 0);
    assert_int_equal(m->track[0], 0);
    mm_session_free(s);
}

/* ============================================================ monster tiles */

static void test_red_field_tile_turns_an_opposing_head(void **state)
{
    (void)state;
    mm_session *s = table_session(2, NULL);
    motm_state *m = st(s);
    m->track[0] = motm_track_red(2, 0) - 1;
    put(m, 6, 0, 0, 0);
    give(m, 0, 12);
    play_place(s, 12, -1, 1, 0); /* covers the crystal at 0,1: red field reached */
    assert_true(m->tile_taken[0][0]);
    assert_int_equal(m->step, MOTM_STEP_TILE);
    mm_test_reject(s, "tile -1,2", "another monster");   /* own werewolf */
    mm_test_reject(s, "tile 0,0", "card you just placed"); /* not this card */
    mm_test_reject(s, "end", "monster tile");
    motm_heads before;
    motm_score_heads(m, 1, &before, 0, 0, 0, 0, NULL);
    mm_test_play(s, "tile -1,1"); /* the witch head */
    motm_square sq = motm_square_at(m, -1, 1);
    assert_int_equal(sq.kind, MOTM_SQ_HEAD);
    assert_int_equal(sq.monster, W);
    assert_int_equal(motm_tile_at(m, -1, 1), 0);
    motm_heads wolf, witch;
    motm_score_heads(m, 0, &wolf, 0, 0, 0, 0, NULL);
    motm_score_heads(m, 1, &witch, 0, 0, 0, 0, NULL);
    assert_int_equal(witch.total, before.total - 1);
    assert_int_equal(wolf.grouped, 3 * 2 + 2 * 2); /* the row of 3, and 2 more linked */
    /* The tile can be covered later. */
    put(m, MOTM_LANDSCAPE_1, -3, 1, 0);
    assert_int_equal(motm_tile_at(m, -1, 1), -1);
    assert_int_equal(motm_square_at(m, -1, 1).kind, MOTM_SQ_EMPTY);
    mm_session_free(s);
}

static void test_tile_is_lost_without_an_opposing_head(void **state)
{
    (void)state;
    mm_session *s = table_session(2, NULL);
    motm_state *m = st(s);
    m->track[0] = motm_track_red(2, 0) - 1;
    put(m, 8, 0, 0, 0);
    give(m, 0, 6);
    mm_events ev;
    char why[MM_REASON_MAX], move[64];
    place_text(move, sizeof move, 6, 2, 1, 0);
    assert_true(mm_session_play(s, 0, move, &ev, why, sizeof why));
    bool lost = false;
    for (int i = 0; i < ev.n; i++)
        lost |= ev.ev[i].kind == MOTM_EV_TILE_LOST;
    assert_true(lost);
    assert_true(m->tile_taken[0][0]);
    assert_int_equal(m->ntiles, 0);
    assert_int_not_equal(m->step, MOTM_STEP_TILE);
    mm_session_free(s);
}

/* Each red field gives each player its tile once. */
static void test_each_red_field_gives_one_tile(void **state)
{
    (void)state;
    mm_session *s = table_session(2, NULL);
    motm_state *m = st(s);
    m->track[0] = motm_track_red(2, 0) - 1;
    m->tile_taken[0][0] = true; /* already taken on an earlier pass */
    put(m, 6, 0, 0, 0);
    give(m, 0, 12);
    play_place(s, 12, -1, 1, 0);
    assert_int_equal(m->pending_tiles, 0);
    assert_int_not_equal(m->step, MOTM_STEP_TILE);
    mm_session_free(s);

    s = table_session(2, NULL);
    m = st(s);
    m->track[0] = motm_track_red(2, 1) - 1;
    m->tile_taken[0][0] = true;
    put(m, 6, 0, 0, 0);
    give(m, 0, 12);
    play_place(s, 12, -1, 1, 0);
    assert_true(m->tile_taken[0][1]);
    assert_int_equal(m->step, MOTM_STEP_TILE);
    mm_session_free(s);
}

/* A spaceship reaching a red field: the tile goes on this turn's card. */
static void test_tile_from_a_spaceship(void **state)
{
    (void)state;
    mm_session *s = table_session(2, NULL);
    motm_state *m = st(s);
    m->track[0] = motm_track_red(2, 0) - 1;
    put(m, 6, 0, 0, 0);
    give(m, 0, 12);
    play_place(s, 12, 0, -2, 0); /* beside, no crystal covered */
    assert_int_equal(m->track[0], motm_track_red(2, 0) - 1);
    assert_int_equal(m->step, MOTM_STEP_SHIP);
    mm_test_play(s, "ship 0,1");
    assert_int_equal(m->step, MOTM_STEP_TILE);
    mm_test_reject(s, "tile 0,0", "card you just placed");
    mm_test_reject(s, "tile 0,-1", "another monster"); /* own werewolf */
    mm_test_play(s, "tile 1,-1");                      /* the vampire head */
    assert_int_equal(motm_square_at(m, 1, -1).monster, W);
    assert_int_equal(m->current, 1); /* the turn is over */
    mm_session_free(s);
}

/* =============================================================== spaceships */

static void test_spaceships(void **state)
{
    (void)state;
    mm_session *s = table_session(2, NULL);
    motm_state *m = st(s);
    put(m, 6, 0, 0, 0);  /* crystal at 0,1 */
    put(m, 16, 3, 0, 0); /* crystals at 3,0 and 5,0 */
    give(m, 0, 7);
    play_place(s, 7, 0, 2, 0);
    assert_int_equal(m->step, MOTM_STEP_SHIP);
    mm_test_reject(s, "ship 1,0", "visible crystal"); /* a head */
    mm_test_reject(s, "ship 9,9", "visible crystal");
    int deck = m->ndeck, hand = m->nhand[0];
    mm_test_play(s, "ship 0,1");
    assert_int_equal(m->track[0], 1);
    assert_int_equal(motm_ship_at(m, 0, 1), 0);
    /* One per turn: the turn ended at once, and a card was drawn. */
    assert_int_equal(m->current, 1);
    assert_int_equal(m->ndeck, deck - 1);
    assert_int_equal(m->nhand[0], hand + 1);
    give(m, 1, 8);
    play_place(s, 8, 6, 0, 0);
    mm_test_reject(s, "ship 0,1", "already stands there");
    mm_test_play(s, "end");
    /* The second ship; after it no ship is left and turns end with the card. */
    give(m, 0, 13);
    play_place(s, 13, 0, 4, 0);
    mm_test_play(s, "ship 3,0");
    assert_int_equal(motm_ships_left(m, 0), 0);
    give(m, 1, 14);
    play_place(s, 14, 9, 0, 0);
    mm_test_play(s, "end");
    give(m, 0, 15);
    play_place(s, 15, 0, 6, 0);
    assert_int_equal(m->current, 1);
    mm_session_free(s);
}

/* "jederzeit zusätzlich zu eurem Zug": a spaceship may also land before the
 * card. Still one per turn; its square can no longer be covered, not even by
 * this turn's card; the turn then ends with the card. */
static void test_spaceship_before_the_card(void **state)
{
    (void)state;
    mm_session *s = table_session(2, NULL);
    motm_state *m = st(s);
    put(m, 6, 0, 0, 0);  /* crystal at 0,1 */
    put(m, 16, 3, 0, 0); /* crystals at 3,0 and 5,0 */
    give(m, 0, 7);
    int deck = m->ndeck;
    mm_test_play(s, "ship 0,1");
    assert_int_equal(m->track[0], 1);
    assert_int_equal(motm_ship_at(m, 0, 1), 0);
    assert_int_equal(m->current, 0);
    assert_int_equal(m->step, MOTM_STEP_MAIN);
    assert_int_equal(m->ndeck, deck); /* the turn goes on: no card drawn yet */
    mm_test_reject(s, "ship 3,0", "Only one spaceship");
    char move[64];
    place_text(move, sizeof move, 7, -1, 1, 1); /* would cover 0,1 */
    mm_test_reject(s, move, "spaceship stands there");
    play_place(s, 7, 0, 2, 0);
    /* No second chance after the card: the turn ended with it. */
    assert_int_equal(m->current, 1);
    assert_int_equal(m->ndeck, deck - 1);
    mm_session_free(s);
}

/* A spaceship before the card that reaches a red field: the monster tile
 * goes on an opposing head of the card laid this turn, once it lies. */
static void test_spaceship_before_the_card_wins_a_tile_for_it(void **state)
{
    (void)state;
    mm_session *s = table_session(2, NULL);
    motm_state *m = st(s);
    put(m, 6, 0, 0, 0); /* crystal at 0,1 */
    m->track[0] = motm_track_red(2, 0) - 1;
    give(m, 0, 12); /* W*./HV. : heads of all three base monsters */
    mm_events ev;
    char why[MM_REASON_MAX], move[64];
    assert_true(mm_session_play(s, 0, "ship 0,1", &ev, why, sizeof why));
    bool taken = false;
    for (int i = 0; i < ev.n; i++)
        taken |= ev.ev[i].kind == MOTM_EV_TILE_TAKEN;
    assert_true(taken);
    assert_int_equal(m->pending_tiles, 1);
    assert_int_equal(m->step, MOTM_STEP_MAIN);
    play_place(s, 12, 3, 0, 0);
    assert_int_equal(m->step, MOTM_STEP_TILE);
    int target_x = -1;
    for (int x = 3; x <= 5 && target_x < 0; x++)
        if (motm_tile_target(m, 0, x, 1))
            target_x = x;
    assert_true(target_x >= 0);
    snprintf(move, sizeof move, "tile %d,1", target_x);
    mm_test_play(s, move);
    assert_int_equal(m->ntiles, 1);
    assert_int_equal(m->current, 1); /* the ship already landed: the turn is over */
    mm_session_free(s);
}

static void test_draw_after_each_turn(void **state)
{
    (void)state;
    mm_session *s = table_session(2, NULL);
    motm_state *m = st(s);
    put(m, MOTM_LANDSCAPE_1, 0, 0, 0);
    give(m, 0, 7);
    int deck = m->ndeck, hand = m->nhand[0], top = m->deck[m->ndeck - 1];
    mm_events ev;
    char why[MM_REASON_MAX], move[64];
    place_text(move, sizeof move, 7, 3, 0, 0);
    assert_true(mm_session_play(s, 0, move, &ev, why, sizeof why));
    if (m->step == MOTM_STEP_SHIP)
        assert_true(mm_session_play(s, 0, "end", &ev, why, sizeof why));
    assert_true(ev.revealed);
    assert_int_equal(m->ndeck, deck - 1);
    assert_int_equal(m->nhand[0], hand);
    assert_true(in_hand(m, 0, top));
    assert_int_equal(m->current, 1);
    mm_session_free(s);
}

static void test_malformed_moves_have_reasons(void **state)
{
    (void)state;
    mm_session *s = table_session(2, NULL);
    mm_test_reject(s, "hello", "not a move");
    mm_test_reject(s, "7 1,1", "write a card as");
    mm_test_reject(s, "7 1,1 45", "quarter turns");
    mm_test_reject(s, "99 1,1 0", "no card 99");
    mm_test_reject(s, "walls h0,0 h1,0 h2,0", "advanced game");
    char why[MM_REASON_MAX];
    assert_false(motm()->validate(s->state, 1, "end", why, sizeof why));
    mm_test_assert_contains(why, "Player 1's turn");
    mm_session_free(s);
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_player_counts_and_option_combinations),
        cmocka_unit_test(test_start_player_is_chosen_at_random_or_by_option),
        cmocka_unit_test(test_skeleton_only_with_four_players),
        cmocka_unit_test(test_each_monster_only_once),
        cmocka_unit_test(test_double_head_cards_are_passed_right),
        cmocka_unit_test(test_hand_sizes_and_draw_pile),
        cmocka_unit_test(test_passing_is_hidden),
        cmocka_unit_test(test_preset_start_layouts),
        cmocka_unit_test(test_free_start_layout),
        cmocka_unit_test(test_beside_means_sharing_an_edge),
        cmocka_unit_test(test_at_most_two_squares_of_each_card),
        cmocka_unit_test(test_covering_several_cards),
        cmocka_unit_test(test_only_visible_squares_count),
        cmocka_unit_test(test_spaceship_squares_are_never_covered),
        cmocka_unit_test(test_armstrong_and_camp_are_never_covered),
        cmocka_unit_test(test_covering_crystals_moves_the_marker),
        cmocka_unit_test(test_crystals_on_empty_landscape_squares),
        cmocka_unit_test(test_red_field_tile_turns_an_opposing_head),
        cmocka_unit_test(test_tile_is_lost_without_an_opposing_head),
        cmocka_unit_test(test_each_red_field_gives_one_tile),
        cmocka_unit_test(test_tile_from_a_spaceship),
        cmocka_unit_test(test_spaceships),
        cmocka_unit_test(test_spaceship_before_the_card),
        cmocka_unit_test(test_spaceship_before_the_card_wins_a_tile_for_it),
        cmocka_unit_test(test_draw_after_each_turn),
        cmocka_unit_test(test_malformed_moves_have_reasons),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
