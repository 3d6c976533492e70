/** `meshwork topo <shape>`: neighbours, edge colouring, diameter, and an SVG picture. */
import { type Output, writeJson } from '@meshwork/harness';
import { ensureFileTarget } from '@meshwork/runtime';
import type { Command } from 'commander';
import { writeSvg } from '../charts/render.ts';
import { topologyChart } from '../charts/topology.ts';
import { describeTopology, type TopologyDescription } from '../topo/describe.ts';

interface TopoOptions {
  readonly out: string | false;
  readonly json: boolean;
}

export function defaultSvgName(spec: string): string {
  return `topology-${spec.trim().replace(/[^A-Za-z0-9]+/g, '-')}.svg`;
}

export function formatTopology(d: TopologyDescription): string {
  const lines = [
    `${d.name}: ${d.size} ranks, dims ${d.dims.join('x')}${d.periodic.some(Boolean) ? ' (wrap-around)' : ''}, diameter ${d.diameter}, max degree ${d.maxDegree}, ${d.edges} links`,
    `edge colouring: ${d.colours} colours (each a matching: links of one colour can all exchange at once)`,
    ...d.matchings.map((m, c) => `  colour ${c}: ${m.map(([a, b]) => `${a}-${b}`).join(' ')}`),
    'neighbours (in port order):',
    ...d.ranks.map((r) => `  rank ${String(r.rank).padStart(3)} (${r.coords.join(',')}): ${r.neighbours.join(' ')}`),
  ];
  return `${lines.join('\n')}\n`;
}

export function registerTopo(program: Command, out: Output): void {
  program
    .command('topo')
    .description('describe a topology: neighbours, edge colouring, diameter, and an SVG picture')
    .argument('<shape>', 'chain:N | ring:N | mesh:RxC[x...] | torus:RxC[x...] | hypercube:D')
    .option('--out <file>', 'where to write the SVG (default topology-<shape>.svg)')
    .option('--no-out', 'do not write an SVG')
    .option('--json', 'print the description as JSON', false)
    .action(async (shape: string, opts: TopoOptions) => {
      const { topology, description } = describeTopology(shape);
      // The picture's path checked (its folder created) before anything is drawn.
      const file = opts.out === false ? undefined : ensureFileTarget(opts.out ?? defaultSvgName(shape), { what: 'topo --out' });
      let svg: string | undefined;
      if (file !== undefined) svg = await writeSvg(file, topologyChart(topology));
      if (opts.json) writeJson(out, { ...description, svg });
      else out.stdout(`${formatTopology(description)}${svg === undefined ? '' : `picture: ${svg}\n`}`);
    });
}
