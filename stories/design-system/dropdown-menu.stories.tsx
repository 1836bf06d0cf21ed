import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Copy, Download, Pencil, Share2, Trash2 } from 'lucide-react';
import {
  Button,
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
  dropdownMenuVariantOptions,
} from '@kiln/design-system';

type MenuStoryArgs = {
  onRename: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onExport: (format: string) => void;
};

function ComponentActionsMenu({ onRename, onDuplicate, onDelete, onExport }: MenuStoryArgs) {
  const [showLineNumbers, setShowLineNumbers] = React.useState(true);
  const [framework, setFramework] = React.useState('angular');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Component actions</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-56" align="start">
        <DropdownMenuLabel>Pricing card</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={onRename}>
            <Pencil aria-hidden />
            Rename
            <DropdownMenuShortcut>F2</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onDuplicate}>
            <Copy aria-hidden />
            Duplicate
            <DropdownMenuShortcut>⌘D</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuItem disabled>
            <Share2 aria-hidden />
            Share
          </DropdownMenuItem>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>
              <Download aria-hidden />
              Export as
            </DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <DropdownMenuItem onSelect={() => onExport('zip')}>ZIP archive</DropdownMenuItem>
              <DropdownMenuItem onSelect={() => onExport('stackblitz')}>
                StackBlitz project
              </DropdownMenuItem>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem checked={showLineNumbers} onCheckedChange={setShowLineNumbers}>
          Line numbers
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel inset>Framework</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={framework} onValueChange={setFramework}>
          <DropdownMenuRadioItem value="angular">Angular</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="react">React</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onDelete}>
          <Trash2 aria-hidden />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: 'Design System/DropdownMenu',
  component: ComponentActionsMenu,
  args: { onRename: fn(), onDuplicate: fn(), onDelete: fn(), onExport: fn() },
  decorators: [
    (Story) => (
      <div className="min-h-[28rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComponentActionsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OpensWithEnterAndNavigatesWithArrows: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Component actions' });
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: /Rename/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: /Duplicate/ })).toHaveFocus();
    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Export as' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onDuplicate).not.toHaveBeenCalled();
  },
};

export const OpensWithArrowDownAndSelects: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Component actions' });
    const page = within(canvasElement.ownerDocument.body);
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await page.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: /Rename/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onDuplicate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const OpensSubmenuWithArrowRight: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Component actions' });
    const page = within(canvasElement.ownerDocument.body);
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: /Rename/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Export as' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const zip = await page.findByRole('menuitem', { name: 'ZIP archive' });
    await waitFor(() => expect(zip).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Export as' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(page.getByRole('menuitem', { name: 'ZIP archive' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onExport).toHaveBeenCalledWith('zip');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const TogglesCheckboxAndRadioItems: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Component actions' });
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(trigger);
    const lineNumbers = await page.findByRole('menuitemcheckbox', { name: 'Line numbers' });
    await expect(lineNumbers).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(lineNumbers);
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await expect(
      await page.findByRole('menuitemcheckbox', { name: 'Line numbers' }),
    ).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(page.getByRole('menuitemradio', { name: 'React' }));
    await userEvent.click(trigger);
    await expect(await page.findByRole('menuitemradio', { name: 'React' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByRole('menuitemradio', { name: 'Angular' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await userEvent.keyboard('{Escape}');
  },
};

const states = ['enabled', 'disabled'] as const;

/** Every item variant × inset × state, plus checkbox, radio, label, shortcut and submenu parts. */
export const Matrix: Story = {
  render: () => (
    <DropdownMenu open modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Every item</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="w-64"
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DropdownMenuLabel>Items</DropdownMenuLabel>
        {dropdownMenuVariantOptions.variant.map((variant) =>
          dropdownMenuVariantOptions.inset.map((inset) =>
            states.map((state) => (
              <DropdownMenuItem
                key={`${variant}-${inset}-${state}`}
                variant={variant}
                inset={inset}
                disabled={state === 'disabled'}
              >
                {variant}
                {inset ? ' · inset' : ''} · {state}
                <DropdownMenuShortcut>⌘K</DropdownMenuShortcut>
              </DropdownMenuItem>
            )),
          ),
        )}
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem checked>Checked checkbox</DropdownMenuCheckboxItem>
        <DropdownMenuCheckboxItem checked={false}>Unchecked checkbox</DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel inset>Inset label</DropdownMenuLabel>
        <DropdownMenuRadioGroup value="selected">
          <DropdownMenuRadioItem value="selected">Selected radio</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="other">Other radio</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>Submenu</DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuItem>Nested item</DropdownMenuItem>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  decorators: [
    (Story) => (
      <div className="min-h-[36rem]">
        <Story />
      </div>
    ),
  ],
};
