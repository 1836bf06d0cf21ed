import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { planBadgeOptions, UserMenu } from '@kiln/design-system';

const ada = { name: 'Ada Lovelace', email: 'ada@example.com' };

const meta = {
  title: 'Design System/Product/UserMenu',
  component: UserMenu,
  args: {
    user: ada,
    plan: 'free',
    usage: { used: 3, limit: 10 },
    isAdmin: false,
    onNavigate: fn(),
    onSignOut: fn(),
  },
  argTypes: { plan: { control: 'inline-radio', options: planBadgeOptions.plan } },
  render: (args) => (
    <div className="flex min-h-96 justify-end">
      <UserMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const KeyboardOpensMember: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Ada Lovelace' });

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await expect(menu).toHaveTextContent('ada@example.com');
    await expect(menu).toHaveTextContent('3/10 generations used');
    await expect(
      within(menu).queryByRole('menuitem', { name: 'Admin Panel' }),
    ).not.toBeInTheDocument();

    // Opening with the keyboard focuses the first item, Profile Settings.
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('billing');
    await expect(trigger).toHaveFocus();
  },
};

export const AdminSeesAdminPanel: Story = {
  args: {
    user: { name: 'Grace Hopper', email: 'grace@kiln.dev' },
    plan: 'admin',
    usage: { used: 17 },
    isAdmin: true,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Grace Hopper' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await expect(menu).toHaveTextContent('17/1000 generations used');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Admin Panel' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('admin');
  },
};

export const SignOut: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ada Lovelace' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const Open: Story = {
  // Non-modal so the open menu can be checked and screenshotted without the page being made inert.
  args: { defaultOpen: true, modal: false, plan: 'pro', usage: { used: 84, limit: 100 } },
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(menu).toHaveTextContent('84/100 generations used');
  },
};

/** The trigger for every plan, with a short and a long name. */
export const Matrix: Story = {
  render: (args) => (
    <div className="grid gap-4">
      {planBadgeOptions.plan.map((plan) => (
        <section key={plan} aria-label={plan} className="flex items-center gap-6">
          <p className="w-24 text-sm font-medium text-muted-foreground">{plan}</p>
          <UserMenu {...args} plan={plan} isAdmin={plan === 'admin'} />
          <UserMenu
            {...args}
            plan={plan}
            isAdmin={plan === 'admin'}
            user={{ name: 'Maximiliane Schönberg-Castellanos', email: 'max@example.com' }}
          />
        </section>
      ))}
    </div>
  ),
};
