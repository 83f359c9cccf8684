# Runs the same seeded headless batch twice: the output must be identical,
# one JSON line per game, with nothing else on stdout.
execute_process(COMMAND ${BIN} --headless --game monsters-on-the-run
                        --players cpu:greedy,cpu:greedy,cpu:greedy,cpu:greedy --seed 7 --games 200
                OUTPUT_VARIABLE first RESULT_VARIABLE rc1)
execute_process(COMMAND ${BIN} --headless --game monsters-on-the-run
                        --players cpu:greedy,cpu:greedy,cpu:greedy,cpu:greedy --seed 7 --games 200
                OUTPUT_VARIABLE second RESULT_VARIABLE rc2)
if(NOT rc1 EQUAL 0 OR NOT rc2 EQUAL 0)
  message(FATAL_ERROR "headless run failed: ${rc1} ${rc2}")
endif()
if(NOT first STREQUAL second)
  message(FATAL_ERROR "same seed, different output")
endif()
string(REGEX MATCHALL "[^\n]+" lines "${first}")
list(LENGTH lines n)
if(NOT n EQUAL 200)
  message(FATAL_ERROR "expected 200 JSON lines, got ${n}")
endif()
foreach(line IN LISTS lines)
  # CMake regexes know no {n}: the four scores are spelled out.
  set(score "-?[0-9]+")
  if(NOT line MATCHES "^[{]\"game\":\"monsters-on-the-run\",\"seed\":[0-9]+,\"players\":\\[[^]]*\\],\"scores\":\\[${score},${score},${score},${score}\\],\"winners\":\\[[0-9](,[0-9])*\\],\"moves\":[0-9]+[}]$")
    message(FATAL_ERROR "not a game line: ${line}")
  endif()
endforeach()
