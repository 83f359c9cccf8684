/* SPDX-License-Identifier: MIT */
/* Translation through gettext (text domain "monstermoon").
 *
 * English is the source language; catalogues live in assets/i18n/ and are
 * compiled to .mo at build time. The language can change at run time. */
#ifndef MONSTERMOON_I18N_H
#define MONSTERMOON_I18N_H

#include <libintl.h>
#include <stdbool.h>
#include <stddef.h>

#define MM_TEXT_DOMAIN "monstermoon"
/* Translates a string literal (or a pointer to a static string): a cached
 * dgettext, since event texts and reasons translate the same few strings
 * over and over (the cache is keyed by the pointer). */
#define _(s) mm_gettext(s)
/* Marks a string for extraction without translating it here. */
#define N_(s) (s)

/* dgettext in the game's domain, remembered per thread and language. */
const char *mm_gettext(const char *msgid) __attribute__((format_arg(1)));

/* A catalogue is a few hundred kB; a bigger file is not ours. */
#define MM_CATALOG_MAX_BYTES (8u << 20)

/* Points gettext at `localedir` (holding de/LC_MESSAGES/monstermoon.mo) once
 * the German catalogue passed mm_i18n_check_catalog. A damaged or unreadable
 * catalogue is never handed to gettext: returns false with the file and the
 * reason (`why` may be NULL), and English is shown. A missing one is no error. */
bool mm_i18n_init(const char *localedir, char *why, size_t why_len);
/* Checks a compiled gettext catalogue (.mo) so that gettext cannot read
 * outside it: header, string tables, system-dependent strings and hash table
 * inside the file, every string NUL-terminated, every lookup ends. */
bool mm_i18n_check_catalog(const void *data, size_t len, char *why, size_t why_len);
/* Whether the German catalogue was found and passed the check. */
bool mm_i18n_has_german(void);
/* "en" or "de"; other values, and German without its catalogue, fall back to
 * English. */
void mm_i18n_set_language(const char *lang);
/* The language in force ("en" or "de"). */
const char *mm_i18n_language(void);
/* "de" when the environment (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) asks for
 * German, else "en". */
const char *mm_i18n_guess_language(void);

#endif
