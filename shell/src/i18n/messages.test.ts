import { messagesProblems } from 'shared-contracts/messages-check';
import ar from './ar';
import { SHELL_EN } from './en';

describe('shell messages', () => {
  it('has every text in Arabic with the same placeholders', () => {
    expect(messagesProblems(SHELL_EN, { ar })).toEqual([]);
  });
});
