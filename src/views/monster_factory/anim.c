/* SPDX-License-Identifier: MIT */
/* Monster Factory: what moves on the table. Tiles fly from the stack to the
 * panel, onto monsters or into the box; a finished monster dances under a
 * shower of sparks before it goes to its owner's shelf and the minion starts
 * on the stage; the stages' cameras glide as monsters grow. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "mf_view.h"
#include "monstermoon/i18n.h"

#define PLACE_TIME 0.45
#define DRAW_TIME 0.35
#define BOX_WAIT 0.6
#define PARTY_TIME 2.0

static mfv_flight *add_flight(mf_view *v, int tile, SDL_FRect from, double delay, double duration)
{
    if (v->nflights == MFV_MAX_FLIGHTS)
        return NULL;
    double scale = mm_app_anim_scale(v->app);
    mfv_flight *f = &v->flights[v->nflights++];
    memset(f, 0, sizeof *f);
    f->tile = tile;
    f->from = from;
    f->to = from;
    f->monster = -1;
    f->placed_by = -1;
    f->clock.delay = delay * scale;
    f->clock.duration = duration * scale;
    return f;
}

static void land_on(mfv_flight *f, const mf_state *s, int tile)
{
    f->monster = s->at[tile].monster;
    f->x = s->at[tile].x;
    f->y = s->at[tile].y;
    f->angle_to = 90.0f * (float)s->at[tile].rot;
}

/* ================================================================== marks */

bool mfv_marked(const mf_view *v, int tile)
{
    const mf_state *s = mfv_state(v);
    if (!v->since.state || s->phase == MF_PHASE_OVER || s->at[tile].monster < 0)
        return false;
    return mf_from(v->since.state)->at[tile].monster < 0;
}

/* ============================================================== animations */

void mfv_animate(void *opaque, const mm_events *events)
{
    mf_view *v = opaque;
    const mf_state *s = mfv_state(v);
    double scale = mm_app_anim_scale(v->app);
    if (scale <= 0)
        return;
    mfv_layout(v);
    double delay = 0;
    for (int i = 0; i < events->n; i++) {
        const mm_event *e = &events->ev[i];
        mfv_flight *f;
        switch (e->kind) {
        case MF_EV_PLACE:
            f = add_flight(v, e->b, v->big_tile, delay, PLACE_TIME);
            if (f) {
                land_on(f, s, e->b);
                /* A human saw the tile turned where it went; a computer's arrives upright. */
                bool human = v->session->rec.seats[e->seat].kind == MM_SEAT_HUMAN;
                f->angle_from = human ? f->angle_to : 0;
                f->placed_by = e->seat;
            }
            delay += PLACE_TIME;
            mm_app_sound(v->app, "card");
            break;
        case MF_EV_COMPLETE: {
            mfv_party *p = &v->party[e->seat];
            p->monster = e->a;
            p->points = e->c;
            p->duration = PARTY_TIME * scale;
            p->t = -delay * scale;
            char text[16];
            snprintf(text, sizeof text, "+%d", e->c);
            SDL_FRect a = v->seat_area[e->seat];
            mm_popups_add(&v->popups, v->app, text, a.x + a.w - 40,
                          a.y + mfv_head_h(v, e->seat) * 0.4f, MM_GOLD, delay * scale);
            delay += PARTY_TIME;
            break;
        }
        case MF_EV_START:
            f = add_flight(v, e->b, e->c ? v->offer_rect[1] : v->stack_rect, delay, DRAW_TIME);
            if (f) {
                land_on(f, s, e->b);
                f->face_down_start = !e->c;
            }
            delay += DRAW_TIME;
            break;
        case MF_EV_DRAW:
            f = add_flight(v, e->a, v->stack_rect, delay, DRAW_TIME);
            if (f) {
                f->to = v->big_tile;
                f->face_down_start = true;
            }
            delay += DRAW_TIME;
            mm_app_sound(v->app, "draw");
            break;
        case MF_EV_DISCARD:
            f = add_flight(v, e->a, v->big_tile, delay + BOX_WAIT, DRAW_TIME);
            if (f) {
                f->to = v->box_rect;
                f->show_waiting = true;
            }
            delay += BOX_WAIT + DRAW_TIME;
            break;
        case MF_EV_OFFER: {
            int tiles[3] = {e->a, e->b, e->c};
            for (int k = 0; k < 3; k++) {
                if (tiles[k] < 0)
                    continue;
                f = add_flight(v, tiles[k], v->stack_rect, delay + 0.12 * k, DRAW_TIME);
                if (f) {
                    f->to = v->offer_rect[k];
                    f->face_down_start = true;
                }
            }
            delay += DRAW_TIME + 0.24;
            mm_app_sound(v->app, "draw");
            break;
        }
        default:
            break;
        }
    }
}

/* ================================================================== sparks */

static float noise(void)
{
    /* A tiny generator of our own: sparks need no reproducibility. */
    static unsigned state = 2463534242u;
    state ^= state << 13;
    state ^= state >> 17;
    state ^= state << 5;
    return (float)(state % 10000) / 10000.0f;
}

static void burst(mf_view *v, int seat)
{
    SDL_FRect st = v->seat_stage[seat];
    float cx = st.x + st.w / 2, cy = st.y + st.h / 2;
    const mm_rgba colors[4] = {MM_GOLD, mfv_seat_color(seat), MM_PAPER, {150, 230, 120, 255}};
    for (int i = 0; i < 44 && v->nsparks < MFV_MAX_SPARKS; i++) {
        float a = noise() * 2 * (float)M_PI, speed = 180 + 320 * noise();
        mfv_spark *k = &v->sparks[v->nsparks++];
        k->x = cx + cosf(a) * 30;
        k->y = cy + sinf(a) * 30;
        k->vx = cosf(a) * speed;
        k->vy = sinf(a) * speed - 220;
        k->max = k->life = 0.9f + 0.8f * noise();
        k->size = 6 + 9 * noise();
        k->color = colors[i % 4];
    }
}

void mfv_draw_sparks(mf_view *v)
{
    mm_gfx *g = &v->app->gfx;
    for (int i = 0; i < v->nsparks; i++) {
        const mfv_spark *k = &v->sparks[i];
        Uint8 a = (Uint8)(255 * fminf(1, k->life / k->max * 2));
        if (i % 3 == 0)
            mm_gfx_image_tinted(g, "ui/icon-star",
                                mm_rect(k->x - k->size, k->y - k->size, 2 * k->size, 2 * k->size),
                                k->life * 200, mm_alpha(k->color, a));
        else
            mm_gfx_fill_circle(g, k->x, k->y, k->size * 0.45f, mm_alpha(k->color, a));
    }
}

/* ================================================================= flights */

/* Whether an earlier flight of the same tile has yet to finish. */
static bool queued(const mf_view *v, int index)
{
    for (int i = 0; i < index; i++)
        if (v->flights[i].tile == v->flights[index].tile)
            return true;
    return false;
}

void mfv_draw_flights(mf_view *v)
{
    mm_gfx *g = &v->app->gfx;
    const mf_state *s = mfv_state(v);
    for (int i = 0; i < v->nflights; i++) {
        const mfv_flight *f = &v->flights[i];
        if (queued(v, i))
            continue;
        if (f->clock.delay > 0) {
            if (f->show_waiting) {
                /* A tile that fits nowhere waits a moment, marked, before the box. */
                mfv_draw_tile(v, f->tile, f->from, f->angle_from, 255);
                SDL_FRect r = f->from;
                mm_gfx_fill_round(g, r, 14, (mm_rgba){40, 10, 20, 120});
                const char *text = _("Fits nowhere");
                float size = v->type.body;
                float w = fminf(mm_gfx_text_width(g, text, size, true) + 24, v->panel.w - 16);
                SDL_FRect b =
                    mm_rect(r.x + (r.w - w) / 2, r.y + r.h / 2 - size * 0.95f, w, size * 1.9f);
                mm_gfx_fill_round(g, b, b.h / 2, (mm_rgba){200, 50, 70, 240});
                mm_gfx_stroke_round(g, b, b.h / 2, 3, MM_PAPER);
                g->report_role = "body";
                mm_gfx_text_fit(g, text, b.x + w / 2, b.y + size * 0.35f, w - 16, size, true,
                                MM_PAPER, MM_ALIGN_CENTER);
            }
            continue;
        }
        SDL_FRect to = f->to;
        if (f->monster >= 0)
            to = mfv_cell_rect(v, s->monsters[f->monster].owner, f->x, f->y);
        float t = mm_ease(f->clock.t);
        SDL_FRect r = mm_rect_lerp(f->from, to, t);
        /* A little hop in the middle of the way. */
        float lift = 1 + 0.15f * sinf((float)M_PI * t);
        SDL_FRect big = {r.x + r.w / 2 - r.w * lift / 2, r.y + r.h / 2 - r.h * lift / 2, r.w * lift,
                         r.h * lift};
        float angle = f->angle_from + (f->angle_to - f->angle_from) * t;
        if (f->face_down_start) {
            /* Turned over on the way: the back shrinks away, the face grows in. */
            float squash = fabsf(cosf((float)M_PI * t));
            SDL_FRect flat = {big.x + big.w * (1 - squash) / 2, big.y, big.w * squash, big.h};
            if (t < 0.5f)
                mm_gfx_image(g, "mf/tile-back", flat, 0, 255);
            else
                mfv_draw_tile_moving(v, f->tile, flat, angle, 255);
        } else {
            mfv_draw_tile_moving(v, f->tile, big, angle, 255);
        }
    }
}

/* ================================================================== update */

static bool ease_camera(mfv_camera *c, mfv_camera target, double dt)
{
    float k = (float)fmin(1.0, dt * 7);
    float dts = target.ts - c->ts, dx = target.cx - c->cx, dy = target.cy - c->cy;
    if (fabsf(dts) < 0.05f && fabsf(dx) < 0.002f && fabsf(dy) < 0.002f) {
        *c = target;
        return false;
    }
    c->ts += dts * k;
    c->cx += dx * k;
    c->cy += dy * k;
    return true;
}

bool mfv_update(void *opaque, double dt)
{
    mf_view *v = opaque;
    const mf_state *s = mfv_state(v);
    bool busy = false;
    v->clock += dt;
    /* The big tile turns smoothly to the chosen rotation. */
    float target = 90.0f * (float)v->rot, diff = fmodf(target - v->shown_angle, 360.0f);
    if (diff > 180)
        diff -= 360;
    if (diff < -180)
        diff += 360;
    if (fabsf(diff) > 0.5f) {
        v->shown_angle += diff * (float)fmin(1.0, dt * 14);
        busy = true;
    } else {
        v->shown_angle = target;
    }
    /* A tile's flights follow one another: their delays add up. */
    v->nflights = mm_tweens_advance(v->flights, v->nflights, sizeof v->flights[0], dt);
    busy |= v->nflights > 0;
    busy |= mm_popups_update(&v->popups, dt);
    for (int seat = 0; seat < s->nseats; seat++) {
        mfv_party *p = &v->party[seat];
        if (p->monster < 0)
            continue;
        double before = p->t;
        p->t += dt;
        if (before < 0 && p->t >= 0) {
            burst(v, seat);
            mm_app_sound(v->app, "success");
        }
        if (p->t >= p->duration)
            p->monster = -1;
        busy = true;
    }
    int k = 0;
    for (int i = 0; i < v->nsparks; i++) {
        mfv_spark *sp = &v->sparks[i];
        sp->life -= (float)dt;
        sp->vy += 520 * (float)dt;
        sp->x += sp->vx * (float)dt;
        sp->y += sp->vy * (float)dt;
        if (sp->life > 0)
            v->sparks[k++] = *sp;
    }
    v->nsparks = k;
    busy |= k > 0;
    for (int seat = 0; seat < s->nseats; seat++)
        busy |= ease_camera(&v->cam[seat], mfv_camera_target(v, seat), dt);
    return busy;
}
