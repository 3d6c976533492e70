/** The thread side of a Team (`@meshwork/harness/machine`): answer every job message with the handler's result. */
export type { JobMessage } from '@meshwork/harness/machine';
export { serve } from '@meshwork/harness/machine';
