/* SPDX-License-Identifier: MIT */
#include "monstermoon/i18n.h"

#include <locale.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/fileio.h"

static const char *current = "en";

/* Bumped on every change of language: cached translations of older
 * generations are looked up again. */
static atomic_uint generation = 1;

/* A small direct-mapped cache per thread (computer players think on worker
 * threads), keyed by the msgid's address. */
#define CACHE_SLOTS 512

typedef struct cached {
    const char *msgid;
    const char *text;
    unsigned generation;
} cached;

static _Thread_local cached cache[CACHE_SLOTS];

const char *mm_gettext(const char *msgid)
{
    uintptr_t key = (uintptr_t)msgid;
    cached *c = &cache[(key ^ (key >> 9)) & (CACHE_SLOTS - 1)];
    unsigned gen = atomic_load_explicit(&generation, memory_order_acquire);
    if (c->msgid != msgid || c->generation != gen) {
        c->text = dgettext(MM_TEXT_DOMAIN, msgid);
        c->msgid = msgid;
        c->generation = gen;
    }
    return c->text;
}
/* German only when its catalogue passed the check: gettext trusts every
 * offset in a .mo file and crashes on a damaged one. */
static bool german_ok = true;

/* ===================================================== catalogue check */

#define MO_MAGIC 0x950412deu
#define SEGMENTS_END 0xffffffffu

typedef struct mo_reader {
    const unsigned char *data;
    size_t len;
    bool swap;
} mo_reader;

/* The 32-bit word at `off`; false when it is not inside the file. */
static bool word(const mo_reader *r, uint64_t off, uint32_t *out)
{
    if (off > r->len || r->len - off < 4)
        return false;
    const unsigned char *p = r->data + off;
    *out = r->swap ? (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]
                   : (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 | (uint32_t)p[1] << 8 | p[0];
    return true;
}

/* A string of `len` bytes at `off` followed by its NUL, inside the file. */
static bool string_ok(const mo_reader *r, uint32_t len, uint32_t off)
{
    return (uint64_t)off + len < r->len && r->data[(uint64_t)off + len] == '\0';
}

/* The catalogue's header (the translation of the empty original, which
 * msgfmt sorts first) names the plural rule gettext parses. glibc leaks when
 * that parse fails, and a rule other than German's picks the wrong forms, so
 * only the rule our catalogue is made with passes. */
static const char plural_rule[] = "Plural-Forms: nplurals=2; plural=(n != 1);\n";

static bool header_ok(const mo_reader *r, uint32_t n, uint32_t orig, uint32_t trans)
{
    uint32_t olen, tlen, toff;
    if (n == 0 || !word(r, orig, &olen) || olen != 0 || !word(r, trans, &tlen) ||
        !word(r, (uint64_t)trans + 4, &toff))
        return false;
    /* string_table_ok has checked that the text ends with its NUL. */
    const char *text = (const char *)r->data + toff;
    const char *rule = strstr(text, plural_rule);
    /* gettext parses from the first "nplurals=" and the first "plural=" of
     * the header: both must be the ones of this rule. */
    return rule && (rule == text || rule[-1] == '\n') &&
           strstr(text, "nplurals=") == rule + strlen("Plural-Forms: ") &&
           strstr(text, "plural=") == rule + strlen("Plural-Forms: nplurals=2; ");
}

/* A table of `n` (length, offset) string descriptors at `tab`. */
static bool string_table_ok(const mo_reader *r, uint32_t n, uint32_t tab)
{
    if ((uint64_t)tab + (uint64_t)n * 8 > r->len)
        return false;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t len, off;
        if (!word(r, (uint64_t)tab + 8ull * i, &len) ||
            !word(r, (uint64_t)tab + 8ull * i + 4, &off) || !string_ok(r, len, off))
            return false;
    }
    return true;
}

/* A system-dependent string: a static text cut into segments with
 * references to system-dependent pieces between them. */
static bool sysdep_string_ok(const mo_reader *r, uint32_t at, uint32_t nsegments)
{
    uint32_t off;
    if (!word(r, at, &off))
        return false;
    uint64_t total = 0;
    for (uint64_t p = (uint64_t)at + 4;; p += 8) {
        uint32_t segsize, ref;
        if (!word(r, p, &segsize) || !word(r, p + 4, &ref))
            return false;
        total += segsize;
        if (total > r->len)
            return false;
        if (ref == SEGMENTS_END)
            break;
        if (ref >= nsegments)
            return false;
    }
    return (uint64_t)off + total <= r->len;
}

static bool is_prime(uint32_t n)
{
    if (n < 2)
        return false;
    for (uint32_t d = 2; (uint64_t)d * d <= n; d++)
        if (n % d == 0)
            return false;
    return true;
}

bool mm_i18n_check_catalog(const void *data, size_t len, char *why, size_t why_len)
{
    mo_reader r = {data, len, false};
    uint32_t magic, revision, n, orig, trans, hash_size, hash_off;
    const char *problem = NULL;
    if (!word(&r, 0, &magic) || (magic != MO_MAGIC && __builtin_bswap32(magic) != MO_MAGIC)) {
        problem = "not a gettext catalogue (wrong magic number)";
    } else {
        r.swap = magic != MO_MAGIC;
        if (!word(&r, 4, &revision) || !word(&r, 8, &n) || !word(&r, 12, &orig) ||
            !word(&r, 16, &trans) || !word(&r, 20, &hash_size) || !word(&r, 24, &hash_off))
            problem = "the header is cut short";
        else if (revision >> 16 > 1)
            problem = "an unknown format revision";
        else if (!string_table_ok(&r, n, orig))
            problem = "an original string lies outside the file";
        else if (!string_table_ok(&r, n, trans))
            problem = "a translation lies outside the file";
        else if (!header_ok(&r, n, orig, trans))
            problem = "the header does not name German's plural rule";
    }
    uint32_t nsegments = 0, segments = 0, nsysdep = 0, orig_sysdep = 0, trans_sysdep = 0;
    if (!problem && (revision & 0xffff) >= 1) {
        if (!word(&r, 28, &nsegments) || !word(&r, 32, &segments) || !word(&r, 36, &nsysdep) ||
            !word(&r, 40, &orig_sysdep) || !word(&r, 44, &trans_sysdep))
            problem = "the header is cut short";
        else if (!string_table_ok(&r, 0, segments) ||
                 (uint64_t)segments + (uint64_t)nsegments * 8 > len)
            problem = "a system-dependent segment lies outside the file";
        for (uint32_t i = 0; !problem && i < nsegments; i++) {
            uint32_t slen, soff;
            if (!word(&r, (uint64_t)segments + 8ull * i, &slen) ||
                !word(&r, (uint64_t)segments + 8ull * i + 4, &soff) ||
                (uint64_t)soff + slen > len || !memchr(r.data + soff, 0, len - soff))
                problem = "a system-dependent segment lies outside the file";
        }
        for (uint32_t i = 0; !problem && i < nsysdep; i++) {
            uint32_t a, b;
            if (!word(&r, (uint64_t)orig_sysdep + 4ull * i, &a) ||
                !word(&r, (uint64_t)trans_sysdep + 4ull * i, &b) ||
                !sysdep_string_ok(&r, a, nsegments) || !sysdep_string_ok(&r, b, nsegments))
                problem = "a system-dependent string lies outside the file";
        }
    }
    if (!problem && hash_size > 2) {
        /* Lookups probe until an empty slot: there must be one, and every
         * entry must name a string. (gettext ignores tables of 1 or 2.) */
        bool empty = false;
        if ((uint64_t)hash_off + (uint64_t)hash_size * 4 > len)
            problem = "the hash table lies outside the file";
        /* gettext probes with steps below the size: only a prime size makes
         * every probe sequence visit every slot (msgfmt always picks one). */
        else if (hash_size > 2 && !is_prime(hash_size))
            problem = "the hash table's size is not a prime";
        for (uint32_t i = 0; !problem && i < hash_size; i++) {
            uint32_t v = 0; /* word() leaves it alone past the end */
            word(&r, (uint64_t)hash_off + 4ull * i, &v);
            empty |= v == 0;
            if (v > (uint64_t)n + nsysdep)
                problem = "the hash table names a string that is not there";
        }
        if (!problem && !empty)
            problem = "the hash table has no empty slot";
    }
    if (problem && why && why_len)
        snprintf(why, why_len, "%s", problem);
    return problem == NULL;
}

/* ============================================================= language */

bool mm_i18n_init(const char *localedir, char *why, size_t why_len)
{
    /* Only messages are localized: numbers in saves and notation stay "C".
     * gettext honours LANGUAGE only when LC_MESSAGES is not plain "C". */
    setlocale(LC_MESSAGES, "C.UTF-8");
    char path[1200];
    snprintf(path, sizeof path, "%s/de/LC_MESSAGES/%s.mo", localedir, MM_TEXT_DOMAIN);
    bool missing;
    size_t len;
    char reason[200];
    char *mo = mm_file_read(path, MM_CATALOG_MAX_BYTES, &len, &missing, reason, sizeof reason);
    german_ok = mo && mm_i18n_check_catalog(mo, len, reason, sizeof reason);
    free(mo);
    if (german_ok) {
        bindtextdomain(MM_TEXT_DOMAIN, localedir);
        bind_textdomain_codeset(MM_TEXT_DOMAIN, "UTF-8");
    } else if (!missing && why && why_len) {
        /* Not even bound: gettext never opens the damaged file. */
        snprintf(why, why_len, "%s: %s", path, reason);
    }
    mm_i18n_set_language(current);
    return german_ok || missing;
}

bool mm_i18n_has_german(void)
{
    return german_ok;
}

void mm_i18n_set_language(const char *lang)
{
    current = (lang && strcmp(lang, "de") == 0 && german_ok) ? "de" : "en";
    setenv("LANGUAGE", current, 1);
    /* Re-binding bumps gettext's catalogue counter so cached lookups refresh. */
    textdomain(textdomain(NULL));
    atomic_fetch_add_explicit(&generation, 1, memory_order_release);
}

const char *mm_i18n_language(void)
{
    return current;
}

const char *mm_i18n_guess_language(void)
{
    static const char *const vars[] = {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"};
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v)
            return strncmp(v, "de", 2) == 0 ? "de" : "en";
    }
    return "en";
}
