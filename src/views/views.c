#include <string.h>

#include "view.h"

extern const mm_view_ops mm_view_monsters_on_the_run;

static const mm_view_ops *const views[] = {
    &mm_view_monsters_on_the_run,
};

const mm_view_ops *mm_view_find(const char *game_id)
{
    for (size_t i = 0; i < sizeof views / sizeof views[0]; i++)
        if (strcmp(views[i]->game_id, game_id) == 0)
            return views[i];
    return NULL;
}
