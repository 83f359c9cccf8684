# Shared by the tests that drive the app: an empty MONSTERMOON_HOME at ${home}
# (the autosave lands in its saves/) and no display (SDL's dummy driver).
file(REMOVE_RECURSE ${home})
file(MAKE_DIRECTORY ${home})
set(ENV{MONSTERMOON_HOME} ${home})
unset(ENV{DISPLAY})
unset(ENV{WAYLAND_DISPLAY})

# The one autosave in ${home}/saves: its path and how many moves it holds
# (the lines after its "moves" line; -1 without one).
function(mm_autosave out_path out_moves)
  file(GLOB saves ${home}/saves/*.mmrec)
  list(LENGTH saves n)
  if(NOT n EQUAL 1)
    message(FATAL_ERROR "${NAME}: expected one autosave, found ${n}")
  endif()
  file(STRINGS ${saves} lines)
  list(FIND lines "moves" start)
  list(LENGTH lines total)
  set(moves -1)
  if(start GREATER_EQUAL 0)
    math(EXPR moves "${total} - ${start} - 1")
  endif()
  set(${out_path} ${saves} PARENT_SCOPE)
  set(${out_moves} ${moves} PARENT_SCOPE)
endfunction()

# Runs the app with ${ARGS} on `script` (written to ${home}/script.txt).
function(mm_run_script script)
  file(WRITE ${home}/script.txt "${script}")
  execute_process(COMMAND ${BIN} --lang en ${ARGS} --script ${home}/script.txt
                  RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${NAME}: ${rc} ${err}")
  endif()
endfunction()

# The autosave replays headless to as many moves as it holds (at least one):
# its path and the replay's JSON line.
function(mm_autosave_replays out_path out_json)
  mm_autosave(save moves)
  execute_process(COMMAND ${BIN} --headless --replay ${save}
                  OUTPUT_VARIABLE json RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR moves LESS 1 OR NOT json MATCHES "\"moves\":${moves}[,}]")
    message(FATAL_ERROR "${NAME}: the autosave (${moves} moves) does not replay the game: "
                        "${rc} ${err} ${json}")
  endif()
  set(${out_path} ${save} PARENT_SCOPE)
  set(${out_json} "${json}" PARENT_SCOPE)
endfunction()
