/* SPDX-License-Identifier: MIT */
/* Catch the Moon: the move notation (docs/games/catch-the-moon.md).
 *
 * Numbers are fixed-point decimals written and read here, not by printf and
 * strtod, so a German locale cannot turn "1.5" into "1,5" and a move read
 * back gives exactly the doubles it was made from. */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ctm.h"
#include "monstermoon/i18n.h"

#define DECIMALS 1000.0 /* three decimals */
#define MAX_NUMBER 100000.0

/* Keyframe values -30..30 as single characters; '.' is a still keyframe. */
static const char key_alphabet[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxy";
#define STILL '.'

static double fixed(double v)
{
    return (double)llround(v * DECIMALS) / DECIMALS;
}

ctm_pose ctm_round_pose(ctm_pose p)
{
    /* Angles are written in degrees. */
    double deg = fixed(p.a * 180.0 / M_PI);
    return (ctm_pose){fixed(p.x), fixed(p.y), deg * M_PI / 180.0};
}

ctm_motion ctm_round_motion(ctm_motion m)
{
    double deg = fixed(m.w * 180.0 / M_PI);
    return (ctm_motion){fixed(m.vx), fixed(m.vy), deg * M_PI / 180.0};
}

void ctm_key_apply(ctm_pose *target, const signed char key[3])
{
    target->x += key[0] * CTM_KEY_STEP_CM;
    target->y += key[1] * CTM_KEY_STEP_CM;
    target->a += key[2] * CTM_KEY_STEP_RAD;
}

int ctm_run_chars(const ctm_key_run *run)
{
    bool still = run->d[0] == 0 && run->d[1] == 0 && run->d[2] == 0;
    int n = still ? 1 : 3;
    if (run->count > 1) {
        char digits[16];
        n += snprintf(digits, sizeof digits, "(%d)", run->count);
    }
    return n;
}

int ctm_path_chars(const ctm_move *mv)
{
    int n = 0;
    for (int i = 0; i < mv->nruns; i++)
        n += ctm_run_chars(&mv->runs[i]);
    return n;
}

int ctm_move_keys(const ctm_move *mv)
{
    int n = 0;
    for (int i = 0; i < mv->nruns; i++)
        n += mv->runs[i].count;
    return n;
}

bool ctm_move_add_key(ctm_move *mv, const signed char key[3])
{
    if (ctm_move_keys(mv) >= CTM_MAX_KEYS)
        return false;
    ctm_key_run *last = mv->nruns > 0 ? &mv->runs[mv->nruns - 1] : NULL;
    if (last && last->count < CTM_MAX_REPEAT && memcmp(last->d, key, 3) == 0) {
        last->count++;
        return true;
    }
    if (mv->nruns >= CTM_MAX_RUNS)
        return false;
    ctm_key_run *r = &mv->runs[mv->nruns++];
    memcpy(r->d, key, 3);
    r->count = 1;
    return true;
}

/* ------------------------------------------------------------- formatting */

static void put_number(char *buf, size_t len, double v)
{
    long long n = llround(v * DECIMALS);
    long long a = n < 0 ? -n : n;
    snprintf(buf, len, "%s%lld.%03lld", n < 0 ? "-" : "", a / 1000, a % 1000);
}

static void put_angle(char *buf, size_t len, double rad)
{
    put_number(buf, len, rad * 180.0 / M_PI);
}

/* Appends to buf at *at; false once it no longer fits. */
static bool put(char *buf, size_t len, size_t *at, const char *text)
{
    size_t n = strlen(text);
    if (*at + n + 1 > len)
        return false;
    memcpy(buf + *at, text, n + 1);
    *at += n;
    return true;
}

static bool put_triple(char *buf, size_t len, size_t *at, const char *word, double a, double b,
                       double angle)
{
    char x[32], y[32], w[32], all[128];
    put_number(x, sizeof x, a);
    put_number(y, sizeof y, b);
    put_angle(w, sizeof w, angle);
    snprintf(all, sizeof all, "%s%s %s %s", word, x, y, w);
    return put(buf, len, at, all);
}

static bool put_path(const ctm_move *mv, char *buf, size_t len, size_t *at)
{
    if (!put(buf, len, at, " :"))
        return false;
    for (int i = 0; i < mv->nruns; i++) {
        const ctm_key_run *r = &mv->runs[i];
        char unit[24];
        if (r->d[0] == 0 && r->d[1] == 0 && r->d[2] == 0)
            snprintf(unit, sizeof unit, "%c", STILL);
        else
            snprintf(unit, sizeof unit, "%c%c%c", key_alphabet[r->d[0] + CTM_KEY_LIMIT],
                     key_alphabet[r->d[1] + CTM_KEY_LIMIT], key_alphabet[r->d[2] + CTM_KEY_LIMIT]);
        if (r->count > 1)
            snprintf(unit + strlen(unit), sizeof unit - strlen(unit), "(%d)", r->count);
        if (!put(buf, len, at, unit))
            return false;
    }
    static const char *const ends[] = {"", " hold", " lift"};
    return put(buf, len, at, ends[mv->end]);
}

bool ctm_move_format(const ctm_move *mv, char *buf, size_t len)
{
    size_t at = 0;
    if (len == 0)
        return false;
    buf[0] = '\0';
    switch (mv->kind) {
    case CTM_MOVE_SCORE:
        return put(buf, len, &at, "score");
    case CTM_MOVE_SOCKET: {
        char text[32];
        if (mv->socket < 0)
            snprintf(text, sizeof text, "socket random");
        else
            snprintf(text, sizeof text, "socket %d", mv->socket + 1);
        return put(buf, len, &at, text);
    }
    case CTM_MOVE_MORE:
        return put(buf, len, &at, "H") && put_path(mv, buf, len, &at) && at <= CTM_MOVE_MAX;
    case CTM_MOVE_PLACE:
        break;
    }
    if (!put_triple(buf, len, &at, "P ", mv->pose.x, mv->pose.y, mv->pose.a))
        return false;
    bool moving = mv->held || mv->motion.vx != 0 || mv->motion.vy != 0 || mv->motion.w != 0;
    if (moving && !put_triple(buf, len, &at, " v ", mv->motion.vx, mv->motion.vy, mv->motion.w))
        return false;
    if (mv->held && (!put_triple(buf, len, &at, " h ", mv->hand.x, mv->hand.y, mv->hand.a) ||
                     !put_path(mv, buf, len, &at)))
        return false;
    return at <= CTM_MOVE_MAX;
}

/* ---------------------------------------------------------------- parsing */

static bool bad(char *why, size_t len, const char *fmt, const char *arg)
{
    snprintf(why, len, fmt, arg);
    return false;
}

/* "[-]digits[.digits]" with at most three decimals. */
static bool get_number(const char **p, double *out)
{
    const char *s = *p;
    while (*s == ' ')
        s++;
    bool neg = *s == '-';
    if (neg)
        s++;
    if (!isdigit((unsigned char)*s))
        return false;
    long long whole = 0;
    int digits = 0;
    while (isdigit((unsigned char)*s)) {
        whole = whole * 10 + (*s++ - '0');
        if (++digits > 9)
            return false;
    }
    long long frac = 0;
    int places = 0;
    if (*s == '.') {
        s++;
        while (isdigit((unsigned char)*s)) {
            if (++places > 3)
                return false;
            frac = frac * 10 + (*s++ - '0');
        }
        if (places == 0)
            return false;
    }
    for (int i = places; i < 3; i++)
        frac *= 10;
    long long n = whole * 1000 + frac;
    *out = (double)(neg ? -n : n) / DECIMALS;
    *p = s;
    return fabs(*out) <= MAX_NUMBER;
}

static bool get_triple(const char **p, double v[3])
{
    for (int i = 0; i < 3; i++)
        if (!get_number(p, &v[i]))
            return false;
    return true;
}

static bool word(const char **p, const char *w)
{
    const char *s = *p;
    while (*s == ' ')
        s++;
    size_t n = strlen(w);
    if (strncmp(s, w, n) != 0 || (s[n] != ' ' && s[n] != '\0'))
        return false;
    *p = s + n;
    return true;
}

static int key_value(char c)
{
    const char *at = strchr(key_alphabet, c);
    return c && at ? (int)(at - key_alphabet) - CTM_KEY_LIMIT : -100;
}

/* The hand's path: keyframes with optional repeat counts, then how the
 * hand ends. */
static bool get_path(const char **pp, ctm_move *mv, const char *text, char *why, size_t len)
{
    const char *p = *pp;
    while (*p == ' ')
        p++;
    if (*p++ != ':')
        return bad(why, len, _("'%s': write a placement as P x y angle (see the notation)"), text);
    while (*p && *p != ' ') {
        signed char key[3] = {0, 0, 0};
        if (*p == STILL) {
            p++;
        } else {
            for (int c = 0; c < 3; c++) {
                int k = key_value(*p);
                if (k < -CTM_KEY_LIMIT)
                    return bad(why, len, _("'%s': the hand's path has a bad keyframe"), text);
                key[c] = (signed char)k;
                p++;
            }
        }
        int count = 1;
        if (*p == '(') {
            p++;
            count = 0;
            while (isdigit((unsigned char)*p) && count <= CTM_MAX_REPEAT)
                count = count * 10 + (*p++ - '0');
            if (*p++ != ')' || count < 1 || count > CTM_MAX_REPEAT)
                return bad(why, len, _("'%s': the hand's path has a bad keyframe"), text);
        }
        for (int i = 0; i < count; i++)
            if (!ctm_move_add_key(mv, key))
                return bad(why, len, "%s", _("That move is too long."));
    }
    mv->end = CTM_HAND_LET_GO;
    if (word(&p, "hold"))
        mv->end = CTM_HAND_KEEP;
    else if (word(&p, "lift"))
        mv->end = CTM_HAND_LIFT;
    *pp = p;
    return true;
}

bool ctm_move_parse(const char *text, ctm_move *mv, char *why, size_t len)
{
    memset(mv, 0, sizeof *mv);
    if (strcmp(text, "score") == 0) {
        mv->kind = CTM_MOVE_SCORE;
        return true;
    }
    const char *p = text;
    const char *usage = _("'%s': write a placement as P x y angle (see the notation)");
    if (strlen(text) > CTM_MOVE_MAX)
        return bad(why, len, "%s", _("That move is too long."));
    if (word(&p, "socket")) {
        mv->kind = CTM_MOVE_SOCKET;
        while (*p == ' ')
            p++;
        if (strcmp(p, "random") == 0)
            mv->socket = -1;
        else if (p[0] >= '1' && p[0] <= '0' + CTM_NSOCKETS && p[1] == '\0')
            mv->socket = p[0] - '1';
        else
            return bad(why, len, _("'%s': choose a socket with socket 1 to 4, or socket random"),
                       text);
        return true;
    }
    if (word(&p, "H")) {
        mv->kind = CTM_MOVE_MORE;
        mv->held = true;
        if (!get_path(&p, mv, text, why, len))
            return false;
    } else {
        double v[3];
        if (!word(&p, "P") || !get_triple(&p, v))
            return bad(why, len, usage, text);
        mv->kind = CTM_MOVE_PLACE;
        mv->pose = (ctm_pose){v[0], v[1], v[2] * M_PI / 180.0};
        if (word(&p, "v")) {
            if (!get_triple(&p, v))
                return bad(why, len, usage, text);
            mv->motion = (ctm_motion){v[0], v[1], v[2] * M_PI / 180.0};
        }
        if (word(&p, "h")) {
            if (!get_triple(&p, v))
                return bad(why, len, usage, text);
            mv->held = true;
            mv->hand = (ctm_pose){v[0], v[1], v[2] * M_PI / 180.0};
            if (!get_path(&p, mv, text, why, len))
                return false;
        }
    }
    while (*p == ' ')
        p++;
    if (*p)
        return bad(why, len, usage, text);
    return true;
}
