export interface Stat {
  value: string;
  label: string;
}

/**
 * Stat callouts for the spec's figures: one "Illustrative" marker over the block (`marker`), the figures, and one
 * short note under them. No qualifier per figure.
 */
export function Stats({
  stats,
  note,
  marker,
  dark = false,
}: {
  stats: readonly Stat[];
  note: string;
  marker?: string;
  dark?: boolean;
}) {
  return (
    <div data-figures="">
      {marker && (
        <p
          className={
            dark
              ? 'mb-3 inline-block rounded-md border border-white/20 px-2 py-0.5 font-spoken text-xs font-semibold tracking-wide text-cool-300 uppercase'
              : 'mb-3 inline-block rounded-md border border-tint-700/30 bg-white px-2 py-0.5 font-spoken text-xs font-semibold tracking-wide text-tint-700 uppercase'
          }
        >
          {marker}
        </p>
      )}
      <dl
        className={`grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-line bg-line ${stats.length === 4 ? 'lg:grid-cols-4' : 'sm:grid-cols-3'}`}
      >
        {stats.map((s) => (
          <div
            key={s.label}
            className={
              dark
                ? 'flex flex-col-reverse justify-end bg-ink-900 p-4 md:p-6'
                : 'flex flex-col-reverse justify-end bg-white p-4 md:p-6'
            }
          >
            <dt className={dark ? 'mt-1 text-sm text-ink-300' : 'mt-1 text-sm text-muted'}>{s.label}</dt>
            <dd
              className={
                dark
                  ? 'text-[1.75rem] font-extrabold tracking-tight whitespace-nowrap text-white md:text-4xl'
                  : 'text-[1.75rem] font-extrabold tracking-tight whitespace-nowrap text-ink-950 md:text-4xl'
              }
            >
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className={dark ? 'mt-3 text-sm text-ink-300' : 'mt-3 text-sm text-muted'}>{note}</p>
    </div>
  );
}
