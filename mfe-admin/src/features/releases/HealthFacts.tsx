import styled, { css } from 'styled-components';
import type { ReleaseHealth } from 'shared-contracts';
import { Fact, FactList } from 'shared-contracts/ui-extras';
import { formatShare } from './release-view';
import { HEALTH_LABELS, RELEASE_TEXT } from './texts';

const List = styled(FactList)`
  font-variant-numeric: tabular-nums;
  dt {
    font-weight: 600;
  }
  dd {
    color: ${({ theme }) => theme.colors.ink};
  }
  ${({ inline, theme }) =>
    inline
      ? css`
          gap: 4px 12px;
          dt {
            font-size: 10.5px;
          }
          dd {
            font-size: 13px;
          }
        `
      : css`
          gap: 12px 16px;
          padding: 12px 0 0;
          border-top: 1px solid ${theme.colors.border};
          dd {
            font-family: ${theme.fonts.serif};
            font-size: 22px;
            line-height: 1.2;
          }
        `}
`;

const Quiet = styled.span`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** High failure rates read in the danger colour. */
const Rate = styled.span<{ $failing: boolean }>`
  color: ${({ theme, $failing }) => ($failing ? theme.colors.danger : theme.colors.ink)};
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
    <List columns={compact ? 2 : 4} inline={compact}>
      <Fact label={HEALTH_LABELS.mounts}>{mounts}</Fact>
      <Fact label={HEALTH_LABELS.loadFailures}>{loadFailures}</Fact>
      <Fact label={HEALTH_LABELS.renderErrors}>{renderErrors}</Fact>
      <Fact label={HEALTH_LABELS.failureRate}>
        <Rate $failing={failureRate > 0}>{formatShare(failureRate)}</Rate>
      </Fact>
    </List>
  );
}
