/**
 * A team of plain `worker_threads` running one of this folder's peer workers, by name: the
 * machine check's Team (`@meshwork/harness/machine`), no Meshwork code in the threads.
 */
import { compiledWorkerUrl, Team as PeerTeam } from '@meshwork/harness/machine';

/**
 * The URL of a compiled peer worker. Threads cannot load TypeScript, so from the sources (tests)
 * the compiled file in bench/dist is used (the test setup builds it).
 */
export function workerUrl(name: string): URL {
  return compiledWorkerUrl(import.meta.url, name, '../../dist/peers');
}

export class Team<J, R> extends PeerTeam<J, R> {
  /** `execArgv`: Node flags of the threads (e.g. --cpu-prof); none of the host's by default. */
  constructor(worker: string, size: number, execArgv: readonly string[] = []) {
    super(workerUrl(worker), size, execArgv);
  }
}
