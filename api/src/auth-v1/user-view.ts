import type { Account, FactorRow } from './accounts';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : undefined);

export const APP_METADATA = { provider: 'email', providers: ['email'] };

export function factorView(factor: FactorRow) {
  return {
    id: factor.id,
    friendly_name: factor.friendlyName,
    factor_type: factor.factorType,
    status: factor.status,
    created_at: iso(factor.createdAt),
    updated_at: iso(factor.updatedAt),
    ...(factor.lastChallengedAt ? { last_challenged_at: iso(factor.lastChallengedAt) } : {}),
  };
}

/** The user object of GoTrue (GET /user, sessions, sign-up answers). */
export function userView(account: Account, factors: FactorRow[] = []) {
  const { user, identity } = account;
  const confirmedAt = iso(identity.emailConfirmedAt);
  const createdAt = iso(identity.createdAt)!;
  const updatedAt = iso(identity.updatedAt)!;
  return {
    id: identity.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.Email,
    email_confirmed_at: confirmedAt,
    phone: '',
    confirmation_sent_at: iso(identity.confirmationSentAt),
    recovery_sent_at: iso(identity.recoverySentAt),
    ...(identity.newEmail
      ? { new_email: identity.newEmail, email_change_sent_at: iso(identity.emailChangeSentAt) }
      : {}),
    confirmed_at: confirmedAt,
    last_sign_in_at: iso(identity.lastSignInAt),
    app_metadata: APP_METADATA,
    user_metadata: identity.userMetadata,
    identities: [
      {
        identity_id: identity.identityId,
        id: identity.id,
        user_id: identity.id,
        identity_data: {
          email: user.Email,
          email_verified: Boolean(confirmedAt),
          phone_verified: false,
          sub: identity.id,
        },
        provider: 'email',
        last_sign_in_at: iso(identity.lastSignInAt),
        created_at: createdAt,
        updated_at: updatedAt,
        email: user.Email,
      },
    ],
    factors: factors.map(factorView),
    created_at: createdAt,
    updated_at: updatedAt,
    is_anonymous: false,
  };
}

export type UserView = ReturnType<typeof userView>;
