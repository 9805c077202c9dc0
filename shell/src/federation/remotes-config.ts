import type { RemotesConfig } from 'shared-contracts';
import { REMOTES_CONFIG_ID } from 'shared-contracts/remotes-config-id';

let pending: Promise<RemotesConfig> | null = null;

/** The config the api embedded in the page it served, when it did and it parses. */
function embeddedConfig(): RemotesConfig | undefined {
  const text = document.getElementById(REMOTES_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    const config = JSON.parse(text) as RemotesConfig | null;
    return config && typeof config.remotes === 'object' ? config : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The visitor's remotes config (remote name -> manifest URL), read once: the one embedded in the
 * page, the config it was rendered with; else /remotes.json (served no-cache by the api).
 */
export function fetchRemotesConfig(): Promise<RemotesConfig> {
  const embedded = pending ? undefined : embeddedConfig();
  pending ??= embedded
    ? Promise.resolve(embedded)
    : fetch('/remotes.json', { cache: 'no-cache', credentials: 'same-origin' }).then(
        async (response) => {
          if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
          return (await response.json()) as RemotesConfig;
        },
      );
  return pending;
}
