import type { Page } from '@playwright/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A What's New filter checkbox, whose accessible name carries its count: 'Rolex (12)'. */
export const facet = (page: Page, label: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^${escape(label)} \\(\\d+\\)$`) });
