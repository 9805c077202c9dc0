import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { DialogBox, DialogPanel } from './dialog-styles';
import { enterModalLayer, KEEPS_DIALOG_OPEN, topModal } from './modal-layer';
import { wrapTab } from './tab-wrap';

export interface DialogProps {
  /** id of the heading that names the dialog. */
  labelledBy: string;
  /** Asked to close (Escape, a press outside the panel); never called while `locked`. */
  onClose: () => void;
  /** A save is running: no way of closing works. */
  locked?: boolean;
  /** Panel width in px above the mobile breakpoint; full screen below it. */
  width?: number;
  /** Selector of the control focused on open; otherwise the browser's choice. */
  initialFocus?: string;
  /** Where focus goes on close; by default the element that had it when the dialog opened. */
  returnFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
  'data-testid'?: string;
}

/** A press on the dialog's own scrollbar is not a press outside the panel. */
function onScrollbar(dialog: HTMLElement, event: MouseEvent) {
  return (
    event.target === dialog &&
    event.clientX - dialog.getBoundingClientRect().left > dialog.clientWidth
  );
}

/**
 * The site's one modal: a native <dialog> opened with showModal() while mounted, so the page
 * behind is inert. Escape (its `cancel` event) and a press outside the panel ask `onClose`;
 * focus returns to the opener on close.
 */
export function Dialog({
  labelledBy,
  onClose,
  locked = false,
  width = 480,
  initialFocus,
  returnFocus,
  children,
  'data-testid': testId,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const requestClose = useEffectEvent(() => {
    if (!locked) onClose();
  });
  // Without a click since the last refused Escape, browsers close on the next one without a
  // cancelable `cancel`: while locked the key itself is refused.
  const refuseEscape = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (event.key === 'Escape' && locked && topModal() === ref.current) event.preventDefault();
  });
  // The browser closed it by itself (e.g. a close request it did not let us cancel).
  const closedNatively = useEffectEvent((dialog: HTMLDialogElement) => {
    if (!locked) onClose();
    else if (dialog.isConnected && !dialog.open) dialog.showModal();
  });
  const focusOnOpen = useEffectEvent((dialog: HTMLDialogElement) => {
    if (initialFocus) dialog.querySelector<HTMLElement>(initialFocus)?.focus();
  });
  const focusOnClose = useEffectEvent((opener: HTMLElement | null) => {
    const target = returnFocus?.current ?? opener;
    if (target?.isConnected) target.focus();
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    // `close` is queued: one from an earlier unmount (StrictMode's remount in development) may
    // arrive after the dialog was opened again, and says nothing about it then.
    const onNativeClose = () => {
      if (!dialog.open) closedNatively(dialog);
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    document.addEventListener('keydown', refuseEscape, true);
    dialog.showModal();
    const leaveLayer = enterModalLayer(dialog);
    focusOnOpen(dialog);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      document.removeEventListener('keydown', refuseEscape, true);
      leaveLayer();
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
      focusOnClose(opener);
    };
  }, []);

  // A press (not the click that follows) decides, so a drag out of the panel does not close.
  useEffect(() => {
    const dialog = ref.current;
    const panel = panelRef.current;
    if (!dialog || !panel) return;
    const onPress = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || !target.isConnected || panel.contains(target)) return;
      if (target.closest(`[${KEEPS_DIALOG_OPEN}]`) || topModal() !== dialog) return;
      if (!onScrollbar(dialog, event)) requestClose();
    };
    document.addEventListener('mousedown', onPress);
    return () => document.removeEventListener('mousedown', onPress);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Tab' && ref.current) wrapTab(event, ref.current);
  };

  return (
    <DialogBox
      ref={ref}
      aria-labelledby={labelledBy}
      aria-busy={locked || undefined}
      data-testid={testId}
      onKeyDown={onKeyDown}
    >
      <DialogPanel ref={panelRef} $width={width}>
        {children}
      </DialogPanel>
    </DialogBox>
  );
}
