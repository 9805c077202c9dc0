import { messagesProblems } from 'shared-contracts/messages-check';
import { CATALOG_EN } from '../../../i18n/en';
import ar from './ar';
import { HOME_EN } from './en';

describe("the home page's messages", () => {
  it('has every message in Arabic with the same placeholders', () => {
    expect(messagesProblems(HOME_EN, { ar })).toEqual([]);
  });

  it("has no key of the catalog remote's shared messages", () => {
    expect(Object.keys(HOME_EN).filter((key) => key in CATALOG_EN)).toEqual([]);
  });
});
