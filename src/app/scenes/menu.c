/* SPDX-License-Identifier: MIT */
/* Main menu: the five games with a picture each, Continue, Settings, Quit, About. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/i18n.h"
#include "saves.h"
#include "scene.h"
#include "ui.h"
#include "view.h"

typedef struct collection_entry {
    const char *id;
    const char *title;
    const char *players;
} collection_entry;

/* The whole collection, including games whose tables are still being built. */
static const collection_entry collection[] = {
    {"monsters-on-the-moon", N_("Monsters on the Moon"), N_("1–4 players")},
    {"zombeasts", N_("Zombeasts"), N_("2–4 players")},
    {"monsters-on-the-run", N_("Monsters on the Run"), N_("2–5 players")},
    {"catch-the-moon", N_("Catch the Moon"), N_("1–6 players")},
    {"monster-factory", N_("Monster Factory"), N_("2–6 players")},
};
#define NGAMES (int)(sizeof collection / sizeof collection[0])

typedef struct menu {
    char continue_path[1024];
    bool can_continue;
} menu;

static bool playable(const char *id)
{
    return mm_game_find(id) && mm_view_find(id);
}

static SDL_FRect card_rect(const mm_app *app, int i)
{
    float w = 270, gap = 30, total = NGAMES * w + (NGAMES - 1) * gap;
    float x0 = (app->gfx.lw - total) / 2;
    return mm_rect(x0 + (float)i * (w + gap), app->gfx.lh / 2 - 170, w, 290);
}

static SDL_FRect bottom_button(const mm_app *app, int i)
{
    float w = 260, gap = 28, total = 4 * w + 3 * gap;
    return mm_rect((app->gfx.lw - total) / 2 + (float)i * (w + gap), app->gfx.lh / 2 + 190, w, 70);
}

/* The About screen's button, in the top right corner. */
static SDL_FRect about_button(const mm_app *app)
{
    return mm_rect(app->gfx.lw - 220, 24, 196, 60);
}

static void menu_draw(mm_scene *scene, mm_app *app)
{
    menu *m = scene->data;
    mm_gfx *g = &app->gfx;
    mm_gfx_image(g, "ui/menu-background", mm_rect(0, 0, g->lw, g->lh), 0, 255);
    mm_gfx_image(g, "ui/logo", mm_rect(g->lw / 2 - 330, g->lh / 2 - 400, 660, 165), 0, 255);
    bool tv = mm_ui_tv(app);
    g->report_role = "body";
    mm_gfx_text(g, _("Five monster board games"), g->lw / 2, g->lh / 2 - 228,
                tv ? mm_type(app, MM_TEXT_BODY) : 26, false, MM_MUTED, MM_ALIGN_CENTER);
    for (int i = 0; i < NGAMES; i++) {
        SDL_FRect r = card_rect(app, i);
        mm_focus_add(app, r, mm_focus_id(collection[i].id, 0), i == 0 ? MM_FOCUS_DEFAULT : 0);
        bool hover = mm_ui_hover(app, r);
        bool ok = playable(collection[i].id);
        if (hover)
            r.y -= 8;
        mm_gfx_fill_round(g, mm_rect(r.x + 6, r.y + 10, r.w, r.h), 22, (mm_rgba){0, 0, 0, 110});
        mm_gfx_fill_round(g, r, 22, hover ? (mm_rgba){70, 56, 128, 255} : (mm_rgba){46, 38, 92, 250});
        char pic[96];
        snprintf(pic, sizeof pic, "menu/%s", collection[i].id);
        mm_gfx_image(g, pic, mm_rect(r.x + 12, r.y + 12, r.w - 24, (r.w - 24) * 0.65f), 0, 255);
        /* Titles get two lines of room; the status line sits below them. */
        float title_size = tv ? mm_type(app, MM_TEXT_BODY) : 24;
        float th = mm_gfx_text_wrapped(g, _(collection[i].title), 0, 0, r.w - 20, title_size, true,
                                       MM_PAPER, MM_ALIGN_CENTER, false);
        g->report_role = "heading";
        mm_gfx_text_wrapped(g, _(collection[i].title), r.x + 10, r.y + 218 - th / 2, r.w - 20,
                            title_size, true, MM_PAPER, MM_ALIGN_CENTER, true);
        const char *status = ok ? _(collection[i].players) : _("Rules only – table coming soon");
        float size = 17, w = mm_gfx_text_width(g, status, size, false);
        if (w > r.w - 24)
            size *= (r.w - 24) / w;
        mm_gfx_text(g, status, r.x + r.w / 2, r.y + 258, size, false, ok ? MM_MUTED : MM_ACCENT,
                    MM_ALIGN_CENTER);
        mm_gfx_stroke_round(g, r, 22, hover ? 4 : 2,
                            hover ? MM_ACCENT : (mm_rgba){110, 92, 180, 255});
    }
    /* The saves scan runs on its own thread; its latest result decides. */
    m->can_continue = mm_saves_continue(app->saves, m->continue_path, sizeof m->continue_path);
    mm_ui_button(app, bottom_button(app, 0), _("Continue"), NULL, true, m->can_continue);
    mm_ui_button(app, bottom_button(app, 1), _("Saved games"), NULL, false, true);
    mm_ui_button(app, bottom_button(app, 2), _("Settings"), "icon-settings", false, true);
    mm_ui_button(app, bottom_button(app, 3), _("Quit"), NULL, false, true);
    mm_ui_button(app, about_button(app), _("About"), NULL, false, true);
}

static void quit(mm_app *app, void *data)
{
    (void)data;
    app->quit = true;
}

static void ask_quit(mm_app *app)
{
    mm_app_push(app, mm_confirm_scene(app, _("Quit monstermoon?"),
                                      _("Unfinished games stay saved: Continue brings them back."),
                                      _("Quit"), quit, NULL));
}

static bool menu_handle(mm_scene *scene, mm_app *app, const mm_action *a)
{
    menu *m = scene->data;
    if (a->kind == MM_ACT_BACK) {
        ask_quit(app);
        return true;
    }
    for (int i = 0; i < NGAMES; i++) {
        if (mm_ui_clicked(a, card_rect(app, i))) {
            mm_app_sound(app, "click");
            if (playable(collection[i].id))
                mm_app_push(app, mm_setup_scene(app, collection[i].id));
            else
                mm_app_push(app, mm_rules_scene(app, collection[i].id));
            return true;
        }
    }
    if (m->can_continue && mm_ui_clicked(a, bottom_button(app, 0))) {
        mm_app_sound(app, "click");
        mm_open_record(app, m->continue_path, false);
    } else if (mm_ui_clicked(a, bottom_button(app, 1))) {
        mm_app_sound(app, "click");
        mm_app_push(app, mm_saves_scene(app));
    } else if (mm_ui_clicked(a, bottom_button(app, 2))) {
        mm_app_sound(app, "click");
        mm_app_push(app, mm_settings_scene(app));
    } else if (mm_ui_clicked(a, bottom_button(app, 3))) {
        ask_quit(app);
    } else if (mm_ui_clicked(a, about_button(app))) {
        mm_app_sound(app, "click");
        mm_app_push(app, mm_about_scene(app));
    }
    return true;
}

static void menu_resume(mm_scene *scene, mm_app *app)
{
    menu *m = scene->data;
    mm_saves_refresh(app->saves);
    if (app->screenshot_mode)
        mm_saves_wait(app->saves);
    m->can_continue = mm_saves_continue(app->saves, m->continue_path, sizeof m->continue_path);
}

static const mm_scene_ops menu_ops = {
    .name = "menu",
    .handle = menu_handle,
    .draw = menu_draw,
    .resume = menu_resume,
    .destroy = mm_scene_free_data,
};

mm_scene *mm_menu_scene(mm_app *app)
{
    menu *m = calloc(1, sizeof *m);
    if (!m)
        abort();
    mm_scene *s = mm_scene_new(&menu_ops, m);
    menu_resume(s, app);
    return s;
}
