/* SPDX-License-Identifier: MIT */
/* The history of a game, kept line by line and rebuilt from its record. */
#include "history.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/i18n.h"

void mm_history_init(mm_history *h)
{
    memset(h, 0, sizeof *h);
}

void mm_history_free(mm_history *h)
{
    free(h->line);
    mm_history_init(h);
}

void mm_history_name(const mm_record *rec, const char *text, char *out, size_t len)
{
    size_t at = 0;
    const char *word = _("Player %d");
    while (*text && at + 1 < len) {
        bool replaced = false;
        for (int i = 0; i < rec->nseats && !replaced; i++) {
            char probe[48];
            snprintf(probe, sizeof probe, word, i + 1);
            size_t n = strlen(probe);
            /* "Player 1" must not match the start of "Player 12". */
            if (strncmp(text, probe, n) == 0 && !(text[n] >= '0' && text[n] <= '9')) {
                for (const char *c = rec->seats[i].name; *c && at + 1 < len; c++)
                    out[at++] = *c;
                text += n;
                replaced = true;
            }
        }
        if (!replaced)
            out[at++] = *text++;
    }
    out[at] = '\0';
}

void mm_history_add(mm_history *h, const mm_record *rec, int move, int seat, const mm_events *ev)
{
    for (int i = 0; i < ev->n; i++) {
        if (!ev->ev[i].text[0])
            continue;
        if (h->n == h->cap) {
            int cap = h->cap ? h->cap * 2 : 64;
            mm_history_line *grown = realloc(h->line, sizeof *grown * (size_t)cap);
            if (!grown)
                return; /* the history misses lines; the game goes on */
            h->line = grown;
            h->cap = cap;
        }
        mm_history_line *l = &h->line[h->n++];
        l->move = move;
        l->seat = seat;
        mm_history_name(rec, ev->ev[i].text, l->text, sizeof l->text);
    }
}

bool mm_history_rebuild(mm_history *h, const mm_game *game, const mm_record *rec, char *why,
                        size_t why_len)
{
    h->n = 0;
    mm_state *s = game->new_game(&rec->options, rec->nseats, rec->seed, why, why_len);
    if (!s)
        return false;
    bool ok = true;
    for (int i = 0; i < rec->moves.n && ok; i++) {
        int seat = game->to_move(s);
        ok = seat != MM_NOBODY && game->validate(s, seat, rec->moves.items[i], why, why_len);
        if (!ok)
            break;
        mm_events ev;
        memset(&ev, 0, sizeof ev);
        game->apply(s, rec->moves.items[i], &ev);
        mm_history_add(h, rec, i, seat, &ev);
    }
    game->free(s);
    if (!ok)
        h->n = 0;
    return ok;
}
