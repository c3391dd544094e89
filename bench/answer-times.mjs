/**
 * Loaded into the site's process by `BENCH_TAIL` (bench/render.ts, `node --import`): notes when each HTTP answer began
 * and how long it took (until its `finish`), and the pauses of V8's full collections (Node's `gc` performance entries
 * of the major kind). On SIGUSR2 it writes them to the file named by BENCH_ANSWER_TIMES, in milliseconds since the
 * epoch, for the bench to set the slow answers against the collections.
 * An answer begins when the previous one on its connection ended (wrk sends the next request at once), or at its
 * request's event for a connection's first: a request waits in the socket while the process is busy, unseen by the
 * request's event, and that wait is part of what the client measures.
 */
import { writeFileSync } from 'node:fs';
import { Server } from 'node:http';
import { constants, performance, PerformanceObserver } from 'node:perf_hooks';

const file = process.env.BENCH_ANSWER_TIMES;
if (!file) throw new Error('BENCH_ANSWER_TIMES names the file the answer times are written to');

const epoch = (at) => performance.timeOrigin + at;
/** [start, duration] of each answer, and of each full collection's pause. */
const answers = [];
const fullCollections = [];

/** When the last answer on each connection ended. */
const lastEnd = new WeakMap();
const emit = Server.prototype.emit;
Server.prototype.emit = function (event, request, response) {
  if (event === 'request') {
    const socket = request.socket;
    const start = lastEnd.get(socket) ?? performance.now();
    response.once('finish', () => {
      const end = performance.now();
      lastEnd.set(socket, end);
      answers.push([epoch(start), end - start]);
    });
  }
  return emit.apply(this, arguments);
};

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
      fullCollections.push([epoch(entry.startTime), entry.duration]);
    }
  }
}).observe({ entryTypes: ['gc'] });

process.on('SIGUSR2', () => writeFileSync(file, JSON.stringify({ answers, fullCollections })));
