/**
 * Sequential knary: the correctness oracle and the speedup baseline. Heap numbering makes the node
 * set 0 .. w-1, so the fastest sequential program is one loop over the ids (the serial/parallel
 * structure only constrains parallel schedules).
 */
import { checkOptions, type KnaryOptions, nodeValue, work } from './knary.ts';

export interface KnaryResult {
  readonly nodes: number;
  /** Sum of nodeValue over every node, mod 2^32. */
  readonly checksum: number;
}

export function knarySequential(options: Partial<KnaryOptions>): KnaryResult {
  const o = checkOptions(options);
  const w = work(o.h, o.d);
  let sum = 0;
  for (let id = 0; id < w; id++) sum = (sum + nodeValue(id, o.iters)) >>> 0;
  return { nodes: w, checksum: sum };
}

/** Same result by walking the tree depth first in the serial order (checks the numbering). */
export function knaryByTree(options: Partial<KnaryOptions>): KnaryResult {
  const o = checkOptions(options);
  let nodes = 0;
  let sum = 0;
  const stack: [number, number][] = [[0, 0]];
  while (stack.length > 0) {
    const [id, depth] = stack.pop() as [number, number];
    nodes++;
    sum = (sum + nodeValue(id, o.iters)) >>> 0;
    if (depth + 1 < o.h) for (let i = o.d - 1; i >= 0; i--) stack.push([o.d * id + 1 + i, depth + 1]);
  }
  return { nodes, checksum: sum };
}
