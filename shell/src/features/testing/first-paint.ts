import { catalogUrls, FIRST_PAINT_DATA_ID, type FirstPaintResponses } from 'shared-contracts';
import { brandsFixture, categoriesFixture, menuFixture } from './fixtures';

/** The api's answers to the frame's calls (menu, footer lists), by URL. */
export const frameAnswers: FirstPaintResponses = {
  [catalogUrls.menu()]: menuFixture,
  [catalogUrls.categories()]: categoriesFixture,
  [catalogUrls.brands()]: brandsFixture,
};

/** Puts answers into the document as a served page carries them; returns their removal. */
export function embedAnswers(answers: FirstPaintResponses): () => void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_PAINT_DATA_ID;
  script.textContent = JSON.stringify(answers);
  document.body.append(script);
  return () => script.remove();
}
