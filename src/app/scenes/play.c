/* SPDX-License-Identifier: MIT */
/* The play scene: runs a session, paces computer players and replays, hands
 * human input to the game's view and its proposals to the rules module. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/ai.h"
#include "history.h"
#include "monstermoon/i18n.h"
#include "scene.h"
#include "ui.h"
#include "view.h"
#include "common/table.h"

/* Hotseat games open on the handover screen: nobody's cards are shown yet. */
#define NOBODY_YET (-3)
#define LOG_LINES 4

/* A computer player thinking on a worker thread, on its own copy of what its
 * seat may see, so the window stays responsive however long it takes. */
typedef struct thinker {
    SDL_Thread *thread;
    SDL_atomic_t done;
    const mm_ai *ai;
    const mm_game *game;
    mm_state *view;
    int seat;
    unsigned generation; /* the play's generation when thinking began */
    mm_rng rng;
    char move[1024];
    bool ok;
    bool hint;    /* asks for a hint for a human, not a computer's move */
    char why[256]; /* hint: why that move */
} thinker;

typedef struct play {
    mm_session *session;
    const mm_view_ops *vops;
    void *view;
    bool replay;
    mm_record script; /* replay: the moves to make */
    mm_rng ai_rng;
    double wait;      /* seconds until the next computer/replay move */
    int viewer;       /* whose eyes the table shows */
    bool results_shown;
    double end_wait;
    int last_to_move; /* to cue a human when their turn comes round */
    thinker think;
    thinker hint; /* "What would the computer do?" for the human to move */
    unsigned generation; /* bumped by undo and restart: older answers are void */
    char log[LOG_LINES][256];
    int nlog;
    mm_history history; /* every line of the game, for the history panel */
    /* While the table shows the last move (a flight, a tower settling), the
     * bar names its player and its log lines wait: they would tell the
     * outcome before the table does. */
    int showing;     /* seat whose move is being shown, or MM_NOBODY */
    int log_waiting; /* newest log lines not shown yet */
    bool paused;     /* replay: waiting for the viewer's step */
    int speed;       /* replay: 1, 2 or 4 times as fast */
    bool table_offers; /* the table offered focus targets in the last frame */
    float bar;         /* the play bar's height this frame (bar_height) */
} play;

static bool humans(const mm_session *s, int *count)
{
    *count = 0;
    for (int i = 0; i < s->rec.nseats; i++)
        *count += s->rec.seats[i].kind == MM_SEAT_HUMAN;
    return *count > 0;
}

static bool is_human(const play *p, int seat)
{
    return !p->replay && seat >= 0 && p->session->rec.seats[seat].kind == MM_SEAT_HUMAN;
}

/* The seat whose view is shown: the only human, or in hotseat the human to
 * move (after the handover screen); nobody's hand in computer-only games. */
static int natural_viewer(const play *p)
{
    int n;
    if (p->replay || !humans(p->session, &n))
        return MM_SPECTATOR;
    if (n == 1) {
        for (int i = 0; i < p->session->rec.nseats; i++)
            if (is_human(p, i))
                return i;
    }
    int seat = p->session->game->to_move(p->session->state);
    return is_human(p, seat) ? seat : p->viewer;
}

static void sync_view(play *p, mm_app *app)
{
    p->vops->sync(p->view, p->session, p->viewer);
    /* A new step of a turn: the focus starts on the view's default choice
     * (a replay's viewer keeps it on the control in use). */
    if (!p->replay)
        mm_focus_restart(app);
    mm_app_invalidate(app);
}

static void add_log(play *p, const char *text)
{
    if (p->nlog == LOG_LINES) {
        memmove(p->log[0], p->log[1], sizeof p->log[0] * (LOG_LINES - 1));
        p->nlog--;
        if (p->log_waiting > p->nlog)
            p->log_waiting = p->nlog;
    }
    size_t n = strlen(text) < sizeof p->log[0] ? strlen(text) : sizeof p->log[0] - 1;
    memcpy(p->log[p->nlog], text, n);
    p->log[p->nlog++][n] = '\0';
}

static void name_event(const play *p, const char *text, char *out, size_t len)
{
    mm_history_name(&p->session->rec, text, out, len);
}

/* The history again from the record (after Continue, undo or restart), and
 * the log's last lines from it. */
static void rebuild_history(play *p)
{
    char why[MM_REASON_MAX];
    mm_history_rebuild(&p->history, p->session->game, &p->session->rec, why, sizeof why);
    p->nlog = 0;
    p->log_waiting = 0;
    int from = p->history.n > LOG_LINES ? p->history.n - LOG_LINES : 0;
    for (int i = from; i < p->history.n; i++)
        add_log(p, p->history.line[i].text);
}

/* A fresh game may already have done something (a tile boxed while the
 * first one was drawn): log it and let the table show it. */
static void show_setup(play *p)
{
    if (!p->session->game->setup_events || mm_session_nmoves(p->session) > 0)
        return;
    mm_events ev = {0};
    p->session->game->setup_events(p->session->state, &ev);
    for (int i = 0; i < ev.n; i++) {
        char line[256];
        name_event(p, ev.ev[i].text, line, sizeof line);
        if (line[0])
            add_log(p, line);
    }
    if (ev.n > 0)
        p->vops->animate(p->view, &ev);
}

/* Applies a move for `seat` and shows what it did. */
static bool make_move(play *p, mm_app *app, int seat, const char *move)
{
    mm_events ev;
    char why[MM_REASON_MAX];
    if (!mm_session_play(p->session, seat, move, &ev, why, sizeof why)) {
        char named[MM_REASON_MAX];
        name_event(p, why, named, sizeof named);
        mm_app_toast(app, named);
        mm_app_sound(app, "mistake");
        p->vops->rejected(p->view, why);
        return false;
    }
    p->generation++;
    p->showing = seat;
    p->log_waiting = 0;
    mm_history_add(&p->history, &p->session->rec, mm_session_nmoves(p->session) - 1, seat, &ev);
    for (int i = 0; i < ev.n; i++) {
        char line[256];
        name_event(p, ev.ev[i].text, line, sizeof line);
        if (line[0]) {
            add_log(p, line);
            p->log_waiting++;
        }
    }
    int next = natural_viewer(p);
    /* Hotseat: stay on the last human's view until the handover is clicked. */
    if (next == p->viewer || !is_human(p, next) || !p->session->game->hides_information(p->session->state))
        p->viewer = next;
    sync_view(p, app);
    p->vops->animate(p->view, &ev);
    p->wait = 0.9 * mm_app_anim_scale(app);
    return true;
}

static int think_thread(void *data)
{
    thinker *t = data;
    if (t->hint)
        t->ok = mm_ai_hint(t->game, t->view, t->seat, &t->rng, t->move, sizeof t->move, t->why,
                           sizeof t->why);
    else
        t->ok = t->ai->choose(t->game, t->view, t->seat, &t->rng, t->move, sizeof t->move);
    SDL_AtomicSet(&t->done, 1);
    return 0;
}

/* Waits for a running thinker and drops its answer. */
static void thinker_stop(play *p, thinker *t)
{
    if (t->thread)
        SDL_WaitThread(t->thread, NULL);
    t->thread = NULL;
    if (t->view)
        p->session->game->free(t->view);
    t->view = NULL;
}

static void think_stop(play *p)
{
    thinker_stop(p, &p->think);
    thinker_stop(p, &p->hint);
}

static void think_start(play *p, int seat)
{
    thinker *t = &p->think;
    const mm_ai *ai = mm_ai_find(p->session->rec.seats[seat].ai);
    t->ai = ai ? ai : mm_ai_default();
    t->game = p->session->game;
    t->seat = seat;
    t->generation = p->generation;
    t->view = t->game->view_for(p->session->state, seat);
    t->rng = p->ai_rng;
    mm_rng_next(&p->ai_rng); /* the next decision gets a different stream */
    SDL_AtomicSet(&t->done, 0);
    t->ok = false;
    t->thread = SDL_CreateThread(think_thread, "computer player", t);
    if (!t->thread) /* no threads: think right here */
        think_thread(t);
}

/* Makes the computer's or the replay's next move once it is ready; returns
 * false while the computer is still thinking. */
static bool computer_move(play *p, mm_app *app, int seat)
{
    if (p->replay) {
        int n = mm_session_nmoves(p->session);
        if (n < p->script.moves.n)
            make_move(p, app, seat, p->script.moves.items[n]);
        return true;
    }
    thinker *t = &p->think;
    if (!t->view) {
        think_start(p, seat);
        return false;
    }
    if (!SDL_AtomicGet(&t->done))
        return false;
    bool fresh = t->seat == seat && t->generation == p->generation;
    bool ok = t->ok;
    char move[sizeof t->move];
    snprintf(move, sizeof move, "%s", t->move);
    think_stop(p);
    if (fresh && ok)
        make_move(p, app, seat, move);
    return true;
}

/* Asks the hard player, on a worker thread, what it would do for the human
 * to move; the answer is shown, not played. */
static void hint_start(play *p, mm_app *app, bool acting)
{
    thinker *t = &p->hint;
    if (!acting) {
        mm_app_toast(app, _("Hints are for your own turn."));
        return;
    }
    if (t->view)
        return; /* already thinking */
    t->hint = true;
    t->game = p->session->game;
    t->seat = p->viewer;
    t->generation = p->generation;
    t->view = t->game->view_for(p->session->state, t->seat);
    /* Its own stream: asking for a hint changes no computer player's game. */
    mm_rng_seed(&t->rng, p->session->rec.seed ^ (0x68696e74ULL * (uint64_t)(mm_session_nmoves(p->session) + 1)));
    SDL_AtomicSet(&t->done, 0);
    t->ok = false;
    add_log(p, _("The computer is thinking about a hint…"));
    mm_app_invalidate(app);
    t->thread = SDL_CreateThread(think_thread, "hint", t);
    if (!t->thread)
        think_thread(t);
}

/* Shows a finished hint; returns true while one is still being thought. */
static bool hint_poll(play *p, mm_app *app)
{
    thinker *t = &p->hint;
    if (!t->view)
        return false;
    if (!SDL_AtomicGet(&t->done))
        return true;
    bool fresh = t->generation == p->generation && t->ok;
    char text[600];
    if (fresh) {
        char said[300];
        p->session->game->describe_move(p->session->state, t->move, said, sizeof said);
        snprintf(text, sizeof text, _("Hint: %s %s"), said, t->why);
        mm_session_note_hint(p->session, t->seat);
        add_log(p, text);
        mm_app_toast(app, text);
    }
    thinker_stop(p, t);
    mm_app_invalidate(app);
    return false;
}

/* The next move at once: the replay's, else the seat's computer player's
 * (a human seat's too), shown as any move is. */
static void next_move(play *p, mm_app *app)
{
    if (p->session->game->is_over(p->session->state))
        return;
    int seat = p->session->game->to_move(p->session->state);
    char move[1024];
    if (p->replay) {
        int n = mm_session_nmoves(p->session);
        if (n < p->script.moves.n)
            make_move(p, app, seat, p->script.moves.items[n]);
        return;
    }
    const mm_ai *ai = mm_ai_find(p->session->rec.seats[seat].ai);
    if (!ai)
        ai = mm_ai_default();
    if (mm_ai_choose(ai, p->session->game, p->session->state, seat, &p->ai_rng, move, sizeof move))
        make_move(p, app, seat, move);
}

void mm_play_fast_forward(mm_scene *scene, mm_app *app, int moves)
{
    play *p = scene->data;
    for (int i = 0; i < moves; i++)
        next_move(p, app);
    p->viewer = natural_viewer(p);
    sync_view(p, app);
}

void mm_play_fast_forward_one(mm_scene *scene, mm_app *app)
{
    next_move(scene->data, app);
}

/* ========================================================== replay viewer */

enum { RP_START, RP_BACK, RP_PLAY, RP_STEP, RP_SPEED, RP_COUNT };

static SDL_FRect replay_panel(const mm_app *app)
{
    /* Bottom centre, clear of the move log's corner. */
    float h = mm_ui_tv(app) ? 170 : 130, w = mm_ui_tv(app) ? 1060 : 920;
    float left = mm_ui_log_area(app).w + 16, x = (app->gfx.lw - w) / 2;
    if (x < left)
        x = left;
    if (x + w > app->gfx.lw - 16)
        w = app->gfx.lw - 16 - x;
    return mm_rect(x, app->gfx.lh - h - 12, w, h);
}

static SDL_FRect replay_button(const mm_app *app, int i)
{
    SDL_FRect r = replay_panel(app);
    float gap = 12, w = (r.w - 40 - gap * (RP_COUNT - 1)) / RP_COUNT;
    return mm_rect(r.x + 20 + (w + gap) * (float)i, r.y + r.h - 78, w, 64);
}

/* The move track: a click jumps to that move. */
static SDL_FRect replay_track(const mm_app *app)
{
    SDL_FRect r = replay_panel(app);
    return mm_rect(r.x + 30, r.y + 16, r.w - 60, r.h - 112);
}

/* Shows the replay as it stood after `target` moves: the game replayed from
 * its seed, the history and the table with it. */
static void replay_jump(play *p, mm_app *app, int target)
{
    char why[MM_REASON_MAX];
    if (target < 0)
        target = 0;
    if (target > p->script.moves.n)
        target = p->script.moves.n;
    mm_session_restart(p->session, why, sizeof why);
    for (int i = 0; i < target; i++) {
        int seat = p->session->game->to_move(p->session->state);
        if (!mm_session_play(p->session, seat, p->script.moves.items[i], NULL, why, sizeof why))
            break;
    }
    p->generation++;
    p->showing = MM_NOBODY;
    p->results_shown = false;
    p->end_wait = 0;
    p->wait = 0;
    rebuild_history(p);
    p->viewer = natural_viewer(p);
    sync_view(p, app);
}

static void draw_replay(play *p, mm_app *app)
{
    mm_gfx *g = &app->gfx;
    SDL_FRect r = replay_panel(app);
    mm_gfx_fill_round(g, r, 22, (mm_rgba){24, 18, 54, 235});
    mm_gfx_stroke_round(g, r, 22, 2, (mm_rgba){110, 92, 180, 255});
    SDL_FRect t = replay_track(app);
    int n = p->script.moves.n, at = mm_session_nmoves(p->session);
    float frac = n > 0 ? (float)at / (float)n : 0;
    float mid = t.y + t.h / 2;
    mm_gfx_fill_round(g, mm_rect(t.x, mid - 5, t.w, 10), 5, (mm_rgba){70, 58, 130, 255});
    mm_gfx_fill_round(g, mm_rect(t.x, mid - 5, t.w * frac, 10), 5, MM_ACCENT);
    mm_gfx_fill_circle(g, t.x + t.w * frac, mid, 12, MM_PAPER);
    static const char *const labels[RP_COUNT] = {N_("Beginning"), N_("Back"), N_("Play"), N_("Step"),
                                                 ""};
    for (int i = 0; i < RP_COUNT; i++) {
        char label[32];
        if (i == RP_PLAY)
            snprintf(label, sizeof label, "%s", p->paused ? _("Play") : _("Pause"));
        else if (i == RP_SPEED)
            snprintf(label, sizeof label, _("Speed ×%d"), p->speed);
        else
            snprintf(label, sizeof label, "%s", _(labels[i]));
        bool enabled = i == RP_START || i == RP_BACK ? at > 0 : i == RP_STEP ? at < n : true;
        mm_ui_button(app, replay_button(app, i), label, NULL, i == RP_PLAY, enabled);
    }
}

static bool replay_handle(play *p, mm_app *app, const mm_action *a)
{
    if (a->kind != MM_ACT_POINTER_UP || !mm_rect_has(replay_panel(app), a->x, a->y))
        return false;
    int at = mm_session_nmoves(p->session), n = p->script.moves.n;
    SDL_FRect t = replay_track(app);
    if (mm_ui_clicked(a, replay_button(app, RP_START))) {
        p->paused = true;
        replay_jump(p, app, 0);
    } else if (mm_ui_clicked(a, replay_button(app, RP_BACK)) && at > 0) {
        p->paused = true;
        replay_jump(p, app, at - 1);
    } else if (mm_ui_clicked(a, replay_button(app, RP_PLAY))) {
        p->paused = !p->paused;
        p->wait = 0;
    } else if (mm_ui_clicked(a, replay_button(app, RP_STEP)) && at < n) {
        p->paused = true;
        computer_move(p, app, p->session->game->to_move(p->session->state));
    } else if (mm_ui_clicked(a, replay_button(app, RP_SPEED))) {
        p->speed = p->speed >= 4 ? 1 : p->speed * 2;
    } else if (mm_rect_has(mm_rect(t.x - 12, t.y, t.w + 24, t.h), a->x, a->y)) {
        float frac = (a->x - t.x) / t.w;
        p->paused = true;
        replay_jump(p, app, (int)(frac * (float)n + 0.5f));
    }
    mm_app_sound(app, "click");
    return true;
}

/* ================================================================ top bar */

enum { BTN_MENU, BTN_RULES, BTN_HISTORY, BTN_UNDO, BTN_SOUND, BTN_HINT };

/* The top bar's height: 84 units, or in the TV size room for two status
 * lines of the body size (in a 4:3 window the type is larger against the
 * width, so a prompt takes two lines). */
static float top_bar(const mm_app *app)
{
    if (app->ui_size == MM_UI_NORMAL)
        return 84;
    return fmaxf(84, ceilf(2 * 1.2f * mm_type(app, MM_TEXT_BODY) + 8));
}

static SDL_FRect bar_button(const mm_app *app, int index)
{
    return mm_rect(app->gfx.lw - 24 - 64 * (float)(index + 1) - 12 * (float)index,
                   (top_bar(app) - 60) / 2, 64, 60);
}

/* "Results" left of the bar's buttons once the game is over: wide enough
 * for its label in the body size. */
static SDL_FRect results_button(mm_app *app)
{
    float w = 200;
    if (app->ui_size != MM_UI_NORMAL)
        w = fmaxf(w, mm_gfx_text_width(&app->gfx, _("Results"),
                                       mm_type(app, MM_TEXT_BODY), true) + 36 + 10 + 36);
    SDL_FRect hint = bar_button(app, BTN_HINT);
    return mm_rect(hint.x - 20 - w, hint.y, w, hint.h);
}

static bool may_act(const play *p);

/* The bar's status: whose move or turn, the prompt when it is the viewer's. */
static void status_text(play *p, bool may_act, char *status, size_t len)
{
    const mm_game *game = p->session->game;
    char prompt[200] = "";
    int seat = game->to_move(p->session->state);
    if (p->showing != MM_NOBODY && !p->replay) {
        snprintf(status, len, _("%s's move"), p->session->rec.seats[p->showing].name);
    } else if (seat == MM_NOBODY) {
        snprintf(status, len, "%s", _("Game over"));
    } else if (p->replay) {
        /* The move on the table: the one being shown, else the next. */
        int shown = mm_session_nmoves(p->session) + (p->showing == MM_NOBODY);
        snprintf(status, len, _("Replay: move %d of %d"), shown, p->script.moves.n);
    } else if (may_act) {
        p->vops->prompt(p->view, prompt, sizeof prompt);
        snprintf(status, len, _("%s, your turn: %s"), p->session->rec.seats[seat].name,
                 prompt);
    } else if (is_human(p, seat)) {
        snprintf(status, len, _("%s's turn"), p->session->rec.seats[seat].name);
    } else {
        snprintf(status, len, _("%s is thinking…"), p->session->rec.seats[seat].name);
    }
}

/* The play bar's height: two lines of body text in the TV size, and a third
 * while the status needs it (a long prompt with the focus's "Press Enter on
 * the ringed choice" in a 4:3 window), rather than shrink it. */
static float bar_height(play *p, mm_app *app, bool may_act)
{
    float bar = top_bar(app);
    if (app->ui_size == MM_UI_NORMAL)
        return bar;
    char status[256];
    status_text(p, may_act, status, sizeof status);
    mm_gfx *g = &app->gfx;
    float body = mm_type(app, MM_TEXT_BODY), room = bar_button(app, BTN_HINT).x - 40;
    if (p->session->game->to_move(p->session->state) == MM_NOBODY && p->results_shown)
        room = results_button(app).x - 40;
    float h = mm_gfx_text_wrapped(g, status, 28, 0, room, body, true, MM_PAPER, MM_ALIGN_LEFT, false);
    return h > bar - 8 ? fmaxf(bar, ceilf(h + 12)) : bar;
}

static void draw_bar(play *p, mm_app *app, bool may_act)
{
    mm_gfx *g = &app->gfx;
    const mm_game *game = p->session->game;
    float bar = fmaxf(p->bar, top_bar(app));
    mm_gfx_fill_rect(g, mm_rect(0, 0, g->lw, bar), (mm_rgba){20, 16, 46, 230});
    mm_gfx_fill_rect(g, mm_rect(0, bar - 3, g->lw, 3), (mm_rgba){90, 70, 160, 255});
    bool tv = app->ui_size != MM_UI_NORMAL;
    /* On a TV the table says which game it is; the bar keeps the status. */
    if (!tv) {
        g->report_role = "heading";
        mm_gfx_text(g, _(game->title), 28, 10, 30, true, MM_ACCENT, MM_ALIGN_LEFT);
    }
    char status[256];
    status_text(p, may_act, status, sizeof status);
    int seat = game->to_move(p->session->state);
    /* Long names and long prompts never run under the buttons: on the
     * desktop they shrink; in the TV size they take a second line in the
     * body size, and shrink only when two lines are not enough. */
    bool results = seat == MM_NOBODY && p->results_shown;
    float room = (results ? results_button(app).x : bar_button(app, BTN_HINT).x) - 40;
    float status_size = tv ? mm_type(app, MM_TEXT_BODY) : 22;
    g->report_role = "body";
    if (!tv || mm_gfx_text_width(g, status, status_size, true) <= room) {
        mm_gfx_text_fit(g, status, 28, tv ? (bar - status_size * 1.2f) / 2 : 48, room,
                        status_size, tv, MM_PAPER, MM_ALIGN_LEFT);
    } else {
        float h = mm_gfx_text_wrapped(g, status, 28, 0, room, status_size, true, MM_PAPER,
                                      MM_ALIGN_LEFT, false);
        while (h > bar - 8 && status_size > g->min_text) {
            status_size = fmaxf(g->min_text, status_size * 0.95f);
            h = mm_gfx_text_wrapped(g, status, 28, 0, room, status_size, true, MM_PAPER,
                                    MM_ALIGN_LEFT, false);
        }
        g->report_role = "body";
        mm_gfx_text_wrapped(g, status, 28, (bar - 3 - h) / 2, room, status_size, true, MM_PAPER,
                            MM_ALIGN_LEFT, true);
    }
    mm_ui_button(app, bar_button(app, BTN_MENU), NULL, "icon-menu", false, true);
    mm_ui_button(app, bar_button(app, BTN_RULES), NULL, "icon-rules", false, true);
    mm_ui_button(app, bar_button(app, BTN_HISTORY), NULL, "icon-history", false, true);
    char why[MM_REASON_MAX];
    mm_ui_button(app, bar_button(app, BTN_UNDO), NULL, "icon-undo", false,
                 !p->replay && mm_session_can_undo(p->session, why, sizeof why));
    mm_ui_button(app, bar_button(app, BTN_SOUND), NULL,
                 app->settings.muted ? "icon-sound-off" : "icon-sound-on", false, true);
    /* "What would the computer do?" (H) */
    mm_ui_button(app, bar_button(app, BTN_HINT), "?", NULL, false, may_act && !p->hint.view);
    if (results)
        mm_ui_button(app, results_button(app), _("Results"), "icon-star", true, true);
}

static void undo(play *p, mm_app *app)
{
    char why[MM_REASON_MAX];
    if (p->replay || !mm_session_undo(p->session, why, sizeof why)) {
        mm_app_toast(app, p->replay ? _("A replay can't be undone.") : why);
        mm_app_sound(app, "mistake");
        return;
    }
    p->generation++;
    p->showing = MM_NOBODY;
    rebuild_history(p);
    p->viewer = natural_viewer(p);
    add_log(p, _("Move taken back."));
    sync_view(p, app);
}

static bool bar_handle(play *p, mm_app *app, const mm_action *a, mm_scene *scene)
{
    if (mm_ui_clicked(a, bar_button(app, BTN_MENU))) {
        mm_app_sound(app, "click");
        mm_app_push(app, mm_pause_scene(app, scene));
    } else if (mm_ui_clicked(a, bar_button(app, BTN_RULES))) {
        mm_app_push(app, mm_rules_scene(app, p->session->game->id));
    } else if (mm_ui_clicked(a, bar_button(app, BTN_HISTORY)) ||
               (a->kind == MM_ACT_KEY && a->key == SDLK_l && !(a->mods & KMOD_CTRL))) {
        mm_app_sound(app, "click");
        mm_app_push(app, mm_history_scene(app, scene));
    } else if (mm_ui_clicked(a, bar_button(app, BTN_UNDO))) {
        undo(p, app);
    } else if (mm_ui_clicked(a, bar_button(app, BTN_SOUND))) {
        app->settings.muted = !app->settings.muted;
        mm_app_apply_settings(app);
    } else if (mm_ui_clicked(a, bar_button(app, BTN_HINT))) {
        hint_start(p, app, may_act(p));
    } else if (p->results_shown && p->session->game->is_over(p->session->state) &&
               mm_ui_clicked(a, results_button(app))) {
        mm_app_push(app, mm_results_scene(app, scene));
    } else {
        return a->kind == MM_ACT_POINTER_UP && a->y < fmaxf(p->bar, top_bar(app));
    }
    return true;
}

/* ================================================================ the scene */

static bool may_act(const play *p)
{
    int seat = p->session->game->to_move(p->session->state);
    return is_human(p, seat) && seat == p->viewer;
}

static bool play_handle(mm_scene *scene, mm_app *app, const mm_action *a)
{
    play *p = scene->data;
    if (a->kind == MM_ACT_MENU) {
        mm_app_push(app, mm_pause_scene(app, scene));
        return true;
    }
    if (a->kind == MM_ACT_BACK) {
        char move[8];
        /* Esc first cancels a half-made move in the view, then opens pause. */
        if (p->vops->handle(p->view, a, may_act(p), move, sizeof move) == MM_VIEW_CONSUMED)
            return true;
        mm_app_push(app, mm_pause_scene(app, scene));
        return true;
    }
    if (a->kind == MM_ACT_UNDO) {
        undo(p, app);
        return true;
    }
    if (a->kind == MM_ACT_KEY && a->key == SDLK_h && !(a->mods & (KMOD_CTRL | KMOD_ALT))) {
        hint_start(p, app, may_act(p));
        return true;
    }
    if (bar_handle(p, app, a, scene))
        return true;
    if (p->replay && replay_handle(p, app, a))
        return true;
    char move[1024];
    bool acting = may_act(p);
    mm_view_reply reply = p->vops->handle(p->view, a, acting, move, sizeof move);
    if (reply == MM_VIEW_MOVE && acting) {
        if (make_move(p, app, p->viewer, move))
            mm_app_sound(app, "card");
    }
    return reply != MM_VIEW_IGNORED;
}

static bool play_update(mm_scene *scene, mm_app *app, double dt)
{
    play *p = scene->data;
    const mm_game *game = p->session->game;
    bool busy = p->vops->update(p->view, dt);
    if (busy)
        return true;
    if (p->showing != MM_NOBODY || p->log_waiting > 0) {
        /* The table has shown the move: now the bar and the log tell it. */
        p->showing = MM_NOBODY;
        p->log_waiting = 0;
        return true;
    }
    int seat = game->to_move(p->session->state);
    if (seat == MM_NOBODY) {
        if (p->results_shown)
            return false;
        p->end_wait += dt;
        if (p->end_wait < 1.2 * mm_app_anim_scale(app))
            return true;
        p->results_shown = true;
        mm_app_sound(app, "end");
        mm_app_push(app, mm_results_scene(app, scene));
        return true;
    }
    if (p->replay && mm_session_nmoves(p->session) >= p->script.moves.n) {
        /* The record's last move has been shown: the game goes on from here. */
        mm_app_toast(app, _("The replay ends here: the record stops mid-game."));
        p->replay = false;
        return true;
    }
    if (is_human(p, seat)) {
        if (hint_poll(p, app))
            return true;
        if (seat != p->last_to_move && seat == p->viewer)
            mm_app_sound(app, "turn");
        p->last_to_move = seat;
        if (seat != p->viewer) {
            /* Hotseat with hidden information: hide the table until the next
             * player has the mouse. */
            if (game->hides_information(p->session->state)) {
                mm_app_push(app, mm_handover_scene(app, p->session->rec.seats[seat].name));
            }
            p->viewer = seat;
            sync_view(p, app);
            mm_app_sound(app, "turn");
        }
        return false;
    }
    p->last_to_move = seat;
    if (p->replay && p->paused)
        return false;
    /* A screenshot shows the game after exactly the moves asked for: no
     * computer player thinks on in the background, whatever the load. */
    if (app->screenshot_mode)
        return false;
    /* Think during the pause that lets the player follow the last move. */
    if (!p->replay && !p->think.view)
        computer_move(p, app, seat);
    p->wait -= p->replay ? dt * p->speed : dt;
    if (p->wait > 0)
        return true;
    computer_move(p, app, seat);
    return true;
}

static void play_draw(mm_scene *scene, mm_app *app)
{
    play *p = scene->data;
    mm_gfx *g = &app->gfx;
    bool acting = may_act(p);
    int targets = app->focus.nnow;
    float bar = p->bar = bar_height(p, app, acting);
    p->vops->draw(p->view, mm_rect(0, bar, g->lw, g->lh - bar), acting);
    /* A table that offers nothing (a move still shown, nobody's eyes): the
     * focus rests on the status line, where Enter (A) does nothing, not on
     * the bar's menu button; it starts on the table's default again as soon
     * as the table offers one. */
    bool offers = app->focus.nnow > targets;
    if (!offers && !p->replay)
        mm_focus_add(app, mm_rect(16, 8, bar_button(app, BTN_HINT).x - 32, bar - 16),
                     mm_focus_id("play-status", 0), MM_FOCUS_DEFAULT);
    if (offers != p->table_offers)
        mm_focus_restart(app);
    p->table_offers = offers;
    draw_bar(p, app, acting);
    if (p->replay)
        draw_replay(p, app);
    /* The last few things that happened, bottom left, newest at the bottom:
     * as many whole lines as the log's corner holds. */
    SDL_FRect area = mm_ui_log_area(app);
    float size = app->ui_size == MM_UI_NORMAL ? 17 : mm_type(app, MM_TEXT_BODY);
    float width = area.w - 40, y = g->lh - 16;
    int shown = p->nlog - p->log_waiting;
    for (int i = shown - 1; i >= 0; i--) {
        Uint8 alpha = (Uint8)(110 + 145 * (i + 1) / shown);
        float h = mm_gfx_text_wrapped(g, p->log[i], 0, 0, width, size, false, MM_PAPER,
                                      MM_ALIGN_LEFT, false);
        if (y - h - 4 < area.y)
            break;
        y -= h + 4;
        g->report_role = "body";
        mm_gfx_text_wrapped(g, p->log[i], 20, y, width, size, false, mm_alpha(MM_PAPER, alpha),
                            MM_ALIGN_LEFT, true);
    }
}

static void play_resume(mm_scene *scene, mm_app *app)
{
    play *p = scene->data;
    sync_view(p, app);
}

static void play_destroy(mm_scene *scene)
{
    play *p = scene->data;
    think_stop(p);
    if (p->vops && p->view)
        p->vops->destroy(p->view);
    mm_session_free(p->session);
    mm_record_free(&p->script);
    mm_history_free(&p->history);
    free(p);
}

static bool play_wants_key(mm_scene *scene, mm_app *app, const mm_action *a)
{
    (void)app;
    play *p = scene->data;
    return p->vops->wants_key && p->vops->wants_key(p->view, a);
}

static const mm_scene_ops play_ops = {
    .name = "play",
    .handle = play_handle,
    .wants_key = play_wants_key,
    .update = play_update,
    .draw = play_draw,
    .resume = play_resume,
    .destroy = play_destroy,
};

mm_scene *mm_play_scene(mm_app *app, mm_session *session, bool replay)
{
    const mm_view_ops *vops = mm_view_find(session->game->id);
    if (!vops) {
        mm_session_free(session);
        return mm_message_scene(app, _("Not playable yet"),
                                _("This game's table is still being built."));
    }
    play *p = calloc(1, sizeof *p);
    if (!p)
        abort();
    p->session = session;
    p->vops = vops;
    p->view = vops->create(app);
    p->replay = replay;
    p->speed = 1;
    mm_record_init(&p->script);
    /* Computer players are as reproducible as the deal: same seed, same game. */
    mm_rng_seed(&p->ai_rng, session->rec.seed ^ 0x6d6f6e737465726dULL);
    p->viewer = MM_SPECTATOR;
    p->viewer = natural_viewer(p);
    p->last_to_move = MM_NOBODY;
    p->showing = MM_NOBODY;
    mm_history_init(&p->history);
    /* A continued game shows its whole history, as it was before. */
    if (mm_session_nmoves(session) > 0)
        rebuild_history(p);
    int n;
    /* Hotseat games open with the handover for the first player. */
    if (humans(session, &n) && n > 1 && session->game->hides_information(session->state))
        p->viewer = NOBODY_YET;
    p->vops->sync(p->view, session, p->viewer < 0 ? MM_SPECTATOR : p->viewer);
    show_setup(p);
    p->wait = 0.6 * mm_app_anim_scale(app);
    return mm_scene_new(&play_ops, p);
}

mm_session *mm_play_session(mm_scene *scene)
{
    return ((play *)scene->data)->session;
}

const mm_history *mm_play_history(mm_scene *scene, int *shown)
{
    play *p = scene->data;
    /* Lines the table has not shown yet stay out of the history too. */
    *shown = p->history.n - p->log_waiting;
    if (*shown < 0)
        *shown = 0;
    return &p->history;
}

void mm_play_seat_badge(mm_scene *scene, mm_app *app, int seat, SDL_FRect r)
{
    play *p = scene->data;
    const mm_record *rec = &p->session->rec;
    if (seat < 0 || seat >= rec->nseats)
        return;
    bool table = p->vops && p->vops->seat_badge;
    if (table)
        p->vops->seat_badge(p->view, seat, r);
    else
        mm_table_seat_icon(app, &rec->seats[seat], r, MM_MUTED);
    mm_gfx *g = &app->gfx;
    if (g->report && !g->report_mute)
        fprintf(g->report,
                "{\"badge\":%d,\"x\":%d,\"y\":%d,\"w\":%d,\"h\":%d,\"layer\":%d,"
                "\"drawn_by\":\"%s\"}\n",
                seat, (int)roundf(r.x * g->scale), (int)roundf(r.y * g->scale),
                (int)roundf(r.w * g->scale), (int)roundf(r.h * g->scale), g->report_layer,
                table ? "table" : "fallback");
}

void mm_play_restart(mm_scene *scene, mm_app *app)
{
    play *p = scene->data;
    char why[MM_REASON_MAX];
    if (p->replay) {
        /* Replays restart from their first move. */
        mm_session_restart(p->session, why, sizeof why);
    } else if (!mm_session_restart(p->session, why, sizeof why)) {
        mm_app_toast(app, why);
        return;
    }
    p->generation++;
    p->results_shown = false;
    p->end_wait = 0;
    p->showing = MM_NOBODY;
    rebuild_history(p);
    p->viewer = natural_viewer(p);
    sync_view(p, app);
    show_setup(p);
}

void mm_play_again(mm_scene *scene, mm_app *app)
{
    play *p = scene->data;
    mm_session *s = p->session;
    char why[MM_REASON_MAX];
    mm_seat seats[MM_MAX_SEATS];
    memcpy(seats, s->rec.seats, sizeof seats);
    mm_options opts = s->rec.options;
    if (!mm_start_game(app, s->game, &opts, seats, s->rec.nseats, false, 0, why, sizeof why))
        mm_app_toast(app, why);
}

bool mm_play_is_replay(mm_scene *scene)
{
    const play *p = scene->data;
    return p->replay;
}

void mm_play_watch_again(mm_scene *scene, mm_app *app)
{
    play *p = scene->data;
    p->paused = false;
    replay_jump(p, app, 0);
}

void mm_play_set_script(mm_scene *scene, const mm_record *rec)
{
    if (strcmp(scene->ops->name, "play") != 0)
        return;
    play *p = scene->data;
    mm_record_free(&p->script);
    mm_record_init(&p->script);
    for (int i = 0; i < rec->moves.n; i++)
        mm_move_list_addf(&p->script.moves, "%s", rec->moves.items[i]);
}

const mm_move_list *mm_play_script(mm_scene *scene)
{
    const play *p = scene->data;
    return p->script.moves.n > 0 ? &p->script.moves : NULL;
}
