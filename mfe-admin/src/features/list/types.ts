import type { ComponentType, ReactNode } from 'react';
import type {
  LastIdResponse,
  PageResponse,
  PageQuery,
  StatusResponse,
  UploadOptions,
} from 'shared-contracts';
import type { AdminEntity } from 'shared-contracts/admin-text';

export type FormMode = 'add' | 'edit';

export type { LoadState } from '../../shared/query-state';

export interface ListColumn<T> {
  header: string;
  render: (row: T) => ReactNode;
  /** Numbers and money are right-aligned. */
  numeric?: boolean;
}

export interface EntityFormProps<D> {
  draft: D;
  mode: FormMode;
  onChange: (next: D) => void;
  /** Messages by field name, from the form's `check`. */
  errors?: Readonly<Record<string, string>>;
}

export type SaveDraft<D> = (
  mode: FormMode,
  draft: D,
  upload: UploadOptions,
) => Promise<StatusResponse>;

/** A generated mutation trigger: its result unwraps to the server's response. */
export type Trigger<A> = (arg: A) => { unwrap(): Promise<StatusResponse> };

/** A generated mutation hook (useXMutation): the trigger, then the state of the latest call. */
export type MutationHook<A> = () => readonly [Trigger<A>, { isLoading: boolean; originalArgs?: A }];

/** A generated page query hook's result, as the list screen reads it. */
export interface PageResult<T> {
  data?: PageResponse<T>;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface EntityFormConfig<T, D> {
  /** A new record's draft. */
  blank: () => D;
  /** The draft of an existing record. */
  fromRow: (row: T) => D;
  /** Where the next id comes from when adding (LastID + 1). */
  lastId?: () => Promise<LastIdResponse>;
  withId: (draft: D, id: number) => D;
  /**
   * The save, built from the generated add and update mutation hooks (see saveHook). The forms
   * with an image pass `upload` on, so the modal shows the upload's progress.
   */
  useSave: () => SaveDraft<D>;
  /**
   * Field -> message for what the api would refuse, checked with its schema before sending; a
   * draft with any is not sent.
   */
  check?: (draft: D) => Record<string, string>;
  Fields: ComponentType<EntityFormProps<D>>;
}

/** Everything that differs between the six back-office list screens. */
export interface EntityListConfig<T, D> {
  entity: AdminEntity;
  /** Page heading, e.g. 'Brands'. */
  title: string;
  /** One line under the heading. */
  description: string;
  /** The record in words, e.g. 'Brand' ('Add Brand', 'Edit Brand'). */
  noun: string;
  pageSize: number;
  /** Products and users: a failed list fetch is only logged, no toast. */
  logFetchErrorsOnly?: boolean;
  /** Categories: a refused delete also raises a browser alert. */
  alertDeleteRefusal?: boolean;
  /** The generated page query hook (1-based pages, the search sent along). */
  usePage: (query: PageQuery) => PageResult<T>;
  /** The generated delete mutation hook; its success refreshes the list through the cache. */
  useRemove: MutationHook<number>;
  idOf: (row: T) => number;
  columns: ListColumn<T>[];
  form: EntityFormConfig<T, D>;
}

/** A column of a read-only list; up to tablets each row is a card of labelled cells. */
export interface RecordColumn<T> extends ListColumn<T> {
  /** On a card the cell takes two columns (an address, a product). */
  wide?: boolean;
  /** On a card the cell shows without its header: a control that names itself. */
  unlabelled?: boolean;
}

/** A 1-based page of a list, of one status only when `status` is set. */
export interface FilteredPageQuery<S extends string> {
  page: number;
  limit: number;
  status?: S;
}

/** Everything that differs between the lists with a status filter (Orders, Payments, Mail). */
export interface FilteredListConfig<T, S extends string> {
  /** Page heading, e.g. 'Payments'. */
  title: string;
  /** The line under the heading before the first page has loaded. */
  intro: string;
  /** The line under the heading once it has, e.g. '12 orders placed by customers.' */
  lead: (total: number, status: S | undefined) => string;
  /** The accessible name of the table's scrolling region, e.g. 'Orders table'. */
  tableLabel: string;
  pageSize: number;
  /** The filter's choices, in order, after `allStatuses`. */
  statuses: readonly S[];
  isStatus: (value: unknown) => value is S;
  statusLabel: (status: S) => string;
  allStatuses: string;
  /** The filter's label; 'Status' unless given. */
  filterLabel?: string;
  /** The generated page query hook. */
  usePage: (query: FilteredPageQuery<S>) => PageResult<T>;
  idOf: (row: T) => number;
  columns: RecordColumn<T>[];
  empty: string;
  emptyWithStatus: (status: S) => string;
  loadFailed: string;
  /** Logged with the error when a page cannot be loaded. */
  fetchError: string;
}
