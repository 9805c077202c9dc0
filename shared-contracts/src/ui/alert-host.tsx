import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { TIMINGS } from '../constants/timings';
import { selectAlert, useAppDispatch, useAppSelector } from '../store/hooks';
import { hideAlert, type AlertCard } from '../store/ui-slice';
import { AlertCardView } from './alert-card';
import { useTopModal } from './modal-layer';

function TimedAlert({ alert }: { alert: AlertCard }) {
  const dispatch = useAppDispatch();
  const [leaving, setLeaving] = useState(false);
  const modal = useTopModal();

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

  const card = (
    <AlertCardView
      alert={alert}
      leaving={leaving}
      inDialog={modal !== null}
      onOk={() => setLeaving(true)}
    />
  );
  // A modal dialog makes the rest of the page inert: over one, the card goes inside it.
  // The timers live here, so moving the card in or out does not restart them.
  return modal ? createPortal(card, modal) : card;
}

/**
 * The site's one notification host, driven by the store's ui.alert: anything (shell or remote)
 * dispatches showAlert(message, variant); the card hides after 5 s or on OK and hideAlert runs
 * 500 ms later, after its fade. The shell mounts it, and so does a remote running standalone.
 */
export function AlertHost() {
  const alert = useAppSelector(selectAlert);
  if (!alert) return null;
  return <TimedAlert key={alert.id} alert={alert} />;
}
