import { Section, SectionHeading } from '@/components/ui/section';

/** The problem statement: heading on the left, the argument on the right. */
export function ProblemStatement({ heading, paragraphs, eyebrow = 'The problem' }: { heading: string; paragraphs: readonly string[]; eyebrow?: string }) {
  return (
    <Section labelledBy="problem-heading">
      <div className="grid gap-8 lg:grid-cols-[1fr_1.2fr] lg:gap-20">
        <SectionHeading id="problem-heading" eyebrow={eyebrow} title={heading} />
        <div className="grid content-start gap-5 text-lead prose-measure">
          {paragraphs.map((p) => <p key={p}>{p}</p>)}
        </div>
      </div>
    </Section>
  );
}
