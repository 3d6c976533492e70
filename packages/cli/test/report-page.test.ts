/**
 * The report page's data and HTML, without a browser: what the page embeds for a trace whose every
 * figure is known, the caps of long runs, JSON that no string can break out of, and `meshwork
 * report --html` end to end (the file, its link to the timeline, refusals before any work).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromTrace } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { PAGE_MAX_CELLS, PAGE_MAX_COLUMNS, REL_SCALE, type ReportPageData, reportPageData, sampleEvenly } from '../src/page/data.ts';
import { embedJson, reportPageHtml } from '../src/page/html.ts';
import { relativeHref } from '../src/page/write.ts';
import { meshwork, meshworkJson, tempDir } from './helpers.ts';
import { CUTS_AFTER, CUTS_BEFORE, FIXTURE_WORK, fixtureTrace, writeFixture } from './page-fixture.ts';

const data = (trace: object, title = 'demo') => reportPageData({ trace: fromTrace(trace), title, summary: [['ranks', '4']] });

/** The JSON a page embeds, read back as the browser's script reads it. */
function embeddedData(html: string): ReportPageData {
  const m = /<script type="application\/json" id="meshwork-data">([^<]*)<\/script>/.exec(html);
  if (m === null) throw new Error('no embedded data');
  return JSON.parse(m[1] as string) as ReportPageData;
}

describe('report page data', () => {
  it('holds the known figures of the fixture: loads, load over the step mean, U_k, totals, balances, cuts', () => {
    const d = data(fixtureTrace());
    expect(d.ranks).toBe(4);
    expect(d.metric).toBe('work');
    expect(d.heatmap.binSize).toBe(1);
    expect(d.heatmap.steps).toEqual([0, 1, 2, 3, 4, 5]);
    expect(d.heatmap.loads).toEqual(FIXTURE_WORK);
    // step mean 12.5 both before and after the balance
    expect(d.heatmap.rel[0]).toEqual([0.8, 0.8, 0.8, 1.6]);
    expect(d.heatmap.rel[5]).toEqual([0.96, 0.96, 1.04, 1.04]);
    expect(d.heatmap.scale).toEqual(REL_SCALE);
    expect(d.utilization.map((s) => s.name)).toEqual(['work units', 'busy wall time', 'compute wall time (load record)']);
    const work = d.utilization[0]?.points ?? [];
    expect(work).toHaveLength(6);
    expect(work[0]).toEqual([0, 0.625]); // 50 / (4 x 20)
    expect(work[3]).toEqual([3, 0.9615]); // 50 / (4 x 13)
    expect(d.rankTotals).toEqual([66, 66, 69, 99]);
    // the skipped balance after step 4 is not marked
    expect(d.balances).toEqual([{ step: 2, unitsMoved: 8, bytesMoved: 64, costMs: 0.7 }]);
    expect(d.balanceCount).toBe(1);
    expect(d.recordSteps).toBe(6);
    expect(d.cuts).toEqual([
      {
        axis: 0,
        extent: 100,
        changes: [
          { step: 0, cuts: CUTS_BEFORE.slice(1, -1) },
          { step: 3, cuts: CUTS_AFTER.slice(1, -1) },
        ],
      },
    ]);
  });

  it('is the same for the same trace (no clock, no randomness)', () => {
    expect(JSON.stringify(data(fixtureTrace()))).toBe(JSON.stringify(data(fixtureTrace())));
  });

  it('a level run is level: every cell at 1, the middle of the fixed scale', () => {
    const phases = Array.from({ length: 5 }, (_, k) => ({ name: 'c', index: k, busyNs: [5, 5, 5], workUnits: [7, 7, 7] }));
    const d = data({ version: 1, ranks: 3, phases });
    expect(d.heatmap.rel.flat().every((x) => x === 1)).toBe(true);
    expect(d.cuts).toEqual([]);
    expect(d.recordSteps).toBe(0);
  });

  it('bins a long run into at most PAGE_MAX_COLUMNS columns, and fewer with many ranks', () => {
    const long = Array.from({ length: 1000 }, (_, k) => ({ name: 'c', index: k, busyNs: [1, 2], workUnits: [k, 1] }));
    const d = data({ version: 1, ranks: 2, phases: long });
    expect(d.heatmap.binSize).toBe(Math.ceil(1000 / PAGE_MAX_COLUMNS));
    expect(d.heatmap.steps).toHaveLength(Math.ceil(1000 / d.heatmap.binSize));
    // a column sums its steps: 0 + 1 + 2 + 3 for rank 0
    expect(d.heatmap.loads[0]).toEqual([6, 4]);
    const ranks = 1000;
    const wide = Array.from({ length: 100 }, (_, k) => ({
      name: 'c',
      index: k,
      busyNs: new Array(ranks).fill(1),
      workUnits: new Array(ranks).fill(1),
    }));
    const w = data({ version: 1, ranks, phases: wide });
    expect(w.heatmap.steps.length * ranks).toBeLessThanOrEqual(PAGE_MAX_CELLS);
    expect(w.heatmap.steps).toHaveLength(50);
  });

  it('samples evenly, keeping the first and the last', () => {
    expect(sampleEvenly([1, 2, 3], 5)).toEqual([1, 2, 3]);
    expect(sampleEvenly([0, 1, 2, 3, 4, 5, 6, 7, 8], 3)).toEqual([0, 4, 8]);
  });
});

describe('report page HTML', () => {
  it('embeds JSON that no string ends early, and reads it back unchanged', () => {
    const nasty = 'a</script><script>alert(1)</script><!-- \u2028\u2029 & "q"';
    const text = embedJson({ s: nasty });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ s: nasty });
    const d = data(fixtureTrace(nasty), nasty);
    const html = reportPageHtml(d);
    expect(embeddedData(html)).toEqual(JSON.parse(JSON.stringify(d)));
    // two script elements (the data and the charts), and the title escaped as text
    expect(html.match(/<script/gi)).toHaveLength(2);
    expect(html.match(/<\/script/gi)).toHaveLength(2);
    expect(html).not.toContain('<!--');
    expect(html).toContain('<title>a&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- \u2028\u2029 &amp; &quot;q&quot;</title>');
  });

  it('is self-contained: nothing loaded from elsewhere, a policy that forbids it, the chart script inline', () => {
    const html = reportPageHtml(data(fixtureTrace()));
    expect(html).not.toMatch(/<(script|img|link|iframe)[^>]*\s(src|href)=/i);
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:"`);
    expect(html).toContain("document.getElementById('meshwork-data')");
    for (const id of ['heatmap', 'utilization', 'rank-totals', 'cuts', 'summary']) expect(html).toContain(`id="${id}"`);
    expect(html).toContain('id="timeline-none"');
  });

  it('links the timeline relative to the page, each path segment encoded', () => {
    expect(relativeHref('/a/b', '/a/b/run.json')).toBe('run.json');
    expect(relativeHref('/a/b/pages', '/a/b/my runs/t#1.json')).toBe('../my%20runs/t%231.json');
    const html = reportPageHtml(
      reportPageData({ trace: fromTrace(fixtureTrace()), title: 't', summary: [], timeline: { href: 'a%20b.json', name: 'a b.json' } }),
    );
    expect(html).toContain('<a href="a%20b.json">a b.json</a>');
    expect(html).toContain('ui.perfetto.dev');
    expect(html).toContain('chrome://tracing');
  });
});

describe('meshwork report --html', () => {
  it('writes the page beside the charts, with the summary and the timeline linked', () => {
    const dir = tempDir();
    const file = writeFixture(dir);
    const timeline = join(dir, 'run timeline.json');
    writeFileSync(timeline, '{"traceEvents":[]}');
    const r = meshworkJson<{ page: string; timeline: string }>(['report', file, '--html', '--timeline', timeline], dir);
    expect(r.page).toBe(join(dir, 'trace-report', 'report.html'));
    expect(r.timeline).toBe(timeline);
    const html = readFileSync(r.page, 'utf8');
    expect(html).toContain('<a href="../run%20timeline.json">run timeline.json</a>');
    expect(html).toContain('<tr><td>balances</td><td>1 in 6 steps of the load record</td></tr>');
    expect(embeddedData(html).rankTotals).toEqual([66, 66, 69, 99]);
  });

  it('follows the timeline the trace names, relative to the trace; a page path of its own', () => {
    const dir = tempDir();
    const trace = JSON.parse(readFileSync(writeFixture(dir), 'utf8')) as { meta: Record<string, unknown> };
    trace.meta.timeline = 'run.json';
    writeFileSync(join(dir, 'trace.json'), JSON.stringify(trace));
    writeFileSync(join(dir, 'run.json'), '{"traceEvents":[]}');
    const r = meshwork(['report', 'trace.json', '--html', join(dir, 'pages', 'p.html')], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`page: ${join(dir, 'pages', 'p.html')}`);
    expect(readFileSync(join(dir, 'pages', 'p.html'), 'utf8')).toContain('<a href="../run.json">run.json</a>');
  });

  it('refuses a missing timeline (MW_PATH) and --timeline without --html, before writing anything', () => {
    const dir = tempDir();
    const file = writeFixture(dir);
    const missing = meshwork(['report', file, '--html', '--timeline', join(dir, 'nope.json')], dir);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/\[MW_PATH\] --timeline ".*nope\.json": expected a timeline file/);
    expect(existsSync(join(dir, 'trace-report'))).toBe(false);
    const alone = meshwork(['report', file, '--timeline', file], dir);
    expect(alone.code).toBe(2);
    expect(alone.stderr).toMatch(/--timeline names the timeline the page links to: add --html/);
  });
});
