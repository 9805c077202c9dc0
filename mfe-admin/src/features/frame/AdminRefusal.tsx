import { LockKeyhole } from 'lucide-react';
import { Link } from 'shared-contracts';
import styled from 'styled-components';
import { Button, openLoginModal, useAppDispatch } from 'shared-contracts';
import { ADMIN_ONLY } from './texts';

const Card = styled.section`
  max-width: 520px;
  margin: 8vh auto;
  padding: 40px 32px;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h1 {
    font-size: 28px;
    margin: 16px 0 8px;
  }
  p {
    margin: 0 0 24px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Icon = styled.span`
  display: inline-flex;
  width: 56px;
  height: 56px;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.accent};
`;

/** What a visitor who is not an administrator sees instead of a back-office screen. */
export function AdminRefusal({ signedOut }: { signedOut: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <Card role="alert" aria-labelledby="admin-refusal-title">
      <Icon>
        <LockKeyhole size={24} aria-hidden="true" />
      </Icon>
      <h1 id="admin-refusal-title">{ADMIN_ONLY.title}</h1>
      <p>{ADMIN_ONLY.message}</p>
      {signedOut ? (
        <Button onClick={() => dispatch(openLoginModal())}>{ADMIN_ONLY.signIn}</Button>
      ) : (
        <Button as={Link} to="/" $variant="secondary">
          {ADMIN_ONLY.backToShop}
        </Button>
      )}
    </Card>
  );
}
