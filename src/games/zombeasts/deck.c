/* SPDX-License-Identifier: MIT */
/* Zombeasts: the 90-card deck (our design, see docs/games/zombeasts.md) and
 * the names and codes of its cards. */
#include <assert.h>
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "monstermoon/i18n.h"
#include "zb_internal.h"

/* Per animal, five cards in every colour: draw number and quarter. Victory
 * points are 5 minus the draw number. The toy sits on the first card with
 * draw number 3. The rulebook's example cards are here: the green dog 4 and
 * the green rat 1 share the right quarter (Marie's carrot swap), the orange
 * cat 2, the blue rabbit with the carrot. */
static const struct {
    int draw;
    zb_quarter quarter;
} animal_cards[ZB_NANIMALS][5] = {
    [ZB_DOG] = {{1, ZB_LEFT}, {2, ZB_RIGHT}, {3, ZB_LEFT}, {4, ZB_RIGHT}, {2, ZB_LEFT}},
    [ZB_CAT] = {{1, ZB_LEFT}, {2, ZB_RIGHT}, {3, ZB_LEFT}, {4, ZB_RIGHT}, {3, ZB_RIGHT}},
    [ZB_RAT] = {{1, ZB_RIGHT}, {2, ZB_LEFT}, {3, ZB_RIGHT}, {4, ZB_LEFT}, {3, ZB_LEFT}},
    [ZB_RABBIT] = {{1, ZB_RIGHT}, {2, ZB_LEFT}, {3, ZB_RIGHT}, {4, ZB_LEFT}, {2, ZB_RIGHT}},
};
static const int toy_card = 2; /* index of the toy card among the five */
static const zb_toy animal_toy[ZB_NANIMALS] = {ZB_BONE, ZB_MOUSE, ZB_PAW, ZB_CARROT};

/* The ten jokers: five of each quarter, six with an animal. */
static const struct {
    zb_animal animal;
    zb_quarter quarter;
} jokers[ZB_NCARDS - ZB_NCOLOURED] = {
    {ZB_DOG, ZB_LEFT},        {ZB_CAT, ZB_LEFT},       {ZB_RAT, ZB_LEFT},
    {ZB_NO_ANIMAL, ZB_LEFT},  {ZB_NO_ANIMAL, ZB_LEFT}, {ZB_CAT, ZB_RIGHT},
    {ZB_RABBIT, ZB_RIGHT},    {ZB_DOG, ZB_RIGHT},      {ZB_NO_ANIMAL, ZB_RIGHT},
    {ZB_NO_ANIMAL, ZB_RIGHT},
};

static const char colour_letters[ZB_NCOLOURS] = {'B', 'O', 'R', 'G', 'W'};
static const char animal_letters[ZB_NANIMALS] = {'d', 'c', 'r', 'b'};

static zb_card compute_card(int card)
{
    zb_card c;
    if (card >= ZB_NCOLOURED) {
        c.colour = ZB_WHITE;
        c.animal = jokers[card - ZB_NCOLOURED].animal;
        c.quarter = jokers[card - ZB_NCOLOURED].quarter;
        c.draw = 0;
        c.points = 0;
        c.toy = ZB_TOY_NONE;
        return c;
    }
    int k = card % 20;
    c.colour = (zb_colour)(card / 20);
    c.animal = (zb_animal)(k / 5);
    c.draw = animal_cards[c.animal][k % 5].draw;
    c.quarter = animal_cards[c.animal][k % 5].quarter;
    c.points = 5 - c.draw;
    c.toy = k % 5 == toy_card ? animal_toy[c.animal] : ZB_TOY_NONE;
    return c;
}

static int compute_kind(int card)
{
    if (card < ZB_NCOLOURED)
        return card;
    /* Equal jokers: the first one with the same animal and quarter. */
    int j = card - ZB_NCOLOURED;
    for (int i = 0; i < j; i++)
        if (jokers[i].animal == jokers[j].animal && jokers[i].quarter == jokers[j].quarter)
            return ZB_NCOLOURED + i;
    return card;
}

/* Every search of a hand or a moon asks what cards show and which are equal:
 * tables, filled when the program loads (before any thread could read them). */
zb_card zb_card_table[ZB_NCARDS];
unsigned char zb_kind_table[ZB_NCARDS];

__attribute__((constructor)) static void fill_card_table(void)
{
    for (int card = 0; card < ZB_NCARDS; card++) {
        zb_card_table[card] = compute_card(card);
        zb_kind_table[card] = (unsigned char)compute_kind(card);
    }
}

zb_card zb_card_info(int card)
{
    assert(card >= 0 && card < ZB_NCARDS && "zb_card_info: not a card id");
    return zb_card_table[card];
}

void zb_card_code(int card, char *buf, size_t len)
{
    /* Called in every search of a hand or moon: built by hand, not snprintf. */
    zb_card c = zb_card_info(card);
    char k[ZB_CODE_LEN] = {colour_letters[c.colour],
                           c.animal == ZB_NO_ANIMAL ? '-' : animal_letters[c.animal],
                           (char)('0' + c.draw), c.quarter == ZB_LEFT ? 'L' : 'R', '\0'};
    assert(len >= ZB_CODE_LEN && "zb_card_code: the buffer needs ZB_CODE_LEN bytes");
    (void)len;
    memcpy(buf, k, ZB_CODE_LEN);
}

static int animal_from_letter(char a)
{
    for (int i = 0; i < ZB_NANIMALS; i++)
        if (animal_letters[i] == a)
            return i;
    return a == '-' ? ZB_NO_ANIMAL : -2;
}

int zb_card_find(int colour, int animal, int draw, int quarter)
{
    if (colour == ZB_WHITE) {
        for (int j = 0; draw == 0 && j < ZB_NCARDS - ZB_NCOLOURED; j++)
            if ((int)jokers[j].animal == animal && (int)jokers[j].quarter == quarter)
                return ZB_NCOLOURED + j;
        return -1;
    }
    for (int j = 0; colour >= 0 && colour < ZB_WHITE && animal >= 0 && j < 5; j++)
        if (animal_cards[animal][j].draw == draw && (int)animal_cards[animal][j].quarter == quarter)
            return colour * 20 + animal * 5 + j;
    return -1;
}

int zb_card_by_code(const char *code)
{
    for (int i = 0; i < 4; i++)
        if (!code[i])
            return -1;
    if (code[4])
        return -1;
    int colour = zb_colour_from_letter(code[0]), animal = animal_from_letter(code[1]);
    if (colour < 0 || animal == -2 || (code[3] != 'L' && code[3] != 'R'))
        return -1;
    return zb_card_find(colour, animal, code[2] - '0', code[3] == 'L' ? ZB_LEFT : ZB_RIGHT);
}

int zb_parse_code(const char *p)
{
    for (int i = 0; i < 4; i++)
        if (!p[i])
            return -1;
    char k[ZB_CODE_LEN] = {(char)toupper((unsigned char)p[0]), (char)tolower((unsigned char)p[1]),
                           p[2], (char)toupper((unsigned char)p[3]), '\0'};
    return zb_card_by_code(k);
}

char zb_colour_letter(zb_colour colour)
{
    assert(colour >= 0 && colour < ZB_NCOLOURS);
    return colour_letters[colour];
}

int zb_colour_from_letter(char c)
{
    for (int i = 0; i < ZB_NCOLOURS; i++)
        if (colour_letters[i] == toupper((unsigned char)c))
            return i;
    return -1;
}

const char *zb_colour_name(zb_colour colour)
{
    static const char *const names[ZB_NCOLOURS] = {N_("blue"), N_("orange"), N_("red"), N_("green"),
                                                   N_("white")};
    assert(colour >= 0 && colour < ZB_NCOLOURS);
    return _(names[colour]);
}

const char *zb_colour_a(zb_colour colour)
{
    static const char *const names[ZB_NCOLOURS] = {N_("a blue"), N_("an orange"), N_("a red"),
                                                   N_("a green"), N_("a white")};
    assert(colour >= 0 && colour < ZB_NCOLOURS);
    return _(names[colour]);
}

const char *zb_animal_name(zb_animal animal)
{
    static const char *const names[ZB_NANIMALS] = {N_("dog"), N_("cat"), N_("rat"), N_("rabbit")};
    if (animal == ZB_NO_ANIMAL)
        return _("no animal");
    assert(animal >= 0 && animal < ZB_NANIMALS);
    return _(names[animal]);
}

const char *zb_toy_name(zb_toy toy)
{
    static const char *const names[ZB_NTOYS] = {N_("no toy"), N_("carrot"), N_("mouse"), N_("bone"),
                                                N_("paw")};
    assert(toy >= 0 && toy < ZB_NTOYS);
    return _(names[toy]);
}

const char *zb_quarter_name(zb_quarter quarter)
{
    return quarter == ZB_LEFT ? _("left") : _("right");
}

const char *zb_card_name(int card)
{
    /* Whole phrases, so that translations can inflect the colour; each
     * begins with its suit's symbol as on the cards (blue ◆, orange ●, red ▲,
     * green ■, jokers ★), so no suit is told by its colour alone. */
    static const char *const coloured[ZB_NCOLOURS - 1][ZB_NANIMALS] = {
        {N_("◆ blue dog"), N_("◆ blue cat"), N_("◆ blue rat"), N_("◆ blue rabbit")},
        {N_("● orange dog"), N_("● orange cat"), N_("● orange rat"), N_("● orange rabbit")},
        {N_("▲ red dog"), N_("▲ red cat"), N_("▲ red rat"), N_("▲ red rabbit")},
        {N_("■ green dog"), N_("■ green cat"), N_("■ green rat"), N_("■ green rabbit")},
    };
    static const char *const joker[ZB_NANIMALS] = {N_("★ dog joker"), N_("★ cat joker"),
                                                   N_("★ rat joker"), N_("★ rabbit joker")};
    zb_card c = zb_card_info(card);
    if (c.colour != ZB_WHITE)
        return _(coloured[c.colour][c.animal]);
    return c.animal == ZB_NO_ANIMAL ? _("★ joker") : _(joker[c.animal]);
}
