/* SPDX-License-Identifier: MIT */
/* Zombeasts tests: arranging a position by card codes. */
#include "test_zb_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const mm_game *game(void)
{
    const mm_game *g = mm_game_find("zombeasts");
    assert_non_null(g);
    return g;
}

mm_session *zt_new(int nseats, bool master)
{
    mm_seat seats[MM_MAX_SEATS];
    mm_test_human_seats(seats, nseats);
    mm_options opts = {0};
    assert_true(mm_options_set(&opts, "master", master ? "1" : "0"));
    assert_true(mm_options_set(&opts, "first", "1"));
    char why[MM_REASON_MAX] = "";
    mm_session *s = mm_session_new(game(), &opts, seats, nseats, 42, why, sizeof why);
    if (!s)
        fail_msg("mm_session_new: %s", why);
    return s;
}

zb_state *zt_st(mm_session *session)
{
    return (zb_state *)(void *)session->state;
}

/* Cards handed out by the arrangement in progress. */
static bool used[ZB_NCARDS];

int zt_card(const char *code)
{
    for (int c = 0; c < ZB_NCARDS; c++) {
        char k[ZB_CODE_LEN];
        zb_card_code(c, k, sizeof k);
        if (!used[c] && strcmp(k, code) == 0) {
            used[c] = true;
            return c;
        }
    }
    fail_msg("no unused card '%s'", code);
    return -1;
}

/* Calls `fn` for each space-separated word of `text`. */
static void each_word(const char *text, void (*fn)(void *, const char *), void *ctx)
{
    if (!text)
        return;
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", text);
    for (char *w = strtok(buf, " "); w; w = strtok(NULL, " "))
        fn(ctx, w);
}

typedef struct arrange_ctx {
    zb_state *s;
    int seat;
} arrange_ctx;

static void add_hand(void *p, const char *code)
{
    arrange_ctx *a = p;
    int c = zt_card(code);
    a->s->hand[a->seat][a->s->nhand[a->seat]++] = c;
    a->s->known[c] = (uint8_t)(1u << a->seat);
}

/* Where the rules put a card: the first free slot of its quarter. */
static int free_slot(const zb_moon *moon, zb_quarter quarter)
{
    static const int order[ZB_MOON_SLOTS] = {ZB_SLOT_TL, ZB_SLOT_TR, ZB_SLOT_BR, ZB_SLOT_BL};
    for (int i = 0; i < ZB_MOON_SLOTS; i++)
        if (moon->slot[order[i]] == ZB_NONE && zb_slot_quarter(order[i]) == quarter)
            return order[i];
    return -1;
}

static void add_moon(void *p, const char *word)
{
    arrange_ctx *a = p;
    zb_state *s = a->s;
    assert_true(strlen(word) >= 3 && word[1] == ':');
    zb_moon *moon = &s->moons[a->seat][s->nmoons[a->seat]++];
    for (int k = 0; k < ZB_MOON_SLOTS; k++)
        moon->slot[k] = ZB_NONE;
    moon->colour = ZB_WHITE;
    char buf[128];
    snprintf(buf, sizeof buf, "%s", word + 2);
    char *save = NULL;
    for (char *code = strtok_r(buf, ",", &save); code; code = strtok_r(NULL, ",", &save)) {
        int c = zt_card(code);
        int slot = free_slot(moon, zb_card_info(c).quarter);
        if (slot < 0)
            fail_msg("moon %s: no room for %s", word, code);
        moon->slot[slot] = c;
        if (zb_card_info(c).colour != ZB_WHITE)
            moon->colour = zb_card_info(c).colour;
    }
    char letter = "BORGW"[moon->colour];
    if (letter != word[0])
        fail_msg("moon %s has colour %c", word, letter);
}

static void add_stock(void *p, const char *code)
{
    zb_state *s = ((arrange_ctx *)p)->s;
    s->stock[s->nstock++] = zt_card(code);
}

static void add_pile(void *p, const char *code)
{
    int *top = p;
    top[++top[0]] = zt_card(code);
}

void zt_arrange(mm_session *session, const zt_layout *l)
{
    zb_state *s = zt_st(session);
    memset(used, 0, sizeof used);
    int nseats = s->nseats;
    bool master = s->master;
    mm_rng rng = s->rng;
    memset(s, 0, sizeof *s);
    s->nseats = nseats;
    s->master = master;
    s->rng = rng;
    arrange_ctx a = {s, 0};
    for (int p = 0; p < nseats; p++) {
        a.seat = p;
        each_word(l->hands[p], add_hand, &a);
        each_word(l->moons[p], add_moon, &a);
    }
    each_word(l->stock, add_stock, &a);
    int top[ZB_NCARDS + 1] = {0};
    each_word(l->pile, add_pile, top);
    /* The rest of the deck lies below the named top cards. */
    int rest[ZB_NCARDS], nrest = 0;
    for (int c = 0; c < ZB_NCARDS; c++)
        if (!used[c])
            rest[nrest++] = c;
    int below = l->pile_size ? l->pile_size - top[0] : nrest;
    assert_true(below >= 0 && below <= nrest);
    for (int i = 0; i < nrest - below; i++)
        s->discard[s->ndiscard++] = rest[i];
    for (int i = nrest - below; i < nrest; i++)
        s->pile[s->npile++] = rest[i];
    for (int i = top[0]; i >= 1; i--)
        s->pile[s->npile++] = top[i];
    s->current = l->current;
    s->phase = ZB_PHASE_PLAY;
    s->last_hand = ZB_NONE;
    s->follow_card = ZB_NONE;
    s->discarder = -1;
    s->final_left = -1;
    zt_assert_conserved(s);
}

const mm_events *zt_play(mm_session *session, const char *move)
{
    static mm_events ev;
    char why[MM_REASON_MAX];
    int seat = session->game->to_move(session->state);
    if (!mm_session_play(session, seat, move, &ev, why, sizeof why))
        fail_msg("move '%s' rejected: %s", move, why);
    zt_assert_conserved(zt_st(session));
    return &ev;
}

bool zt_has_event(const mm_events *ev, int kind)
{
    for (int i = 0; i < ev->n; i++)
        if (ev->ev[i].kind == kind)
            return true;
    return false;
}

const char *zt_hand(const zb_state *s, int seat)
{
    static char buf[512];
    buf[0] = '\0';
    for (int i = 0; i < s->nhand[seat]; i++) {
        char k[ZB_CODE_LEN];
        zb_card_code(s->hand[seat][i], k, sizeof k);
        size_t n = strlen(buf);
        snprintf(buf + n, sizeof buf - n, "%s%s", i ? " " : "", k);
    }
    return buf;
}

const char *zt_moon(const zb_state *s, int seat, zb_colour colour)
{
    static char buf[64];
    int m = zb_find_moon(s, seat, colour);
    if (m < 0)
        return "-";
    buf[0] = '\0';
    for (int k = 0; k < ZB_MOON_SLOTS; k++) {
        char code[ZB_CODE_LEN] = "..";
        if (s->moons[seat][m].slot[k] >= 0)
            zb_card_code(s->moons[seat][m].slot[k], code, sizeof code);
        size_t n = strlen(buf);
        snprintf(buf + n, sizeof buf - n, "%s%s", k ? " " : "", code);
    }
    return buf;
}

const char *zt_stock(const zb_state *s)
{
    static char buf[64];
    buf[0] = '\0';
    for (int i = 0; i < s->nstock; i++) {
        char k[ZB_CODE_LEN];
        zb_card_code(s->stock[i], k, sizeof k);
        size_t n = strlen(buf);
        snprintf(buf + n, sizeof buf - n, "%s%s", i ? " " : "", k);
    }
    return buf;
}

bool zt_legal(mm_session *session, const char *move)
{
    mm_move_list list;
    mm_move_list_init(&list);
    session->game->legal_moves(session->state, &list);
    bool found = false;
    for (int i = 0; i < list.n; i++)
        found |= strcmp(list.items[i], move) == 0;
    mm_move_list_free(&list);
    return found;
}

void zt_assert_conserved(const zb_state *s)
{
    int count[ZB_NCARDS] = {0};
#define COUNT(card)                                                                                \
    do {                                                                                           \
        int c_ = (card);                                                                           \
        if (c_ < 0 || c_ >= ZB_NCARDS)                                                             \
            fail_msg("a slot holds %d, not a card", c_);                                           \
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
    for (int c = 0; c < ZB_NCARDS; c++)
        if (count[c] != 1)
            fail_msg("card %d is in %d places", c, count[c]);
}
