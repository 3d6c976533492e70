/**
 * The exchange parameter lambda of GDE (paper, section 2.2; spec "Generalized dimension exchange").
 *
 * - Hypercube: 1/2 (the classic dimension exchange is optimal there).
 * - k-D mesh k1 x ... x kn: lambda_opt = 1 / (1 + sin(pi / k)), k = max k_i. A chain is the mesh
 *   of one axis.
 * - Torus 2k1 x ... x 2kn (an even ring of K ranks is the torus of one axis, K = 2k):
 *   lambda_opt = 1 / (1 + sin(pi / k)), k = max k_i = max K_i / 2, i.e. 1 / (1 + sin(2 pi / K)).
 *   The paper prints the torus formula with the torus's own sizes; the spec corrects it: a torus
 *   of side K behaves like a mesh of side K/2 (it converges twice as fast). Chain of 8 and ring of
 *   16 both give 0.7232.
 *
 * Per-axis effective size, the maximum of which is k:
 *   - axis of length 1: ignored (no links);
 *   - axis of length 2 (periodic or not: one link either way): 2;
 *   - open axis of length n: n;
 *   - periodic axis of length K >= 3: K / 2. For ODD K the paper gives no optimum (an odd ring is
 *     not bipartite, needs 3 colours, and falls outside the analysis); we keep K / 2, i.e. the even
 *     formula 1 / (1 + sin(2 pi / K)) continued to odd K. Any lambda in (0, 1) still terminates
 *     with integer loads (see exchange.ts), so this only affects speed, never correctness.
 * A hypercube's axes all have length 2, so the rule gives 1/2 there as well; so do a ring of 4
 * and a 2x2 mesh, which are the 2-cube. A single rank gets 1/2 (nothing to exchange). An odd
 * ring of 3 (k = 1.5) gets 1 / (1 + sin(2 pi / 3)) = 0.536, of 5 0.5125.
 */
import type { Topology } from '@meshwork/runtime';

/** Effective size of one axis for the lambda_opt formula (0: no links along it). */
export function effectiveAxisSize(n: number, periodic: boolean): number {
  if (n <= 1) return 0;
  if (n === 2) return 2;
  return periodic ? n / 2 : n;
}

/** lambda_opt = 1 / (1 + sin(pi / k)) for the effective size k (k = 2 gives 1/2; 0, no links, too). */
export function lambdaForSize(k: number): number {
  if (k <= 0) return 0.5;
  return 1 / (1 + Math.sin(Math.PI / k));
}

/** The optimal exchange parameter of `topology` (see the module comment for the rules). */
export function lambdaOpt(topology: Topology): number {
  if (topology.kind === 'hypercube') return 0.5;
  let k = 0;
  for (const [a, n] of topology.dims.entries()) k = Math.max(k, effectiveAxisSize(n, topology.periodic[a] === true));
  return lambdaForSize(k);
}
