import { Checklist, IconBadge } from '@/components/ui/card';
import { headingText } from '@/components/ui/heading-text';
import { blockLabels } from '@/lib/labels';

import { tileBlock } from './layout';

/** Case-study concepts: problem, solution and the metrics one would expect. */
export const CaseStudiesBlock = tileBlock<'caseStudies'>('ul', { md: 2 }, ({ item: c }) => (
  <>
    <div className="flex items-center gap-3">
      <IconBadge name={c.icon} />
      <h3 className="text-h3 font-semibold">{headingText(c.title)}</h3>
    </div>
    <dl className="mt-6 grid gap-4 text-small">
      <div>
        <dt className="font-semibold text-ink-950">{blockLabels.caseProblem}</dt>
        <dd className="mt-1">{c.problem}</dd>
      </div>
      <div>
        <dt className="font-semibold text-ink-950">{blockLabels.caseSolution}</dt>
        <dd className="mt-1">{c.solution}</dd>
      </div>
      <div>
        <dt className="font-semibold text-ink-950">{blockLabels.caseMetrics}</dt>
        <dd className="mt-2">
          <Checklist items={c.expectedMetrics} />
        </dd>
      </div>
    </dl>
  </>
));
