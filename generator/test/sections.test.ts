/**
 * Whole page sections read from their words: a footer's link groups, an FAQ's questions, a team's
 * people, a feature grid's features, testimonials and a newsletter's small print, each with the
 * labels the description names, in its order.
 */
import { describe, expect, it } from 'vitest';
import { generate, interpret, validate } from '../src/index';
import type { Framework } from '../src/index';

const model = (description: string) => interpret(description);
const template = (description: string) =>
  generate(description).files.find((f) => f.type === 'template')!.content;

describe('given a footer that names its link groups', () => {
  const footer =
    'Footer with link groups Product (Features, Pricing, Changelog), Company (About, Careers) and Legal (Privacy, Terms), plus a newsletter email input, and "© 2025 Northwind Ltd." at the bottom';

  it('should show each group under its heading with its own links, in order', () => {
    const read = model(footer);
    expect(read.items).toEqual(['Product', 'Company', 'Legal']);
    expect(read.itemParts).toEqual({
      Product: ['Features', 'Pricing', 'Changelog'],
      Company: ['About', 'Careers'],
      Legal: ['Privacy', 'Terms'],
    });
    const html = generate(footer).files.find((f) => f.type === 'template')!.content;
    const links = [...html.matchAll(/href="#">([^<]+)</g)].map((m) => m[1]);
    expect(links.slice(0, 7)).toEqual([
      'Features',
      'Pricing',
      'Changelog',
      'About',
      'Careers',
      'Privacy',
      'Terms',
    ]);
  });

  it('should show its copyright line as written, name its owner and carry the email input', () => {
    const read = model(footer);
    expect(read.title).toBe('Northwind Ltd.');
    expect(read.fields.map((f) => f.type)).toEqual(['email']);
    const html = generate(footer).files.find((f) => f.type === 'template')!.content;
    expect(html).toContain('© 2025 Northwind Ltd.');
    expect(html).toContain('type="email"');
  });

  it('should read a list of columns closed by a dash as all its columns', () => {
    expect(
      model(
        'Website footer with four columns — Product, Company, Resources, Legal — each with links',
      ).items,
    ).toEqual(['Product', 'Company', 'Resources', 'Legal']);
  });

  it('should not read one bracketed aside as a group', () => {
    expect(model('a footer with columns Product, Company (About us) and Legal').itemParts).toBe(
      undefined,
    );
  });
});

describe('given an FAQ that writes its questions out', () => {
  it('should ask each question as written, in order, under the heading it is given', () => {
    const read = model(
      "FAQ section headed 'Common questions'. Questions: Is there a free trial? Can I cancel anytime? Which payment methods do you accept? Write a short answer for each.",
    );
    expect(read.title).toBe('Common questions');
    expect(read.items).toEqual([
      'Is there a free trial?',
      'Can I cancel anytime?',
      'Which payment methods do you accept?',
    ]);
  });

  it('should not read the component’s own name as one of its questions', () => {
    expect(
      model(
        'FAQ accordion, only one open at a time. Questions: How does billing work? Do you have an API?',
      ).items,
    ).toEqual(['How does billing work?', 'Do you have an API?']);
  });
});

describe('given a team section that names its people', () => {
  const team =
    "'Meet the team' section with 4 members, each with a photo, name, role and a LinkedIn link: Alex Rivera (CEO), Sam Lee (CTO), Priya Nair (Head of Design), Tom Berg (Lead Engineer).";

  it('should show one card per person, in order, with their role and a link each', () => {
    const read = model(team);
    expect(read.archetype).toBe('card-grid');
    expect(read.title).toBe('Meet the team');
    expect(read.data.rows.map((row) => [row.name, row.role])).toEqual([
      ['Alex Rivera', 'CEO'],
      ['Sam Lee', 'CTO'],
      ['Priya Nair', 'Head of Design'],
      ['Tom Berg', 'Lead Engineer'],
    ]);
    const html = template(team);
    expect(html).toContain('<h2 class="card-grid__heading">Meet the team</h2>');
    expect(html).toContain('>LinkedIn</a>');
  });

  it('should show as many people as counted, and keep an e-mail link a mailto link', () => {
    expect(
      model('Our team section - 3x3 grid of team member cards with photo, name and job title').data
        .rows,
    ).toHaveLength(9);
    expect(model('meet the team section - 4 people, photo, name, job title').title).toBe(
      'Meet the team',
    );
    expect(
      template(
        'Team directory: cards with photo, name, job title and an email link for each person.',
      ),
    ).toContain("'mailto:'");
  });
});

describe('given a feature grid', () => {
  it('should show the named features in order, each with an icon, a title and a line of text', () => {
    const description =
      'features grid with six features, each with an icon, a title and a one-line description: Fast setup, Secure by default, Real-time sync, Team roles, Audit log, 24/7 support';
    const read = model(description);
    expect(read.archetype).toBe('feature-grid');
    expect(read.items).toEqual([
      'Fast setup',
      'Secure by default',
      'Real-time sync',
      'Team roles',
      'Audit log',
      '24/7 support',
    ]);
    const titles = [...template(description).matchAll(/__title">([^<]+)</g)].map((m) => m[1]);
    expect(titles).toEqual(read.items);
  });

  it('should not read what each feature shows as features, and show as many as counted', () => {
    const read = model(
      "Features section: 4 features in a grid, each with an icon, a title and a short description. Heading 'Everything you need'",
    );
    expect(read.items).toEqual([]);
    expect(read.title).toBe('Everything you need');
    expect(template('Features section: 4 features in a grid').match(/<h3/g)).toHaveLength(4);
  });
});

describe('given several testimonials', () => {
  it('should show one quote per person named, with their company and photo', () => {
    const description =
      'testimonals section - 3 customer quotes from Sarah (Stripe), Mike (Notion) and Lena (Figma), each with a photo and a 5 star rating';
    const read = model(description);
    expect(read.archetype).toBe('testimonial');
    expect(read.items).toEqual(['Sarah', 'Mike', 'Lena']);
    const code = generate(description, { framework: 'react' }).files.find(
      (f) => f.type === 'component',
    )!.content;
    expect(
      [...code.matchAll(/author: '([^']+)', credit: '([^']+)'/g)].map((m) => [m[1], m[2]]),
    ).toEqual([
      ['Sarah', 'Stripe'],
      ['Mike', 'Notion'],
      ['Lena', 'Figma'],
    ]);
  });

  it('should show a slider one at a time with previous and next buttons, and its heading', () => {
    const description =
      'Testimonials section titled "Loved by teams everywhere" — 3 quotes w/ avatar photo, name, role. left/right arrow buttons to cycle thru them';
    const read = model(description);
    expect(read.behaviour?.slider).toBe(true);
    expect(read.actions).toEqual([]);
    const html = template(description);
    expect(html).toContain('Loved by teams everywhere');
    expect(html).toContain('aria-label="Previous testimonial"');
    expect(html).toContain('aria-label="Next testimonial"');
  });

  it.each(['angular', 'react'] as Framework[])('should compile in %s', async (framework) => {
    for (const description of [
      'testimonials section with 3 customer quotes',
      'testimonial slider with arrows and dots',
      'a feature grid with 6 features',
    ])
      expect(await validate(generate(description, { framework }).files)).toEqual([]);
  });
});

describe('given a newsletter sign-up with a note', () => {
  it('should show its small print as written, and not tick its quoted title', () => {
    const description =
      'Newsletter signup: title "Subscribe to our newsletter", an email input and a "Subscribe" button, small print "No spam, unsubscribe anytime."';
    const read = model(description);
    expect(read.title).toBe('Subscribe to our newsletter');
    expect(read.fields.map((f) => f.type)).toEqual(['email']);
    expect(template(description)).toContain('No spam, unsubscribe anytime.');
  });
});

describe('given a checklist that names what each part shows', () => {
  it('should meet "a customer quote" with the quote the component shows, not with those words', () => {
    const { checklist } = generate(
      'A testimonial card with a customer quote, the customer name, role and company, avatar initials',
    );
    const met = Object.fromEntries(checklist.map((item) => [item.label, item.met]));
    expect(met['customer quote']).toBe(true);
    expect(met['customer name']).toBe(true);
    // No initials are drawn: the checklist says so.
    expect(met['avatar initials']).toBe(false);
  });
});

describe('given a strip of customer logos', () => {
  it('should show as many logos as counted, under the heading it is given', () => {
    const description = '"Trusted by" strip with the logos of 6 companies, greyscale, in one row.';
    const read = model(description);
    expect(read.archetype).toBe('logo-cloud');
    expect(read.title).toBe('Trusted by');
    const html = template(description);
    expect(html.match(/<img/g)).toHaveLength(6);
    expect(html).toContain('Trusted by');
  });
});
