import styled, { css } from 'styled-components';
import type { ReleaseHealth } from 'shared-contracts';
import { formatShare } from './release-view';
import { HEALTH_LABELS, RELEASE_TEXT } from './texts';

const List = styled.dl<{ $compact?: boolean }>`
  display: grid;
  margin: 0;
  font-variant-numeric: tabular-nums;
  div {
    min-width: 0;
  }
  dt {
    font-size: 11px;
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.ink};
  }
  ${({ $compact, theme }) =>
    $compact
      ? css`
          grid-template-columns: repeat(2, max-content);
          gap: 4px 12px;
          div {
            display: flex;
            align-items: baseline;
            gap: 6px;
          }
          dt {
            font-size: 10.5px;
            white-space: nowrap;
          }
          dd {
            font-size: 13px;
          }
        `
      : css`
          grid-template-columns: repeat(4, minmax(0, 1fr));
          gap: 12px 16px;
          padding: 12px 0 0;
          border-top: 1px solid ${theme.colors.border};
          dd {
            margin-top: 2px;
            font-family: ${theme.fonts.serif};
            font-size: 22px;
            line-height: 1.2;
          }
          ${theme.media.mobile} {
            grid-template-columns: repeat(2, minmax(0, 1fr));
          }
        `}
`;

const Quiet = styled.span`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** High failure rates read in the danger colour. */
const Rate = styled.dd<{ $failing: boolean }>`
  && {
    color: ${({ theme, $failing }) => ($failing ? theme.colors.danger : theme.colors.ink)};
  }
`;

interface HealthFactsProps {
  health: ReleaseHealth;
  /** In a table cell: small, two columns, and 'No reports' when nothing came. */
  compact?: boolean;
}

/** Mounts, load failures, render errors and the failure rate browsers reported for a version. */
export function HealthFacts({ health, compact }: HealthFactsProps) {
  const { mounts = 0, loadFailures = 0, renderErrors = 0, failureRate = 0 } = health ?? {};
  if (compact && mounts + loadFailures + renderErrors === 0) {
    return <Quiet>{RELEASE_TEXT.noReports}</Quiet>;
  }
  return (
    <List $compact={compact}>
      <div>
        <dt>{HEALTH_LABELS.mounts}</dt>
        <dd>{mounts}</dd>
      </div>
      <div>
        <dt>{HEALTH_LABELS.loadFailures}</dt>
        <dd>{loadFailures}</dd>
      </div>
      <div>
        <dt>{HEALTH_LABELS.renderErrors}</dt>
        <dd>{renderErrors}</dd>
      </div>
      <div>
        <dt>{HEALTH_LABELS.failureRate}</dt>
        <Rate $failing={failureRate > 0}>{formatShare(failureRate)}</Rate>
      </div>
    </List>
  );
}
