/* SPDX-License-Identifier: MIT */
/* Monsters on the Moon tests: starting games and arranging positions.
 *
 * Tests start a real game through a session, then (where they need a
 * particular position) arrange the motm_state directly: lay cards, set hands,
 * walls or the track. Moves are then played through the session, so
 * validation, application and recording are all exercised. */
#ifndef TEST_MOTM_RIG_H
#define TEST_MOTM_RIG_H

#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/games/monsters_on_the_moon.h"

enum { W = MOTM_WEREWOLF, H = MOTM_WITCH, V = MOTM_VAMPIRE, S = MOTM_SKELETON };

static inline const mm_game *motm(void)
{
    const mm_game *g = mm_game_find("monsters-on-the-moon");
    assert_non_null(g);
    return g;
}

static inline motm_state *st(mm_session *s)
{
    return (motm_state *)(void *)s->state;
}

/* A game of human seats, seat 1 starting; mode and missions may be NULL. */
static inline mm_session *new_session(int nseats, const char *mode, const char *missions,
                                      uint64_t seed)
{
    mm_seat seats[MM_MAX_SEATS];
    mm_test_human_seats(seats, nseats);
    mm_options opts = {0};
    assert_true(mm_options_set(&opts, "first", "1"));
    if (mode)
        assert_true(mm_options_set(&opts, "mode", mode));
    if (missions)
        assert_true(mm_options_set(&opts, "missions", missions));
    char why[MM_REASON_MAX] = "";
    mm_session *s = mm_session_new(motm(), &opts, seats, nseats, seed, why, sizeof why);
    if (!s)
        fail_msg("mm_session_new: %s", why);
    return s;
}

/* Plays the setup: seat i takes monster i (werewolf, witch, vampire,
 * skeleton), everybody passes the first card in hand, then `layout`. */
static inline void play_setup(mm_session *s, const char *layout)
{
    motm_state *m = st(s);
    for (int i = 0; i < m->nseats; i++) {
        char move[48];
        snprintf(move, sizeof move, "monster %s", motm_monster_key(i));
        mm_test_play(s, move);
    }
    for (int i = 0; i < m->nseats; i++) {
        char move[48];
        snprintf(move, sizeof move, "pass %d", m->hand[m->current][0] + 1);
        mm_test_play(s, move);
    }
    char move[48];
    snprintf(move, sizeof move, "layout %s", layout);
    mm_test_play(s, move);
}

/* A game in play (setup done, "landed" layout) whose table is then cleared:
 * no cards, ships, tiles or walls; the seats keep their hands. */
static inline mm_session *table_session(int nseats, const char *mode)
{
    mm_session *s = new_session(nseats, mode, NULL, 11);
    play_setup(s, "landed");
    motm_state *m = st(s);
    m->nplaced = 0;
    memset(m->top, 0, sizeof m->top);
    m->nships = m->ntiles = m->nwalls = 0;
    return s;
}

/* Lays `card` on top of the layout directly (no rules); returns its index. */
static inline int put(motm_state *m, int card, int x, int y, int rot)
{
    assert_true(m->nplaced < MOTM_MAX_PLACED);
    int index = m->nplaced++;
    m->placed[index] = (motm_placed){card, x, y, rot, -1};
    motm_cell cells[MOTM_CARD_SQUARES];
    motm_footprint(x, y, rot, cells);
    for (int i = 0; i < MOTM_CARD_SQUARES; i++)
        m->top[cells[i].y + MOTM_ORIGIN][cells[i].x + MOTM_ORIGIN] = (uint8_t)(index + 1);
    return index;
}

/* Makes `card` the first card of `seat`'s hand (the old one is dropped). */
static inline void give(motm_state *m, int seat, int card)
{
    assert_true(m->nhand[seat] > 0);
    m->hand[seat][0] = card;
}

/* A wall straight into the state (no rules). */
static inline void wall(motm_state *m, bool vertical, bool is_long, int x, int y)
{
    assert_true(m->nwalls < MOTM_MAX_WALLS);
    m->walls[m->nwalls++] = (motm_wall){vertical, is_long, x, y, 0};
}

/* Short walls all round the box x0..x1, y0..y1 (cells). */
static inline void wall_box(motm_state *m, int x0, int y0, int x1, int y1)
{
    for (int x = x0; x <= x1; x++) {
        wall(m, false, false, x, y0);
        wall(m, false, false, x, y1 + 1);
    }
    for (int y = y0; y <= y1; y++) {
        wall(m, true, false, x0, y);
        wall(m, true, false, x1 + 1, y);
    }
}

static inline void place_text(char *buf, size_t len, int card, int x, int y, int rot)
{
    motm_format_place(card, x, y, rot, buf, len);
}

/* Plays a placement of `card` (already in the mover's hand). */
static inline void play_place(mm_session *s, int card, int x, int y, int rot)
{
    char move[64];
    place_text(move, sizeof move, card, x, y, rot);
    mm_test_play(s, move);
}

static inline void reject_place(mm_session *s, int card, int x, int y, int rot,
                                const char *fragment)
{
    char move[64];
    place_text(move, sizeof move, card, x, y, rot);
    mm_test_reject(s, move, fragment);
}

/* The monster whose double head a card shows, or -1. */
static inline int double_of(int card)
{
    for (int f = 0; f < MOTM_CARD_SQUARES; f++)
        if (motm_card_square(card, f).kind == MOTM_SQ_DOUBLE)
            return motm_card_square(card, f).monster;
    return -1;
}

static inline bool in_hand(const motm_state *m, int seat, int card)
{
    for (int i = 0; i < m->nhand[seat]; i++)
        if (m->hand[seat][i] == card)
            return true;
    return false;
}

static inline bool accepts(mm_session *s, const char *move)
{
    char why[MM_REASON_MAX];
    return s->game->validate(s->state, s->game->to_move(s->state), move, why, sizeof why);
}

#endif
