#!/usr/bin/env bash
# The browsers the browser tests drive (scripts/lab/browsers), from the system's packages, unless
# they are already there or named by their environment variables; Debian or Ubuntu.
#   Chromium: chromium (or chromium-browser, google-chrome on the PATH), or CHROME_PATH (GitHub's
#             runners have Google Chrome)
#   Firefox:  firefox-esr, or firefox on the PATH, or FIREFOX_PATH
#   WebKit:   webkit2gtk-driver (WebKitWebDriver and MiniBrowser) and xvfb
# On Ubuntu and its derivatives it installs no Chromium or Firefox: it says what to do instead.
# `--check` installs nothing: it names what is missing and fails (npm run check runs it first, so a
# machine without them stops at once, saying what to do). Otherwise it installs what is missing,
# with sudo where the user is not root (npm run setup, .ci/run and the workflows call it).
set -euo pipefail

has() { command -v "$1" >/dev/null 2>&1; }
# The engines the tests will drive: all three, or those E2E_ENGINES names.
engines=",${E2E_ENGINES:-chromium,firefox,webkit},"
packages=()
# Ubuntu (and its derivatives) has no chromium or firefox-esr package: its Chromium and Firefox
# are snaps, which apt cannot install in a container, and a snap has a /tmp of its own, where the
# tests' drivers write the browser's profile.
ubuntu=false
[[ "$( (. /etc/os-release && echo " ${ID:-} ${ID_LIKE:-} ") 2>/dev/null)" == *" ubuntu "* ]] && ubuntu=true
browsers=()
# The names scripts/lab/browsers/chromium.ts looks for on the PATH.
[[ $engines != *,chromium,* ]] || [ -n "${CHROME_PATH:-}" ] || has chromium || has chromium-browser ||
  has google-chrome || if $ubuntu; then browsers+=(Chromium); else packages+=(chromium); fi
[[ $engines != *,firefox,* ]] || [ -n "${FIREFOX_PATH:-}" ] || has firefox-esr || has firefox ||
  if $ubuntu; then browsers+=(Firefox); else packages+=(firefox-esr); fi
if [[ $engines == *,webkit,* ]]; then
  [ -n "${WEBKIT_DRIVER_PATH:-}" ] || has WebKitWebDriver || packages+=(webkit2gtk-driver)
  [ -n "${XVFB_PATH:-}" ] || has Xvfb || packages+=(xvfb)
fi
if [ ${#browsers[@]} -gt 0 ]; then
  missing=("${browsers[@]}" "${packages[@]}")
  echo "The browser tests need $(IFS=,; echo "${missing[*]}" | sed 's/,/, /g'), which this machine lacks." >&2
  echo "On Ubuntu, apt has no Chromium or Firefox of its own (they are snaps, which the tests cannot drive):" >&2
  echo "run the tests in a Debian container (README.md, \"On macOS or Windows\"), or install Google Chrome" >&2
  echo "and Firefox as .deb packages (Firefox from Mozilla's apt repository) and run this again." >&2
  exit 1
fi
if [ "${1:-}" = "--check" ]; then
  [ ${#packages[@]} -eq 0 ] && exit 0
  echo "The browser tests need ${packages[*]}, which this machine lacks." >&2
  echo "On Debian or Ubuntu: npm run setup (it installs them, with sudo where you are not root)." >&2
  echo "Elsewhere: README.md, \"On macOS or Windows\", under its first two commands." >&2
  exit 1
fi

if [ ${#packages[@]} -gt 0 ]; then
  if ! has apt-get; then
    echo "missing ${packages[*]}, and this is not Debian or Ubuntu: README.md, \"On macOS or Windows\"" >&2
    exit 1
  fi
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    has sudo || { echo "installing ${packages[*]} needs root, and sudo is not installed" >&2; exit 1; }
    sudo="sudo"
  fi
  echo "installing ${packages[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
fi
echo "chromium: ${CHROME_PATH:-$(command -v chromium || command -v chromium-browser || command -v google-chrome)}"
echo "firefox:  ${FIREFOX_PATH:-$(command -v firefox-esr || command -v firefox)}"
echo "webkit:   ${WEBKIT_DRIVER_PATH:-$(command -v WebKitWebDriver)}, ${XVFB_PATH:-$(command -v Xvfb)}"
