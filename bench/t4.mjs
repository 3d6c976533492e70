import { SpscRing } from '@meshwork/runtime';
const r = SpscRing.create(1 << 18);
const h = new Uint8Array(24), b = new Uint8Array(8);
for (let i = 0; i < 100000; i++) {
  if (!r.tryWrite(h, b)) { console.log('full at', i, r.used()); break; }
  const n = r.peekLength(); if (n !== 32) { console.log('bad len', i, n); break; }
  r.consume();
}
console.log('done', r.used(), r.ctrl[0], r.ctrl[16]);
