import { PageContainer, PageIntro, Section } from '../../../components/page';
import { metaForPath } from '../../../lib/seo';

export const meta = metaForPath;
export { RouteErrorBoundary as ErrorBoundary } from '../../../components/route-error-boundary';

const practices = [
  {
    title: 'Start with the purpose',
    text: '“A card that lets a customer pick a delivery slot” tells Kiln more than “a card with buttons”. The purpose decides the semantics, the labels and the states.',
  },
  {
    title: 'Name every state',
    text: 'List what the component looks like while loading, when empty, on error and when disabled. States you name are generated and previewed; states you leave out get defaults.',
  },
  {
    title: 'Describe the data, not the markup',
    text: 'Say “a list of orders with number, date, total and status” rather than “a table with four columns”. Kiln then types the inputs and picks the right element.',
  },
  {
    title: 'Ask for accessibility explicitly when it matters',
    text: 'Kiln adds roles, labels and keyboard support by default. For complex widgets, say how focus should move (“arrow keys move between tabs”) to get exactly that behaviour.',
  },
  {
    title: 'Keep prompts under 2000 characters',
    text: 'One component per conversation works best. Split a page into its parts and generate each one; the limit of 2000 characters per message keeps requests focused.',
  },
  {
    title: 'Refine in small steps',
    text: 'One change per follow-up message is easier to review and to undo than five changes at once.',
  },
];

export default function BestPractices() {
  return (
    <PageContainer>
      <PageIntro
        eyebrow="Best practices"
        title="Describe components so Kiln gets them right the first time"
      >
        Six habits of the people who get the best results, collected from thousands of generations.
      </PageIntro>
      {practices.map((practice) => (
        <Section key={practice.title} title={practice.title}>
          <p>{practice.text}</p>
        </Section>
      ))}
    </PageContainer>
  );
}
