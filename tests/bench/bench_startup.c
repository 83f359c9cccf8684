/* SPDX-License-Identifier: MIT */
/* Start-up as the player sees it: from exec to the first painted frame of a
 * program's window, watched from outside through the X server, so any program
 * is measured the same way (scripts/bench-startup.sh puts monstermoon beside
 * Simon Tatham's sgt-net).
 *
 *   mm_bench_startup RUNS NAME -- CMD ARGS... [--- NAME -- CMD ARGS...]...
 *
 * Runs the commands in turn, RUNS rounds (so they share the machine's load),
 * and prints per command the median, lowest and highest time to the window's
 * map and to its first painted frame, and each command's ratio to the first. A frame counts as
 * painted once a strip across the window's middle shows at least MIN_COLOURS colours (a cleared or
 * blank window has one or two). Needs $DISPLAY (Xvfb is fine). */
#define _POSIX_C_SOURCE 200809L
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAX_CMDS 8
#define MAX_RUNS 101
#define MIN_COLOURS 4
#define TIMEOUT_S 20.0

typedef struct command {
    const char *name;
    char **argv;
    double map_ms[MAX_RUNS], paint_ms[MAX_RUNS];
    int n;
} command;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static int ignore_errors(Display *d, XErrorEvent *e)
{
    (void)d;
    (void)e;
    return 0;
}

/* Distinct pixel values in three rows around the window's middle. */
static int colours_in_middle(Display *d, Window w)
{
    XWindowAttributes wa;
    if (!XGetWindowAttributes(d, w, &wa) || wa.map_state != IsViewable || wa.width < 8 ||
        wa.height < 8)
        return 0;
    unsigned long seen[64];
    int n = 0;
    for (int row = 1; row <= 3; row++) {
        XImage *img =
            XGetImage(d, w, 0, wa.height * row / 4, (unsigned)wa.width, 1, AllPlanes, ZPixmap);
        if (!img)
            return 0;
        for (int x = 0; x < wa.width && n < 64; x++) {
            unsigned long p = XGetPixel(img, x, 0);
            int k = 0;
            while (k < n && seen[k] != p)
                k++;
            if (k == n)
                seen[n++] = p;
        }
        XDestroyImage(img);
    }
    return n;
}

static void stop(pid_t pid)
{
    kill(-pid, SIGTERM);
    for (int i = 0; i < 200; i++) {
        if (waitpid(pid, NULL, WNOHANG) == pid)
            return;
        usleep(10000);
    }
    kill(-pid, SIGKILL);
    waitpid(pid, NULL, 0);
}

/* One run: false when the window never painted. */
static bool run_once(Display *d, command *c)
{
    Window root = DefaultRootWindow(d);
    XSelectInput(d, root, SubstructureNotifyMask);
    XSync(d, True);
    double t0 = now();
    pid_t pid = fork();
    if (pid < 0)
        return false;
    if (pid == 0) {
        setpgid(0, 0);
        /* The programs' chatter (no sound card, ...) would hide the figures. */
        int null = open("/dev/null", O_WRONLY);
        if (null >= 0) {
            dup2(null, STDOUT_FILENO);
            dup2(null, STDERR_FILENO);
        }
        execvp(c->argv[0], c->argv);
        _exit(127);
    }
    setpgid(pid, pid);
    Window win = 0;
    double t_map = -1, t_paint = -1;
    while (now() - t0 < TIMEOUT_S * 1e3 && t_paint < 0) {
        while (XPending(d)) {
            XEvent e;
            XNextEvent(d, &e);
            /* The newest window mapped: SDL may map one, destroy it and
             * map another when it sets up its renderer. */
            if (e.type == MapNotify && !e.xmap.override_redirect) {
                win = e.xmap.window;
                t_map = now() - t0;
            } else if ((e.type == UnmapNotify && e.xunmap.window == win) ||
                       (e.type == DestroyNotify && e.xdestroywindow.window == win)) {
                win = 0;
            }
        }
        if (win && colours_in_middle(d, win) >= MIN_COLOURS) {
            t_paint = now() - t0;
            break;
        }
        if (waitpid(pid, NULL, WNOHANG) == pid) {
            fprintf(stderr, "mm_bench_startup: %s exited before painting (cannot run %s?)\n",
                    c->name, c->argv[0]);
            return false;
        }
        struct pollfd p = {ConnectionNumber(d), POLLIN, 0};
        poll(&p, 1, win ? 1 : 5);
    }
    stop(pid);
    XSelectInput(d, root, NoEventMask);
    if (t_paint < 0) {
        fprintf(stderr, "mm_bench_startup: %s painted nothing in %.0f s\n", c->name, TIMEOUT_S);
        return false;
    }
    c->map_ms[c->n] = t_map;
    c->paint_ms[c->n] = t_paint;
    c->n++;
    return true;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void report(command *c)
{
    if (c->n == 0) {
        printf("%-28s no run painted\n", c->name);
        return;
    }
    qsort(c->map_ms, (size_t)c->n, sizeof(double), cmp);
    qsort(c->paint_ms, (size_t)c->n, sizeof(double), cmp);
    printf("%-28s first frame %6.1f ms median (%6.1f .. %6.1f), window mapped %6.1f ms, %d runs\n",
           c->name, c->paint_ms[c->n / 2], c->paint_ms[0], c->paint_ms[c->n - 1],
           c->map_ms[c->n / 2], c->n);
}

int main(int argc, char **argv)
{
    if (argc < 5) {
        fprintf(stderr, "usage: %s RUNS NAME -- CMD ARGS... [--- NAME -- CMD ARGS...]...\n",
                argv[0]);
        return 2;
    }
    int runs = atoi(argv[1]);
    if (runs < 1 || runs > MAX_RUNS) {
        fprintf(stderr, "mm_bench_startup: RUNS must be 1..%d\n", MAX_RUNS);
        return 2;
    }
    command cmds[MAX_CMDS];
    int ncmds = 0;
    for (int i = 2; i < argc && ncmds < MAX_CMDS;) {
        if (i + 2 >= argc || strcmp(argv[i + 1], "--") != 0) {
            fprintf(stderr, "mm_bench_startup: expected NAME -- CMD at '%s'\n", argv[i]);
            return 2;
        }
        command *c = &cmds[ncmds++];
        memset(c, 0, sizeof *c);
        c->name = argv[i];
        c->argv = &argv[i + 2];
        int j = i + 2;
        while (j < argc && strcmp(argv[j], "---") != 0)
            j++;
        if (j < argc)
            argv[j] = NULL; /* ends this command's argv */
        i = j + 1;
    }
    Display *d = XOpenDisplay(NULL);
    if (!d) {
        fprintf(stderr, "mm_bench_startup: cannot open the display (set DISPLAY)\n");
        return 1;
    }
    XSetErrorHandler(ignore_errors);
    /* One untimed round warms the page cache and fontconfig's caches. */
    for (int k = 0; k < ncmds; k++) {
        run_once(d, &cmds[k]);
        cmds[k].n = 0;
    }
    for (int r = 0; r < runs; r++)
        for (int k = 0; k < ncmds; k++)
            run_once(d, &cmds[k]);
    for (int k = 0; k < ncmds; k++)
        report(&cmds[k]);
    /* Ratios to the first command, measured in the same rounds. */
    for (int k = 1; k < ncmds; k++)
        if (cmds[0].n && cmds[k].n)
            printf("ratio %s / %s: %.2f\n", cmds[k].name, cmds[0].name,
                   cmds[k].paint_ms[cmds[k].n / 2] / cmds[0].paint_ms[cmds[0].n / 2]);
    XCloseDisplay(d);
    return 0;
}
