# A whole game of Zombeasts at its table with one kind of control only: keys
# (-DDEVICE=keys) or a virtual game controller (-DDEVICE=pad). Enter (or A)
# is pressed again and again, so at every step of the human's turns (a hand
# card, a moon, a joker's swap, a toy, the draw) the focus must rest on a
# legal choice. The moves must land in the autosave, which must replay to
# the finished game.
#   -DBIN= -DOUT= -DNAME= -DDEVICE=keys|pad -DPLAYERS= -DMASTER=0|1 -DSEED=
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
execute_process(COMMAND ${BIN} --lang en --game zombeasts --players ${PLAYERS}
                        --option master=${MASTER} --seed ${SEED} --script ${home}/script.txt
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${NAME}: ${rc} ${err}")
endif()
file(GLOB saves ${home}/saves/*.mmrec)
list(LENGTH saves n)
if(NOT n EQUAL 1)
  message(FATAL_ERROR "${NAME}: expected one autosave, found ${n}")
endif()
file(STRINGS ${saves} lines)
list(FIND lines "moves" start)
list(LENGTH lines total)
math(EXPR recorded "${total} - ${start} - 1")
execute_process(COMMAND ${BIN} --headless --replay ${saves}
                OUTPUT_VARIABLE json RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT json MATCHES "\"moves\":${recorded}[,}]" OR recorded LESS 40)
  message(FATAL_ERROR "${NAME}: the autosave (${recorded} moves) does not replay the game: "
                      "${rc} ${err} ${json}")
endif()
message("${NAME}: ${json}")
