#!/usr/bin/env bash
# Lighthouse budget (mobile) against a production server started here on its own port and a fresh temporary data
# folder (demo content). Each page is scored RUNS times (5 by default) and the median of each category is printed,
# with the median of the metrics and the scores of every run; the load average is printed before and after.
#   bash bench/lighthouse.sh [path…]   BENCH_PORT (3352), BUILD_DIR (build-bench; built when missing), RUNS (5)
# Default pages: /, /soutien, /login, a book, a sermon, /eglises (issues 14 and 17). Budget: 100 in all four
# categories. Performance is simulated (Lighthouse's default throttling: slow 4G, CPU ×4) but the CPU times it starts
# from are measured, so a busy machine lowers it: run it on a quiet one and read the load average.
# Lighthouse comes from the npm registry through npx (kept out of the lockfile); Chromium is Debian's.
set -euo pipefail
cd "$(dirname "$0")/.."

PORT="${BENCH_PORT:-3352}"
BUILD_DIR="${BUILD_DIR:-build-bench}"
RUNS="${RUNS:-5}"
LIGHTHOUSE="lighthouse@12.8.2"
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

if ! npx --yes "$LIGHTHOUSE" --version >/dev/null 2>&1; then
  echo "$LIGHTHOUSE could not be fetched from the npm registry: no scores." >&2
  exit 1
fi

# The demo content's book and sermon (db/seed); a media address without its title redirects to the full one.
[ $# -eq 0 ] && set -- / /soutien /login /media/3002 /media/3370 /eglises

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) cores); $RUNS runs a page"
printf '%-28s%6s%6s%6s%6s\n' page perf a11y bp seo
for path in "$@"; do
  # Follow a redirect once (a media's short address), then warm the page: a running server has drawn it before.
  url=$(curl -s -o /dev/null -w '%{url_effective}' -L "$BASE$path")
  for _ in 1 2 3; do curl -s -o /dev/null "$url"; done
  name=$( [ "$path" = / ] && echo home || echo "${path#/}" | tr -c 'A-Za-z0-9\n' '-' | cut -c1-28 )
  for run in $(seq 1 "$RUNS"); do
    npx --yes "$LIGHTHOUSE" "$url" --quiet --output=json --output-path="$OUT/$name-$run.json" \
      --only-categories=performance,accessibility,best-practices,seo --form-factor=mobile \
      --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run" \
      >/dev/null 2>"$OUT/$name.log" || { echo "lighthouse failed on $path:"; tail -5 "$OUT/$name.log"; }
  done
  node -e '
    const fs = require("fs");
    const [name, ...files] = process.argv.slice(1);
    const runs = files.filter((f) => fs.existsSync(f)).map((f) => JSON.parse(fs.readFileSync(f, "utf8")))
      .filter((r) => r.categories.performance.score !== null);
    if (!runs.length) process.exit(0);
    const median = (values) => {
      const v = [...values].sort((a, b) => a - b);
      return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    };
    const categories = ["performance", "accessibility", "best-practices", "seo"];
    const score = (r, k) => Math.round(r.categories[k].score * 100);
    const medians = categories.map((k) => median(runs.map((r) => score(r, k))));
    console.log(name.padEnd(28) + medians.map((m) => String(m).padStart(6)).join("") +
      `   perf runs: ${runs.map((r) => score(r, "performance")).join(", ")}`);
    const metric = (id) => median(runs.map((r) => r.audits[id].numericValue));
    const ms = (v) => (v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${Math.round(v)} ms`);
    console.log(`  median FCP ${ms(metric("first-contentful-paint"))}, LCP ${ms(metric("largest-contentful-paint"))}, ` +
      `TBT ${ms(metric("total-blocking-time"))}, CLS ${metric("cumulative-layout-shift").toFixed(3)}, SI ${ms(metric("speed-index"))}`);
    // The audits that cost points in any run (binary ones failed, numeric ones under 0.9), with their first items.
    const failing = new Map();
    for (const r of runs)
      for (const a of Object.values(r.audits))
        if (a.score !== null && a.score < (a.scoreDisplayMode === "binary" ? 1 : 0.9) && ["binary", "numeric"].includes(a.scoreDisplayMode))
          failing.set(a.id, a);
    if (failing.size) console.log(`  below par in some run: ${[...failing.keys()].join(", ")}`);
    for (const a of failing.values())
      if (a.scoreDisplayMode === "binary")
        for (const item of (a.details?.items ?? []).slice(0, 3))
          console.log(`    ${a.id}: ${(item.node?.snippet ?? item.source?.url ?? item.description ?? JSON.stringify(item)).slice(0, 160)}`);
    const lcp = runs[0].audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet;
    if (lcp) console.log(`  LCP element: ${lcp.slice(0, 120)}`);
  ' "$path" $(for run in $(seq 1 "$RUNS"); do echo "$OUT/$name-$run.json"; done)
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "budget: 100 in all four categories (performance varies with the machine's load: see the load average)"
