/** The topology picture: ranks as labelled circles, links as lines coloured by their edge colour. */
import type { Topology } from '@meshwork/runtime';
import { layout, placer } from '../topo/describe.ts';
import { categoryColours } from './palette.ts';
import type { ChartSpec } from './render.ts';

/** Pixels between neighbouring ranks (less when the drawing would pass ~880 px). */
export const TOPOLOGY_STEP_PX = 130;

/** One drawn line: a link, or half of a torus wrap-around link (a stub leaving the grid). */
export interface EdgeDatum {
  readonly a: number;
  readonly b: number;
  readonly x: number;
  readonly y: number;
  readonly x2: number;
  readonly y2: number;
  readonly colour: number;
  readonly wrap: boolean;
}

/** Links as line segments; a wrap-around link of a torus becomes two stubs pointing out of the grid. */
export function edgeData(t: Topology): EdgeDatum[] {
  const place = placer(t);
  const colouring = t.edgeColouring();
  return t.edges().flatMap(([a, b]): EdgeDatum[] => {
    const ca = t.coords(a);
    const cb = t.coords(b);
    const colour = colouring.colourOf(a, b);
    const axis = ca.findIndex((v, i) => Math.abs(v - (cb[i] as number)) > 1);
    const pa = place(ca);
    const pb = place(cb);
    if (t.kind === 'ring' || axis < 0) return [{ a, b, x: pa.x, y: pa.y, x2: pb.x, y2: pb.y, colour, wrap: false }];
    // a wrap-around link: each end gets a stub towards the outside along the axis
    return [ca, cb].map((c, end) => {
      const out = [...c];
      out[axis] = (c[axis] as number) === 0 ? -0.6 : (c[axis] as number) + 0.6;
      const from = place(c);
      const to = place(out);
      return { a: end === 0 ? a : b, b: end === 0 ? b : a, x: from.x, y: from.y, x2: to.x, y2: to.y, colour, wrap: true };
    });
  });
}

export function topologyChart(t: Topology): ChartSpec {
  const nodes = layout(t);
  const edges = edgeData(t);
  const span = (k: 'x' | 'y') => Math.max(1, ...nodes.map((n) => n[k])) - Math.min(0, ...nodes.map((n) => n[k]));
  // about 130 px between neighbours, the drawing at most ~880 px wide and at least 320 px
  const px = Math.min(TOPOLOGY_STEP_PX, 880 / Math.max(1, span('x')));
  const width = Math.max(320, Math.round(span('x') * px));
  const height = span('y') === 0 ? 80 : Math.max(320, Math.round(span('y') * px));
  const noAxis = { axis: null, scale: { zero: false, nice: false, padding: 40 } } as const;
  const noAxisY = { axis: null, scale: { zero: false, nice: false, padding: 40, reverse: true } } as const;
  const colours = t.edgeColouring().colours;
  return {
    title: `${t.name}: ${t.size} ranks, diameter ${t.diameter}, ${t.edges().length} links in ${colours} colours`,
    width,
    height,
    config: { view: { stroke: null }, title: { fontSize: 15 }, legend: { labelFontSize: 13, titleFontSize: 13, symbolStrokeWidth: 4 } },
    layer: [
      {
        data: { values: edges },
        mark: { type: 'rule', strokeWidth: 4 },
        encoding: {
          x: { field: 'x', type: 'quantitative', ...noAxis },
          y: { field: 'y', type: 'quantitative', ...noAxisY },
          x2: { field: 'x2' },
          y2: { field: 'y2' },
          // Okabe-Ito: distinct colours, also for the common colour-vision deficiencies
          color: {
            field: 'colour',
            type: 'nominal',
            title: 'edge colour',
            scale: { domain: Array.from({ length: colours }, (_, c) => c), range: categoryColours(colours) },
          },
          strokeDash: {
            field: 'wrap',
            type: 'nominal',
            title: 'wrap-around link',
            // a chain, a mesh, a hypercube: no wrap-around link to explain
            ...(edges.some((e) => e.wrap) ? {} : { legend: null }),
            scale: {
              domain: [false, true],
              range: [
                [1, 0],
                [6, 4],
              ],
            },
          },
        },
      },
      {
        data: { values: nodes },
        mark: { type: 'circle', size: 1000, color: '#ffffff', stroke: '#333', strokeWidth: 1.5, opacity: 1 },
        encoding: { x: { field: 'x', type: 'quantitative', ...noAxis }, y: { field: 'y', type: 'quantitative', ...noAxisY } },
      },
      {
        data: { values: nodes },
        mark: { type: 'text', fontSize: 14, baseline: 'middle', align: 'center' },
        encoding: {
          x: { field: 'x', type: 'quantitative', ...noAxis },
          y: { field: 'y', type: 'quantitative', ...noAxisY },
          text: { field: 'rank', type: 'quantitative' },
        },
      },
    ],
  } as ChartSpec;
}
