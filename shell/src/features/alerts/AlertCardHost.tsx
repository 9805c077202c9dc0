import { useEffect, useState } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import styled from 'styled-components';
import {
  hideAlert,
  selectAlert,
  TIMINGS,
  useAppDispatch,
  useAppSelector,
  type AlertCard as AlertCardData,
} from 'shared-contracts';

const Card = styled.div<{ $leaving: boolean; $variant: AlertCardData['variant'] }>`
  position: fixed;
  bottom: 24px;
  left: 50%;
  z-index: ${({ theme }) => theme.z.alert};
  display: flex;
  align-items: center;
  gap: 14px;
  width: min(440px, calc(100vw - 32px));
  padding: 16px 16px 16px 20px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 3px solid
    ${({ theme, $variant }) =>
      $variant === 'error'
        ? theme.colors.danger
        : $variant === 'success'
          ? theme.colors.success
          : theme.colors.accent};
  box-shadow: ${({ theme }) => theme.shadow.pop};
  opacity: ${({ $leaving }) => ($leaving ? 0 : 1)};
  transform: translate(-50%, ${({ $leaving }) => ($leaving ? '8px' : '0')});
  transition:
    opacity ${TIMINGS.alertCallbackMs}ms ease,
    transform ${TIMINGS.alertCallbackMs}ms ease;
  animation: alert-in 0.3s ease-out;
  ${({ theme }) => theme.media.mobile} {
    bottom: 16px;
  }
  @keyframes alert-in {
    from {
      opacity: 0;
      transform: translate(-50%, 8px);
    }
  }
  > svg {
    flex: none;
    color: ${({ theme, $variant }) =>
      $variant === 'error'
        ? theme.colors.danger
        : $variant === 'success'
          ? theme.colors.success
          : theme.colors.accent};
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

const ICONS = { error: CircleAlert, success: CircleCheck, info: Info } as const;

function AlertCardView({ alert }: { alert: AlertCardData }) {
  const dispatch = useAppDispatch();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setLeaving(true), TIMINGS.alertCardMs);
    return () => clearTimeout(timer);
  }, []);

  // The callback runs 500 ms after the card starts to hide (OK or the 5 s timer).
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => dispatch(hideAlert()), TIMINGS.alertCallbackMs);
    return () => clearTimeout(timer);
  }, [leaving, dispatch]);

  const Icon = ICONS[alert.variant] ?? Info;
  return (
    <Card
      role="alert"
      $leaving={leaving}
      $variant={alert.variant}
      data-keeps-modal-open=""
      aria-hidden={leaving || undefined}
    >
      <Icon size={20} strokeWidth={1.5} aria-hidden="true" />
      <p>{alert.message}</p>
      <Ok type="button" onClick={() => setLeaving(true)} disabled={leaving}>
        OK
      </Ok>
    </Card>
  );
}

/**
 * Alert cards: any remote dispatches showAlert(message); the card hides after 5 s or on OK and is
 * removed (hideAlert) 500 ms later, after its fade.
 */
export function AlertCardHost() {
  const alert = useAppSelector(selectAlert);
  if (!alert) return null;
  return <AlertCardView key={alert.id} alert={alert} />;
}
