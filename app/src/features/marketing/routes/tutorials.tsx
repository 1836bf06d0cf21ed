import { PageContainer, PageIntro, Section } from '../../../components/page';
import { metaForPath } from '../../../lib/seo';

export const meta = metaForPath;
export { RouteErrorBoundary as ErrorBoundary } from '../../../components/route-error-boundary';

const tutorials = [
  {
    id: 'pricing-table',
    title: 'A pricing table with a billing toggle',
    steps: [
      'Prompt: “A pricing table with three plans (Free, Pro, Team), the middle one highlighted, and a monthly/yearly toggle that updates the prices.”',
      'Check the preview: the toggle is a switch with an accessible name, and prices update without a reload.',
      'Refine: “Show the yearly saving as a badge next to each yearly price.”',
      'Save it to your library and export the files into your project.',
    ],
  },
  {
    id: 'modal-form',
    title: 'An accessible modal form',
    steps: [
      'Prompt: “A dialog to invite a teammate by e-mail with a role select (Viewer, Editor, Admin), validation messages, and a busy state while sending.”',
      'Check that focus moves into the dialog, stays there, and returns to the trigger when it closes.',
      'Refine: “Disable the send button until the e-mail is valid.”',
    ],
  },
  {
    id: 'data-table',
    title: 'A sortable data table',
    steps: [
      'Prompt: “A table of invoices with number, customer, date, amount and status; sortable by date and amount; an empty state when there are none.”',
      'Check the headers: sortable columns announce their sort direction to screen readers.',
      'Refine: “Add pagination with 10 rows a page.”',
    ],
  },
];

export default function Tutorials() {
  return (
    <PageContainer>
      <PageIntro eyebrow="Tutorials" title="Build real components, step by step">
        Each tutorial takes about ten minutes and uses one or two generations.
      </PageIntro>
      <nav aria-label="Tutorials on this page">
        <ul className="flex flex-wrap gap-3">
          {tutorials.map((tutorial) => (
            <li key={tutorial.id}>
              <a className="text-link underline" href={`#${tutorial.id}`}>
                {tutorial.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {tutorials.map((tutorial) => (
        <Section key={tutorial.id} id={tutorial.id} title={tutorial.title}>
          <ol className="list-decimal space-y-2 pl-6">
            {tutorial.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Section>
      ))}
    </PageContainer>
  );
}
