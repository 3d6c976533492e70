/**
 * Small typed messages keep their exact bytes on every path: a fresh array per send (copied into
 * the ring through a typed view), the same array sent again (cached word-by-word path), `recv`
 * (copied out as an array of its own dtype) and `recvInto`. Payloads are random bytes, so floats
 * include signalling and payload-carrying NaNs, which a float conversion would change.
 */
import { DTYPES, type DType, defineProgram, type NumericArray } from '@meshwork/runtime';
import { CTORS, prng } from '../helpers/values.ts';

export interface SmallExactOptions {
  readonly seed: number;
  readonly rounds: number;
}

export interface SmallExactResult {
  readonly checked: number;
  readonly bad: string[];
}

type AnyCtor = (typeof CTORS)[DType];

/** Message k of a round: dtype, element count (one ring line at most, sometimes just above) and bytes. */
function message(seed: number, k: number): { dtype: DType; bytes: Uint8Array } {
  const rnd = prng(seed * 7919 + k);
  const dtype = DTYPES[Math.floor(rnd() * DTYPES.length)] as DType;
  const bpe = CTORS[dtype].BYTES_PER_ELEMENT;
  const elements = Math.floor(rnd() * (64 / bpe + 1));
  const bytes = new Uint8Array(elements * bpe);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(rnd() * 256);
  // Float NaNs with payloads, signalling ones included.
  if (dtype === 'float32' && elements > 0) new Uint32Array(bytes.buffer)[0] = 0x7f800001;
  if (dtype === 'float64' && elements > 0) new Uint32Array(bytes.buffer).set([0x00000001, 0x7ff00000], 0);
  return { dtype, bytes };
}

function sameBytes(a: NumericArray, b: Uint8Array): boolean {
  const got = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
  if (got.length !== b.length) return false;
  for (let i = 0; i < b.length; i++) if (got[i] !== b[i]) return false;
  return true;
}

export default defineProgram((ctx, o: SmallExactOptions): SmallExactResult => {
  if (ctx.size !== 2) throw new Error(`small-exact needs 2 ranks, got ${ctx.size}`);
  const peer = 1 - ctx.rank;
  const bad: string[] = [];
  let checked = 0;
  for (let k = 0; k < o.rounds; k++) {
    const m = message(o.seed, k);
    const Ctor: AnyCtor = CTORS[m.dtype];
    // Paths by round: fresh array / the same array twice; recv / recvInto.
    const reuse = k % 4 >= 2;
    const into = k % 2 === 1;
    if (ctx.rank === 0) {
      const arr = new Ctor(m.bytes.slice().buffer);
      ctx.links.send(peer, arr);
      if (reuse) ctx.links.send(peer, arr);
    } else {
      for (let c = 0; c < (reuse ? 2 : 1); c++) {
        const got = into ? ctx.links.recvInto(peer, new Ctor(new ArrayBuffer(m.bytes.length))) : (ctx.links.recv(peer) as NumericArray);
        checked++;
        if (!(got instanceof Ctor) || !sameBytes(got, m.bytes))
          bad.push(`message ${k} copy ${c} (${m.dtype}[${m.bytes.length / Ctor.BYTES_PER_ELEMENT}], ${into ? 'recvInto' : 'recv'})`);
      }
    }
    if (k % 16 === 15) ctx.comm.barrier(); // let some rounds queue up before they are received
  }
  return { checked, bad };
});
