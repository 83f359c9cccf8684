/* SPDX-License-Identifier: MIT */
/* Command-line parsing and the commands that need no window. */
#include "cli.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/headless.h"
#include "monstermoon/i18n.h"
#include "monstermoon/version.h"

static const char usage[] =
    "Usage: monstermoon [OPTIONS]\n"
    "\n"
    "Five monster board games. Without options the main menu opens.\n"
    "\n"
    "  --game ID             start this game at once (see --list-games)\n"
    "  --players LIST        seats, e.g. human,cpu:hard,cpu: human or a computer player:\n"
    "                        cpu:easy, cpu:normal, cpu:hard (cpu = cpu:normal); the fixed\n"
    "                        yardsticks cpu:greedy and cpu:random\n"
    "  --seed N              seed of the game's shuffles (default: random)\n"
    "  --option KEY=VALUE    a game option (repeatable; see --list-games)\n"
    "  --fullscreen          start in fullscreen\n"
    "  --party               fullscreen in the TV size, for playing from the sofa\n"
    "  --lang en|de          language of this run\n"
    "  --headless            play without a window; prints one JSON line per game\n"
    "  --games K             with --headless: number of games (seeds N, N+1, ...)\n"
    "  --timings             with --headless: add each seat's decision times (think_ms)\n"
    "  --replay FILE         replay a saved record (with --headless: check it, print JSON)\n"
    "  --screenshot OUT.png  render the current scene to a PNG and exit\n"
    "  --moves N             with --screenshot or --bench-frames: let N computer moves\n"
    "                        happen first\n"
    "  --mid-move MS         with --screenshot and --moves: show the last of those moves MS\n"
    "                        milliseconds into its animation (at the normal speed)\n"
    "  --scene NAME          with --screenshot: menu, setup, settings, saves, rules, play, pause,\n"
    "                        history, results, handover, about\n"
    "  --text-report FILE    with --screenshot: one JSON line per text drawn (layout checks)\n"
    "  --size WxH            window size in pixels (default 1280x720); with --screenshot\n"
    "                        the frame's size (--party --size 1920x1080 for a TV frame)\n"
    "  --bench-frames SECS   draw frames for SECS seconds with the pointer moving over the\n"
    "                        table (or the menu) and print frame times and peak memory\n"
    "  --script FILE         play scripted key and controller input (for tests)\n"
    "  --list-games          list the games, their player counts and options\n"
    "  --version             print the version\n"
    "  --help                print this help\n";

static bool need_value(int i, int argc, char **argv)
{
    if (i + 1 >= argc) {
        fprintf(stderr, "monstermoon: %s needs a value\n", argv[i]);
        return false;
    }
    return true;
}

static bool parse_u64(const char *text, uint64_t *out)
{
    char *end;
    errno = 0;
    if (!*text || *text == '-')
        return false;
    unsigned long long v = strtoull(text, &end, 10);
    if (errno || *end)
        return false;
    *out = (uint64_t)v;
    return true;
}

static bool parse_int(const char *text, int min, int max, int *out)
{
    char *end;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (errno || !isdigit((unsigned char)*text) || *end || v < min || v > max)
        return false;
    *out = (int)v;
    return true;
}

/* "WxH" with nothing after: both numbers range-checked. */
static bool parse_size(const char *text, int *w, int *h)
{
    const char *x = strchr(text, 'x');
    char width[16];
    if (!x || (size_t)(x - text) >= sizeof width)
        return false;
    memcpy(width, text, (size_t)(x - text));
    width[x - text] = '\0';
    return parse_int(width, 320, 8192, w) && parse_int(x + 1, 240, 8192, h);
}

bool mm_cli_parse(mm_cli *cli, int argc, char **argv)
{
    memset(cli, 0, sizeof *cli);
    cli->games = 1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        char why[MM_REASON_MAX];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            cli->help = true;
        } else if (strcmp(a, "--version") == 0) {
            cli->version = true;
        } else if (strcmp(a, "--list-games") == 0) {
            cli->list_games = true;
        } else if (strcmp(a, "--headless") == 0) {
            cli->headless = true;
        } else if (strcmp(a, "--timings") == 0) {
            cli->timings = true;
        } else if (strcmp(a, "--fullscreen") == 0) {
            cli->fullscreen = true;
        } else if (strcmp(a, "--party") == 0) {
            cli->party = true;
        } else if (strcmp(a, "--text-report") == 0) {
            if (!need_value(i, argc, argv))
                return false;
            cli->text_report = argv[++i];
        } else if (strcmp(a, "--script") == 0) {
            if (!need_value(i, argc, argv))
                return false;
            cli->script = argv[++i];
        } else if (strcmp(a, "--game") == 0) {
            if (!need_value(i, argc, argv))
                return false;
            cli->game_id = argv[++i];
        } else if (strcmp(a, "--players") == 0) {
            if (!need_value(i, argc, argv))
                return false;
            cli->players = argv[++i];
        } else if (strcmp(a, "--seed") == 0) {
            if (!need_value(i, argc, argv))
                return false;
            if (!parse_u64(argv[++i], &cli->seed)) {
                fprintf(stderr, "monstermoon: --seed takes a whole number from 0 to 2^64-1\n");
                return false;
            }
            cli->have_seed = true;
        } else if (strcmp(a, "--games") == 0) {
            if (!need_value(i, argc, argv))
                return false;
            if (!parse_int(argv[++i], 1, 10000000, &cli->games)) {
                fprintf(stderr, "monstermoon: --games takes a number from 1 to 10000000\n");
                return false;
            }
        } else if (strcmp(a, "--option") == 0) {
            if (!need_value(i, argc, argv))
                return false;
            if (!mm_options_parse_kv(&cli->options, argv[++i], why, sizeof why)) {
                fprintf(stderr, "monstermoon: %s\n", why);
                return false;
            }
        } else if (strcmp(a, "--replay") == 0) {
            if (!need_value(i, argc, argv))
                return false;
            cli->replay = argv[++i];
        } else if (strcmp(a, "--screenshot") == 0) {
            if (!need_value(i, argc, argv))
                return false;
            cli->screenshot = argv[++i];
        } else if (strcmp(a, "--moves") == 0) {
            if (!need_value(i, argc, argv))
                return false;
            if (!parse_int(argv[++i], 0, 100000, &cli->screenshot_moves)) {
                fprintf(stderr, "monstermoon: --moves takes a number from 0 to 100000\n");
                return false;
            }
        } else if (strcmp(a, "--mid-move") == 0) {
            if (!need_value(i, argc, argv))
                return false;
            if (!parse_int(argv[++i], 1, 10000, &cli->mid_move_ms)) {
                fprintf(stderr, "monstermoon: --mid-move takes milliseconds from 1 to 10000\n");
                return false;
            }
        } else if (strcmp(a, "--bench-frames") == 0) {
            if (!need_value(i, argc, argv))
                return false;
            if (!parse_int(argv[++i], 1, 600, &cli->bench_frames)) {
                fprintf(stderr, "monstermoon: --bench-frames takes seconds from 1 to 600\n");
                return false;
            }
        } else if (strcmp(a, "--scene") == 0) {
            if (!need_value(i, argc, argv))
                return false;
            cli->scene = argv[++i];
        } else if (strcmp(a, "--lang") == 0) {
            if (!need_value(i, argc, argv))
                return false;
            cli->lang = argv[++i];
            if (strcmp(cli->lang, "en") != 0 && strcmp(cli->lang, "de") != 0) {
                fprintf(stderr, "monstermoon: --lang takes en or de\n");
                return false;
            }
        } else if (strcmp(a, "--size") == 0) {
            if (!need_value(i, argc, argv))
                return false;
            if (!parse_size(argv[++i], &cli->width, &cli->height)) {
                fprintf(stderr, "monstermoon: --size takes WxH from 320x240 to 8192x8192, e.g. "
                                "1280x720\n");
                return false;
            }
        } else {
            fprintf(stderr, "monstermoon: unknown argument '%s' (see --help)\n", a);
            return false;
        }
    }
    if (cli->bench_frames && (cli->screenshot || cli->script || cli->replay)) {
        fprintf(stderr, "monstermoon: --bench-frames goes without --screenshot, --script and "
                        "--replay\n");
        return false;
    }
    if (cli->mid_move_ms && (!cli->screenshot || cli->screenshot_moves < 1)) {
        fprintf(stderr, "monstermoon: --mid-move goes with --screenshot and --moves\n");
        return false;
    }
    if (cli->text_report && !cli->screenshot) {
        fprintf(stderr, "monstermoon: --text-report goes with --screenshot\n");
        return false;
    }
    return true;
}

bool mm_cli_seats(const char *players, mm_seat *seats, int *nseats, char *why, size_t len)
{
    *nseats = 0;
    const char *p = players;
    int cpus = 0, humans = 0;
    while (*p) {
        const char *comma = strchr(p, ',');
        size_t n = comma ? (size_t)(comma - p) : strlen(p);
        char item[40];
        if (n == 0 || n >= sizeof item) {
            snprintf(why, len, "--players: '%s' is not a list like human,cpu,cpu", players);
            return false;
        }
        if (*nseats >= MM_MAX_SEATS) {
            snprintf(why, len, "--players: at most %d seats", MM_MAX_SEATS);
            return false;
        }
        memcpy(item, p, n);
        item[n] = '\0';
        mm_seat *seat = &seats[*nseats];
        memset(seat, 0, sizeof *seat);
        if (!mm_seat_parse_kind(seat, item, why, len))
            return false;
        if (seat->kind == MM_SEAT_HUMAN)
            snprintf(seat->name, sizeof seat->name, _("Player %d"), ++humans);
        else
            snprintf(seat->name, sizeof seat->name, _("Computer %d"), ++cpus);
        (*nseats)++;
        p += n + (comma ? 1 : 0);
        if (comma && !*p) {
            snprintf(why, len, "--players: trailing comma in '%s'", players);
            return false;
        }
    }
    if (*nseats == 0) {
        snprintf(why, len, "--players: no seats given");
        return false;
    }
    return true;
}

static void list_games(void)
{
    int n;
    const mm_game *const *games = mm_games(&n);
    for (int i = 0; i < n; i++) {
        const mm_game *g = games[i];
        printf("%s\t%s\t%d-%d players\n", g->id, g->title, g->min_seats, g->max_seats);
        for (int o = 0; o < g->noptions; o++) {
            const mm_option_def *d = &g->options[o];
            printf("\toption %s (default %s): %s", d->key, d->def, d->label);
            if (d->kind == MM_OPT_BOOL)
                printf(" [0|1]");
            else if (d->kind == MM_OPT_SEAT)
                printf(" [random|1..players]");
            else if (d->kind == MM_OPT_INT)
                printf(" [%d..%d]", d->min, d->max);
            else {
                printf(" [");
                for (int c = 0; d->choices[c]; c++)
                    printf("%s%s", c ? "|" : "", d->choices[c]);
                printf("]");
            }
            printf("\n");
        }
    }
}

static int headless_replay(const char *path)
{
    mm_record rec;
    mm_record_init(&rec);
    int line;
    char why[MM_REASON_MAX * 2];
    if (!mm_record_load(&rec, path, &line, why, sizeof why)) {
        if (line)
            fprintf(stderr, "%s:%d: %s\n", path, line, why);
        else
            fprintf(stderr, "%s: %s\n", path, why);
        mm_record_free(&rec);
        return 1;
    }
    mm_session *s = mm_session_from_record(&rec, &line, why, sizeof why);
    mm_record_free(&rec);
    if (!s) {
        if (line)
            fprintf(stderr, "%s:%d: %s\n", path, line, why);
        else
            fprintf(stderr, "%s: %s\n", path, why);
        return 1;
    }
    char json[1024];
    mm_headless_json(s, json, sizeof json);
    printf("%s\n", json);
    mm_session_free(s);
    return 0;
}

static int headless_games(const mm_cli *cli)
{
    char why[MM_REASON_MAX];
    if (!cli->game_id) {
        fprintf(stderr, "monstermoon: --headless needs --game ID (or --replay FILE)\n");
        return 2;
    }
    const mm_game *game = mm_game_find(cli->game_id);
    if (!game) {
        fprintf(stderr, "monstermoon: unknown game '%s' (see --list-games)\n", cli->game_id);
        return 2;
    }
    mm_seat seats[MM_MAX_SEATS];
    int nseats;
    const char *players = cli->players ? cli->players : "cpu,cpu,cpu";
    if (!mm_cli_seats(players, seats, &nseats, why, sizeof why)) {
        fprintf(stderr, "monstermoon: %s\n", why);
        return 2;
    }
    uint64_t seed = cli->have_seed ? cli->seed : 1;
    if (!mm_headless_run_timed(game, &cli->options, seats, nseats, seed, cli->games,
                               cli->timings, stdout, why, sizeof why)) {
        fflush(stdout);
        fprintf(stderr, "monstermoon: %s\n", why);
        return 1;
    }
    return 0;
}

bool mm_cli_run_windowless(const mm_cli *cli, int *exit_code)
{
    if (cli->help) {
        fputs(usage, stdout);
        *exit_code = 0;
        return true;
    }
    if (cli->version) {
        printf("monstermoon %s\n", MM_VERSION);
        *exit_code = 0;
        return true;
    }
    if (cli->list_games) {
        list_games();
        *exit_code = 0;
        return true;
    }
    if (!cli->headless)
        return false;
    *exit_code = cli->replay ? headless_replay(cli->replay) : headless_games(cli);
    return true;
}
