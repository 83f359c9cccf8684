/* SPDX-License-Identifier: MIT */
#include "settings.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/fileio.h"
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

/* A whole number clamped to [min, max]; false when `text` is not one. Values
 * beyond what a long long holds clamp too, rather than wrapping around. */
static bool parse_clamped(const char *text, int min, int max, int *out)
{
    char *end;
    errno = 0;
    long long v = strtoll(text, &end, 10);
    if (end == text || *end || !(isdigit((unsigned char)*text) || *text == '-' || *text == '+'))
        return false;
    if (errno == ERANGE)
        v = v < 0 ? LLONG_MIN : LLONG_MAX;
    *out = v < min ? min : v > max ? max : (int)v;
    return true;
}

static void apply_setting(mm_settings *s, const char *key, const char *value)
{
    if (strcmp(key, "fullscreen") == 0) {
        s->fullscreen = strcmp(value, "1") == 0;
    } else if (strcmp(key, "volume") == 0) {
        parse_clamped(value, 0, 100, &s->volume);
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

static char *trim(char *a, char *b)
{
    while (a < b && isspace((unsigned char)*a))
        a++;
    while (b > a && isspace((unsigned char)b[-1]))
        b--;
    *b = '\0';
    return a;
}

void mm_settings_parse(mm_settings *s, const char *text)
{
    const char *p = mm_text_skip_bom(text), *next;
    for (; *p; p = next) {
        size_t len = mm_text_line(p, &next);
        char line[256];
        /* A longer line is no setting of ours. */
        if (len < sizeof line) {
            memcpy(line, p, len);
            line[len] = '\0';
            char *eq = strchr(line, '=');
            if (eq && line[0] != '#') {
                char *key = trim(line, eq);
                char *value = trim(eq + 1, line + len);
                apply_setting(s, key, value);
            }
        }
    }
}

mm_settings_status mm_settings_load(mm_settings *s, const char *path, char *why, size_t why_len)
{
    bool missing;
    size_t len;
    char *text = mm_file_read(path, MM_SETTINGS_MAX_BYTES, &len, &missing, why, why_len);
    if (!text)
        return missing ? MM_SETTINGS_MISSING : MM_SETTINGS_UNREADABLE;
    if (strlen(text) != len) {
        snprintf(why, why_len, "%s", _("it contains NUL bytes (it is not a settings file)"));
        free(text);
        return MM_SETTINGS_UNREADABLE;
    }
    mm_settings_parse(s, text);
    free(text);
    return MM_SETTINGS_READ;
}

char *mm_settings_to_text(const mm_settings *s)
{
    char *text = malloc(512);
    if (text)
        snprintf(text, 512,
                 "# monstermoon settings\n"
                 "fullscreen = %d\nvolume = %d\nmuted = %d\nlanguage = %s\n"
                 "animation_speed = %s\ninterface_size = %s\n",
                 s->fullscreen, s->volume, s->muted, s->language, speed_names[s->anim_speed],
                 size_names[s->ui_size]);
    return text;
}

bool mm_settings_save(const mm_settings *s, const char *path, char *why, size_t why_len)
{
    char *text = mm_settings_to_text(s);
    if (!text) {
        snprintf(why, why_len, "%s", _("out of memory"));
        return false;
    }
    bool ok = mm_file_write(path, text, strlen(text), why, why_len);
    free(text);
    return ok;
}
