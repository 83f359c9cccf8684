/* SPDX-License-Identifier: MIT */
/* Catch the Moon: one placement in the live world, judged as the rulebook
 * says (after the tower has settled), and its film for the view. */
#include <assert.h>
#include <math.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "ctm.h"

/* After falls the tower settles again; ladders falling then are still the
 * placer's (until the next player rolls). */
#define MAX_ROUNDS 6

/* ==================================================================== film */

typedef struct film_piece {
    float x, y, a;
    short ladder, socket;
} film_piece;

struct ctm_film {
    atomic_int refs;
    int nframes, frame_cap;
    int *start; /* first piece of each frame; start[nframes] = npieces */
    film_piece *pieces;
    int npieces, piece_cap;
    int release;
};

ctm_film *ctm_film_new(void)
{
    ctm_film *f = calloc(1, sizeof *f);
    if (!f)
        abort();
    atomic_init(&f->refs, 1);
    f->start = malloc(sizeof *f->start);
    if (!f->start)
        abort();
    f->start[0] = 0;
    return f;
}

ctm_film *ctm_film_ref(ctm_film *film)
{
    if (film)
        atomic_fetch_add(&film->refs, 1);
    return film;
}

void ctm_film_unref(ctm_film *film)
{
    if (!film || atomic_fetch_sub(&film->refs, 1) != 1)
        return;
    free(film->start);
    free(film->pieces);
    free(film);
}

void ctm_film_capture(void *opaque, const ctm_world *world)
{
    ctm_film *f = opaque;
    int n = ctm_world_count(world);
    if (f->npieces + n > f->piece_cap) {
        int cap = f->piece_cap ? f->piece_cap * 2 : 1024;
        while (cap < f->npieces + n)
            cap *= 2;
        film_piece *p = realloc(f->pieces, (size_t)cap * sizeof *p);
        if (!p)
            abort();
        f->pieces = p;
        f->piece_cap = cap;
    }
    if (f->nframes + 2 > f->frame_cap) {
        int cap = f->frame_cap ? f->frame_cap * 2 : 128;
        int *s = realloc(f->start, (size_t)cap * sizeof *s);
        if (!s)
            abort();
        f->start = s;
        f->frame_cap = cap;
    }
    for (int i = 0; i < n; i++) {
        ctm_pose p = ctm_world_pose(world, i);
        f->pieces[f->npieces++] =
            (film_piece){(float)p.x, (float)p.y, (float)p.a, (short)ctm_world_ladder(world, i),
                         (short)ctm_world_socket(world, i)};
    }
    f->start[++f->nframes] = f->npieces;
}

void ctm_film_mark_release(ctm_film *film, const ctm_world *world)
{
    /* An extra frame at the very moment the hand lets go: the view starts
     * from it after a human's own placement. */
    ctm_film_capture(film, world);
    film->release = film->nframes - 1;
}

int ctm_film_frames(const ctm_state *s)
{
    return s->film ? s->film->nframes : 0;
}

double ctm_film_frame_time(void)
{
    return CTM_FILM_STEPS * CTM_DT;
}

int ctm_film_release_frame(const ctm_state *s)
{
    return s->film ? s->film->release : 0;
}

int ctm_film_pieces(const ctm_state *s, int frame, ctm_piece *out, int max)
{
    const ctm_film *f = s->film;
    if (!f || frame < 0 || frame >= f->nframes)
        return 0;
    int n = f->start[frame + 1] - f->start[frame];
    for (int i = 0; i < n && i < max; i++) {
        const film_piece *p = &f->pieces[f->start[frame] + i];
        out[i] = (ctm_piece){p->ladder, {p->x, p->y, p->a}, p->socket};
    }
    return n;
}

/* ================================================================ judging */

bool ctm_condition_met(ctm_face face, int touches, bool highest)
{
    switch (face) {
    case CTM_FACE_ONE:
        return touches == 1;
    case CTM_FACE_TWO:
        return touches == 2;
    case CTM_FACE_MOON:
        return highest && (touches == 1 || touches == 2);
    }
    return false;
}

static double body_top(const ctm_world *w, int index)
{
    double bottom, top;
    ctm_extent(ctm_world_ladder(w, index), ctm_world_pose(w, index), &bottom, &top);
    return top;
}

static double world_top(const ctm_world *w, int skip)
{
    double top = 0;
    for (int i = 0; i < ctm_world_count(w); i++)
        if (i != skip)
            top = fmax(top, body_top(w, i));
    return top;
}

void ctm_sync_pieces(ctm_state *s)
{
    const ctm_world *w = ctm_world_of(s);
    s->npieces = ctm_world_count(w);
    for (int i = 0; i < s->npieces; i++)
        s->pieces[i] =
            (ctm_piece){ctm_world_ladder(w, i), ctm_world_pose(w, i), ctm_world_socket(w, i)};
}

/* Takes fallen ladders away: start ladders go back into their sockets, the
 * others leave the game. Returns whether anything fell. */
static bool clear_fallen(ctm_state *s, ctm_world *w, ctm_verdict *v)
{
    bool any = false;
    for (int i = ctm_world_count(w) - 1; i >= 0; i--) {
        if (!ctm_world_fallen(w, i))
            continue;
        any = true;
        int ladder = ctm_world_ladder(w, i), socket = ctm_world_socket(w, i);
        ctm_world_remove(w, i);
        if (socket >= 0) {
            ctm_world_add_start(w, ladder, socket, ctm_world_socket_pose(ladder, socket));
            if (v->nreturned < 2)
                v->returned[v->nreturned++] = ladder;
        } else {
            v->fallen[v->nfallen++] = ladder;
            s->out[s->nout++] = ladder;
        }
    }
    return any;
}

/* After falls the tower settles again, and ladders falling then are the
 * placer's too. */
static void settle_rounds(ctm_state *s, ctm_world *w, ctm_film *film, ctm_verdict *v)
{
    ctm_frame_fn capture = film ? ctm_film_capture : NULL;
    for (int round = 0; round < MAX_ROUNDS && clear_fallen(s, w, v); round++)
        v->settle_time += ctm_world_settle(w, capture, film);
}

/* Ladders fell while the new one was in the hand: the turn ends at once,
 * the fallen ladders and the held one leave the game. */
static void collapse(ctm_state *s, ctm_world *w, ctm_film *film, ctm_verdict *v)
{
    if (film)
        ctm_film_mark_release(film, w);
    int index = ctm_world_held(w);
    ctm_world_let_go(w);
    ctm_world_remove(w, index);
    v->fallen[v->nfallen++] = s->ladder;
    s->out[s->nout++] = s->ladder;
    v->touches = 0;
    v->new_top = 0;
    v->highest = false;
    settle_rounds(s, w, film, v);
    v->miss = CTM_MISS_FELL | CTM_MISS_HELD;
    v->tower_top = world_top(w, -1);
    s->holding = false;
    ctm_sync_pieces(s);
}

ctm_place_outcome ctm_place_begin(ctm_state *s, const ctm_move *mv, ctm_film *film,
                                  ctm_verdict *v)
{
    assert(s->ladder >= 0 && "ctm_place_begin: no ladder was drawn");
    assert((mv->kind == CTM_MOVE_MORE) == s->holding &&
           "ctm_place_begin: an H move goes on with the ladder in the hand, a P move starts anew");
    ctm_world *w = ctm_world_of(s);
    ctm_frame_fn capture = film ? ctm_film_capture : NULL;
    memset(v, 0, sizeof *v);
    v->placed = true;
    v->seat = s->current;
    v->ladder = s->ladder;
    v->face = s->face;

    if (mv->kind == CTM_MOVE_PLACE) {
        int index = ctm_world_add(w, s->ladder, mv->pose, mv->motion);
        if (film && mv->held)
            ctm_film_capture(film, w);
        if (mv->held) {
            ctm_world_grab(w, index, mv->hand);
            s->hand_target = mv->hand;
            s->holding = true;
        }
    } else if (film) {
        ctm_film_capture(film, w);
    }
    if (s->holding) {
        int held = ctm_world_held(w);
        for (int r = 0; r < mv->nruns; r++)
            for (int k = 0; k < mv->runs[r].count; k++) {
                ctm_key_apply(&s->hand_target, mv->runs[r].d);
                ctm_world_hand_key(w, s->hand_target, capture, film);
                if (ctm_world_any_fallen(w, held)) {
                    collapse(s, w, film, v);
                    return CTM_PLACED_COLLAPSED;
                }
            }
        if (mv->end == CTM_HAND_KEEP) {
            ctm_sync_pieces(s);
            return CTM_PLACED_HOLDING;
        }
        ctm_world_let_go(w);
        s->holding = false;
        if (mv->end == CTM_HAND_LIFT) {
            ctm_world_remove(w, held);
            ctm_sync_pieces(s);
            return CTM_PLACED_LIFTED;
        }
    }
    if (film)
        ctm_film_mark_release(film, w);
    return CTM_PLACED_RELEASED;
}

void ctm_place_finish(ctm_state *s, ctm_film *film, ctm_verdict *v)
{
    ctm_frame_fn capture = film ? ctm_film_capture : NULL;
    v->settle_time += ctm_world_settle(ctm_world_of(s), capture, film);
    ctm_place_judge(s, film, v);
}

void ctm_place_judge(ctm_state *s, ctm_film *film, ctm_verdict *v)
{
    ctm_world *w = ctm_world_of(s);
    /* The verdict on the settled tower, before anything is taken away. */
    int index = ctm_world_find(w, s->ladder);
    bool grounded = ctm_world_grounded(w, index);
    bool fell = false;
    for (int i = 0; i < ctm_world_count(w); i++)
        fell |= i != index && ctm_world_fallen(w, i);
    v->touches = ctm_world_touching(w, index, v->touched, 8);
    v->new_top = body_top(w, index);
    v->highest = v->new_top >= world_top(w, index);

    settle_rounds(s, w, film, v);

    if (grounded)
        v->miss |= CTM_MISS_GROUND;
    if (fell || v->nfallen > (grounded ? 1 : 0) || v->nreturned > 0)
        v->miss |= CTM_MISS_FELL;
    if (!v->miss && !ctm_condition_met(v->face, v->touches, v->highest))
        v->miss |= CTM_MISS_CONDITION;
    if (ctm_world_find(w, s->ladder) < 0)
        v->new_top = 0;
    v->tower_top = world_top(w, -1);
    ctm_sync_pieces(s);
}

ctm_place_outcome ctm_place(ctm_state *s, const ctm_move *mv, ctm_film *film, ctm_verdict *v)
{
    ctm_place_outcome out = ctm_place_begin(s, mv, film, v);
    if (out == CTM_PLACED_RELEASED)
        ctm_place_finish(s, film, v);
    return out;
}
