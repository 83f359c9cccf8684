/* SPDX-License-Identifier: MIT */
/* Catch the Moon benchmark: physics costs, exact copies and Continue, the
 * computer players' thinking, how the hard player scores alone, and how a
 * scripted careful hand builds. Prints figures, asserts nothing. Times are
 * CPU seconds of the measuring thread (one core), so a busy machine slows
 * the run but not the figures.
 *
 *   cmake --build build --target bench-ctm     (everything: 40 hard and 20 careful games)
 *   ./build/tests/mm_bench_ctm 4 4             (fewer games: hard, careful)
 *   ./build/tests/mm_bench_ctm 20 0 20 solo    (hard-player games 21-40 only;
 *                                               CTM_BENCH_VERBOSE=1 times each decision)
 *   ./build/tests/mm_bench_ctm 0 10 10 careful (careful-hand games 11-20 only;
 *                                               CTM_BENCH_VERBOSE=1 tells each turn)
 *   ./build/tests/mm_bench_ctm 0 5 0 spots     (how many sampled spots stand when let go)
 *   ./build/tests/mm_bench_ctm 0 8 1 copies    (the hard player's games of seeds 1-8: their
 *                                               placements and towers, for bench_copies)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ctm.h"
#include "monstermoon/ai.h"
#include "monstermoon/i18n.h"
#include "monstermoon/session.h"

static const mm_game *G = &mm_game_catch_the_moon;
static int verbose;

static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int by_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double quantile(double *v, int n, double q)
{
    if (n == 0)
        return 0;
    qsort(v, (size_t)n, sizeof *v, by_double);
    int k = (int)ceil(q * n) - 1;
    return v[k < 0 ? 0 : k >= n ? n - 1 : k];
}

/* A session of `nseats` computer players `ai`, cooperative or not. */
static mm_session *new_session(uint64_t seed, int nseats, const char *ai, const char *mode)
{
    mm_seat seats[MM_MAX_SEATS];
    for (int i = 0; i < nseats; i++) {
        memset(&seats[i], 0, sizeof seats[i]);
        seats[i].kind = MM_SEAT_CPU;
        snprintf(seats[i].ai, sizeof seats[i].ai, "%s", ai);
        snprintf(seats[i].name, sizeof seats[i].name, "CPU %d", i + 1);
    }
    mm_options o = {0};
    mm_options_set(&o, "mode", mode);
    char why[MM_REASON_MAX];
    mm_session *s = mm_session_new(G, &o, seats, nseats, seed, why, sizeof why);
    if (!s) {
        fprintf(stderr, "bench: %s\n", why);
        exit(1);
    }
    return s;
}

static void play(mm_session *s, const char *move)
{
    char why[MM_REASON_MAX];
    if (!mm_session_play(s, G->to_move(s->state), move, NULL, why, sizeof why)) {
        fprintf(stderr, "bench: move '%s' refused: %s\n", move, why);
        exit(1);
    }
}

/* A game `ai` built up to `placements` placements (never scoring). */
static mm_session *built(uint64_t seed, int placements, const char *ai, const char *mode)
{
    mm_session *s = new_session(seed, 2, ai, mode);
    mm_rng rng;
    mm_rng_seed(&rng, seed);
    while (!G->is_over(s->state) &&
           (ctm_from(s->state)->nstarted < 2 || ctm_from(s->state)->placements < placements)) {
        char move[1024];
        if (!mm_ai_choose(mm_ai_find(ai), G, s->state, G->to_move(s->state), &rng, move,
                          sizeof move))
            break;
        if (strcmp(move, "score") == 0)
            continue;
        play(s, move);
    }
    return s;
}

/* Validation (parse + shape query) and a placement's simulation and judging
 * (apply: release, settle, verdict), on towers of growing height. */
static void bench_placements(void)
{
    for (int moves = 0; moves <= 16; moves += 8) {
        mm_session *session = built(7, moves, "ctm", "competitive");
        const mm_state *st = session->state;
        mm_move_list list;
        mm_move_list_init(&list);
        mm_rng rng;
        mm_rng_seed(&rng, 11);
        G->sample_moves(st, &rng, 24, &list);
        int seat = G->to_move(st), n = 0, applied = 0;
        char why[MM_REASON_MAX];
        double t0 = cpu_now();
        for (int r = 0; r < 20; r++)
            for (int i = 0; i < list.n; i++, n++)
                G->validate(st, seat, list.items[i], why, sizeof why);
        double t_validate = (cpu_now() - t0) / n, t_apply = 0, settle = 0;
        for (int i = 0; i < list.n; i++) {
            if (strcmp(list.items[i], "score") == 0)
                continue;
            mm_state *c = G->clone(st);
            ctm_world_of(ctm_from(c));
            mm_events ev = {0};
            double t1 = cpu_now();
            G->apply(c, list.items[i], &ev);
            t_apply += cpu_now() - t1;
            settle += ctm_from(c)->last.settle_time;
            applied++;
            G->free(c);
        }
        printf("tower of %2d ladders: validate %6.1f us, placement (simulate + judge) %5.1f ms "
               "(%.2f s simulated)\n",
               ctm_from(st)->npieces, t_validate * 1e6, t_apply * 1e3 / (applied ? applied : 1),
               settle / (applied ? applied : 1));
        mm_move_list_free(&list);
        mm_session_free(session);
    }
}

/* Bit for bit: every body's pose and motion. */
static bool same_world(const ctm_world *a, const ctm_world *b)
{
    if (ctm_world_count(a) != ctm_world_count(b))
        return false;
    for (int i = 0; i < ctm_world_count(a); i++) {
        ctm_pose p = ctm_world_pose(a, i), q = ctm_world_pose(b, i);
        ctm_motion m = ctm_world_motion(a, i), k = ctm_world_motion(b, i);
        if (memcmp(&p, &q, sizeof p) != 0 || memcmp(&m, &k, sizeof m) != 0)
            return false;
    }
    return true;
}

/* The longest game the rules allow: the box holds 27 ladders to place (of
 * the 30, three are straight start ladders: two go into the cloud, the third
 * stays in the box as the spare), so a game ends with its 27th placement at
 * the latest and its tower holds at most 29 ladders; 30 placements or 30
 * standing ladders cannot happen. The hard players' game of seed COPY_SEED
 * is one of 27 placements with all 29 ladders standing at its end
 * (`mm_bench_ctm 0 N FIRST copies` tries N seeds from FIRST: seeds 1-12
 * held 11 to 27 placements and left 2 to 29 ladders standing; 10 and 11
 * held 27 and left 29; seed 21, the one used before, 27 and 10). */
#define COPY_SEED 10

/* An exact copy of that game (the checkpoint's world rebuilt), checked
 * against the world the game replayed from its seed; and Continue: the
 * whole record replayed, as the menu does. */
static void bench_copies(uint64_t seed)
{
    mm_session *s = built(seed, CTM_NLADDERS, "ctm", "competitive");
    const ctm_state *real = ctm_from(s->state);
    const int reps = 20;
    double t0 = cpu_now();
    for (int r = 0; r < reps; r++) {
        mm_state *copy = G->clone(s->state);
        ctm_world_of(ctm_from(copy));
        G->free(copy);
    }
    double t_copy = (cpu_now() - t0) / reps;
    char *text = mm_record_to_text(&s->rec);
    mm_record rec;
    mm_record_init(&rec);
    int line;
    char why[MM_REASON_MAX];
    double t_continue = 0;
    bool same = false;
    if (mm_record_from_text(&rec, text, &line, why, sizeof why)) {
        double t1 = cpu_now();
        mm_session *again = mm_session_from_record(&rec, &line, why, sizeof why);
        t_continue = cpu_now() - t1;
        mm_state *copy = G->clone(s->state);
        same = again && ctm_same_tower(ctm_from(again->state), real) &&
               same_world(ctm_world_of(ctm_from(again->state)), ctm_world_of(ctm_from(copy))) &&
               same_world(ctm_world_of(real), ctm_world_of(ctm_from(copy)));
        /* ... and they go on alike. */
        mm_rng rng;
        mm_rng_seed(&rng, 3);
        char move[1024];
        if (same && !G->is_over(s->state) &&
            mm_ai_choose(mm_ai_find("ctm-easy"), G, s->state, G->to_move(s->state), &rng, move,
                         sizeof move)) {
            mm_events e1 = {0}, e2 = {0};
            G->apply(copy, move, &e1);
            G->apply(again->state, move, &e2);
            same = ctm_same_tower(ctm_from(copy), ctm_from(again->state)) &&
                   same_world(ctm_world_of(ctm_from(copy)), ctm_world_of(ctm_from(again->state)));
        }
        G->free(copy);
        mm_session_free(again);
    }
    printf("exact copy of a %d-placement game (seed %llu, the most a game holds: %d; tower of %d, "
           "at most %d): %.2f ms; restored and replayed worlds %s\n",
           real->placements, (unsigned long long)seed, CTM_NLADDERS - CTM_NSTRAIGHT,
           real->npieces, CTM_NLADDERS - 1, t_copy * 1e3, same ? "agree bit for bit" : "DIFFER");
    printf("Continue of that game (%d moves replayed from the record): %.0f ms\n", rec.moves.n,
           t_continue * 1e3);
    mm_record_free(&rec);
    free(text);
    mm_session_free(s);
}

/* The hard player's games of `games` seeds from `first`: how many placements
 * each holds and how many ladders stand at its end (to choose COPY_SEED). */
static void bench_copy_seeds(int games, int first)
{
    for (int g = first; g < first + games; g++) {
        double t0 = cpu_now();
        mm_session *s = built((uint64_t)g, CTM_NLADDERS, "ctm", "competitive");
        const ctm_state *c = ctm_from(s->state);
        printf("seed %3d: %2d placements, tower of %2d ladders at the end (%.0f s to play)\n", g,
               c->placements, c->npieces, cpu_now() - t0);
        fflush(stdout);
        mm_session_free(s);
    }
}

/* CPU seconds a computer player thinks per turn, on a mid-game tower. */
static void bench_turns(void)
{
    /* Competitive, so that nobody just scores the tower. */
    mm_session *s = built(3, 10, "ctm", "competitive");
    const char *ids[] = {"random", "greedy", "ctm-easy", "ctm-medium", "ctm"};
    for (size_t k = 0; k < sizeof ids / sizeof ids[0]; k++) {
        const mm_ai *ai = mm_ai_find(ids[k]);
        mm_rng rng;
        mm_rng_seed(&rng, 5);
        const int turns = 3;
        double t0 = cpu_now();
        for (int i = 0; i < turns; i++) {
            char move[1024];
            mm_ai_choose(ai, G, s->state, G->to_move(s->state), &rng, move, sizeof move);
        }
        printf("computer turn, %-10s %8.1f ms (tower of %d)\n", ids[k],
               (cpu_now() - t0) * 1e3 / turns, ctm_from(s->state)->npieces);
    }
    mm_session_free(s);
}

/* Rebuilt towers left alone: at a turn's start the game's world is rebuilt
 * from the tower's poses (the checkpoint) with cold contacts. Counts the
 * towers that fall by themselves when so rebuilt, with gravity easing in as
 * the game does it, and (for comparison) with gravity whole at once. */
typedef struct rebuilds {
    int towers, fell, fell_at_once;
} rebuilds;

static bool left_alone_falls(const ctm_state *c, bool ease)
{
    ctm_world *w = ctm_world_new(false);
    for (int i = 0; i < c->npieces; i++) {
        const ctm_piece *p = &c->pieces[i];
        if (p->socket >= 0)
            ctm_world_add_start(w, p->ladder, p->socket, p->pose);
        else
            ctm_world_add(w, p->ladder, p->pose, (ctm_motion){0, 0, 0});
    }
    if (ease)
        ctm_world_ease_in(w);
    ctm_world_settle(w, NULL, NULL);
    bool fell = ctm_world_any_fallen(w, -1);
    ctm_world_free(w);
    return fell;
}

static void check_rebuild(const mm_session *s, rebuilds *r)
{
    const ctm_state *c = ctm_from(s->state);
    if (c->holding || c->nstarted < 2 || c->end != CTM_END_NONE)
        return;
    r->towers++;
    r->fell += left_alone_falls(c, true);
    r->fell_at_once += left_alone_falls(c, false);
}

static void print_rebuilds(const char *who, const rebuilds *r)
{
    printf("%s: towers rebuilt at a turn's start and left alone: %d of %d fell by themselves "
           "(with gravity whole at once: %d)\n",
           who, r->fell, r->towers, r->fell_at_once);
}

/* The hard player alone, cooperative: its best scoring and its thinking. */
static void bench_solo(int games, int first)
{
    int zero = 0, tall = 0, nthink = 0, cap = 4096;
    double *best = calloc((size_t)games, sizeof *best), *think = calloc((size_t)cap, sizeof *think);
    double think_sum = 0;
    rebuilds rb = {0, 0, 0};
    for (int g = first; g < first + games; g++) {
        mm_session *s = new_session((uint64_t)(100 + g), 1, "ctm", "cooperative");
        mm_rng rng;
        mm_rng_seed(&rng, (uint64_t)g);
        int most = 0, mistakes = 0;
        double top = 0;
        while (!G->is_over(s->state)) {
            char move[1024];
            check_rebuild(s, &rb);
            double t1 = cpu_now();
            bool chosen = mm_ai_choose(mm_ai_find("ctm"), G, s->state, 0, &rng, move, sizeof move);
            double dt = cpu_now() - t1;
            if (nthink < cap)
                think[nthink++] = dt;
            think_sum += dt;
            if (verbose && chosen)
                printf("  decision %.3f s, tower of %d (%.0f cm), %s\n", dt,
                       ctm_from(s->state)->npieces, ctm_tower_top(ctm_from(s->state)),
                       move[0] == 'P' ? "placement" : move);
            if (!chosen)
                break;
            play(s, move);
            const ctm_state *c = ctm_from(s->state);
            mistakes += move[0] == 'P' && c->last.miss != 0;
            most = c->npieces > most ? c->npieces : most;
            top = fmax(top, ctm_tower_top(c));
        }
        const ctm_state *c = ctm_from(s->state);
        printf("hard solo game %2d: tallest %2d ladders (%.0f cm), %d mistakes, %d scorings, "
               "best %2d points\n",
               g + 1, most, top, mistakes, c->nscorings, c->best);
        fflush(stdout);
        best[g - first] = c->best;
        zero += c->best == 0;
        tall += top > CTM_LID_HEIGHT;
        mm_session_free(s);
    }
    double mean_think = think_sum / (nthink ? nthink : 1);
    printf("hard player alone, %d games: median best scoring %.1f points, %d games (%.0f %%) at "
           "0, the tower passed the lid in %d\n",
           games, quantile(best, games, 0.5), zero, 100.0 * zero / games, tall);
    printf("hard player decisions: %d, mean %.3f s, p99 %.3f s, longest %.3f s (CPU, one core)\n",
           nthink, mean_think, quantile(think, nthink, 0.99), quantile(think, nthink, 1.0));
    print_rebuilds("hard player alone", &rb);
    free(best);
    free(think);
}

/* ============================================================ careful hand */

/* Sends the hold's finished pieces; false once the turn is over. */
static bool send(mm_session *s, ctm_hold *h, int placements)
{
    char move[1024];
    while (ctm_hold_next_piece(h, move, sizeof move))
        play(s, move);
    return ctm_from(s->state)->placements == placements;
}

/* Moves the hand from `from` to `to` at `speed` cm/s (turning along), then
 * holds still for `still` seconds; false once the turn is over. */
static bool glide(mm_session *s, ctm_hold *h, ctm_pose from, ctm_pose to, double speed,
                  double still, int placements)
{
    double dist = hypot(to.x - from.x, to.y - from.y) + 5.0 * fabs(to.a - from.a);
    double t = dist / speed + still;
    for (double u = 0; u < t; u += 1.0 / 60) {
        double k = dist > 0 ? fmin(1, u * speed / dist) : 1;
        ctm_pose at = {from.x + (to.x - from.x) * k, from.y + (to.y - from.y) * k,
                       from.a + (to.a - from.a) * k};
        ctm_hold_update(h, at, 1.0 / 60);
        if (!send(s, h, placements))
            return false;
    }
    return true;
}

/* Where the held ladder is (the hold lists it last). */
static ctm_pose held_pose(const ctm_hold *h)
{
    ctm_piece pieces[CTM_NLADDERS + 1];
    int n = ctm_hold_pieces(h, pieces, CTM_NLADDERS + 1);
    return pieces[n - 1].pose;
}

/* The careful hand's probe of one spot: the ladder hanging from the hand,
 * `hang` cm below it in free air. */
typedef struct probe {
    mm_session *s;
    ctm_hold *h;
    int placements;
    ctm_pose at; /* the hand's target */
    double hang; /* how far the ladder hangs below the hand in free air */
    bool going;  /* the turn goes on */
} probe;

/* How far above its spot the careful hand holds a ladder to check it. */
#define HOVER_CM 0.25
/* How far out the careful hand starts its way in. */
#define WAY_CM 5.0

static bool probe_to(probe *pr, ctm_pose to, double speed, double still)
{
    if (pr->going)
        pr->going = glide(pr->s, pr->h, pr->at, to, speed, still, pr->placements);
    pr->at = to;
    return pr->going;
}

/* Holds still, then reads the live check: its verdict, or -1 (no check:
 * in free air, or the turn is over). */
static int check(probe *pr)
{
    if (!probe_to(pr, pr->at, 1.0, 0.5))
        return -1;
    ctm_hold_info info;
    ctm_hold_status(pr->h, &info);
    ctm_verdict v;
    if (!info.in_contact || !ctm_hold_preview(pr->h, &v))
        return -1;
    return v.miss;
}

/* Whether the careful hand lets go at a check: green, or (`settle_for`) a
 * spot where only the die's condition is missed and the tower stays. */
static bool good(int miss, bool settle_for)
{
    return miss == 0 || (settle_for && miss == CTM_MISS_CONDITION);
}

/* A way in to `spot` that a person can see is clear: straight down from
 * above, or slanting in from either side, or sideways (a spot under an
 * overhang is reached from the side). The unit vector points away from the
 * spot; false when every way passes through the tower. */
static bool way_in(const ctm_state *c, ctm_pose spot, double *dx, double *dy)
{
    static const double dirs[][2] = {
        {0, 1}, {-0.7071, 0.7071}, {0.7071, 0.7071}, {-1, 0}, {1, 0},
    };
    const ctm_world *w = ctm_world_of(c);
    for (size_t k = 0; k < sizeof dirs / sizeof dirs[0]; k++) {
        bool clear = true;
        for (double d = 0.25; d <= WAY_CM && clear; d += 0.25) {
            ctm_pose p = {spot.x + dirs[k][0] * d, spot.y + dirs[k][1] * d, spot.a};
            clear = ctm_world_gap(w, c->ladder, p, -1, 1) > 0.1;
        }
        if (clear) {
            *dx = dirs[k][0];
            *dy = dirs[k][1];
            return true;
        }
    }
    return false;
}

/* Probes spot `spot`: in slowly along a clear way until the ladder hovers
 * just above the spot, not yet touching; held still there, the live check
 * shows what letting go would do. Lets go where it is good, else takes the
 * ladder out the way it came, without a touch. Returns 1 when it let go, 0
 * when it took the ladder away again (or found no way in), -1 when the turn
 * is over (ladders fell while holding). The checks' verdicts go to `log`. */
static int probe_spot(mm_session *s, ctm_pose spot, bool settle_for, int *found, char *log,
                      size_t len)
{
    double dx, dy;
    if (!way_in(ctm_from(s->state), spot, &dx, &dy))
        return 0;
    probe pr = {.s = s, .placements = ctm_from(s->state)->placements, .going = true};
    ctm_pose start = {spot.x + dx * WAY_CM, spot.y + dy * WAY_CM, spot.a};
    pr.h = ctm_hold_new(G->clone(s->state), start);
    if (!pr.h)
        return -1;
    pr.at = start;
    probe_to(&pr, start, 1.0, 0.4);
    /* The ladder hangs a little below the hand. */
    pr.hang = ctm_hold_hand(pr.h).y - held_pose(pr.h).y;
    start.y += pr.hang;
    probe_to(&pr, start, 1.0, 0.2);
    ctm_pose rest = {spot.x + dx * HOVER_CM, spot.y + dy * HOVER_CM + pr.hang, spot.a};
    probe_to(&pr, rest, 2.0, 0.2);
    int miss = check(&pr);
    if (verbose && strlen(log) + 8 < len)
        snprintf(log + strlen(log), len - strlen(log), " %d", miss);
    if (miss == CTM_MISS_CONDITION && found)
        *found = 1;
    char move[1024];
    if (pr.going && miss >= 0 && good(miss, settle_for) &&
        ctm_hold_release(pr.h, move, sizeof move)) {
        ctm_hold_free(pr.h);
        play(s, move);
        return 1;
    }
    /* Not good: out the way it came (the ladder leaves the tower once it
     * is clear of it and the tower is calm). */
    for (int k = 1; pr.going && k <= 8; k++) {
        ctm_hold_info info;
        ctm_hold_status(pr.h, &info);
        if (!info.in_contact)
            break;
        probe_to(&pr, (ctm_pose){rest.x + dx * 2 * k, rest.y + dy * 2 * k, rest.a}, 2.0, 0.3);
    }
    if (!pr.going) {
        ctm_hold_free(pr.h);
        return -1;
    }
    ctm_hold_info info;
    ctm_hold_status(pr.h, &info);
    if (info.in_contact) {
        /* The tower would not let go of it: let go where it is. */
        if (ctm_hold_release(pr.h, move, sizeof move)) {
            ctm_hold_free(pr.h);
            play(s, move);
            return 1;
        }
        ctm_hold_free(pr.h);
        return -1;
    }
    G->free(ctm_hold_cancel(pr.h));
    return 0;
}

/* Spots the careful hand tries in a turn. */
#define CAREFUL_SPOTS 40

/* One turn of the careful hand: candidate spots from the rules' sampler,
 * each probed (probe_spot) and let go only where the live check is green;
 * when none is, a spot where the tower stays and only the die is missed. */
static void careful_turn(mm_session *s, mm_rng *rng)
{
    const ctm_state *c = ctm_from(s->state);
    int placements = c->placements;
    ctm_face face = c->face;
    mm_move_list list;
    mm_move_list_init(&list);
    G->sample_moves(s->state, rng, CAREFUL_SPOTS, &list);
    ctm_pose spots[CAREFUL_SPOTS];
    int nspots = 0, tried = 0;
    for (int i = 0; i < list.n && nspots < CAREFUL_SPOTS; i++) {
        ctm_move mv;
        char why[MM_REASON_MAX];
        if (ctm_move_parse(list.items[i], &mv, why, sizeof why) && mv.kind == CTM_MOVE_PLACE)
            spots[nspots++] = mv.pose;
    }
    mm_move_list_free(&list);
    char log[512] = "";
    int settle[CAREFUL_SPOTS] = {0};
    int result = 0;
    for (int pass = 0; pass < 2 && result == 0; pass++)
        for (int i = 0; i < nspots && result == 0; i++) {
            if (pass == 1 && !settle[i])
                continue;
            tried++;
            result = probe_spot(s, spots[i], pass == 1, &settle[i], log, sizeof log);
        }
    if (verbose) {
        const ctm_state *now = ctm_from(s->state);
        printf("  turn face %d: %s after %d probes of %d spots [%s] -> miss %d top %.1f\n", face,
               result > 0   ? "let go"
               : result < 0 ? "fell while holding"
                            : "nothing good",
               tried, nspots, log, now->placements > placements ? now->last.miss : -1,
               ctm_tower_top(now));
    }
    if (result != 0 || ctm_from(s->state)->placements != placements)
        return;
    /* Nothing good: the first spot, let go from just above. */
    char move[1024];
    ctm_move mv = {.kind = CTM_MOVE_PLACE, .pose = nspots ? spots[0] : (ctm_pose){0, 0, 0}};
    char why[MM_REASON_MAX];
    if (nspots && ctm_move_format(&mv, move, sizeof move) &&
        G->validate(s->state, G->to_move(s->state), move, why, sizeof why)) {
        play(s, move);
    } else if (mm_ai_choose(mm_ai_find("ctm-easy"), G, s->state, G->to_move(s->state), rng, move,
                            sizeof move)) {
        /* No spot near the top at all: wherever the easy player would. */
        play(s, move);
    }
}

static void bench_careful(int games, int first)
{
    int past = 0;
    double tops = 0;
    rebuilds rb = {0, 0, 0};
    for (int g = first; g < first + games; g++) {
        mm_session *s = new_session((uint64_t)(300 + g), 1, "ctm", "cooperative");
        play(s, "socket 2");
        play(s, "socket 3");
        mm_rng rng;
        mm_rng_seed(&rng, (uint64_t)g);
        double top = 0;
        int turns = 0;
        while (!G->is_over(s->state) && turns++ < 60) {
            const ctm_state *c = ctm_from(s->state);
            int gain = ctm_lid_score(c).points - c->best;
            char why[MM_REASON_MAX];
            if (gain > 0 && (c->best == 0 || gain >= 3 || c->npile == 0) &&
                G->validate(s->state, 0, "score", why, sizeof why))
                play(s, "score");
            check_rebuild(s, &rb);
            if (!G->is_over(s->state))
                careful_turn(s, &rng);
            top = fmax(top, ctm_tower_top(ctm_from(s->state)));
        }
        const ctm_state *c = ctm_from(s->state);
        printf("careful hand game %2d: highest %.0f cm, %d placements, best %d points\n", g + 1,
               top, c->placements, c->best);
        fflush(stdout);
        past += top > CTM_LID_HEIGHT;
        tops += top;
        mm_session_free(s);
    }
    printf("careful hand, %d solo games: the tower passed the lid (%.0f cm) in %d, highest %.0f cm "
           "on average\n",
           games, CTM_LID_HEIGHT, past, tops / games);
    print_rebuilds("careful hand", &rb);
}

/* How many of the rules' sampled spots stand when a ladder is simply let go
 * there, on the towers the hard player builds: what the physics offers a
 * steady hand (friction, hooking and shapes change it). */
static void bench_spots(int games)
{
    int stand = 0, ok = 0, all = 0;
    for (int g = 0; g < games; g++) {
        mm_session *s = new_session((uint64_t)(300 + g), 1, "ctm", "cooperative");
        mm_rng rng;
        mm_rng_seed(&rng, (uint64_t)g);
        for (int turn = 0; turn < 14 && !G->is_over(s->state); turn++) {
            const ctm_state *c = ctm_from(s->state);
            if (c->nstarted >= 2 && c->ladder >= 0 && !c->holding) {
                mm_move_list list;
                mm_move_list_init(&list);
                G->sample_moves(s->state, &rng, 40, &list);
                for (int i = 0; i < list.n; i++) {
                    if (list.items[i][0] != 'P')
                        continue;
                    mm_state *t = G->clone(s->state);
                    mm_events ev = {0};
                    G->apply(t, list.items[i], &ev);
                    int miss = ctm_from(t)->last.miss;
                    all++;
                    stand += (miss & (CTM_MISS_FELL | CTM_MISS_GROUND)) == 0;
                    ok += miss == 0;
                    G->free(t);
                }
                mm_move_list_free(&list);
            }
            char move[1024];
            if (!mm_ai_choose(mm_ai_find("ctm"), G, s->state, 0, &rng, move, sizeof move))
                break;
            if (strcmp(move, "score") == 0) {
                turn--;
                play(s, move);
                continue;
            }
            play(s, move);
        }
        printf("spots game %d: tower top %.1f, %d spots, %d stand, %d succeed\n", g + 1,
               ctm_tower_top(ctm_from(s->state)), all, stand, ok);
        fflush(stdout);
        mm_session_free(s);
    }
    printf("spots: %d of %d stand (%.1f %%), %d succeed (%.1f %%)\n", stand, all,
           100.0 * stand / all, ok, 100.0 * ok / all);
}

int main(int argc, char **argv)
{
    mm_i18n_init("/nonexistent", NULL, 0);
    verbose = getenv("CTM_BENCH_VERBOSE") ? atoi(getenv("CTM_BENCH_VERBOSE")) : 0;
    int hard = argc > 1 ? atoi(argv[1]) : 40;
    int careful = argc > 2 ? atoi(argv[2]) : 20;
    int first = argc > 3 ? atoi(argv[3]) : 0;
    bool solo_only = argc > 4 && strcmp(argv[4], "solo") == 0;
    bool careful_only = argc > 4 && strcmp(argv[4], "careful") == 0;
    if (argc > 4 && strcmp(argv[4], "spots") == 0) {
        bench_spots(careful);
        return 0;
    }
    if (argc > 4 && strcmp(argv[4], "copies") == 0) {
        bench_copy_seeds(careful, first);
        return 0;
    }
    if (!solo_only && !careful_only) {
        bench_placements();
        bench_copies(COPY_SEED);
        bench_turns();
    }
    if (careful > 0 && !solo_only)
        bench_careful(careful, careful_only ? first : 0);
    if (hard > 0 && !careful_only)
        bench_solo(hard, first);
    return 0;
}
