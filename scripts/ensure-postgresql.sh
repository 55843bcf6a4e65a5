#!/usr/bin/env bash
# The server tests and `npm run postgres` run Debian's PostgreSQL; install it when this machine lacks it.
set -euo pipefail
if compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || command -v initdb >/dev/null; then exit 0; fi
echo "Installing PostgreSQL from Debian's packages for the server tests…"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
# The package's own cluster is not used: every server here is made by initdb in a folder of its own.
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends postgresql >/dev/null
ls -d /usr/lib/postgresql/*/bin
