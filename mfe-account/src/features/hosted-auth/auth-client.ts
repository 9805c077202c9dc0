import { useEffect, useState } from 'react';
import { createClient, type AuthChangeEvent, type SupabaseClient } from '@supabase/supabase-js';
import { STATIC_PATHS, type RemotesConfig } from 'shared-contracts';

/** Where supabase-js keeps the hosted-auth session in localStorage. */
export const AUTH_STORAGE_KEY = 'reluxe-hosted-auth';

export interface AuthConfig {
  url: string;
  anonKey: string;
}

/** Used when /remotes.json names no key: the embedded /auth/v1 accepts any public key. */
const DEFAULT_ANON_KEY = 'reluxe-public-anon-key';

/**
 * The hosted auth service from /remotes.json (`auth: { url, anonKey }`): the api's own
 * GoTrue-compatible /auth/v1 by default, a real Supabase project when configured.
 */
export async function readAuthConfig(): Promise<AuthConfig> {
  const fallback = { url: window.location.origin, anonKey: DEFAULT_ANON_KEY };
  try {
    const response = await fetch(STATIC_PATHS.remotesConfig, {
      cache: 'no-cache',
      credentials: 'same-origin',
    });
    if (!response.ok) return fallback;
    const config = (await response.json()) as Partial<RemotesConfig>;
    return {
      url: config.auth?.url || fallback.url,
      anonKey: config.auth?.anonKey || fallback.anonKey,
    };
  } catch (error) {
    console.error('Could not read the auth service address; using this site.', error);
    return fallback;
  }
}

let pending: Promise<SupabaseClient> | null = null;
let pendingEvent: AuthChangeEvent | null = null;

/** The one supabase-js client of this page load. */
export function getSupabase(): Promise<SupabaseClient> {
  pending ??= readAuthConfig().then(({ url, anonKey }) => {
    const client = createClient(url, anonKey, {
      auth: {
        storageKey: AUTH_STORAGE_KEY,
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        flowType: 'implicit',
      },
    });
    // A link from a mail (recovery, confirmation, magic link) is processed while the client
    // starts, possibly before /join subscribes: remember the latest event for the page.
    client.auth.onAuthStateChange((event) => {
      if (event !== 'INITIAL_SESSION') pendingEvent = event;
    });
    return client;
  });
  return pending;
}

/** The latest auth event no page has handled yet (and forgets it). */
export function takePendingEvent(): AuthChangeEvent | null {
  const event = pendingEvent;
  pendingEvent = null;
  return event;
}

/** The supabase-js client, or null while it is being created. */
export function useSupabase(): SupabaseClient | null {
  const [client, setClient] = useState<SupabaseClient | null>(null);
  useEffect(() => {
    let active = true;
    void getSupabase().then((created) => {
      if (active) setClient(created);
    });
    return () => {
      active = false;
    };
  }, []);
  return client;
}

/** Where mail links send the visitor back to. */
export const joinUrl = () => `${window.location.origin}/join`;
