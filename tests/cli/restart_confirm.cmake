# Pause -> Restart asks first, driven by keys through the real app: a game
# with a few moves is left, then continued from the menu. Restart opens the
# confirmation; Cancel (the focus starts on it) keeps every move, on the table
# and in the autosave; confirming restarts the game with no moves, on the
# table and in the autosave.
#   -DBIN= -DOUT=
set(NAME restart_confirm)
set(home ${OUT}/${NAME})
include(${CMAKE_CURRENT_LIST_DIR}/app_home.cmake)

function(run script_name script)
  file(WRITE ${home}/${script_name} "${script}")
  execute_process(COMMAND ${BIN} --lang en ${ARGN} --script ${home}/${script_name}
                  RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${script_name}: ${rc} ${err}")
  endif()
endfunction()

# The moves of the one autosave, and its text.
function(saved_moves out_count out_text)
  mm_autosave(path count)
  file(READ ${path} text)
  if(count LESS 0)
    message(FATAL_ERROR "the autosave has no moves line:\n${text}")
  endif()
  set(${out_count} ${count} PARENT_SCOPE)
  set(${out_text} "${text}" PARENT_SCOPE)
endfunction()

# 1. A few moves (the human's by Enter, the computer's replies), then the app
# closes with the game unfinished. The history shown while playing is the one
# its record gives; after Continue (`moves`) it is again.
run(play.txt "expect play\nkey Return\nkey Return\nkey Return\nkey Return\nkey Return\nkey Return\nhistory\n"
    --game monsters-on-the-run --players human,cpu:greedy --seed 5)
saved_moves(n before)
if(n LESS 2)
  message(FATAL_ERROR "the game made ${n} moves; the test needs some:\n${before}")
endif()

# 2. Continue, Esc (pause), Down to Restart, Enter: the confirmation. Enter
# again answers Cancel: back in the pause menu, every move still there.
run(cancel.txt "until play 500 press Continue\nmoves ${n}\nkey Escape\nexpect pause\nkey Down\n\
key Return\nexpect confirm\nkey Return\nexpect pause\nmoves ${n}\nkey Escape\nexpect play\n\
moves ${n}\n")
saved_moves(kept after)
if(NOT kept EQUAL n OR NOT after STREQUAL before)
  message(FATAL_ERROR "Cancel changed the autosave (${n} moves before, ${kept} after):\n"
                      "${before}\n---\n${after}")
endif()

# 3. The same, but Right to the Restart button and Enter: the game starts
# again from its first move, and the autosave says so.
run(restart.txt "until play 500 press Continue\nkey Escape\nexpect pause\nkey Down\nkey Return\n\
expect confirm\nkey Right\nkey Return\nexpect play\nmoves 0\n")
saved_moves(left after)
if(NOT left EQUAL 0)
  message(FATAL_ERROR "after Restart the autosave still has ${left} moves:\n${after}")
endif()
message("restart_confirm: ${n} moves kept by Cancel, none left after Restart")
