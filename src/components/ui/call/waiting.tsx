import { clsx } from 'clsx';

/**
 * What the call card shows while a turn is on its way: "{name} is answering" with a small moving waveform under
 * the captions, and "Connecting" over the dimmed exchange while the call starts. Before the call, "Connecting" is
 * hidden and drawn by CSS alone the moment the button is clicked before React listens (call.css, `.call-early`).
 */
/** The empty spans call.css animates (the answering waveform's bars, the connecting dots). */
const Bars = ({ n }: { n: number }) => Array.from({ length: n }, (_, i) => <span key={i} />);

export function Answering({ text }: { text: string }) {
  return (
    <p
      data-call-waiting="answering"
      aria-hidden="true"
      className="call-enter mt-3 inline-flex items-center gap-2.5 rounded-2xl rounded-bl-md bg-cool-50 px-4 py-2.5 text-xs font-medium text-cool-700"
    >
      <span className="call-think" aria-hidden="true">
        <Bars n={5} />
      </span>
      {text}
    </p>
  );
}

export function Connecting({ text, early }: { text: string; early: boolean }) {
  return (
    <p
      data-call-waiting={early ? undefined : 'connecting'}
      data-call-early={early ? '' : undefined}
      data-pagefind-ignore="all"
      aria-hidden="true"
      className={clsx(
        'absolute inset-x-0 top-1/2 mx-auto flex w-fit -translate-y-1/2 items-center gap-2 rounded-full bg-ink-950/90 px-4 py-2 text-xs font-medium text-white ring-1 ring-white/15',
        early && 'call-early',
      )}
    >
      <span className="call-dots" aria-hidden="true">
        <Bars n={3} />
      </span>
      {text}
    </p>
  );
}
