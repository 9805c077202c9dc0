import { loadMessages, withLanguage } from 'shared-contracts';
import { headMessagesIn, headText, type HeadKey } from 'shared-contracts/page-head';
import { accountMessages, type AccountKey } from './messages';

/** The head's title of each account page and the page's own heading. */
const SAME: readonly [HeadKey, AccountKey][] = [
  ['myProfile', 'myProfile'],
  ['myItems', 'myItems'],
  ['myOrders', 'myOrders'],
  ['order', 'orderTitle'],
  ['taxInvoice', 'taxInvoice'],
  ['signIn', 'signIn'],
  ['signedIn', 'signedInTitle'],
  ['resetPassword', 'resetTitle'],
];

describe("the head's titles of the account pages", () => {
  it('are their headings, in both languages', async () => {
    await loadMessages('ar');
    for (const language of ['en', 'ar'] as const) {
      const head = headText(await headMessagesIn(language));
      withLanguage(language, () => {
        for (const [key, account] of SAME) {
          expect(head(key, { id: 12 })).toBe(accountMessages.t(account, { id: 12 }));
        }
      });
    }
  });
});
