import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { setLanguage, useMessages } from './active-language';
import { activateLanguage, defineMessages } from './messages';

/** A remote shown for the first time after a switch: its Arabic is not in yet. */
const late = defineMessages(
  'late',
  { hello: 'Hello' },
  {
    ar: () =>
      new Promise((resolve) => setTimeout(() => resolve({ default: { hello: 'مرحبًا' } }), 20)),
  },
);

function Greeting() {
  const [mark] = useState('!');
  const t = useMessages(late);
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

it('suspends a component until its messages are in, then shows the language, with no error', async () => {
  const errors = jest.spyOn(console, 'error');
  render(
    <Suspense fallback={<p>…</p>}>
      <Greeting />
    </Suspense>,
  );
  expect(screen.getByText('Hello!')).toBeInTheDocument();
  // The language changes before these messages loaded it (setLanguage would load it first).
  await act(async () => activateLanguage('ar'));
  expect(await screen.findByText('مرحبًا!')).toBeInTheDocument();
  expect(errors).not.toHaveBeenCalled();
});
