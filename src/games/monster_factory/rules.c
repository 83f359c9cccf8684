/* SPDX-License-Identifier: MIT */
/* Monster Factory: the rules.
 * Rulebook: monster-factory.de.txt; the decisions it leaves open are listed
 * in docs/games/monster-factory.md. */
#include <assert.h>
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mf_internal.h"
#include "monstermoon/i18n.h"

/* ===================================================================== state */

const mf_state *mf_from(const mm_state *state)
{
    return (const mf_state *)(const void *)state;
}

static mf_state *mut(mm_state *state)
{
    return (mf_state *)(void *)state;
}

static mm_state *wrap(mf_state *s)
{
    return (mm_state *)(void *)s;
}

static bool bad(char *why, size_t len, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static bool bad(char *why, size_t len, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, len, fmt, ap);
    va_end(ap);
    return false;
}

bool mf_allowed(const mf_state *s, int seat, int monster)
{
    const mf_monster *m = &s->monsters[monster];
    if (m->done || s->building[m->owner] != monster)
        return false;
    /* After finishing your first monster, other first monsters are closed to you. */
    return !(m->number == 0 && m->owner != seat && s->monsters[seat].done);
}

bool mf_may_build_on(const mf_state *s, int seat, int monster, char *why, size_t len)
{
    if (monster < 0 || monster >= s->nmonsters)
        return bad(why, len, "%s", _("There is no such monster."));
    const mf_monster *m = &s->monsters[monster];
    if (m->done)
        return bad(why, len, "%s", _("That monster is already finished."));
    if (s->building[m->owner] != monster || mf_monster_size(s, monster) == 0)
        return bad(why, len, "%s", _("That monster has no start tile yet."));
    if (m->number == 0 && m->owner != seat && s->monsters[seat].done)
        return bad(why, len, "%s",
                   _("Your first monster is finished: you may no longer add to other "
                     "players' first monsters."));
    return true;
}

void mf_format_place(const mf_state *s, int monster, int x, int y, int rot, char *buf, size_t len)
{
    const mf_monster *m = &s->monsters[monster];
    snprintf(buf, len, "%d%c %d,%d r%d", m->owner + 1, m->number == 0 ? 'F' : 'M', x, y, rot & 3);
}

/* Whether the tile fits on any monster the seat may build on. */
static bool fits_anywhere(const mf_state *s, int seat, int tile)
{
    unsigned kind = 1u << mf_tile_kind(tile);
    for (int i = 0; i < s->nseats; i++) {
        int m = s->building[i];
        if (m >= 0 && (s->frontier[i].fit_kinds & kind) && mf_allowed(s, seat, m))
            return true;
    }
    return false;
}

static void put(mf_state *s, int tile, int monster, int x, int y, int rot)
{
    s->at[tile] = (mf_place){monster, x, y, rot & 3, ++s->nplaced};
    mf_cell_placed(s, tile);
}

static int pop(mf_state *s)
{
    assert(s->nstack > 0);
    return s->stack[--s->nstack];
}

static void reveal(mm_events *ev)
{
    if (ev)
        ev->revealed = true;
}

/* ================================================================ the flow */

static void game_over(mf_state *s, mf_end end, mm_events *ev)
{
    s->phase = MF_PHASE_OVER;
    s->end = end;
    s->drawn = -1;
    mm_events_add(ev, MF_EV_GAME_OVER, -1, end, 0, 0, 0, "%s",
                  end == MF_END_FIRST_MONSTERS
                      ? _("Every first monster is complete: the game ends.")
                      : _("No face-down tiles are left: the game ends."));
}

static void discard_event(int seat, int tile, mm_events *ev)
{
    if (!ev)
        return;
    char name[96];
    mf_tile_name(tile, name, sizeof name);
    mm_events_add(ev, MF_EV_DISCARD, seat, tile, 0, 0, 0,
                  _("Player %d's tile (%s) fits nowhere and leaves the game."), seat + 1, name);
}

/* The seat's turn: draw until a tile fits somewhere; tiles that fit nowhere
 * leave the game. The game ends when a tile must be drawn and none is left. */
static void begin_turn(mf_state *s, int seat, mm_events *ev)
{
    s->current = seat;
    s->phase = MF_PHASE_PLACE;
    mm_events_add(ev, MF_EV_TURN, seat, 0, 0, 0, 0, "%s", "");
    for (;;) {
        if (s->nstack == 0) {
            game_over(s, MF_END_NO_TILES, ev);
            return;
        }
        int tile = pop(s);
        reveal(ev);
        mm_events_add(ev, MF_EV_DRAW, seat, tile, 0, 0, 0, "%s", "");
        if (fits_anywhere(s, seat, tile)) {
            s->drawn = tile;
            return;
        }
        s->box[s->nbox++] = tile;
        discard_event(seat, tile, ev);
    }
}

/* Deals the seat tiles to choose a start tile from. */
static void deal_offer(mf_state *s, int seat, mm_events *ev)
{
    s->chooser = seat;
    s->phase = MF_PHASE_CHOOSE;
    s->noffer = 0;
    if (s->nstack == 0) {
        game_over(s, MF_END_NO_TILES, ev);
        return;
    }
    while (s->noffer < MF_OFFER_MAX && s->nstack > 0)
        s->offer[s->noffer++] = pop(s);
    reveal(ev);
    mm_events_add(ev, MF_EV_OFFER, seat, s->offer[0], s->noffer > 1 ? s->offer[1] : -1,
                  s->noffer > 2 ? s->offer[2] : -1, 0, "%s", "");
}

static void start_event(const mf_state *s, int monster, int tile, bool chosen, mm_events *ev)
{
    const mf_monster *m = &s->monsters[monster];
    if (!ev)
        return;
    char name[96];
    mf_tile_name(tile, name, sizeof name);
    if (m->number == 0)
        mm_events_add(ev, MF_EV_START, m->owner, monster, tile, chosen, 0,
                      _("Player %d starts their first monster with %s."), m->owner + 1, name);
    else
        mm_events_add(ev, MF_EV_START, m->owner, monster, tile, chosen, 0,
                      _("Player %d starts minion %d with %s."), m->owner + 1, m->number, name);
}

/* A finished monster's owner at once starts a minion (not a turn). Returns
 * false when the game ended or the owner must first choose the tile. */
static bool start_minion(mf_state *s, int owner, mm_events *ev)
{
    /* No tile for it: the game is over before the minion exists. */
    if (s->nstack == 0) {
        game_over(s, MF_END_NO_TILES, ev);
        return false;
    }
    int number = 0;
    for (int m = 0; m < s->nmonsters; m++)
        number += s->monsters[m].owner == owner;
    int monster = s->nmonsters++;
    s->monsters[monster] = (mf_monster){owner, number, false};
    s->building[owner] = monster;
    if (s->start == MF_START_CHOOSE_ALL) {
        deal_offer(s, owner, ev);
        return false;
    }
    int tile = pop(s);
    reveal(ev);
    put(s, tile, monster, 0, 0, 0);
    start_event(s, monster, tile, false, ev);
    return true;
}

/* Marks a monster complete; returns false when play does not go on at once
 * with the next turn (the game ended, or a minion's start tile is chosen). */
static bool complete(mf_state *s, int monster, mm_events *ev)
{
    mf_monster *m = &s->monsters[monster];
    m->done = true;
    s->building[m->owner] = -1;
    int size = mf_monster_size(s, monster), eyes = mf_monster_eyes(s, monster);
    int points = mf_monster_value(s, monster);
    if (m->number == 0 && ev) {
        char tiles[48], worth[48];
        snprintf(tiles, sizeof tiles,
                 dngettext(MM_TEXT_DOMAIN, "%d tile", "%d tiles", (unsigned long)size), size);
        snprintf(worth, sizeof worth,
                 dngettext(MM_TEXT_DOMAIN, "%d point", "%d points", (unsigned long)points), points);
        /* "…complete: 5 tiles, 7 points!" */
        mm_events_add(ev, MF_EV_COMPLETE, m->owner, monster, size, points, eyes,
                      _("Player %d's first monster is complete: %s, %s!"), m->owner + 1, tiles,
                      worth);
    } else if (m->number > 0)
        mm_events_add(
            ev, MF_EV_COMPLETE, m->owner, monster, size, points, eyes,
            /* A minion scores its eye tiles: one number for both plurals. */
            dngettext(MM_TEXT_DOMAIN, "Player %d's minion %d is complete: %d eye tile, %d point.",
                      "Player %d's minion %d is complete: %d eye tiles, %d points.", eyes),
            m->owner + 1, m->number, eyes, points);
    bool all_first = true;
    for (int i = 0; i < s->nseats; i++)
        all_first &= s->monsters[i].done;
    if (all_first) {
        game_over(s, MF_END_FIRST_MONSTERS, ev);
        return false;
    }
    return start_minion(s, m->owner, ev);
}

/* ================================================================== moves */

static bool read_int(const char **p, long *out)
{
    char *end;
    if (!(isdigit((unsigned char)**p) || (**p == '-' && isdigit((unsigned char)(*p)[1]))))
        return false;
    *out = strtol(*p, &end, 10);
    *p = end;
    return true;
}

bool mf_parse_move(const char *text, mf_move *mv, char *why, size_t len)
{
    memset(mv, 0, sizeof *mv);
    const char *p = text;
    long a, b, c, r;
    if (strncmp(p, "choose ", 7) == 0) {
        p += 7;
        if (!read_int(&p, &a) || *p != '\0')
            return bad(why, len, _("'%s': write a choice as choose 2"), text);
        mv->kind = MF_MV_CHOOSE;
        mv->choice = a < 0 || a > MF_OFFER_MAX ? 0 : (int)a;
        if (mv->choice < 1)
            return bad(why, len, _("'%s': choose a tile from 1 to %d"), text, MF_OFFER_MAX);
        return true;
    }
    mv->kind = MF_MV_PLACE;
    if (!read_int(&p, &a) || a < 1 || a > MM_MAX_SEATS)
        return bad(why, len, _("'%s' is not a move: write a placement as 2F 0,-1 r1"), text);
    char which = (char)toupper((unsigned char)*p);
    if (which != 'F' && which != 'M')
        return bad(why, len,
                   _("'%s': name the monster as F (first monster) or M (minion), "
                     "as in 2F 0,-1 r1"),
                   text);
    p++;
    if (*p++ != ' ' || !read_int(&p, &b) || *p++ != ',' || !read_int(&p, &c) || *p++ != ' ' ||
        *p++ != 'r' || !read_int(&p, &r) || *p != '\0')
        return bad(why, len,
                   _("'%s': write a placement as 2F 0,-1 r1 (column, row, quarter "
                     "turns)"),
                   text);
    if (r < 0 || r > 3)
        return bad(why, len, _("'%s': the tile turns 0 to 3 quarter turns"), text);
    if (b < -MF_REACH || b > MF_REACH || c < -MF_REACH || c > MF_REACH)
        return bad(why, len, "%s", _("That spot is too far from the monster."));
    mv->target = (int)a - 1;
    mv->minion = which == 'M';
    mv->x = (int)b;
    mv->y = (int)c;
    mv->rot = (int)r;
    return true;
}

static const char *edge_word(int e)
{
    static const char *const words[3] = {N_("blank"), N_("thin"), N_("thick")};
    return _(words[e]);
}

static const char *side_words(int d)
{
    static const char *const words[4] = {N_("at the top"), N_("on the right"), N_("at the bottom"),
                                         N_("on the left")};
    return _(words[d & 3]);
}

/* The monster a placement targets, or -1 with a reason. */
static int target_monster(const mf_state *s, const mf_move *mv, char *why, size_t len)
{
    if (mv->target >= s->nseats) {
        bad(why, len, _("There is no Player %d."), mv->target + 1);
        return -1;
    }
    int m = s->building[mv->target];
    if (!mv->minion) {
        if (s->monsters[mv->target].done) {
            bad(why, len, _("Player %d's first monster is already finished."), mv->target + 1);
            return -1;
        }
        return mv->target;
    }
    if (m < 0 || s->monsters[m].number == 0) {
        bad(why, len, _("Player %d has no minion in progress."), mv->target + 1);
        return -1;
    }
    return m;
}

static bool check_place(const mf_state *s, int seat, const mf_move *mv, char *why, size_t len)
{
    if (s->phase == MF_PHASE_CHOOSE)
        return bad(why, len, "%s", _("First choose a start tile."));
    int m = target_monster(s, mv, why, len);
    if (m < 0 || !mf_may_build_on(s, seat, m, why, len))
        return false;
    if (mf_cell_get(s, m, mv->x, mv->y) >= 0)
        return bad(why, len, "%s", _("That spot is already taken."));
    bool touches = false, connected = false;
    for (int d = 0; d < 4; d++) {
        int n = mf_cell_get(s, m, mv->x + mf_dx(d), mv->y + mf_dy(d));
        if (n < 0)
            continue;
        touches = true;
        int mine = (int)mf_tile_edge(s->drawn, mv->rot, d);
        int theirs = (int)mf_tile_edge(n, s->at[n].rot, d + 2);
        if (mine != theirs) {
            bool other_way = mf_cell_fits(s, s->drawn, m, mv->x, mv->y) != 0;
            return bad(why, len, _("Edges don't match: %s meets %s %s.%s"), edge_word(mine),
                       edge_word(theirs), side_words(d),
                       other_way ? _(" Turn the tile: it fits here another way.") : "");
        }
        connected |= mine != MF_BLANK;
    }
    if (!touches)
        return bad(why, len, "%s", _("The tile must touch the monster."));
    if (!connected)
        return bad(why, len, "%s",
                   _("Blank edges alone don't hold a tile: it needs a thin or thick "
                     "connection."));
    return true;
}

static bool check_move(const mf_state *s, int seat, const mf_move *mv, char *why, size_t len)
{
    if (mv->kind == MF_MV_CHOOSE) {
        if (s->phase != MF_PHASE_CHOOSE)
            return bad(why, len, "%s", _("There is no start tile to choose now."));
        if (mv->choice > s->noffer)
            return bad(why, len,
                       dngettext(MM_TEXT_DOMAIN, "Only %d tile is on offer.",
                                 "Only %d tiles are on offer.", s->noffer),
                       s->noffer);
        return true;
    }
    return check_place(s, seat, mv, why, len);
}

/* ============================================================ game table */

static const char *const first_choices[] = {"random", NULL};
static const char *const start_choices[] = {"random", "choose", "choose-all", NULL};
static const char *const start_labels[] = {N_("Random tile"), N_("Choose (first monster)"),
                                           N_("Choose (every monster)"), NULL};

static const mm_option_def options[] = {
    {.key = "first",
     .label = N_("Who starts"),
     .help = N_("The player who starts the game."),
     .kind = MM_OPT_SEAT,
     .choices = first_choices,
     .def = "random"},
    {.key = "start",
     .label = N_("Start tiles"),
     .help = N_("Deal each new monster a random start tile, or let its owner choose one of "
                "three."),
     .kind = MM_OPT_CHOICE,
     .choices = start_choices,
     .choice_labels = start_labels,
     .def = "random"},
};

static mm_state *mf_new(const mm_options *opts, int nseats, uint64_t seed, char *why,
                        size_t why_len)
{
    if (nseats < 2 || nseats > 6) {
        snprintf(why, why_len, _("Monster Factory is for 2 to 6 players, not %d"), nseats);
        return NULL;
    }
    const char *start = mm_options_get(opts, "start", "random");
    mf_start mode;
    if (strcmp(start, "random") == 0)
        mode = MF_START_RANDOM;
    else if (strcmp(start, "choose") == 0)
        mode = MF_START_CHOOSE;
    else if (strcmp(start, "choose-all") == 0)
        mode = MF_START_CHOOSE_ALL;
    else {
        snprintf(why, why_len, _("option start has no value '%s'"), start);
        return NULL;
    }
    mf_tables_init();
    mf_state *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(why, why_len, "%s", _("out of memory"));
        return NULL;
    }
    s->nseats = nseats;
    s->start = mode;
    mm_rng_seed(&s->rng, seed);
    int starter = mm_options_seat(opts, "first", nseats, &s->rng, why, why_len);
    if (starter < 0) {
        free(s);
        return NULL;
    }
    for (int t = 0; t < MF_NTILES; t++) {
        s->stack[t] = t;
        s->at[t].monster = -1;
    }
    s->nstack = MF_NTILES;
    mm_rng_shuffle_ints(&s->rng, s->stack, MF_NTILES);
    s->drawn = -1;
    for (int i = 0; i < nseats; i++) {
        s->monsters[i] = (mf_monster){i, 0, false};
        s->building[i] = i;
    }
    s->nmonsters = nseats;
    s->current = starter;
    if (mode == MF_START_RANDOM) {
        for (int k = 0; k < nseats; k++) {
            int seat = (starter + k) % nseats;
            put(s, pop(s), seat, 0, 0, 0);
        }
        begin_turn(s, starter, NULL);
        /* The first player's draw may already box tiles: shown by mf_setup_events. */
        s->setup_boxed = s->nbox;
    } else {
        s->setup_left = nseats;
        deal_offer(s, starter, NULL);
    }
    return wrap(s);
}

/* What creating the game did before the first move: the first player's draw
 * and every tile that fitted nowhere (the rulebook has the table agree to each
 * discard, so each is shown and logged). */
static void mf_setup_events(const mm_state *state, mm_events *ev)
{
    const mf_state *s = mf_from(state);
    for (int i = 0; i < s->setup_boxed; i++) {
        mm_events_add(ev, MF_EV_DRAW, s->current, s->box[i], 0, 0, 0, "%s", "");
        discard_event(s->current, s->box[i], ev);
    }
}

static mm_state *mf_clone(const mm_state *state)
{
    mf_state *s = malloc(sizeof *s);
    if (s)
        memcpy(s, mf_from(state), sizeof *s);
    return wrap(s);
}

static void mf_free(mm_state *state)
{
    free(state);
}

static int mf_nseats(const mm_state *state)
{
    return mf_from(state)->nseats;
}

static bool mf_is_over(const mm_state *state)
{
    return mf_from(state)->phase == MF_PHASE_OVER;
}

static int mf_to_move(const mm_state *state)
{
    const mf_state *s = mf_from(state);
    switch (s->phase) {
    case MF_PHASE_PLACE:
        return s->current;
    case MF_PHASE_CHOOSE:
        return s->chooser;
    default:
        return MM_NOBODY;
    }
}

static bool mf_validate(const mm_state *state, int seat, const char *text, char *why, size_t len)
{
    const mf_state *s = mf_from(state);
    if (s->phase == MF_PHASE_OVER)
        return bad(why, len, "%s", _("The game is over."));
    int deciding = mf_to_move(state);
    if (seat != deciding) {
        if (s->phase == MF_PHASE_CHOOSE)
            return bad(why, len, _("Player %d is choosing a start tile."), deciding + 1);
        return bad(why, len, _("It is Player %d's turn."), deciding + 1);
    }
    mf_move mv;
    return mf_parse_move(text, &mv, why, len) && check_move(s, seat, &mv, why, len);
}

static void choose(mf_state *s, int choice, mm_events *ev)
{
    int seat = s->chooser, tile = s->offer[choice - 1];
    int monster = s->building[seat];
    put(s, tile, monster, 0, 0, 0);
    /* The tiles not taken go back into the stack, which is shuffled. */
    for (int i = 0; i < s->noffer; i++)
        if (i != choice - 1)
            s->stack[s->nstack++] = s->offer[i];
    s->noffer = 0;
    mm_rng_shuffle_ints(&s->rng, s->stack, (size_t)s->nstack);
    start_event(s, monster, tile, true, ev);
    if (s->setup_left > 0) {
        if (--s->setup_left > 0)
            deal_offer(s, (seat + 1) % s->nseats, ev);
        else
            begin_turn(s, s->current, ev);
        return;
    }
    /* A minion started in the middle of someone's turn: play goes on after it. */
    begin_turn(s, (s->current + 1) % s->nseats, ev);
}

static void place(mf_state *s, const mf_move *mv, mm_events *ev)
{
    int seat = s->current, tile = s->drawn;
    char why[MM_REASON_MAX];
    int monster = target_monster(s, mv, why, sizeof why);
    put(s, tile, monster, mv->x, mv->y, mv->rot);
    s->drawn = -1;
    s->turns++;
    if (ev) {
        char name[96], whose[96];
        mf_tile_name(tile, name, sizeof name);
        mf_monster_name(s, monster, whose, sizeof whose);
        mm_events_add(ev, MF_EV_PLACE, seat, monster, tile, mv->x, mv->y,
                      _("Player %d adds %s to %s."), seat + 1, name, whose);
    }
    /* No open cell left: no open edge either. */
    if (s->frontier[s->monsters[monster].owner].n == 0 && !complete(s, monster, ev))
        return;
    begin_turn(s, (seat + 1) % s->nseats, ev);
}

static void mf_apply(mm_state *state, const char *text, mm_events *ev)
{
    mf_state *s = mut(state);
    mf_move mv;
    char why[MM_REASON_MAX];
    bool ok = mf_parse_move(text, &mv, why, sizeof why) &&
              check_move(s, mf_to_move(state), &mv, why, sizeof why);
    assert(ok && "mf_apply: validate the move first");
    (void)ok;
    mf_apply_move(s, &mv, ev);
}

void mf_apply_move(mf_state *s, const mf_move *mv, mm_events *ev)
{
    assert(mf_frontiers_agree(s) && "mf: tiles arranged by hand need mf_reindex");
    if (mv->kind == MF_MV_CHOOSE)
        choose(s, mv->choice, ev);
    else
        place(s, mv, ev);
}

static void mf_describe(const mm_state *state, const char *text, char *buf, size_t len)
{
    const mf_state *s = mf_from(state);
    mf_move mv;
    char why[MM_REASON_MAX];
    if (!mf_parse_move(text, &mv, why, sizeof why)) {
        snprintf(buf, len, "%s", why);
        return;
    }
    char name[96], whose[96];
    if (mv.kind == MF_MV_CHOOSE) {
        if (s->phase != MF_PHASE_CHOOSE || mv.choice > s->noffer) {
            snprintf(buf, len, "%s", _("There is no start tile to choose now."));
            return;
        }
        mf_tile_name(s->offer[mv.choice - 1], name, sizeof name);
        mf_monster_name(s, s->building[s->chooser], whose, sizeof whose);
        snprintf(buf, len, _("Start %s with %s."), whose, name);
        return;
    }
    int m = target_monster(s, &mv, why, sizeof why);
    if (m < 0 || s->drawn < 0) {
        snprintf(buf, len, "%s", m < 0 ? why : _("No tile is drawn."));
        return;
    }
    mf_tile_name(s->drawn, name, sizeof name);
    mf_monster_name(s, m, whose, sizeof whose);
    int before = mf_open_edges(s, m);
    if (mf_fit_mask(s, s->drawn, m, mv.x, mv.y) & (1u << mv.rot)) {
        int after = mf_open_edges_after(s, s->drawn, m, mv.x, mv.y, mv.rot);
        if (after == 0)
            snprintf(buf, len, _("Add %s to %s: it completes the monster!"), name, whose);
        else
            snprintf(buf, len, _("Add %s to %s (open edges: %d, then %d)."), name, whose, before,
                     after);
    } else {
        snprintf(buf, len, _("Add %s to %s."), name, whose);
    }
}

/* ========================================================= hidden information */

/* Only the order of the face-down stack is secret, and from everybody alike. */
static mm_state *mf_view_for(const mm_state *state, int seat)
{
    (void)seat;
    mf_state *v = mut(mf_clone(state));
    if (!v)
        return NULL;
    for (int i = 0; i < v->nstack; i++)
        v->stack[i] = MF_HIDDEN;
    mm_rng_seed(&v->rng, 0);
    return wrap(v);
}

static void mf_determinize(mm_state *view, int seat, mm_rng *rng)
{
    (void)seat;
    mf_state *v = mut(view);
    bool seen[MF_NTILES] = {false};
    for (int t = 0; t < MF_NTILES; t++)
        seen[t] = v->at[t].monster >= 0;
    for (int i = 0; i < v->nbox; i++)
        seen[v->box[i]] = true;
    for (int i = 0; i < v->noffer; i++)
        seen[v->offer[i]] = true;
    if (v->drawn >= 0)
        seen[v->drawn] = true;
    int unseen[MF_NTILES], n = 0;
    for (int t = 0; t < MF_NTILES; t++)
        if (!seen[t])
            unseen[n++] = t;
    assert(n == v->nstack && "mf_determinize: the stack does not hold the unseen tiles");
    mm_rng_shuffle_ints(rng, unseen, (size_t)n);
    memcpy(v->stack, unseen, (size_t)n * sizeof *unseen);
    mm_rng_seed(&v->rng, mm_rng_next(rng));
}

/* Everybody sees the same table; the stack order is secret from all alike, so
 * hotseat players need no handover screen. */
static bool mf_hides_information(const mm_state *state)
{
    (void)state;
    return false;
}

const mm_game mm_game_monster_factory = {
    .id = "monster-factory",
    .title = N_("Monster Factory"),
    .blurb = N_("Draw tiles and build monsters: big ones score, unfinished ones don't."),
    .min_seats = 2,
    .max_seats = 6,
    .options = options,
    .noptions = (int)(sizeof options / sizeof options[0]),
    .new_game = mf_new,
    .clone = mf_clone,
    .free = mf_free,
    .nseats = mf_nseats,
    .to_move = mf_to_move,
    .is_over = mf_is_over,
    .legal_moves = mf_legal_moves,
    .validate = mf_validate,
    .apply = mf_apply,
    .describe_move = mf_describe,
    .result = mf_result,
    .view_for = mf_view_for,
    .determinize = mf_determinize,
    .hides_information = mf_hides_information,
    .evaluate = mf_evaluate,
    .search_evaluate = mf_search_evaluate,
    .setup_events = mf_setup_events,
    /* 2: tiles with two and three eyes. Games play and score exactly as
     * before (scoring counts tiles with an eye), so version 1 replays. */
    .rules_version = 2,
    .oldest_rules = 1,
    .legal_codes = mf_legal_codes,
    .apply_code = mf_apply_code,
    .code_from_text = mf_code_from_text,
    .code_to_text = mf_code_to_text,
    .clone_into = mf_clone_into,
};
