import { describe, expect, it } from 'vitest';

import { slugger } from '@/lib/slug';

describe('heading ids', () => {
  it('are the heading’s words, lower-case and hyphenated, without accents or apostrophes', () => {
    const id = slugger();
    expect(id('The booking widget on the contact page')).toBe('the-booking-widget-on-the-contact-page');
    expect(id('What’s “voice-first”, really?')).toBe('whats-voice-first-really');
    expect(id('Café & crème: 24/7')).toBe('cafe-creme-24-7');
  });

  it('number repeats on one page, and start again on the next', () => {
    const id = slugger();
    expect([id('FAQ'), id('FAQ'), id('faq'), id('!!')]).toEqual(['faq', 'faq-2', 'faq-3', 'section']);
    expect(slugger()('FAQ')).toBe('faq');
  });
});
