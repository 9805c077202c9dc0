import { LIMITS, parseGermanThousands, submissionStatusFor } from 'shared-contracts';
import { fieldErrors, sellFormSchema } from 'shared-contracts/schemas';
import { accountMessages } from '../../i18n/messages';

/** The sell form as typed: every value a string; quantity in German thousands ('1.250'). */
export interface SellValues {
  ProductName: string;
  description: string;
  quantity: string;
  CategoireID: string;
  BrandID: string;
  SexID: string;
  ColorID: string;
  /** A CONDITIONS id as the select gives it ('' until chosen). */
  ConditionID: string;
}

export interface SellImage {
  file: File;
  preview: string;
}

export const EMPTY_SELL: SellValues = {
  ProductName: '',
  description: '',
  quantity: '',
  CategoireID: '',
  BrandID: '',
  SexID: '',
  ColorID: '',
  ConditionID: '',
};

/** The form's own messages in the active language (the schema's are translated when shown). */
export const sellMessage = {
  quantityRequired: () => accountMessages.t('quantityRequired'),
  imagesRequired: () => accountMessages.t('imagesRequired'),
  imagesOnly: () => accountMessages.t('imagesOnly'),
  tooManyImages: () => accountMessages.t('tooManyImages', { n: LIMITS.uploadMaxFiles }),
  imageTooLarge: () =>
    accountMessages.t('imageTooLarge', { n: Math.round(LIMITS.uploadMaxBytes / 1024 / 1024) }),
};

/**
 * Field -> message for every problem (every field is required). The Sell screen's
 * schema also requires the condition the seller declares.
 */
export function validateSell(values: SellValues, images: SellImage[]): Record<string, string> {
  const parsed = sellFormSchema.safeParse({
    ...values,
    quantity: values.quantity.trim() === '' ? undefined : parseGermanThousands(values.quantity),
  });
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  if (values.quantity.trim() === '') errors.quantity = sellMessage.quantityRequired();
  if (images.length === 0) errors.images = sellMessage.imagesRequired();
  return errors;
}

/** The multipart body of WaitingList/addqueue.php. */
export function buildSellForm(values: SellValues, images: SellImage[], userId: number): FormData {
  const quantity = parseGermanThousands(values.quantity);
  const form = new FormData();
  form.append('ProductName', values.ProductName.trim());
  form.append('description', values.description.trim());
  form.append('quantity', String(quantity));
  form.append('CategoireID', values.CategoireID);
  form.append('BrandID', values.BrandID);
  form.append('SexID', values.SexID);
  form.append('ColorID', values.ColorID);
  form.append('ConditionID', values.ConditionID);
  form.append('Status', submissionStatusFor(quantity));
  form.append('UserID', String(userId));
  for (const image of images) form.append('images[]', image.file, image.file.name);
  return form;
}
