import { useState } from 'react';
import styled from 'styled-components';
import { Button, type ReleaseEvent } from 'shared-contracts';
import { formatDateTime } from '../../shared/format';
import { Table, TableScroller } from '../../shared/table';
import { HISTORY_ACTION } from './release-view';
import { HISTORY_COLUMNS, RELEASE_TEXT } from './texts';

/** The newest events show at first; the rest (up to the api's 50) on demand. */
const FIRST_EVENTS = 8;

const When = styled.time`
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.muted};
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

const Note = styled.td`
  min-width: 200px;
  max-width: 420px;
  font-size: 12.5px;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Empty = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
`;

const More = styled.div`
  margin-top: 10px;
`;

interface HistoryTableProps {
  events: ReleaseEvent[];
  pkg: string;
  /** The heading above: it names the scrolling frame, the table names its package. */
  labelledBy: string;
}

/**
 * A remote's release events, newest first, with the version names as recorded ('default' for
 * the default build, as the release command names it).
 */
export function HistoryTable({ events, pkg, labelledBy }: HistoryTableProps) {
  const [all, setAll] = useState(false);
  if (events.length === 0) return <Empty>{RELEASE_TEXT.noHistory}</Empty>;
  const shown = all ? events : events.slice(0, FIRST_EVENTS);
  return (
    <>
      <TableScroller tabIndex={0} role="region" aria-labelledby={labelledBy}>
        <Table aria-label={RELEASE_TEXT.historyOf(pkg)}>
          <thead>
            <tr>
              {HISTORY_COLUMNS.map((column) => (
                <th key={column}>{column}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((event, index) => (
              <tr key={`${event.at}-${event.action}-${index}`}>
                <td>
                  <When dateTime={event.at}>{formatDateTime(event.at)}</When>
                </td>
                <td>
                  <Nowrap>{HISTORY_ACTION[event.action] ?? event.action}</Nowrap>
                </td>
                <td>
                  <Nowrap>{event.version}</Nowrap>
                </td>
                <td>
                  <Nowrap>{event.actor}</Nowrap>
                </td>
                <Note>{event.note}</Note>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroller>
      {events.length > FIRST_EVENTS && (
        <More>
          <Button
            type="button"
            $variant="ghost"
            $small
            aria-expanded={all}
            onClick={() => setAll((current) => !current)}
          >
            {all ? RELEASE_TEXT.showLessHistory : RELEASE_TEXT.showAllHistory(events.length)}
          </Button>
        </More>
      )}
    </>
  );
}
