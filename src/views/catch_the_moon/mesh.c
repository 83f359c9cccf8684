/* SPDX-License-Identifier: MIT */
/* Catch the Moon: the tower's shapes gathered into lists of polygons, one
 * draw call per list. A tower of thirty ladders is a thousand small discs,
 * bands and capsules; one by one they were as many draw calls each frame.
 * The view sends one list per ladder, so that without a GPU a ladder that
 * changes is drawn again alone (frame.h). Polygons are drawn in the order
 * given, so what is added later lies in front, as with separate calls. */
#include <math.h>

#include "ctm_view.h"

#define MESH_POINTS 16384
#define MESH_POLYS 2048
/* Points on a full circle: fewer for small discs, as mm_gfx does. */
#define ROUND_MIN 12
#define ROUND_MAX 64

static SDL_FPoint points[MESH_POINTS];
static int counts[MESH_POLYS];
static SDL_Color colors[MESH_POLYS];
static int npoints, npolys;
static mm_gfx *target;

void ctm_mesh_begin(mm_gfx *g)
{
    target = g;
    npoints = npolys = 0;
}

void ctm_mesh_flush(void)
{
    if (target && npolys > 0)
        mm_gfx_polygons(target, points, counts, colors, npolys);
    npoints = npolys = 0;
}

/* A convex polygon (logical units). */
void ctm_mesh_poly(const SDL_FPoint *pts, int n, mm_rgba c)
{
    if (!target || n < 3 || n > MESH_POINTS)
        return;
    if (npoints + n > MESH_POINTS || npolys == MESH_POLYS)
        ctm_mesh_flush();
    float k = target->scale;
    for (int i = 0; i < n; i++)
        points[npoints + i] = (SDL_FPoint){pts[i].x * k, pts[i].y * k};
    counts[npolys] = n;
    colors[npolys] = (SDL_Color){c.r, c.g, c.b, c.a};
    npoints += n;
    npolys++;
}

static int round_points(float radius)
{
    float px = radius * (target ? target->scale : 1);
    int n = (int)(px / 2) + ROUND_MIN;
    return n > ROUND_MAX ? ROUND_MAX : n;
}

void ctm_mesh_disc(float cx, float cy, float radius, mm_rgba c)
{
    SDL_FPoint pts[ROUND_MAX];
    int n = round_points(radius);
    for (int i = 0; i < n; i++) {
        float a = (float)(2 * M_PI) * (float)i / (float)n;
        pts[i] = (SDL_FPoint){cx + radius * cosf(a), cy + radius * sinf(a)};
    }
    ctm_mesh_poly(pts, n, c);
}

/* A segment with round ends, `width` across, as one convex outline (so a
 * translucent one is blended once everywhere). */
void ctm_mesh_capsule(SDL_FPoint a, SDL_FPoint b, float width, mm_rgba c)
{
    float dx = b.x - a.x, dy = b.y - a.y, len = sqrtf(dx * dx + dy * dy), r = width / 2;
    if (len < 1e-3f) {
        ctm_mesh_disc(a.x, a.y, r, c);
        return;
    }
    SDL_FPoint pts[ROUND_MAX + 2];
    int half = round_points(r) / 2;
    float base = atan2f(dy, dx);
    int n = 0;
    /* Around b's end (from one side to the other), then around a's. */
    for (int i = 0; i <= half; i++) {
        float t = base - (float)(M_PI / 2) + (float)M_PI * (float)i / (float)half;
        pts[n++] = (SDL_FPoint){b.x + r * cosf(t), b.y + r * sinf(t)};
    }
    for (int i = 0; i <= half; i++) {
        float t = base + (float)(M_PI / 2) + (float)M_PI * (float)i / (float)half;
        pts[n++] = (SDL_FPoint){a.x + r * cosf(t), a.y + r * sinf(t)};
    }
    ctm_mesh_poly(pts, n, c);
}

void ctm_mesh_line(SDL_FPoint a, SDL_FPoint b, float width, mm_rgba c)
{
    float dx = b.x - a.x, dy = b.y - a.y, len = sqrtf(dx * dx + dy * dy);
    if (len <= 0)
        return;
    float nx = -dy / len * width / 2, ny = dx / len * width / 2;
    SDL_FPoint pts[4] = {
        {a.x + nx, a.y + ny}, {b.x + nx, b.y + ny}, {b.x - nx, b.y - ny}, {a.x - nx, a.y - ny}};
    ctm_mesh_poly(pts, 4, c);
}
