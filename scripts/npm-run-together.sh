#!/usr/bin/env bash
# Runs the npm scripts named as arguments at once and fails when any fails. Each script's output is
# printed whole once it ends, in the order named, so one script's lines never interleave another's.
# The type check, lint and build each keep about one core busy: side by side they take the
# longest one's time instead of the sum.
set -uo pipefail
cd "$(dirname "$0")/.."
outputs=$(mktemp -d)
trap 'rm -rf "$outputs"' EXIT
scripts=("$@")
pids=()
for script in "${scripts[@]}"; do
  npm run --silent "$script" > "$outputs/$script" 2>&1 &
  pids+=($!)
done
failed=()
for i in "${!pids[@]}"; do
  script=${scripts[$i]}
  wait "${pids[$i]}" || failed+=("$script")
  echo "── npm run $script"
  cat "$outputs/$script"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "Failed: ${failed[*]}" >&2
  exit 1
fi
