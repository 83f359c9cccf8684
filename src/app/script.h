/* SPDX-License-Identifier: MIT */
/* Scripted input for tests (--script FILE), one command a line:
 *   key NAME              press and release a key (SDL key names: Return, Up, Tab)
 *   text STRING           type text
 *   pad BUTTON            press and release a button of a virtual controller
 *                         (SDL names: a, b, start, dpup, leftshoulder, ...)
 *   attach                plug a virtual controller in
 *   until SCENE MAX CMD   repeat CMD until SCENE is on top, at most MAX times (a CMD
 *                         that cannot run yet, like `press` of a button not shown
 *                         yet, is one of the tries, 20 ms apart)
 *   expect SCENE          fail unless SCENE is on top
 *   press LABEL           click the button labelled LABEL
 *   moves N               fail unless the game on the table has made N moves and
 *                         stands where the record's first N moves put it, with
 *                         their history shown (a replay: the recorded moves)
 *   history               fail unless the history shown is the one the game's
 *                         record, replayed from its seed, gives
 *   thinking MAX CMD      run CMD at every frame while a computer player is to
 *                         move on the table (at most MAX times), without waiting
 *                         for the app to settle; fails if another screen opened
 *   thought N             fail unless `thinking` lines ran N commands or more
 *   screenshot FILE.png   save the window
 *   report FILE.jsonl     write the next frame's text report (as --text-report),
 *                         with the table's marks of what changed since the
 *                         viewer's last move
 * A command runs when the app has settled (nothing moves, nobody thinks). */
#ifndef MM_APP_SCRIPT_H
#define MM_APP_SCRIPT_H

#include <stdbool.h>
#include <stddef.h>

typedef struct mm_app mm_app;
typedef struct mm_script mm_script;

mm_script *mm_script_load(const char *path, char *why, size_t why_len);
void mm_script_free(mm_script *script);
/* Whether the next command runs without waiting for the app to settle. */
bool mm_script_eager(const mm_script *script);
/* Runs the next command; false when the script is over or failed (then
 * *code is 0 or the failure's exit status). */
bool mm_script_step(mm_script *script, mm_app *app, int *code);

#endif
