/* SPDX-License-Identifier: MIT */
/* Results: the score breakdown per player, the winners, play again (a
 * replay: watch it again, or back to the saved games). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/i18n.h"
#include "scene.h"
#include "ui.h"

enum { RES_AGAIN, RES_TABLE, RES_MENU };

/* The buttons' labels: a replay offers what fits watching a saved game. */
static void labels_of(mm_scene *play, const char *labels[3])
{
    bool replay = mm_play_is_replay(play);
    labels[RES_AGAIN] = replay ? _("Watch again") : _("Play again");
    labels[RES_TABLE] = _("Show table");
    labels[RES_MENU] = replay ? _("Saved games") : _("Main menu");
}

/* In the TV size the buttons are as wide as their labels need in the body
 * size (a 4:3 window's type is larger against the width), side by side in
 * the middle. */
static SDL_FRect results_button(mm_app *app, mm_scene *play, int i)
{
    if (!mm_ui_tv(app))
        return mm_rect(app->gfx.lw / 2 - 390 + 270 * (float)i, app->gfx.lh / 2 + 250, 240, 68);
    const char *labels[3];
    labels_of(play, labels);
    float w[3], total = 0, gap = 30, body = mm_type(app, MM_TEXT_BODY);
    for (int k = 0; k < 3; k++) {
        float icon = k == RES_MENU ? 76 * 0.6f + 10 : 0;
        w[k] = fmaxf(320, mm_gfx_text_width(&app->gfx, labels[k], body, true) + icon + 40);
        total += w[k] + (k > 0 ? gap : 0);
    }
    float x = app->gfx.lw / 2 - total / 2;
    for (int k = 0; k < i; k++)
        x += w[k] + gap;
    return mm_rect(x, app->gfx.lh - 120, w[i], 76);
}

/* The results panel: the middle of the screen, or nearly all of it in the
 * TV size, where the table's rows need the room. */
static SDL_FRect results_panel(const mm_app *app)
{
    if (mm_ui_tv(app))
        return mm_rect(app->gfx.lw / 2 - 760, 16, 1520, app->gfx.lh - 32);
    return mm_rect(app->gfx.lw / 2 - 560, app->gfx.lh / 2 - 360, 1120, 720);
}

static void results_draw(mm_scene *scene, mm_app *app)
{
    mm_scene *play = scene->data;
    mm_session *s = mm_play_session(play);
    mm_gfx *g = &app->gfx;
    mm_result r;
    s->game->result(s->state, &r);
    mm_gfx_dim(g, 160);
    SDL_FRect panel = results_panel(app);
    bool tv = mm_ui_tv(app);
    float body = mm_type(app, MM_TEXT_BODY);
    mm_ui_panel(app, panel);

    char names[160] = "";
    int nwin = 0;
    for (int i = 0; i < r.nseats; i++)
        nwin += r.winner[i];
    for (int i = 0, k = 0; i < r.nseats; i++) {
        if (!r.winner[i])
            continue;
        char part[80];
        snprintf(part, sizeof part, "%s%s", k == 0 ? "" : k == nwin - 1 ? _(" and ") : ", ",
                 s->rec.seats[i].name);
        strncat(names, part, sizeof names - strlen(names) - 1);
        k++;
    }
    char title[240];
    if (r.headline[0])
        snprintf(title, sizeof title, "%s", r.headline);
    else
        snprintf(title, sizeof title, nwin > 1 ? _("%s share the win!") : _("%s wins!"), names);
    float star = tv ? 56 : 80;
    mm_gfx_image_tinted(g, "ui/icon-star", mm_rect(g->lw / 2 - star / 2, panel.y + 20, star, star),
                        0, MM_GOLD);
    mm_ui_title(app, title, g->lw / 2, panel.y + 24 + star, 44, panel.w - 60);

    /* The table: one column per player, one row per scoring line. */
    float label_w = tv ? (r.nseats > 4 ? 420 : 500) : r.nseats > 4 ? 280 : 360;
    /* TV: the longest row label whole in the body size, while the players'
     * columns keep room for their numbers. */
    for (int row = 0; tv && row < r.nrows; row++) {
        float need = mm_gfx_text_width(g, r.rows[row].label, body, row == r.nrows - 1) + 20;
        label_w = fmaxf(label_w, fminf(need, panel.w - 80 - 150 * (float)r.nseats));
    }
    float col_w = (panel.w - 80 - label_w) / (float)r.nseats;
    float x0 = panel.x + 40, y = panel.y + (tv ? 160 : 190);
    /* Rows shrink to leave room for the note and the buttons when a game
     * has many scoring lines. */
    float names_h = body * 1.3f;
    bool hints = s->rec.nhints > 0;
    float room = results_button(app, play, RES_AGAIN).y - (r.note[0] ? 50 : 16) - (hints ? 34 : 0) -
                 (y + (tv ? names_h + 20 : 60));
    float row_h = r.nrows > 0 && room / (float)r.nrows < 56 ? room / (float)r.nrows : 56;
    if (tv && row_h < body * 1.25f)
        row_h = body * 1.25f;
    for (int i = 0; i < r.nseats; i++) {
        float cx = x0 + label_w + col_w * ((float)i + 0.5f);
        if (r.winner[i])
            mm_gfx_fill_round(g, mm_rect(cx - col_w / 2 + 6, y - 10, col_w - 12, 72 + row_h * (float)r.nrows),
                              16, (mm_rgba){255, 196, 61, 45});
        /* Names stay on one line, smaller when the columns are narrow. */
        const char *name = s->rec.seats[i].name;
        /* Names stay on one line; in many narrow columns they may shrink to
         * the smallest size still readable from the sofa. */
        float size = tv ? body : 24;
        bool fits = mm_gfx_text_width(g, name, size, true) <= col_w - 16;
        g->report_role = fits ? "heading" : "detail";
        mm_gfx_text_fit(g, name, cx, y, col_w - 16, size, true, r.winner[i] ? MM_ACCENT : MM_PAPER,
                        MM_ALIGN_CENTER);
    }
    y += tv ? names_h + 20 : 60;
    for (int row = 0; row < r.nrows; row++) {
        bool total = row == r.nrows - 1;
        float k = row_h / 56;
        mm_gfx_fill_rect(g, mm_rect(x0, y - 6, panel.w - 80, 2), (mm_rgba){110, 92, 180, 160});
        float label_size = tv ? body : 24 * k, value_size = tv ? body : (total ? 34 : 26) * k;
        float label_y = tv ? y + (row_h - label_size * 1.3f) / 2 : y + 8 * k;
        g->report_role = "body";
        mm_gfx_text_fit(g, r.rows[row].label, x0 + 8, label_y, label_w - 16, label_size, total,
                        total ? MM_PAPER : MM_MUTED, MM_ALIGN_LEFT);
        for (int i = 0; i < r.nseats; i++) {
            char v[16];
            snprintf(v, sizeof v, "%d", r.rows[row].value[i]);
            g->report_role = "body";
            mm_gfx_text(g, v, x0 + label_w + col_w * ((float)i + 0.5f),
                        tv ? label_y : y + (total ? 2 : 8) * k, value_size, total, MM_PAPER,
                        MM_ALIGN_CENTER);
        }
        y += row_h;
    }
    if (r.note[0])
        y += 16 + mm_gfx_text_wrapped(g, r.note, panel.x + 60, y + 16, panel.w - 120,
                                      tv ? body : 22, false, MM_ACCENT, MM_ALIGN_CENTER, true);
    if (hints) {
        /* How many times each human asked the computer for a hint. */
        char line[400];
        snprintf(line, sizeof line, "%s", _("Hints used:"));
        for (int i = 0, k = 0; i < s->rec.nseats; i++) {
            if (s->rec.seats[i].kind != MM_SEAT_HUMAN)
                continue;
            char part[80];
            snprintf(part, sizeof part, "%s %s %d", k++ ? "," : "", s->rec.seats[i].name,
                     mm_session_hints(s, i));
            strncat(line, part, sizeof line - strlen(line) - 1);
        }
        mm_gfx_text_fit(g, line, g->lw / 2, y + 10, panel.w - 120, tv ? body : 22, false,
                        MM_MUTED, MM_ALIGN_CENTER);
    }
    const char *labels[3];
    labels_of(play, labels);
    mm_ui_button(app, results_button(app, play, RES_AGAIN), labels[RES_AGAIN], NULL, true, true);
    mm_ui_button(app, results_button(app, play, RES_TABLE), labels[RES_TABLE], NULL, false, true);
    mm_ui_button(app, results_button(app, play, RES_MENU), labels[RES_MENU], "icon-back", false,
                 true);
}

static bool results_handle(mm_scene *scene, mm_app *app, const mm_action *a)
{
    mm_scene *play = scene->data;
    bool replay = mm_play_is_replay(play);
    if (a->kind == MM_ACT_BACK || mm_ui_clicked(a, results_button(app, play, RES_TABLE))) {
        mm_app_pop(app);
    } else if (mm_ui_clicked(a, results_button(app, play, RES_AGAIN))) {
        mm_app_sound(app, "click");
        if (replay) {
            mm_app_pop(app);
            mm_play_watch_again(play, app);
        } else {
            mm_play_again(play, app);
        }
    } else if (mm_ui_clicked(a, results_button(app, play, RES_MENU))) {
        mm_app_to_menu(app);
        if (replay)
            mm_app_push(app, mm_saves_scene(app));
    }
    return true;
}

static const mm_scene_ops results_ops = {
    .name = "results",
    .overlay = true,
    .handle = results_handle,
    .draw = results_draw,
};

mm_scene *mm_results_scene(mm_app *app, mm_scene *play)
{
    (void)app;
    return mm_scene_new(&results_ops, play);
}
