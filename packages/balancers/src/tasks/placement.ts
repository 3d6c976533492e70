/**
 * Initial placement of tasks (the knary paper, section 2.3), as pure functions of a task's traits:
 *
 * - `local`: a task stays where it was spawned (roots on rank 0); work stealing moves it.
 * - `node` (node-level mapping): rank = path product mod P. The path product multiplies
 *   (PATH_PRIME + index) over the task's ancestry, where PATH_PRIME = 1000003 is a prime identifier
 *   larger than any rank count (so recursive instances do not all land on one rank); it is reduced
 *   modulo the prime 2^31 - 1 at every step to stay exact (the paper's product overflows).
 * - `graph` (graph-level mapping): only subgraphs are distributed, by the path product of their
 *   root; every task inside a subgraph goes where the subgraph went (whole subtrees together).
 * - `graph-local` (graph-level with local non-statics): static (heavy) tasks as `graph`; stateless
 *   (light) ones run on the rank that spawned them.
 */
import { LOCAL, type TaskTraits } from '@meshwork/runtime/plugin';

export const PLACEMENTS = ['local', 'node', 'graph', 'graph-local'] as const;
export type PlacementName = (typeof PLACEMENTS)[number];

export type Place = (traits: TaskTraits, from: number, size: number) => number;

export function placement(name: PlacementName): Place {
  switch (name) {
    case 'local':
      return () => LOCAL;
    case 'node':
      return (t, _from, size) => t.pathKey % size;
    case 'graph':
      return (t, _from, size) => t.graphKey % size;
    case 'graph-local':
      return (t, _from, size) => (t.heavy || t.depth === 0 ? t.graphKey % size : LOCAL);
  }
}
