/** What the sieve's benchmark (bench/src/apps/sieve.ts, `pnpm bench:app sieve`) takes: its options as data. */
import { defineBench } from '@meshwork/harness';

export const SIEVE_BENCH = defineBench({
  summary:
    "Every strategy on 2 threads beside the sequential reference and piscina, then the paper's 32-part LE and section 4 speedup from trial divisions",
  options: {
    n: { kind: 'int', help: 'count the primes in [2, n] on threads', default: 10_000_000, min: 1000 },
    repeat: { kind: 'int', help: 'timed runs of each case (medians, min-max)', default: 5, min: 1 },
    paperN: { kind: 'int', help: "the paper's range [2, paper-n] counted in trial divisions", default: 32_000_000, min: 1000 },
    chunks: { kind: 'int', help: "chunks of piscina's central queue", default: 64, min: 2 },
    slowFactor: { kind: 'int', help: 'how many times slower rank 1 runs in the heterogeneous cases', default: 2, min: 2 },
  },
  quick: { n: 300_000, repeat: 1, paperN: 4_000_000 },
});
