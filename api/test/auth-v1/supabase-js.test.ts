import type { AddressInfo } from 'node:net';
import type * as SupabaseJs from '@supabase/supabase-js';
import type { TestApp } from '../helpers/test-app';
import { ANON_KEY, authTestEnv, lastMail, PASSWORD, startAuthApp, totpCode } from './helpers';

authTestEnv();

/** The unmodified supabase-js client, over real HTTP, against the embedded /auth/v1. */
describe('supabase-js against /auth/v1', () => {
  let t: TestApp;
  let url: string;
  let createClient: typeof SupabaseJs.createClient;
  beforeAll(async () => {
    ({ createClient } = await import('@supabase/supabase-js'));
    t = await startAuthApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const client = () =>
    createClient(url, ANON_KEY, {
      auth: {
        persistSession: false,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        flowType: 'implicit',
      },
    });

  it('signs up, confirms, signs in, enrolls TOTP to aal2 and signs out', async () => {
    const supabase = client();
    const email = 'js-client@example.com';
    const signUp = await supabase.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: `${url}/join`, data: { full_name: 'Jamal Saeed' } },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email).toBe(email);

    const early = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(early.error?.code).toBe('email_not_confirmed');

    const { token, link } = await lastMail(t, email);
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${url}/join`);
    const verified = await supabase.auth.verifyOtp({ token_hash: token, type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email_confirmed_at).toBeTruthy();
    await supabase.auth.signOut({ scope: 'local' });

    const wrong = await supabase.auth.signInWithPassword({ email, password: 'Wrong#Pass1' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.message).toBe('Invalid login credentials');
    const signIn = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.user_metadata).toEqual({ full_name: 'Jamal Saeed' });
    expect((await supabase.auth.getUser()).data.user?.email).toBe(email);

    const enrolled = await supabase.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Authenticator',
    });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data!;
    const before = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const bad = await supabase.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: '000000' === totpCode(factor.totp.secret) ? '111111' : '000000',
    });
    expect(bad.error?.code).toBe('mfa_verification_failed');
    const good = await supabase.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totpCode(factor.totp.secret),
    });
    expect(good.error).toBeNull();
    const after = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(
      after.data?.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method)),
    ).toEqual(['totp', 'password']);
    const factors = await supabase.auth.mfa.listFactors();
    expect(factors.data?.totp.map((f) => f.id)).toEqual([factor.id]);

    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.access_token).toBeTruthy();

    const removed = await supabase.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();

    const signOut = await supabase.auth.signOut();
    expect(signOut.error).toBeNull();
    expect((await supabase.auth.getSession()).data.session).toBeNull();
    const stale = await supabase.auth.refreshSession({
      refresh_token: refreshed.data.session!.refresh_token,
    });
    expect(stale.error?.code).toBe('refresh_token_not_found');
  });

  it('sends magic links and password resets, and updates the password', async () => {
    const supabase = client();
    const email = 'js-magic@example.com';
    const otp = await supabase.auth.signInWithOtp({
      email,
      options: { emailRedirectTo: `${url}/join` },
    });
    expect(otp.error).toBeNull();
    const { code } = await lastMail(t, email);
    const signedIn = await supabase.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(signedIn.error).toBeNull();
    const updated = await supabase.auth.updateUser({ password: 'Chosen#Pass12' });
    expect(updated.error).toBeNull();
    await supabase.auth.signOut();

    const reset = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${url}/join` });
    expect(reset.error).toBeNull();
    const recovery = await lastMail(t, email);
    expect(recovery.mail.subject).toBe('Reset your password');
    const events: string[] = [];
    supabase.auth.onAuthStateChange((event) => events.push(event));
    const recovered = await supabase.auth.verifyOtp({
      token_hash: recovery.token,
      type: 'recovery',
    });
    expect(recovered.error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    const weak = await supabase.auth.updateUser({ password: 'abc' });
    expect(weak.error?.code).toBe('weak_password');
    expect((await supabase.auth.updateUser({ password: 'Final#Pass34' })).error).toBeNull();
    expect(events).toContain('USER_UPDATED');
    await supabase.auth.signOut();
    expect(
      (await supabase.auth.signInWithPassword({ email, password: 'Final#Pass34' })).error,
    ).toBeNull();
  });
});
