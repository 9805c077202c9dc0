import type { ComponentType, ReactNode } from 'react';
import type {
  LastIdAnswer,
  PageAnswer,
  PageQuery,
  StatusAnswer,
  UploadOptions,
} from 'shared-contracts';
import type { AdminEntity } from 'shared-contracts/src/admin-text';

export type FormMode = 'add' | 'edit';

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
}

export interface EntityFormConfig<T, D> {
  /** A new record's draft. */
  blank: () => D;
  /** The draft of an existing record. */
  fromRow: (row: T) => D;
  /** Where the next id comes from when adding (LastID + 1). */
  lastId?: () => Promise<LastIdAnswer>;
  withId: (draft: D, id: number) => D;
  /** The forms with an image pass `upload` on, so the modal shows the upload's progress. */
  save: (mode: FormMode, draft: D, upload: UploadOptions) => Promise<StatusAnswer>;
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
  fetchPage: (query: PageQuery) => Promise<PageAnswer<T>>;
  remove: (id: number) => Promise<StatusAnswer>;
  idOf: (row: T) => number;
  columns: ListColumn<T>[];
  form: EntityFormConfig<T, D>;
}
