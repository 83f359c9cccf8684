# Monster Factory, headless: 500 seeded games for N players (-DN=2..6) must all
# end legally, one JSON line each and nothing else on stdout. Seats alternate
# greedy and random players; START (random, choose, choose-all) picks the
# start-tile option. The first 100 games are played again: same seeds, same
# output.
set(players "")
foreach(i RANGE 1 ${N})
  math(EXPR odd "${i} % 2")
  if(odd)
    list(APPEND players "cpu:greedy")
  else()
    list(APPEND players "cpu:random")
  endif()
endforeach()
string(REPLACE ";" "," players "${players}")

execute_process(COMMAND ${BIN} --headless --game monster-factory --players ${players}
                        --option start=${START} --seed 1000 --games 500
                OUTPUT_VARIABLE all RESULT_VARIABLE rc1 ERROR_VARIABLE err1)
execute_process(COMMAND ${BIN} --headless --game monster-factory --players ${players}
                        --option start=${START} --seed 1000 --games 100
                OUTPUT_VARIABLE again RESULT_VARIABLE rc2 ERROR_VARIABLE err2)
if(NOT rc1 EQUAL 0 OR NOT rc2 EQUAL 0)
  message(FATAL_ERROR "headless run failed: ${rc1} ${err1} ${rc2} ${err2}")
endif()

string(REGEX MATCHALL "[^\n]+" lines "${all}")
list(LENGTH lines n)
if(NOT n EQUAL 500)
  message(FATAL_ERROR "expected 500 JSON lines, got ${n}")
endif()
string(REGEX MATCHALL "[^\n]+" first "${again}")
list(SUBLIST lines 0 100 head)
if(NOT first STREQUAL head)
  message(FATAL_ERROR "same seeds, different output")
endif()

# CMake regexes know no {n}: the N scores are spelled out.
set(scores "[0-9]+")
foreach(i RANGE 2 ${N})
  string(APPEND scores ",[0-9]+")
endforeach()
foreach(line IN LISTS lines)
  if(NOT line MATCHES "^[{]\"game\":\"monster-factory\",\"seed\":[0-9]+,\"players\":\\[[^]]*\\],\"scores\":\\[${scores}\\],\"winners\":\\[[0-9](,[0-9])*\\],\"moves\":[0-9]+[}]$")
    message(FATAL_ERROR "not a game line: ${line}")
  endif()
endforeach()
