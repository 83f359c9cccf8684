# Every string the sources mark for translation has its German in
# assets/i18n/de.po, and the catalogue passes msgfmt --check: a new message
# without German fails here (scripts/update-translations.sh merges new ones).
file(GLOB_RECURSE sources RELATIVE ${SRC} ${SRC}/src/*.c ${SRC}/src/*.h ${SRC}/include/*.h)
list(SORT sources)
execute_process(COMMAND xgettext --language=C --from-code=UTF-8 --keyword=_ --keyword=N_
                        --keyword=dngettext:2,3 --package-name=monstermoon -o ${OUT}/sources.pot ${sources}
                WORKING_DIRECTORY ${SRC} RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "xgettext: ${err}")
endif()
execute_process(COMMAND msgfmt --check -o /dev/null ${SRC}/assets/i18n/de.po
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "de.po: ${err}")
endif()
execute_process(COMMAND msgcmp ${SRC}/assets/i18n/de.po ${OUT}/sources.pot
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "messages without German in assets/i18n/de.po:\n${err}")
endif()
# And no German for messages no source uses any more: a replaced message's old
# entry would otherwise linger in the catalogue that every engineer edits.
execute_process(COMMAND msgmerge --quiet --no-fuzzy-matching -o ${OUT}/merged.po
                        ${SRC}/assets/i18n/de.po ${OUT}/sources.pot
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "msgmerge: ${err}")
endif()
execute_process(COMMAND msgattrib --only-obsolete --no-wrap ${OUT}/merged.po
                RESULT_VARIABLE rc OUTPUT_VARIABLE stale ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "msgattrib: ${err}")
endif()
string(REGEX MATCHALL "#~ msgid \"[^\n]*" stale_ids "${stale}")
list(FILTER stale_ids EXCLUDE REGEX "^#~ msgid \"\"$")
if(stale_ids)
  string(REPLACE ";" "\n" stale_ids "${stale_ids}")
  message(FATAL_ERROR "assets/i18n/de.po has entries no source uses any more (delete them):\n${stale_ids}")
endif()
