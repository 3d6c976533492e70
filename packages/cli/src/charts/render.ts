/** Vega-Lite spec -> SVG text, in Node without a browser (vega's headless renderer 'none' + toSVG). */
import { dirname } from 'node:path';
import { ensureDirectory, writeFileReplacing } from '@meshwork/runtime';
import { parse, View } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';

export type ChartSpec = TopLevelSpec;

const CONFIG = {
  font: 'Helvetica, Arial, sans-serif',
  view: { stroke: '#ccc' },
  axis: { labelFontSize: 11, titleFontSize: 12 },
  legend: { labelFontSize: 11, titleFontSize: 12, labelLimit: 360 },
} as const;

export async function renderSvg(spec: ChartSpec): Promise<string> {
  const config = { ...CONFIG, ...((spec as { config?: object }).config ?? {}) };
  const full = { $schema: 'https://vega.github.io/schema/vega-lite/v6.json', background: 'white', ...spec, config } as TopLevelSpec;
  const view = new View(parse(compile(full).spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

/** Render and write; creates the folder. Returns the path. */
export async function writeSvg(path: string, spec: ChartSpec): Promise<string> {
  const svg = await renderSvg(spec);
  ensureDirectory(dirname(path), { what: 'chart folder' });
  writeFileReplacing(path, svg, { what: 'chart' });
  return path;
}
