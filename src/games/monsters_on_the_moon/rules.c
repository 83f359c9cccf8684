/* SPDX-License-Identifier: MIT */
/* Monsters on the Moon: the game table, setup and the flow of a game.
 * Rulebook: monsters-on-the-moon.de.txt; decisions it leaves open are listed in
 * docs/games/monsters-on-the-moon.md. Geometry, walls, scoring and the move
 * notation live in the other files of this directory. */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/i18n.h"
#include "motm_internal.h"

/* ================================================================ options */

static const char *const mode_choices[] = {"standard", "advanced", NULL};
static const char *const mode_labels[] = {N_("Standard"), N_("Advanced: moon walls"), NULL};
static const char *const mission_choices[] = {"none", "secret", "open", NULL};
static const char *const mission_labels[] = {N_("None"), N_("Secret missions"),
                                             N_("Open call"), NULL};
static const char *const first_choices[] = {"random", NULL};
/* The solo game has neither moon walls nor missions: setup shows them fixed. */
static const int mode_min_seats[] = {1, 2};
static const int mission_min_seats[] = {1, 2, 2};

static const mm_option_def options[] = {
    {.key = "mode",
     .label = N_("Game"),
     .help = N_("The advanced game adds moon walls that enclose areas and double their points."),
     .kind = MM_OPT_CHOICE,
     .choices = mode_choices,
     .choice_labels = mode_labels,
     .def = "standard",
     .choice_min_seats = mode_min_seats},
    {.key = "missions",
     .label = N_("Missions"),
     .help = N_("Bonus goals: two secret ones each, or three open ones for everybody."),
     .kind = MM_OPT_CHOICE,
     .choices = mission_choices,
     .choice_labels = mission_labels,
     .def = "none",
     .choice_min_seats = mission_min_seats},
    {.key = "first",
     .label = N_("Who starts"),
     .help = N_("The start player also picks the start layout."),
     .kind = MM_OPT_SEAT,
     .choices = first_choices,
     .def = "random"},
};

/* ================================================================== state */

static mm_state *motm_clone(const mm_state *state)
{
    motm_state *c = malloc(sizeof *c);
    if (c)
        memcpy(c, motm_from(state), sizeof *c);
    return motm_wrap(c);
}

static void motm_free(mm_state *state)
{
    free(motm_mut(state));
}

static int motm_nseats(const mm_state *state)
{
    return motm_from(state)->nseats;
}

static int motm_to_move(const mm_state *state)
{
    const motm_state *s = motm_from(state);
    return s->phase == MOTM_PHASE_OVER ? MM_NOBODY : s->current;
}

static bool motm_is_over(const mm_state *state)
{
    return motm_from(state)->phase == MOTM_PHASE_OVER;
}

/* The player on a seat's right, who receives its passed card: play runs
 * clockwise, so that is the one who plays just before. */
static int right_of(const motm_state *s, int seat)
{
    return (seat + s->nseats - 1) % s->nseats;
}

static void remove_from(int *items, int *n, int value)
{
    for (int i = 0; i < *n; i++) {
        if (items[i] == value) {
            memmove(&items[i], &items[i + 1], sizeof(int) * (size_t)(*n - i - 1));
            (*n)--;
            return;
        }
    }
    assert(!"rules.c: card not where it should be");
}

static void draw_card(motm_state *s, int seat, mm_events *ev)
{
    assert(s->ndeck > 0 && s->nhand[seat] < MOTM_HAND_MAX);
    int card = s->deck[--s->ndeck];
    s->hand[seat][s->nhand[seat]++] = card;
    mm_events_add(ev, MOTM_EV_DRAW, seat, card, 0, 0, 0, _("Player %d draws a card."), seat + 1);
    if (ev)
        ev->revealed = true;
}

/* Lays a card on top of the layout; returns its index in `placed`. */
static int lay(motm_state *s, int seat, int card, int x, int y, int rot)
{
    assert(s->nplaced < MOTM_MAX_PLACED);
    int index = s->nplaced++;
    s->placed[index] = (motm_placed){card, x, y, rot, seat};
    motm_cell cells[MOTM_CARD_SQUARES];
    motm_footprint(x, y, rot, cells);
    for (int i = 0; i < MOTM_CARD_SQUARES; i++)
        s->top[cells[i].y + MOTM_ORIGIN][cells[i].x + MOTM_ORIGIN] = (uint8_t)(index + 1);
    return index;
}

/* ================================================================== setup */

static mm_state *motm_new(const mm_options *opts, int nseats, uint64_t seed, char *why,
                          size_t why_len)
{
    if (nseats < 1 || nseats > 4) {
        snprintf(why, why_len, _("Monsters on the Moon is for 1 to 4 players, not %d"), nseats);
        return NULL;
    }
    const char *mode = mm_options_get(opts, "mode", "standard");
    const char *missions = mm_options_get(opts, "missions", "none");
    bool advanced = strcmp(mode, "advanced") == 0;
    motm_missions mis = strcmp(missions, "secret") == 0 ? MOTM_MISSIONS_SECRET
                        : strcmp(missions, "open") == 0 ? MOTM_MISSIONS_OPEN
                                                        : MOTM_MISSIONS_NONE;
    if (nseats == 1 && advanced) {
        snprintf(why, why_len, "%s", _("The solo game is played without moon walls."));
        return NULL;
    }
    if (nseats == 1 && mis != MOTM_MISSIONS_NONE) {
        snprintf(why, why_len, "%s", _("The solo game is played without missions."));
        return NULL;
    }
    motm_state *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(why, why_len, "%s", _("out of memory"));
        return NULL;
    }
    s->nseats = nseats;
    s->solo = nseats == 1;
    s->advanced = advanced;
    s->missions = mis;
    mm_rng_seed(&s->rng, seed);
    s->layout = -1;
    s->turn_card = -1;
    s->start_cards[0] = s->start_cards[1] = -1;
    for (int i = 0; i < MM_MAX_SEATS; i++) {
        s->monster[i] = -1;
        s->pass_card[i] = -1;
        s->passed[i] = -1;
    }
    char bad_seat[MM_REASON_MAX];
    s->starter = mm_options_seat(opts, "first", nseats, &s->rng, bad_seat, sizeof bad_seat);
    if (s->starter < 0) /* options were checked by the session; a direct caller gets seat 1 */
        s->starter = 0;
    s->current = s->starter;

    if (s->solo) {
        /* The Man in the Moon's favourite: the vampire. Top card face up,
         * then draw and place one by one. */
        s->monster[0] = MOTM_VAMPIRE;
        for (int c = 0; c < MOTM_NBASE; c++)
            s->deck[s->ndeck++] = c;
        mm_rng_shuffle_ints(&s->rng, s->deck, (size_t)s->ndeck);
        lay(s, -1, s->deck[--s->ndeck], 0, 0, 0);
        s->hand[0][s->nhand[0]++] = s->deck[--s->ndeck];
        s->phase = MOTM_PHASE_PLAY;
        s->step = MOTM_STEP_MAIN;
        return motm_wrap(s);
    }

    int ncards = nseats == 4 ? MOTM_NDECK4 : MOTM_NBASE;
    for (int c = 0; c < ncards; c++)
        s->deck[s->ndeck++] = c; /* shuffled once the double heads are handed out */
    if (advanced) {
        static const int shorts[5] = {0, 0, 9, 7, 6};
        for (int i = 0; i < nseats; i++) {
            s->long_walls[i] = 3;
            s->short_walls[i] = shorts[nseats];
        }
    }
    if (mis == MOTM_MISSIONS_SECRET) {
        int m[MOTM_NMISSIONS];
        for (int i = 0; i < MOTM_NMISSIONS; i++)
            m[i] = i + 1;
        mm_rng_shuffle_ints(&s->rng, m, MOTM_NMISSIONS);
        for (int i = 0; i < nseats; i++) {
            s->secret[i][0] = m[2 * i];
            s->secret[i][1] = m[2 * i + 1];
        }
    } else if (mis == MOTM_MISSIONS_OPEN) {
        int m[6] = {1, 2, 3, 4, 5, 6};
        mm_rng_shuffle_ints(&s->rng, m, 6);
        for (int i = 0; i < MOTM_OPEN_MISSIONS; i++)
            s->open[i] = m[i];
    }
    s->phase = MOTM_PHASE_MONSTER;
    return motm_wrap(s);
}

static void next_chooser(motm_state *s, bool (*done)(const motm_state *, int), motm_phase then,
                         void (*finish)(motm_state *, mm_events *), mm_events *ev)
{
    for (int k = 1; k <= s->nseats; k++) {
        int i = (s->current + k) % s->nseats;
        if (!done(s, i)) {
            s->current = i;
            return;
        }
    }
    s->phase = then;
    s->current = s->starter;
    if (finish)
        finish(s, ev);
}

static bool has_monster(const motm_state *s, int seat)
{
    return s->monster[seat] >= 0;
}

static bool has_passed(const motm_state *s, int seat)
{
    return s->pass_card[seat] >= 0;
}

/* All monsters chosen: everybody takes the two cards showing their double head. */
static void hand_out_doubles(motm_state *s, mm_events *ev)
{
    (void)ev;
    for (int i = 0; i < s->nseats; i++) {
        for (int k = 0; k < 2; k++) {
            int card = motm_double_card(s->monster[i], k);
            remove_from(s->deck, &s->ndeck, card);
            s->hand[i][s->nhand[i]++] = card;
        }
    }
}

/* All pass choices made: the cards change hands, the pile is shuffled, the
 * hands are filled up and the two start cards are drawn. */
static void resolve_passing(motm_state *s, mm_events *ev)
{
    int n = s->nseats;
    for (int i = 0; i < n; i++)
        remove_from(s->hand[i], &s->nhand[i], s->pass_card[i]);
    for (int i = 0; i < n; i++) {
        int to = right_of(s, i);
        s->hand[to][s->nhand[to]++] = s->pass_card[i];
        s->passed[i] = s->pass_card[i];
        mm_events_add(ev, MOTM_EV_PASS, i, s->pass_card[i], to, 0, 0,
                      _("Player %d passes a double-head card to Player %d."), i + 1, to + 1);
        s->pass_card[i] = -1;
    }
    mm_rng_shuffle_ints(&s->rng, s->deck, (size_t)s->ndeck);
    int extra = n == 2 ? 3 : 1;
    for (int k = 0; k < n; k++)
        for (int e = 0; e < extra; e++)
            draw_card(s, (s->starter + k) % n, ev);
    s->start_cards[0] = s->deck[--s->ndeck];
    s->start_cards[1] = s->deck[--s->ndeck];
    mm_events_add(ev, MOTM_EV_DRAW, -1, s->start_cards[0], s->start_cards[1], 0, 0,
                  _("Cards %d and %d are drawn for the start layout."), s->start_cards[0] + 1,
                  s->start_cards[1] + 1);
    if (ev)
        ev->revealed = true;
}

/* ================================================================== turns */

int motm_ships_left(const motm_state *s, int seat)
{
    int used = 0;
    for (int i = 0; i < s->nships; i++)
        used += s->ships[i].seat == seat;
    return s->solo ? 0 : MOTM_SHIPS - used;
}

bool motm_can_land_ship(const motm_state *s, int seat)
{
    int x0, y0, x1, y1;
    if (motm_ships_left(s, seat) <= 0 || !motm_layout_bounds(s, &x0, &y0, &x1, &y1))
        return false;
    for (int y = y0; y <= y1; y++)
        for (int x = x0; x <= x1; x++)
            if (motm_square_at(s, x, y).kind == MOTM_SQ_CRYSTAL && motm_ship_at(s, x, y) < 0)
                return true;
    return false;
}

bool motm_tile_target(const motm_state *s, int seat, int x, int y)
{
    if (s->turn_card < 0 || motm_face_at(&s->placed[s->turn_card], x, y) < 0)
        return false;
    motm_square sq = motm_square_at(s, x, y);
    return (sq.kind == MOTM_SQ_HEAD || sq.kind == MOTM_SQ_DOUBLE) &&
           sq.monster != s->monster[seat];
}

static bool any_tile_target(const motm_state *s, int seat)
{
    if (s->turn_card < 0)
        return false;
    motm_cell cells[MOTM_CARD_SQUARES];
    const motm_placed *p = &s->placed[s->turn_card];
    motm_footprint(p->x, p->y, p->rot, cells);
    for (int i = 0; i < MOTM_CARD_SQUARES; i++)
        if (motm_tile_target(s, seat, cells[i].x, cells[i].y))
            return true;
    return false;
}

static void start_turn(motm_state *s, int seat, mm_events *ev)
{
    s->phase = MOTM_PHASE_PLAY;
    s->step = MOTM_STEP_MAIN;
    s->current = seat;
    s->turn_card = -1;
    s->pending_tiles = 0;
    s->ship_this_turn = false;
    mm_events_add(ev, MOTM_EV_TURN, seat, 0, 0, 0, 0, "%s", "");
}

static bool can_act(const motm_state *s, int seat)
{
    return s->nhand[seat] > 0 || motm_can_place_walls(s, seat);
}

static bool has_chosen(const motm_state *s, int seat)
{
    return s->chosen[seat] > 0;
}

static void game_over(motm_state *s, mm_events *ev)
{
    s->phase = MOTM_PHASE_OVER;
    mm_events_add(ev, MOTM_EV_GAME_OVER, -1, 0, 0, 0, 0, "%s", _("The game is over."));
    if (ev)
        ev->revealed = true; /* secret missions and hands are shown */
}

static void final_scoring(motm_state *s, mm_events *ev)
{
    mm_events_add(ev, MOTM_EV_FINAL, -1, 0, 0, 0, 0, "%s",
                  s->solo ? "" : _("Nobody can place anything more: final scoring."));
    if (s->missions == MOTM_MISSIONS_NONE) {
        game_over(s, ev);
        return;
    }
    s->phase = MOTM_PHASE_MISSION;
    s->current = s->starter;
}

/* The next seat from `from` on that can still do something takes its turn;
 * when nobody can, the final scoring follows. */
static void next_turn(motm_state *s, int from, mm_events *ev)
{
    for (int k = 0; k < s->nseats; k++) {
        int i = (from + k) % s->nseats;
        if (can_act(s, i)) {
            start_turn(s, i, ev);
            return;
        }
        bool anybody = false;
        for (int o = 0; o < s->nseats; o++)
            anybody |= o != i && can_act(s, o);
        if (anybody)
            mm_events_add(ev, MOTM_EV_SKIP, i, 0, 0, 0, 0, "%s", "");
    }
    final_scoring(s, ev);
}

static void intermediate_scoring(motm_state *s, int last, mm_events *ev)
{
    for (int i = 0; i < s->nseats; i++)
        motm_score_heads(s, i, &s->intermediate[i], 0, 0, 0, 0, NULL);
    s->intermediate_done = true;
    s->chooser = motm_lowest_scorer(s, (last + 1) % s->nseats);
    s->phase = MOTM_PHASE_CONTINUE;
    s->current = s->chooser;
    mm_events_add(ev, MOTM_EV_INTERMEDIATE, -1, s->chooser, 0, 0, 0,
                  _("The draw pile is empty: intermediate scoring. Player %d chooses who "
                    "continues."),
                  s->chooser + 1);
}

static void end_turn(motm_state *s, mm_events *ev)
{
    int seat = s->current;
    s->turns++;
    s->step = MOTM_STEP_MAIN;
    s->turn_card = -1;
    s->pending_tiles = 0;
    if (s->ndeck > 0) {
        draw_card(s, seat, ev);
        if (s->ndeck == 0 && !s->solo) {
            intermediate_scoring(s, seat, ev);
            return;
        }
    }
    next_turn(s, seat + 1, ev);
}

/* After the card (and any tiles): offer a spaceship, else the turn ends. */
static void continue_turn(motm_state *s, mm_events *ev)
{
    if (!s->ship_this_turn && motm_can_land_ship(s, s->current))
        s->step = MOTM_STEP_SHIP;
    else
        end_turn(s, ev);
}

/* Tiles won on the crystal track go on an opposing head of this turn's card
 * at once; without such a head they are lost. */
static void settle_tiles(motm_state *s, mm_events *ev)
{
    if (s->pending_tiles > 0 && any_tile_target(s, s->current)) {
        s->step = MOTM_STEP_TILE;
        return;
    }
    for (; s->pending_tiles > 0; s->pending_tiles--)
        mm_events_add(ev, MOTM_EV_TILE_LOST, s->current, 0, 0, 0, 0,
                      _("Player %d's monster tile finds no opposing head and is lost."),
                      s->current + 1);
    continue_turn(s, ev);
}

static void advance_track(motm_state *s, int seat, int steps, mm_events *ev)
{
    if (steps <= 0 || s->solo)
        return;
    int from = s->track[seat], last = motm_track_last(s->nseats);
    int to = from + steps > last ? last : from + steps;
    s->track[seat] = to;
    mm_events_add(ev, MOTM_EV_CRYSTALS, seat, from, to, 0, 0,
                  dngettext(MM_TEXT_DOMAIN, "Player %d moves %d field on the crystal track.",
                            "Player %d moves %d fields on the crystal track.",
                            (unsigned long)steps),
                  seat + 1, steps);
    for (int k = 0; k < MOTM_TILES; k++) {
        int red = motm_track_red(s->nseats, k);
        if (!s->tile_taken[seat][k] && from < red && to >= red) {
            s->tile_taken[seat][k] = true;
            s->pending_tiles++;
            mm_events_add(ev, MOTM_EV_TILE_TAKEN, seat, k, 0, 0, 0,
                          _("Player %d reaches a red field and takes a monster tile."), seat + 1);
        }
    }
}

/* Crystals a card collects: every crystal it covers, and every crystal of
 * its own that lands on an empty square of a landscape or Armstrong card. */
static int crystals_collected(const motm_state *s, int card, int x, int y, int rot)
{
    motm_cell cells[MOTM_CARD_SQUARES];
    motm_footprint(x, y, rot, cells);
    int n = 0;
    for (int i = 0; i < MOTM_CARD_SQUARES; i++) {
        int t = motm_top_at(s, cells[i].x, cells[i].y);
        if (t < 0)
            continue;
        motm_square under = motm_printed_at(s, cells[i].x, cells[i].y);
        bool tile = motm_tile_at(s, cells[i].x, cells[i].y) >= 0;
        if (under.kind == MOTM_SQ_CRYSTAL && !tile)
            n++;
        else if (under.kind == MOTM_SQ_EMPTY && motm_card_is_landscape(s->placed[t].card) &&
                 motm_card_square(card, cells[i].face).kind == MOTM_SQ_CRYSTAL)
            n++;
    }
    return n;
}

/* ================================================================== moves */

static void apply_layout(motm_state *s, int layout, mm_events *ev)
{
    s->layout = layout;
    mm_events_add(ev, MOTM_EV_LAYOUT, s->current, layout, 0, 0, 0,
                  _("Player %d chooses the start layout \u201c%s\u201d."), s->current + 1,
                  motm_layout_name(layout));
    if (layout == MOTM_LAYOUT_FREE) {
        s->phase = MOTM_PHASE_FREE;
        return;
    }
    motm_preset_card cards[5];
    int n = motm_layout_cards(layout, cards);
    for (int i = 0; i < n; i++) {
        int card = cards[i].which < 2 ? s->start_cards[cards[i].which] : cards[i].which;
        lay(s, -1, card, cards[i].x, cards[i].y, cards[i].rot);
    }
    start_turn(s, s->starter, ev);
}


void motm_apply_move(motm_state *s, const motm_move *mv, mm_events *ev)
{
    int seat = s->current;
    switch (mv->kind) {
    case MOTM_MV_MONSTER:
        s->monster[seat] = mv->value;
        mm_events_add(ev, MOTM_EV_MONSTER, seat, mv->value, 0, 0, 0,
                      _("Player %d plays the %s."), seat + 1, motm_monster_name(mv->value));
        next_chooser(s, has_monster, MOTM_PHASE_PASS, hand_out_doubles, ev);
        break;
    case MOTM_MV_PASS:
        s->pass_card[seat] = mv->value;
        next_chooser(s, has_passed, MOTM_PHASE_LAYOUT, resolve_passing, ev);
        break;
    case MOTM_MV_LAYOUT:
        apply_layout(s, mv->value, ev);
        break;
    case MOTM_MV_PLACE:
        if (s->phase == MOTM_PHASE_FREE) {
            int index = lay(s, -1, mv->value, mv->x, mv->y, mv->rot);
            mm_events_add(ev, MOTM_EV_PLACE, seat, index, 0, 0, 0, "%s", "");
            if (s->nplaced == 5)
                start_turn(s, s->starter, ev);
            break;
        }
        {
            int crystals = crystals_collected(s, mv->value, mv->x, mv->y, mv->rot);
            remove_from(s->hand[seat], &s->nhand[seat], mv->value);
            s->turn_card = lay(s, seat, mv->value, mv->x, mv->y, mv->rot);
            mm_events_add(ev, MOTM_EV_PLACE, seat, s->turn_card, 0, 0, 0,
                          _("Player %d places card %d."), seat + 1, mv->value + 1);
            advance_track(s, seat, crystals, ev);
            settle_tiles(s, ev);
        }
        break;
    case MOTM_MV_DONE:
        start_turn(s, s->starter, ev);
        break;
    case MOTM_MV_TILE:
        assert(s->ntiles < MM_MAX_SEATS * MOTM_TILES);
        s->tiles[s->ntiles++] = (motm_tile){mv->x, mv->y, seat, s->turn_card};
        s->pending_tiles--;
        mm_events_add(ev, MOTM_EV_TILE, seat, mv->x, mv->y, 0, 0,
                      _("Player %d turns a head into a %s with a monster tile."), seat + 1,
                      motm_monster_name(s->monster[seat]));
        settle_tiles(s, ev);
        break;
    case MOTM_MV_SHIP:
        s->ships[s->nships++] = (motm_ship){mv->x, mv->y, seat};
        s->ship_this_turn = true;
        mm_events_add(ev, MOTM_EV_SHIP, seat, mv->x, mv->y, 0, 0,
                      _("Player %d lands a spaceship on a crystal."), seat + 1);
        advance_track(s, seat, 1, ev);
        /* Before the card the turn goes on; a tile won now goes on the card
         * laid this turn, once it lies. */
        if (s->step == MOTM_STEP_SHIP)
            settle_tiles(s, ev);
        break;
    case MOTM_MV_END:
        end_turn(s, ev);
        break;
    case MOTM_MV_WALLS:
        for (int i = 0; i < mv->walls.n; i++) {
            motm_wall w = mv->walls.w[i];
            w.seat = seat;
            if (w.is_long)
                s->long_walls[seat]--;
            else
                s->short_walls[seat]--;
            s->walls[s->nwalls++] = w;
        }
        mm_events_add(ev, MOTM_EV_WALLS, seat, mv->walls.n, 0, 0, 0,
                      dngettext(MM_TEXT_DOMAIN, "Player %d places %d moon wall.",
                                "Player %d places %d moon walls.", (unsigned long)mv->walls.n),
                      seat + 1, mv->walls.n);
        end_turn(s, ev);
        break;
    case MOTM_MV_CONTINUE:
        mm_events_add(ev, MOTM_EV_CONTINUE, seat, mv->value, 0, 0, 0,
                      _("Player %d lets Player %d continue."), seat + 1, mv->value + 1);
        next_turn(s, mv->value, ev);
        break;
    case MOTM_MV_MISSION:
        s->chosen[seat] = mv->value;
        mm_events_add(ev, MOTM_EV_MISSION, seat, mv->value, 0, 0, 0,
                      _("Player %d chooses the mission \u201c%s\u201d."), seat + 1,
                      motm_mission_title(mv->value));
        if (ev && s->missions == MOTM_MISSIONS_SECRET)
            ev->revealed = true;
        next_chooser(s, has_chosen, MOTM_PHASE_OVER, game_over, ev);
        break;
    }
}

static bool motm_validate(const mm_state *state, int seat, const char *text, char *why,
                          size_t len)
{
    const motm_state *s = motm_from(state);
    if (s->phase == MOTM_PHASE_OVER) {
        snprintf(why, len, "%s", _("The game is over."));
        return false;
    }
    if (seat != s->current) {
        snprintf(why, len, _("It is Player %d's turn."), s->current + 1);
        return false;
    }
    motm_move mv;
    return motm_parse_move(text, &mv, why, len) && motm_check_move(s, seat, &mv, why, len);
}

static void motm_apply(mm_state *state, const char *text, mm_events *ev)
{
    motm_state *s = motm_mut(state);
    motm_move mv;
    char why[MM_REASON_MAX];
    bool ok = motm_parse_move(text, &mv, why, sizeof why) &&
              motm_check_move(s, s->current, &mv, why, sizeof why);
    assert(ok && "motm_apply: validate the move first");
    (void)ok;
    motm_apply_move(s, &mv, ev);
}

/* ======================================================= hidden information */

static mm_state *motm_view_for(const mm_state *state, int seat)
{
    motm_state *v = motm_mut(motm_clone(state));
    if (!v)
        return NULL;
    for (int i = 0; i < v->ndeck; i++)
        v->deck[i] = MOTM_HIDDEN;
    bool over = v->phase == MOTM_PHASE_OVER;
    for (int i = 0; i < v->nseats; i++) {
        if (i == seat)
            continue;
        for (int k = 0; k < v->nhand[i]; k++) {
            /* The card a seat passed stays known to it while the receiver holds it. */
            bool mine = seat >= 0 && i == right_of(v, seat) && v->hand[i][k] == v->passed[seat];
            if (!mine)
                v->hand[i][k] = MOTM_HIDDEN;
        }
        if (v->pass_card[i] >= 0)
            v->pass_card[i] = MOTM_PASS_SECRET;
        if (!over && v->missions == MOTM_MISSIONS_SECRET)
            v->secret[i][0] = v->secret[i][1] = MOTM_HIDDEN;
    }
    mm_rng_seed(&v->rng, 0);
    return motm_wrap(v);
}

static void motm_determinize(mm_state *view, int seat, mm_rng *rng)
{
    motm_state *v = motm_mut(view);
    (void)seat;
    /* Cards: everything of the game's deck not seen anywhere fills the hidden
     * slots (hands, pile) in random order. */
    int ncards = v->solo || v->nseats < 4 ? MOTM_NBASE : MOTM_NDECK4;
    bool known[MOTM_NCARDS] = {false};
    for (int i = 0; i < v->nplaced; i++)
        known[v->placed[i].card] = true;
    for (int k = 0; k < 2; k++)
        if (v->start_cards[k] >= 0)
            known[v->start_cards[k]] = true;
    for (int i = 0; i < v->nseats; i++)
        for (int k = 0; k < v->nhand[i]; k++)
            if (v->hand[i][k] != MOTM_HIDDEN)
                known[v->hand[i][k]] = true;
    int unknown[MOTM_NCARDS], n = 0, next = 0;
    for (int c = 0; c < ncards; c++)
        if (!known[c])
            unknown[n++] = c;
    mm_rng_shuffle_ints(rng, unknown, (size_t)n);
    for (int i = 0; i < v->nseats; i++)
        for (int k = 0; k < v->nhand[i]; k++)
            if (v->hand[i][k] == MOTM_HIDDEN) {
                assert(next < n && "motm_determinize: more hidden cards than unknown ones");
                v->hand[i][k] = unknown[next++];
            }
    for (int i = 0; i < v->ndeck; i++) {
        assert(next < n && "motm_determinize: more hidden cards than unknown ones");
        v->deck[i] = unknown[next++];
    }
    for (int i = 0; i < v->nseats; i++)
        if (v->pass_card[i] == MOTM_PASS_SECRET)
            v->pass_card[i] = v->hand[i][mm_rng_below(rng, (uint32_t)v->nhand[i])];
    /* Secret missions: the ones nobody has shown, dealt at random. */
    if (v->missions == MOTM_MISSIONS_SECRET) {
        bool seen[MOTM_NMISSIONS + 1] = {false};
        for (int i = 0; i < v->nseats; i++) {
            for (int k = 0; k < 2; k++)
                if (v->secret[i][k] != MOTM_HIDDEN)
                    seen[v->secret[i][k]] = true;
            if (v->chosen[i] > 0)
                seen[v->chosen[i]] = true;
        }
        int free_m[MOTM_NMISSIONS], nm = 0, mi = 0;
        for (int m = 1; m <= MOTM_NMISSIONS; m++)
            if (!seen[m])
                free_m[nm++] = m;
        mm_rng_shuffle_ints(rng, free_m, (size_t)nm);
        for (int i = 0; i < v->nseats; i++) {
            if (v->secret[i][0] != MOTM_HIDDEN)
                continue;
            v->secret[i][0] = v->chosen[i] > 0 ? v->chosen[i] : free_m[mi++];
            v->secret[i][1] = free_m[mi++];
        }
    }
    mm_rng_seed(&v->rng, mm_rng_next(rng));
}

static bool motm_hides_information(const mm_state *state)
{
    return !motm_from(state)->solo;
}

const mm_game mm_game_monsters_on_the_moon = {
    .id = "monsters-on-the-moon",
    .title = N_("Monsters on the Moon"),
    .blurb = N_("Lay cards beside and on each other: show your monsters, cover the others and "
                "collect moon crystals."),
    .min_seats = 1,
    .max_seats = 4,
    .options = options,
    .noptions = (int)(sizeof options / sizeof options[0]),
    .new_game = motm_new,
    .clone = motm_clone,
    .free = motm_free,
    .nseats = motm_nseats,
    .to_move = motm_to_move,
    .is_over = motm_is_over,
    .sample_moves = motm_sample_moves,
    .validate = motm_validate,
    .apply = motm_apply,
    .describe_move = motm_describe,
    .result = motm_result,
    .view_for = motm_view_for,
    .determinize = motm_determinize,
    .hides_information = motm_hides_information,
    .evaluate = motm_evaluate,
    .search_evaluate = motm_search_evaluate,
    /* 2: new "=4" skeleton cards (4-player games); spaceships also before the
     * card, which only adds moves. 3: a steeper 4-player crystal track with
     * later red fields. 4: card 13's werewolf and witch change places (every
     * deck) and the 4-player track's last fields are worth more, so that
     * every monster wins about a quarter of 4-player games under the hard
     * player too. Older records of any player count would deal other cards. */
    .rules_version = 4,
    .oldest_rules = 4,
    .rules_change = N_("the cards have been redesigned since (card 13's werewolf and witch changed "
                       "places; with four players also the skeleton's cards and the crystal "
                       "track), so its cards and points would not match"),
    .sample_codes = motm_sample_codes,
    .random_code = motm_random_code,
    .apply_code = motm_apply_code,
    .code_from_text = motm_code_from_text,
    .code_to_text = motm_code_to_text,
    .clone_into = motm_clone_into,
};
