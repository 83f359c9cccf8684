/* SPDX-License-Identifier: MIT */
#include "toy_game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct toy {
    int nseats, current, count, winner;
} toy;

static toy *T(mm_state *s) { return (toy *)(void *)s; }
static const toy *CT(const mm_state *s) { return (const toy *)(const void *)s; }

int mm_test_toy_count(const mm_state *state)
{
    return CT(state)->count;
}

static mm_state *toy_new(const mm_options *opts, int nseats, uint64_t seed, char *why, size_t len)
{
    (void)opts, (void)seed, (void)why, (void)len;
    toy *t = calloc(1, sizeof *t);
    t->nseats = nseats;
    t->winner = -1;
    return (mm_state *)(void *)t;
}

static mm_state *toy_clone(const mm_state *s)
{
    toy *t = malloc(sizeof *t);
    *t = *CT(s);
    return (mm_state *)(void *)t;
}

static void toy_free(mm_state *s) { free(s); }
static int toy_nseats(const mm_state *s) { return CT(s)->nseats; }
static bool toy_over(const mm_state *s) { return CT(s)->winner >= 0; }
static int toy_to_move(const mm_state *s) { return toy_over(s) ? MM_NOBODY : CT(s)->current; }

static void toy_legal(const mm_state *s, mm_move_list *out)
{
    if (toy_over(s))
        return;
    mm_move_list_addf(out, "+1");
    mm_move_list_addf(out, "+2");
    mm_move_list_addf(out, "peek");
}

static bool toy_validate(const mm_state *s, int seat, const char *m, char *why, size_t len)
{
    if (toy_over(s) || seat != CT(s)->current) {
        snprintf(why, len, "not your turn");
        return false;
    }
    if (strcmp(m, "+1") && strcmp(m, "+2") && strcmp(m, "peek")) {
        snprintf(why, len, "'%s' is not a move", m);
        return false;
    }
    return true;
}

static void toy_apply(mm_state *s, const char *m, mm_events *ev)
{
    toy *t = T(s);
    if (strcmp(m, "peek") == 0) {
        if (ev)
            ev->revealed = true;
    }
    else
        t->count += m[1] - '0';
    if (t->count >= 10)
        t->winner = t->current;
    else
        t->current = (t->current + 1) % t->nseats;
}

static void toy_describe(const mm_state *s, const char *m, char *buf, size_t len)
{
    (void)s;
    snprintf(buf, len, "%s", m);
}

static void toy_result(const mm_state *s, mm_result *r)
{
    memset(r, 0, sizeof *r);
    r->nseats = CT(s)->nseats;
    for (int i = 0; i < r->nseats; i++)
        r->winner[i] = i == CT(s)->winner;
}

static void toy_determinize(mm_state *s, int seat, mm_rng *rng)
{
    (void)s, (void)seat, (void)rng;
}

static mm_state *toy_view(const mm_state *s, int seat)
{
    (void)seat;
    return toy_clone(s);
}

static bool toy_hides(const mm_state *s)
{
    (void)s;
    return false;
}

const mm_game mm_test_toy_game = {
    .id = "toy",
    .title = "Toy",
    .blurb = "Count to ten.",
    .min_seats = 2,
    .max_seats = 3,
    .new_game = toy_new,
    .clone = toy_clone,
    .free = toy_free,
    .nseats = toy_nseats,
    .to_move = toy_to_move,
    .is_over = toy_over,
    .legal_moves = toy_legal,
    .validate = toy_validate,
    .apply = toy_apply,
    .describe_move = toy_describe,
    .result = toy_result,
    .view_for = toy_view,
    .determinize = toy_determinize,
    .hides_information = toy_hides,
};
