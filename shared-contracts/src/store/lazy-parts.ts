import type { Dispatch, Middleware, Reducer } from '@reduxjs/toolkit';
import { addLazyReducer } from './root-reducer';

/**
 * A part of the state only some pages load (the account and back-office data cache): its code
 * stays out of the storefront's first load and joins the running store when a page imports it.
 */
export interface LazyPart {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
}

const lazyMiddlewares: Middleware[] = [];

/**
 * The last middleware of every store: runs the injected parts' middleware, each bound to the
 * store once. Hand-written rather than createDynamicMiddleware, for the first load's bytes.
 */
export const lazyMiddleware: Middleware = (api) => {
  const bound = new Map<Middleware, ReturnType<Middleware>>();
  return (next) => (action) => {
    let dispatch = next;
    for (let i = lazyMiddlewares.length - 1; i >= 0; i -= 1) {
      const middleware = lazyMiddlewares[i]!;
      let withApi = bound.get(middleware);
      if (!withApi) bound.set(middleware, (withApi = middleware(api)));
      dispatch = withApi(dispatch);
    }
    return dispatch(action);
  };
};

const PART_INJECTED = 'store/lazyPartInjected';
const injected = new Set<string>();
// Weak: a store dropped by its page (tests make one per render) is not kept alive.
const stores = new Set<WeakRef<{ dispatch: Dispatch }>>();

export function trackStore(store: { dispatch: Dispatch }) {
  stores.add(new WeakRef(store));
}

/**
 * Adds a part to every store, running or future, once. The running stores get one action so
 * the part's initial state exists before a page reads it.
 */
export function injectLazyPart(part: LazyPart) {
  if (injected.has(part.reducerPath)) return;
  injected.add(part.reducerPath);
  addLazyReducer(part.reducerPath, part.reducer);
  lazyMiddlewares.push(part.middleware);
  for (const ref of stores) {
    const store = ref.deref();
    if (store) store.dispatch({ type: PART_INJECTED, payload: part.reducerPath });
    else stores.delete(ref);
  }
}
