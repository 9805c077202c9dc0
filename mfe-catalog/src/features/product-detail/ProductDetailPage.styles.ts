import styled from 'styled-components';
import { Notice, Skeleton } from 'shared-contracts';
import { GALLERY_IMAGE } from './Gallery';

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
  gap: 56px;
  align-items: start;
  ${({ theme }) => theme.media.tablet} {
    gap: 32px;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 24px;
  }
`;

export const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: 22px;
  min-width: 0;
  h1 {
    margin: 0;
    font-size: clamp(26px, 3vw, 38px);
    line-height: 1.15;
    /* A name in English keeps its own order inside an Arabic page. */
    unicode-bidi: plaintext;
    text-align: match-parent;
    text-align: match-parent;
  }
`;

export const Meta = styled.p`
  margin: 0 0 -12px;
  font-size: 12px;
  letter-spacing: 0.18em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accentDark};
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
`;

/** Tucked under the price, as part of it: the Info column's gap would set it apart. */
export const Condition = styled.p`
  margin: -14px 0 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
  strong {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

export const Badge = styled.span<{ $dark?: boolean }>`
  padding: 3px 8px;
  font-size: 10px;
  letter-spacing: 0.14em;
  color: #fff;
  background: ${({ theme, $dark }) => ($dark ? theme.colors.ink : theme.colors.accentDark)};
`;

export const Block = styled.div`
  h2 {
    margin: 0 0 10px;
    font-family: inherit;
    font-size: 12px;
    font-weight: 600;
    letter-spacing: 0.16em;
    text-transform: uppercase;
  }
  p {
    margin: 0;
    white-space: pre-line;
    unicode-bidi: plaintext;
    text-align: match-parent;
    text-align: match-parent;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Swatches = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

export const Swatch = styled.button<{ $selected: boolean }>`
  min-height: 40px;
  padding: 0 18px;
  border: 1px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.ink : theme.colors.borderStrong)};
  background: ${({ $selected }) => ($selected ? '#fff' : 'transparent')};
  font-size: 13px;
  letter-spacing: 0.06em;
  cursor: pointer;
  box-shadow: ${({ $selected, theme }) => ($selected ? `inset 0 0 0 1px ${theme.colors.ink}` : 'none')};
`;

export const Missing = styled.div`
  max-width: 560px;
  margin: 48px auto;
  text-align: center;
  h1 {
    font-size: 30px;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const MissingActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 24px;
`;

/** The gallery's place, as tall as its photo (in a rule: pages allow no style attribute). */
export const GallerySkeleton = styled(Skeleton)`
  aspect-ratio: ${GALLERY_IMAGE.width} / ${GALLERY_IMAGE.height};
  height: auto;
`;

export const ErrorText = styled(Notice)`
  font-weight: 600;
`;
