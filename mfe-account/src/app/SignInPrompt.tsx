import { LockKeyhole } from 'lucide-react';
import { useEffect } from 'react';
import styled from 'styled-components';
import { Button, openLoginModal, useAppDispatch } from 'shared-contracts';
import { useAccountText } from '../i18n/messages';

const Box = styled.section`
  max-width: 460px;
  margin: 48px auto;
  padding: 40px 32px;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.mobile} {
    margin: 24px auto;
    padding: 32px 20px;
  }
  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
  h2 {
    font-size: 24px;
    margin: 16px 0 8px;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    margin: 0 0 24px;
  }
`;

/**
 * What a logged-out visitor sees on a members-only page; the login modal opens with it, on
 * arrival or when the visitor signs out there.
 */
export function SignInPrompt({ title, text }: { title: string; text: string }) {
  const dispatch = useAppDispatch();
  const t = useAccountText();
  useEffect(() => {
    dispatch(openLoginModal());
  }, [dispatch]);
  return (
    <Box aria-labelledby="sign-in-prompt-title">
      <LockKeyhole size={32} strokeWidth={1.4} aria-hidden="true" />
      <h2 id="sign-in-prompt-title">{title}</h2>
      <p>{text}</p>
      <Button type="button" onClick={() => dispatch(openLoginModal())}>
        {t('openLogin')}
      </Button>
    </Box>
  );
}
