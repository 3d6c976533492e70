/**
 * What a host's transport knows of the other host processes of its job (./transport.ts): each
 * one's nonce, heard in its hello (a frame with another nonce comes from an earlier process of that
 * host and is ignored), when it was last heard (against the heartbeat's silence deadline), and
 * whether it said goodbye.
 */
export class PeerTable {
  private readonly host: number;
  private readonly hosts: number;
  private readonly nonce: (number | undefined)[];
  private readonly lastHeard: number[];
  private readonly gone: boolean[];
  private lastTick = 0;

  /** The table of host `host` of `hosts`, whose own nonce is `own`. */
  constructor(host: number, hosts: number, own: number) {
    this.host = host;
    this.hosts = hosts;
    this.nonce = Array.from({ length: hosts }, (_, h) => (h === host ? own : undefined));
    this.lastHeard = new Array<number>(hosts).fill(0);
    this.gone = new Array<boolean>(hosts).fill(false);
  }

  /** The hosts not heard in a hello yet. */
  missing(): number[] {
    return this.nonce.flatMap((n, h) => (n === undefined ? [h] : []));
  }

  /** A hello from `from`: false when another process of that host said hello first (a stale sender). */
  hello(from: number, nonce: number, now: number): boolean {
    const known = this.nonce[from];
    if (known !== undefined && known !== nonce) return false;
    this.nonce[from] = nonce;
    this.lastHeard[from] = now;
    return true;
  }

  /** Any other frame from `from`: false when its nonce is not the one its hello gave (a stale sender). */
  heard(from: number, nonce: number, now: number): boolean {
    if (this.nonce[from] !== nonce) return false;
    this.lastHeard[from] = now;
    return true;
  }

  /** Whether `h` said goodbye. */
  closed(h: number): boolean {
    return this.gone[h] === true;
  }

  /** `h` said goodbye: no more heartbeats or goodbyes go to it, and its silence is no failure. */
  close(h: number): void {
    this.gone[h] = true;
  }

  /** The other hosts that have not said goodbye: those heartbeats, goodbyes and failures go to. */
  open(): number[] {
    const out: number[] = [];
    for (let h = 0; h < this.hosts; h++) if (h !== this.host && !this.gone[h]) out.push(h);
    return out;
  }

  /** Start the silence clocks (the hello barrier passed): every host counts as heard now. */
  start(now: number): void {
    this.lastHeard.fill(now);
    this.lastTick = now;
  }

  /**
   * A heartbeat tick at `now`: the open hosts silent for more than `deadAfterMs`. A tick that comes
   * late means this process was busy, not that the others were silent: the time it missed does not
   * count against them.
   */
  tick(now: number, heartbeatMs: number, deadAfterMs: number): number[] {
    const late = now - this.lastTick - heartbeatMs;
    this.lastTick = now;
    if (late > heartbeatMs) for (let h = 0; h < this.hosts; h++) this.lastHeard[h] = Math.min(now, (this.lastHeard[h] ?? 0) + late);
    return this.open().filter((h) => now - (this.lastHeard[h] ?? 0) > deadAfterMs);
  }
}
