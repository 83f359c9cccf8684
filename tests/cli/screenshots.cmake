# Renders every scene headlessly (SDL's dummy video driver) and fails on a
# missing asset or a failed render.
set(ENV{MONSTERMOON_HOME} ${OUT}/home)
unset(ENV{DISPLAY})
unset(ENV{WAYLAND_DISPLAY})
foreach(scene menu setup settings rules)
  execute_process(COMMAND ${BIN} --screenshot ${OUT}/${scene}.png --scene ${scene}
                  RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT EXISTS ${OUT}/${scene}.png)
    message(FATAL_ERROR "scene ${scene}: ${rc} ${err}")
  endif()
endforeach()
foreach(scene play pause results)
  execute_process(COMMAND ${BIN} --game monsters-on-the-run --players human,cpu,cpu --seed 3
                          --moves 60 --screenshot ${OUT}/${scene}.png --scene ${scene}
                  RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT EXISTS ${OUT}/${scene}.png)
    message(FATAL_ERROR "scene ${scene}: ${rc} ${err}")
  endif()
endforeach()
