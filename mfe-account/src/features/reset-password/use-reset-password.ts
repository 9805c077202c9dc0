import { useState, type FormEvent } from 'react';
import {
  commonMessages,
  errorMessageOf,
  loggedOut,
  PASSWORD_RESET_TEXT,
  selectUser,
  shopApi,
  statusOf,
  useAppDispatch,
  useAppSelector,
  useSearchParams,
} from 'shared-contracts';
import { fieldErrors, resetPasswordSchema } from 'shared-contracts/schemas';

type Field = 'Password' | 'conf_Password';

/** Refusals that only a new link cures: the page offers to ask for one. */
const LINK_PROBLEMS: readonly string[] = [
  PASSWORD_RESET_TEXT.linkInvalid,
  PASSWORD_RESET_TEXT.linkUsed,
  PASSWORD_RESET_TEXT.linkExpired,
];

/** What the server said: its 4xx message, else the network error (both in English). */
function refusalOf(error: unknown): string {
  const status = statusOf(error);
  const message = errorMessageOf(error, '').trim();
  return status !== undefined && status > 0 && status < 500 && message
    ? message
    : commonMessages.t('network');
}

/**
 * The 'Set a new password' form: the token from the link's `?token=`, the new password twice,
 * checked with the api's schema and sent to User/resetPassword.php. A refusal keeps what was
 * typed; a success signs the stale stored user out here too (the server ended every session).
 */
export function useResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const dispatch = useAppDispatch();
  const storedUser = useAppSelector(selectUser);
  const [values, setValues] = useState<Record<Field, string>>({ Password: '', conf_Password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [done, setDone] = useState('');

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const parsed = resetPasswordSchema.safeParse({ Token: token, ...values });
    if (!parsed.success) {
      const { Token, ...problems } = fieldErrors(parsed.error);
      setErrors(problems);
      // A token the api would refuse (cut or padded in the mail client) is an invalid link.
      if (Token) setRefusal(PASSWORD_RESET_TEXT.linkInvalid);
      return;
    }
    setErrors({});
    setRefusal('');
    setSending(true);
    try {
      const response = await shopApi.user.resetPassword(parsed.data);
      if (response.status !== 'success') {
        setRefusal(response.message || commonMessages.t('network'));
        return;
      }
      if (storedUser) dispatch(loggedOut());
      setDone(response.message || PASSWORD_RESET_TEXT.done);
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setSending(false);
    }
  };

  return {
    hasToken: token !== '',
    values,
    errors,
    sending,
    refusal,
    /** The refusal is about the link itself: only a new one helps. */
    linkRefused: LINK_PROBLEMS.includes(refusal),
    done,
    change,
    submit,
  };
}
