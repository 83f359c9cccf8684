# The three levels on the command line: each plays every game it can sit at
# to a legal end, the same seed gives the same games, and --timings adds one
# think_ms object per seat.
foreach(game monsters-on-the-run zombeasts monster-factory monsters-on-the-moon)
  foreach(run 1 2)
    execute_process(COMMAND ${BIN} --headless --game ${game} --players cpu:easy,cpu:normal,cpu:hard
                            --seed 11 --games 1
                    OUTPUT_VARIABLE out${run} RESULT_VARIABLE rc ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "${game}: exit ${rc}: ${err}")
    endif()
  endforeach()
  if(NOT out1 STREQUAL out2)
    message(FATAL_ERROR "${game}: same seed, different games:\n${out1}\n${out2}")
  endif()
  if(NOT out1 MATCHES "\"players\":\\[\"cpu:easy\",\"cpu:normal\",\"cpu:hard\"\\]")
    message(FATAL_ERROR "${game}: players not named by level: ${out1}")
  endif()
endforeach()
# Catch the Moon: the levels are its own players.
execute_process(COMMAND ${BIN} --headless --game catch-the-moon --players cpu:easy,cpu
                        --seed 3 --games 1
                OUTPUT_VARIABLE out RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "\"players\":\\[\"cpu:easy\",\"cpu:normal\"\\]")
  message(FATAL_ERROR "catch-the-moon levels: ${rc} ${err} ${out}")
endif()
set(t "[{]\"mean\":[0-9.]+,\"p99\":[0-9.]+,\"max\":[0-9.]+[}]")
execute_process(COMMAND ${BIN} --headless --game monsters-on-the-run --players cpu:hard,cpu:greedy,cpu:random
                        --seed 4 --games 2 --timings
                OUTPUT_VARIABLE out RESULT_VARIABLE rc)
string(REGEX MATCHALL "[^\n]+" lines "${out}")
list(LENGTH lines n)
if(NOT rc EQUAL 0 OR NOT n EQUAL 2)
  message(FATAL_ERROR "--timings: ${rc} ${out}")
endif()
foreach(line IN LISTS lines)
  if(NOT line MATCHES ",\"moves\":[0-9]+,\"think_ms\":\\[${t},${t},${t}\\][}]$")
    message(FATAL_ERROR "--timings: not a line with think_ms per seat: ${line}")
  endif()
endforeach()
execute_process(COMMAND ${BIN} --help OUTPUT_VARIABLE out)
if(NOT out MATCHES "cpu:easy, cpu:normal, cpu:hard")
  message(FATAL_ERROR "--help does not name the levels")
endif()
