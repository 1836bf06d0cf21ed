import { Link } from 'react-router';
import { PageContainer, PageIntro, Section } from '../../../components/page';
import { metaForPath } from '../../../lib/seo';

export const meta = metaForPath;
export { RouteErrorBoundary as ErrorBoundary } from '../../../components/route-error-boundary';

export default function HowToUse() {
  return (
    <PageContainer>
      <PageIntro eyebrow="Guide" title="How to use Kiln">
        A tour of the workspace, from your first prompt to code in your repository.
      </PageIntro>
      <Section title="Create an account">
        <p>
          <Link className="text-link underline" to="/auth/signup">
            Sign up
          </Link>{' '}
          with your e-mail address. The free plan gives you ten generations every 30 days; your
          usage is always visible in the account menu.
        </p>
      </Section>
      <Section title="Write your first prompt">
        <p>
          Open Generate from the dashboard and describe one component. Mention its purpose, the data
          it shows, its states and how people interact with it. Pick Angular or React before you
          send.
        </p>
      </Section>
      <Section title="Refine in conversation">
        <p>
          Each answer shows the files in tabs with a live preview. Ask for changes in the same
          conversation; Kiln keeps the context, so “make the header sticky” is enough.
        </p>
      </Section>
      <Section title="Save, export and reuse">
        <p>
          Save the components you like to your library (up to 100 per account), export a set of them
          as a project, or copy single files. Everything you generate also appears in your history.
        </p>
      </Section>
    </PageContainer>
  );
}
