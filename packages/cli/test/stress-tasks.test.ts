/**
 * Short runs of every task strategy, each in its own process, while two busy loops hold the cores:
 * every process ends with exit 0 and its JSON report (no abort). Pools are started and torn down
 * quickly here, which is where a thread still loading its ES module through require() once took
 * the process down (`FATAL ERROR: v8::Module::IsGraphAsync ...`, exit 134); the rank and pool
 * threads now start on CommonJS entries (packages/runtime/src/worker/entry.cts,
 * packages/harness/src/pool-entry.cts). Full tier: ~1-2 minutes on 2 cores.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meshwork, tempDir } from './helpers.ts';

const STRATEGIES: readonly (readonly [string, readonly string[]])[] = [
  ['sieve', ['self', 'steal', 'central']],
  ['loop', ['self', 'replicate', 'steal', 'central']],
  ['knary', ['steal', 'node-level', 'graph-level', 'central']],
];
const RUNS_EACH = 4;

let busy: ChildProcess[] = [];

beforeAll(() => {
  busy = [0, 1].map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
});

afterAll(() => {
  for (const child of busy) child.kill('SIGKILL');
});

describe('task strategies under CPU contention', () => {
  for (const [app, strategies] of STRATEGIES) {
    for (const strategy of strategies) {
      it(`${app} --balancer ${strategy}: ${RUNS_EACH} short runs on 4 ranks, each exits 0 with its report`, () => {
        const cwd = tempDir();
        for (let i = 0; i < RUNS_EACH; i++) {
          const r = meshwork(['run', app, '--ranks', '4', '--balancer', strategy, '--quick', '--repeat', '1', '--json'], cwd, 90_000);
          expect({ run: i, code: r.code, tail: r.code === 0 ? '' : r.stderr.slice(-600) }).toEqual({ run: i, code: 0, tail: '' });
          const report = JSON.parse(r.stdout) as { app?: string };
          expect(report.app).toBe(app);
        }
      });
    }
  }
});
