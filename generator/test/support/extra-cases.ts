import type { CorpusEntry } from './corpus';

/** Cases of our own: archetypes and phrasings the shared corpus does not cover. */
export const EXTRA_CASES: CorpusEntry[] = [
  {
    // Buttons the dialog does not draw itself go in its panel, not in the backdrop before it.
    id: 'x-dialog-three-buttons',
    prompt: 'A dialog with Save, Cancel and Delete buttons',
    framework: 'react',
    expect: {
      template: ['button'],
      text: ['Save', 'Cancel', 'Delete'],
    },
  },
  {
    id: 'x-card-grid-price',
    prompt: 'a card grid of courses with title, teacher and price',
    framework: 'react',
    expect: {
      text: ['Title', 'Teacher'],
      typescript: ['currency\\.format', 'Intl\\.NumberFormat'],
    },
  },
  {
    id: 'x-todo-named',
    prompt:
      'A shopping list called GroceryList where I can add items, tick them off and remove them',
    framework: 'angular',
    expect: {
      template: ['ul', 'input[type=checkbox]', 'button[type=submit]'],
      typescript: ['GroceryList'],
    },
  },
  {
    id: 'x-users-select',
    prompt:
      'A table of customers with name, email and status columns, row selection and a loading state',
    framework: 'angular',
    expect: {
      template: ['table', 'th', 'input[type=checkbox]'],
      text: ['Name', 'Email', 'Status'],
      typescript: ['selectionChange', 'loading'],
    },
  },
  {
    id: 'x-pricing-four',
    prompt: 'Pricing plans: Free $0, Starter $12, Team $49 and Scale $199',
    framework: 'angular',
    expect: {
      counts: [{ selector: 'button', min: 4 }],
      text: ['Free', 'Starter', 'Team', 'Scale', '$199'],
    },
  },
  {
    id: 'x-sidebar-plain',
    prompt: 'A side navigation with Inbox, Drafts, Sent and Trash',
    framework: 'angular',
    expect: { template: ['nav', 'a'], text: ['Inbox', 'Drafts', 'Sent', 'Trash'] },
  },
  {
    id: 'x-wizard-four',
    prompt: 'A four-step onboarding wizard: Account, Profile, Team, Finish',
    framework: 'angular',
    expect: { text: ['Account', 'Profile', 'Team'], typescript: ['stepChange'] },
  },
  {
    id: 'x-upload-images',
    prompt: 'Upload area for images up to 2 MB',
    framework: 'angular',
    expect: { template: ['input[type=file]'], typescript: ['2 \\* 1024 \\* 1024', "'\\.png'"] },
  },
  {
    id: 'x-toast-top',
    prompt: 'A snackbar at the top left that closes after 5 seconds',
    framework: 'angular',
    expect: { template: ['[role=status]', 'button'], typescript: ['5000'] },
  },
  {
    id: 'x-badge-custom',
    prompt: 'A pill badge with variants active, pending and inactive',
    framework: 'angular',
    expect: { template: ['span'], typescript: ['active', 'pending', 'inactive'] },
  },
  {
    id: 'x-react-tabs',
    prompt: 'Tabs for Profile, Billing and Security',
    framework: 'react',
    expect: {
      text: ['Profile', 'Billing', 'Security'],
      typescript: ['role="tablist"', 'useState'],
    },
  },
  {
    id: 'x-react-signup',
    prompt: 'A registration form with username, email, password and confirm password',
    framework: 'react',
    expect: { text: ['Username', 'Confirm password'], typescript: ['useId', 'do not match'] },
  },
  {
    id: 'x-react-kanban',
    prompt: 'A kanban board with Backlog, Doing and Shipped columns',
    framework: 'react',
    expect: { text: ['Backlog', 'Doing', 'Shipped'], typescript: ['cardMoved|onCardMoved'] },
  },
  {
    id: 'x-french',
    prompt: 'Un formulaire de connexion avec e-mail et mot de passe',
    framework: 'angular',
    expect: { template: ['form', 'input[type=email]', 'button[type=submit]'] },
  },
  {
    id: 'x-vague',
    prompt: 'something nice for my website',
    framework: 'angular',
    expect: { template: ['article', 'button'] },
  },
  {
    id: 'x-contact-optional',
    prompt: 'Contact form with name, optional phone, email and message',
    framework: 'angular',
    expect: { template: ['input[type=tel]', 'textarea'], text: ['(optional)'] },
  },
  {
    id: 'x-settings-language',
    prompt: 'Preferences form with a language select, a country select and a newsletter toggle',
    framework: 'angular',
    expect: { template: ['select', 'input[type=checkbox]'], text: ['Language', 'Country'] },
  },
  {
    id: 'x-dark-navbar',
    prompt: 'A dark navbar with links Docs, Blog and Community and a Sign up button',
    framework: 'angular',
    expect: {
      template: ['nav', 'button[aria-expanded]'],
      text: ['Docs', 'Blog', 'Community', 'Sign up'],
    },
  },
  {
    id: 'x-like-button',
    prompt: 'a heart button for a comment with 7 likes that toggles',
    framework: 'angular',
    expect: { template: ['button[aria-pressed]'], typescript: ['likedChange'] },
  },
  {
    id: 'x-emoji-feedback',
    prompt: 'a smiley feedback row: pick a face, then say thanks',
    framework: 'angular',
    expect: { template: ['button'], typescript: ['Very happy'], text: ['Thank you'] },
  },
  {
    id: 'x-clock-24',
    prompt: 'a world clock in 24-hour time with a 12-hour switch',
    framework: 'react-ds',
    expect: { typescript: ['setInterval', 'hour24'] },
  },
  {
    id: 'x-calculator-named',
    prompt:
      'a mortgage calculator with Property value, Down payment and a Years select with 10 years and 20 years',
    framework: 'angular',
    expect: { template: ['select'], text: ['Property value', 'Down payment', 'Years'] },
  },
  {
    id: 'x-memory-pairs',
    prompt: 'a concentration game: find the pairs of cards in as few moves as possible',
    framework: 'angular',
    expect: { template: ['button[type=button]'], typescript: ['MemoryCard', 'Math\\.random'] },
  },
  {
    id: 'x-reorder-list',
    prompt: 'a draggable list to reorder my top five films, with move up and down buttons',
    framework: 'react',
    expect: { typescript: ['onOrderChange', 'onDragStart', 'Move up'] },
  },
];
