/* SPDX-License-Identifier: MIT */
/* Checks a text report (monstermoon --screenshot F --text-report R) against
 * the interface size's rules:
 *   - no text below 1/45 of the window height (TV) or 1/60 (Normal, Large);
 *   - in the TV size, body text, headings and titles at least 1/30;
 *   - no text box partly outside the window;
 *   - no two text boxes of the top layer overlapping;
 *   - symbols a player must read (role "symbol": eyes on tiles...) held to
 *     the same least size, and inside the window (they lie on cards, so
 *     texts over them are no overlap);
 *   - no text of the top layer under the focus ring's band (when the report
 *     was taken with the ring shown, as by a script's `report`).
 * Usage: mm_layout_check tv|normal REPORT.jsonl [NAME]
 * Prints each violation and exits 1 when there is one. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct text_box {
    char text[160];
    char role[16];
    int px, x, y, w, h, layer;
    bool wrapped;
} text_box;

#define MAX_BOXES 4096
#define MAX_RINGS 8

/* The focus ring: its band lies inside `ring` and outside `clear`. */
typedef struct ring {
    int ring[4], clear[4], layer;
} ring;

static bool field_box(const char *line, const char *key, int out[4])
{
    char pat[32];
    snprintf(pat, sizeof pat, "\"%s\":[", key);
    const char *p = strstr(line, pat);
    return p && sscanf(p + strlen(pat), "%d,%d,%d,%d", &out[0], &out[1], &out[2], &out[3]) == 4;
}

/* Whether text box `b` reaches under the ring's band (glyph margins as in
 * overlap()). */
static bool under_band(const text_box *b, const ring *r)
{
    int my = b->h / 5, mx = 2;
    int l = b->x + mx, t = b->y + my, rt = b->x + b->w - mx, bt = b->y + b->h - my;
    const int *o = r->ring, *c = r->clear;
    bool meets = l < o[0] + o[2] && o[0] < rt && t < o[1] + o[3] && o[1] < bt;
    bool inside = l >= c[0] && rt <= c[0] + c[2] && t >= c[1] && bt <= c[1] + c[3];
    return meets && !inside;
}

static bool field_int(const char *line, const char *key, int *out)
{
    char pat[32];
    snprintf(pat, sizeof pat, "\"%s\":", key);
    const char *p = strstr(line, pat);
    if (!p)
        return false;
    *out = (int)strtol(p + strlen(pat), NULL, 10);
    return true;
}

static void field_str(const char *line, const char *key, char *out, size_t len)
{
    char pat[32];
    snprintf(pat, sizeof pat, "\"%s\":\"", key);
    const char *p = strstr(line, pat);
    size_t n = 0;
    if (p) {
        for (p += strlen(pat); *p && *p != '"' && n + 1 < len; p++) {
            if (*p == '\\' && p[1])
                p++;
            out[n++] = *p;
        }
    }
    out[n] = '\0';
}

/* Glyph boxes carry the font's line spacing above and below the letters;
 * overlaps within that margin are not visible. */
static bool overlap(const text_box *a, const text_box *b)
{
    int my = (a->h < b->h ? a->h : b->h) / 5, mx = 2;
    return a->x + mx < b->x + b->w - mx && b->x + mx < a->x + a->w - mx &&
           a->y + my < b->y + b->h - my && b->y + my < a->y + a->h - my;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: %s tv|normal REPORT.jsonl [NAME]\n", argv[0]);
        return 2;
    }
    bool tv = strcmp(argv[1], "tv") == 0;
    const char *name = argc > 3 ? argv[3] : argv[2];
    FILE *f = fopen(argv[2], "r");
    if (!f) {
        fprintf(stderr, "%s: cannot read %s\n", name, argv[2]);
        return 2;
    }
    static text_box box[MAX_BOXES];
    ring rings[MAX_RINGS];
    int n = 0, nrings = 0, win_w = 0, win_h = 0, top = 0, bad = 0;
    char line[8192];
    while (fgets(line, sizeof line, f) && n < MAX_BOXES) {
        ring *r = &rings[nrings < MAX_RINGS ? nrings : MAX_RINGS - 1];
        if (field_box(line, "ring", r->ring) && field_box(line, "clear", r->clear) &&
            field_int(line, "layer", &r->layer)) {
            nrings += nrings < MAX_RINGS;
            continue;
        }
        text_box *b = &box[n];
        memset(b, 0, sizeof *b);
        field_str(line, "text", b->text, sizeof b->text);
        field_str(line, "role", b->role, sizeof b->role);
        if (!field_int(line, "px", &b->px) || !field_int(line, "x", &b->x) ||
            !field_int(line, "y", &b->y) || !field_int(line, "w", &b->w) ||
            !field_int(line, "h", &b->h) || !field_int(line, "layer", &b->layer))
            continue;
        b->wrapped = strstr(line, "\"wrapped\":true") != NULL;
        const char *w = strstr(line, "\"window\":[");
        if (w)
            sscanf(w, "\"window\":[%d,%d]", &win_w, &win_h);
        if (b->layer > top)
            top = b->layer;
        n++;
    }
    fclose(f);
    if (n == 0) {
        fprintf(stderr, "%s: the report lists no text\n", name);
        return 1;
    }
    double least = win_h / (tv ? 45.0 : 60.0), body = win_h / 30.0;
    for (int i = 0; i < n; i++) {
        const text_box *b = &box[i];
        if (b->px + 0.5 < least) {
            printf("%s: \"%s\" is %d px, below 1/%d of %d\n", name, b->text, b->px, tv ? 45 : 60,
                   win_h);
            bad++;
        }
        bool prominent = strcmp(b->role, "body") == 0 || strcmp(b->role, "heading") == 0 ||
                         strcmp(b->role, "display") == 0;
        if (tv && prominent && b->px + 0.5 < body) {
            printf("%s: %s text \"%s\" is %d px, below 1/30 of %d\n", name, b->role, b->text,
                   b->px, win_h);
            bad++;
        }
        if (b->x < 0 || b->y < 0 || b->x + b->w > win_w || b->y + b->h > win_h) {
            printf("%s: \"%s\" lies partly outside the window (%d,%d %dx%d)\n", name, b->text,
                   b->x, b->y, b->w, b->h);
            bad++;
        }
        for (int j = 0; j < i; j++) {
            if (box[j].layer != top || b->layer != top || strcmp(b->role, "symbol") == 0 ||
                strcmp(box[j].role, "symbol") == 0 || !overlap(b, &box[j]))
                continue;
            printf("%s: \"%s\" overlaps \"%s\"\n", name, b->text, box[j].text);
            bad++;
        }
        for (int k = 0; k < nrings; k++) {
            if (b->layer != rings[k].layer || !under_band(b, &rings[k]))
                continue;
            printf("%s: \"%s\" lies under the focus ring\n", name, b->text);
            bad++;
        }
    }
    int symbols = 0, least_symbol = 0;
    for (int i = 0; i < n; i++)
        if (strcmp(box[i].role, "symbol") == 0 && (symbols++ == 0 || box[i].px < least_symbol))
            least_symbol = box[i].px;
    if (bad == 0 && symbols > 0)
        printf("%s: %d texts and symbols (%d symbols, the smallest %d px), all readable and in "
               "place%s\n",
               name, n, symbols, least_symbol, nrings ? ", none under the focus ring" : "");
    else if (bad == 0)
        printf("%s: %d texts, all readable and in place%s\n", name, n,
               nrings ? ", none under the focus ring" : "");
    return bad ? 1 : 0;
}
