# Monsters on the Moon's camera glides to each step's framing (0.45 s). A
# move is rendered MID milliseconds into it (--mid-move), while the framing
# glides to the human's turn, and settled (--moves N): the layout's squares
# (the report's "head" symbol) must be framed otherwise (the glide is under
# way), both text reports must pass the layout check, every focus target
# offered must lie inside the window, and each target offered both mid-glide
# and settled must either stay put or sit where that moment's camera shows
# its place (a press there means the same thing).
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

# The focus targets of a report as "id|x|y|w|h" entries, each checked to lie
# inside the window.
function(targets file out)
  file(STRINGS ${file} lines REGEX "^{\"focus\":")
  set(all "")
  foreach(line IN LISTS lines)
    string(REGEX MATCH "^{\"focus\":([0-9]+),\"x\":(-?[0-9]+),\"y\":(-?[0-9]+),\"w\":([0-9]+),\"h\":([0-9]+)" m "${line}")
    math(EXPR right "${CMAKE_MATCH_2} + ${CMAKE_MATCH_4}")
    math(EXPR bottom "${CMAKE_MATCH_3} + ${CMAKE_MATCH_5}")
    if(CMAKE_MATCH_2 LESS 0 OR CMAKE_MATCH_3 LESS 0 OR right GREATER win_w OR bottom GREATER win_h)
      message(FATAL_ERROR "${NAME}: focus target ${CMAKE_MATCH_1} lies outside the window in ${file}: ${line}")
    endif()
    list(APPEND all "${CMAKE_MATCH_1}|${CMAKE_MATCH_2}|${CMAKE_MATCH_3}|${CMAKE_MATCH_4}|${CMAKE_MATCH_5}")
  endforeach()
  set(${out} "${all}" PARENT_SCOPE)
endfunction()

# The layout's first square ("head" symbol): x, y and size in pixels.
function(square file out)
  file(STRINGS ${file} line REGEX "^{\"symbol\":\"head\"")
  string(REGEX MATCH "\"px\":([0-9]+),\"x\":(-?[0-9]+),\"y\":(-?[0-9]+)" m "${line}")
  if(NOT m)
    message(FATAL_ERROR "${NAME}: no layout square in ${file}")
  endif()
  set(${out} "${CMAKE_MATCH_2};${CMAKE_MATCH_3};${CMAKE_MATCH_1}" PARENT_SCOPE)
endfunction()

shot(settled)
shot(mid --mid-move ${MID})
# The layout's squares are framed otherwise: the framing is on its way.
square(${home}/settled.jsonl sq_s)
square(${home}/mid.jsonl sq_m)
if(sq_s STREQUAL sq_m)
  message(FATAL_ERROR "${NAME}: ${MID} ms into move ${MOVES} the layout is framed as settled: no glide")
endif()
list(GET sq_s 0 hx_s)
list(GET sq_s 1 hy_s)
list(GET sq_s 2 px_s)
list(GET sq_m 0 hx_m)
list(GET sq_m 1 hy_m)
list(GET sq_m 2 px_m)
# Every target offered both mid-glide and settled either stays put (the
# hand, the panel's buttons) or moves with the layout: where the camera of
# that moment shows its square (scaled by px_m/px_s about the first square),
# within 3 px, so a click or Enter there means the same square.
targets(${home}/settled.jsonl settled)
targets(${home}/mid.jsonl mid)
set(common 0)
set(moved 0)
foreach(t IN LISTS mid)
  string(REPLACE "|" ";" t "${t}")
  list(GET t 0 id)
  foreach(u IN LISTS settled)
    string(REPLACE "|" ";" u "${u}")
    list(GET u 0 uid)
    if(NOT uid STREQUAL id)
      continue()
    endif()
    math(EXPR common "${common} + 1")
    list(GET t 1 xm)
    list(GET t 2 ym)
    list(GET t 3 wm)
    list(GET u 1 xs)
    list(GET u 2 ys)
    list(GET u 3 ws)
    if(xm EQUAL xs AND ym EQUAL ys AND wm EQUAL ws)
      continue()
    endif()
    math(EXPR dx "(${xm} - ${hx_m}) * ${px_s} - (${xs} - ${hx_s}) * ${px_m}")
    math(EXPR dy "(${ym} - ${hy_m}) * ${px_s} - (${ys} - ${hy_s}) * ${px_m}")
    math(EXPR dw "${wm} * ${px_s} - ${ws} * ${px_m}")
    math(EXPR tol "3 * ${px_s}")
    if(dx GREATER tol OR dx LESS -${tol} OR dy GREATER tol OR dy LESS -${tol} OR dw GREATER tol OR dw LESS -${tol})
      message(FATAL_ERROR "${NAME}: focus target ${id} mid-glide (${xm},${ym} ${wm}) is not where the "
                          "camera shows its place (settled ${xs},${ys} ${ws}; square ${sq_m} vs ${sq_s})")
    endif()
    math(EXPR moved "${moved} + 1")
  endforeach()
endforeach()
if(common LESS 3)
  message(FATAL_ERROR "${NAME}: only ${common} focus targets both mid-glide and settled: pick another move")
endif()
message("${NAME}: squares ${px_m} px mid-glide (${MID} ms), ${px_s} px settled; ${common} focus targets "
        "offered in both, ${moved} of them moving with the layout where the camera shows their place, "
        "all inside the window")
