import { describe, expect, it } from 'vitest';

import { footerGroups, legalLinks } from '@/lib/footer';
import { headerActions, mainNav } from '@/lib/navigation';
import { routes } from '@/lib/routes';
import { site } from '@/lib/settings';

import { specWords } from '../lib/spec-words';

const paths = new Set(routes.map((r) => r.path));

describe('menus and footer', () => {
  it('has the spec’s sections in the main menu, with Business types and Roles under Solutions', () => {
    expect(mainNav.map((i) => i.label)).toEqual(specWords.menuSections);
    const solutionsMenu = mainNav.find((i) => i.label === 'Solutions')!;
    const [businessTypes, roles] = specWords.solutionGroups;
    expect(solutionsMenu.groups.map((g) => [g.heading, g.links.length])).toEqual([
      [businessTypes, 7],
      [roles, 11],
    ]);
    expect(mainNav.find((i) => i.label === 'Industries')!.groups[0]!.links).toHaveLength(18);
  });

  it('gives every industry in the Industries menu its scene and a short line, and every solution a line in one style', () => {
    const links = mainNav.find((i) => i.label === 'Industries')!.groups[0]!.links;
    for (const l of links) {
      expect(l.thumb?.src, l.label).toBe(`/illustrations/industries/${l.thumb?.tint}.svg`);
      expect(l.href).toBe(`/industries/${l.thumb?.tint}`);
      expect(l.description!.length, l.label).toBeLessThanOrEqual(40);
    }
    const solutions = mainNav.find((i) => i.label === 'Solutions')!.groups.flatMap((g) => g.links);
    expect(solutions).toHaveLength(18);
    for (const l of solutions) {
      expect(l.description!.length, l.label).toBeLessThanOrEqual(40);
      expect(l.description, `${l.label}: a phrase, like its neighbours`).not.toMatch(/\.$/);
    }
    expect(mainNav.find((i) => i.label === 'Customers')!.feature).toBe('stories');
  });

  it('links only to registered routes', () => {
    const all = mainNav.flatMap((i) => [
      ...(i.overview ? [i.overview] : []),
      ...i.groups.flatMap((g) => g.links.flatMap((l) => [l, ...(l.submenu?.links ?? [])])),
    ]);
    for (const l of all) expect(paths, l.label).toContain(l.href);
    for (const g of footerGroups) for (const l of g.links) expect(paths, l.label).toContain(l.href);
    for (const l of legalLinks) expect(paths).toContain(l.href);
  });

  it('sends every Country/Region entry to /contact', () => {
    const regions = mainNav.find((i) => i.label === 'Country/Region')!.groups.flatMap((g) => g.links);
    expect(regions.length).toBeGreaterThan(0);
    for (const r of regions) expect(r.href).toBe('/contact');
  });

  it('nests Pocket Mentor’s 18 industry editions as a second level under Products', () => {
    const pm = mainNav[0]!.groups[0]!.links.find((l) => l.href === '/products/pocket-mentor')!;
    expect(pm.submenu?.links).toHaveLength(18);
    for (const l of pm.submenu!.links) expect(l.href).toMatch(/^\/products\/pocket-mentor\/[a-z-]+$/);
  });

  it('has five footer columns and the four legal links', () => {
    expect(footerGroups).toHaveLength(5);
    expect(legalLinks.map((l) => l.href)).toEqual([
      '/legal/privacy-policy',
      '/legal/terms-of-service',
      '/legal/cookie-policy',
      '/legal/accessibility',
    ]);
  });

  it('uses the spec’s header actions', () => {
    expect(headerActions.tour).toEqual({ label: specWords.headerTour, href: '/contact' });
    expect(headerActions.login).toEqual({ label: specWords.logIn, href: site.communityUrl });
  });
});
