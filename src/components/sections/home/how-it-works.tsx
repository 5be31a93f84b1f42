import { headingText } from '@/components/ui/heading-text';
import { ordinal } from '@/lib/format';
import { blockLabels } from '@/lib/labels';
import type { HomeContent } from '@/schemas/home';

/**
 * How it works, as the three steps from a binder to a live number: a short ruled list beside the heading of the
 * call that shows the result (the call is the demonstration, so the steps stay one line each).
 */
export function HomeHowItWorks({ how }: { how: HomeContent['howItWorks'] }) {
  return (
    <div className="border-t-2 border-ink-950 pt-3">
      <h3 className="text-sm font-semibold text-ink-950">{how.heading}</h3>
      <ol className="mt-1">
        {how.steps.map((st, i) => (
          <li
            key={st.title}
            className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 border-b border-line py-2.5 last:border-b-0 md:py-3"
          >
            <span aria-hidden="true" className="pt-0.5 font-spoken text-xs font-semibold text-cool-700">
              {ordinal(i)}
            </span>
            <p className="text-sm">
              <span className="sr-only">{blockLabels.step(i + 1)} </span>
              <span className="font-semibold text-ink-950">{headingText(st.title)}.</span> {st.description}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
