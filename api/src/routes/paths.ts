import { API_BASE } from '../contracts';

/** The api path of a shared-contracts endpoint: '/api/' + the constant (never retyped). */
export const apiPath = (endpoint: string) => `${API_BASE}${endpoint}`;
