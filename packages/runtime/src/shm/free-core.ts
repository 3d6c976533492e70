/**
 * Whether this machine has a core nobody else wants right now: the number of runnable threads
 * (the fourth field of /proc/loadavg, "running/total", counted by the kernel at the moment of the
 * read and including the reader) is at most the cores. A waiting rank whose spin budget ran out
 * keeps spinning while this holds (../shm/README.md, "Adaptive waiting"): its core would
 * otherwise idle, and a sleeping thread pays a wake-up that measured 0.3-9 ms on the 2-vCPU VMs
 * here (a halted vCPU must be brought back by the hypervisor), while a spinning one stays
 * scheduled. As soon as another thread becomes runnable (V8's compiler or GC threads, another
 * process) the count exceeds the cores and the rank sleeps.
 *
 * One read is one `pread` of a file of ~30 bytes (a few µs); the bytes are parsed in place.
 * Linux only: elsewhere (no /proc/loadavg) `openFreeCore` returns undefined and waits keep their
 * time budget alone.
 */
import { closeSync, openSync, readSync } from 'node:fs';

/** What a waiting rank asks before spinning on past its budget. */
export interface FreeCoreProbe {
  /** True when no runnable thread is waiting for a core (this one included in the count). */
  free(): boolean;
  close(): void;
}

const SPACE = 0x20;
const SLASH = 0x2f;
const ZERO = 0x30;
const NINE = 0x39;

/**
 * The runnable-thread count of /proc/loadavg's bytes ("0.52 0.58 0.59 3/468 12345\n": 3), or -1
 * when they do not have that shape.
 */
export function runnableOf(bytes: Uint8Array, length: number): number {
  let spaces = 0;
  let i = 0;
  for (; i < length && spaces < 3; i++) if (bytes[i] === SPACE) spaces++;
  if (spaces < 3) return -1;
  let n = 0;
  let digits = 0;
  for (; i < length; i++) {
    const c = bytes[i] as number;
    if (c === SLASH) return digits > 0 ? n : -1;
    if (c < ZERO || c > NINE) return -1;
    n = n * 10 + (c - ZERO);
    digits++;
  }
  return -1;
}

class LoadavgProbe implements FreeCoreProbe {
  private readonly buf = new Uint8Array(128);
  private fd: number;
  private readonly cores: number;
  constructor(fd: number, cores: number) {
    this.fd = fd;
    this.cores = cores;
  }
  free(): boolean {
    if (this.fd < 0) return false;
    let n: number;
    try {
      n = readSync(this.fd, this.buf, 0, this.buf.length, 0);
    } catch {
      return false;
    }
    const running = runnableOf(this.buf, n);
    return running >= 0 && running <= this.cores;
  }
  close(): void {
    if (this.fd < 0) return;
    closeSync(this.fd);
    this.fd = -1;
  }
}

/**
 * A probe of this machine's free cores against `cores` (the cores the ranks may use), or undefined
 * where /proc/loadavg cannot be read or does not have the expected shape.
 */
export function openFreeCore(cores: number, path = '/proc/loadavg'): FreeCoreProbe | undefined {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return undefined;
  }
  const probe = new LoadavgProbe(fd, cores);
  const buf = new Uint8Array(128);
  let ok = false;
  try {
    ok = runnableOf(buf, readSync(fd, buf, 0, buf.length, 0)) >= 0;
  } catch {
    ok = false;
  }
  if (!ok) {
    probe.close();
    return undefined;
  }
  return probe;
}
