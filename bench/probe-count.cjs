const c = { notify: 0, notifyWoke: 0, wait: 0, ok: 0, notEqual: 0, timedOut: 0 };
globalThis.__atomicsCounts = c;
const n0 = Atomics.notify, w0 = Atomics.wait;
Atomics.notify = function (a, i, k) { c.notify++; const r = n0.call(Atomics, a, i, k); c.notifyWoke += r; return r; };
Atomics.wait = function (a, i, v, t) { c.wait++; const r = w0.call(Atomics, a, i, v, t); if (r === 'ok') c.ok++; else if (r === 'not-equal') c.notEqual++; else c.timedOut++; return r; };
