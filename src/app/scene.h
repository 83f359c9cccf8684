/* SPDX-License-Identifier: MIT */
/* Scenes: menu, setup, play, pause, rules, results, settings, handover,
 * message. Each is a table of callbacks plus its own data; they form a stack
 * and input goes to the top first. */
#ifndef MM_APP_SCENE_H
#define MM_APP_SCENE_H

#include <stdbool.h>

#include "app.h"
#include "monstermoon/session.h"

typedef struct mm_scene_ops {
    const char *name;
    /* Draw the scenes below this one too (for overlays). */
    bool overlay;
    /* Returns true when the action was consumed. */
    bool (*handle)(mm_scene *scene, mm_app *app, const mm_action *action);
    /* Advances time; returns true while something moves (keep drawing). */
    bool (*update)(mm_scene *scene, mm_app *app, double dt);
    void (*draw)(mm_scene *scene, mm_app *app);
    /* Optional: whether the scene wants this key itself (a text field being
     * edited, scrolling) rather than the focus moving or activating. */
    bool (*wants_key)(mm_scene *scene, mm_app *app, const mm_action *action);
    /* Called when the scene becomes the top again (a scene above popped). */
    void (*resume)(mm_scene *scene, mm_app *app);
    void (*destroy)(mm_scene *scene);
} mm_scene_ops;

struct mm_scene {
    const mm_scene_ops *ops;
    void *data;
};

/* Allocates a scene around `data` (owned: freed by ops->destroy). */
mm_scene *mm_scene_new(const mm_scene_ops *ops, void *data);
/* A `destroy` for scenes whose data is one block from malloc. */
void mm_scene_free_data(mm_scene *scene);

/* The scenes. */
mm_scene *mm_menu_scene(mm_app *app);
mm_scene *mm_setup_scene(mm_app *app, const char *game_id);
/* Starts play from a new session (takes ownership). */
mm_scene *mm_play_scene(mm_app *app, mm_session *session, bool replay);
mm_scene *mm_pause_scene(mm_app *app, mm_scene *play);
mm_scene *mm_rules_scene(mm_app *app, const char *game_id);
mm_scene *mm_results_scene(mm_app *app, mm_scene *play);
mm_scene *mm_settings_scene(mm_app *app);
/* Every saved game: continue, replay or delete one. */
mm_scene *mm_saves_scene(mm_app *app);
/* Version, licences, contact and the board games' credits. */
mm_scene *mm_about_scene(mm_app *app);
/* Covers everything until clicked: "Pass to NAME". */
mm_scene *mm_handover_scene(mm_app *app, const char *name);
/* An on-screen letter grid for typing `buf` (at most `cap` bytes) with a
 * controller; `digits` allows only digits. `buf` must outlive the scene. */
mm_scene *mm_letters_scene(mm_app *app, const char *title, char *buf, size_t cap, bool digits);
/* Asks before something that cannot be taken back; `on_yes` runs after the
 * question closed. Cancel is the default. */
mm_scene *mm_confirm_scene(mm_app *app, const char *title, const char *text, const char *yes,
                           void (*on_yes)(mm_app *app, void *data), void *data);
/* A message with a title and an OK button. */
mm_scene *mm_message_scene(mm_app *app, const char *title, const char *text);

/* Play scene services used by overlays. */
void mm_play_restart(mm_scene *play, mm_app *app);
void mm_play_again(mm_scene *play, mm_app *app); /* same seats, new seed */
/* Whether the play scene shows a replay (of a saved game). */
bool mm_play_is_replay(mm_scene *play);
/* A replay from its first move again, playing. */
void mm_play_watch_again(mm_scene *play, mm_app *app);
mm_session *mm_play_session(mm_scene *play);
/* The game's history and how many of its lines the table has shown. */
const struct mm_history *mm_play_history(mm_scene *play, int *shown);
/* Draws who `seat` is into the square `r` as the table shows that seat (the
 * view's seat badge), and tells the text report: {"badge":seat,...}. */
void mm_play_seat_badge(mm_scene *play, mm_app *app, int seat, SDL_FRect r);
/* Every move of the game so far, grouped by turn, over the table. */
mm_scene *mm_history_scene(mm_app *app, mm_scene *play);
/* Lets `moves` decisions happen at once, made by the computer players for
 * every seat (for --screenshot --moves). */
void mm_play_fast_forward(mm_scene *play, mm_app *app, int moves);
/* One more such move, left to animate (--mid-move). */
void mm_play_fast_forward_one(mm_scene *play, mm_app *app);
/* Replays: the play scene makes these recorded moves one by one. */
void mm_play_set_script(mm_scene *play, const mm_record *rec);
/* A replay's recorded moves (all of them, however far it has come), else NULL. */
const mm_move_list *mm_play_script(mm_scene *play);

/* Starts a new game from setup choices: creates the session, autosave and
 * the play scene. Returns false with a reason. */
bool mm_start_game(mm_app *app, const mm_game *game, const mm_options *opts,
                   const mm_seat *seats, int nseats, bool have_seed, uint64_t seed, char *why,
                   size_t why_len);
/* Loads a record and pushes its play scene (replay: watch it move by move);
 * on failure pushes a message naming the file and the reason. A save another
 * window plays is not continued: the player is offered a copy or the replay. */
void mm_open_record(mm_app *app, const char *path, bool replay);

#endif
