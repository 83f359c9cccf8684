/* SPDX-License-Identifier: MIT */
/* Saved games: every save with its game, players, date, moves and whether it
 * is finished, newest first; continue, replay or delete one. A damaged save is
 * listed with its reason and never stands in the way of the others. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "monstermoon/i18n.h"
#include "saves.h"
#include "scene.h"
#include "ui.h"

typedef struct saves_view {
    int page;
    char deleting[1200]; /* the save the confirmation is about */
} saves_view;

enum { ACT_OPEN, ACT_REPLAY, ACT_DELETE, NACTS };

static float row_h(const mm_app *app)
{
    return mm_ui_tv(app) ? mm_type(app, MM_TEXT_BODY) * 3.9f : 100;
}

static float list_top(void)
{
    return 150;
}

static SDL_FRect row_rect(const mm_app *app, int slot);

/* Back at the left; previous and next page either side of the page number. */
static SDL_FRect nav_button(const mm_app *app, int i)
{
    float w = mm_ui_tv(app) ? 270 : 240, y = app->gfx.lh - 110, mid = app->gfx.lw / 2;
    if (i == 0)
        return mm_rect(row_rect(app, 0).x, y, w, 70);
    return mm_rect(i == 1 ? mid - 140 - w : mid + 140, y, w, 70);
}

static int per_page(const mm_app *app)
{
    int n = (int)((app->gfx.lh - 130 - list_top()) / row_h(app));
    return n < 1 ? 1 : n;
}

static SDL_FRect row_rect(const mm_app *app, int slot)
{
    float w = app->gfx.lw - 160;
    if (w > 1560)
        w = 1560;
    return mm_rect((app->gfx.lw - w) / 2, list_top() + row_h(app) * (float)slot, w,
                   row_h(app) - 10);
}

static SDL_FRect action_rect(const mm_app *app, int slot, int act)
{
    SDL_FRect r = row_rect(app, slot);
    float w = mm_ui_tv(app) ? 230 : 170, h = r.h - 24;
    return mm_rect(r.x + r.w - (float)(NACTS - act) * (w + 14) - 6, r.y + 12, w, h);
}

static const char *game_title(const char *id)
{
    const mm_game *g = mm_game_find(id);
    return g ? _(g->title) : id;
}

static void when(int64_t t, char *buf, size_t len)
{
    time_t tt = (time_t)t;
    struct tm tm;
    if (t <= 0 || !localtime_r(&tt, &tm) || strftime(buf, len, "%Y-%m-%d %H:%M", &tm) == 0)
        snprintf(buf, len, "?");
}

/* `text` cut short with an ellipsis to fit `max_w` at `size`. */
static void cut_to_width(mm_gfx *g, const char *text, float size, float max_w, char *out,
                         size_t len)
{
    snprintf(out, len, "%s", text);
    size_t n = strlen(out);
    while (n > 1 && mm_gfx_text_width(g, out, size, false) > max_w) {
        do
            n--;
        while (n > 1 && ((unsigned char)out[n] & 0xC0) == 0x80);
        snprintf(out + n, len - n, "\u2026");
    }
}

static int npages(mm_app *app)
{
    int n = mm_saves_count(app->saves), k = per_page(app);
    return n == 0 ? 1 : (n + k - 1) / k;
}

static void saves_draw(mm_scene *scene, mm_app *app)
{
    saves_view *v = scene->data;
    mm_gfx *g = &app->gfx;
    bool tv = mm_ui_tv(app);
    mm_gfx_image(g, "ui/menu-background", mm_rect(0, 0, g->lw, g->lh), 0, 255);
    mm_gfx_dim(g, 150);
    mm_ui_title(app, _("Saved games"), g->lw / 2, 40, tv ? mm_type(app, MM_TEXT_HEADING) : 48,
                g->lw - 100);
    int n = mm_saves_count(app->saves), k = per_page(app);
    if (v->page >= npages(app))
        v->page = npages(app) - 1;
    if (n == 0) {
        const char *text = mm_saves_scanning(app->saves) ? _("Looking for saved games…")
                                                        : _("No saved games yet: every game you "
                                                            "start is saved after each move.");
        mm_ui_text_wrapped(app, MM_TEXT_BODY, text, g->lw / 2 - 500, g->lh / 2 - 60, 1000,
                           MM_MUTED, MM_ALIGN_CENTER, true);
    }
    float body = tv ? mm_type(app, MM_TEXT_BODY) : 24, detail = tv ? mm_type(app, MM_TEXT_DETAIL) : 19;
    for (int slot = 0; slot < k; slot++) {
        mm_save_info s;
        if (!mm_saves_get(app->saves, v->page * k + slot, &s))
            break;
        SDL_FRect r = row_rect(app, slot);
        bool damaged = s.status == MM_SAVE_DAMAGED;
        mm_gfx_fill_round(g, r, 16, damaged ? (mm_rgba){70, 30, 60, 235} : (mm_rgba){46, 38, 92, 240});
        mm_gfx_stroke_round(g, r, 16, 2, damaged ? MM_BAD : (mm_rgba){110, 92, 180, 255});
        float pic_h = r.h - 16, pic_w = pic_h / 0.65f, x = r.x + 12;
        if (s.game[0] && mm_game_find(s.game)) {
            char pic[96];
            snprintf(pic, sizeof pic, "menu/%s", s.game);
            mm_gfx_image(g, pic, mm_rect(x, r.y + 8, pic_w, pic_h), 0, 255);
        }
        x += pic_w + 18;
        float text_w = action_rect(app, slot, 0).x - x - 16;
        char date[32], status[MM_REASON_MAX * 2 + 300];
        when(s.mtime, date, sizeof date);
        g->report_role = "body";
        mm_gfx_text_fit(g, s.game[0] ? game_title(s.game) : _("Unknown game"), x,
                        r.y + 8, text_w, body, true, MM_PAPER, MM_ALIGN_LEFT);
        /* Two lines of detail: the reason a save is damaged (cut at the
         * row's edge), or how far the game is, then who plays (cut short
         * with an ellipsis when the seats are many). */
        SDL_FRect below = {x, r.y + 8 + body * 1.25f, text_w,
                           r.y + r.h - 6 - (r.y + 8 + body * 1.25f)};
        mm_gfx_clip(g, &below);
        g->report_role = "detail";
        if (damaged) {
            snprintf(status, sizeof status, _("Damaged: %s"), s.why);
            mm_gfx_text_wrapped(g, status, below.x, below.y, text_w, detail, false, MM_BAD,
                                MM_ALIGN_LEFT, true);
        } else {
            char moves[64];
            snprintf(moves, sizeof moves,
                     dngettext(MM_TEXT_DOMAIN, "%d move", "%d moves", (unsigned long)s.nmoves),
                     s.nmoves);
            snprintf(status, sizeof status, "%s · %s · %s",
                     s.status == MM_SAVE_FINISHED ? _("Finished") : _("Still playing"), moves,
                     date);
            mm_gfx_text_fit(g, status, below.x, below.y, text_w, detail, false, MM_MUTED,
                            MM_ALIGN_LEFT);
            cut_to_width(g, s.players, detail, text_w, status, sizeof status);
            g->report_role = "detail";
            mm_gfx_text(g, status, below.x, below.y + detail * 1.2f, detail, false, MM_MUTED,
                        MM_ALIGN_LEFT);
        }
        mm_gfx_clip(g, NULL);
        bool playing = s.status == MM_SAVE_PLAYING;
        mm_ui_button(app, action_rect(app, slot, ACT_OPEN), _("Continue"), NULL, playing, playing);
        mm_ui_button(app, action_rect(app, slot, ACT_REPLAY), _("Replay"), NULL, false, !damaged);
        mm_ui_button(app, action_rect(app, slot, ACT_DELETE), _("Delete"), NULL, false, true);
    }
    mm_ui_button(app, nav_button(app, 0), _("Back"), "icon-back", n == 0, true);
    char page[64];
    snprintf(page, sizeof page, _("Page %d of %d"), v->page + 1, npages(app));
    mm_ui_text(app, MM_TEXT_BODY, page, g->lw / 2, g->lh - 110 + (70 - body * 1.2f) / 2, 0,
               MM_MUTED, MM_ALIGN_CENTER);
    mm_ui_button(app, nav_button(app, 1), _("Previous page"), NULL, false, v->page > 0);
    mm_ui_button(app, nav_button(app, 2), _("Next page"), NULL, false, v->page + 1 < npages(app));
}

static void delete_save(mm_app *app, void *data)
{
    saves_view *v = data;
    if (remove(v->deleting) != 0) {
        char msg[1400];
        snprintf(msg, sizeof msg, _("%s could not be deleted: %s"), v->deleting, strerror(errno));
        mm_app_push(app, mm_message_scene(app, _("Not deleted"), msg));
    }
    mm_saves_refresh(app->saves);
}

static bool saves_handle(mm_scene *scene, mm_app *app, const mm_action *a)
{
    saves_view *v = scene->data;
    if (a->kind == MM_ACT_BACK || mm_ui_clicked(a, nav_button(app, 0))) {
        mm_app_pop(app);
        return true;
    }
    if (a->kind != MM_ACT_POINTER_UP || a->button != 1)
        return true;
    if (mm_ui_clicked(a, nav_button(app, 2)) && v->page + 1 < npages(app)) {
        v->page++;
        mm_focus_restart(app);
        return true;
    }
    if (mm_ui_clicked(a, nav_button(app, 1)) && v->page > 0) {
        v->page--;
        mm_focus_restart(app);
        return true;
    }
    int k = per_page(app);
    for (int slot = 0; slot < k; slot++) {
        mm_save_info s;
        if (!mm_saves_get(app->saves, v->page * k + slot, &s))
            break;
        if (mm_ui_clicked(a, action_rect(app, slot, ACT_OPEN)) && s.status == MM_SAVE_PLAYING) {
            mm_app_sound(app, "click");
            mm_open_record(app, s.path, false);
        } else if (mm_ui_clicked(a, action_rect(app, slot, ACT_REPLAY)) &&
                   s.status != MM_SAVE_DAMAGED) {
            mm_app_sound(app, "click");
            mm_open_record(app, s.path, true);
        } else if (mm_ui_clicked(a, action_rect(app, slot, ACT_DELETE))) {
            snprintf(v->deleting, sizeof v->deleting, "%s", s.path);
            char text[600];
            char date[32];
            when(s.mtime, date, sizeof date);
            snprintf(text, sizeof text, _("The save of %s from %s is deleted for good."),
                     s.game[0] ? game_title(s.game) : _("an unknown game"), date);
            mm_app_push(app, mm_confirm_scene(app, _("Delete this save?"), text, _("Delete"),
                                              delete_save, v));
        }
    }
    return true;
}

static void saves_resume(mm_scene *scene, mm_app *app)
{
    (void)scene;
    mm_saves_refresh(app->saves);
    if (app->screenshot_mode || app->cli->script)
        mm_saves_wait(app->saves);
}

static const mm_scene_ops saves_ops = {
    .name = "saves",
    .handle = saves_handle,
    .draw = saves_draw,
    .resume = saves_resume,
    .destroy = mm_scene_free_data,
};

mm_scene *mm_saves_scene(mm_app *app)
{
    saves_view *v = calloc(1, sizeof *v);
    if (!v)
        abort();
    mm_scene *s = mm_scene_new(&saves_ops, v);
    saves_resume(s, app);
    return s;
}
