/* global document, location, window */
// The main control of each server-painted page, found by its role and text as a shopper sees it
// (the product has no test ids for them), and the reaction that proves the live page took the
// click. `locateControl` and `reacted` run in the browser and must stand alone.
//
// - `/`: the home hero's "Shop What's New" link; answered: the URL becomes /Items in the same
//   document (react-router's Link), then What's New shows.
// - `/Items`: the first product card's image link; answered: the URL becomes that product's
//   /Items/{id} in the same document, then its page shows. It is what a shopper taps on a list, and like the hero link
//   a router Link. Not the sort select: a native select opens a popup (no DOM reaction to see,
//   and in headless Chromium the popup takes the next clicks). The card's favourite toggle would
//   also do (aria-pressed flips), but it is a secondary action.
// - `/Items/{id}`: 'Add to Cart'; for a signed-out visitor it shows the "log in to buy" alert
//   at once and opens the login modal (a native <dialog>, loaded on first use); answered: that
//   dialog is open.

/**
 * In the page: where to click the control (its centre, in CSS pixels of the viewport), scrolling
 * it into view first when it is outside (as a shopper would), the probe's state, and whether the
 * expected reaction is already there (`href`: the link's target seen so far). The live control is
 * preferred while the painted frame is still there. Reading the box lays the page out, which the
 * click's hit test needs anyway.
 */
export function locateControl({ kind, href }) {
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  let candidates = [];
  if (kind === 'home-cta')
    candidates = [...document.querySelectorAll('a[href="/Items"]')].filter((a) =>
      /Shop What.s New/i.test(a.textContent),
    );
  else if (kind === 'first-card')
    candidates = [...document.querySelectorAll('main article a[href^="/Items/"]')].filter((a) =>
      a.querySelector('img'),
    );
  else if (kind === 'add-to-cart')
    candidates = [...document.querySelectorAll('button')].filter((b) =>
      /^\s*Add to Cart\s*$/i.test(b.textContent),
    );
  candidates = candidates.filter(visible);
  const element = candidates.find((c) => !c.closest('[inert]')) ?? candidates[0];
  const probe = window.__tapProbe;
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  const dialog = document.querySelector('dialog[open]')?.getBoundingClientRect();
  const state = {
    documentId: probe?.documentId ?? null,
    answered: Boolean(probe?.answer),
    reacted:
      kind === 'add-to-cart'
        ? Boolean(dialog && dialog.width > 0 && dialog.height > 0)
        : Boolean(href) && location.pathname === href,
    fcpMs: fcp ? fcp.startTime : null,
    nowMs: performance.now(),
    timeOrigin: performance.timeOrigin,
    path: location.pathname,
    point: null,
  };
  if (!element) return state;
  let box = element.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight) {
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
    box = element.getBoundingClientRect();
  }
  state.point = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  state.inert = Boolean(element.closest('[inert]'));
  state.href = element.getAttribute('href');
  return state;
}

/**
 * In the page: the time (performance.now()) at which the expected reaction is on screen, or false
 * while it is not (polled after a click counted as answered): the login dialog open, or the
 * link's route in the same document with its page rendered (What's New's sort select, the
 * product's 'Add to Cart').
 */
export function reacted({ kind, href }) {
  let seen = false;
  if (kind === 'add-to-cart') {
    const box = document.querySelector('dialog[open]')?.getBoundingClientRect();
    seen = Boolean(box && box.width > 0 && box.height > 0);
  } else if (location.pathname === href) {
    seen =
      kind === 'home-cta'
        ? Boolean(document.querySelector('main select'))
        : [...document.querySelectorAll('main button')].some((b) =>
            /Add to Cart/i.test(b.textContent),
          );
  }
  return seen ? performance.now() : false;
}

/** The control measured on each page, by the page's path. */
export function controlOf(path) {
  if (path === '/') return { kind: 'home-cta', label: "'Shop What's New' (hero link)" };
  if (path === '/Items') return { kind: 'first-card', label: 'first product card (link)' };
  return { kind: 'add-to-cart', label: "'Add to Cart' (login modal)" };
}
