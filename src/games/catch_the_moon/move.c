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

int ctm_key_chars(const signed char key[3])
{
    return key[0] == 0 && key[1] == 0 && key[2] == 0 ? 1 : 3;
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

bool ctm_move_format(const ctm_move *mv, char *buf, size_t len)
{
    if (mv->kind == CTM_MOVE_SCORE)
        return (size_t)snprintf(buf, len, "score") < len;
    char x[32], y[32], a[32];
    put_number(x, sizeof x, mv->pose.x);
    put_number(y, sizeof y, mv->pose.y);
    put_angle(a, sizeof a, mv->pose.a);
    size_t at = (size_t)snprintf(buf, len, "P %s %s %s", x, y, a);
    bool moving = mv->held || mv->motion.vx != 0 || mv->motion.vy != 0 || mv->motion.w != 0;
    if (moving && at < len) {
        put_number(x, sizeof x, mv->motion.vx);
        put_number(y, sizeof y, mv->motion.vy);
        put_angle(a, sizeof a, mv->motion.w);
        at += (size_t)snprintf(buf + at, len - at, " v %s %s %s", x, y, a);
    }
    if (mv->held && at < len) {
        put_number(x, sizeof x, mv->hand.x);
        put_number(y, sizeof y, mv->hand.y);
        put_angle(a, sizeof a, mv->hand.a);
        at += (size_t)snprintf(buf + at, len - at, " h %s %s %s :", x, y, a);
        for (int k = 0; k < mv->nkeys && at + 4 < len; k++) {
            const signed char *key = mv->keys[k];
            if (ctm_key_chars(key) == 1) {
                buf[at++] = STILL;
            } else {
                for (int c = 0; c < 3; c++)
                    buf[at++] = key_alphabet[key[c] + CTM_KEY_LIMIT];
            }
        }
        if (at < len)
            buf[at] = '\0';
        if (at + 4 >= len)
            return false;
    }
    return at < len;
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
        while (*p == ' ')
            p++;
        if (*p++ != ':')
            return bad(why, len, usage, text);
        while (*p) {
            if (mv->nkeys >= CTM_MAX_KEYS)
                return bad(why, len, "%s", _("That move is too long."));
            signed char *key = mv->keys[mv->nkeys++];
            if (*p == STILL) {
                key[0] = key[1] = key[2] = 0;
                p++;
                continue;
            }
            for (int c = 0; c < 3; c++) {
                int k = key_value(*p);
                if (k < -CTM_KEY_LIMIT)
                    return bad(why, len, _("'%s': the hand's path has a bad keyframe"), text);
                key[c] = (signed char)k;
                p++;
            }
        }
    }
    while (*p == ' ')
        p++;
    if (*p)
        return bad(why, len, usage, text);
    return true;
}
