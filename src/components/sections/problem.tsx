import { Section, SectionHeading } from '@/components/ui/section';

/**
 * The problem statement: the heading, then the argument in one readable column (at most about 70 characters a
 * line). Not CSS columns: a sentence must not jump from the foot of one column to the head of the next.
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
      <div className="mt-8 grid max-w-[37rem] gap-5 text-lead">
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </Section>
  );
}
