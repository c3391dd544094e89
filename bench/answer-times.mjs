/**
 * Loaded into the site's process by `BENCH_TAIL` (bench/render.ts, `node --import`): notes when each HTTP answer began
 * and how long it took (until its `finish`), and the pauses of V8's full collections (Node's `gc` performance entries
 * of the major kind). On SIGUSR2 it writes them to the file named by BENCH_ANSWER_TIMES, in milliseconds since the
 * epoch, for the bench to set the slow answers against the collections.
 * An answer's time is noted from two starts: its request's event, and the end of the previous answer on its
 * connection (or the event, for a connection's first). wrk sends one request at a time per connection, the next as
 * soon as the previous answer is read: a request waits in its socket, unseen by the event, while the process is
 * busy, and that wait is part of what wrk measures; the second start also counts wrk's own delay in sending it.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { Server } from 'node:http';
import { constants, performance, PerformanceObserver } from 'node:perf_hooks';

const file = process.env.BENCH_ANSWER_TIMES;
if (!file) throw new Error('BENCH_ANSWER_TIMES names the file the answer times are written to');

const epoch = (at) => performance.timeOrigin + at;
/** Each answer's [start after the previous answer, duration from it, duration from the request's event]. */
const answers = [];
/** Each full collection's pause: [start, duration]. */
const fullCollections = [];

/** When the last answer on each connection ended. */
const lastEnd = new WeakMap();
const emit = Server.prototype.emit;
Server.prototype.emit = function (event, request, response) {
  if (event === 'request') {
    const socket = request.socket;
    const received = performance.now();
    const start = lastEnd.get(socket) ?? received;
    response.once('finish', () => {
      const end = performance.now();
      lastEnd.set(socket, end);
      answers.push([epoch(start), end - start, end - received]);
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

// Written whole under another name, then renamed: the bench reads it once it exists.
process.on('SIGUSR2', () => {
  writeFileSync(`${file}.part`, JSON.stringify({ answers, fullCollections }));
  renameSync(`${file}.part`, file);
});
