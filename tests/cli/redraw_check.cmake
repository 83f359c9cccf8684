# Without a GPU only the changed parts of a frame are drawn again (frame.c).
# Each busy table runs for a moment under SDL's dummy video driver with the
# pointer sweeping and computer players playing, and every frame drawn in
# parts is compared with the same frame drawn whole: a pixel that differs
# fails the test (--bench-frames then exits with 1 and names the pixels).
set(ENV{MONSTERMOON_HOME} ${OUT}/home)
set(ENV{SDL_VIDEODRIVER} dummy)
set(ENV{SDL_AUDIODRIVER} dummy)
set(ENV{MONSTERMOON_REDRAW_CHECK} 1)
unset(ENV{SDL_RENDER_DRIVER})
file(REMOVE_RECURSE ${OUT}/home)
set(scenes
  "--lang en"
  "--game monsters-on-the-run --players human,cpu,cpu,cpu,cpu --seed 5 --moves 25"
  "--game zombeasts --players human,cpu,cpu,cpu --seed 7 --moves 120"
  "--game monster-factory --players human,cpu,cpu,cpu,cpu,cpu --seed 5 --moves 70"
  "--game monsters-on-the-moon --players human,cpu,cpu,cpu --seed 3 --moves 40"
  "--game catch-the-moon --players human,cpu --seed 130 --moves 26")
foreach(scene IN LISTS scenes)
  separate_arguments(args UNIX_COMMAND "${scene}")
  execute_process(COMMAND ${BIN} --bench-frames 2 --size 1280x720 ${args}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT out MATCHES "frames")
    message(FATAL_ERROR "${args}: exit ${rc}\n${out}\n${err}")
  endif()
  message(STATUS "${out}")
endforeach()
