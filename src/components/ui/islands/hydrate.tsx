import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Calls `onCommit` once React has committed the hydrated tree (its handlers are attached from then on). */
function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/** The slots' server HTML, as the same `<pm-slot>` elements, never hydrated (see ./island.tsx). */
function slotProps(el: HTMLElement): Record<string, ReactNode> {
  const slots: Record<string, ReactNode> = {};
  for (const slot of el.querySelectorAll<HTMLElement>('pm-slot[data-slot]')) {
    const name = slot.dataset.slot!;
    // Only this island's own slots: not a nested island's, not a slot inside a slot.
    if (slot.parentElement?.closest('pm-island, pm-slot') !== el || name in slots) continue;
    slots[name] = createElement('pm-slot', {
      'data-slot': name,
      suppressHydrationWarning: true,
      dangerouslySetInnerHTML: { __html: slot.innerHTML },
    });
  }
  return slots;
}

/** Hydrates one island and resolves when its tree is committed. */
export function hydrate(el: HTMLElement, Component: ComponentType<Record<string, unknown>>): Promise<void> {
  const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
  return new Promise((resolve) => {
    hydrateRoot(
      el,
      createElement(Committed, { onCommit: resolve }, createElement(Component, { ...props, ...slotProps(el) })),
      { identifierPrefix: el.dataset.idPrefix },
    );
  });
}
