/**
 * Network namespaces for the tests (Linux, iproute2, root or CAP_NET_ADMIN): a private switch
 * namespace holding a bridge, and member namespaces each with one veth interface ("eth0") on that
 * bridge and an address of a /24 the caller picks. Nothing is added to the caller's own namespace;
 * remove() deletes every namespace created (their interfaces go with them).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

/** Why namespaces cannot be created here, or undefined if they can (creates and deletes a probe). */
export function netnsUnavailable(): string | undefined {
  const probe = `mwt-probe-${randomBytes(3).toString('hex')}`;
  const add = spawnSync('ip', ['netns', 'add', probe], { encoding: 'utf8' });
  if (add.error !== undefined) return `cannot run ip (iproute2): ${add.error.message}`;
  if (add.status !== 0) return `ip netns add failed (needs root or CAP_NET_ADMIN): ${add.stderr.trim()}`;
  spawnSync('ip', ['netns', 'del', probe]);
  return undefined;
}

/** Member namespaces on one bridge. */
export interface NetnsNetwork {
  /** Namespace names, one per member. */
  readonly namespaces: string[];
  /** IPv4 address of each member's eth0. */
  readonly addresses: string[];
  /** Prefix to run a command inside member `i` (ip netns exec <ns>). */
  exec(i: number): string[];
  /** Bytes sent and received on member `i`'s eth0 so far. */
  traffic(i: number): { tx: number; rx: number };
  /** Delete every namespace created (idempotent, never throws). */
  remove(): void;
}

function ip(...args: string[]): void {
  execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** Create `members` namespaces on a bridge in subnet `10.<a>.<b>.0/24` (addresses .1, .2, ...). */
export function createNetwork(members: number, subnet: [number, number]): NetnsNetwork {
  const id = randomBytes(3).toString('hex');
  const sw = `mwt-${id}-sw`;
  const created: string[] = [];
  const namespaces = Array.from({ length: members }, (_, i) => `mwt-${id}-${i}`);
  const addresses = namespaces.map((_, i) => `10.${subnet[0]}.${subnet[1]}.${i + 1}`);
  const remove = () => {
    for (const ns of created.splice(0).reverse()) spawnSync('ip', ['netns', 'del', ns]);
  };
  try {
    ip('netns', 'add', sw);
    created.push(sw);
    ip('-n', sw, 'link', 'add', 'br0', 'type', 'bridge');
    ip('-n', sw, 'link', 'set', 'br0', 'up');
    for (const [i, ns] of namespaces.entries()) {
      ip('netns', 'add', ns);
      created.push(ns);
      ip('link', 'add', 'name', 'eth0', 'netns', ns, 'type', 'veth', 'peer', 'name', `p${i}`, 'netns', sw);
      ip('-n', ns, 'addr', 'add', `${addresses[i]}/24`, 'dev', 'eth0');
      ip('-n', ns, 'link', 'set', 'eth0', 'up');
      ip('-n', ns, 'link', 'set', 'lo', 'up');
      ip('-n', sw, 'link', 'set', `p${i}`, 'master', 'br0');
      ip('-n', sw, 'link', 'set', `p${i}`, 'up');
    }
  } catch (err) {
    remove();
    throw err;
  }
  return {
    namespaces,
    addresses,
    exec: (i) => ['ip', 'netns', 'exec', namespaces[i] as string],
    traffic(i) {
      const out = execFileSync('ip', ['-n', namespaces[i] as string, '-j', '-s', 'link', 'show', 'eth0'], { encoding: 'utf8' });
      const stats = (JSON.parse(out) as { stats64: { tx: { bytes: number }; rx: { bytes: number } } }[])[0]?.stats64;
      return { tx: stats?.tx.bytes ?? 0, rx: stats?.rx.bytes ?? 0 };
    },
    remove,
  };
}
