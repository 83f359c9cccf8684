/* SPDX-License-Identifier: MIT */
#include "settings.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/i18n.h"

static const char *const speed_names[] = {"slow", "normal", "fast", "instant"};
static const char *const size_names[] = {"auto", "normal", "large", "tv"};

void mm_settings_default(mm_settings *s)
{
    memset(s, 0, sizeof *s);
    s->volume = 80;
    snprintf(s->language, sizeof s->language, "%s", mm_i18n_guess_language());
    s->anim_speed = MM_ANIM_NORMAL;
}

bool mm_settings_load(mm_settings *s, const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return false;
    char line[256];
    while (fgets(line, sizeof line, f)) {
        char key[64], value[64];
        if (sscanf(line, " %63[a-z_] = %63s", key, value) != 2)
            continue;
        if (strcmp(key, "fullscreen") == 0) {
            s->fullscreen = strcmp(value, "1") == 0;
        } else if (strcmp(key, "volume") == 0) {
            int v = atoi(value);
            s->volume = v < 0 ? 0 : v > 100 ? 100 : v;
        } else if (strcmp(key, "muted") == 0) {
            s->muted = strcmp(value, "1") == 0;
        } else if (strcmp(key, "language") == 0) {
            if (strcmp(value, "en") == 0 || strcmp(value, "de") == 0)
                memcpy(s->language, value, 3);
        } else if (strcmp(key, "animation_speed") == 0) {
            for (int i = 0; i < 4; i++)
                if (strcmp(value, speed_names[i]) == 0)
                    s->anim_speed = (mm_anim_speed)i;
        } else if (strcmp(key, "interface_size") == 0) {
            for (int i = 0; i < 4; i++)
                if (strcmp(value, size_names[i]) == 0)
                    s->ui_size = (mm_ui_size)i;
        }
    }
    fclose(f);
    return true;
}

bool mm_settings_save(const mm_settings *s, const char *path)
{
    char tmp[1100];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *f = fopen(tmp, "w");
    if (!f)
        return false;
    fprintf(f,
            "# monstermoon settings\n"
            "fullscreen = %d\nvolume = %d\nmuted = %d\nlanguage = %s\nanimation_speed = %s\n"
            "interface_size = %s\n",
            s->fullscreen, s->volume, s->muted, s->language, speed_names[s->anim_speed],
            size_names[s->ui_size]);
    bool ok = fclose(f) == 0;
    if (ok)
        ok = rename(tmp, path) == 0;
    if (!ok)
        remove(tmp);
    return ok;
}
