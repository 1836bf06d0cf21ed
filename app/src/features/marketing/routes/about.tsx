import { PageContainer, PageIntro, Section } from '../../../components/page';
import { metaForPath } from '../../../lib/seo';

export const meta = metaForPath;
export { RouteErrorBoundary as ErrorBoundary } from '../../../components/route-error-boundary';

export default function About() {
  return (
    <PageContainer>
      <PageIntro eyebrow="About" title="We build the copilot we wanted as front-end engineers">
        Kiln started from a simple frustration: most of a component is decided in the first sentence
        anyone says about it, yet turning that sentence into typed, accessible, tested code still
        takes an afternoon.
      </PageIntro>
      <Section title="What Kiln is">
        <p>
          Kiln turns a plain-language description of a UI component into working Angular code
          (TypeScript, an HTML template and SCSS) and, as a second target, a React function
          component. You can preview the result, refine it in conversation, save it to your library
          and export it into your project.
        </p>
      </Section>
      <Section title="What we believe">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Generated code must compile. Every file is type-checked and its template parsed before
            you see it.
          </li>
          <li>
            Accessibility is part of the component, not an afterthought: roles, labels and keyboard
            support come first.
          </li>
          <li>
            Your code is yours. What you generate belongs to you, with no attribution required.
          </li>
          <li>
            The server decides what an account may do; the interface never grants a permission on
            its own.
          </li>
        </ul>
      </Section>
      <Section title="Who we are">
        <p>
          A small team of front-end and platform engineers who have maintained design systems and
          component libraries for products used by millions of people. We answer support mail
          ourselves.
        </p>
      </Section>
    </PageContainer>
  );
}
