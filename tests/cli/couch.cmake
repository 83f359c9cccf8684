# A whole game from the main menu to the results screen with one kind of
# control only: keys (-DDEVICE=keys) or a virtual game controller
# (-DDEVICE=pad). The menu's focus walks to the game's card (-DINDEX=0..4),
# setup starts the default seats (one human, computer players), and then
# Enter (or A) is pressed again and again: at every step the focus must rest
# on a legal choice. The moves must land in the autosave, which must replay
# to the same finished game.
set(home ${OUT}/${NAME})
file(REMOVE_RECURSE ${home})
file(MAKE_DIRECTORY ${home})
set(ENV{MONSTERMOON_HOME} ${home})
unset(ENV{DISPLAY})
unset(ENV{WAYLAND_DISPLAY})
if(DEVICE STREQUAL "pad")
  set(script "attach\n")
  set(right "pad dpright")
  set(press "pad a")
else()
  set(script "")
  set(right "key Right")
  set(press "key Return")
endif()
if(INDEX GREATER 0)
  foreach(i RANGE 1 ${INDEX})
    string(APPEND script "${right}\n")
  endforeach()
endif()
string(APPEND script "expect menu\n${press}\nexpect setup\n${press}\nexpect play\n")
string(APPEND script "until results ${MAX} ${press}\n")
file(WRITE ${home}/script.txt "${script}")
execute_process(COMMAND ${BIN} --lang en --script ${home}/script.txt
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
if(NOT rc EQUAL 0 OR NOT json MATCHES "\"moves\":[1-9]")
  message(FATAL_ERROR "${NAME}: the autosave does not replay a played game: ${rc} ${err} ${json}")
endif()
message("${NAME}: ${json}")
