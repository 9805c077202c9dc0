import styled from 'styled-components';
import {
  Button,
  Notice,
  PageContainer,
  PageTitle,
  Skeleton,
  localizeMessage,
  selectUser,
  useAppSelector,
} from 'shared-contracts';
import { TextField } from 'shared-contracts/ui-extras';
import { SignInPrompt } from '../../app/SignInPrompt';
import { DeleteAccountSection } from './DeleteAccountSection';
import { MailSettingsSection } from './MailSettingsSection';
import { PasswordField } from '../../app/PasswordField';
import { ProfileImageField } from './ProfileImageField';
import { useProfile } from './use-profile';
import { useAccountText } from '../../i18n/messages';

/** A form's message (a schema's English one, or ours) in the active language. */
const shown = (message: string | undefined) => message && localizeMessage(message);

const Columns = styled.div`
  display: grid;
  grid-template-columns: 280px minmax(0, 600px);
  gap: 56px;
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: 32px;
  }
`;

const Aside = styled.aside`
  padding: 32px 20px;
  ${({ theme }) => theme.media.mobile} {
    padding: 20px 16px;
  }
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Intro = styled.p`
  margin: -12px 0 32px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
  margin-top: 8px;
  ${({ theme }) => theme.media.mobile} {
    /* Keeps Save Changes in reach while editing on a phone. */
    position: sticky;
    bottom: 0;
    z-index: 1;
    margin: 8px -16px 0;
    padding: 12px 16px;
    background: rgba(255, 255, 255, 0.96);
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    button {
      flex: 1 1 0;
      padding: 0 12px;
      white-space: nowrap;
      letter-spacing: 0.08em;
    }
  }
`;

function ProfileSkeleton() {
  const t = useAccountText();
  return (
    <Columns aria-busy="true" aria-label={t('profileLoading')}>
      <Aside>
        <Skeleton
          $height="148px"
          $width="148px"
          style={{ borderRadius: '50%', margin: '0 auto' }}
        />
      </Aside>
      <div>
        {[0, 1, 2].map((row) => (
          <div key={row} style={{ marginBottom: 24 }}>
            <Skeleton $height="12px" $width="90px" />
            <Skeleton $height="44px" style={{ marginTop: 8 }} />
          </div>
        ))}
      </div>
    </Columns>
  );
}

/** My Profile (/accountDetails). */
export function AccountDetailsPage() {
  const user = useAppSelector(selectUser);
  const profile = useProfile(user);
  const t = useAccountText();

  if (!user) {
    return (
      <PageContainer>
        <PageTitle>{t('myProfile')}</PageTitle>
        <SignInPrompt title={t('profileSignInTitle')} text={t('profileSignInText')} />
      </PageContainer>
    );
  }

  const { draft, errors, notice } = profile;
  return (
    <PageContainer>
      <PageTitle>{t('myProfile')}</PageTitle>
      <Intro>{t('profileIntro')}</Intro>
      {!profile.loaded ? (
        <ProfileSkeleton />
      ) : (
        <Columns>
          <Aside>
            <ProfileImageField
              image={profile.image}
              pending={draft.photo !== null}
              error={shown(errors.ProfileImage)}
              onChoose={profile.choosePhoto}
              onRemove={profile.removePhoto}
            />
          </Aside>
          <div>
            <form
              noValidate
              aria-label={t('profileDetails')}
              onSubmit={(event) => {
                event.preventDefault();
                void profile.save();
              }}
            >
              <TextField
                label={t('username')}
                name="UserName"
                autoComplete="username"
                value={draft.UserName}
                error={shown(errors.UserName)}
                onChange={(e) => profile.update({ UserName: e.target.value })}
              />
              <TextField
                label={t('email')}
                name="Email"
                type="email"
                autoComplete="email"
                value={draft.Email}
                error={shown(errors.Email)}
                onChange={(e) => profile.update({ Email: e.target.value })}
              />
              <PasswordField
                label={t('password')}
                name="Password"
                autoComplete="new-password"
                placeholder={t('passwordUnchanged')}
                hint={t('passwordHint')}
                value={draft.Password}
                error={shown(errors.Password)}
                onChange={(e) => profile.update({ Password: e.target.value })}
              />
              {notice && (
                <Notice $tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
                  {notice.text}
                </Notice>
              )}
              {profile.dirty && (
                <Actions>
                  <Button type="submit" disabled={profile.saving}>
                    {t('saveChanges')}
                  </Button>
                  <Button
                    type="button"
                    $variant="ghost"
                    disabled={profile.saving}
                    onClick={profile.cancel}
                  >
                    {t('cancel')}
                  </Button>
                </Actions>
              )}
            </form>
            {profile.preferences && <MailSettingsSection initial={profile.preferences} />}
            <DeleteAccountSection />
          </div>
        </Columns>
      )}
    </PageContainer>
  );
}
