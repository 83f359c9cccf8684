/* SPDX-License-Identifier: MIT */
#include "test_support.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "monstermoon/i18n.h"

void mm_test_init(void)
{
    mm_i18n_init(MM_BUILD_LOCALEDIR, NULL, 0);
    mm_i18n_set_language("en");
}

void mm_test_cpu_seats(mm_seat *seats, int n, const char *ai)
{
    for (int i = 0; i < n; i++) {
        memset(&seats[i], 0, sizeof seats[i]);
        seats[i].kind = MM_SEAT_CPU;
        snprintf(seats[i].ai, sizeof seats[i].ai, "%s", ai);
        snprintf(seats[i].name, sizeof seats[i].name, "CPU %d", i + 1);
    }
}

void mm_test_play(mm_session *s, const char *move)
{
    char why[MM_REASON_MAX];
    int seat = s->game->to_move(s->state);
    if (!mm_session_play(s, seat, move, NULL, why, sizeof why))
        fail_msg("move '%s' rejected: %s", move, why);
}

void mm_test_reject(const mm_session *s, const char *move, const char *fragment)
{
    char why[MM_REASON_MAX] = "";
    int seat = s->game->to_move(s->state);
    if (s->game->validate(s->state, seat, move, why, sizeof why))
        fail_msg("move '%s' was accepted, expected a rejection containing '%s'", move,
                 fragment);
    if (!strstr(why, fragment))
        fail_msg("move '%s' rejected with '%s', expected it to contain '%s'", move, why,
                 fragment);
}

void mm_test_human_seats(mm_seat *seats, int n)
{
    for (int i = 0; i < n; i++) {
        memset(&seats[i], 0, sizeof seats[i]);
        seats[i].kind = MM_SEAT_HUMAN;
        snprintf(seats[i].name, sizeof seats[i].name, "Human %d", i + 1);
    }
}

void mm_test_tmpdir(char *buf, size_t len)
{
    char tmpl[] = "/tmp/mmtest-XXXXXX";
    if (!mkdtemp(tmpl))
        fail_msg("mkdtemp failed");
    snprintf(buf, len, "%s", tmpl);
}

void mm_test_remove_dir(const char *dir)
{
    DIR *d = opendir(dir);
    if (d) {
        struct dirent *e;
        while ((e = readdir(d)) != NULL) {
            if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
                continue;
            char path[2048];
            snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
            if (remove(path) != 0)
                rmdir(path);
        }
        closedir(d);
    }
    rmdir(dir);
}

char *mm_test_read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += got;
        if (n + 1 == cap) {
            cap *= 2;
            char *bigger = realloc(buf, cap);
            if (!bigger)
                free(buf);
            buf = bigger;
        }
    }
    fclose(f);
    if (!buf)
        fail_msg("out of memory reading %s", path);
    buf[n] = '\0';
    if (len)
        *len = n;
    return buf;
}

void mm_test_write_file(const char *path, const char *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        fail_msg("cannot create %s", path);
    if (fwrite(data, 1, len, f) != len || fclose(f) != 0)
        fail_msg("cannot write %s", path);
}

void mm_test_assert_contains(const char *text, const char *fragment)
{
    if (!text || !strstr(text, fragment))
        fail_msg("'%s' does not contain '%s'", text ? text : "(null)", fragment);
}

void mm_test_check_legal_moves(const mm_game *g, const mm_state *state, const char *where,
                               bool exclusive, bool apply_each,
                               void (*after)(const mm_state *next, const void *ctx),
                               const void *ctx, mm_move_list *legal)
{
    int seat = g->to_move(state);
    g->legal_moves(state, legal);
    if (legal->n == 0)
        fail_msg("%s: no legal move for seat %d", where, seat);
    for (int i = 0; i < legal->n; i++) {
        const char *m = legal->items[i];
        char why[MM_REASON_MAX] = "";
        if (!g->validate(state, seat, m, why, sizeof why))
            fail_msg("%s: legal move '%s' does not validate: %s", where, m, why);
        for (int j = i + 1; j < legal->n; j++)
            if (strcmp(m, legal->items[j]) == 0)
                fail_msg("%s: legal move '%s' listed twice", where, m);
        for (int o = 0; exclusive && o < g->nseats(state); o++)
            if (o != seat && g->validate(state, o, m, why, sizeof why))
                fail_msg("%s: seat %d may play '%s' out of turn", where, o, m);
        if (!apply_each)
            continue;
        mm_state *next = g->clone(state);
        mm_events ev = {0};
        g->apply(next, m, &ev);
        if (after)
            after(next, ctx);
        if (g->is_over(next) != (g->to_move(next) == MM_NOBODY))
            fail_msg("%s: is_over and to_move disagree after '%s'", where, m);
        g->free(next);
    }
}
