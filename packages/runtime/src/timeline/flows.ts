/**
 * The message arrows of a host's timeline (./writer.ts): the two ends of a sampled message come
 * from two ranks, in either order, and are written together once both came. An end whose other
 * end is on another host is written at once, with an id both hosts derive alike from the pair and
 * the message's number on it (`"src>dst#n"`), so the arrow joins when the hosts' files are merged
 * (`mergeTimelines`, ./merge.ts). What it keeps is bounded by the ranks' flow budgets.
 */
import { K_SEND } from './codes.ts';
import { num, us } from './event-text.ts';

/** Where the arrows go: the writer's caps (`room`, else the events count as dropped) and its output. */
export interface EventSink {
  room(n: number): boolean;
  event(json: string): void;
}

export class MessageFlows {
  private readonly pid: number;
  private readonly local: ReadonlyMap<number, number>;
  private readonly out: EventSink;
  private readonly sends = new Map<string, { ns: number; bytes: number }>();
  private readonly recvs = new Map<string, number>();
  /** Arrows drawn (both ends on this host). */
  arrows = 0;
  /** Message ends written whose other end is on another host. */
  remoteEnds = 0;

  /** `local`: the ranks of this host (rank -> index). */
  constructor(pid: number, local: ReadonlyMap<number, number>, out: EventSink) {
    this.pid = pid;
    this.local = local;
    this.out = out;
  }

  /** Ends still waiting for their other end. */
  get unpaired(): number {
    return this.sends.size + this.recvs.size;
  }

  /** One end of a sampled message (`kind` K_SEND or K_RECV) on rank r, the n-th between r and `peer`. */
  end(kind: number, r: number, peer: number, n: number, ns: number, bytes: number): void {
    const send = kind === K_SEND;
    const key = send ? `${r}>${peer}#${n}` : `${peer}>${r}#${n}`;
    if (!this.local.has(peer)) {
      this.remoteEnd(send, r, peer, key, ns, bytes);
      return;
    }
    if (send) {
      const got = this.recvs.get(key);
      if (got === undefined) {
        this.sends.set(key, { ns, bytes });
        return;
      }
      this.recvs.delete(key);
      this.arrow(r, ns, bytes, peer, got);
      return;
    }
    const s = this.sends.get(key);
    if (s === undefined) {
      this.recvs.set(key, ns);
      return;
    }
    this.sends.delete(key);
    this.arrow(peer, s.ns, s.bytes, r, ns);
  }

  /** Forget the ends still waiting (the file is finished). */
  clear(): void {
    this.sends.clear();
    this.recvs.clear();
  }

  /** This host's end of a message between hosts (its arrow is drawn once the files are merged). */
  private remoteEnd(send: boolean, r: number, peer: number, key: string, ns: number, bytes: number): void {
    if (!this.out.room(1)) return;
    this.remoteEnds++;
    const head = `{"ph":"${send ? 's' : 'f'}","name":"message","cat":"link","id":${JSON.stringify(key)},"pid":${this.pid},"tid":${r + 1},"ts":${us(ns)},"bp":"e"`;
    this.out.event(send ? `${head},"args":{"to":${peer},"bytes":${num(bytes)}}}` : `${head}}`);
  }

  private arrow(src: number, sendNs: number, bytes: number, dst: number, recvNs: number): void {
    if (!this.local.has(dst) || !this.out.room(2)) return;
    const id = ++this.arrows;
    const pid = this.pid;
    this.out.event(
      `{"ph":"s","name":"message","cat":"link","id":${id},"pid":${pid},"tid":${src + 1},"ts":${us(sendNs)},"bp":"e","args":{"to":${dst},"bytes":${num(bytes)}}}`,
    );
    this.out.event(
      `{"ph":"f","name":"message","cat":"link","id":${id},"pid":${pid},"tid":${dst + 1},"ts":${us(Math.max(sendNs, recvNs))},"bp":"e"}`,
    );
  }
}
