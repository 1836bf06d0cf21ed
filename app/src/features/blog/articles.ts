export type BlogArticle = {
  slug: string;
  title: string;
  summary: string;
  /** ISO date, fixed: articles never depend on the clock. */
  published: string;
};

export const blogArticles: readonly BlogArticle[] = [
  {
    slug: 'why-generated-code-must-compile',
    title: 'Why generated code must compile before you see it',
    summary:
      'Every component Kiln returns has been type-checked and its template parsed. Here is why we refuse to show anything else.',
    published: '2026-09-14',
  },
  {
    slug: 'accessible-by-default',
    title: 'Accessible by default: what Kiln adds without being asked',
    summary:
      'Labels, roles, focus handling and keyboard support are part of every generated component. A look at the defaults and how to change them.',
    published: '2026-10-02',
  },
  {
    slug: 'one-model-two-frameworks',
    title: 'One model, two frameworks: generating Angular and React from the same description',
    summary:
      'How a single component model lets Kiln answer in Angular 21 or React 19 without the two drifting apart.',
    published: '2026-10-27',
  },
];

export const findArticle = (slug: string | undefined) =>
  blogArticles.find((article) => article.slug === slug);

export const formatPublished = (isoDate: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
