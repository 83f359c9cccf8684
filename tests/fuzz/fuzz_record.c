/* SPDX-License-Identifier: MIT */
/* The record loader: any text is parsed or refused with a line and a reason;
 * a parsed record formats and parses back to the same text, and replaying it
 * either works or is refused with a reason. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/i18n.h"
#include "monstermoon/session.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static bool init;
    if (!init) {
        mm_i18n_init("/nonexistent", NULL, 0);
        init = true;
    }
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    mm_record rec;
    mm_record_init(&rec);
    int line = -1;
    char why[MM_REASON_MAX * 2] = "";
    if (!mm_record_from_text(&rec, text, &line, why, sizeof why)) {
        if (!why[0] || line < 0)
            abort(); /* refused without a reason */
    } else {
        char *once = mm_record_to_text(&rec);
        mm_record back;
        mm_record_init(&back);
        if (!once || !mm_record_from_text(&back, once, &line, why, sizeof why)) {
            fprintf(stderr, "formatted record refused, line %d: %s\n%s\n", line, why, once);
            abort();
        }
        char *twice = mm_record_to_text(&back);
        if (!twice || strcmp(once, twice) != 0)
            abort();
        free(twice);
        free(once);
        mm_record_free(&back);
        why[0] = '\0';
        mm_session *s = mm_session_from_record(&rec, &line, why, sizeof why);
        if (!s && !why[0])
            abort();
        if (s && s->rec.moves.n != rec.moves.n)
            abort();
        mm_session_free(s);
    }
    mm_record_free(&rec);
    free(text);
    return 0;
}
