import { messagesProblems } from 'shared-contracts/messages-check';
import { CATALOG_EN } from '../../../i18n/en';
import ar from './ar';
import { PRODUCT_EN } from './en';

describe("the product page's messages", () => {
  it('has every message in Arabic with the same placeholders', () => {
    expect(messagesProblems(PRODUCT_EN, { ar })).toEqual([]);
  });

  it("has no key of the catalog remote's shared messages", () => {
    expect(Object.keys(PRODUCT_EN).filter((key) => key in CATALOG_EN)).toEqual([]);
  });
});
