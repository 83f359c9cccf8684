# Catch the Moon: computer-only games for 1, 2, 4 and 6 players, competitive
# and cooperative, end legally and reproduce exactly for the same seed; the
# physics library's greeting never reaches stdout (JSON lines only).
set(runs
  "cooperative|cpu:ctm-easy|3"
  "competitive|cpu:ctm-easy,cpu:random|3"
  "cooperative|cpu:random,cpu:ctm-easy|2"
  "competitive|cpu:random,cpu:ctm-easy,cpu:random,cpu:random|2"
  "cooperative|cpu:ctm-easy,cpu:random,cpu:random,cpu:random|2"
  "competitive|cpu:random,cpu:random,cpu:random,cpu:random,cpu:random,cpu:random|3"
  "cooperative|cpu:random,cpu:random,cpu:random,cpu:ctm-easy,cpu:random,cpu:random|2")
foreach(run IN LISTS runs)
  string(REPLACE "|" ";" parts "${run}")
  list(GET parts 0 mode)
  list(GET parts 1 players)
  list(GET parts 2 games)
  set(outputs)
  foreach(pass 1 2)
    execute_process(COMMAND ${BIN} --headless --game catch-the-moon --players ${players}
                            --option mode=${mode} --seed 40 --games ${games}
                    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "${mode} ${players}: failed (${rc}): ${err}")
    endif()
    list(APPEND outputs "${out}")
  endforeach()
  list(GET outputs 0 first)
  list(GET outputs 1 second)
  if(NOT first STREQUAL second)
    message(FATAL_ERROR "${mode} ${players}: same seed, different games:\n${first}\n${second}")
  endif()
  string(REGEX MATCHALL "[^\n]+" lines "${first}")
  list(LENGTH lines n)
  if(NOT n EQUAL games)
    message(FATAL_ERROR "${mode} ${players}: expected ${games} JSON lines, got ${n}:\n${first}")
  endif()
  foreach(line IN LISTS lines)
    if(NOT line MATCHES "^[{]\"game\":\"catch-the-moon\",\"seed\":[0-9]+,\"players\":\\[[^]]*\\],\"scores\":\\[[0-9,]+\\],\"winners\":\\[[0-9](,[0-9])*\\],\"moves\":[0-9]+[}]$")
      message(FATAL_ERROR "${mode} ${players}: not a game line: ${line}")
    endif()
  endforeach()
  message(STATUS "${mode} ${players}: ${first}")
endforeach()
