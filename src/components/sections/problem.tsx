import { Section, SectionHeading } from '@/components/ui/section';

/**
 * The problem statement: the heading, then the argument in two balanced text columns on wide screens
 * (a short heading alone beside three long paragraphs left an empty column; issue 12).
 */
export function ProblemStatement({
  heading,
  paragraphs,
  eyebrow = 'The problem',
}: {
  heading: string;
  paragraphs: readonly string[];
  eyebrow?: string;
}) {
  return (
    <Section labelledBy="problem-heading">
      <SectionHeading id="problem-heading" eyebrow={eyebrow} title={heading} />
      <div className="mt-8 gap-16 text-lead lg:columns-2 [&>p+p]:mt-5">
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </Section>
  );
}
