import { Section, SectionHeading } from '@/components/ui/section';
import type { CallSnippet } from '@/schemas/common';

/**
 * The page's call, below a hero that shows what the buyer buys rather than a call (an exhibit): the caller's
 * question as a caption at display size in the spoken face, then the mentor's steps as numbered turns. Static
 * HTML; the hero's sample call plays only on pages whose hero is a call.
 */
export function SpokenCall({
  id,
  eyebrow,
  heading,
  mentor,
  snippet,
  tone,
}: {
  id: string;
  eyebrow: string;
  heading: string;
  mentor: string;
  snippet: CallSnippet;
  tone: 'white' | 'tint';
}) {
  return (
    <Section tone={tone} labelledBy={id}>
      <SectionHeading id={id} eyebrow={eyebrow} title={heading} />
      <figure
        data-spoken-call=""
        className="mt-8 grid min-w-0 gap-6 md:mt-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-16"
      >
        {/* The caption is the question (who asks, and the words); the steps answer it. */}
        <figcaption>
          <span className="block font-spoken text-xs tracking-wide text-tint-700 uppercase">{snippet.caller}</span>
          <blockquote className="mt-2 border-l-4 border-ink-950 pl-4 font-spoken text-xl leading-snug font-medium tracking-tight text-ink-950 md:text-[1.75rem]">
            “{snippet.question}”
          </blockquote>
        </figcaption>
        <ol className="grid content-start gap-3">
          {snippet.answer.map((line, i) => (
            <li key={line} className="rounded-xl border border-line bg-white px-4 py-3">
              <span className="block font-spoken text-xs font-semibold text-tint-700 uppercase">
                {mentor} · 0{i + 1}
              </span>
              <p className="mt-1 font-spoken text-[0.9375rem] leading-relaxed text-ink-900">{line}</p>
            </li>
          ))}
        </ol>
      </figure>
    </Section>
  );
}
