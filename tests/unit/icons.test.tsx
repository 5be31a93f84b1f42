// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Icon, Phone } from '@/components/ui/icon';
import { iconNames, uiIconNames } from '@/components/ui/icon-names';
import { SPRITE_URL } from '@/components/ui/sprite';

describe('icon sprite', () => {
  it('is current: every named icon has a symbol (run `npm run icons` after changing the list)', () => {
    const sprite = readFileSync('public/icons.svg', 'utf8');
    const symbols = [...sprite.matchAll(/<symbol id="(\w+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);
    expect(symbols.sort()).toEqual([...new Set([...iconNames, ...uiIconNames])].sort());
  });

  it('renders decorative icons hidden from assistive tech, labelled ones as images', () => {
    const { container } = render(
      <>
        <Icon name="Truck" className="size-6" />
        <Icon name="Phone" label="Phone" />
        <Phone className="size-4" />
      </>,
    );
    const [a, b, c] = [...container.querySelectorAll('svg')] as [SVGSVGElement, SVGSVGElement, SVGSVGElement];
    expect(a.getAttribute('aria-hidden')).toBe('true');
    expect(a.querySelector('use')!.getAttribute('href')).toBe(`${SPRITE_URL}#Truck`);
    expect(b.getAttribute('role')).toBe('img');
    expect(b.getAttribute('aria-label')).toBe('Phone');
    expect(c.querySelector('use')!.getAttribute('href')).toMatch(/#Phone$/);
  });
});
