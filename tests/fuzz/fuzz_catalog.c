/* SPDX-License-Identifier: MIT */
/* The translation catalogue check: whatever it accepts, every lookup the way
 * gettext makes it (the hash table, then the strings) stays inside the file
 * and ends. The input buffer is exactly the file, so ASan sees any read
 * beyond it. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "monstermoon/i18n.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static uint32_t word(const uint8_t *p, bool swap)
{
    uint32_t w;
    memcpy(&w, p, 4);
    return swap ? __builtin_bswap32(w) : w;
}

/* gettext's hash function (hash-string.c: PJW with 32-bit words). */
static uint32_t hash_string(const char *s)
{
    uint32_t h = 0;
    for (; *s; s++) {
        h = (h << 4) + (unsigned char)*s;
        uint32_t g = h & 0xf0000000u;
        if (g) {
            h ^= g >> 24;
            h ^= g;
        }
    }
    return h;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* An exact-size copy: a read past the file is a read past the buffer. */
    uint8_t *mo = malloc(size ? size : 1);
    if (!mo)
        return 0;
    memcpy(mo, data, size);
    if (!mm_i18n_check_catalog(mo, size, NULL, 0)) {
        free(mo);
        return 0;
    }
    bool swap = word(mo, false) != 0x950412deu;
    uint32_t n = word(mo + 8, swap), orig = word(mo + 12, swap), trans = word(mo + 16, swap);
    uint32_t hsize = word(mo + 20, swap), hoff = word(mo + 24, swap);
    size_t total = 0;
    for (uint32_t i = 0; i < n; i++) {
        const char *id = (const char *)mo + word(mo + orig + 8 * i + 4, swap);
        const char *tr = (const char *)mo + word(mo + trans + 8 * i + 4, swap);
        total += strlen(id) + strlen(tr);
        if (hsize > 2) {
            /* The probe sequence of a lookup must reach the entry or an
             * empty slot within hsize steps. */
            uint32_t h = hash_string(id), idx = h % hsize, incr = 1 + h % (hsize - 2);
            uint32_t steps = 0;
            for (;; steps++) {
                if (steps > hsize)
                    abort();
                uint32_t v = word(mo + hoff + 4 * idx, swap);
                if (v == 0)
                    break;
                if (v - 1 < n &&
                    strcmp((const char *)mo + word(mo + orig + 8 * (v - 1) + 4, swap), id) == 0)
                    break;
                idx = idx >= hsize - incr ? idx - (hsize - incr) : idx + incr;
            }
        }
    }
    (void)total;
    free(mo);
    return 0;
}
