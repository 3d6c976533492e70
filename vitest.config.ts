import { defineConfig } from 'vitest/config';

/**
 * Two tiers. `pnpm test` (CI, the README) runs every unit and property test and, on real threads,
 * one representative of each area: each app against its sequential reference on a sample of
 * topologies, the balancers on threads, links, grids, failures, restarts, the CLI's run path, the
 * packed tarballs installed by npm, and host processes on a real nats-server (every app across
 * hosts, network namespaces, mpirun, a killed host, a stopped server). `pnpm test:full`
 * (MESHWORK_TEST_TIER=full) adds the files below and every topology of the sampled app tests; on a
 * 2-core host it takes about an hour, the default tier a fraction.
 */
const FULL_ONLY = [
  // end to end: every bench suite, the CLI's whole surface
  'packages/cli/test/bench.test.ts',
  'packages/cli/test/topo.test.ts',
  'packages/cli/test/report.test.ts',
  // every task strategy in short runs under CPU contention (no process aborts)
  'packages/cli/test/stress-tasks.test.ts',
  'examples/knary/test/cli.test.ts',
  // several hosts: links, grids and failures from the runtime's side (the hosts package's own
  // tests, every app across hosts, network namespaces, mpirun and host death, stay in the default)
  'packages/runtime/test/hosts-links.test.ts',
  'packages/runtime/test/hosts-grid.test.ts',
  // second and third threads-level checks of areas the default tier covers once
  'packages/balancers/test/loops-replicate-threads.test.ts',
  'packages/balancers/test/loops-replicate-layout.test.ts',
  'packages/balancers/test/loops-steal-threads.test.ts',
  'packages/balancers/test/loops-chunks.test.ts',
  'packages/balancers/test/sdlb-threads.test.ts',
  'packages/balancers/test/central.test.ts',
  'packages/balancers/test/functional-threads.test.ts',
  'packages/balancers/test/synthetic.test.ts',
  'examples/thinning/test/program.test.ts',
  'examples/loop/test/audit.test.ts',
  'examples/knary/test/steal-message-threads.test.ts',
  'packages/runtime/test/task-engine.test.ts',
  'packages/runtime/test/collectives.test.ts',
  'packages/runtime/test/routed-sends.test.ts',
  'packages/runtime/test/grid-halo.test.ts',
];

const full = process.env.MESHWORK_TEST_TIER === 'full';

export default defineConfig({
  resolve: { conditions: ['development'] },
  ssr: { resolve: { conditions: ['development'] } },
  test: {
    include: ['packages/*/test/**/*.test.ts', 'examples/*/test/**/*.test.ts', 'bench/test/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...(full ? [] : FULL_ONLY)],
    globalSetup: ['./vitest.global-setup.ts'],
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
