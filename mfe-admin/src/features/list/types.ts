import type { ComponentType, ReactNode } from 'react';
import type {
  LastIdResponse,
  PageResponse,
  PageQuery,
  StatusResponse,
  UploadOptions,
} from 'shared-contracts';
import type { AdminEntity } from 'shared-contracts/src/admin-text';

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
