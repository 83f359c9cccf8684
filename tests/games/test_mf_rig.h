/* SPDX-License-Identifier: MIT */
/* Monster Factory tests: arranging positions by hand.
 *
 * A test starts a real game through a session, then rearranges the table in
 * the mf_state: every tile stays in exactly one place (stack, box, drawn,
 * offer or a monster), so the game's own invariants keep holding, and the
 * helpers that move tiles onto the table or change monsters rebuild the
 * state's cell index (mf_reindex). */
#ifndef MM_TEST_MF_RIG_H
#define MM_TEST_MF_RIG_H

#include "test_support.h"

#include <string.h>

#include "monstermoon/games/monster_factory.h"

/* The sixteen designs, in the order of the tile table (docs/games/monster-factory.md). */
enum {
    THIN_END,        /* T--- */
    THICK_END,       /* K--- */
    THIN_STRAIGHT,   /* T-T- */
    THIN_BEND,       /* TT-- */
    THICK_STRAIGHT,  /* K-K- */
    THICK_BEND,      /* KK-- */
    NECK,            /* K-T- */
    THICK_THIN_BEND, /* KT-- */
    THIN_THICK_BEND, /* TK-- */
    THIN_BRANCH,     /* TTT- */
    THICK_BRANCH,    /* KKK- */
    THICK_LIMB,      /* KTK- */
    THIN_THICK_LIMB, /* TKT- */
    THIN_HUB,        /* TTTT */
    THICK_HUB,       /* KKKK */
    THICK_TWO_LIMBS, /* KTKT */
};

/* Any tile, with or without an eye. */
#define ANY_EYE (-1)

static inline mf_state *mf_rig_state(mm_session *session)
{
    return (mf_state *)(void *)session->state;
}

/* Takes every tile off the table: all go back to the stack in id order (so
 * tile 87 is on top), each seat has an empty first monster in progress and
 * it is `seat`'s turn with nothing drawn yet. */
static inline void mf_rig_clear(mf_state *s, int seat)
{
    for (int t = 0; t < MF_NTILES; t++) {
        s->at[t] = (mf_place){-1, 0, 0, 0, 0};
        s->stack[t] = t;
    }
    s->nstack = MF_NTILES;
    s->nbox = 0;
    s->drawn = -1;
    s->noffer = 0;
    s->nmonsters = s->nseats;
    for (int i = 0; i < s->nseats; i++) {
        s->monsters[i] = (mf_monster){i, 0, false};
        s->building[i] = i;
    }
    s->phase = MF_PHASE_PLACE;
    s->end = MF_END_NONE;
    s->current = seat;
    s->setup_left = 0;
    s->nplaced = 0;
    mf_reindex(s);
}

/* Takes a tile of the design out of the stack (topmost first). */
static inline int mf_rig_take(mf_state *s, int kind, int eye)
{
    for (int i = s->nstack - 1; i >= 0; i--) {
        int t = s->stack[i];
        if (mf_tile_kind(t) == kind && (eye == ANY_EYE || (int)mf_tile_eye(t) == eye)) {
            memmove(&s->stack[i], &s->stack[i + 1], (size_t)(s->nstack - i - 1) * sizeof(int));
            s->nstack--;
            return t;
        }
    }
    fail_msg("no tile of design %d (eye %d) left in the stack", kind, eye);
    return -1;
}

/* Puts a tile of the design onto a monster; returns the tile. */
static inline int mf_rig_put(mf_state *s, int monster, int kind, int eye, int x, int y, int rot)
{
    int t = mf_rig_take(s, kind, eye);
    s->at[t] = (mf_place){monster, x, y, rot, ++s->nplaced};
    mf_reindex(s);
    return t;
}

/* Makes a tile of the design the drawn tile of the current player. */
static inline int mf_rig_draw(mf_state *s, int kind, int eye)
{
    if (s->drawn >= 0)
        s->stack[s->nstack++] = s->drawn;
    s->drawn = mf_rig_take(s, kind, eye);
    return s->drawn;
}

/* Moves a tile of the design to the top of the stack (it is drawn next). */
static inline int mf_rig_top(mf_state *s, int kind, int eye)
{
    int t = mf_rig_take(s, kind, eye);
    s->stack[s->nstack++] = t;
    return t;
}

/* Marks a monster finished and starts an empty minion for its owner; returns
 * the minion (give it a start tile with mf_rig_put). */
static inline int mf_rig_finish(mf_state *s, int monster)
{
    s->monsters[monster].done = true;
    int owner = s->monsters[monster].owner, number = 0;
    for (int m = 0; m < s->nmonsters; m++)
        number += s->monsters[m].owner == owner;
    int minion = s->nmonsters++;
    s->monsters[minion] = (mf_monster){owner, number, false};
    s->building[owner] = minion;
    mf_reindex(s);
    return minion;
}

/* ------------------------------------------------------ sessions and moves */

/* The game under test. */
static inline const mm_game *game(void)
{
    const mm_game *g = mm_game_find("monster-factory");
    assert_non_null(g);
    return g;
}

/* A game of human seats with the options given (NULL: the default). */
static inline mm_session *new_game_opts(int nseats, uint64_t seed, const char *first,
                                        const char *start)
{
    mm_seat seats[MM_MAX_SEATS];
    mm_test_human_seats(seats, nseats);
    mm_options opts = {0};
    if (first)
        assert_true(mm_options_set(&opts, "first", first));
    if (start)
        assert_true(mm_options_set(&opts, "start", start));
    char why[MM_REASON_MAX] = "";
    mm_session *s = mm_session_new(game(), &opts, seats, nseats, seed, why, sizeof why);
    if (!s)
        fail_msg("mm_session_new: %s", why);
    return s;
}

/* A game of human seats in which Player 1 starts, with the table cleared. */
static inline mm_session *cleared(int nseats, mf_state **out)
{
    mm_session *session = new_game_opts(nseats, 42, "1", NULL);
    *out = mf_rig_state(session);
    mf_rig_clear(*out, 0);
    return session;
}

/* Plays a move and returns its events. */
static inline mm_events play(mm_session *session, const char *move)
{
    mm_events ev = {0};
    char why[MM_REASON_MAX] = "";
    int seat = game()->to_move(session->state);
    if (!mm_session_play(session, seat, move, &ev, why, sizeof why))
        fail_msg("move '%s' rejected: %s", move, why);
    return ev;
}

/* How many events of a kind a move reported. */
static inline int count_events(const mm_events *ev, int kind)
{
    int n = 0;
    for (int i = 0; i < ev->n; i++)
        n += ev->ev[i].kind == kind;
    return n;
}

/* The first event of a kind, or NULL. */
static inline const mm_event *find_event(const mm_events *ev, int kind)
{
    for (int i = 0; i < ev->n; i++)
        if (ev->ev[i].kind == kind)
            return &ev->ev[i];
    return NULL;
}

/* Asserts that `seat` may not make `move` and the reason contains `fragment`. */
static inline void reject_for(const mm_session *session, int seat, const char *move,
                              const char *fragment)
{
    char why[MM_REASON_MAX] = "";
    if (game()->validate(session->state, seat, move, why, sizeof why))
        fail_msg("'%s' by seat %d was accepted, expected '%s'", move, seat, fragment);
    mm_test_assert_contains(why, fragment);
}

/* Player 1's monster: a thick hub; Player 2's a thin hub. */
static inline mm_session *hubs(mf_state **s)
{
    mm_session *session = cleared(2, s);
    mf_rig_put(*s, 0, THICK_HUB, ANY_EYE, 0, 0, 0);
    mf_rig_put(*s, 1, THIN_HUB, ANY_EYE, 0, 0, 0);
    return session;
}

#endif
