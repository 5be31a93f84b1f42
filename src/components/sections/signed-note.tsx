import { headingText } from '@/components/ui/heading-text';
import { Section, type Tone } from '@/components/ui/section';
import type { SignedNote as SignedNoteContent } from '@/schemas/common';

/**
 * A note signed by a real person (about, careers, community), when the owner has published one: a short letter in
 * a narrow column, signed with the person's name and role, and their photo if given. The content has none until
 * the owner writes it; nothing is drawn then.
 */
export function SignedNote({
  note,
  tone = 'white',
  inline = false,
}: {
  note: SignedNoteContent;
  tone?: Tone;
  /** Inside another band (after its content) rather than a band of its own. */
  inline?: boolean;
}) {
  const figure = (
    <figure data-signed-note="" className={inline ? 'mt-16 max-w-[38rem]' : 'mx-auto max-w-[38rem]'}>
      {note.heading && (
        <h2 id="signed-note-heading" className="text-h3 font-bold text-ink-950">
          {headingText(note.heading)}
        </h2>
      )}
      <blockquote className="mt-5 grid gap-4 text-lead text-ink-900">
        {note.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4 border-t border-line pt-5">
        {note.photo && (
          <img
            src={note.photo.src}
            alt={note.photo.alt}
            width={56}
            height={56}
            loading="lazy"
            decoding="async"
            className="size-14 shrink-0 rounded-full object-cover ring-1 ring-line"
          />
        )}
        <span>
          <span className="block font-semibold text-ink-950">{note.name}</span>
          <span className="block text-sm text-muted">{note.role}</span>
        </span>
      </figcaption>
    </figure>
  );
  if (inline) return figure;
  return (
    <Section tone={tone} labelledBy={note.heading ? 'signed-note-heading' : undefined} className="py-16 md:py-20">
      {figure}
    </Section>
  );
}
