// @vitest-environment jsdom
/**
 * People, ready for the owner: the leadership roster's optional name, photo and bio per role, and the optional signed
 * note on about, careers and community. Blank, the pages carry no invented person; filled in, the person shows.
 */
import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';

import { cmsBundle, type CmsCollection } from '@/cms/config';
import type { CmsField } from '@/cms/fields';
import { PeopleBlock } from '@/components/sections/blocks/people';
import { SignedNote } from '@/components/sections/signed-note';
import { signedNote } from '@/schemas/common';
import { communitySchema } from '@/schemas/community';
import { composedSchema, type BlockOf } from '@/schemas/composed';

/** A page's file, without the `template` key (the pages collection's union picks the schema by it). */
const load = (path: string) => {
  const { template: _, ...data } = parseYaml(readFileSync(`src/content/pages/${path}.yaml`, 'utf8')) as Record<
    string,
    unknown
  >;
  return data;
};

const note = {
  heading: 'Why we answer the phone',
  paragraphs: ['A first paragraph in the signer’s own words.', 'A second one.'],
  name: 'A. Owner',
  role: 'Founder',
  photo: { src: '/images/uploads/owner.jpg', alt: 'A. Owner, smiling' },
};

describe('signed notes (about, careers, community)', () => {
  it('are optional on each page, and none is published today (no invented signer)', () => {
    for (const path of ['company/about-us', 'company/careers']) {
      const data = load(path);
      expect(data.signedNote, path).toBeUndefined();
      expect(composedSchema.safeParse({ ...data, signedNote: note }).success, path).toBe(true);
    }
    const community = load('community');
    expect(community.signedNote).toBeUndefined();
    expect(communitySchema.safeParse({ ...community, signedNote: note }).success).toBe(true);
  });

  it('need the signer’s name and role, a short note, and a photo on this site', () => {
    expect(signedNote.safeParse({ ...note, name: undefined }).success).toBe(false);
    expect(signedNote.safeParse({ ...note, role: undefined }).success).toBe(false);
    expect(signedNote.safeParse({ ...note, paragraphs: ['1', '2', '3', '4', '5'] }).success).toBe(false);
    expect(signedNote.safeParse({ ...note, photo: { src: 'https://elsewhere.example/x.jpg', alt: 'x' } }).success).toBe(
      false,
    );
  });

  it('draw the note signed with the name, role and photo', () => {
    render(<SignedNote note={note} />);
    expect(screen.getByRole('heading', { name: note.heading })).toBeInTheDocument();
    expect(screen.getByText(note.paragraphs[0]!)).toBeInTheDocument();
    expect(screen.getByText(note.name)).toBeInTheDocument();
    expect(screen.getByText(note.role)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: note.photo.alt })).toHaveAttribute('src', note.photo.src);
  });
});

describe('the leadership roster', () => {
  const block = (composedSchema.parse(load('company/leadership')).blocks as BlockOf<'people'>[]).find(
    (b) => b.type === 'people',
  )!;

  it('is led by the roles while no one is named, with no picture in place of a face', () => {
    const { container } = render(<PeopleBlock block={block} heading={<h2>Leaders</h2>} />);
    expect(container.querySelectorAll('[data-roster] li')).toHaveLength(block.items.length);
    expect(container.querySelectorAll('[data-roster] img, [data-roster] svg')).toHaveLength(0);
    for (const p of block.items) expect(screen.getByRole('heading', { name: p.title })).toBeInTheDocument();
  });

  it('shows a person once the owner fills in a role’s name, photo and bio', () => {
    const [first, ...rest] = block.items;
    const named = {
      ...first!,
      name: 'A. Person',
      bio: 'A short bio the person approved.',
      image: { src: '/images/uploads/person.jpg', type: 'image' as const, alt: 'A. Person' },
    };
    render(<PeopleBlock block={{ ...block, items: [named, ...rest] }} heading={<h2>Leaders</h2>} />);
    expect(screen.getByRole('heading', { name: 'A. Person' })).toBeInTheDocument();
    expect(screen.getByText(first!.title)).toBeInTheDocument();
    expect(screen.getByText(named.bio)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A. Person' })).toHaveAttribute('src', named.image.src);
  });

  it('links a named person to the profile the owner gives, and only a named one', () => {
    const [first, second, ...rest] = block.items;
    const link = 'https://profiles.example/a-person';
    const items = [{ ...first!, name: 'A. Person', link }, { ...second!, link }, ...rest];
    render(<PeopleBlock block={{ ...block, items }} heading={<h2>Leaders</h2>} />);
    expect(screen.getByRole('link', { name: /^A\. Person/ })).toHaveAttribute('href', link);
    expect(screen.queryByRole('link', { name: second!.title })).toBeNull();
    expect(screen.getByRole('heading', { name: second!.title })).toBeInTheDocument();
  });

  it('takes a profile link only as a web address or a page of this site', () => {
    const leader = block.items[0]!;
    const withLink = (link: string) =>
      composedSchema.safeParse({
        ...load('company/leadership'),
        blocks: [{ ...block, items: [{ ...leader, name: 'A. Person', link }] }],
      }).success;
    expect(withLink('https://profiles.example/a-person')).toBe(true);
    expect(withLink('/company/about-us')).toBe(true);
    expect(withLink('javascript:alert(1)')).toBe(false);
    expect(withLink('profiles.example/a-person')).toBe(false);
  });
});

describe('the editor', () => {
  const { collections } = cmsBundle({ repo: 'owner/site', branch: 'main' }).config;
  /** Every field anywhere under a collection (its own fields, its files' fields, nested objects, lists, types). */
  const all = (c: CmsCollection) => {
    const out: CmsField[] = [];
    const walk = (f: CmsField) => {
      out.push(f);
      for (const x of [...(f.fields ?? []), ...(f.types ?? []), ...(f.field ? [f.field] : [])]) walk(x);
    };
    for (const f of [...(c.fields ?? []), ...(c.files ?? []).flatMap((x) => x.fields)]) walk(f);
    return out;
  };
  const named = (c: CmsCollection, name: string) => all(c).filter((f) => f.name === name);

  it('offers the signed note, optional, where composed pages and the community page are edited', () => {
    const withNote = collections.filter((c) => named(c, 'signedNote').length);
    expect(withNote.length).toBeGreaterThanOrEqual(2);
    for (const c of withNote)
      for (const f of named(c, 'signedNote')) {
        expect(f.required, c.name).toBe(false);
        expect(f.fields?.map((x) => x.name)).toEqual(['heading', 'paragraphs', 'name', 'role', 'photo']);
      }
  });

  it('offers each leader’s name, photo, bio and profile link, all optional', () => {
    const people = collections
      .flatMap((c) => all(c))
      .filter((f) => f.name === 'items' && f.fields?.some((x) => x.name === 'group'));
    expect(people.length).toBeGreaterThan(0);
    for (const name of ['name', 'image', 'bio', 'link'])
      expect(people[0]!.fields!.find((x) => x.name === name)?.required, name).toBe(false);
  });
});
