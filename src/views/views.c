/* SPDX-License-Identifier: MIT */
#include <string.h>

#include "view.h"

extern const mm_view_ops mm_view_monsters_on_the_run;
extern const mm_view_ops mm_view_monsters_on_the_moon;
extern const mm_view_ops mm_view_zombeasts;
extern const mm_view_ops mm_view_catch_the_moon;
extern const mm_view_ops mm_view_monster_factory;

static const mm_view_ops *const views[] = {
    &mm_view_monsters_on_the_run,
    &mm_view_monsters_on_the_moon,
    &mm_view_zombeasts,
    &mm_view_catch_the_moon,
    &mm_view_monster_factory,
};

const mm_view_ops *mm_view_find(const char *game_id)
{
    for (size_t i = 0; i < sizeof views / sizeof views[0]; i++)
        if (strcmp(views[i]->game_id, game_id) == 0)
            return views[i];
    return NULL;
}
