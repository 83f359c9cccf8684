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
        mm_app_pop(app);
        mm_play_restart(play, app);
    } else if (mm_ui_clicked(a, pause_button(app, PAUSE_RULES))) {
        mm_app_push(app, mm_rules_scene(app, mm_play_session(play)->game->id));
    } else if (mm_ui_clicked(a, pause_button(app, PAUSE_SETTINGS))) {
        mm_app_push(app, mm_settings_scene(app));
    } else if (mm_ui_clicked(a, pause_button(app, PAUSE_MENU))) {
        /* The game stays in its autosave: Continue brings it back. */
        mm_app_to_menu(app);
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
    snprintf(line, sizeof line, _("Pass the mouse to %s"), h->name);
    mm_ui_title(app, line, g->lw / 2, g->lh / 2 - 90, 56, g->lw - 100);
    mm_gfx_text(g, _("Everything stays hidden until they click."), g->lw / 2, g->lh / 2 + 4,
                28, false, MM_MUTED, MM_ALIGN_CENTER);
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

static void free_data(mm_scene *scene)
{
    free(scene->data);
}

static const mm_scene_ops handover_ops = {
    .name = "handover",
    .handle = handover_handle,
    .draw = handover_draw,
    .destroy = free_data,
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
    mm_gfx_text_wrapped(g, m->text, g->lw / 2 - 400, g->lh / 2 - 140, 800, 24, false, MM_PAPER,
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
    .destroy = free_data,
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
