/* SPDX-License-Identifier: MIT */
/* Game setup: player count, who sits where (human or computer), names, the
 * game's variants and an optional seed. */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/ai.h"
#include "monstermoon/i18n.h"
#include "scene.h"
#include "ui.h"

#define FIELD_NONE (-1)
#define FIELD_SEED 100

typedef struct setup {
    const mm_game *game;
    int nseats;
    mm_seat seats[MM_MAX_SEATS];
    mm_options options;
    char seed[24];
    int editing; /* seat index, FIELD_SEED or FIELD_NONE */
} setup;

static const char *const cpu_names[MM_MAX_SEATS] = {"Zorg", "Blib", "Mumpf", "Glimmer", "Wobble", "Fuzz"};

static void default_name(setup *st, int i)
{
    mm_seat *seat = &st->seats[i];
    if (seat->kind == MM_SEAT_HUMAN)
        snprintf(seat->name, sizeof seat->name, _("Player %d"), i + 1);
    else
        snprintf(seat->name, sizeof seat->name, "%s", cpu_names[i]);
}

/* Layout ------------------------------------------------------------------ */

static float left_x(const mm_app *app)
{
    return app->gfx.lw / 2 - 700;
}

/* The player count's buttons and number, right of the "Players" label. */
static float count_x(const mm_app *app)
{
    return left_x(app) + (mm_ui_tv(app) ? 760 : 700);
}

static SDL_FRect count_minus(const mm_app *app) { return mm_rect(count_x(app) - 100, 150, 60, 56); }
static SDL_FRect count_plus(const mm_app *app) { return mm_rect(count_x(app) + 40, 150, 60, 56); }

/* Rows for every possible seat, the options and the seed share the room
 * between the player count and the buttons; many rows get a tighter pitch. */
static float row_pitch(const mm_app *app, const setup *st)
{
    float rows = (float)(st->game->max_seats + st->game->noptions + 1) + 0.4f;
    float pitch = (app->gfx.lh - 140 - 228) / rows;
    return pitch > 66 ? 66 : pitch;
}

static SDL_FRect seat_kind(const mm_app *app, const setup *st, int i)
{
    float pitch = row_pitch(app, st);
    return mm_rect(left_x(app) + 480, 228 + pitch * (float)i, mm_ui_tv(app) ? 430 : 250,
                   pitch - 10);
}

static SDL_FRect seat_name(const mm_app *app, const setup *st, int i)
{
    float pitch = row_pitch(app, st);
    return mm_rect(left_x(app) + (mm_ui_tv(app) ? 925 : 745), 228 + pitch * (float)i, 300,
                   pitch - 10);
}

static SDL_FRect option_rect(const mm_app *app, const setup *st, int i)
{
    float pitch = row_pitch(app, st);
    return mm_rect(left_x(app) + 480,
                   228 + pitch * ((float)st->game->max_seats + 0.4f + (float)i),
                   mm_ui_tv(app) ? 695 : 565, pitch - 10);
}

static SDL_FRect seed_rect(const mm_app *app, const setup *st)
{
    return option_rect(app, st, st->game->noptions);
}

static SDL_FRect action_button(const mm_app *app, int i)
{
    return mm_rect(app->gfx.lw / 2 + 400 - 250 * (float)(2 - i), app->gfx.lh - 110, 230, 70);
}

/* Drawing ----------------------------------------------------------------- */

static const char *kind_label(const mm_seat *seat)
{
    if (seat->kind == MM_SEAT_HUMAN)
        return _("Human");
    const mm_ai *ai = mm_ai_find(seat->ai);
    return _((ai ? ai : mm_ai_default())->label);
}

/* The seat kinds a click cycles through: human, then the computer's levels
 * (easy, normal, hard; a game's own players stand behind them). */
static int seat_choices(const mm_game *game, const mm_ai *out[], int max)
{
    (void)game;
    return mm_ai_offered(out, max);
}

static void next_seat_kind(const mm_game *game, mm_seat *seat)
{
    const mm_ai *choices[16];
    int n = seat_choices(game, choices, 16);
    int at = -1; /* -1: human */
    for (int i = 0; seat->kind == MM_SEAT_CPU && i < n; i++)
        if (strcmp(choices[i]->id, seat->ai) == 0)
            at = i;
    if (at + 1 < n) {
        seat->kind = MM_SEAT_CPU;
        snprintf(seat->ai, sizeof seat->ai, "%s", choices[at + 1]->id);
    } else {
        seat->kind = MM_SEAT_HUMAN;
        seat->ai[0] = '\0';
    }
}

/* How many of an option's values the player count leaves to choose from
 * (2 for the kinds that always offer a choice). */
static int open_choices(const setup *st, const mm_option_def *d)
{
    if (d->kind != MM_OPT_CHOICE)
        return 2;
    int n = 0;
    for (int c = 0; d->choices[c]; c++)
        n += mm_option_choice_fits(d, c, st->nseats);
    return n;
}

/* The value as a game with this many players would play it. */
static const char *fitted_value(const setup *st, const mm_option_def *d)
{
    return mm_option_fit(d, mm_options_get(&st->options, d->key, d->def), st->nseats);
}

static void option_value(const setup *st, const mm_option_def *d, char *buf, size_t len)
{
    const char *v = fitted_value(st, d);
    if (d->kind == MM_OPT_BOOL) {
        snprintf(buf, len, "%s", strcmp(v, "1") == 0 ? _("On") : _("Off"));
    } else if (d->kind == MM_OPT_SEAT) {
        if (strcmp(v, "random") == 0)
            snprintf(buf, len, "%s", _("Random"));
        else
            snprintf(buf, len, "%s", st->seats[atoi(v) - 1].name);
    } else if (d->kind == MM_OPT_CHOICE) {
        snprintf(buf, len, "%s", v);
        for (int c = 0; d->choices[c]; c++)
            if (strcmp(d->choices[c], v) == 0 && d->choice_labels)
                snprintf(buf, len, "%s", _(d->choice_labels[c]));
    } else {
        snprintf(buf, len, "%s", v);
    }
}

static void draw_field(mm_app *app, SDL_FRect r, const char *text, const char *placeholder,
                       bool editing, unsigned id)
{
    mm_gfx *g = &app->gfx;
    mm_focus_add(app, r, id, 0);
    bool hover = mm_ui_hover(app, r);
    mm_gfx_fill_round(g, r, 14, editing ? (mm_rgba){250, 246, 255, 255} : (mm_rgba){34, 28, 70, 255});
    mm_gfx_stroke_round(g, r, 14, editing || hover ? 3 : 2, editing ? MM_ACCENT : (mm_rgba){110, 92, 180, 255});
    bool empty = !text[0];
    char shown[80];
    snprintf(shown, sizeof shown, "%s%s", empty && !editing ? placeholder : text, editing ? "|" : "");
    float size = mm_ui_tv(app) ? mm_type(app, MM_TEXT_BODY) : 24;
    g->report_role = "body";
    mm_gfx_text_fit(g, shown, r.x + 16, r.y + (r.h - size * 1.2f) / 2, r.w - 28, size, false,
                    editing ? MM_INK : empty ? MM_MUTED : MM_PAPER, MM_ALIGN_LEFT);
}

static void setup_draw(mm_scene *scene, mm_app *app)
{
    setup *st = scene->data;
    mm_gfx *g = &app->gfx;
    mm_gfx_image(g, "ui/menu-background", mm_rect(0, 0, g->lw, g->lh), 0, 255);
    mm_gfx_dim(g, 120);
    float x = left_x(app);
    mm_ui_panel(app, mm_rect(x, 40, 1400, g->lh - 80 - 90));
    char pic[96];
    snprintf(pic, sizeof pic, "menu/%s", st->game->id);
    mm_gfx_image(g, pic, mm_rect(x + 40, 150, 400, 260), 0, 255);
    bool tv = mm_ui_tv(app);
    mm_ui_title(app, _(st->game->title), x + 700, 62, tv ? mm_type(app, MM_TEXT_HEADING) : 44,
                1300);
    if (tv)
        mm_ui_text_wrapped(app, MM_TEXT_BODY, _(st->game->blurb), x + 40, 430, 400, MM_MUTED,
                           MM_ALIGN_LEFT, true);
    else
        mm_gfx_text_wrapped(g, _(st->game->blurb), x + 40, 430, 400, 22, false, MM_MUTED,
                            MM_ALIGN_LEFT, true);

    g->report_role = "heading";
    mm_gfx_text(g, _("Players"), x + 480, 160, tv ? mm_type(app, MM_TEXT_BODY) : 28, true,
                MM_PAPER, MM_ALIGN_LEFT);
    mm_ui_button(app, count_minus(app), "−", NULL, false, st->nseats > st->game->min_seats);
    char count[8];
    snprintf(count, sizeof count, "%d", st->nseats);
    g->report_role = "heading";
    mm_gfx_text(g, count, count_x(app), 156, 34, true, MM_ACCENT, MM_ALIGN_CENTER);
    mm_ui_button(app, count_plus(app), "+", NULL, false, st->nseats < st->game->max_seats);

    for (int i = 0; i < st->nseats; i++) {
        char label[16];
        snprintf(label, sizeof label, "%d", i + 1);
        SDL_FRect row = seat_kind(app, st, i);
        float size = tv ? mm_type(app, MM_TEXT_BODY) : 26;
        g->report_role = "body";
        mm_gfx_text(g, label, x + 462, row.y + (row.h - size * 1.2f) / 2, size, true, MM_MUTED,
                    MM_ALIGN_RIGHT);
        mm_ui_button(app, seat_kind(app, st, i), kind_label(&st->seats[i]),
                     st->seats[i].kind == MM_SEAT_HUMAN ? "icon-human" : "icon-cpu", false, true);
        draw_field(app, seat_name(app, st, i), st->seats[i].name, _("Name"), st->editing == i,
                   mm_focus_id("name", i));
    }
    for (int i = 0; i < st->game->noptions; i++) {
        const mm_option_def *d = &st->game->options[i];
        char value[64];
        option_value(st, d, value, sizeof value);
        SDL_FRect r = option_rect(app, st, i);
        bool open = open_choices(st, d) > 1;
        mm_ui_value(app, r, _(d->label), value, open);
        if (!open) {
            char note[96];
            snprintf(note, sizeof note,
                     dngettext(MM_TEXT_DOMAIN, "The only choice for %d player",
                               "The only choice for %d players", (unsigned long)st->nseats),
                     st->nseats);
            float note_w = x + 1380 - (r.x + r.w + 20);
            float h = mm_gfx_text_wrapped(g, note, 0, 0, note_w, 20, false, MM_MUTED,
                                          MM_ALIGN_LEFT, false);
            mm_gfx_text_wrapped(g, note, r.x + r.w + 20, r.y + (r.h - h) / 2, note_w, 20, false,
                                MM_MUTED, MM_ALIGN_LEFT, true);
        }
    }
    SDL_FRect seed = seed_rect(app, st);
    float seed_size = tv ? mm_type(app, MM_TEXT_BODY) : 24;
    g->report_role = "body";
    mm_gfx_text(g, _("Seed"), seed.x - 18, seed.y + (seed.h - seed_size * 1.2f) / 2, seed_size,
                true, MM_PAPER, MM_ALIGN_RIGHT);
    draw_field(app, seed, st->seed, tv ? _("random") : _("random (type a number to replay a deal)"),
               st->editing == FIELD_SEED, mm_focus_id("seed", 0));

    mm_ui_button(app, action_button(app, 0), _("Back"), "icon-back", false, true);
    mm_ui_button(app, action_button(app, 1), _("Rules"), "icon-rules", false, true);
    mm_ui_button(app, action_button(app, 2), _("Start"), NULL, true, true);
}

/* Input ------------------------------------------------------------------- */

static void cycle_option(setup *st, mm_app *app, const mm_option_def *d)
{
    if (open_choices(st, d) < 2) {
        /* Nothing to choose with this many players: say why. */
        mm_app_toast(app, _(d->help));
        return;
    }
    const char *v = fitted_value(st, d);
    char next[32];
    if (d->kind == MM_OPT_BOOL) {
        snprintf(next, sizeof next, "%s", strcmp(v, "1") == 0 ? "0" : "1");
    } else if (d->kind == MM_OPT_SEAT) {
        int seat = strcmp(v, "random") == 0 ? 0 : atoi(v);
        seat = (seat + 1) % (st->nseats + 1);
        if (seat == 0)
            snprintf(next, sizeof next, "random");
        else
            snprintf(next, sizeof next, "%d", seat);
    } else if (d->kind == MM_OPT_CHOICE) {
        int c = 0, n = 0;
        while (d->choices[n])
            n++;
        while (c < n && strcmp(d->choices[c], v) != 0)
            c++;
        if (c == n)
            c = n - 1; /* an unknown value: start from the first */
        /* The next choice that suits the player count, round the list. */
        do
            c = (c + 1) % n;
        while (!mm_option_choice_fits(d, c, st->nseats));
        snprintf(next, sizeof next, "%s", d->choices[c]);
    } else {
        int n = atoi(v) + 1;
        snprintf(next, sizeof next, "%d", n > d->max ? d->min : n);
    }
    mm_options_set(&st->options, d->key, next);
}

static void clamp_seat_options(setup *st)
{
    for (int i = 0; i < st->game->noptions; i++) {
        const mm_option_def *d = &st->game->options[i];
        const char *v = mm_options_get(&st->options, d->key, d->def);
        if (d->kind == MM_OPT_SEAT && strcmp(v, "random") != 0 && atoi(v) > st->nseats)
            mm_options_set(&st->options, d->key, "random");
    }
}

static void start(setup *st, mm_app *app)
{
    char why[MM_REASON_MAX];
    uint64_t seed = 0;
    bool have_seed = st->seed[0] != '\0';
    if (have_seed) {
        errno = 0;
        char *end;
        seed = strtoull(st->seed, &end, 10);
        if (errno || *end) {
            mm_app_toast(app, _("The seed must be a whole number (or empty for a random deal)."));
            return;
        }
    }
    for (int i = 0; i < st->nseats; i++)
        if (!st->seats[i].name[0])
            default_name(st, i);
    /* Record what will be played, not a choice the player count rules out. */
    mm_options opts = st->options;
    for (int i = 0; i < st->game->noptions; i++)
        mm_options_set(&opts, st->game->options[i].key, fitted_value(st, &st->game->options[i]));
    if (!mm_start_game(app, st->game, &opts, st->seats, st->nseats, have_seed, seed, why, sizeof why)) {
        mm_app_toast(app, why);
        mm_app_sound(app, "mistake");
    }
}

static void stop_editing(setup *st)
{
    st->editing = FIELD_NONE;
    SDL_StopTextInput();
}

static void edit_text(setup *st, const mm_action *a)
{
    char *buf = st->editing == FIELD_SEED ? st->seed : st->seats[st->editing].name;
    size_t cap = st->editing == FIELD_SEED ? sizeof st->seed : sizeof st->seats[0].name;
    size_t len = strlen(buf);
    if (a->kind == MM_ACT_TEXT) {
        for (const char *t = a->text; *t; t++) {
            if (st->editing == FIELD_SEED && !isdigit((unsigned char)*t))
                continue;
            if (len + 1 < cap) {
                buf[len++] = *t;
                buf[len] = '\0';
            }
        }
    } else if (a->kind == MM_ACT_KEY && a->key == SDLK_BACKSPACE && len > 0) {
        /* Remove one UTF-8 character. */
        do
            len--;
        while (len > 0 && ((unsigned char)buf[len] & 0xC0) == 0x80);
        buf[len] = '\0';
    }
}

static bool setup_handle(mm_scene *scene, mm_app *app, const mm_action *a)
{
    setup *st = scene->data;
    if (st->editing != FIELD_NONE) {
        if (a->kind == MM_ACT_BACK || (a->kind == MM_ACT_KEY && (a->key == SDLK_RETURN || a->key == SDLK_TAB))) {
            stop_editing(st);
            return true;
        }
        if (a->kind == MM_ACT_TEXT || a->kind == MM_ACT_KEY) {
            edit_text(st, a);
            return true;
        }
    }
    if (a->kind == MM_ACT_BACK) {
        mm_app_pop(app);
        return true;
    }
    if (a->kind == MM_ACT_KEY && a->key == SDLK_RETURN) {
        start(st, app);
        return true;
    }
    if (a->kind != MM_ACT_POINTER_UP || a->button != 1)
        return true;
    if (st->editing != FIELD_NONE)
        stop_editing(st);
    if (mm_ui_clicked(a, count_minus(app)) && st->nseats > st->game->min_seats) {
        st->nseats--;
        clamp_seat_options(st);
    } else if (mm_ui_clicked(a, count_plus(app)) && st->nseats < st->game->max_seats) {
        st->nseats++;
    } else if (mm_ui_clicked(a, seed_rect(app, st))) {
        if (app->focus.device == MM_DEVICE_CONTROLLER) {
            mm_app_push(app, mm_letters_scene(app, _("Seed"), st->seed, sizeof st->seed, true));
        } else {
            st->editing = FIELD_SEED;
            SDL_StartTextInput();
        }
    } else if (mm_ui_clicked(a, action_button(app, 0))) {
        mm_app_pop(app);
    } else if (mm_ui_clicked(a, action_button(app, 1))) {
        mm_app_push(app, mm_rules_scene(app, st->game->id));
    } else if (mm_ui_clicked(a, action_button(app, 2))) {
        start(st, app);
    } else {
        for (int i = 0; i < st->nseats; i++) {
            if (mm_ui_clicked(a, seat_kind(app, st, i))) {
                mm_seat *seat = &st->seats[i];
                bool was_default = seat->name[0] == '\0';
                char old[MM_NAME_MAX];
                snprintf(old, sizeof old, "%s", seat->name);
                default_name(st, i);
                was_default |= strcmp(old, seat->name) == 0;
                next_seat_kind(st->game, seat);
                if (was_default)
                    default_name(st, i);
                else
                    snprintf(seat->name, sizeof seat->name, "%s", old);
            } else if (mm_ui_clicked(a, seat_name(app, st, i))) {
                if (app->focus.device == MM_DEVICE_CONTROLLER) {
                    mm_app_push(app, mm_letters_scene(app, _("Name"), st->seats[i].name,
                                                      sizeof st->seats[i].name, false));
                } else {
                    st->editing = i;
                    SDL_StartTextInput();
                }
            }
        }
        for (int i = 0; i < st->game->noptions; i++)
            if (mm_ui_clicked(a, option_rect(app, st, i)))
                cycle_option(st, app, &st->game->options[i]);
    }
    mm_app_sound(app, "click");
    return true;
}

/* While a name or the seed is being typed, every key goes to the field. */
static bool setup_wants_key(mm_scene *scene, mm_app *app, const mm_action *a)
{
    (void)app;
    (void)a;
    const setup *st = scene->data;
    return st->editing != FIELD_NONE;
}

static void setup_destroy(mm_scene *scene)
{
    SDL_StopTextInput();
    free(scene->data);
}

static const mm_scene_ops setup_ops = {
    .name = "setup",
    .handle = setup_handle,
    .wants_key = setup_wants_key,
    .draw = setup_draw,
    .destroy = setup_destroy,
};

mm_scene *mm_setup_scene(mm_app *app, const char *game_id)
{
    (void)app;
    setup *st = calloc(1, sizeof *st);
    if (!st)
        abort();
    st->game = mm_game_find(game_id);
    if (!st->game) {
        free(st);
        return mm_message_scene(app, _("Unknown game"), game_id);
    }
    st->editing = FIELD_NONE;
    st->nseats = st->game->min_seats < 3 && st->game->max_seats >= 3 ? 3 : st->game->min_seats;
    for (int i = 0; i < MM_MAX_SEATS; i++) {
        st->seats[i].kind = i == 0 ? MM_SEAT_HUMAN : MM_SEAT_CPU;
        if (i > 0)
            snprintf(st->seats[i].ai, sizeof st->seats[i].ai, "%s",
                     mm_ai_best_for(st->game->id)->id);
        default_name(st, i);
    }
    char why[MM_REASON_MAX];
    mm_options_check(st->game, &st->options, st->nseats, why, sizeof why);
    return mm_scene_new(&setup_ops, st);
}
