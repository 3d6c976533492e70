/** MessagePort reference: echo every message back (async `on('message')` + `postMessage`). */
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', (m: unknown) => parentPort?.postMessage(m));
