/* SPDX-License-Identifier: MIT */
/* Catch the Moon: the ladder set and the cloud's sockets.
 *
 * Thirty wooden ladders: three straight start ladders and 27 skewed ones,
 * each a rail bent once at its own point by its own angle, with rungs every
 * RUNG_GAP centimetres (some rungs missing). The game sees each ladder edge-on:
 * the rail is a thin line and the rungs are pegs that stick out past it. */
#include <assert.h>
#include <math.h>
#include <pthread.h>

#include "monstermoon/games/catch_the_moon.h"

#define RUNG_FIRST 1.0 /* first rung above the foot */
#define RUNG_GAP 2.4
#define RUNG_END 0.6      /* no rung closer than this to the top */
#define RAIL_DENSITY 0.55 /* grams per centimetre of both rails */
#define PEG_MASS 0.25

/* Lower straight part, upper part, the bend between them (degrees, positive
 * bends to the left) and rungs left out (bit k = the k-th rung from the foot). */
typedef struct spec {
    double lower, upper, bend;
    unsigned missing;
} spec;

static const spec specs[CTM_NLADDERS] = {
    /* The three straight start ladders. */
    {14, 0, 0, 0},
    {14, 0, 0, 0},
    {14, 0, 0, 0},
    /* The 27 skewed ones: short and long, bent low or high, gently or hard. */
    {5, 7, 18, 0},
    {7, 5, -22, 0},
    {4, 9, 12, 0},
    {9, 4, -30, 0},
    {6, 6, 35, 0},
    {3, 10, -15, 0},
    {10, 3, 25, 0},
    {8, 8, -10, 0},
    {5, 5, 28, 0},
    {6, 9, -18, 0x2},
    {11, 5, 14, 0},
    {4, 6, -32, 0},
    {7, 7, 22, 0x4},
    {9, 6, -26, 0},
    {5, 11, 9, 0},
    {6, 4, -38, 0},
    {12, 4, 20, 0x8},
    {3, 8, 30, 0x2},
    {8, 3, -34, 0},
    {7, 10, 16, 0},
    {4, 4, -26, 0},
    {10, 7, -12, 0x8},
    {6, 8, 40, 0},
    {9, 9, 6, 0x10},
    {5, 7, -44, 0},
    {8, 6, 24, 0x4},
    {7, 4, -16, 0},
};

static ctm_ladder_def defs[CTM_NLADDERS];
static pthread_once_t defs_once = PTHREAD_ONCE_INIT;

/* The point at arc length `s` along a polyline. */
static ctm_vec along(const ctm_vec *pts, int n, double s)
{
    for (int i = 0; i + 1 < n; i++) {
        double dx = pts[i + 1].x - pts[i].x, dy = pts[i + 1].y - pts[i].y;
        double len = sqrt(dx * dx + dy * dy);
        if (s <= len || i + 2 == n) {
            double t = len > 0 ? s / len : 0;
            return (ctm_vec){pts[i].x + dx * t, pts[i].y + dy * t};
        }
        s -= len;
    }
    return pts[n - 1];
}

static void build(ctm_ladder_def *d, const spec *sp)
{
    ctm_vec pts[CTM_RAIL_MAX];
    int n = 0;
    pts[n++] = (ctm_vec){0, 0};
    pts[n++] = (ctm_vec){0, sp->lower};
    if (sp->upper > 0) {
        double b = sp->bend * M_PI / 180;
        pts[n] = (ctm_vec){pts[1].x - sin(b) * sp->upper, pts[1].y + cos(b) * sp->upper};
        n++;
    }
    d->straight = sp->upper == 0;
    d->length = sp->lower + sp->upper;
    d->nrail = n;
    d->nrung = 0;
    ctm_vec rungs[CTM_RUNG_MAX];
    int k = 0;
    for (double s = RUNG_FIRST; s <= d->length - RUNG_END && k < CTM_RUNG_MAX; s += RUNG_GAP, k++)
        if (!(sp->missing & (1u << k)))
            rungs[d->nrung++] = along(pts, n, s);

    /* Centre of mass of rails and pegs; the ladder's frame is centred on it. */
    double mass = 0, cx = 0, cy = 0;
    for (int i = 0; i + 1 < n; i++) {
        double len = hypot(pts[i + 1].x - pts[i].x, pts[i + 1].y - pts[i].y);
        double m = len * RAIL_DENSITY;
        mass += m;
        cx += m * (pts[i].x + pts[i + 1].x) / 2;
        cy += m * (pts[i].y + pts[i + 1].y) / 2;
    }
    for (int i = 0; i < d->nrung; i++) {
        mass += PEG_MASS;
        cx += PEG_MASS * rungs[i].x;
        cy += PEG_MASS * rungs[i].y;
    }
    cx /= mass;
    cy /= mass;
    double moment = 0;
    for (int i = 0; i < n; i++)
        d->rail[i] = (ctm_vec){pts[i].x - cx, pts[i].y - cy};
    for (int i = 0; i < d->nrung; i++)
        d->rung[i] = (ctm_vec){rungs[i].x - cx, rungs[i].y - cy};
    for (int i = 0; i + 1 < n; i++) {
        ctm_vec a = d->rail[i], b = d->rail[i + 1];
        double len = hypot(b.x - a.x, b.y - a.y), m = len * RAIL_DENSITY;
        double mx = (a.x + b.x) / 2, my = (a.y + b.y) / 2;
        moment += m * (len * len / 12 + mx * mx + my * my);
    }
    for (int i = 0; i < d->nrung; i++)
        moment += PEG_MASS * (d->rung[i].x * d->rung[i].x + d->rung[i].y * d->rung[i].y +
                              CTM_PEG_RADIUS * CTM_PEG_RADIUS / 2);
    d->mass = mass;
    d->moment = moment;
}

static void build_all(void)
{
    for (int i = 0; i < CTM_NLADDERS; i++)
        build(&defs[i], &specs[i]);
}

const ctm_ladder_def *ctm_ladder(int id)
{
    assert(id >= 0 && id < CTM_NLADDERS && "ctm_ladder: ladder ids are 0..29");
    pthread_once(&defs_once, build_all);
    return &defs[id];
}

ctm_vec ctm_to_world(ctm_pose pose, ctm_vec local)
{
    double c = cos(pose.a), s = sin(pose.a);
    return (ctm_vec){pose.x + c * local.x - s * local.y, pose.y + s * local.x + c * local.y};
}

void ctm_extent(int ladder, ctm_pose pose, double *bottom, double *top)
{
    const ctm_ladder_def *d = ctm_ladder(ladder);
    double lo = 1e300, hi = -1e300;
    for (int i = 0; i < d->nrail; i++) {
        double y = ctm_to_world(pose, d->rail[i]).y;
        lo = fmin(lo, y - CTM_RAIL_RADIUS);
        hi = fmax(hi, y + CTM_RAIL_RADIUS);
    }
    for (int i = 0; i < d->nrung; i++) {
        double y = ctm_to_world(pose, d->rung[i]).y;
        lo = fmin(lo, y - CTM_PEG_RADIUS);
        hi = fmax(hi, y + CTM_PEG_RADIUS);
    }
    *bottom = lo;
    *top = hi;
}

/* Four sockets along the cloud's crest, each slanted a little towards the
 * middle so that any two start ladders stand clear of each other. */
static const ctm_socket sockets[CTM_NSOCKETS] = {
    {{-7.5, 6.6}, -8 * M_PI / 180},
    {{-2.5, 7.6}, -3 * M_PI / 180},
    {{2.5, 7.6}, 3 * M_PI / 180},
    {{7.5, 6.6}, 8 * M_PI / 180},
};

const ctm_socket *ctm_socket_at(int index)
{
    assert(index >= 0 && index < CTM_NSOCKETS && "ctm_socket_at: sockets are 0..3");
    return &sockets[index];
}
