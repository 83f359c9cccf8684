/* SPDX-License-Identifier: MIT */
#include "ui.h"

#include <stdio.h>

bool mm_ui_hover(const mm_app *app, SDL_FRect r)
{
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
    float icon_w = icon ? r.h * 0.6f : 0;
    float gap = icon && label && *label ? 10 : 0;
    float text_w = label ? mm_gfx_text_width(g, label, size, true) : 0;
    /* Long labels (and long translations) shrink to fit the button. */
    float room = r.w - icon_w - gap - 28;
    if (text_w > room && text_w > 0) {
        size *= room / text_w;
        text_w = mm_gfx_text_width(g, label, size, true);
    }
    float x = r.x + (r.w - icon_w - gap - text_w) / 2;
    if (icon) {
        char name[96];
        snprintf(name, sizeof name, "ui/%s", icon);
        mm_gfx_image(g, name, mm_rect(x, r.y + r.h * 0.2f, icon_w, icon_w), 0,
                     enabled ? 255 : 120);
    }
    if (label)
        mm_gfx_text(g, label, x + icon_w + gap, r.y + (r.h - size * 1.2f) / 2, size, true, ink,
                    MM_ALIGN_LEFT);
}

void mm_ui_title(mm_app *app, const char *text, float cx, float y, float size, float max_w)
{
    float w = mm_gfx_text_width(&app->gfx, text, size, true);
    if (max_w > 0 && w > max_w)
        size *= max_w / w;
    mm_gfx_text(&app->gfx, text, cx + 2, y + 3, size, true, (mm_rgba){0, 0, 0, 140},
                MM_ALIGN_CENTER);
    mm_gfx_text(&app->gfx, text, cx, y, size, true, MM_PAPER, MM_ALIGN_CENTER);
}

void mm_ui_value(mm_app *app, SDL_FRect r, const char *label, const char *value, bool enabled)
{
    mm_gfx *g = &app->gfx;
    bool hover = enabled && mm_ui_hover(app, r);
    mm_gfx_fill_round(g, r, 14, hover ? (mm_rgba){88, 72, 150, 255} : (mm_rgba){58, 48, 108, 255});
    float size = r.h * 0.4f;
    mm_gfx_text(g, label, r.x + 18, r.y + (r.h - size * 1.2f) / 2, size, false,
                enabled ? MM_PAPER : MM_MUTED, MM_ALIGN_LEFT);
    mm_gfx_text(g, value, r.x + r.w - 18, r.y + (r.h - size * 1.2f) / 2, size, true,
                enabled ? MM_ACCENT : MM_MUTED, MM_ALIGN_RIGHT);
}

void mm_ui_draw_toast(mm_app *app)
{
    if (app->toast_time <= 0 || !app->toast[0])
        return;
    mm_gfx *g = &app->gfx;
    float w = 1000;
    float h = mm_gfx_text_wrapped(g, app->toast, 0, 0, w - 60, 26, true, MM_PAPER,
                                  MM_ALIGN_CENTER, false);
    SDL_FRect r = {(g->lw - w) / 2, g->lh - h - 90, w, h + 36};
    Uint8 a = app->toast_time < 0.4 ? (Uint8)(app->toast_time / 0.4 * 255) : 255;
    mm_gfx_fill_round(g, r, 20, (mm_rgba){120, 30, 60, (Uint8)(a * 0.94)});
    mm_gfx_stroke_round(g, r, 20, 3, mm_alpha(MM_BAD, a));
    mm_gfx_text_wrapped(g, app->toast, r.x + 30, r.y + 18, w - 60, 26, true, mm_alpha(MM_PAPER, a),
                        MM_ALIGN_CENTER, true);
}
