import { useEffect, useReducer, useState } from 'react';
import {
  peekQuery,
  statusOf,
  useLanguage,
  useLocation,
  watchQuery,
  type Language,
} from 'shared-contracts';
import type * as HeadModule from 'shared-contracts/page-head';
import type { AnswerOf, HeadText } from 'shared-contracts/page-head';

type HeadRule = typeof HeadModule;

/**
 * What the api paints for the address it served only (canonical, language alternates, sharing
 * tags, structured data): once the visitor moves on, or switches language, it describes another
 * page and is dropped.
 */
const PAINTED_ONLY =
  'link[rel="canonical"], link[rel="alternate"][hreflang], meta[property^="og:"], ' +
  'meta[property^="product:"], meta[name^="twitter:"], script[type="application/ld+json"]';

/** An answer as the head reads it: a 404 is none (null), a call in flight or failed unknown. */
const answerOf: AnswerOf = (url) => {
  const state = peekQuery(url);
  if (state?.status === 'success') return state.data;
  return state?.status === 'error' && statusOf(state.error) === 404 ? null : undefined;
};

const settled = (url: string) => (peekQuery(url)?.status ?? 'loading') !== 'loading';

/**
 * Keeps document.title and the meta description on the page in view, in its language, by the
 * rule the api paints them with, from the answers the page reads. The painted page's head is the
 * server's; the rule and its messages load at the first move, so no first load carries them.
 * While an answer is on its way the previous head stays.
 */
export function DocumentHead() {
  const { pathname, search } = useLocation();
  const language = useLanguage();
  const address = `${language} ${pathname}${search}`;
  const [painted] = useState(address);
  const [moved, setMoved] = useState(false);
  if (!moved && address !== painted) setMoved(true);
  const [rule, setRule] = useState<{ head: HeadRule; language: Language; text: HeadText }>();
  const [, answered] = useReducer((n: number) => n + 1, 0);
  const ready = rule?.language === language ? rule : undefined;
  const urls = ready ? ready.head.headRequests({ pathname, search }) : [];
  const key = urls.join('\n');

  useEffect(() => {
    if (!moved || ready) return undefined;
    let live = true;
    import('shared-contracts/page-head')
      .then(async (head) => {
        const text = head.headText(await head.headMessagesIn(language));
        if (live) setRule({ head, language, text });
      })
      .catch((error: unknown) => console.error('Could not load the page titles.', error));
    return () => {
      live = false;
    };
  }, [moved, ready, language]);

  useEffect(() => {
    const ends = key ? key.split('\n').map((url) => watchQuery(url, answered)) : [];
    return () => ends.forEach((end) => end());
  }, [key]);

  useEffect(() => {
    if (!moved) return;
    document.head.querySelectorAll(PAINTED_ONLY).forEach((element) => element.remove());
    if (!ready || !urls.every(settled)) return;
    const head = ready.head.pageHeadOf({ pathname, search }, answerOf, language, ready.text);
    if (document.title !== head.title) document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  });

  return null;
}
