import { Send } from 'lucide-react';
import styled from 'styled-components';
import { MAIL_STATES, PAGE_SIZES, type MailRow, type MailState } from 'shared-contracts';
import { useMailPageQuery } from '../../api';
import type { FilteredListConfig, RecordColumn } from '../list/types';
import { RowButton } from '../../shared/RowActions';
import { Badge, type BadgeTone } from '../../shared/StatusBadge';
import { Quiet } from '../../shared/table';
import { When } from '../../shared/When';
import { MAIL_KIND_LABELS, MAIL_LANGUAGE_LABELS, MAIL_TEXT } from './texts';

const STATE_TONES: Record<MailState, BadgeTone> = {
  Pending: 'info',
  Sent: 'success',
  Failed: 'danger',
};

/** Addresses and subjects wrap anywhere rather than widen the table. */
const Wrapping = styled.span<{ $min: number }>`
  display: block;
  min-width: ${({ $min }) => $min}px;
  max-width: 280px;
  overflow-wrap: anywhere;
`;

/** The transport's refusal, cut after two lines in a row (whole in its title and on a card). */
const ErrorText = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  min-width: 160px;
  max-width: 240px;
  overflow-wrap: anywhere;
  font-size: 12.5px;
  color: ${({ theme }) => theme.colors.danger};
`;

const isMailState = (value: unknown): value is MailState =>
  typeof value === 'string' && (MAIL_STATES as readonly string[]).includes(value);

/** The outbox, newest first, with each mail's state and sending attempts. */
export const mailConfig: FilteredListConfig<MailRow, MailState> = {
  title: MAIL_TEXT.title,
  intro: MAIL_TEXT.intro,
  lead: MAIL_TEXT.lead,
  tableLabel: MAIL_TEXT.tableLabel,
  pageSize: PAGE_SIZES.orders,
  statuses: MAIL_STATES,
  isStatus: isMailState,
  statusLabel: (state) => state,
  allStatuses: MAIL_TEXT.allStates,
  filterLabel: MAIL_TEXT.filterLabel,
  usePage: useMailPageQuery,
  idOf: (mail) => mail.MailID,
  columns: [
    { header: 'ID', numeric: true, render: (m) => m.MailID },
    { header: 'To', render: (m) => <Wrapping $min={130}>{m.To}</Wrapping> },
    {
      header: 'Subject',
      wide: true,
      // An Arabic mail's subject reads right to left inside the English table.
      render: (m) => (
        <Wrapping $min={150} dir="auto" lang={m.Language}>
          {m.Subject}
        </Wrapping>
      ),
    },
    { header: 'Kind', render: (m) => MAIL_KIND_LABELS[m.Kind] ?? m.Kind },
    { header: 'Language', render: (m) => MAIL_LANGUAGE_LABELS[m.Language] ?? m.Language },
    {
      header: 'State',
      render: (m) => <Badge $tone={STATE_TONES[m.State] ?? 'muted'}>{m.State}</Badge>,
    },
    { header: 'Attempts', numeric: true, render: (m) => m.Attempts },
    {
      header: 'Last error',
      render: (m) =>
        m.LastError ? <ErrorText title={m.LastError}>{m.LastError}</ErrorText> : <Quiet>—</Quiet>,
    },
    { header: 'Created', render: (m) => <When value={m.CreatedAt} /> },
    { header: 'Sent', render: (m) => <When value={m.SentAt} /> },
  ],
  empty: MAIL_TEXT.empty,
  emptyWithStatus: MAIL_TEXT.emptyWithState,
  loadFailed: MAIL_TEXT.loadFailed,
  fetchError: MAIL_TEXT.fetchError,
};

/** The columns with 'Send again' on every mail not waiting in the outbox already. */
export function mailColumns(onSendAgain: (mail: MailRow) => void): RecordColumn<MailRow>[] {
  return [
    ...mailConfig.columns,
    {
      header: 'Actions',
      unlabelled: true,
      render: (m) =>
        m.State === 'Pending' ? null : (
          <RowButton
            type="button"
            aria-label={MAIL_TEXT.sendAgainOf(m.MailID)}
            onClick={() => onSendAgain(m)}
          >
            <Send size={13} aria-hidden="true" />
            {MAIL_TEXT.sendAgain}
          </RowButton>
        ),
    },
  ];
}
