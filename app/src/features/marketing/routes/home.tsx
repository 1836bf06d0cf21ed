import { Link } from 'react-router';
import { buttonVariants } from '@kiln/design-system';
import { metaForPath } from '../../../lib/seo';

export const meta = metaForPath;
export { RouteErrorBoundary as ErrorBoundary } from '../../../components/route-error-boundary';

const features = [
  {
    title: 'Describe it in plain language',
    text: 'Write what you need the way you would brief a colleague: “a pricing table with three plans, the middle one highlighted, monthly and yearly toggle”.',
  },
  {
    title: 'Get working Angular or React',
    text: 'Kiln answers with a typed component, its template and its styles: standalone Angular with signals, or a React function component.',
  },
  {
    title: 'Preview and refine',
    text: 'See the component render beside the code, then ask for changes (“make the toggle keyboard accessible”) and watch only that part change.',
  },
  {
    title: 'Validated before you see it',
    text: 'Every file is type-checked and its template parsed before it reaches you, so what you export compiles in your project.',
  },
];

const steps = [
  { title: 'Describe', text: 'Name the component, its states and its data.' },
  { title: 'Generate', text: 'Kiln writes the TypeScript, template and styles.' },
  { title: 'Refine', text: 'Follow-up messages adjust the same component.' },
  { title: 'Ship', text: 'Save it to your library or export the files.' },
];

export default function Home() {
  return (
    <>
      <section className="border-b border-border bg-muted/40">
        <div className="mx-auto flex max-w-5xl flex-col items-start gap-6 px-4 py-16 sm:px-6 sm:py-24">
          <p className="rounded-pill border border-border bg-background px-3 py-1 text-sm text-muted-foreground">
            Angular 21 and React 19, from one description
          </p>
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Describe a UI component. Get code you can ship.
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            Kiln is a copilot for front-end teams: tell it what the component should do and it
            writes the TypeScript, the template and the styles, checks that they compile, and lets
            you refine them in conversation.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to="/auth/signup" className={buttonVariants({ size: 'lg' })}>
              Start for free
            </Link>
            <Link to="/how-it-works" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              See how it works
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <h2 id="features-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          From a sentence to a component
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {features.map(({ title, text }) => (
            <li
              key={title}
              className="rounded-card border border-border bg-card p-6 text-card-foreground shadow-card"
            >
              <span aria-hidden className="block h-1 w-10 rounded-pill bg-primary" />
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps-title" className="border-y border-border bg-muted/40">
        <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
          <h2 id="steps-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            Four steps, one conversation
          </h2>
          <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, index) => (
              <li key={step.title} className="flex flex-col gap-2">
                <span className="flex size-8 items-center justify-center rounded-pill bg-primary text-sm font-semibold text-primary-foreground">
                  {index + 1}
                </span>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="mx-auto flex max-w-5xl flex-col items-start gap-4 px-4 py-16 sm:px-6">
        <h2 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Ten free generations a month
        </h2>
        <p className="max-w-2xl text-muted-foreground">
          The free plan includes ten generations every 30 days and a personal library. Pro, Premium
          and Enterprise raise the limits for teams that generate every day.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to="/auth/signup" className={buttonVariants()}>
            Create your account
          </Link>
          <Link to="/tutorials" className={buttonVariants({ variant: 'ghost' })}>
            Follow a tutorial
          </Link>
        </div>
      </section>
    </>
  );
}
