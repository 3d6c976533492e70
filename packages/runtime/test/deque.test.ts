/**
 * TaskDeque on one thread: LIFO pop, FIFO steal, a full deque refuses pushes, indices wrap past
 * 2^31, bad shapes are typed errors, and the races of a thief preempted between copying the record
 * and its compare-and-swap end in 'retry' (simulated by an `out` whose writes run the other side).
 */
import { describe, expect, it } from 'vitest';
import { ErrorCodes, MeshworkError } from '../src/index.ts';
import { TaskDeque } from '../src/shm/deque.ts';

const rec = (id: number) => [id, id * 10, -id];

describe('TaskDeque', () => {
  it('owner pops newest first, thieves steal oldest first, and both report empty', () => {
    const d = TaskDeque.create(8, 3);
    const out = new Int32Array(3);
    expect(d.steal(out)).toBe('empty');
    expect(d.pop(out)).toBe(false);
    for (let i = 1; i <= 5; i++) expect(d.push(rec(i))).toBe(true);
    expect(d.size()).toBe(5);
    expect(d.steal(out)).toBe('ok');
    expect(Array.from(out)).toEqual(rec(1));
    expect(d.pop(out)).toBe(true);
    expect(Array.from(out)).toEqual(rec(5));
    const rest: number[] = [];
    while (d.pop(out)) rest.push(out[0] as number);
    expect(rest).toEqual([4, 3, 2]);
    expect(d.steal(out)).toBe('empty');
    expect(d.size()).toBe(0);
  });

  it('a full deque refuses a push until a record leaves (back-pressure bound = capacity)', () => {
    const d = TaskDeque.create(4, 3);
    const out = new Int32Array(3);
    for (let i = 0; i < 4; i++) expect(d.push(rec(i))).toBe(true);
    expect(d.push(rec(99))).toBe(false);
    expect(d.steal(out)).toBe('ok');
    expect(d.push(rec(4))).toBe(true);
    const got: number[] = [];
    while (d.steal(out) === 'ok') got.push(out[0] as number);
    expect(got).toEqual([1, 2, 3, 4]);
  });

  it('keeps working when TOP and BOTTOM wrap past 2^31', () => {
    const sab = new SharedArrayBuffer(TaskDeque.byteLength(4, 3));
    const head = new Int32Array(sab);
    head[0] = 2 ** 31 - 3; // TOP
    head[16] = 2 ** 31 - 3; // BOTTOM
    const d = new TaskDeque(sab, 0, 4, 3);
    const out = new Int32Array(3);
    const seen: number[] = [];
    for (let i = 0; i < 40; i++) {
      expect(d.push(rec(i))).toBe(true);
      expect(d.push(rec(i + 1000))).toBe(true);
      expect(d.steal(out)).toBe('ok');
      seen.push(out[0] as number);
      expect(d.pop(out)).toBe(true);
      seen.push(out[0] as number);
    }
    expect(seen).toEqual(Array.from({ length: 40 }, (_, i) => [i, i + 1000]).flat());
    expect(d.size()).toBe(0);
  });

  it("a thief that loses the CAS after copying gets 'retry' and the winner's record is not duplicated", () => {
    const d = TaskDeque.create(4, 3);
    d.push(rec(7));
    d.push(rec(8));
    const other = new Int32Array(3);
    let interfered = false;
    // Another thief steals between this thief's copy and its compare-and-swap.
    const out = new Proxy(new Int32Array(3), {
      set(target, key, value) {
        if (!interfered) {
          interfered = true;
          expect(d.steal(other)).toBe('ok');
        }
        return Reflect.set(target, key, value);
      },
    });
    expect(d.steal(out)).toBe('retry');
    expect(Array.from(other)).toEqual(rec(7));
    const plain = new Int32Array(3);
    expect(d.steal(plain)).toBe('ok');
    expect(Array.from(plain)).toEqual(rec(8));
    expect(d.steal(plain)).toBe('empty');
  });

  it('owner and thief race for the last record: exactly one of them gets it', () => {
    // The owner pops the last record while a thief is between copy and CAS: the thief retries.
    const d = TaskDeque.create(4, 3);
    d.push(rec(1));
    let popped = false;
    const ownerOut = new Int32Array(3);
    const out = new Proxy(new Int32Array(3), {
      set(target, key, value) {
        if (!popped) popped = d.pop(ownerOut) || true;
        return Reflect.set(target, key, value);
      },
    });
    expect(d.steal(out)).toBe('retry');
    expect(Array.from(ownerOut)).toEqual(rec(1));
    expect(d.size()).toBe(0);
    // A thief that comes while the owner is between copy and CAS sees BOTTOM already lowered:
    // 'empty', and the owner keeps the record.
    d.push(rec(2));
    const thiefOut = new Int32Array(3);
    let outcome = '';
    const popTarget = new Int32Array(3);
    const popOut = new Proxy(popTarget, {
      set(target, key, value) {
        if (outcome === '') outcome = d.steal(thiefOut);
        return Reflect.set(target, key, value);
      },
    });
    expect(d.pop(popOut)).toBe(true);
    expect(outcome).toBe('empty');
    expect(Array.from(popTarget)).toEqual(rec(2));
    expect(d.pop(popOut)).toBe(false);
    expect(d.push(rec(3))).toBe(true);
    expect(d.pop(new Int32Array(3))).toBe(true);
  });

  it.each([
    ['capacity not a power of two', () => TaskDeque.byteLength(6, 2), '6'],
    ['capacity 0', () => TaskDeque.byteLength(0, 2), '0'],
    ['recordWords 0', () => TaskDeque.byteLength(4, 0), '0'],
    ['non-integer recordWords', () => TaskDeque.byteLength(4, 1.5), '1.5'],
    ['buffer too small', () => new TaskDeque(new SharedArrayBuffer(64), 0, 4, 2), '64'],
    ['misaligned offset', () => new TaskDeque(new SharedArrayBuffer(4096), 2, 4, 2), '2'],
    ['not shared memory', () => new TaskDeque(new ArrayBuffer(4096) as unknown as SharedArrayBuffer, 0, 4, 2), 'ArrayBuffer'],
  ])('%s is a typed error', (_name, make, got) => {
    try {
      make();
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(MeshworkError);
      expect((err as MeshworkError).code).toBe(ErrorCodes.INVALID_ARGUMENT);
      expect((err as Error).message).toContain('must be');
      expect((err as Error).message).toContain(got);
    }
  });
});
