import type { RemoteName } from '../remotes/registry';

/** What the history records: 'refuse' is a registration that did not fit the shell. */
export type ReleaseAction =
  | 'register'
  | 'refuse'
  | 'activate'
  | 'rollback'
  | 'canary'
  | 'promote'
  | 'abort'
  | 'auto-rollback';

/** Browsers' reports of one version in the last hour (RELEASE_HEALTH.windowMinutes). */
export interface ReleaseHealth {
  mounts: number;
  loadFailures: number;
  renderErrors: number;
  /** (loadFailures + renderErrors) / all three; 0 with no reports. */
  failureRate: number;
}

/** One registered version of a remote; the default build is the last one, 'default'. */
export interface RemoteRelease {
  version: string;
  manifestUrl: string;
  /** Shared singletons: package name -> version. */
  shared: Record<string, string>;
  /** Fits the shell live when it was registered. */
  compatible: boolean;
  /** Why it does not fit; [] when it does. */
  problems: string[];
  /** An administrator's UserName, 'release token' or 'release command'; 'site build' for the default. */
  releasedBy: string;
  /** null for the default build. */
  releasedAt: string | null;
  health: ReleaseHealth;
}

/** A candidate served to a share of visitors, sticky per visitor. */
export interface RemoteCanary {
  version: string;
  manifestUrl: string;
  percent: number;
  startedBy: string;
  startedAt: string;
}

export interface ReleaseEvent {
  version: string;
  action: ReleaseAction;
  /** An administrator's UserName, 'release token', 'release command' or 'health check'. */
  actor: string;
  at: string;
  /** The manifest, the reasons of a refusal, a canary's percent or an automatic rollback's figures. */
  note: string;
}

/** GET Releases/: one entry per remote. */
export interface RemoteReleases {
  remote: RemoteName;
  live: {
    /** DEFAULT_RELEASE_VERSION when the default build is live. */
    version: string;
    manifestUrl: string;
    /** null: the default build, live since the site was deployed. */
    activatedAt: string | null;
    activatedBy: string | null;
  };
  canary: RemoteCanary | null;
  /** Registered versions newest first, then the default build. */
  releases: RemoteRelease[];
  /** The latest actions, newest first (at most 50). */
  history: ReleaseEvent[];
}
