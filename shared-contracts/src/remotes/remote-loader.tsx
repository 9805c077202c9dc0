import {
  Component,
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useHydrated } from '../ui/use-hydrated';
import type { RemoteModule, RemoteModuleId, RemoteModuleProps } from './registry';

/** Loads an exposed module of a remote. The shell provides the real one (Module Federation). */
export type RemoteLoader = <K extends RemoteModuleId>(id: K) => Promise<RemoteModule<K>>;

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyLazy = LazyExoticComponent<ComponentType<any>>;
const lazyCache = new WeakMap<RemoteLoader, Map<string, AnyLazy>>();

/** A lazy component for a remote module, loaded through the shell's registry. */
export function useRemoteComponent<K extends RemoteModuleId>(
  id: K,
): LazyExoticComponent<ComponentType<RemoteModuleProps[K]>> | null {
  const loader = useContext(RemoteLoaderContext);
  return useMemo(() => {
    if (!loader) return null;
    let byId = lazyCache.get(loader);
    if (!byId) {
      byId = new Map();
      lazyCache.set(loader, byId);
    }
    if (!byId.has(id)) byId.set(id, lazy(() => loader(id)) as AnyLazy);
    return byId.get(id) as unknown as LazyExoticComponent<ComponentType<RemoteModuleProps[K]>>;
  }, [loader, id]);
}

/**
 * Where the host counts its remotes' mounts and failures (the shell's health reports). A remote
 * running on its own has none, and nothing is counted.
 */
export interface RemoteHealth {
  /** The remote's component has rendered in one page or slot. */
  mounted(id: RemoteModuleId): void;
  /** The error boundary around the remote caught this error. */
  failed(id: RemoteModuleId, error: Error): void;
}

const RemoteHealthContext = createContext<RemoteHealth | null>(null);

export const RemoteHealthProvider = RemoteHealthContext.Provider;

export function useRemoteHealth(): RemoteHealth | null {
  return useContext(RemoteHealthContext);
}

/**
 * Placed after the remote's component inside its Suspense: its effect runs once that component
 * has rendered, and once per instance (a Strict Mode remount of the effect is not a new mount).
 */
export function RemoteMounted({ id }: { id: RemoteModuleId }) {
  const health = useRemoteHealth();
  const counted = useRef<RemoteModuleId | null>(null);
  useEffect(() => {
    if (!health || counted.current === id) return;
    counted.current = id;
    health.mounted(id);
  }, [health, id]);
  return null;
}

interface BoundaryProps {
  fallback: (error: Error, retry: () => void) => ReactNode;
  children: ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
}

/** Catches a remote that fails to load or throws while rendering. */
export class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  retry = () => this.setState({ error: null });

  override render() {
    if (this.state.error) return this.props.fallback(this.state.error, this.retry);
    return this.props.children;
  }
}

interface RemoteSlotProps<K extends RemoteModuleId> {
  id: K;
  props: RemoteModuleProps[K];
  /**
   * Shown while loading, when no loader is provided (standalone), when the remote fails, and in
   * the server's render and the browser's hydrating one (no remote module is loaded there).
   */
  fallback: ReactNode;
}

/** Renders another remote's exposed component; degrades to `fallback` when it is unavailable. */
export function RemoteSlot<K extends RemoteModuleId>({ id, props, fallback }: RemoteSlotProps<K>) {
  const RemoteComponent = useRemoteComponent(id) as ComponentType<object> | null;
  const health = useRemoteHealth();
  const hydrated = useHydrated();
  if (!RemoteComponent || !hydrated) return <>{fallback}</>;
  return (
    <RemoteErrorBoundary
      fallback={() => fallback}
      onError={(error) => {
        console.error(`Remote ${id} failed:`, error);
        health?.failed(id, error);
      }}
    >
      <Suspense fallback={fallback}>
        <RemoteComponent {...(props as object)} />
        <RemoteMounted id={id} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
