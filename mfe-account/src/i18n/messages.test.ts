import { messagesProblems } from 'shared-contracts/messages-check';
import { CONDITIONS, MY_ITEMS_TABS, PRODUCT_STATUSES, type PayoutState } from 'shared-contracts';
import { ORDER_STATUSES } from 'shared-contracts/queries';
import ar from './ar';
import { ACCOUNT_EN } from './en';
import { accountMessages, textOf } from './messages';

const PAYOUT_STATES: PayoutState[] = [
  'Awaiting delivery',
  'Payable',
  'Paid',
  'Cancelled',
  'Returned',
];

describe('account messages', () => {
  it('has every text in Arabic with the same placeholders', () => {
    expect(messagesProblems(ACCOUNT_EN, { ar })).toEqual([]);
  });

  it('names every status, tab and condition in English as the data does', () => {
    const t = accountMessages.t;
    for (const status of ORDER_STATUSES) expect(textOf(t, 'orderStatus', status)).toBe(status);
    for (const state of PAYOUT_STATES) expect(textOf(t, 'payout', state)).toBe(state);
    for (const status of PRODUCT_STATUSES) expect(textOf(t, 'productStatus', status)).toBe(status);
    for (const tab of MY_ITEMS_TABS) expect(textOf(t, 'tab', tab)).toBe(tab);
    for (const c of CONDITIONS) expect(textOf(t, 'condition', c.id)).toBe(c.label);
    expect(textOf(t, 'orderStatus', 'Lost')).toBe('Lost');
  });
});
