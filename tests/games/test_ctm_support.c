/* SPDX-License-Identifier: MIT */
#include "test_ctm_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const mm_game *game(void)
{
    return &mm_game_catch_the_moon;
}

mm_state *ctm_test_game(ctm_mode mode, int nseats)
{
    mm_options o = {0};
    mm_options_set(&o, "mode", mode == CTM_COOPERATIVE ? "cooperative" : "competitive");
    mm_options_set(&o, "first", "1");
    char why[MM_REASON_MAX];
    mm_state *st = game()->new_game(&o, nseats, 1, why, sizeof why);
    if (!st)
        fail_msg("new_game: %s", why);
    ctm_test_play(st, "socket 2", NULL);
    ctm_test_play(st, "socket 3", NULL);
    return st;
}

void ctm_test_draw(mm_state *st, int ladder, ctm_face face)
{
    ctm_state *s = ctm_mut(st);
    int at = -1;
    for (int i = 0; i < s->npile; i++)
        if (s->pile[i] == ladder)
            at = i;
    if (at < 0 && s->ladder != ladder)
        fail_msg("ladder %d is neither in the box nor drawn", ladder);
    if (at >= 0) {
        if (s->ladder >= 0)
            s->pile[at] = s->ladder;
        else
            s->pile[at] = s->pile[--s->npile];
    }
    s->ladder = ladder;
    s->face = face;
    /* The live world stays: constructed games are never cloned. */
}

void ctm_test_play(mm_state *st, const char *move, mm_events *ev)
{
    char why[MM_REASON_MAX];
    int seat = game()->to_move(st);
    if (!game()->validate(st, seat, move, why, sizeof why))
        fail_msg("move '%s' refused: %s", move, why);
    mm_events local;
    mm_events *e = ev ? ev : &local;
    memset(e, 0, sizeof *e);
    game()->apply(st, move, e);
}

void ctm_test_refuse(const mm_state *st, const char *move, const char *fragment)
{
    char why[MM_REASON_MAX] = "";
    int seat = game()->to_move(st);
    if (game()->validate(st, seat, move, why, sizeof why))
        fail_msg("move '%s' was accepted, expected '%s'", move, fragment);
    mm_test_assert_contains(why, fragment);
}

bool ctm_test_in_tower(const ctm_state *s, int ladder)
{
    for (int i = 0; i < s->npieces; i++)
        if (s->pieces[i].ladder == ladder)
            return true;
    return false;
}

int ctm_test_ladders_accounted(const ctm_state *s)
{
    bool seen[CTM_NLADDERS] = {false};
    int n = 0;
#define SEE(id)                                                                                    \
    do {                                                                                           \
        int id_ = (id);                                                                            \
        if (id_ < 0 || id_ >= CTM_NLADDERS || seen[id_])                                           \
            fail_msg("ladder %d is in two places (or no ladder)", id_);                            \
        seen[id_] = true;                                                                          \
        n++;                                                                                       \
    } while (0)
    for (int i = 0; i < s->npieces; i++)
        SEE(s->pieces[i].ladder);
    for (int i = 0; i < s->nout; i++)
        SEE(s->out[i]);
    for (int i = 0; i < s->npile; i++)
        SEE(s->pile[i]);
    for (int i = s->nstarted; i < 2; i++)
        SEE(i); /* start ladders not in the cloud yet */
    if (s->ladder >= 0)
        SEE(s->ladder);
    SEE(2); /* the spare start ladder stays in the box */
#undef SEE
    return n;
}

bool ctm_test_has_event(const mm_events *ev, int kind)
{
    for (int i = 0; i < ev->n; i++)
        if (ev->ev[i].kind == kind)
            return true;
    return false;
}

mm_session *ctm_test_reloaded(const mm_session *s)
{
    char *text = mm_record_to_text(&s->rec);
    mm_record rec;
    mm_record_init(&rec);
    int line;
    char why[MM_REASON_MAX];
    assert_true(mm_record_from_text(&rec, text, &line, why, sizeof why));
    mm_session *again = mm_session_from_record(&rec, &line, why, sizeof why);
    if (!again)
        fail_msg("replay: %s", why);
    mm_record_free(&rec);
    free(text);
    return again;
}
