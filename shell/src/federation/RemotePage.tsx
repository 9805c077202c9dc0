import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import {
  RemoteErrorBoundary,
  RemoteMounted,
  useHydrated,
  useRemoteHealth,
  type RemoteModuleId,
} from 'shared-contracts';
import { loadedRemoteModule, loadRemoteModule } from './load-remote-module';
import { PageSkeleton } from './PageSkeleton';
import { RemoteUnavailable } from './RemoteUnavailable';

/**
 * Mounts one remote page: skeleton while it loads, a Retry card when it is down or throws. A page
 * whose module has already loaded (the server's, the first of a visit) renders at once; until
 * hydrated any other shows the skeleton, as the server did. Mounts and failures are reported once.
 */
export function RemotePage({ module }: { module: RemoteModuleId }) {
  const [attempt, setAttempt] = useState(0);
  const health = useRemoteHealth();
  const hydrated = useHydrated();
  // Read once: a module that loads while the page is shown must not change the tree's shape.
  const [loadedAtMount] = useState(() => loadedRemoteModule(module)?.default);
  const loaded = attempt === 0 ? loadedAtMount : undefined;
  const Page = useMemo(
    () => loaded ?? (hydrated ? (lazy(() => loadRemoteModule(module)) as ComponentType) : null),
    // A new attempt makes a new lazy component, so Retry loads the remote again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [module, attempt, hydrated, loaded],
  );
  // The same element while the page stays: hydration's end renders this component, not the page.
  const content = useMemo(
    () =>
      Page ? (
        <>
          <Page />
          <RemoteMounted id={module} />
        </>
      ) : (
        <PageSkeleton />
      ),
    [Page, module],
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
      {/* A page already loaded renders without a boundary: hydrated with the rest of the site in
          one pass, not in a later one after the site's first effects have run. */}
      {Page === loaded ? content : <Suspense fallback={<PageSkeleton />}>{content}</Suspense>}
    </RemoteErrorBoundary>
  );
}
