import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import {
  RemoteErrorBoundary,
  RemoteMounted,
  useRemoteHealth,
  type RemoteModuleId,
} from 'shared-contracts';
import { loadedRemoteModule, loadRemoteModule } from './load-remote-module';
import { PageSkeleton } from './PageSkeleton';
import { RemoteUnavailable } from './RemoteUnavailable';

/**
 * Mounts one remote page: skeleton while it loads, a Retry card when it is down or throws. A page
 * whose module has already loaded (the first page of a visit, see bootstrap) renders at once.
 * Each mount and each failure the boundary catches goes to the health reports, once.
 */
export function RemotePage({ module }: { module: RemoteModuleId }) {
  const [attempt, setAttempt] = useState(0);
  const health = useRemoteHealth();
  const Page = useMemo(
    () =>
      (attempt === 0 && loadedRemoteModule(module)?.default) ||
      (lazy(() => loadRemoteModule(module)) as unknown as ComponentType),
    // A new attempt makes a new lazy component, so Retry loads the remote again.
    [module, attempt],
  );
  return (
    <RemoteErrorBoundary
      key={`${module}#${attempt}`}
      onError={(error) => {
        console.error(`Remote page ${module} failed:`, error);
        health?.failed(module, error);
      }}
      fallback={() => <RemoteUnavailable onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<PageSkeleton />}>
        <Page />
        <RemoteMounted id={module} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
