# Monsters on the Moon: renders the table headlessly (SDL's dummy video
# driver) at the moments that draw different things (setup choices, play,
# the advanced game's walls, the scoring sheet, the solo rating, the rules
# in both languages) and fails on a missing asset or a failed render.
set(ENV{MONSTERMOON_HOME} ${OUT}/home)
unset(ENV{DISPLAY})
unset(ENV{WAYLAND_DISPLAY})
set(game --game monsters-on-the-moon)
set(shots
  "monster|--players human,cpu,cpu --seed 3 --moves 0"
  "layout|--players human,cpu --seed 5 --moves 4 --option first=1"
  "play|--players human,cpu,cpu --seed 3 --moves 14"
  "advanced|--players human,cpu,cpu --seed 6 --moves 34 --option mode=advanced"
  "missions|--players human,cpu --seed 8 --moves 400 --option missions=secret --scene results"
  "solo|--players human --seed 3 --moves 19 --scene results"
  "rules-en|--scene rules --lang en"
  "rules-de|--scene rules --lang de"
  "setup|--scene setup")
foreach(entry IN LISTS shots)
  string(REPLACE "|" ";" parts "${entry}")
  list(GET parts 0 name)
  list(GET parts 1 args)
  separate_arguments(args)
  execute_process(COMMAND ${BIN} ${game} ${args} --screenshot ${OUT}/motm-${name}.png
                  RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT EXISTS ${OUT}/motm-${name}.png)
    message(FATAL_ERROR "screen ${name}: ${rc} ${err}")
  endif()
  if(err MATCHES "cannot load asset")
    message(FATAL_ERROR "screen ${name}: ${err}")
  endif()
endforeach()
