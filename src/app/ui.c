/* SPDX-License-Identifier: MIT */
#include "ui.h"

#include <math.h>
#include <stdio.h>

/* =============================================================== type scale */

/* Text sizes as fractions of the window height, by interface size and role;
 * the last column is the smallest text the size allows. */
static const float type_scale[4][6] = {
    /*            display    heading    body       detail     badge      smallest */
    [MM_UI_NORMAL] = {1 / 15.f, 1 / 28.f, 1 / 40.f, 1 / 54.f, 1 / 54.f, 1 / 60.f},
    [MM_UI_LARGE] = {1 / 13.f, 1 / 24.f, 1 / 33.f, 1 / 44.f, 1 / 44.f, 1 / 52.f},
    [MM_UI_TV] = {1 / 11.f, 1 / 21.f, 1 / 29.f, 1 / 42.f, 1 / 42.f, 1 / 44.f},
};

float mm_type(const mm_app *app, mm_text_role role)
{
    return app->gfx.lh * type_scale[app->ui_size][role];
}

bool mm_ui_tv(const mm_app *app)
{
    return app->ui_size == MM_UI_TV;
}

void mm_ui_update_size(mm_app *app)
{
    mm_ui_size size = app->ui_override ? app->ui_override : app->settings.ui_size;
    if (size == MM_UI_AUTO) {
        bool full = app->gfx.window &&
                    (SDL_GetWindowFlags(app->gfx.window) & SDL_WINDOW_FULLSCREEN) != 0;
        size = full && app->gfx.ph >= 1080 ? MM_UI_TV : MM_UI_NORMAL;
    }
    if (size != app->ui_size)
        app->dirty = true;
    app->ui_size = size;
    /* A hair above the limit, so rounding to whole pixels never undercuts it. */
    app->gfx.min_text = app->gfx.lh * type_scale[size][5] * 1.02f;
}

float mm_ui_text(mm_app *app, mm_text_role role, const char *text, float x, float y, float max_w,
                 mm_rgba c, mm_align align)
{
    static const char *const names[] = {"display", "heading", "body", "detail", "badge"};
    bool bold = role == MM_TEXT_DISPLAY || role == MM_TEXT_HEADING;
    app->gfx.report_role = names[role];
    if (max_w > 0)
        return mm_gfx_text_fit(&app->gfx, text, x, y, max_w, mm_type(app, role), bold, c, align);
    return mm_gfx_text(&app->gfx, text, x, y, mm_type(app, role), bold, c, align);
}

float mm_ui_text_wrapped(mm_app *app, mm_text_role role, const char *text, float x, float y,
                         float width, mm_rgba c, mm_align align, bool draw)
{
    static const char *const names[] = {"display", "heading", "body", "detail", "badge"};
    bool bold = role == MM_TEXT_DISPLAY || role == MM_TEXT_HEADING;
    app->gfx.report_role = names[role];
    return mm_gfx_text_wrapped(&app->gfx, text, x, y, width, mm_type(app, role), bold, c, align,
                               draw);
}

SDL_FRect mm_ui_log_area(const mm_app *app)
{
    if (app->ui_size == MM_UI_NORMAL)
        return mm_rect(0, app->gfx.lh - 190, 320, 190);
    float body = mm_type(app, MM_TEXT_BODY);
    float h = body * 1.25f * 4 + 24;
    return mm_rect(0, app->gfx.lh - h, 480, h);
}

bool mm_ui_scroll_key(const mm_action *a)
{
    return a->kind == MM_ACT_KEY &&
           (a->key == SDLK_UP || a->key == SDLK_DOWN || a->key == SDLK_PAGEUP ||
            a->key == SDLK_PAGEDOWN || a->key == SDLK_HOME || a->key == SDLK_END);
}

/* ================================================================= widgets */

bool mm_ui_hover(const mm_app *app, SDL_FRect r)
{
    if (app->focus.active)
        return mm_focus_on(app, r);
    return mm_rect_has(r, app->pointer_x, app->pointer_y);
}

bool mm_ui_clicked(const mm_action *a, SDL_FRect r)
{
    return a->kind == MM_ACT_POINTER_UP && a->button == 1 && mm_rect_has(r, a->x, a->y);
}

void mm_ui_panel(mm_app *app, SDL_FRect r)
{
    mm_gfx_fill_round(&app->gfx, mm_rect(r.x + 6, r.y + 8, r.w, r.h), 24, (mm_rgba){0, 0, 0, 90});
    mm_gfx_fill_round(&app->gfx, r, 24, MM_PANEL);
    mm_gfx_stroke_round(&app->gfx, r, 24, 3, (mm_rgba){120, 100, 190, 255});
}

void mm_ui_button(mm_app *app, SDL_FRect r, const char *label, const char *icon, bool primary,
                  bool enabled)
{
    mm_gfx *g = &app->gfx;
    if (enabled)
        mm_focus_add(app, r, mm_focus_id(label ? label : icon, 0), primary ? MM_FOCUS_DEFAULT : 0);
    bool hover = enabled && mm_ui_hover(app, r);
    mm_rgba fill = primary ? (mm_rgba){255, 184, 48, 255} : (mm_rgba){72, 58, 130, 255};
    if (hover)
        fill = primary ? (mm_rgba){255, 210, 110, 255} : (mm_rgba){98, 82, 170, 255};
    if (!enabled)
        fill = (mm_rgba){60, 54, 88, 255};
    mm_rgba ink = primary && enabled ? MM_INK : enabled ? MM_PAPER : MM_MUTED;
    float radius = r.h / 2 < 18 ? r.h / 2 : 18;
    mm_gfx_fill_round(g, mm_rect(r.x, r.y + 4, r.w, r.h), radius, (mm_rgba){0, 0, 0, 80});
    mm_gfx_fill_round(g, r, radius, fill);
    if (hover)
        mm_gfx_stroke_round(g, r, radius, 3, MM_PAPER);
    float size = r.h * 0.42f;
    if (size > 30)
        size = 30;
    if (app->ui_size != MM_UI_NORMAL && size < mm_type(app, MM_TEXT_BODY))
        size = mm_type(app, MM_TEXT_BODY);
    bool shrunk = false;
    float icon_w = icon ? r.h * 0.6f : 0;
    float gap = icon && label && *label ? 10 : 0;
    float text_w = label ? mm_gfx_text_width(g, label, size, true) : 0;
    /* Long labels (and long translations) shrink to fit the button. */
    float room = r.w - icon_w - gap - 28;
    if (text_w > room && text_w > 0) {
        size *= room / text_w;
        text_w = mm_gfx_text_width(g, label, size, true);
        shrunk = true;
    }
    float x = r.x + (r.w - icon_w - gap - text_w) / 2;
    if (icon) {
        char name[96];
        snprintf(name, sizeof name, "ui/%s", icon);
        mm_gfx_image(g, name, mm_rect(x, r.y + r.h * 0.2f, icon_w, icon_w), 0,
                     enabled ? 255 : 120);
    }
    if (label) {
        g->report_shrunk = shrunk;
        g->report_role = "body";
        mm_gfx_text(g, label, x + icon_w + gap, r.y + (r.h - size * 1.2f) / 2, size, true, ink,
                    MM_ALIGN_LEFT);
    }
}

void mm_ui_title(mm_app *app, const char *text, float cx, float y, float size, float max_w)
{
    float w = mm_gfx_text_width(&app->gfx, text, size, true);
    bool shrunk = max_w > 0 && w > max_w;
    if (shrunk)
        size *= max_w / w;
    app->gfx.report_mute = true; /* the shadow */
    mm_gfx_text(&app->gfx, text, cx + 2, y + 3, size, true, (mm_rgba){0, 0, 0, 140},
                MM_ALIGN_CENTER);
    app->gfx.report_mute = false;
    app->gfx.report_shrunk = shrunk;
    app->gfx.report_role = "display";
    mm_gfx_text(&app->gfx, text, cx, y, size, true, MM_PAPER, MM_ALIGN_CENTER);
}

void mm_ui_value(mm_app *app, SDL_FRect r, const char *label, const char *value, bool enabled)
{
    mm_gfx *g = &app->gfx;
    if (enabled)
        mm_focus_add(app, r, mm_focus_id(label, 1), 0);
    bool hover = enabled && mm_ui_hover(app, r);
    mm_gfx_fill_round(g, r, 14, hover ? (mm_rgba){88, 72, 150, 255} : (mm_rgba){58, 48, 108, 255});
    float size = r.h * 0.4f;
    if (app->ui_size != MM_UI_NORMAL && size < mm_type(app, MM_TEXT_BODY))
        size = mm_type(app, MM_TEXT_BODY);
    g->report_role = "body";
    mm_gfx_text(g, label, r.x + 18, r.y + (r.h - size * 1.2f) / 2, size, false,
                enabled ? MM_PAPER : MM_MUTED, MM_ALIGN_LEFT);
    g->report_role = "body";
    mm_gfx_text(g, value, r.x + r.w - 18, r.y + (r.h - size * 1.2f) / 2, size, true,
                enabled ? MM_ACCENT : MM_MUTED, MM_ALIGN_RIGHT);
}

void mm_ui_draw_toast(mm_app *app)
{
    if (app->toast_time <= 0 || !app->toast[0])
        return;
    mm_gfx *g = &app->gfx;
    float w = fminf(g->lw - 80, mm_ui_tv(app) ? 1300 : 1000);
    float size = fmaxf(26, mm_type(app, MM_TEXT_BODY));
    float h = mm_gfx_text_wrapped(g, app->toast, 0, 0, w - 60, size, true, MM_PAPER,
                                  MM_ALIGN_CENTER, false);
    /* Just below the top bar, clear of the hand and the table's buttons at
     * the bottom. */
    SDL_FRect r = {(g->lw - w) / 2, 96, w, h + 36};
    Uint8 a = app->toast_time < 0.4 ? (Uint8)(app->toast_time / 0.4 * 255) : 255;
    mm_gfx_fill_round(g, r, 20, (mm_rgba){120, 30, 60, (Uint8)(a * 0.94)});
    mm_gfx_stroke_round(g, r, 20, 3, mm_alpha(MM_BAD, a));
    g->report_role = "body";
    mm_gfx_text_wrapped(g, app->toast, r.x + 30, r.y + 18, w - 60, size, true,
                        mm_alpha(MM_PAPER, a), MM_ALIGN_CENTER, true);
}
