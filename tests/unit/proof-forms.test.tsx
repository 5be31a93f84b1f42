// @vitest-environment jsdom
import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { BlockSection } from '@/components/sections/blocks';
import { ComposedPage } from '@/components/templates/composed-page';

import { blocksOf as blocks, composedPage } from '../lib/composed-pages';

const testimonials = composedPage('customers/testimonials');
const caseStudies = composedPage('customers/case-studies');
const stories = composedPage('customers/customer-stories');
const consulting = composedPage('services/consulting');

/** The tag names of an element's subtree, depth first: a structure to compare, blind to words. */
const shape = (el: Element): string => `${el.tagName}(${[...el.children].map(shape).join(',')})`;

describe('customer pages: one honest note each, and a form of their own', () => {
  it('says the page is illustrative once, under the first section’s heading, not in the hero', () => {
    for (const p of [testimonials, caseStudies, stories]) {
      const { container, unmount } = render(<ComposedPage content={p} />);
      const notes = container.querySelectorAll('[data-illustrative-note]');
      expect(notes, p.hero.title).toHaveLength(1);
      expect(notes[0]!.closest('[aria-labelledby="page-title"]'), p.hero.title).toBeNull();
      expect(notes[0]!.closest('[aria-labelledby="block-0-heading"]'), p.hero.title).not.toBeNull();
      unmount();
    }
  });

  it('draws the three pages’ first blocks in three different structures', () => {
    const shapes = [testimonials, caseStudies, stories].map((p) => {
      const { container, unmount } = render(<BlockSection block={p.blocks[0]!} index={0} tone="white" />);
      const s = shape(container.querySelector('ol, ul')!.children[0]!);
      unmount();
      return s;
    });
    expect(new Set(shapes).size).toBe(3);
  });

  it('sets every testimonial and the call behind it in the spoken face', () => {
    const block = blocks(testimonials, 'quotes')[0]!;
    const { container } = render(<BlockSection block={block} index={0} tone="white" />);
    const quotes = container.querySelectorAll('blockquote');
    expect(quotes).toHaveLength(block.items.length);
    for (const q of quotes) expect(q.className).toMatch(/font-spoken/);
  });
});

describe('cards with a line from their call', () => {
  it('open each use case with what a caller asks, in the spoken face, and draw no icon', () => {
    const block = blocks(consulting, 'cards').find((b) => b.items.some((c) => c.line))!;
    const { container } = render(<BlockSection block={block} index={0} tone="white" />);
    const items = within(container.querySelector('ol')!).getAllByRole('listitem');
    expect(items).toHaveLength(block.items.length);
    items.forEach((li, i) => {
      const line = block.items[i]!.line!;
      expect(li.querySelector('.font-spoken')!.closest('p')).toHaveTextContent(line.text);
      expect(li.querySelector('svg.lucide')).toBeNull();
    });
  });
});
