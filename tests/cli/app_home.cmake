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
