/**
 * `meshwork run <app> --timeline FILE`: a thinning run with a balancer writes a timeline of the
 * documented shape (names, nesting, flow pairs, no pid 0, a "rank r" thread per rank) that holds
 * its balances, with the run's provenance; the summary names the file; the help offers the option
 * and how to open the file; a path that cannot be written stops the command before any run; an
 * app side that runs on a thread pool (`central`) is refused before any run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTimelineShape } from '../../runtime/test/helpers/timeline-shape.ts';
import { meshwork, meshworkJson, tempDir } from './helpers.ts';

interface RunJson {
  readonly timeline?: string;
  readonly balance?: { readonly balances: number };
  readonly ranks: number;
  readonly correct: boolean;
}

describe('meshwork run --timeline', () => {
  it('thinning with gde: a well-formed timeline with balance slices and provenance', () => {
    const dir = tempDir();
    const file = join(dir, 'out', 'thinning.json');
    const r = meshworkJson<RunJson>(
      [
        'run',
        'thinning',
        '--generate',
        'rings',
        '--size',
        '96x64',
        '--ranks',
        '2',
        '--balancer',
        'gde',
        '--every',
        '2',
        '--repeat',
        '1',
        '--timeline',
        file,
      ],
      dir,
    );
    expect(r.correct).toBe(true);
    expect(r.timeline).toBe(file);
    const shape = checkTimelineShape(readFileSync(file, 'utf8'), [0, 1]);
    expect(shape.problems).toEqual([]);
    const balances = r.balance?.balances ?? 0;
    expect(balances).toBeGreaterThan(0);
    // every balance on both ranks, each with its remap
    expect(shape.count('X', 'balance')).toBe(2 * balances);
    expect(shape.count('X', 'remap')).toBe(2 * balances);
    expect(shape.count('X', 'compute')).toBeGreaterThan(0);
    expect(shape.count('C', 'load')).toBeGreaterThan(0);
    expect(shape.count('s', 'message')).toBeGreaterThan(0);
    const o = shape.otherData;
    expect(o.app).toBe('thinning');
    expect(o.balancer).toBe('gde every 2');
    expect(o.seed).toBe(1);
    expect(o.topology).toBe('chain:2');
    expect(String(o.commandLine)).toContain('--timeline');
    expect(o.outcome).toBe('ok');
  });

  it('with --compare, the file holds the main side (its balances), not the static baseline', () => {
    const dir = tempDir();
    const file = join(dir, 't.json');
    const r = meshworkJson<RunJson & { compare?: { timeline?: string } }>(
      [
        'run',
        'thinning',
        '--quick',
        '--ranks',
        '2',
        '--balancer',
        'gde',
        '--every',
        '2',
        '--compare',
        'static',
        '--no-machine-check',
        '--timeline',
        file,
      ],
      dir,
    );
    expect(r.timeline).toBe(file);
    expect(r.compare?.timeline).toBeUndefined();
    const shape = checkTimelineShape(readFileSync(file, 'utf8'), [0, 1]);
    expect(shape.problems).toEqual([]);
    expect(shape.otherData.balancer).toBe('gde every 2');
    expect(shape.count('X', 'balance')).toBe(2 * (r.balance?.balances ?? 0));
    expect(shape.count('X', 'balance')).toBeGreaterThan(0);
  });

  it('the summary line and the help', () => {
    const dir = tempDir();
    const r = meshwork(['run', 'thinning', '--quick', '--ranks', '2', '--timeline', 't.json'], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      new RegExp(
        `timeline\\s+: ${join(dir, 't.json').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(open in ui\\.perfetto\\.dev or chrome://tracing\\)`,
      ),
    );
    const help = meshwork(['run', 'thinning', '--help'], dir);
    expect(help.stdout).toMatch(/--timeline <file>/);
    expect(help.stdout.replace(/\s+/g, ' ')).toMatch(/ui\.perfetto\.dev or chrome:\/\/tracing/);
  });

  it('a path that cannot be written: exit 2 before any run, one line', () => {
    const r = meshwork(['run', 'thinning', '--quick', '--timeline', '/proc/meshwork/t.json'], tempDir());
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/MW_PATH/);
    expect(r.stderr).toMatch(/--timeline folder/);
  });

  it.each(['sieve', 'loop', 'knary'])('%s central runs on a thread pool: refused before any run (MW_INVALID_OPTION, exit 2)', (app) => {
    const dir = tempDir();
    const r = meshwork(['run', app, '--quick', '--balancer', 'central', '--timeline', 't.json'], dir);
    expect(r.code).toBe(2);
    // one line and nothing else: no summary, no progress of a run that started
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toEqual([
      `meshwork: [MW_INVALID_OPTION] ${app}: strategy "central" runs its parallel side on a thread pool, not on cluster ranks, so it records no timeline; drop --timeline or pick another strategy`,
    ]);
    expect(existsSync(join(dir, 't.json'))).toBe(false);
  });
});
