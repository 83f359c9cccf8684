/* SPDX-License-Identifier: MIT */
/* Catch the Moon: the rules (turns, raindrops, scorings, the end) and the
 * game table. Rulebook: catch-the-moon.de.txt; decisions it leaves open are in
 * docs/games/catch-the-moon.md. The physics lives in world.c and place.c. */
#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctm.h"
#include "monstermoon/i18n.h"

/* Bounds a placement must stay within (centimetres, cm/s, rad/s). */
#define MAX_X 150.0
#define MAX_Y 300.0
#define MAX_SPEED CTM_MAX_SPEED
#define MAX_SPIN CTM_MAX_SPIN
/* The hand holds the ladder near its middle. */
#define MAX_GRIP 8.0

/* Moves a game can have: every ladder placed once, the scorings, and room. */
#define HISTORY_MAX (CTM_NLADDERS + CTM_MAX_SCORINGS + 8)

/* How to rebuild a state's world exactly. At every turn's end (and after
 * setup moves and scorings) the live world itself is rebuilt from the
 * tower's poses, so that the poses are its whole state: a checkpoint. A
 * copy rebuilds the world from the last checkpoint's poses and replays only
 * the moves made since, the hand's path of a turn still under way. Copies
 * therefore cost the same however long the game has run. */
struct ctm_lineage {
    ctm_state base; /* the state at the last checkpoint (no pointers) */
    mm_move_list moves;
};

const ctm_state *ctm_from(const mm_state *state)
{
    return (const ctm_state *)(const void *)state;
}

ctm_state *ctm_mut(mm_state *state)
{
    return (ctm_state *)(void *)state;
}

static mm_state *wrap(ctm_state *s)
{
    return (mm_state *)(void *)s;
}

const char *ctm_face_text(ctm_face face)
{
    switch (face) {
    case CTM_FACE_ONE:
        return _("Touch exactly one ladder.");
    case CTM_FACE_TWO:
        return _("Touch exactly two ladders.");
    case CTM_FACE_MOON:
        return _("Become the highest point, touching one or two ladders.");
    }
    return "";
}

double ctm_tower_top(const ctm_state *s)
{
    double top = 0;
    for (int i = 0; i < s->npieces; i++) {
        double b, t;
        ctm_extent(s->pieces[i].ladder, s->pieces[i].pose, &b, &t);
        top = fmax(top, t);
    }
    return top;
}

ctm_scoring ctm_lid_score(const ctm_state *s)
{
    ctm_scoring sc = {0, 0, 0};
    for (int i = 0; i < s->npieces; i++) {
        double b, t;
        ctm_extent(s->pieces[i].ladder, s->pieces[i].pose, &b, &t);
        if (b > CTM_LID_HEIGHT)
            sc.fully++;
        else if (t > CTM_LID_HEIGHT)
            sc.partly++;
    }
    sc.points = sc.partly + 3 * sc.fully;
    return sc;
}

const char *ctm_rating(int points)
{
    if (points >= 9)
        return _("Extraordinary! You caught the moon.");
    if (points >= 6)
        return _("Great! You gathered some moon dust.");
    if (points >= 3)
        return _("Well done: you touched the moon.");
    if (points >= 1)
        return _("A good start. Can you do better next time?");
    return _("The moon is still out of reach.");
}

/* ================================================================ lineage */

static void lineage_free(ctm_lineage *l)
{
    if (!l)
        return;
    mm_move_list_free(&l->moves);
    free(l);
}

/* A lineage whose checkpoint is this state. */
static ctm_lineage *lineage_at(const ctm_state *s)
{
    ctm_lineage *l = calloc(1, sizeof *l);
    if (!l)
        abort();
    mm_move_list_init(&l->moves);
    l->base = *s;
    l->base.world = NULL;
    l->base.lineage = NULL;
    l->base.film = NULL;
    return l;
}

static void lineage_add(ctm_lineage *l, const char *move)
{
    if (!mm_move_list_addf(&l->moves, "%s", move))
        abort();
}

static ctm_lineage *lineage_copy(const ctm_lineage *l)
{
    if (!l)
        return NULL;
    ctm_lineage *c = lineage_at(&l->base);
    for (int i = 0; i < l->moves.n; i++)
        lineage_add(c, l->moves.items[i]);
    return c;
}

/* The state as it stands becomes the checkpoint: the live world is rebuilt
 * from its poses (in the game and in every copy alike). */
static void checkpoint(ctm_state *s)
{
    assert(!s->holding && "checkpoint: not while a ladder is in the hand");
    if (s->world) {
        ctm_world_free(s->world);
        s->world = ctm_world_from_pieces(s);
    }
    if (s->lineage) {
        lineage_free(s->lineage);
        s->lineage = lineage_at(s);
    }
}

void ctm_rebase(ctm_state *s)
{
    ctm_world_free(s->world);
    s->world = NULL;
    lineage_free(s->lineage);
    s->lineage = lineage_at(s);
}

/* ================================================================= set-up */

static const char *const mode_choices[] = {"competitive", "cooperative", NULL};
static const char *const mode_labels[] = {N_("Competitive"), N_("Cooperative"), NULL};
/* Alone, one plays the cooperative solo game. */
static const int mode_min_seats[] = {2, 1};
static const char *const first_choices[] = {"random", NULL};

static const mm_option_def options[] = {
    {.key = "mode",
     .label = N_("Mode"),
     .help = N_("Competitive: fewest raindrops wins. Cooperative: build as high as you can "
                "together (always so when playing alone)."),
     .kind = MM_OPT_CHOICE,
     .choices = mode_choices,
     .choice_labels = mode_labels,
     .choice_min_seats = mode_min_seats,
     .def = "competitive"},
    {.key = "first",
     .label = N_("Who starts"),
     .help = N_("Whoever saw the full moon most recently starts."),
     .kind = MM_OPT_SEAT,
     .choices = first_choices,
     .def = "random"},
};

static void start_turn(ctm_state *s, int seat, mm_events *ev);
static void apply_move(ctm_state *s, const char *text, mm_events *ev, bool film);
static void score_tower(ctm_state *s, int seat, mm_events *ev);

ctm_world *ctm_world_from_pieces(const ctm_state *s)
{
    ctm_world *w = ctm_world_new(false);
    for (int i = 0; i < s->npieces; i++) {
        const ctm_piece *p = &s->pieces[i];
        if (p->socket >= 0)
            ctm_world_add_start(w, p->ladder, p->socket, p->pose);
        else
            ctm_world_add(w, p->ladder, p->pose, (ctm_motion){0, 0, 0});
    }
    ctm_world_ease_in(w);
    return w;
}

/* Sets up a game; the world is live and the cloud empty: the first moves
 * put the start ladders in. */
static ctm_state *fresh(const mm_options *opts, int nseats, uint64_t seed, char *why,
                        size_t why_len)
{
    if (nseats < 1 || nseats > MM_MAX_SEATS) {
        snprintf(why, why_len, _("Catch the Moon is for 1 to 6 players, not %d"), nseats);
        return NULL;
    }
    ctm_state *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(why, why_len, "%s", _("out of memory"));
        return NULL;
    }
    s->nseats = nseats;
    /* Alone, one plays by the cooperative rules (the option table says so). */
    const char *mode =
        mm_option_fit(&options[0], mm_options_get(opts, "mode", "competitive"), nseats);
    s->mode = strcmp(mode, "cooperative") == 0 ? CTM_COOPERATIVE : CTM_COMPETITIVE;
    mm_rng_seed(&s->rng, seed);
    s->drops_left = s->mode == CTM_COOPERATIVE ? CTM_DROPS_COOPERATIVE : CTM_DROPS_COMPETITIVE;
    s->ladder = -1;
    s->world = ctm_world_new(false);
    for (int i = CTM_NSTRAIGHT; i < CTM_NLADDERS; i++)
        s->pile[s->npile++] = i;
    mm_rng_shuffle_ints(&s->rng, s->pile, (size_t)s->npile);

    /* Whoever starts puts the two start ladders into sockets of their
     * choosing (the third straight ladder stays in the box as the spare). */
    int starter = mm_options_seat(opts, "first", nseats, &s->rng, why, why_len);
    if (starter < 0) {
        ctm_world_free(s->world);
        free(s);
        return NULL;
    }
    s->current = starter;
    return s;
}

static mm_state *ctm_new(const mm_options *opts, int nseats, uint64_t seed, char *why,
                         size_t why_len)
{
    ctm_state *s = fresh(opts, nseats, seed, why, why_len);
    if (!s)
        return NULL;
    s->lineage = lineage_at(s);
    return wrap(s);
}

static void ctm_free(mm_state *state)
{
    if (!state)
        return;
    ctm_state *s = ctm_mut(state);
    ctm_world_free(s->world);
    lineage_free(s->lineage);
    ctm_film_unref(s->film);
    free(s);
}

/* A copy without the world: it is rebuilt when first needed. */
static ctm_state *copy_plain(const ctm_state *s)
{
    ctm_state *c = malloc(sizeof *c);
    if (!c)
        abort();
    *c = *s;
    c->world = NULL;
    c->lineage = NULL;
    c->film = ctm_film_ref(s->film);
    return c;
}

static mm_state *ctm_clone(const mm_state *state)
{
    const ctm_state *s = ctm_from(state);
    ctm_state *c = copy_plain(s);
    c->lineage = lineage_copy(s->lineage);
    return wrap(c);
}

bool ctm_same_tower(const ctm_state *a, const ctm_state *b)
{
    if (a->npieces != b->npieces)
        return false;
    for (int i = 0; i < a->npieces; i++) {
        const ctm_piece *p = &a->pieces[i], *q = &b->pieces[i];
        if (p->ladder != q->ladder || p->socket != q->socket || p->pose.x != q->pose.x ||
            p->pose.y != q->pose.y || p->pose.a != q->pose.a)
            return false;
    }
    return true;
}

/* Rebuilding the world: the checkpoint's poses, then the moves since (the
 * hand's path of a turn under way, if any). */
ctm_world *ctm_world_of(const ctm_state *cs)
{
    ctm_state *s = (ctm_state *)cs; /* the world is a cache behind the state */
    if (s->world)
        return s->world;
    const ctm_lineage *l = s->lineage;
    assert(l && "ctm_world_of: a state without world needs a lineage");
    if (l->moves.n == 0) {
        s->world = ctm_world_from_pieces(&l->base);
        return s->world;
    }
    ctm_state *tmp = copy_plain(&l->base);
    ctm_film_unref(tmp->film);
    tmp->film = NULL;
    tmp->world = ctm_world_from_pieces(&l->base);
    for (int i = 0; i < l->moves.n; i++)
        apply_move(tmp, l->moves.items[i], NULL, false);
    assert(ctm_same_tower(tmp, s) &&
           "ctm_world_of: replaying the moves gave another tower (nondeterminism)");
    s->world = tmp->world;
    tmp->world = NULL;
    ctm_film_unref(tmp->film);
    lineage_free(tmp->lineage);
    free(tmp);
    return s->world;
}

static int ctm_nseats(const mm_state *state)
{
    return ctm_from(state)->nseats;
}

static bool ctm_is_over(const mm_state *state)
{
    return ctm_from(state)->end != CTM_END_NONE;
}

static int ctm_to_move(const mm_state *state)
{
    return ctm_is_over(state) ? MM_NOBODY : ctm_from(state)->current;
}

/* ================================================================== turns */

/* Roll the die (in the final it always shows the moon) and draw a ladder
 * blindly from the box. */
static void start_turn(ctm_state *s, int seat, mm_events *ev)
{
    s->current = seat;
    s->scored_this_turn = false;
    s->face = s->final ? CTM_FACE_MOON : (ctm_face)(mm_rng_below(&s->rng, 6) / 2);
    assert(s->npile > 0 && "start_turn: the box is empty, the game should have ended");
    s->ladder = s->pile[--s->npile];
    if (ev)
        ev->revealed = true;
    mm_events_add(ev, CTM_EV_TURN, seat, (int)s->face, s->ladder, 0, 0,
                  s->final ? _("Player %d tries for the moon.") : _("Player %d rolls: %s"),
                  seat + 1, ctm_face_text(s->face));
}

static int next_seat(const ctm_state *s, int seat)
{
    for (int k = 1; k <= s->nseats; k++) {
        int n = (seat + k) % s->nseats;
        if (!s->final || s->finalist[n])
            return n;
    }
    return seat;
}

static void finish(ctm_state *s, ctm_end end, mm_events *ev)
{
    s->end = end;
    /* A ladder drawn but never placed (the game ended by scoring) goes back. */
    if (s->ladder >= 0)
        s->pile[s->npile++] = s->ladder;
    s->ladder = -1;
    static const char *const texts[] = {"", N_("The last raindrop is taken: the game ends."),
                                        N_("The last ladder is placed: the game ends."),
                                        N_("Somebody holds four raindrops: the game ends."),
                                        N_("The final is decided: the game ends.")};
    mm_events_add(ev, CTM_EV_GAME_OVER, -1, (int)end, 0, 0, 0, "%s", _(texts[end]));
}

static void take_drop(ctm_state *s, int seat, mm_events *ev)
{
    assert(s->drops_left > 0);
    s->drops_left--;
    s->drops[seat]++;
    mm_events_add(ev, CTM_EV_RAINDROP, seat, s->drops[seat], s->drops_left, 0, 0,
                  _("Player %d takes a raindrop (%d left)."), seat + 1, s->drops_left);
}

/* Competitive end by raindrops or ladders: fewest raindrops wins; a tie
 * with ladders left goes to the final, without ladders it is shared. */
static void competitive_end(ctm_state *s, int seat, ctm_end end, mm_events *ev)
{
    int fewest = 1000, tied = 0;
    for (int i = 0; i < s->nseats; i++)
        fewest = s->drops[i] < fewest ? s->drops[i] : fewest;
    for (int i = 0; i < s->nseats; i++)
        tied += s->drops[i] == fewest;
    if (tied > 1 && s->npile > 0) {
        s->final = true;
        int mask = 0;
        for (int i = 0; i < s->nseats; i++) {
            s->finalist[i] = s->drops[i] == fewest;
            mask |= s->finalist[i] << i;
        }
        mm_events_add(ev, CTM_EV_FINAL, -1, mask, 0, 0, 0, "%s",
                      _("A tie! The tied players play the final: always the moon, a mistake "
                        "knocks you out."));
        start_turn(s, next_seat(s, seat), ev);
        return;
    }
    for (int i = 0; i < s->nseats; i++)
        s->winner[i] = s->drops[i] == fewest;
    finish(s, end, ev);
}

static void after_placement(ctm_state *s, int seat, bool mistake, mm_events *ev)
{
    if (s->final) {
        if (mistake) {
            s->finalist[seat] = false;
            s->final_order[s->nknocked++] = seat;
            mm_events_add(ev, CTM_EV_KNOCKED, seat, 0, 0, 0, 0, _("Player %d is out of the final."),
                          seat + 1);
        }
        int left = 0;
        for (int i = 0; i < s->nseats; i++)
            left += s->finalist[i];
        if (left == 1 || s->npile == 0) {
            for (int i = 0; i < s->nseats; i++)
                s->winner[i] = s->finalist[i];
            finish(s, left == 1 ? CTM_END_FINAL : CTM_END_LADDERS, ev);
        } else {
            start_turn(s, next_seat(s, seat), ev);
        }
        return;
    }
    if (mistake)
        take_drop(s, seat, ev);
    if (s->mode == CTM_COOPERATIVE) {
        if (s->drops_left == 0 || s->npile == 0) {
            for (int i = 0; i < s->nseats; i++)
                s->winner[i] = true;
            finish(s, s->drops_left == 0 ? CTM_END_RAINDROPS : CTM_END_LADDERS, ev);
        } else {
            start_turn(s, next_seat(s, seat), ev);
        }
        return;
    }
    if (s->nseats == 2 && s->drops[seat] >= CTM_TWO_PLAYER_LIMIT) {
        s->winner[1 - seat] = true;
        finish(s, CTM_END_FOUR_DROPS, ev);
    } else if (s->drops_left == 0) {
        competitive_end(s, seat, CTM_END_RAINDROPS, ev);
    } else if (s->npile == 0) {
        competitive_end(s, seat, CTM_END_LADDERS, ev);
    } else {
        start_turn(s, next_seat(s, seat), ev);
    }
}

static void placement_events(const ctm_verdict *v, mm_events *ev)
{
    for (int i = 0; i < v->nfallen; i++)
        mm_events_add(ev, CTM_EV_FALL, v->seat, v->fallen[i], 0, 0, 0, "%s",
                      v->fallen[i] == v->ladder ? _("The new ladder falls and leaves the game.")
                                                : _("A ladder falls and leaves the game."));
    for (int i = 0; i < v->nreturned; i++)
        mm_events_add(ev, CTM_EV_RETURN, v->seat, v->returned[i], 0, 0, 0, "%s",
                      _("A start ladder falls and goes back into the cloud."));
    const char *text;
    if (v->miss & CTM_MISS_HELD)
        text = _("Ladders fall while Player %d still holds the new one: the turn ends, and the "
                 "held ladder leaves the game too.");
    else if (v->miss & CTM_MISS_GROUND)
        text = _("Player %d places a ladder, but it touches the cloud or the table.");
    else if (v->miss & CTM_MISS_FELL)
        text = _("Player %d places a ladder, but ladders fall.");
    else if (v->miss && v->face == CTM_FACE_MOON && !v->highest)
        text = _("Player %d places a ladder, but it is not the highest point.");
    else if (v->miss && v->face == CTM_FACE_ONE)
        text = v->touches == 0 ? _("Player %d places a ladder, but it touches no ladder, not one.")
                               : _("Player %d places a ladder, but it touches more than one.");
    else if (v->miss && v->face == CTM_FACE_TWO)
        text = v->touches < 2 ? _("Player %d places a ladder, but it touches fewer than two.")
                              : _("Player %d places a ladder, but it touches more than two.");
    else if (v->miss)
        text = _("Player %d places a ladder at the top, but it touches more than two.");
    else if (v->face == CTM_FACE_MOON)
        text = _("Player %d places a ladder: it is the highest point.");
    else
        text = v->touches == 1 ? _("Player %d places a ladder: it touches one.")
                               : _("Player %d places a ladder: it touches two.");
    mm_events_add(ev, CTM_EV_PLACE, v->seat, v->ladder, v->touches, v->miss, v->highest, text,
                  v->seat + 1);
}

static void score_tower(ctm_state *s, int seat, mm_events *ev)
{
    take_drop(s, seat, ev);
    ctm_scoring sc = ctm_lid_score(s);
    s->scorings[s->nscorings++] = sc;
    s->best = sc.points > s->best ? sc.points : s->best;
    s->scored_this_turn = true;
    mm_events_add(ev, CTM_EV_SCORE, seat, sc.points, sc.partly, sc.fully, s->best,
                  /* One number for both plurals: the points. */
                  dngettext(MM_TEXT_DOMAIN,
                            "The tower scores %d point (%d partly, %d fully above the lid).",
                            "The tower scores %d points (%d partly, %d fully above the lid).",
                            (unsigned long)sc.points),
                  sc.points, sc.partly, sc.fully);
    if (s->drops_left == 0) {
        for (int i = 0; i < s->nseats; i++)
            s->winner[i] = true;
        finish(s, CTM_END_RAINDROPS, ev);
    }
}

/* Puts the next start ladder into a socket (-1: one chosen at random among
 * the free ones); with both in, the first turn begins. */
static void put_start_ladder(ctm_state *s, int socket, mm_events *ev)
{
    ctm_world *w = ctm_world_of(s);
    if (socket < 0) {
        int free_sockets[CTM_NSOCKETS], n = 0;
        for (int k = 0; k < CTM_NSOCKETS; k++)
            if (!ctm_socket_taken(s, k))
                free_sockets[n++] = k;
        socket = free_sockets[mm_rng_below(&s->rng, (uint32_t)n)];
    }
    int ladder = s->nstarted++;
    ctm_world_add_start(w, ladder, socket, ctm_world_socket_pose(ladder, socket));
    ctm_world_settle(w, NULL, NULL);
    ctm_sync_pieces(s);
    mm_events_add(ev, CTM_EV_SOCKET, s->current, ladder, socket, 0, 0,
                  _("Player %d puts a start ladder into socket %d."), s->current + 1, socket + 1);
    if (s->nstarted == 2)
        start_turn(s, s->current, ev);
}

bool ctm_socket_taken(const ctm_state *s, int socket)
{
    for (int i = 0; i < s->npieces; i++)
        if (s->pieces[i].socket == socket)
            return true;
    return false;
}

/* Applies a validated move; `film` records the placement for the view. */
static void apply_move(ctm_state *s, const char *text, mm_events *ev, bool film)
{
    ctm_move *mv = malloc(sizeof *mv);
    char why[MM_REASON_MAX];
    if (!mv)
        abort();
    bool ok = ctm_move_parse(text, mv, why, sizeof why);
    assert(ok && "ctm apply: validate the move first");
    (void)ok;
    /* Build a cloned state's world before the move joins its lineage. */
    if (mv->kind != CTM_MOVE_SCORE)
        ctm_world_of(s);
    if (s->lineage)
        lineage_add(s->lineage, text);
    int seat = s->current;
    if (mv->kind == CTM_MOVE_SCORE || mv->kind == CTM_MOVE_SOCKET) {
        if (mv->kind == CTM_MOVE_SCORE)
            score_tower(s, seat, ev);
        else
            put_start_ladder(s, mv->socket, ev);
        free(mv);
        checkpoint(s);
        return;
    }
    /* How the tower took the ladder cannot be taken back (it is a test of a
     * steady hand), and the next turn draws a ladder: no undo past it. */
    if (ev)
        ev->revealed = true;
    ctm_film *f = film ? ctm_film_new() : NULL;
    ctm_verdict verdict;
    ctm_place_outcome out = ctm_place(s, mv, f, &verdict);
    free(mv);
    ctm_film_unref(s->film);
    s->film = f;
    if (out == CTM_PLACED_HOLDING || out == CTM_PLACED_LIFTED) {
        /* The turn goes on: the ladder is still in the hand (or back in
         * free air). */
        mm_events_add(ev, CTM_EV_HOLD, seat, s->ladder, out == CTM_PLACED_LIFTED, 0, 0, "%s", "");
        return;
    }
    s->last = verdict;
    s->placements++;
    s->placed_well[seat] += s->last.miss == 0;
    s->ladder = -1;
    placement_events(&s->last, ev);
    after_placement(s, seat, s->last.miss != 0, ev);
    checkpoint(s);
}

static void ctm_apply(mm_state *state, const char *text, mm_events *ev)
{
    apply_move(ctm_mut(state), text, ev, true);
}

/* ============================================================= validation */

static bool bad(char *why, size_t len, const char *text)
{
    snprintf(why, len, "%s", text);
    return false;
}

static bool pose_ok(ctm_pose p)
{
    return fabs(p.x) <= MAX_X && p.y >= -5 && p.y <= MAX_Y && fabs(p.a) <= 4 * M_PI;
}

static bool ctm_validate(const mm_state *state, int seat, const char *text, char *why, size_t len)
{
    const ctm_state *s = ctm_from(state);
    if (s->end != CTM_END_NONE)
        return bad(why, len, _("The game is over."));
    if (seat != s->current) {
        snprintf(why, len, _("It is Player %d's turn."), s->current + 1);
        return false;
    }
    ctm_move *mv = malloc(sizeof *mv);
    if (!mv)
        return bad(why, len, _("out of memory"));
    bool ok = ctm_move_parse(text, mv, why, len);
    if (ok && s->nstarted < 2 && mv->kind != CTM_MOVE_SOCKET)
        ok = bad(why, len,
                 _("First put the two start ladders into the cloud: socket 1 to 4, or socket "
                   "random. (Records of Catch the Moon from before version 2 began without this "
                   "and cannot be replayed.)"));
    else if (ok && mv->kind == CTM_MOVE_SOCKET) {
        if (s->nstarted >= 2)
            ok = bad(why, len, _("Both start ladders are in the cloud already."));
        else if (mv->socket >= 0 && ctm_socket_taken(s, mv->socket))
            ok = bad(why, len, _("That socket holds a start ladder already."));
    } else if (ok && s->holding && mv->kind != CTM_MOVE_MORE) {
        ok = bad(why, len, _("The ladder is in your hand: go on with H (the hand's path)."));
    } else if (ok && !s->holding && mv->kind == CTM_MOVE_MORE) {
        ok = bad(why, len, _("No ladder is in the hand inside the tower."));
    } else if (ok && mv->kind == CTM_MOVE_SCORE) {
        if (s->mode != CTM_COOPERATIVE)
            ok = bad(why, len, _("Only the cooperative game scores the tower."));
        else if (s->nscorings >= CTM_MAX_SCORINGS)
            ok = bad(why, len, _("You have already scored the tower five times."));
        else if (s->scored_this_turn)
            ok = bad(why, len, _("You have just scored this tower: place a ladder first."));
    } else if (ok && mv->kind == CTM_MOVE_PLACE) {
        double speed = hypot(mv->motion.vx, mv->motion.vy);
        if (!pose_ok(mv->pose) || (mv->held && !pose_ok(mv->hand)))
            ok = bad(why, len, _("That is too far away from the table."));
        else if (speed > MAX_SPEED || fabs(mv->motion.w) > MAX_SPIN)
            ok = bad(why, len, _("Careful! A ladder may not be thrown."));
        else if (mv->held && hypot(mv->hand.x - mv->pose.x, mv->hand.y - mv->pose.y) > MAX_GRIP)
            ok = bad(why, len, _("The hand must hold the ladder."));
        else if (ctm_world_overlaps(ctm_world_of(s), s->ladder, mv->pose, -1))
            ok = bad(why, len, _("The ladder can't go there: something is in the way."));
    }
    free(mv);
    return ok;
}

/* ================================================================ describe */

static void ctm_describe(const mm_state *state, const char *text, char *buf, size_t len)
{
    const ctm_state *s = ctm_from(state);
    ctm_move *mv = malloc(sizeof *mv);
    char why[MM_REASON_MAX];
    if (!mv || !ctm_move_parse(text, mv, why, sizeof why)) {
        snprintf(buf, len, "%s", mv ? why : "");
        free(mv);
        return;
    }
    if (mv->kind == CTM_MOVE_SCORE) {
        ctm_scoring sc = ctm_lid_score(s);
        snprintf(buf, len,
                 dngettext(MM_TEXT_DOMAIN, "Score the tower against the lid now: %d point.",
                           "Score the tower against the lid now: %d points.",
                           (unsigned long)sc.points),
                 sc.points);
    } else if (mv->kind == CTM_MOVE_SOCKET) {
        if (mv->socket < 0)
            snprintf(buf, len, "%s", _("Put a start ladder into a socket chosen at random."));
        else
            snprintf(buf, len, _("Put a start ladder into socket %d."), mv->socket + 1);
    } else if (mv->kind == CTM_MOVE_MORE) {
        snprintf(buf, len, "%s", _("Move the ladder in the hand."));
    } else {
        double deg = mv->pose.a * 180 / M_PI;
        snprintf(buf, len, _("Put the ladder at %.0f cm height, tilted %.0f degrees."), mv->pose.y,
                 fabs(deg) < 0.5 ? 0.0 : deg);
    }
    free(mv);
}

/* ================================================================= results */

static void ctm_result(const mm_state *state, mm_result *r)
{
    const ctm_state *s = ctm_from(state);
    memset(r, 0, sizeof *r);
    r->nseats = s->nseats;
#define ROW(text) snprintf(r->rows[r->nrows].label, sizeof r->rows[0].label, "%s", text)
    if (s->mode == CTM_COOPERATIVE) {
        for (int k = 0; k < s->nscorings; k++) {
            char label[64];
            snprintf(label, sizeof label, _("Scoring %d"), k + 1);
            ROW(label);
            for (int i = 0; i < s->nseats; i++)
                r->rows[r->nrows].value[i] = s->scorings[k].points;
            r->nrows++;
        }
        ROW(_("Raindrops taken"));
        for (int i = 0; i < s->nseats; i++)
            r->rows[r->nrows].value[i] = s->drops[i];
        r->nrows++;
        ROW(_("Best scoring"));
        for (int i = 0; i < s->nseats; i++) {
            r->rows[r->nrows].value[i] = s->best;
            r->total[i] = s->best;
            r->winner[i] = true;
        }
        r->nrows++;
        snprintf(r->note, sizeof r->note,
                 dngettext(MM_TEXT_DOMAIN, "%d point: %s", "%d points: %s", (unsigned long)s->best),
                 s->best, ctm_rating(s->best));
        snprintf(r->headline, sizeof r->headline,
                 dngettext(MM_TEXT_DOMAIN, "Together you score %d point!",
                           "Together you score %d points!", (unsigned long)s->best),
                 s->best);
        return;
    }
    ROW(_("Ladders placed well"));
    for (int i = 0; i < s->nseats; i++)
        r->rows[r->nrows].value[i] = s->placed_well[i];
    r->nrows++;
    ROW(_("Raindrops (fewest wins)"));
    int fewest = 1000;
    for (int i = 0; i < s->nseats; i++) {
        r->rows[r->nrows].value[i] = s->drops[i];
        r->total[i] = s->drops[i];
        fewest = s->drops[i] < fewest ? s->drops[i] : fewest;
    }
    r->nrows++;
#undef ROW
    for (int i = 0; i < s->nseats; i++)
        r->winner[i] = s->end != CTM_END_NONE ? s->winner[i]
                       : s->final             ? s->finalist[i]
                                              : s->drops[i] == fewest;
    int nwin = 0;
    for (int i = 0; i < s->nseats; i++)
        nwin += r->winner[i];
    if (s->end == CTM_END_FOUR_DROPS)
        snprintf(r->note, sizeof r->note, "%s",
                 _("Four raindrops end a two-player game: the other player wins."));
    else if (s->end == CTM_END_FINAL)
        snprintf(r->note, sizeof r->note, "%s",
                 _("Tied on raindrops: the last player standing in the moon final wins."));
    else if (nwin > 1 && s->end != CTM_END_NONE)
        snprintf(r->note, sizeof r->note, "%s",
                 _("Tied on raindrops with no ladders left: the win is shared."));
}

/* ====================================================== hidden information */

/* Nobody knows the box's order: a view sees the ladders left, sorted. */
static void hide_box(ctm_state *s)
{
    for (int i = 1; i < s->npile; i++)
        for (int j = i; j > 0 && s->pile[j - 1] > s->pile[j]; j--) {
            int t = s->pile[j];
            s->pile[j] = s->pile[j - 1];
            s->pile[j - 1] = t;
        }
    mm_rng_seed(&s->rng, 0);
}

static mm_state *ctm_view_for(const mm_state *state, int seat)
{
    (void)seat;
    const ctm_state *s = ctm_from(state);
    ctm_state *v = copy_plain(s);
    hide_box(v);
    /* The tower's poses at the last checkpoint are its whole state, so the
     * view's world is the game's own, exactly. */
    v->lineage = lineage_copy(s->lineage);
    hide_box(&v->lineage->base);
    return wrap(v);
}

static void ctm_determinize(mm_state *view, int seat, mm_rng *rng)
{
    (void)seat;
    ctm_state *v = ctm_mut(view);
    mm_rng_shuffle_ints(rng, v->pile, (size_t)v->npile);
    mm_rng_seed(&v->rng, mm_rng_next(rng));
    if (!v->holding)
        ctm_rebase(v);
}

static bool ctm_hides_information(const mm_state *state)
{
    (void)state;
    /* The box's order is hidden from everybody alike: no handover needed. */
    return false;
}

/* For the greedy player: avoid raindrops above all, then build high. */
static double ctm_evaluate(const mm_state *state, int seat)
{
    const ctm_state *s = ctm_from(state);
    double top = ctm_tower_top(s);
    if (s->mode == CTM_COOPERATIVE) {
        ctm_scoring now = ctm_lid_score(s);
        double used = CTM_DROPS_COOPERATIVE - s->drops_left;
        return 10.0 * s->best + 2.0 * now.points - 4.0 * used + 0.05 * top;
    }
    double knocked = s->final && !s->finalist[seat] ? 50.0 : 0.0;
    if (s->end != CTM_END_NONE && !s->winner[seat])
        knocked += 20.0;
    return -10.0 * s->drops[seat] - knocked + 0.01 * top;
}

const mm_game mm_game_catch_the_moon = {
    .id = "catch-the-moon",
    .title = N_("Catch the Moon"),
    .blurb = N_("Hook wobbly ladders onto a tower in the clouds and climb to the moon."),
    .min_seats = 1,
    .max_seats = 6,
    .options = options,
    .noptions = (int)(sizeof options / sizeof options[0]),
    .new_game = ctm_new,
    .clone = ctm_clone,
    .free = ctm_free,
    .nseats = ctm_nseats,
    .to_move = ctm_to_move,
    .is_over = ctm_is_over,
    .legal_moves = NULL,
    .sample_moves = ctm_sample_moves,
    .validate = ctm_validate,
    .apply = ctm_apply,
    .describe_move = ctm_describe,
    .result = ctm_result,
    .view_for = ctm_view_for,
    .determinize = ctm_determinize,
    .hides_information = ctm_hides_information,
    .evaluate = ctm_evaluate,
    .rules_version = 3,
    .oldest_rules = 3,
    .rules_change = N_("the players put the start ladders into the cloud, ladders are solid and "
                       "falls while holding end the turn (version 2); the ladders are thicker, "
                       "as thick as they are drawn, the hand steadies its ladder, and a tower "
                       "rebuilt at a turn's end no longer falls by itself (version 3)"),
};
