/* SPDX-License-Identifier: MIT */
/* Catch the Moon: drawing the night sky, the table, the cloud, the tower of
 * wooden ladders (drawn from their geometry), the hand, and the panels. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ctm_view.h"
#include "monstermoon/i18n.h"
#include "ui.h"

/* The drawing is the physics shape (a rail 2 * CTM_RAIL_RADIUS = 1 cm thick,
 * a round knob for each rung), so ladders that look as if they touch do, and
 * none overlaps another in the tower. Only the ladder in the hand, in free
 * air, can pass in front of the tower: it casts a shadow, and the ladders
 * behind it are darker. The rail's light edge and the rungs' ends lie this
 * far (cm) from its axis. */
#define RAIL_OFF (0.6 * CTM_RAIL_RADIUS)
/* Ladders behind the one in the hand keep this share of their light; the
 * fallen ones, gone from the tower and drawn behind it, a little more. */
#define BEHIND 0.5f
#define GHOST 0.8f
#define MIN_SCALE 5.0
#define MAX_SCALE 20.0
/* Room above the tower (cm): the longest ladder (17 cm) held upright on
 * top of it, with the hand, stays in view. */
#define HOLD_ROOM 10.0
/* cm of table below the cloud at the foot of the area. */
#define GROUND_ROOM 3.0
/* The cloud's half width and the lid's far edge (cm). */
#define CLOUD_HALF 16.0
#define LID_X0 18.0
#define LID_X1 26.0

static const mm_rgba INK = {27, 21, 48, 255};
static const mm_rgba RAIL = {218, 142, 72, 255};
static const mm_rgba SHINE = {242, 191, 134, 255};
static const mm_rgba START_RAIL = {226, 168, 66, 255};
static const mm_rgba FALLEN = {232, 84, 96, 255};
static const mm_rgba TABLE = {120, 78, 52, 255};
static const mm_rgba TABLE_EDGE = {168, 112, 70, 255};

typedef enum look {
    LOOK_PLAIN,
    LOOK_PICTURE, /* in the panel: no contacts to show, drawn thicker */
    LOOK_HELD,    /* in the hand */
    LOOK_NEW,     /* just placed */
    LOOK_FALLEN,  /* fell: leaves the game */
} look;

static const ctm_state *st(const ctm_view *v)
{
    return ctm_from(v->visible);
}

/* ================================================================ camera */

SDL_FPoint ctm_view_to_screen(const ctm_view *v, double x, double y)
{
    return (SDL_FPoint){(float)(v->area.x + v->area.w / 2 + (x - v->cam_x) * v->scale),
                        (float)(v->area.y + v->area.h / 2 - (y - v->cam_y) * v->scale)};
}

void ctm_view_to_world(const ctm_view *v, float sx, float sy, double *x, double *y)
{
    *x = v->cam_x + (sx - v->area.x - v->area.w / 2) / v->scale;
    *y = v->cam_y - (sy - v->area.y - v->area.h / 2) / v->scale;
}

/* Widens [x0, x1] to hold a ladder at `pose` with a centimetre to spare. */
static void widen(int ladder, ctm_pose pose, double *x0, double *x1)
{
    const ctm_ladder_def *d = ctm_ladder(ladder);
    double pad = CTM_PEG_RADIUS + 1;
    for (int i = 0; i < d->nrail + d->nrung; i++) {
        ctm_vec p = ctm_to_world(pose, i < d->nrail ? d->rail[i] : d->rung[i - d->nrail]);
        *x0 = fmin(*x0, p.x - pad);
        *x1 = fmax(*x1, p.x + pad);
    }
}

/* What the camera frames: sideways the cloud, every ladder (9 cm around
 * its middle holds the longest lying flat) and, in the cooperative game,
 * the lid beside it; upwards the tower with room to hold a ladder above. */
static double tower_span(const ctm_view *v, double *x0, double *x1)
{
    const ctm_state *s = st(v);
    *x0 = -CLOUD_HALF - 1, *x1 = CLOUD_HALF + 1;
    for (int i = 0; i < s->npieces; i++)
        widen(s->pieces[i].ladder, s->pieces[i].pose, x0, x1);
    double height = fmax(ctm_tower_top(s) + HOLD_ROOM, 40);
    if (s->mode == CTM_COOPERATIVE) {
        /* The lid's line below the messages at the top. */
        height = fmax(height, (CTM_LID_HEIGHT + GROUND_ROOM) / 0.8 - GROUND_ROOM);
        *x1 = fmax(*x1, LID_X1 + 1);
    }
    return height;
}

void ctm_view_frame_tower(ctm_view *v, bool at_once)
{
    const ctm_state *s = st(v);
    double top = ctm_tower_top(s), x0, x1;
    double height = tower_span(v, &x0, &x1);
    if (v->hold && v->steer) {
        /* The camera follows the steered ladder (the pointer's stays put). */
        ctm_piece held[CTM_NLADDERS + 1];
        int n = ctm_hold_pieces(v->hold, held, CTM_NLADDERS + 1);
        double b = 0, t = 0;
        ctm_extent(held[n - 1].ladder, held[n - 1].pose, &b, &t);
        height = fmax(height, fmax(t, v->aim_y) + 4);
        widen(held[n - 1].ladder, held[n - 1].pose, &x0, &x1);
        x0 = fmin(x0, v->aim_x - 3);
        x1 = fmax(x1, v->aim_x + 3);
    }
    SDL_FRect room = ctm_view_room(v);
    /* The tower itself (with a little room) stays below the messages at
     * the top; the room to hold a ladder above it may lie behind them. */
    double below = v->area.y + v->area.h - ctm_view_banner_bottom(v);
    double scale = fmin(fmin(v->area.h / (height + GROUND_ROOM), below / (top + 1.5 + GROUND_ROOM)),
                        room.w / (x1 - x0));
    /* Whole steps keep the art's rasterized sizes stable. */
    scale = floor(fmax(MIN_SCALE, fmin(MAX_SCALE, scale)) * 2) / 2;
    v->want_scale = scale;
    v->want_y = -GROUND_ROOM + v->area.h / 2 / scale;
    v->want_x = (x0 + x1) / 2;
    if (at_once) {
        v->scale = v->want_scale;
        v->cam_y = v->want_y;
        v->cam_x = v->want_x;
    }
}

/* ================================================================ ladders */

/* The hand's picture with its grip at `h` (larger in the TV size). */
static SDL_FRect hand_at(const ctm_view *v, SDL_FPoint h)
{
    float size = fmaxf(72, 2.7f * mm_type(v->app, MM_TEXT_BODY));
    return mm_rect(h.x - size / 2, h.y - size * 0.86f, size, size);
}

static mm_rgba shade(mm_rgba c, float k)
{
    float r = c.r * k, g = c.g * k, b = c.b * k;
    return (mm_rgba){(Uint8)fminf(255, r), (Uint8)fminf(255, g), (Uint8)fminf(255, b), c.a};
}

/* The side of the rail polyline at vertex k (miter joint at the bend). */
static ctm_vec rail_side(const ctm_vec *p, int n, int k, double off)
{
    ctm_vec nsum = {0, 0};
    for (int s = k - 1; s <= k; s++) {
        if (s < 0 || s + 1 >= n)
            continue;
        double dx = p[s + 1].x - p[s].x, dy = p[s + 1].y - p[s].y, l = hypot(dx, dy);
        nsum.x += -dy / l;
        nsum.y += dx / l;
    }
    double l = hypot(nsum.x, nsum.y);
    ctm_vec nrm = {nsum.x / l, nsum.y / l};
    /* Stretch at the bend so the rails stay parallel to the axis. */
    int s = k < n - 1 ? k : k - 1;
    double dx = p[s + 1].x - p[s].x, dy = p[s + 1].y - p[s].y, sl = hypot(dx, dy);
    double cosang = fabs(nrm.x * (-dy / sl) + nrm.y * (dx / sl));
    double m = off / fmax(cosang, 0.5);
    return (ctm_vec){p[k].x + nrm.x * m, p[k].y + nrm.y * m};
}

/* The rail polyline of a ladder at `pose` on screen. */
static int rail_points(const ctm_view *v, int ladder, ctm_pose pose, SDL_FPoint *at)
{
    const ctm_ladder_def *d = ctm_ladder(ladder);
    for (int i = 0; i < d->nrail; i++) {
        ctm_vec p = ctm_to_world(pose, d->rail[i]);
        at[i] = ctm_view_to_screen(v, p.x, p.y);
    }
    return d->nrail;
}

/* The ladder's outline grown by `grow` pixels, moved by (dx, dy) pixels:
 * a glow around it or its shadow. */
static void draw_halo(const ctm_view *v, int ladder, ctm_pose pose, float grow, float dx, float dy,
                      mm_rgba c)
{
    SDL_FPoint at[CTM_RAIL_MAX];
    int n = rail_points(v, ladder, pose, at);
    float w = 2 * (float)(fmax(CTM_RAIL_RADIUS, CTM_PEG_RADIUS) * v->scale) + 2 * grow;
    for (int i = 0; i + 1 < n; i++)
        ctm_mesh_capsule((SDL_FPoint){at[i].x + dx, at[i].y + dy},
                         (SDL_FPoint){at[i + 1].x + dx, at[i + 1].y + dy}, w, c);
    ctm_mesh_flush();
}

/* A fallen ladder says so by a cross too, not by its colour alone. */
static void draw_fallen_cross(const ctm_view *v, ctm_pose pose, Uint8 alpha)
{
    SDL_FPoint k = ctm_view_to_screen(v, pose.x, pose.y);
    float r =
        fmaxf(mm_type(v->app, MM_TEXT_BADGE) * 0.75f, (float)(CTM_PEG_RADIUS * v->scale) * 1.5f);
    float ring = fmaxf(2, r * 0.15f), t = r * 0.45f, w = fmaxf(2, r * 0.2f);
    ctm_mesh_disc(k.x, k.y, r, mm_alpha(FALLEN, alpha));
    ctm_mesh_disc(k.x, k.y, r - ring, mm_alpha(INK, alpha));
    ctm_mesh_line((SDL_FPoint){k.x - t, k.y - t}, (SDL_FPoint){k.x + t, k.y + t}, w,
                  mm_alpha(MM_PAPER, alpha));
    ctm_mesh_line((SDL_FPoint){k.x - t, k.y + t}, (SDL_FPoint){k.x + t, k.y - t}, w,
                  mm_alpha(MM_PAPER, alpha));
    ctm_mesh_flush();
}

/* A ladder into the mesh: exactly the physics shapes (the rail as thick as
 * its capsule, a round knob at each rung), the dark edge inside them, so
 * what looks like a touch is one. `dim` below 1 darkens it: it lies behind
 * the ladder in the hand. */
static void draw_ladder(ctm_view *v, int ladder, ctm_pose pose, look lk, Uint8 alpha, float dim)
{
    const ctm_ladder_def *d = ctm_ladder(ladder);
    ctm_vec axis[CTM_RAIL_MAX];
    SDL_FPoint at[CTM_RAIL_MAX], shine_at[CTM_RAIL_MAX];
    rail_points(v, ladder, pose, at);
    for (int i = 0; i < d->nrail; i++)
        axis[i] = ctm_to_world(pose, d->rail[i]);
    for (int i = 0; i < d->nrail; i++) {
        ctm_vec a = rail_side(axis, d->nrail, i, RAIL_OFF);
        shine_at[i] = ctm_view_to_screen(v, a.x, a.y);
    }
    /* Rungs run across the rail at their pegs. */
    SDL_FPoint knob[CTM_RUNG_MAX], rung_a[CTM_RUNG_MAX], rung_b[CTM_RUNG_MAX];
    for (int r = 0; r < d->nrung; r++) {
        int seg = 0;
        if (d->nrail == 3 && d->rung[r].y > d->rail[1].y)
            seg = 1;
        ctm_vec p = ctm_to_world(pose, d->rung[r]);
        double dx = axis[seg + 1].x - axis[seg].x, dy = axis[seg + 1].y - axis[seg].y;
        double l = hypot(dx, dy), nx = -dy / l * RAIL_OFF, ny = dx / l * RAIL_OFF;
        knob[r] = ctm_view_to_screen(v, p.x, p.y);
        rung_a[r] = ctm_view_to_screen(v, p.x + nx, p.y + ny);
        rung_b[r] = ctm_view_to_screen(v, p.x - nx, p.y - ny);
    }
    float scale = (float)v->scale;
    bool picture = lk == LOOK_PICTURE;
    float w_rail = (float)(2 * CTM_RAIL_RADIUS) * scale;
    float kr = (float)CTM_PEG_RADIUS * scale;
    float edge = fminf(w_rail * 0.2f, fmaxf(1.5f, 0.12f * scale));
    mm_rgba rail = d->straight ? START_RAIL : shade(RAIL, 0.92f + 0.04f * (float)(ladder * 7 % 4));
    if (lk == LOOK_FALLEN)
        rail = FALLEN;
    rail = mm_alpha(shade(rail, dim), alpha);
    mm_rgba ink = mm_alpha(INK, alpha);
    for (int r = 0; r < d->nrung; r++)
        ctm_mesh_disc(knob[r].x, knob[r].y, kr, ink);
    for (int i = 0; i + 1 < d->nrail; i++)
        ctm_mesh_capsule(at[i], at[i + 1], w_rail, ink);
    for (int r = 0; r < d->nrung; r++)
        ctm_mesh_disc(knob[r].x, knob[r].y, fmaxf(1, kr - edge), shade(rail, 0.78f));
    for (int i = 0; i + 1 < d->nrail; i++)
        ctm_mesh_capsule(at[i], at[i + 1], fmaxf(1, w_rail - 2 * edge), rail);
    /* The rungs across the rail, and a light edge along it. */
    for (int r = 0; r < d->nrung; r++)
        ctm_mesh_line(rung_a[r], rung_b[r], fmaxf(1.5f, 0.16f * scale), shade(rail, 0.55f));
    if (scale > 7 || picture) {
        mm_rgba shine =
            mm_alpha(shade(lk == LOOK_FALLEN ? shade(FALLEN, 1.3f) : SHINE, dim), alpha);
        for (int i = 0; i + 1 < d->nrail; i++)
            ctm_mesh_line(shine_at[i], shine_at[i + 1], fmaxf(1.0f, 0.1f * scale), shine);
    }
    ctm_mesh_flush(); /* a draw call of its own (mesh.c) */
}

void ctm_view_draw_upright(ctm_view *v, int ladder, SDL_FRect box)
{
    const ctm_ladder_def *d = ctm_ladder(ladder);
    double lo = 1e9, hi = -1e9, left = 1e9, right = -1e9;
    for (int i = 0; i < d->nrail; i++) {
        lo = fmin(lo, d->rail[i].y);
        hi = fmax(hi, d->rail[i].y);
        left = fmin(left, d->rail[i].x);
        right = fmax(right, d->rail[i].x);
    }
    /* Draw through a temporary camera aimed at the box. */
    float margin = 0.06f * fminf(box.w, box.h);
    ctm_view tmp = *v;
    tmp.scale =
        fmin((box.h - 2 * margin) / (hi - lo + 1.4), (box.w - 2 * margin) / (right - left + 2));
    tmp.area = box;
    tmp.cam_x = (left + right) / 2;
    tmp.cam_y = (lo + hi) / 2;
    ctm_mesh_begin(&v->app->gfx);
    draw_ladder(&tmp, ladder, (ctm_pose){0, 0, 0}, LOOK_PICTURE, 255, 1);
    ctm_mesh_flush();
}

SDL_FRect ctm_view_ladder_rect(const ctm_view *v, int ladder, ctm_pose pose, bool hand)
{
    const ctm_ladder_def *d = ctm_ladder(ladder);
    double pad = RAIL_OFF + CTM_RAIL_RADIUS + 0.3;
    double x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9;
    for (int i = 0; i < d->nrail + d->nrung; i++) {
        ctm_vec p = ctm_to_world(pose, i < d->nrail ? d->rail[i] : d->rung[i - d->nrail]);
        x0 = fmin(x0, p.x - pad);
        x1 = fmax(x1, p.x + pad);
        y0 = fmin(y0, p.y - pad);
        y1 = fmax(y1, p.y + pad);
    }
    SDL_FPoint a = ctm_view_to_screen(v, x0, y1), b = ctm_view_to_screen(v, x1, y0);
    SDL_FRect r = mm_rect(a.x, a.y, b.x - a.x, b.y - a.y);
    if (hand) {
        /* The hand's picture sits on the grip, at the centre of mass. */
        SDL_FPoint h = ctm_view_to_screen(v, pose.x, pose.y);
        SDL_FRect hr = hand_at(v, h);
        float left = fminf(r.x, hr.x), top = fminf(r.y, hr.y);
        float right = fmaxf(r.x + r.w, hr.x + hr.w), bottom = fmaxf(r.y + r.h, hr.y + hr.h);
        r = mm_rect(left, top, right - left, bottom - top);
    }
    return r;
}

/* ================================================================== scene */

static void draw_sky(ctm_view *v)
{
    mm_gfx *g = &v->app->gfx;
    SDL_FRect a = v->area;
    mm_gfx_image(g, "ctm/sky", a, 0, 255);
    /* The moon at the top right of the room between the panels. */
    SDL_FRect room = ctm_view_room(v);
    float size = fminf(230, 0.42f * room.w);
    SDL_FRect moon = {room.x + room.w - size * 0.95f, a.y + 6, size, size};
    mm_gfx_image(g, "ctm/moon", moon, 0, 255);
    /* A few clouds drift slowly across the night. */
    for (int i = 0; i < 3; i++) {
        float w = 200 + 40 * (float)i, h = w * 110 / 240;
        float speed = 6 + 3 * (float)i;
        float x = fmodf((float)v->clock * speed + 520 * (float)i, a.w + w) - w + a.x;
        float y = a.y + 150 + 130 * (float)i;
        mm_gfx_image(g, "ctm/cloud-puff", mm_rect(x, y, w, h), 0, (Uint8)(120 - 25 * i));
    }
}

static SDL_FRect world_rect(const ctm_view *v, double x0, double y0, double x1, double y1)
{
    SDL_FPoint a = ctm_view_to_screen(v, x0, y1), b = ctm_view_to_screen(v, x1, y0);
    return mm_rect(a.x, a.y, b.x - a.x, b.y - a.y);
}

/* The table under the cloud (`table`: its fills from edge to edge) and what
 * stands on it (`pieces`: the box lid, the cloud, the sockets). */
static void draw_ground(ctm_view *v, bool table, bool pieces)
{
    mm_gfx *g = &v->app->gfx;
    const ctm_state *s = st(v);
    SDL_FPoint top = ctm_view_to_screen(v, 0, 0);
    SDL_FRect a = v->area;
    float bottom = a.y + a.h;
    if (pieces && s->mode == CTM_COOPERATIVE) {
        /* The box lid stands on its edge beside the cloud. */
        mm_gfx_image(g, "ctm/lid", world_rect(v, LID_X0, 0, LID_X1, CTM_LID_HEIGHT), 0, 255);
    }
    if (table && top.y < bottom) {
        mm_gfx_fill_rect(g, mm_rect(a.x, top.y, a.w, bottom - top.y), TABLE);
        mm_gfx_fill_rect(g, mm_rect(a.x, top.y, a.w, fmaxf(3, (float)v->scale * 0.35f)),
                         TABLE_EDGE);
        mm_gfx_fill_rect(g, mm_rect(a.x, top.y - 2, a.w, 2), INK);
    }
    if (!pieces)
        return;
    mm_gfx_image(g, "ctm/cloud", world_rect(v, -CLOUD_HALF, -0.5, CLOUD_HALF, 10.5), 0, 255);
    bool choosing = ctm_view_choosing_sockets(v);
    for (int i = 0; i < CTM_NSOCKETS; i++) {
        const ctm_socket *so = ctm_socket_at(i);
        SDL_FPoint p = ctm_view_to_screen(v, so->foot.x, so->foot.y + 0.4);
        float r = fmaxf(3, 0.7f * (float)v->scale);
        bool taken = false;
        for (int k = 0; k < s->npieces; k++)
            taken |= s->pieces[k].socket == i;
        if (choosing && !taken) {
            /* A free socket to choose: it glows, with its number above. */
            float pulse = 0.5f + 0.5f * sinf((float)v->clock * 4);
            mm_gfx_fill_circle(g, p.x, p.y, r * (1.6f + 0.3f * pulse),
                               (mm_rgba){255, 214, 90, (Uint8)(90 + 80 * pulse)});
            char num[12];
            snprintf(num, sizeof num, "%d", i + 1);
            float size = fmaxf(mm_type(v->app, MM_TEXT_BODY), r * 2.2f);
            v->app->gfx.report_role = "badge";
            mm_gfx_text(g, num, p.x, p.y - r * 2 - size * 1.15f, size, true, MM_GOLD,
                        MM_ALIGN_CENTER);
        }
        mm_gfx_fill_circle(g, p.x, p.y, r, (mm_rgba){74, 62, 130, 255});
        mm_gfx_ring(g, p.x, p.y, r, fmaxf(1.5f, r * 0.25f), INK);
    }
}

static void draw_lid_line(ctm_view *v)
{
    mm_gfx *g = &v->app->gfx;
    if (st(v)->mode != CTM_COOPERATIVE)
        return;
    SDL_FPoint p = ctm_view_to_screen(v, 0, CTM_LID_HEIGHT);
    SDL_FRect room = ctm_view_room(v);
    Uint8 alpha = v->score_t > 0 ? (Uint8)(150 + 100 * fabs(sin(v->score_t * 6))) : 190;
    mm_rgba c = {255, 214, 90, alpha};
    float right = room.x + room.w - 8;
    for (float x = room.x + 8; x < right - 16; x += 28)
        mm_gfx_line(g, x, p.y, x + 16, p.y, 4, c);
    float size = mm_type(v->app, MM_TEXT_DETAIL);
    v->app->gfx.report_role = "detail";
    mm_gfx_text(g, _("lid"), right, p.y - size * 1.35f, size, true, c, MM_ALIGN_RIGHT);
}

/* The tower as it stands, as the film shows it, or with the held ladder. */
static int current_pieces(const ctm_view *v, ctm_piece *out, int max, int *newest, bool *held)
{
    const ctm_state *s = st(v);
    *newest = -1;
    *held = false;
    if (v->hold) {
        int n = ctm_hold_pieces(v->hold, out, max);
        *newest = n - 1;
        *held = true;
        return n;
    }
    if ((v->playing || v->approach > 0) && ctm_film_frames(s) > 0) {
        double t = v->playing ? v->film_t / ctm_film_frame_time() : 0;
        int f = v->frame0 + (int)t, last = ctm_film_frames(s) - 1;
        f = f > last ? last : f;
        int n = ctm_film_pieces(s, f, out, max);
        ctm_piece next[CTM_NLADDERS];
        int m = f < last ? ctm_film_pieces(s, f + 1, next, CTM_NLADDERS) : 0;
        double k = t - floor(t);
        for (int i = 0; i < n && i < m; i++) {
            if (next[i].ladder != out[i].ladder)
                continue;
            out[i].pose.x += (next[i].pose.x - out[i].pose.x) * k;
            out[i].pose.y += (next[i].pose.y - out[i].pose.y) * k;
            out[i].pose.a += (next[i].pose.a - out[i].pose.a) * k;
        }
        for (int i = 0; i < n; i++) {
            if (out[i].ladder != s->last.ladder)
                continue;
            *newest = i;
            if (v->approach > 0) {
                double u = v->approach / (0.55 * fmax(mm_app_anim_scale(v->app), 0.05));
                out[i].pose.y += 14 * u * u;
            }
        }
        return n;
    }
    int n = s->npieces < max ? s->npieces : max;
    memcpy(out, s->pieces, (size_t)n * sizeof *out);
    if (v->marked)
        for (int i = 0; i < n; i++)
            if (out[i].ladder == s->last.ladder)
                *newest = i;
    return n;
}

/* Where a fallen ladder lay last before it left: from the film. */
static bool fallen_pose(const ctm_state *s, int ladder, ctm_pose *pose)
{
    ctm_piece frame[CTM_NLADDERS];
    for (int f = ctm_film_frames(s) - 1; f >= 0; f--) {
        int n = ctm_film_pieces(s, f, frame, CTM_NLADDERS);
        for (int i = 0; i < n; i++)
            if (frame[i].ladder == ladder) {
                *pose = frame[i].pose;
                return true;
            }
    }
    return false;
}

double ctm_view_highest(const ctm_piece *pieces, int n, double *x)
{
    double best = -1;
    for (int i = 0; i < n; i++) {
        const ctm_ladder_def *d = ctm_ladder(pieces[i].ladder);
        for (int k = 0; k < d->nrail; k++) {
            ctm_vec p = ctm_to_world(pieces[i].pose, d->rail[k]);
            if (p.y > best) {
                best = p.y;
                *x = p.x;
            }
        }
    }
    return best;
}

static void draw_top_marker(ctm_view *v, const ctm_piece *pieces, int n)
{
    mm_gfx *g = &v->app->gfx;
    double bx = 0, best = ctm_view_highest(pieces, n, &bx);
    if (best < 0)
        return;
    SDL_FPoint p = ctm_view_to_screen(v, bx, best);
    char label[32];
    snprintf(label, sizeof label, _("%.0f cm"), best);
    float size = mm_type(v->app, MM_TEXT_BADGE);
    float x = p.x + 12 + size * 1.6f, w = mm_gfx_text_width(g, label, size, true);
    mm_gfx_line(g, p.x + 8, p.y, x, p.y, 3, mm_alpha(MM_GOLD, 230));
    mm_gfx_fill_round(g, mm_rect(x, p.y - size * 0.75f, w + size * 0.8f, size * 1.5f), size * 0.5f,
                      (mm_rgba){22, 17, 56, 210});
    v->app->gfx.report_role = "badge";
    mm_gfx_text(g, label, x + size * 0.4f, p.y - size * 0.65f, size, true, MM_GOLD, MM_ALIGN_LEFT);
}

/* Squared distance from point p to segment a-b. */
static double point_seg2(ctm_vec p, ctm_vec a, ctm_vec b)
{
    double dx = b.x - a.x, dy = b.y - a.y, l2 = dx * dx + dy * dy;
    double t = l2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2 : 0;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    double ex = a.x + dx * t - p.x, ey = a.y + dy * t - p.y;
    return ex * ex + ey * ey;
}

/* Whether ladder `b` at `pb` comes within `r` of point p (cm). */
static bool near_ladder(ctm_vec p, double r, int b, ctm_pose pb)
{
    const ctm_ladder_def *d = ctm_ladder(b);
    ctm_vec rail[CTM_RAIL_MAX];
    for (int i = 0; i < d->nrail; i++)
        rail[i] = ctm_to_world(pb, d->rail[i]);
    for (int i = 0; i + 1 < d->nrail; i++) {
        double reach = r + CTM_RAIL_RADIUS;
        if (point_seg2(p, rail[i], rail[i + 1]) < reach * reach)
            return true;
    }
    for (int k = 0; k < d->nrung; k++) {
        ctm_vec c = ctm_to_world(pb, d->rung[k]);
        double reach = r + CTM_PEG_RADIUS;
        if ((p.x - c.x) * (p.x - c.x) + (p.y - c.y) * (p.y - c.y) < reach * reach)
            return true;
    }
    return false;
}

/* Whether two ladders' pictures overlap (the held one in free air passing
 * in front of the tower): points along a's rail and its knobs against b. */
static bool pictures_overlap(int a, ctm_pose pa, int b, ctm_pose pb)
{
    const ctm_ladder_def *d = ctm_ladder(a);
    if (hypot(pa.x - pb.x, pa.y - pb.y) > 20)
        return false; /* no ladder reaches 10 cm from its centre */
    for (int i = 0; i + 1 < d->nrail; i++) {
        ctm_vec p = ctm_to_world(pa, d->rail[i]), q = ctm_to_world(pa, d->rail[i + 1]);
        int steps = (int)(hypot(q.x - p.x, q.y - p.y) / 0.25) + 1;
        for (int k = 0; k <= steps; k++) {
            double t = (double)k / steps;
            ctm_vec at = {p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t};
            if (near_ladder(at, CTM_RAIL_RADIUS, b, pb))
                return true;
        }
    }
    for (int k = 0; k < d->nrung; k++)
        if (near_ladder(ctm_to_world(pa, d->rung[k]), CTM_PEG_RADIUS, b, pb))
            return true;
    return false;
}

/* The held ladder in free air (not yet in the tower's world), or NULL. */
static const ctm_piece *held_in_air(const ctm_view *v, const ctm_piece *pieces, int n, bool held)
{
    if (!held || n == 0)
        return NULL;
    ctm_hold_info info;
    ctm_hold_status(v->hold, &info);
    return info.in_contact ? NULL : &pieces[n - 1];
}

/* Whether another player placed `ladder` since the viewer's last move. */
static bool placed_since(const ctm_view *v, int ladder)
{
    if (!v->since.state || v->hold)
        return false;
    const ctm_state *b = ctm_from(v->since.state);
    for (int i = 0; i < b->npieces; i++)
        if (b->pieces[i].ladder == ladder)
            return false;
    return true;
}

static void draw_tower(ctm_view *v)
{
    mm_gfx *g = &v->app->gfx;
    const ctm_state *s = st(v);
    ctm_piece pieces[CTM_NLADDERS + 1];
    int newest;
    bool held;
    int n = current_pieces(v, pieces, CTM_NLADDERS + 1, &newest, &held);
    const ctm_piece *air = held_in_air(v, pieces, n, held);
    bool ghosts = !held && !v->playing && v->marked;
    Uint8 ghost_alpha = (Uint8)fmin(255, 110 + 60 * v->verdict_t);
    ctm_mesh_begin(g);
    /* Behind everything: the fallen ladders where they fell (gone from the
     * tower, so behind it), and the glow of the new or held ladder (a glow
     * over a neighbour would look like an overlap). */
    for (int k = 0; ghosts && k < s->last.nfallen; k++) {
        ctm_pose pose;
        if (fallen_pose(s, s->last.fallen[k], &pose))
            draw_ladder(v, s->last.fallen[k], pose, LOOK_FALLEN, ghost_alpha, GHOST);
    }
    if (newest >= 0 && !air) {
        mm_rgba glow = held ? (mm_rgba){120, 220, 255, 110} : (mm_rgba){255, 214, 90, 130};
        draw_halo(v, pieces[newest].ladder, pieces[newest].pose, (float)(CTM_PEG_RADIUS * v->scale),
                  0, 0, glow);
    }
    /* Every ladder the others placed since the viewer's last move glows too. */
    for (int i = 0; i < n && !held; i++) {
        if (!placed_since(v, pieces[i].ladder))
            continue;
        mm_table_mark_report(v->app, "ladder", pieces[i].ladder, -1);
        if (i != newest)
            draw_halo(v, pieces[i].ladder, pieces[i].pose, (float)(CTM_PEG_RADIUS * v->scale), 0,
                      0, (mm_rgba){255, 214, 90, 130});
    }
    for (int i = 0; i < n; i++) {
        if (held && i == newest)
            continue; /* drawn last, in front of everything (draw_held) */
        bool fell = false;
        for (int k = 0; !held && k < s->last.nfallen; k++)
            fell |= (v->playing && pieces[i].ladder == s->last.fallen[k]);
        look lk = i == newest ? (held ? LOOK_HELD : LOOK_NEW) : LOOK_PLAIN;
        if (fell && v->film_t > 0.6)
            lk = LOOK_FALLEN;
        bool behind =
            air && pictures_overlap(air->ladder, air->pose, pieces[i].ladder, pieces[i].pose);
        draw_ladder(v, pieces[i].ladder, pieces[i].pose, lk, 255, behind ? BEHIND : 1);
    }
    /* The fallen ladders' crosses stay in sight. */
    for (int k = 0; ghosts && k < s->last.nfallen; k++) {
        ctm_pose pose;
        if (fallen_pose(s, s->last.fallen[k], &pose))
            draw_fallen_cross(v, pose, (Uint8)fmax(200, ghost_alpha));
    }
    for (int i = 0; i < n && v->playing; i++)
        for (int k = 0; !held && v->film_t > 0.6 && k < s->last.nfallen; k++)
            if (pieces[i].ladder == s->last.fallen[k])
                draw_fallen_cross(v, pieces[i].pose, 255);
    ctm_mesh_flush();
    if (!held && v->approach > 0 && newest >= 0) {
        SDL_FPoint h = ctm_view_to_screen(v, pieces[newest].pose.x, pieces[newest].pose.y);
        mm_gfx_image(g, "ctm/hand", hand_at(v, h), 0, 255);
    }
    draw_top_marker(v, pieces, n);
}

SDL_FRect ctm_view_hand_rect(const ctm_view *v)
{
    SDL_FPoint h = {v->px, v->py};
    if (v->hold) {
        ctm_pose hand = ctm_hold_hand(v->hold);
        h = ctm_view_to_screen(v, hand.x, hand.y);
    }
    return hand_at(v, h);
}

/* The ladder in the hand, the hand and the string between them. */
static void draw_held(ctm_view *v)
{
    mm_gfx *g = &v->app->gfx;
    ctm_piece pieces[CTM_NLADDERS + 1];
    int n = ctm_hold_pieces(v->hold, pieces, CTM_NLADDERS + 1);
    if (n == 0)
        return;
    const ctm_piece *p = &pieces[n - 1];
    ctm_mesh_begin(g);
    if (held_in_air(v, pieces, n, true)) {
        /* In free air the ladder is in front of the tower: its shadow falls
         * on what lies behind, and its glow is drawn over it. */
        float off = fmaxf(4, (float)(0.45 * v->scale));
        draw_halo(v, p->ladder, p->pose, 0, off, off, (mm_rgba){6, 4, 16, 120});
        draw_halo(v, p->ladder, p->pose, (float)(CTM_PEG_RADIUS * v->scale), 0, 0,
                  (mm_rgba){120, 220, 255, 110});
    }
    draw_ladder(v, p->ladder, p->pose, LOOK_HELD, 255, 1);
    ctm_mesh_flush();
    ctm_pose hand = ctm_hold_hand(v->hold);
    SDL_FPoint h = ctm_view_to_screen(v, hand.x, hand.y);
    SDL_FPoint grip = ctm_view_to_screen(v, p->pose.x, p->pose.y);
    mm_gfx_line(g, h.x, h.y, grip.x, grip.y, 3, (mm_rgba){120, 220, 255, 160});
    mm_gfx_image(g, "ctm/hand", ctm_view_hand_rect(v), 0, 255);
}

/* Where the held ladder touches the tower. */
static void draw_contacts(ctm_view *v)
{
    mm_gfx *g = &v->app->gfx;
    ctm_hold_info info;
    ctm_hold_status(v->hold, &info);
    float body = mm_type(v->app, MM_TEXT_BODY);
    float r = fmaxf(body * 0.28f, 0.45f * (float)v->scale);
    for (int i = 0; i < info.ncontacts; i++) {
        SDL_FPoint p = ctm_view_to_screen(v, info.contact[i].x, info.contact[i].y);
        mm_gfx_fill_circle(g, p.x, p.y, r, (mm_rgba){255, 245, 160, 230});
        mm_gfx_ring(g, p.x, p.y, r, fmaxf(body * 0.11f, r * 0.3f), INK);
    }
}

/* Keyboard and controller targets of the step: the free sockets while the
 * start ladders go in, else the drawn ladder (Enter takes it), then the
 * steered hand. The focus starts on them whenever the table turns to the
 * viewer (after the film of the last placement, say). */
static void offer_focus(ctm_view *v, bool may_act)
{
    const ctm_state *s = st(v);
    bool offered = false;
    if (may_act && ctm_view_ready(v)) {
        unsigned ladder = mm_focus_id("ctm-ladder", 0);
        if (v->hold && v->steer) {
            mm_focus_add(v->app, ctm_view_hand_rect(v), ladder, MM_FOCUS_DEFAULT);
            offered = true;
        } else if (!v->hold && ctm_view_choosing_sockets(v)) {
            for (int k = 0; k < CTM_NSOCKETS; k++) {
                bool taken = false;
                for (int i = 0; i < s->npieces; i++)
                    taken |= s->pieces[i].socket == k;
                if (taken)
                    continue;
                /* Centred where a click chooses the socket (see view.c). */
                const ctm_socket *so = ctm_socket_at(k);
                SDL_FRect r = world_rect(v, so->foot.x - 2.2, so->foot.y - 0.5, so->foot.x + 2.2,
                                         so->foot.y + 6.5);
                mm_focus_add(v->app, r, mm_focus_id("ctm-socket", k),
                             offered ? 0 : MM_FOCUS_DEFAULT);
                offered = true;
            }
        } else if (!v->hold && s->ladder >= 0) {
            mm_focus_add(v->app, v->ladder_box, ladder, MM_FOCUS_DEFAULT);
            offered = true;
        }
    } else if (v->viewer >= 0) {
        /* Waiting for the others: the focus rests on whose turn it is, where
         * Enter (A) does nothing, rather than on a button of the bar. */
        mm_table_focus_wait(v->app, v->title_box);
    }
    if (offered != v->offered)
        mm_focus_restart(v->app);
    v->offered = offered;
}

void ctm_view_draw(ctm_view *v, SDL_FRect area, bool may_act)
{
    if (memcmp(&area, &v->area, sizeof area) != 0) {
        v->area = area;
        ctm_view_frame_tower(v, true);
    }
    draw_sky(v);
    mm_gfx *g = &v->app->gfx;
    bool gliding = v->cam_x != v->want_x || v->cam_y != v->want_y || v->scale != v->want_scale;
    bool shown = false;
    if (gliding && !v->hold && mm_gfx_layers(g)) {
        /* Without a GPU the gliding tower is drawn once as it will stand
         * (into a layer, again only when it changes) and that picture moves
         * and scales with the camera: drawing the tower anew each step took
         * 25-30 ms at 3840x2160. The table's fills span the window, so they
         * are drawn as ever. At rest everything is drawn as ever. */
        draw_ground(v, true, false);
        double cam_x = v->cam_x, cam_y = v->cam_y, scale = v->scale, wx, wy;
        v->cam_x = v->want_x, v->cam_y = v->want_y, v->scale = v->want_scale;
        /* The layer holds what the camera frames, with room for the
         * marks beside the tower (its height's label), not the whole
         * window: its pixels cost memory twice (scaled). */
        double x0, x1, height = tower_span(v, &x0, &x1);
        float margin = 10 * mm_type(v->app, MM_TEXT_BADGE);
        SDL_FPoint a = ctm_view_to_screen(v, x0, height), b = ctm_view_to_screen(v, x1, -GROUND_ROOM);
        SDL_FRect box = mm_rect(a.x - margin, a.y - margin, b.x - a.x + 2 * margin, b.y - a.y + 2 * margin);
        SDL_FRect room = ctm_view_room(v);
        if (!SDL_IntersectFRect(&box, &room, &box))
            box = room;
        ctm_view_to_world(v, box.x, box.y, &wx, &wy);
        mm_gfx_layer_begin(g, box);
        draw_ground(v, false, true);
        draw_lid_line(v);
        draw_tower(v);
        v->cam_x = cam_x, v->cam_y = cam_y, v->scale = scale;
        SDL_FPoint at = ctm_view_to_screen(v, wx, wy);
        float k = (float)(scale / v->want_scale);
        mm_gfx_clip(g, &v->area);
        shown = mm_gfx_layer_end(g, mm_rect(at.x, at.y, box.w * k, box.h * k));
        mm_gfx_clip(g, NULL);
        if (!shown) {
            /* The layer takes a few frames to draw: until it shows, the
             * camera waits (ctm_view_update) and the tower is drawn as it
             * stands. */
            draw_ground(v, false, true);
            draw_lid_line(v);
            draw_tower(v);
        }
    } else {
        draw_ground(v, true, true);
        draw_lid_line(v);
        draw_tower(v);
    }
    /* At rest the camera is ready to wait for the next glide's layer. */
    v->cam_waits = mm_gfx_layers(g) && !v->hold && (!gliding || !shown);
    ctm_view_draw_panels(v, may_act);
    if (v->hold) {
        ctm_view_draw_hold_status(v);
        draw_held(v);
        draw_contacts(v);
    } else if (!v->playing && v->approach <= 0 && v->marked)
        ctm_view_draw_verdict(v);
    offer_focus(v, may_act);
}
