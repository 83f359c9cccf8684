# The replay viewer steps back and forth to the states a replay from the seed
# gives (tests/cli/replay_viewer.txt), with the dummy video driver.
set(ENV{MONSTERMOON_HOME} ${OUT}/home)
unset(ENV{DISPLAY})
unset(ENV{WAYLAND_DISPLAY})
execute_process(COMMAND ${BIN} --lang en --replay ${REC} --script ${SCRIPT}
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "replay viewer: ${rc} ${err}")
endif()
