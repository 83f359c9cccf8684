/* SPDX-License-Identifier: MIT */
/* The app's platform edge: SDL start-up, event translation, the main loop
 * that draws only when something changed, --screenshot and --bench-frames
 * (where the files are: paths.c). */
#include "app.h"

#include <errno.h>
#include <libgen.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include <SDL_image.h>
#include <SDL_mixer.h>

#include "monstermoon/ai.h"
#include "monstermoon/fileio.h"
#include "monstermoon/i18n.h"
#include "frame.h"
#include "libs.h"
#include "pads.h"
#include "paths.h"
#include "saves.h"
#include "scene.h"
#include "script.h"
#include "startup.h"
#include "ui.h"

/* ================================================================== audio */

#define NSOUNDS 8
static const char *const sound_names[NSOUNDS] = {"card",    "move",  "success", "mistake",
                                                 "click",   "draw",  "turn",    "end"};
static Mix_Chunk *sounds[NSOUNDS];

static const mm_mixer_lib *mixer;

static void audio_open(mm_app *app)
{
    mixer = mm_mixer_lib_open();
    if (!mixer || SDL_InitSubSystem(SDL_INIT_AUDIO) != 0 ||
        mixer->open_audio(44100, MIX_DEFAULT_FORMAT, 2, 1024) != 0) {
        fprintf(stderr, "monstermoon: no sound (%s)\n", SDL_GetError());
        return;
    }
    app->audio_ok = true;
    for (int i = 0; i < NSOUNDS; i++) {
        char path[1200];
        mm_pathf(path, sizeof path, "%s/sounds/%s.wav", app->data_dir, sound_names[i]);
        SDL_RWops *rw = SDL_RWFromFile(path, "rb");
        sounds[i] = rw ? mixer->load_wav_rw(rw, 1) : NULL;
        if (!sounds[i])
            fprintf(stderr, "monstermoon: cannot load sound %s: %s\n", path, SDL_GetError());
    }
}

static void audio_close(mm_app *app)
{
    if (!app->audio_ok)
        return;
    for (int i = 0; i < NSOUNDS; i++)
        mixer->free_chunk(sounds[i]);
    mixer->close_audio();
}

void mm_app_sound(mm_app *app, const char *name)
{
    if (!app->audio_ok || app->settings.muted || app->screenshot_mode)
        return;
    for (int i = 0; i < NSOUNDS; i++) {
        if (strcmp(sound_names[i], name) == 0 && sounds[i]) {
            mixer->volume_chunk(sounds[i], app->settings.volume * MIX_MAX_VOLUME / 100);
            mixer->play_channel_timed(-1, sounds[i], 0, -1);
        }
    }
}

/* ================================================================ services */

static Uint32 post_event; /* SDL event type of mm_app_post, 0 before start-up */

void mm_app_post(const char *message)
{
    if (!post_event)
        return;
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = post_event;
    e.user.data1 = message ? strdup(message) : NULL;
    if (SDL_PushEvent(&e) <= 0)
        free(e.user.data1);
}

/* On the main thread: what mm_app_post and the saves scan have to say. */
static void take_posts(mm_app *app, const SDL_Event *e)
{
    char *message = e->user.data1;
    if (message) {
        fprintf(stderr, "monstermoon: %s\n", message);
        mm_app_toast(app, message);
        free(message);
    }
    char notice[1800];
    while (app->saves && mm_saves_take_notice(app->saves, notice, sizeof notice))
        mm_app_toast(app, notice);
    app->dirty = true;
}

static void settings_write_failed(void *ctx, const char *path, const char *why)
{
    (void)ctx;
    char text[MM_REASON_MAX * 2];
    snprintf(text, sizeof text, _("Could not save the settings: %s: %s"), path, why);
    mm_app_post(text);
}

static void saves_changed(void *ctx)
{
    (void)ctx;
    mm_app_post(NULL);
}

void mm_app_invalidate(mm_app *app)
{
    app->dirty = true;
}

void mm_app_toast(mm_app *app, const char *text)
{
    snprintf(app->toast, sizeof app->toast, "%.*s", (int)sizeof app->toast - 1, text);
    /* Long messages (a file's path and a reason) stay longer. */
    double t = 3.5 + (double)strlen(app->toast) / 60.0;
    app->toast_time = t > 8.0 ? 8.0 : t;
    app->dirty = true;
}

double mm_app_anim_scale(const mm_app *app)
{
    static const double scale[] = {1.6, 1.0, 0.5, 0.0};
    if (app->screenshot_mode)
        return app->screenshot_animate ? 1.0 : 0.0;
    return scale[app->settings.anim_speed];
}

/* Fullscreen that fills the display even without a window manager (a TV box
 * in kiosk mode): SDL then only changes its own idea of the window's size, so
 * the window is first moved and sized to the display by hand; leaving
 * restores the windowed size. */
static void set_fullscreen(SDL_Window *window, bool on)
{
    static int windowed_w = 1280, windowed_h = 720;
    if (on) {
        SDL_GetWindowSize(window, &windowed_w, &windowed_h);
        SDL_Rect bounds;
        if (SDL_GetDisplayBounds(SDL_GetWindowDisplayIndex(window), &bounds) == 0) {
            SDL_SetWindowPosition(window, bounds.x, bounds.y);
            SDL_SetWindowSize(window, bounds.w, bounds.h);
        }
        SDL_SetWindowFullscreen(window, SDL_WINDOW_FULLSCREEN_DESKTOP);
    } else {
        SDL_SetWindowFullscreen(window, 0);
        SDL_SetWindowSize(window, windowed_w, windowed_h);
        SDL_SetWindowPosition(window, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED);
    }
}

void mm_app_apply_settings(mm_app *app)
{
    mm_i18n_set_language(app->settings.language);
    if (!app->screenshot_mode) {
        Uint32 flags = SDL_GetWindowFlags(app->gfx.window);
        bool is_full = (flags & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0;
        if (is_full != app->settings.fullscreen)
            set_fullscreen(app->gfx.window, app->settings.fullscreen);
        char path[1100];
        mm_app_user_path(app, "settings.ini", path, sizeof path);
        char *text = mm_settings_to_text(&app->settings);
        char why[MM_REASON_MAX];
        if (app->settings_kept) {
            free(text); /* the unreadable file stays, as the player was told */
        } else if (text && app->writer) {
            mm_file_writer_put(app->writer, path, text, strlen(text));
        } else {
            if (!text || !mm_file_write(path, text, strlen(text), why, sizeof why))
                mm_app_toast(app, _("Could not save the settings."));
            free(text);
        }
    }
    mm_gfx_resize(&app->gfx);
    mm_ui_update_size(app);
    app->dirty = true;
}

/* ============================================================ scene stack */

mm_scene *mm_scene_new(const mm_scene_ops *ops, void *data)
{
    mm_scene *s = calloc(1, sizeof *s);
    if (!s) {
        fprintf(stderr, "monstermoon: out of memory\n");
        abort();
    }
    s->ops = ops;
    s->data = data;
    return s;
}

void mm_scene_free_data(mm_scene *scene)
{
    free(scene->data);
}

static void scene_free(mm_scene *s)
{
    if (!s)
        return;
    if (s->ops->destroy)
        s->ops->destroy(s);
    free(s);
}

void mm_app_push(mm_app *app, mm_scene *scene)
{
    if (!scene)
        return;
    if (app->depth == (int)(sizeof app->stack / sizeof app->stack[0])) {
        scene_free(scene);
        return;
    }
    app->stack[app->depth++] = scene;
    app->dirty = true;
}

void mm_app_pop(mm_app *app)
{
    if (app->depth == 0)
        return;
    mm_scene *s = app->stack[--app->depth];
    if (app->ndead < (int)(sizeof app->dead / sizeof app->dead[0]))
        app->dead[app->ndead++] = s;
    else
        scene_free(s);
    if (app->depth > 0 && app->stack[app->depth - 1]->ops->resume)
        app->stack[app->depth - 1]->ops->resume(app->stack[app->depth - 1], app);
    app->dirty = true;
}

void mm_app_to_menu(mm_app *app)
{
    while (app->depth > 0)
        mm_app_pop(app);
    mm_app_push(app, mm_menu_scene(app));
}

mm_scene *mm_app_top(mm_app *app)
{
    return app->depth ? app->stack[app->depth - 1] : NULL;
}

static void free_dead(mm_app *app)
{
    for (int i = 0; i < app->ndead; i++)
        scene_free(app->dead[i]);
    app->ndead = 0;
}

/* ================================================================= events */

static bool translate(mm_app *app, const SDL_Event *e, mm_action *a)
{
    memset(a, 0, sizeof *a);
    a->x = app->pointer_x;
    a->y = app->pointer_y;
    switch (e->type) {
    case SDL_MOUSEMOTION:
        mm_gfx_to_logical(&app->gfx, e->motion.x, e->motion.y, &a->x, &a->y);
        a->kind = MM_ACT_POINTER_MOVE;
        mm_focus_used(app, MM_DEVICE_MOUSE);
        break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        mm_focus_used(app, MM_DEVICE_MOUSE);
        mm_gfx_to_logical(&app->gfx, e->button.x, e->button.y, &a->x, &a->y);
        a->kind = e->type == SDL_MOUSEBUTTONDOWN ? MM_ACT_POINTER_DOWN : MM_ACT_POINTER_UP;
        a->button = e->button.button;
        break;
    case SDL_MOUSEWHEEL:
        a->kind = MM_ACT_WHEEL;
        a->wheel = e->wheel.preciseY != 0 ? e->wheel.preciseY : (float)e->wheel.y;
        if (e->wheel.direction == SDL_MOUSEWHEEL_FLIPPED)
            a->wheel = -a->wheel;
        a->mods = SDL_GetModState();
        break;
    case SDL_KEYDOWN:
        mm_focus_used(app, MM_DEVICE_KEYBOARD);
        a->key = e->key.keysym.sym;
        a->mods = e->key.keysym.mod;
        if (a->key == SDLK_ESCAPE || a->key == SDLK_AC_BACK)
            a->kind = MM_ACT_BACK;
        else if (a->key == SDLK_z && (a->mods & KMOD_CTRL))
            a->kind = MM_ACT_UNDO;
        else
            a->kind = MM_ACT_KEY;
        break;
    case SDL_TEXTINPUT:
        a->kind = MM_ACT_TEXT;
        snprintf(a->text, sizeof a->text, "%s", e->text.text);
        break;
    default:
        return false;
    }
    app->pointer_x = a->x;
    app->pointer_y = a->y;
    return true;
}

void mm_app_dispatch(mm_app *app, const mm_action *action)
{
    if (action->kind == MM_ACT_KEY && action->key == SDLK_F11) {
        app->settings.fullscreen = !app->settings.fullscreen;
        mm_app_apply_settings(app);
        return;
    }
    /* Hover feedback needs a redraw on every pointer move. */
    app->dirty = true;
    if (action->kind == MM_ACT_POINTER_MOVE || action->kind == MM_ACT_POINTER_DOWN ||
        action->kind == MM_ACT_POINTER_UP) {
        app->pointer_x = action->x;
        app->pointer_y = action->y;
    }
    mm_scene *top = mm_app_top(app);
    if (!top)
        return;
    mm_action copy = *action;
    const mm_action *a = &copy;
    /* Start opens the pause menu during play; elsewhere it backs out. */
    if (copy.kind == MM_ACT_MENU && strcmp(top->ops->name, "play") != 0)
        copy.kind = MM_ACT_BACK;
    /* Navigation keys move the focus unless the scene wants them itself. */
    if (copy.kind == MM_ACT_KEY && !(copy.mods & (KMOD_CTRL | KMOD_ALT)) &&
        !(top->ops->wants_key && top->ops->wants_key(top, app, a)) && mm_focus_handle(app, a))
        return;
    for (int i = app->depth - 1; i >= 0; i--) {
        mm_scene *s = app->stack[i];
        if (s->ops->handle && s->ops->handle(s, app, a))
            break;
        if (!s->ops->overlay)
            break;
    }
}

static void handle_event(mm_app *app, const SDL_Event *e)
{
    mm_action a;
    if (e->type == SDL_QUIT) {
        app->quit = true;
    } else if (e->type == SDL_WINDOWEVENT) {
        Uint8 what = e->window.event;
        /* Shown, exposed, resized: the whole window again. The pointer
         * entering or leaving, the focus or a move leave its pixels as they
         * are (a window drawn whole costs tens of milliseconds at 4K without
         * a GPU). */
        if (what != SDL_WINDOWEVENT_ENTER && what != SDL_WINDOWEVENT_LEAVE &&
            what != SDL_WINDOWEVENT_FOCUS_GAINED && what != SDL_WINDOWEVENT_FOCUS_LOST &&
            what != SDL_WINDOWEVENT_TAKE_FOCUS && what != SDL_WINDOWEVENT_MOVED) {
            mm_gfx_invalidate(&app->gfx);
            app->dirty = true;
        }
        if (what == SDL_WINDOWEVENT_SIZE_CHANGED || what == SDL_WINDOWEVENT_DISPLAY_CHANGED) {
            mm_gfx_resize(&app->gfx);
            mm_ui_update_size(app);
        }
    } else if (post_event && e->type == post_event) {
        take_posts(app, e);
    } else if (e->type == SDL_RENDER_TARGETS_RESET || e->type == SDL_RENDER_DEVICE_RESET) {
        mm_gfx_resize(&app->gfx);
        mm_ui_update_size(app);
        app->dirty = true;
    } else if (mm_pads_event(app, e)) {
        /* a game controller: turned into actions there */
    } else if (translate(app, e, &a)) {
        mm_app_dispatch(app, &a);
    }
}

/* ================================================================= frames */

static bool update(mm_app *app, double dt)
{
    bool busy = false;
    if (app->toast_time > 0) {
        app->toast_time -= dt;
        busy = true;
    }
    busy |= mm_pads_update(app, dt);
    mm_scene *top = mm_app_top(app);
    if (top && top->ops->update)
        busy |= top->ops->update(top, app, dt);
    free_dead(app);
    return busy;
}

static long draw(mm_app *app)
{
    int first = app->depth - 1;
    while (first > 0 && app->stack[first]->ops->overlay)
        first--;
    mm_gfx_begin_frame(&app->gfx);
    mm_gfx_clear(&app->gfx, MM_NIGHT);
    app->gfx.report_layer = 0;
    for (int i = first < 0 ? 0 : first; i < app->depth; i++) {
        /* Only the top scene's targets take the focus. */
        mm_focus_begin_scene(app);
        if (app->stack[i]->ops->draw)
            app->stack[i]->ops->draw(app->stack[i], app);
    }
    mm_focus_end_frame(app, mm_app_top(app));
    mm_focus_draw_ring(app);
    mm_ui_draw_toast(app);
    long drawn = mm_gfx_end_frame(&app->gfx);
    /* Pictures still to rasterize at their new size: one more frame. */
    app->dirty = mm_gfx_standing_in(&app->gfx);
    if (app->report_frame) {
        fclose(app->gfx.report);
        app->gfx.report = NULL;
        app->report_frame = false;
    }
    /* A picture that failed to load: named once, on screen too. */
    char missing[1500];
    int nmissing = mm_gfx_take_missing(&app->gfx, missing, sizeof missing);
    if (nmissing > 0) {
        char text[1600];
        if (nmissing == 1)
            snprintf(text, sizeof text, _("A picture is missing: %s"), missing);
        else
            snprintf(text, sizeof text,
                     dngettext(MM_TEXT_DOMAIN, "%d picture is missing, first %s",
                               "%d pictures are missing, first %s", (unsigned long)nmissing),
                     nmissing, missing);
        mm_app_toast(app, text);
    }
    return drawn;
}

/* ============================================================ start-up */

/* MONSTERMOON_TRACE_STARTUP=1: what start-up spends, on stderr (wall and CPU
 * milliseconds since the app began), to find what to defer. */
static int trace_on = -1;

static void trace(const char *what)
{
    static struct timespec w0, c0;
    if (trace_on < 0) {
        const char *env = getenv("MONSTERMOON_TRACE_STARTUP");
        trace_on = env && *env && strcmp(env, "0") != 0;
        clock_gettime(CLOCK_MONOTONIC, &w0);
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c0);
    }
    if (!trace_on || !what)
        return;
    struct timespec w, c;
    clock_gettime(CLOCK_MONOTONIC, &w);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c);
    fprintf(stderr, "monstermoon: start-up %-16s %7.1f ms wall %7.1f ms cpu\n", what,
            (double)(w.tv_sec - w0.tv_sec) * 1e3 + (double)(w.tv_nsec - w0.tv_nsec) * 1e-6,
            (double)(c.tv_sec - c0.tv_sec) * 1e3 + (double)(c.tv_nsec - c0.tv_nsec) * 1e-6);
}

static mm_scene *initial_scene(mm_app *app, int *code)
{
    const mm_cli *cli = app->cli;
    if (cli->replay) {
        mm_open_record(app, cli->replay, true);
        return NULL;
    }
    if (cli->game_id) {
        const mm_game *game = mm_game_find(cli->game_id);
        if (!game) {
            fprintf(stderr, "monstermoon: unknown game '%s' (see --list-games)\n", cli->game_id);
            *code = 2;
            return NULL;
        }
        mm_seat seats[MM_MAX_SEATS];
        int nseats;
        char why[MM_REASON_MAX];
        const char *players = cli->players ? cli->players : "human,cpu,cpu";
        if (!mm_cli_seats(players, seats, &nseats, why, sizeof why) ||
            !mm_start_game(app, game, &cli->options, seats, nseats, cli->have_seed, cli->seed,
                           why, sizeof why)) {
            fprintf(stderr, "monstermoon: %s\n", why);
            *code = 2;
        }
        return NULL;
    }
    return mm_menu_scene(app);
}

/* Pushes the overlay named by --scene (for screenshots). */
static bool push_named_scene(mm_app *app, const char *name)
{
    mm_scene *top = mm_app_top(app);
    /* A finished game shows its results by itself; any other scene asked for
     * replaces them. */
    if (top && strcmp(top->ops->name, "results") == 0) {
        if (strcmp(name, "results") == 0)
            return true;
        mm_app_pop(app);
        free_dead(app);
        top = mm_app_top(app);
    }
    bool in_play = top && strcmp(top->ops->name, "play") == 0;
    if (strcmp(name, "menu") == 0 || strcmp(name, "play") == 0)
        return true;
    if (strcmp(name, "setup") == 0) {
        mm_app_push(app, mm_setup_scene(app, app->cli->game_id ? app->cli->game_id
                                                                : "monsters-on-the-run"));
    } else if (strcmp(name, "settings") == 0) {
        mm_app_push(app, mm_settings_scene(app));
    } else if (strcmp(name, "saves") == 0) {
        mm_app_push(app, mm_saves_scene(app));
    } else if (strcmp(name, "rules") == 0) {
        mm_app_push(app, mm_rules_scene(app, app->cli->game_id ? app->cli->game_id
                                                                : "monsters-on-the-run"));
    } else if (strcmp(name, "pause") == 0 && in_play) {
        mm_app_push(app, mm_pause_scene(app, top));
    } else if (strcmp(name, "history") == 0 && in_play) {
        mm_app_push(app, mm_history_scene(app, top));
    } else if (strcmp(name, "results") == 0 && in_play) {
        mm_app_push(app, mm_results_scene(app, top));
    } else if (strcmp(name, "about") == 0) {
        mm_app_push(app, mm_about_scene(app));
    } else if (strcmp(name, "handover") == 0) {
        mm_app_push(app, mm_handover_scene(app, _("Player 2")));
    } else {
        fprintf(stderr, "monstermoon: --scene %s is not available here\n", name);
        return false;
    }
    return true;
}

static int take_screenshot(mm_app *app)
{
    const mm_cli *cli = app->cli;
    mm_scene *top = mm_app_top(app);
    bool play = top && strcmp(top->ops->name, "play") == 0;
    bool mid = play && cli->mid_move_ms > 0;
    if (play)
        mm_play_fast_forward(top, app, cli->screenshot_moves - (mid ? 1 : 0));
    /* Let animations and CPU pacing settle, then draw twice (caches warm). */
    for (int i = 0; i < 4; i++)
        update(app, 10.0);
    if (mid) {
        /* The last move as it animates: the same move --moves N makes. */
        draw(app);
        app->screenshot_animate = true;
        mm_play_fast_forward_one(top, app);
        for (int ms = 0; ms < cli->mid_move_ms; ms += 10)
            update(app, (cli->mid_move_ms - ms < 10 ? cli->mid_move_ms - ms : 10) / 1000.0);
    }
    if (cli->scene && !push_named_scene(app, cli->scene))
        return 2;
    update(app, 0.0);
    draw(app);
    if (cli->text_report) {
        app->gfx.report = fopen(cli->text_report, "w");
        if (!app->gfx.report) {
            fprintf(stderr, "monstermoon: cannot write %s\n", cli->text_report);
            return 1;
        }
    }
    draw(app);
    if (app->gfx.report) {
        bool written = fclose(app->gfx.report) == 0;
        app->gfx.report = NULL;
        if (!written) {
            fprintf(stderr, "monstermoon: cannot write %s\n", cli->text_report);
            return 1;
        }
    }
    char why[512];
    if (!mm_gfx_save_png(&app->gfx, cli->screenshot, why, sizeof why)) {
        fprintf(stderr, "monstermoon: %s\n", why);
        return 1;
    }
    if (app->gfx.missing[0]) {
        fprintf(stderr, "monstermoon: missing asset %s\n", app->gfx.missing);
        return 1;
    }
    return 0;
}

/* ========================================================== frame bench */

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double thread_ms(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

/* p50, p99 and max of n sorted times ("-" for none). */
static void print_spread(const char *label, double *t, int n)
{
    if (n == 0) {
        printf("  %s -", label);
        return;
    }
    qsort(t, (size_t)n, sizeof(double), cmp_double);
    printf("  %s p50 %6.2f p99 %6.2f max %6.2f ms", label, t[n / 2], t[(int)(n * 0.99)], t[n - 1]);
}

/* --bench-frames: the pointer sweeps over the window (every move redraws,
 * as hover feedback does), computer players play on, and each frame's
 * update+draw+present is timed, in wall time and in this thread's CPU time
 * (which the machine's load does not stretch). The first frame, always
 * drawn whole, is told apart; so are the frames that drew anything again
 * (an animation step), whose share a pointer over empty table hides. */
static int bench_frames(mm_app *app)
{
    const mm_cli *cli = app->cli;
    mm_scene *top = mm_app_top(app);
    if (top && strcmp(top->ops->name, "play") == 0)
        mm_play_fast_forward(top, app, cli->screenshot_moves);
    enum { MAX_FRAMES = 60000 };
    double *wall = malloc(sizeof(double) * MAX_FRAMES), *cpu = malloc(sizeof(double) * MAX_FRAMES),
           *busy = malloc(sizeof(double) * MAX_FRAMES);
    if (!wall || !cpu || !busy) {
        free(wall);
        free(cpu);
        free(busy);
        return 1;
    }
    int n = 0, nbusy = 0;
    bool have_first = false;
    /* With the redraw trace, each frame's time follows its rectangles. */
    const char *trace_env = getenv("MONSTERMOON_REDRAW_TRACE");
    bool per_frame = trace_env && *trace_env && strcmp(trace_env, "0") != 0;
    double start = thread_ms(CLOCK_MONOTONIC), last = start, drawn = 0, first_wall = 0,
           first_cpu = 0;
    while (!app->quit && n < MAX_FRAMES) {
        double t0 = thread_ms(CLOCK_MONOTONIC), c0 = thread_ms(CLOCK_THREAD_CPUTIME_ID);
        /* The seconds count from the first frame's end: a slow first frame
         * (pictures rasterized on a loaded machine) leaves the rest whole. */
        double t = (t0 - start) / 1e3;
        if (have_first && t >= cli->bench_frames)
            break;
        SDL_Event e;
        while (SDL_PollEvent(&e))
            handle_event(app, &e);
        mm_action a = {.kind = MM_ACT_POINTER_MOVE,
                       .x = app->gfx.lw * (0.5f + 0.45f * sinf((float)t * 1.3f)),
                       .y = app->gfx.lh * (0.5f + 0.45f * sinf((float)t * 1.9f + 1.0f))};
        mm_app_dispatch(app, &a);
        double c1 = thread_ms(CLOCK_THREAD_CPUTIME_ID);
        update(app, (t0 - last) / 1e3);
        last = t0;
        if (app->depth == 0)
            break;
        double c2 = thread_ms(CLOCK_THREAD_CPUTIME_ID);
        long px = draw(app);
        double c3 = thread_ms(CLOCK_THREAD_CPUTIME_ID);
        mm_gfx_present(&app->gfx);
        free_dead(app);
        double w = thread_ms(CLOCK_MONOTONIC) - t0, c = thread_ms(CLOCK_THREAD_CPUTIME_ID) - c0;
        if (per_frame)
            fprintf(stderr,
                    "monstermoon: that frame took cpu %.2f ms, wall %.2f ms (cpu: input %.2f, "
                    "update %.2f, draw %.2f, present %.2f)\n",
                    c, w, c1 - c0, c2 - c1, c3 - c2, c0 + c - c3);
        if (!have_first) {
            have_first = true;
            first_wall = w;
            first_cpu = c;
            /* Animations go on from the first frame's end too: a first frame
             * slowed by the machine's load would otherwise leap over them
             * (a camera's glide done in one step), and the figures would
             * depend on the load. */
            start = last = thread_ms(CLOCK_MONOTONIC);
        } else {
            drawn += (double)px;
            wall[n] = w;
            cpu[n] = c;
            n++;
            if (px > 0)
                busy[nbusy++] = c;
        }
        SDL_Delay(1); /* let the computer players' threads think */
    }
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    if (n > 0) {
        printf("%-22s %4dx%-4d first frame wall %6.1f cpu %6.1f ms, then %5d frames",
               cli->game_id ? cli->game_id : "menu", app->gfx.pw, app->gfx.ph, first_wall,
               first_cpu, n);
        print_spread("wall", wall, n);
        print_spread("cpu", cpu, n);
        printf("  drawn %5.1f%%  peak memory %5.1f MB  (%s)\n",
               100.0 * drawn / ((double)n * app->gfx.pw * app->gfx.ph),
               (double)ru.ru_maxrss / 1024.0, SDL_GetCurrentVideoDriver());
        printf("%-22s %4dx%-4d %5d frames drew anything again:", "", app->gfx.pw, app->gfx.ph,
               nbusy);
        print_spread("cpu", busy, nbusy);
        printf("\n");
        fflush(stdout); /* before SDL and the libraries shut down */
    }
    free(wall);
    free(cpu);
    free(busy);
    long bad = mm_frame_check_failures(app->gfx.frame);
    if (bad > 0)
        fprintf(stderr, "monstermoon: %ld pixels drawn again differ from whole frames\n", bad);
    return n > 0 && bad == 0 ? 0 : 1;
}

int mm_app_run(const mm_cli *cli)
{
    static mm_app app_storage;
    mm_app *app = &app_storage;
    app->cli = cli;
    app->screenshot_mode = cli->screenshot != NULL;
    trace(NULL);
    if (!mm_paths_data_dir(app->data_dir, sizeof app->data_dir)) {
        fprintf(stderr,
                "monstermoon: game data not found (last looked in %s; set MONSTERMOON_DATA to "
                "the assets folder)\n",
                app->data_dir);
        return 1;
    }
    char localedir[1200], i18n_why[1500] = "", i18n_text[1700] = "";
    mm_paths_locale_dir(app->data_dir, localedir, sizeof localedir);
    if (!mm_i18n_init(localedir, i18n_why, sizeof i18n_why)) {
        snprintf(i18n_text, sizeof i18n_text,
                 "The German translation is damaged and was not loaded (%s); English is shown.",
                 i18n_why);
        fprintf(stderr, "monstermoon: %s\n", i18n_text);
    }

    if (app->screenshot_mode || cli->script) {
        if (!getenv("DISPLAY") && !getenv("WAYLAND_DISPLAY"))
            setenv("SDL_VIDEODRIVER", "dummy", 0);
        setenv("SDL_AUDIODRIVER", "dummy", 0);
    }
    /* The window class is the desktop entry's id, so docks and task bars
     * show the entry's name and icon for the window. */
    setenv("SDL_VIDEO_X11_WMCLASS", MM_APP_ID, 0);
    setenv("SDL_VIDEO_WAYLAND_WMCLASS", MM_APP_ID, 0);
    /* The fonts and the first frame's pictures are found and loaded on a
     * thread of their own while SDL starts (startup.h). */
    mm_paths_user_dir(app->user_dir, sizeof app->user_dir);
    char art_cache[1100] = "";
    if (!app->screenshot_mode)
        mm_paths_art_cache(app->user_dir, art_cache, sizeof art_cache);
    mm_startup *startup = mm_startup_begin(app->data_dir, art_cache,
                                           cli->replay ? NULL : cli->game_id ? cli->game_id : "menu");
    trace("i18n");
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "monstermoon: cannot start SDL video: %s\n", SDL_GetError());
        mm_startup_end(startup, false);
        return 1;
    }
    post_event = SDL_RegisterEvents(1);
    if (post_event == (Uint32)-1)
        post_event = 0;
    char saves_dir[1100];
    mm_app_user_path(app, "saves", saves_dir, sizeof saves_dir);
    app->saves = mm_saves_new(saves_dir, saves_changed, NULL);
    app->writer = mm_file_writer_new(settings_write_failed, NULL);
    mm_settings_default(&app->settings);
    char settings_path[1100], settings_why[MM_REASON_MAX], settings_text[MM_REASON_MAX + 1200] = "";
    mm_app_user_path(app, "settings.ini", settings_path, sizeof settings_path);
    if (mm_settings_load(&app->settings, settings_path, settings_why, sizeof settings_why) ==
        MM_SETTINGS_UNREADABLE) {
        /* Never replace it unseen: keep it aside (or leave it) and say so. */
        char aside[1200];
        mm_pathf(aside, sizeof aside, "%s.unreadable", settings_path);
        app->settings_kept = app->screenshot_mode || rename(settings_path, aside) != 0;
        if (app->settings_kept)
            snprintf(settings_text, sizeof settings_text,
                     _("%s could not be read (%s). The defaults are used and the file is left as "
                       "it is."),
                     settings_path, settings_why);
        else
            snprintf(settings_text, sizeof settings_text,
                     _("%s could not be read (%s). The defaults are used; the file was kept as "
                       "%s."),
                     settings_path, settings_why, aside);
        fprintf(stderr, "monstermoon: %s\n", settings_text);
    }
    if (cli->lang)
        snprintf(app->settings.language, sizeof app->settings.language, "%s", cli->lang);
    if (cli->fullscreen || cli->party)
        app->settings.fullscreen = true;
    if (cli->party)
        app->ui_override = MM_UI_TV;
    mm_script *script = NULL;
    if (cli->script) {
        char why[MM_REASON_MAX] = "";
        script = mm_script_load(cli->script, why, sizeof why);
        if (!script) {
            fprintf(stderr, "monstermoon: %s\n", why);
            mm_startup_end(startup, false);
            SDL_Quit();
            return 2;
        }
        /* Scripts run at full speed: no animations to wait for. */
        app->settings.anim_speed = MM_ANIM_INSTANT;
        /* A scripted window may never get the input focus (the dummy video
         * driver): its virtual controller must be heard all the same. */
        SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1");
    }
    mm_i18n_set_language(app->settings.language);
    /* Said once the window is up, in the language in force. */
    if (i18n_text[0])
        mm_app_toast(app, _("The German translation is damaged; English is shown."));
    if (settings_text[0])
        mm_app_toast(app, settings_text);

    trace("sdl+settings");
    int w = cli->width ? cli->width : 1280, h = cli->height ? cli->height : 720;
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (app->screenshot_mode)
        flags = SDL_WINDOW_HIDDEN;
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
    SDL_Window *window = SDL_CreateWindow("monstermoon", SDL_WINDOWPOS_CENTERED,
                                          SDL_WINDOWPOS_CENTERED, w, h, flags);
    if (!window) {
        fprintf(stderr, "monstermoon: cannot open a window: %s\n", SDL_GetError());
        mm_startup_end(startup, false);
        SDL_Quit();
        return 1;
    }
    SDL_SetWindowMinimumSize(window, 640, 360);
    /* A screenshot, or a script given a --size, keeps the window at that size:
     * under the dummy driver "fullscreen" would be its 1024x768 display. */
    bool sized = app->screenshot_mode || (cli->script && cli->width);
    if (!sized && app->settings.fullscreen)
        set_fullscreen(window, true);
    trace("window");
    SDL_Renderer *renderer = NULL;
    const char *driver = getenv("SDL_RENDER_DRIVER");
    if (!app->screenshot_mode && ((driver && *driver) || mm_paths_has_gpu()))
        renderer =
            SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
    else /* else SDL opens a hidden OpenGL window to see whether to use it */
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    if (!renderer)
        renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
    if (!renderer) {
        fprintf(stderr, "monstermoon: cannot create a renderer: %s\n", SDL_GetError());
        mm_startup_end(startup, false);
        SDL_DestroyWindow(window);
        SDL_Quit();
        return 1;
    }
    trace("renderer");
    char why[4096], regular[1024], bold[1024];
    bool fonts = startup ? mm_startup_fonts(startup, regular, bold, sizeof regular, why, sizeof why)
                         : mm_gfx_find_fonts(app->data_dir, regular, bold, sizeof regular, why,
                                             sizeof why);
    if (!fonts ||
        !mm_gfx_init(&app->gfx, window, renderer, app->data_dir, regular, bold, why, sizeof why)) {
        fprintf(stderr, "monstermoon: %s\n", why);
        mm_startup_end(startup, false);
        SDL_Quit();
        return 1;
    }
    snprintf(app->gfx.art_cache, sizeof app->gfx.art_cache, "%s", art_cache);
    app->gfx.startup = startup;
    app->gfx.stand_ins = !app->screenshot_mode && !cli->script;
    trace("fonts");
    mm_ui_update_size(app);
    SDL_StopTextInput();

    int code = 0;
    mm_scene *first = initial_scene(app, &code);
    if (first)
        mm_app_push(app, first);
    if (code == 0 && app->depth == 0)
        mm_app_push(app, mm_menu_scene(app));
    trace("first scene");
    bool first_frame = true;

    if (code == 0 && app->screenshot_mode) {
        code = take_screenshot(app);
        app->quit = true;
    }
    if (code == 0 && cli->bench_frames) {
        code = bench_frames(app);
        app->quit = true;
    }
    if (app->quit || code != 0) {
        mm_startup_end(app->gfx.startup, trace_on > 0);
        app->gfx.startup = NULL;
    }
    Uint64 last = SDL_GetPerformanceCounter();
    bool busy = true;
    while (!app->quit && code == 0) {
        SDL_Event e;
        if (!busy && !app->dirty && !script) {
            /* Idle: sleep until something happens. */
            if (SDL_WaitEvent(&e))
                handle_event(app, &e);
            last = SDL_GetPerformanceCounter();
        }
        while (SDL_PollEvent(&e))
            handle_event(app, &e);
        Uint64 now = SDL_GetPerformanceCounter();
        double dt = (double)(now - last) / (double)SDL_GetPerformanceFrequency();
        last = now;
        /* A step never leaps further than a tenth of a second. A script
         * runs on a clock of its own, a tenth of a second a frame: what
         * eases out over wall-clock time (a camera's glide, a celebration, a
         * note) settles in a few frames whatever the machine's load, and
         * the tests that drive the app wait only on the computer players. */
        if (dt > 0.1 || script)
            dt = 0.1;
        busy = update(app, dt);
        if (app->depth == 0)
            app->quit = true;
        if (busy || app->dirty) {
            draw(app);
            if (first_frame)
                trace("first draw");
            mm_gfx_present(&app->gfx);
            if (first_frame) {
                mm_startup_end(app->gfx.startup, trace_on > 0);
                app->gfx.startup = NULL;
            }
            if (first_frame && !app->screenshot_mode) {
                /* Sound and controllers start once the player sees the
                 * window: neither is needed for the first frame. */
                trace("first present");
                audio_open(app);
                mm_pads_open(app);
                trace("audio+pads");
            }
            first_frame = false;
            mm_focus_follow(app);
            Uint64 spent = SDL_GetPerformanceCounter() - now;
            double ms = 1000.0 * (double)spent / (double)SDL_GetPerformanceFrequency();
            if (ms < 15 && !script)
                SDL_Delay((Uint32)(15 - ms));
            else if (script)
                SDL_Delay(1); /* let the computer players' threads think */
        }
        if (script && !app->quit && ((!busy && !app->dirty) || mm_script_eager(script)) &&
            !mm_script_step(script, app, &code)) {
            mm_script_free(script);
            script = NULL;
            app->quit = true;
        }
    }
    if (script && code == 0) {
        fprintf(stderr, "monstermoon: the app closed before the script's end\n");
        code = 3;
    }
    mm_script_free(script);
    mm_startup_end(app->gfx.startup, false); /* closed before its first frame */
    app->gfx.startup = NULL;
    mm_pads_close(app);
    while (app->depth > 0)
        mm_app_pop(app);
    free_dead(app);
    mm_saves_free(app->saves);
    mm_file_writer_free(app->writer); /* settings reach the disk before we go */
    audio_close(app);
    mm_gfx_free(&app->gfx);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return code;
}
