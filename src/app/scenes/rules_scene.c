/* SPDX-License-Identifier: MIT */
/* The in-app rules of a game, in the player's language, scrollable. The text
 * lives in assets/rules/<game>.<lang>.txt in a tiny markup: "# " title,
 * "## " heading, "- " bullet, other lines are paragraphs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/i18n.h"
#include "scene.h"
#include "ui.h"
#include "view.h"

/* The sheet's width: a comfortable line at a desk, wider for TV text. */
static float text_w(const mm_app *app)
{
    return mm_ui_tv(app) ? 1440.0f : 1040.0f;
}

typedef struct rules {
    char game_id[48];
    char lang[4];
    char *text;
    char error[512];
    float scroll, content_h;
    bool dragging;
    float drag_y, drag_scroll;
} rules;

static void load(rules *r, const char *data_dir)
{
    free(r->text);
    r->text = NULL;
    r->error[0] = '\0';
    snprintf(r->lang, sizeof r->lang, "%s", mm_i18n_language());
    char path[1400];
    snprintf(path, sizeof path, "%s/rules/%s.%s.txt", data_dir, r->game_id, r->lang);
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(r->error, sizeof r->error, _("The rules file %s is missing."), path);
        return;
    }
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    r->text = malloc((size_t)n + 1);
    if (r->text) {
        size_t got = fread(r->text, 1, (size_t)n, f);
        r->text[got] = '\0';
    }
    fclose(f);
}

static SDL_FRect back_button(const mm_app *app)
{
    return mm_rect(app->gfx.lw / 2 + text_w(app) / 2 - 240, 28, 240, 62);
}

static float view_top(void) { return 120; }

/* Lays out (and with draw=true draws) the text; returns its height. */
static float layout(rules *r, mm_app *app, float top, bool draw)
{
    mm_gfx *g = &app->gfx;
    float x = g->lw / 2 - text_w(app) / 2 + 40, w = text_w(app) - 80, y = top;
    bool tv = mm_ui_tv(app);
    float body = tv ? mm_type(app, MM_TEXT_BODY) : 24, heading = mm_type(app, MM_TEXT_HEADING);
    const char *p = r->text;
    char line[4096];
    while (p && *p) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        if (len >= sizeof line)
            len = sizeof line - 1;
        memcpy(line, p, len);
        line[len] = '\0';
        p += len + (nl ? 1 : 0);
        bool visible = draw && y > -400 && y < g->lh + 50;
        if (strncmp(line, "## ", 3) == 0) {
            y += 18;
            g->report_role = "heading";
            y += mm_gfx_text_wrapped(g, line + 3, x, y, w, tv ? heading : 32, true, MM_ACCENT,
                                     MM_ALIGN_LEFT, visible) + 8;
        } else if (strncmp(line, "# ", 2) == 0) {
            g->report_role = "display";
            y += mm_gfx_text_wrapped(g, line + 2, x, y, w, tv ? heading * 1.25f : 46, true,
                                     MM_PAPER, MM_ALIGN_LEFT, visible) + 14;
        } else if (strncmp(line, "- ", 2) == 0) {
            if (visible)
                mm_gfx_fill_circle(g, x + 12, y + body * 0.66f, body * 0.2f, MM_ACCENT);
            g->report_role = "body";
            y += mm_gfx_text_wrapped(g, line + 2, x + 34, y, w - 34, body, false, MM_PAPER,
                                     MM_ALIGN_LEFT, visible) + 8;
        } else if (line[0]) {
            g->report_role = "body";
            y += mm_gfx_text_wrapped(g, line, x, y, w, body, false, MM_PAPER, MM_ALIGN_LEFT,
                                     visible) + 12;
        } else {
            y += 6;
        }
    }
    return y - top;
}

static void clamp_scroll(rules *r, const mm_app *app)
{
    float max = r->content_h - (app->gfx.lh - view_top() - 40);
    if (r->scroll > max)
        r->scroll = max;
    if (r->scroll < 0)
        r->scroll = 0;
}

static void rules_draw(mm_scene *scene, mm_app *app)
{
    rules *r = scene->data;
    mm_gfx *g = &app->gfx;
    if (strcmp(r->lang, mm_i18n_language()) != 0)
        load(r, app->data_dir);
    mm_gfx_image(g, "ui/menu-background", mm_rect(0, 0, g->lw, g->lh), 0, 255);
    mm_gfx_dim(g, 200);
    SDL_FRect sheet = {g->lw / 2 - text_w(app) / 2, 0, text_w(app), g->lh};
    mm_gfx_fill_rect(g, sheet, (mm_rgba){36, 29, 74, 245});
    float top = view_top();
    if (!(mm_game_find(r->game_id) && mm_view_find(r->game_id))) {
        mm_gfx_fill_round(g, mm_rect(sheet.x + 30, top - 4, text_w(app) - 60, 56), 14, (mm_rgba){255, 196, 61, 40});
        mm_gfx_text_fit(g, _("This game's digital table is still being built; here are its rules."),
                        g->lw / 2, top + 10, text_w(app) - 80, 22, true, MM_ACCENT, MM_ALIGN_CENTER);
        top += 70;
    }
    if (r->error[0]) {
        mm_gfx_text_wrapped(g, r->error, sheet.x + 40, top, text_w(app) - 80, 24, true, MM_BAD, MM_ALIGN_LEFT, true);
    } else {
        SDL_FRect page = {sheet.x, 110, text_w(app), g->lh - 110};
        mm_gfx_clip(g, &page);
        r->content_h = layout(r, app, top - r->scroll, true);
        mm_gfx_clip(g, NULL);
        clamp_scroll(r, app);
    }
    mm_gfx_fill_rect(g, mm_rect(sheet.x, 0, text_w(app), 110), (mm_rgba){28, 22, 60, 255});
    g->report_role = "heading";
    mm_gfx_text(g, _("Rules"), sheet.x + 40, 36, 36, true, MM_MUTED, MM_ALIGN_LEFT);
    mm_ui_button(app, back_button(app), _("Back"), "icon-back", true, true);
    /* Scroll bar. */
    float view_h = g->lh - top - 40;
    if (r->content_h > view_h) {
        float bar_h = view_h * view_h / r->content_h;
        float bar_y = top + (view_h - bar_h) * r->scroll / (r->content_h - view_h);
        mm_gfx_fill_round(g, mm_rect(sheet.x + text_w(app) - 18, bar_y, 8, bar_h), 4, MM_MUTED);
    }
}

static bool rules_handle(mm_scene *scene, mm_app *app, const mm_action *a)
{
    rules *r = scene->data;
    if (a->kind == MM_ACT_BACK || mm_ui_clicked(a, back_button(app))) {
        mm_app_pop(app);
        return true;
    }
    if (a->kind == MM_ACT_WHEEL) {
        r->scroll -= a->wheel * 80;
    } else if (a->kind == MM_ACT_KEY && (a->key == SDLK_DOWN || a->key == SDLK_PAGEDOWN)) {
        r->scroll += a->key == SDLK_DOWN ? 60 : app->gfx.lh * 0.8f;
    } else if (a->kind == MM_ACT_KEY && (a->key == SDLK_UP || a->key == SDLK_PAGEUP)) {
        r->scroll -= a->key == SDLK_UP ? 60 : app->gfx.lh * 0.8f;
    } else if (a->kind == MM_ACT_POINTER_DOWN && a->button == 1 && a->y > 110) {
        r->dragging = true;
        r->drag_y = a->y;
        r->drag_scroll = r->scroll;
    } else if (a->kind == MM_ACT_POINTER_MOVE && r->dragging) {
        r->scroll = r->drag_scroll - (a->y - r->drag_y);
    } else if (a->kind == MM_ACT_POINTER_UP) {
        r->dragging = false;
    }
    clamp_scroll(r, app);
    return true;
}

/* Up, Down, Page Up and Page Down scroll the text instead of moving the focus. */
static bool rules_wants_key(mm_scene *scene, mm_app *app, const mm_action *a)
{
    (void)scene;
    (void)app;
    return mm_ui_scroll_key(a);
}

static void rules_destroy(mm_scene *scene)
{
    rules *r = scene->data;
    free(r->text);
    free(r);
}

static const mm_scene_ops rules_ops = {
    .name = "rules",
    .handle = rules_handle,
    .wants_key = rules_wants_key,
    .draw = rules_draw,
    .destroy = rules_destroy,
};

mm_scene *mm_rules_scene(mm_app *app, const char *game_id)
{
    rules *r = calloc(1, sizeof *r);
    if (!r)
        abort();
    snprintf(r->game_id, sizeof r->game_id, "%s", game_id);
    load(r, app->data_dir);
    return mm_scene_new(&rules_ops, r);
}
