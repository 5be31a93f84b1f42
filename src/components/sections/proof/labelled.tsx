import type { ReactNode } from 'react';

/** A proof piece under its label. */
export function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <p className="text-sm font-semibold text-white">{label}</p>
      {children}
    </div>
  );
}
