import { Facts } from '@/components/ui/facts';
import { headingText } from '@/components/ui/heading-text';

import { ActionButton, StackedBlock } from './layout';
import type { BlockProps } from './types';

/** Paragraphs beside the heading, with an optional row of key facts under them; with subsections, below it at reading width. */
export function ProseBlock({ block, heading }: BlockProps<'prose'>) {
  if (!block.subsections) {
    return (
      <div className="grid gap-8 lg:grid-cols-[1fr_1.2fr] lg:gap-20">
        {heading}
        <div className="grid content-start gap-5 text-lead prose-measure">
          {block.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {block.facts && (
            <Facts
              items={block.facts.map((f) => ({ label: f.label, value: f.value }))}
              styles={{
                list: 'mt-4 grid grid-cols-2 gap-x-8 gap-y-6 border-t border-line pt-6 sm:grid-cols-4',
                item: 'flex flex-col gap-1',
                label: 'text-sm leading-snug text-muted',
                value: 'order-first font-spoken text-2xl font-semibold tracking-tight text-tint-700',
              }}
            />
          )}
          {block.action && (
            <div>
              <ActionButton action={block.action} />
            </div>
          )}
        </div>
      </div>
    );
  }
  return (
    <StackedBlock heading={heading} action={block.action}>
      <div className="grid gap-5 prose-measure">
        {block.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {block.subsections.map((s) => (
          <div key={s.heading} className="mt-4">
            <h3 className="text-h3 font-semibold">{headingText(s.heading)}</h3>
            {s.paragraphs.map((p) => (
              <p key={p} className="mt-3">
                {p}
              </p>
            ))}
            {s.list && (
              <ul className="mt-3 list-disc space-y-1.5 pl-5 marker:text-cool-600">
                {s.list.map((l) => (
                  <li key={l}>{l}</li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
    </StackedBlock>
  );
}
