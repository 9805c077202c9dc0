import { ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'shared-contracts';
import styled from 'styled-components';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 14px;
  padding: 72px 24px;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  p {
    margin: 0;
  }
`;

const Message = styled.p`
  font-family: ${({ theme }) => theme.fonts.serif};
  font-size: 22px;
  color: ${({ theme }) => theme.colors.ink};
`;

const Cta = styled(Link)`
  margin-top: 8px;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 24px;
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  font-size: 13px;
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  text-decoration: none;
  &:hover {
    background: #000;
  }
`;

interface EmptyStateProps {
  message: string;
  hint: string;
  cta: string;
  icon?: ReactNode;
}

/** A calm empty state with a way back to the collection. */
export function EmptyState({ message, hint, cta, icon }: EmptyStateProps) {
  return (
    <Box>
      {icon ?? <ShoppingBag size={36} strokeWidth={1.2} aria-hidden />}
      <Message>{message}</Message>
      <p>{hint}</p>
      <Cta to="/Items">{cta}</Cta>
    </Box>
  );
}
