'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * The copyright year, computed when the page is viewed: the static HTML carries the build year,
 * and the browser renders the current one right after hydration.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <span data-testid="copyright-year">{year}</span>;
}
