/* SPDX-License-Identifier: MIT */
/* Player settings, kept in settings.ini in the user's data dir. */
#ifndef MM_APP_SETTINGS_H
#define MM_APP_SETTINGS_H

#include <stdbool.h>

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

/* Defaults (language from the environment). */
void mm_settings_default(mm_settings *s);
/* Reads `path`; unknown or bad lines are skipped, missing keys keep defaults.
 * Returns false when the file does not exist. */
bool mm_settings_load(mm_settings *s, const char *path);
/* Writes atomically; false on failure. */
bool mm_settings_save(const mm_settings *s, const char *path);

#endif
