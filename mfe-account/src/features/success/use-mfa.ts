import { useCallback, useEffect, useState } from 'react';
import type { Factor, SupabaseClient } from '@supabase/supabase-js';
import QRCode from 'qrcode';
import { accountMessages } from '../../i18n/messages';

export interface Enrolment {
  factorId: string;
  qr: string;
  secret: string;
}

export interface Assurance {
  currentLevel: string | null;
  nextLevel: string | null;
}

/** TOTP second factor of the hosted auth session: enrol (QR), verify, assurance level, remove. */
export function useMfa(client: SupabaseClient | null, enabled: boolean) {
  const [factors, setFactors] = useState<Factor[]>([]);
  const [assurance, setAssurance] = useState<Assurance | null>(null);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    if (!client) return;
    const [list, level] = await Promise.all([
      client.auth.mfa.listFactors(),
      client.auth.mfa.getAuthenticatorAssuranceLevel(),
    ]);
    if (list.data) setFactors(list.data.all.filter((factor) => factor.status === 'verified'));
    if (level.data) {
      setAssurance({ currentLevel: level.data.currentLevel, nextLevel: level.data.nextLevel });
    }
  }, [client]);

  useEffect(() => {
    if (enabled) void refresh();
  }, [enabled, refresh]);

  const step = async (action: () => Promise<string | null>) => {
    setBusy(true);
    setError('');
    try {
      const problem = await action();
      if (problem) setError(problem);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : accountMessages.t('somethingWrong'));
    } finally {
      setBusy(false);
    }
  };

  const enroll = () =>
    step(async () => {
      if (!client) return null;
      const { data, error: failure } = await client.auth.mfa.enroll({
        factorType: 'totp',
        friendlyName: `Authenticator ${new Date().toISOString().slice(0, 19)}`,
      });
      if (failure) return failure.message;
      const qr = await QRCode.toDataURL(data.totp.uri, { margin: 1, width: 200 });
      setEnrolment({ factorId: data.id, qr, secret: data.totp.secret });
      setCode('');
      return null;
    });

  const verify = () =>
    step(async () => {
      if (!client || !enrolment) return null;
      const { error: failure } = await client.auth.mfa.challengeAndVerify({
        factorId: enrolment.factorId,
        code: code.trim(),
      });
      if (failure) return failure.message;
      setEnrolment(null);
      setCode('');
      await refresh();
      return null;
    });

  const remove = (factorId: string) =>
    step(async () => {
      if (!client) return null;
      const { error: failure } = await client.auth.mfa.unenroll({ factorId });
      if (failure) return failure.message;
      if (enrolment?.factorId === factorId) setEnrolment(null);
      // The session still lists the removed factor until it is refreshed.
      await client.auth.refreshSession();
      await refresh();
      return null;
    });

  return { factors, assurance, enrolment, code, setCode, error, busy, enroll, verify, remove };
}
