/* SPDX-License-Identifier: MIT */
/* Monsters on the Run table: drawing. Every number a player must read (the
 * planets' numbers, what each monster and each bet would score now, the
 * cards left) sits on a badge of the interface's badge size; monsters are
 * told apart by their figures, players by name and seat number, never by
 * colour alone. Parts of the table that the last move changes show the
 * state before it until its animation gets there. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "focus.h"
#include "monstermoon/i18n.h"
#include "mor_view.h"

static const mm_rgba NIGHT_INK = {16, 10, 36, 255};
static const mm_rgba NEWS = {120, 230, 255, 255};

/* A seat's number on a white badge: the same in its panel and on whatever
 * its last move changed. */
void morv_seat_badge_in(mor_view *v, int seat, SDL_FRect r)
{
    char n[16];
    snprintf(n, sizeof n, "%d", seat + 1);
    mm_table_badge_in(v->app, r, n, MM_PAPER, NIGHT_INK);
}

static void seat_badge(mor_view *v, float cx, float cy, int seat)
{
    float d = mm_table_badge_size(v->app);
    morv_seat_badge_in(v, seat, mm_rect(cx - d / 2, cy - d / 2, d, d));
}

static void points_badge(mor_view *v, float cx, float cy, int points)
{
    char t[16];
    morv_format_points(points, t, sizeof t);
    mm_table_badge(v->app, cx, cy, t, points > 0 ? MM_GOLD : (mm_rgba){70, 64, 110, 255},
                   points > 0 ? NIGHT_INK : MM_PAPER);
}

/* ================================================================ the info */

static void draw_info(mor_view *v)
{
    const mor_state *s = morv_shown(v, v->reveal.all);
    const morv_layout *L = &v->lay;
    char line[MORV_LINE_MAX];
    bool urgent = morv_end_warning(s, line, sizeof line);
    if (!line[0])
        return;
    float x = L->info.x + 8;
    if (urgent) {
        /* A warning sign, so it is not told by colour alone. */
        mm_gfx_fill_round(&v->app->gfx, L->info, fminf(L->info.h / 2, 24),
                          (mm_rgba){80, 22, 40, 220});
        mm_table_badge(v->app, x + L->badge / 2, L->info.y + L->info.h / 2, "!", MM_ACCENT,
                       NIGHT_INK);
        x += L->badge + 14;
    }
    float w = L->info.x + L->info.w - x - 12;
    float h =
        mm_ui_text_wrapped(v->app, MM_TEXT_BODY, line, x, 0, w, MM_PAPER, MM_ALIGN_LEFT, false);
    mm_ui_text_wrapped(v->app, MM_TEXT_BODY, line, x, L->info.y + (L->info.h - h) / 2, w,
                       urgent ? MM_ACCENT : mm_alpha(MM_PAPER, 200), MM_ALIGN_LEFT, true);
}

/* ============================================================== the centre */

static void draw_centre(mor_view *v)
{
    mm_gfx *g = &v->app->gfx;
    const morv_layout *L = &v->lay;
    const mor_state *s = morv_shown(v, v->reveal.pile);
    /* The supernova breathes in five steps of whole multiples of 4 pixels:
     * without a GPU each step redraws the sun from a cached picture, where
     * a size changing every frame scaled a new large copy every frame. */
    float pulse = 1 + 0.015f * roundf(2 * sinf((float)v->pulse * 2));
    float d = mm_gfx_snap_size(g, (L->pile.w * 2 + L->cw) * 1.3f * pulse);
    /* All five made at once (the first frame at a size is slow anyway):
     * rasterizing the large sun at its next step took 30 ms at 4K. */
    for (int k = -2; k <= 2; k++) {
        float dk = mm_gfx_snap_size(g, (L->pile.w * 2 + L->cw) * 1.3f * (1 + 0.015f * (float)k));
        mm_gfx_image_prepare(g, "mor/supernova", mm_rect(0, 0, dk, dk));
    }
    mm_gfx_image(g, "mor/supernova", mm_rect(L->centre.x - d / 2, L->centre.y - d / 2, d, d), 0,
                 230);
    SDL_FRect pile = L->pile;
    if (s->ndraw > 0) {
        for (int k = s->ndraw > 3 ? 3 : s->ndraw; k > 0; k--)
            mm_gfx_image(
                g, "mor/card-back",
                mm_rect(pile.x - (float)k * 1.5f, pile.y - (float)k * 1.5f, pile.w, pile.h), 0,
                255);
        char count[16];
        snprintf(count, sizeof count, "%d", s->ndraw);
        mm_table_badge(v->app, pile.x + pile.w / 2, pile.y + pile.h / 2, count,
                       (mm_rgba){214, 84, 40, 255}, MM_PAPER);
    } else {
        /* The pile is gone: cards now come from the inner end of the spiral. */
        mm_gfx_stroke_round(g, pile, 8, 2, (mm_rgba){255, 150, 80, 160});
    }
    const mor_state *ds = morv_shown(v, v->reveal.discard);
    if (ds->ndiscard > 0) {
        char name[64];
        morv_card_asset(ds->discard[ds->ndiscard - 1], name, sizeof name);
        mm_gfx_image(g, name, L->discard, 0, 255);
    } else {
        mm_gfx_stroke_round(g, L->discard, 8, 2, (mm_rgba){200, 190, 255, 90});
    }
}

/* ================================================================ the track */

static void draw_track(mor_view *v)
{
    mm_gfx *g = &v->app->gfx;
    const morv_layout *L = &v->lay;
    const mor_state *s = morv_shown(v, v->reveal.pile);
    /* A faint path through the spiral. */
    for (int i = s->track_inner; i + 1 < MOR_TRACK_CARDS; i++)
        mm_gfx_line(g, L->track[i].x, L->track[i].y, L->track[i + 1].x, L->track[i + 1].y,
                    L->cw * 0.08f, (mm_rgba){150, 130, 255, 70});
    for (int i = 0; i < MOR_TRACK_CARDS; i++) {
        SDL_FRect r = morv_track_rect(v, i);
        if (i < s->track_inner) {
            /* Swallowed by the supernova. */
            mm_gfx_stroke_round(g, r, 8, 2, (mm_rgba){255, 120, 60, 70});
            continue;
        }
        char name[32];
        snprintf(name, sizeof name, "mor/planet-%d", 1 + (i * 5) % 6);
        mm_gfx_image(g, name, r, 0, 255);
        if (i == 0 || i == MOR_TRACK_CARDS - 1)
            mm_gfx_stroke_round(g, r, 8, 4, i == 0 ? MM_PAPER : MM_ACCENT);
    }
    if (s->track_inner == 0)
        mm_table_text(v->app, MM_TEXT_DETAIL, true, _("Home"),
                      L->home_label.x + L->home_label.w / 2, L->home_label.y, 0, MM_PAPER,
                      MM_ALIGN_CENTER);
    mm_table_text(v->app, MM_TEXT_DETAIL, true, _("Edge of the galaxy"),
                  L->edge_label.x + L->edge_label.w / 2, L->edge_label.y, 0, MM_ACCENT,
                  MM_ALIGN_CENTER);
}

/* The planets' numbers, on top of everything standing on them. */
static void draw_planet_numbers(mor_view *v)
{
    const mor_state *s = morv_shown(v, v->reveal.pile);
    float d = v->lay.badge;
    for (int i = s->track_inner; i < MOR_TRACK_CARDS; i++) {
        SDL_FRect r = morv_track_rect(v, i);
        char n[16];
        snprintf(n, sizeof n, "%d", i + 1);
        mm_table_badge(v->app, r.x + d * 0.35f, r.y + d * 0.35f, n, (mm_rgba){40, 34, 84, 255},
                       MM_PAPER);
    }
}

/* ============================================================ the monsters */

/* Where a hopping monster is: one little hop per card along the spiral. */
static SDL_FPoint hop_point(const mor_view *v, const morv_hop *h, float *lift)
{
    int n = abs(h->to - h->from), dir = h->to > h->from ? 1 : -1;
    float u = mm_ease(h->clock.t) * (float)(n > 0 ? n : 1);
    int i = (int)u;
    if (i >= n)
        i = n > 0 ? n - 1 : 0;
    float frac = u - (float)i;
    SDL_FRect ra = morv_track_rect(v, h->from + dir * i);
    SDL_FPoint a = {ra.x + ra.w / 2, ra.y + ra.h * 0.93f};
    SDL_FPoint b = h->land;
    if (n > 0 && i + 1 < n) {
        SDL_FRect rb = morv_track_rect(v, h->from + dir * (i + 1));
        b = (SDL_FPoint){rb.x + rb.w / 2, rb.y + rb.h * 0.93f};
    }
    *lift = v->lay.ch * 0.4f * sinf((float)M_PI * frac);
    return (SDL_FPoint){a.x + (b.x - a.x) * frac, a.y + (b.y - a.y) * frac};
}

/* Where a monster is drawn now and at which size. */
static SDL_FPoint monster_now(const mor_view *v, int m, float *scale, float *lift)
{
    const mor_state *s = morv_shown(v, v->reveal.monsters);
    const morv_hop *h = &v->hops[m];
    *lift = 0;
    *scale = morv_monster_scale(v, s, m);
    if (h->active) {
        *scale = morv_monster_scale(v, morv_st(v), m);
        return hop_point(v, h, lift);
    }
    return morv_monster_spot(v, s, m);
}

static void draw_monsters(mor_view *v, bool may_act)
{
    mm_gfx *g = &v->app->gfx;
    const morv_layout *L = &v->lay;
    const mor_state *now = morv_st(v);
    int order[MOR_NMONSTERS];
    float depth[MOR_NMONSTERS];
    SDL_FPoint at[MOR_NMONSTERS];
    float scale[MOR_NMONSTERS], lift[MOR_NMONSTERS];
    /* Back to front; monsters the player can click come last, on top. */
    for (int m = 0; m < MOR_NMONSTERS; m++) {
        order[m] = m;
        at[m] = monster_now(v, m, &scale[m], &lift[m]);
        depth[m] = at[m].y + (morv_monster_choice(v, m, may_act) ? 10000 : 0);
    }
    for (int i = 0; i < MOR_NMONSTERS; i++)
        for (int j = i + 1; j < MOR_NMONSTERS; j++)
            if (depth[order[j]] < depth[order[i]]) {
                int t = order[i];
                order[i] = order[j];
                order[j] = t;
            }
    int card = morv_selected_card(v);
    bool jumping =
        card >= 0 && v->step == MORV_STEP_CARD && mor_card_info(card).kind != MOR_CARD_POS_SWAP;
    for (int k = 0; k < MOR_NMONSTERS; k++) {
        int m = order[k];
        SDL_FPoint p = at[m];
        bool choice = morv_monster_choice(v, m, may_act);
        SDL_FRect body = morv_monster_rect(v, p, scale[m]);
        bool hover = choice && (v->hover_monster == m || mm_focus_on(v->app, body));
        if (choice && !v->hops[m].active) {
            if (jumping) {
                /* Where it would land: a ghost of the monster on that planet. */
                SDL_FRect dest = morv_track_rect(v, mor_jump_target(now, m));
                mm_gfx_stroke_round(g, dest, 8, hover ? 6 : 4,
                                    hover ? MM_PAPER : mm_alpha(MM_ACCENT, 200));
                char ghost[32];
                snprintf(ghost, sizeof ghost, "mor/monster-%s", morv_monster_keys[m]);
                mm_gfx_image(
                    g, ghost,
                    morv_monster_rect(v, (SDL_FPoint){dest.x + dest.w / 2, dest.y + dest.h * 0.93f},
                                      0.8f),
                    0, hover ? 200 : 110);
                if (hover)
                    mm_gfx_line(g, p.x, p.y - body.h / 2, dest.x + dest.w / 2, dest.y + dest.h / 2,
                                5, mm_alpha(MM_PAPER, 170));
            }
            float r = body.w * 0.62f;
            mm_gfx_fill_circle(g, p.x, p.y - body.h / 2, r,
                               mm_alpha(morv_monster_colours[m], hover ? 150 : 80));
            mm_gfx_ring(g, p.x, p.y - body.h / 2, r + 2, hover ? 6 : 4,
                        hover ? MM_PAPER : MM_ACCENT);
        }
        if (v->step == MORV_STEP_POS_SECOND && m == v->first_pick)
            mm_gfx_ring(g, p.x, p.y - body.h / 2, body.w * 0.62f, 6, MM_GOOD);
        mm_gfx_fill_circle(g, p.x, p.y - L->ch * 0.02f, body.w * 0.3f, (mm_rgba){0, 0, 0, 90});
        char name[32];
        snprintf(name, sizeof name, "mor/monster-%s", morv_monster_keys[m]);
        float grow = hover ? 1.12f : 1.0f;
        mm_gfx_image(g, name,
                     morv_monster_rect(v, (SDL_FPoint){p.x, p.y - lift[m]}, scale[m] * grow), 0,
                     255);
    }
}

/* What a bet on each monster would score now, on its planet's corner (once
 * for the crowd at home, which shares the last place). */
static void draw_monster_points(mor_view *v)
{
    const mor_state *s = morv_shown(v, v->reveal.monsters);
    int points[MOR_NMONSTERS];
    morv_points_now(s, points);
    float d = v->lay.badge;
    bool home_done = false;
    for (int m = 0; m < MOR_NMONSTERS; m++) {
        if (v->hops[m].active)
            continue;
        int here = 0;
        for (int o = 0; o < MOR_NMONSTERS; o++)
            here += s->pos[o] == s->pos[m];
        if (here > 1) {
            if (home_done)
                continue;
            home_done = true;
        }
        SDL_FRect r = morv_track_rect(v, s->pos[m]);
        points_badge(v, r.x + r.w - d * 0.35f, r.y + d * 0.35f, points[m]);
    }
}

/* ================================================================== marks */

static void track_centre(const mor_view *v, int pos, float *x, float *y)
{
    SDL_FRect r = morv_track_rect(v, pos);
    *x = r.x + r.w / 2;
    *y = r.y + r.h / 2;
}

/* What the other players' last moves changed: a trail along the planets a
 * monster jumped over, and the mover's number where it landed. */
static void draw_track_marks(mor_view *v, bool badges)
{
    mm_gfx *g = &v->app->gfx;
    const morv_layout *L = &v->lay;
    const mor_state *s = morv_shown(v, v->reveal.pile);
    float d = L->badge;
    for (int seat = 0; seat < s->nseats; seat++) {
        const morv_mark *k = morv_mark_for(v, seat);
        if (!k || (k->kind != MORV_MARK_JUMP && k->kind != MORV_MARK_POS_SWAP))
            continue;
        if (v->hops[k->monster].active)
            continue;
        if (badges)
            mm_table_mark_report(v->app, "monster", k->monster, seat);
        int a = k->from, b = k->to;
        if (a < s->track_inner)
            a = s->track_inner;
        for (int i = a; i < b && !badges; i++) {
            float x1, y1, x2, y2;
            track_centre(v, i, &x1, &y1);
            track_centre(v, i + 1, &x2, &y2);
            mm_gfx_line(g, x1, y1, x2, y2, L->cw * 0.1f, mm_alpha(NEWS, 150));
        }
        int ends[2] = {k->from, k->to};
        for (int e = 0; e < 2; e++) {
            if (ends[e] < s->track_inner)
                continue;
            SDL_FRect r = morv_track_rect(v, ends[e]);
            bool arrival = e == 1 || k->kind == MORV_MARK_POS_SWAP;
            if (!badges)
                mm_gfx_stroke_round(g, mm_rect(r.x - 3, r.y - 3, r.w + 6, r.h + 6), 10,
                                    arrival ? 5 : 3, mm_alpha(NEWS, arrival ? 255 : 140));
            if (arrival && badges)
                seat_badge(v, r.x + r.w - d * 0.35f, r.y + r.h - d * 0.35f, seat);
        }
    }
}

/* ================================================================= panels */

static void draw_bet_card(mor_view *v, int seat, int b, int card, const int points[], int news,
                          bool pick, bool chosen)
{
    mm_gfx *g = &v->app->gfx;
    SDL_FRect r = morv_bet_rect(v, seat, b);
    for (int i = 0; i < v->nflights; i++)
        if (v->flights[i].hide_seat == seat && v->flights[i].hide_bet == b)
            return;
    bool hover = pick && mm_ui_hover(v->app, r);
    if (pick || chosen)
        mm_gfx_stroke_round(g, mm_rect(r.x - 5, r.y - 5, r.w + 10, r.h + 10), 10,
                            hover || chosen ? 6 : 4,
                            chosen  ? MM_GOOD
                            : hover ? MM_PAPER
                                    : mm_alpha(MM_ACCENT, 200));
    if (news >= 0) {
        mm_gfx_stroke_round(g, mm_rect(r.x - 3, r.y - 3, r.w + 6, r.h + 6), 10, 5, NEWS);
        mm_table_mark_report(v->app, "bet", card, news);
    }
    char name[64];
    morv_card_asset(card, name, sizeof name);
    mm_gfx_image(g, name, r, 0, 255);
    float d = v->lay.badge;
    int m = mor_card_info(card).a;
    points_badge(v, r.x + r.w - d * 0.3f, r.y + r.h - d * 0.3f, points[m]);
    if (news >= 0)
        seat_badge(v, r.x + d * 0.3f, r.y + d * 0.3f, news);
}

/* Whether the seat's last move (news to the viewer) laid or swapped `card`,
 * and by whom. */
static int bet_news(const mor_view *v, int card)
{
    for (int seat = 0; seat < v->lay.nseats; seat++) {
        const morv_mark *k = morv_mark_for(v, seat);
        if (!k)
            continue;
        if (k->kind == MORV_MARK_BET && k->card == card)
            return seat;
        if (k->kind == MORV_MARK_FAV_SWAP && (k->card == card || k->card2 == card))
            return seat;
    }
    return -1;
}

static void draw_panel(mor_view *v, int i, int current)
{
    mm_gfx *g = &v->app->gfx;
    const morv_layout *L = &v->lay;
    const mor_state *end = morv_shown(v, v->reveal.all);
    const mor_state *bs = morv_shown(v, v->reveal.bets[i]);
    const mor_state *hs = morv_shown(v, v->reveal.hand[i]);
    const mor_state *ms = morv_shown(v, v->reveal.monsters);
    bool ended = end->end != MOR_END_NONE;
    SDL_FRect p = morv_panel_rect(v, i);
    bool turn = i == current && !ended;
    mm_table_panel(v->app, p, NULL, turn ? MM_ACCENT : (mm_rgba){96, 80, 170, 255}, turn);
    const mm_seat *seat = &v->session->rec.seats[i];
    /* Title: the seat's number, the name, the cards in hand. */
    float d = L->badge, ty = p.y + L->panel_title_h / 2;
    seat_badge(v, p.x + 12 + d / 2, ty, i);
    char count[48];
    snprintf(count, sizeof count,
             dngettext(MM_TEXT_DOMAIN, "%d card", "%d cards", (unsigned long)hs->nhand[i]),
             hs->nhand[i]);
    float cw = mm_gfx_text_width(g, count, L->detail, false);
    mm_table_text(v->app, MM_TEXT_DETAIL, false, count, p.x + p.w - 14, ty - L->detail * 0.6f, 0,
                  MM_MUTED, MM_ALIGN_RIGHT);
    char title[80];
    snprintf(title, sizeof title, "%s%s", seat->name, i == v->viewer ? _(" (you)") : "");
    float nx = p.x + 20 + d;
    mm_table_text(v->app, MM_TEXT_HEADING, true, title, nx, ty - L->heading * 0.62f,
                  p.x + p.w - 28 - cw - nx, turn ? MM_ACCENT : MM_PAPER, MM_ALIGN_LEFT);

    /* The bets, each with what it would score now. */
    int points[MOR_NMONSTERS];
    morv_points_now(ms, points);
    bool pick_own = (v->step == MORV_STEP_DISCARD || v->step == MORV_STEP_SWAP_MINE ||
                     v->step == MORV_STEP_SWAP_THEIRS) &&
                    i == v->viewer;
    bool pick_theirs = v->step == MORV_STEP_SWAP_THEIRS && i != v->viewer;
    for (int b = 0; b < MOR_OPEN_BETS_MAX; b++) {
        SDL_FRect r = morv_bet_rect(v, i, b);
        if (b >= bs->nbets[i]) {
            mm_gfx_stroke_round(g, r, 8, 2, (mm_rgba){200, 190, 255, 60});
            continue;
        }
        int card = bs->bets[i][b];
        int m = mor_card_info(card).a;
        bool chosen = v->step == MORV_STEP_SWAP_THEIRS && i == v->viewer && m == v->first_pick;
        bool pick = (pick_own || pick_theirs) && !chosen && morv_bet_choice(v, i, m);
        int by = bet_news(v, card);
        draw_bet_card(v, i, b, card, points, by, pick, chosen);
    }
    /* The secret tile: its face for its owner (and everybody at the end). */
    SDL_FRect t = morv_tile_rect(v, i);
    int tile = end->tile[i];
    if (tile == MOR_HIDDEN) {
        mm_gfx_image(g, "mor/favourite-tile-back", t, 0, 255);
    } else {
        char name[64];
        snprintf(name, sizeof name, "mor/favourite-tile-%s", morv_monster_keys[tile]);
        mm_gfx_image(g, name, t, 0, 255);
        points_badge(v, t.x + t.w - d * 0.3f, t.y + t.h - d * 0.3f, points[tile]);
    }

    /* What it all scores now (the final points at the end). */
    float sx = t.x + t.w + 14, sw = p.x + p.w - 12 - sx;
    float cy = t.y + t.h / 2;
    if (L->score_below) {
        sx = p.x + 12;
        sw = p.w - 24;
        cy = p.y + p.h - 8 - L->score_h / 2;
    }
    char big[48];
    const char *caption;
    if (ended) {
        mm_result result;
        v->session->game->result(v->visible, &result);
        morv_format_points(result.total[i], big, sizeof big);
        caption = _("final score");
    } else {
        morv_format_points(morv_seat_points_now(bs, points, i), big, sizeof big);
        caption = i == v->viewer ? _("your bets now") : _("open bets now");
    }
    float y0 = cy - L->score_h / 2;
    mm_table_text(v->app, MM_TEXT_HEADING, true, big, sx + sw / 2, y0, sw,
                  ended ? MM_ACCENT : MM_PAPER, MM_ALIGN_CENTER);
    mm_table_text(v->app, MM_TEXT_DETAIL, false, caption, sx + sw / 2, y0 + L->heading * 1.15f, sw,
                  MM_MUTED, MM_ALIGN_CENTER);
}

/* =================================================================== hand */

static void draw_hand(mor_view *v, bool may_act)
{
    mm_gfx *g = &v->app->gfx;
    const mor_state *s = morv_st(v);
    if (v->viewer < 0)
        return;
    int n = s->nhand[v->viewer];
    float lift = v->lay.hand_h * 0.16f;
    for (int i = 0; i < n; i++) {
        if (i == v->hidden_draw)
            continue;
        SDL_FRect r = morv_hand_rect(v, i, n);
        bool hover = may_act && mm_ui_hover(v->app, r);
        bool sel = i == v->selected;
        if (sel)
            r.y -= lift;
        else if (hover)
            r.y -= lift * 0.4f;
        mm_gfx_fill_round(g, mm_rect(r.x + 5, r.y + 8, r.w, r.h), 14, (mm_rgba){0, 0, 0, 110});
        char name[64];
        morv_card_asset(s->hand[v->viewer][i], name, sizeof name);
        mm_gfx_image(g, name, r, 0, may_act || sel ? 255 : 200);
        if (sel)
            mm_gfx_stroke_round(g, mm_rect(r.x - 4, r.y - 4, r.w + 8, r.h + 8), 16, 6, MM_ACCENT);
        else if (hover)
            mm_gfx_stroke_round(g, mm_rect(r.x - 3, r.y - 3, r.w + 6, r.h + 6), 16, 4, MM_PAPER);
    }
    const char *label = may_act ? morv_action_label(v) : NULL;
    if (!label)
        return;
    /* The card's other use, as a card-sized button beside the hand. */
    SDL_FRect r = morv_action_rect(v);
    bool hover = mm_ui_hover(v->app, r);
    mm_gfx_fill_round(g, r, 16, hover ? (mm_rgba){255, 226, 120, 255} : MM_ACCENT);
    mm_gfx_stroke_round(g, r, 16, hover ? 6 : 3, hover ? MM_PAPER : NIGHT_INK);
    bool bet = mor_card_info(morv_selected_card(v)).kind == MOR_CARD_ONE;
    float icon = r.w * 0.45f, y = r.y + r.h * 0.12f;
    if (bet) {
        mm_gfx_image(g, "ui/icon-star", mm_rect(r.x + (r.w - icon) / 2, y, icon, icon), 0, 255);
        y += icon + 8;
    }
    float h = mm_ui_text_wrapped(v->app, MM_TEXT_BODY, label, 0, 0, r.w - 16, NIGHT_INK,
                                 MM_ALIGN_CENTER, false);
    if (!bet)
        y = r.y + (r.h - h) / 2;
    mm_ui_text_wrapped(v->app, MM_TEXT_BODY, label, r.x + 8, y, r.w - 16, NIGHT_INK,
                       MM_ALIGN_CENTER, true);
}

static void draw_tooltip(mor_view *v, bool may_act)
{
    int m = v->hover_monster;
    if (!may_act || m < 0 || !morv_monster_choice(v, m, may_act) || v->step != MORV_STEP_CARD)
        return;
    int card = morv_selected_card(v);
    mor_card c = mor_card_info(card);
    if (c.kind != MOR_CARD_TWO && c.kind != MOR_CARD_ONE)
        return;
    char move[16], said[200], code[4];
    mor_card_code(card, code, sizeof code);
    snprintf(move, sizeof move, "%s>%c", code, mor_monster_letter(m));
    v->session->game->describe_move(v->visible, move, said, sizeof said);
    mm_table_tooltip(v->app, said, MM_ACCENT, v->lay.panel_x - 8);
}

static void draw_flights(mor_view *v)
{
    mm_gfx *g = &v->app->gfx;
    for (int i = 0; i < v->nflights; i++) {
        const morv_flight *f = &v->flights[i];
        if (f->clock.delay > 0)
            continue;
        SDL_FRect r = mm_rect_lerp(f->from, f->to, mm_ease(f->clock.t));
        char name[64];
        morv_card_asset(f->card, name, sizeof name);
        mm_gfx_image(g, name, r, 0, 255);
    }
}

/* ================================================================== focus */

static void offer(mor_view *v, SDL_FRect r, const char *name, int n, bool legal)
{
    mm_focus_add(v->app, r, mm_focus_id(name, n), legal && !v->focus_given ? MM_FOCUS_DEFAULT : 0);
    v->focus_given |= legal;
}

/* Keyboard and controller targets for the step at hand: the legal choices
 * first (the focus starts on the first of them), then the hand to change the
 * card. */
static void offer_focus(mor_view *v, bool may_act)
{
    const mor_state *s = morv_st(v);
    v->focus_given = false;
    if (!may_act && v->viewer >= 0)
        mm_table_focus_wait(v->app, morv_panel_rect(v, morv_shown(v, v->reveal.all)->current));
    if (!may_act || v->viewer < 0)
        return;
    int card = morv_selected_card(v);
    if (card >= 0 && (v->step == MORV_STEP_CARD || v->step == MORV_STEP_POS_SECOND))
        for (int m = 0; m < MOR_NMONSTERS; m++)
            if (morv_monster_choice(v, m, may_act))
                offer(v,
                      morv_monster_rect(v, morv_monster_spot(v, s, m), morv_monster_scale(v, s, m)),
                      "monster", m, true);
    if (card >= 0 && (v->step == MORV_STEP_DISCARD || v->step == MORV_STEP_SWAP_MINE ||
                      v->step == MORV_STEP_SWAP_THEIRS))
        /* Taking another player's favourite ends the move: those come first;
         * picking another of one's own again is offered, never the default. */
        for (int pass = 0; pass < 2; pass++)
            for (int i = 0; i < s->nseats; i++) {
                bool again = v->step == MORV_STEP_SWAP_THEIRS && i == v->viewer;
                if (again != (pass == 1))
                    continue;
                for (int b = 0; b < s->nbets[i]; b++)
                    if (morv_bet_choice(v, i, mor_card_info(s->bets[i][b]).a))
                        offer(v, morv_bet_rect(v, i, b), "bet", i * 8 + b, !again);
            }
    if (card >= 0 && morv_action_label(v))
        offer(v, morv_action_rect(v), "action", 0, true);
    for (int i = 0; i < s->nhand[v->viewer]; i++)
        offer(v, morv_hand_rect(v, i, s->nhand[v->viewer]), "hand", i, card < 0 && i == 0);
}

/* =================================================================== all */

void morv_draw(mor_view *v, bool may_act)
{
    mm_gfx *g = &v->app->gfx;
    morv_layout_update(v);
    mm_gfx_image(g, "mor/galaxy-background", v->area, 0, 255);
    const mor_state *s = morv_shown(v, v->reveal.all);
    int current = s->current;
    draw_info(v);
    draw_centre(v);
    draw_track(v);
    draw_track_marks(v, false);
    draw_monsters(v, may_act);
    draw_planet_numbers(v);
    draw_monster_points(v);
    draw_track_marks(v, true);
    for (int i = 0; i < s->nseats; i++)
        draw_panel(v, i, current);
    draw_hand(v, may_act);
    draw_flights(v);
    draw_tooltip(v, may_act);
    offer_focus(v, may_act);
}
