/* SPDX-License-Identifier: MIT */
/* Zombeasts: properties that hold after every move of many seeded games
 * between computer players: 500 games each for 2, 3 and 4 players, with and
 * without the master variant, with card conservation (every card in exactly
 * one place) after every move. */
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/ai.h"
#include "monstermoon/games/zombeasts.h"

#define NGAMES 500
/* Games per configuration in which greedy players sit too (slower). */
#define NGREEDY 50
/* Games whose every position is checked for validate <-> legal_moves
 * agreement over every spellable move (slower still). */
#define NCOMPLETE 30

static const mm_game *game(void)
{
    const mm_game *g = mm_game_find("zombeasts");
    assert_non_null(g);
    return g;
}

typedef struct game_ctx {
    uint64_t seed;
    int nseats;
    bool master;
    int move;
} game_ctx;

#define FAIL(ctx, ...)                                                                             \
    do {                                                                                           \
        char msg_[1024];                                                                           \
        snprintf(msg_, sizeof msg_, __VA_ARGS__);                                                  \
        fail_msg("seed %llu, %d players, master %d, move %d: %s", (unsigned long long)(ctx)->seed, \
                 (ctx)->nseats, (int)(ctx)->master, (ctx)->move, msg_);                            \
    } while (0)

/* Counts every card of the state in `count`; false on a slot that holds no
 * card (hidden or garbage). */
static bool count_cards(const zb_state *s, int count[ZB_NCARDS])
{
    memset(count, 0, sizeof(int) * ZB_NCARDS);
#define COUNT(card)                                                                                \
    do {                                                                                           \
        int c_ = (card);                                                                           \
        if (c_ < 0 || c_ >= ZB_NCARDS)                                                             \
            return false;                                                                          \
        count[c_]++;                                                                               \
    } while (0)
    for (int i = 0; i < s->npile; i++)
        COUNT(s->pile[i]);
    for (int i = 0; i < s->nstock; i++)
        COUNT(s->stock[i]);
    for (int i = 0; i < s->ndiscard; i++)
        COUNT(s->discard[i]);
    for (int p = 0; p < s->nseats; p++) {
        for (int k = 0; k < s->nhand[p]; k++)
            COUNT(s->hand[p][k]);
        for (int m = 0; m < s->nmoons[p]; m++)
            for (int k = 0; k < ZB_MOON_SLOTS; k++)
                if (s->moons[p][m].slot[k] != ZB_NONE)
                    COUNT(s->moons[p][m].slot[k]);
        for (int k = 0; k < s->nwon[p]; k++)
            COUNT(s->won[p][k]);
        for (int k = 0; k < s->nbonus[p]; k++)
            COUNT(s->bonus[p][k]);
        for (int k = 0; k < s->nminus[p]; k++)
            COUNT(s->minus[p][k]);
    }
#undef COUNT
    return true;
}

static void check_moons(const game_ctx *ctx, const zb_state *s, int p)
{
    bool colour_used[ZB_NCOLOURS] = {false};
    if (s->nmoons[p] < 0 || s->nmoons[p] > ZB_MAX_MOONS)
        FAIL(ctx, "seat %d has %d moons", p, s->nmoons[p]);
    for (int m = 0; m < s->nmoons[p]; m++) {
        const zb_moon *moon = &s->moons[p][m];
        int n = 0, colour = ZB_WHITE;
        for (int k = 0; k < ZB_MOON_SLOTS; k++) {
            int c = moon->slot[k];
            if (c == ZB_NONE)
                continue;
            n++;
            zb_card card = zb_card_info(c);
            if (card.quarter != zb_slot_quarter(k))
                FAIL(ctx, "seat %d moon %d: card %d lies in a slot of the other quarter", p, m, c);
            if (card.colour != ZB_WHITE) {
                if (colour != ZB_WHITE && colour != (int)card.colour)
                    FAIL(ctx, "seat %d moon %d mixes colours", p, m);
                colour = card.colour;
            }
        }
        if (n == 0 || n == ZB_MOON_SLOTS)
            FAIL(ctx, "seat %d moon %d holds %d cards but is unfinished", p, m, n);
        if ((int)moon->colour != colour)
            FAIL(ctx, "seat %d moon %d says colour %d, cards say %d", p, m, (int)moon->colour,
                 colour);
        if (colour_used[colour])
            FAIL(ctx, "seat %d has two moons of colour %d", p, colour);
        colour_used[colour] = true;
    }
}

/* Everything that must hold in every reachable position. */
static void check_invariants(const game_ctx *ctx, const zb_state *s)
{
    int count[ZB_NCARDS];
    if (!count_cards(s, count))
        FAIL(ctx, "a slot holds no card");
    for (int c = 0; c < ZB_NCARDS; c++)
        if (count[c] != 1)
            FAIL(ctx, "card %d is in %d places", c, count[c]);
    if (s->nstock > ZB_STOCK_SIZE)
        FAIL(ctx, "stock of %d", s->nstock);
    bool over = s->phase == ZB_PHASE_OVER;
    for (int p = 0; p < s->nseats; p++) {
        check_moons(ctx, s, p);
        if (s->nwon[p] % ZB_MOON_SLOTS != 0)
            FAIL(ctx, "seat %d has %d cards of finished moons", p, s->nwon[p]);
        if (s->nbonus[p] > s->nwon[p] / ZB_MOON_SLOTS)
            FAIL(ctx, "seat %d has more bonus cards than full moons", p);
        for (int k = 0; k < s->nhand[p]; k++)
            if (!(s->known[s->hand[p][k]] & (1u << p)))
                FAIL(ctx, "seat %d doesn't know its own card %d", p, s->hand[p][k]);
        /* The empty-hand rule: nobody waits with an empty hand while the pile
         * has cards (the current player may, before drawing). */
        bool may_be_empty = p == s->current && s->phase != ZB_PHASE_PLAY &&
                            !(s->phase == ZB_PHASE_FOLLOW && s->extra_play);
        if (!over && s->nhand[p] == 0 && s->npile > 0 && !may_be_empty)
            FAIL(ctx, "seat %d holds no cards while the pile has %d", p, s->npile);
        if (s->nnotices[p] < 0 || s->nnotices[p] > ZB_MAX_NOTICES)
            FAIL(ctx, "seat %d has %d notices", p, s->nnotices[p]);
    }
    if (s->final_left >= 0 && s->npile != 0)
        FAIL(ctx, "last round while the pile has %d cards", s->npile);
    if (s->final_left >= s->nseats)
        FAIL(ctx, "%d last turns left", s->final_left);
    if (!s->master && s->follow_toy != ZB_TOY_NONE)
        FAIL(ctx, "a toy without the master variant");
    switch (s->phase) {
    case ZB_PHASE_PLAY:
        if (s->laid != 0)
            FAIL(ctx, "PLAY after %d cards", s->laid);
        if (s->nstock != ZB_STOCK_SIZE && s->npile > 0 && s->turns > 0)
            FAIL(ctx, "turn begins with a stock of %d", s->nstock);
        if (s->nhand[s->current] == 0)
            FAIL(ctx, "PLAY with an empty hand");
        break;
    case ZB_PHASE_FOLLOW:
        if (s->follow_card < 0 || s->laid < 1)
            FAIL(ctx, "FOLLOW without a card");
        if (!s->follow_attack && s->follow_toy == ZB_TOY_NONE)
            FAIL(ctx, "FOLLOW with neither attack nor toy");
        break;
    case ZB_PHASE_BONUS:
        if (s->nstock < 1)
            FAIL(ctx, "a bonus decision with an empty stock");
        break;
    case ZB_PHASE_DISCARD:
        if (s->discarder < 0 || s->nhand[s->discarder] <= ZB_PAW_HAND)
            FAIL(ctx, "discarding with %d cards", s->nhand[s->discarder]);
        break;
    case ZB_PHASE_DRAW:
        if (s->to_draw < 1 || s->to_draw > 4)
            FAIL(ctx, "%d to draw", s->to_draw);
        if (s->final_left >= 0)
            FAIL(ctx, "drawing in the last round");
        break;
    case ZB_PHASE_OVER:
        for (int p = 0; p < s->nseats; p++)
            if (s->nmoons[p] != 0)
                FAIL(ctx, "seat %d keeps unfinished moons at the end", p);
        if (s->npile != 0)
            FAIL(ctx, "the game ended with %d cards in the pile", s->npile);
        break;
    }
}

/* The view of a seat shows nothing it can't know; a determinized view is a
 * whole, consistent state that agrees with everything the view shows. */
static void check_views(const game_ctx *ctx, const mm_state *state, mm_rng *rng)
{
    const mm_game *g = game();
    const zb_state *s = zb_from(state);
    for (int seat = -2; seat < s->nseats; seat++) {
        if (seat == -1)
            continue;
        mm_state *view = g->view_for(state, seat);
        const zb_state *v = zb_from(view);
        for (int i = 0; i < v->npile; i++)
            if (v->pile[i] != ZB_HIDDEN)
                FAIL(ctx, "seat %d sees the pile", seat);
        for (int p = 0; p < v->nseats; p++) {
            if (v->nhand[p] != s->nhand[p])
                FAIL(ctx, "hand sizes differ in the view");
            for (int k = 0; k < v->nhand[p]; k++) {
                int real = s->hand[p][k], shown = v->hand[p][k];
                bool may = p == seat || (seat >= 0 ? (s->known[real] & (1u << seat)) != 0
                                                   : s->known[real] == 0xff);
                if (shown != (may ? real : ZB_HIDDEN))
                    FAIL(ctx, "seat %d sees %d for seat %d's card %d", seat, shown, p, real);
            }
            if (p != seat && v->nnotices[p] != 0)
                FAIL(ctx, "seat %d sees seat %d's notices", seat, p);
        }
        mm_state *world = g->clone(view);
        g->determinize(world, seat, rng);
        const zb_state *w = zb_from(world);
        int count[ZB_NCARDS];
        if (!count_cards(w, count))
            FAIL(ctx, "determinized view of seat %d has holes", seat);
        for (int c = 0; c < ZB_NCARDS; c++)
            if (count[c] != 1)
                FAIL(ctx, "determinized view of seat %d: card %d in %d places", seat, c, count[c]);
        for (int p = 0; p < v->nseats; p++)
            for (int k = 0; k < v->nhand[p]; k++)
                if (v->hand[p][k] != ZB_HIDDEN && w->hand[p][k] != v->hand[p][k])
                    FAIL(ctx, "determinize changed a visible card");
        g->free(world);
        g->free(view);
    }
}

/* Every move the notation can spell in this position (a superset of the
 * legal ones). */
static void spellable_moves(const zb_state *s, mm_move_list *out)
{
    static const char targets[] = "BORGW+";
    char codes[ZB_NCARDS][ZB_CODE_LEN];
    int ncodes = 0;
    for (int c = 0; c < ZB_NCARDS; c++) {
        char k[ZB_CODE_LEN];
        zb_card_code(c, k, sizeof k);
        bool dup = false;
        for (int i = 0; i < ncodes; i++)
            dup |= strcmp(codes[i], k) == 0;
        if (!dup)
            memcpy(codes[ncodes++], k, ZB_CODE_LEN);
    }
    mm_move_list_addf(out, "stop");
    mm_move_list_addf(out, "minus");
    mm_move_list_addf(out, "paw");
    mm_move_list_addf(out, "pile");
    for (int p = 1; p <= s->nseats; p++)
        mm_move_list_addf(out, "take %d", p);
    for (int i = 0; i < ncodes; i++) {
        for (int t = 0; targets[t]; t++) {
            mm_move_list_addf(out, "%s>%c", codes[i], targets[t]);
            mm_move_list_addf(out, "mouse %s>%c", codes[i], targets[t]);
        }
        mm_move_list_addf(out, "bonus %s", codes[i]);
        mm_move_list_addf(out, "discard %s", codes[i]);
        mm_move_list_addf(out, "stock %s", codes[i]);
    }
    /* Swaps with cards that lie in some moon (named at their owner and at a
     * wrong seat); carrot swaps with the deciding seat's own moon cards. */
    int me = zb_deciding_seat(s);
    for (int p = 0; p < s->nseats; p++) {
        for (int m = 0; m < s->nmoons[p]; m++) {
            for (int k = 0; k < ZB_MOON_SLOTS; k++) {
                if (s->moons[p][m].slot[k] < 0)
                    continue;
                char there[ZB_CODE_LEN];
                zb_card_code(s->moons[p][m].slot[k], there, sizeof there);
                for (int i = 0; i < ncodes; i++) {
                    if (codes[i][0] == 'W')
                        for (int t = 0; targets[t]; t++) {
                            mm_move_list_addf(out, "%s@%d:%s>%c", codes[i], p + 1, there,
                                              targets[t]);
                            mm_move_list_addf(out, "%s@%d:%s>%c", codes[i], (p + 1) % s->nseats + 1,
                                              there, targets[t]);
                        }
                    if (p == me)
                        mm_move_list_addf(out, "carrot %c:%s<%s",
                                          zb_colour_letter(s->moons[p][m].colour), there, codes[i]);
                }
                if (p != me)
                    continue;
                for (int h = 0; h < s->nhand[p]; h++) {
                    char in[ZB_CODE_LEN];
                    zb_card_code(s->hand[p][h], in, sizeof in);
                    for (int t = 0; t < 5; t++)
                        if (targets[t] != zb_colour_letter(s->moons[p][m].colour))
                            mm_move_list_addf(out, "carrot %c:%s<%s", targets[t], there, in);
                }
            }
        }
    }
}

static bool list_has(const mm_move_list *list, const char *move)
{
    for (int i = 0; i < list->n; i++)
        if (strcmp(list->items[i], move) == 0)
            return true;
    return false;
}

/* Applied legal moves keep every invariant (callback for the contract check). */
static void invariants_after(const mm_state *next, const void *ctx)
{
    check_invariants(ctx, zb_from(next));
}

static void check_moves(const game_ctx *ctx, const mm_state *state, bool complete)
{
    const mm_game *g = game();
    int seat = g->to_move(state);
    char where[96];
    snprintf(where, sizeof where, "seed %llu, %d players, master %d, move %d",
             (unsigned long long)ctx->seed, ctx->nseats, (int)ctx->master, ctx->move);
    mm_move_list legal;
    mm_move_list_init(&legal);
    mm_test_check_legal_moves(g, state, where, true, true, invariants_after, ctx, &legal);
    if (complete) {
        mm_move_list spell;
        mm_move_list_init(&spell);
        spellable_moves(zb_from(state), &spell);
        for (int i = 0; i < spell.n; i++) {
            char why[MM_REASON_MAX] = "";
            bool ok = g->validate(state, seat, spell.items[i], why, sizeof why);
            if (ok != list_has(&legal, spell.items[i]))
                FAIL(ctx, "'%s' validates=%d but listed=%d (%s)", spell.items[i], ok, !ok, why);
            if (!ok && !why[0])
                FAIL(ctx, "'%s' refused without a reason", spell.items[i]);
        }
        mm_move_list_free(&spell);
    }
    mm_move_list_free(&legal);
}

static void check_result(const game_ctx *ctx, const mm_state *state)
{
    mm_result r;
    game()->result(state, &r);
    const zb_state *s = zb_from(state);
    int best = -1000, winners = 0;
    for (int i = 0; i < r.nseats; i++) {
        int sum = 0;
        for (int row = 0; row + 1 < r.nrows; row++)
            sum += r.rows[row].value[i];
        if (sum != r.total[i] || r.rows[r.nrows - 1].value[i] != r.total[i])
            FAIL(ctx, "seat %d: rows add up to %d, total %d", i, sum, r.total[i]);
        if (r.total[i] != zb_points_won(s, i) - zb_points_minus(s, i))
            FAIL(ctx, "seat %d: total %d is not points minus minus cards", i, r.total[i]);
        if (r.total[i] > best)
            best = r.total[i];
        winners += r.winner[i];
    }
    if (winners < 1)
        FAIL(ctx, "nobody won");
    for (int i = 0; i < r.nseats; i++)
        if (r.winner[i] != (r.total[i] == best))
            FAIL(ctx, "seat %d: winner %d with %d, best %d", i, r.winner[i], r.total[i], best);
}

/* What the whole run saw, to show the rare paths were taken. */
typedef struct tally {
    int attacks, swaps, minus, bonus, carrots, mice, bones, paws, discards, takes, passes;
    int games;
} tally;

static void count_events(tally *t, const mm_events *ev)
{
    for (int i = 0; i < ev->n; i++) {
        switch (ev->ev[i].kind) {
        case ZB_EV_ATTACK:
            t->attacks++;
            break;
        case ZB_EV_JOKER_SWAP:
            t->swaps++;
            break;
        case ZB_EV_MINUS:
            t->minus++;
            break;
        case ZB_EV_BONUS:
            t->bonus++;
            break;
        case ZB_EV_CARROT:
            t->carrots++;
            break;
        case ZB_EV_TOY:
            if (ev->ev[i].a == ZB_MOUSE)
                t->mice++;
            else if (ev->ev[i].a == ZB_BONE)
                t->bones++;
            else if (ev->ev[i].a == ZB_PAW)
                t->paws++;
            break;
        case ZB_EV_DISCARD:
            t->discards++;
            break;
        case ZB_EV_TAKE:
            t->takes++;
            break;
        case ZB_EV_PASS:
            t->passes++;
            break;
        default:
            break;
        }
    }
}

/* Plays one game to its end, checking after every move. */
static void play_checked(uint64_t seed, int nseats, bool master, const char *const ais[], int depth,
                         tally *t)
{
    const mm_game *g = game();
    mm_seat seats[MM_MAX_SEATS];
    mm_test_cpu_seats(seats, nseats, "random");
    for (int i = 0; i < nseats; i++)
        snprintf(seats[i].ai, sizeof seats[i].ai, "%s", ais[i]);
    mm_options opts = {0};
    assert_true(mm_options_set(&opts, "master", master ? "1" : "0"));
    char why[MM_REASON_MAX] = "";
    mm_session *s = mm_session_new(g, &opts, seats, nseats, seed, why, sizeof why);
    if (!s)
        fail_msg("mm_session_new: %s", why);
    game_ctx ctx = {.seed = seed, .nseats = nseats, .master = master};
    check_invariants(&ctx, zb_from(s->state));
    mm_rng rng;
    mm_rng_seed(&rng, seed ^ 0x5eedULL);
    int seat;
    while ((seat = g->to_move(s->state)) != MM_NOBODY) {
        if (depth >= 1)
            check_moves(&ctx, s->state, depth >= 2);
        if (depth >= 1)
            check_views(&ctx, s->state, &rng);
        char move[128];
        if (!mm_ai_choose(mm_ai_find(ais[seat]), g, s->state, seat, &rng, move, sizeof move))
            FAIL(&ctx, "%s found no move", ais[seat]);
        mm_events ev;
        if (!mm_session_play(s, seat, move, &ev, why, sizeof why))
            FAIL(&ctx, "%s played illegal '%s': %s", ais[seat], move, why);
        count_events(t, &ev);
        ctx.move++;
        check_invariants(&ctx, zb_from(s->state));
        if (ctx.move > 2000)
            FAIL(&ctx, "still running after 2000 moves");
    }
    check_result(&ctx, s->state);
    t->games++;
    /* The record replays from the seed to the identical state. */
    int bad_line;
    mm_session *replay = mm_session_from_record(&s->rec, &bad_line, why, sizeof why);
    if (!replay)
        FAIL(&ctx, "replay failed on line %d: %s", bad_line, why);
    if (memcmp(replay->state, s->state, sizeof(zb_state)) != 0)
        FAIL(&ctx, "replayed state differs");
    mm_session_free(replay);
    mm_session_free(s);
}

static const char *const all_random[4] = {"random", "random", "random", "random"};
static const char *const mixed[4] = {"greedy", "random", "greedy", "random"};

static void run_many(bool master)
{
    tally t = {0};
    for (int nseats = 2; nseats <= 4; nseats++) {
        for (int k = 0; k < NGAMES; k++) {
            uint64_t seed = (uint64_t)(nseats * 100000 + k);
            play_checked(seed, nseats, master, k < NGREEDY ? mixed : all_random, 0, &t);
        }
    }
    assert_int_equal(t.games, 3 * NGAMES);
    /* The rare paths all happened somewhere. */
    assert_true(t.attacks > 1000);
    assert_true(t.swaps > 100);
    assert_true(t.minus > 10);
    assert_true(t.bonus > 10);
    assert_true(t.takes > 1000);
    if (master) {
        assert_true(t.carrots > 50);
        assert_true(t.mice > 50);
        assert_true(t.bones > 50);
        assert_true(t.paws > 50);
        assert_true(t.discards > 50);
    } else {
        assert_int_equal(t.carrots + t.mice + t.bones + t.paws + t.discards, 0);
    }
}

static void test_500_games_each_for_2_3_4_players_keep_every_card_once(void **state)
{
    (void)state;
    run_many(false);
}

static void test_500_master_games_each_for_2_3_4_players_keep_every_card_once(void **state)
{
    (void)state;
    run_many(true);
}

static void test_legal_moves_views_and_determinize_agree(void **state)
{
    (void)state;
    tally t = {0};
    for (int k = 0; k < 2 * NCOMPLETE; k++)
        play_checked(7000 + (uint64_t)k, 2 + k % 3, k % 2 == 1, k % 4 < 2 ? mixed : all_random,
                     k < NCOMPLETE ? 2 : 1, &t);
}

/* The computer players' search sorts a position's moves by their codes, so
 * the values of the codes are part of how it plays: pinned here for moves of
 * each kind (the first and the last coloured card, jokers of each quarter,
 * every target, seats). */
static void test_move_codes_keep_their_values(void **state)
{
    (void)state;
    static const struct {
        const char *move;
        mm_code code;
    } pinned[] = {
        {"Bd1L>+", 1048625},         {"Bd2L>B", 2097233},
        {"Gb2R>W", 6294433},         {"W-0L>G", 5246737},
        {"w-0l>g", 5246737},         {"Wc0L@2:Gd4R>G", 22678834},
        {"Wb0R@4:Bd1L>+", 34619010}, {"stop", 1048579},
        {"minus", 1048580},          {"carrot G:W-0R<Gd2R", 6236613},
        {"mouse Rr1R>W", 6293446},   {"paw", 1048583},
        {"bonus Oc3L", 1049656},     {"bonus none", 1048589},
        {"discard Gb2R", 1051561},   {"stock W-0R", 1052458},
        {"pile", 1048587},           {"take 3", 26214412},
    };
    const mm_game *g = game();
    char why[MM_REASON_MAX];
    mm_state *s = g->new_game(NULL, 4, 1, why, sizeof why);
    assert_non_null(s);
    for (size_t i = 0; i < sizeof pinned / sizeof pinned[0]; i++) {
        mm_code code;
        assert_true(g->code_from_text(s, pinned[i].move, &code));
        if (code != pinned[i].code)
            fail_msg("%s: code %llu, was %llu", pinned[i].move, (unsigned long long)code,
                     (unsigned long long)pinned[i].code);
    }
    g->free(s);
}

int main(void)
{
    mm_test_init();
    /* ZB_TEST_FILTER=pattern runs only the matching tests (for profiling). */
    if (getenv("ZB_TEST_FILTER"))
        cmocka_set_test_filter(getenv("ZB_TEST_FILTER"));
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_500_games_each_for_2_3_4_players_keep_every_card_once),
        cmocka_unit_test(test_500_master_games_each_for_2_3_4_players_keep_every_card_once),
        cmocka_unit_test(test_legal_moves_views_and_determinize_agree),
        cmocka_unit_test(test_move_codes_keep_their_values),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
