/**
 * Import rules of the architecture brief (docs/architecture.md): no cycles, lower layers never
 * import higher ones, only cluster/ and worker/ touch threads, piscina and msgpackr in one file
 * each, @meshwork/balancers uses only the public surface of @meshwork/runtime, and apps use only
 * the public entries of the runtime, the balancers and the harness.
 */
const RT = '^packages/runtime/src/';
const layer = (name) => `${RT}${name}`;

module.exports = {
  forbidden: [
    {
      name: 'no-unresolvable',
      comment: 'Every import resolves (a package subpath missing from its exports map is an error, not a blind spot).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    { name: 'no-cycles', severity: 'error', from: {}, to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } } },
    {
      name: 'threads-only-in-cluster-and-worker',
      comment: 'Only cluster/, worker/ and recovery/ may import piscina or node:worker_threads.',
      severity: 'error',
      from: { path: RT, pathNot: [`${RT}(cluster|worker|recovery)/`] },
      to: { path: '^(piscina|worker_threads)$|node_modules/piscina/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'piscina-in-one-file',
      severity: 'error',
      from: { path: RT, pathNot: `${RT}cluster/cluster\\.ts$` },
      to: { path: 'node_modules/.*piscina/|^piscina$' },
    },
    {
      name: 'msgpackr-in-one-file',
      severity: 'error',
      from: { path: RT, pathNot: `${RT}comm/codec\\.ts$` },
      to: { path: 'node_modules/.*msgpackr/|^msgpackr$' },
    },
    {
      name: 'layer0-imports-nothing',
      severity: 'error',
      from: { path: `${RT}(errors|types)\\.ts$` },
      to: { path: `${RT}(?!errors\\.ts|types\\.ts)` },
    },
    {
      name: 'layer1-topology-pure',
      severity: 'error',
      from: { path: layer('topology/') },
      to: { path: `${RT}(shm|comm|mesh|balance|metrics|cluster|worker|hosts|recovery)/` },
    },
    {
      name: 'layer1-shm',
      severity: 'error',
      from: { path: layer('shm/') },
      to: { path: `${RT}(topology|comm|mesh|balance|metrics|cluster|worker|hosts|recovery)/` },
    },
    {
      name: 'layer1-timeline',
      comment: 'timeline/ (its codes, the rank recorder, the writer) is used by comm/, metrics/, balance/ and cluster/: it imports only errors.ts.',
      severity: 'error',
      from: { path: layer('timeline/') },
      to: { path: `${RT}(topology|shm|comm|mesh|balance|metrics|cluster|worker|hosts|recovery)/` },
    },
    {
      name: 'layer2-comm-mesh',
      severity: 'error',
      from: { path: `${RT}(comm|mesh)/` },
      to: { path: `${RT}(balance|metrics|cluster|worker|hosts|recovery)/` },
    },
    {
      name: 'layer3-balance-metrics',
      severity: 'error',
      from: { path: `${RT}(balance|metrics)/` },
      to: { path: `${RT}(cluster|worker|hosts|recovery)/` },
    },
    {
      name: 'hosts-and-recovery-below-cluster',
      comment: 'hosts/ (several host processes) and recovery/ (checkpoints, restarts) serve cluster/ and worker/: they never import cluster/.',
      severity: 'error',
      from: { path: `${RT}(hosts|recovery)/` },
      to: { path: `${RT}cluster/` },
    },
    {
      name: 'balancers-use-public-runtime-only',
      severity: 'error',
      from: { path: '^packages/balancers/' },
      to: { path: '^packages/runtime/src/(?!index\\.ts$|plugin\\.ts$|internal\\.ts$)' },
    },
    {
      name: 'no-deep-imports-into-packages',
      comment:
        'Examples and bench import @meshwork/* packages by name, through their public entries (runtime: ., ./plugin, ./topology; harness: ., ./machine; benchmarks of internals: runtime ./internal), never their internals.',
      severity: 'error',
      from: { path: '^(examples|bench)/' },
      to: { path: '^packages/[^/]+/src/(?!index\\.ts$|plugin\\.ts$|internal\\.ts$|topology/index\\.ts$|machine/index\\.ts$)' },
    },
    {
      name: 'apps-use-public-entries-only',
      comment:
        'An app (examples/<app>) imports only the public entries: @meshwork/runtime (., ./topology, ./plugin), @meshwork/balancers, @meshwork/harness; never another app.',
      severity: 'error',
      // overhead.ts measures the runtime's task deque itself (./internal), a benchmark of an internal
      from: { path: '^examples/([^/]+)/', pathNot: '^examples/knary/src/overhead\\.ts$' },
      to: {
        path: '^(packages|examples|bench)/',
        pathNot: [
          '^packages/runtime/src/(index|plugin|topology/index)\\.ts$',
          '^packages/(balancers|harness)/src/index\\.ts$',
          '^examples/$1/',
        ],
      },
    },
    {
      name: 'nothing-imports-cli',
      comment: 'The meshwork command is the top layer: cli -> examples -> balancers -> runtime.',
      severity: 'error',
      from: { pathNot: '^packages/cli/' },
      to: { path: '^packages/cli/' },
    },
    {
      name: 'libraries-do-not-import-apps',
      comment: 'runtime, balancers and replay never import the examples or the bench (an app tells replay what it needs through defineApp).',
      severity: 'error',
      from: { path: '^packages/(runtime|balancers|replay)/' },
      to: { path: '^(examples|bench)/' },
    },
    {
      name: 'replay-above-harness',
      comment: 'The replay library (@meshwork/replay) runs apps through the harness: runtime, balancers, harness and hosts never import it.',
      severity: 'error',
      from: { path: '^packages/(runtime|balancers|harness|hosts)/' },
      to: { path: '^packages/replay/' },
    },
    {
      name: 'cli-no-deep-imports',
      comment: 'The cli uses the packages and examples by name, through their public entry points.',
      severity: 'error',
      from: { path: '^packages/cli/' },
      to: { path: '^(packages/(runtime|balancers|replay)|examples/[^/]+|bench)/src/(?!index\\.ts$|plugin\\.ts$|topology/index\\.ts$)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(packages/[^/]+|examples/[^/]+|bench)/(dist|\.test-dist)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['development', 'import', 'require', 'node', 'default'] },
    combinedDependencies: true,
  },
};
