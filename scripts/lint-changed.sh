#!/usr/bin/env bash
# Lints and checks the formatting of the files changed against HEAD (untracked ones included):
# the inner loop's lint. `npm run lint` checks every file.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t changed < <({ git diff --name-only --diff-filter=d HEAD; git ls-files --others --exclude-standard; } | sort -u)
mapfile -t code < <(printf '%s\n' "${changed[@]}" | grep -E '\.(ts|tsx|js|mjs|cjs)$' || true)
if [ "${#code[@]}" -gt 0 ]; then npx eslint --cache --cache-location node_modules/.cache/eslint/ "${code[@]}"; fi
if [ "${#changed[@]}" -gt 0 ]; then npx prettier --check --cache --ignore-unknown "${changed[@]}"; fi
