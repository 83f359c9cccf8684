# Monsters on the Moon's table by one kind of control only: keys
# (-DDEVICE=keys) or a virtual game controller (-DDEVICE=pad) play a whole game
# started on the command line (-DARGS=...) by pressing Enter (or A) again and
# again: every step's focus must rest on a legal choice (a hand card, then a
# legal spot for it, a spaceship's crystal, a tile's head, a planned set of
# walls, who continues, a mission). The moves must land in the autosave, which
# must replay to a finished game.
set(home ${OUT}/${NAME})
file(REMOVE_RECURSE ${home})
file(MAKE_DIRECTORY ${home})
set(ENV{MONSTERMOON_HOME} ${home})
unset(ENV{DISPLAY})
unset(ENV{WAYLAND_DISPLAY})
if(DEVICE STREQUAL "pad")
  file(WRITE ${home}/script.txt "attach\nexpect play\nuntil results 3000 pad a\n")
else()
  file(WRITE ${home}/script.txt "expect play\nuntil results 3000 key Return\n")
endif()
execute_process(COMMAND ${BIN} --lang en ${ARGS} --script ${home}/script.txt
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${NAME}: ${rc} ${err}")
endif()
file(GLOB saves ${home}/saves/*.mmrec)
list(LENGTH saves n)
if(NOT n EQUAL 1)
  message(FATAL_ERROR "${NAME}: expected one autosave, found ${n}")
endif()
execute_process(COMMAND ${BIN} --headless --replay ${saves}
                OUTPUT_VARIABLE json RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT json MATCHES "\"moves\":[1-9][0-9]")
  message(FATAL_ERROR "${NAME}: the autosave does not replay a finished game: ${rc} ${err} ${json}")
endif()
message("${NAME}: ${json}")
