/* SPDX-License-Identifier: MIT */
/* Catch the Moon: drawing the night sky, the table, the cloud, the tower of
 * wooden ladders (drawn from their geometry), the hand, and the panels. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ctm_view.h"
#include "monstermoon/i18n.h"
#include "ui.h"

/* cm from the ladder's axis to each drawn rail: the drawing is the physics
 * shape (a rail 0.6 cm thick, a round knob for each rung), so ladders that
 * look as if they touch do, and none overlaps another. */
#define RAIL_OFF 0.17
#define MIN_SCALE 5.0
#define MAX_SCALE 20.0
/* Room above the tower (cm): the longest ladder (17 cm) held upright on
 * top of it, with the hand, stays in view. */
#define HOLD_ROOM 14.0
#define STATUS_H 74.0f

static const mm_rgba INK = {27, 21, 48, 255};
static const mm_rgba RAIL = {199, 123, 58, 255};
static const mm_rgba RUNG = {233, 163, 93, 255};
static const mm_rgba SHINE = {242, 191, 134, 255};
static const mm_rgba START_RAIL = {226, 168, 66, 255};
static const mm_rgba FALLEN = {232, 84, 96, 255};
static const mm_rgba TABLE = {120, 78, 52, 255};
static const mm_rgba TABLE_EDGE = {168, 112, 70, 255};

typedef enum look {
    LOOK_PLAIN,
    LOOK_HELD,   /* in the hand */
    LOOK_NEW,    /* just placed */
    LOOK_FALLEN, /* fell: leaves the game */
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

void ctm_view_frame_tower(ctm_view *v, bool at_once)
{
    const ctm_state *s = st(v);
    double top = ctm_tower_top(s), reach = 20;
    for (int i = 0; i < s->npieces; i++)
        reach = fmax(reach, fabs(s->pieces[i].pose.x) + 9);
    /* The tower fills most of the height, with room to hold a ladder above. */
    double height = fmax(top + HOLD_ROOM, 40);
    if (s->mode == CTM_COOPERATIVE)
        height = fmax(height, CTM_LID_HEIGHT + 5);
    float room_w = v->area.w - 2 * (ctm_view_panel_w(v) + 2 * CTM_PANEL_MARGIN);
    double scale = fmin(v->area.h / (height + 5), room_w / (2 * reach));
    /* Whole steps keep the art's rasterized sizes stable. */
    scale = floor(fmax(MIN_SCALE, fmin(MAX_SCALE, scale)) * 2) / 2;
    v->want_scale = scale;
    v->want_y = -5 + v->area.h / 2 / scale;
    v->cam_x = 0;
    if (at_once) {
        v->scale = v->want_scale;
        v->cam_y = v->want_y;
    }
}

/* ================================================================ ladders */

static mm_rgba shade(mm_rgba c, float k)
{
    float r = c.r * k, g = c.g * k, b = c.b * k;
    return (mm_rgba){(Uint8)fminf(255, r), (Uint8)fminf(255, g), (Uint8)fminf(255, b), c.a};
}

static void capsule(mm_gfx *g, SDL_FPoint a, SDL_FPoint b, float width, mm_rgba c)
{
    mm_gfx_line(g, a.x, a.y, b.x, b.y, width, c);
    mm_gfx_fill_circle(g, a.x, a.y, width / 2, c);
    mm_gfx_fill_circle(g, b.x, b.y, width / 2, c);
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

static void draw_ladder(ctm_view *v, int ladder, ctm_pose pose, look lk, Uint8 alpha)
{
    mm_gfx *g = &v->app->gfx;
    const ctm_ladder_def *d = ctm_ladder(ladder);
    ctm_vec axis[CTM_RAIL_MAX];
    for (int i = 0; i < d->nrail; i++)
        axis[i] = ctm_to_world(pose, d->rail[i]);
    SDL_FPoint left[CTM_RAIL_MAX], right[CTM_RAIL_MAX];
    for (int i = 0; i < d->nrail; i++) {
        ctm_vec a = rail_side(axis, d->nrail, i, RAIL_OFF),
                b = rail_side(axis, d->nrail, i, -RAIL_OFF);
        left[i] = ctm_view_to_screen(v, a.x, a.y);
        right[i] = ctm_view_to_screen(v, b.x, b.y);
    }
    /* Rungs run across the rails at their pegs. */
    SDL_FPoint rung_a[CTM_RUNG_MAX], rung_b[CTM_RUNG_MAX];
    for (int r = 0; r < d->nrung; r++) {
        int seg = 0;
        if (d->nrail == 3 && d->rung[r].y > d->rail[1].y)
            seg = 1;
        ctm_vec p = ctm_to_world(pose, d->rung[r]);
        double dx = axis[seg + 1].x - axis[seg].x, dy = axis[seg + 1].y - axis[seg].y;
        double l = hypot(dx, dy), nx = -dy / l * RAIL_OFF, ny = dx / l * RAIL_OFF;
        rung_a[r] = ctm_view_to_screen(v, p.x + nx, p.y + ny);
        rung_b[r] = ctm_view_to_screen(v, p.x - nx, p.y - ny);
    }
    float scale = (float)v->scale;
    float w_rail = fmaxf(2.0f, 0.26f * scale), w_rung = fmaxf(2.0f, 0.22f * scale);
    float edge = fmaxf(1.5f, 0.13f * scale);
    mm_rgba rail = d->straight ? START_RAIL : shade(RAIL, 0.9f + 0.04f * (float)(ladder * 7 % 6));
    mm_rgba rung = d->straight ? shade(START_RAIL, 1.12f) : RUNG;
    if (lk == LOOK_FALLEN) {
        rail = FALLEN;
        rung = shade(FALLEN, 1.15f);
    }
    rail.a = rung.a = alpha;
    mm_rgba ink = mm_alpha(INK, alpha);
    if (lk == LOOK_HELD || lk == LOOK_NEW) {
        mm_rgba glow =
            lk == LOOK_HELD ? (mm_rgba){120, 220, 255, 90} : (mm_rgba){255, 214, 90, 110};
        for (int i = 0; i + 1 < d->nrail; i++) {
            capsule(g, left[i], left[i + 1], w_rail + 6 * edge, glow);
            capsule(g, right[i], right[i + 1], w_rail + 6 * edge, glow);
        }
    }
    /* The rungs' ends as knobs, the size the physics gives them. */
    for (int r = 0; r < d->nrung; r++) {
        ctm_vec c = ctm_to_world(pose, d->rung[r]);
        SDL_FPoint k = ctm_view_to_screen(v, c.x, c.y);
        float kr = (float)(CTM_PEG_RADIUS * v->scale);
        mm_gfx_fill_circle(g, k.x, k.y, kr, ink);
        mm_gfx_fill_circle(g, k.x, k.y, fmaxf(1, kr - edge), mm_alpha(shade(rung, 0.85f), alpha));
    }
    for (int r = 0; r < d->nrung; r++)
        capsule(g, rung_a[r], rung_b[r], w_rung + 2 * edge, ink);
    for (int i = 0; i + 1 < d->nrail; i++) {
        capsule(g, left[i], left[i + 1], w_rail + 2 * edge, ink);
        capsule(g, right[i], right[i + 1], w_rail + 2 * edge, ink);
    }
    for (int r = 0; r < d->nrung; r++)
        capsule(g, rung_a[r], rung_b[r], w_rung, rung);
    for (int i = 0; i + 1 < d->nrail; i++) {
        capsule(g, left[i], left[i + 1], w_rail, rail);
        capsule(g, right[i], right[i + 1], w_rail, rail);
    }
    if (scale > 9) {
        mm_rgba shine = mm_alpha(lk == LOOK_FALLEN ? shade(FALLEN, 1.3f) : SHINE, alpha);
        for (int i = 0; i + 1 < d->nrail; i++)
            mm_gfx_line(g, left[i].x - 1, left[i].y, left[i + 1].x - 1, left[i + 1].y,
                        fmaxf(1.0f, w_rail * 0.3f), shine);
    }
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
        float left = fminf(r.x, h.x - 36), top = fminf(r.y, h.y - 62);
        float right = fmaxf(r.x + r.w, h.x + 36), bottom = fmaxf(r.y + r.h, h.y + 10);
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
    float size = 230;
    SDL_FRect moon = {a.x + a.w / 2 + 170, a.y + 6, size, size};
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

static void draw_ground(ctm_view *v)
{
    mm_gfx *g = &v->app->gfx;
    const ctm_state *s = st(v);
    SDL_FPoint top = ctm_view_to_screen(v, 0, 0);
    SDL_FRect a = v->area;
    float bottom = a.y + a.h;
    if (s->mode == CTM_COOPERATIVE) {
        /* The box lid stands on its edge beside the cloud. */
        mm_gfx_image(g, "ctm/lid", world_rect(v, 18, 0, 26, CTM_LID_HEIGHT), 0, 255);
    }
    if (top.y < bottom) {
        mm_gfx_fill_rect(g, mm_rect(a.x, top.y, a.w, bottom - top.y), TABLE);
        mm_gfx_fill_rect(g, mm_rect(a.x, top.y, a.w, fmaxf(3, (float)v->scale * 0.35f)),
                         TABLE_EDGE);
        mm_gfx_fill_rect(g, mm_rect(a.x, top.y - 2, a.w, 2), INK);
    }
    mm_gfx_image(g, "ctm/cloud", world_rect(v, -16, -0.5, 16, 10.5), 0, 255);
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
            char num[8];
            snprintf(num, sizeof num, "%d", i + 1);
            mm_gfx_text(g, num, p.x, p.y - r * 2 - 40, 34, true, MM_GOLD, MM_ALIGN_CENTER);
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
    SDL_FRect a = v->area;
    Uint8 alpha = v->score_t > 0 ? (Uint8)(150 + 100 * fabs(sin(v->score_t * 6))) : 150;
    mm_rgba c = {255, 214, 90, alpha};
    for (float x = a.x + ctm_view_panel_w(v) + 2 * CTM_PANEL_MARGIN; x < a.x + a.w - ctm_view_panel_w(v) - 30;
         x += 28)
        mm_gfx_line(g, x, p.y, x + 16, p.y, 3, c);
    mm_gfx_text(g, _("lid"), a.x + a.w - ctm_view_panel_w(v) - 36, p.y - 26, 18, true, c, MM_ALIGN_RIGHT);
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
    if (v->verdict_t > 0)
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

static void draw_top_marker(ctm_view *v, const ctm_piece *pieces, int n)
{
    mm_gfx *g = &v->app->gfx;
    double best = -1, bx = 0;
    for (int i = 0; i < n; i++) {
        const ctm_ladder_def *d = ctm_ladder(pieces[i].ladder);
        for (int k = 0; k < d->nrail; k++) {
            ctm_vec p = ctm_to_world(pieces[i].pose, d->rail[k]);
            if (p.y > best) {
                best = p.y;
                bx = p.x;
            }
        }
    }
    if (best < 0)
        return;
    SDL_FPoint p = ctm_view_to_screen(v, bx, best);
    char label[32];
    snprintf(label, sizeof label, _("%.0f cm"), best);
    mm_gfx_line(g, p.x + 12, p.y, p.x + 40, p.y, 2, mm_alpha(MM_GOLD, 200));
    mm_gfx_text(g, label, p.x + 46, p.y - 13, 18, true, MM_GOLD, MM_ALIGN_LEFT);
}

static void draw_tower(ctm_view *v)
{
    mm_gfx *g = &v->app->gfx;
    const ctm_state *s = st(v);
    ctm_piece pieces[CTM_NLADDERS + 1];
    int newest;
    bool held;
    int n = current_pieces(v, pieces, CTM_NLADDERS + 1, &newest, &held);
    for (int i = 0; i < n; i++) {
        if (held && i == newest)
            continue; /* drawn last, in front of everything (draw_held) */
        bool fell = false;
        for (int k = 0; !held && k < s->last.nfallen; k++)
            fell |= (v->playing && pieces[i].ladder == s->last.fallen[k]);
        look lk = i == newest ? (held ? LOOK_HELD : LOOK_NEW) : LOOK_PLAIN;
        if (fell && v->film_t > 0.6)
            lk = LOOK_FALLEN;
        draw_ladder(v, pieces[i].ladder, pieces[i].pose, lk, 255);
    }
    /* After the film, the fallen ladders fade out where they fell. */
    if (!held && !v->playing && v->verdict_t > 0) {
        for (int k = 0; k < s->last.nfallen; k++) {
            ctm_pose pose;
            if (fallen_pose(s, s->last.fallen[k], &pose))
                draw_ladder(v, s->last.fallen[k], pose, LOOK_FALLEN,
                            (Uint8)fmin(255, 90 + 60 * v->verdict_t));
        }
    }
    if (!held && v->approach > 0 && newest >= 0) {
        SDL_FPoint h = ctm_view_to_screen(v, pieces[newest].pose.x, pieces[newest].pose.y);
        mm_gfx_image(g, "ctm/hand", mm_rect(h.x - 36, h.y - 62, 72, 72), 0, 255);
    }
    draw_top_marker(v, pieces, n);
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
    draw_ladder(v, p->ladder, p->pose, LOOK_HELD, 255);
    ctm_pose hand = ctm_hold_hand(v->hold);
    SDL_FPoint h = ctm_view_to_screen(v, hand.x, hand.y);
    SDL_FPoint grip = ctm_view_to_screen(v, p->pose.x, p->pose.y);
    mm_gfx_line(g, h.x, h.y, grip.x, grip.y, 3, (mm_rgba){120, 220, 255, 160});
    mm_gfx_image(g, "ctm/hand", mm_rect(h.x - 36, h.y - 62, 72, 72), 0, 255);
}

/* ================================================================= panels */

/* What the panels show: while the film of a placement plays, the turn being
 * judged (its placer, die and ladder), not the next one that the rules have
 * already begun; the turn's panel keeps it while the verdict is read too
 * (the raindrops then show the verdict's outcome). */
static const ctm_state *panel_state(const ctm_view *v, bool turn)
{
    bool filming = v->playing || v->approach > 0 || (turn && v->verdict_t > 0);
    return filming && v->judged ? ctm_from(v->judged) : st(v);
}

/* Panels and their text grow with the interface size (the TV size keeps
 * panel text at 1/29 of the window's height): every length in them is in
 * units of the body text, 18 at the design size. */
static float ks(const ctm_view *v)
{
    return mm_type(v->app, MM_TEXT_BODY) / 18.0f;
}
#define U(n) ((float)(n) * ks(v))

float ctm_view_panel_w(const ctm_view *v)
{
    return U(CTM_PANEL_W);
}

static SDL_FRect left_panel(const ctm_view *v)
{
    return mm_rect(v->area.x + CTM_PANEL_MARGIN, v->area.y + CTM_PANEL_MARGIN, ctm_view_panel_w(v),
                   fminf(U(470), v->area.h - U(230)));
}

static SDL_FRect right_panel(const ctm_view *v)
{
    const ctm_state *s = st(v);
    float h = U(150) + U(44) * (float)s->nseats + (s->mode == CTM_COOPERATIVE ? U(170) : 0);
    return mm_rect(v->area.x + v->area.w - ctm_view_panel_w(v) - CTM_PANEL_MARGIN,
                   v->area.y + CTM_PANEL_MARGIN, ctm_view_panel_w(v), fminf(h, v->area.h - U(40)));
}

SDL_FRect ctm_view_random_button(const ctm_view *v)
{
    SDL_FRect p = left_panel(v);
    return mm_rect(p.x + U(16), p.y + U(170), p.w - U(32), U(58));
}

SDL_FRect ctm_view_score_button(const ctm_view *v)
{
    SDL_FRect p = right_panel(v);
    return mm_rect(p.x + U(16), p.y + p.h - U(74), p.w - U(32), U(58));
}

bool ctm_view_on_panel(const ctm_view *v, float x, float y)
{
    return mm_rect_has(left_panel(v), x, y) || mm_rect_has(right_panel(v), x, y);
}

static const char *seat_name(const ctm_view *v, int seat)
{
    return v->session->rec.seats[seat].name;
}

static void panel_box(mm_gfx *g, SDL_FRect r)
{
    mm_gfx_fill_round(g, r, 18, (mm_rgba){22, 17, 56, 215});
    mm_gfx_stroke_round(g, r, 18, 3, (mm_rgba){96, 78, 176, 255});
}

/* The drawn ladder, upright in a little frame. */
static void draw_preview(ctm_view *v, int ladder, SDL_FRect box)
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
    ctm_view tmp = *v;
    tmp.scale = fmin((box.h - U(16)) / (hi - lo + 1.4), (box.w - U(16)) / (right - left + 2));
    tmp.area = box;
    tmp.cam_x = (left + right) / 2;
    tmp.cam_y = (lo + hi) / 2;
    draw_ladder(&tmp, ladder, (ctm_pose){0, 0, 0}, LOOK_PLAIN, 255);
}

static const char *die_image(ctm_face f)
{
    return f == CTM_FACE_ONE ? "ctm/die-one" : f == CTM_FACE_TWO ? "ctm/die-two" : "ctm/die-moon";
}

static void draw_left_panel(ctm_view *v)
{
    mm_gfx *g = &v->app->gfx;
    const ctm_state *s = panel_state(v, true);
    SDL_FRect p = left_panel(v);
    panel_box(g, p);
    float x = p.x + U(18), y = p.y + U(14);
    char line[160];
    if (s->end != CTM_END_NONE) {
        mm_gfx_text(g, _("Game over"), x, y, U(26), true, MM_ACCENT, MM_ALIGN_LEFT);
    } else {
        snprintf(line, sizeof line, s->final ? _("Final: %s") : _("%s's turn"),
                 seat_name(v, s->current));
        mm_gfx_text_wrapped(g, line, x, y, p.w - U(36), U(24), true, MM_ACCENT, MM_ALIGN_LEFT, true);
    }
    y += U(44);
    if (s->end == CTM_END_NONE && s->nstarted < 2) {
        mm_gfx_text_wrapped(g, _("Put the two start ladders into the cloud: click a socket."), x, y,
                            p.w - U(36), U(20), false, MM_PAPER, MM_ALIGN_LEFT, true);
        if (ctm_view_choosing_sockets(v))
            mm_ui_button(v->app, ctm_view_random_button(v), _("Random socket"), NULL, false, true);
        y = ctm_view_random_button(v).y + ctm_view_random_button(v).h + U(20);
    }
    if (s->ladder >= 0) {
        mm_gfx_image(g, die_image(s->face), mm_rect(x, y, U(96), U(96)), 0, 255);
        mm_gfx_text_wrapped(g, ctm_face_text(s->face), x + U(110), y + U(4), p.w - U(146), U(20), false,
                            MM_PAPER, MM_ALIGN_LEFT, true);
        y += U(112);
        mm_gfx_text(g, _("Your ladder:"), x, y, U(18), false, MM_MUTED, MM_ALIGN_LEFT);
        SDL_FRect box = mm_rect(x, y + U(26), p.w - U(36), fminf(U(150), p.y + p.h - y - U(70)));
        mm_gfx_fill_round(g, box, U(12), (mm_rgba){36, 28, 84, 255});
        if (!v->hold)
            draw_preview(v, s->ladder, box);
        else
            mm_gfx_text(g, _("in your hand"), box.x + box.w / 2, box.y + box.h / 2 - U(12), U(18), false,
                        MM_MUTED, MM_ALIGN_CENTER);
        y = box.y + box.h + U(10);
    }
    snprintf(line, sizeof line, _("Ladders in the box: %d"), s->npile);
    mm_gfx_text(g, line, x, fminf(y, p.y + p.h - U(34)), U(18), false, MM_MUTED, MM_ALIGN_LEFT);
}

static void drops_row(mm_gfx *g, float x, float y, int full, int empty, float size)
{
    for (int i = 0; i < full + empty; i++)
        mm_gfx_image(g, i < full ? "ctm/raindrop" : "ctm/raindrop-empty",
                     mm_rect(x + (float)i * (size * 0.8f), y, size, size), 0, 255);
}

static void draw_right_panel(ctm_view *v, bool may_act)
{
    mm_gfx *g = &v->app->gfx;
    const ctm_state *s = panel_state(v, false);
    SDL_FRect p = right_panel(v);
    panel_box(g, p);
    float x = p.x + U(18), y = p.y + U(14);
    bool coop = s->mode == CTM_COOPERATIVE;
    int total = coop ? CTM_DROPS_COOPERATIVE : CTM_DROPS_COMPETITIVE;
    mm_gfx_text(g, coop ? _("Team raindrops") : _("Raindrops left"), x, y, U(22), true, MM_ACCENT,
                MM_ALIGN_LEFT);
    y += U(34);
    drops_row(g, x, y, s->drops_left, total - s->drops_left, U(34));
    y += U(50);
    for (int i = 0; i < s->nseats; i++) {
        bool turn = s->end == CTM_END_NONE && panel_state(v, true)->current == i;
        if (turn)
            mm_gfx_fill_round(g, mm_rect(p.x + U(8), y - U(4), p.w - U(16), U(40)), U(10),
                              (mm_rgba){80, 64, 160, 255});
        bool out = s->final && !s->finalist[i];
        mm_gfx_text(g, seat_name(v, i), x, y + U(4), U(20), turn, out ? MM_MUTED : MM_PAPER,
                    MM_ALIGN_LEFT);
        if (s->drops[i] > 0 && s->drops[i] <= 5)
            drops_row(g, p.x + p.w - U(24) - U(24) * 0.8f * (float)s->drops[i], y + U(2), s->drops[i], 0,
                      U(24));
        else if (s->drops[i] > 5) {
            char n[16];
            snprintf(n, sizeof n, "%d x", s->drops[i]);
            mm_gfx_text(g, n, p.x + p.w - U(52), y + U(4), U(20), true, MM_PAPER, MM_ALIGN_RIGHT);
            drops_row(g, p.x + p.w - U(46), y + U(2), 1, 0, U(24));
        }
        if (s->final && s->finalist[i])
            mm_gfx_text(g, _("final"), p.x + p.w - U(24), y + U(4), U(16), true, MM_GOLD, MM_ALIGN_RIGHT);
        y += U(44);
    }
    if (!coop)
        return;
    y += U(6);
    mm_gfx_text(g, _("Scorings"), x, y, U(22), true, MM_ACCENT, MM_ALIGN_LEFT);
    y += U(32);
    char line[160] = "";
    for (int k = 0; k < CTM_MAX_SCORINGS; k++) {
        char part[16];
        if (k < s->nscorings)
            snprintf(part, sizeof part, "%s%d", k ? "  " : "", s->scorings[k].points);
        else
            snprintf(part, sizeof part, "%s-", k ? "  " : "");
        strncat(line, part, sizeof line - strlen(line) - 1);
    }
    mm_gfx_text(g, line, x, y, U(22), false, MM_PAPER, MM_ALIGN_LEFT);
    char best[96];
    snprintf(best, sizeof best, _("best %d"), s->best);
    mm_gfx_text(g, best, p.x + p.w - U(18), y, U(22), true, MM_GOLD, MM_ALIGN_RIGHT);
    y += U(30);
    ctm_scoring now = ctm_lid_score(s);
    snprintf(line, sizeof line, _("Now above the lid: %d points"), now.points);
    mm_gfx_text(g, line, x, y, U(17), false, MM_MUTED, MM_ALIGN_LEFT);
    bool can = may_act && !v->hold && !v->playing && v->approach <= 0 && ctm_view_may_score(v);
    mm_ui_button(v->app, ctm_view_score_button(v), _("Score the tower (1 raindrop)"), NULL, false,
                 can);
}

/* Whether two rectangles come within `gap` of each other. */
static bool rects_meet(SDL_FRect a, SDL_FRect b, float gap)
{
    return a.x < b.x + b.w + gap && b.x < a.x + a.w + gap && a.y < b.y + b.h + gap &&
           b.y < a.y + a.h + gap;
}

/* What the held ladder does right now. */
static void draw_hold_status(ctm_view *v)
{
    mm_gfx *g = &v->app->gfx;
    const ctm_state *s = st(v);
    ctm_hold_info info;
    ctm_hold_status(v->hold, &info);
    char text[160];
    mm_rgba c = MM_PAPER;
    if (ctm_hold_blocked(v->hold)) {
        snprintf(text, sizeof text, "%s", _("Inside the tower: move it out"));
        c = MM_BAD;
    } else if (!info.in_contact) {
        snprintf(text, sizeof text, "%s", _("Bring it to the tower"));
    } else if (info.ground) {
        snprintf(text, sizeof text, "%s", _("Touching the cloud or the table!"));
        c = MM_BAD;
    } else if (info.collapsed) {
        snprintf(text, sizeof text, "%s", _("Ladders fell! Your turn ends."));
        c = MM_BAD;
    } else {
        bool good = v->preview_valid ? v->preview.miss == 0 : info.condition_met && info.resting;
        const char *mark = good ? "✓" : "✗";
        if (s->face == CTM_FACE_MOON)
            snprintf(text, sizeof text, _("Touching %d · %s highest %s"), info.touches,
                     info.highest ? _("is") : _("not"), mark);
        else
            snprintf(text, sizeof text, _("Touching %d %s"), info.touches, mark);
        c = good ? MM_GOOD : MM_BAD;
    }
    /* Wide enough for the second line's longest text too. */
    float w = fmaxf(U(320), mm_gfx_text_width(g, text, U(26), true) + U(60));
    w = fmaxf(w, mm_gfx_text_width(g, _("let go now: the wrong number of touches"), U(20), false) +
                     U(40));
    SDL_FRect r = mm_rect(v->area.x + v->area.w / 2 - w / 2, v->area.y + U(16), w, U(STATUS_H));
    /* The box gives way to a ladder held high, down to the foot of the
     * table, and comes back once the ladder has left its place for good. */
    ctm_piece pieces[CTM_NLADDERS + 1];
    int n = ctm_hold_pieces(v->hold, pieces, CTM_NLADDERS + 1);
    if (n > 0) {
        SDL_FRect held = ctm_view_ladder_rect(v, pieces[n - 1].ladder, pieces[n - 1].pose, true);
        if (rects_meet(held, r, U(10)))
            v->status_low = true;
        else if (!rects_meet(held, r, U(50)))
            v->status_low = false;
    }
    if (v->status_low)
        r.y = v->area.y + v->area.h - U(STATUS_H) - U(16);
    panel_box(g, r);
    mm_gfx_text(g, text, r.x + r.w / 2, r.y + U(8), U(26), true, c, MM_ALIGN_CENTER);
    /* Whether the tower carries the ladder: only then does it stay where it
     * is when let go. */
    if (info.in_contact && !info.collapsed) {
        const char *rest = info.resting ? _("it rests on the tower") : _("your hand still holds it up");
        if (v->preview_valid) {
            const ctm_verdict *p = &v->preview;
            rest = p->miss == 0                      ? _("let go now: it stays, well placed")
                   : p->miss & CTM_MISS_GROUND       ? _("let go now: it would fall")
                   : p->miss & CTM_MISS_FELL         ? _("let go now: ladders would fall")
                   : s->face == CTM_FACE_MOON && !p->highest ? _("let go now: not the highest")
                                                     : _("let go now: the wrong number of touches");
        }
        mm_gfx_text(g, rest, r.x + r.w / 2, r.y + U(42), U(20), false,
                    v->preview_valid || info.resting ? MM_PAPER : MM_MUTED, MM_ALIGN_CENTER);
    }
}

/* Where the held ladder touches the tower. */
static void draw_contacts(ctm_view *v)
{
    mm_gfx *g = &v->app->gfx;
    ctm_hold_info info;
    ctm_hold_status(v->hold, &info);
    float r = fmaxf(U(5), 0.45f * (float)v->scale);
    for (int i = 0; i < info.ncontacts; i++) {
        SDL_FPoint p = ctm_view_to_screen(v, info.contact[i].x, info.contact[i].y);
        mm_gfx_fill_circle(g, p.x, p.y, r, (mm_rgba){255, 245, 160, 230});
        mm_gfx_ring(g, p.x, p.y, r, fmaxf(U(2), r * 0.3f), INK);
    }
}

static void draw_verdict(ctm_view *v)
{
    mm_gfx *g = &v->app->gfx;
    const ctm_state *s = st(v);
    const ctm_verdict *vd = &s->last;
    if (!vd->placed)
        return;
    char head[96], detail[200];
    bool ok = vd->miss == 0;
    snprintf(head, sizeof head, "%s",
             ok         ? _("Well placed!")
             : s->final ? _("Out of the final!")
                        : _("A raindrop!"));
    if (vd->miss & CTM_MISS_HELD)
        snprintf(detail, sizeof detail,
                 dngettext(MM_TEXT_DOMAIN, "%d ladder fell while you held yours: it leaves too.",
                           "%d ladders fell while you held yours: it leaves too.",
                           (unsigned long)(vd->nfallen - 1 + vd->nreturned)),
                 vd->nfallen - 1 + vd->nreturned);
    else if (vd->miss & CTM_MISS_GROUND)
        snprintf(detail, sizeof detail, "%s", _("The ladder touches the cloud or the table."));
    else if (vd->miss & CTM_MISS_FELL)
        snprintf(detail, sizeof detail,
                 dngettext(MM_TEXT_DOMAIN, "%d ladder fell.", "%d ladders fell.",
                           (unsigned long)(vd->nfallen + vd->nreturned)),
                 vd->nfallen + vd->nreturned);
    else if (vd->face == CTM_FACE_MOON && !vd->highest)
        snprintf(detail, sizeof detail, "%s", _("It is not the highest point of the tower."));
    else if (vd->face == CTM_FACE_MOON && ok)
        snprintf(detail, sizeof detail, "%s", _("It is the highest point of the tower."));
    else if (ok)
        snprintf(detail, sizeof detail, "%s",
                 vd->touches == 1 ? _("It touches exactly one ladder.")
                                  : _("It touches exactly two ladders."));
    else if (vd->face == CTM_FACE_ONE)
        snprintf(detail, sizeof detail, _("It touches %d ladders, not exactly one."), vd->touches);
    else if (vd->face == CTM_FACE_TWO && vd->touches == 1)
        snprintf(detail, sizeof detail, "%s", _("It touches one ladder, not two."));
    else if (vd->face == CTM_FACE_TWO)
        snprintf(detail, sizeof detail, _("It touches %d ladders, not exactly two."), vd->touches);
    else
        snprintf(detail, sizeof detail, _("It touches %d ladders: one or two, please."),
                 vd->touches);
    float w = fmaxf(U(420), mm_gfx_text_width(g, detail, U(22), false) + U(70));
    SDL_FRect r = mm_rect(v->area.x + v->area.w / 2 - w / 2, v->area.y + U(16), w, U(92));
    panel_box(g, r);
    mm_gfx_text(g, head, r.x + r.w / 2, r.y + U(10), U(32), true, ok ? MM_GOOD : MM_BAD, MM_ALIGN_CENTER);
    mm_gfx_text(g, detail, r.x + r.w / 2, r.y + U(54), U(22), false, MM_PAPER, MM_ALIGN_CENTER);
}

void ctm_view_draw(ctm_view *v, SDL_FRect area, bool may_act)
{
    if (memcmp(&area, &v->area, sizeof area) != 0) {
        v->area = area;
        ctm_view_frame_tower(v, true);
    }
    draw_sky(v);
    draw_ground(v);
    draw_lid_line(v);
    draw_tower(v);
    draw_left_panel(v);
    draw_right_panel(v, may_act);
    if (v->hold) {
        draw_hold_status(v);
        draw_held(v);
        draw_contacts(v);
    } else if (!v->playing && v->approach <= 0 && v->verdict_t > 0)
        draw_verdict(v);
}
