/* SPDX-License-Identifier: MIT */
/* The command line: parsing and the window-less commands. */
#ifndef MM_APP_CLI_H
#define MM_APP_CLI_H

#include <stdbool.h>
#include <stdint.h>

#include "monstermoon/session.h"

typedef struct mm_cli {
    bool help, version, list_games, headless, fullscreen;
    bool party;            /* --party: fullscreen in the TV size */
    const char *text_report; /* --text-report FILE with --screenshot */
    const char *script;    /* --script FILE: scripted input (tests) */
    bool timings; /* --timings (headless): decision times in the JSON lines */
    const char *game_id;   /* --game */
    const char *players;   /* --players human,cpu,... */
    bool have_seed;
    uint64_t seed;         /* --seed */
    int games;             /* --games (headless) */
    mm_options options;    /* --option k=v */
    const char *replay;    /* --replay FILE */
    const char *screenshot;/* --screenshot OUT.png */
    int screenshot_moves;  /* --moves N before the screenshot or frame bench */
    int mid_move_ms;       /* --mid-move MS: the last of those moves shown MS into its animation */
    int bench_frames;      /* --bench-frames SECS: frame-time benchmark */
    const char *scene;     /* --scene NAME for screenshots */
    int width, height;     /* --size WxH */
    const char *lang;      /* --lang en|de */
} mm_cli;

/* Parses argv; on error prints to stderr and returns false. */
bool mm_cli_parse(mm_cli *cli, int argc, char **argv);
/* Parses --players into seats (names filled in); false with why. */
bool mm_cli_seats(const char *players, mm_seat *seats, int *nseats, char *why, size_t len);
/* Runs --help, --version, --list-games, --headless or headless --replay when
 * asked; returns true with *exit_code set if it handled the command. */
bool mm_cli_run_windowless(const mm_cli *cli, int *exit_code);

#endif
