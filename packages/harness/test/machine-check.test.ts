/**
 * The machine check: its 2-thread peer computes the plain loop's field bit for bit (small grids,
 * odd rows, odd and even sweep counts), the verdict on given ratios, the line it prints, the data
 * it returns, and typed errors for bad sizes. No timing assertions.
 */
import { ErrorCodes } from '@meshwork/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { plainStencil, StencilPeer } from '../src/machine/index.ts';
import { formatMachineCheck, givesTwoCores, machineCheckField, machineCheckOf, runMachineCheck, TWO_CORES } from '../src/machine-check.ts';

const bits = (a: ArrayLike<number>) => Array.from(a, (v) => v);

describe('the machine check peer', () => {
  const peer = new StencilPeer(2, 100);
  afterAll(() => peer.close());

  it('computes what the plain loop computes, bit for bit', async () => {
    for (const [rows, cols, iterations] of [
      [37, 21, 7],
      [37, 21, 8],
      [2, 5, 3],
    ] as const) {
      const o = { rows, cols, iterations, boundary: 1 };
      const init = machineCheckField(rows, cols);
      const p = await peer.run(o, init);
      const q = plainStencil(o, init);
      expect(bits(p.result)).toEqual(bits(q.result));
      expect(bits(p.result)).not.toEqual(bits(init));
    }
  });

  it('runs end to end on a tiny grid and returns its figures as data', async () => {
    const c = await runMachineCheck({ rows: 16, cols: 16, sweeps: 3, rounds: 2 });
    expect(c).toMatchObject({ rows: 16, cols: 16, sweeps: 3, rounds: 2 });
    expect(c.plainMs).toHaveLength(2);
    expect(c.peerMs).toHaveLength(2);
    expect(c.lo).toBeLessThanOrEqual(c.ratio);
    expect(c.hi).toBeGreaterThanOrEqual(c.ratio);
    expect(c.twoCores).toBe(c.ratio >= TWO_CORES);
  });
});

describe('the machine check verdict', () => {
  it.each([
    [1.86, true],
    [1.7, true],
    [1.69, false],
    [1.37, false],
    [0.9, false],
  ])('%d: two cores %s', (ratio, want) => {
    expect(givesTwoCores(ratio)).toBe(want);
  });

  it('reads the paired series: plain over peer', () => {
    const c = machineCheckOf([200, 210, 190, 205, 200], [110, 112, 100, 110, 108], { rows: 768, cols: 768, sweeps: 100 });
    expect(c.rounds).toBe(5);
    expect(c.ratio).toBeCloseTo(
      Math.exp((Math.log(200 / 110) + Math.log(210 / 112) + Math.log(1.9) + Math.log(205 / 110) + Math.log(200 / 108)) / 5),
      12,
    );
    expect(c.twoCores).toBe(true);
    expect(machineCheckOf([150, 140], [110, 100], { rows: 8, cols: 8, sweeps: 1 }).twoCores).toBe(false);
  });

  it('prints one line either way', () => {
    expect(formatMachineCheck({ ratio: 1.8612, lo: 1.8, hi: 1.9249, twoCores: true })).toBe(
      'machine check: the hand-rolled 2-thread stencil runs 1.86x [1.80, 1.92] over its plain loop: this machine gives two cores',
    );
    expect(formatMachineCheck({ ratio: 1.37, lo: 1.3, hi: 1.44, twoCores: false })).toBe(
      'machine check: the hand-rolled 2-thread stencil runs 1.37x [1.30, 1.44] over its plain loop: this machine is not giving two cores; speedups below cannot be read',
    );
  });

  it.each([{ rows: 1 }, { cols: 0 }, { sweeps: 1.5 }, { rounds: 1 }, { spin: -1 }])('refuses %o with MW_INVALID_ARGUMENT', async (o) => {
    await expect(runMachineCheck(o)).rejects.toMatchObject({ code: ErrorCodes.INVALID_ARGUMENT });
  });
});
