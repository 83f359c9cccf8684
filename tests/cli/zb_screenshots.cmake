# Renders the Zombeasts table headlessly (SDL's dummy video driver) in its
# scenes, with and without the master variant: fails on a missing card part
# or a failed render.
set(ENV{MONSTERMOON_HOME} ${OUT}/home)
unset(ENV{DISPLAY})
unset(ENV{WAYLAND_DISPLAY})
foreach(case "play;0;human,cpu,cpu;15" "play;1;human,cpu,cpu,cpu;60" "pause;0;human,cpu;30"
             "results;1;cpu,cpu,cpu;500" "rules;0;human,cpu;0")
  list(GET case 0 scene)
  list(GET case 1 master)
  list(GET case 2 players)
  list(GET case 3 moves)
  set(png ${OUT}/zb-${scene}-${master}.png)
  execute_process(COMMAND ${BIN} --game zombeasts --option master=${master} --players ${players}
                          --seed 4 --moves ${moves} --screenshot ${png} --scene ${scene}
                  RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT EXISTS ${png})
    message(FATAL_ERROR "scene ${scene}, master=${master}: ${rc} ${err}")
  endif()
  if(err MATCHES "cannot load asset")
    message(FATAL_ERROR "scene ${scene}, master=${master}: ${err}")
  endif()
endforeach()
