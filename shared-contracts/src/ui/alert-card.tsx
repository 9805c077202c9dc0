import styled, { css } from 'styled-components';
import { TIMINGS } from '../constants/timings';
import type { AlertCard as AlertCardData } from '../store/ui-slice';
import { AlertIcon } from './alert-icons';
import { KEEPS_DIALOG_OPEN } from './modal-layer';
import type { AppTheme } from './theme';

const toneOf = (theme: AppTheme, variant: AlertCardData['variant']) =>
  variant === 'error'
    ? theme.colors.danger
    : variant === 'success'
      ? theme.colors.success
      : theme.colors.accent;

const Card = styled.div<{
  $leaving: boolean;
  $variant: AlertCardData['variant'];
  $inDialog: boolean;
}>`
  position: fixed;
  bottom: 24px;
  inset-inline: 0;
  margin-inline: auto;
  z-index: ${({ theme }) => theme.z.alert};
  display: flex;
  align-items: center;
  gap: 14px;
  width: min(440px, calc(100vw - 32px));
  padding-block: 16px;
  padding-inline: 20px 16px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 3px solid ${({ theme, $variant }) => toneOf(theme, $variant)};
  box-shadow: ${({ theme }) => theme.shadow.pop};
  opacity: ${({ $leaving }) => ($leaving ? 0 : 1)};
  transform: translateY(${({ $leaving }) => ($leaving ? '8px' : '0')});
  transition:
    opacity ${TIMINGS.alertCallbackMs}ms ease,
    transform ${TIMINGS.alertCallbackMs}ms ease;
  animation: alert-in 0.3s ease-out;
  ${({ theme }) => theme.media.mobile} {
    bottom: 16px;
  }
  /* A full-screen dialog on a phone keeps its actions at the bottom: the card goes on top. */
  ${({ theme, $inDialog }) =>
    $inDialog &&
    css`
      ${theme.media.mobile} {
        top: 16px;
        bottom: auto;
      }
    `}
  @keyframes alert-in {
    from {
      opacity: 0;
      transform: translateY(8px);
    }
  }
  > svg {
    flex: none;
    color: ${({ theme, $variant }) => toneOf(theme, $variant)};
  }
  p {
    flex: 1;
    margin: 0;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Ok = styled.button`
  flex: none;
  min-width: 56px;
  min-height: 36px;
  padding: 0 14px;
  border: 1px solid ${({ theme }) => theme.colors.ink};
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  font-size: 11px;
  font-weight: 600;
  letter-spacing: 0.16em;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.accentDark};
    border-color: ${({ theme }) => theme.colors.accentDark};
  }
`;

interface AlertCardProps {
  alert: AlertCardData;
  /** Fading out: out of the accessibility tree at once, OK no longer pressable. */
  leaving: boolean;
  /** Shown inside an open modal dialog. */
  inDialog: boolean;
  onOk: () => void;
}

/** One alert card: icon, message, OK. Presses on it never close a dialog under it. */
export function AlertCardView({ alert, leaving, inDialog, onOk }: AlertCardProps) {
  return (
    <Card
      role="alert"
      $leaving={leaving}
      $variant={alert.variant}
      $inDialog={inDialog}
      aria-hidden={leaving || undefined}
      {...{ [KEEPS_DIALOG_OPEN]: '' }}
    >
      <AlertIcon variant={alert.variant} />
      <p>{alert.message}</p>
      <Ok type="button" onClick={onOk} disabled={leaving}>
        OK
      </Ok>
    </Card>
  );
}
