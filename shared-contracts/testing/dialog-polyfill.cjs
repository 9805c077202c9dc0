/* global window, document */
// jsdom has <dialog> but not its methods. A minimal showModal/show/close, and Escape firing a
// cancelable `cancel` at the topmost modal dialog (closing it unless prevented), as browsers do.
if (typeof window !== 'undefined' && window.HTMLDialogElement) {
  const proto = window.HTMLDialogElement.prototype;
  if (typeof proto.showModal !== 'function') {
    const modals = [];
    const FOCUSABLE = 'button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"])';
    const invalid = (message) => new window.DOMException(message, 'InvalidStateError');

    proto.show = function show() {
      if (!this.open) this.setAttribute('open', '');
    };
    proto.showModal = function showModal() {
      if (this.open) throw invalid('The dialog is already open.');
      if (!this.isConnected) throw invalid('The dialog is not in a document.');
      this.setAttribute('open', '');
      modals.push(this);
      // The dialog focusing steps: the autofocus control, else the first focusable one.
      const target = this.querySelector('[autofocus]') || this.querySelector(FOCUSABLE);
      if (target) target.focus();
    };
    proto.close = function close(returnValue) {
      if (!this.open) return;
      this.removeAttribute('open');
      const index = modals.indexOf(this);
      if (index >= 0) modals.splice(index, 1);
      if (returnValue !== undefined) this.returnValue = String(returnValue);
      this.dispatchEvent(new window.Event('close'));
    };
    document.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const top = modals.filter((dialog) => dialog.isConnected && dialog.open).pop();
      if (!top) return;
      if (top.dispatchEvent(new window.Event('cancel', { cancelable: true }))) top.close();
    });
  }
}
