# SPDX-License-Identifier: MIT
# Files next to the game that must not hurt it (issue 15): a pipe, a huge or
# damaged record in saves/, /dev/zero as a replay, a damaged catalogue, fonts
# that do not open, missing pictures, an unreadable settings.ini, a bad --size.
# Every run is bounded by a timeout: a hang fails the test.
unset(ENV{DISPLAY})
unset(ENV{WAYLAND_DISPLAY})
# Package builds set it; fontconfig then treats the test's fresh font caches
# as stale.
unset(ENV{SOURCE_DATE_EPOCH})
# The game's data as ctest gives it (package builds have no source-tree
# fallback): the cases below that swap it put it back.
set(game_data "$ENV{MONSTERMOON_DATA}")
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT})

# Macros: rc, out and err stay visible to the caller.
macro(run what)
  execute_process(COMMAND ${BIN} ${ARGN} OUTPUT_VARIABLE out ERROR_VARIABLE err
                  RESULT_VARIABLE rc TIMEOUT 60)
endmacro()

macro(expect_failure what pattern)
  run(${what} ${ARGN})
  if(rc EQUAL 0 OR NOT rc MATCHES "^[0-9]+$")
    message(FATAL_ERROR "${what}: exit '${rc}' (expected a clean non-zero exit); stderr: ${err}")
  endif()
  if(NOT err MATCHES "${pattern}")
    message(FATAL_ERROR "${what}: stderr '${err}' does not match '${pattern}'")
  endif()
endmacro()

macro(expect_success what)
  run(${what} ${ARGN})
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${what}: exit '${rc}'; stderr: ${err}")
  endif()
endmacro()

function(count_of haystack needle var)
  string(REPLACE "${needle}" "\n@@\n" marked "${haystack}")
  string(REGEX MATCHALL "\n@@\n" hits "${marked}")
  list(LENGTH hits n)
  set(${var} ${n} PARENT_SCOPE)
endfunction()

# ------------------------------------------------------------ command line
expect_failure("--size with junk" "--size takes WxH" --size 1280x720junk --version)
expect_failure("--size without height" "--size takes WxH" --size 1280x --version)
expect_failure("--size overflow" "--size takes WxH" --size 99999999999x720 --version)

# ----------------------------------------------------------------- records
expect_failure("/dev/zero as a replay" "/dev/zero: it is not a regular file"
               --headless --replay /dev/zero)
execute_process(COMMAND mkfifo ${OUT}/pipe.mmrec)
expect_failure("a pipe as a replay" "pipe.mmrec: it is not a regular file"
               --headless --replay ${OUT}/pipe.mmrec)
file(WRITE ${OUT}/huge.mmrec "monstermoon-record 1\ngame monsters-on-the-run\nseed 1\nseat cpu A\nseat cpu B\nmoves\n")
execute_process(COMMAND truncate -s 6M ${OUT}/huge.mmrec)
expect_failure("a huge record" "huge.mmrec: it is larger than 4096 kB" --headless --replay ${OUT}/huge.mmrec)
# The path is named once.
expect_failure("a missing record" "could not open" --headless --replay ${OUT}/nothing.mmrec)
count_of("${err}" "nothing.mmrec" n)
if(NOT n EQUAL 1)
  message(FATAL_ERROR "the missing record's path is printed ${n} times: ${err}")
endif()
# A record without its seed is refused with the reason.
file(WRITE ${OUT}/noseed.mmrec "monstermoon-record 1\ngame monsters-on-the-run\nseat cpu A\nseat cpu B\nmoves\n")
expect_failure("a record without seed" "no 'seed' line" --headless --replay ${OUT}/noseed.mmrec)

# ------------------------------------------ the menu over a hostile saves/
set(home ${OUT}/home)
file(MAKE_DIRECTORY ${home}/saves)
set(ENV{MONSTERMOON_HOME} ${home})
execute_process(COMMAND mkfifo ${home}/saves/zz-pipe.mmrec)
file(COPY_FILE ${OUT}/huge.mmrec ${home}/saves/huge.mmrec)
file(WRITE ${home}/saves/damaged.mmrec "monstermoon-record 1\ngame monsters-on-the-run\nseed 5\nseat cpu A\nseat cpu B\nmoves\nHG>Q\n")
expect_success("menu over a pipe, a huge and a damaged save" --screenshot ${OUT}/menu-saves.png --scene menu)
# A settings.ini that cannot be read is reported, never replaced silently.
file(WRITE ${home}/settings.ini "volume = 3\n")
execute_process(COMMAND truncate -s 100K ${home}/settings.ini)
expect_success("unreadable settings" --screenshot ${OUT}/menu-settings.png --scene menu)
if(NOT err MATCHES "settings.ini could not be read")
  message(FATAL_ERROR "an unreadable settings.ini is not reported: ${err}")
endif()
file(SIZE ${home}/settings.ini size)
if(NOT size EQUAL 102400)
  message(FATAL_ERROR "the unreadable settings.ini was changed")
endif()
file(REMOVE ${home}/settings.ini)

# ------------------------------------------------------------- game data
# A copy of the data made of links, to damage parts of it.
function(data_copy dir)
  file(REMOVE_RECURSE ${dir})
  execute_process(COMMAND cp -rs ${ASSETS} ${dir} RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cp -rs ${ASSETS} ${dir} failed")
  endif()
endfunction()

# A truncated German catalogue: English, a message, no crash.
data_copy(${OUT}/data-mo)
file(MAKE_DIRECTORY ${OUT}/data-mo/locale/de/LC_MESSAGES)
execute_process(COMMAND head -c 200 ${LOCALE}/de/LC_MESSAGES/monstermoon.mo
                OUTPUT_FILE ${OUT}/data-mo/locale/de/LC_MESSAGES/monstermoon.mo)
set(ENV{MONSTERMOON_DATA} ${OUT}/data-mo)
expect_success("a truncated catalogue" --lang de --screenshot ${OUT}/menu-bad-mo.png --scene menu)
if(NOT err MATCHES "German translation is damaged")
  message(FATAL_ERROR "a damaged catalogue is not reported: ${err}")
endif()

# Two missing pictures: each named once on stderr (not every frame).
data_copy(${OUT}/data-svg)
file(REMOVE ${OUT}/data-svg/svg/ui/logo.svg ${OUT}/data-svg/svg/ui/menu-background.svg)
set(ENV{MONSTERMOON_DATA} ${OUT}/data-svg)
run("missing pictures" --screenshot ${OUT}/menu-missing.png --scene menu)
foreach(name logo.svg menu-background.svg)
  count_of("${err}" "cannot load asset ${OUT}/data-svg/svg/ui/${name}" n)
  if(NOT n EQUAL 1)
    message(FATAL_ERROR "missing ${name} reported ${n} times: ${err}")
  endif()
endforeach()

# Fonts: fontconfig names only a file that does not open. With the bundled
# DejaVu the game falls back to it; without, it stops with a message naming
# the files tried and a non-zero exit.
file(MAKE_DIRECTORY ${OUT}/fonts ${OUT}/fc-cache)
file(COPY_FILE ${DEJAVU} ${OUT}/fonts/Broken.ttf)
file(WRITE ${OUT}/fonts.conf "<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"fonts.dtd\">\n<fontconfig><dir>${OUT}/fonts</dir><cachedir>${OUT}/fc-cache</cachedir></fontconfig>\n")
set(ENV{FONTCONFIG_FILE} ${OUT}/fonts.conf)
execute_process(COMMAND fc-cache -f ${OUT}/fonts RESULT_VARIABLE rc)
# Damage the font in place: the folder (and fontconfig's cache) stay as they were.
file(WRITE ${OUT}/fonts/Broken.ttf "this is no font")
data_copy(${OUT}/data-nofont)
file(REMOVE_RECURSE ${OUT}/data-nofont/fonts)
set(ENV{MONSTERMOON_DATA} ${OUT}/data-nofont)
expect_failure("no usable font" "no usable font: tried .*Broken.ttf.*DejaVuSans.ttf"
               --screenshot ${OUT}/menu-nofont.png --scene menu)
data_copy(${OUT}/data-font)
file(MAKE_DIRECTORY ${OUT}/data-font/fonts)
file(COPY_FILE ${DEJAVU} ${OUT}/data-font/fonts/DejaVuSans.ttf)
set(ENV{MONSTERMOON_DATA} ${OUT}/data-font)
expect_success("a font that does not open" --screenshot ${OUT}/menu-fallback-font.png --scene menu)
if(NOT err MATCHES "cannot use font .*Broken.ttf")
  message(FATAL_ERROR "the unusable font is not reported: ${err}")
endif()

# A save another process plays (flock holds its lock while the game runs):
# Continue tells so and offers a copy, which becomes a new save; the save
# itself is left as it was.
if(game_data)
  set(ENV{MONSTERMOON_DATA} "${game_data}")
else()
  unset(ENV{MONSTERMOON_DATA})
endif()
unset(ENV{FONTCONFIG_FILE})
set(home ${OUT}/home-lock)
file(MAKE_DIRECTORY ${home}/saves)
set(ENV{MONSTERMOON_HOME} ${home})
set(save ${home}/saves/20260101-120000-monsters-on-the-run.mmrec)
set(record "monstermoon-record 1\ngame monsters-on-the-run\nversion 0.1.0\nseed 20240611\nseat human Anna\nseat cpu:random Bot 2\noption first=random\nmoves\nPS -\n")
file(WRITE ${save} "${record}")
file(WRITE ${OUT}/lock.script "key Down\nkey Down\nkey Return\nexpect locked\nscreenshot ${OUT}/locked.png\nkey Return\nexpect play\n")
execute_process(COMMAND flock ${save}.lock ${BIN} --script ${OUT}/lock.script
                RESULT_VARIABLE rc ERROR_VARIABLE err TIMEOUT 60)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "a locked save: exit '${rc}'; stderr: ${err}")
endif()
file(GLOB saves ${home}/saves/*.mmrec)
list(LENGTH saves n)
if(NOT n EQUAL 2)
  message(FATAL_ERROR "playing a copy of a locked save: ${n} saves (${saves}), expected the copy beside it")
endif()
file(READ ${save} now)
if(NOT now STREQUAL record)
  message(FATAL_ERROR "the locked save was changed: ${now}")
endif()

# ------------------------------------------------------------- art cache
# The rasterized pictures kept between runs: a damaged file is rasterized
# again (and replaced), a pipe in its place is not waited on.
set(home ${OUT}/art-home)
file(MAKE_DIRECTORY ${home})
set(ENV{MONSTERMOON_HOME} ${home})
file(WRITE ${OUT}/art1.script "expect menu\nscreenshot ${OUT}/art1.png\n")
file(WRITE ${OUT}/art2.script "expect menu\nscreenshot ${OUT}/art2.png\n")
expect_success("a first run filling the art cache" --lang en --size 1280x720 --script ${OUT}/art1.script)
file(GLOB cached ${home}/cache/art/*.px)
list(LENGTH cached n)
if(n LESS 2)
  message(FATAL_ERROR "the art cache holds ${n} pictures after a run: ${cached}")
endif()
list(GET cached 0 damaged)
list(GET cached 1 piped)
file(WRITE ${damaged} "MMART1\n\\377\\377\\377 not pixels")
file(REMOVE ${piped})
execute_process(COMMAND mkfifo ${piped})
expect_success("a damaged and a piped art cache file" --lang en --size 1280x720 --script ${OUT}/art2.script)
file(SHA256 ${OUT}/art1.png first)
file(SHA256 ${OUT}/art2.png second)
if(NOT first STREQUAL second)
  message(FATAL_ERROR "the menu looks different with a damaged art cache (${OUT}/art1.png, ${OUT}/art2.png)")
endif()
file(SIZE ${damaged} size)
if(size LESS 1000)
  message(FATAL_ERROR "the damaged cache file ${damaged} was not rasterized again (${size} bytes)")
endif()
