import { catalogProblems } from 'shared-contracts/messages-check';
import ar from './ar';
import { SHELL_EN } from './en';

describe('shell catalog', () => {
  it('has every text in Arabic with the same placeholders', () => {
    expect(catalogProblems(SHELL_EN, { ar })).toEqual([]);
  });
});
