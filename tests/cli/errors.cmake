# Bad command lines and bad records fail with a message on stderr and a
# non-zero exit; stdout stays clean.
function(expect_failure what pattern)
  execute_process(COMMAND ${BIN} ${ARGN} OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
  if(rc EQUAL 0)
    message(FATAL_ERROR "${what}: exited 0")
  endif()
  if(NOT err MATCHES "${pattern}")
    message(FATAL_ERROR "${what}: stderr '${err}' does not match '${pattern}'")
  endif()
  if(NOT out STREQUAL "")
    message(FATAL_ERROR "${what}: wrote to stdout: ${out}")
  endif()
endfunction()
expect_failure("unknown game" "unknown game 'chess'" --headless --game chess)
expect_failure("bad option" "has no option 'colour'" --headless --game monsters-on-the-run
               --players cpu,cpu --option colour=red)
expect_failure("too many players" "2 to 5 players" --headless --game monsters-on-the-run
               --players cpu,cpu,cpu,cpu,cpu,cpu)
expect_failure("human in headless" "computer players only" --headless --game monsters-on-the-run
               --players human,cpu)
expect_failure("bad seed" "--seed takes" --seed -4)
expect_failure("unknown argument" "unknown argument" --frobnicate)
expect_failure("bench seconds" "--bench-frames takes seconds" --bench-frames 0)
expect_failure("bench with screenshot" "--bench-frames goes without" --bench-frames 2
  --screenshot ${OUT}/never.png)
file(WRITE ${OUT}/bad.mmrec "monstermoon-record 1\ngame monsters-on-the-run\nversion 0.1.0\nseed 5\nseat cpu:greedy A\nseat cpu:greedy B\noption first=1\nmoves\nHG>Q\n")
expect_failure("bad record" "bad.mmrec:9: move 1 'HG>Q'" --headless --replay ${OUT}/bad.mmrec)
expect_failure("missing record" "could not open" --headless --replay ${OUT}/nothing.mmrec)
execute_process(COMMAND ${BIN} --list-games OUTPUT_VARIABLE out RESULT_VARIABLE rc)
if(NOT rc EQUAL 0 OR NOT out MATCHES "monsters-on-the-run")
  message(FATAL_ERROR "--list-games: ${rc} ${out}")
endif()
