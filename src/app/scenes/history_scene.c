/* SPDX-License-Identifier: MIT */
/* The history panel: every line of the game so far, grouped by turn under
 * the name of the player who made it, newest at the bottom, scrollable. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "history.h"
#include "monstermoon/i18n.h"
#include "scene.h"
#include "ui.h"

typedef struct history_view {
    mm_scene *play;
    float scroll; /* from the bottom: 0 shows the newest lines */
    float content_h;
} history_view;

static SDL_FRect panel_rect(const mm_app *app)
{
    float w = mm_ui_tv(app) ? 900 : 640;
    return mm_rect(app->gfx.lw - w - 16, 92, w, app->gfx.lh - 108);
}

static SDL_FRect close_button(const mm_app *app)
{
    SDL_FRect p = panel_rect(app);
    float w = mm_ui_tv(app) ? 220 : 180;
    return mm_rect(p.x + p.w - w - 18, p.y + 14, w, 60);
}

/* Lays the lines out from `top`; draws when `draw`; returns the height.
 * Each turn opens with its player's badge (as the table shows the seat)
 * and name. */
static float layout(mm_app *app, mm_scene *play, const mm_history *h, int shown, float x,
                    float top, float w, bool draw)
{
    mm_gfx *g = &app->gfx;
    const mm_session *s = mm_play_session(play);
    bool tv = mm_ui_tv(app);
    float body = tv ? mm_type(app, MM_TEXT_BODY) : 20, head = tv ? mm_type(app, MM_TEXT_BODY) : 22;
    float badge = roundf(head * 1.5f), indent = badge + 12;
    float y = top;
    for (int i = 0; i < shown; i++) {
        const mm_history_line *l = &h->line[i];
        bool new_turn = i == 0 || h->line[i - 1].seat != l->seat;
        if (new_turn) {
            y += i == 0 ? 0 : body * 0.6f;
            bool seated = l->seat >= 0 && l->seat < s->rec.nseats;
            if (draw && seated) {
                mm_play_seat_badge(play, app, l->seat, mm_rect(x, y, badge, badge));
                g->report_role = "heading";
                mm_gfx_text_fit(g, s->rec.seats[l->seat].name, x + indent,
                                y + (badge - head * 1.2f) / 2, w - indent, head, true, MM_ACCENT,
                                MM_ALIGN_LEFT);
            }
            y += badge + head * 0.3f;
        }
        g->report_role = "body";
        y += mm_gfx_text_wrapped(g, l->text, x + indent, y, w - indent, body, false, MM_PAPER,
                                 MM_ALIGN_LEFT, draw) + body * 0.25f;
    }
    return y - top;
}

static void history_draw(mm_scene *scene, mm_app *app)
{
    history_view *v = scene->data;
    mm_gfx *g = &app->gfx;
    int shown;
    const mm_history *h = mm_play_history(v->play, &shown);
    mm_gfx_dim(g, 120);
    SDL_FRect p = panel_rect(app);
    mm_ui_panel(app, p);
    float head = mm_ui_tv(app) ? mm_type(app, MM_TEXT_HEADING) : 30;
    g->report_role = "heading";
    mm_gfx_text(g, _("History"), p.x + 28, p.y + 14 + (60 - head * 1.2f) / 2, head, true,
                MM_PAPER, MM_ALIGN_LEFT);
    mm_ui_button(app, close_button(app), _("Close"), NULL, true, true);
    SDL_FRect page = {p.x + 20, p.y + 90, p.w - 40, p.h - 110};
    float x = page.x + 8, w = page.w - 36;
    v->content_h = layout(app, v->play, h, shown, x, 0, w, false);
    if (shown == 0) {
        mm_ui_text_wrapped(app, MM_TEXT_BODY, _("No moves yet."), x, page.y, w, MM_MUTED,
                           MM_ALIGN_LEFT, true);
        return;
    }
    float max = fmaxf(0, v->content_h - page.h);
    v->scroll = fminf(fmaxf(v->scroll, 0), max);
    float top = page.y + fminf(0, page.h - v->content_h) + v->scroll;
    mm_gfx_clip(g, &page);
    layout(app, v->play, h, shown, x, top, w, true);
    mm_gfx_clip(g, NULL);
    if (max > 0) {
        float bar_h = fmaxf(40, page.h * page.h / v->content_h);
        float bar_y = page.y + (page.h - bar_h) * (1 - v->scroll / max);
        mm_gfx_fill_round(g, mm_rect(page.x + page.w - 12, bar_y, 8, bar_h), 4, MM_MUTED);
    }
}

static bool history_handle(mm_scene *scene, mm_app *app, const mm_action *a)
{
    history_view *v = scene->data;
    float step = mm_ui_tv(app) ? 90 : 60, page = panel_rect(app).h * 0.8f;
    if (a->kind == MM_ACT_BACK || mm_ui_clicked(a, close_button(app)) ||
        (a->kind == MM_ACT_KEY && a->key == SDLK_l)) {
        mm_app_pop(app);
    } else if (a->kind == MM_ACT_WHEEL) {
        v->scroll += a->wheel * step;
    } else if (a->kind == MM_ACT_KEY) {
        if (a->key == SDLK_UP)
            v->scroll += step;
        else if (a->key == SDLK_DOWN)
            v->scroll -= step;
        else if (a->key == SDLK_PAGEUP)
            v->scroll += page;
        else if (a->key == SDLK_PAGEDOWN)
            v->scroll -= page;
        else if (a->key == SDLK_HOME)
            v->scroll = v->content_h;
        else if (a->key == SDLK_END)
            v->scroll = 0;
    } else if (a->kind == MM_ACT_POINTER_UP && !mm_rect_has(panel_rect(app), a->x, a->y)) {
        mm_app_pop(app); /* a click beside the panel closes it */
    }
    return true;
}

/* Arrows and page keys scroll the history. */
static bool history_wants_key(mm_scene *scene, mm_app *app, const mm_action *a)
{
    (void)scene;
    (void)app;
    return mm_ui_scroll_key(a);
}

static const mm_scene_ops history_ops = {
    .name = "history",
    .overlay = true,
    .handle = history_handle,
    .wants_key = history_wants_key,
    .draw = history_draw,
    .destroy = mm_scene_free_data,
};

mm_scene *mm_history_scene(mm_app *app, mm_scene *play)
{
    (void)app;
    history_view *v = calloc(1, sizeof *v);
    if (!v)
        abort();
    v->play = play;
    return mm_scene_new(&history_ops, v);
}
