import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shopApi, type Promotion } from 'shared-contracts';
import { adminApi } from '../../api';
import { httpError, renderPage, resetToasts } from '../../test/render';
import { PromotionsPage } from './PromotionsPage';

const path = '/ShowPromotions';

/** December 2026 on Dubai's clock (UTC+4), as the api answers it (UTC). */
const sale: Promotion = {
  PromotionID: 5,
  Code: 'SALE',
  Headline: 'HOTTEST SALE OF THE YEAR',
  Kind: 'percent',
  Percent: 20,
  MaxDiscount: 90000,
  Amount: null,
  MinSubtotal: 100000,
  StartsAt: '2026-11-30T20:00:00.000Z',
  EndsAt: '2026-12-31T19:59:59.000Z',
  UsageLimit: 10,
  PerCustomerLimit: 1,
  BrandIDs: [1],
  CategoryIDs: [3],
  Active: true,
  Featured: true,
  Uses: 3,
  State: 'Running',
};

const welcome: Promotion = {
  ...sale,
  PromotionID: 4,
  Code: 'WELCOME',
  Headline: '',
  Kind: 'fixed',
  Percent: null,
  MaxDiscount: null,
  Amount: 25000,
  MinSubtotal: 0,
  StartsAt: '2026-01-01T08:00:00.000Z',
  EndsAt: '2027-01-01T08:00:00.000Z',
  UsageLimit: null,
  PerCustomerLimit: null,
  BrandIDs: [],
  CategoryIDs: [],
  Active: false,
  Featured: false,
  Uses: 7,
  State: 'Off',
};

function mockLookups() {
  jest.spyOn(shopApi.catalog, 'brandLookup').mockResolvedValue([
    { BrandID: 1, Name: 'Rolex', Image: '' },
    { BrandID: 2, Name: 'Cartier', Image: '' },
  ]);
  jest
    .spyOn(shopApi.catalog, 'categoryLookup')
    .mockResolvedValue([{ CategoireID: 3, Name: 'Watches', Image: '' }]);
}

/** The cell of `row` under the column headed `header`. */
function cellOf(row: HTMLElement, header: string) {
  const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
  return within(row).getAllByRole('cell')[headers.indexOf(header)];
}

const rowOf = (code: string) => screen.getByText(code).closest('tr')!;

/** datetime-local inputs take a whole value at once, as a browser's picker sets it. */
const setTime = (input: HTMLElement, value: string) =>
  fireEvent.change(input, { target: { value } });

describe('Promotions', () => {
  beforeEach(mockLookups);
  afterEach(() => {
    jest.restoreAllMocks();
    resetToasts();
  });

  it('lists the codes with their discount, minimum, Dubai dates, uses, scope and state', async () => {
    const page = jest
      .spyOn(adminApi.promotions, 'page')
      .mockResolvedValue({ data: [sale, welcome], total: 2 });
    renderPage(<PromotionsPage />, { path });
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add promotion' })).toBeInTheDocument();
    await screen.findByText('SALE');
    expect(page).toHaveBeenCalledWith({ page: 1, limit: 10 });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Code',
      'Discount',
      'Minimum',
      'Dates',
      'Uses',
      'Scope',
      'State',
      'Featured',
      'Edit',
    ]);

    const running = rowOf('SALE');
    expect(cellOf(running, 'Code')).toHaveTextContent('HOTTEST SALE OF THE YEAR');
    expect(cellOf(running, 'Discount')).toHaveTextContent('up to 900 AED off');
    expect(cellOf(running, 'Discount')).toHaveTextContent('20% off');
    expect(cellOf(running, 'Minimum')).toHaveTextContent('1,000 AED');
    expect(cellOf(running, 'Dates')).toHaveTextContent('1 Dec 2026, 00:00 – 31 Dec 2026, 23:59');
    expect(cellOf(running, 'Uses')).toHaveTextContent('3 / 10');
    expect(cellOf(running, 'Uses')).toHaveTextContent('1 per customer');
    expect(await within(cellOf(running, 'Scope')).findByText('Rolex, Watches')).toBeVisible();
    expect(cellOf(running, 'State')).toHaveTextContent('Running');
    expect(
      within(cellOf(running, 'Featured')).getByRole('img', { name: 'Featured on the home page' }),
    ).toBeInTheDocument();

    const off = rowOf('WELCOME');
    expect(cellOf(off, 'Discount')).toHaveTextContent('250 AED off');
    expect(cellOf(off, 'Minimum')).toHaveTextContent('—');
    expect(cellOf(off, 'Dates')).toHaveTextContent('1 Jan 2026, 12:00 – 1 Jan 2027, 12:00');
    expect(cellOf(off, 'Uses')).toHaveTextContent(/^7$/);
    expect(cellOf(off, 'Scope')).toHaveTextContent('All pieces');
    expect(cellOf(off, 'State')).toHaveTextContent('Off');
    expect(within(off).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('2 promotions, newest first.')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
  });

  it('shows the table busy while loading, then says when there are none', async () => {
    let answer: (value: { data: Promotion[]; total: number }) => void = () => {};
    jest
      .spyOn(adminApi.promotions, 'page')
      .mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage(<PromotionsPage />, { path });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    answer({ data: [], total: 0 });
    expect(await screen.findByText('No promotions yet.')).toBeInTheDocument();
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('offers to try again when the promotions cannot be loaded', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const page = jest
      .spyOn(adminApi.promotions, 'page')
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ data: [sale], total: 1 });
    renderPage(<PromotionsPage />, { path });
    expect(await screen.findByText('The promotions could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(page).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('SALE')).toBeInTheDocument();
  });

  it('keeps the page in the URL', async () => {
    const user = userEvent.setup();
    const page = jest.spyOn(adminApi.promotions, 'page').mockImplementation(async (q) => ({
      data: [{ ...sale, PromotionID: q.page, Code: `PAGE${q.page}` }],
      total: 25,
    }));
    renderPage(<PromotionsPage />, { path });
    await screen.findByText('PAGE1');
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('PAGE2')).toBeInTheDocument();
    expect(page).toHaveBeenLastCalledWith({ page: 2, limit: 10 });
    expect(screen.getByTestId('search')).toHaveTextContent('?page=2');
  });

  it('checks the form with the api rules, then sends fils and Dubai times with +04:00', async () => {
    const user = userEvent.setup();
    const page = jest
      .spyOn(adminApi.promotions, 'page')
      .mockResolvedValue({ data: [welcome], total: 1 });
    const add = jest
      .spyOn(adminApi.promotions, 'add')
      .mockResolvedValue({ status: 'success', message: 'Promotion added', PromotionID: 6 });
    renderPage(<PromotionsPage />, { path });
    await screen.findByText('WELCOME');

    await user.click(screen.getByRole('button', { name: 'Add promotion' }));
    const dialog = screen.getByRole('dialog', { name: 'Add promotion' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    expect(within(dialog).getByRole('combobox', { name: 'Discount type' })).toHaveValue('percent');
    expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(
      within(dialog).getByRole('checkbox', { name: 'Featured on the home page' }),
    ).not.toBeChecked();
    expect(field('Headline')).toHaveAccessibleDescription(
      'Shown on the home banner when featured.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Code is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Percent is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Start is required')).toBeInTheDocument();
    expect(within(dialog).getByText('End is required')).toBeInTheDocument();
    expect(field('Code')).toHaveAccessibleDescription(/Code is required/);
    expect(field('Code')).toHaveFocus();
    expect(add).not.toHaveBeenCalled();

    await user.type(field('Code'), 'winter-26');
    expect(within(dialog).queryByText('Code is required')).not.toBeInTheDocument();
    await user.type(field('Headline'), 'Winter edit');
    await user.type(field('Percent'), '150');
    await user.type(field('Maximum discount (AED)'), '899.99');
    await user.type(field('Minimum subtotal (AED)'), '1500.5');
    setTime(field('Starts'), '2026-12-01T00:00');
    setTime(field('Ends'), '2026-11-30T23:59');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Percent cannot be above 100')).toBeInTheDocument();
    expect(within(dialog).getByText('End must be after the start')).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();

    await user.clear(field('Percent'));
    await user.type(field('Percent'), '15');
    setTime(field('Ends'), '2026-12-31T23:59');
    await user.type(field('Usage limit'), '100');
    await user.type(field('Per-customer limit'), '1');
    const brands = within(dialog).getByRole('group', { name: 'Brands' });
    expect(brands).toHaveAccessibleDescription('None ticked: the code applies to every piece.');
    await user.click(await within(brands).findByRole('checkbox', { name: 'Cartier' }));
    const categories = within(dialog).getByRole('group', { name: 'Categories' });
    await user.click(within(categories).getByRole('checkbox', { name: 'Watches' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Featured on the home page' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Promotion added!')).toBeInTheDocument();
    expect(add).toHaveBeenCalledWith({
      Code: 'WINTER-26',
      Headline: 'Winter edit',
      Kind: 'percent',
      Percent: 15,
      MaxDiscount: 89999,
      Amount: null,
      MinSubtotal: 150050,
      StartsAt: '2026-12-01T00:00:00+04:00',
      EndsAt: '2026-12-31T23:59:00+04:00',
      UsageLimit: 100,
      PerCustomerLimit: 1,
      BrandIDs: [2],
      CategoryIDs: [3],
      Active: true,
      Featured: true,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(page).toHaveBeenCalledTimes(2));
  });

  it('asks for an amount for a fixed code and sends no percent with it', async () => {
    const user = userEvent.setup();
    jest.spyOn(adminApi.promotions, 'page').mockResolvedValue({ data: [], total: 0 });
    const add = jest
      .spyOn(adminApi.promotions, 'add')
      .mockResolvedValue({ status: 'success', message: 'Promotion added', PromotionID: 6 });
    renderPage(<PromotionsPage />, { path });
    await screen.findByText('No promotions yet.');
    await user.click(screen.getByRole('button', { name: 'Add promotion' }));
    const dialog = screen.getByRole('dialog', { name: 'Add promotion' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    await user.type(field('Code'), 'HELLO');
    await user.type(field('Percent'), '10');
    await user.selectOptions(field('Discount type'), 'Fixed amount');
    expect(within(dialog).queryByLabelText('Percent')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Maximum discount (AED)')).not.toBeInTheDocument();
    setTime(field('Starts'), '2026-12-01T00:00');
    setTime(field('Ends'), '2026-12-02T00:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Amount is required')).toBeInTheDocument();
    expect(field('Amount (AED)')).toHaveFocus();

    await user.type(field('Amount (AED)'), '250');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Promotion added!');
    expect(add).toHaveBeenCalledWith(
      expect.objectContaining({
        Kind: 'fixed',
        Percent: null,
        MaxDiscount: null,
        Amount: 25000,
        MinSubtotal: null,
        UsageLimit: null,
        PerCustomerLimit: null,
        BrandIDs: [],
        CategoryIDs: [],
      }),
    );
  });

  it('shows a refused code in the dialog and keeps everything typed', async () => {
    const user = userEvent.setup();
    jest.spyOn(adminApi.promotions, 'page').mockResolvedValue({ data: [sale], total: 1 });
    const add = jest
      .spyOn(adminApi.promotions, 'add')
      .mockRejectedValueOnce(httpError(409, 'A promotion with the code SALE exists'))
      .mockResolvedValueOnce({ status: 'success', message: 'Promotion added', PromotionID: 6 });
    renderPage(<PromotionsPage />, { path });
    await screen.findByText('SALE', { selector: 'span' });
    await user.click(screen.getByRole('button', { name: 'Add promotion' }));
    const dialog = screen.getByRole('dialog', { name: 'Add promotion' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    await user.type(field('Code'), 'sale');
    await user.type(field('Percent'), '20');
    setTime(field('Starts'), '2026-12-01T00:00');
    setTime(field('Ends'), '2026-12-31T23:59');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A promotion with the code SALE exists',
    );
    expect(screen.getByRole('dialog', { name: 'Add promotion' })).toBe(dialog);
    expect(field('Code')).toHaveValue('sale');
    expect(field('Percent')).toHaveValue(20);
    expect(field('Starts')).toHaveValue('2026-12-01T00:00');
    expect(screen.queryByText('Promotion added!')).not.toBeInTheDocument();

    await user.type(field('Code'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Promotion added!')).toBeInTheDocument();
    expect(add).toHaveBeenLastCalledWith(expect.objectContaining({ Code: 'SALE2' }));
  });

  it('edits a code with its saved values shown in Dubai time and sends it whole', async () => {
    const user = userEvent.setup();
    jest.spyOn(adminApi.promotions, 'page').mockResolvedValue({ data: [sale], total: 1 });
    const update = jest
      .spyOn(adminApi.promotions, 'update')
      .mockResolvedValue({ status: 'success', message: 'Promotion saved' });
    renderPage(<PromotionsPage />, { path });
    await screen.findByText('Rolex, Watches');
    await user.click(within(rowOf('SALE')).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit promotion SALE' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    expect(field('Code')).toHaveValue('SALE');
    expect(field('Percent')).toHaveValue(20);
    expect(field('Maximum discount (AED)')).toHaveValue(900);
    expect(field('Minimum subtotal (AED)')).toHaveValue(1000);
    expect(field('Starts')).toHaveValue('2026-12-01T00:00');
    // The seconds are kept, so an unchanged save keeps the end exactly (jsdom adds '.000').
    expect((field('Ends') as HTMLInputElement).value).toMatch(/^2026-12-31T23:59:59(\.000)?$/);
    expect(field('Usage limit')).toHaveValue(10);
    expect(within(dialog).getByRole('checkbox', { name: 'Rolex' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Cartier' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Watches' })).toBeChecked();

    await user.clear(field('Percent'));
    await user.type(field('Percent'), '25');
    await user.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Promotion saved!')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith({
      PromotionID: 5,
      Code: 'SALE',
      Headline: 'HOTTEST SALE OF THE YEAR',
      Kind: 'percent',
      Percent: 25,
      MaxDiscount: 90000,
      Amount: null,
      MinSubtotal: 100000,
      StartsAt: '2026-12-01T00:00:00+04:00',
      EndsAt: '2026-12-31T23:59:59+04:00',
      UsageLimit: 10,
      PerCustomerLimit: 1,
      BrandIDs: [1],
      CategoryIDs: [3],
      Active: false,
      Featured: true,
    });
  });
});
