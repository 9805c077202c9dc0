import { lazy, Suspense, useEffect, useState } from 'react';
import { PENDING_HEAD_ATTRIBUTE, useLanguage, useLocation } from 'shared-contracts';

/**
 * What the api paints for the address it served only (canonical, language alternates, sharing
 * tags, structured data): once the visitor moves on, or switches language, it describes another
 * page and is dropped.
 */
const PAINTED_ONLY =
  'link[rel="canonical"], link[rel="alternate"][hreflang], meta[property^="og:"], ' +
  'meta[property^="product:"], meta[name^="twitter:"], script[type="application/ld+json"]';

/** The head's rule, its messages and the component keeping it: one chunk, loaded at the first move. */
const PageHead = lazy(() => import('./PageHead').then((module) => ({ default: module.PageHead })));

/**
 * The head of the page in view. The painted page's head is the server's; at the first move
 * (another address or language) its painted-only tags go and PageHead takes over, so no first
 * load carries the head's code. A head painted before its answers came (PENDING_HEAD_ATTRIBUTE)
 * is PageHead's at once: it names the page when the page's own answers arrive.
 */
export function DocumentHead() {
  const { pathname, search } = useLocation();
  const language = useLanguage();
  const address = `${language} ${pathname}${search}`;
  const [painted] = useState(address);
  const [moved, setMoved] = useState(false);
  const [pending, setPending] = useState(false);
  if (!moved && address !== painted) setMoved(true);

  // After hydration: the server rendered this component without PageHead.
  useEffect(() => {
    if (document.querySelector(`title[${PENDING_HEAD_ATTRIBUTE}]`)) setPending(true);
  }, []);

  useEffect(() => {
    if (moved) document.head.querySelectorAll(PAINTED_ONLY).forEach((element) => element.remove());
  });

  if (!moved && !pending) return null;
  return (
    <Suspense fallback={null}>
      <PageHead />
    </Suspense>
  );
}
