import type * as React from 'react';

/** The heading block every content page opens with. */
export function PageIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4">
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {children ? <div className="max-w-2xl text-lg text-muted-foreground">{children}</div> : null}
    </header>
  );
}

/** Content width: `wide` for overview pages, `narrow` for long reading and forms. */
export function PageContainer({
  width = 'wide',
  children,
}: {
  width?: 'wide' | 'narrow';
  children: React.ReactNode;
}) {
  return (
    <div
      className={`mx-auto flex ${width === 'wide' ? 'max-w-5xl' : 'max-w-3xl'} flex-col gap-12 px-4 py-12 sm:px-6 sm:py-16`}
    >
      {children}
    </div>
  );
}

export function Section({
  title,
  children,
  id,
}: {
  title: string;
  children: React.ReactNode;
  id?: string;
}) {
  return (
    <section id={id} className="flex flex-col gap-4">
      <h2 className="text-2xl font-semibold tracking-tight">{title}</h2>
      <div className="flex flex-col gap-3 leading-relaxed text-muted-foreground">{children}</div>
    </section>
  );
}
