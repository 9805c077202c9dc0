import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { setLanguage, useCatalog } from './active-language';
import { activateLanguage, defineCatalog } from './catalog';

/** A remote shown for the first time after a switch: its Arabic is not in yet. */
const late = defineCatalog(
  'late',
  { hello: 'Hello' },
  {
    ar: () =>
      new Promise((resolve) => setTimeout(() => resolve({ default: { hello: 'مرحبًا' } }), 20)),
  },
);

function Greeting() {
  const [mark] = useState('!');
  const t = useCatalog(late);
  return (
    <p>
      {t('hello')}
      {mark}
    </p>
  );
}

afterEach(async () => {
  await act(() => setLanguage('en', { remember: false }));
});

it('suspends a component until its catalog is in, then shows the language, with no error', async () => {
  const errors = jest.spyOn(console, 'error');
  render(
    <Suspense fallback={<p>…</p>}>
      <Greeting />
    </Suspense>,
  );
  expect(screen.getByText('Hello!')).toBeInTheDocument();
  // The language changes before this catalog loaded it (setLanguage would load it first).
  await act(async () => activateLanguage('ar'));
  expect(await screen.findByText('مرحبًا!')).toBeInTheDocument();
  expect(errors).not.toHaveBeenCalled();
});
