/** The search results page for a text: What's New with `q`, best match first. */
export function searchResultsUrl(text: string): string {
  return `/Items?q=${encodeURIComponent(text.trim())}`;
}
