/* SPDX-License-Identifier: MIT */
/* Where the game's files are (see docs/architecture.md, "The app"). */
#ifndef MM_APP_PATHS_H
#define MM_APP_PATHS_H

#include <stdbool.h>
#include <stddef.h>

/* The game data: $MONSTERMOON_DATA, beside the binary, the source tree
 * (developer builds), the install prefix. False when none has the data. */
bool mm_paths_data_dir(char *out, size_t len);
/* The translations for the data in `data_dir`. */
void mm_paths_locale_dir(const char *data_dir, char *out, size_t len);
/* The user's folder (ends with '/'), created with its saves folder. */
void mm_paths_user_dir(char *out, size_t len);
/* The folder for rasterized art, created; "" for none. */
void mm_paths_art_cache(const char *user_dir, char *out, size_t len);
/* Whether a GPU device is there (else SDL's software renderer draws). */
bool mm_paths_has_gpu(void);

#endif
