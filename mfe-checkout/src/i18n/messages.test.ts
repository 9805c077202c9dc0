import { messagesProblems } from 'shared-contracts/messages-check';
import ar from './ar';
import { CHECKOUT_EN } from './en';

describe('checkout messages', () => {
  it('has every English text in Arabic with the same placeholders', () => {
    expect(messagesProblems(CHECKOUT_EN, { ar })).toEqual([]);
  });
});
