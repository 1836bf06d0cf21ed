import { PageContainer, PageIntro } from '../../../components/page';
import { QueryProvider } from '../../../lib/query';
import { AdminNav } from '../components/admin-nav';
import { GuardsCard } from '../components/ai-guards-form';
import { ProviderForm } from '../components/ai-provider-form';
import { ProviderCard } from '../components/ai-provider-status';

/** The operator's controls over the AI: the provider in use and the guard rules. */
export default function AiCopilots() {
  return (
    <QueryProvider>
      <PageContainer>
        <PageIntro eyebrow="Administration" title="AI copilots and guards">
          <p>The provider answering the copilot, and the rules every AI request must pass.</p>
        </PageIntro>
        <AdminNav />
        <ProviderCard />
        <ProviderForm />
        <GuardsCard />
      </PageContainer>
    </QueryProvider>
  );
}
