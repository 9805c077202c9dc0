import { CONDITIONS } from 'shared-contracts';
import { messagesProblems } from 'shared-contracts/messages-check';
import { conditionKey } from '../shared/condition';
import ar from './ar';
import { CATALOG_EN } from './en';

describe("the catalog's shared messages", () => {
  it('has every message in Arabic with the same placeholders', () => {
    expect(messagesProblems(CATALOG_EN, { ar })).toEqual([]);
  });

  it("names the five conditions by id as shared-contracts' CONDITIONS labels them", () => {
    for (const { id, label } of CONDITIONS) {
      const key = conditionKey(id);
      expect(key && CATALOG_EN[key]).toBe(label);
    }
    expect(conditionKey(9)).toBeUndefined();
  });
});
