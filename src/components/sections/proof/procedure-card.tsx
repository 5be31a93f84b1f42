import { cn } from '@/lib/cn';

/** How each kind of procedure line is marked: a step in ink, a branch in the cool tint, a stop outlined. */
const procedureLineKinds = {
  step: 'bg-ink-950 text-white',
  branch: 'bg-cool-100 text-ink-900',
  // Outlined, not orange: the accent is kept for actions.
  stop: 'bg-white text-ink-950 ring-2 ring-inset ring-ink-950',
};

type ProcedureLineData = { kind: keyof typeof procedureLineKinds; label: string; text: string };

/** A procedure page as a card: its kind and title, then its lines (steps, a branch, a stop rule). */
export function ProcedureCard({
  label,
  title,
  lines,
  className,
}: {
  label: string;
  title: string;
  lines: readonly ProcedureLineData[];
  className?: string;
}) {
  return (
    <figure
      data-procedure-card=""
      className={cn('rounded-2xl border border-line bg-white p-4 shadow-card sm:p-6', className)}
    >
      <figcaption>
        <span className="block font-spoken text-xs tracking-wide text-muted uppercase">{label}</span>
        <span className="mt-1 block font-bold text-ink-950 sm:text-lg">{title}</span>
      </figcaption>
      <ol className="mt-3 grid gap-1 border-t border-line pt-3 sm:mt-4">
        {lines.map((l) => (
          <li key={l.text} className="flex gap-3 px-1 py-1.5 text-sm sm:text-[0.9375rem]">
            <ProcedureLine line={l} />
          </li>
        ))}
      </ol>
    </figure>
  );
}

/** One line of a procedure: its mark (the step's number, "If", "Stop") in the spoken face, then its text. */
export function ProcedureLine({ line: l }: { line: ProcedureLineData }) {
  return (
    <>
      <span
        className={cn(
          'mt-0.5 h-fit w-fit min-w-12 shrink-0 rounded-md px-1.5 py-0.5 text-center font-spoken text-xs font-semibold',
          procedureLineKinds[l.kind],
        )}
      >
        {l.label}
      </span>
      <span className={l.kind === 'stop' ? 'font-semibold text-ink-950' : 'text-ink-900'}>{l.text}</span>
    </>
  );
}
