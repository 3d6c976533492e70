/**
 * The critical path and "cores used" of real runs: a program file with a hot band of rows run on
 * two rank threads, balanced and static side by side (`--compare`), in this process. The figures
 * depend on the machine; what is asserted holds on any machine: the path is at least the ideal and
 * at most ranks times it, the ideal fits in the run's time, the cores asked for are at most the
 * ranks and the machine's cores, and the busy verdict is the 0.9 rule on the fraction reported.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CoresUsed } from '../src/cores-used.ts';
import type { CriticalPath } from '../src/critical-path.ts';
import { tryAppCommand } from '../src/main.ts';
import { programFileApp } from '../src/program-file.ts';

const FILE = fileURLToPath(new URL('./fixtures/hot-rows.ts', import.meta.url));

interface Side {
  readonly balancing: { readonly label: string };
  readonly correct?: boolean;
  readonly parallelMs: number[];
  readonly criticalPath?: CriticalPath;
  readonly cores?: CoresUsed;
  readonly compare?: Side;
}

const args = ['--ranks', '2', '--balancer', 'gde', '--compare', 'static', '--no-machine-check', '--opt', 'rows=96'];

describe('critical path and cores used on real threads', () => {
  it('--json: both sides carry them, consistent with each other and with the run times', async () => {
    const r = await tryAppCommand(programFileApp(FILE), [...args, '--repeat', '3', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const run = JSON.parse(r.stdout) as Side;
    expect(run.balancing.label).toBe('gde adaptive');
    expect(run.compare?.balancing.label).toBe('static');
    for (const side of [run, run.compare as Side]) {
      const cp = side.criticalPath as CriticalPath;
      expect(cp.runs).toBe(3);
      expect(cp.phases).toBe(6);
      expect(cp.clock).toMatch(/^(active|schedstat|wall)$/);
      expect(cp.idealMs).toBeGreaterThan(0);
      expect(cp.ms).toBeGreaterThanOrEqual(cp.idealMs);
      expect(cp.ms).toBeLessThanOrEqual(2 * cp.idealMs * (1 + 1e-9));
      expect(cp.level).toBeCloseTo(cp.idealMs / cp.ms, 12);
      // every rank's busy time lies inside the run: the ideal (their mean) fits in its time
      expect(cp.idealMs).toBeLessThanOrEqual(cp.wallMs);
      const cores = side.cores as CoresUsed;
      expect(cores.runs).toBe(3);
      expect(cores.ranks).toBe(2);
      expect(cores.available).toBe(availableParallelism());
      // per rank where the thread CPU clock reads (Linux), else the process's CPU
      expect(['ranks', 'process']).toContain(cores.basis);
      expect(cores.used).toBeGreaterThan(0);
      expect(cores.asked).toBeGreaterThan(0);
      expect(cores.asked).toBeLessThanOrEqual(Math.min(2, cores.available));
      expect(cores.fraction).toBeGreaterThan(0);
      expect(cores.busy).toBe(cores.judged && cores.fraction < 0.9);
    }
  });

  it('text: the verdict with its interval, then both critical paths and the cores of both sides', async () => {
    const r = await tryAppCommand(programFileApp(FILE), [...args, '--repeat', '2']);
    expect(r.code, r.stderr).toBe(0);
    const out = r.stdout;
    expect(out).toMatch(/critical path : [\d.]+ ms: the slowest rank of each of 6 phases/);
    expect(out).toMatch(/cores used {4}: [\d.]+ of \d+ cores?; the ranks asked for [\d.]+, /);
    const verdict = out.split('\n').findIndex((l) => /^gde adaptive vs static: [\d.]+x \[[\d.]+, [\d.]+\] 95% CI, /.test(l));
    expect(verdict).toBeGreaterThan(0);
    const after = out.split('\n').slice(verdict + 1);
    expect(after[0]).toMatch(
      /^ {2}critical path \(slowest rank per phase\) [\d.]+ vs [\d.]+ ms \([\d.]+x\); ideal [\d.]+ vs [\d.]+ ms; level \d+% vs \d+%$/,
    );
    expect(after[2]).toMatch(/^ {2}cores used [\d.]+ vs [\d.]+ of \d+; the ranks asked for [\d.]+ vs [\d.]+/);
  });
});
