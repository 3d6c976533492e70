/** The thread side of a Team: answer every job message with the handler's result. */
import { parentPort } from 'node:worker_threads';
import { bug } from '@meshwork/runtime/plugin';

export interface JobMessage<J> {
  readonly job: number;
  readonly thread: number;
  readonly threads: number;
  readonly body: J;
}

export function serve<J, R>(handler: (body: J, thread: number, threads: number) => R): void {
  const port = parentPort;
  if (port === null) throw bug('peer worker: expected to run in a worker thread');
  port.on('message', (m: JobMessage<J>) => {
    try {
      port.postMessage({ job: m.job, result: handler(m.body, m.thread, m.threads) });
    } catch (err) {
      port.postMessage({ job: m.job, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    }
  });
}
