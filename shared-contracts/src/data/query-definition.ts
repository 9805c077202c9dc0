/**
 * One GET call of the storefront: the shape every `api/get-*.ts` file declares once, with the hook
 * that reads it. The URL is the call's cache key and the key of a server-painted answer.
 */
export interface QueryDefinition<Arg, Result> {
  /** The address the call asks (catalogUrls, or urlOf): equal addresses share one answer. */
  url: (arg: Arg) => string;
  /** Asks the api; aborted when no screen needs the answer any more. */
  load: (arg: Arg, signal: AbortSignal) => Promise<Result>;
  /** What a failure is logged as; without it a failure is only the screen's to show. */
  logAs?: string;
  /** HTTP statuses that are an answer, not a failure to log (a 404 for a missing product). */
  expectedStatuses?: readonly number[];
  /** How long an answer is shown without asking again when a screen mounts (ms). */
  freshForMs?: number;
}

/** Declares a call: a typed identity, so each definition is written once and inferred. */
export const defineQuery = <Arg, Result>(
  definition: QueryDefinition<Arg, Result>,
): QueryDefinition<Arg, Result> => definition;
