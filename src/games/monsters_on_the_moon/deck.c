/* SPDX-License-Identifier: MIT */
/* Monsters on the Moon: the components the rulebook does not print, designed
 * for this game and documented in docs/games/monsters-on-the-moon.md: card
 * faces, the crystal track sides, the mission cards and the start layouts. */
#include <assert.h>
#include <stdio.h>

#include "monstermoon/i18n.h"
#include "motm_internal.h"

/* ============================================================== card faces */

/* Each card as two rows of three squares: '.' moon surface, '*' crystal,
 * W/H/V/S a werewolf/witch/vampire/skeleton head, lower case a double head,
 * 'A' Armstrong, 'B' his base camp.
 *
 * Deck for 2-3 players (cards 1-20): per base monster 20 single heads and 2
 * double heads on two different cards (cards 1-6 hold the six double heads),
 * 24 crystals (a fifth of the 120 squares), 30 empty squares. The "=4"
 * cards (21-26) carry the skeleton: 20 single and 2 double heads as well, 13
 * crystals, 1 empty square. Packed onto six cards its heads would form groups
 * by themselves, so they touch as little as a 3x2 card allows: no two on the
 * double-head cards, two pairs or a group of three on the others; and the
 * crystals between them make these cards worth covering.
 *
 * Card 13 shows the witch beside its crystal and the werewolf below (rules
 * version 4; it was "W*./HV."): players cover crystals, and with the
 * werewolf's heads beside crystals 14 times against the witch's 9, the
 * werewolf won only 18.5 % of 4-player games of hard players. */
static const char *const faces[MOTM_NCARDS] = {
    "wW*H.V", "W.wV*H", "hH.*WV", "V*hH.W", "vV*.HW", "W.H*Vv", /* double heads */
    "WWW*..", "HHH.*.", "VVV..*", "WW*H..", "HH.*.V", "VV..*W", "H*.WV.",
    ".W*V.H", "*.HW.V", "H.*VW.", "*W*WH.", "*H.HV*", "V*.*VW", "*.WHV*",
    "s*S*S*", "*s*S*S", "S*SS*S", "S*SSS*", "S*S*SS", "SS.S*S", /* =4 */
    "......", "......",                                         /* landscapes */
    "AB....",                                                   /* Armstrong */
};

static const char monster_letters[MOTM_NMONSTERS] = {'W', 'H', 'V', 'S'};

motm_square motm_card_square(int card, int face)
{
    assert(card >= 0 && card < MOTM_NCARDS && face >= 0 && face < MOTM_CARD_SQUARES);
    char c = faces[card][face];
    motm_square sq = {MOTM_SQ_EMPTY, -1};
    switch (c) {
    case '.':
        break;
    case '*':
        sq.kind = MOTM_SQ_CRYSTAL;
        break;
    case 'A':
        sq.kind = MOTM_SQ_ARMSTRONG;
        break;
    case 'B':
        sq.kind = MOTM_SQ_CAMP;
        break;
    default:
        for (int m = 0; m < MOTM_NMONSTERS; m++) {
            if (c == monster_letters[m]) {
                sq.kind = MOTM_SQ_HEAD;
                sq.monster = m;
            } else if (c == monster_letters[m] + ('a' - 'A')) {
                sq.kind = MOTM_SQ_DOUBLE;
                sq.monster = m;
            }
        }
        assert(sq.monster >= 0 && "deck.c: unknown square letter");
        break;
    }
    return sq;
}

bool motm_card_is_landscape(int card)
{
    return card == MOTM_LANDSCAPE_1 || card == MOTM_LANDSCAPE_2 || card == MOTM_ARMSTRONG;
}

int motm_double_card(int monster, int which)
{
    assert(monster >= 0 && monster < MOTM_NMONSTERS && (which == 0 || which == 1));
    int found = 0;
    for (int c = 0; c < MOTM_NDECK4; c++)
        for (int f = 0; f < MOTM_CARD_SQUARES; f++) {
            motm_square sq = motm_card_square(c, f);
            if (sq.kind == MOTM_SQ_DOUBLE && sq.monster == monster && found++ == which)
                return c;
        }
    assert(!"deck.c: every monster has two double-head cards");
    return -1;
}

int motm_double_monster(int card)
{
    for (int f = 0; f < MOTM_CARD_SQUARES; f++) {
        motm_square sq = motm_card_square(card, f);
        if (sq.kind == MOTM_SQ_DOUBLE)
            return sq.monster;
    }
    return -1;
}

static const char *const monster_keys[MOTM_NMONSTERS] = {"werewolf", "witch", "vampire",
                                                        "skeleton"};

const char *motm_monster_key(int monster)
{
    assert(monster >= 0 && monster < MOTM_NMONSTERS);
    return monster_keys[monster];
}

const char *motm_monster_name(int monster)
{
    static const char *const names[MOTM_NMONSTERS] = {N_("werewolf"), N_("witch"),
                                                      N_("vampire"), N_("skeleton")};
    assert(monster >= 0 && monster < MOTM_NMONSTERS);
    return _(names[monster]);
}

/* =========================================================== crystal track */

/* One side per player count: victory points per field and the two red
 * fields that hold the monster tiles. Fewer players collect more crystals
 * each, so their side is longer.
 *
 * The 4-player side rises steeply and has its red fields late (rules version
 * 3): the skeleton's own cards carry 13 crystals that the other players
 * collect by covering them, and a tile won late goes on a skeleton head of
 * the "=4" card its player lays in the last rounds. With the first, nearly
 * even side the skeleton won about 40 % of 4-player games (see
 * docs/games/monsters-on-the-moon.md). Version 4 raised its last four
 * fields (were 17 23 30 38): the skeleton still won 28-30 % of all-greedy
 * standard games. */
typedef struct track_side {
    int last;
    int points[20];
    int red[2];
} track_side;

static const track_side sides[3] = {
    /* 2 players */
    {19, {0, 1, 1, 2, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18}, {4, 10}},
    /* 3 players */
    {15, {0, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15}, {3, 8}},
    /* 4 players */
    {12, {0, 0, 1, 1, 2, 3, 5, 8, 12, 18, 26, 35, 45}, {7, 11}},
};

static const track_side *side(int nseats)
{
    assert(nseats >= 2 && nseats <= 4 && "the crystal track has sides for 2-4 players");
    return &sides[nseats - 2];
}

int motm_track_last(int nseats)
{
    return side(nseats)->last;
}

int motm_track_points(int nseats, int field)
{
    const track_side *t = side(nseats);
    assert(field >= 0 && field <= t->last);
    return t->points[field];
}

int motm_track_red(int nseats, int which)
{
    assert(which == 0 || which == 1);
    return side(nseats)->red[which];
}

/* ================================================================ missions */

typedef struct mission {
    const char *title;
    const char *text;
    int bonus;
} mission;

static const mission missions[MOTM_NMISSIONS] = {
    {N_("Crystal collector"), N_("Reach the second red field of the crystal track."), 5},
    {N_("Colony"), N_("Have a group of at least 5 of your heads."), 5},
    {N_("Space fleet"), N_("Both of your spaceships stand on the moon."), 3},
    {N_("Spread out"), N_("Your heads are visible on at least 6 different cards."), 4},
    {N_("No loners"), N_("At least 4 of your heads are visible and none of them is single."), 5},
    {N_("Double trouble"), N_("Two double heads of your monster are visible."), 4},
    {N_("Armstrong's neighbours"),
     N_("One of your heads touches Armstrong or his base camp along an edge."), 4},
    {N_("Moon tower"), N_("One of your heads lies on a pile of at least 4 cards."), 4},
};

const char *motm_mission_title(int m)
{
    assert(m >= 1 && m <= MOTM_NMISSIONS);
    return _(missions[m - 1].title);
}

const char *motm_mission_text(int m)
{
    assert(m >= 1 && m <= MOTM_NMISSIONS);
    return _(missions[m - 1].text);
}

int motm_mission_bonus(int m)
{
    assert(m >= 1 && m <= MOTM_NMISSIONS);
    return missions[m - 1].bonus;
}

/* =========================================================== start layouts */

/* `which` 0 and 1 are the two drawn monster cards. */
#define D1 0
#define D2 1
#define L1 MOTM_LANDSCAPE_1
#define L2 MOTM_LANDSCAPE_2
#define AR MOTM_ARMSTRONG

typedef struct preset {
    const char *key;
    const char *name;
    int n;
    motm_preset_card cards[5];
} preset;

static const preset presets[MOTM_NLAYOUTS] = {
    /* Armstrong's camp in the middle, the monsters above and below, the
     * landscapes on both sides: the rulebook's tip for a first game. */
    {"landed",
     N_("Freshly landed"),
     5,
     {{AR, 0, 0, 0}, {D1, 0, -2, 0}, {D2, 0, 2, 0}, {L1, -2, -1, 1}, {L2, 3, -1, 1}}},
    /* The two monster cards side by side in a row of five. */
    {"neighbours",
     N_("Neighbourhood"),
     5,
     {{L1, -3, 0, 0}, {D1, 0, 0, 0}, {D2, 3, 0, 0}, {L2, 6, 0, 0}, {AR, 2, 2, 0}}},
    /* The monster cards face to face, flanked by the landscapes. */
    {"confrontation",
     N_("Confrontation"),
     5,
     {{D1, 0, 0, 0}, {D2, 0, 2, 2}, {L1, -2, 0, 1}, {L2, 3, 1, 1}, {AR, -3, 3, 0}}},
    /* A block of camp and landscapes, the monsters moving in at its edge. */
    {"settlement",
     N_("New settlement"),
     5,
     {{AR, 0, 0, 0}, {L1, 3, 0, 0}, {L2, 0, 2, 0}, {D1, 3, 2, 0}, {D2, 6, 1, 1}}},
    /* One long row: the monster cards at both ends. */
    {"far",
     N_("Long ways"),
     5,
     {{D1, 0, 0, 0}, {L1, 3, 0, 0}, {AR, 6, 0, 0}, {L2, 9, 0, 0}, {D2, 12, 0, 0}}},
    {"free", N_("Free arrangement"), 0, {{0, 0, 0, 0}}},
};

const char *motm_layout_key(int layout)
{
    assert(layout >= 0 && layout < MOTM_NLAYOUTS);
    return presets[layout].key;
}

const char *motm_layout_name(int layout)
{
    assert(layout >= 0 && layout < MOTM_NLAYOUTS);
    return _(presets[layout].name);
}

int motm_layout_cards(int layout, motm_preset_card out[5])
{
    assert(layout >= 0 && layout < MOTM_NLAYOUTS);
    for (int i = 0; i < presets[layout].n; i++)
        out[i] = presets[layout].cards[i];
    return presets[layout].n;
}

/* ============================================================ solo rating */

const char *motm_solo_rating(int score)
{
    if (score <= 13)
        return _("Witch and werewolf are delighted. The vampire weeps.");
    if (score <= 19)
        return _("Some training would help. Maybe at the next training camp?");
    if (score <= 24)
        return _("There is room at the top, but not much.");
    if (score <= 28)
        return _("Nearly a pro. Or finally some real luck?");
    return _("The Man in the Moon has found his champion!");
}
