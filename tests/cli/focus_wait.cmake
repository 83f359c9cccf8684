# While the computer players move, the keyboard focus rests on something
# harmless: Enter pressed again and again during their turns opens no pause
# menu (nor any other screen) and makes no move. Between their turns the
# human makes progress with Enter as usual.
#   -DBIN= -DOUT= -DNAME= -DARGS=
set(home ${OUT}/${NAME})
include(${CMAKE_CURRENT_LIST_DIR}/app_home.cmake)
set(script "expect play\n")
foreach(i RANGE 1 8)
  string(APPEND script "key Return\nthinking 200 key Return\n")
endforeach()
string(APPEND script "thought 3\nexpect play\nhistory\n")
mm_run_script("${script}")
# Every move in the autosave was made by a seat whose turn it was: the
# record replays.
mm_autosave_replays(save json)
message("${NAME}: Enter during the computers' turns did nothing: ${json}")
