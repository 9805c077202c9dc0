import { catalogProblems } from '../../i18n/catalog-check';
import ar from './ar';
import { HEAD_EN } from './en';

describe("the head's catalog", () => {
  it('has every message in Arabic with the same placeholders', () => {
    expect(catalogProblems(HEAD_EN, { ar })).toEqual([]);
  });
});
