/**
 * Sample values of a table's or a grid's columns the description names without their rows, by
 * what the column's label says it holds (e-mail, status, money, dates, people …), in order.
 */
import type { Column } from '../model';

export const POOLS: [RegExp, Column['kind'], (string | number)[]][] = [
  [
    /e-?mail/,
    'email',
    [
      'ada@example.com',
      'alan@example.com',
      'grace@example.com',
      'katherine@example.com',
      'linus@example.com',
      'margaret@example.com',
    ],
  ],
  [/status|state/, 'status', ['Active', 'Invited', 'Active', 'Suspended', 'Active', 'Pending']],
  [
    /price|cost|total|amount|revenue|salary|fee|balance/,
    'currency',
    [129.0, 42.5, 310.75, 89.99, 1250.0, 64.2],
  ],
  [/stock|quantity|qty|count|inventory|units|\bage\b|score/, 'number', [42, 8, 0, 17, 63, 5]],
  [
    /date|created|updated|joined|due|ordered|deadline/,
    'date',
    ['2025-03-14', '2025-03-12', '2025-03-09', '2025-03-02', '2025-02-27', '2025-02-21'],
  ],
  [
    /order (id|number)|^order$|\bid\b|number|invoice|reference/,
    'text',
    ['#1042', '#1041', '#1040', '#1039', '#1038', '#1037'],
  ],
  [
    /customer|client|user|name|author|owner|employee|assignee/,
    'text',
    [
      'Ada Lovelace',
      'Alan Turing',
      'Grace Hopper',
      'Katherine Johnson',
      'Linus Torvalds',
      'Margaret Hamilton',
    ],
  ],
  [
    /message|notification|alert|activity|event/,
    'text',
    [
      'Ada Lovelace commented on your design',
      'Your export is ready to download',
      'Grace Hopper invited you to the Design team',
      'Payment received for invoice #1042',
      'Alan Turing mentioned you in a comment',
      'Your trial ends in 3 days',
    ],
  ],
  [
    /\btime\b|\bwhen\b|\bago\b|timestamp/,
    'text',
    ['2 min ago', '15 min ago', '1 hour ago', 'Yesterday', '2 days ago', 'Last week'],
  ],
  [/role|position|title/, 'text', ['Admin', 'Editor', 'Viewer', 'Editor', 'Owner', 'Viewer']],
  [
    /department|team/,
    'text',
    ['Engineering', 'Design', 'Marketing', 'Engineering', 'Sales', 'People'],
  ],
  [
    /location|office|city|country|address/,
    'text',
    ['London', 'Berlin', 'New York', 'Lisbon', 'Toronto', 'Singapore'],
  ],
  [
    /category|type|tag/,
    'text',
    ['Hardware', 'Accessories', 'Software', 'Accessories', 'Hardware', 'Services'],
  ],
  [
    /phone/,
    'text',
    [
      '+44 20 7946 0018',
      '+49 30 901820',
      '+1 212 555 0147',
      '+351 21 123 4567',
      '+1 416 555 0199',
      '+65 6123 4567',
    ],
  ],
];
/** A product's names, for a table of products or items. */
export const PRODUCT_NAMES = [
  'Wireless mouse',
  'Mechanical keyboard',
  'USB-C hub',
  '27-inch monitor',
  'Laptop stand',
  'Noise-cancelling headphones',
];
/** Names for a column no pool knows. */
export const GENERIC = [
  'Northwind',
  'Contoso',
  'Fabrikam',
  'Tailspin',
  'Wingtip',
  'Adventure Works',
];
