#!/bin/sh
# Put Stormtable into this user's desktop menu (no root needed):
#
#     sh install-linux.sh [EXECUTABLE]
#
# Copies the executable to ~/.local/bin/stormtable, its icon into the icon theme and the .desktop
# file (with the executable's full path) into ~/.local/share/applications. Run it from the
# unpacked Linux build (stormtable, stormtable.png and stormtable.desktop beside this script) or
# from a checkout after `pyinstaller build.spec` (dist/stormtable, build/build/icons/). Run it
# again to update; remove those three files to uninstall.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
first() { for candidate in "$@"; do [ -f "$candidate" ] && { echo "$candidate"; return 0; }; done; return 1; }
exe=${1:-$(first "$here/stormtable" "$here/../dist/stormtable")} || { echo "install-linux.sh: no stormtable executable found; name it: sh install-linux.sh PATH" >&2; exit 1; }
icon=$(first "$here/stormtable.png" "$here/../build/build/icons/stormtable.png") || { echo "install-linux.sh: no stormtable.png beside the script (a build writes it into build/build/icons/)" >&2; exit 1; }
bin="$HOME/.local/bin"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
install -D -m 755 "$exe" "$bin/stormtable"
install -D -m 644 "$icon" "$data/icons/hicolor/256x256/apps/stormtable.png"
mkdir -p "$data/applications"
sed "s|^Exec=.*|Exec=\"$bin/stormtable\"|" "$here/stormtable.desktop" > "$data/applications/stormtable.desktop"
chmod 644 "$data/applications/stormtable.desktop"
if command -v update-desktop-database > /dev/null 2>&1; then update-desktop-database "$data/applications" || true; fi
if command -v gtk-update-icon-cache > /dev/null 2>&1; then gtk-update-icon-cache -q -t "$data/icons/hicolor" || true; fi
echo "Stormtable is in the menu (Games). Executable: $bin/stormtable"
