import type { User } from './user';

/** Common answer shapes of the shop API. */

export interface StatusAnswer {
  status: 'success' | 'error';
  message: string;
}

export interface PageAnswer<T> {
  data: T[];
  total: number;
}

export interface LastIdAnswer {
  LastID: number;
}

export interface OrderPlacedAnswer extends StatusAnswer {
  OrderID?: number;
}

export interface UserDetailsAnswer extends StatusAnswer {
  user: User | null;
}
