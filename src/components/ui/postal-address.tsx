import { postalAddressLines, site } from '@/lib/settings';

/** The company name and postal address, one line each (inside an <address> or a span the caller styles). */
export function PostalAddressLines() {
  return (
    <>
      {site.name}
      <br />
      {postalAddressLines.map((l) => (
        <span key={l} className="block">
          {l}
        </span>
      ))}
    </>
  );
}
