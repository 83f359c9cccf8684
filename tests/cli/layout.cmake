# Renders one scene and checks its text report (tests/app/layout_check.c):
# every text readable for the interface size, inside the window, no overlaps.
#   -DBIN= -DCHECK= -DOUT= -DNAME= -DMODE=tv|normal -DSIZE=WxH -DARGS="--game;..."
# A home of its own: tests running side by side never share a saves folder.
set(ENV{MONSTERMOON_HOME} ${OUT}/home-${NAME})
unset(ENV{DISPLAY})
unset(ENV{WAYLAND_DISPLAY})
file(MAKE_DIRECTORY ${OUT})
set(extra)
if(MODE STREQUAL "tv")
  set(extra --party)
endif()
execute_process(COMMAND ${BIN} ${ARGS} ${extra} --size ${SIZE} --screenshot ${OUT}/${NAME}.png
                        --text-report ${OUT}/${NAME}.jsonl
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${NAME}: ${rc} ${err}")
endif()
execute_process(COMMAND ${CHECK} ${MODE} ${OUT}/${NAME}.jsonl ${NAME}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out)
message("${out}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${NAME}: layout check failed")
endif()
