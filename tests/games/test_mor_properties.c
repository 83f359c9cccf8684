/* SPDX-License-Identifier: MIT */
/* Monsters on the Run: properties that hold after every move of many seeded
 * games between computer players (random and greedy, 2-5 players). */
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/ai.h"
#include "monstermoon/games/monsters_on_the_run.h"

#define NGAMES 520
/* Games whose every position is also checked for validate <-> legal_moves
 * agreement over all spellable moves (slower). */
#define NCOMPLETE 120

static const mm_game *game(void)
{
    const mm_game *g = mm_game_find("monsters-on-the-run");
    assert_non_null(g);
    return g;
}

typedef struct game_ctx {
    uint64_t seed;
    int nseats;
    int tiles[MM_MAX_SEATS]; /* secret tiles dealt at setup */
} game_ctx;

#define FAIL(ctx, ...)                                                                     \
    do {                                                                                   \
        char msg_[1024];                                                                    \
        snprintf(msg_, sizeof msg_, __VA_ARGS__);                                          \
        fail_msg("seed %llu, %d players: %s", (unsigned long long)(ctx)->seed, (ctx)->nseats, \
                 msg_);                                                                    \
    } while (0)

/* Everything that must hold in every reachable position. */
static void check_invariants(const game_ctx *ctx, const mor_state *s)
{
    /* Card conservation: each planet card in exactly one place; favourite
     * cards only in open bets or on the discard pile, each at most once, and
     * exactly the nseats dealt ones still around. */
    int count[MOR_NCARDS] = {0};
    for (int i = 0; i < s->ndraw; i++) {
        if (s->draw[i] < 0 || s->draw[i] >= MOR_NPLANET_CARDS)
            FAIL(ctx, "draw pile holds %d", s->draw[i]);
        count[s->draw[i]]++;
    }
    for (int p = s->track_inner; p < MOR_TRACK_CARDS; p++) {
        if (s->track[p] < 0 || s->track[p] >= MOR_NPLANET_CARDS)
            FAIL(ctx, "spiral card %d is %d", p, s->track[p]);
        count[s->track[p]]++;
    }
    for (int i = 0; i < s->nseats; i++) {
        for (int k = 0; k < s->nhand[i]; k++) {
            int c = s->hand[i][k];
            if (c < 0 || c >= MOR_NPLANET_CARDS)
                FAIL(ctx, "seat %d holds %d", i, c);
            count[c]++;
        }
        if (s->nbets[i] < 1 || s->nbets[i] > MOR_OPEN_BETS_MAX)
            FAIL(ctx, "seat %d has %d open favourites", i, s->nbets[i]);
        for (int b = 0; b < s->nbets[i]; b++) {
            int c = s->bets[i][b];
            if (c < 0 || c >= MOR_NCARDS)
                FAIL(ctx, "seat %d bets with %d", i, c);
            mor_card_kind k = mor_card_info(c).kind;
            if (k != MOR_CARD_ONE && k != MOR_CARD_FAVOURITE)
                FAIL(ctx, "seat %d bets with card %d of kind %d", i, c, (int)k);
            count[c]++;
        }
    }
    for (int i = 0; i < s->ndiscard; i++) {
        if (s->discard[i] < 0 || s->discard[i] >= MOR_NCARDS)
            FAIL(ctx, "discard pile holds %d", s->discard[i]);
        count[s->discard[i]]++;
    }
    for (int c = 0; c < MOR_NPLANET_CARDS; c++)
        if (count[c] != 1)
            FAIL(ctx, "planet card %d is in %d places", c, count[c]);
    int favourites = 0;
    for (int c = MOR_NPLANET_CARDS; c < MOR_NCARDS; c++) {
        if (count[c] > 1)
            FAIL(ctx, "favourite card %d is in %d places", c, count[c]);
        favourites += count[c];
    }
    if (favourites != s->nseats)
        FAIL(ctx, "%d favourite cards in play, dealt %d", favourites, s->nseats);

    /* Secret tiles: one distinct monster per seat, and they never change. */
    bool tile_used[MOR_NMONSTERS] = {false};
    for (int i = 0; i < s->nseats; i++) {
        if (s->tile[i] != ctx->tiles[i])
            FAIL(ctx, "seat %d's tile changed", i);
        if (s->tile[i] < 0 || s->tile[i] >= MOR_NMONSTERS || tile_used[s->tile[i]])
            FAIL(ctx, "seat %d's tile %d is not a distinct monster", i, s->tile[i]);
        tile_used[s->tile[i]] = true;
    }

    /* Hands: 3 for the player to move, 2 for everybody else. */
    bool over = s->end != MOR_END_NONE;
    for (int i = 0; i < s->nseats; i++) {
        int want = !over && i == s->current ? 3 : 2;
        if (s->nhand[i] != want)
            FAIL(ctx, "seat %d holds %d cards, expected %d", i, s->nhand[i], want);
    }

    /* Monsters: on the remaining spiral, one per card except home. */
    if (s->track_inner < 0 || s->track_inner > MOR_TRACK_CARDS)
        FAIL(ctx, "track_inner %d", s->track_inner);
    int at_outermost = 0;
    for (int m = 0; m < MOR_NMONSTERS; m++) {
        if (s->pos[m] < s->track_inner || s->pos[m] >= MOR_TRACK_CARDS)
            FAIL(ctx, "monster %d on %d (spiral %d..17)", m, s->pos[m], s->track_inner);
        at_outermost += s->pos[m] == MOR_TRACK_CARDS - 1;
        for (int o = m + 1; o < MOR_NMONSTERS; o++)
            if (s->pos[m] == s->pos[o] && s->pos[m] != 0)
                FAIL(ctx, "monsters %d and %d share card %d", m, o, s->pos[m]);
    }
    if (s->track_inner > 0 && s->ndraw > 0)
        FAIL(ctx, "spiral drawn from while the pile has %d cards", s->ndraw);

    /* The game's end matches the position. */
    if ((s->end == MOR_END_OUTERMOST) != (at_outermost == 1))
        FAIL(ctx, "end %d with %d monsters on the outermost card", (int)s->end, at_outermost);
    if (s->end == MOR_END_SUPERNOVA) {
        bool blocked = false;
        for (int m = 0; m < MOR_NMONSTERS; m++)
            blocked |= s->pos[m] == s->track_inner;
        if (s->ndraw != 0 || !blocked)
            FAIL(ctx, "supernova end without an empty pile and a blocked spiral card");
    }

    /* Every turn uses one card from the pile or the spiral. */
    if (s->turns > MOR_NPLANET_CARDS - 2 * s->nseats)
        FAIL(ctx, "%d turns", s->turns);
}

/* Every spelling of a move that the notation allows, in canonical form. */
static void all_spellable_moves(int nseats, mm_move_list *out)
{
    static const char L[] = "HGOYP";
    for (int a = 0; a < 5; a++) {
        for (int b = a + 1; b < 5; b++)
            for (int m = 0; m < 5; m++)
                mm_move_list_addf(out, "%c%c>%c", L[a], L[b], L[m]);
        for (int m = 0; m < 5; m++)
            mm_move_list_addf(out, "%c>%c", L[a], L[m]);
        mm_move_list_addf(out, "%c*", L[a]);
        for (int m = 0; m < 5; m++)
            mm_move_list_addf(out, "%c*%c", L[a], L[m]);
    }
    mm_move_list_addf(out, "FS -");
    for (int a = 0; a < 5; a++)
        for (int seat = 1; seat <= nseats; seat++)
            for (int b = 0; b < 5; b++)
                mm_move_list_addf(out, "FS %c=%d:%c", L[a], seat, L[b]);
    mm_move_list_addf(out, "PS -");
    for (int a = 0; a < 5; a++)
        for (int b = 0; b < 5; b++)
            mm_move_list_addf(out, "PS %c=%c", L[a], L[b]);
}

static bool list_has(const mm_move_list *list, const char *move)
{
    for (int i = 0; i < list->n; i++)
        if (strcmp(list->items[i], move) == 0)
            return true;
    return false;
}

/* PS pairs are listed once (a before b); the other order is the same move. */
static bool same_ps_move(const mm_move_list *legal, const char *move)
{
    if (strncmp(move, "PS ", 3) != 0 || strlen(move) != 6)
        return false;
    char flipped[8];
    snprintf(flipped, sizeof flipped, "PS %c=%c", move[5], move[3]);
    return list_has(legal, flipped);
}

/* Applied legal moves keep every invariant (callback for the contract check). */
static void invariants_after(const mm_state *next, const void *ctx)
{
    check_invariants(ctx, mor_from(next));
}

static void check_moves(const game_ctx *ctx, const mm_state *state, bool complete,
                        const mm_move_list *spellable)
{
    const mm_game *g = game();
    int seat = g->to_move(state);
    char where[80];
    snprintf(where, sizeof where, "seed %llu, %d players", (unsigned long long)ctx->seed,
             ctx->nseats);
    mm_move_list legal;
    mm_move_list_init(&legal);
    mm_test_check_legal_moves(g, state, where, false, true, invariants_after, ctx, &legal);
    if (complete) {
        /* validate accepts exactly the listed moves (PS in either order). */
        for (int i = 0; i < spellable->n; i++) {
            const char *m = spellable->items[i];
            char why[MM_REASON_MAX] = "";
            bool ok = g->validate(state, seat, m, why, sizeof why);
            bool listed = list_has(&legal, m) || same_ps_move(&legal, m);
            if (ok != listed)
                FAIL(ctx, "'%s' validates=%d but listed=%d (%s)", m, ok, listed, why);
            /* Nobody else may move. */
            for (int o = 0; o < ctx->nseats; o++)
                if (o != seat && g->validate(state, o, m, why, sizeof why))
                    FAIL(ctx, "seat %d may play '%s' out of turn", o, m);
        }
    }
    mm_move_list_free(&legal);
}

static void check_result(const game_ctx *ctx, const mm_state *state)
{
    mm_result r;
    game()->result(state, &r);
    if (r.nseats != ctx->nseats)
        FAIL(ctx, "result for %d seats", r.nseats);
    int best = -1000, winners = 0;
    for (int i = 0; i < r.nseats; i++) {
        int sum = 0;
        for (int row = 0; row + 1 < r.nrows; row++)
            sum += r.rows[row].value[i];
        if (sum != r.total[i] || r.rows[r.nrows - 1].value[i] != r.total[i])
            FAIL(ctx, "seat %d: rows add up to %d, total %d", i, sum, r.total[i]);
        if (r.total[i] > best)
            best = r.total[i];
        winners += r.winner[i];
    }
    if (winners < 1)
        FAIL(ctx, "nobody won");
    for (int i = 0; i < r.nseats; i++)
        if (r.winner[i] && r.total[i] != best)
            FAIL(ctx, "seat %d wins with %d, best is %d", i, r.total[i], best);
}

/* The searching players' evaluation, in the full game and in every seat's
 * view (opponents' secret tiles hidden): each seat's points now minus the
 * best other seat's, as the result table counts them. */
static void check_search_evaluation(const game_ctx *ctx, const mm_state *state)
{
    const mm_game *g = game();
    assert_non_null(g->search_evaluate);
    for (int v = -1; v < ctx->nseats; v++) {
        mm_state *seen = v < 0 ? g->clone(state) : g->view_for(state, v);
        mm_result r;
        g->result(seen, &r);
        for (int i = 0; i < ctx->nseats; i++) {
            int best_other = -1000;
            for (int o = 0; o < ctx->nseats; o++)
                if (o != i && r.total[o] > best_other)
                    best_other = r.total[o];
            double value = g->search_evaluate(seen, i);
            if (value != r.total[i] - best_other)
                FAIL(ctx, "seat %d (view of %d) evaluated %g, points %d, best other %d", i, v,
                     value, r.total[i], best_other);
        }
        g->free(seen);
    }
}

/* Plays one game to its end, checking after every move; returns how it ended. */
static mor_end play_checked(uint64_t seed, int nseats, const char *const ais[], bool complete,
                         const mm_move_list *spellable)
{
    const mm_game *g = game();
    mm_seat seats[MM_MAX_SEATS];
    mm_test_cpu_seats(seats, nseats, "random");
    for (int i = 0; i < nseats; i++)
        snprintf(seats[i].ai, sizeof seats[i].ai, "%s", ais[i]);
    char why[MM_REASON_MAX] = "";
    mm_session *s = mm_session_new(g, NULL, seats, nseats, seed, why, sizeof why);
    if (!s)
        fail_msg("mm_session_new: %s", why);
    game_ctx ctx = {.seed = seed, .nseats = nseats};
    for (int i = 0; i < nseats; i++)
        ctx.tiles[i] = mor_from(s->state)->tile[i];
    check_invariants(&ctx, mor_from(s->state));

    mm_rng rng;
    mm_rng_seed(&rng, seed ^ 0xabcdefULL);
    int turns = 0, seat;
    while ((seat = g->to_move(s->state)) != MM_NOBODY) {
        check_moves(&ctx, s->state, complete, spellable);
        char move[64];
        if (!mm_ai_choose(mm_ai_find(ais[seat]), g, s->state, seat, &rng, move, sizeof move))
            FAIL(&ctx, "%s found no move", ais[seat]);
        if (!mm_session_play(s, seat, move, NULL, why, sizeof why))
            FAIL(&ctx, "%s played illegal '%s': %s", ais[seat], move, why);
        check_invariants(&ctx, mor_from(s->state));
        check_search_evaluation(&ctx, s->state);
        if (++turns > 55)
            FAIL(&ctx, "still running after 55 turns");
    }
    if (!g->is_over(s->state))
        FAIL(&ctx, "nobody to move but not over");
    if (mor_from(s->state)->turns != turns)
        FAIL(&ctx, "turn counter %d, moves %d", mor_from(s->state)->turns, turns);
    check_result(&ctx, s->state);

    /* The record replays from the seed to the identical state. */
    int bad_line;
    mm_session *replay = mm_session_from_record(&s->rec, &bad_line, why, sizeof why);
    if (!replay)
        FAIL(&ctx, "replay failed on line %d: %s", bad_line, why);
    if (memcmp(replay->state, s->state, sizeof(mor_state)) != 0)
        FAIL(&ctx, "replayed state differs");
    mor_end end = mor_from(s->state)->end;
    mm_session_free(replay);
    mm_session_free(s);
    return end;
}

static void test_invariants_hold_in_many_random_and_greedy_games(void **state)
{
    (void)state;
    static const char *const mixes[4][5] = {
        {"random", "random", "random", "random", "random"},
        {"greedy", "greedy", "greedy", "greedy", "greedy"},
        {"greedy", "random", "greedy", "random", "greedy"},
        {"random", "greedy", "random", "greedy", "random"},
    };
    int played[6] = {0};
    for (int k = 0; k < NGAMES; k++) {
        int nseats = 2 + k % 4;
        played[nseats]++;
        play_checked(1000 + (uint64_t)k, nseats, mixes[(k / 4) % 4], false, NULL);
    }
    for (int n = 2; n <= 5; n++)
        assert_true(played[n] >= 100);
}

static void test_validate_accepts_exactly_the_legal_moves(void **state)
{
    (void)state;
    static const char *const mix[5] = {"random", "greedy", "random", "greedy", "random"};
    for (int k = 0; k < NCOMPLETE; k++) {
        int nseats = 2 + k % 4;
        mm_move_list spellable;
        mm_move_list_init(&spellable);
        all_spellable_moves(nseats, &spellable);
        play_checked(50000 + (uint64_t)k, nseats, mix, true, &spellable);
        mm_move_list_free(&spellable);
    }
}

/* Both ways of ending occur and keep the invariants. Reaching the outermost
 * card is rare (the spiral is long, so most games end in the supernova); it
 * happens most often between greedy players in small games. */
static void test_both_game_ends_occur(void **state)
{
    (void)state;
    static const char *const greedy[5] = {"greedy", "greedy", "greedy", "greedy", "greedy"};
    int ends[3] = {0};
    for (uint64_t seed = 1; seed <= 600 && ends[MOR_END_OUTERMOST] < 3; seed++)
        ends[play_checked(seed, 2 + (int)(seed % 2), greedy, false, NULL)]++;
    assert_int_equal(ends[MOR_END_NONE], 0);
    assert_true(ends[MOR_END_OUTERMOST] >= 3);
    assert_true(ends[MOR_END_SUPERNOVA] > 0);
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_invariants_hold_in_many_random_and_greedy_games),
        cmocka_unit_test(test_validate_accepts_exactly_the_legal_moves),
        cmocka_unit_test(test_both_game_ends_occur),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
