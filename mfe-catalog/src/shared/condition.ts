import { conditionLabel, type ProductBase } from 'shared-contracts';

/** The product's condition label ('Pristine'), or '' when none was declared. */
export function conditionOf(product: Pick<ProductBase, 'Condition' | 'ConditionID'>): string {
  return product.Condition?.trim() || conditionLabel(product.ConditionID);
}
