/** The stencil peer (SAB + one barrier per sweep) is the machine check's: `@meshwork/harness/machine`. */
export type { PeerRun, StencilPeerOptions } from '@meshwork/harness/machine';
export { StencilPeer } from '@meshwork/harness/machine';
