# Renders one scene and checks its text report (tests/app/layout_check.c):
# every text readable for the interface size, inside the window, no overlaps.
#   -DBIN= -DCHECK= -DOUT= -DNAME= -DMODE=tv|normal -DSIZE=WxH -DARGS="--game;..."
#   [-DSCRIPT="key Tab|..."]: scripted input first (--script), then the report
#   and the picture (a table as the keyboard or a controller shows it).
#   [-DEXPECT=regex -DEXPECT_COUNT=n]: the report must hold at least n texts
#   matching regex (what must be on screen, not only fit).
# A home of its own: tests running side by side never share a saves folder.
set(ENV{MONSTERMOON_HOME} ${OUT}/home-${NAME})
unset(ENV{DISPLAY})
unset(ENV{WAYLAND_DISPLAY})
file(MAKE_DIRECTORY ${OUT})
set(extra)
if(MODE STREQUAL "tv")
  set(extra --party)
endif()
if(SCRIPT)
  string(REPLACE "|" "\n" lines "${SCRIPT}")
  file(WRITE ${OUT}/${NAME}.txt
       "${lines}\nreport ${OUT}/${NAME}.jsonl\nscreenshot ${OUT}/${NAME}.png\n")
  execute_process(COMMAND ${BIN} ${ARGS} ${extra} --size ${SIZE} --script ${OUT}/${NAME}.txt
                  RESULT_VARIABLE rc ERROR_VARIABLE err)
else()
  execute_process(COMMAND ${BIN} ${ARGS} ${extra} --size ${SIZE} --screenshot ${OUT}/${NAME}.png
                          --text-report ${OUT}/${NAME}.jsonl
                  RESULT_VARIABLE rc ERROR_VARIABLE err)
endif()
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${NAME}: ${rc} ${err}")
endif()
execute_process(COMMAND ${CHECK} ${MODE} ${OUT}/${NAME}.jsonl ${NAME}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out)
message("${out}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${NAME}: layout check failed")
endif()
if(EXPECT)
  file(STRINGS ${OUT}/${NAME}.jsonl found ENCODING UTF-8 REGEX "^{\"text\":\"[^\"]*${EXPECT}")
  list(LENGTH found n)
  if(n LESS EXPECT_COUNT)
    message(FATAL_ERROR "${NAME}: ${n} texts match \"${EXPECT}\", expected ${EXPECT_COUNT} or more "
                        "(see ${OUT}/${NAME}.png)")
  endif()
  message("${NAME}: ${n} texts match \"${EXPECT}\"")
endif()
