import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ERRORS, localizeMessage, TIMINGS } from 'shared-contracts';
import { fieldErrors } from 'shared-contracts/schemas';
import { messageForFailure } from './response-message';
import { useTimedMessage } from './use-timed-message';

type StatusBody = { status: string; message?: string };

/**
 * What the modal's forms share: field values checked with a shared schema, one error per field
 * (cleared as the field changes), one request at a time, and the server's `status: 'error'`
 * message (or the network message) shown for 4 s.
 */
export function useModalForm<F extends string, S extends z.ZodType, A extends StatusBody>(options: {
  schema: S;
  initial: Record<F, string>;
  send: (data: z.output<S>) => Promise<A>;
  onSuccess: (response: Exclude<A, { status: 'error' }>, data: z.output<S>) => void;
  /** The form stays and can be sent again after a success (a reset link to another address). */
  repeatable?: boolean;
}) {
  const { schema, initial, send, onSuccess, repeatable } = options;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const failure = useTimedMessage(TIMINGS.modalErrorMs);

  /** Props for a TextField or SelectField bound to one field. */
  const bind = (name: F) => ({
    name,
    value: values[name],
    // Schema messages are English; shown in the active language.
    error: errors[name] ? localizeMessage(errors[name]) : undefined,
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: '' }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    failure.clear();
    setSubmitting(true);
    try {
      const response = await send(parsed.data);
      if (response.status === 'error') {
        failure.show(response.message || ERRORS.network);
        setSubmitting(false);
        return;
      }
      onSuccess(response as Exclude<A, { status: 'error' }>, parsed.data);
      if (repeatable) setSubmitting(false);
    } catch (error) {
      failure.show(messageForFailure(error));
      setSubmitting(false);
    }
  };

  return { values, bind, submit, submitting, failure };
}
