/**
 * Task schedulers without threads: the registry holds steal and the three mappings, option blocks
 * are validated with typed errors, and the placements are the paper's: node-level by path
 * product mod P, graph-level by the subgraph's key, graph-local keeping stateless tasks local.
 */
import { ErrorCodes, MeshworkError, taskSchedulers } from '@meshwork/runtime';
import { LOCAL, mulModPath, PATH_MODULUS, PATH_PRIME } from '@meshwork/runtime/plugin';
import { describe, expect, it } from 'vitest';
import '../src/index.ts';
import { placement } from '../src/tasks/index.ts';

const traits = (pathKey: number, graphKey: number, heavy: boolean, depth = 2) => ({ pathKey, graphKey, heavy, depth });

describe('task scheduler registry', () => {
  it('registers steal, node-level, graph-level and graph-local', () => {
    expect(taskSchedulers.names()).toEqual(expect.arrayContaining(['graph-level', 'graph-local', 'node-level', 'steal']));
  });

  it('fills defaults and reports the options used', () => {
    const s = taskSchedulers.create('steal');
    expect(s.options).toMatchObject({ mode: 'shm', placement: 'local', seed: 1, localTries: 4 });
    expect(typeof s.thief).toBe('function');
    expect(taskSchedulers.create('node-level').thief).toBeUndefined();
    const m = taskSchedulers.create('graph-level', { steal: { mode: 'message', group: 2 } });
    expect(m.name).toBe('graph-level+steal');
    expect(m.options).toMatchObject({ steal: { mode: 'message', group: 2 } });
    expect(typeof m.thief).toBe('function');
  });

  it.each([
    ['steal', { mode: 'carrier-pigeon' }, 'mode'],
    ['steal', { group: 0 }, 'group'],
    ['steal', { seed: -1 }, 'seed'],
    ['steal', { placement: 'everywhere' }, 'placement'],
    ['steal', { colour: 'red' }, 'colour'],
    ['node-level', { steal: { mode: 'x' } }, 'mode'],
    ['graph-local', { stael: true }, 'stael'],
  ])('%s %j: MW_INVALID_OPTION naming %s', (name, options, key) => {
    try {
      taskSchedulers.create(name, options);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(MeshworkError);
      expect((err as MeshworkError).code).toBe(ErrorCodes.INVALID_OPTION);
      expect((err as Error).message).toContain(key);
    }
  });

  it('an unknown name is MW_UNKNOWN_BALANCER listing the known ones', () => {
    expect(() => taskSchedulers.create('lottery')).toThrow(/steal/);
  });
});

describe('placements', () => {
  it('local keeps every task where it was spawned', () => {
    expect(placement('local')(traits(12345, 777, true), 3, 4)).toBe(LOCAL);
  });

  it('node-level: path product of (PATH_PRIME + index) mod P', () => {
    const root = PATH_PRIME % PATH_MODULUS;
    const key = mulModPath(mulModPath(root, PATH_PRIME + 2), PATH_PRIME + 1);
    expect(key).toBe(Number((BigInt(root) * BigInt(PATH_PRIME + 2) * BigInt(PATH_PRIME + 1)) % BigInt(PATH_MODULUS)));
    for (const P of [2, 3, 5, 8]) expect(placement('node')(traits(key, 1, false), 0, P)).toBe(key % P);
  });

  it('graph-level places by the subgraph key, whatever the task', () => {
    for (const heavy of [true, false]) expect(placement('graph')(traits(1001, 1234, heavy), 1, 5)).toBe(1234 % 5);
  });

  it('graph-local: static tasks by subgraph, stateless ones where they were spawned', () => {
    expect(placement('graph-local')(traits(1001, 1234, true), 1, 5)).toBe(1234 % 5);
    expect(placement('graph-local')(traits(1001, 1234, false), 1, 5)).toBe(LOCAL);
    expect(placement('graph-local')(traits(1001, 1234, false, 0), 1, 5)).toBe(1234 % 5);
  });

  it('mulModPath is exact over the whole range', () => {
    for (const [a, b] of [
      [PATH_MODULUS - 1, PATH_MODULUS - 1],
      [2 ** 31 - 2, 3],
      [65_536, 65_536],
      [123_456_789, 987_654_321],
    ]) {
      expect(mulModPath(a as number, b as number)).toBe(Number((BigInt(a as number) * BigInt(b as number)) % BigInt(PATH_MODULUS)));
    }
  });
});
