/* SPDX-License-Identifier: MIT */
#include "monstermoon/i18n.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>

static const char *current = "en";

void mm_i18n_init(const char *localedir)
{
    /* Only messages are localized: numbers in saves and notation stay "C".
     * gettext honours LANGUAGE only when LC_MESSAGES is not plain "C". */
    setlocale(LC_MESSAGES, "C.UTF-8");
    bindtextdomain(MM_TEXT_DOMAIN, localedir);
    bind_textdomain_codeset(MM_TEXT_DOMAIN, "UTF-8");
    mm_i18n_set_language(current);
}

void mm_i18n_set_language(const char *lang)
{
    current = (lang && strcmp(lang, "de") == 0) ? "de" : "en";
    setenv("LANGUAGE", current, 1);
    /* Re-binding bumps gettext's catalogue counter so cached lookups refresh. */
    textdomain(textdomain(NULL));
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
