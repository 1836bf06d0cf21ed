import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Scorecard, type ScorecardData } from '@kiln/design-system';

const notChecked = 'Not checked: the preview has not run this code in your browser yet';

const serverOnly: ScorecardData = {
  compiles: {
    status: 'green',
    reason: 'No errors from the template parser, the TypeScript type check or sass',
  },
  renders: { status: 'unchecked', reason: notChecked },
  accessible: { status: 'unchecked', reason: notChecked, violations: [] },
  safe: {
    status: 'green',
    reason:
      'No innerHTML, bypassSecurityTrust…, dangerouslySetInnerHTML, eval or new Function in the code (comments and plain strings aside)',
  },
};

const problems: ScorecardData = {
  compiles: {
    status: 'amber',
    reason: "1 warning; first: Card.tsx:4 'title' is declared but its value is never read.",
  },
  renders: { status: 'green', reason: 'Rendered in the sandbox without a runtime error' },
  accessible: {
    status: 'red',
    reason: 'axe found 1 serious or critical violation, first: Form elements must have labels',
    violations: [
      {
        id: 'label',
        impact: 'critical',
        help: 'Form elements must have labels',
        targets: ['input#email', 'input#password'],
      },
      {
        id: 'region',
        impact: 'moderate',
        help: 'All page content should be contained by landmarks',
        targets: ['div.card'],
      },
    ],
  },
  safe: { status: 'red', reason: 'dangerouslySetInnerHTML in Card.tsx:12' },
};

const meta = {
  title: 'Design System/Product/Scorecard',
  component: Scorecard,
  args: { scorecard: serverOnly },
  render: (args) => (
    <div className="max-w-sm">
      <Scorecard {...args} />
    </div>
  ),
} satisfies Meta<typeof Scorecard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** What an answer shows before the preview has reported: the browser's rows are "not checked". */
export const ServerChecksOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Quality checks' });
    const rows = within(region).getAllByRole('listitem');
    await expect(rows.map((row) => row.dataset.check)).toEqual([
      'compiles',
      'renders',
      'accessible',
      'safe',
    ]);
    await expect(rows[0]).toHaveAttribute('data-status', 'green');
    await expect(within(rows[0]!).getByText('Pass')).toBeVisible();
    await expect(within(rows[1]!).getByText('Not checked')).toBeVisible();
    await expect(within(rows[1]!).getByText(notChecked)).toBeVisible();
  },
};

/** Every status at once, and axe's violations listed on demand with their rule and elements. */
export const WithProblems: Story = {
  args: { scorecard: problems, title: 'Version 3 checks' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Version 3 checks' })).toBeVisible();
    await expect(canvas.getByText('Warning')).toBeVisible();
    await expect(canvas.getAllByText('Fail')).toHaveLength(2);
    const toggle = canvas.getByText('2 axe violations');
    await expect(canvas.getByText('input#email')).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.getByText('input#email')).toBeVisible();
    const rule = canvasElement.querySelector('[data-rule="label"]');
    await expect(rule).toHaveTextContent('label (critical): Form elements must have labels');
    await expect(rule).toHaveTextContent('on input#email, input#password');
  },
};

export const AllGreen: Story = {
  args: {
    scorecard: {
      ...serverOnly,
      renders: { status: 'green', reason: 'Rendered in the sandbox without a runtime error' },
      accessible: { status: 'green', reason: 'axe found no violations', violations: [] },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Pass')).toHaveLength(4);
  },
};

/** With what was asked for as the first row: how much of the checklist the code does. */
export const WithRequirements: Story = {
  args: {
    scorecard: {
      requirements: {
        status: 'amber',
        reason: '9 of 10 met — not met: drag and drop between columns',
      },
      ...serverOnly,
    },
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Quality checks' });
    const rows = within(region).getAllByRole('listitem');
    await expect(rows.map((row) => row.dataset.check)).toEqual([
      'requirements',
      'compiles',
      'renders',
      'accessible',
      'safe',
    ]);
    await expect(rows[0]).toHaveTextContent('Requirements');
    await expect(rows[0]).toHaveTextContent('9 of 10 met — not met: drag and drop between columns');
    await expect(within(rows[0]!).getByText('Warning')).toBeVisible();
  },
};
