'use client';

import { useEffect, useState } from 'react';

/**
 * The copyright year, computed when the page is viewed: the static HTML carries the build year,
 * and the browser replaces it with the current one.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const [year, setYear] = useState(buildYear);
  useEffect(() => { setYear(new Date().getFullYear()); }, []);
  return <span data-testid="copyright-year">{year}</span>;
}
