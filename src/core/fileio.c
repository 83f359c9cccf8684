/* SPDX-License-Identifier: MIT */
/* Bounded reads, durable writes, a writer thread and save locks. */
#include "monstermoon/fileio.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "monstermoon/i18n.h"

static void say(char *why, size_t why_len, const char *fmt, const char *detail)
{
    if (why && why_len)
        snprintf(why, why_len, fmt, detail);
}

/* ================================================================ reading */

char *mm_file_read(const char *path, size_t max, size_t *len, bool *missing, char *why,
                   size_t why_len)
{
    if (missing)
        *missing = false;
    if (len)
        *len = 0;
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        if (missing)
            *missing = errno == ENOENT;
        say(why, why_len, _("could not open it (%s)"), strerror(errno));
        return NULL;
    }
    struct stat st;
    if (fstat(fd, &st) != 0) {
        say(why, why_len, _("could not open it (%s)"), strerror(errno));
        close(fd);
        return NULL;
    }
    if (!S_ISREG(st.st_mode)) {
        say(why, why_len, "%s",
            S_ISDIR(st.st_mode) ? _("it is a folder, not a file")
                                : _("it is not a regular file (a pipe or a device)"));
        close(fd);
        return NULL;
    }
    char limit[32];
    snprintf(limit, sizeof limit, "%zu kB", max / 1024);
    if ((unsigned long long)st.st_size > max) {
        say(why, why_len, _("it is larger than %s, far more than such a file can be"), limit);
        close(fd);
        return NULL;
    }
    /* The file may grow while we read: never read past the cap. */
    size_t cap = (size_t)st.st_size + 1, got = 0;
    char *text = malloc(cap + 1);
    if (!text) {
        say(why, why_len, "%s", _("out of memory"));
        close(fd);
        return NULL;
    }
    for (;;) {
        if (got == cap) {
            if (cap > max) {
                free(text);
                close(fd);
                say(why, why_len, _("it is larger than %s, far more than such a file can be"),
                    limit);
                return NULL;
            }
            size_t bigger = cap * 2 > max + 1 ? max + 1 : cap * 2;
            char *t = realloc(text, bigger + 1);
            if (!t) {
                free(text);
                close(fd);
                say(why, why_len, "%s", _("out of memory"));
                return NULL;
            }
            text = t;
            cap = bigger;
        }
        ssize_t n = read(fd, text + got, cap - got);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            say(why, why_len, _("could not read it (%s)"), strerror(errno));
            free(text);
            close(fd);
            return NULL;
        }
        if (n == 0)
            break;
        got += (size_t)n;
    }
    close(fd);
    if (got > max) {
        free(text);
        say(why, why_len, _("it is larger than %s, far more than such a file can be"), limit);
        return NULL;
    }
    text[got] = '\0';
    if (len)
        *len = got;
    return text;
}

/* ============================================================ text files */

const char *mm_text_skip_bom(const char *text)
{
    return strncmp(text, "\xEF\xBB\xBF", 3) == 0 ? text + 3 : text;
}

size_t mm_text_line(const char *p, const char **next)
{
    const char *nl = strchr(p, '\n');
    size_t len = nl ? (size_t)(nl - p) : strlen(p);
    *next = p + len + (nl ? 1 : 0);
    return len;
}

/* ================================================================ writing */

static void dir_of(const char *path, char *dir, size_t len)
{
    const char *slash = strrchr(path, '/');
    if (!slash) {
        snprintf(dir, len, ".");
        return;
    }
    size_t n = (size_t)(slash - path);
    if (n == 0)
        n = 1; /* the root */
    if (n >= len)
        n = len - 1;
    memcpy(dir, path, n);
    dir[n] = '\0';
}

bool mm_file_sync_dir(const char *path, char *why, size_t why_len)
{
    char dir[1200];
    dir_of(path, dir, sizeof dir);
    int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) {
        say(why, why_len, _("could not open its folder (%s)"), strerror(errno));
        return false;
    }
    bool ok = fsync(fd) == 0 || errno == EINVAL; /* some file systems cannot sync folders */
    if (!ok)
        say(why, why_len, _("could not sync its folder (%s)"), strerror(errno));
    close(fd);
    return ok;
}

bool mm_file_write(const char *path, const char *data, size_t len, char *why, size_t why_len)
{
    char tmp[1200];
    int n = snprintf(tmp, sizeof tmp, "%s.tmp", path);
    if (n < 0 || (size_t)n >= sizeof tmp) {
        say(why, why_len, "%s", _("the path is too long"));
        return false;
    }
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0644);
    if (fd < 0) {
        say(why, why_len, _("could not write it (%s)"), strerror(errno));
        return false;
    }
    size_t done = 0;
    int err = 0;
    while (done < len) {
        ssize_t w = write(fd, data + done, len - done);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0) {
            err = w < 0 ? errno : EIO;
            break;
        }
        done += (size_t)w;
    }
    if (!err && fsync(fd) != 0)
        err = errno;
    if (close(fd) != 0 && !err)
        err = errno;
    if (!err && rename(tmp, path) != 0)
        err = errno;
    if (err) {
        say(why, why_len, _("could not write it (%s)"), strerror(err));
        unlink(tmp);
        return false;
    }
    return mm_file_sync_dir(path, why, why_len);
}

/* ========================================================== writer thread */

typedef struct write_job {
    char *path;
    char *data;
    size_t len;
    struct write_job *next;
} write_job;

struct mm_file_writer {
    pthread_t thread;
    pthread_mutex_t mutex;
    pthread_cond_t wake, idle;
    write_job *head;
    bool busy, stop;
    char error[512];
    mm_file_write_failed failed;
    void *ctx;
};

static void job_free(write_job *j)
{
    if (!j)
        return;
    free(j->path);
    free(j->data);
    free(j);
}

static void *writer_main(void *arg)
{
    mm_file_writer *w = arg;
    pthread_mutex_lock(&w->mutex);
    for (;;) {
        while (!w->head && !w->stop)
            pthread_cond_wait(&w->wake, &w->mutex);
        if (!w->head)
            break;
        write_job *j = w->head;
        w->head = j->next;
        w->busy = true;
        pthread_mutex_unlock(&w->mutex);
        char why[400];
        bool ok = mm_file_write(j->path, j->data, j->len, why, sizeof why);
        if (!ok && w->failed)
            w->failed(w->ctx, j->path, why);
        pthread_mutex_lock(&w->mutex);
        if (!ok)
            snprintf(w->error, sizeof w->error, "%s: %s", j->path, why);
        w->busy = false;
        job_free(j);
        if (!w->head)
            pthread_cond_broadcast(&w->idle);
    }
    pthread_mutex_unlock(&w->mutex);
    return NULL;
}

mm_file_writer *mm_file_writer_new(mm_file_write_failed failed, void *ctx)
{
    mm_file_writer *w = calloc(1, sizeof *w);
    if (!w)
        return NULL;
    w->failed = failed;
    w->ctx = ctx;
    pthread_mutex_init(&w->mutex, NULL);
    pthread_cond_init(&w->wake, NULL);
    pthread_cond_init(&w->idle, NULL);
    if (pthread_create(&w->thread, NULL, writer_main, w) != 0) {
        pthread_mutex_destroy(&w->mutex);
        pthread_cond_destroy(&w->wake);
        pthread_cond_destroy(&w->idle);
        free(w);
        return NULL;
    }
    return w;
}

void mm_file_writer_put(mm_file_writer *w, const char *path, char *data, size_t len)
{
    pthread_mutex_lock(&w->mutex);
    write_job **tail = &w->head;
    for (write_job *j = w->head; j; j = j->next) {
        if (strcmp(j->path, path) == 0) {
            /* Newer content for a file still waiting: only the newest counts. */
            free(j->data);
            j->data = data;
            j->len = len;
            pthread_mutex_unlock(&w->mutex);
            return;
        }
        tail = &j->next;
    }
    write_job *j = calloc(1, sizeof *j);
    char *p = strdup(path);
    if (!j || !p) {
        free(j);
        free(p);
        free(data);
        snprintf(w->error, sizeof w->error, "%s: %s", path, _("out of memory"));
        pthread_mutex_unlock(&w->mutex);
        return;
    }
    j->path = p;
    j->data = data;
    j->len = len;
    *tail = j;
    pthread_cond_signal(&w->wake);
    pthread_mutex_unlock(&w->mutex);
}

bool mm_file_writer_flush(mm_file_writer *w, char *why, size_t why_len)
{
    pthread_mutex_lock(&w->mutex);
    while (w->head || w->busy)
        pthread_cond_wait(&w->idle, &w->mutex);
    bool ok = !w->error[0];
    if (!ok)
        say(why, why_len, "%s", w->error);
    w->error[0] = '\0';
    pthread_mutex_unlock(&w->mutex);
    return ok;
}

void mm_file_writer_free(mm_file_writer *w)
{
    if (!w)
        return;
    pthread_mutex_lock(&w->mutex);
    w->stop = true;
    pthread_cond_signal(&w->wake);
    pthread_mutex_unlock(&w->mutex);
    pthread_join(w->thread, NULL); /* the thread drains the queue first */
    pthread_mutex_destroy(&w->mutex);
    pthread_cond_destroy(&w->wake);
    pthread_cond_destroy(&w->idle);
    free(w);
}

/* ================================================================== locks */

struct mm_file_lock {
    int fd;
    char path[1200];
};

static long read_pid(int fd)
{
    char buf[32];
    ssize_t n = pread(fd, buf, sizeof buf - 1, 0);
    if (n <= 0)
        return 0;
    buf[n] = '\0';
    char *end;
    errno = 0;
    long pid = strtol(buf, &end, 10);
    if (errno || end == buf || pid <= 0)
        return 0;
    return pid;
}

mm_file_lock *mm_file_lock_take(const char *path, long *holder, char *why, size_t why_len)
{
    if (holder)
        *holder = 0;
    mm_file_lock *l = calloc(1, sizeof *l);
    if (!l) {
        say(why, why_len, "%s", _("out of memory"));
        return NULL;
    }
    int n = snprintf(l->path, sizeof l->path, "%s.lock", path);
    if (n < 0 || (size_t)n >= sizeof l->path) {
        free(l);
        say(why, why_len, "%s", _("the path is too long"));
        return NULL;
    }
    /* A lock file removed by its last holder between our open and flock would
     * leave us holding a lock on a dead inode: check and retry. */
    for (int attempt = 0; attempt < 5; attempt++) {
        int fd = open(l->path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
        if (fd < 0) {
            say(why, why_len, _("could not make its lock file (%s)"), strerror(errno));
            free(l);
            return NULL;
        }
        if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
            int err = errno;
            long pid = read_pid(fd);
            close(fd);
            if (err == EWOULDBLOCK) {
                if (holder)
                    *holder = pid > 0 ? pid : -1;
                char p[32];
                snprintf(p, sizeof p, "%ld", pid);
                say(why, why_len, _("it is open in another window (process %s)"), p);
            } else {
                say(why, why_len, _("could not lock it (%s)"), strerror(err));
            }
            free(l);
            return NULL;
        }
        struct stat a, b;
        if (fstat(fd, &a) == 0 && stat(l->path, &b) == 0 && a.st_ino == b.st_ino &&
            a.st_dev == b.st_dev) {
            char pid[32];
            int len = snprintf(pid, sizeof pid, "%ld\n", (long)getpid());
            if (ftruncate(fd, 0) != 0 || pwrite(fd, pid, (size_t)len, 0) != len) {
                /* The lock holds without the id; the id is only for messages. */
            }
            l->fd = fd;
            return l;
        }
        close(fd);
    }
    say(why, why_len, "%s", _("could not lock it (its lock file keeps changing)"));
    free(l);
    return NULL;
}

void mm_file_lock_release(mm_file_lock *l)
{
    if (!l)
        return;
    unlink(l->path);
    close(l->fd);
    free(l);
}

long mm_file_lock_holder(const char *path)
{
    char lock[1200];
    int n = snprintf(lock, sizeof lock, "%s.lock", path);
    if (n < 0 || (size_t)n >= sizeof lock)
        return 0;
    int fd = open(lock, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
    if (fd < 0)
        return 0;
    long pid = 0;
    if (flock(fd, LOCK_SH | LOCK_NB) != 0) {
        if (errno == EWOULDBLOCK) {
            pid = read_pid(fd);
            if (pid <= 0)
                pid = -1;
        }
    } else {
        flock(fd, LOCK_UN);
    }
    close(fd);
    return pid;
}
