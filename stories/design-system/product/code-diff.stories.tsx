import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CodeDiff } from '@kiln/design-system';

const addedField = `--- login-form.component.html
+++ login-form.component.html
@@ -4,6 +4,10 @@
   <label for="email">Email</label>
   <input id="email" type="email" formControlName="email" />
   <label for="password">Password</label>
-  <input id="password" type="password" formControlName="password" />
+  <input id="password" type="password" formControlName="password" autocomplete="current-password" />
+  <label for="phone">Phone number</label>
+  <input id="phone" type="tel" formControlName="phone" />
   <button type="submit">Sign in</button>
 </form>
`;

const removedOnly = `@@ -1,4 +1,3 @@
 .login-form {
-  box-shadow: 0 1px 2px rgb(0 0 0 / 0.2);
   display: grid;
 }
`;

const meta = {
  title: 'Design System/Product/CodeDiff',
  component: CodeDiff,
  args: { patch: addedField, label: 'login-form.component.html' },
  render: (args) => (
    <div className="max-w-3xl">
      <CodeDiff {...args} />
    </div>
  ),
} satisfies Meta<typeof CodeDiff>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** What a refinement touched: the added field reads as added, to screen readers too. */
export const AddedField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const changes = canvas.getByRole('group', { name: 'Changes to login-form.component.html' });
    await expect(changes).toHaveTextContent('Added: <label for="phone">Phone number</label>');
    await expect(canvas.getByText('3 lines added, 1 line removed')).toBeInTheDocument();
  },
};

export const Unchanged: Story = {
  args: { patch: '', label: 'login-form.component.scss' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No changes in this file.')).toBeInTheDocument();
  },
};

/** Additions and removals, removals alone, and no change, one per row. */
export const Matrix: Story = {
  render: () => (
    <div className="grid max-w-3xl gap-6">
      <CodeDiff patch={addedField} label="login-form.component.html" />
      <CodeDiff patch={removedOnly} label="login-form.component.scss" />
      <CodeDiff patch="" label="login-form.component.ts" />
    </div>
  ),
};
