import { isAbort, statusOf } from '../api/http-error';
import { firstPaintData, isServerRender } from '../remotes/first-paint';
import type { QueryDefinition } from './query-definition';
import { sameJson } from './same-json';

/** What a screen shows of one call: its answer, its failure, and whether it is being asked. */
export type QueryState<Result> =
  | { status: 'loading'; data?: undefined; error?: undefined; isFetching: boolean }
  | { status: 'success'; data: Result; error?: undefined; isFetching: boolean }
  | { status: 'error'; data?: undefined; error: unknown; isFetching: boolean };

interface Entry {
  url: string;
  state: QueryState<unknown>;
  /** When the answer came (ms); a painted answer counts from the page's load. */
  answeredAt: number;
  /** The call in flight. */
  controller?: AbortController;
  listeners: Set<() => void>;
  evictTimer?: ReturnType<typeof setTimeout>;
}

/** An answer is shown without asking again for this long, unless its call says otherwise. */
const FRESH_FOR_MS = 60_000;
/** An answer no screen shows is kept this long, for a screen visited again. */
const KEEP_UNUSED_MS = 60_000;

const LOADING: QueryState<never> = { status: 'loading', isFetching: false };

/** The browser's answers by URL. The server never stores one: each render has its own answers. */
const entries = new Map<string, Entry>();

/** Who reads answers without asking for them (the document's head), by URL. */
const watchers = new Map<string, Set<() => void>>();

/** A server render reads its own answers; only the browser keeps answers between renders. */
const cached = () => typeof window !== 'undefined' && !isServerRender();

function paintedState(url: string): QueryState<unknown> | undefined {
  const painted = firstPaintData<unknown>(url);
  return painted === undefined ? undefined : { status: 'success', data: painted, isFetching: false };
}

function entryOf(url: string): Entry {
  let entry = entries.get(url);
  if (!entry) {
    const state = paintedState(url);
    // A painted 'none' (a 404) is asked again once the page is live: the visitor's session may
    // see what the anonymous paint could not (a seller's own unlisted item).
    const answeredAt = state?.data === null ? 0 : Date.now();
    entry = { url, state: state ?? LOADING, answeredAt, listeners: new Set() };
    entries.set(url, entry);
  }
  return entry;
}

function tellWatchers(url: string): void {
  for (const watcher of [...(watchers.get(url) ?? [])]) watcher();
}

function update(entry: Entry, state: QueryState<unknown>): void {
  entry.state = state;
  for (const listener of [...entry.listeners]) listener();
  tellWatchers(entry.url);
}

/**
 * The state of `url`'s call as far as a screen asked for it (or the server painted it), without
 * asking: undefined when nothing asked yet.
 */
export function peekQuery<Result>(url: string): QueryState<Result> | undefined {
  const state = cached() ? entries.get(url)?.state : undefined;
  return (state ?? paintedState(url)) as QueryState<Result> | undefined;
}

/**
 * Calls `listener` when `url`'s answer changes or a screen starts showing it, never asking the
 * api itself. The returned function ends that.
 */
export function watchQuery(url: string, listener: () => void): () => void {
  let set = watchers.get(url);
  if (!set) watchers.set(url, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0 && watchers.get(url) === set) watchers.delete(url);
  };
}

/**
 * The state of `url`'s call as a screen renders it: in the browser the cached answer (the
 * server-painted one on the first render); on the server the render's own answer.
 */
export function readQuery<Result>(url: string): QueryState<Result> {
  if (!cached()) return (paintedState(url) ?? LOADING) as QueryState<Result>;
  return entryOf(url).state as QueryState<Result>;
}

/** Asks the api for `url` (once, however many screens wait for it), keeping an equal answer. */
export function fetchQuery<Arg, Result>(
  definition: QueryDefinition<Arg, Result>,
  arg: Arg,
  url: string = definition.url(arg),
): void {
  const entry = entryOf(url);
  if (entry.controller) return;
  const controller = new AbortController();
  entry.controller = controller;
  const previous = entry.state;
  update(
    entry,
    previous.status === 'success'
      ? { ...previous, isFetching: true }
      : { status: 'loading', isFetching: true },
  );
  definition.load(arg, controller.signal).then(
    (data) => {
      if (controller.signal.aborted) return;
      entry.controller = undefined;
      entry.answeredAt = Date.now();
      const current = entry.state;
      const kept = current.status === 'success' && sameJson(current.data, data);
      update(entry, { status: 'success', data: kept ? current.data : data, isFetching: false });
    },
    (error: unknown) => {
      if (controller.signal.aborted || isAbort(error)) return;
      entry.controller = undefined;
      const status = statusOf(error);
      const expected = status !== undefined && definition.expectedStatuses?.includes(status);
      if (definition.logAs !== undefined && !expected) console.error(definition.logAs, error);
      update(entry, { status: 'error', error, isFetching: false });
    },
  );
}

/** Whether a screen mounting on this entry asks again: no answer yet, a failure, or an old one. */
function needsFetch(entry: Entry, freshForMs: number): boolean {
  if (entry.controller) return false;
  if (entry.state.status !== 'success') return true;
  return Date.now() - entry.answeredAt > freshForMs;
}

/**
 * A screen shows `url`: it hears of every change, and the call is made unless a fresh answer is
 * there. The returned function ends that; the last screen to leave aborts a call still in flight.
 */
export function subscribeQuery<Arg, Result>(
  definition: QueryDefinition<Arg, Result>,
  arg: Arg,
  listener: () => void,
): () => void {
  const url = definition.url(arg);
  const entry = entryOf(url);
  clearTimeout(entry.evictTimer);
  entry.listeners.add(listener);
  if (needsFetch(entry, definition.freshForMs ?? FRESH_FOR_MS)) fetchQuery(definition, arg, url);
  else tellWatchers(url);
  return () => {
    entry.listeners.delete(listener);
    if (entry.listeners.size > 0) return;
    if (entry.controller) {
      entry.controller.abort();
      entry.controller = undefined;
      if (entry.state.status !== 'success') entry.state = LOADING;
      else entry.state = { ...entry.state, isFetching: false };
    }
    entry.evictTimer = setTimeout(() => {
      if (entries.get(url) === entry) entries.delete(url);
    }, KEEP_UNUSED_MS);
  };
}

/** Tests: forgets every answer, so each test starts as a fresh page does. */
export function resetQueryCache(): void {
  for (const entry of entries.values()) {
    entry.controller?.abort();
    clearTimeout(entry.evictTimer);
  }
  entries.clear();
}
