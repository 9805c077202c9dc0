import { useCallback, useEffect, useRef, useState } from 'react';
import {
  LIMITS,
  commonMessages,
  errorMessageOf,
  formatGermanThousands,
  HttpError,
} from 'shared-contracts';
import { settle } from 'shared-contracts/queries';
import { useSubmitSellMutation } from '../../api';
import {
  EMPTY_SELL,
  sellMessage,
  buildSellForm,
  validateSell,
  type SellImage,
  type SellValues,
} from './sell-form';

/** A failed call that the api answered with its `{ status, message }` body. */
const isStatusResponse = (error: unknown) =>
  error instanceof HttpError &&
  error.status > 0 &&
  typeof (error.data as { status?: unknown } | undefined)?.status === 'string';

/** 'Error: {message}' with the server's message ('Unknown error' without one). */
const sellError = (message: string | undefined) =>
  commonMessages.t('sellError', { message: message || commonMessages.t('unknownError') });

export type SellNotice = { tone: 'success' | 'error'; text: string } | null;

/** State and submission of the sell form (WaitingList/addqueue.php). */
export function useSellForm(userId: number | undefined) {
  const [values, setValues] = useState<SellValues>(EMPTY_SELL);
  const [images, setImages] = useState<SellImage[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitSell, submission] = useSubmitSellMutation();
  const sending = submission.isLoading;
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useState<SellNotice>(null);

  // Object URLs of the previews are released when the page goes away.
  const imagesRef = useRef(images);
  imagesRef.current = images;
  useEffect(
    () => () => imagesRef.current.forEach((image) => URL.revokeObjectURL(image.preview)),
    [],
  );

  const clearError = (key: string) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _removed, ...rest } = current;
      return rest;
    });

  const setField = useCallback((key: keyof SellValues, value: string) => {
    const next = key === 'quantity' ? formatGermanThousands(value) : value;
    setValues((current) => ({ ...current, [key]: next }));
    clearError(key);
  }, []);

  const addImages = useCallback((files: File[]) => {
    if (files.length === 0) return;
    const accepted = files.filter((file) => file.type.startsWith('image/'));
    const small = accepted.filter((file) => file.size <= LIMITS.uploadMaxBytes);
    const room = LIMITS.uploadMaxFiles - imagesRef.current.length;
    const added = small.slice(0, Math.max(0, room));
    const problem =
      accepted.length < files.length
        ? sellMessage.imagesOnly()
        : small.length < accepted.length
          ? sellMessage.imageTooLarge()
          : added.length < small.length
            ? sellMessage.tooManyImages()
            : '';
    setImages((current) => [
      ...current,
      ...added.map((file) => ({ file, preview: URL.createObjectURL(file) })),
    ]);
    setErrors((current) => {
      const { images: _old, ...rest } = current;
      return problem ? { ...rest, images: problem } : rest;
    });
  }, []);

  const removeImage = useCallback((index: number) => {
    setImages((current) => {
      const gone = current[index];
      if (gone) URL.revokeObjectURL(gone.preview);
      return current.filter((_, i) => i !== index);
    });
  }, []);

  const reset = () => {
    imagesRef.current.forEach((image) => URL.revokeObjectURL(image.preview));
    setValues(EMPTY_SELL);
    setImages([]);
    setErrors({});
  };

  const submit = async () => {
    if (userId === undefined || sending) return;
    const problems = validateSell(values, images);
    setErrors(problems);
    setNotice(null);
    if (Object.keys(problems).length > 0) return;
    setProgress(0);
    try {
      // A success refreshes My Items and the back-office queue through the cache's tags.
      const response = await settle(
        submitSell({
          form: buildSellForm(values, images, userId),
          onUploadProgress: (event) => {
            if (event.total) setProgress(Math.round((event.loaded / event.total) * 100));
          },
        }),
      );
      if (response.status === 'success') {
        setNotice({ tone: 'success', text: response.message });
        reset();
      } else {
        setNotice({ tone: 'error', text: sellError(response.message) });
      }
    } catch (error) {
      // A response carrying a status (whatever its HTTP code) is the server's: 'Error: {message}'.
      // No answer, or one that is not the api's (a proxy's error page), is a failure.
      setNotice({
        tone: 'error',
        text: isStatusResponse(error)
          ? sellError(errorMessageOf(error, ''))
          : commonMessages.t('sellNetwork'),
      });
    } finally {
      setProgress(null);
    }
  };

  return {
    values,
    images,
    errors,
    sending,
    progress,
    notice,
    setField,
    addImages,
    removeImage,
    submit,
  };
}
