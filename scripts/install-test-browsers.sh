#!/usr/bin/env bash
# Installs, from the system's packages, the browsers the browser tests drive
# (e2e/support/engines.ts), unless they are already there or named by their
# environment variables. Used by .ci/run and the workflows; Debian or Ubuntu.
#   Chromium: chromium, or CHROME_PATH (GitHub's runners have Google Chrome)
#   Firefox:  firefox-esr, or firefox on the PATH, or FIREFOX_PATH
#   WebKit:   webkit2gtk-driver (WebKitWebDriver and MiniBrowser) and xvfb
set -euo pipefail

has() { command -v "$1" >/dev/null 2>&1; }
packages=()
[ -n "${CHROME_PATH:-}" ] || has chromium || packages+=(chromium)
[ -n "${FIREFOX_PATH:-}" ] || has firefox-esr || has firefox || packages+=(firefox-esr)
[ -n "${WEBKIT_DRIVER_PATH:-}" ] || has WebKitWebDriver || packages+=(webkit2gtk-driver)
has Xvfb || packages+=(xvfb)

if [ ${#packages[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "installing ${packages[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
fi
echo "chromium: ${CHROME_PATH:-$(command -v chromium)}"
echo "firefox:  ${FIREFOX_PATH:-$(command -v firefox-esr || command -v firefox)}"
echo "webkit:   ${WEBKIT_DRIVER_PATH:-$(command -v WebKitWebDriver)}, $(command -v Xvfb)"
