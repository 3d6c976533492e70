/**
 * Connecting a host process to the others of its job over NATS: credentials checked, the
 * connection made, then the hello barrier of the transport (./transport.ts).
 */
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { connectAuth, describeAuth } from './auth.ts';
import { hostErrors } from './errors.ts';
import { type ConnectHostsOptions, resolveOptions } from './options.ts';
import { NatsHostTransport } from './transport.ts';

/**
 * Connect this host process to the others of its job over NATS. Resolves once every host has said
 * hello (every host is subscribed, so no message can be dropped); rejects with MW_HOST_HELLO naming
 * the silent hosts after `helloTimeoutMs`, or MW_HOST_LOST when the server cannot be reached.
 */
export async function connectHosts(options: ConnectHostsOptions): Promise<NatsHostTransport> {
  const o = resolveOptions(options);
  const where = o.servers.join(',');
  // Credentials (a file is read here): checked before any connection.
  const auth = connectAuth(o.auth);
  let nc: NatsConnection;
  try {
    nc = await connect({
      servers: [...o.servers],
      reconnect: false,
      timeout: o.connectTimeoutMs,
      name: `meshwork ${o.job} host ${o.host}`,
      ...auth,
    });
  } catch (err) {
    // The server refused the credentials (or asked for some): at once, never a hang.
    if ((err as Error | undefined)?.name === 'AuthorizationError') throw hostErrors.natsAuth(where, describeAuth(o.auth), err);
    throw hostErrors.natsLost(where, 'could not connect', err);
  }
  const transport = new NatsHostTransport(nc, o);
  try {
    await transport.hello();
  } catch (err) {
    await transport.close();
    throw err;
  }
  return transport;
}
