/** Parse topology strings: `chain:8`, `ring:8`, `mesh:2x4`, `torus:4x4x2`, `hypercube:3`. */

import { invalidTopology } from '../errors.ts';
import { chain, hypercube, mesh, ring, torus } from './factories.ts';
import type { Topology } from './types.ts';

const FORMAT = 'of the form chain:N, ring:N, mesh:AxB..., torus:AxB... or hypercube:D';

/**
 * Parse `kind:args`. Surrounding whitespace is ignored; numbers are decimal integers (a sign is
 * accepted so that e.g. `hypercube:-1` is reported by the factory as a negative dimension).
 * Shape errors come from the factories, so `mesh:0x4` fails exactly like `mesh([0, 4])`.
 */
export function parseTopology(text: string): Topology {
  if (typeof text !== 'string') throw invalidTopology('topology string', FORMAT, text);
  const match = /^(chain|ring|mesh|torus|hypercube):(.+)$/.exec(text.trim());
  const kind = match?.[1];
  const args = match?.[2];
  if (kind === undefined || args === undefined) throw invalidTopology('topology string', FORMAT, text);
  const parts = args.split('x');
  if (!parts.every((part) => /^[+-]?\d+$/.test(part))) throw invalidTopology('topology string', FORMAT, text);
  const numbers = parts.map(Number);
  const [first] = numbers;
  if (kind === 'mesh') return mesh(numbers);
  if (kind === 'torus') return torus(numbers);
  if (numbers.length !== 1 || first === undefined) {
    throw invalidTopology(`${kind} topology string`, `${kind}:N with a single number`, text);
  }
  if (kind === 'chain') return chain(first);
  if (kind === 'ring') return ring(first);
  return hypercube(first);
}
