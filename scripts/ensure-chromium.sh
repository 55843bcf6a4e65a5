#!/usr/bin/env bash
# The browser tests drive Debian's Chromium headless shell, the benches its full browser; install
# whichever this machine lacks.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing ${missing[*]} from Debian's packages for the browser tests…"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
/usr/bin/chromium --version
