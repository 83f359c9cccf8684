# The table never runs ahead of its animations: a move is rendered MID
# milliseconds into its animation (--mid-move) and its texts compared with
# the table before the move (--moves N-1) and after it (--moves N, settled).
# Whatever the move brings to the screen (a text after has that before has
# not: a score, the next player's prompt, a log line, "Game over", the
# results) must not show while the move is still on its way.
#   -DBIN= -DOUT= -DNAME= -DMOVES=N -DMID=ms -DARGS=
cmake_policy(SET CMP0057 NEW)
set(home ${OUT}/${NAME})
include(${CMAKE_CURRENT_LIST_DIR}/app_home.cmake)
math(EXPR before_moves "${MOVES} - 1")

function(texts out file)
  file(STRINGS ${file} lines ENCODING UTF-8 REGEX "^{\"text\":")
  set(all "")
  foreach(line IN LISTS lines)
    string(REGEX REPLACE "^{\"text\":\"(([^\"\\\\]|\\\\.)*)\".*$" "\\1" text "${line}")
    list(APPEND all "${text}")
  endforeach()
  list(REMOVE_DUPLICATES all)
  set(${out} "${all}" PARENT_SCOPE)
endfunction()

function(shot out name)
  execute_process(COMMAND ${BIN} --lang en ${ARGS} --screenshot ${home}/${name}.png
                          --text-report ${home}/${name}.jsonl ${ARGN}
                  RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${NAME} (${name}): ${rc} ${err}")
  endif()
  texts(found ${home}/${name}.jsonl)
  set(${out} "${found}" PARENT_SCOPE)
endfunction()

shot(before before --moves ${before_moves})
shot(after after --moves ${MOVES})
shot(mid mid --moves ${MOVES} --mid-move ${MID})
set(news "")
foreach(text IN LISTS after)
  if(NOT text IN_LIST before)
    list(APPEND news "${text}")
  endif()
endforeach()
list(LENGTH news n)
if(n EQUAL 0)
  message(FATAL_ERROR "${NAME}: move ${MOVES} changes no text on the table; pick another")
endif()
set(ahead "")
foreach(text IN LISTS news)
  if(text IN_LIST mid)
    list(APPEND ahead "${text}")
  endif()
endforeach()
if(ahead)
  string(REPLACE ";" "\n  " ahead "${ahead}")
  message(FATAL_ERROR "${NAME}: ${MID} ms into move ${MOVES} the table already shows what it "
                      "brings:\n  ${ahead}\n(see ${home}/mid.png)")
endif()
string(REPLACE ";" " | " news "${news}")
message("${NAME}: ${n} texts the move brings, none shown ${MID} ms into it: ${news}")
