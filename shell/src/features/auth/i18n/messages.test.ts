import { messagesProblems } from 'shared-contracts/messages-check';
import ar from './ar';
import { AUTH_EN } from './en';

describe('shell.auth messages', () => {
  it('has every text in Arabic with the same placeholders', () => {
    expect(messagesProblems(AUTH_EN, { ar })).toEqual([]);
  });
});
