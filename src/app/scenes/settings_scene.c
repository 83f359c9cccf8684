/* SPDX-License-Identifier: MIT */
/* Settings: fullscreen, volume, mute, language, animation speed, interface size. */
#include <stdio.h>
#include <stdlib.h>

#include "monstermoon/i18n.h"
#include "scene.h"
#include "ui.h"

enum { ROW_FULLSCREEN, ROW_VOLUME, ROW_MUTE, ROW_LANGUAGE, ROW_SPEED, ROW_SIZE, ROW_COUNT };

static SDL_FRect row(const mm_app *app, int i)
{
    return mm_rect(app->gfx.lw / 2 - 360, app->gfx.lh / 2 - 256 + 76 * (float)i, 720, 64);
}

static SDL_FRect volume_button(const mm_app *app, bool up)
{
    SDL_FRect r = row(app, ROW_VOLUME);
    return mm_rect(up ? r.x + r.w + 14 : r.x - 78, r.y, 64, 64);
}

static SDL_FRect back_button(const mm_app *app)
{
    return mm_rect(app->gfx.lw / 2 - 140, app->gfx.lh / 2 + 226, 280, 70);
}

static void settings_draw(mm_scene *scene, mm_app *app)
{
    (void)scene;
    mm_gfx *g = &app->gfx;
    mm_settings *s = &app->settings;
    mm_gfx_dim(g, 190);
    mm_ui_panel(app, mm_rect(g->lw / 2 - 500, g->lh / 2 - 380, 1000, 720));
    mm_ui_title(app, _("Settings"), g->lw / 2, g->lh / 2 - 350, 44, 860);
    static const char *const speeds[] = {N_("Slow"), N_("Normal"), N_("Fast"), N_("Instant")};
    char volume[16];
    snprintf(volume, sizeof volume, "%d %%", s->volume);
    mm_ui_value(app, row(app, ROW_FULLSCREEN), _("Fullscreen (F11)"), s->fullscreen ? _("On") : _("Off"), true);
    mm_ui_value(app, row(app, ROW_VOLUME), _("Volume"), volume, !s->muted);
    mm_ui_button(app, volume_button(app, false), "−", NULL, false, s->volume > 0);
    mm_ui_button(app, volume_button(app, true), "+", NULL, false, s->volume < 100);
    mm_ui_value(app, row(app, ROW_MUTE), _("Sound"), s->muted ? _("Muted") : _("On"), true);
    mm_ui_value(app, row(app, ROW_LANGUAGE), _("Language"),
                s->language[0] == 'd' ? "Deutsch" : "English", true);
    mm_ui_value(app, row(app, ROW_SPEED), _("Animation speed"), _(speeds[s->anim_speed]), true);
    static const char *const sizes[] = {N_("Automatic"), N_("Normal"), N_("Large"), N_("TV")};
    mm_ui_value(app, row(app, ROW_SIZE), _("Interface size"), _(sizes[s->ui_size]), true);
    mm_ui_button(app, back_button(app), _("Done"), "icon-back", true, true);
}

static bool settings_handle(mm_scene *scene, mm_app *app, const mm_action *a)
{
    (void)scene;
    mm_settings *s = &app->settings;
    if (a->kind == MM_ACT_BACK || mm_ui_clicked(a, back_button(app))) {
        mm_app_pop(app);
        return true;
    }
    bool changed = true;
    if (mm_ui_clicked(a, row(app, ROW_FULLSCREEN)))
        s->fullscreen = !s->fullscreen;
    else if (mm_ui_clicked(a, volume_button(app, false)))
        s->volume = s->volume >= 10 ? s->volume - 10 : 0;
    else if (mm_ui_clicked(a, volume_button(app, true)) || mm_ui_clicked(a, row(app, ROW_VOLUME)))
        s->volume = s->volume <= 90 ? s->volume + 10 : 100;
    else if (mm_ui_clicked(a, row(app, ROW_MUTE)))
        s->muted = !s->muted;
    else if (mm_ui_clicked(a, row(app, ROW_LANGUAGE)))
        snprintf(s->language, sizeof s->language, "%s", s->language[0] == 'd' ? "en" : "de");
    else if (mm_ui_clicked(a, row(app, ROW_SPEED)))
        s->anim_speed = (mm_anim_speed)((s->anim_speed + 1) % 4);
    else if (mm_ui_clicked(a, row(app, ROW_SIZE)))
        s->ui_size = (mm_ui_size)((s->ui_size + 1) % 4);
    else
        changed = false;
    if (changed) {
        mm_app_apply_settings(app);
        mm_app_sound(app, "click");
    }
    return true;
}

static const mm_scene_ops settings_ops = {
    .name = "settings",
    .overlay = true,
    .handle = settings_handle,
    .draw = settings_draw,
};

mm_scene *mm_settings_scene(mm_app *app)
{
    (void)app;
    return mm_scene_new(&settings_ops, NULL);
}
