#!/usr/bin/env bash
# Extracts the marked strings (_("...") and N_("...")) from the C sources into
# assets/i18n/monstermoon.pot, merges them into the German catalogue and checks it.
#   scripts/update-translations.sh
set -euo pipefail
cd "$(dirname "$0")/.."

pot=assets/i18n/monstermoon.pot
po=assets/i18n/de.po

mapfile -t sources < <(find src include -type f \( -name '*.c' -o -name '*.h' \) | LC_ALL=C sort)

xgettext --language=C --from-code=UTF-8 --keyword=_ --keyword=N_ --keyword=dngettext:2,3 --add-comments \
  --package-name=monstermoon -o "$pot" "${sources[@]}"

if [ -f "$po" ]; then
  msgmerge --update --backup=none --no-fuzzy-matching "$po" "$pot"
else
  msginit --no-translator -l de_DE.UTF-8 -i "$pot" -o "$po"
fi

msgfmt --check --statistics -o /dev/null "$po"
