import type { User } from './user';

/** Common answer shapes of the shop API. */

export interface StatusResponse {
  status: 'success' | 'error';
  message: string;
}

export interface PageResponse<T> {
  data: T[];
  total: number;
}

export interface LastIdResponse {
  LastID: number;
}

export interface OrderPlacedResponse extends StatusResponse {
  OrderID?: number;
}

export interface UserDetailsResponse extends StatusResponse {
  user: User | null;
}
