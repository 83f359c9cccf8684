/* SPDX-License-Identifier: MIT */
/* The table toolkit: motions, pop-ups, panels and badges for every view. */
#include "table.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ================================================================= motions */

bool mm_tween_step(mm_tween *tw, double dt)
{
    if (tw->delay > 0)
        tw->delay -= dt;
    else
        tw->t += tw->duration > 0 ? dt / tw->duration : 1.0;
    return tw->t < 1;
}

int mm_tweens_advance(void *items, int n, size_t size, double dt)
{
    unsigned char *base = items;
    int kept = 0;
    for (int i = 0; i < n; i++) {
        mm_tween *tw = (mm_tween *)(void *)(base + (size_t)i * size);
        if (!mm_tween_step(tw, dt))
            continue;
        if (kept != i)
            memmove(base + (size_t)kept * size, tw, size);
        kept++;
    }
    return kept;
}

float mm_ease(double t)
{
    if (t <= 0)
        return 0;
    if (t >= 1)
        return 1;
    return (float)(t * t * (3 - 2 * t));
}

SDL_FRect mm_rect_lerp(SDL_FRect a, SDL_FRect b, float t)
{
    return (SDL_FRect){a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, a.w + (b.w - a.w) * t,
                       a.h + (b.h - a.h) * t};
}

/* ================================================================= pop-ups */

void mm_popups_add(mm_popups *p, const mm_app *app, const char *text, float x, float y,
                   mm_rgba colour, double delay)
{
    if (p->n == MM_MAX_POPUPS) {
        memmove(&p->item[0], &p->item[1], sizeof p->item[0] * (MM_MAX_POPUPS - 1));
        p->n--;
    }
    double scale = mm_app_anim_scale(app);
    mm_popup *u = &p->item[p->n++];
    memset(u, 0, sizeof *u);
    u->clock.delay = delay;
    u->clock.duration = 1.1 * (scale > 0 ? scale : 1);
    snprintf(u->text, sizeof u->text, "%s", text);
    u->x = x;
    u->y = y;
    u->colour = colour;
}

bool mm_popups_update(mm_popups *p, double dt)
{
    bool was = p->n > 0;
    p->n = mm_tweens_advance(p->item, p->n, sizeof p->item[0], dt);
    return was;
}

void mm_popups_draw(const mm_popups *p, mm_app *app)
{
    for (int i = 0; i < p->n; i++) {
        const mm_popup *u = &p->item[i];
        if (u->clock.delay > 0)
            continue;
        double t = u->clock.t;
        float size = mm_type(app, MM_TEXT_HEADING);
        float rise = (float)(t * size * 1.5);
        Uint8 alpha = t < 0.7 ? 255 : (Uint8)(255 * (1 - (t - 0.7) / 0.3));
        app->gfx.report_mute = true; /* the outline */
        for (int k = 0; k < 4; k++)
            mm_gfx_text(&app->gfx, u->text, u->x + (k < 2 ? -2.0f : 2.0f),
                        u->y - rise + (k % 2 ? -2.0f : 2.0f), size, true,
                        (mm_rgba){16, 10, 36, alpha}, MM_ALIGN_CENTER);
        app->gfx.report_mute = false;
        mm_ui_text(app, MM_TEXT_HEADING, u->text, u->x, u->y - rise, 0, mm_alpha(u->colour, alpha),
                   MM_ALIGN_CENTER);
    }
}

/* ========================================================== panels, badges */

float mm_table_panel(mm_app *app, SDL_FRect r, const char *title, mm_rgba accent, bool lit)
{
    mm_gfx *g = &app->gfx;
    float radius = fminf(18, fminf(r.w, r.h) / 2);
    mm_gfx_fill_round(g, mm_rect(r.x + 4, r.y + 6, r.w, r.h), radius, (mm_rgba){0, 0, 0, 80});
    mm_gfx_fill_round(g, r, radius, lit ? (mm_rgba){62, 50, 118, 245} : MM_PANEL);
    mm_gfx_stroke_round(g, r, radius, lit ? 4 : 2, lit ? accent : mm_alpha(accent, 150));
    if (!title || !*title)
        return r.y + radius / 2;
    float size = mm_type(app, MM_TEXT_HEADING), pad = size * 0.35f;
    mm_ui_text(app, MM_TEXT_HEADING, title, r.x + pad * 1.5f, r.y + pad, r.w - pad * 3, MM_PAPER,
               MM_ALIGN_LEFT);
    return r.y + pad + size * 1.3f;
}

float mm_table_badge_size(const mm_app *app)
{
    return fmaxf(mm_type(app, MM_TEXT_BADGE), app->gfx.min_text) * 1.6f;
}

void mm_table_badge_in(mm_app *app, SDL_FRect r, const char *text, mm_rgba fill, mm_rgba ink)
{
    float d = fminf(r.w, r.h), cx = r.x + r.w / 2, cy = r.y + r.h / 2;
    mm_gfx_fill_circle(&app->gfx, cx, cy, d / 2, fill);
    mm_gfx_ring(&app->gfx, cx, cy, d / 2, d / 14, (mm_rgba){16, 10, 36, 200});
    float size = fmaxf(d / 1.6f, app->gfx.min_text);
    app->gfx.report_role = "badge";
    mm_gfx_text(&app->gfx, text, cx, cy - size * 0.62f, size, true, ink, MM_ALIGN_CENTER);
}

void mm_table_badge(mm_app *app, float cx, float cy, const char *text, mm_rgba fill, mm_rgba ink)
{
    float d = mm_table_badge_size(app);
    mm_table_badge_in(app, mm_rect(cx - d / 2, cy - d / 2, d, d), text, fill, ink);
}

void mm_table_seat_icon(mm_app *app, const mm_seat *seat, SDL_FRect r, mm_rgba fill)
{
    float d = fminf(r.w, r.h), cx = r.x + r.w / 2, cy = r.y + r.h / 2;
    mm_gfx_fill_circle(&app->gfx, cx, cy, d / 2, fill);
    mm_gfx_ring(&app->gfx, cx, cy, d / 2, fmaxf(2, d / 18), MM_INK);
    float icon = d * 0.72f;
    mm_gfx_image(&app->gfx, seat->kind == MM_SEAT_HUMAN ? "ui/icon-human" : "ui/icon-cpu",
                 mm_rect(cx - icon / 2, cy - icon / 2, icon, icon), 0, 255);
}

/* ====================================================== since your last turn */

void mm_table_since_clear(mm_table_since *since, const mm_session *session)
{
    if (session) {
        session->game->free(since->state);
        session->game->free(since->exact);
    }
    since->state = NULL;
    since->exact = NULL;
    since->move = -2;
    since->viewer = MM_SPECTATOR;
}

/* A fresh game from the record's seed with its first `n` moves (they were
 * all accepted once), or NULL. */
static mm_state *replay_first(const mm_session *session, int n)
{
    const mm_game *game = session->game;
    char why[MM_REASON_MAX];
    mm_state *state = game->new_game(&session->rec.options, session->rec.nseats, session->rec.seed,
                                     why, sizeof why);
    for (int i = 0; state && i < n && i < session->rec.moves.n; i++)
        game->apply(state, session->rec.moves.items[i], NULL);
    return state;
}

const mm_state *mm_table_since_update(mm_table_since *since, const mm_session *session,
                                      int viewer)
{
    if (viewer < 0) {
        mm_table_since_clear(since, session);
        return NULL;
    }
    int n = mm_session_nmoves(session), last = -1;
    for (int i = n - 1; i >= 0 && last < 0; i--)
        if (session->movers[i] == viewer)
            last = i;
    if (since->state && since->move == last && since->viewer == viewer)
        return since->state;
    mm_table_since_clear(since, session);
    const mm_game *game = session->game;
    /* Just after the viewer's own move the game as it stands is the one
     * wanted; else the game as it stood after that move. */
    mm_state *exact = last == n - 1 ? game->clone(session->state) : replay_first(session, last + 1);
    if (!exact)
        return NULL;
    since->exact = exact;
    since->state = game->view_for(exact, viewer);
    since->move = last;
    since->viewer = viewer;
    return since->state;
}

void mm_table_since_each(mm_table_since *since, const mm_session *session, int viewer,
                         mm_table_news_fn each, void *ctx)
{
    const mm_game *game = session->game;
    mm_state *state;
    int from = 0;
    if (mm_table_since_update(since, session, viewer)) {
        state = game->clone(since->exact);
        from = since->move + 1;
    } else {
        state = replay_first(session, 0);
    }
    if (!state)
        return;
    mm_events *ev = malloc(sizeof *ev);
    if (!ev)
        abort();
    for (int i = from; i < session->rec.moves.n; i++) {
        memset(ev, 0, sizeof *ev);
        game->apply(state, session->rec.moves.items[i], ev);
        each(ctx, i, session->movers[i], ev);
    }
    free(ev);
    game->free(state);
}

void mm_table_mark_report(mm_app *app, const char *what, int n, int seat)
{
    if (app->gfx.report && !app->gfx.report_mute)
        fprintf(app->gfx.report, "{\"mark\":\"%s %d\",\"seat\":%d}\n", what, n, seat);
}

/* ============================================================ text, tips */

float mm_table_text(mm_app *app, mm_text_role role, bool bold, const char *text, float x, float y,
                    float max_w, mm_rgba c, mm_align align)
{
    static const char *const names[] = {"display", "heading", "body", "detail", "badge"};
    mm_gfx *g = &app->gfx;
    float size = fmaxf(mm_type(app, role), g->min_text);
    g->report_role = names[role];
    if (max_w > 0)
        return mm_gfx_text_fit(g, text, x, y, max_w, size, bold, c, align);
    return mm_gfx_text(g, text, x, y, size, bold, c, align);
}

void mm_table_tooltip(mm_app *app, const char *text, mm_rgba colour, float right)
{
    mm_gfx *g = &app->gfx;
    if (right <= 0 || right > g->lw - 8)
        right = g->lw - 8;
    float w = fminf(mm_gfx_text_width(g, text, mm_type(app, MM_TEXT_BODY), false) + 28, 640);
    float h =
        mm_ui_text_wrapped(app, MM_TEXT_BODY, text, 0, 0, w - 28, MM_PAPER, MM_ALIGN_LEFT, false);
    /* Below and right of the pointer; near the right edge it slides left
     * and stays under the pointer rather than jump to its far side. */
    float x = app->pointer_x + 18, y = app->pointer_y + 22;
    if (x + w > right)
        x = right - w;
    if (x < 8)
        x = 8;
    if (y + h + 16 > g->lh - 8)
        y = app->pointer_y - h - 30;
    mm_gfx_fill_round(g, mm_rect(x, y, w, h + 16), 12, (mm_rgba){20, 16, 46, 240});
    mm_gfx_stroke_round(g, mm_rect(x, y, w, h + 16), 12, 2, colour);
    mm_ui_text_wrapped(app, MM_TEXT_BODY, text, x + 14, y + 8, w - 28, MM_PAPER, MM_ALIGN_LEFT,
                       true);
}

/* =================================================================== focus */

void mm_table_focus_wait(mm_app *app, SDL_FRect r)
{
    mm_focus_add(app, r, mm_focus_id("table-wait", 0), MM_FOCUS_DEFAULT);
}

/* ==================================================================== sync */

void mm_table_sync_view(mm_state **visible, const mm_session *session, int viewer)
{
    if (*visible)
        session->game->free(*visible);
    *visible = session->game->view_for(session->state, viewer);
}

/* ================================================================ symbols */

void mm_table_symbol_report(mm_app *app, const char *what, SDL_FRect r)
{
    mm_gfx *g = &app->gfx;
    if (!g->report || g->report_mute)
        return;
    SDL_Rect box = {(int)roundf(r.x * g->scale), (int)roundf(r.y * g->scale),
                    (int)roundf(r.w * g->scale), (int)roundf(r.h * g->scale)};
    if (g->clip.w > 0 && !SDL_IntersectRect(&box, &g->clip, &box))
        return;
    fprintf(g->report,
            "{\"symbol\":\"%s\",\"text\":\"%s\",\"px\":%d,\"x\":%d,\"y\":%d,\"w\":%d,\"h\":%d,\"shrunk\":false,"
            "\"wrapped\":false,\"role\":\"symbol\",\"layer\":%d,\"window\":[%d,%d]}\n",
            what, what, (int)roundf(r.h * g->scale), box.x, box.y, box.w, box.h, g->report_layer, g->pw,
            g->ph);
}
