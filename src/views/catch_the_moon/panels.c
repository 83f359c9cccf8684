/* SPDX-License-Identifier: MIT */
/* Catch the Moon: the panels beside the tower (whose turn, the die, the
 * drawn ladder, the raindrops and the standings, the cooperative scorings),
 * the held ladder's status and the last placement's verdict. Every size
 * follows the interface's type scale, so the TV size reads from the sofa;
 * the panels take a quarter of the width each, the tower the middle. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ctm_view.h"
#include "monstermoon/i18n.h"
#include "ui.h"

static const ctm_state *st(const ctm_view *v)
{
    return ctm_from(v->visible);
}

/* What the panels show: while the film of a placement plays, the turn being
 * judged (its placer, die and ladder), not the next one that the rules have
 * already begun; the turn's panel keeps it while the verdict is read too
 * (the raindrops then show the verdict's outcome). */
static const ctm_state *panel_state(const ctm_view *v, bool turn)
{
    bool filming = v->playing || v->approach > 0 || (turn && v->verdict_t > 0);
    return filming && v->judged ? ctm_from(v->judged) : st(v);
}

/* ================================================================= layout */

/* Lines the turn's panel keeps for a warning that the end is near. */
#define WARNING_LINES 3

static float size_of(const ctm_view *v, mm_text_role role)
{
    return mm_type(v->app, role);
}

/* The room inside a panel's edge. */
static float pad_of(const ctm_view *v)
{
    return 0.5f * size_of(v, MM_TEXT_BODY) + 4;
}

float ctm_view_panel_w(const ctm_view *v)
{
    /* A quarter of the table each in the TV size (the tower keeps the
     * middle at the zoom the height allows), a little less otherwise; on a
     * 4:3 screen the TV's type is larger against the width, and the tall
     * tower needs the width least. */
    bool narrow = v->area.w < 1.6f * v->area.h;
    float share = !mm_ui_tv(v->app) ? 0.235f : narrow ? 0.3f : 0.25f;
    return share * v->area.w;
}

/* The drawn ladder's row in the turn's panel: the die beside the ladder. */
static float die_size(const ctm_view *v)
{
    return 0.3f * (ctm_view_panel_w(v) - 2 * pad_of(v));
}

static float row_height(const ctm_view *v)
{
    return size_of(v, MM_TEXT_DETAIL) * 1.3f + die_size(v) * 1.75f;
}

/* Lines of body text `text` takes in the turn's panel. */
static float body_lines(const ctm_view *v, const char *text)
{
    float w = ctm_view_panel_w(v) - 2 * pad_of(v);
    return mm_ui_text_wrapped(v->app, MM_TEXT_BODY, text, 0, 0, w, MM_PAPER, MM_ALIGN_LEFT, false) /
           (size_of(v, MM_TEXT_BODY) * 1.25f);
}

/* Lines the die's wish takes: the longest face's, so the panel keeps its
 * size from turn to turn. */
static float face_lines(const ctm_view *v)
{
    float most = 0;
    for (int f = CTM_FACE_ONE; f <= CTM_FACE_MOON; f++)
        most = fmaxf(most, body_lines(v, ctm_face_text((ctm_face)f)));
    return ceilf(most - 0.05f);
}

/* Lines kept for a warning that the end is near: the longest one's. */
static float warning_lines(const ctm_view *v)
{
    static const char *const longest[] = {
        N_("The last raindrop: a mistake or a scoring ends the game."),
        N_("The last raindrop: the next mistake ends the game."),
        N_("The last ladder: the game ends after this turn."),
    };
    float most = WARNING_LINES;
    for (size_t i = 0; i < sizeof longest / sizeof longest[0]; i++)
        most = fmaxf(most, ceilf(body_lines(v, _(longest[i])) - 0.05f));
    return most;
}

static SDL_FRect left_panel(const ctm_view *v)
{
    float head = size_of(v, MM_TEXT_HEADING), body = size_of(v, MM_TEXT_BODY),
          detail = size_of(v, MM_TEXT_DETAIL), pad = pad_of(v);
    float h = 2 * pad + head * 1.3f + row_height(v) + body * 1.25f * face_lines(v) + detail * 1.4f +
              body * 1.25f * warning_lines(v) + pad;
    return mm_rect(v->area.x + CTM_PANEL_MARGIN, v->area.y + CTM_PANEL_MARGIN, ctm_view_panel_w(v),
                   fminf(h, v->area.h - 2 * CTM_PANEL_MARGIN));
}

/* One player's line in the raindrops panel. */
static float seat_row_h(const ctm_view *v)
{
    return size_of(v, MM_TEXT_BODY) * 1.55f;
}

static float button_h(const ctm_view *v)
{
    return size_of(v, MM_TEXT_BODY) * 2.1f;
}

/* "Scoring now: ..." in the detail size, wrapped to the panel; returns its
 * height and writes the line to `line`. */
static float scoring_now_h(const ctm_view *v, const ctm_state *s, char *line, size_t len)
{
    char buf[160];
    ctm_scoring now = ctm_lid_score(s);
    snprintf(buf, sizeof buf,
             dngettext(MM_TEXT_DOMAIN, "Scoring now: %d point, for 1 raindrop",
                       "Scoring now: %d points, for 1 raindrop", (unsigned long)now.points),
             now.points);
    if (line)
        snprintf(line, len, "%s", buf);
    float w = ctm_view_panel_w(v) - 2 * pad_of(v);
    return mm_ui_text_wrapped(v->app, MM_TEXT_DETAIL, buf, 0, 0, w, MM_MUTED, MM_ALIGN_LEFT, false);
}

static SDL_FRect right_panel(const ctm_view *v)
{
    const ctm_state *s = st(v);
    float head = size_of(v, MM_TEXT_HEADING), body = size_of(v, MM_TEXT_BODY),
          detail = size_of(v, MM_TEXT_DETAIL), pad = pad_of(v);
    float h = 2 * pad + head * 1.3f + body * 1.7f + seat_row_h(v) * (float)s->nseats;
    if (s->mode == CTM_COOPERATIVE)
        h += pad + head * 1.3f + body * 1.4f + scoring_now_h(v, s, NULL, 0) + detail * 0.3f +
             button_h(v) + pad;
    float w = ctm_view_panel_w(v);
    return mm_rect(v->area.x + v->area.w - w - CTM_PANEL_MARGIN, v->area.y + CTM_PANEL_MARGIN, w,
                   fminf(h, v->area.h - 2 * CTM_PANEL_MARGIN));
}

SDL_FRect ctm_view_random_button(const ctm_view *v)
{
    SDL_FRect p = left_panel(v);
    float pad = pad_of(v);
    return mm_rect(p.x + pad, p.y + p.h - pad - button_h(v), p.w - 2 * pad, button_h(v));
}

SDL_FRect ctm_view_score_button(const ctm_view *v)
{
    SDL_FRect p = right_panel(v);
    float pad = pad_of(v);
    return mm_rect(p.x + pad, p.y + p.h - pad - button_h(v), p.w - 2 * pad, button_h(v));
}

bool ctm_view_on_panel(const ctm_view *v, float x, float y)
{
    return mm_rect_has(left_panel(v), x, y) || mm_rect_has(right_panel(v), x, y);
}

SDL_FRect ctm_view_room(const ctm_view *v)
{
    float side = ctm_view_panel_w(v) + 2 * CTM_PANEL_MARGIN;
    return mm_rect(v->area.x + side, v->area.y, v->area.w - 2 * side, v->area.h);
}

/* ================================================================= panels */

static const char *seat_name(const ctm_view *v, int seat)
{
    return v->session->rec.seats[seat].name;
}

static void panel_box(mm_gfx *g, SDL_FRect r)
{
    mm_gfx_fill_round(g, r, 18, (mm_rgba){22, 17, 56, 225});
    mm_gfx_stroke_round(g, r, 18, 3, (mm_rgba){110, 92, 196, 255});
}

/* Draws a panel's box; returns where its content starts (x, width, y). */
static float open_panel(const ctm_view *v, SDL_FRect p, float *x, float *w)
{
    float pad = pad_of(v);
    panel_box(&v->app->gfx, p);
    *x = p.x + pad;
    *w = p.w - 2 * pad;
    return p.y + pad;
}

static const char *die_image(ctm_face f)
{
    return f == CTM_FACE_ONE ? "ctm/die-one" : f == CTM_FACE_TWO ? "ctm/die-two" : "ctm/die-moon";
}

/* What ends the game soon, as the rules make it (the last ladders in the
 * box, the last raindrops, a fourth raindrop between two), or NULL. */
static const char *end_warning(const ctm_view *v, const ctm_state *s, char *buf, size_t len)
{
    if (s->end != CTM_END_NONE || s->nstarted < 2)
        return NULL;
    bool coop = s->mode == CTM_COOPERATIVE;
    int most = 0;
    for (int i = 0; i < s->nseats; i++)
        most = s->drops[i] > s->drops[most] ? i : most;
    if (s->npile == 0)
        snprintf(buf, len, "%s", _("The last ladder: the game ends after this turn."));
    else if (s->final)
        return NULL; /* the title says it; a mistake knocks out, not the drops */
    else if (!coop && s->nseats == 2 && s->drops[most] == CTM_TWO_PLAYER_LIMIT - 1)
        snprintf(buf, len,
                 dngettext(MM_TEXT_DOMAIN, "%s holds %d raindrop: one more ends the game.",
                           "%s holds %d raindrops: one more ends the game.",
                           (unsigned long)s->drops[most]),
                 seat_name(v, most), s->drops[most]);
    else if (s->drops_left == 1)
        snprintf(buf, len, "%s",
                 coop ? _("The last raindrop: a mistake or a scoring ends the game.")
                      : _("The last raindrop: the next mistake ends the game."));
    else if (s->npile <= 3)
        snprintf(buf, len,
                 dngettext(MM_TEXT_DOMAIN, "Only %d ladder is left in the box.",
                           "Only %d ladders are left in the box.", (unsigned long)s->npile),
                 s->npile);
    else if (s->drops_left == 2)
        snprintf(buf, len, "%s", _("Two raindrops left: the last one ends the game."));
    else
        return NULL;
    return buf;
}

static void draw_left_panel(ctm_view *v)
{
    mm_app *app = v->app;
    mm_gfx *g = &app->gfx;
    const ctm_state *s = panel_state(v, true);
    SDL_FRect p = left_panel(v);
    float pad = pad_of(v), x, w, y = open_panel(v, p, &x, &w);
    float head = size_of(v, MM_TEXT_HEADING), detail = size_of(v, MM_TEXT_DETAIL);
    char line[200];
    if (s->end != CTM_END_NONE)
        snprintf(line, sizeof line, "%s", _("Game over"));
    else
        snprintf(line, sizeof line, s->final ? _("Final: %s") : _("%s's turn"),
                 seat_name(v, s->current));
    mm_ui_text(app, MM_TEXT_HEADING, line, x, y, w, MM_ACCENT, MM_ALIGN_LEFT);
    v->title_box = mm_rect(x, y, w, head * 1.2f);
    y += head * 1.3f;
    v->ladder_box = mm_rect(0, 0, 0, 0);
    if (s->end == CTM_END_NONE && s->nstarted < 2) {
        mm_ui_text_wrapped(app, MM_TEXT_BODY,
                           _("Put the two start ladders into the cloud: choose a socket."), x, y, w,
                           MM_PAPER, MM_ALIGN_LEFT, true);
        if (ctm_view_choosing_sockets(v))
            mm_ui_button(app, ctm_view_random_button(v), _("Random socket"), NULL, false, true);
        return;
    }
    if (s->ladder >= 0) {
        float d = die_size(v), gap = pad * 0.8f;
        mm_gfx_image(g, die_image(s->face), mm_rect(x, y, d, d), 0, 255);
        float bx = x + d + gap, bw = w - d - gap;
        bool mine = s->current == v->viewer;
        mm_ui_text(app, MM_TEXT_DETAIL, mine ? _("Your ladder") : _("The ladder drawn"), bx, y, bw,
                   MM_MUTED, MM_ALIGN_LEFT);
        /* The focus ring around the box leaves the caption above it clear. */
        float below = detail * 1.2f + mm_focus_ring_reach(app);
        SDL_FRect box = mm_rect(bx, y + below, bw, row_height(v) - below);
        v->ladder_box = box;
        mm_gfx_fill_round(g, box, 12, (mm_rgba){40, 31, 92, 255});
        if (!v->hold)
            ctm_view_draw_upright(v, s->ladder, box);
        else
            mm_ui_text(app, MM_TEXT_DETAIL, _("in your hand"), box.x + box.w / 2,
                       box.y + box.h / 2 - detail * 0.6f, box.w - gap, MM_MUTED, MM_ALIGN_CENTER);
        y += row_height(v) + gap;
        y += mm_ui_text_wrapped(app, MM_TEXT_BODY, ctm_face_text(s->face), x, y, w, MM_PAPER,
                                MM_ALIGN_LEFT, true);
        y += gap;
    }
    float body = size_of(v, MM_TEXT_BODY), warn_h = body * 1.25f * warning_lines(v);
    y = fminf(y, p.y + p.h - pad - detail * 1.4f - warn_h);
    snprintf(line, sizeof line,
             dngettext(MM_TEXT_DOMAIN, "%d ladder in the box", "%d ladders in the box",
                       (unsigned long)s->npile),
             s->npile);
    mm_ui_text(app, MM_TEXT_DETAIL, line, x, y, w, MM_MUTED, MM_ALIGN_LEFT);
    y += detail * 1.4f;
    char warn[200];
    if (end_warning(v, s, warn, sizeof warn)) {
        /* A few lines at most: longer ones shrink rather than leave the panel. */
        float h =
            mm_ui_text_wrapped(app, MM_TEXT_BODY, warn, x, y, w, MM_BAD, MM_ALIGN_LEFT, false);
        if (h <= warn_h + 1)
            mm_ui_text_wrapped(app, MM_TEXT_BODY, warn, x, y, w, MM_BAD, MM_ALIGN_LEFT, true);
        else
            mm_ui_text(app, MM_TEXT_BODY, warn, x, y, w, MM_BAD, MM_ALIGN_LEFT);
    }
}

/* `full` raindrops then `empty` outlines from x, `size` each. */
static void drops_row(mm_gfx *g, float x, float y, int full, int empty, float size)
{
    for (int i = 0; i < full + empty; i++)
        mm_gfx_image(g, i < full ? "ctm/raindrop" : "ctm/raindrop-empty",
                     mm_rect(x + (float)i * (size * 0.8f), y, size, size), 0, 255);
}

/* Competitive standings: fewer raindrops rank higher (ties share a place). */
static int rank_of(const ctm_state *s, int seat)
{
    int rank = 1;
    for (int i = 0; i < s->nseats; i++)
        rank += s->drops[i] < s->drops[seat];
    return rank;
}

/* A player's line: place, name, raindrops (icons, or a count when many). */
static void draw_seat_row(ctm_view *v, const ctm_state *s, int i, SDL_FRect p, float y)
{
    mm_app *app = v->app;
    mm_gfx *g = &app->gfx;
    float pad = pad_of(v), body = size_of(v, MM_TEXT_BODY), rh = seat_row_h(v);
    bool turn = s->end == CTM_END_NONE && panel_state(v, true)->current == i;
    if (turn)
        mm_gfx_fill_round(g, mm_rect(p.x + pad / 2, y, p.w - pad, rh), 10,
                          (mm_rgba){80, 64, 160, 255});
    bool out = s->final && !s->finalist[i];
    float ty = y + (rh - body * 1.2f) / 2, x = p.x + pad, right = p.x + p.w - pad;
    char text[32];
    if (s->mode == CTM_COMPETITIVE) {
        snprintf(text, sizeof text, "%d.", rank_of(s, i));
        mm_ui_text(app, MM_TEXT_BODY, text, x, ty, 0, MM_MUTED, MM_ALIGN_LEFT);
        x += body * 1.6f;
    }
    /* The raindrops from the right, then the name in what is left. */
    float drop = body * 0.9f;
    if (s->drops[i] > 0 && s->drops[i] <= 4) {
        float dw = drop * (0.8f * (float)s->drops[i] + 0.2f);
        drops_row(g, right - dw, y + (rh - drop) / 2, s->drops[i], 0, drop);
        right -= dw + pad / 2;
    } else if (s->drops[i] > 4) {
        drops_row(g, right - drop, y + (rh - drop) / 2, 1, 0, drop);
        snprintf(text, sizeof text, "%d ×", s->drops[i]);
        right -=
            drop +
            mm_ui_text(app, MM_TEXT_BODY, text, right - drop - 4, ty, 0, MM_PAPER, MM_ALIGN_RIGHT) +
            pad / 2;
    }
    if (s->final && s->finalist[i])
        right -= mm_ui_text(app, MM_TEXT_DETAIL, _("final"), right,
                            y + (rh - size_of(v, MM_TEXT_DETAIL) * 1.2f) / 2, 0, MM_GOLD,
                            MM_ALIGN_RIGHT) +
                 pad / 2;
    /* The name in the largest role that fits: heading for whose turn it
     * is, else body, then detail (never shrunk below its role). */
    mm_text_role role = turn ? MM_TEXT_HEADING : MM_TEXT_BODY;
    while (role != MM_TEXT_DETAIL && mm_gfx_text_width(g, seat_name(v, i), size_of(v, role),
                                                       role == MM_TEXT_HEADING) > right - x)
        role = role == MM_TEXT_HEADING ? MM_TEXT_BODY : MM_TEXT_DETAIL;
    mm_ui_text(app, role, seat_name(v, i), x, y + (rh - size_of(v, role) * 1.2f) / 2, right - x,
               out ? MM_MUTED : MM_PAPER, MM_ALIGN_LEFT);
}

static void draw_right_panel(ctm_view *v, bool may_act)
{
    mm_app *app = v->app;
    mm_gfx *g = &app->gfx;
    const ctm_state *s = panel_state(v, false);
    SDL_FRect p = right_panel(v);
    float pad = pad_of(v), x, w, y = open_panel(v, p, &x, &w);
    float head = size_of(v, MM_TEXT_HEADING), body = size_of(v, MM_TEXT_BODY);
    bool coop = s->mode == CTM_COOPERATIVE;
    int total = coop ? CTM_DROPS_COOPERATIVE : CTM_DROPS_COMPETITIVE;
    mm_ui_text(app, MM_TEXT_HEADING, coop ? _("Team raindrops") : _("Raindrops left"), x, y, w,
               MM_ACCENT, MM_ALIGN_LEFT);
    y += head * 1.3f;
    float ds = fminf(body * 1.3f, w / (0.8f * (float)total + 0.2f));
    drops_row(g, x, y, s->drops_left, total - s->drops_left, ds);
    y += body * 1.7f;
    for (int i = 0; i < s->nseats; i++) {
        draw_seat_row(v, s, i, p, y);
        y += seat_row_h(v);
    }
    if (!coop)
        return;
    y += pad;
    mm_ui_text(app, MM_TEXT_HEADING, _("Scorings"), x, y, w * 0.6f, MM_ACCENT, MM_ALIGN_LEFT);
    char best[96];
    snprintf(best, sizeof best, _("best %d"), s->best);
    mm_ui_text(app, MM_TEXT_BODY, best, x + w, y + (head - body) / 2, w * 0.38f, MM_GOLD,
               MM_ALIGN_RIGHT);
    y += head * 1.3f;
    char line[160] = "";
    for (int k = 0; k < CTM_MAX_SCORINGS; k++) {
        char part[16];
        if (k < s->nscorings)
            snprintf(part, sizeof part, "%s%d", k ? "  " : "", s->scorings[k].points);
        else
            snprintf(part, sizeof part, "%s-", k ? "  " : "");
        strncat(line, part, sizeof line - strlen(line) - 1);
    }
    mm_ui_text(app, MM_TEXT_BODY, line, x, y, w, MM_PAPER, MM_ALIGN_LEFT);
    y += body * 1.4f;
    scoring_now_h(v, s, line, sizeof line);
    mm_ui_text_wrapped(app, MM_TEXT_DETAIL, line, x, y, w, MM_MUTED, MM_ALIGN_LEFT, true);
    bool can = may_act && !v->hold && ctm_view_ready(v) && ctm_view_may_score(v);
    mm_ui_button(app, ctm_view_score_button(v), _("Score the tower"), NULL, false, can);
}

void ctm_view_draw_panels(ctm_view *v, bool may_act)
{
    draw_left_panel(v);
    draw_right_panel(v, may_act);
}

/* ============================================================ messages */

/* Whether two rectangles come within `gap` of each other. */
static bool rects_meet(SDL_FRect a, SDL_FRect b, float gap)
{
    return a.x < b.x + b.w + gap && b.x < a.x + a.w + gap && a.y < b.y + b.h + gap &&
           b.y < a.y + a.h + gap;
}

float ctm_view_banner_bottom(const ctm_view *v)
{
    /* As message_box makes a box of a heading and a line at the top; in
     * the narrow room of a 4:3 TV both may take two lines. */
    float pad = pad_of(v), lines = mm_ui_tv(v->app) && v->area.w < 1.6f * v->area.h ? 2 : 1;
    return v->area.y + pad * 2.8f +
           lines * (size_of(v, MM_TEXT_HEADING) * 1.25f + size_of(v, MM_TEXT_BODY) * 1.3f);
}

/* The height of a message line in a box `w` wide: one line, or wrapped. */
static float message_lines_h(const ctm_view *v, mm_text_role role, const char *text, float w)
{
    float inner = w - 2 * pad_of(v), size = size_of(v, role);
    if (mm_gfx_text_width(&v->app->gfx, text, size, role == MM_TEXT_HEADING) <= inner)
        return size * 1.25f;
    return mm_ui_text_wrapped(v->app, role, text, 0, 0, inner, MM_PAPER, MM_ALIGN_CENTER, false);
}

/* A box of two lines (a heading, then body text) centred over the tower,
 * as wide as the longest line and never wider than the room between the
 * panels; at `y`. */
static SDL_FRect message_box(const ctm_view *v, const char *head, const char *detail, float y)
{
    mm_gfx *g = &v->app->gfx;
    float pad = pad_of(v), head_s = size_of(v, MM_TEXT_HEADING), body = size_of(v, MM_TEXT_BODY);
    float w = fmaxf(mm_gfx_text_width(g, head, head_s, true),
                    detail ? mm_gfx_text_width(g, detail, body, false) : 0);
    SDL_FRect room = ctm_view_room(v);
    w = fminf(w + 4 * pad, room.w - 2 * pad);
    /* Lines too long for the room (a 4:3 screen) wrap rather than shrink. */
    float h = pad * 1.2f + message_lines_h(v, MM_TEXT_HEADING, head, w) +
              (detail ? message_lines_h(v, MM_TEXT_BODY, detail, w) + body * 0.05f : 0) +
              pad * 0.6f;
    return mm_rect(room.x + room.w / 2 - w / 2, y, w, h);
}

/* One line of a message box, centred; wrapped when it does not fit. */
static float message_line(ctm_view *v, mm_text_role role, const char *text, SDL_FRect r, float y,
                          mm_rgba c)
{
    float pad = pad_of(v), h = message_lines_h(v, role, text, r.w);
    if (h <= size_of(v, role) * 1.25f)
        mm_ui_text(v->app, role, text, r.x + r.w / 2, y, r.w - 2 * pad, c, MM_ALIGN_CENTER);
    else
        mm_ui_text_wrapped(v->app, role, text, r.x + pad, y, r.w - 2 * pad, c, MM_ALIGN_CENTER,
                           true);
    return h;
}

static void message_text(ctm_view *v, SDL_FRect r, const char *head, mm_rgba c, const char *detail,
                         mm_rgba dc)
{
    float y = r.y + pad_of(v) * 0.6f;
    y += message_line(v, MM_TEXT_HEADING, head, r, y, c);
    if (detail)
        message_line(v, MM_TEXT_BODY, detail, r, y + size_of(v, MM_TEXT_BODY) * 0.05f, dc);
}

void ctm_view_draw_hold_status(ctm_view *v)
{
    const ctm_state *s = st(v);
    ctm_hold_info info;
    ctm_hold_status(v->hold, &info);
    char text[160];
    mm_rgba c = MM_PAPER;
    if (ctm_hold_blocked(v->hold)) {
        snprintf(text, sizeof text, "%s", _("Inside the tower: move it out"));
        c = MM_BAD;
    } else if (!info.in_contact) {
        mm_device d = v->app->focus.device;
        snprintf(text, sizeof text, "%s",
                 !v->steer                   ? _("Bring it to the tower")
                 : d == MM_DEVICE_CONTROLLER ? _("In the air: A drops it here")
                 : d == MM_DEVICE_KEYBOARD   ? _("In the air: Enter drops it here")
                                             : _("In the air: a click drops it here"));
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
    /* Whether the tower carries the ladder: only then does it stay where it
     * is when let go. In free air, the controls. */
    const char *rest = NULL;
    if (!info.in_contact) {
        mm_device d = v->app->focus.device;
        rest = d == MM_DEVICE_CONTROLLER ? _("stick moves it, shoulders turn it, B: back")
               : d == MM_DEVICE_KEYBOARD ? _("arrows move it, Q/E turn it, Esc: back")
                                         : _("the wheel or Q and E turn it");
    } else if (!info.collapsed) {
        rest = info.resting ? _("it rests on the tower") : _("your hand still holds it up");
        if (v->preview_valid) {
            const ctm_verdict *p = &v->preview;
            rest = p->miss == 0                ? _("let go now: it stays, well placed")
                   : p->miss & CTM_MISS_GROUND ? _("let go now: it would fall")
                   : p->miss & CTM_MISS_FELL   ? _("let go now: ladders would fall")
                   : s->face == CTM_FACE_MOON && !p->highest
                       ? _("let go now: not the highest")
                       : _("let go now: the wrong number of touches");
        }
    }
    /* As wide as the longest second line, so that it keeps its size. */
    const char *longest = _("let go now: the wrong number of touches");
    SDL_FRect r = message_box(v, text, longest, v->area.y + pad_of(v));
    if (!rest)
        r.h -= message_lines_h(v, MM_TEXT_BODY, longest, r.w) + size_of(v, MM_TEXT_BODY) * 0.05f;
    /* The box gives way to a ladder held high, down to the foot of the
     * table, and comes back once the ladder has left its place for good. */
    ctm_piece pieces[CTM_NLADDERS + 1];
    int n = ctm_hold_pieces(v->hold, pieces, CTM_NLADDERS + 1);
    if (n > 0) {
        SDL_FRect held = ctm_view_ladder_rect(v, pieces[n - 1].ladder, pieces[n - 1].pose, true);
        float gap = pad_of(v);
        if (rects_meet(held, r, gap * 0.5f))
            v->status_low = true;
        else if (!rects_meet(held, r, gap * 3))
            v->status_low = false;
    }
    if (v->status_low)
        r.y = v->area.y + v->area.h - r.h - pad_of(v);
    panel_box(&v->app->gfx, r);
    message_text(v, r, text, c, rest,
                 v->preview_valid || info.resting || !info.in_contact ? MM_PAPER : MM_MUTED);
}

/* The last scoring: its points and how they came about. */
static void draw_scoring(ctm_view *v)
{
    const ctm_state *s = st(v);
    if (s->nscorings == 0)
        return;
    const ctm_scoring *sc = &s->scorings[s->nscorings - 1];
    char head[160], detail[200];
    snprintf(head, sizeof head,
             dngettext(MM_TEXT_DOMAIN, "Scoring: %d point", "Scoring: %d points",
                       (unsigned long)sc->points),
             sc->points);
    snprintf(detail, sizeof detail, _("%d partly and %d fully above the lid; best %d"), sc->partly,
             sc->fully, s->best);
    SDL_FRect r = message_box(v, head, detail, v->area.y + pad_of(v));
    panel_box(&v->app->gfx, r);
    message_text(v, r, head, MM_GOLD, detail, MM_PAPER);
}

void ctm_view_draw_verdict(ctm_view *v)
{
    const ctm_state *s = st(v);
    const ctm_verdict *vd = &s->last;
    if (v->scoring) {
        draw_scoring(v);
        return;
    }
    if (!vd->placed)
        return;
    char head[160], detail[200];
    bool ok = vd->miss == 0;
    snprintf(head, sizeof head, "%s: %s", seat_name(v, vd->seat),
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
        snprintf(detail, sizeof detail,
                 dngettext(MM_TEXT_DOMAIN, "It touches %d ladder, not exactly one.",
                           "It touches %d ladders, not exactly one.", (unsigned long)vd->touches),
                 vd->touches);
    else if (vd->face == CTM_FACE_TWO && vd->touches == 1)
        snprintf(detail, sizeof detail, "%s", _("It touches one ladder, not two."));
    else if (vd->face == CTM_FACE_TWO)
        snprintf(detail, sizeof detail,
                 dngettext(MM_TEXT_DOMAIN, "It touches %d ladder, not exactly two.",
                           "It touches %d ladders, not exactly two.", (unsigned long)vd->touches),
                 vd->touches);
    else
        snprintf(detail, sizeof detail,
                 dngettext(MM_TEXT_DOMAIN, "It touches %d ladder: one or two, please.",
                           "It touches %d ladders: one or two, please.",
                           (unsigned long)vd->touches),
                 vd->touches);
    SDL_FRect r = message_box(v, head, detail, v->area.y + pad_of(v));
    panel_box(&v->app->gfx, r);
    message_text(v, r, head, ok ? MM_GOOD : MM_BAD, detail, MM_PAPER);
}
