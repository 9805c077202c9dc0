import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type MailRow } from 'shared-contracts';
import { adminApi } from '../../api';
import { httpError, renderPage } from '../../test/render';
import { MailPage } from './MailPage';

const path = '/ShowMail';

const mail = (MailID: number, extra: Partial<MailRow> = {}): MailRow => ({
  MailID,
  To: 'layla@example.com',
  Subject: `Your order #${MailID} is placed`,
  Kind: 'order_placed',
  Language: 'en',
  State: 'Sent',
  Attempts: 1,
  LastError: '',
  CreatedAt: '2026-03-05T10:30:00Z',
  SentAt: '2026-03-05T10:31:00Z',
  NextAttemptAt: '2026-03-05T10:30:00Z',
  ...extra,
});

const failed = mail(3, {
  To: 'omar@example.com',
  Subject: 'إعادة تعيين كلمة المرور',
  Kind: 'password_reset',
  Language: 'ar',
  State: 'Failed',
  Attempts: 5,
  LastError: '550 Mailbox unavailable',
  SentAt: null,
});
const pending = mail(2, { Kind: 'price_drop', State: 'Pending', Attempts: 0, SentAt: null });
const sent = mail(1);

/** The cell of `row` under the column headed `header`. */
function cellOf(row: HTMLElement, header: string) {
  const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
  return within(row).getAllByRole('cell')[headers.indexOf(header)]!;
}

const rowOf = (id: number) =>
  screen
    .getAllByRole('row')
    .find((row) => within(row).queryAllByRole('cell')[0]?.textContent === String(id))!;

afterEach(() => jest.restoreAllMocks());

describe('Mail', () => {
  it('lists the outbox with readable kinds, states and a Send again on rows not pending', async () => {
    const page = jest
      .spyOn(adminApi.mail, 'page')
      .mockResolvedValue({ data: [failed, pending, sent], total: 3 });
    renderPage(<MailPage />, { path });
    expect(screen.getByRole('heading', { level: 1, name: 'Mail' })).toBeInTheDocument();
    expect(await screen.findByText('3 mails, newest first.')).toBeInTheDocument();
    expect(page).toHaveBeenCalledWith({ page: 1, limit: 10 });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'ID',
      'To',
      'Subject',
      'Kind',
      'Language',
      'State',
      'Attempts',
      'Last error',
      'Created',
      'Sent',
      'Actions',
    ]);

    const row = rowOf(3);
    expect(cellOf(row, 'To')).toHaveTextContent('omar@example.com');
    expect(within(cellOf(row, 'Subject')).getByText(failed.Subject)).toHaveAttribute('dir', 'auto');
    expect(cellOf(row, 'Kind')).toHaveTextContent('Password reset');
    expect(cellOf(row, 'Language')).toHaveTextContent('Arabic');
    expect(cellOf(row, 'State')).toHaveTextContent('Failed');
    expect(cellOf(row, 'Attempts')).toHaveTextContent('5');
    expect(cellOf(row, 'Last error')).toHaveTextContent('550 Mailbox unavailable');
    expect(cellOf(row, 'Created')).toHaveTextContent('5 Mar 2026');
    expect(cellOf(row, 'Sent')).toHaveTextContent('—');
    expect(within(row).getByRole('button', { name: 'Send again, mail #3' })).toBeInTheDocument();

    expect(cellOf(rowOf(2), 'Kind')).toHaveTextContent('Price drop');
    expect(within(rowOf(2)).queryByRole('button')).not.toBeInTheDocument();
    expect(cellOf(rowOf(1), 'Sent')).toHaveTextContent('10:31');
    expect(within(rowOf(1)).getByRole('button', { name: 'Send again, mail #1' })).toBeVisible();
  });

  it('filters by state, kept in the URL', async () => {
    const user = userEvent.setup();
    const page = jest.spyOn(adminApi.mail, 'page').mockImplementation(async (q) => ({
      data: q.state === 'Failed' ? [failed] : [failed, pending, sent],
      total: q.state === 'Failed' ? 1 : 3,
    }));
    renderPage(<MailPage />, { path });
    await screen.findByText('3 mails, newest first.');
    const filter = screen.getByRole('combobox', { name: 'State' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Pending', 'Sent', 'Failed']);

    await user.selectOptions(filter, 'Failed');
    expect(await screen.findByText('1 Failed mail.')).toBeInTheDocument();
    expect(page).toHaveBeenLastCalledWith({ page: 1, limit: 10, state: 'Failed' });
    expect(screen.getByTestId('search')).toHaveTextContent('?status=Failed');
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('says when there is no mail, or none in the chosen state', async () => {
    jest.spyOn(adminApi.mail, 'page').mockResolvedValue({ data: [], total: 0 });
    const { unmount } = renderPage(<MailPage />, { path });
    expect(await screen.findByText('No mail yet.')).toBeInTheDocument();
    unmount();
    renderPage(<MailPage />, { path, url: '/ShowMail?status=Pending' });
    expect(await screen.findByText('No pending mail.')).toBeInTheDocument();
  });

  it('offers to try again when the mail cannot be loaded', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest
      .spyOn(adminApi.mail, 'page')
      .mockRejectedValueOnce(httpError(500, 'Boom'))
      .mockResolvedValueOnce({ data: [sent], total: 1 });
    renderPage(<MailPage />, { path });
    expect(await screen.findByText('The mail could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 mail, newest first.')).toBeInTheDocument();
  });

  it('sends a mail again once confirmed: the row shows Pending and the list refreshes', async () => {
    const user = userEvent.setup();
    const page = jest
      .spyOn(adminApi.mail, 'page')
      .mockResolvedValueOnce({ data: [failed, sent], total: 2 })
      .mockImplementation(() => new Promise(() => {}));
    const resend = jest
      .spyOn(adminApi.mail, 'resend')
      .mockResolvedValue({ status: 'success', message: 'The mail is queued to be sent again' });
    renderPage(<MailPage />, { path });
    await user.click(await screen.findByRole('button', { name: 'Send again, mail #3' }));

    const dialog = screen.getByRole('dialog', { name: 'Send mail #3 again?' });
    expect(dialog).toHaveTextContent(
      '“إعادة تعيين كلمة المرور” goes to omar@example.com once more',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(resend).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Send again, mail #3' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Send mail #3 again?' })).getByRole('button', {
        name: 'Send again',
      }),
    );
    expect(resend).toHaveBeenCalledWith(3);
    expect(await screen.findByText('The mail is queued to be sent again')).toBeInTheDocument();
    await waitFor(() => expect(cellOf(rowOf(3), 'State')).toHaveTextContent('Pending'));
    expect(within(rowOf(3)).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(page).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('region', { name: 'Mail table' })).toHaveFocus();
  });

  it('keeps the dialog and says why when the server refuses', async () => {
    const user = userEvent.setup();
    jest.spyOn(adminApi.mail, 'page').mockResolvedValue({ data: [failed], total: 1 });
    jest
      .spyOn(adminApi.mail, 'resend')
      .mockRejectedValue(httpError(409, 'The mail is already Pending'));
    renderPage(<MailPage />, { path });
    await user.click(await screen.findByRole('button', { name: 'Send again, mail #3' }));
    const dialog = screen.getByRole('dialog', { name: 'Send mail #3 again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(
      await screen.findByText('The mail could not be sent again: The mail is already Pending'),
    ).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(cellOf(rowOf(3), 'State')).toHaveTextContent('Failed');
  });
});
