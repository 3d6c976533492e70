/**
 * The machine check every comparison is read beside: the hand-rolled 2-thread stencil (plain
 * worker_threads, two SharedArrayBuffer grids, one sense-reversing barrier per sweep, 20 000 polls
 * then Atomics.wait) timed against its plain sequential loop, interleaved, after a warm-up. On a
 * machine that gives two cores it runs 1.8-1.95x; below 1.7x the machine is not giving two cores
 * (a busy host, vCPUs that stall) and no speedup measured on it can be read.
 */
import { mulberry32 } from '@meshwork/runtime';
import { bug, invalidArgument } from '@meshwork/runtime/plugin';
import { plainStencil, StencilPeer, type StencilPeerOptions } from './machine/index.ts';
import { comparePaired, formatInterval } from './paired.ts';
import { quietHost } from './quiet-host.ts';

/** Below this speedup of the 2-thread peer over its loop, the machine is not giving two cores. */
export const TWO_CORES = 1.7;

/** The check as data (`machineCheck` of the --json outputs). */
export interface MachineCheck {
  /** Paired plain-loop time over the peer's (geometric mean over the rounds): the peer's speedup. */
  readonly ratio: number;
  /** Its 95% interval. */
  readonly lo: number;
  readonly hi: number;
  readonly twoCores: boolean;
  readonly rounds: number;
  readonly rows: number;
  readonly cols: number;
  readonly sweeps: number;
  /** Every round's times, ms (sweeps only: the peer's between its first and last barrier). */
  readonly plainMs: readonly number[];
  readonly peerMs: readonly number[];
}

export interface MachineCheckOptions {
  /** Grid rows and columns (default 768 x 768: two 4.6 MiB grids, out of the per-core caches like the real stencil). */
  readonly rows?: number;
  readonly cols?: number;
  /** Sweeps per run (default 100). */
  readonly sweeps?: number;
  /** Paired rounds after the warm-up (default 5). */
  readonly rounds?: number;
  /** Polls of the barrier before Atomics.wait (default 20 000). */
  readonly spin?: number;
}

/** The verdict on a ratio: two cores at TWO_CORES and above. */
export function givesTwoCores(ratio: number): boolean {
  return ratio >= TWO_CORES;
}

/** A deterministic field in [0, 1) from mulberry32(7). */
export function machineCheckField(rows: number, cols: number): Float64Array {
  const rand = mulberry32(7);
  return Float64Array.from({ length: rows * cols }, () => rand());
}

const same = (a: Float64Array, b: Float64Array) => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

function positiveInt(what: string, v: number | undefined, fallback: number, min: number): number {
  if (v === undefined) return fallback;
  if (!Number.isInteger(v) || v < min) throw invalidArgument(`machine check ${what}`, `an integer >= ${min}`, v);
  return v;
}

/** Build the check's result from the two series (plain loop and peer, paired by round). */
export function machineCheckOf(
  plainMs: readonly number[],
  peerMs: readonly number[],
  grid: { rows: number; cols: number; sweeps: number },
): MachineCheck {
  const c = comparePaired(plainMs, peerMs);
  return {
    ratio: c.ratio,
    lo: c.lo,
    hi: c.hi,
    twoCores: givesTwoCores(c.ratio),
    rounds: c.n,
    ...grid,
    plainMs: [...plainMs],
    peerMs: [...peerMs],
  };
}

/** Run the check: ~1-3 s with the defaults (768 x 768, 100 sweeps, a short warm-up and 5 paired rounds). */
export async function runMachineCheck(o: MachineCheckOptions = {}): Promise<MachineCheck> {
  const rows = positiveInt('rows', o.rows, 768, 2);
  const cols = positiveInt('cols', o.cols, 768, 1);
  const sweeps = positiveInt('sweeps', o.sweeps, 100, 1);
  const rounds = positiveInt('rounds', o.rounds, 5, 2);
  const spin = positiveInt('spin', o.spin, 20_000, 0);
  const config: StencilPeerOptions = { rows, cols, iterations: sweeps, boundary: 1 };
  const initial = machineCheckField(rows, cols);
  const peer = new StencilPeer(2, spin);
  try {
    const warm = { ...config, iterations: Math.min(sweeps, 10) };
    await peer.run(warm, initial);
    plainStencil(warm, initial);
    const plainMs: number[] = [];
    const peerMs: number[] = [];
    for (let r = 0; r < rounds; r++) {
      // alternate which side goes first, so neither always runs on a cooler (or hotter) machine
      const runPeer = async () => {
        await quietHost();
        const p = await peer.run(config, initial);
        peerMs.push(p.computeMs);
        return p.result;
      };
      const runPlain = () => {
        const p = plainStencil(config, initial);
        plainMs.push(p.ms);
        return p.result;
      };
      const [x, y] = r % 2 === 0 ? [runPlain(), await runPeer()] : [await runPeer(), runPlain()];
      if (r === 0 && !same(x, y)) throw bug('machine check: the 2-thread stencil differs from its plain loop');
    }
    return machineCheckOf(plainMs, peerMs, { rows, cols, sweeps });
  } finally {
    await peer.close();
  }
}

/**
 * `machine check: the hand-rolled 2-thread stencil runs 1.86x [1.80, 1.92] over its plain loop:
 * this machine gives two cores` (or `... is not giving two cores; speedups below cannot be read`).
 */
export function formatMachineCheck(c: Pick<MachineCheck, 'ratio' | 'lo' | 'hi' | 'twoCores'>): string {
  const verdict = c.twoCores ? 'this machine gives two cores' : 'this machine is not giving two cores; speedups below cannot be read';
  return `machine check: the hand-rolled 2-thread stencil runs ${c.ratio.toFixed(2)}x ${formatInterval(c)} over its plain loop: ${verdict}`;
}
