import type { RemoteName } from 'shared-contracts';
import type { RowAction } from './release-view';

export type ReleaseActionKind = RowAction | 'promote' | 'abort';

/** An action waiting for its confirmation. Versions are the console's labels, except `version`. */
export interface PendingAction {
  kind: ReleaseActionKind;
  remote: RemoteName;
  /** 'mfe-catalog': what the administrator reads. */
  pkg: string;
  /** The version the call names ('default' for the default build). */
  version: string;
  /** The same version as shown ('Default build'). */
  label: string;
  /** The live version as shown. */
  live: string;
  /** The running canary's share, when the action changes it. */
  percent?: number;
}

interface ActionText {
  /** The row's or the canary's button, and the dialog's confirm button. */
  button: string;
  confirm: string;
  title: (action: PendingAction) => string;
  body: (action: PendingAction) => string;
}

const EVERYONE = (action: PendingAction) =>
  `Every visitor gets ${action.label} instead of ${action.live} from their next page.`;

export const ACTION_TEXT: Record<ReleaseActionKind, ActionText> = {
  activate: {
    button: 'Activate',
    confirm: 'Activate',
    title: ({ pkg, label }) => `Activate ${pkg} ${label}?`,
    body: EVERYONE,
  },
  rollback: {
    button: 'Roll back',
    confirm: 'Roll back',
    title: ({ pkg, label }) => `Roll back ${pkg} to ${label}?`,
    body: EVERYONE,
  },
  canary: {
    button: 'Start canary',
    confirm: 'Start canary',
    title: ({ pkg, label, percent }) =>
      percent === undefined
        ? `Start a canary of ${pkg} ${label}?`
        : `Change the share of the ${pkg} ${label} canary?`,
    body: ({ label, live, percent }) =>
      percent === undefined
        ? `A share of visitors gets ${label}, the others keep ${live}. It is rolled back by itself when too many of its mounts fail.`
        : `${label} goes to ${percent}% of visitors now.`,
  },
  promote: {
    button: 'Promote',
    confirm: 'Promote',
    title: ({ pkg, label }) => `Promote ${pkg} ${label}?`,
    body: ({ label }) => `Every visitor gets ${label} from their next page; the canary ends.`,
  },
  abort: {
    button: 'Abort',
    confirm: 'Abort canary',
    title: ({ pkg, label }) => `Abort the canary of ${pkg} ${label}?`,
    body: ({ live }) => `Everyone gets ${live} again from their next page.`,
  },
};

/** The share a new canary starts with. */
export const DEFAULT_CANARY_PERCENT = 10;
