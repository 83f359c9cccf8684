/* SPDX-License-Identifier: MIT */
/* The settings parser: any text leaves valid settings (volume 0..100, a known
 * language and speed), and written settings read back the same. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "settings.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    mm_settings s;
    mm_settings_default(&s);
    mm_settings_parse(&s, text);
    if (s.volume < 0 || s.volume > 100 || (unsigned)s.anim_speed > MM_ANIM_INSTANT ||
        (unsigned)s.ui_size > MM_UI_TV ||
        (strcmp(s.language, "en") != 0 && strcmp(s.language, "de") != 0))
        abort();
    char *out = mm_settings_to_text(&s);
    mm_settings back;
    mm_settings_default(&back);
    back.volume = 1;
    back.fullscreen = !s.fullscreen;
    back.muted = !s.muted;
    mm_settings_parse(&back, out);
    if (back.volume != s.volume || back.fullscreen != s.fullscreen || back.muted != s.muted ||
        back.anim_speed != s.anim_speed || back.ui_size != s.ui_size ||
        strcmp(back.language, s.language) != 0)
        abort();
    free(out);
    free(text);
    return 0;
}
