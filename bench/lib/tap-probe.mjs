/* global window, document, location, MutationObserver */
// What the bench installs in every document before any page script (page.addInitScript): a
// MutationObserver that counts the elements added to the document, split at the end of the HTML's
// parse, and two click listeners on window that tell, for each trusted click, whether the page
// answered it in-app while the click was being dispatched. The function runs in the browser: it
// must not refer to anything outside itself.
//
// A click counts as answered when, between the window's capture listener (the first to run) and
// its bubble listener (the last), the document's URL changed (a router's pushState), the app's
// Redux store received an action, or the DOM changed (React flushes a discrete event's updates in
// the microtask after its root listener, before the event reaches window). A painted, not yet
// live page does none of these (its recorder's busy mark on a kept tap does not count), so the
// first answered click is the first one the live page took. The store's count matters: right
// after the live page's commit, the components that show a dispatched change may not have
// subscribed yet (react-redux subscribes in an effect), and the reaction then shows a few frames
// after the click that caused it.
// The bench's own script adds nothing to the document.

export function installTapProbe() {
  if (window.__tapProbe || !/^https?:$/.test(location.protocol)) return;
  const probe = {
    // One id per document: a full document navigation shows as a new id.
    documentId: `${Date.now()}-${Math.random()}`,
    parsed: 0,
    created: 0,
    byClicks: 0,
    parseEndMs: null,
    clicks: [],
    answer: null,
  };
  window.__tapProbe = probe;

  // Actions the app's Redux store received, counted through the hook Redux Toolkit's
  // configureStore looks for (the Redux DevTools extension's compose): our enhancer only counts
  // and passes each action on. A handler that dispatches is the app answering, even when the
  // components that show it subscribe to the store only in an effect that has not run yet.
  let actions = 0;
  const compose = (...fns) =>
    fns.length === 0
      ? (x) => x
      : fns.reduce(
          (a, b) =>
            (...args) =>
              a(b(...args)),
        );
  const counting =
    (createStore) =>
    (...args) => {
      const store = createStore(...args);
      const dispatch = (action) => {
        actions += 1;
        return store.dispatch(action);
      };
      return { ...store, dispatch };
    };
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (...args) =>
    args.length === 1 && typeof args[0] === 'object'
      ? (...enhancers) => compose(counting, ...enhancers)
      : compose(counting, ...args);
  const seen = new WeakSet();
  const createdSet = new WeakSet();
  let afterParse = false;
  // Records seen so far. The observer's callback runs at each microtask checkpoint, including the
  // ones between two listeners of one click, so a click's mutations are read as this count's
  // growth, not from takeRecords() alone.
  let mutations = 0;
  // The click being dispatched (between the window's capture and bubble listeners), or null.
  let pending = null;
  // Whether the page has replayed (as an untrusted click) a tap it got before it was live.
  let replayed = false;

  // The painted page's inline recorder marks a button tapped before the page is live as busy
  // (aria-busy): it keeps the tap for the live page, which has not answered it yet.
  const answering = (records) => records.filter((r) => r.attributeName !== 'aria-busy').length;
  // Each element once, however often it moves; an inserted subtree brings its descendants.
  const count = (records) => {
    mutations += answering(records);
    for (const record of records)
      for (const node of record.addedNodes) {
        // The page's elements only (see fromScripts): not the scripts a boot adds to <head>.
        if (node.nodeType !== 1 || !document.body?.contains(node)) continue;
        for (const element of [node, ...node.getElementsByTagName('*')]) {
          if (seen.has(element)) continue;
          seen.add(element);
          // Made by a click's handlers, or after the page tapped again a tap it received before
          // it could answer: the reaction, not the boot.
          if (pending || replayed) probe.byClicks += 1;
          else if (!afterParse) probe.parsed += 1;
          else {
            probe.created += 1;
            createdSet.add(element);
          }
        }
      }
  };
  const observer = new MutationObserver(count);
  observer.observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    characterData: true,
  });
  // The parser has finished ('interactive' comes before deferred scripts run): what was added
  // until now is the HTML as served, what comes after is made by scripts.
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive' || afterParse) return;
    count(observer.takeRecords());
    afterParse = true;
    probe.parseEndMs = performance.now();
  });

  // The page's elements are the body's: the script and style elements a boot adds to <head> to
  // load its code are not part of what the visitor sees.
  /** How many of the page's elements now in place scripts made after the parse. */
  const fromScripts = () => {
    let n = 0;
    for (const element of document.body.getElementsByTagName('*')) {
      if (createdSet.has(element)) n += 1;
    }
    return n;
  };
  probe.census = () => ({
    total: document.body.getElementsByTagName('*').length,
    fromScripts: fromScripts(),
  });

  /** What a click landed on: 'a "Shop What's New" (inert)'. */
  const describe = (target) => {
    if (!target || target.nodeType !== 1) return String(target);
    const text = (target.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 24);
    return `${target.tagName.toLowerCase()}${text ? ` "${text}"` : ''}${target.closest('[inert]') ? ' (inert)' : ''}`;
  };

  const close = (event) => {
    const records = observer.takeRecords();
    const click = {
      atMs: pending.atMs,
      startMs: pending.startMs,
      endMs: performance.now(),
      // Not known for a click read late (see the capture listener): not counted as answered.
      mutated: event !== null && mutations + answering(records) > pending.mutations,
      dispatched: actions > pending.actions,
      urlChanged: location.href !== pending.href,
      defaultPrevented: event ? event.defaultPrevented : null,
      target: pending.target,
    };
    // The boot's elements at the answer (the document's size as the click found it).
    count(records);
    if (!probe.answer && (click.mutated || click.urlChanged || click.dispatched))
      probe.answer = {
        ...click,
        created: pending.created,
        parsed: pending.parsed,
        total: pending.total,
        fromScripts: fromScripts(),
      };
    probe.clicks.push(click);
    pending = null;
  };
  window.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted) {
        count(observer.takeRecords());
        replayed = true;
        return;
      }
      // A click whose bubbling was stopped before window is closed here (what changed since is
      // not all its own: only a URL change counts then). None of the measured controls stops it.
      if (pending) close(null);
      count(observer.takeRecords());
      pending = {
        atMs: event.timeStamp,
        startMs: performance.now(),
        href: location.href,
        mutations,
        actions,
        created: probe.created,
        parsed: probe.parsed,
        total: document.body.getElementsByTagName('*').length,
        target: describe(event.target),
      };
    },
    true,
  );
  window.addEventListener('click', (event) => {
    if (event.isTrusted && pending) close(event);
  });
}
