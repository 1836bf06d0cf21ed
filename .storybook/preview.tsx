import type { Decorator, Preview } from '@storybook/react-vite';
import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
} from '@storybook/addon-docs/blocks';
import { ShadcnAdd } from './shadcn-add';
import './preview.css';

const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];

const isTheme = (value: unknown): value is Theme => themes.includes(value as Theme);

/**
 * Story canvas: the theme class goes on <html> so portalled content (dialogs, menus, toasts)
 * is themed too. Docs pages show many stories inside Storybook's own light chrome, so there the
 * theme is scoped to a wrapper around each story instead.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = isTheme(context.globals.theme) ? context.globals.theme : 'light';
  const root = document.documentElement;
  if (context.viewMode === 'docs') {
    root.classList.remove('dark');
    delete root.dataset.theme;
    root.style.colorScheme = '';
    return (
      <div className={theme === 'dark' ? 'dark' : undefined} data-theme={theme}>
        <div className="rounded-card bg-background p-4 font-sans text-foreground">
          <Story />
        </div>
      </div>
    );
  }
  root.classList.toggle('dark', theme === 'dark');
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  return <Story />;
};

/** Storybook's autodocs page, with the component's `npx shadcn add` command under its description. */
function DocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <ShadcnAdd />
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}

const preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme of the design tokens',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [withTheme],
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    docs: { page: DocsPage },
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colors', 'Typography', 'Spacing', 'Radius & Shadow', 'Motion'],
          'Design System',
          ['*', 'Product'],
          'App',
        ],
      },
    },
  },
} satisfies Preview;

export default preview;
