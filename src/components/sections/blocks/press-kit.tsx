import { ArrowRight } from '@/components/ui/icon';

import { StackedBlock } from './layout';
import { routeDetail, RouteLink } from './routes';
import type { BlockProps } from './types';

const panel = 'flex flex-col rounded-2xl border border-line bg-white p-6 md:p-8';
const label = 'eyebrow text-tint-700';

/**
 * The press kit, in the order a journalist uses it: the boilerplate to copy beside the press desk, then the fact
 * sheet beside the logo to download. Two rows of two from lg, each row's panels ending together.
 */
export function PressKitBlock({ block, heading }: BlockProps<'pressKit'>) {
  const { boilerplate, facts, logo, contact } = block;
  return (
    <StackedBlock heading={heading} action={block.action}>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-6">
        <figure data-boilerplate="" className={panel}>
          <figcaption className={label}>{boilerplate.label}</figcaption>
          <blockquote className="mt-4 text-lead text-ink-900">
            <p>{boilerplate.text}</p>
          </blockquote>
        </figure>
        <div className={panel}>
          <h3 className={label}>{contact.label}</h3>
          <ul className="mt-2 divide-y divide-line">
            {contact.items.map((r) => {
              const detail = routeDetail(r.via);
              return (
                <li key={r.title} className="py-4 last:pb-0">
                  <RouteLink route={r} badge="size-10" gap="gap-4">
                    {detail && <span className="block font-spoken text-sm break-all text-ink-900">{detail}</span>}
                    <span className="mt-1 block text-sm font-normal text-body">{r.description}</span>
                  </RouteLink>
                </li>
              );
            })}
          </ul>
        </div>
        <div className={panel}>
          <h3 className={label}>{facts.label}</h3>
          <dl data-facts="" className="mt-2 divide-y divide-line">
            {facts.items.map((f) => (
              <div key={f.term} className="grid gap-1 py-3 last:pb-0 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-6">
                <dt className="text-sm font-semibold text-ink-700 sm:pt-0.5">{f.term}</dt>
                <dd className="text-ink-950">{f.detail}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className={panel}>
          <h3 className={label}>{logo.label}</h3>
          <span className="mt-4 grid h-36 place-items-center rounded-2xl bg-tint-100 ring-1 ring-line">
            <img src={logo.file} alt="" width={80} height={80} loading="lazy" decoding="async" className="size-20" />
          </span>
          <p className="mt-4 text-small text-body">{logo.description}</p>
          <a
            href={logo.file}
            download=""
            className="mt-auto inline-flex items-center gap-2 pt-6 font-semibold text-tint-700 hover:text-ink-950"
          >
            <ArrowRight aria-hidden="true" className="size-4 rotate-90" />
            {logo.link}
          </a>
        </div>
      </div>
    </StackedBlock>
  );
}
