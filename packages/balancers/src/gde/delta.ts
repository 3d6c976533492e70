/**
 * Delta, the termination threshold of the State counter (paper, section 3.1): "the minimum number
 * of sweeps required by a processor to obtain knowledge of others' statuses".
 *
 * Information moves the way the State counter does: on colour c both ends of every colour-c edge
 * send what they know and merge what they receive, and later colours of the SAME sweep forward it
 * further. So within one sweep a message can cross a whole path whose edge colours increase. Let
 * D(j, i) be the number of sweeps after which a value j holds at the start of a sweep has reached
 * i; Delta = max over j != i of D(j, i) (0 for one rank). Examples (runtime colouring): the paper's
 * 4x4 mesh (4 colours) gives 2, as the paper says; a chain of 8 gives 4; a hypercube gives 1 (one
 * sweep visits every dimension).
 *
 * Why it is right (and why all ranks stop in the same sweep): State_i >= m at the end of sweep s
 * means i was quiet in its last m sweeps. If State_i >= Delta + 1 after sweep s, then for every j
 * the value State_j(s - D) >= Delta + 1 - D reached i, so j was quiet in sweep s - Delta: the
 * whole system was quiet in one sweep, and a globally quiet sweep repeats for ever (loads do not
 * change). Conversely, if the first globally quiet sweep is s0, the last ranks to move had
 * State = 0 after s0 - 1, every State is then >= s - s0 + 1 and, once that 0 has spread (at most
 * Delta sweeps), <= s - s0 + 1. So every rank reaches Delta + 1 exactly after sweep s0 + Delta:
 * the decision takes (sweeps to quiet) + Delta + 1 sweeps, the same number on every rank.
 */
import type { Topology } from '@meshwork/runtime';
import { colourSchedule } from './schedule.ts';

/** Delta of `topology` under its edge colouring (computed for all sources at once with bitsets). */
export function deltaFor(topology: Topology): number {
  const n = topology.size;
  if (n <= 1) return 0;
  const colouring = topology.edgeColouring();
  const words = Math.ceil(n / 32);
  // known[i * words ...]: the sources whose value has reached rank i.
  const known = new Uint32Array(n * words);
  for (let i = 0; i < n; i++) known[i * words + (i >>> 5)] = 1 << (i & 31);
  const full = new Uint32Array(words).fill(0xffffffff);
  if (n % 32 !== 0) full[words - 1] = (1 << (n % 32)) - 1;
  const complete = (i: number): boolean => {
    for (let w = 0; w < words; w++) if ((known[i * words + w] as number) >>> 0 !== (full[w] as number) >>> 0) return false;
    return true;
  };
  // A connected graph is covered after at most n - 1 hops, i.e. at most n - 1 sweeps.
  for (let sweep = 1; sweep <= n; sweep++) {
    for (const matching of colouring.matchings) {
      for (const [a, b] of matching) {
        const oa = a * words;
        const ob = b * words;
        for (let w = 0; w < words; w++) {
          const u = (known[oa + w] as number) | (known[ob + w] as number);
          known[oa + w] = u;
          known[ob + w] = u;
        }
      }
    }
    let all = true;
    for (let i = 0; i < n && all; i++) all = complete(i);
    if (all) return sweep;
  }
  return n; // unreachable for the runtime's (connected) topologies
}

/** D(j, i) for every pair: sweeps[j][i] (0 on the diagonal). For tests and reports; O(n^2) memory. */
export function sweepDistances(topology: Topology): number[][] {
  const n = topology.size;
  const { partners, colours } = colourSchedule(topology);
  const out: number[][] = [];
  for (let j = 0; j < n; j++) {
    const at = new Array<number>(n).fill(-1);
    at[j] = 0;
    let reached = 1;
    for (let sweep = 1; reached < n && sweep <= n; sweep++) {
      for (let c = 0; c < colours; c++) {
        // Both ends of a colour-c edge exchange at the same step: knowledge spreads once per step.
        const newly: number[] = [];
        for (let r = 0; r < n; r++) {
          const p = (partners[r] as Int32Array)[c] as number;
          if (p >= 0 && (at[r] as number) < 0 && (at[p] as number) >= 0) newly.push(r);
        }
        for (const r of newly) {
          at[r] = sweep;
          reached++;
        }
      }
    }
    out.push(at);
  }
  return out;
}
