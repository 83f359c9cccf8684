/* SPDX-License-Identifier: MIT */
/* Small scenes: the pause overlay, the hotseat handover and messages. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/i18n.h"
#include "scene.h"
#include "ui.h"

/* ==================================================================== pause */

enum { PAUSE_RESUME, PAUSE_RESTART, PAUSE_RULES, PAUSE_SETTINGS, PAUSE_MENU, PAUSE_COUNT };

static void confirm_restart(mm_app *app, void *play)
{
    mm_app_pop(app); /* the pause menu */
    mm_play_restart(play, app);
}

static void confirm_leave(mm_app *app, void *data)
{
    (void)data;
    mm_app_to_menu(app);
}

static SDL_FRect pause_button(const mm_app *app, int i)
{
    return mm_rect(app->gfx.lw / 2 - 200, app->gfx.lh / 2 - 190 + 82 * (float)i, 400, 66);
}

static void pause_draw(mm_scene *scene, mm_app *app)
{
    (void)scene;
    mm_gfx *g = &app->gfx;
    mm_gfx_dim(g, 170);
    mm_ui_panel(app, mm_rect(g->lw / 2 - 260, g->lh / 2 - 300, 520, 560));
    mm_ui_title(app, _("Paused"), g->lw / 2, g->lh / 2 - 270, 42, 480);
    static const char *const labels[PAUSE_COUNT] = {N_("Resume"), N_("Restart"), N_("Rules"),
                                                    N_("Settings"), N_("Main menu")};
    static const char *const icons[PAUSE_COUNT] = {NULL, "icon-undo", "icon-rules",
                                                   "icon-settings", "icon-back"};
    for (int i = 0; i < PAUSE_COUNT; i++)
        mm_ui_button(app, pause_button(app, i), _(labels[i]), icons[i], i == 0, true);
}

static bool pause_handle(mm_scene *scene, mm_app *app, const mm_action *a)
{
    mm_scene *play = scene->data;
    if (a->kind == MM_ACT_BACK) {
        mm_app_pop(app);
        return true;
    }
    if (mm_ui_clicked(a, pause_button(app, PAUSE_RESUME))) {
        mm_app_pop(app);
    } else if (mm_ui_clicked(a, pause_button(app, PAUSE_RESTART))) {
        mm_app_push(app, mm_confirm_scene(app, _("Restart this game?"),
                                          _("The game starts again from its first move with the "
                                            "same deal; the moves made so far are lost."),
                                          _("Restart"), confirm_restart, play));
    } else if (mm_ui_clicked(a, pause_button(app, PAUSE_RULES))) {
        mm_app_push(app, mm_rules_scene(app, mm_play_session(play)->game->id));
    } else if (mm_ui_clicked(a, pause_button(app, PAUSE_SETTINGS))) {
        mm_app_push(app, mm_settings_scene(app));
    } else if (mm_ui_clicked(a, pause_button(app, PAUSE_MENU))) {
        /* The game stays in its autosave: Continue brings it back. */
        mm_app_push(app, mm_confirm_scene(app, _("Leave this game?"),
                                          _("It stays saved: Continue in the main menu brings it "
                                            "back where you left it."),
                                          _("Main menu"), confirm_leave, NULL));
    } else {
        return true;
    }
    mm_app_sound(app, "click");
    return true;
}

static const mm_scene_ops pause_ops = {
    .name = "pause",
    .overlay = true,
    .handle = pause_handle,
    .draw = pause_draw,
};

mm_scene *mm_pause_scene(mm_app *app, mm_scene *play)
{
    (void)app;
    return mm_scene_new(&pause_ops, play);
}

/* ================================================================= handover */

typedef struct handover {
    char name[MM_NAME_MAX];
} handover;

static void handover_draw(mm_scene *scene, mm_app *app)
{
    handover *h = scene->data;
    mm_gfx *g = &app->gfx;
    mm_gfx_image(g, "ui/menu-background", mm_rect(0, 0, g->lw, g->lh), 0, 255);
    mm_gfx_dim(g, 150);
    char line[128];
    const char *pass = app->focus.device == MM_DEVICE_CONTROLLER ? _("Pass the controller to %s")
                       : app->focus.device == MM_DEVICE_KEYBOARD ? _("Pass the keyboard to %s")
                                                                 : _("Pass the mouse to %s");
    snprintf(line, sizeof line, pass, h->name);
    mm_ui_title(app, line, g->lw / 2, g->lh / 2 - 90, 56, g->lw - 100);
    g->report_role = "body";
    mm_gfx_text_fit(g, _("Everything stays hidden until they are ready."), g->lw / 2,
                    g->lh / 2 + 4, g->lw - 100, mm_ui_tv(app) ? mm_type(app, MM_TEXT_BODY) : 28,
                    false, MM_MUTED, MM_ALIGN_CENTER);
    char ready[96];
    snprintf(ready, sizeof ready, _("I am %s: show my cards"), h->name);
    mm_ui_button(app, mm_rect(g->lw / 2 - 330, g->lh / 2 + 80, 660, 76), ready, "icon-human",
                 true, true);
}

static bool handover_handle(mm_scene *scene, mm_app *app, const mm_action *a)
{
    (void)scene;
    mm_gfx *g = &app->gfx;
    if (mm_ui_clicked(a, mm_rect(g->lw / 2 - 330, g->lh / 2 + 80, 660, 76)) ||
        (a->kind == MM_ACT_KEY && (a->key == SDLK_RETURN || a->key == SDLK_SPACE))) {
        mm_app_sound(app, "turn");
        mm_app_pop(app);
    }
    return true;
}

static const mm_scene_ops handover_ops = {
    .name = "handover",
    .handle = handover_handle,
    .draw = handover_draw,
    .destroy = mm_scene_free_data,
};

mm_scene *mm_handover_scene(mm_app *app, const char *name)
{
    (void)app;
    handover *h = calloc(1, sizeof *h);
    if (!h)
        abort();
    snprintf(h->name, sizeof h->name, "%s", name);
    return mm_scene_new(&handover_ops, h);
}

/* ================================================================== message */

typedef struct message {
    char title[128];
    char text[1024];
} message;

static SDL_FRect message_ok(const mm_app *app)
{
    return mm_rect(app->gfx.lw / 2 - 120, app->gfx.lh / 2 + 150, 240, 66);
}

static void message_draw(mm_scene *scene, mm_app *app)
{
    message *m = scene->data;
    mm_gfx *g = &app->gfx;
    mm_gfx_dim(g, 180);
    mm_ui_panel(app, mm_rect(g->lw / 2 - 450, g->lh / 2 - 250, 900, 500));
    mm_ui_title(app, m->title, g->lw / 2, g->lh / 2 - 220, 38, 860);
    g->report_role = "body";
    mm_gfx_text_wrapped(g, m->text, g->lw / 2 - 400, g->lh / 2 - 140, 800,
                        mm_ui_tv(app) ? mm_type(app, MM_TEXT_BODY) : 24, false, MM_PAPER,
                        MM_ALIGN_CENTER, true);
    mm_ui_button(app, message_ok(app), _("OK"), NULL, true, true);
}

static bool message_handle(mm_scene *scene, mm_app *app, const mm_action *a)
{
    (void)scene;
    if (a->kind == MM_ACT_BACK || mm_ui_clicked(a, message_ok(app)) ||
        (a->kind == MM_ACT_KEY && a->key == SDLK_RETURN))
        mm_app_pop(app);
    return true;
}

static const mm_scene_ops message_ops = {
    .name = "message",
    .overlay = true,
    .handle = message_handle,
    .draw = message_draw,
    .destroy = mm_scene_free_data,
};

mm_scene *mm_message_scene(mm_app *app, const char *title, const char *text)
{
    (void)app;
    message *m = calloc(1, sizeof *m);
    if (!m)
        abort();
    snprintf(m->title, sizeof m->title, "%s", title);
    snprintf(m->text, sizeof m->text, "%s", text);
    mm_app_sound(app, "mistake");
    return mm_scene_new(&message_ops, m);
}

/* ================================================================== confirm */

typedef struct confirm {
    char title[128];
    char text[512];
    char yes[64];
    void (*on_yes)(mm_app *app, void *data);
    void *data;
} confirm;

static SDL_FRect confirm_button(const mm_app *app, bool yes)
{
    return mm_rect(app->gfx.lw / 2 + (yes ? 20.0f : -320.0f), app->gfx.lh / 2 + 130, 300, 76);
}

static void confirm_draw(mm_scene *scene, mm_app *app)
{
    confirm *c = scene->data;
    mm_gfx *g = &app->gfx;
    mm_gfx_dim(g, 180);
    mm_ui_panel(app, mm_rect(g->lw / 2 - 450, g->lh / 2 - 240, 900, 480));
    mm_ui_title(app, c->title, g->lw / 2, g->lh / 2 - 210, 40, 840);
    mm_ui_text_wrapped(app, MM_TEXT_BODY, c->text, g->lw / 2 - 400, g->lh / 2 - 120, 800,
                       MM_PAPER, MM_ALIGN_CENTER, true);
    /* "No" is the primary choice: a stray Enter keeps the game. */
    mm_ui_button(app, confirm_button(app, false), _("Cancel"), NULL, true, true);
    mm_ui_button(app, confirm_button(app, true), c->yes, NULL, false, true);
}

static bool confirm_handle(mm_scene *scene, mm_app *app, const mm_action *a)
{
    confirm *c = scene->data;
    if (a->kind == MM_ACT_BACK || mm_ui_clicked(a, confirm_button(app, false))) {
        mm_app_pop(app);
    } else if (mm_ui_clicked(a, confirm_button(app, true))) {
        void (*on_yes)(mm_app *, void *) = c->on_yes;
        void *data = c->data;
        mm_app_pop(app);
        mm_app_sound(app, "click");
        on_yes(app, data);
    }
    return true;
}

static const mm_scene_ops confirm_ops = {
    .name = "confirm",
    .overlay = true,
    .handle = confirm_handle,
    .draw = confirm_draw,
    .destroy = mm_scene_free_data,
};

mm_scene *mm_confirm_scene(mm_app *app, const char *title, const char *text, const char *yes,
                           void (*on_yes)(mm_app *app, void *data), void *data)
{
    (void)app;
    confirm *c = calloc(1, sizeof *c);
    if (!c)
        abort();
    snprintf(c->title, sizeof c->title, "%s", title);
    snprintf(c->text, sizeof c->text, "%s", text);
    snprintf(c->yes, sizeof c->yes, "%s", yes);
    c->on_yes = on_yes;
    c->data = data;
    return mm_scene_new(&confirm_ops, c);
}

/* ================================================================== letters */

typedef struct letters {
    char title[64];
    char *buf;
    size_t cap;
    bool digits;
} letters;

#define LETTER_COLS 10

static const char *const letter_keys[] = {
    "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N",
    "O", "P", "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Z", "Ä", "Ö",
    "Ü", "-", "1", "2", "3", "4", "5", "6", "7", "8", "9", "0"};
#define NLETTERS (int)(sizeof letter_keys / sizeof letter_keys[0])

static int letter_count(const letters *l)
{
    return l->digits ? 10 : NLETTERS;
}

static const char *letter_at(const letters *l, int i)
{
    return l->digits ? letter_keys[NLETTERS - 10 + i] : letter_keys[i];
}

static SDL_FRect letter_rect(const mm_app *app, int i)
{
    float w = 104, h = 84, gap = 12;
    float x0 = app->gfx.lw / 2 - (LETTER_COLS * w + (LETTER_COLS - 1) * gap) / 2;
    return mm_rect(x0 + (float)(i % LETTER_COLS) * (w + gap),
                   app->gfx.lh / 2 - 170 + (float)(i / LETTER_COLS) * (h + gap), w, h);
}

/* Space, delete and done below the grid. */
static SDL_FRect letter_action(const mm_app *app, int i)
{
    return mm_rect(app->gfx.lw / 2 - 580 + 400 * (float)i, app->gfx.lh / 2 + 230, 360, 80);
}

static void letters_draw(mm_scene *scene, mm_app *app)
{
    letters *l = scene->data;
    mm_gfx *g = &app->gfx;
    mm_gfx_dim(g, 200);
    mm_ui_panel(app, mm_rect(g->lw / 2 - 640, g->lh / 2 - 400, 1280, 800));
    mm_ui_title(app, l->title, g->lw / 2, g->lh / 2 - 380, 40, 1200);
    SDL_FRect field = mm_rect(g->lw / 2 - 400, g->lh / 2 - 290, 800, 76);
    mm_gfx_fill_round(g, field, 14, (mm_rgba){250, 246, 255, 255});
    char shown[80];
    snprintf(shown, sizeof shown, "%s|", l->buf);
    mm_ui_text(app, MM_TEXT_BODY, shown, field.x + 20, field.y + (field.h - mm_type(app, MM_TEXT_BODY) * 1.2f) / 2,
               field.w - 40, MM_INK, MM_ALIGN_LEFT);
    for (int i = 0; i < letter_count(l); i++)
        mm_ui_button(app, letter_rect(app, i), letter_at(l, i), NULL, i == 0, true);
    mm_ui_button(app, letter_action(app, 0), _("Space"), NULL, false, !l->digits);
    mm_ui_button(app, letter_action(app, 1), _("Delete"), NULL, false, l->buf[0] != '\0');
    mm_ui_button(app, letter_action(app, 2), _("Done"), NULL, false, true);
}

static void letters_append(letters *l, const char *text)
{
    size_t len = strlen(l->buf), n = strlen(text);
    if (len + n < l->cap) {
        memcpy(l->buf + len, text, n + 1);
    }
}

static bool letters_handle(mm_scene *scene, mm_app *app, const mm_action *a)
{
    letters *l = scene->data;
    if (a->kind == MM_ACT_BACK || mm_ui_clicked(a, letter_action(app, 2))) {
        mm_app_pop(app);
        return true;
    }
    if (a->kind != MM_ACT_POINTER_UP)
        return true;
    if (!l->digits && mm_ui_clicked(a, letter_action(app, 0))) {
        letters_append(l, " ");
    } else if (mm_ui_clicked(a, letter_action(app, 1))) {
        size_t len = strlen(l->buf);
        while (len > 0 && ((unsigned char)l->buf[--len] & 0xC0) == 0x80)
            ;
        l->buf[len] = '\0';
    } else {
        for (int i = 0; i < letter_count(l); i++) {
            if (!mm_ui_clicked(a, letter_rect(app, i)))
                continue;
            /* Names read best with only the first letter of a word capital. */
            const char *key = letter_at(l, i);
            size_t len = strlen(l->buf);
            bool word_start = len == 0 || l->buf[len - 1] == ' ' || l->buf[len - 1] == '-';
            char lower[8];
            snprintf(lower, sizeof lower, "%s", key);
            if (!word_start && !l->digits) {
                if (lower[0] >= 'A' && lower[0] <= 'Z')
                    lower[0] = (char)(lower[0] - 'A' + 'a');
                else if (strcmp(key, "Ä") == 0)
                    snprintf(lower, sizeof lower, "ä");
                else if (strcmp(key, "Ö") == 0)
                    snprintf(lower, sizeof lower, "ö");
                else if (strcmp(key, "Ü") == 0)
                    snprintf(lower, sizeof lower, "ü");
            }
            letters_append(l, lower);
        }
    }
    mm_app_sound(app, "click");
    return true;
}

static const mm_scene_ops letters_ops = {
    .name = "letters",
    .overlay = true,
    .handle = letters_handle,
    .draw = letters_draw,
    .destroy = mm_scene_free_data,
};

mm_scene *mm_letters_scene(mm_app *app, const char *title, char *buf, size_t cap, bool digits)
{
    (void)app;
    letters *l = calloc(1, sizeof *l);
    if (!l)
        abort();
    snprintf(l->title, sizeof l->title, "%s", title);
    l->buf = buf;
    l->cap = cap;
    l->digits = digits;
    return mm_scene_new(&letters_ops, l);
}
