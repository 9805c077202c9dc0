import { useEffect, useReducer, useState } from 'react';
import {
  peekQuery,
  statusOf,
  useLanguage,
  useLocation,
  watchQuery,
  type Language,
} from 'shared-contracts';
import {
  HEAD_EN,
  headMessagesIn,
  headRequests,
  headText,
  pageHeadOf,
  type AnswerOf,
  type HeadText,
} from 'shared-contracts/page-head';

/** An answer as the head reads it: a 404 is none (null), a call in flight or failed unknown. */
const answerOf: AnswerOf = (url) => {
  const state = peekQuery(url);
  if (state?.status === 'success') return state.data;
  return state?.status === 'error' && statusOf(state.error) === 404 ? null : undefined;
};

const settled = (url: string) => (peekQuery(url)?.status ?? 'loading') !== 'loading';

const ENGLISH = headText(HEAD_EN);

/**
 * Keeps document.title and the meta description on the page in view, in its language, by the
 * rule the api paints them with, from the answers the page reads. Rendered once the visitor has
 * moved on from the painted page (DocumentHead). While an answer is on its way the previous head
 * stays.
 */
export function PageHead() {
  const { pathname, search } = useLocation();
  const language = useLanguage();
  const [loaded, setLoaded] = useState<{ language: Language; text: HeadText }>();
  const [, answered] = useReducer((n: number) => n + 1, 0);
  // English comes with the rule; another language's messages load on their own.
  const text =
    language === 'en' ? ENGLISH : loaded?.language === language ? loaded.text : undefined;
  const urls = text ? headRequests({ pathname, search }) : [];
  const key = urls.join('\n');

  useEffect(() => {
    if (text) return undefined;
    let live = true;
    headMessagesIn(language)
      .then((messages) => {
        if (live) setLoaded({ language, text: headText(messages) });
      })
      .catch((error: unknown) => console.error('Could not load the page titles.', error));
    return () => {
      live = false;
    };
  }, [text, language]);

  useEffect(() => {
    const ends = key ? key.split('\n').map((url) => watchQuery(url, answered)) : [];
    return () => ends.forEach((end) => end());
  }, [key]);

  useEffect(() => {
    if (!text || !urls.every(settled)) return;
    const head = pageHeadOf({ pathname, search }, answerOf, language, text);
    if (document.title !== head.title) document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  });

  return null;
}
