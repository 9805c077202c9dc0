import { useState } from 'react';
import styled from 'styled-components';
import { TextField } from 'shared-contracts/ui-extras';
import { CANARY_PERCENT } from 'shared-contracts/release-rules';
import { Hint } from '../../shared/fields';
import { ModalForm } from '../../shared/Modal';
import { ACTION_TEXT, DEFAULT_CANARY_PERCENT, type PendingAction } from './release-actions';
import { RELEASE_TEXT } from './texts';

const Body = styled.p`
  margin: 0 0 18px;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

/** A whole number within CANARY_PERCENT, as the api's canary schema wants it. */
function percentOf(text: string): number | undefined {
  if (!/^\s*\d+\s*$/.test(text)) return undefined;
  const percent = Number(text);
  return percent >= CANARY_PERCENT.min && percent <= CANARY_PERCENT.max ? percent : undefined;
}

interface ConfirmReleaseDialogProps {
  action: PendingAction;
  saving: boolean;
  onClose: () => void;
  /** Called once confirmed; a canary's share comes with it. */
  onConfirm: (percent?: number) => void;
}

/** Asks before any release action; a canary also asks for its share of visitors. */
export function ConfirmReleaseDialog({
  action,
  saving,
  onClose,
  onConfirm,
}: ConfirmReleaseDialogProps) {
  const text = ACTION_TEXT[action.kind];
  const asksShare = action.kind === 'canary';
  const [share, setShare] = useState(String(action.percent ?? DEFAULT_CANARY_PERCENT));
  const [error, setError] = useState<string>();

  const submit = () => {
    if (!asksShare) {
      onConfirm();
      return;
    }
    const percent = percentOf(share);
    if (percent === undefined) {
      setError(RELEASE_TEXT.percentError(CANARY_PERCENT.min, CANARY_PERCENT.max));
      return;
    }
    setError(undefined);
    onConfirm(percent);
  };

  return (
    <ModalForm
      title={text.title(action)}
      saving={saving}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={text.confirm}
    >
      <Body>{text.body(action)}</Body>
      {asksShare && (
        <TextField
          label={RELEASE_TEXT.percentLabel}
          type="number"
          inputMode="numeric"
          min={CANARY_PERCENT.min}
          max={CANARY_PERCENT.max}
          step={1}
          required
          value={share}
          error={error}
          hint={<Hint>{RELEASE_TEXT.percentHint}</Hint>}
          onChange={(event) => setShare(event.target.value)}
        />
      )}
    </ModalForm>
  );
}
