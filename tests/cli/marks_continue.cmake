# The table's marks of what the others changed since the viewer's last move
# are the same after Continue as before: a game against three computer
# players, a few moves by Enter, the text report's marks written; then the
# game is continued from the menu and the marks written again. There must be
# marks, and the same ones (what is marked, by whom). The history shown is
# the record's, before and after.
#   -DBIN= -DOUT= -DNAME= -DGAME= [-DPRESSES=8]
set(home ${OUT}/${NAME})
include(${CMAKE_CURRENT_LIST_DIR}/app_home.cmake)
if(NOT PRESSES)
  set(PRESSES 8)
endif()

set(script "expect play\n")
foreach(i RANGE 1 ${PRESSES})
  string(APPEND script "key Return\n")
endforeach()
string(APPEND script "report ${home}/before.jsonl\nhistory\n")
file(WRITE ${home}/play.txt "${script}")
execute_process(COMMAND ${BIN} --lang en --game ${GAME}
                        --players human,cpu:greedy,cpu:greedy,cpu:greedy --seed 4
                        --script ${home}/play.txt
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${NAME}: playing: ${rc} ${err}")
endif()
file(WRITE ${home}/continue.txt
     "until play 500 press Continue\nhistory\nreport ${home}/after.jsonl\n")
execute_process(COMMAND ${BIN} --lang en --script ${home}/continue.txt
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${NAME}: continuing: ${rc} ${err}")
endif()

function(marks file out)
  file(STRINGS ${file} lines REGEX "^{\"mark\":")
  list(SORT lines)
  set(${out} "${lines}" PARENT_SCOPE)
endfunction()
marks(${home}/before.jsonl before)
marks(${home}/after.jsonl after)
list(LENGTH before n)
if(n EQUAL 0)
  message(FATAL_ERROR "${NAME}: the table marked nothing the others did")
endif()
if(NOT before STREQUAL after)
  string(REPLACE ";" "\n" before "${before}")
  string(REPLACE ";" "\n" after "${after}")
  message(FATAL_ERROR "${NAME}: the marks differ after Continue.\nBefore:\n${before}\nAfter:\n${after}")
endif()
message("${NAME}: ${n} marks, the same after Continue")
