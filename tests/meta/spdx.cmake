# Every C source and header starts with the licence's SPDX line (LICENSE:
# the code is under the MIT licence), so a new file without it fails here.
set(line "/* SPDX-License-Identifier: MIT */")
file(GLOB_RECURSE files RELATIVE ${SRC}
  ${SRC}/src/*.c ${SRC}/src/*.h ${SRC}/include/*.c ${SRC}/include/*.h
  ${SRC}/tests/*.c ${SRC}/tests/*.h)
list(LENGTH files count)
if(count LESS 100)
  message(FATAL_ERROR "found only ${count} C files under ${SRC}")
endif()
set(missing "")
foreach(f IN LISTS files)
  file(STRINGS ${SRC}/${f} first LIMIT_COUNT 1)
  if(NOT first STREQUAL line)
    string(APPEND missing "\n  ${f}")
  endif()
endforeach()
if(missing)
  message(FATAL_ERROR "these files do not start with '${line}':${missing}")
endif()
message(STATUS "${count} C files start with '${line}'")
