export interface Stat {
  value: string;
  label: string;
}

/** Stat callouts for the spec's figures; always followed by the note that they are illustrative. */
export function Stats({ stats, note, dark = false }: { stats: readonly Stat[]; note: string; dark?: boolean }) {
  return (
    <div>
      <dl
        className={`grid grid-cols-1 gap-px overflow-hidden rounded-2xl border border-line bg-line ${stats.length === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-3'}`}
      >
        {stats.map((s) => (
          <div
            key={s.label}
            className={
              dark ? 'flex flex-col justify-between bg-ink-900 p-6' : 'flex flex-col justify-between bg-white p-6'
            }
          >
            <dt className={dark ? 'text-sm text-ink-300' : 'text-sm text-muted'}>{s.label}</dt>
            <dd
              className={
                dark
                  ? 'mt-1 text-4xl font-extrabold tracking-tight text-white'
                  : 'mt-1 text-4xl font-extrabold tracking-tight text-ink-950'
              }
            >
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-muted">{note}</p>
    </div>
  );
}
