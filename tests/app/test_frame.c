/* SPDX-License-Identifier: MIT */
/* Without a GPU frame.c draws a picture turned by quarter turns from a copy
 * turned once (see turned_picture): it must give the very pixels SDL's own
 * turned draw gives, see-through edges included, at any size, place,
 * modulation and clip, on the window (no alpha) and on a layer's picture
 * (alpha); other angles, left to SDL, too. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "blend.h"
#include "frame.h"
#include "test_support.h"

enum { W = 160, H = 120 };

static Uint32 noise(Uint32 *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 17;
    *s ^= *s << 5;
    return *s;
}

/* A picture with an opaque middle, see-through edges fading out, and fully
 * see-through pixels whose colours are not black (SDL keeps them). */
static SDL_Texture *picture(SDL_Renderer *r, int w, int h, Uint32 seed)
{
    SDL_Texture *t =
        SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STREAMING, w, h);
    assert_non_null(t);
    SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear);
    void *px;
    int pitch;
    assert_int_equal(SDL_LockTexture(t, NULL, &px, &pitch), 0);
    for (int y = 0; y < h; y++) {
        Uint32 *row = (Uint32 *)(void *)((Uint8 *)px + (size_t)y * (size_t)pitch);
        for (int x = 0; x < w; x++) {
            int edge = SDL_min(SDL_min(x, w - 1 - x), SDL_min(y, h - 1 - y));
            Uint32 a = edge >= 4 ? 255 : edge == 0 ? 0 : (Uint32)(edge * 60 + (noise(&seed) & 15));
            row[x] = a << 24 | (noise(&seed) & 0xffffff);
        }
    }
    SDL_UnlockTexture(t);
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    return t;
}

static void fill_noise(SDL_Surface *s, Uint32 seed)
{
    for (int y = 0; y < s->h; y++) {
        Uint32 *row = (Uint32 *)(void *)((Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch);
        for (int x = 0; x < s->w; x++)
            row[x] = noise(&seed);
    }
}

typedef struct turn_case {
    int pw, ph;    /* the picture's pixels */
    SDL_FRect dst; /* where it goes */
    double angle;
    SDL_Color mod;
    bool clipped;
    SDL_Rect clip;
} turn_case;

/* Draws `c` straight with SDL and through a frame list onto the same
 * background; returns the number of differing pixels. */
static long differing(Uint32 format, const turn_case *c, int k)
{
    SDL_Surface *direct = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, format);
    SDL_Surface *listed = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, format);
    assert_non_null(direct);
    assert_non_null(listed);
    fill_noise(direct, 7u + (Uint32)k);
    fill_noise(listed, 7u + (Uint32)k);

    SDL_Renderer *r = SDL_CreateSoftwareRenderer(direct);
    assert_non_null(r);
    SDL_Texture *t = picture(r, c->pw, c->ph, 99u + (Uint32)k);
    SDL_RenderSetClipRect(r, c->clipped ? &c->clip : NULL);
    SDL_SetTextureColorMod(t, c->mod.r, c->mod.g, c->mod.b);
    SDL_SetTextureAlphaMod(t, c->mod.a);
    SDL_RenderCopyExF(r, t, NULL, &c->dst, c->angle, NULL, SDL_FLIP_NONE);
    SDL_RenderFlush(r);
    SDL_DestroyTexture(t);
    SDL_DestroyRenderer(r);

    r = SDL_CreateSoftwareRenderer(listed);
    assert_non_null(r);
    t = picture(r, c->pw, c->ph, 99u + (Uint32)k);
    mm_frame *f = mm_frame_new(r, NULL, false);
    assert_non_null(f);
    /* Twice: the second frame draws from the kept turned picture. */
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 1)
            fill_noise(listed, 7u + (Uint32)k);
        mm_frame_begin(f, W, H);
        mm_frame_clip(f, c->clipped ? &c->clip : NULL);
        mm_frame_copy(f, t, 1, NULL, c->dst, c->angle, c->mod, SDL_BLENDMODE_BLEND);
        mm_frame_end(f);
        SDL_RenderFlush(r);
    }
    mm_frame_free(f);
    SDL_DestroyTexture(t);
    SDL_DestroyRenderer(r);

    long bad = 0;
    for (int y = 0; y < H; y++)
        bad +=
            memcmp((Uint8 *)direct->pixels + (size_t)y * (size_t)direct->pitch,
                   (Uint8 *)listed->pixels + (size_t)y * (size_t)listed->pitch, (size_t)W * 4) != 0;
    SDL_FreeSurface(direct);
    SDL_FreeSurface(listed);
    return bad;
}

static void check_turns(Uint32 format)
{
    static const double angles[] = {90, 180, 270, -90, 450, 37.5, 12.25, -121.3, 359.9};
    static const SDL_Color mods[] = {
        {255, 255, 255, 255}, {255, 255, 255, 140}, {250, 200, 90, 255}, {120, 255, 60, 77}};
    int k = 0;
    long total = 0;
    for (size_t a = 0; a < sizeof angles / sizeof *angles; a++) {
        for (int m = 0; m < 4; m++) {
            for (int v = 0; v < 4; v++, k++) {
                turn_case c = {0};
                c.pw = v % 2 ? 37 : 48;
                c.ph = v < 2 ? 23 : 48;
                /* Fractional and negative places, the size given fractionally
                 * too (SDL turns about the given size's middle). */
                c.dst = (SDL_FRect){v == 3 ? -9.75f : 20.4f + (float)v * 11.3f,
                                    v == 2 ? -6.5f : 30.7f - (float)m * 3.1f, (float)c.pw + 0.6f,
                                    (float)c.ph + 0.3f};
                c.angle = angles[a];
                c.mod = mods[m];
                c.clipped = (k % 3) == 1;
                c.clip = (SDL_Rect){25 + v * 3, 28, 33, 21};
                long bad = differing(format, &c, k);
                if (bad)
                    fprintf(stderr, "angle %g, %dx%d at %g,%g, mod %d: %ld rows differ\n", c.angle,
                            c.pw, c.ph, (double)c.dst.x, (double)c.dst.y, m, bad);
                total += bad;
            }
        }
    }
    assert_int_equal(total, 0);
}

static void test_turned_pictures_match_sdl_on_the_window(void **state)
{
    (void)state;
    check_turns(SDL_PIXELFORMAT_RGB888);
}

static void test_turned_pictures_match_sdl_on_a_layer(void **state)
{
    (void)state;
    check_turns(SDL_PIXELFORMAT_ARGB8888);
}

/* A see-through fill blended straight into an XRGB8888 surface (the window
 * without a GPU) or an ARGB8888 one (a layer's picture) gives SDL's pixels,
 * for every alpha, over every channel value (the alpha channel's too), with
 * widths that leave the four-pixel steps a rest. */
static void check_fills(Uint32 format)
{
    enum { FW = 67, FH = 16 };
    SDL_Surface *direct = SDL_CreateRGBSurfaceWithFormat(0, FW, FH, 32, format);
    SDL_Surface *ours = SDL_CreateRGBSurfaceWithFormat(0, FW, FH, 32, format);
    assert_non_null(direct);
    assert_non_null(ours);
    assert_true(mm_blend_fits(ours));
    SDL_Renderer *r = SDL_CreateSoftwareRenderer(direct);
    assert_non_null(r);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    Uint32 seed = 12345;
    long bad = 0;
    for (int a = 0; a < 256; a++) {
        /* Every channel value below the fill: the rows count them through. */
        for (int y = 0; y < FH; y++) {
            Uint32 *d =
                (Uint32 *)(void *)((Uint8 *)direct->pixels + (size_t)y * (size_t)direct->pitch);
            for (int x = 0; x < FW; x++) {
                Uint32 v = (Uint32)(y * FW + x + a) & 0xff;
                d[x] = ((v * 13 + 5) & 0xff) << 24 | v << 16 | (255 - v) << 8 | (v * 7 & 0xff);
            }
        }
        for (int y = 0; y < FH; y++)
            memcpy((Uint8 *)ours->pixels + (size_t)y * (size_t)ours->pitch,
                   (Uint8 *)direct->pixels + (size_t)y * (size_t)direct->pitch, (size_t)FW * 4);
        SDL_Color c = {(Uint8)noise(&seed), (Uint8)noise(&seed), (Uint8)noise(&seed), (Uint8)a};
        SDL_Rect rect = {a % 5, a % 3, FW - a % 5 - a % 7, FH - a % 3};
        SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
        SDL_RenderFillRect(r, &rect);
        SDL_RenderFlush(r);
        mm_blend_fill(ours, rect, c);
        for (int y = 0; y < FH; y++)
            for (int x = 0; x < FW; x++) {
                Uint32 p = ((Uint32 *)(void *)((Uint8 *)direct->pixels +
                                               (size_t)y * (size_t)direct->pitch))[x];
                Uint32 q = ((Uint32 *)(void *)((Uint8 *)ours->pixels +
                                               (size_t)y * (size_t)ours->pitch))[x];
                bad += p != q;
            }
    }
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(direct);
    SDL_FreeSurface(ours);
    assert_int_equal(bad, 0);
}

static void test_blended_fills_match_sdl_on_the_window(void **state)
{
    (void)state;
    check_fills(SDL_PIXELFORMAT_RGB888);
}

static void test_blended_fills_match_sdl_on_a_layer(void **state)
{
    (void)state;
    check_fills(SDL_PIXELFORMAT_ARGB8888);
}

/* A layer drawn by frame.c itself (its pictures streaming, see
 * canvas_fits) gives the pixels SDL gives drawing the same commands into a
 * picture to draw on: fills written and blended, pictures straight, in part,
 * modulated, turned by quarter turns, clipped, and reaching past the layer. */
typedef struct layer_copy {
    int pic;          /* 0: 37x23, 1: 48x48 */
    bool part;
    SDL_Rect src;
    SDL_FRect dst;    /* window pixels */
    double angle;
    SDL_Color mod;
} layer_copy;

static const SDL_Rect layer_area = {30, 20, 100, 80};
static const SDL_Rect layer_clip = {45, 28, 50, 55};

static const layer_copy layer_copies[] = {
    {0, false, {0}, {40.3f, 30.8f, 37.2f, 23.9f}, 0, {250, 200, 90, 255}},
    {1, true, {5, 7, 20, 30}, {70.9f, 50.2f, 20.5f, 30.1f}, 0, {255, 255, 255, 140}},
    {0, false, {0}, {60.4f, 40.6f, 37.6f, 23.3f}, 90, {120, 255, 60, 77}},
    {1, false, {0}, {110.0f, 70.5f, 48.0f, 48.0f}, 180, {255, 255, 255, 255}},
    {1, false, {0}, {20.7f, 60.2f, 48.3f, 48.0f}, -90, {255, 90, 255, 200}},
    {0, false, {0}, {32.0f, 75.0f, 37.0f, 23.0f}, 360, {255, 255, 255, 255}},
};

static const SDL_Color solid = {20, 40, 60, 255}, veil = {200, 100, 50, 90},
                       clear_ink = {10, 220, 130, 100};
static const SDL_FRect solid_r = {30, 20, 100, 80}, veil_r = {35.5f, 25.2f, 60.7f, 30.9f},
                       ink_r = {50.2f, 60.9f, 30.3f, 12.6f};
enum { NCOPIES = (int)(sizeof layer_copies / sizeof *layer_copies) };

/* The layer's commands: fills, copies (every other one clipped) and a fill
 * in `ink` that replaces what is below it. */
static void layer_commands(mm_frame *f, SDL_Texture *const *pics, SDL_Color ink)
{
    mm_frame_fill(f, solid_r, solid, false);
    mm_frame_fill(f, veil_r, veil, false);
    for (int k = 0; k < NCOPIES; k++) {
        const layer_copy *c = &layer_copies[k];
        mm_frame_clip(f, k % 2 ? &layer_clip : NULL);
        mm_frame_copy(f, pics[c->pic], 1u + (Uint64)c->pic, c->part ? &c->src : NULL, c->dst,
                      c->angle, c->mod, SDL_BLENDMODE_BLEND);
    }
    mm_frame_clip(f, &layer_clip);
    mm_frame_fill(f, ink_r, ink, true);
    mm_frame_clip(f, NULL);
}

/* The layer's commands through a frame list (drawing straight into `on`
 * when given, see mm_frame_set_surface), the layer shown at `dst`, frame
 * after frame over the same background until it shows. */
static bool show_layer(SDL_Renderer *r, SDL_Surface *window, SDL_Surface *on,
                       SDL_Texture *const *pics, SDL_Rect dst)
{
    mm_frame *f = mm_frame_new(r, NULL, false);
    assert_non_null(f);
    mm_frame_set_surface(f, on);
    bool shown = false;
    for (int frame = 0; frame < 12 && !shown; frame++) {
        fill_noise(window, 5);
        mm_frame_begin(f, W, H);
        mm_frame_layer_begin(f, layer_area);
        layer_commands(f, pics, clear_ink);
        shown = mm_frame_layer_end(f, dst);
        mm_frame_end(f);
        SDL_RenderFlush(r);
    }
    mm_frame_free(f);
    return shown;
}

static long rows_differing(const SDL_Surface *a, const SDL_Surface *b)
{
    long bad = 0;
    for (int y = 0; y < H; y++)
        bad += memcmp((const Uint8 *)a->pixels + (size_t)y * (size_t)a->pitch,
                      (const Uint8 *)b->pixels + (size_t)y * (size_t)b->pitch, (size_t)W * 4) != 0;
    return bad;
}

static void test_layer_drawn_by_frame_matches_sdl(void **state)
{
    (void)state;
    SDL_Surface *direct = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_RGB888);
    SDL_Surface *listed = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_RGB888);
    assert_non_null(direct);
    assert_non_null(listed);
    fill_noise(direct, 5);
    fill_noise(listed, 5);

    /* SDL draws the commands, moved by the layer's place, into a picture. */
    SDL_Renderer *r = SDL_CreateSoftwareRenderer(direct);
    assert_non_null(r);
    SDL_Texture *pics[2] = {picture(r, 37, 23, 3), picture(r, 48, 48, 4)};
    SDL_Texture *layer = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET,
                                           layer_area.w, layer_area.h);
    assert_non_null(layer);
    assert_int_equal(SDL_SetRenderTarget(r, layer), 0);
    SDL_SetRenderDrawColor(r, 0, 0, 0, 0);
    SDL_RenderClear(r);
    float ox = (float)layer_area.x, oy = (float)layer_area.y;
    SDL_Rect whole = {0, 0, layer_area.w, layer_area.h},
             clip = {layer_clip.x - layer_area.x, layer_clip.y - layer_area.y, layer_clip.w,
                     layer_clip.h};
    SDL_RenderSetClipRect(r, &whole);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(r, solid.r, solid.g, solid.b, solid.a);
    SDL_FRect moved = {solid_r.x - ox, solid_r.y - oy, solid_r.w, solid_r.h};
    SDL_RenderFillRectF(r, &moved);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(r, veil.r, veil.g, veil.b, veil.a);
    moved = (SDL_FRect){veil_r.x - ox, veil_r.y - oy, veil_r.w, veil_r.h};
    SDL_RenderFillRectF(r, &moved);
    for (int k = 0; k < NCOPIES; k++) {
        const layer_copy *c = &layer_copies[k];
        SDL_RenderSetClipRect(r, k % 2 ? &clip : &whole);
        SDL_SetTextureColorMod(pics[c->pic], c->mod.r, c->mod.g, c->mod.b);
        SDL_SetTextureAlphaMod(pics[c->pic], c->mod.a);
        moved = (SDL_FRect){c->dst.x - ox, c->dst.y - oy, c->dst.w, c->dst.h};
        SDL_RenderCopyExF(r, pics[c->pic], c->part ? &c->src : NULL, &moved, c->angle, NULL,
                          SDL_FLIP_NONE);
    }
    SDL_RenderSetClipRect(r, &clip);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(r, clear_ink.r, clear_ink.g, clear_ink.b, clear_ink.a);
    moved = (SDL_FRect){ink_r.x - ox, ink_r.y - oy, ink_r.w, ink_r.h};
    SDL_RenderFillRectF(r, &moved);
    SDL_SetRenderTarget(r, NULL);
    SDL_RenderSetClipRect(r, NULL);
    SDL_SetTextureBlendMode(layer, SDL_BLENDMODE_BLEND);
    SDL_RenderCopy(r, layer, NULL, &layer_area);
    SDL_RenderFlush(r);
    SDL_DestroyTexture(layer);
    SDL_DestroyTexture(pics[0]);
    SDL_DestroyTexture(pics[1]);
    SDL_DestroyRenderer(r);

    /* The same through a frame list's layer, frame after frame until it
     * shows (a new layer is drawn over a few frames). */
    r = SDL_CreateSoftwareRenderer(listed);
    assert_non_null(r);
    pics[0] = picture(r, 37, 23, 3);
    pics[1] = picture(r, 48, 48, 4);
    assert_true(show_layer(r, listed, NULL, pics, layer_area));
    SDL_DestroyTexture(pics[0]);
    SDL_DestroyTexture(pics[1]);
    SDL_DestroyRenderer(r);

    long bad = rows_differing(direct, listed);
    SDL_FreeSurface(direct);
    SDL_FreeSurface(listed);
    assert_int_equal(bad, 0);
}

/* A layer shown scaled (a glide) and blended straight into the window
 * surface gives the pixels SDL gives scaling it into a picture of its own
 * and blending that over the window, larger and smaller, reaching past the
 * window's edges. */
static void test_scaled_layer_matches_sdl(void **state)
{
    (void)state;
    static const SDL_Rect dsts[] = {
        {12, 9, 131, 97}, {40, 30, 61, 47}, {-20, 50, 150, 110}, {30, 20, 100, 80}};
    long total = 0;
    for (size_t k = 0; k < sizeof dsts / sizeof *dsts; k++) {
        SDL_Surface *by_sdl = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_RGB888);
        SDL_Surface *direct = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_RGB888);
        assert_non_null(by_sdl);
        assert_non_null(direct);
        SDL_Surface *on[2] = {by_sdl, direct};
        for (int way = 0; way < 2; way++) {
            SDL_Renderer *r = SDL_CreateSoftwareRenderer(on[way]);
            assert_non_null(r);
            SDL_Texture *pics[2] = {picture(r, 37, 23, 3), picture(r, 48, 48, 4)};
            assert_true(show_layer(r, on[way], way ? on[way] : NULL, pics, dsts[k]));
            SDL_DestroyTexture(pics[0]);
            SDL_DestroyTexture(pics[1]);
            SDL_DestroyRenderer(r);
        }
        long bad = rows_differing(by_sdl, direct);
        if (bad)
            fprintf(stderr, "layer scaled to %dx%d at %d,%d: %ld rows differ\n", dsts[k].w,
                    dsts[k].h, dsts[k].x, dsts[k].y, bad);
        total += bad;
        SDL_FreeSurface(by_sdl);
        SDL_FreeSurface(direct);
    }
    assert_int_equal(total, 0);
}

/* The frame at a glide's end takes the layer's area from the layout at rest
 * drawn during the glide (mm_frame_rest_shown): it must give the very pixels
 * of the same commands drawn whole, also when the layer changed during the
 * glide, and a frame whose commands differ from it must draw them. */
static SDL_Texture *ground(SDL_Renderer *r)
{
    SDL_Texture *t =
        SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STREAMING, W, H);
    assert_non_null(t);
    void *px;
    int pitch;
    Uint32 seed = 11;
    assert_int_equal(SDL_LockTexture(t, NULL, &px, &pitch), 0);
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            ((Uint32 *)(void *)((Uint8 *)px + (size_t)y * (size_t)pitch))[x] =
                0xff000000u | (noise(&seed) & 0xffffff);
    SDL_UnlockTexture(t);
    return t;
}

/* One frame: the ground written, the layout (in a layer shown at `dst` when
 * `glide`), a veil over part of it drawn after. */
static bool rest_frame(mm_frame *f, SDL_Texture *bg, SDL_Texture *const *pics, SDL_Color ink,
                       bool glide, SDL_Rect dst)
{
    static const SDL_Color white = {255, 255, 255, 255}, over = {90, 10, 200, 120};
    bool shown = false;
    mm_frame_begin(f, W, H);
    mm_frame_copy(f, bg, 9, NULL, (SDL_FRect){0, 0, W, H}, 0, white, SDL_BLENDMODE_NONE);
    if (glide)
        mm_frame_layer_begin(f, layer_area);
    layer_commands(f, pics, ink);
    if (glide)
        shown = mm_frame_layer_end(f, dst);
    mm_frame_fill(f, (SDL_FRect){10.5f, 70.2f, 90.4f, 40.7f}, over, false);
    mm_frame_end(f);
    return shown;
}

/* A glide of `frames` frames towards the layer's place, its ink changed
 * halfway, then the frame at rest with `last_ink`, on `on`; whether that
 * frame took the layout at rest. */
static bool glide_then_rest(SDL_Surface *on, int frames, SDL_Color last_ink)
{
    static const SDL_Color ink2 = {240, 30, 30, 255};
    SDL_Renderer *r = SDL_CreateSoftwareRenderer(on);
    assert_non_null(r);
    SDL_Texture *pics[2] = {picture(r, 37, 23, 3), picture(r, 48, 48, 4)}, *bg = ground(r);
    mm_frame *f = mm_frame_new(r, NULL, false);
    assert_non_null(f);
    mm_frame_set_surface(f, on);
    for (int k = 0; k < frames; k++) {
        float t = (float)k / (float)frames;
        SDL_Rect dst = {12 + (int)(18 * t), 9 + (int)(11 * t), 131 - (int)(31 * t),
                        97 - (int)(17 * t)};
        rest_frame(f, bg, pics, k < frames / 2 ? clear_ink : ink2, true, dst);
        SDL_RenderFlush(r);
    }
    rest_frame(f, bg, pics, last_ink, false, (SDL_Rect){0, 0, 0, 0});
    SDL_RenderFlush(r);
    bool rest = mm_frame_rest_shown(f);
    mm_frame_free(f);
    SDL_DestroyTexture(pics[0]);
    SDL_DestroyTexture(pics[1]);
    SDL_DestroyTexture(bg);
    SDL_DestroyRenderer(r);
    return rest;
}

static void test_layout_at_rest_matches_whole_frame(void **state)
{
    (void)state;
    static const SDL_Color ink2 = {240, 30, 30, 255}, ink3 = {30, 240, 30, 255};
    const SDL_Color last[2] = {ink2, ink3};
    for (int way = 0; way < 2; way++) {
        SDL_Surface *glided = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_RGB888);
        SDL_Surface *whole = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_RGB888);
        assert_non_null(glided);
        assert_non_null(whole);
        fill_noise(glided, 5);
        fill_noise(whole, 7);
        /* The same ink as the glide's end: taken from the layout at rest;
         * another: drawn. */
        assert_int_equal(glide_then_rest(glided, 30, last[way]), way == 0);
        assert_false(glide_then_rest(whole, 0, last[way]));
        long bad = rows_differing(glided, whole);
        SDL_FreeSurface(glided);
        SDL_FreeSurface(whole);
        assert_int_equal(bad, 0);
    }
}

int main(void)
{
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_turned_pictures_match_sdl_on_the_window),
        cmocka_unit_test(test_turned_pictures_match_sdl_on_a_layer),
        cmocka_unit_test(test_blended_fills_match_sdl_on_the_window),
        cmocka_unit_test(test_blended_fills_match_sdl_on_a_layer),
        cmocka_unit_test(test_layer_drawn_by_frame_matches_sdl),
        cmocka_unit_test(test_scaled_layer_matches_sdl),
        cmocka_unit_test(test_layout_at_rest_matches_whole_frame),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
