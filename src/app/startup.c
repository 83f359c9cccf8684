/* SPDX-License-Identifier: MIT */
/* Start-up's work ahead (see startup.h). */
#include "startup.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "art.h"
#include "gfx.h"
#include "monstermoon/fileio.h"

#define MAX_PICTURES 96
#define LIST_MAGIC "monstermoon first frame 1"

typedef struct picture {
    char name[120];
    int w, h;
    SDL_Surface *surf; /* loaded ahead, until taken */
    SDL_Rect core;
} picture;

struct mm_startup {
    char data_dir[1024];
    char art_cache[1100];
    char list_path[1300]; /* "" without an art cache or scene */
    SDL_Thread *thread;
    SDL_sem *fonts_ready;
    /* The fonts, written by the thread before fonts_ready is posted. */
    bool fonts_ok;
    char regular[1024], bold[1024], fonts_why[4096];
    /* The pictures listed for this start, loaded by the thread. */
    picture ahead[MAX_PICTURES];
    int nahead;
    /* The pictures the first frame asked for, in order. */
    picture drawn[MAX_PICTURES];
    int ndrawn;
    bool joined;
    double began, fonts_at, pictures_at, waited_ms; /* ms, CLOCK_MONOTONIC */
    double fonts_cpu, pictures_cpu;                 /* the thread's CPU ms */
};

static double clock_ms(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static double now_ms(void)
{
    return clock_ms(CLOCK_MONOTONIC);
}

/* Names that can only be a picture under <data>/svg: letters, digits, '-',
 * '_' and '/' between parts, no "..". */
static bool picture_name(const char *name)
{
    if (!name[0] || name[0] == '/' || strstr(name, "..") || strstr(name, "//"))
        return false;
    for (const char *p = name; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
              *p == '-' || *p == '_' || *p == '/'))
            return false;
    return true;
}

/* The list kept by the last start, into s->ahead (names and sizes only);
 * a list that is not one of ours is ignored, and replaced at the end. */
static void read_list(mm_startup *s)
{
    size_t len = 0;
    char why[256];
    char *text = mm_file_read(s->list_path, 16384, &len, NULL, why, sizeof why);
    if (!text)
        return;
    char *save = NULL;
    char *line = strtok_r(text, "\n", &save);
    if (line && strcmp(line, LIST_MAGIC) == 0) {
        while ((line = strtok_r(NULL, "\n", &save)) != NULL && s->nahead < MAX_PICTURES) {
            picture *p = &s->ahead[s->nahead];
            char name[200];
            if (sscanf(line, "%199s %d %d", name, &p->w, &p->h) == 3 && picture_name(name) &&
                strlen(name) < sizeof p->name && p->w > 0 && p->w <= 16384 && p->h > 0 &&
                p->h <= 16384) {
                memcpy(p->name, name, strlen(name) + 1);
                s->nahead++;
            }
        }
    }
    free(text);
}

static int run(void *data)
{
    mm_startup *s = data;
    s->fonts_ok = mm_gfx_find_fonts(s->data_dir, s->regular, s->bold, sizeof s->regular,
                                    s->fonts_why, sizeof s->fonts_why);
    s->fonts_at = now_ms();
    s->fonts_cpu = clock_ms(CLOCK_THREAD_CPUTIME_ID);
    SDL_SemPost(s->fonts_ready);
    if (s->list_path[0])
        read_list(s);
    for (int i = 0; i < s->nahead; i++) {
        picture *p = &s->ahead[i];
        p->surf = mm_art_load(s->data_dir, s->art_cache, p->name, p->w, p->h, &p->core);
    }
    s->pictures_at = now_ms();
    s->pictures_cpu = clock_ms(CLOCK_THREAD_CPUTIME_ID) - s->fonts_cpu;
    return 0;
}

mm_startup *mm_startup_begin(const char *data_dir, const char *art_cache, const char *scene)
{
    mm_startup *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->began = now_ms();
    snprintf(s->data_dir, sizeof s->data_dir, "%s", data_dir);
    snprintf(s->art_cache, sizeof s->art_cache, "%s", art_cache);
    if (art_cache[0] && scene && picture_name(scene) && !strchr(scene, '/')) {
        int n = snprintf(s->list_path, sizeof s->list_path, "%s/first-%s.list", art_cache, scene);
        if (n < 0 || (size_t)n >= sizeof s->list_path)
            s->list_path[0] = '\0';
    }
    s->fonts_ready = SDL_CreateSemaphore(0);
    if (s->fonts_ready)
        s->thread = SDL_CreateThread(run, "mm-startup", s);
    if (!s->thread) {
        /* Done here when asked for. */
        s->joined = true;
        s->fonts_ok = mm_gfx_find_fonts(s->data_dir, s->regular, s->bold, sizeof s->regular,
                                        s->fonts_why, sizeof s->fonts_why);
    }
    return s;
}

bool mm_startup_fonts(mm_startup *s, char *regular, char *bold, size_t len, char *why,
                      size_t why_len)
{
    if (s->thread && !s->joined) {
        double t0 = now_ms();
        SDL_SemWait(s->fonts_ready);
        s->waited_ms += now_ms() - t0;
    }
    snprintf(regular, len, "%s", s->regular);
    snprintf(bold, len, "%s", s->bold);
    snprintf(why, why_len, "%s", s->fonts_why);
    return s->fonts_ok;
}

static void join(mm_startup *s)
{
    if (s->joined)
        return;
    double t0 = now_ms();
    SDL_WaitThread(s->thread, NULL);
    s->waited_ms += now_ms() - t0;
    s->joined = true;
}

SDL_Surface *mm_startup_picture(mm_startup *s, const char *name, int w, int h, SDL_Rect *core)
{
    if (!s)
        return NULL;
    join(s);
    if (s->ndrawn < MAX_PICTURES && strlen(name) < sizeof s->drawn[0].name) {
        picture *d = &s->drawn[s->ndrawn++];
        snprintf(d->name, sizeof d->name, "%s", name);
        d->w = w;
        d->h = h;
    }
    for (int i = 0; i < s->nahead; i++) {
        picture *p = &s->ahead[i];
        if (p->surf && p->w == w && p->h == h && strcmp(p->name, name) == 0) {
            SDL_Surface *surf = p->surf;
            p->surf = NULL;
            *core = p->core;
            return surf;
        }
    }
    return NULL;
}

/* Whether the first frame drew other pictures than the list said. */
static bool list_changed(const mm_startup *s)
{
    if (s->ndrawn != s->nahead)
        return true;
    for (int i = 0; i < s->ndrawn; i++)
        if (s->drawn[i].w != s->ahead[i].w || s->drawn[i].h != s->ahead[i].h ||
            strcmp(s->drawn[i].name, s->ahead[i].name) != 0)
            return true;
    return false;
}

/* Written under a temporary name and renamed, like the pictures. */
static void write_list(const mm_startup *s)
{
    char tmp[1400];
    snprintf(tmp, sizeof tmp, "%.1300s.tmp", s->list_path);
    FILE *f = fopen(tmp, "w");
    if (!f)
        return;
    bool ok = fprintf(f, "%s\n", LIST_MAGIC) > 0;
    for (int i = 0; ok && i < s->ndrawn; i++)
        ok = fprintf(f, "%s %d %d\n", s->drawn[i].name, s->drawn[i].w, s->drawn[i].h) > 0;
    ok = fclose(f) == 0 && ok;
    if (!ok || rename(tmp, s->list_path) != 0)
        remove(tmp);
}

void mm_startup_end(mm_startup *s, bool trace)
{
    if (!s)
        return;
    join(s);
    int taken = 0;
    for (int i = 0; i < s->nahead; i++)
        SDL_FreeSurface(s->ahead[i].surf);
    for (int i = 0; i < s->ndrawn; i++)
        for (int k = 0; k < s->nahead; k++)
            taken += strcmp(s->drawn[i].name, s->ahead[k].name) == 0 &&
                     s->drawn[i].w == s->ahead[k].w && s->drawn[i].h == s->ahead[k].h;
    if (s->list_path[0] && s->ndrawn > 0 && list_changed(s))
        write_list(s);
    if (trace)
        fprintf(stderr,
                "monstermoon: start-up ahead: fonts at %.1f ms (%.1f ms of CPU), %d pictures "
                "listed, %d drawn from them, done at %.1f ms (%.1f ms of CPU); the main thread "
                "waited %.1f ms\n",
                s->fonts_at - s->began, s->fonts_cpu, s->nahead, taken, s->pictures_at - s->began,
                s->pictures_cpu, s->waited_ms);
    if (s->fonts_ready)
        SDL_DestroySemaphore(s->fonts_ready);
    free(s);
}
