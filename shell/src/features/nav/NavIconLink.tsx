import { useId, type ComponentType } from 'react';
import { Link } from 'shared-contracts';
import styled, { css } from 'styled-components';

const iconAction = css`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-width: 44px;
  min-height: 44px;
  padding: 0 6px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  cursor: pointer;
  transition: color 0.2s ease;
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export const IconLinkAction = styled(Link)`
  ${iconAction}
`;

export const IconButtonAction = styled.button`
  ${iconAction}
  font: inherit;
`;

export const IconLabel = styled.span<{ $hidden?: boolean }>`
  font-size: 10px;
  font-weight: 600;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  line-height: 1;
  /* Arabic letters read smaller than Latin ones at the same size. */
  &:lang(ar) {
    font-size: 11.5px;
  }
  ${({ $hidden }) =>
    $hidden &&
    `position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
     white-space: nowrap;`}
`;

const IconBox = styled.span`
  position: relative;
  display: inline-flex;
`;

const Badge = styled.span`
  position: absolute;
  top: -6px;
  inset-inline-end: -9px;
  min-width: 17px;
  height: 17px;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.accentDark};
  color: #fff;
  font-size: 10px;
  font-weight: 700;
  line-height: 17px;
  text-align: center;
  letter-spacing: 0;
`;

interface NavIconLinkProps {
  to: string;
  /** Names its count for tests ('bag' -> data-testid 'bag-count'), in every language. */
  name: string;
  label: string;
  icon: ComponentType<{ size?: number; strokeWidth?: number; 'aria-hidden'?: 'true' }>;
  count: number;
  showLabel: boolean;
}

/** Bag / favourites: an icon with its count; the label is the accessible name, the count its description. */
export function NavIconLink({ to, name, label, icon: Icon, count, showLabel }: NavIconLinkProps) {
  const countId = useId();
  return (
    <IconLinkAction to={to} aria-label={label} aria-describedby={countId}>
      <IconBox>
        <Icon size={21} strokeWidth={1.5} aria-hidden="true" />
        <Badge id={countId} data-testid={`${name}-count`} hidden={count === 0}>
          {count}
        </Badge>
      </IconBox>
      <IconLabel $hidden={!showLabel} aria-hidden="true">
        {label}
      </IconLabel>
    </IconLinkAction>
  );
}
