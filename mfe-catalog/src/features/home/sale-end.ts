import { useEffect, useState } from 'react';
import { SALE, type RemotesConfig } from 'shared-contracts';

let pending: Promise<string> | null = null;

/** The configured sale end: `saleEndsAt` from the shell's /remotes.json, else the spec default. */
export function loadSaleEnd(): Promise<string> {
  if (!pending) {
    pending =
      typeof fetch === 'function'
        ? fetch('/remotes.json', { credentials: 'same-origin' })
            .then((response) => (response.ok ? (response.json() as Promise<RemotesConfig>) : null))
            .then((config) =>
              config?.saleEndsAt && !Number.isNaN(Date.parse(config.saleEndsAt))
                ? config.saleEndsAt
                : SALE.endsAt,
            )
            .catch(() => SALE.endsAt)
        : Promise.resolve(SALE.endsAt);
  }
  return pending;
}

/** For tests: forget the cached configuration. */
export function resetSaleEndCache() {
  pending = null;
}

/** The sale end, starting with the spec default until the configuration has answered. */
export function useSaleEnd(initial: string = SALE.endsAt): string {
  const [endsAt, setEndsAt] = useState(initial);
  useEffect(() => {
    let active = true;
    void loadSaleEnd().then((value) => {
      if (active) setEndsAt(value);
    });
    return () => {
      active = false;
    };
  }, []);
  return endsAt;
}
