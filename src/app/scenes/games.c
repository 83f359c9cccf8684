/* SPDX-License-Identifier: MIT */
/* Starting, continuing and replaying games: sessions, autosaves, records. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "monstermoon/i18n.h"
#include "scene.h"

static uint64_t fresh_seed(void)
{
    uint64_t t = (uint64_t)time(NULL);
    return (t * 0x9e3779b97f4a7c15ULL) ^ SDL_GetPerformanceCounter();
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
        char name[128], path[1200];
        time_t now = time(NULL);
        struct tm tm;
        localtime_r(&now, &tm);
        char stamp[32];
        strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
        snprintf(name, sizeof name, "saves/%s-%s.mmrec", stamp, game->id);
        mm_app_user_path(app, name, path, sizeof path);
        /* Never overwrite: a second game in the same second gets a suffix. */
        struct stat st;
        for (int i = 2; stat(path, &st) == 0 && i < 100; i++) {
            snprintf(name, sizeof name, "saves/%s-%s-%d.mmrec", stamp, game->id, i);
            mm_app_user_path(app, name, path, sizeof path);
        }
        mm_session_autosave(s, path);
        if (s->save_error[0])
            mm_app_toast(app, s->save_error);
    }
    while (app->depth > 0)
        mm_app_pop(app);
    mm_app_push(app, mm_menu_scene(app));
    mm_app_push(app, mm_play_scene(app, s, false));
    return true;
}

/* A record is worth continuing when it is corrupt (so the player learns why)
 * or its game is not over. */
static bool worth_continuing(const char *path)
{
    mm_record rec;
    mm_record_init(&rec);
    int line;
    char why[MM_REASON_MAX * 2];
    bool ok = mm_record_load(&rec, path, &line, why, sizeof why);
    bool worth = true;
    if (ok) {
        mm_session *s = mm_session_from_record(&rec, &line, why, sizeof why);
        if (s)
            worth = !s->game->is_over(s->state);
        mm_session_free(s);
    }
    mm_record_free(&rec);
    return worth;
}

bool mm_find_continue(mm_app *app, char *out, size_t len)
{
    char dir[1100];
    mm_app_user_path(app, "saves", dir, sizeof dir);
    DIR *d = opendir(dir);
    if (!d)
        return false;
    time_t best = 0;
    char best_path[1400] = "";
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t n = strlen(e->d_name);
        if (n < 6 || strcmp(e->d_name + n - 6, ".mmrec") != 0)
            continue;
        char path[1400];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        struct stat st;
        if (stat(path, &st) == 0 && st.st_mtime >= best) {
            best = st.st_mtime;
            snprintf(best_path, sizeof best_path, "%s", path);
        }
    }
    closedir(d);
    if (!best_path[0] || !worth_continuing(best_path))
        return false;
    snprintf(out, len, "%s", best_path);
    return true;
}

void mm_open_record(mm_app *app, const char *path, bool replay)
{
    mm_record rec;
    mm_record_init(&rec);
    int line = 0;
    char why[MM_REASON_MAX * 2], text[MM_REASON_MAX * 3];
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
        if (line)
            snprintf(text, sizeof text, _("%s, line %d: %s\n\nThe file was left untouched."),
                     path, line, why);
        else
            snprintf(text, sizeof text, _("%s: %s\n\nThe file was left untouched."), path, why);
        fprintf(stderr, "monstermoon: %s\n", text);
        mm_record_free(&rec);
        mm_app_push(app, mm_message_scene(app, _("This saved game can't be opened"), text));
        return;
    }
    if (!replay)
        mm_session_autosave(s, path);
    while (app->depth > 0)
        mm_app_pop(app);
    mm_app_push(app, mm_menu_scene(app));
    mm_scene *play = mm_play_scene(app, s, replay);
    if (replay)
        mm_play_set_script(play, &rec);
    mm_app_push(app, play);
    mm_record_free(&rec);
}
