import { messagesProblems } from 'shared-contracts/messages-check';
import { PRODUCT_SORTS, priceRangeError } from 'shared-contracts/product-sort';
import { CATALOG_EN } from '../../../i18n/en';
import ar from './ar';
import { LIST_EN } from './en';

describe("the item list's messages", () => {
  it('has every message in Arabic with the same placeholders', () => {
    expect(messagesProblems(LIST_EN, { ar })).toEqual([]);
  });

  it("has no key of the catalog remote's shared messages", () => {
    expect(Object.keys(LIST_EN).filter((key) => key in CATALOG_EN)).toEqual([]);
  });

  it('labels the sorts as PRODUCT_SORTS does', () => {
    expect(PRODUCT_SORTS.map((sort) => sort.label)).toEqual([
      LIST_EN.sortNewest,
      LIST_EN.sortPriceAsc,
      LIST_EN.sortPriceDesc,
      LIST_EN.sortDiscount,
    ]);
  });

  it('has every message of priceRangeError, so the filters can translate it', () => {
    const messages: string[] = Object.values(LIST_EN);
    expect(messages).toContain(priceRangeError(-1, undefined));
    expect(messages).toContain(priceRangeError(undefined, -1));
    expect(messages).toContain(priceRangeError(9, 1));
  });
});
