import { PageContainer, PageIntro, Section } from '../../../components/page';
import { metaForPath } from '../../../lib/seo';

export const meta = metaForPath;
export { RouteErrorBoundary as ErrorBoundary } from '../../../components/route-error-boundary';

export default function HowItWorks() {
  return (
    <PageContainer>
      <PageIntro eyebrow="How it works" title="From a sentence to a component in four stages">
        Each message you send goes through the same pipeline, whether it is a new component or a
        change to the one you are working on.
      </PageIntro>
      <Section title="1. Interpretation">
        <p>
          Kiln reads your description and builds a component model: its name, inputs and outputs,
          the elements it renders, the states it can be in (loading, empty, error, disabled) and the
          events it emits. Ambiguous parts get sensible defaults that the answer tells you about.
        </p>
      </Section>
      <Section title="2. Generation">
        <p>
          From that one model Kiln writes the files for your framework: for Angular a standalone
          component with signals, its template and SCSS; for React a typed function component. Both
          read the same model, so switching target never changes behaviour.
        </p>
      </Section>
      <Section title="3. Validation">
        <p>
          Before anything reaches you, the TypeScript is type-checked, the Angular template is
          parsed and the styles are compiled. Files that fail are repaired, and a repair never
          counts against your monthly generations.
        </p>
      </Section>
      <Section title="4. Refinement">
        <p>
          Follow-up messages (“add a loading state”, “make the rows selectable”) change the existing
          model rather than starting over, so your earlier decisions survive every refinement.
        </p>
      </Section>
    </PageContainer>
  );
}
