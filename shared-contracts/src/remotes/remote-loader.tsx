import {
  Component,
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useHydrated } from '../ui/use-hydrated';
import type { RemoteModule, RemoteModuleId, RemoteModuleProps } from './registry';

/** Loads an exposed module of a remote. The shell provides the real one (Module Federation). */
export type RemoteLoader = (<K extends RemoteModuleId>(id: K) => Promise<RemoteModule<K>>) & {
  /** The module when it has loaded already: a slot mounted later renders it at once. */
  loaded?: <K extends RemoteModuleId>(id: K) => RemoteModule<K> | undefined;
};

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

type SlotComponent = ComponentType<object>;

/**
 * A remote module's component through the shell's registry: undefined until it has loaded (and
 * during hydration, when the server had none). A failure to load goes to `onFailure`.
 */
function useLoadedComponent(
  id: RemoteModuleId,
  onFailure: (error: Error) => void,
): SlotComponent | undefined {
  const loader = useContext(RemoteLoaderContext);
  const hydrated = useHydrated();
  const [component, setComponent] = useState(
    () => loader?.loaded?.(id)?.default as SlotComponent | undefined,
  );
  const failed = useRef(onFailure);
  failed.current = onFailure;
  useEffect(() => {
    if (!loader || !hydrated || component) return undefined;
    let live = true;
    loader(id).then(
      (module) => {
        if (live) setComponent(() => module.default as SlotComponent);
      },
      (error: unknown) => {
        if (live) failed.current(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      live = false;
    };
  }, [loader, hydrated, component, id]);
  return hydrated ? component : undefined;
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

/**
 * Renders another remote's exposed component; degrades to `fallback` when it is unavailable. The
 * fallback stays in place (its elements kept) until the component has loaded.
 */
export function RemoteSlot<K extends RemoteModuleId>({ id, props, fallback }: RemoteSlotProps<K>) {
  const health = useRemoteHealth();
  const onError = (error: Error) => {
    console.error(`Remote ${id} failed:`, error);
    health?.failed(id, error);
  };
  const RemoteComponent = useLoadedComponent(id, onError);
  if (!RemoteComponent) return <>{fallback}</>;
  return (
    <RemoteErrorBoundary fallback={() => fallback} onError={onError}>
      <RemoteComponent {...(props as object)} />
      <RemoteMounted id={id} />
    </RemoteErrorBoundary>
  );
}
