import { Tag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, localizeMessage } from 'shared-contracts';
import { FieldError, FieldLabel, Input, Ltr, richMessage } from 'shared-contracts/ui-extras';
import { useCheckoutText } from '../i18n/messages';
import type { CouponControl } from './use-coupon-quote';

/** The longest code the api reads (schemas/promotions couponField). */
const MAX_CODE_LENGTH = 40;

const Box = styled.form<{ $compact?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: ${({ $compact }) => ($compact ? '18px 0 0' : '0')};
  padding-top: ${({ $compact }) => ($compact ? '16px' : '0')};
  border-top: ${({ $compact, theme }) => ($compact ? `1px solid ${theme.colors.border}` : '0')};
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
  input {
    flex: 1;
    min-width: 0;
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  button {
    flex: none;
  }
`;

const Applied = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 44px;
  padding-block: 6px;
  padding-inline: 12px 6px;
  border: 1px dashed ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-size: 14px;
  span {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-width: 0;
  }
  strong {
    letter-spacing: 0.06em;
  }
`;

interface CouponFieldProps {
  coupon: CouponControl;
  /** The bag's smaller form, under its totals. */
  compact?: boolean;
  disabled?: boolean;
}

/**
 * 'Coupon code' with Apply, or the applied code with Remove; the server's reason when a code is
 * refused, or dropped from the bag.
 */
export function CouponField({ coupon, compact, disabled }: CouponFieldProps) {
  const t = useCheckoutText();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [empty, setEmpty] = useState(false);
  // A refusal stays until the code is edited or another is applied.
  const [edited, setEdited] = useState(false);
  const { applied, applying, refusal } = coupon;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    setEdited(false);
    coupon.apply(typed);
  };

  const remove = () => {
    setTyped('');
    coupon.remove();
  };

  const code = (text: string) => (
    <Ltr>
      <strong>{text}</strong>
    </Ltr>
  );
  const shown = edited ? null : refusal;
  const reason = shown && (shown.reason ? localizeMessage(shown.reason) : t('couponNotApplied'));
  const message = empty
    ? t('couponEnter')
    : shown?.dropped
      ? richMessage((values) => t('couponDropped', values), {
          code: code(shown.code),
          reason: reason!,
        })
      : reason;

  return (
    <Box $compact={compact} onSubmit={submit} aria-label={t('couponCode')} noValidate>
      {applied ? (
        <Applied>
          <span id={`${id}-applied`}>
            <Tag size={15} strokeWidth={1.6} aria-hidden />
            <span>
              {richMessage((values) => t('couponApplied', values), { code: code(applied) })}
            </span>
          </span>
          <Button
            type="button"
            $variant="ghost"
            $small
            onClick={remove}
            disabled={disabled}
            aria-describedby={`${id}-applied`}
          >
            {t('couponRemove')}
          </Button>
        </Applied>
      ) : (
        <>
          <FieldLabel htmlFor={`${id}-code`}>{t('couponCode')}</FieldLabel>
          <Row>
            <Input
              id={`${id}-code`}
              name="Coupon"
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setEmpty(false);
                setEdited(true);
              }}
              maxLength={MAX_CODE_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              dir="ltr"
              style={{ textAlign: 'match-parent' }}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-error` : undefined}
              $invalid={Boolean(message)}
              disabled={disabled}
            />
            <Button type="submit" $variant="secondary" disabled={disabled || applying}>
              {t('couponApply')}
            </Button>
          </Row>
        </>
      )}
      {message && (
        <FieldError id={`${id}-error`} role="alert">
          {message}
        </FieldError>
      )}
    </Box>
  );
}
