/* SPDX-License-Identifier: MIT */
/* Shared by the move fuzzer and the corpus maker: how fuzz input bytes set up
 * and play a game. Input layout: byte 0 picks the game, byte 1 the player
 * count, bytes 2..9 the seed, one byte per option; then one byte per step:
 * below RAW_MOVE it picks a move among the legal (or sampled) ones, from
 * RAW_MOVE up the text up to the next newline is tried as a move. */
#ifndef MM_FUZZ_GAME_H
#define MM_FUZZ_GAME_H

#include <stddef.h>
#include <stdint.h>

#include "monstermoon/game.h"
#include "monstermoon/session.h"

#define FUZZ_RAW_MOVE 0xE0
#define FUZZ_MAX_STEPS 600
#define FUZZ_HEADER 10

/* The game, seats and options the input's header asks for; NULL when the
 * input is too short. */
mm_session *fuzz_new_session(const uint8_t *data, size_t size, size_t *used);
/* The moves the deciding seat may make: all legal ones, or sampled ones for
 * continuous games (drawn deterministically from the state's move count). */
void fuzz_candidates(const mm_session *s, mm_move_list *out);

#endif
