/**
 * The id of the JSON list of the boot's files in index.html's head, written by the build
 * (webpack.common.js BootFilesPlugin, BOOT_FILES_ID; boot-files.test.ts checks they agree).
 */
export const BOOT_FILES_ID = 'reluxe-boot-files';

/** The boot's file URLs listed in the page, or none when the list is missing or unreadable. */
export function bootFiles(doc: Document = document): string[] {
  const text = doc.getElementById(BOOT_FILES_ID)?.textContent;
  if (!text) return [];
  try {
    const urls: unknown = JSON.parse(text);
    return Array.isArray(urls) ? urls.filter((url): url is string => typeof url === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Starts downloading every file of the boot at once (`<link rel="preload">`), so the boot does not
 * wait for each file in turn as it reaches it. Files already asked for are not asked again.
 */
export function preloadBootFiles(doc: Document = document): void {
  const asked = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) =>
      link.getAttribute('href'),
    ),
  );
  for (const url of bootFiles(doc)) {
    if (asked.has(url)) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = url;
    doc.head.append(link);
    asked.add(url);
  }
}
