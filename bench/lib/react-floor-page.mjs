/* global document */
// The floor's only script (bundled by react-floor.mjs): React DOM alone hydrating the painted
// page. The page's markup is read back as React elements, so hydration adopts every node as the
// product's boot does, and 'Add to Cart' gets the one handler (it opens a dialog, as the login
// modal does for a signed-out visitor). No federation, router, store or styled-components: what
// the product's boot costs beyond this is what its libraries and its own code add.
import { createElement, Fragment, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';

const PROP_NAMES = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  autocomplete: 'autoComplete',
};
const VOID = new Set(['area', 'br', 'hr', 'img', 'input', 'link', 'meta', 'source', 'wbr']);

function styleObject(text) {
  const style = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    const name = declaration.slice(0, colon).trim();
    if (colon < 0 || !name) continue;
    const key = name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    style[key] = declaration.slice(colon + 1).trim();
  }
  return style;
}

function openDialog() {
  const dialog = document.createElement('dialog');
  dialog.textContent = 'Log in';
  document.body.append(dialog);
  dialog.showModal();
}

function elementOf(node, key) {
  if (node.nodeType === 3) return node.data;
  // Comments are React's text separators: hydration skips them as it does for the product.
  if (node.nodeType !== 1) return null;
  const props = { key };
  const field = node.tagName === 'INPUT' || node.tagName === 'TEXTAREA';
  for (const { name, value } of node.attributes) {
    if (name === 'style') props.style = styleObject(value);
    else if (name === 'value' && field) props.defaultValue = value;
    else if (name === 'checked') props.defaultChecked = true;
    else props[PROP_NAMES[name] ?? name] = value;
  }
  if (node.tagName === 'BUTTON' && /^\s*Add to Cart\s*$/i.test(node.textContent))
    props.onClick = openDialog;
  const svg = node.namespaceURI === 'http://www.w3.org/2000/svg';
  const type = svg ? node.tagName : node.tagName.toLowerCase();
  if (type === 'textarea') props.defaultValue = node.value;
  return VOID.has(type) || type === 'textarea'
    ? createElement(type, props)
    : createElement(type, props, ...childrenOf(node));
}

function childrenOf(node) {
  return [...node.childNodes].map(elementOf).filter((child) => child !== null);
}

const root = document.getElementById('root');
startTransition(() => {
  hydrateRoot(root, createElement(Fragment, null, ...childrenOf(root)));
});
