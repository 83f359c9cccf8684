/* SPDX-License-Identifier: MIT */
/* Starting, continuing and replaying games: sessions, autosaves, records. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "monstermoon/fileio.h"
#include "monstermoon/i18n.h"
#include "scene.h"
#include "ui.h"

static uint64_t fresh_seed(void)
{
    uint64_t t = (uint64_t)time(NULL);
    return (t * 0x9e3779b97f4a7c15ULL) ^ SDL_GetPerformanceCounter();
}

/* A new file in saves/ for a game that starts now. */
static void new_save_path(mm_app *app, const char *game_id, char *path, size_t len)
{
    char name[128];
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    char stamp[32];
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    snprintf(name, sizeof name, "saves/%s-%s.mmrec", stamp, game_id);
    mm_app_user_path(app, name, path, len);
    /* Never overwrite: a second game in the same second gets a suffix. */
    struct stat st;
    for (int i = 2; stat(path, &st) == 0 && i < 100; i++) {
        snprintf(name, sizeof name, "saves/%s-%s-%d.mmrec", stamp, game_id, i);
        mm_app_user_path(app, name, path, len);
    }
}

static void save_failed(void *ctx, const char *why)
{
    (void)ctx;
    char text[MM_REASON_MAX * 3];
    snprintf(text, sizeof text, _("The game could not be saved: %s"), why);
    mm_app_post(text);
}

/* Turns on autosave; a refusal (the save is open elsewhere) is shown. */
static bool autosave(mm_app *app, mm_session *s, const char *path)
{
    char why[MM_REASON_MAX * 2];
    mm_session_on_save_failed(s, save_failed, NULL);
    if (mm_session_autosave(s, path, NULL, why, sizeof why))
        return true;
    mm_app_toast(app, why);
    return false;
}

static void start_play(mm_app *app, mm_session *s, const mm_record *script)
{
    while (app->depth > 0)
        mm_app_pop(app);
    mm_app_push(app, mm_menu_scene(app));
    mm_scene *play = mm_play_scene(app, s, script != NULL);
    if (script)
        mm_play_set_script(play, script);
    mm_app_push(app, play);
}

bool mm_start_game(mm_app *app, const mm_game *game, const mm_options *opts,
                   const mm_seat *seats, int nseats, bool have_seed, uint64_t seed, char *why,
                   size_t why_len)
{
    mm_session *s = mm_session_new(game, opts, seats, nseats, have_seed ? seed : fresh_seed(),
                                   why, why_len);
    if (!s)
        return false;
    if (!app->screenshot_mode) {
        char path[1200];
        new_save_path(app, game->id, path, sizeof path);
        autosave(app, s, path);
    }
    start_play(app, s, NULL);
    return true;
}

/* ============================================== a save open elsewhere */

typedef struct locked {
    char path[1200];
    char text[1024];
} locked;

static SDL_FRect locked_button(const mm_app *app, int i)
{
    float w = 270, gap = 24;
    return mm_rect(app->gfx.lw / 2 - 1.5f * w - gap + (float)i * (w + gap), app->gfx.lh / 2 + 150,
                   w, 66);
}

static void locked_draw(mm_scene *scene, mm_app *app)
{
    locked *l = scene->data;
    mm_gfx *g = &app->gfx;
    mm_gfx_dim(g, 180);
    mm_ui_panel(app, mm_rect(g->lw / 2 - 450, g->lh / 2 - 250, 900, 500));
    mm_ui_title(app, _("This game is open in another window"), g->lw / 2, g->lh / 2 - 220, 38,
                860);
    mm_gfx_text_wrapped(g, l->text, g->lw / 2 - 400, g->lh / 2 - 140, 800, 24, false, MM_PAPER,
                        MM_ALIGN_CENTER, true);
    mm_ui_button(app, locked_button(app, 0), _("Play a copy"), NULL, true, true);
    mm_ui_button(app, locked_button(app, 1), _("Watch the replay"), NULL, false, true);
    mm_ui_button(app, locked_button(app, 2), _("Back"), NULL, false, true);
}

static void open_copy(mm_app *app, const char *path);

static bool locked_handle(mm_scene *scene, mm_app *app, const mm_action *a)
{
    locked *l = scene->data;
    char path[1200];
    snprintf(path, sizeof path, "%s", l->path);
    if (mm_ui_clicked(a, locked_button(app, 0))) {
        mm_app_pop(app);
        open_copy(app, path);
    } else if (mm_ui_clicked(a, locked_button(app, 1))) {
        mm_app_pop(app);
        mm_open_record(app, path, true);
    } else if (a->kind == MM_ACT_BACK || mm_ui_clicked(a, locked_button(app, 2))) {
        mm_app_pop(app);
    }
    return true;
}

static const mm_scene_ops locked_ops = {
    .name = "locked",
    .overlay = true,
    .handle = locked_handle,
    .draw = locked_draw,
    .destroy = mm_scene_free_data,
};

static mm_scene *locked_scene(const char *path, long holder)
{
    locked *l = calloc(1, sizeof *l);
    if (!l)
        abort();
    snprintf(l->path, sizeof l->path, "%s", path);
    const char *name = strrchr(path, '/');
    name = name ? name + 1 : path;
    if (holder > 0)
        snprintf(l->text, sizeof l->text,
                 _("%s is being played in another window (process %ld). Two windows playing one "
                   "save would overwrite each other's moves.\n\nPlay a copy of it as a new save, "
                   "or watch its replay."),
                 name, holder);
    else
        snprintf(l->text, sizeof l->text,
                 _("%s is being played in another window. Two windows playing one save would "
                   "overwrite each other's moves.\n\nPlay a copy of it as a new save, or watch "
                   "its replay."),
                 name);
    return mm_scene_new(&locked_ops, l);
}

/* ================================================================ records */

/* Says why a record can't be opened: the path once, the line, the reason. */
static void refuse(mm_app *app, const char *path, int line, const char *why)
{
    char text[MM_REASON_MAX * 3 + 1300];
    if (line)
        snprintf(text, sizeof text, _("%s, line %d: %s\n\nThe file was left untouched."), path,
                 line, why);
    else
        snprintf(text, sizeof text, _("%s: %s\n\nThe file was left untouched."), path, why);
    fprintf(stderr, "monstermoon: %s\n", text);
    mm_app_push(app, mm_message_scene(app, _("This saved game can't be opened"), text));
}

/* Continues a save that another window plays, as a new save of its own. */
static void open_copy(mm_app *app, const char *path)
{
    mm_record rec;
    mm_record_init(&rec);
    int line = 0;
    char why[MM_REASON_MAX * 2];
    mm_session *s = NULL;
    if (mm_record_load(&rec, path, &line, why, sizeof why))
        s = mm_session_from_record(&rec, &line, why, sizeof why);
    mm_record_free(&rec);
    if (!s) {
        refuse(app, path, line, why);
        return;
    }
    char copy[1200];
    new_save_path(app, s->game->id, copy, sizeof copy);
    autosave(app, s, copy);
    start_play(app, s, NULL);
}

void mm_open_record(mm_app *app, const char *path, bool replay)
{
    long holder = replay ? 0 : mm_file_lock_holder(path);
    if (holder != 0) {
        mm_app_push(app, locked_scene(path, holder));
        return;
    }
    mm_record rec;
    mm_record_init(&rec);
    int line = 0;
    char why[MM_REASON_MAX * 2];
    mm_session *s = NULL;
    if (mm_record_load(&rec, path, &line, why, sizeof why)) {
        if (replay) {
            /* Start from the seed and let the play scene make the moves. */
            mm_record header = rec;
            mm_move_list_init(&header.moves);
            mm_session *check = mm_session_from_record(&rec, &line, why, sizeof why);
            if (check)
                s = mm_session_from_record(&header, &line, why, sizeof why);
            mm_session_free(check);
        } else {
            s = mm_session_from_record(&rec, &line, why, sizeof why);
        }
    }
    if (!s) {
        refuse(app, path, line, why);
        mm_record_free(&rec);
        return;
    }
    if (!replay && !autosave(app, s, path)) {
        /* Another window took the save between our look and our lock. */
        mm_session_free(s);
        mm_record_free(&rec);
        mm_app_push(app, locked_scene(path, mm_file_lock_holder(path)));
        return;
    }
    start_play(app, s, replay ? &rec : NULL);
    mm_record_free(&rec);
}
