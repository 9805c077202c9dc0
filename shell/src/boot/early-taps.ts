import { EARLY_TAPS_GLOBAL } from 'shared-contracts';

type EarlyTaps = HTMLElement[] & { stop?: () => void };

const isBox = (element: Element): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');

/**
 * Boxes whose tick the browser changed on the painted page (a radio only where it was chosen).
 * Read before hydration: a render after it may put back the tick React's state holds.
 */
function changedBoxes(root: ParentNode | null): HTMLInputElement[] {
  if (!root) return [];
  return [...root.querySelectorAll('input')].filter(
    (box) =>
      isBox(box) && box.checked !== box.defaultChecked && (box.type === 'checkbox' || box.checked),
  );
}

/**
 * Stops the page's inline recorder (shared-contracts EARLY_TAPS_SCRIPT) and returns the controls
 * tapped (and forms sent) so far, then the boxes ticked. Called as hydration starts: from then on
 * React itself replays taps.
 */
export function takeEarlyTaps(win: Window = window): HTMLElement[] {
  const taps = (win as unknown as Record<string, EarlyTaps | undefined>)[EARLY_TAPS_GLOBAL];
  if (!taps) return [];
  taps.stop?.();
  return [...taps, ...changedBoxes(win.document.getElementById('root'))];
}

type TypedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Tells React of a value typed or chosen before the page was live: hydration keeps it on screen
 * but not in the component's state. A text goes back through React's value tracker first, then to
 * the typed text past it, so that the input event reads as a change.
 */
function handToReact(field: TypedField, value: string): void {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The fields and lists holding something other than what the server wrote, with that value. */
function typedFields(root: ParentNode): [TypedField, string][] {
  return [...root.querySelectorAll<TypedField>('input, textarea, select')]
    .filter((field) =>
      field instanceof HTMLSelectElement
        ? [...field.options].some((option) => option.selected !== option.defaultSelected)
        : !/^(checkbox|radio|file|submit|button)$/.test(field.type) &&
          field.value !== field.defaultValue,
    )
    .map((field) => [field, field.value]);
}

/**
 * Now that the page answers: hands React what was typed, then taps each control again if it is
 * still on the page and enabled (its busy mark gone), and sends each form that had no button. The
 * list is emptied: a second call taps nothing.
 */
export function replayTaps(
  taps: HTMLElement[],
  root: ParentNode | null = document.getElementById('root'),
): void {
  // Read all first: each change renders, and a render writes the state's values back.
  for (const [field, value] of root ? typedFields(root) : []) handToReact(field, value);
  for (const tapped of taps.splice(0)) {
    if (tapped instanceof HTMLButtonElement) tapped.removeAttribute('aria-busy');
    if (!tapped.isConnected || (tapped as HTMLButtonElement).disabled) continue;
    if (tapped instanceof HTMLFormElement) tapped.requestSubmit();
    else {
      // A box goes back to the tick React rendered, so that the click reads as the change.
      if (isBox(tapped)) tapped.checked = tapped.defaultChecked;
      tapped.click();
    }
  }
}
