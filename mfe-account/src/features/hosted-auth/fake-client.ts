import { act } from '@testing-library/react';
import type { AuthChangeEvent, SupabaseClient } from '@supabase/supabase-js';

type Listener = (event: AuthChangeEvent, session: null) => void;

const ok = <T>(data: T) => Promise.resolve({ data, error: null });

/** A stand-in for the supabase-js client (the boundary of the hosted auth screens). */
export function fakeSupabase() {
  const listeners = new Set<Listener>();
  const auth = {
    onAuthStateChange: jest.fn((listener: Listener) => {
      listeners.add(listener);
      return { data: { subscription: { unsubscribe: () => listeners.delete(listener) } } };
    }),
    signInWithPassword: jest.fn(() => ok({ user: null, session: null })),
    signUp: jest.fn(() => ok({ user: { id: 'u1' }, session: null })),
    signInWithOtp: jest.fn(() => ok({ user: null, session: null })),
    resetPasswordForEmail: jest.fn(() => ok({})),
    updateUser: jest.fn(() => ok({ user: { id: 'u1' } })),
    verifyOtp: jest.fn(() => ok({ user: null, session: null })),
    signInWithOAuth: jest.fn(() => ok({ provider: 'google', url: '' })),
    getUser: jest.fn(() => ok({ user: { id: 'u1', email: 'noor@example.com' } })),
    signOut: jest.fn(() => Promise.resolve({ error: null })),
    refreshSession: jest.fn(() => ok({ user: null, session: null })),
    mfa: {
      listFactors: jest.fn(() => ok({ all: [], totp: [], phone: [] })),
      getAuthenticatorAssuranceLevel: jest.fn(() =>
        ok({ currentLevel: 'aal1', nextLevel: 'aal1', currentAuthenticationMethods: [] }),
      ),
      enroll: jest.fn(() =>
        ok({
          id: 'f1',
          type: 'totp',
          friendly_name: 'Authenticator',
          totp: { qr_code: '', secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Reluxe:noor' },
        }),
      ),
      challengeAndVerify: jest.fn(() => ok({})),
      unenroll: jest.fn(() => ok({ id: 'f1' })),
    },
  };
  return {
    client: { auth } as unknown as SupabaseClient,
    auth,
    /** Fires an auth event to every subscriber, as supabase-js does. */
    emit: (event: AuthChangeEvent) =>
      act(() => {
        listeners.forEach((listener) => listener(event, null));
      }),
  };
}
