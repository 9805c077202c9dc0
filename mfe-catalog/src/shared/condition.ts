import { CONDITIONS, type Language, type ProductBase } from 'shared-contracts';
import type { CatalogKey } from '../i18n/messages';

/** The catalog's message of a condition id of shared-contracts CONDITIONS ('condition2'). */
export function conditionKey(id: number | null | undefined): CatalogKey | undefined {
  return CONDITIONS.some((condition) => condition.id === id)
    ? (`condition${id}` as CatalogKey)
    : undefined;
}

/**
 * The product's condition in `language` ('Pristine', 'بحالة الجديد'), or '' when none was
 * declared. English shows the label the answer carries; other languages translate it by id (or by
 * its English label when the answer has no id).
 */
export function conditionOf(
  product: Pick<ProductBase, 'Condition' | 'ConditionID'>,
  t: (key: CatalogKey) => string,
  language: Language,
): string {
  const label = product.Condition?.trim() ?? '';
  const id = product.ConditionID ?? CONDITIONS.find((condition) => condition.label === label)?.id;
  const key = conditionKey(id);
  if (language !== 'en' && key) return t(key);
  return label || (key ? t(key) : '');
}
