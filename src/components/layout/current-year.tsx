/**
 * The copyright year: the static HTML carries the build year, and the page's loader (ui/islands/loader.ts)
 * writes the visitor's current year into it, without React.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  return (
    <span data-testid="copyright-year" data-current-year="">
      {buildYear}
    </span>
  );
}
