import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Code, Eye, FileText } from 'lucide-react';
import {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  tabsVariantOptions,
  type TabsProps,
} from '@kiln/design-system';

function ComponentTabs(props: TabsProps) {
  return (
    <Tabs defaultValue="preview" {...props}>
      <TabsList aria-label="Generated component">
        <TabsTrigger value="preview">
          <Eye aria-hidden />
          Preview
        </TabsTrigger>
        <TabsTrigger value="code">
          <Code aria-hidden />
          Code
        </TabsTrigger>
        <TabsTrigger value="docs">
          <FileText aria-hidden />
          Docs
        </TabsTrigger>
      </TabsList>
      <TabsContent value="preview">A live preview of the pricing card.</TabsContent>
      <TabsContent value="code">The Angular component, its template and its styles.</TabsContent>
      <TabsContent value="docs">How to use the component and its inputs.</TabsContent>
    </Tabs>
  );
}

const meta = {
  title: 'Design System/Tabs',
  component: Tabs,
  args: { variant: 'underline', size: 'md', onValueChange: fn() },
  argTypes: {
    variant: { control: 'select', options: tabsVariantOptions.variant },
    size: { control: 'select', options: tabsVariantOptions.size },
  },
  render: (args) => <ComponentTabs {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Pills: Story = { args: { variant: 'pills' } };

export const SwitchesWithArrowKeys: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Preview' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Code' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Code' })).toHaveTextContent(
      'The Angular component',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith('code');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Docs' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Preview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Docs' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Docs' })).toHaveFocus();
  },
};

export const SkipsDisabledTab: Story = {
  render: (args) => (
    <Tabs defaultValue="account" {...args}>
      <TabsList aria-label="Settings">
        <TabsTrigger value="account">Account</TabsTrigger>
        <TabsTrigger value="billing" disabled>
          Billing
        </TabsTrigger>
        <TabsTrigger value="security">Security</TabsTrigger>
      </TabsList>
      <TabsContent value="account">Name and email.</TabsContent>
      <TabsContent value="billing">Plan and invoices.</TabsContent>
      <TabsContent value="security">Password and sessions.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Account' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Security' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'Billing' })).toBeDisabled();
  },
};

const states = ['default', 'disabled'] as const;

/** Every variant × size, with the second tab disabled in the "disabled" row. */
export const Matrix: Story = {
  render: () => (
    <div className="grid gap-6">
      {tabsVariantOptions.variant.map((variant) =>
        tabsVariantOptions.size.map((size) =>
          states.map((state) => (
            <section
              key={`${variant}-${size}-${state}`}
              aria-label={`${variant} ${size} ${state}`}
              className="grid gap-2"
            >
              <p className="text-sm font-medium text-muted-foreground">
                {variant} · {size} · {state}
              </p>
              <Tabs defaultValue="preview" variant={variant} size={size}>
                <TabsList aria-label={`${variant} ${size} ${state} tabs`}>
                  <TabsTrigger value="preview">Preview</TabsTrigger>
                  <TabsTrigger value="code" disabled={state === 'disabled'}>
                    Code
                  </TabsTrigger>
                  <TabsTrigger value="docs">Docs</TabsTrigger>
                </TabsList>
                <TabsContent value="preview" className="text-sm">
                  Preview panel
                </TabsContent>
                <TabsContent value="code">Code panel</TabsContent>
                <TabsContent value="docs">Docs panel</TabsContent>
              </Tabs>
            </section>
          )),
        ),
      )}
    </div>
  ),
};
