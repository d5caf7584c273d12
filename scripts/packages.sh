# What the lab needs from Debian, and how both set-up scripts install it:
# sourced by lab.sh and fuzz.sh (which adds clang), so they never disagree.
packages=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-base-dev-tools qt6-charts-dev libqt6sql6-sqlite
    libgl-dev libqt6opengl6-dev libxkbcommon-dev nlohmann-json3-dev libsqlite3-dev
    libjemalloc-dev qt6-qpa-plugins fonts-dejavu-core libqt6sql6-psql
    help2man  # the man page, made from --help at build time
    qt6-tools-dev qt6-l10n-tools qt6-translations-l10n
)
# Only the tests need these (lab.sh test adds them): a throw-away PostgreSQL
# server for the classroom and worker tests; the validators of the installed
# desktop entry and AppStream data.
test_packages=(
    postgresql
    desktop-file-utils appstream
)
# Only `lab.sh package` needs these: CPack's dpkg-shlibdeps and file.
package_packages=(
    dpkg-dev file
)

install_missing() {
    local missing=()
    for p in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' ||
            missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "$(basename "$0"): installing missing Debian packages: ${missing[*]}" >&2
    local sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends \
        "${missing[@]}" >/dev/null
}
