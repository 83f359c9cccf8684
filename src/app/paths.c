/* SPDX-License-Identifier: MIT */
/* Where the game's files are: its data, the translations, the user's data
 * and the art cache; and whether a GPU is there to draw with. */
#include "paths.h"

#include <dirent.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <SDL.h>

#include "app.h"
#include "monstermoon/i18n.h"

static bool is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* A folder holds the game data when it has the rules texts. */
static bool has_data(const char *dir)
{
    char probe[1200];
    return mm_pathf(probe, sizeof probe, "%s/rules", dir) && is_dir(probe);
}

/* Assets: $MONSTERMOON_DATA, then relative to the binary (the portable
 * layout <bindir>/assets, an installed <prefix>/<bindir>/../share/monstermoon),
 * then, in a developer build only (MM_SOURCE_TREE_DATA), the source tree this
 * binary was built from (so a build-tree binary never picks up an older
 * installed copy), then the configured install prefix (MM_INSTALL_DATADIR, for
 * a binary copied away from its prefix). */
bool mm_paths_data_dir(char *out, size_t len)
{
    const char *env = getenv("MONSTERMOON_DATA");
    if (env && *env) {
        snprintf(out, len, "%s", env);
        return is_dir(out);
    }
    char *base = SDL_GetBasePath();
    const char *rel[] = {"assets", "../share/monstermoon"};
    for (size_t i = 0; base && i < sizeof rel / sizeof rel[0]; i++) {
        if (mm_pathf(out, len, "%s%s", base, rel[i]) && has_data(out)) {
            SDL_free(base);
            return true;
        }
    }
    SDL_free(base);
#ifdef MM_SOURCE_ASSETS
    const char *fixed[] = {MM_SOURCE_ASSETS, MM_INSTALL_DATADIR};
#else
    const char *fixed[] = {MM_INSTALL_DATADIR};
#endif
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++) {
        snprintf(out, len, "%s", fixed[i]);
        if (has_data(out))
            return true;
    }
    return false;
}

/* A folder holds our translations when the German catalogue is there. */
static bool has_catalog(const char *dir)
{
    char probe[1300];
    return mm_pathf(probe, sizeof probe, "%s/de/LC_MESSAGES/%s.mo", dir, MM_TEXT_DOMAIN) &&
           access(probe, R_OK) == 0;
}

/* Translations: inside the data (portable layout), beside it (an installed
 * <prefix>/share/locale), then (developer builds) the build tree's catalogues. */
void mm_paths_locale_dir(const char *data_dir, char *out, size_t len)
{
    mm_pathf(out, len, "%s/locale", data_dir);
    if (!has_catalog(out))
        mm_pathf(out, len, "%s/../locale", data_dir);
#ifdef MM_BUILD_LOCALEDIR
    if (!has_catalog(out))
        snprintf(out, len, "%s", MM_BUILD_LOCALEDIR);
#endif
}

static void make_dirs(const char *path)
{
    char tmp[1200];
    if (!mm_pathf(tmp, sizeof tmp, "%s", path))
        return;
    for (char *p = tmp + 1; *p; p++) {
        if (*p == '/') {
            *p = '\0';
            mkdir(tmp, 0755);
            *p = '/';
        }
    }
    mkdir(tmp, 0755);
}

void mm_paths_user_dir(char *out, size_t len)
{
    const char *env = getenv("MONSTERMOON_HOME");
    if (env && *env) {
        snprintf(out, len, "%s/", env);
    } else {
        char *pref = SDL_GetPrefPath(NULL, "monstermoon");
        snprintf(out, len, "%s", pref ? pref : "./");
        SDL_free(pref);
    }
    make_dirs(out);
    char saves[1100];
    mm_pathf(saves, sizeof saves, "%ssaves", out);
    make_dirs(saves);
}

/* Rasterized art (gfx.c) goes to $XDG_CACHE_HOME/monstermoon/art, or beside
 * the user data when MONSTERMOON_HOME moves that (tests, portable use). */
void mm_paths_art_cache(const char *user_dir, char *out, size_t len)
{
    const char *home = getenv("MONSTERMOON_HOME"), *xdg = getenv("XDG_CACHE_HOME"),
               *user = getenv("HOME");
    bool ok;
    if (home && *home)
        ok = mm_pathf(out, len, "%scache/art", user_dir);
    else if (xdg && *xdg == '/')
        ok = mm_pathf(out, len, "%s/monstermoon/art", xdg);
    else if (user && *user)
        ok = mm_pathf(out, len, "%s/.cache/monstermoon/art", user);
    else
        ok = false;
    if (!ok) {
        out[0] = '\0';
        return;
    }
    make_dirs(out);
    if (!is_dir(out))
        out[0] = '\0';
}

/* Without a GPU device OpenGL is Mesa's software rasterizer, slower to start
 * (about 55 ms of CPU) and to draw 2D than SDL's own software renderer; with
 * one the accelerated renderer is used. SDL_RENDER_DRIVER still decides
 * when set. */
bool mm_paths_has_gpu(void)
{
    DIR *d = opendir("/dev/dri");
    if (!d)
        return false;
    bool found = false;
    struct dirent *e;
    while (!found && (e = readdir(d)) != NULL)
        found = strncmp(e->d_name, "renderD", 7) == 0 || strncmp(e->d_name, "card", 4) == 0;
    closedir(d);
    return found;
}

bool mm_pathf(char *buf, size_t len, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, len, fmt, ap);
    va_end(ap);
    return n >= 0 && (size_t)n < len;
}

void mm_app_user_path(const mm_app *app, const char *name, char *buf, size_t len)
{
    mm_pathf(buf, len, "%s%s", app->user_dir, name);
}

