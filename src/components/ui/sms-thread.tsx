import { MessageSquare } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { site } from '@/lib/settings';

export interface SmsMessage {
  who: 'staff' | 'mentor';
  text: string;
}

/**
 * The SMS variant of the product visual: a short text thread on a phone. `sender` names the service side.
 * `preview`: in a hero beside its scene, the thread shows its first messages and fades (globals.css).
 */
export function SmsThread({
  from,
  messages,
  className,
  sender = site.name,
  preview = false,
  compact = false,
}: {
  from: string;
  messages: readonly SmsMessage[];
  className?: string;
  sender?: string;
  preview?: boolean;
  /** Below sm: a thinner frame and no header bar (the thread is named by its caption), for long pages on phones. */
  compact?: boolean;
}) {
  return (
    <figure
      className={cn(
        'w-full max-w-sm rounded-[2.25rem] border-[10px] border-ink-950 bg-white shadow-lift',
        compact && 'max-sm:rounded-3xl max-sm:border-[6px]',
        className,
      )}
    >
      <figcaption className="sr-only">
        Example text conversation with {sender}: {from}
      </figcaption>
      <div
        className={cn(
          'flex items-center gap-3 rounded-t-[1.5rem] border-b border-line bg-mist px-5 py-3.5',
          compact && 'max-sm:hidden',
        )}
        aria-hidden="true"
      >
        <span className="inline-flex size-9 items-center justify-center rounded-full bg-ink-900 text-signal-400">
          <MessageSquare className="size-4" />
        </span>
        <span>
          <span className="block text-sm font-semibold text-ink-950">{sender}</span>
          <span className="block text-xs text-muted">Text message</span>
        </span>
      </div>
      <ol
        className={cn(
          'space-y-2.5 px-4 py-5 font-spoken text-[0.84375rem] leading-snug tracking-tight',
          preview && 'preview-fade',
          compact && 'max-sm:space-y-2 max-sm:px-3 max-sm:py-3',
        )}
      >
        {messages.map((m) => (
          <li key={m.text} className={m.who === 'staff' ? 'flex justify-end' : 'flex'}>
            <p
              className={cn(
                'max-w-[85%] rounded-2xl px-3.5 py-2.5',
                m.who === 'staff' ? 'rounded-br-md bg-ink-900 text-white' : 'rounded-bl-md bg-cool-50 text-ink-900',
              )}
            >
              <span className="sr-only">{m.who === 'staff' ? `${from}: ` : `${sender}: `}</span>
              {m.text}
            </p>
          </li>
        ))}
      </ol>
    </figure>
  );
}
