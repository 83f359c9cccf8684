# A whole game with one kind of control only: keys (-DDEVICE=keys) or a
# virtual game controller (-DDEVICE=pad). The game starts from the main menu
# (-DINDEX=0..4: the focus walks to that game's card and setup starts the
# default seats) or from the command line (-DARGS="--game;...").  Then Enter
# (or A) is pressed again and again up to MAX times: at every step the focus
# must rest on a legal choice. The moves must land in the autosave, which must
# replay to the game that was played. A table's own controls are tried with
# -DPRELUDE (script lines, ';' between them, played first on the table) and
# -DSAVE_MATCH (a regular expression the autosave must match).
#   -DBIN= -DOUT= -DNAME= -DDEVICE=keys|pad (-DINDEX= | -DARGS=) [-DMAX=3000]
#   [-DPRELUDE=] [-DSAVE_MATCH=]
set(home ${OUT}/${NAME})
include(${CMAKE_CURRENT_LIST_DIR}/app_home.cmake)
if(NOT MAX)
  set(MAX 3000)
endif()
if(DEVICE STREQUAL "pad")
  set(script "attach\n")
  set(right "pad dpright")
  set(press "pad a")
else()
  set(script "")
  set(right "key Right")
  set(press "key Return")
endif()
if(DEFINED INDEX)
  if(INDEX GREATER 0)
    foreach(i RANGE 1 ${INDEX})
      string(APPEND script "${right}\n")
    endforeach()
  endif()
  string(APPEND script "expect menu\n${press}\nexpect setup\n${press}\n")
endif()
string(APPEND script "expect play\n")
foreach(line IN LISTS PRELUDE)
  string(APPEND script "${line}\n")
endforeach()
string(APPEND script "until results ${MAX} ${press}\n")
mm_run_script("${script}")
# The moves written after the "moves" line are the ones the replay must make.
mm_autosave_replays(saves json)
if(DEFINED SAVE_MATCH)
  file(READ ${saves} record)
  if(NOT record MATCHES "${SAVE_MATCH}")
    message(FATAL_ERROR "${NAME}: the autosave does not match ${SAVE_MATCH}:\n${record}")
  endif()
endif()
message("${NAME}: ${json}")
