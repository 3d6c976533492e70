/**
 * Thread body of the raw Atomics references (./raw.ts). No runtime code: just words in a
 * SharedArrayBuffer, the same wait strategy as the runtime's ranks (spin `spin` iterations, then
 * `Atomics.wait` with a sleeping flag so the waker notifies only when somebody sleeps).
 *
 * Layout (Int32 words, each hot word on its own 64-byte line, like the runtime's doorbells):
 *   [16 t]      bell of thread t (ping-pong: the round number the peer last sent)
 *   [16 t + 1]  sleeping flag of thread t
 *   BAR + 0/16/32: barrier arrival count, generation, sleepers
 *   DONE: bumped by thread 0 when a trial ends (idle threads wait on it)
 *   PRODUCED, CONSUMED (+1: sleeping flag): chunk counters of the stream reference
 */

import { Buffer } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { LINE, type RawCommand, type RawWorkerData } from './raw-layout.ts';

/**
 * The stream's copies: Node's `Buffer#copy` (a memmove), as the runtime's rings copy (packages/runtime/src/shm/copy-bytes.ts):
 * `TypedArray#set` into or out of a SharedArrayBuffer runs several times slower, so a stream of it is no limit.
 */
const copy = Buffer.prototype.copy as (
  this: Uint8Array,
  target: Uint8Array,
  targetStart: number,
  sourceStart: number,
  sourceEnd: number,
) => number;

const { sab, index, threads, spin } = workerData as RawWorkerData;
const c = new Int32Array(sab);
const BAR_COUNT = LINE * threads;
const BAR_GEN = BAR_COUNT + LINE;
const BAR_SLEEPERS = BAR_GEN + LINE;
const DONE = BAR_SLEEPERS + LINE;
const PRODUCED = DONE + LINE;
const CONSUMED = PRODUCED + LINE;

const bell = (t: number) => LINE * t;
const sleeping = (t: number) => LINE * t + 1;

/** Wait until my bell reads `want` (spin, then sleep announcing it). */
function awaitBell(want: number): void {
  const b = bell(index);
  for (let i = 0; i < spin; i++) if (Atomics.load(c, b) === want) return;
  const s = sleeping(index);
  for (;;) {
    Atomics.store(c, s, 1);
    const v = Atomics.load(c, b);
    if (v === want) break;
    Atomics.wait(c, b, v);
  }
  Atomics.store(c, s, 0);
}

function ringBell(t: number, value: number): void {
  Atomics.store(c, bell(t), value);
  if (Atomics.load(c, sleeping(t)) !== 0) Atomics.notify(c, bell(t));
}

/** Counter barrier with a generation word; the releaser notifies only when someone sleeps. */
function barrier(): void {
  const gen = Atomics.load(c, BAR_GEN);
  if (Atomics.add(c, BAR_COUNT, 1) + 1 === threads) {
    Atomics.store(c, BAR_COUNT, 0);
    Atomics.add(c, BAR_GEN, 1);
    if (Atomics.load(c, BAR_SLEEPERS) !== 0) Atomics.notify(c, BAR_GEN);
    return;
  }
  for (let i = 0; i < spin; i++) if (Atomics.load(c, BAR_GEN) !== gen) return;
  Atomics.add(c, BAR_SLEEPERS, 1);
  while (Atomics.load(c, BAR_GEN) === gen) Atomics.wait(c, BAR_GEN, gen);
  Atomics.sub(c, BAR_SLEEPERS, 1);
}

/** Idle threads sleep here until thread 0 ends the trial (like ranks idling in a barrier). */
function idleUntilDone(seen: number): void {
  while (Atomics.load(c, DONE) === seen) Atomics.wait(c, DONE, seen);
}

function pingpong(n: number, pairs: 'one' | 'all'): number | null {
  const active = pairs === 'all' || index < 2;
  const doneSeen = Atomics.load(c, DONE);
  // Read before the barrier: once past it, the peer may already have rung round 1.
  const base = Atomics.load(c, bell(index));
  barrier();
  if (!active) {
    idleUntilDone(doneSeen);
    return null;
  }
  const peer = index ^ 1;
  const t0 = performance.now();
  if ((index & 1) === 0) {
    for (let i = 1; i <= n; i++) {
      ringBell(peer, base + i);
      awaitBell(base + i);
    }
  } else {
    for (let i = 1; i <= n; i++) {
      awaitBell(base + i);
      ringBell(peer, base + i);
    }
  }
  const t1 = performance.now();
  if (pairs === 'all') barrier();
  return index === 0 ? ((t1 - t0) * 1000) / n : null;
}

/** Wait until counter `word` reaches `want` (spin, then sleep announcing it in word + 1). */
function awaitCount(word: number, want: number): void {
  for (let i = 0; i < spin; i++) if (Atomics.load(c, word) - want >= 0) return;
  for (;;) {
    Atomics.store(c, word + 1, 1);
    const v = Atomics.load(c, word);
    if (v - want >= 0) break;
    Atomics.wait(c, word, v);
  }
  Atomics.store(c, word + 1, 0);
}

function publishCount(word: number, value: number): void {
  Atomics.store(c, word, value);
  if (Atomics.load(c, word + 1) !== 0) Atomics.notify(c, word);
}

/**
 * The physical limit of a link: thread 0 copies each message chunk by chunk into `count` shared
 * slots (a ring holding `count` chunks; 2 is double buffering), thread 1 copies them out into its
 * own array. Microseconds per message on thread 1's clock.
 */
function stream(n: number, bytes: number, chunk: number, count: number, slots: SharedArrayBuffer): number | null {
  const base = index === 0 ? Atomics.load(c, CONSUMED) : Atomics.load(c, PRODUCED);
  barrier();
  if (index > 1) {
    barrier();
    return null;
  }
  const shared = new Uint8Array(slots);
  const local = new Uint8Array(bytes);
  if (index === 0) local.fill(1);
  const chunks = Math.ceil(bytes / chunk);
  let j = base;
  const t0 = performance.now();
  for (let m = 0; m < n; m++) {
    for (let k = 0; k < chunks; k++, j++) {
      const off = k * chunk;
      const len = Math.min(chunk, bytes - off);
      const slot = (j % count) * chunk;
      if (index === 0) {
        awaitCount(CONSUMED, j - count + 1); // slot j % count is free once chunk j - count was consumed
        copy.call(local, shared, slot, off, off + len);
        publishCount(PRODUCED, j + 1);
      } else {
        awaitCount(PRODUCED, j + 1);
        copy.call(shared, local, off, slot, slot + len);
        publishCount(CONSUMED, j + 1);
      }
    }
  }
  const us = ((performance.now() - t0) * 1000) / n;
  barrier();
  return index === 1 ? us : null;
}

function barriers(n: number): number | null {
  barrier();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) barrier();
  const t1 = performance.now();
  return index === 0 ? ((t1 - t0) * 1000) / n : null;
}

parentPort?.on('message', (cmd: RawCommand) => {
  let result: number | null;
  if (cmd.op === 'pingpong') {
    result = pingpong(cmd.n, cmd.pairs);
    if (index === 0) {
      Atomics.add(c, DONE, 1);
      Atomics.notify(c, DONE);
    }
  } else if (cmd.op === 'barrier') {
    result = barriers(cmd.n);
  } else {
    result = stream(cmd.n, cmd.bytes, cmd.chunk, cmd.count, cmd.slots);
  }
  parentPort?.postMessage({ trial: cmd.trial, index, result });
});
