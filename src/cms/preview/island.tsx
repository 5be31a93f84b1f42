/**
 * The site's islands (src/components/ui/islands/island.tsx) in the editor's preview: the component drawn in its
 * first state, inside the same `pm-island` element, never hydrated (the preview is a picture of the page).
 * scripts/cms.mjs points the island module here in the editor's build only.
 */
import { createElement, type ComponentType } from 'react';

import type { IslandName } from '@/components/ui/islands/names';

export function island<P extends object, S extends keyof P = never>(
  name: IslandName,
  Component: ComponentType<P>,
  _slotNames: readonly S[] = [],
) {
  function Island(props: P) {
    return createElement('pm-island', { 'data-island': name }, createElement(Component, props));
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
