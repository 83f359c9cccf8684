/* SPDX-License-Identifier: MIT */
/* The collection's version, as written into saves and printed by --version. */
#ifndef MONSTERMOON_VERSION_H
#define MONSTERMOON_VERSION_H

#define MM_VERSION "0.9.0"

#endif
