/* SPDX-License-Identifier: MIT */
/* Translation through gettext (text domain "monstermoon").
 *
 * English is the source language; catalogues live in assets/i18n/ and are
 * compiled to .mo at build time. The language can change at run time. */
#ifndef MONSTERMOON_I18N_H
#define MONSTERMOON_I18N_H

#include <libintl.h>

#define MM_TEXT_DOMAIN "monstermoon"
#define _(s) dgettext(MM_TEXT_DOMAIN, s)
/* Marks a string for extraction without translating it here. */
#define N_(s) (s)

/* Points gettext at `localedir` (holding de/LC_MESSAGES/monstermoon.mo). */
void mm_i18n_init(const char *localedir);
/* "en" or "de"; other values fall back to English. */
void mm_i18n_set_language(const char *lang);
/* The language in force ("en" or "de"). */
const char *mm_i18n_language(void);
/* "de" when the environment (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) asks for
 * German, else "en". */
const char *mm_i18n_guess_language(void);

#endif
