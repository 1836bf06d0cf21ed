import { Navigate, useLocation } from 'react-router';
import { PageContainer, PageIntro, Section } from '../../../components/page';
import { metaForPath } from '../../../lib/seo';
import { legalDocuments } from '../legal-content';

export const meta = metaForPath;
export { RouteErrorBoundary as ErrorBoundary } from '../../../components/route-error-boundary';

export default function LegalPage() {
  const path = useLocation().pathname.replace(/^\/+|\/+$/g, '');
  const document = legalDocuments[path];
  if (!document) return <Navigate to="/" replace />;
  return (
    <PageContainer width="narrow">
      <PageIntro eyebrow="Legal" title={document.heading}>
        <p>Last updated {document.updated}.</p>
      </PageIntro>
      {document.sections.map((section) => (
        <Section key={section.title} title={section.title}>
          <p>{section.text}</p>
        </Section>
      ))}
    </PageContainer>
  );
}
