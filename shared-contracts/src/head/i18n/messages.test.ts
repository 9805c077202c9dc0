import { messagesProblems } from '../../i18n/messages-check';
import ar from './ar';
import { HEAD_EN } from './en';

describe("the head's messages", () => {
  it('has every message in Arabic with the same placeholders', () => {
    expect(messagesProblems(HEAD_EN, { ar })).toEqual([]);
  });
});
