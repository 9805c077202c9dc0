import { Fragment } from 'react';
import styled from 'styled-components';
import type { RemoteRelease, RemoteReleases } from 'shared-contracts';
import { formatDateTime } from '../../shared/format';
import { RowButton } from '../../shared/RowActions';
import { Badge } from '../../shared/StatusBadge';
import { NoWrap, Table, TableScroller } from '../../shared/table';
import { HealthFacts } from './HealthFacts';
import { ACTION_TEXT } from './release-actions';
import { rowActions, sharedLibraries, versionLabel, type RowAction } from './release-view';
import { RELEASE_TEXT, STATUS_TEXT, VERSION_COLUMNS } from './texts';

const Version = styled.span`
  display: block;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
  white-space: nowrap;
`;

const Libraries = styled.span`
  display: block;
  margin-top: 2px;
  min-width: 150px;
  max-width: 260px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Reasons = styled.ul`
  margin: 6px 0 0;
  padding-left: 16px;
  min-width: 180px;
  max-width: 300px;
  font-size: 12.5px;
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
`;

/** A row's buttons, one under the other and as wide as the widest. */
const Actions = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: 6px;
  min-width: max-content;
`;

/** Rows hold several lines (libraries, reasons, figures): cells align at their top. */
const VersionsGrid = styled(Table)`
  th,
  td {
    padding: 10px 12px;
    vertical-align: top;
  }
`;

function StatusCell({ entry, release }: { entry: RemoteReleases; release: RemoteRelease }) {
  if (release.version === entry.live.version) {
    return <Badge $tone="success">{STATUS_TEXT.live}</Badge>;
  }
  if (release.version === entry.canary?.version) {
    return <Badge $tone="accent">{STATUS_TEXT.canary}</Badge>;
  }
  if (!release.compatible) {
    return (
      <>
        <Badge $tone="danger">{STATUS_TEXT.refused}</Badge>
        {release.problems.length > 0 && (
          <Reasons>
            {release.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Reasons>
        )}
      </>
    );
  }
  return null;
}

interface VersionsTableProps {
  entry: RemoteReleases;
  pkg: string;
  /** The heading above: it names the scrolling frame, the table names its package. */
  labelledBy: string;
  busy: boolean;
  onAction: (kind: RowAction, release: RemoteRelease) => void;
}

/** A remote's registered versions, newest first, then its default build. */
export function VersionsTable({ entry, pkg, labelledBy, busy, onAction }: VersionsTableProps) {
  return (
    <TableScroller tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <VersionsGrid aria-label={RELEASE_TEXT.versionsOf(pkg)}>
        <thead>
          <tr>
            {VERSION_COLUMNS.map((column) => (
              <th key={column}>{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entry.releases.map((release) => {
            const libraries = sharedLibraries(release.shared);
            return (
              <tr key={release.version}>
                <td>
                  <Version>{versionLabel(release.version)}</Version>
                  {libraries.length > 0 && (
                    <Libraries>
                      {libraries.map((library, index) => (
                        <Fragment key={library}>
                          {index > 0 && ', '}
                          <NoWrap>{library}</NoWrap>
                        </Fragment>
                      ))}
                    </Libraries>
                  )}
                </td>
                <td>
                  {release.releasedAt ? (
                    <Muted>
                      <time dateTime={release.releasedAt}>
                        {formatDateTime(release.releasedAt)}
                      </time>
                    </Muted>
                  ) : (
                    <Muted>—</Muted>
                  )}
                </td>
                <td>
                  <NoWrap>{release.releasedBy}</NoWrap>
                </td>
                <td>
                  <StatusCell entry={entry} release={release} />
                </td>
                <td>
                  <HealthFacts health={release.health} compact />
                </td>
                <td>
                  <Actions>
                    {rowActions(entry, release).map((kind) => (
                      <RowButton
                        key={kind}
                        type="button"
                        disabled={busy}
                        onClick={() => onAction(kind, release)}
                      >
                        {ACTION_TEXT[kind].button}
                      </RowButton>
                    ))}
                  </Actions>
                </td>
              </tr>
            );
          })}
        </tbody>
      </VersionsGrid>
    </TableScroller>
  );
}
