#!/usr/bin/env bash
# Lighthouse budget (mobile) on / and /cookies against a production server started here on its own port and
# a fresh temporary data folder. Prints the four category scores of each page.
#   bash bench/lighthouse.sh [path…]   BENCH_PORT (3352), BUILD_DIR (build-bench; built when missing), RUNS (3)
# Each page is scored RUNS times and the run of median performance is shown (Lighthouse's advice: scores vary from
# run to run, most of all on two shared cores). Budget: performance ≥ 95; accessibility, best practices and SEO 100.
# Lighthouse comes from the npm registry through npx (kept out of the lockfile); Chromium is Debian's.
set -euo pipefail
cd "$(dirname "$0")/.."

PORT="${BENCH_PORT:-3352}"
BUILD_DIR="${BUILD_DIR:-build-bench}"
BASE="http://127.0.0.1:$PORT"
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
OUT="$(mktemp -d)"
DATA="$(mktemp -d)"

if [ ! -f "$BUILD_DIR/server/server.js" ]; then BUILD_DIR="$BUILD_DIR" npm run build; fi

NODE_ENV=production BUILD_DIR="$BUILD_DIR" PORT="$PORT" HOST=127.0.0.1 DATA_DIR="$DATA" DATABASE_URL= LOG_LEVEL=warn \
  node "$BUILD_DIR/server/server.js" &
SERVER=$!
cleanup() { kill "$SERVER" 2>/dev/null || true; wait "$SERVER" 2>/dev/null || true; rm -rf "$OUT" "$DATA"; }
trap cleanup EXIT

for _ in $(seq 1 240); do curl -sf "$BASE/readyz" >/dev/null && break; sleep 0.5; done

if ! npx --yes lighthouse@12.8.2 --version >/dev/null 2>&1; then
  echo "lighthouse@12.8.2 could not be fetched from the npm registry: no scores." >&2
  exit 1
fi

printf '%-24s %12s %14s %15s %5s\n' page performance accessibility best-practices seo
# Paths to score may be given as arguments (e.g. a media page); / and /cookies by default.
[ $# -eq 0 ] && set -- / /cookies
RUNS="${RUNS:-3}"
for path in "$@"; do
  name=$( [ "$path" = / ] && echo home || echo "${path#/}" | tr -c 'A-Za-z0-9\n' '-' | cut -c1-24 )
  for run in $(seq 1 "$RUNS"); do
    npx --yes lighthouse@12.8.2 "$BASE$path" --quiet --output=json --output-path="$OUT/$name-$run.json" \
      --only-categories=performance,accessibility,best-practices,seo --form-factor=mobile \
      --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run" \
      >/dev/null 2>"$OUT/$name.log" || { echo "lighthouse failed on $path:"; tail -5 "$OUT/$name.log"; }
  done
  node -e '
    const fs = require("fs");
    const runs = process.argv.slice(3).filter((f) => fs.existsSync(f)).map((f) => require(f)).filter((r) => r.categories.performance.score !== null);
    if (!runs.length) process.exit(0);
    const perf = (r) => Math.round(r.categories.performance.score * 100);
    runs.sort((a, b) => perf(a) - perf(b));
    const r = runs[Math.floor((runs.length - 1) / 2)];
    const s = (k) => Math.round(r.categories[k].score * 100);
    const audits = Object.values(r.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary").map((a) => a.id);
    console.log([process.argv[2].padEnd(24), String(s("performance")).padStart(12), String(s("accessibility")).padStart(14),
      String(s("best-practices")).padStart(15), String(s("seo")).padStart(5)].join(" ") + `   (runs: ${runs.map(perf).join(", ")})`);
    const m = r.audits;
    console.log(`  FCP ${m["first-contentful-paint"].displayValue}, LCP ${m["largest-contentful-paint"].displayValue}, TBT ${m["total-blocking-time"].displayValue}, CLS ${m["cumulative-layout-shift"].displayValue}` + (audits.length ? `; failing: ${audits.join(", ")}` : ""));
    const lcp = m["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet;
    if (lcp) console.log(`  LCP element: ${lcp.slice(0, 120)}`);
    for (const id of audits) for (const item of (m[id].details?.items ?? []).slice(0, 3))
      console.log(`    ${id}: ${(item.node?.snippet ?? item.source?.url ?? JSON.stringify(item)).slice(0, 160)}`);
  ' "$name" "$name" $(for run in $(seq 1 "$RUNS"); do echo "$OUT/$name-$run.json"; done)
done
echo "budget: performance ≥ 95, the others 100 (2 shared cores: performance varies from run to run)"
