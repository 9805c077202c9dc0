import { createRemoteRoot } from 'shared-contracts';

/** Wraps an exposed page in an element naming this remote and its build version. */
export const withRemoteRoot = createRemoteRoot(__REMOTE_NAME__, __REMOTE_VERSION__);
