# The fixed yardsticks cpu:greedy and cpu:random make exactly the decisions
# they made when the three levels were added: every seeded game below must
# end as recorded in golden/yardsticks/expected.jsonl (scores, winners and
# move counts of 245 games). Regenerate that file only for a rules change.
cmake_policy(SET CMP0007 NEW)
set(runs
  "monsters-on-the-moon|cpu:greedy,cpu:random|30|"
  "monsters-on-the-moon|cpu:random,cpu:greedy,cpu:greedy|20|mode=advanced"
  "monsters-on-the-moon|cpu:greedy,cpu:greedy,cpu:random,cpu:greedy|10|missions=secret"
  "zombeasts|cpu:greedy,cpu:random|30|"
  "zombeasts|cpu:random,cpu:greedy,cpu:greedy|20|master=1"
  "monsters-on-the-run|cpu:greedy,cpu:random,cpu:greedy|40|"
  "monsters-on-the-run|cpu:random,cpu:greedy|40|"
  "monster-factory|cpu:greedy,cpu:random|30|"
  "monster-factory|cpu:greedy,cpu:random,cpu:greedy,cpu:greedy|20|start=choose"
  "catch-the-moon|cpu:random,cpu:random|5|")
set(all "")
foreach(run IN LISTS runs)
  string(REPLACE "|" ";" f "${run}")
  list(GET f 0 game)
  list(GET f 1 players)
  list(GET f 2 games)
  list(GET f 3 opt)
  set(args --headless --game ${game} --players ${players} --seed 100 --games ${games})
  if(opt)
    list(APPEND args --option ${opt})
  endif()
  execute_process(COMMAND ${BIN} ${args} OUTPUT_VARIABLE out RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${game} ${players}: exit ${rc}")
  endif()
  string(APPEND all "${out}")
endforeach()
file(READ ${EXPECTED} want)
if(NOT all STREQUAL want)
  file(WRITE ${OUT}/yardsticks-actual.jsonl "${all}")
  message(FATAL_ERROR "cpu:greedy or cpu:random decided differently: compare ${EXPECTED} "
                      "with ${OUT}/yardsticks-actual.jsonl")
endif()
