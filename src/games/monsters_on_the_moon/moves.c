/* SPDX-License-Identifier: MIT */
/* Monsters on the Moon: the moves. The notation (parsing and describing),
 * whether a parsed move is allowed now and why not, and the candidate moves
 * the computer players choose from. */
#include <assert.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/i18n.h"
#include "motm_internal.h"

/* ================================================================ parsing */

static bool not_a_move(const char *text, char *why, size_t len)
{
    snprintf(why, len, _("'%s' is not a move of Monsters on the Moon."), text);
    return false;
}

/* Reads "x,y" at *p; advances past it. */
static bool read_xy(const char **p, int *x, int *y)
{
    char *end;
    long a = strtol(*p, &end, 10);
    if (end == *p || *end != ',')
        return false;
    const char *q = end + 1;
    long b = strtol(q, &end, 10);
    if (end == q || a < -1000 || a > 1000 || b < -1000 || b > 1000)
        return false;
    *x = (int)a;
    *y = (int)b;
    *p = end;
    return true;
}

static bool read_int(const char **p, int *v)
{
    char *end;
    long a = strtol(*p, &end, 10);
    if (end == *p || a < -1000000 || a > 1000000)
        return false;
    *v = (int)a;
    *p = end;
    return true;
}

static bool word(const char *text, const char *w, const char **rest)
{
    size_t n = strlen(w);
    if (strncmp(text, w, n) != 0 || (text[n] != ' ' && text[n] != '\0'))
        return false;
    *rest = text[n] == ' ' ? text + n + 1 : text + n;
    return true;
}

bool motm_parse_move(const char *text, motm_move *mv, char *why, size_t len)
{
    memset(mv, 0, sizeof *mv);
    const char *p;
    if (isdigit((unsigned char)text[0])) {
        /* "<card> <x>,<y> <degrees>" */
        p = text;
        int card, deg;
        if (!read_int(&p, &card) || *p++ != ' ' || !read_xy(&p, &mv->x, &mv->y) || *p++ != ' ' ||
            !read_int(&p, &deg) || *p) {
            snprintf(why, len, _("'%s': write a card as <card> <x>,<y> <turn>, e.g. 12 3,-1 90."),
                     text);
            return false;
        }
        if (card < 1 || card > MOTM_NCARDS) {
            snprintf(why, len, _("There is no card %d."), card);
            return false;
        }
        if (deg != 0 && deg != 90 && deg != 180 && deg != 270) {
            snprintf(why, len, "%s", _("Cards turn in quarter turns: 0, 90, 180 or 270 degrees."));
            return false;
        }
        mv->kind = MOTM_MV_PLACE;
        mv->value = card - 1;
        mv->rot = deg / 90;
        return true;
    }
    if (word(text, "monster", &p)) {
        mv->kind = MOTM_MV_MONSTER;
        for (int m = 0; m < MOTM_NMONSTERS; m++)
            if (strcmp(p, motm_monster_key(m)) == 0) {
                mv->value = m;
                return true;
            }
        snprintf(why, len, "%s", _("Choose werewolf, witch, vampire or skeleton."));
        return false;
    }
    if (word(text, "layout", &p)) {
        mv->kind = MOTM_MV_LAYOUT;
        for (int l = 0; l < MOTM_NLAYOUTS; l++)
            if (strcmp(p, motm_layout_key(l)) == 0) {
                mv->value = l;
                return true;
            }
        snprintf(why, len, "%s",
                 _("Start layouts: landed, neighbours, confrontation, settlement, far or free."));
        return false;
    }
    if (word(text, "walls", &p)) {
        mv->kind = MOTM_MV_WALLS;
        return motm_parse_walls(p, &mv->walls, why, len);
    }
    if (strcmp(text, "done") == 0) {
        mv->kind = MOTM_MV_DONE;
        return true;
    }
    if (strcmp(text, "end") == 0) {
        mv->kind = MOTM_MV_END;
        return true;
    }
    bool at_cell = false;
    if (word(text, "tile", &p)) {
        mv->kind = MOTM_MV_TILE;
        at_cell = true;
    } else if (word(text, "ship", &p)) {
        mv->kind = MOTM_MV_SHIP;
        at_cell = true;
    }
    if (at_cell) {
        if (!read_xy(&p, &mv->x, &mv->y) || *p)
            return not_a_move(text, why, len);
        return true;
    }
    int n;
    if (word(text, "pass", &p)) {
        if (!read_int(&p, &n) || *p || n < 1 || n > MOTM_NCARDS)
            return not_a_move(text, why, len);
        mv->kind = MOTM_MV_PASS;
        mv->value = n - 1;
        return true;
    }
    if (word(text, "continue", &p)) {
        if (!read_int(&p, &n) || *p)
            return not_a_move(text, why, len);
        mv->kind = MOTM_MV_CONTINUE;
        mv->value = n - 1;
        return true;
    }
    if (word(text, "mission", &p)) {
        if (!read_int(&p, &n) || *p || n < 1 || n > MOTM_NMISSIONS)
            return not_a_move(text, why, len);
        mv->kind = MOTM_MV_MISSION;
        mv->value = n;
        return true;
    }
    return not_a_move(text, why, len);
}

/* ========================================================= checking moves */

static bool start_card_placed(const motm_state *s, int card)
{
    for (int i = 0; i < s->nplaced; i++)
        if (s->placed[i].card == card)
            return true;
    return false;
}

static bool bad(char *why, size_t len, const char *text)
{
    snprintf(why, len, "%s", text);
    return false;
}

static const char *expected(const motm_state *s)
{
    switch (s->phase) {
    case MOTM_PHASE_MONSTER:
        return _("Choose your monster first.");
    case MOTM_PHASE_PASS:
        return _("Choose the double-head card to pass to your right.");
    case MOTM_PHASE_LAYOUT:
        return _("Choose a start layout first.");
    case MOTM_PHASE_FREE:
        return _("Arrange the start cards beside each other, then finish with done.");
    case MOTM_PHASE_CONTINUE:
        return _("Choose who places the next card.");
    case MOTM_PHASE_MISSION:
        return _("Choose the mission that counts for you.");
    case MOTM_PHASE_PLAY:
        if (s->step == MOTM_STEP_TILE)
            return _("Put your monster tile on an opposing head of the card you just placed.");
        if (s->step == MOTM_STEP_SHIP)
            return _("Land a spaceship on a crystal, or end your turn.");
        if (s->ship_this_turn)
            return _("Place a card from your hand.");
        return s->advanced ? _("Place a card, or 3 to 5 moon walls.")
                           : _("Place a card from your hand.");
    case MOTM_PHASE_OVER:
        break;
    }
    return _("The game is over.");
}

bool motm_check_move(const motm_state *s, int seat, const motm_move *mv, char *why, size_t len)
{
    bool main_step = s->phase == MOTM_PHASE_PLAY && s->step == MOTM_STEP_MAIN;
    switch (mv->kind) {
    case MOTM_MV_MONSTER:
        if (s->phase != MOTM_PHASE_MONSTER)
            break;
        if (mv->value == MOTM_SKELETON && s->nseats < 4)
            return bad(why, len, _("The skeleton only joins with 4 players."));
        for (int i = 0; i < s->nseats; i++)
            if (s->monster[i] == mv->value) {
                snprintf(why, len, _("Player %d already plays the %s."), i + 1,
                         motm_monster_name(mv->value));
                return false;
            }
        return true;
    case MOTM_MV_PASS:
        if (s->phase != MOTM_PHASE_PASS)
            break;
        for (int i = 0; i < s->nhand[seat]; i++)
            if (s->hand[seat][i] == mv->value)
                return true;
        return bad(why, len, _("Pass one of the two cards with your double head."));
    case MOTM_MV_LAYOUT:
        if (s->phase != MOTM_PHASE_LAYOUT)
            break;
        return true;
    case MOTM_MV_PLACE:
        if (s->phase == MOTM_PHASE_FREE) {
            if (!motm_card_available(s, seat, mv->value, true)) {
                snprintf(why, len, _("Card %d is not a start card still to be placed."),
                         mv->value + 1);
                return false;
            }
            return motm_check_place(s, NULL, seat, mv->x, mv->y, mv->rot, true, why, len);
        }
        if (!main_step)
            break;
        if (!motm_card_available(s, seat, mv->value, false)) {
            snprintf(why, len, _("You don't have card %d in your hand."), mv->value + 1);
            return false;
        }
        return motm_check_place(s, NULL, seat, mv->x, mv->y, mv->rot, false, why, len);
    case MOTM_MV_DONE:
        if (s->phase != MOTM_PHASE_FREE)
            break;
        if (!start_card_placed(s, s->start_cards[0]) || !start_card_placed(s, s->start_cards[1]))
            return bad(why, len, _("Both drawn monster cards must be part of the start layout."));
        return true;
    case MOTM_MV_TILE:
        if (s->phase != MOTM_PHASE_PLAY || s->step != MOTM_STEP_TILE)
            break;
        if (s->turn_card < 0 || motm_face_at(&s->placed[s->turn_card], mv->x, mv->y) < 0)
            return bad(why, len, _("Put the tile on the card you just placed."));
        if (!motm_tile_target(s, seat, mv->x, mv->y))
            return bad(why, len, _("Put the tile on the head of another monster."));
        return true;
    case MOTM_MV_SHIP:
        /* At any time of the turn, before the card or after it: one ship. */
        if (s->phase != MOTM_PHASE_PLAY || (s->step != MOTM_STEP_SHIP && !main_step))
            break;
        if (motm_ships_left(s, seat) <= 0)
            return bad(why, len, _("You have no spaceship left."));
        if (s->ship_this_turn)
            return bad(why, len, _("Only one spaceship lands per turn."));
        if (main_step && s->nhand[seat] == 0)
            return bad(why, len,
                       _("Spaceships only land in a turn in which you place a card, and you "
                         "have none."));
        if (motm_ship_at(s, mv->x, mv->y) >= 0)
            return bad(why, len, _("A spaceship already stands there."));
        if (motm_square_at(s, mv->x, mv->y).kind != MOTM_SQ_CRYSTAL)
            return bad(why, len, _("Spaceships land on a visible crystal."));
        return true;
    case MOTM_MV_END:
        if (s->phase != MOTM_PHASE_PLAY || s->step != MOTM_STEP_SHIP)
            break;
        return true;
    case MOTM_MV_WALLS:
        if (!s->advanced)
            return bad(why, len, _("Moon walls are only used in the advanced game."));
        if (!main_step)
            break;
        if (s->ship_this_turn)
            return bad(why, len,
                       _("You landed a spaceship this turn, so place a card: spaceships only "
                         "land in a turn in which a card is placed."));
        return motm_check_walls(s, seat, &mv->walls, why, len);
    case MOTM_MV_CONTINUE:
        if (s->phase != MOTM_PHASE_CONTINUE)
            break;
        if (mv->value < 0 || mv->value >= s->nseats) {
            snprintf(why, len, _("Choose a player from 1 to %d."), s->nseats);
            return false;
        }
        return true;
    case MOTM_MV_MISSION:
        if (s->phase != MOTM_PHASE_MISSION)
            break;
        {
            int opts[MOTM_OPEN_MISSIONS], n = motm_mission_options(s, seat, opts);
            for (int i = 0; i < n; i++)
                if (opts[i] == mv->value)
                    return true;
        }
        return bad(why, len, _("That mission is not one you can choose."));
    }
    return bad(why, len, expected(s));
}

/* ============================================================= describing */

void motm_describe(const mm_state *state, const char *text, char *buf, size_t len)
{
    const motm_state *s = motm_from(state);
    motm_move mv;
    char why[MM_REASON_MAX];
    if (!motm_parse_move(text, &mv, why, sizeof why)) {
        snprintf(buf, len, "%s", why);
        return;
    }
    switch (mv.kind) {
    case MOTM_MV_MONSTER:
        snprintf(buf, len, _("Play the %s."), motm_monster_name(mv.value));
        break;
    case MOTM_MV_PASS:
        snprintf(buf, len, _("Pass card %d to the player on your right."), mv.value + 1);
        break;
    case MOTM_MV_LAYOUT:
        snprintf(buf, len, _("Start with the layout \u201c%s\u201d."), motm_layout_name(mv.value));
        break;
    case MOTM_MV_PLACE: {
        motm_preview pv;
        motm_preview_place(state, s->current, mv.value, mv.x, mv.y, mv.rot, &pv);
        int covered = 0;
        for (int i = 0; i < MOTM_CARD_SQUARES; i++)
            covered += pv.covers[i];
        if (s->phase == MOTM_PHASE_FREE)
            snprintf(buf, len, _("Lay start card %d at %d,%d."), mv.value + 1, mv.x, mv.y);
        else if (pv.crystals > 0) {
            char squares[64], crystals[64];
            snprintf(squares, sizeof squares,
                     dngettext(MM_TEXT_DOMAIN, "covering %d square", "covering %d squares",
                               (unsigned long)covered),
                     covered);
            snprintf(crystals, sizeof crystals,
                     dngettext(MM_TEXT_DOMAIN, "collecting %d crystal", "collecting %d crystals",
                               (unsigned long)pv.crystals),
                     pv.crystals);
            snprintf(buf, len, _("Place card %d at %d,%d, %s and %s."), mv.value + 1, mv.x, mv.y,
                     squares, crystals);
        } else
            snprintf(buf, len,
                     dngettext(MM_TEXT_DOMAIN, "Place card %d at %d,%d, covering %d square.",
                               "Place card %d at %d,%d, covering %d squares.",
                               (unsigned long)covered),
                     mv.value + 1, mv.x, mv.y, covered);
        break;
    }
    case MOTM_MV_DONE:
        snprintf(buf, len, "%s", _("Finish the start layout."));
        break;
    case MOTM_MV_TILE:
        snprintf(buf, len, _("Put the monster tile on the head at %d,%d."), mv.x, mv.y);
        break;
    case MOTM_MV_SHIP:
        snprintf(buf, len, _("Land a spaceship on the crystal at %d,%d."), mv.x, mv.y);
        break;
    case MOTM_MV_END:
        snprintf(buf, len, "%s", _("End the turn without a spaceship."));
        break;
    case MOTM_MV_WALLS:
        snprintf(buf, len,
                 dngettext(MM_TEXT_DOMAIN, "Place %d moon wall.", "Place %d moon walls.",
                           (unsigned long)mv.walls.n),
                 mv.walls.n);
        break;
    case MOTM_MV_CONTINUE:
        snprintf(buf, len, _("Let Player %d place the next card."), mv.value + 1);
        break;
    case MOTM_MV_MISSION:
        snprintf(buf, len, _("Choose the mission \u201c%s\u201d."), motm_mission_title(mv.value));
        break;
    }
}

/* ============================================================ candidates */

/* Wall sets among the candidates of one call, at most. */
#define MAX_WALL_SETS 64

/* A candidate move and how promising it looks; walls come separately. */
typedef struct scored {
    double score;
    motm_move_kind kind;
    int value; /* card for placements */
    int x, y, rot;
} scored;

typedef struct pool {
    int n, cap;
    scored *items;
} pool;

static scored *pool_next(pool *p)
{
    if (p->n == p->cap) {
        int cap = p->cap ? p->cap * 2 : 128;
        scored *grown = realloc(p->items, sizeof *grown * (size_t)cap);
        if (!grown)
            return NULL;
        p->items = grown;
        p->cap = cap;
    }
    return &p->items[p->n++];
}

static void pool_add(pool *p, motm_move_kind kind, int value, int x, int y, double score)
{
    scored *c = pool_next(p);
    if (c)
        *c = (scored){score, kind, value, x, y, 0};
}

static void pool_place(pool *p, int card, int x, int y, int rot, double score)
{
    scored *c = pool_next(p);
    if (c)
        *c = (scored){score, MOTM_MV_PLACE, card, x, y, rot};
}

/* Where candidates go: their notation, their codes, or both. */
typedef struct sink {
    mm_move_list *text;
    mm_code *codes;
    int n;
} sink;

static void put(sink *out, const motm_move *mv)
{
    if (out->text) {
        char buf[128];
        motm_format_move(mv, buf, sizeof buf);
        mm_move_list_addf(out->text, "%s", buf);
    }
    if (out->codes)
        out->codes[out->n] = motm_move_code(mv);
    out->n++;
}

static void emit(const scored *c, sink *out)
{
    motm_move mv;
    memset(&mv, 0, sizeof mv);
    mv.kind = c->kind;
    mv.value = c->value;
    mv.x = c->x;
    mv.y = c->y;
    mv.rot = c->rot;
    put(out, &mv);
}

/* What `guess` reads of the layout, looked up once per listing of
 * placements: the squares and top cards around the layout, and the faces of
 * the cards to lay. Listing placements is most of a search's time, and every
 * placement asks about the same few squares. */
typedef struct local_layout {
    int x0, y0, w, h;      /* the box, with room for a card and its neighbours */
    motm_square *squares;  /* per box cell, as motm_square_at */
    bool *on_landscape;    /* per box cell: its top card is a landscape card */
    motm_square faces[MOTM_NCARDS][MOTM_CARD_SQUARES];
} local_layout;

static bool local_build(const motm_state *s, int x0, int y0, int x1, int y1, const int *cards,
                        int ncards, local_layout *l)
{
    l->x0 = x0 - 4, l->y0 = y0 - 4;
    l->w = x1 - x0 + 9, l->h = y1 - y0 + 9;
    size_t n = (size_t)l->w * (size_t)l->h;
    l->squares = malloc(n * sizeof *l->squares);
    l->on_landscape = malloc(n * sizeof *l->on_landscape);
    if (!l->squares || !l->on_landscape) {
        free(l->squares), free(l->on_landscape);
        return false;
    }
    for (int by = 0; by < l->h; by++)
        for (int bx = 0; bx < l->w; bx++) {
            int x = l->x0 + bx, y = l->y0 + by, t = motm_top_at(s, x, y);
            l->squares[by * l->w + bx] = motm_square_at(s, x, y);
            l->on_landscape[by * l->w + bx] = t >= 0 && motm_card_is_landscape(s->placed[t].card);
        }
    for (int i = 0; i < ncards; i++)
        for (int f = 0; f < MOTM_CARD_SQUARES; f++)
            l->faces[cards[i]][f] = motm_card_square(cards[i], f);
    return true;
}

static void local_free(local_layout *l)
{
    free(l->squares), free(l->on_landscape);
}

/* The index of a cell in the box (placements and their neighbours lie in it). */
static int local_at(const local_layout *l, int x, int y)
{
    assert(x >= l->x0 && y >= l->y0 && x < l->x0 + l->w && y < l->y0 + l->h);
    return (y - l->y0) * l->w + (x - l->x0);
}

/* A quick local guess at what a placement is worth to the mover: crystals
 * gained, own heads lost, opposing heads covered, own heads placed next to
 * own heads. The greedy player then evaluates the best guesses properly. */
static double guess(const motm_state *s, const local_layout *l, int seat, int card,
                    const motm_cell cells[MOTM_CARD_SQUARES])
{
    int mine = s->monster[seat];
    double v = 0;
    for (int i = 0; i < MOTM_CARD_SQUARES; i++) {
        int cx = cells[i].x, cy = cells[i].y, at = local_at(l, cx, cy);
        motm_square under = l->squares[at];
        motm_square put = l->faces[card][cells[i].face];
        if (under.kind == MOTM_SQ_CRYSTAL)
            v += 1.2;
        else if (l->on_landscape[at] && under.kind == MOTM_SQ_EMPTY &&
                 put.kind == MOTM_SQ_CRYSTAL)
            v += 1.2;
        if (under.kind == MOTM_SQ_HEAD || under.kind == MOTM_SQ_DOUBLE) {
            double w = under.kind == MOTM_SQ_DOUBLE ? 3 : 1.5;
            v += under.monster == mine ? -1.6 * w : w;
        }
        if (put.kind == MOTM_SQ_HEAD || put.kind == MOTM_SQ_DOUBLE) {
            bool own = put.monster == mine || (s->solo && put.monster == MOTM_VAMPIRE);
            double w = put.kind == MOTM_SQ_DOUBLE ? 2 : 1;
            v += own ? w : -0.4 * w;
            if (own) {
                static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
                for (int d = 0; d < 4; d++) {
                    motm_square n = l->squares[local_at(l, cx + dx[d], cy + dy[d])];
                    if ((n.kind == MOTM_SQ_HEAD || n.kind == MOTM_SQ_DOUBLE) &&
                        n.monster == put.monster)
                        v += 0.8;
                }
            }
        }
    }
    return v;
}

/* Start cards: how many edges a spot shares with the cards already laid, so
 * computer players arrange a compact start layout. */
static double snug(const motm_state *s, int x, int y, int rot)
{
    motm_cell cells[MOTM_CARD_SQUARES];
    motm_footprint(x, y, rot, cells);
    double v = 0;
    static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
    for (int i = 0; i < MOTM_CARD_SQUARES; i++)
        for (int d = 0; d < 4; d++)
            v += motm_top_at(s, cells[i].x + dx[d], cells[i].y + dy[d]) >= 0;
    return v;
}

/* Every legal placement of every card the mover may lay now. */
static void placements(const motm_state *s, int seat, bool start, pool *out)
{
    int x0, y0, x1, y1;
    int cards[MOTM_NCARDS], ncards = 0;
    if (start) {
        for (int c = 0; c < MOTM_NCARDS; c++)
            if (motm_card_available(s, seat, c, true))
                cards[ncards++] = c;
    } else {
        for (int i = 0; i < s->nhand[seat]; i++)
            cards[ncards++] = s->hand[seat][i];
    }
    if (!motm_layout_bounds(s, &x0, &y0, &x1, &y1)) {
        for (int i = 0; i < ncards; i++)
            for (int rot = 0; rot < 4; rot++)
                pool_place(out, cards[i], 0, 0, rot, 0);
        return;
    }
    local_layout local;
    if (!start && !local_build(s, x0, y0, x1, y1, cards, ncards, &local))
        return;
    motm_areas areas;
    motm_areas_build(s, &areas);
    /* Where a card may lie does not depend on its face. */
    for (int rot = 0; rot < 4; rot++) {
        for (int y = y0 - 3; y <= y1 + 1; y++) {
            for (int x = x0 - 3; x <= x1 + 1; x++) {
                if (!motm_check_place(s, &areas, seat, x, y, rot, start, NULL, 0))
                    continue;
                motm_cell cells[MOTM_CARD_SQUARES];
                motm_footprint(x, y, rot, cells);
                /* A start card's worth does not depend on its face. */
                double snugness = start ? snug(s, x, y, rot) : 0;
                for (int i = 0; i < ncards; i++)
                    pool_place(out, cards[i], x, y, rot,
                               start ? snugness : guess(s, &local, seat, cards[i], cells));
            }
        }
    }
    motm_areas_free(&areas);
    if (!start)
        local_free(&local);
}

/* Adds up to `max` of the pool: the best guesses first (ties in random
 * order), then random others, so computer players see both. */
static void pick(pool *p, mm_rng *rng, int max, sink *out)
{
    for (int i = 0; i < p->n; i++)
        p->items[i].score += mm_rng_unit(rng) * 0.05;
    if (p->n <= max) {
        for (int i = 0; i < p->n; i++)
            emit(&p->items[i], out);
        return;
    }
    /* Selecting the best few is cheaper than sorting thousands. */
    int best = max - max / 3;
    for (int i = 0; i < best; i++) {
        int top = i;
        for (int j = i + 1; j < p->n; j++)
            if (p->items[j].score > p->items[top].score)
                top = j;
        scored t = p->items[i];
        p->items[i] = p->items[top];
        p->items[top] = t;
    }
    for (int i = 0; i < best; i++)
        emit(&p->items[i], out);
    for (int k = best; k < max; k++) {
        int j = k + (int)mm_rng_below(rng, (uint32_t)(p->n - k));
        scored t = p->items[k];
        p->items[k] = p->items[j];
        p->items[j] = t;
        emit(&p->items[k], out);
    }
}

/* Up to `max` candidates of the deciding seat, drawn with `rng`. */
static void sample(const motm_state *s, mm_rng *rng, int max, sink *out)
{
    int seat = s->current;
    if (s->phase == MOTM_PHASE_OVER || max <= 0)
        return;
    pool p = {0, 0, NULL};
    switch (s->phase) {
    case MOTM_PHASE_MONSTER:
        for (int m = 0; m < MOTM_NMONSTERS; m++) {
            char why[MM_REASON_MAX];
            motm_move mv = {.kind = MOTM_MV_MONSTER, .value = m};
            if (motm_check_move(s, seat, &mv, why, sizeof why))
                pool_add(&p, MOTM_MV_MONSTER, m, 0, 0, 0);
        }
        break;
    case MOTM_PHASE_PASS:
        for (int i = 0; i < s->nhand[seat]; i++)
            pool_add(&p, MOTM_MV_PASS, s->hand[seat][i], 0, 0, 0);
        break;
    case MOTM_PHASE_LAYOUT:
        for (int l = 0; l < MOTM_NLAYOUTS; l++)
            pool_add(&p, MOTM_MV_LAYOUT, l, 0, 0, 0);
        break;
    case MOTM_PHASE_FREE:
        /* Only the snuggest spots: nobody wants a start layout in a string. */
        placements(s, seat, true, &p);
        for (int i = 0; i < p.n; i++)
            p.items[i].score += mm_rng_unit(rng) * 0.05;
        for (int i = 0; i < p.n && i < max; i++) {
            int top = i;
            for (int j = i + 1; j < p.n; j++)
                if (p.items[j].score > p.items[top].score)
                    top = j;
            scored t = p.items[i];
            p.items[i] = p.items[top];
            p.items[top] = t;
        }
        if (p.n > max / 2)
            p.n = max / 2;
        if (motm_card_available(s, seat, s->start_cards[0], true) == false &&
            motm_card_available(s, seat, s->start_cards[1], true) == false)
            pool_add(&p, MOTM_MV_DONE, 0, 0, 0, 0);
        break;
    case MOTM_PHASE_CONTINUE:
        for (int i = 0; i < s->nseats; i++)
            pool_add(&p, MOTM_MV_CONTINUE, i, 0, 0, 0);
        break;
    case MOTM_PHASE_MISSION: {
        int opts[MOTM_OPEN_MISSIONS], n = motm_mission_options(s, seat, opts);
        for (int i = 0; i < n; i++)
            pool_add(&p, MOTM_MV_MISSION, opts[i], 0, 0, 0);
        break;
    }
    case MOTM_PHASE_PLAY:
        if (s->step == MOTM_STEP_TILE) {
            const motm_placed *pl = &s->placed[s->turn_card];
            motm_cell cells[MOTM_CARD_SQUARES];
            motm_footprint(pl->x, pl->y, pl->rot, cells);
            for (int i = 0; i < MOTM_CARD_SQUARES; i++)
                if (motm_tile_target(s, seat, cells[i].x, cells[i].y))
                    pool_add(&p, MOTM_MV_TILE, 0, cells[i].x, cells[i].y, 0);
        } else if (s->step == MOTM_STEP_SHIP) {
            int x0, y0, x1, y1;
            pool_add(&p, MOTM_MV_END, 0, 0, 0, 1e6); /* always among the candidates */
            motm_layout_bounds(s, &x0, &y0, &x1, &y1);
            for (int y = y0; y <= y1; y++)
                for (int x = x0; x <= x1; x++)
                    if (motm_square_at(s, x, y).kind == MOTM_SQ_CRYSTAL &&
                        motm_ship_at(s, x, y) < 0)
                        pool_add(&p, MOTM_MV_SHIP, 0, x, y, 0);
        } else {
            placements(s, seat, false, &p);
            if (s->advanced && max >= 4) {
                /* A quarter of the candidates are wall sets, when walls fit
                 * (at most MAX_WALL_SETS). */
                motm_move walls[MAX_WALL_SETS];
                int nwalls = 0;
                for (int k = 0; k < max / 4 && nwalls < MAX_WALL_SETS; k++) {
                    memset(&walls[nwalls], 0, sizeof walls[nwalls]);
                    walls[nwalls].kind = MOTM_MV_WALLS;
                    if (!motm_random_walls(s, seat, rng, &walls[nwalls].walls))
                        break;
                    nwalls++;
                }
                pick(&p, rng, max - nwalls, out);
                for (int i = 0; i < nwalls; i++)
                    put(out, &walls[i]);
                free(p.items);
                return;
            }
        }
        break;
    case MOTM_PHASE_OVER:
        break;
    }
    pick(&p, rng, max, out);
    free(p.items);
}

void motm_sample_moves(const mm_state *state, mm_rng *rng, int max, mm_move_list *out)
{
    sink k = {.text = out};
    sample(motm_from(state), rng, max, &k);
}

int motm_sample_codes(const mm_state *state, mm_rng *rng, int max, mm_code *out)
{
    sink k = {.codes = out};
    sample(motm_from(state), rng, max, &k);
    return k.n;
}
