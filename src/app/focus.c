/* SPDX-License-Identifier: MIT */
/* Keyboard and controller focus: targets offered while drawing, spatial
 * navigation, activation as a click on the target, and the ring. */
#include "focus.h"

#include <math.h>
#include <string.h>

#include "app.h"
#include "monstermoon/i18n.h"

static SDL_FPoint centre(SDL_FRect r)
{
    return (SDL_FPoint){r.x + r.w / 2, r.y + r.h / 2};
}

void mm_focus_add(mm_app *app, SDL_FRect r, unsigned id, unsigned flags)
{
    mm_focus *f = &app->focus;
    if (f->nnow >= MM_FOCUS_MAX || r.w <= 0 || r.h <= 0)
        return;
    f->now[f->nnow++] = (mm_focus_target){r, id, flags};
    /* The text report lists the targets too (pixels), so tests can follow
     * them while a table moves. */
    const mm_gfx *g = &app->gfx;
    if (g->report && !g->report_mute)
        fprintf(g->report, "{\"focus\":%u,\"x\":%d,\"y\":%d,\"w\":%d,\"h\":%d,\"default\":%s}\n",
                id, (int)roundf(r.x * g->scale), (int)roundf(r.y * g->scale),
                (int)roundf(r.w * g->scale), (int)roundf(r.h * g->scale),
                flags & MM_FOCUS_DEFAULT ? "true" : "false");
}

unsigned mm_focus_id(const char *name, int n)
{
    unsigned h = 2166136261u;
    for (const unsigned char *p = (const unsigned char *)(name ? name : ""); *p; p++)
        h = (h ^ *p) * 16777619u;
    h = (h ^ (unsigned)n) * 16777619u;
    return h ? h : 1;
}

static bool same_rect(SDL_FRect a, SDL_FRect b)
{
    return fabsf(a.x - b.x) < 0.5f && fabsf(a.y - b.y) < 0.5f && fabsf(a.w - b.w) < 0.5f &&
           fabsf(a.h - b.h) < 0.5f;
}

bool mm_focus_on(const mm_app *app, SDL_FRect r)
{
    const mm_focus *f = &app->focus;
    return f->active && same_rect(f->rect, r);
}

void mm_focus_restart(mm_app *app)
{
    app->focus.restart = true;
    app->dirty = true;
}

const char *mm_focus_press_word(const mm_app *app)
{
    switch (app->focus.device) {
    case MM_DEVICE_KEYBOARD:
        return _("Press Enter");
    case MM_DEVICE_CONTROLLER:
        return _("Press A");
    default:
        return _("Click");
    }
}

void mm_focus_used(mm_app *app, mm_device device)
{
    mm_focus *f = &app->focus;
    if (device == MM_DEVICE_MOUSE && f->active) {
        f->active = false;
        app->dirty = true;
    }
    if (f->device != device)
        app->dirty = true;
    f->device = device;
}

void mm_focus_begin_scene(mm_app *app)
{
    app->focus.nnow = 0;
}

static float dist2(SDL_FPoint a, SDL_FPoint b)
{
    return (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y);
}

/* The target nearest to `r` among those with `id` (any id when 0), or -1. */
static int nearest(const mm_focus_target *t, int n, SDL_FRect r, unsigned id, unsigned flags)
{
    int best = -1;
    float best_d = 0;
    for (int i = 0; i < n; i++) {
        if ((id && t[i].id != id) || (flags && !(t[i].flags & flags)))
            continue;
        float d = dist2(centre(t[i].r), centre(r));
        if (best < 0 || d < best_d) {
            best = i;
            best_d = d;
        }
    }
    return best;
}

static int first_default(const mm_focus_target *t, int n)
{
    for (int i = 0; i < n; i++)
        if (t[i].flags & MM_FOCUS_DEFAULT)
            return i;
    return n > 0 ? 0 : -1;
}

void mm_focus_end_frame(mm_app *app, const void *top_scene)
{
    mm_focus *f = &app->focus;
    memcpy(f->last, f->now, sizeof f->now[0] * (size_t)f->nnow);
    f->nlast = f->nnow;
    if (top_scene != f->scene) {
        /* Another scene is on top: its own default first. */
        f->scene = top_scene;
        f->restart = true;
    }
    if (f->nlast == 0)
        return;
    int pick = -1;
    if (!f->restart) {
        /* The same target where it is now (same id nearest its old place),
         * else whatever now stands where it was. */
        for (int i = 0; i < f->nlast && pick < 0; i++)
            if (same_rect(f->last[i].r, f->rect) && (!f->id || f->last[i].id == f->id))
                pick = i;
        if (pick < 0 && f->id)
            pick = nearest(f->last, f->nlast, f->rect, f->id, 0);
        if (pick < 0)
            pick = first_default(f->last, f->nlast);
    } else {
        pick = first_default(f->last, f->nlast);
    }
    f->restart = false;
    if (pick < 0)
        return;
    if (!same_rect(f->rect, f->last[pick].r) || f->id != f->last[pick].id) {
        f->rect = f->last[pick].r;
        f->id = f->last[pick].id;
        if (f->active) {
            f->pending_move = true;
            app->dirty = true;
        }
    }
}

static void move_pointer(mm_app *app)
{
    SDL_FPoint c = centre(app->focus.rect);
    mm_action a = {.kind = MM_ACT_POINTER_MOVE, .x = c.x, .y = c.y};
    mm_app_dispatch(app, &a);
}

void mm_focus_follow(mm_app *app)
{
    if (app->focus.pending_move && app->focus.active) {
        app->focus.pending_move = false;
        move_pointer(app);
    }
}

/* The target to go to from the focus in direction (dx, dy), or -1. */
static int neighbour(const mm_focus *f, float dx, float dy)
{
    SDL_FPoint c = centre(f->rect);
    int best = -1;
    float best_score = 0;
    for (int i = 0; i < f->nlast; i++) {
        SDL_FRect r = f->last[i].r;
        if (same_rect(r, f->rect))
            continue;
        SDL_FPoint p = centre(r);
        float along = (p.x - c.x) * dx + (p.y - c.y) * dy;
        if (along < 1)
            continue;
        /* Targets that overlap the focus across the direction of travel are
         * straight ahead, whatever their centres say. */
        float lo, hi, flo, fhi;
        if (dx != 0) {
            lo = r.y, hi = r.y + r.h, flo = f->rect.y, fhi = f->rect.y + f->rect.h;
        } else {
            lo = r.x, hi = r.x + r.w, flo = f->rect.x, fhi = f->rect.x + f->rect.w;
        }
        float across = 0;
        if (hi < flo)
            across = flo - hi;
        else if (lo > fhi)
            across = lo - fhi;
        float score = along + 3 * across;
        if (best < 0 || score < best_score) {
            best = i;
            best_score = score;
        }
    }
    return best;
}

static void focus_to(mm_app *app, int i)
{
    mm_focus *f = &app->focus;
    f->rect = f->last[i].r;
    f->id = f->last[i].id;
    f->active = true;
    move_pointer(app);
    app->dirty = true;
}

static int current(const mm_focus *f)
{
    for (int i = 0; i < f->nlast; i++)
        if (same_rect(f->last[i].r, f->rect))
            return i;
    return -1;
}

bool mm_focus_handle(mm_app *app, const mm_action *a)
{
    mm_focus *f = &app->focus;
    if (a->kind != MM_ACT_KEY || f->nlast == 0)
        return false;
    bool shift = (a->mods & KMOD_SHIFT) != 0;
    int cur = current(f);
    switch (a->key) {
    case SDLK_UP:
    case SDLK_DOWN:
    case SDLK_LEFT:
    case SDLK_RIGHT: {
        if (cur < 0) {
            /* Nothing focused yet: start from the default target. */
            cur = first_default(f->last, f->nlast);
            f->rect = f->last[cur].r;
            f->id = f->last[cur].id;
        }
        float dx = a->key == SDLK_LEFT ? -1.0f : a->key == SDLK_RIGHT ? 1.0f : 0.0f;
        float dy = a->key == SDLK_UP ? -1.0f : a->key == SDLK_DOWN ? 1.0f : 0.0f;
        int next = neighbour(f, dx, dy);
        focus_to(app, next >= 0 ? next : cur);
        return true;
    }
    case SDLK_TAB: {
        int next = cur < 0 ? first_default(f->last, f->nlast)
                   : !f->active ? cur
                   : shift      ? (cur + f->nlast - 1) % f->nlast
                                : (cur + 1) % f->nlast;
        focus_to(app, next);
        return true;
    }
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE: {
        focus_to(app, cur >= 0 ? cur : first_default(f->last, f->nlast));
        SDL_FPoint c = centre(f->rect);
        mm_action down = {.kind = MM_ACT_POINTER_DOWN, .x = c.x, .y = c.y, .button = 1};
        mm_action up = down;
        up.kind = MM_ACT_POINTER_UP;
        mm_app_dispatch(app, &down);
        mm_app_dispatch(app, &up);
        return true;
    }
    default:
        return false;
    }
}

/* The ring's gold band is this wide, this far outside its rectangle, with a
 * dark edge of RING_EDGE around it: thick enough to find from the sofa. */
static float ring_width(const mm_app *app)
{
    return app->gfx.lh / 130;
}
#define RING_GAP 1.2f
#define RING_EDGE 2.0f

float mm_focus_ring_reach(const mm_app *app)
{
    return ring_width(app) * (1 + RING_GAP) + RING_EDGE;
}

void mm_focus_draw_ring(mm_app *app)
{
    mm_focus *f = &app->focus;
    if (!f->active || current(f) < 0)
        return;
    mm_gfx *g = &app->gfx;
    float w = ring_width(app), pad = w * RING_GAP;
    SDL_FRect outer = {f->rect.x - pad - w, f->rect.y - pad - w, f->rect.w + 2 * (pad + w),
                       f->rect.h + 2 * (pad + w)};
    float radius = fminf(outer.w, outer.h) / 2 < 22 ? fminf(outer.w, outer.h) / 2 : 22;
    if (g->report) {
        /* For the layout check: text may sit inside the band's inner edge
         * (the target's own label), never under the band. */
        float k = g->scale, e = RING_EDGE;
        fprintf(g->report, "{\"ring\":[%d,%d,%d,%d],\"clear\":[%d,%d,%d,%d],\"layer\":%d}\n",
                (int)floorf((outer.x - e) * k), (int)floorf((outer.y - e) * k),
                (int)ceilf((outer.w + 2 * e) * k), (int)ceilf((outer.h + 2 * e) * k),
                (int)ceilf((f->rect.x - pad) * k), (int)ceilf((f->rect.y - pad) * k),
                (int)floorf((f->rect.w + 2 * pad) * k), (int)floorf((f->rect.h + 2 * pad) * k),
                g->report_layer);
    }
    mm_gfx_stroke_round(g,
                        mm_rect(outer.x - RING_EDGE, outer.y - RING_EDGE, outer.w + 2 * RING_EDGE,
                                outer.h + 2 * RING_EDGE),
                        radius + RING_EDGE, w + 2 * RING_EDGE, (mm_rgba){10, 6, 24, 230});
    mm_gfx_stroke_round(g, outer, radius, w, MM_ACCENT);
}
