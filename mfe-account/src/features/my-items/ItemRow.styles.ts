import styled from 'styled-components';
import { FactList } from 'shared-contracts/ui-extras';

export const Row = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &[open] summary svg.chevron {
    transform: rotate(180deg);
  }
`;

export const Summary = styled.summary`
  list-style: none;
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr) 140px 90px 130px 24px;
  align-items: center;
  gap: 20px;
  padding: 16px 4px;
  cursor: pointer;
  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  svg.chevron {
    color: ${({ theme }) => theme.colors.subtle};
    transition: transform 0.2s ease;
  }
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 64px minmax(0, 1fr) 120px 70px 110px 20px;
    gap: 14px;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 64px minmax(0, 1fr) 20px;
    grid-template-areas:
      'thumb name chevron'
      'thumb meta chevron';
    gap: 4px 14px;
    .thumb {
      grid-area: thumb;
    }
    .name {
      grid-area: name;
    }
    .meta {
      grid-area: meta;
    }
    svg.chevron {
      grid-area: chevron;
    }
  }
`;

export const Thumb = styled.div`
  width: 100%;
  aspect-ratio: 1;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.subtle};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const NameCell = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export const Sub = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
  &.review {
    color: ${({ theme }) => theme.colors.info};
  }
`;

export const Name = styled.span`
  font-family: ${({ theme }) => theme.fonts.serif};
  font-size: 17px;
  color: ${({ theme }) => theme.colors.ink};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** On wide screens the meta parts sit in the grid's columns; on mobile they wrap in one line. */
export const Meta = styled.span`
  display: contents;
  ${({ theme }) => theme.media.mobile} {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
    font-size: 13px;
  }
`;

export const Price = styled.span`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.ink};
  s {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.subtle};
    margin-inline-end: 6px;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

export const Badge = styled.span<{ $tone: 'accent' | 'muted' | 'success' | 'info' }>`
  justify-self: start;
  padding: 3px 10px;
  font-size: 11px;
  font-weight: 600;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  color: ${({ theme, $tone }) =>
    $tone === 'accent'
      ? theme.colors.accentDark
      : $tone === 'success'
        ? theme.colors.success
        : $tone === 'info'
          ? theme.colors.info
          : theme.colors.muted};
  background: ${({ theme, $tone }) =>
    $tone === 'accent'
      ? theme.colors.accentSoft
      : $tone === 'success'
        ? theme.colors.successSoft
        : $tone === 'info'
          ? theme.colors.infoSoft
          : theme.colors.surfaceAlt};
`;

export const Body = styled.div`
  padding-block: 4px 24px;
  padding-inline: 96px 4px;
  color: ${({ theme }) => theme.colors.text};
  ${({ theme }) => theme.media.tablet} {
    padding-inline-start: 82px;
  }
  ${({ theme }) => theme.media.mobile} {
    padding-inline-start: 4px;
  }
  p {
    margin: 0 0 12px;
    max-width: 720px;
  }
  a {
    font-size: 13px;
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;

export const Facts = styled(FactList)`
  margin-block-end: 12px;
`;

export const Review = styled.p`
  color: ${({ theme }) => theme.colors.info};
`;
