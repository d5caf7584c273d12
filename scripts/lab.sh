#!/usr/bin/env bash
# One entry point for the README's commands:
#   bash scripts/lab.sh run    install what is missing, build, launch the lab
#   bash scripts/lab.sh test   install what is missing, build, run every test
#   bash scripts/lab.sh package  install what is missing, build the release
#                              preset, make the Debian package, print its path
# Extra arguments after `run` go to atlasmart-lab (e.g. --headless --chaos).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"

source "$(dirname "${BASH_SOURCE[0]}")/packages.sh"

build() {
    local preset=$1
    [ -f "build/$preset/build.ninja" ] || cmake --preset "$preset" >/dev/null
    cmake --build --preset "$preset"
}

has_display() {
    [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ] ||
        [ -n "${QT_QPA_PLATFORM:-}" ]
}

cmd=${1:-}
shift || true
case "$cmd" in
run)
    install_missing
    build dev
    if [[ " $* " != *" --headless "* && " $* " != *" --screenshot "* ]] && ! has_display; then
        cat >&2 <<'MSG'
lab.sh: no display found (DISPLAY and WAYLAND_DISPLAY are unset), so the window cannot open.
  Run it headless instead, for example:
    bash scripts/lab.sh run --headless --chaos --seed 1 --orders 100 --events 1000
    bash scripts/lab.sh run --screenshot lab.png          (renders the window offscreen)
  or give it a virtual display:  xvfb-run -a bash scripts/lab.sh run
MSG
        exit 3
    fi
    exec build/dev/app/atlasmart-lab "$@"
    ;;
test)
    packages+=("${test_packages[@]}")
    install_missing
    build dev
    QT_QPA_PLATFORM=offscreen ctest --preset dev -j2
    ;;
package)
    packages+=("${package_packages[@]}")
    install_missing
    build release
    rm -f build/release/atlasmart-lab_*.deb
    cpack --preset release >/dev/null
    ls "$here"/build/release/atlasmart-lab_*.deb
    ;;
*)
    echo "usage: bash scripts/lab.sh run [lab options] | test | package" >&2
    exit 2
    ;;
esac
