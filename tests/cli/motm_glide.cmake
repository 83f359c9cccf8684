# Monsters on the Moon's camera glides to each step's framing (0.45 s). A
# move is rendered MID milliseconds into it (--mid-move), while the framing
# glides to the human's turn, and settled (--moves N): the layout's squares
# (the report's "head" symbol) must be framed otherwise (the glide is under
# way), both text reports must pass the layout check, and the focus targets
# offered mid-glide must be the settled ones (the same ids, the same
# default), every one inside the window: Enter and the arrows work while the
# table moves.
#   -DBIN= -DCHECK= -DOUT= -DNAME= -DSIZE=WxH -DMOVES=N -DMID=ms -DARGS=
cmake_policy(SET CMP0057 NEW)
set(home ${OUT}/${NAME})
include(${CMAKE_CURRENT_LIST_DIR}/app_home.cmake)
string(REPLACE "x" ";" wh "${SIZE}")
list(GET wh 0 win_w)
list(GET wh 1 win_h)

function(shot name)
  execute_process(COMMAND ${BIN} --lang en ${ARGS} --party --size ${SIZE} --moves ${MOVES}
                          --screenshot ${home}/${name}.png --text-report ${home}/${name}.jsonl ${ARGN}
                  RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${NAME} (${name}): ${rc} ${err}")
  endif()
  execute_process(COMMAND ${CHECK} tv ${home}/${name}.jsonl ${NAME}-${name}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out)
  message("${out}")
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${NAME} (${name}): layout check failed")
  endif()
endfunction()

# The focus targets of a report: "id" and "id default" entries, and whether
# each lies inside the window.
function(targets file out)
  file(STRINGS ${file} lines REGEX "^{\"focus\":")
  set(all "")
  foreach(line IN LISTS lines)
    string(REGEX MATCH "^{\"focus\":([0-9]+),\"x\":(-?[0-9]+),\"y\":(-?[0-9]+),\"w\":([0-9]+),\"h\":([0-9]+),\"default\":(true|false)" m "${line}")
    set(id ${CMAKE_MATCH_1})
    math(EXPR right "${CMAKE_MATCH_2} + ${CMAKE_MATCH_4}")
    math(EXPR bottom "${CMAKE_MATCH_3} + ${CMAKE_MATCH_5}")
    if(CMAKE_MATCH_2 LESS 0 OR CMAKE_MATCH_3 LESS 0 OR right GREATER win_w OR bottom GREATER win_h)
      message(FATAL_ERROR "${NAME}: focus target ${id} lies outside the window in ${file}: ${line}")
    endif()
    if(CMAKE_MATCH_6 STREQUAL "true")
      list(APPEND all "${id} default")
    else()
      list(APPEND all "${id}")
    endif()
  endforeach()
  list(SORT all)
  set(${out} "${all}" PARENT_SCOPE)
endfunction()

shot(settled)
shot(mid --mid-move ${MID})
# The layout's squares (the report's "head" symbol: size and place) differ:
# the framing is on its way.
file(STRINGS ${home}/settled.jsonl a REGEX "^{\"symbol\":\"head\"")
file(STRINGS ${home}/mid.jsonl b REGEX "^{\"symbol\":\"head\"")
if(NOT a OR a STREQUAL b)
  message(FATAL_ERROR "${NAME}: ${MID} ms into move ${MOVES} the layout is framed as settled: no glide\n"
                      "  mid:     ${b}\n  settled: ${a}")
endif()
string(REGEX MATCH "\"px\":[0-9]+" a_px "${a}")
string(REGEX MATCH "\"px\":[0-9]+" b_px "${b}")
targets(${home}/settled.jsonl settled)
targets(${home}/mid.jsonl mid)
list(LENGTH settled n)
if(n EQUAL 0)
  message(FATAL_ERROR "${NAME}: no focus target offered after move ${MOVES}: pick a human's turn")
endif()
if(NOT settled STREQUAL mid)
  message(FATAL_ERROR "${NAME}: the focus targets mid-glide differ from the settled ones:\n"
                      "  mid:     ${mid}\n  settled: ${settled}")
endif()
message("${NAME}: squares at ${b_px} mid-glide (${MID} ms), ${a_px} settled; ${n} focus targets, "
        "the same mid-glide as settled, all inside the window")
