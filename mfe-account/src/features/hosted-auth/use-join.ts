import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'shared-contracts';
import type { AuthChangeEvent, SupabaseClient } from '@supabase/supabase-js';
import { localizeMessage } from 'shared-contracts';
import { accountMessages } from '../../i18n/messages';
import { joinUrl, takePendingEvent } from './auth-client';
import { initialView, type AuthView, type Provider } from './join-text';

export type JoinMessage = { tone: 'danger' | 'success'; text: string } | null;

export interface JoinFields {
  email: string;
  password: string;
  token: string;
}

/** View switching and the calls of the hosted auth form (/join). */
export function useJoin(client: SupabaseClient | null) {
  const navigate = useNavigate();
  const location = useLocation();
  const [view, setView] = useState<AuthView>(() => initialView(location.search));
  const [fields, setFields] = useState<JoinFields>({ email: '', password: '', token: '' });
  const [message, setMessage] = useState<JoinMessage>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!client) return;
    const handle = (event: AuthChangeEvent) => {
      if (event === 'PASSWORD_RECOVERY') setView('update_password');
      else if (event === 'USER_UPDATED') setView('sign_in');
      else if (event === 'SIGNED_IN') navigate('/success');
    };
    // An event from a mailed link may have fired before this subscription.
    const missed = takePendingEvent();
    if (missed) handle(missed);
    const { data } = client.auth.onAuthStateChange((event) => {
      takePendingEvent();
      handle(event);
    });
    return () => data.subscription.unsubscribe();
  }, [client, navigate]);

  const switchTo = useCallback((next: AuthView) => {
    setMessage(null);
    setView(next);
  }, []);

  const setField = useCallback(
    (key: keyof JoinFields, value: string) =>
      setFields((current) => ({ ...current, [key]: value })),
    [],
  );

  /** Runs a call, showing the service's error in the danger box or the confirmation. */
  const run = async (call: () => Promise<{ error: { message: string } | null; done?: string }>) => {
    setLoading(true);
    setMessage(null);
    try {
      const { error, done } = await call();
      if (error) setMessage({ tone: 'danger', text: localizeMessage(error.message) });
      else if (done) setMessage({ tone: 'success', text: done });
    } catch (failure) {
      setMessage({
        tone: 'danger',
        text: failure instanceof Error ? failure.message : accountMessages.t('somethingWrong'),
      });
    } finally {
      setLoading(false);
    }
  };

  const submit = async () => {
    if (!client) return;
    const email = fields.email.trim();
    switch (view) {
      case 'sign_in':
        return run(async () => {
          const { error } = await client.auth.signInWithPassword({
            email,
            password: fields.password,
          });
          return { error };
        });
      case 'sign_up':
        return run(async () => {
          const { data, error } = await client.auth.signUp({
            email,
            password: fields.password,
            options: { emailRedirectTo: joinUrl() },
          });
          const waiting = !error && data.user && !data.session;
          return { error, done: waiting ? accountMessages.t('checkConfirmation') : undefined };
        });
      case 'magic_link':
        if (!email) {
          setMessage({ tone: 'danger', text: accountMessages.t('emptyEmail') });
          return;
        }
        return run(async () => {
          const { error } = await client.auth.signInWithOtp({
            email,
            options: { emailRedirectTo: joinUrl() },
          });
          return { error, done: accountMessages.t('checkMagicLink') };
        });
      case 'forgotten_password':
        return run(async () => {
          const { error } = await client.auth.resetPasswordForEmail(email, {
            redirectTo: joinUrl(),
          });
          return { error, done: accountMessages.t('checkReset') };
        });
      case 'update_password':
        return run(async () => {
          const { error } = await client.auth.updateUser({ password: fields.password });
          if (!error) setField('password', '');
          return { error, done: accountMessages.t('passwordUpdated') };
        });
      case 'verify_otp':
        return run(async () => {
          const { error } = await client.auth.verifyOtp({
            email,
            token: fields.token.trim(),
            type: 'email',
          });
          return { error };
        });
    }
  };

  const signInWith = async (provider: Provider) => {
    if (!client) return;
    await run(async () => {
      const { error } = await client.auth.signInWithOAuth({
        provider,
        options: { redirectTo: joinUrl() },
      });
      return { error };
    });
  };

  return {
    view,
    fields,
    message,
    loading,
    ready: client !== null,
    switchTo,
    setField,
    submit,
    signInWith,
  };
}
