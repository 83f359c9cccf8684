# Monsters on the Moon, headless: every mode (standard with 2, 3 and 4
# players, advanced, secret and open missions, solo) plays GAMES seeded games
# twice; each batch must end legally (exit 0), print one JSON line per game
# and nothing else, and be identical both times.
#
# CTest runs a small batch. The issue's full check, 300 games per mode:
#   cmake -DBIN=build/monstermoon -DGAMES=300 -P tests/cli/motm_headless.cmake
if(NOT DEFINED GAMES)
  set(GAMES 12)
endif()

set(modes
  "std-2p|cpu:greedy,cpu:random|mode=standard|missions=none"
  "std-3p|cpu:greedy,cpu:greedy,cpu:greedy|mode=standard|missions=none"
  "std-4p|cpu:greedy,cpu:random,cpu:greedy,cpu:greedy|mode=standard|missions=none"
  "advanced-3p|cpu:greedy,cpu:greedy,cpu:random|mode=advanced|missions=none"
  "advanced-4p|cpu:greedy,cpu:greedy,cpu:greedy,cpu:greedy|mode=advanced|missions=none"
  "secret-4p|cpu:greedy,cpu:greedy,cpu:greedy,cpu:random|mode=standard|missions=secret"
  "open-advanced-2p|cpu:greedy,cpu:greedy|mode=advanced|missions=open"
  "solo|cpu:greedy|mode=standard|missions=none")

foreach(entry IN LISTS modes)
  string(REPLACE "|" ";" parts "${entry}")
  list(GET parts 0 name)
  list(GET parts 1 players)
  list(GET parts 2 mode)
  list(GET parts 3 missions)
  set(cmd ${BIN} --headless --game monsters-on-the-moon --players ${players}
          --option ${mode} --option ${missions} --seed 101 --games ${GAMES})
  execute_process(COMMAND ${cmd} OUTPUT_VARIABLE first ERROR_VARIABLE err1 RESULT_VARIABLE rc1)
  execute_process(COMMAND ${cmd} OUTPUT_VARIABLE second ERROR_VARIABLE err2 RESULT_VARIABLE rc2)
  if(NOT rc1 EQUAL 0 OR NOT rc2 EQUAL 0)
    message(FATAL_ERROR "${name}: headless run failed: ${rc1} ${err1} ${rc2} ${err2}")
  endif()
  if(NOT first STREQUAL second)
    message(FATAL_ERROR "${name}: same seed, different output")
  endif()
  string(REGEX MATCHALL "[^\n]+" lines "${first}")
  list(LENGTH lines n)
  if(NOT n EQUAL GAMES)
    message(FATAL_ERROR "${name}: expected ${GAMES} JSON lines, got ${n}")
  endif()
  foreach(line IN LISTS lines)
    if(NOT line MATCHES "^[{]\"game\":\"monsters-on-the-moon\",\"seed\":[0-9]+,\"players\":\\[[^]]*\\],\"scores\":\\[-?[0-9]+(,-?[0-9]+)*\\],\"winners\":\\[[0-9](,[0-9])*\\],\"moves\":[0-9]+[}]$")
      message(FATAL_ERROR "${name}: not a game line: ${line}")
    endif()
  endforeach()
  message(STATUS "${name}: ${GAMES} games, deterministic")
endforeach()
