/* SPDX-License-Identifier: MIT */
/* Player settings, kept in settings.ini in the user's data dir. */
#ifndef MM_APP_SETTINGS_H
#define MM_APP_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

typedef enum mm_anim_speed {
    MM_ANIM_SLOW,
    MM_ANIM_NORMAL,
    MM_ANIM_FAST,
    MM_ANIM_INSTANT,
} mm_anim_speed;

/* How large the interface is drawn: Normal for a desk, TV for a sofa at 3 m.
 * Auto is TV in a fullscreen window of 1080 pixels or more, else Normal. */
typedef enum mm_ui_size {
    MM_UI_AUTO,
    MM_UI_NORMAL,
    MM_UI_LARGE,
    MM_UI_TV,
} mm_ui_size;

typedef struct mm_settings {
    bool fullscreen;
    int volume; /* 0..100 */
    bool muted;
    char language[4]; /* "en" or "de" */
    mm_anim_speed anim_speed;
    mm_ui_size ui_size;
} mm_settings;

/* settings.ini is a few lines; a bigger file is not ours. */
#define MM_SETTINGS_MAX_BYTES (64u << 10)

typedef enum mm_settings_status {
    MM_SETTINGS_READ,
    MM_SETTINGS_MISSING,    /* no file yet: defaults */
    MM_SETTINGS_UNREADABLE, /* a file that cannot be read: defaults, and a reason */
} mm_settings_status;

/* Defaults (language from the environment). */
void mm_settings_default(mm_settings *s);
/* Applies the text of a settings file: unknown or bad lines are skipped,
 * numbers out of range are clamped, missing keys keep their values. */
void mm_settings_parse(mm_settings *s, const char *text);
/* Reads `path` (a regular file of at most MM_SETTINGS_MAX_BYTES); `why` says
 * why an unreadable one could not be read. */
mm_settings_status mm_settings_load(mm_settings *s, const char *path, char *why, size_t why_len);
/* The text of settings.ini; caller frees (NULL when out of memory). */
char *mm_settings_to_text(const mm_settings *s);
/* Writes durably (temporary file, fsync, rename, fsync of the folder). */
bool mm_settings_save(const mm_settings *s, const char *path, char *why, size_t why_len);

#endif
