/* SPDX-License-Identifier: MIT */
/* Shared helpers behind the rules interface: move lists, options, events and
 * the registry of the collection's games. */
#include "monstermoon/game.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/i18n.h"

/* ================================================================ move lists */

void mm_move_list_init(mm_move_list *list)
{
    list->n = 0;
    list->cap = 0;
    list->items = NULL;
}

void mm_move_list_clear(mm_move_list *list)
{
    for (int i = 0; i < list->n; i++)
        free(list->items[i]);
    list->n = 0;
}

void mm_move_list_free(mm_move_list *list)
{
    if (!list)
        return;
    mm_move_list_clear(list);
    free(list->items);
    list->items = NULL;
    list->cap = 0;
}

bool mm_move_list_addf(mm_move_list *list, const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    int len = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (len < 0)
        return false;
    char *copy;
    if ((size_t)len < sizeof buf) {
        copy = strdup(buf);
    } else {
        copy = malloc((size_t)len + 1);
        if (copy) {
            va_start(ap, fmt);
            vsnprintf(copy, (size_t)len + 1, fmt, ap);
            va_end(ap);
        }
    }
    if (!copy)
        return false;
    if (list->n == list->cap) {
        int cap = list->cap ? list->cap * 2 : 16;
        char **items = realloc(list->items, (size_t)cap * sizeof *items);
        if (!items) {
            free(copy);
            return false;
        }
        list->items = items;
        list->cap = cap;
    }
    list->items[list->n++] = copy;
    return true;
}

/* ================================================================== events */

void mm_events_push(mm_events *events, int kind, int seat, int a, int b, int c, int d,
                    const char *fmt, ...)
{
    if (!events || events->n >= MM_MAX_EVENTS)
        return;
    mm_event *e = &events->ev[events->n++];
    e->kind = kind;
    e->seat = seat;
    e->a = a;
    e->b = b;
    e->c = c;
    e->d = d;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->text, sizeof e->text, fmt, ap);
    va_end(ap);
}

/* ================================================================= options */

const char *mm_options_get(const mm_options *opts, const char *key, const char *fallback)
{
    if (opts) {
        for (int i = 0; i < opts->n; i++)
            if (strcmp(opts->kv[i].key, key) == 0)
                return opts->kv[i].value;
    }
    return fallback;
}

bool mm_options_set(mm_options *opts, const char *key, const char *value)
{
    if (strlen(key) >= sizeof opts->kv[0].key || strlen(value) >= sizeof opts->kv[0].value)
        return false;
    for (int i = 0; i < opts->n; i++) {
        if (strcmp(opts->kv[i].key, key) == 0) {
            snprintf(opts->kv[i].value, sizeof opts->kv[i].value, "%s", value);
            return true;
        }
    }
    if (opts->n >= MM_MAX_OPTIONS)
        return false;
    snprintf(opts->kv[opts->n].key, sizeof opts->kv[0].key, "%s", key);
    snprintf(opts->kv[opts->n].value, sizeof opts->kv[0].value, "%s", value);
    opts->n++;
    return true;
}

bool mm_options_parse_kv(mm_options *opts, const char *kv, char *why, size_t why_len)
{
    const char *eq = strchr(kv, '=');
    if (!eq || eq == kv) {
        snprintf(why, why_len, _("option '%s' is not of the form key=value"), kv);
        return false;
    }
    char key[64];
    size_t klen = (size_t)(eq - kv);
    if (klen >= sizeof key) {
        snprintf(why, why_len, _("option key in '%s' is too long"), kv);
        return false;
    }
    memcpy(key, kv, klen);
    key[klen] = '\0';
    if (!mm_options_set(opts, key, eq + 1)) {
        snprintf(why, why_len, _("option '%s' is too long or there are too many options"), kv);
        return false;
    }
    return true;
}

static const mm_option_def *find_def(const mm_game *game, const char *key)
{
    for (int i = 0; i < game->noptions; i++)
        if (strcmp(game->options[i].key, key) == 0)
            return &game->options[i];
    return NULL;
}

static bool check_value(const mm_option_def *def, const char *value, int nseats, char *why,
                        size_t why_len)
{
    char *end;
    long v;
    switch (def->kind) {
    case MM_OPT_BOOL:
        if (strcmp(value, "0") == 0 || strcmp(value, "1") == 0)
            return true;
        snprintf(why, why_len, _("option %s takes 0 or 1, not '%s'"), def->key, value);
        return false;
    case MM_OPT_CHOICE:
        for (int i = 0; def->choices[i]; i++)
            if (strcmp(def->choices[i], value) == 0)
                return true;
        snprintf(why, why_len, _("option %s has no value '%s'"), def->key, value);
        return false;
    case MM_OPT_INT:
        v = strtol(value, &end, 10);
        if (*value && !*end && v >= def->min && v <= def->max)
            return true;
        snprintf(why, why_len, _("option %s takes a number from %d to %d, not '%s'"), def->key,
                 def->min, def->max, value);
        return false;
    case MM_OPT_SEAT:
        if (strcmp(value, "random") == 0)
            return true;
        v = strtol(value, &end, 10);
        if (*value && !*end && v >= 1 && v <= nseats)
            return true;
        snprintf(why, why_len, _("option %s takes 'random' or a seat from 1 to %d, not '%s'"),
                 def->key, nseats, value);
        return false;
    }
    return false;
}

bool mm_options_check(const mm_game *game, mm_options *opts, int nseats, char *why,
                      size_t why_len)
{
    for (int i = 0; i < opts->n; i++) {
        const mm_option_def *def = find_def(game, opts->kv[i].key);
        if (!def) {
            snprintf(why, why_len, _("%s has no option '%s'"), game->id, opts->kv[i].key);
            return false;
        }
        if (!check_value(def, opts->kv[i].value, nseats, why, why_len))
            return false;
    }
    for (int i = 0; i < game->noptions; i++) {
        if (!mm_options_get(opts, game->options[i].key, NULL) &&
            !mm_options_set(opts, game->options[i].key, game->options[i].def)) {
            snprintf(why, why_len, _("too many options"));
            return false;
        }
    }
    return true;
}

bool mm_option_choice_fits(const mm_option_def *def, int index, int nseats)
{
    return def->kind != MM_OPT_CHOICE || !def->choice_min_seats ||
           nseats >= def->choice_min_seats[index];
}

const char *mm_option_fit(const mm_option_def *def, const char *value, int nseats)
{
    if (def->kind != MM_OPT_CHOICE)
        return value;
    const char *first = NULL;
    for (int i = 0; def->choices[i]; i++) {
        if (!mm_option_choice_fits(def, i, nseats))
            continue;
        if (strcmp(def->choices[i], value) == 0)
            return value;
        if (!first)
            first = def->choices[i];
    }
    return first ? first : value;
}

int mm_options_seat(const mm_options *opts, const char *key, int nseats, mm_rng *rng,
                    char *why, size_t why_len)
{
    const char *value = mm_options_get(opts, key, "random");
    if (strcmp(value, "random") == 0)
        return (int)mm_rng_below(rng, (uint32_t)nseats);
    char *end;
    long seat = strtol(value, &end, 10);
    if (*value && !*end && seat >= 1 && seat <= nseats)
        return (int)seat - 1;
    snprintf(why, why_len, _("option %s: no seat %s"), key, value);
    return -1;
}

/* ================================================================ registry */

extern const mm_game mm_game_monsters_on_the_run;
extern const mm_game mm_game_monsters_on_the_moon;
extern const mm_game mm_game_zombeasts;
extern const mm_game mm_game_catch_the_moon;
extern const mm_game mm_game_monster_factory;

static const mm_game *const games[] = {
    &mm_game_monsters_on_the_run,
    &mm_game_monsters_on_the_moon,
    &mm_game_zombeasts,
    &mm_game_catch_the_moon,
    &mm_game_monster_factory,
};

const mm_game *const *mm_games(int *count)
{
    *count = (int)(sizeof games / sizeof games[0]);
    return games;
}

int mm_game_rules_version(const mm_game *game)
{
    return game->rules_version > 0 ? game->rules_version : 1;
}

int mm_game_oldest_rules(const mm_game *game, int nseats)
{
    if (game->oldest_rules_for)
        return game->oldest_rules_for(nseats);
    return game->oldest_rules > 0 ? game->oldest_rules : 1;
}

const mm_game *mm_game_find(const char *id)
{
    int n;
    const mm_game *const *all = mm_games(&n);
    for (int i = 0; i < n; i++)
        if (strcmp(all[i]->id, id) == 0)
            return all[i];
    return NULL;
}
