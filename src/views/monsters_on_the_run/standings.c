/* SPDX-License-Identifier: MIT */
/* Monsters on the Run table: live standings (what every bet would score if
 * the game ended now, from the monsters' places, which everybody sees), the
 * warning that the end is near, and what each seat's last move changed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/i18n.h"
#include "mor_view.h"

/* ============================================================ standings */

void morv_points_now(const mor_state *s, int points[MOR_NMONSTERS])
{
    static const int value[] = MOR_PLACE_POINTS;
    int place[MOR_NMONSTERS];
    mor_places(s, place);
    for (int m = 0; m < MOR_NMONSTERS; m++)
        points[m] = value[place[m]];
}

int morv_seat_points_now(const mor_state *s, const int points[MOR_NMONSTERS], int seat)
{
    int total = 0;
    for (int b = 0; b < s->nbets[seat]; b++)
        total += points[mor_card_info(s->bets[seat][b]).a];
    if (s->tile[seat] != MOR_HIDDEN)
        total += points[s->tile[seat]];
    return total;
}

void morv_format_points(int points, char *buf, size_t len)
{
    if (points > 0)
        snprintf(buf, len, "+%d", points);
    else if (points < 0)
        snprintf(buf, len, "\u2212%d", -points);
    else
        snprintf(buf, len, "0");
}

/* The warning texts, one per kind of news. */
typedef enum warning {
    W_SUPERNOVA_NOW,
    W_SUPERNOVA,
    W_EDGE_ONE,
    W_EDGE_MANY,
    W_PILE_LOW,
    W_PILE,
    W_COUNT
} warning;

static void format_warning(warning w, int n, int monster, char *buf, size_t len)
{
    unsigned long un = (unsigned long)n;
    switch (w) {
    case W_SUPERNOVA_NOW:
        snprintf(buf, len, "%s", _("Supernova: move the last monster on, or the game ends."));
        break;
    case W_SUPERNOVA:
        snprintf(buf, len,
                 dngettext(MM_TEXT_DOMAIN, "Supernova: %d planet left before the last monster",
                           "Supernova: %d planets left before the last monster", un),
                 n);
        break;
    case W_EDGE_ONE:
        snprintf(buf, len, _("The %s monster can jump to the edge and end the game."),
                 mor_monster_name(monster));
        break;
    case W_EDGE_MANY:
        snprintf(buf, len,
                 dngettext(MM_TEXT_DOMAIN, "%d monster can jump to the edge and end the game.",
                           "%d monsters can jump to the edge and end the game.", un),
                 n);
        break;
    case W_PILE_LOW:
        snprintf(buf, len,
                 dngettext(MM_TEXT_DOMAIN, "Only %d card left in the pile, then the supernova.",
                           "Only %d cards left in the pile, then the supernova.", un),
                 n);
        break;
    default:
        snprintf(
            buf, len,
            dngettext(MM_TEXT_DOMAIN, "%d card in the draw pile", "%d cards in the draw pile", un),
            n);
        break;
    }
}

bool morv_end_warning(const mor_state *s, char *buf, size_t len)
{
    buf[0] = '\0';
    if (s->end != MOR_END_NONE)
        return false;
    /* A monster one jump from the outermost planet ends the game at once. */
    int edge = 0, which = -1;
    for (int m = 0; m < MOR_NMONSTERS; m++)
        if (mor_jump_target(s, m) == MOR_TRACK_CARDS - 1)
            edge++, which = m;
    if (s->ndraw == 0) {
        /* The supernova draws from the inside until it meets a monster. */
        int rear = MOR_TRACK_CARDS;
        for (int m = 0; m < MOR_NMONSTERS; m++)
            if (s->pos[m] < rear)
                rear = s->pos[m];
        int left = rear - s->track_inner;
        format_warning(left <= 0 ? W_SUPERNOVA_NOW : W_SUPERNOVA, left, 0, buf, len);
        return true;
    }
    if (edge > 0) {
        format_warning(edge == 1 ? W_EDGE_ONE : W_EDGE_MANY, edge, which, buf, len);
        return true;
    }
    bool low = s->ndraw <= s->nseats;
    format_warning(low ? W_PILE_LOW : W_PILE, s->ndraw, 0, buf, len);
    return low;
}

int morv_warning_samples(char samples[][MORV_LINE_MAX], int max)
{
    int n = 0;
    for (int w = 0; w < W_COUNT; w++) {
        /* Every monster's name for the one that names a monster. */
        for (int m = 0; m < (w == W_EDGE_ONE ? MOR_NMONSTERS : 1) && n < max; m++)
            format_warning((warning)w, 12, m, samples[n++], MORV_LINE_MAX);
    }
    return n;
}

/* ================================================================= marks */

/* What one move did, from its events. */
static void mark_from_events(morv_mark *k, int move, const mm_events *ev)
{
    memset(k, 0, sizeof *k);
    k->move = move;
    k->discarded = -1;
    k->kind = MORV_MARK_NONE;
    for (int i = 0; i < ev->n; i++) {
        const mm_event *e = &ev->ev[i];
        switch (e->kind) {
        case MOR_EV_PLAY:
            k->card = e->a;
            break;
        case MOR_EV_MOVE:
            k->kind = MORV_MARK_JUMP;
            k->monster = e->a;
            k->from = e->b;
            k->to = e->c;
            break;
        case MOR_EV_BET:
            k->kind = MORV_MARK_BET;
            k->card = e->a;
            break;
        case MOR_EV_DISCARD_BET:
            k->discarded = e->a;
            break;
        case MOR_EV_FAV_SWAP:
            k->kind = MORV_MARK_FAV_SWAP;
            k->card = e->a;
            k->other = e->b;
            k->card2 = e->c;
            break;
        case MOR_EV_POS_SWAP:
            k->kind = MORV_MARK_POS_SWAP;
            k->monster = e->a;
            k->monster2 = e->b;
            k->from = e->c;
            k->to = e->d;
            break;
        case MOR_EV_VOID:
            k->kind = MORV_MARK_VOID;
            break;
        default:
            break;
        }
        /* The next player's draw and a game's end belong to nobody's mark. */
        if (e->kind == MOR_EV_TURN)
            break;
    }
}

/* A move since the viewer's last: it becomes its maker's mark. */
static void note_mark(void *ctx, int move, int seat, const mm_events *ev)
{
    mor_view *v = ctx;
    if (seat >= 0 && seat < MM_MAX_SEATS)
        mark_from_events(&v->marks[seat], move, ev);
}

void morv_marks_update(mor_view *v)
{
    memset(v->marks, 0, sizeof v->marks);
    for (int i = 0; i < MM_MAX_SEATS; i++)
        v->marks[i].move = -1;
    mm_table_since_each(&v->since, v->session, v->viewer, note_mark, v);
}

const morv_mark *morv_mark_for(const mor_view *v, int seat)
{
    const morv_mark *k = &v->marks[seat];
    /* Only moves since the viewer's own last are kept (a spectator sees
     * every seat's last). */
    if (seat == v->viewer || k->kind == MORV_MARK_NONE || k->move < 0)
        return NULL;
    return k;
}
