import { commonMessages } from '../i18n/common';
import styled, { keyframes } from 'styled-components';

/**
 * Attribute of a page whose own full-width background runs down to the site footer (the dark
 * hosted-auth screens): the shell then drops the footer's top margin, which would show as a white
 * strip between the two.
 */
export const MEETS_FOOTER_ATTRIBUTE = 'data-meets-footer';

export const PageContainer = styled.main`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 32px 24px 64px;
  min-height: 60vh;
  ${({ theme }) => theme.media.mobile} {
    padding: 20px 16px 48px;
  }
`;

export const PageTitle = styled.h1`
  font-size: clamp(26px, 3.2vw, 38px);
  margin-bottom: 24px;
`;

export const Notice = styled.p<{ $tone?: 'error' | 'success' | 'info' | 'muted' }>`
  margin: 0 0 16px;
  padding: ${({ $tone }) => ($tone === 'muted' ? '0' : '12px 16px')};
  border-radius: 2px;
  color: ${({ theme, $tone }) =>
    $tone === 'error'
      ? theme.colors.danger
      : $tone === 'success'
        ? theme.colors.success
        : $tone === 'info'
          ? theme.colors.info
          : theme.colors.muted};
  background: ${({ theme, $tone }) =>
    $tone === 'error'
      ? theme.colors.dangerSoft
      : $tone === 'success'
        ? theme.colors.successSoft
        : $tone === 'info'
          ? theme.colors.infoSoft
          : 'transparent'};
`;

const shimmer = keyframes`
  0% { background-position: -400px 0; }
  100% { background-position: 400px 0; }
`;

/** A grey placeholder block with a soft shimmer, for loading states. */
export const Skeleton = styled.div<{ $height?: string; $width?: string }>`
  height: ${({ $height }) => $height ?? '16px'};
  width: ${({ $width }) => $width ?? '100%'};
  border-radius: 2px;
  background: linear-gradient(90deg, #f1ede6 0px, #f8f5f0 200px, #f1ede6 400px);
  background-size: 800px 100%;
  animation: ${shimmer} 1.4s linear infinite;
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span.attrs(() => ({
  role: 'status',
  'aria-label': commonMessages.t('loading'),
}))`
  display: inline-block;
  width: 20px;
  height: 20px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.ink};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
