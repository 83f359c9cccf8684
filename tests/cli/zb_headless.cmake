# Zombeasts from the command line: 500 seeded headless games each for 2, 3
# and 4 players, with and without the master variant, must end legally with
# one JSON line per game; and the same seed gives the same games.
set(score "-?[0-9]+")
foreach(players 2 3 4)
  set(seats "cpu:random")
  set(scores "${score}")
  foreach(i RANGE 2 ${players})
    string(APPEND seats ",cpu:random")
    string(APPEND scores ",${score}")
  endforeach()
  foreach(master 0 1)
    execute_process(COMMAND ${BIN} --headless --game zombeasts --option master=${master}
                            --players ${seats} --seed 11 --games 500
                    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "${players} players, master=${master}: exit ${rc}: ${err}")
    endif()
    string(REGEX MATCHALL "[^\n]+" lines "${out}")
    list(LENGTH lines n)
    if(NOT n EQUAL 500)
      message(FATAL_ERROR "${players} players, master=${master}: ${n} lines, expected 500")
    endif()
    foreach(line IN LISTS lines)
      if(NOT line MATCHES "^[{]\"game\":\"zombeasts\",\"seed\":[0-9]+,\"players\":\\[[^]]*\\],\"scores\":\\[${scores}\\],\"winners\":\\[[0-9](,[0-9])*\\],\"moves\":[0-9]+[}]$")
        message(FATAL_ERROR "not a game line: ${line}")
      endif()
    endforeach()
  endforeach()
endforeach()

# Determinism with the greedy computer players.
foreach(run 1 2)
  execute_process(COMMAND ${BIN} --headless --game zombeasts --option master=1
                          --players cpu:greedy,cpu:greedy,cpu:greedy --seed 5 --games 30
                  OUTPUT_VARIABLE out${run} RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "greedy run ${run} failed: ${rc}")
  endif()
endforeach()
if(NOT out1 STREQUAL out2)
  message(FATAL_ERROR "same seed, different output")
endif()

# A game that never ended: from move 10 the hard player's carrot and its
# opponent's rabbits traded places for ever (rules version 2). The carrot no
# longer swaps in a card it sent back to the hand in the same turn.
execute_process(COMMAND ${BIN} --headless --game zombeasts --option master=1
                        --players cpu:greedy,cpu:hard,cpu:greedy --seed 1637 --games 1
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc TIMEOUT 120)
if(NOT rc EQUAL 0 OR NOT out MATCHES "\"moves\":[0-9]+[}]")
  message(FATAL_ERROR "seed 1637, master=1, greedy/hard/greedy did not end: ${rc} ${err}")
endif()
