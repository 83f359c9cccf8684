/* SPDX-License-Identifier: MIT */
#include "saves.h"

#include <dirent.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "monstermoon/fileio.h"
#include "monstermoon/i18n.h"

/* More saves than anyone keeps; past this the oldest listed are dropped. */
#define MAX_SAVES 4000
#define MAX_NOTICES 8

typedef struct entry {
    mm_save_info info;
    /* What the file was when read: unchanged files are not read again. */
    int64_t mtime_ns;
    int64_t size;
    uint64_t ino;
} entry;

struct mm_saves {
    char dir[1100];
    void (*changed)(void *ctx);
    void *ctx;
    pthread_mutex_t mutex;
    pthread_cond_t done;
    pthread_t thread;
    bool thread_live; /* a thread to join */
    bool running, again;
    entry *list;
    int n;
    char notices[MAX_NOTICES][1800];
    int nnotices;
};

/* ============================================================== reading */

static void notice(mm_saves *s, const char *text)
{
    fprintf(stderr, "monstermoon: %s\n", text);
    pthread_mutex_lock(&s->mutex);
    if (s->nnotices < MAX_NOTICES)
        snprintf(s->notices[s->nnotices++], sizeof s->notices[0], "%s", text);
    pthread_mutex_unlock(&s->mutex);
}

/* Reads and replays one save. */
static void examine(const char *path, mm_save_info *info)
{
    mm_record rec;
    mm_record_init(&rec);
    int line = 0;
    char why[MM_REASON_MAX * 2];
    mm_session *session = NULL;
    bool ok = mm_record_load(&rec, path, &line, why, sizeof why);
    if (ok) {
        snprintf(info->game, sizeof info->game, "%s", rec.game);
        info->nmoves = rec.moves.n;
        size_t used = 0;
        for (int i = 0; i < rec.nseats && used < sizeof info->players; i++) {
            int w = snprintf(info->players + used, sizeof info->players - used, "%s%s",
                             i ? ", " : "", rec.seats[i].name);
            used += w > 0 ? (size_t)w : 0;
        }
        session = mm_session_from_record(&rec, &line, why, sizeof why);
    }
    if (!session) {
        info->status = MM_SAVE_DAMAGED;
        if (line)
            snprintf(info->why, sizeof info->why, _("line %d: %s"), line, why);
        else
            snprintf(info->why, sizeof info->why, "%s", why);
    } else {
        info->status = session->game->is_over(session->state) ? MM_SAVE_FINISHED
                                                              : MM_SAVE_PLAYING;
    }
    mm_session_free(session);
    mm_record_free(&rec);
}

static bool ends_with(const char *name, const char *suffix)
{
    size_t n = strlen(name), k = strlen(suffix);
    return n > k && strcmp(name + n - k, suffix) == 0;
}

static int64_t mtime_ns(const struct stat *st)
{
    return (int64_t)st->st_mtim.tv_sec * 1000000000 + st->st_mtim.tv_nsec;
}

/* A `.mmrec.tmp` is what a write left when the game stopped between writing
 * and renaming. A complete record newer than its save replaces the save;
 * anything else goes. A save being played (locked) is left alone: its
 * writer may be busy with that very file. */
static void recover_leftover(mm_saves *s, const char *tmp_path)
{
    char target[1200];
    size_t n = strlen(tmp_path) - strlen(".tmp");
    if (n >= sizeof target)
        return;
    memcpy(target, tmp_path, n);
    target[n] = '\0';
    if (mm_file_lock_holder(target) != 0)
        return;
    struct stat tmp_st, target_st;
    if (lstat(tmp_path, &tmp_st) != 0 || !S_ISREG(tmp_st.st_mode))
        return;
    bool have_target = stat(target, &target_st) == 0;
    mm_save_info tmp_info, target_info;
    memset(&tmp_info, 0, sizeof tmp_info);
    memset(&target_info, 0, sizeof target_info);
    examine(tmp_path, &tmp_info);
    if (have_target)
        examine(target, &target_info);
    bool newer = !have_target || target_info.status == MM_SAVE_DAMAGED ||
                 (mtime_ns(&tmp_st) > mtime_ns(&target_st) &&
                  tmp_info.nmoves >= target_info.nmoves);
    char text[MM_REASON_MAX * 2 + 1200];
    if (tmp_info.status != MM_SAVE_DAMAGED && newer) {
        char why[MM_REASON_MAX];
        if (rename(tmp_path, target) == 0 && mm_file_sync_dir(target, why, sizeof why))
            snprintf(text, sizeof text,
                     _("%s: recovered the newest moves from a save interrupted by a crash."),
                     target);
        else
            snprintf(text, sizeof text, _("%s: could not recover it from %s (%s)"), target,
                     tmp_path, strerror(errno));
    } else if (unlink(tmp_path) == 0) {
        snprintf(text, sizeof text,
                 _("%s: removed an unfinished write left over after a crash (the save itself is "
                   "kept)."),
                 tmp_path);
    } else {
        snprintf(text, sizeof text, _("%s: could not remove this leftover of a crash (%s)"),
                 tmp_path, strerror(errno));
    }
    notice(s, text);
}

static int newest_first(const void *a, const void *b)
{
    const entry *x = a, *y = b;
    if (x->mtime_ns != y->mtime_ns)
        return x->mtime_ns < y->mtime_ns ? 1 : -1;
    return strcmp(y->info.path, x->info.path);
}

static const entry *cached(const entry *old, int nold, const char *path, const struct stat *st)
{
    for (int i = 0; i < nold; i++)
        if (old[i].mtime_ns == mtime_ns(st) && old[i].size == (int64_t)st->st_size &&
            old[i].ino == (uint64_t)st->st_ino && strcmp(old[i].info.path, path) == 0)
            return &old[i];
    return NULL;
}

static void scan(mm_saves *s)
{
    /* The previous results, to reuse for unchanged files. */
    pthread_mutex_lock(&s->mutex);
    int nold = s->n;
    entry *old = nold ? malloc((size_t)nold * sizeof *old) : NULL;
    if (old)
        memcpy(old, s->list, (size_t)nold * sizeof *old);
    else
        nold = 0;
    pthread_mutex_unlock(&s->mutex);

    DIR *d = opendir(s->dir);
    entry *list = NULL;
    int n = 0, cap = 0;
    if (d) {
        /* Leftovers first, so a recovered save is listed as it is now. */
        struct dirent *e;
        while ((e = readdir(d))) {
            if (!ends_with(e->d_name, ".mmrec.tmp"))
                continue;
            char path[1200];
            if (snprintf(path, sizeof path, "%s/%s", s->dir, e->d_name) < (int)sizeof path)
                recover_leftover(s, path);
        }
        rewinddir(d);
        while ((e = readdir(d)) && n < MAX_SAVES) {
            if (!ends_with(e->d_name, ".mmrec"))
                continue;
            char path[1200];
            if (snprintf(path, sizeof path, "%s/%s", s->dir, e->d_name) >= (int)sizeof path)
                continue;
            struct stat st;
            if (stat(path, &st) != 0)
                continue;
            if (n == cap) {
                cap = cap ? cap * 2 : 16;
                entry *bigger = realloc(list, (size_t)cap * sizeof *list);
                if (!bigger)
                    break;
                list = bigger;
            }
            entry *en = &list[n++];
            const entry *known = cached(old, nold, path, &st);
            if (known) {
                *en = *known;
                continue;
            }
            memset(en, 0, sizeof *en);
            snprintf(en->info.path, sizeof en->info.path, "%s", path);
            en->info.mtime = (int64_t)st.st_mtime;
            en->mtime_ns = mtime_ns(&st);
            en->size = (int64_t)st.st_size;
            en->ino = (uint64_t)st.st_ino;
            en->info.regular = S_ISREG(st.st_mode);
            if (en->info.regular) {
                examine(path, &en->info);
            } else {
                en->info.status = MM_SAVE_DAMAGED;
                snprintf(en->info.why, sizeof en->info.why, "%s",
                         _("it is not a regular file (a pipe or a device)"));
            }
        }
        closedir(d);
    }
    free(old);
    if (n > 1)
        qsort(list, (size_t)n, sizeof *list, newest_first);
    pthread_mutex_lock(&s->mutex);
    free(s->list);
    s->list = list;
    s->n = n;
    pthread_mutex_unlock(&s->mutex);
}

/* ================================================================= thread */

static void *scan_main(void *arg)
{
    mm_saves *s = arg;
    pthread_mutex_lock(&s->mutex);
    while (s->again) {
        s->again = false;
        pthread_mutex_unlock(&s->mutex);
        scan(s);
        if (s->changed)
            s->changed(s->ctx);
        pthread_mutex_lock(&s->mutex);
    }
    s->running = false;
    pthread_cond_broadcast(&s->done);
    pthread_mutex_unlock(&s->mutex);
    return NULL;
}

mm_saves *mm_saves_new(const char *dir, void (*changed)(void *ctx), void *ctx)
{
    mm_saves *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    snprintf(s->dir, sizeof s->dir, "%s", dir);
    s->changed = changed;
    s->ctx = ctx;
    pthread_mutex_init(&s->mutex, NULL);
    pthread_cond_init(&s->done, NULL);
    return s;
}

void mm_saves_refresh(mm_saves *s)
{
    pthread_mutex_lock(&s->mutex);
    s->again = true;
    if (s->running) {
        pthread_mutex_unlock(&s->mutex);
        return;
    }
    pthread_t old = s->thread;
    bool join = s->thread_live;
    s->running = true;
    pthread_mutex_unlock(&s->mutex);
    if (join)
        pthread_join(old, NULL);
    s->thread_live = pthread_create(&s->thread, NULL, scan_main, s) == 0;
    if (!s->thread_live)
        scan_main(s); /* no thread to be had: scan here */
}

void mm_saves_wait(mm_saves *s)
{
    pthread_mutex_lock(&s->mutex);
    while (s->running)
        pthread_cond_wait(&s->done, &s->mutex);
    pthread_mutex_unlock(&s->mutex);
}

bool mm_saves_scanning(mm_saves *s)
{
    pthread_mutex_lock(&s->mutex);
    bool running = s->running;
    pthread_mutex_unlock(&s->mutex);
    return running;
}

void mm_saves_free(mm_saves *s)
{
    if (!s)
        return;
    mm_saves_wait(s);
    if (s->thread_live)
        pthread_join(s->thread, NULL);
    pthread_mutex_destroy(&s->mutex);
    pthread_cond_destroy(&s->done);
    free(s->list);
    free(s);
}

int mm_saves_count(mm_saves *s)
{
    pthread_mutex_lock(&s->mutex);
    int n = s->n;
    pthread_mutex_unlock(&s->mutex);
    return n;
}

bool mm_saves_get(mm_saves *s, int i, mm_save_info *out)
{
    pthread_mutex_lock(&s->mutex);
    bool ok = i >= 0 && i < s->n;
    if (ok)
        *out = s->list[i].info;
    pthread_mutex_unlock(&s->mutex);
    return ok;
}

bool mm_saves_continue(mm_saves *s, char *path, size_t len)
{
    pthread_mutex_lock(&s->mutex);
    /* The newest game still going on: finished and damaged saves never stand
     * in its way (the saved-games screen lists them, a damaged one with why). */
    const mm_save_info *pick = NULL;
    for (int i = 0; i < s->n && !pick; i++) {
        const mm_save_info *info = &s->list[i].info;
        if (info->regular && info->status == MM_SAVE_PLAYING)
            pick = info;
    }
    if (pick)
        snprintf(path, len, "%s", pick->path);
    pthread_mutex_unlock(&s->mutex);
    return pick != NULL;
}

bool mm_saves_take_notice(mm_saves *s, char *buf, size_t len)
{
    pthread_mutex_lock(&s->mutex);
    bool any = s->nnotices > 0;
    if (any) {
        snprintf(buf, len, "%s", s->notices[0]);
        memmove(s->notices[0], s->notices[1], (size_t)(s->nnotices - 1) * sizeof s->notices[0]);
        s->nnotices--;
    }
    pthread_mutex_unlock(&s->mutex);
    return any;
}
