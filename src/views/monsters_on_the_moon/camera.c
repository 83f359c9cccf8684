/* SPDX-License-Identifier: MIT */
/* Monsters on the Moon's table: the camera over the unbounded layout.
 * Dragging empty space pans, the wheel zooms in steps about the pointer, and
 * the table fits itself to the window when cards are added. */
#include <math.h>

#include "motm_view.h"

/* Cell sizes in logical units: discrete, so the art is rasterized at a few
 * sizes only. */
static const float zoom_steps[] = {18, 20, 22, 24, 27, 30, 33, 36, 40, 44, 48, 53,
                                   58, 64, 70, 77, 84, 92, 100, 109, 118};
#define NZOOM ((int)(sizeof zoom_steps / sizeof zoom_steps[0]))

void motm_layout_rects(motm_view *v)
{
    SDL_FRect a = v->area;
    const motm_state *s = motm_view_state(v);
    bool solo = s && s->solo;
    v->tv = mm_ui_tv(v->app);
    /* The play scene's move log keeps the bottom left corner. */
    v->log = mm_ui_log_area(v->app);
    /* The TV layout's lengths are for a 16:9 window; a taller one (4:3) has
     * larger text (the type scale follows the height), so they grow too. */
    v->k = v->tv ? fmaxf(1, v->app->gfx.lh / 900) : 1;
    if (v->tv) {
        v->panel_w = 470 * v->k;
        v->track_h = (solo ? 76 : 104) * v->k;
        v->hand_h = 236 * v->k;
        v->sheet_w = 560 * v->k;
    } else {
        v->panel_w = 380;
        v->track_h = solo ? 56 : 78;
        v->hand_h = 170;
        v->sheet_w = 470;
    }
    float left = v->sheet ? v->sheet_w : 0;
    v->board = mm_rect(a.x + left, a.y + v->track_h, a.w - v->panel_w - left,
                       a.h - v->track_h - v->hand_h);
}

float motm_cell_size(const motm_view *v)
{
    int z = v->cam.zoom < 0 ? 0 : v->cam.zoom >= NZOOM ? NZOOM - 1 : v->cam.zoom;
    return zoom_steps[z];
}

SDL_FPoint motm_to_screen(const motm_view *v, float wx, float wy)
{
    float cs = motm_cell_size(v);
    return (SDL_FPoint){v->board.x + v->board.w / 2 + (wx - v->cam.cx) * cs,
                        v->board.y + v->board.h / 2 + (wy - v->cam.cy) * cs};
}

void motm_to_world(const motm_view *v, float sx, float sy, float *wx, float *wy)
{
    float cs = motm_cell_size(v);
    *wx = v->cam.cx + (sx - v->board.x - v->board.w / 2) / cs;
    *wy = v->cam.cy + (sy - v->board.y - v->board.h / 2) / cs;
}

SDL_FRect motm_cell_rect(const motm_view *v, int x, int y)
{
    float cs = motm_cell_size(v);
    SDL_FPoint p = motm_to_screen(v, (float)x, (float)y);
    return mm_rect(p.x, p.y, cs, cs);
}

/* The layout's box in cells (x1, y1 exclusive); an empty layout is a card. */
static void layout_box(const motm_view *v, float *x0, float *y0, float *x1, float *y1)
{
    int a, b, c, d;
    if (!motm_layout_bounds(motm_view_state(v), &a, &b, &c, &d)) {
        a = 0, b = 0, c = 2, d = 1;
    }
    *x0 = (float)a, *y0 = (float)b, *x1 = (float)c + 1, *y1 = (float)d + 1;
}

void motm_cam_fit(motm_view *v)
{
    float x0, y0, x1, y1;
    layout_box(v, &x0, &y0, &x1, &y1);
    /* Never bigger than a comfortable size, even for a tiny layout. Free
     * cells around the layout, room to lay a card beside it; the TV
     * layout frames it tightly and zooms in. */
    float margin = v->tv ? 1.5f : 2.5f;
    float w = x1 - x0 + 2 * margin, h = y1 - y0 + 2 * margin;
    int z = 0;
    for (int i = NZOOM - 1; i >= 0; i--) {
        if (w * zoom_steps[i] <= v->board.w && h * zoom_steps[i] <= v->board.h &&
            zoom_steps[i] <= (v->tv ? 100 : 84)) {
            z = i;
            break;
        }
    }
    v->cam.zoom = z;
    v->cam.cx = (x0 + x1) / 2;
    v->cam.cy = (y0 + y1) / 2;
    v->cam.user_moved = false;
    v->cam.placed = true;
}

bool motm_cam_layout_visible(const motm_view *v)
{
    float x0, y0, x1, y1;
    layout_box(v, &x0, &y0, &x1, &y1);
    SDL_FPoint a = motm_to_screen(v, x0 - 1, y0 - 1), b = motm_to_screen(v, x1 + 1, y1 + 1);
    return a.x >= v->board.x && a.y >= v->board.y && b.x <= v->board.x + v->board.w &&
           b.y <= v->board.y + v->board.h;
}

void motm_cam_zoom(motm_view *v, int steps, float sx, float sy)
{
    float wx, wy;
    motm_to_world(v, sx, sy, &wx, &wy);
    int z = v->cam.zoom + steps;
    if (z < 0)
        z = 0;
    if (z >= NZOOM)
        z = NZOOM - 1;
    if (z == v->cam.zoom)
        return;
    v->cam.zoom = z;
    /* Keep the world point under the pointer where it is. */
    float cs = motm_cell_size(v);
    v->cam.cx = wx - (sx - v->board.x - v->board.w / 2) / cs;
    v->cam.cy = wy - (sy - v->board.y - v->board.h / 2) / cs;
    v->cam.user_moved = true;
}
