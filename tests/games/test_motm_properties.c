/* SPDX-License-Identifier: MIT */
/* Monsters on the Moon: properties that hold after every move of many seeded
 * games between computer players (random and greedy), in every mode: card
 * conservation, the layout's top grid, the placement limits checked
 * independently of the rules code, crystals counted independently,
 * spaceships and Armstrong never covered, supplies, score rows adding up,
 * hidden information redacted and consistently determinized. */
#include "test_motm_rig.h"

#include "monstermoon/ai.h"

/* Games per mode and player count (more with MOTM_PROPERTY_GAMES set). */
#define NGAMES 12

typedef struct ctx {
    uint64_t seed;
    const char *mode, *missions;
    int nseats;
} ctx;

#define FAIL(c, ...)                                                                       \
    do {                                                                                   \
        char msg_[1024];                                                                   \
        snprintf(msg_, sizeof msg_, __VA_ARGS__);                                          \
        fail_msg("seed %llu, %d players, %s/%s: %s", (unsigned long long)(c)->seed,         \
                 (c)->nseats, (c)->mode, (c)->missions, msg_);                             \
    } while (0)

static int game_cards(const motm_state *m)
{
    return m->solo || m->nseats < 4 ? MOTM_NBASE : MOTM_NDECK4;
}

/* Every card of the game in exactly one place (landscapes and Armstrong at
 * most once, in the layout). */
static void check_cards(const ctx *c, const motm_state *m)
{
    int count[MOTM_NCARDS] = {0};
    for (int i = 0; i < m->ndeck; i++) {
        if (m->deck[i] < 0 || m->deck[i] >= game_cards(m))
            FAIL(c, "pile holds %d", m->deck[i]);
        count[m->deck[i]]++;
    }
    for (int s = 0; s < m->nseats; s++)
        for (int k = 0; k < m->nhand[s]; k++) {
            if (m->hand[s][k] < 0 || m->hand[s][k] >= game_cards(m))
                FAIL(c, "seat %d holds %d", s, m->hand[s][k]);
            count[m->hand[s][k]]++;
        }
    for (int i = 0; i < m->nplaced; i++)
        count[m->placed[i].card]++;
    for (int k = 0; k < 2; k++) {
        int sc = m->start_cards[k];
        if (sc < 0)
            continue;
        bool placed = false;
        for (int i = 0; i < m->nplaced; i++)
            placed |= m->placed[i].card == sc;
        if (!placed)
            count[sc]++;
    }
    for (int card = 0; card < game_cards(m); card++)
        if (count[card] != 1)
            FAIL(c, "card %d is in %d places", card + 1, count[card]);
    for (int card = MOTM_LANDSCAPE_1; card < MOTM_NCARDS; card++)
        if (count[card] > 1)
            FAIL(c, "start card %d is in %d places", card + 1, count[card]);
}

/* The top grid is what laying the cards in order gives (checked over the
 * layout's box and a margin; nothing is ever laid outside it). */
static void check_grid(const ctx *c, const motm_state *m)
{
    int x0, y0, x1, y1;
    if (!motm_layout_bounds(m, &x0, &y0, &x1, &y1))
        return;
    for (int y = y0 - 2; y <= y1 + 2; y++) {
        for (int x = x0 - 2; x <= x1 + 2; x++) {
            int expect = -1;
            for (int i = 0; i < m->nplaced; i++)
                if (motm_face_at(&m->placed[i], x, y) >= 0)
                    expect = i;
            if (motm_top_at(m, x, y) != expect)
                FAIL(c, "top at %d,%d is %d, expected %d", x, y, motm_top_at(m, x, y), expect);
        }
    }
}

static void check_pieces(const ctx *c, const motm_state *m)
{
    int ships[MM_MAX_SEATS] = {0}, tiles[MM_MAX_SEATS] = {0};
    for (int i = 0; i < m->nships; i++) {
        ships[m->ships[i].seat]++;
        if (motm_printed_at(m, m->ships[i].x, m->ships[i].y).kind != MOTM_SQ_CRYSTAL)
            FAIL(c, "a spaceship at %d,%d stands on no crystal", m->ships[i].x, m->ships[i].y);
    }
    for (int i = 0; i < m->ntiles; i++)
        tiles[m->tiles[i].seat]++;
    for (int s = 0; s < m->nseats; s++) {
        if (ships[s] > MOTM_SHIPS)
            FAIL(c, "seat %d landed %d spaceships", s, ships[s]);
        if (tiles[s] > (int)m->tile_taken[s][0] + (int)m->tile_taken[s][1])
            FAIL(c, "seat %d laid more tiles than it took", s);
        if (!m->solo && (m->track[s] < 0 || m->track[s] > motm_track_last(m->nseats)))
            FAIL(c, "seat %d on crystal field %d", s, m->track[s]);
        if (m->short_walls[s] < 0 || m->long_walls[s] < 0)
            FAIL(c, "seat %d has a negative wall supply", s);
    }
    for (int i = 0; i < m->nplaced; i++) {
        if (m->placed[i].card != MOTM_ARMSTRONG)
            continue;
        motm_cell cells[MOTM_CARD_SQUARES];
        motm_footprint(m->placed[i].x, m->placed[i].y, m->placed[i].rot, cells);
        for (int k = 0; k < 2; k++) /* squares 0 and 1: Armstrong and his camp */
            if (motm_top_at(m, cells[k].x, cells[k].y) != i)
                FAIL(c, "Armstrong's square %d was covered", k);
    }
    for (int i = 0; i < m->nwalls; i++)
        for (int j = 0; j < i; j++) {
            const motm_wall *a = &m->walls[i], *b = &m->walls[j];
            for (int ka = 0; ka < (a->is_long ? 2 : 1); ka++)
                for (int kb = 0; kb < (b->is_long ? 2 : 1); kb++)
                    if (a->vertical == b->vertical && a->x + (a->vertical ? 0 : ka) == b->x + (b->vertical ? 0 : kb) &&
                        a->y + (a->vertical ? ka : 0) == b->y + (b->vertical ? kb : 0))
                        FAIL(c, "walls %d and %d overlap", i, j);
        }
}

static void check_result(const ctx *c, const mm_state *state)
{
    mm_result r;
    motm()->result(state, &r);
    for (int s = 0; s < r.nseats; s++) {
        int sum = 0;
        for (int row = 0; row < r.nrows - 1; row++)
            sum += r.rows[row].value[s];
        if (sum != r.total[s] || r.rows[r.nrows - 1].value[s] != r.total[s])
            FAIL(c, "seat %d: rows add up to %d, total %d", s, sum, r.total[s]);
    }
}

/* Before a placement: the limits, checked here without the rules code, and
 * the crystals it must bring. Returns the expected crystal steps. */
static int check_placement(const ctx *c, const motm_state *m, const char *move)
{
    int card, x, y, deg;
    if (sscanf(move, "%d %d,%d %d", &card, &x, &y, &deg) != 4)
        return -1;
    card--;
    motm_cell cells[MOTM_CARD_SQUARES];
    motm_footprint(x, y, deg / 90, cells);
    int covered[MOTM_MAX_PLACED] = {0}, crystals = 0;
    for (int k = 0; k < MOTM_CARD_SQUARES; k++) {
        int t = motm_top_at(m, cells[k].x, cells[k].y);
        if (t < 0)
            continue;
        covered[t]++;
        motm_square under = motm_printed_at(m, cells[k].x, cells[k].y);
        if (motm_ship_at(m, cells[k].x, cells[k].y) >= 0)
            FAIL(c, "'%s' covers a spaceship", move);
        if (under.kind == MOTM_SQ_ARMSTRONG || under.kind == MOTM_SQ_CAMP)
            FAIL(c, "'%s' covers Armstrong", move);
        if (m->phase == MOTM_PHASE_FREE)
            FAIL(c, "start card '%s' lies on another", move);
        if (under.kind == MOTM_SQ_CRYSTAL)
            crystals++;
        else if (under.kind == MOTM_SQ_EMPTY && motm_card_is_landscape(m->placed[t].card) &&
                 motm_card_square(card, cells[k].face).kind == MOTM_SQ_CRYSTAL)
            crystals++;
    }
    for (int t = 0; t < m->nplaced; t++)
        if (covered[t] > 2)
            FAIL(c, "'%s' covers %d squares of one card", move, covered[t]);
    return crystals;
}

/* What a seat's view hides, and that filling it in keeps every card once. */
static void check_views(const ctx *c, const mm_state *state, mm_rng *rng)
{
    const motm_state *m = motm_from(state);
    for (int seat = -2; seat < m->nseats; seat++) {
        if (seat == -1)
            continue;
        mm_state *v = motm()->view_for(state, seat);
        const motm_state *vm = motm_from(v);
        for (int i = 0; i < vm->ndeck; i++)
            if (vm->deck[i] != MOTM_HIDDEN)
                FAIL(c, "seat %d sees the pile", seat);
        for (int s = 0; s < vm->nseats; s++) {
            if (s == seat)
                continue;
            /* Only the card this seat passed on stays known to it. */
            bool receiver = seat >= 0 && s == (seat + vm->nseats - 1) % vm->nseats;
            for (int k = 0; k < vm->nhand[s]; k++)
                if (vm->hand[s][k] != MOTM_HIDDEN && !(receiver && vm->hand[s][k] == m->passed[seat]))
                    FAIL(c, "seat %d sees a card of seat %d", seat, s);
            if (m->missions == MOTM_MISSIONS_SECRET && m->phase != MOTM_PHASE_OVER &&
                vm->secret[s][0] != MOTM_HIDDEN)
                FAIL(c, "seat %d sees seat %d's missions", seat, s);
        }
        motm()->determinize(v, seat < 0 ? 0 : seat, rng);
        check_cards(c, motm_from(v));
        motm()->free(v);
    }
}

static void play_one(ctx *c, mm_rng *rng)
{
    mm_seat seats[MM_MAX_SEATS];
    mm_test_cpu_seats(seats, c->nseats, c->seed % 2 ? "random" : "greedy");
    mm_options opts = {0};
    mm_options_set(&opts, "mode", c->mode);
    mm_options_set(&opts, "missions", c->missions);
    char why[MM_REASON_MAX];
    mm_session *s = mm_session_new(motm(), &opts, seats, c->nseats, c->seed, why, sizeof why);
    if (!s)
        FAIL(c, "new game: %s", why);
    const motm_state *m = motm_from(s->state);
    int moves = 0, hand_size = c->nseats == 2 ? 5 : c->nseats == 1 ? 1 : 3;
    int seat;
    while ((seat = motm()->to_move(s->state)) != MM_NOBODY) {
        if (++moves > 400)
            FAIL(c, "no end after 400 moves");
        if (m->phase == MOTM_PHASE_PLAY && m->step == MOTM_STEP_MAIN && !m->intermediate_done &&
            (c->mode[0] == 's' ? m->nhand[seat] != hand_size : m->nhand[seat] < hand_size))
            FAIL(c, "seat %d holds %d cards at its turn", seat, m->nhand[seat]);
        mm_move_list list;
        mm_move_list_init(&list);
        motm()->sample_moves(s->state, rng, 12, &list);
        if (list.n == 0)
            FAIL(c, "no candidate moves in phase %d step %d", (int)m->phase, (int)m->step);
        for (int i = 0; i < list.n; i++)
            if (!motm()->validate(s->state, seat, list.items[i], why, sizeof why))
                FAIL(c, "candidate '%s' is illegal: %s", list.items[i], why);
        mm_move_list_free(&list);
        char move[256];
        if (!mm_ai_choose(mm_ai_find(seats[seat].ai), motm(), s->state, seat, rng, move,
                          sizeof move))
            FAIL(c, "seat %d found no move", seat);
        char text[256];
        motm()->describe_move(s->state, move, text, sizeof text);
        if (!text[0])
            FAIL(c, "'%s' has no description", move);
        bool placing = m->phase == MOTM_PHASE_PLAY && m->step == MOTM_STEP_MAIN;
        int crystals = check_placement(c, m, move);
        int track = m->track[seat], last = m->solo ? 0 : motm_track_last(m->nseats);
        if (!mm_session_play(s, seat, move, NULL, why, sizeof why))
            FAIL(c, "'%s' rejected: %s", move, why);
        if (placing && crystals >= 0 && !m->solo) {
            int want = track + crystals > last ? last : track + crystals;
            if (m->track[seat] != want)
                FAIL(c, "'%s' moved seat %d from %d to %d, expected %d", move, seat, track,
                     m->track[seat], want);
        }
        check_cards(c, m);
        check_grid(c, m);
        check_pieces(c, m);
        check_result(c, s->state);
        if (moves % 7 == 0)
            check_views(c, s->state, rng);
    }
    if (!motm()->is_over(s->state))
        FAIL(c, "nobody to move but not over");
    for (int i = 0; i < c->nseats; i++)
        if (m->nhand[i] != 0)
            FAIL(c, "seat %d ends with %d cards", i, m->nhand[i]);
    if (m->missions != MOTM_MISSIONS_NONE)
        for (int i = 0; i < c->nseats; i++)
            if (m->chosen[i] == 0)
                FAIL(c, "seat %d chose no mission", i);
    mm_session_free(s);
}

static int ngames(void)
{
    const char *env = getenv("MOTM_PROPERTY_GAMES");
    return env && atoi(env) > 0 ? atoi(env) : NGAMES;
}

static void run_mode(const char *mode, const char *missions, int from, int to)
{
    mm_rng rng;
    for (int n = from; n <= to; n++) {
        for (int g = 0; g < ngames(); g++) {
            ctx c = {(uint64_t)(1000 * n + g), mode, missions, n};
            mm_rng_seed(&rng, c.seed * 31 + 7);
            play_one(&c, &rng);
        }
    }
}

static void test_standard(void **state)
{
    (void)state;
    run_mode("standard", "none", 2, 4);
}

static void test_advanced(void **state)
{
    (void)state;
    run_mode("advanced", "none", 2, 4);
}

static void test_secret_missions(void **state)
{
    (void)state;
    run_mode("standard", "secret", 2, 4);
    run_mode("advanced", "secret", 3, 3);
}

static void test_open_missions(void **state)
{
    (void)state;
    run_mode("advanced", "open", 2, 4);
    run_mode("standard", "open", 3, 3);
}

static void test_solo(void **state)
{
    (void)state;
    run_mode("standard", "none", 1, 1);
}

int main(void)
{
    mm_test_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_standard),
        cmocka_unit_test(test_advanced),
        cmocka_unit_test(test_secret_missions),
        cmocka_unit_test(test_open_missions),
        cmocka_unit_test(test_solo),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
