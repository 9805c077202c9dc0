import { catalogProblems } from 'shared-contracts/messages-check';
import ar from './ar';
import { CHECKOUT_EN } from './en';

describe('checkout catalog', () => {
  it('has every English text in Arabic with the same placeholders', () => {
    expect(catalogProblems(CHECKOUT_EN, { ar })).toEqual([]);
  });
});
