/* SPDX-License-Identifier: MIT */
/* About: the version, the licences of the code and of the art, sounds and
 * texts, how to reach the developers, and who made the board games. */
#include <stdio.h>
#include <stdlib.h>

#include "monstermoon/i18n.h"
#include "monstermoon/version.h"
#include "scene.h"
#include "ui.h"

/* The original games as their rulebooks credit them (debian/copyright and
 * the README say the same). A NULL publisher: the rulebook names none. */
typedef struct credit {
    const char *title;
    const char *designers;
    const char *publisher;
} credit;

static const credit credits[] = {
    {N_("Monsters on the Moon"), "Martin Schlegel", "SPIEL DAS! Verlag"},
    {N_("Zombeasts"), "Kinjiro", "HUCH! & friends"},
    {N_("Monsters on the Run"), "Andreas Pelikan", "Heidelberger Spieleverlag"},
    {N_("Catch the Moon"), N_("Fabien Riffaud and Juan Rodríguez"), "Bombyx, Kosmos"},
    {N_("Monster Factory"), N_("Donald X. Vaccarino and Nina Paley"), NULL},
};
#define NCREDITS (int)(sizeof credits / sizeof credits[0])

/* Normal sizes: one column. The TV size's larger text: the panel fills the
 * screen and the credits get a column of their own. */
static SDL_FRect panel_rect(const mm_app *app)
{
    float w = mm_ui_tv(app) ? 1520 : 1240, h = mm_ui_tv(app) ? 880 : 840;
    return mm_rect(app->gfx.lw / 2 - w / 2, app->gfx.lh / 2 - h / 2, w, h);
}

/* Centred; in the TV size under the first column, whose text is shorter. */
static SDL_FRect done_button(const mm_app *app)
{
    SDL_FRect p = panel_rect(app);
    float cx = mm_ui_tv(app) ? p.x + 60 + (p.w - 180) / 4 : p.x + p.w / 2;
    return mm_rect(cx - 140, p.y + p.h - 96, 280, 70);
}

/* A paragraph at `*y` in a text column; moves `*y` below it. */
static void paragraph(mm_app *app, mm_text_role role, const char *text, float x, float *y,
                      float w, mm_rgba c)
{
    *y += mm_ui_text_wrapped(app, role, text, x, *y, w, c, MM_ALIGN_LEFT, true) +
          mm_type(app, role) * 0.6f;
}

static void about_draw(mm_scene *scene, mm_app *app)
{
    (void)scene;
    mm_gfx *g = &app->gfx;
    SDL_FRect p = panel_rect(app);
    mm_gfx_dim(g, 190);
    mm_ui_panel(app, p);
    mm_ui_title(app, _("About monstermoon"), p.x + p.w / 2, p.y + 30, 44, p.w - 80);

    bool columns = mm_ui_tv(app);
    float top = p.y + 110, x = p.x + 60, y = top;
    float w = columns ? (p.w - 180) / 2 : p.w - 120;
    char line[512];
    snprintf(line, sizeof line, _("Version %s · five monster board games"), MM_VERSION);
    paragraph(app, MM_TEXT_BODY, line, x, &y, w, MM_GOLD);
    paragraph(app, MM_TEXT_BODY,
              _("The code is free software under the MIT licence. The pictures, sounds and "
                "texts are under the Creative Commons Attribution 4.0 licence (CC-BY-4.0). "
                "The licence texts come with the game: LICENSE and LICENSES in its folder, "
                "or /usr/share/doc/monstermoon/copyright where it is installed."),
              x, &y, w, MM_PAPER);
    paragraph(app, MM_TEXT_BODY,
              _("Contact: the project has no web site or e-mail address; reach the "
                "developers through the source repository you got monstermoon from."),
              x, &y, w, MM_PAPER);

    if (columns) {
        x += w + 60;
        y = top;
    } else {
        y += mm_type(app, MM_TEXT_BODY) * 0.6f;
    }
    paragraph(app, MM_TEXT_HEADING, _("The board games"), x, &y, w, MM_ACCENT);
    for (int i = 0; i < NCREDITS; i++) {
        const credit *c = &credits[i];
        if (c->publisher)
            snprintf(line, sizeof line, _("%s: a game by %s, published by %s."), _(c->title),
                     _(c->designers), c->publisher);
        else
            snprintf(line, sizeof line, _("%s: a game by %s."), _(c->title), _(c->designers));
        paragraph(app, MM_TEXT_BODY, line, x, &y, w, MM_PAPER);
    }
    paragraph(app, MM_TEXT_DETAIL,
              _("monstermoon plays these games by their rules with pictures, sounds and texts "
                "of its own, made for it by the monstermoon developers. It is not made or "
                "endorsed by the designers or publishers."),
              x, &y, w, MM_MUTED);

    mm_ui_button(app, done_button(app), _("Done"), "icon-back", true, true);
}

static bool about_handle(mm_scene *scene, mm_app *app, const mm_action *a)
{
    (void)scene;
    if (a->kind == MM_ACT_BACK || mm_ui_clicked(a, done_button(app))) {
        mm_app_sound(app, "click");
        mm_app_pop(app);
    }
    return true;
}

static const mm_scene_ops about_ops = {
    .name = "about",
    .overlay = true,
    .handle = about_handle,
    .draw = about_draw,
};

mm_scene *mm_about_scene(mm_app *app)
{
    (void)app;
    return mm_scene_new(&about_ops, NULL);
}
