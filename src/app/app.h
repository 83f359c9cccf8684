/* SPDX-License-Identifier: MIT */
/* The app: window, assets, audio, settings and the scene stack. SDL lives in
 * src/app and src/views only; the rules never see it. */
#ifndef MM_APP_APP_H
#define MM_APP_APP_H

#include <stdbool.h>

#include <SDL.h>

#include "cli.h"
#include "focus.h"
#include "gfx.h"
#include "settings.h"

typedef struct mm_scene mm_scene;

/* What platform code turns SDL events into, in logical coordinates. */
typedef enum mm_action_kind {
    MM_ACT_POINTER_MOVE,
    MM_ACT_POINTER_DOWN,
    MM_ACT_POINTER_UP,
    MM_ACT_WHEEL,
    MM_ACT_KEY,  /* a key press: `key` (SDL keycode), `mods` */
    MM_ACT_TEXT, /* typed text: `text` */
    MM_ACT_BACK, /* Esc: back out of whatever is open */
    MM_ACT_UNDO, /* Ctrl+Z */
    MM_ACT_MENU, /* a controller's Start: the pause menu (else like BACK) */
} mm_action_kind;

typedef struct mm_action {
    mm_action_kind kind;
    float x, y;   /* pointer position (all kinds) */
    int button;   /* 1 left, 2 middle, 3 right */
    float wheel;  /* positive = away from the user */
    int key;
    unsigned mods;
    char text[32];
} mm_action;

typedef struct mm_app {
    mm_gfx gfx;
    mm_settings settings;
    const mm_cli *cli;
    char data_dir[1024]; /* assets */
    char user_dir[1024]; /* settings and saves, ends with '/' */
    mm_scene *stack[16];
    int depth;
    mm_scene *dead[16]; /* popped scenes, freed after the frame */
    int ndead;
    bool dirty;         /* something changed: draw a frame */
    bool quit;
    float pointer_x, pointer_y;
    char toast[1024];
    double toast_time;  /* seconds left to show the toast */
    bool audio_ok;
    bool screenshot_mode;
    bool report_frame; /* gfx.report covers the next frame only (a script's report) */
    bool screenshot_animate; /* --mid-move: a screenshot's last move animates */
    mm_focus focus;
    mm_ui_size ui_size; /* the size in force (never MM_UI_AUTO) */
    mm_ui_size ui_override; /* --party: TV whatever the settings say */
    struct mm_pads *pads; /* game controllers */
    struct mm_saves *saves;         /* the saves folder, scanned off the main thread */
    struct mm_file_writer *writer;  /* writes settings.ini off the main thread */
    bool settings_kept;             /* an unreadable settings.ini was left: never overwrite it */
} mm_app;

/* Runs the app until the player quits; returns the exit code. */
int mm_app_run(const mm_cli *cli);

/* Sends an action to the scenes, top first (synthesized input uses it). */
void mm_app_dispatch(mm_app *app, const mm_action *action);

/* From any thread: wakes the main loop to redraw and, with a `message`
 * (may be NULL), shows it as a toast and prints it on stderr. */
void mm_app_post(const char *message);
/* Marks the screen for redraw. */
void mm_app_invalidate(mm_app *app);
/* Shows a short message at the bottom of the screen (illegal moves etc.). */
void mm_app_toast(mm_app *app, const char *text);
/* Plays a sound effect by name ("card", "move", "success", "mistake",
 * "click", "draw", "turn", "end"); silent when muted or without audio. */
void mm_app_sound(mm_app *app, const char *name);
/* Applies settings that change the window or language, then saves them. */
void mm_app_apply_settings(mm_app *app);
/* Animation duration multiplier from the settings (0 = instant). */
double mm_app_anim_scale(const mm_app *app);

/* The scene stack. Pushing takes ownership; popping frees after the frame. */
void mm_app_push(mm_app *app, mm_scene *scene);
void mm_app_pop(mm_app *app);
/* Pops everything and pushes the main menu. */
void mm_app_to_menu(mm_app *app);
mm_scene *mm_app_top(mm_app *app);

/* snprintf for file paths; returns false when the path did not fit. */
bool mm_pathf(char *buf, size_t len, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Path of a file in the user's data dir ("settings.ini", "saves/"). */
void mm_app_user_path(const mm_app *app, const char *name, char *buf, size_t len);

#endif
