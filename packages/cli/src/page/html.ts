/**
 * The report page as one self-contained HTML file: the summary as a table, the data as JSON in a
 * `<script type="application/json">`, the charts drawn by the inline script of `page-script.js`
 * (plain JS, SVG). No network: nothing is fetched, and the page's content security policy forbids it.
 */
import { fileURLToPath } from 'node:url';
import { readRegularFile } from '@meshwork/runtime';
import type { ReportPageData } from './data.ts';

/** The browser script, shipped beside the sources (`src/page`, two levels up from `src/page` and `dist/page` alike). */
const SCRIPT_URL = new URL('../../src/page/page-script.js', import.meta.url);
const SCRIPT_MAX_BYTES = 256 * 1024;

let script: string | undefined;
function pageScript(): string {
  script ??= readRegularFile(fileURLToPath(SCRIPT_URL), { what: 'report page script', maxBytes: SCRIPT_MAX_BYTES }).toString('utf8');
  return script;
}

/** Text for HTML content and attribute values. */
export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * JSON that is safe inside a `<script>` element: `<`, `>` and `&` as \u escapes (so no `</script>`
 * or `<!--` can end or change the element), and U+2028 / U+2029 too. `JSON.parse` reads it back unchanged.
 */
export function embedJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const STYLE = `
:root { color-scheme: light; --ink: #1a1a1a; --muted: #5a5a5a; --rule: #d0d0d0; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 1000px; padding: 16px 24px 48px; font: 14px/1.45 system-ui, Helvetica, Arial, sans-serif; color: var(--ink); background: #fff; }
h1 { font-size: 22px; margin: 8px 0 4px; }
h2 { font-size: 17px; margin: 28px 0 6px; border-bottom: 1px solid var(--rule); padding-bottom: 4px; }
p.note { color: var(--muted); margin: 4px 0 8px; }
table.summary { border-collapse: collapse; }
table.summary td { padding: 2px 16px 2px 0; border-bottom: 1px solid #eee; vertical-align: top; }
table.summary td:first-child { color: var(--muted); }
code { background: #f3f3f3; padding: 0 3px; border-radius: 3px; }
.chart svg { display: block; max-width: 100%; height: auto; }
.chart text { font: 11px system-ui, Helvetica, Arial, sans-serif; fill: var(--ink); }
.chart .axis { stroke: #888; stroke-width: 1; }
.chart .grid { stroke: #eee; stroke-width: 1; }
.chart .balance { stroke: #111; stroke-width: 1.5; stroke-dasharray: 4 3; }
.chart .empty { color: var(--muted); font-style: italic; }
#tip { position: fixed; pointer-events: none; background: rgba(255,255,255,0.96); border: 1px solid #999; border-radius: 4px; padding: 4px 8px; font-size: 12px; box-shadow: 0 2px 6px rgba(0,0,0,0.15); z-index: 10; }
`;

function summaryTable(rows: readonly [string, string][]): string {
  return rows.map(([k, v]) => `<tr><td>${escapeHtml(k)}</td><td>${escapeHtml(v)}</td></tr>`).join('\n');
}

function timelineSection(t: ReportPageData['timeline']): string {
  const open = `Open it in <a href="https://ui.perfetto.dev">Perfetto</a> (ui.perfetto.dev, "Open trace file", or drop the file on the page; the file is read in the browser, nothing is uploaded) or in Chrome or Chromium at <code>chrome://tracing</code> ("Load"). Each rank is a track: its phases, its waits and whom it waited for, balances, remaps and message arrows.`;
  if (t === null)
    return `<p class="note" id="timeline-none">No timeline beside this page. Record one with <code>meshwork run &lt;app&gt; --timeline run.json</code> (and name it with <code>meshwork report TRACE --html --timeline run.json</code>).</p>`;
  return `<p id="timeline-link">Timeline of this run: <a href="${escapeHtml(t.href)}">${escapeHtml(t.name)}</a> (Chrome Trace Event JSON).</p>\n<p class="note">${open}</p>`;
}

export function reportPageHtml(data: ReportPageData): string {
  const section = (id: string, title: string, note: string) =>
    `<section><h2>${title}</h2><p class="note">${note}</p><div class="chart" id="${id}"></div></section>`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<title>${escapeHtml(data.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(data.title)}</h1>
<p class="note">Meshwork report page: hover over a chart for its values. Dashed lines mark the balances.</p>
<section><h2>Summary</h2><table class="summary" id="summary">
${summaryTable(data.summary)}
</table></section>
<section><h2>Timeline</h2>${timelineSection(data.timeline)}</section>
${section('heatmap', 'Load per rank and step', `Colour: a rank's load (${escapeHtml(data.unit)}) over the step's mean over ranks, on a fixed scale from ${data.heatmap.scale[0]} (blue) through 1 (white, a fair share) to ${data.heatmap.scale[1]} (orange) and beyond; a level run looks level.`)}
${section('utilization', 'U_k per step', 'U_k = sum of the loads / (ranks x the largest load) of a step: 1 when every rank has the same load.')}
${section('rank-totals', 'Load per rank', `Each rank's load over the whole run (${escapeHtml(data.unit)}); the dashed line is the mean.`)}
${section('cuts', 'Cuts over time', 'Where the domain is split between ranks along each decomposed axis, from the load record of the run (meshwork run --trace with a balancer).')}
<div id="tip" hidden></div>
<noscript><p>The charts need JavaScript; the summary above does not.</p></noscript>
<script type="application/json" id="meshwork-data">${embedJson(data)}</script>
<script>
${pageScript()}
</script>
</body>
</html>
`;
}
