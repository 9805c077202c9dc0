import styled from 'styled-components';
import { BackLink } from '../../app/BackLink';

export const Back = styled(BackLink)`
  margin-bottom: 16px;
`;

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px 24px;
  margin-bottom: 32px;
  padding-bottom: 24px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h1 {
    margin: 0 0 8px;
  }
  ${({ theme }) => theme.media.mobile} {
    button {
      width: 100%;
    }
  }
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 14px;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 40px;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 4fr);
    gap: 64px;
    align-items: start;
  }
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    gap: 40px;
    align-items: start;
  }
`;

export const Section = styled.section`
  & + & {
    margin-top: 36px;
  }
  h2 {
    font-size: 20px;
    margin: 0 0 16px;
  }
`;

export const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  li {
    display: grid;
    grid-template-columns: 72px minmax(0, 1fr) auto;
    align-items: center;
    gap: 20px;
    padding: 16px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    ${({ theme }) => theme.media.mobile} {
      grid-template-columns: 64px minmax(0, 1fr);
      gap: 4px 14px;
    }
  }
`;

export const Thumb = styled.div`
  width: 100%;
  aspect-ratio: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.subtle};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-row: span 2;
  }
`;

export const LineName = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  a {
    font-family: ${({ theme }) => theme.fonts.serif};
    font-size: 17px;
    color: ${({ theme }) => theme.colors.ink};
    text-underline-offset: 3px;
  }
  span {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const Price = styled.span`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.ink};
  text-align: end;
  ${({ theme }) => theme.media.mobile} {
    text-align: start;
  }
`;

export const Total = styled.p`
  display: flex;
  justify-content: space-between;
  gap: 16px;
  margin: 0;
  padding: 16px 0;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.ink};
`;

export const Totals = styled.div`
  padding: 16px 0;
`;

export const Panel = styled.div`
  padding: 20px 24px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  address {
    font-style: normal;
    line-height: 1.6;
  }
  ${({ theme }) => theme.media.mobile} {
    padding: 16px;
  }
`;

export const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding-block: 0;
  padding-inline: 20px 0;
  border-inline-start: 1px solid ${({ theme }) => theme.colors.borderStrong};
  li {
    position: relative;
    padding-bottom: 18px;
  }
  li::before {
    content: '';
    position: absolute;
    inset-inline-start: -25px;
    top: 6px;
    width: 9px;
    height: 9px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
  }
  li:last-child {
    padding-bottom: 0;
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.ink};
  }
  time,
  p {
    display: block;
    margin: 2px 0 0;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const Message = styled.div`
  max-width: 460px;
  margin: 48px auto;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  svg {
    color: ${({ theme }) => theme.colors.borderStrong};
  }
  h2 {
    margin: 16px 0 8px;
    color: ${({ theme }) => theme.colors.ink};
  }
  p {
    margin: 0 0 24px;
  }
`;

export const Lead = styled.p`
  margin: 0 0 10px;
  font-size: 16px;
`;
