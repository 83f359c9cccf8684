/* SPDX-License-Identifier: MIT */
/* Saved games as readable text: a header, then one move per line.
 * See docs/save-format.md. */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "monstermoon/ai.h"
#include "monstermoon/fileio.h"
#include "monstermoon/i18n.h"
#include "monstermoon/session.h"

#define RECORD_MAGIC "monstermoon-record 1"

void mm_record_init(mm_record *rec)
{
    memset(rec, 0, sizeof *rec);
    mm_move_list_init(&rec->moves);
}

void mm_record_free(mm_record *rec)
{
    if (rec)
        mm_move_list_free(&rec->moves);
}

void mm_seat_format_kind(const mm_seat *seat, char *buf, size_t len)
{
    if (seat->kind == MM_SEAT_HUMAN)
        snprintf(buf, len, "human");
    else
        snprintf(buf, len, "cpu:%s", seat->ai[0] ? seat->ai : mm_ai_default()->id);
}

bool mm_seat_parse_kind(mm_seat *seat, const char *text, char *why, size_t why_len)
{
    if (strcmp(text, "human") == 0) {
        seat->kind = MM_SEAT_HUMAN;
        seat->ai[0] = '\0';
        return true;
    }
    if (strcmp(text, "cpu") == 0) {
        seat->kind = MM_SEAT_CPU;
        snprintf(seat->ai, sizeof seat->ai, "%s", mm_ai_default()->id);
        return true;
    }
    if (strncmp(text, "cpu:", 4) == 0 && mm_ai_find(text + 4)) {
        seat->kind = MM_SEAT_CPU;
        snprintf(seat->ai, sizeof seat->ai, "%s", text + 4);
        return true;
    }
    snprintf(why, why_len, _("unknown player '%s' (use human, cpu, cpu:easy, cpu:normal, cpu:hard, cpu:greedy or cpu:random)"),
             text);
    return false;
}

/* ============================================================ writing text */

typedef struct strbuf {
    char *s;
    size_t len, cap;
    bool failed;
} strbuf;

static void sb_put(strbuf *b, const char *text)
{
    size_t n = strlen(text);
    if (b->failed)
        return;
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        while (cap < b->len + n + 1)
            cap *= 2;
        char *s = realloc(b->s, cap);
        if (!s) {
            b->failed = true;
            return;
        }
        b->s = s;
        b->cap = cap;
    }
    memcpy(b->s + b->len, text, n + 1);
    b->len += n;
}

char *mm_record_to_text(const mm_record *rec)
{
    strbuf b = {0};
    char line[256];
    sb_put(&b, RECORD_MAGIC "\n");
    snprintf(line, sizeof line, "game %s\nversion %s\nseed %" PRIu64 "\n", rec->game,
             rec->version, rec->seed);
    sb_put(&b, line);
    if (rec->rules > 0) {
        snprintf(line, sizeof line, "rules %d\n", rec->rules);
        sb_put(&b, line);
    }
    for (int i = 0; i < rec->nseats; i++) {
        char kind[40];
        mm_seat_format_kind(&rec->seats[i], kind, sizeof kind);
        /* A name is the rest of its line: no line breaks or other controls. */
        char name[MM_NAME_MAX];
        snprintf(name, sizeof name, "%s", rec->seats[i].name);
        for (char *c = name; *c; c++)
            if ((unsigned char)*c < 0x20)
                *c = ' ';
        snprintf(line, sizeof line, "seat %s %s\n", kind, name);
        sb_put(&b, line);
    }
    for (int i = 0; i < rec->options.n; i++) {
        snprintf(line, sizeof line, "option %s=%s\n", rec->options.kv[i].key,
                 rec->options.kv[i].value);
        sb_put(&b, line);
    }
    for (int i = 0; i < rec->nhints; i++) {
        snprintf(line, sizeof line, "hint %d %d\n", rec->hints[i].seat + 1, rec->hints[i].move);
        sb_put(&b, line);
    }
    sb_put(&b, "moves\n");
    for (int i = 0; i < rec->moves.n; i++) {
        sb_put(&b, rec->moves.items[i]);
        sb_put(&b, "\n");
    }
    if (b.failed) {
        free(b.s);
        return NULL;
    }
    return b.s;
}

/* ============================================================ reading text */

static bool fail(int *bad_line, int line, char *why, size_t why_len, const char *msg,
                 const char *detail)
{
    *bad_line = line;
    snprintf(why, why_len, msg, detail);
    return false;
}

static bool parse_header_line(mm_record *rec, char *text, int line, int *bad_line, char *why,
                              size_t why_len)
{
    char *sp = strchr(text, ' ');
    if (!sp)
        return fail(bad_line, line, why, why_len, _("header line '%s' has no value"), text);
    *sp = '\0';
    const char *key = text, *value = sp + 1;
    if (strcmp(key, "game") == 0) {
        snprintf(rec->game, sizeof rec->game, "%s", value);
    } else if (strcmp(key, "version") == 0) {
        snprintf(rec->version, sizeof rec->version, "%s", value);
    } else if (strcmp(key, "seed") == 0) {
        char *end;
        errno = 0;
        unsigned long long seed = strtoull(value, &end, 10);
        if (errno || *end || !isdigit((unsigned char)*value))
            return fail(bad_line, line, why, why_len, _("seed '%s' is not a whole number"),
                        value);
        rec->seed = (uint64_t)seed;
    } else if (strcmp(key, "rules") == 0) {
        char *end;
        long rules = strtol(value, &end, 10);
        if (*end || !isdigit((unsigned char)*value) || rules < 1 || rules > 9999)
            return fail(bad_line, line, why, why_len,
                        _("rules version '%s' is not a whole number from 1"), value);
        rec->rules = (int)rules;
    } else if (strcmp(key, "seat") == 0) {
        if (rec->nseats >= MM_MAX_SEATS)
            return fail(bad_line, line, why, why_len, "%s", _("too many seats"));
        mm_seat *seat = &rec->seats[rec->nseats];
        char kind[40];
        const char *name = strchr(value, ' ');
        size_t klen = name ? (size_t)(name - value) : strlen(value);
        if (klen >= sizeof kind)
            klen = sizeof kind - 1;
        memcpy(kind, value, klen);
        kind[klen] = '\0';
        if (!mm_seat_parse_kind(seat, kind, why, why_len)) {
            *bad_line = line;
            return false;
        }
        snprintf(seat->name, sizeof seat->name, "%s", name ? name + 1 : "");
        rec->nseats++;
    } else if (strcmp(key, "hint") == 0) {
        int seat, move, used = 0;
        if (sscanf(value, "%d %d%n", &seat, &move, &used) != 2 || value[used] || seat < 1 ||
            seat > MM_MAX_SEATS || move < 0)
            return fail(bad_line, line, why, why_len,
                        _("hint '%s' is not a seat number and a move count"), value);
        if (rec->nhints < MM_MAX_HINTS)
            rec->hints[rec->nhints++] = (mm_hint_note){seat - 1, move};
    } else if (strcmp(key, "option") == 0) {
        if (!mm_options_parse_kv(&rec->options, value, why, why_len)) {
            *bad_line = line;
            return false;
        }
    } else {
        return fail(bad_line, line, why, why_len, _("unknown header line '%s'"), key);
    }
    return true;
}

/* Control characters have no place in a record and would not survive
 * writing it again (a stray CR, a form feed). */
static bool has_control(const char *text)
{
    for (const char *c = text; *c; c++)
        if ((unsigned char)*c < 0x20 || *c == 0x7f)
            return true;
    return false;
}

bool mm_record_from_text(mm_record *rec, const char *text, int *bad_line, char *why,
                         size_t why_len)
{
    mm_record_free(rec);
    mm_record_init(rec);
    *bad_line = 0;
    bool in_moves = false, have_seed = false;
    int line = 0, blank_run = 0;
    const char *next;
    for (const char *p = mm_text_skip_bom(text); *p; p = next) {
        size_t len = mm_text_line(p, &next);
        line++;
        char *buf = malloc(len + 1);
        if (!buf)
            return fail(bad_line, line, why, why_len, "%s", _("out of memory"));
        memcpy(buf, p, len);
        buf[len] = '\0';
        if (len && buf[len - 1] == '\r')
            buf[len - 1] = '\0';
        bool ok = true;
        if (has_control(buf)) {
            ok = fail(bad_line, line, why, why_len, "%s",
                      _("the line contains a control character"));
        } else if (line == 1) {
            if (strcmp(buf, RECORD_MAGIC) != 0)
                ok = fail(bad_line, line, why, why_len,
                          _("not a monstermoon record (the first line should be '%s')"),
                          RECORD_MAGIC);
        } else if (in_moves) {
            /* Blank lines may end the file (an editor's final newline), but
             * a move after one means something is missing in between. */
            if (!buf[0])
                blank_run++;
            else if (blank_run)
                ok = fail(bad_line, line - blank_run, why, why_len, "%s",
                          _("empty line among the moves"));
            else if (!mm_move_list_addf(&rec->moves, "%s", buf))
                ok = fail(bad_line, line, why, why_len, "%s", _("out of memory"));
        } else if (strcmp(buf, "moves") == 0) {
            in_moves = true;
            rec->moves_line = line + 1;
        } else if (buf[0] && buf[0] != '#') {
            have_seed |= strncmp(buf, "seed ", 5) == 0;
            ok = parse_header_line(rec, buf, line, bad_line, why, why_len);
        }
        free(buf);
        if (!ok)
            return false;
    }
    if (line == 0)
        return fail(bad_line, 0, why, why_len, "%s", _("the record is empty"));
    if (!rec->game[0])
        return fail(bad_line, 0, why, why_len, "%s", _("the record names no game"));
    if (rec->nseats == 0)
        return fail(bad_line, 0, why, why_len, "%s", _("the record has no seats"));
    /* Without its seed the shuffles differ and the moves tell another game. */
    if (!have_seed)
        return fail(bad_line, 0, why, why_len, "%s",
                    _("the record has no 'seed' line, so its game cannot be dealt again"));
    if (!in_moves)
        return fail(bad_line, 0, why, why_len, "%s",
                    _("the record has no 'moves' line (it was cut short)"));
    for (int i = 0; i < rec->nhints; i++)
        if (rec->hints[i].seat >= rec->nseats)
            return fail(bad_line, 0, why, why_len, "%s",
                        _("a hint names a seat the record does not have"));
    return true;
}

bool mm_record_save(const mm_record *rec, const char *path, char *why, size_t why_len)
{
    char *text = mm_record_to_text(rec);
    if (!text) {
        snprintf(why, why_len, "%s", _("out of memory"));
        return false;
    }
    char reason[MM_REASON_MAX];
    bool ok = mm_file_write(path, text, strlen(text), reason, sizeof reason);
    if (!ok)
        snprintf(why, why_len, "%s: %s", path, reason);
    free(text);
    return ok;
}

bool mm_record_load(mm_record *rec, const char *path, int *bad_line, char *why,
                    size_t why_len)
{
    *bad_line = 0;
    size_t len;
    char *text = mm_file_read(path, MM_RECORD_MAX_BYTES, &len, NULL, why, why_len);
    if (!text)
        return false;
    if (strlen(text) != len) {
        free(text);
        snprintf(why, why_len, "%s", _("the file contains NUL bytes (it is not a record)"));
        return false;
    }
    bool ok = mm_record_from_text(rec, text, bad_line, why, why_len);
    free(text);
    return ok;
}
