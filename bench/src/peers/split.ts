/** The block split both sides use (`@meshwork/harness/machine`). */
export { blockStart } from '@meshwork/harness/machine';
