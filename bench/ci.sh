#!/usr/bin/env bash
# CI's duration against its budget: a fresh clone of the current commit, `.ci/run` in it, each phase's time as the
# script prints it, then the whole against BUDGET seconds (600). The clone gets its own node_modules (npm install is
# part of what CI pays); the machine's apt packages and Node.js 24 cache are kept, as on a CI machine that already ran.
#   bash bench/ci.sh        BUDGET (600), KEEP=1 keeps the clone
set -euo pipefail
cd "$(dirname "$0")/.."

BUDGET="${BUDGET:-600}"
WORK="$(mktemp -d)"
cleanup() { [ "${KEEP:-}" = 1 ] || rm -rf "$WORK"; }
trap cleanup EXIT

git clone -q . "$WORK/site"
# .ci/run expects the shared specification beside the repository, as CI lays it out.
[ -d ../shared ] && ln -s "$(cd ../shared && pwd)" "$WORK/shared"
echo "charge avant : $(cut -d' ' -f1-3 /proc/loadavg)"

started=$SECONDS
status=0
(cd "$WORK/site" && CI=true bash .ci/run) >"$WORK/ci.log" 2>&1 || status=$?
elapsed=$((SECONDS - started))

grep -E '^### ' "$WORK/ci.log" || true
echo "charge après : $(cut -d' ' -f1-3 /proc/loadavg)"
echo "CI : ${elapsed} s (budget ${BUDGET} s) — $([ "$elapsed" -le "$BUDGET" ] && echo tenu || echo dépassé), sortie $status"
[ "$status" -eq 0 ] || { tail -40 "$WORK/ci.log"; exit "$status"; }
