import { startTransition, useCallback, useEffect, useReducer, useRef } from 'react';
import { fetchQuery, readQuery, subscribeQuery, type QueryState } from './query-cache';
import type { QueryDefinition } from './query-definition';

export interface QueryOptions {
  /** Ask nothing (an argument not known yet): the state stays 'loading'. */
  skip?: boolean;
  /** Answers render as a transition, in slices: for content below the fold (later list pages). */
  transition?: boolean;
}

export type QueryResult<Result> = QueryState<Result> & {
  /** The last answer this screen showed, kept while the next argument's answer loads. */
  lastData: Result | undefined;
  /** Asks again (after a failure, or for the latest figures). */
  refetch: () => void;
};

const SKIPPED: QueryState<never> = { status: 'loading', isFetching: false };

/**
 * The answers of one call for several arguments (the pages of a list), in order. Each is read
 * from the one cache: painted answers are shown at once and not asked again; a change of
 * arguments shows the new ones' state, and calls no screen needs any more are aborted.
 */
export function useQueries<Arg, Result>(
  definition: QueryDefinition<Arg, Result>,
  args: readonly Arg[],
  options: QueryOptions = {},
): QueryState<Result>[] {
  const [, bump] = useReducer((n: number) => n + 1, 0);
  const { transition = false } = options;
  const rerender = useCallback(
    () => (transition ? startTransition(bump) : bump()),
    [transition],
  );
  const urls = options.skip ? [] : args.map(definition.url);
  const key = urls.join('\n');
  const argsRef = useRef(args);
  argsRef.current = args;
  useEffect(() => {
    if (options.skip) return undefined;
    const ends = argsRef.current.map((arg) => subscribeQuery(definition, arg, rerender));
    return () => ends.forEach((end) => end());
    // `key` stands for the arguments: equal URLs are the same call.
  }, [definition, key, options.skip, rerender]);
  return options.skip ? args.map(() => SKIPPED) : urls.map((url) => readQuery<Result>(url));
}

/** One call's answer for `arg`, in the shape of RTK Query's query hooks. */
export function useQuery<Arg, Result>(
  definition: QueryDefinition<Arg, Result>,
  arg: Arg,
  options: QueryOptions = {},
): QueryResult<Result> {
  const [state] = useQueries(definition, [arg], options) as [QueryState<Result>];
  const last = useRef<Result | undefined>(undefined);
  if (state.status === 'success') last.current = state.data;
  const argRef = useRef(arg);
  argRef.current = arg;
  const refetch = useCallback(() => fetchQuery(definition, argRef.current), [definition]);
  return { ...state, lastData: last.current, refetch };
}
