import { catalogProblems } from 'shared-contracts/messages-check';
import ar from './ar';
import { AUTH_EN } from './en';

describe('shell.auth catalog', () => {
  it('has every text in Arabic with the same placeholders', () => {
    expect(catalogProblems(AUTH_EN, { ar })).toEqual([]);
  });
});
