// The report page's charts: plain JS run by the browser (no modules, no network). It reads the JSON
// of the element #meshwork-data (ReportPageData, page/data.ts) and draws SVG into the page's
// .chart elements; hover shows values in #tip. Inlined into every page by page/html.ts, so this
// file must never hold the text of a closing script tag.
(() => {
  const NS = 'http://www.w3.org/2000/svg';
  // Okabe-Ito: distinct under the common colour-vision deficiencies.
  const PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#000000', '#F0E442'];
  // Line i: dashed after the first, so lines that coincide stay visible.
  const DASHES = ['none', '7 4', '2 3', '10 3 2 3'];
  // Diverging, colour-blind safe: blue below a fair share, near-white at it, orange above.
  const LOW = [33, 102, 172];
  const MID = [247, 247, 247];
  const HIGH = [179, 88, 6];
  const data = JSON.parse(document.getElementById('meshwork-data').textContent);
  const tip = document.getElementById('tip');

  function el(name, attrs, parent) {
    const e = document.createElementNS(NS, name);
    for (const k of Object.keys(attrs)) e.setAttribute(k, String(attrs[k]));
    if (parent) parent.appendChild(e);
    return e;
  }
  function label(parent, x, y, s, anchor, cls) {
    const t = el('text', { x, y, 'text-anchor': anchor || 'middle' }, parent);
    if (cls) t.setAttribute('class', cls);
    t.textContent = s;
    return t;
  }
  function svgOf(id, width, height) {
    const host = document.getElementById(id);
    return el('svg', { viewBox: `0 0 ${width} ${height}`, width, height, role: 'img' }, host);
  }
  function empty(id, why) {
    const p = document.createElement('p');
    p.className = 'empty';
    p.textContent = why;
    document.getElementById(id).appendChild(p);
  }
  function fmt(x) {
    if (!Number.isFinite(x)) return String(x);
    const a = Math.abs(x);
    if (a !== 0 && (a >= 1e7 || a < 1e-3)) return x.toExponential(3);
    return String(Number(x.toPrecision(4)));
  }
  function clamp(x, lo, hi) {
    return Math.min(hi, Math.max(lo, x));
  }
  function mix(a, b, t) {
    return `rgb(${a.map((v, i) => Math.round(v + (b[i] - v) * t)).join(',')})`;
  }
  function relColour(rel) {
    const [lo, hi] = data.heatmap.scale;
    if (rel < 1) return mix(MID, LOW, clamp((1 - rel) / (1 - lo), 0, 1));
    return mix(MID, HIGH, clamp((rel - 1) / (hi - 1), 0, 1));
  }
  // About `n` round tick values from lo to hi.
  function ticks(lo, hi, n) {
    if (!(hi > lo)) return [lo];
    const raw = (hi - lo) / n;
    const mag = 10 ** Math.floor(Math.log10(raw));
    const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw);
    const out = [];
    for (let v = Math.ceil(lo / step) * step; v <= hi + step * 1e-9; v += step) out.push(Number(v.toPrecision(12)));
    return out;
  }
  function showTip(evt, lines) {
    tip.textContent = '';
    for (const line of lines) {
      const d = document.createElement('div');
      d.textContent = line;
      tip.appendChild(d);
    }
    tip.hidden = false;
    const w = tip.offsetWidth;
    const h = tip.offsetHeight;
    tip.style.left = `${Math.min(evt.clientX + 14, window.innerWidth - w - 4)}px`;
    tip.style.top = `${Math.min(evt.clientY + 14, window.innerHeight - h - 4)}px`;
  }
  function hideTip() {
    tip.hidden = true;
  }
  // The chart x of the pointer, in the SVG's own units.
  function svgX(svg, evt) {
    const box = svg.getBoundingClientRect();
    return ((evt.clientX - box.left) * svg.viewBox.baseVal.width) / box.width;
  }
  function legend(svg, x, y, names) {
    let at = x;
    names.forEach((name, i) => {
      const stroke = PALETTE[i % PALETTE.length];
      el(
        'line',
        { x1: at, x2: at + 24, y1: y - 7, y2: y - 7, stroke, 'stroke-width': 2, 'stroke-dasharray': DASHES[i % DASHES.length] },
        svg,
      );
      const t = label(svg, at + 28, y - 3, name, 'start');
      at += 40 + t.getComputedTextLength();
    });
  }
  // A step axis: lines, ticks and labels for the steps from lo to hi mapped by x.
  function stepAxis(svg, x, lo, hi, y, fit) {
    el('line', { x1: x(lo), x2: x(hi), y1: y, y2: y, class: 'axis' }, svg);
    for (const v of ticks(lo, hi, fit).filter((v) => Number.isInteger(v))) {
      el('line', { x1: x(v), x2: x(v), y1: y, y2: y + 4, class: 'axis' }, svg);
      label(svg, x(v), y + 15, String(v));
    }
  }
  function balanceMarks(svg, xAfter, top, bottom) {
    for (const b of data.balances) {
      const bx = xAfter(b.step);
      if (bx === undefined) continue;
      const line = el('line', { x1: bx, x2: bx, y1: top, y2: bottom, class: 'balance' }, svg);
      const t = el('title', {}, line);
      t.textContent = `balance after step ${b.step}: ${b.unitsMoved} units, ${b.bytesMoved} bytes moved, ${fmt(b.costMs)} ms`;
    }
  }

  function heatmap() {
    const h = data.heatmap;
    const cols = h.steps.length;
    if (cols === 0) return empty('heatmap', 'No phases in this trace.');
    const P = data.ranks;
    const cw = clamp(Math.floor(820 / cols), 2, 80);
    const rh = clamp(Math.floor(360 / P), 2, 28);
    const left = 56;
    const top = 8;
    // wide enough for the scale below the cells
    const width = Math.max(left + cols * cw + 20, left + 560);
    const height = top + P * rh + 90;
    const svg = svgOf('heatmap', width, height);
    svg.classList.add('heatmap');
    const cells = el('g', {}, svg);
    for (let c = 0; c < cols; c++) {
      for (let r = 0; r < P; r++) {
        el(
          'rect',
          {
            x: left + c * cw,
            y: top + r * rh,
            width: cw,
            height: rh,
            fill: relColour(h.rel[c][r]),
            class: 'cell',
            'data-c': c,
            'data-r': r,
          },
          cells,
        );
      }
    }
    const rankEvery = Math.max(1, Math.ceil(12 / rh));
    for (let r = 0; r < P; r += rankEvery) label(svg, left - 6, top + r * rh + rh / 2 + 4, String(r), 'end');
    label(svg, 14, top + (P * rh) / 2, 'rank').setAttribute('transform', `rotate(-90 14 ${top + (P * rh) / 2})`);
    const bottom = top + P * rh;
    const colAt = (c) => left + c * cw + cw / 2;
    for (const c of ticks(0, cols - 1, Math.max(2, Math.floor((cols * cw) / 60))).filter((v) => Number.isInteger(v))) {
      el('line', { x1: colAt(c), x2: colAt(c), y1: bottom, y2: bottom + 4, class: 'axis' }, svg);
      label(svg, colAt(c), bottom + 15, String(h.steps[c]));
    }
    label(svg, left + (cols * cw) / 2, bottom + 30, h.binSize === 1 ? 'step' : `step (${h.binSize} steps per column, named by the first)`);
    // A balance after step s: at the right edge of the column holding s.
    balanceMarks(
      svg,
      (s) => {
        let c = -1;
        for (let i = 0; i < cols && h.steps[i] <= s; i++) c = i;
        return c < 0 ? undefined : left + (c + 1) * cw;
      },
      top - 4,
      bottom + 4,
    );
    // The fixed scale.
    const lx = left;
    const ly = bottom + 44;
    const lw = 240;
    const defs = el('defs', {}, svg);
    const grad = el('linearGradient', { id: 'rel-scale', x1: 0, x2: 1, y1: 0, y2: 0 }, defs);
    for (let i = 0; i <= 10; i++) {
      const rel = h.scale[0] + ((h.scale[1] - h.scale[0]) * i) / 10;
      el('stop', { offset: i / 10, 'stop-color': relColour(rel) }, grad);
    }
    el('rect', { x: lx, y: ly, width: lw, height: 10, fill: 'url(#rel-scale)', stroke: '#999' }, svg);
    label(svg, lx, ly + 24, `≤ ${h.scale[0]}`);
    label(svg, lx + lw / 2, ly + 24, '1 (mean)');
    label(svg, lx + lw, ly + 24, `≥ ${h.scale[1]}`);
    label(svg, lx + lw + 12, ly + 9, `load / step mean (${data.unit})`, 'start');
    svg.addEventListener('mousemove', (evt) => {
      const t = evt.target;
      if (!(t instanceof SVGRectElement) || !t.classList.contains('cell')) return hideTip();
      const c = Number(t.dataset.c);
      const r = Number(t.dataset.r);
      const first = h.steps[c];
      const steps = h.binSize === 1 ? `step ${first}` : `steps ${first} to ${c + 1 < cols ? h.steps[c + 1] - 1 : `${first}+`}`;
      showTip(evt, [`${steps}, rank ${r}`, `load ${fmt(h.loads[c][r])} ${data.unit}`, `${fmt(h.rel[c][r])} x the step mean`]);
    });
    svg.addEventListener('mouseleave', hideTip);
  }

  // A line chart of [step, y] series over y from 0 to yMax, with the balances marked.
  function lineChart(id, series, yMax, yTitle, lastStep) {
    const width = 900;
    const height = 250;
    const left = 56;
    const right = 16;
    const top = 26;
    const bottom = height - 40;
    let lo = Number.POSITIVE_INFINITY;
    let hi = lastStep === undefined ? Number.NEGATIVE_INFINITY : lastStep;
    for (const s of series) {
      for (const [at] of s.points) {
        lo = Math.min(lo, at);
        hi = Math.max(hi, at);
      }
    }
    if (hi <= lo) hi = lo + 1;
    const x = (v) => left + ((v - lo) / (hi - lo)) * (width - left - right);
    const y = (v) => bottom - (v / yMax) * (bottom - top);
    const svg = svgOf(id, width, height);
    for (const v of ticks(0, yMax, 4)) {
      el('line', { x1: left, x2: width - right, y1: y(v), y2: y(v), class: 'grid' }, svg);
      label(svg, left - 6, y(v) + 4, fmt(v), 'end');
    }
    el('line', { x1: left, x2: left, y1: top, y2: bottom, class: 'axis' }, svg);
    label(svg, 14, (top + bottom) / 2, yTitle).setAttribute('transform', `rotate(-90 14 ${(top + bottom) / 2})`);
    stepAxis(svg, x, lo, hi, bottom, 10);
    label(svg, (left + width - right) / 2, bottom + 32, 'step');
    balanceMarks(svg, (s) => (s + 0.5 >= lo && s + 0.5 <= hi ? x(s + 0.5) : undefined), top, bottom);
    series.forEach((s, i) => {
      const colour = PALETTE[i % PALETTE.length];
      const points = s.points.map(([a, b]) => `${x(a)},${y(b)}`).join(' ');
      const dash = DASHES[i % DASHES.length];
      el('polyline', { points, fill: 'none', stroke: colour, 'stroke-width': 2, 'stroke-dasharray': dash, class: 'series' }, svg);
      if (s.points.length <= 60)
        for (const [a, b] of s.points) el('circle', { cx: x(a), cy: y(b), r: 2.5, fill: colour, class: 'point' }, svg);
    });
    if (series.length <= PALETTE.length)
      legend(
        svg,
        left,
        14,
        series.map((s) => s.name),
      );
    const guide = el('line', { y1: top, y2: bottom, stroke: '#999', visibility: 'hidden' }, svg);
    svg.addEventListener('mousemove', (evt) => {
      const at = lo + ((svgX(svg, evt) - left) / (width - left - right)) * (hi - lo);
      if (at < lo - 0.5 || at > hi + 0.5) return hideTip();
      const lines = [];
      let step;
      for (const s of series) {
        let best;
        for (const p of s.points) if (p[0] <= at + 0.5 && (best === undefined || p[0] >= best[0])) best = p;
        if (best === undefined) continue;
        step = step === undefined ? best[0] : Math.max(step, best[0]);
        lines.push(`${s.name}: ${fmt(best[1])}`);
      }
      if (step === undefined) return hideTip();
      guide.setAttribute('x1', x(step));
      guide.setAttribute('x2', x(step));
      guide.setAttribute('visibility', 'visible');
      showTip(evt, [`step ${step}`, ...lines]);
    });
    svg.addEventListener('mouseleave', () => {
      guide.setAttribute('visibility', 'hidden');
      hideTip();
    });
    return svg;
  }

  function utilization() {
    if (data.utilization.length === 0) return empty('utilization', 'No loads in this trace.');
    lineChart('utilization', data.utilization, 1, 'U_k').classList.add('uk');
  }

  function rankTotals() {
    const v = data.rankTotals;
    const P = v.length;
    const width = Math.min(900, Math.max(320, 70 + P * 28));
    const height = 240;
    const left = 64;
    const top = 12;
    const bottom = height - 40;
    const max = Math.max(...v, 0) || 1;
    const mean = v.reduce((a, b) => a + b, 0) / Math.max(P, 1);
    const bw = (width - left - 12) / P;
    const y = (t) => bottom - (t / max) * (bottom - top);
    const svg = svgOf('rank-totals', width, height);
    svg.classList.add('rank-bars');
    for (const t of ticks(0, max, 5)) {
      el('line', { x1: left, x2: width - 12, y1: y(t), y2: y(t), class: 'grid' }, svg);
      label(svg, left - 6, y(t) + 4, fmt(t), 'end');
    }
    v.forEach((t, r) => {
      el(
        'rect',
        { x: left + r * bw + bw * 0.1, y: y(t), width: bw * 0.8, height: bottom - y(t), fill: PALETTE[0], class: 'bar', 'data-r': r },
        svg,
      );
      if (bw >= 14 || r % Math.ceil(14 / bw) === 0) label(svg, left + r * bw + bw / 2, bottom + 15, String(r));
    });
    el(
      'line',
      {
        x1: left,
        x2: width - 12,
        y1: y(mean),
        y2: y(mean),
        stroke: PALETTE[5],
        'stroke-width': 1.5,
        'stroke-dasharray': '6 4',
        class: 'mean',
      },
      svg,
    );
    el('line', { x1: left, x2: width - 12, y1: bottom, y2: bottom, class: 'axis' }, svg);
    label(svg, (left + width) / 2, bottom + 32, 'rank');
    label(svg, 14, (top + bottom) / 2, data.unit).setAttribute('transform', `rotate(-90 14 ${(top + bottom) / 2})`);
    svg.addEventListener('mousemove', (evt) => {
      const t = evt.target;
      if (!(t instanceof SVGRectElement) || !t.classList.contains('bar')) return hideTip();
      const r = Number(t.dataset.r);
      showTip(evt, [`rank ${r}`, `load ${fmt(v[r])} ${data.unit}`, `${fmt(mean > 0 ? v[r] / mean : 1)} x the mean`]);
    });
    svg.addEventListener('mouseleave', hideTip);
  }

  function cuts() {
    if (data.cuts.length === 0)
      return empty(
        'cuts',
        data.recordSteps === 0
          ? 'No load record in this trace (meshwork run --trace with a balancer writes one).'
          : 'The domain is not split along any axis.',
      );
    const last = data.recordSteps - 1;
    for (const axis of data.cuts) {
      const host = document.createElement('div');
      host.id = `cuts-axis-${axis.axis}`;
      document.getElementById('cuts').appendChild(host);
      // One step line per cut: its position from each change to the next (and to the last step).
      const n = axis.changes[0].cuts.length;
      const series = [];
      for (let j = 0; j < n; j++) {
        const points = [];
        axis.changes.forEach((ch, i) => {
          if (i > 0) points.push([ch.step, axis.changes[i - 1].cuts[j]]);
          points.push([ch.step, ch.cuts[j]]);
        });
        points.push([last, axis.changes[axis.changes.length - 1].cuts[j]]);
        series.push({ name: `cut ${j + 1} (parts ${j} | ${j + 1})`, points });
      }
      const svg = lineChart(host.id, series, axis.extent, `axis ${axis.axis} plane`, last);
      svg.classList.add('cuts');
      for (const p of svg.querySelectorAll('polyline.series')) p.classList.add('cut');
    }
  }

  for (const draw of [heatmap, utilization, rankTotals, cuts]) draw();
  document.body.dataset.rendered = 'true';
})();
