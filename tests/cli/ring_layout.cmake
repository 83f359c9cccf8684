# Checks a screen as a player on keys or a controller sees it: the focus ring
# shown, the text report taken after the keys, then the layout check
# (tests/app/layout_check.c), which also finds text under the ring's band.
#   -DBIN= -DCHECK= -DOUT= -DNAME= -DMODE=tv|normal -DSIZE=WxH -DARGS="--game;..."
#   -DKEYS="Return|Return"
set(home ${OUT}/${NAME})
include(${CMAKE_CURRENT_LIST_DIR}/app_home.cmake)
if(MODE STREQUAL "tv")
  list(APPEND ARGS --party)
endif()
list(APPEND ARGS --size ${SIZE})
set(script "expect play\n")
string(REPLACE "|" ";" keys "${KEYS}")
foreach(key IN LISTS keys)
  string(APPEND script "key ${key}\n")
endforeach()
string(APPEND script "report ${home}/report.jsonl\nscreenshot ${home}/shot.png\n")
mm_run_script("${script}")
file(STRINGS ${home}/report.jsonl rings REGEX "^{\"ring\":")
if(NOT rings)
  message(FATAL_ERROR "${NAME}: no focus ring was shown after the keys")
endif()
execute_process(COMMAND ${CHECK} ${MODE} ${home}/report.jsonl ${NAME}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out)
message("${out}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${NAME}: layout check failed")
endif()
