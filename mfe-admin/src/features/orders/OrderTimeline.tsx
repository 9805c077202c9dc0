import styled from 'styled-components';
import type { OrderEvent } from 'shared-contracts';
import { formatDateTime } from '../../shared/format';
import { StatusBadge } from '../../shared/StatusBadge';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    position: relative;
    padding: 0 0 16px 20px;
    border-left: 1px solid ${({ theme }) => theme.colors.border};
    margin-left: 5px;
  }
  li:last-child {
    padding-bottom: 0;
    border-left-color: transparent;
  }
  li::before {
    content: '';
    position: absolute;
    left: -5px;
    top: 4px;
    width: 9px;
    height: 9px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
  }
`;

const Meta = styled.p`
  margin: 4px 0 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Note = styled.p`
  margin: 4px 0 0;
  font-size: 13.5px;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

/** Each status change of the order, as the server lists them: status, when, who and the note. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  if (events.length === 0) return <Meta>No status changes yet.</Meta>;
  return (
    <List aria-label="Timeline">
      {events.map((event, index) => (
        <li key={`${event.At}-${index}`}>
          <StatusBadge status={event.Status} />
          <Meta>
            <time dateTime={event.At}>{formatDateTime(event.At)}</time>
            {event.By ? ` · ${event.By}` : ''}
          </Meta>
          {event.Note && <Note>{event.Note}</Note>}
        </li>
      ))}
    </List>
  );
}
