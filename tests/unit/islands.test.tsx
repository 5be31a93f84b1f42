// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { useId, useState, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { hydrate } from '@/components/ui/islands/hydrate';
import { island } from '@/components/ui/islands/island';
import { islandHydration } from '@/components/ui/islands/names';

/** A small interactive component with a JSON prop, a slot and useId, like the real islands. */
function Counter({ start, label, header }: { start: number; label: string; header?: ReactNode }) {
  const [n, setN] = useState(start);
  const id = useId();
  return (
    <div>
      {header}
      <button type="button" id={id} onClick={() => setN(n + 1)}>
        {label} {n}
      </button>
    </div>
  );
}
const CounterIsland = island('sample-call', Counter, ['header']);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('islands', () => {
  it('render the component’s HTML inside <pm-island>, with JSON props and static slots', () => {
    const html = renderToStaticMarkup(<CounterIsland start={2} label="Count" header={<h3>Static header</h3>} />);
    const host = document.createElement('div');
    host.innerHTML = html;
    const el = host.querySelector<HTMLElement>('pm-island')!;
    expect(el.dataset.island).toBe('sample-call');
    expect(el.dataset.hydrate).toBe(islandHydration['sample-call']);
    // Slots are HTML, not props: only JSON goes into data-props.
    expect(JSON.parse(el.dataset.props!)).toEqual({ start: 2, label: 'Count' });
    expect(el.querySelector('pm-slot[data-slot="header"]')!.innerHTML).toBe('<h3>Static header</h3>');
    expect(el.querySelector('button')!.textContent).toBe('Count 2');
    expect(el.querySelector('button')!.id).toContain(el.dataset.idPrefix!);
  });

  it('give the same island the same bytes on every page, and different props different id prefixes', () => {
    const a = renderToStaticMarkup(<CounterIsland start={1} label="A" />);
    expect(renderToStaticMarkup(<CounterIsland start={1} label="A" />)).toBe(a);
    expect(renderToStaticMarkup(<CounterIsland start={1} label="B" />)).not.toBe(a);
  });

  it('hydrate without a mismatch, keep the slot’s server HTML and respond to clicks', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = renderToStaticMarkup(
      <CounterIsland start={5} label="Clicks" header={<p className="keep">Transcript</p>} />,
    );
    const el = document.querySelector<HTMLElement>('pm-island')!;
    const slotNode = el.querySelector('p.keep')!;
    let committed: Promise<void> = Promise.resolve();
    await act(async () => {
      committed = hydrate(el, Counter as never);
    });
    await committed;
    expect(errors).not.toHaveBeenCalled();
    // Hydration adopts the server DOM: the very same nodes, now live.
    expect(el.querySelector('p.keep')).toBe(slotNode);
    const button = el.querySelector('button')!;
    await act(async () => button.click());
    expect(button.textContent).toBe('Clicks 6');
    errors.mockRestore();
  });
});
