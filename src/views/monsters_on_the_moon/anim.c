/* SPDX-License-Identifier: MIT */
/* Monsters on the Moon's table: animations. Another player's card flies
 * from their place in the panel, turning as it goes, and lands; start cards
 * come off the pile; spaceships and monster tiles fly to their square. */
#include <math.h>
#include <stdio.h>

#include "motm_view.h"

static SDL_FRect origin(const motm_view *v, int seat)
{
    if (seat < 0) { /* the draw pile in the panel */
        SDL_FRect last = motm_seat_rect(v, motm_view_state(v)->nseats - 1);
        return mm_rect(last.x + 6, last.y + last.h + 14, 66, 44);
    }
    SDL_FRect p = motm_seat_rect(v, seat);
    return mm_rect(p.x + 20, p.y + 20, 60, 40);
}

static void add(motm_view *v, motm_flight f)
{
    if (v->nflights < MOTM_MAX_FLIGHTS)
        v->flights[v->nflights++] = f;
}

void motm_animate(motm_view *v, const mm_events *events)
{
    const motm_state *s = motm_view_state(v);
    double scale = mm_app_anim_scale(v->app);
    if (scale <= 0)
        return;
    double delay = 0;
    for (int i = 0; i < events->n; i++) {
        const mm_event *e = &events->ev[i];
        switch (e->kind) {
        case MOTM_EV_PLACE: {
            if (e->a < 0 || e->a >= s->nplaced)
                break;
            const motm_placed *p = &s->placed[e->a];
            /* The viewer laid it with the pointer: it is already there. */
            if (e->seat == v->viewer && e->seat >= 0 && v->session->rec.seats[e->seat].kind == MM_SEAT_HUMAN)
                break;
            add(v, (motm_flight){{0, delay, 0.7 * scale}, FLY_CARD, e->a, p->card, p->rot, e->seat,
                                 origin(v, e->seat), (float)p->x, (float)p->y});
            delay += 0.3 * scale;
            mm_app_sound(v->app, "card");
            break;
        }
        case MOTM_EV_LAYOUT:
            for (int k = 0; k < s->nplaced; k++) {
                const motm_placed *p = &s->placed[k];
                add(v, (motm_flight){{0, delay, 0.6 * scale}, FLY_CARD, k, p->card, p->rot, -1,
                                     origin(v, -1), (float)p->x, (float)p->y});
                delay += 0.18 * scale;
            }
            mm_app_sound(v->app, "card");
            break;
        case MOTM_EV_SHIP:
        case MOTM_EV_TILE:
            if (e->seat == v->viewer && v->session->rec.seats[e->seat].kind == MM_SEAT_HUMAN)
                break;
            add(v, (motm_flight){{0, delay, 0.6 * scale}, e->kind == MOTM_EV_SHIP ? FLY_SHIP : FLY_TILE,
                                 -1, -1, 0, e->seat, origin(v, e->seat), (float)e->a, (float)e->b});
            delay += 0.3 * scale;
            mm_app_sound(v->app, "move");
            break;
        case MOTM_EV_DRAW:
            if (e->seat == v->viewer)
                mm_app_sound(v->app, "draw");
            break;
        case MOTM_EV_CRYSTALS:
            mm_app_sound(v->app, "success");
            break;
        case MOTM_EV_INTERMEDIATE:
        case MOTM_EV_GAME_OVER:
            mm_app_sound(v->app, "end");
            break;
        default:
            break;
        }
    }
}

bool motm_anim_update(motm_view *v, double dt)
{
    v->nflights = mm_tweens_advance(v->flights, v->nflights, sizeof v->flights[0], dt);
    return v->nflights > 0;
}

bool motm_anim_hides(const motm_view *v, int placed)
{
    for (int i = 0; i < v->nflights; i++)
        if (v->flights[i].kind == FLY_CARD && v->flights[i].placed == placed)
            return true;
    return false;
}

void motm_draw_flights(motm_view *v)
{
    const motm_state *s = motm_view_state(v);
    mm_gfx *g = &v->app->gfx;
    float cs = motm_cell_size(v);
    for (int i = 0; i < v->nflights; i++) {
        const motm_flight *f = &v->flights[i];
        if (f->clock.delay > 0)
            continue;
        float t = mm_ease(f->clock.t);
        float fx = f->from.x + f->from.w / 2, fy = f->from.y + f->from.h / 2;
        if (f->kind == FLY_CARD) {
            int w, h;
            motm_footprint_size(f->rot, &w, &h);
            SDL_FPoint to = motm_to_screen(v, f->to_x + (float)w / 2, f->to_y + (float)h / 2);
            float cell = f->from.h / 2 + (cs - f->from.h / 2) * t;
            /* A little arc, so the card seems to be thrown onto the table. */
            float lift = 40 * sinf((float)M_PI * t);
            motm_draw_card_turned(v, f->card, fx + (to.x - fx) * t, fy + (to.y - fy) * t - lift, cell,
                                  (float)(f->rot * 90) * t, 255);
        } else {
            SDL_FPoint to = motm_to_screen(v, f->to_x + 0.5f, f->to_y + 0.5f);
            float d = 40 + (cs - 40) * t;
            char name[48];
            int monster = f->seat >= 0 ? s->monster[f->seat] : 0;
            snprintf(name, sizeof name, f->kind == FLY_SHIP ? "motm/ship-%s" : "motm/tile-%s",
                     motm_monster_key(monster < 0 ? 0 : monster));
            mm_gfx_image(g, name, mm_rect(fx + (to.x - fx) * t - d / 2, fy + (to.y - fy) * t - d / 2, d, d), 0, 255);
        }
    }
}
