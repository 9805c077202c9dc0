import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { RemoteErrorBoundary, type RemoteModuleId } from 'shared-contracts';
import { loadRemoteModule } from './load-remote-module';
import { PageSkeleton } from './PageSkeleton';
import { RemoteUnavailable } from './RemoteUnavailable';

/** Mounts one remote page: skeleton while it loads, a Retry card when it is down or throws. */
export function RemotePage({ module }: { module: RemoteModuleId }) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () => lazy(() => loadRemoteModule(module)) as unknown as ComponentType,
    // A new attempt makes a new lazy component, so Retry loads the remote again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [module, attempt],
  );
  return (
    <RemoteErrorBoundary
      key={`${module}#${attempt}`}
      onError={(error) => console.error(`Remote page ${module} failed:`, error)}
      fallback={() => <RemoteUnavailable onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
