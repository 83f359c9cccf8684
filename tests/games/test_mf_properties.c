/* SPDX-License-Identifier: MIT */
/* Monster Factory: properties that hold after every move of many seeded games
 * between computer players (random and greedy, 2-6 players, all start-tile
 * options). */
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/ai.h"
#include "monstermoon/games/monster_factory.h"
#include "monstermoon/headless.h"

#define NGAMES 600
/* Games whose every position is also checked for validate <-> legal_moves
 * agreement over all spellable moves near the monsters (slower). */
#define NCOMPLETE 40

static const mm_game *game(void)
{
    const mm_game *g = mm_game_find("monster-factory");
    assert_non_null(g);
    return g;
}

typedef struct game_ctx {
    uint64_t seed;
    int nseats;
    const char *start;
} game_ctx;

#define FAIL(ctx, ...)                                                                             \
    do {                                                                                           \
        char msg_[1024];                                                                           \
        snprintf(msg_, sizeof msg_, __VA_ARGS__);                                                  \
        fail_msg("seed %llu, %d players, start=%s: %s", (unsigned long long)(ctx)->seed,           \
                 (ctx)->nseats, (ctx)->start, msg_);                                               \
    } while (0)

/* Tiles of a monster reachable from its start tile through joined parts. */
static int connected_size(const mf_state *s, int monster)
{
    int queue[MF_NTILES], n = 0, head = 0;
    bool seen[MF_NTILES] = {false};
    int start = mf_tile_at(s, monster, 0, 0);
    if (start < 0)
        return 0;
    queue[n++] = start;
    seen[start] = true;
    while (head < n) {
        int t = queue[head++];
        for (int d = 0; d < 4; d++) {
            if (mf_tile_edge(t, s->at[t].rot, d) == MF_BLANK)
                continue;
            int u = mf_tile_at(s, monster, s->at[t].x + mf_dx(d), s->at[t].y + mf_dy(d));
            if (u >= 0 && !seen[u]) {
                seen[u] = true;
                queue[n++] = u;
            }
        }
    }
    return n;
}

/* The state's frontier of each monster in progress, recomputed from `at`
 * cell by cell: exactly the empty cells a thin or thick part points at, in
 * row-major order, what each neighbour shows towards them, and the designs
 * that fit one of them (by the public fit rule). */
static void check_frontiers(const game_ctx *ctx, const mf_state *s)
{
    int sample[MF_NKINDS];
    for (int t = MF_NTILES - 1; t >= 0; t--)
        sample[mf_tile_kind(t)] = t;
    for (int seat = 0; seat < s->nseats; seat++) {
        const mf_frontier *f = &s->frontier[seat];
        int m = s->building[seat], n = 0;
        unsigned kinds = 0;
        int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
        if (m >= 0)
            mf_monster_bounds(s, m, &x0, &y0, &x1, &y1);
        for (int y = y0 - 1; m >= 0 && y <= y1 + 1; y++) {
            for (int x = x0 - 1; x <= x1 + 1; x++) {
                if (mf_tile_at(s, m, x, y) >= 0)
                    continue;
                bool open = false;
                unsigned facing = 0;
                for (int d = 0; d < 4; d++) {
                    int u = mf_tile_at(s, m, x + mf_dx(d), y + mf_dy(d));
                    if (u < 0)
                        continue;
                    mf_edge e = mf_tile_edge(u, s->at[u].rot, d + 2);
                    open |= e != MF_BLANK;
                    facing |= (1u + (unsigned)e) << (2 * d);
                }
                if (!open)
                    continue;
                if (n >= f->n || f->spot[n].x != x || f->spot[n].y != y ||
                    f->spot[n].facing != facing)
                    FAIL(ctx, "seat %d's frontier: spot %d should be %d,%d (facing %02x)", seat, n,
                         x, y, facing);
                n++;
                /* A design fits when, in some rotation, every touching edge
                 * matches and one of them is a part. */
                for (int k = 0; k < MF_NKINDS; k++) {
                    for (int r = 0; r < 4; r++) {
                        bool ok = true, part = false;
                        for (int d = 0; d < 4; d++) {
                            unsigned there = (facing >> (2 * d)) & 3u;
                            mf_edge e = mf_tile_edge(sample[k], r, d);
                            ok &= there == 0 || there == 1u + (unsigned)e;
                            part |= there != 0 && e != MF_BLANK;
                        }
                        if (ok && part)
                            kinds |= 1u << k;
                    }
                }
            }
        }
        if (n != f->n || kinds != f->fit_kinds)
            FAIL(ctx, "seat %d's frontier: %d spots fitting %04x, the table shows %d fitting %04x",
                 seat, f->n, f->fit_kinds, n, kinds);
        if (m >= 0 && mf_monster_size(s, m) > 0 && (n == 0) != (mf_open_edges(s, m) == 0))
            FAIL(ctx, "seat %d: %d open cells but %d open edges", seat, n, mf_open_edges(s, m));
    }
}

/* Everything that must hold in every reachable position. */
static void check_invariants(const game_ctx *ctx, const mf_state *s)
{
    check_frontiers(ctx, s);
    /* Tile conservation: every tile in exactly one place. */
    int count[MF_NTILES] = {0};
    for (int i = 0; i < s->nstack; i++)
        count[s->stack[i]]++;
    for (int i = 0; i < s->nbox; i++)
        count[s->box[i]]++;
    for (int i = 0; i < s->noffer; i++)
        count[s->offer[i]]++;
    if (s->drawn >= 0)
        count[s->drawn]++;
    for (int t = 0; t < MF_NTILES; t++) {
        if (s->at[t].monster >= 0) {
            if (s->at[t].monster >= s->nmonsters)
                FAIL(ctx, "tile %d on monster %d of %d", t, s->at[t].monster, s->nmonsters);
            count[t]++;
        }
    }
    for (int t = 0; t < MF_NTILES; t++)
        if (count[t] != 1)
            FAIL(ctx, "tile %d is in %d places", t, count[t]);

    /* The table: no two tiles on a cell, every touching edge matches, each
     * monster grows from its start tile at 0,0 in one connected piece. */
    for (int t = 0; t < MF_NTILES; t++) {
        const mf_place *p = &s->at[t];
        if (p->monster < 0)
            continue;
        if (mf_tile_at(s, p->monster, p->x, p->y) != t)
            FAIL(ctx, "two tiles on cell %d,%d of monster %d", p->x, p->y, p->monster);
        for (int d = 0; d < 4; d++) {
            int u = mf_tile_at(s, p->monster, p->x + mf_dx(d), p->y + mf_dy(d));
            if (u >= 0 && mf_tile_edge(t, p->rot, d) != mf_tile_edge(u, s->at[u].rot, d + 2))
                FAIL(ctx, "tiles %d and %d touch with different edges", t, u);
        }
    }
    int in_progress[MM_MAX_SEATS] = {0};
    for (int m = 0; m < s->nmonsters; m++) {
        const mf_monster *mon = &s->monsters[m];
        int size = mf_monster_size(s, m);
        if (m < s->nseats && (mon->owner != m || mon->number != 0))
            FAIL(ctx, "monster %d is not seat %d's first monster", m, m);
        if (m >= s->nseats && mon->number < 1)
            FAIL(ctx, "monster %d is a minion numbered %d", m, mon->number);
        if (connected_size(s, m) != size)
            FAIL(ctx, "monster %d: %d tiles, %d connected", m, size, connected_size(s, m));
        int open = mf_open_edges(s, m);
        if (mon->done != (size > 0 && open == 0))
            FAIL(ctx, "monster %d done=%d with %d tiles and %d open edges", m, mon->done, size,
                 open);
        if (!mon->done) {
            in_progress[mon->owner]++;
            if (s->building[mon->owner] != m)
                FAIL(ctx, "monster %d unfinished but seat %d builds %d", m, mon->owner,
                     s->building[mon->owner]);
        }
        /* Minions are numbered 1, 2, ... per owner, in order. */
        int before = 0;
        for (int o = 0; o < m; o++)
            before += s->monsters[o].owner == mon->owner;
        if (mon->number != before)
            FAIL(ctx, "monster %d is number %d, expected %d", m, mon->number, before);
        /* A monster without a tile only while its owner chooses the start tile,
         * or waits for their turn to choose one at setup. */
        bool waiting = s->phase == MF_PHASE_CHOOSE &&
                       (s->chooser == mon->owner || (m < s->nseats && s->setup_left > 0));
        if (size == 0 && !waiting)
            FAIL(ctx, "monster %d has no tile", m);
    }
    for (int i = 0; i < s->nseats; i++) {
        int want = s->phase == MF_PHASE_OVER ? -1 : 1;
        if (in_progress[i] > 1 || (want == 1 && in_progress[i] != 1))
            FAIL(ctx, "seat %d has %d monsters in progress", i, in_progress[i]);
    }

    /* The phase matches the position. */
    switch (s->phase) {
    case MF_PHASE_PLACE:
        if (s->drawn < 0 || s->noffer != 0 || s->setup_left != 0)
            FAIL(ctx, "placing without a drawn tile (%d) or with an offer", s->drawn);
        break;
    case MF_PHASE_CHOOSE:
        if (s->drawn >= 0 || s->noffer < 1 || s->start == MF_START_RANDOM)
            FAIL(ctx, "choosing with drawn %d, offer %d, start %d", s->drawn, s->noffer,
                 (int)s->start);
        break;
    case MF_PHASE_OVER: {
        bool all_first = true;
        for (int i = 0; i < s->nseats; i++)
            all_first &= s->monsters[i].done;
        if (s->end == MF_END_FIRST_MONSTERS && !all_first)
            FAIL(ctx, "ended on first monsters while one is unfinished");
        if (s->end == MF_END_NO_TILES && (s->nstack != 0 || all_first))
            FAIL(ctx, "ended for lack of tiles with %d left", s->nstack);
        if (s->end == MF_END_NONE || s->drawn >= 0)
            FAIL(ctx, "over without an end, or with a drawn tile");
        break;
    }
    }
    if (s->nplaced != MF_NTILES - s->nstack - s->nbox - s->noffer - (s->drawn >= 0))
        FAIL(ctx, "%d tiles placed, counter says %d", MF_NTILES - s->nstack - s->nbox, s->nplaced);
}

static void check_result(const game_ctx *ctx, const mm_state *state)
{
    mm_result r;
    game()->result(state, &r);
    const mf_state *s = mf_from(state);
    int best = -1, winners = 0;
    for (int i = 0; i < r.nseats; i++) {
        int first = s->monsters[i].done ? mf_monster_size(s, i) : 0, eyes = 0;
        for (int m = s->nseats; m < s->nmonsters; m++)
            if (s->monsters[m].owner == i && s->monsters[m].done)
                eyes += mf_monster_eyes(s, m);
        if (r.total[i] != first + eyes || r.rows[0].value[i] != first ||
            r.rows[1].value[i] != eyes || r.rows[2].value[i] != r.total[i])
            FAIL(ctx, "seat %d scores %d, expected %d + %d", i, r.total[i], first, eyes);
        if (r.total[i] > best)
            best = r.total[i];
        winners += r.winner[i];
    }
    if (winners < 1)
        FAIL(ctx, "nobody won");
    for (int i = 0; i < r.nseats; i++)
        if (r.winner[i] != (r.total[i] == best))
            FAIL(ctx, "seat %d winner=%d with %d, best %d", i, r.winner[i], r.total[i], best);
}

static bool list_has(const mm_move_list *list, const char *move)
{
    for (int i = 0; i < list->n; i++)
        if (strcmp(list->items[i], move) == 0)
            return true;
    return false;
}

/* Every placement the notation can spell near a monster in progress, every
 * choice, checked against the listed moves (symmetric rotations are listed
 * once, as the smallest rotation). */
static void check_complete(const game_ctx *ctx, const mm_state *state, const mm_move_list *legal)
{
    const mm_game *g = game();
    const mf_state *s = mf_from(state);
    int seat = g->to_move(state);
    char why[MM_REASON_MAX], move[64];
    for (int k = 0; k <= MF_OFFER_MAX + 1; k++) {
        snprintf(move, sizeof move, "choose %d", k);
        bool ok = g->validate(state, seat, move, why, sizeof why);
        bool want = s->phase == MF_PHASE_CHOOSE && k >= 1 && k <= s->noffer;
        if (ok != want)
            FAIL(ctx, "'%s' validates=%d (%s)", move, ok, why);
    }
    for (int i = 0; i < s->nseats; i++) {
        for (int minion = 0; minion < 2; minion++) {
            int m = minion ? s->building[i] : i;
            if (minion && (m < 0 || s->monsters[m].number == 0))
                m = -1;
            int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
            if (m >= 0)
                mf_monster_bounds(s, m, &x0, &y0, &x1, &y1);
            for (int y = y0 - 1; y <= y1 + 1; y++) {
                for (int x = x0 - 1; x <= x1 + 1; x++) {
                    for (int r = 0; r < 4; r++) {
                        snprintf(move, sizeof move, "%d%c %d,%d r%d", i + 1, minion ? 'M' : 'F', x,
                                 y, r);
                        bool ok = g->validate(state, seat, move, why, sizeof why);
                        bool listed = false;
                        if (s->drawn >= 0) {
                            char canon[64];
                            snprintf(canon, sizeof canon, "%d%c %d,%d r%d", i + 1,
                                     minion ? 'M' : 'F', x, y, mf_canonical_rot(s->drawn, r));
                            listed = list_has(legal, canon);
                        }
                        if (ok != listed)
                            FAIL(ctx, "'%s' validates=%d but listed=%d (%s)", move, ok, listed,
                                 ok ? "" : why);
                        for (int o = 0; o < s->nseats; o++)
                            if (o != seat && g->validate(state, o, move, why, sizeof why))
                                FAIL(ctx, "seat %d may play '%s' out of turn", o, move);
                    }
                }
            }
        }
    }
}

/* Applied legal moves keep every invariant (callback for the contract check). */
static void invariants_after(const mm_state *next, const void *ctx)
{
    check_invariants(ctx, mf_from(next));
}

static void check_moves(const game_ctx *ctx, const mm_state *state, bool complete)
{
    char where[96];
    snprintf(where, sizeof where, "seed %llu, %d players, start=%s",
             (unsigned long long)ctx->seed, ctx->nseats, ctx->start);
    mm_move_list legal;
    mm_move_list_init(&legal);
    mm_test_check_legal_moves(game(), state, where, false, complete, invariants_after, ctx,
                              &legal);
    if (complete)
        check_complete(ctx, state, &legal);
    mm_move_list_free(&legal);
}

/* The computer players' view: determinized copies are legal positions. */
static void check_view(const game_ctx *ctx, const mm_state *state, uint64_t salt)
{
    const mm_game *g = game();
    int seat = g->to_move(state);
    mm_state *view = g->view_for(state, seat);
    mm_rng rng;
    mm_rng_seed(&rng, salt);
    g->determinize(view, seat, &rng);
    check_invariants(ctx, mf_from(view));
    g->free(view);
}

static mf_end play_checked(uint64_t seed, int nseats, const char *start, const char *const ais[],
                           bool complete)
{
    const mm_game *g = game();
    mm_seat seats[MM_MAX_SEATS];
    mm_test_cpu_seats(seats, nseats, "random");
    for (int i = 0; i < nseats; i++)
        snprintf(seats[i].ai, sizeof seats[i].ai, "%s", ais[i]);
    mm_options opts = {0};
    mm_options_set(&opts, "start", start);
    char why[MM_REASON_MAX] = "";
    mm_session *s = mm_session_new(g, &opts, seats, nseats, seed, why, sizeof why);
    if (!s)
        fail_msg("mm_session_new: %s", why);
    game_ctx ctx = {.seed = seed, .nseats = nseats, .start = start};
    check_invariants(&ctx, mf_from(s->state));
    mm_rng rng;
    mm_rng_seed(&rng, seed ^ 0x5eedULL);
    int moves = 0, seat;
    while ((seat = g->to_move(s->state)) != MM_NOBODY) {
        check_moves(&ctx, s->state, complete);
        if (moves % 7 == 0)
            check_view(&ctx, s->state, seed + (uint64_t)moves);
        char move[64];
        if (!mm_ai_choose(mm_ai_find(ais[seat]), g, s->state, seat, &rng, move, sizeof move))
            FAIL(&ctx, "%s found no move", ais[seat]);
        int turns = mf_from(s->state)->turns;
        bool choosing = mf_from(s->state)->phase == MF_PHASE_CHOOSE;
        if (!mm_session_play(s, seat, move, NULL, why, sizeof why))
            FAIL(&ctx, "%s played illegal '%s': %s", ais[seat], move, why);
        /* A placement is a turn; choosing a start tile is not. */
        if (mf_from(s->state)->turns != turns + !choosing)
            FAIL(&ctx, "turn counter went from %d to %d", turns, mf_from(s->state)->turns);
        check_invariants(&ctx, mf_from(s->state));
        if (++moves > MF_NTILES + 6 * MM_MAX_SEATS)
            FAIL(&ctx, "still running after %d moves", moves);
    }
    check_result(&ctx, s->state);
    /* The record replays from the seed to the identical state. */
    int bad_line;
    mm_session *replay = mm_session_from_record(&s->rec, &bad_line, why, sizeof why);
    if (!replay)
        FAIL(&ctx, "replay failed on line %d: %s", bad_line, why);
    if (memcmp(replay->state, s->state, sizeof(mf_state)) != 0)
        FAIL(&ctx, "replayed state differs");
    mf_end end = mf_from(s->state)->end;
    mm_session_free(replay);
    mm_session_free(s);
    return end;
}

static const char *const starts[3] = {"random", "choose", "choose-all"};

static void test_invariants_hold_in_many_random_and_greedy_games(void **state)
{
    (void)state;
    static const char *const mixes[4][6] = {
        {"random", "random", "random", "random", "random", "random"},
        {"greedy", "greedy", "greedy", "greedy", "greedy", "greedy"},
        {"greedy", "random", "greedy", "random", "greedy", "random"},
        {"random", "greedy", "random", "greedy", "random", "greedy"},
    };
    int played[7] = {0}, ends[3] = {0};
    for (int k = 0; k < NGAMES; k++) {
        int nseats = 2 + k % 5;
        played[nseats]++;
        ends[play_checked(3000 + (uint64_t)k, nseats, starts[(k / 5) % 3], mixes[(k / 15) % 4],
                          false)]++;
    }
    for (int n = 2; n <= 6; n++)
        assert_true(played[n] >= 100);
    /* Both ways of ending occur. */
    assert_int_equal(ends[MF_END_NONE], 0);
    assert_true(ends[MF_END_FIRST_MONSTERS] > 20);
    assert_true(ends[MF_END_NO_TILES] > 20);
}

static void test_validate_accepts_exactly_the_legal_moves(void **state)
{
    (void)state;
    static const char *const mix[6] = {"random", "greedy", "random", "greedy", "random", "greedy"};
    for (int k = 0; k < NCOMPLETE; k++)
        play_checked(90000 + (uint64_t)k, 2 + k % 5, starts[k % 3], mix, true);
}

/* The greedy player, judging positions with the game's `evaluate`, should
 * clearly beat random players. */
static void test_greedy_beats_random(void **state)
{
    (void)state;
    const mm_game *g = game();
    int wins = 0, games = 120;
    for (int k = 0; k < games; k++) {
        mm_seat seats[3];
        mm_test_cpu_seats(seats, 3, "random");
        int greedy_seat = k % 3;
        snprintf(seats[greedy_seat].ai, sizeof seats[greedy_seat].ai, "greedy");
        char why[MM_REASON_MAX];
        mm_session *s = mm_headless_play_one(g, NULL, seats, 3, 500 + (uint64_t)k, why, sizeof why);
        if (!s)
            fail_msg("%s", why);
        mm_result r;
        g->result(s->state, &r);
        wins += r.winner[greedy_seat];
        mm_session_free(s);
    }
    /* A random seat would win about a third. */
    assert_true(wins > games * 6 / 10);
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_invariants_hold_in_many_random_and_greedy_games),
        cmocka_unit_test(test_validate_accepts_exactly_the_legal_moves),
        cmocka_unit_test(test_greedy_beats_random),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
