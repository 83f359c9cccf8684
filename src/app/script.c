/* SPDX-License-Identifier: MIT */
/* Scripted input (--script FILE): key presses, typed text and controller
 * buttons fed through SDL's own event queue whenever the app has settled, so
 * tests drive every screen exactly as a player would. */
#include "script.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "history.h"
#include "pads.h"
#include "scene.h"

#define MAX_LINES 512

struct mm_script {
    char *lines[MAX_LINES];
    int nlines;
    int pc;        /* next line */
    int repeats;   /* times the current `until` line ran */
    char pad_up[32]; /* a virtual button to release at the next step */
    int thought;     /* commands `thinking` ran while a computer was to move */
};

mm_script *mm_script_load(const char *path, char *why, size_t why_len)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(why, why_len, "cannot read the script %s", path);
        return NULL;
    }
    mm_script *s = calloc(1, sizeof *s);
    char line[512];
    while (s && fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = '\0';
        char *p = line;
        while (*p == ' ' || *p == '\t')
            p++;
        if (!*p || *p == '#')
            continue;
        if (s->nlines == MAX_LINES) {
            snprintf(why, why_len, "%s: more than %d lines", path, MAX_LINES);
            mm_script_free(s);
            s = NULL;
            break;
        }
        s->lines[s->nlines] = strdup(p);
        if (!s->lines[s->nlines]) {
            mm_script_free(s);
            s = NULL;
            break;
        }
        s->nlines++;
    }
    fclose(f);
    if (!s && why[0] == '\0')
        snprintf(why, why_len, "out of memory");
    return s;
}

void mm_script_free(mm_script *s)
{
    if (!s)
        return;
    for (int i = 0; i < s->nlines; i++)
        free(s->lines[i]);
    free(s);
}

static bool push_key(const char *name)
{
    SDL_Keycode key = SDL_GetKeyFromName(name);
    if (key == SDLK_UNKNOWN)
        return false;
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = key;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(key);
    SDL_PushEvent(&e);
    e.type = SDL_KEYUP;
    e.key.state = SDL_RELEASED;
    SDL_PushEvent(&e);
    return true;
}

static void push_text(const char *text)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_TEXTINPUT;
    snprintf(e.text.text, sizeof e.text.text, "%s", text);
    SDL_PushEvent(&e);
}

static const char *top_name(mm_app *app)
{
    mm_scene *top = mm_app_top(app);
    return top ? top->ops->name : "";
}

/* The play scene nearest the top, or NULL. */
static mm_scene *play_scene(mm_app *app)
{
    for (int i = app->depth - 1; i >= 0; i--)
        if (strcmp(app->stack[i]->ops->name, "play") == 0)
            return app->stack[i];
    return NULL;
}

/* Whether the history the game shows is the one its record gives. */
static bool same_history(mm_scene *play, const mm_record *rec, char *why, size_t len)
{
    int shown = 0;
    const mm_history *h = mm_play_history(play, &shown);
    mm_history fresh;
    mm_history_init(&fresh);
    bool same =
        mm_history_rebuild(&fresh, mm_play_session(play)->game, rec, why, len) && fresh.n == shown;
    for (int i = 0; same && i < shown; i++)
        same = h->line[i].move == fresh.line[i].move && h->line[i].seat == fresh.line[i].seat &&
               strcmp(h->line[i].text, fresh.line[i].text) == 0;
    if (!same)
        snprintf(why, len, "the history shows %d lines, not the %d a replay of the record gives",
                 shown, fresh.n);
    mm_history_free(&fresh);
    return same;
}

/* Whether the game on the table has made `n` moves (a replay: the recorded
 * ones) and stands exactly where the record's first `n` moves, replayed from
 * the seed, put it, with their history shown. */
static bool check_moves(mm_app *app, int n, char *why, size_t len)
{
    mm_scene *play = play_scene(app);
    if (!play) {
        snprintf(why, len, "no game on the table");
        return false;
    }
    mm_session *s = mm_play_session(play);
    if (mm_session_nmoves(s) != n) {
        snprintf(why, len, "the game has made %d moves, not %d", mm_session_nmoves(s), n);
        return false;
    }
    const mm_move_list *script = mm_play_script(play);
    for (int i = 0; script && i < n && i < script->n; i++) {
        if (strcmp(script->items[i], s->rec.moves.items[i]) != 0) {
            snprintf(why, len, "move %d on the table is '%s', the record's is '%s'", i + 1,
                     s->rec.moves.items[i], script->items[i]);
            return false;
        }
    }
    mm_record rec = s->rec;
    mm_move_list_init(&rec.moves);
    for (int i = 0; i < n; i++)
        mm_move_list_addf(&rec.moves, "%s", s->rec.moves.items[i]);
    int line = 0;
    mm_session *fresh = mm_session_from_record(&rec, &line, why, len);
    bool history = fresh && same_history(play, &rec, why, len);
    mm_move_list_free(&rec.moves);
    if (!fresh || !history) {
        mm_session_free(fresh);
        return false;
    }
    mm_result a, b;
    s->game->result(s->state, &a);
    s->game->result(fresh->state, &b);
    bool same = s->game->to_move(s->state) == s->game->to_move(fresh->state) &&
                memcmp(a.total, b.total, sizeof a.total) == 0;
    for (int seat = 0; same && s->game->evaluate && seat < s->rec.nseats; seat++)
        same = s->game->evaluate(s->state, seat) == s->game->evaluate(fresh->state, seat);
    if (same && s->game->legal_moves) {
        mm_move_list la, lb;
        mm_move_list_init(&la);
        mm_move_list_init(&lb);
        s->game->legal_moves(s->state, &la);
        s->game->legal_moves(fresh->state, &lb);
        same = la.n == lb.n;
        for (int i = 0; same && i < la.n; i++)
            same = strcmp(la.items[i], lb.items[i]) == 0;
        mm_move_list_free(&la);
        mm_move_list_free(&lb);
    }
    mm_session_free(fresh);
    if (!same)
        snprintf(why, len, "after %d moves the table differs from a replay of the record", n);
    return same;
}

/* Runs one command; false with a reason when it cannot. */
static bool run(mm_script *s, mm_app *app, const char *cmd, char *why, size_t len)
{
    char verb[32] = "", arg[400] = "";
    sscanf(cmd, "%31s %399[^\n]", verb, arg);
    if (strcmp(verb, "key") == 0) {
        if (!push_key(arg)) {
            snprintf(why, len, "unknown key '%s'", arg);
            return false;
        }
    } else if (strcmp(verb, "text") == 0) {
        push_text(arg);
    } else if (strcmp(verb, "pad") == 0) {
        if (!app->pads || (!mm_pads_virtual_button(app, arg, true) &&
                           (mm_pads_attach_virtual(app) < 0 ||
                            !mm_pads_virtual_button(app, arg, true)))) {
            snprintf(why, len, "no virtual controller button '%s' (%s)", arg, SDL_GetError());
            return false;
        }
        snprintf(s->pad_up, sizeof s->pad_up, "%.*s", (int)sizeof s->pad_up - 1, arg);
    } else if (strcmp(verb, "attach") == 0) {
        if (mm_pads_attach_virtual(app) < 0) {
            snprintf(why, len, "cannot attach a virtual controller: %s", SDL_GetError());
            return false;
        }
    } else if (strcmp(verb, "expect") == 0) {
        if (strcmp(top_name(app), arg) != 0) {
            snprintf(why, len, "expected the %s screen, found %s", arg, top_name(app));
            return false;
        }
    } else if (strcmp(verb, "press") == 0) {
        /* Clicks the button labelled `arg` on the screen now. */
        const mm_focus *f = &app->focus;
        unsigned id = mm_focus_id(arg, 0);
        int at = -1;
        for (int i = 0; i < f->nlast && at < 0; i++)
            if (f->last[i].id == id)
                at = i;
        if (at < 0) {
            snprintf(why, len, "no button '%s' on the %s screen", arg, top_name(app));
            return false;
        }
        SDL_FRect r = f->last[at].r;
        mm_action a = {.kind = MM_ACT_POINTER_DOWN, .x = r.x + r.w / 2, .y = r.y + r.h / 2,
                       .button = 1};
        mm_app_dispatch(app, &a);
        a.kind = MM_ACT_POINTER_UP;
        mm_app_dispatch(app, &a);
    } else if (strcmp(verb, "history") == 0) {
        mm_scene *play = play_scene(app);
        if (!play) {
            snprintf(why, len, "no game on the table");
            return false;
        }
        if (!same_history(play, &mm_play_session(play)->rec, why, len))
            return false;
    } else if (strcmp(verb, "moves") == 0) {
        if (!check_moves(app, atoi(arg), why, len))
            return false;
    } else if (strcmp(verb, "thought") == 0) {
        if (s->thought < atoi(arg)) {
            snprintf(why, len, "only %d commands ran while computer players moved, not %s",
                     s->thought, arg);
            return false;
        }
    } else if (strcmp(verb, "report") == 0) {
        /* The next frame's text report (and the table's marks). */
        if (app->report_frame || app->gfx.report) {
            snprintf(why, len, "a text report is already being written");
            return false;
        }
        app->gfx.report = fopen(arg, "w");
        if (!app->gfx.report) {
            snprintf(why, len, "cannot write %s", arg);
            return false;
        }
        app->report_frame = true;
        mm_app_invalidate(app);
    } else if (strcmp(verb, "screenshot") == 0) {
        if (!mm_gfx_save_png(&app->gfx, arg, why, len))
            return false;
    } else {
        snprintf(why, len, "unknown command '%s'", verb);
        return false;
    }
    return true;
}

bool mm_script_eager(const mm_script *s)
{
    return s->pc < s->nlines && strncmp(s->lines[s->pc], "thinking ", 9) == 0;
}

/* Whether a computer player is to move on the table on top. */
static bool computer_to_move(mm_app *app)
{
    mm_scene *play = play_scene(app);
    if (!play || play != mm_app_top(app))
        return false;
    const mm_session *s = mm_play_session(play);
    int seat = s->game->to_move(s->state);
    return seat >= 0 && s->rec.seats[seat].kind == MM_SEAT_CPU;
}

bool mm_script_step(mm_script *s, mm_app *app, int *code)
{
    char why[512] = "";
    if (s->pad_up[0]) {
        mm_pads_virtual_button(app, s->pad_up, false);
        s->pad_up[0] = '\0';
        return true;
    }
    if (s->pc >= s->nlines) {
        *code = 0;
        return false;
    }
    const char *line = s->lines[s->pc];
    char scene[64];
    int max = 0, used = 0;
    /* until SCENE MAX COMMAND: repeat COMMAND until SCENE is on top. */
    if (sscanf(line, "until %63s %d %n", scene, &max, &used) == 2 && used > 0) {
        if (strcmp(top_name(app), scene) == 0) {
            s->pc++;
            s->repeats = 0;
            return true;
        }
        if (s->repeats++ >= max) {
            fprintf(stderr, "monstermoon: script line %d: %s not reached after %d steps (on %s)\n",
                    s->pc + 1, scene, max, top_name(app));
            *code = 3;
            return false;
        }
        /* A command that cannot run yet (a button not offered until the
         * saves are scanned) is one of the tries: wait a little, go on. */
        if (!run(s, app, line + used, why, sizeof why)) {
            if (s->repeats >= max)
                goto fail;
            SDL_Delay(20);
        }
        return true;
    }
    /* thinking MAX COMMAND: COMMAND at every frame while a computer moves. */
    if (sscanf(line, "thinking %d %n", &max, &used) == 1 && used > 0) {
        if (strcmp(top_name(app), "play") != 0) {
            snprintf(why, sizeof why, "the %s screen opened while computer players moved",
                     top_name(app));
            goto fail;
        }
        if (!computer_to_move(app) || s->repeats >= max) {
            s->pc++;
            s->repeats = 0;
            return true;
        }
        s->repeats++;
        s->thought++;
        if (!run(s, app, line + used, why, sizeof why))
            goto fail;
        return true;
    }
    if (!run(s, app, line, why, sizeof why))
        goto fail;
    s->pc++;
    return true;
fail:
    fprintf(stderr, "monstermoon: script line %d: %s\n", s->pc + 1, why);
    *code = 3;
    return false;
}
