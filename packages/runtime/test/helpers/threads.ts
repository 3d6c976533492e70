/**
 * Raw `node:worker_threads` helpers for the shm tests: an inline (eval) JS worker that loads the
 * runtime's TypeScript sources with `require` (Node strips their types and loads ES modules through
 * `require` since 22.12).
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

/** mulberry32: a tiny seeded PRNG, as JS source so workers and the host share one definition. */
export const PRNG_SOURCE = `function mulberry32(seed) {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}`;

export const mulberry32 = new Function(`${PRNG_SOURCE}; return mulberry32;`)() as (seed: number) => () => number;

export interface WorkerFailure {
  readonly code: string | undefined;
  readonly message: string;
}

export type WorkerOutcome<T> = { readonly ok: true; readonly value: T } | ({ readonly ok: false } & WorkerFailure);

/**
 * Start a thread running `body` (JS, the inside of an async function) with `data` (its
 * workerData; SharedArrayBuffers are shared), `load(path)` (a module under src/, e.g.
 * 'shm/ring.ts') and `mulberry32`. `post(msg)` sends an intermediate message (handshakes).
 * Resolves with the function's return value, or with the error's code and message.
 */
export function runThread<T>(body: string, data: unknown, onMessage?: (msg: unknown) => void): Promise<WorkerOutcome<T>> {
  const source = `
const { parentPort, workerData } = require('node:worker_threads');
const load = (p) => require(workerData.src + p);
const post = (msg) => parentPort.postMessage({ tag: 'msg', msg });
${PRNG_SOURCE}
(async (data) => {
${body}
})(workerData.data).then(
  (value) => parentPort.postMessage({ tag: 'done', outcome: { ok: true, value } }),
  (err) => parentPort.postMessage({ tag: 'done', outcome: { ok: false, code: err && err.code, message: String(err && err.message) } }),
);`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, { eval: true, workerData: { src: SRC, data } });
    let outcome: WorkerOutcome<T> | undefined;
    worker.on('message', (m: { tag: string; msg?: unknown; outcome?: WorkerOutcome<T> }) => {
      if (m.tag === 'msg') onMessage?.(m.msg);
      else {
        outcome = m.outcome;
        void worker.terminate();
      }
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (outcome !== undefined) resolve(outcome);
      else reject(new Error(`worker exited with code ${code} before reporting`));
    });
  });
}

/** Unwrap a successful outcome (fails the test with the worker's error otherwise). */
export function resultOf<T>(o: WorkerOutcome<T>): T {
  if (!o.ok) throw new Error(`worker failed: [${o.code}] ${o.message}`);
  return o.value;
}
