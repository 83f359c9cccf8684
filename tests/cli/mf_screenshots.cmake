# Monster Factory: renders its table headlessly (SDL's dummy video driver) at
# several points of a game, for 2 to 6 players and in German, and fails on a
# missing asset or a failed render.
set(ENV{MONSTERMOON_HOME} ${OUT}/home)
unset(ENV{DISPLAY})
unset(ENV{WAYLAND_DISPLAY})
set(shots
  "human,cpu|0|play|en|random"
  "human,cpu,cpu|12|play|de|choose"
  "human,cpu,cpu,cpu|40|play|en|choose-all"
  "human,cpu,cpu,cpu,cpu|70|play|en|random"
  "human,cpu,cpu,cpu,cpu,cpu|30|pause|de|random"
  "human,cpu,cpu|200|results|en|random"
  "human,cpu|0|rules|de|random")
foreach(shot IN LISTS shots)
  string(REPLACE "|" ";" parts "${shot}")
  list(GET parts 0 players)
  list(GET parts 1 moves)
  list(GET parts 2 scene)
  list(GET parts 3 lang)
  list(GET parts 4 start)
  string(REPLACE "," "_" tag "${players}")
  set(png ${OUT}/mf-${scene}-${tag}-${moves}.png)
  execute_process(COMMAND ${BIN} --game monster-factory --players ${players} --seed 5
                          --option start=${start} --moves ${moves} --lang ${lang}
                          --screenshot ${png} --scene ${scene}
                  RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT EXISTS ${png})
    message(FATAL_ERROR "monster-factory ${scene} (${players}, ${moves} moves): ${rc} ${err}")
  endif()
endforeach()
