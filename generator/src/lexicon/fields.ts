import type { Field } from '../model';

type FieldFactory = () => Omit<Field, 'validation'> & { validation?: Field['validation'] };

const field =
  (name: string, label: string, type: Field['type'], extra: Partial<Field> = {}): FieldFactory =>
  () => ({ name, label, type, required: true, ...extra });

const TIMEZONES = [
  'UTC',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
  'Asia/Tokyo',
];
const COUNTRIES = ['United States', 'United Kingdom', 'Germany', 'France', 'Canada', 'Australia'];
const LANGUAGES = ['English', 'Deutsch', 'Español', 'Français', 'Português'];

/**
 * Field cues, most specific first; each match consumes its text so "first name" is not also "name".
 * Global, so one replace consumes every mention; test them with `search`, which ignores `lastIndex`.
 */
export const FIELD_CUES: [RegExp, FieldFactory][] = [
  [
    /\b(confirm(ation)?( your| the)? password|password confirmation|repeat(ed)? password|confirm(ation)? of password)\b/g,
    field('confirmPassword', 'Confirm password', 'password', {
      autocomplete: 'new-password',
      validation: { match: 'password' },
    }),
  ],
  [
    /\b(card ?holder('s)?( name)?|name on (the )?card)\b/g,
    field('cardholderName', 'Cardholder name', 'text', { autocomplete: 'cc-name' }),
  ],
  [
    /\b(card number|credit card( number)?)\b/g,
    field('cardNumber', 'Card number', 'text', {
      autocomplete: 'cc-number',
      inputMode: 'numeric',
      placeholder: '1234 5678 9012 3456',
      validation: {
        pattern: '\\d{4}( ?\\d{4}){3}',
        patternHint: 'Enter the 16-digit card number.',
      },
    }),
  ],
  [
    /\b(expir(y|ation)( date)?( \(mm\/yy\))?)/g,
    field('expiry', 'Expiry date', 'text', {
      autocomplete: 'cc-exp',
      inputMode: 'numeric',
      placeholder: 'MM/YY',
      validation: { pattern: '(0[1-9]|1[0-2])\\/\\d{2}', patternHint: 'Use the format MM/YY.' },
    }),
  ],
  [
    /\b(cvc|cvv|security code)\b/g,
    field('cvc', 'CVC', 'text', {
      autocomplete: 'cc-csc',
      inputMode: 'numeric',
      placeholder: '123',
      validation: {
        pattern: '\\d{3,4}',
        patternHint: 'Enter the 3 or 4 digits on the back of the card.',
      },
    }),
  ],
  [/\bfirst name\b/g, field('firstName', 'First name', 'text', { autocomplete: 'given-name' })],
  [
    /\b(last name|surname|family name)\b/g,
    field('lastName', 'Last name', 'text', { autocomplete: 'family-name' }),
  ],
  [/\bfull name\b/g, field('fullName', 'Full name', 'text', { autocomplete: 'name' })],
  [
    /\bdisplay name\b/g,
    field('displayName', 'Display name', 'text', {
      autocomplete: 'nickname',
      validation: { maxLength: 40 },
    }),
  ],
  [
    /\buser ?name\b/g,
    field('username', 'Username', 'text', {
      autocomplete: 'username',
      validation: {
        minLength: 3,
        pattern: '[a-zA-Z0-9_.-]+',
        patternHint: 'Use letters, digits, dots, dashes or underscores.',
      },
    }),
  ],
  [
    /\be-?mail( address)?\b/g,
    field('email', 'Email', 'email', {
      autocomplete: 'email',
      placeholder: 'you@example.com',
      validation: { email: true },
    }),
  ],
  [
    // "pw", "pwd", "passwd": how people shorten it.
    /\b(?:password|passwd|pwd|pw)\b/g,
    field('password', 'Password', 'password', { autocomplete: 'current-password' }),
  ],
  [
    /\b(phone( number)?|mobile( number)?|telephone)\b/g,
    field('phone', 'Phone', 'tel', {
      required: false,
      autocomplete: 'tel',
      placeholder: '+1 555 123 4567',
      validation: { pattern: '\\+?[0-9 ()-]{7,20}', patternHint: 'Enter a valid phone number.' },
    }),
  ],
  [
    /\b(website|homepage|url)\b/g,
    field('website', 'Website', 'url', {
      required: false,
      autocomplete: 'url',
      placeholder: 'https://',
      validation: {
        pattern: 'https?:\\/\\/.+',
        patternHint: 'Start the address with http:// or https://.',
      },
    }),
  ],
  [
    /\b(company( name)?|organi[sz]ation)\b/g,
    field('company', 'Company', 'text', { required: false, autocomplete: 'organization' }),
  ],
  [
    /\bjob title\b/g,
    field('jobTitle', 'Job title', 'text', { required: false, autocomplete: 'organization-title' }),
  ],
  [/\bsubject\b/g, field('subject', 'Subject', 'text')],
  [
    // Not what a form says back: "a success message", "error messages".
    /\b(?<!(?:success|confirmation|error|validation|thank[- ]you|welcome|status|warning|info) )(message|comments?|feedback)\b/g,
    field('message', 'Message', 'textarea', { validation: { minLength: 10, maxLength: 1000 } }),
  ],
  [
    /\b(bio|about (you|me)|description)\b/g,
    field('bio', 'Bio', 'textarea', { required: false, validation: { maxLength: 280 } }),
  ],
  [
    /\b(date of birth|birth ?date|birthday)\b/g,
    field('birthDate', 'Date of birth', 'date', { autocomplete: 'bday' }),
  ],
  [
    /\b(street address|address)\b/g,
    field('address', 'Address', 'text', { autocomplete: 'street-address' }),
  ],
  [/\bcity\b/g, field('city', 'City', 'text', { autocomplete: 'address-level2' })],
  [
    /\b(zip( code)?|postal code|postcode)\b/g,
    field('postalCode', 'Postal code', 'text', { autocomplete: 'postal-code' }),
  ],
  [
    /\bcountry\b/g,
    field('country', 'Country', 'select', { autocomplete: 'country-name', options: COUNTRIES }),
  ],
  [/\btime ?zone\b/g, field('timezone', 'Timezone', 'select', { options: TIMEZONES })],
  [/\blanguage\b/g, field('language', 'Language', 'select', { options: LANGUAGES })],
  [/\bage\b/g, field('age', 'Age', 'number', { validation: { min: 13, max: 120 } })],
  [/\b(quantity|amount)\b/g, field('quantity', 'Quantity', 'number', { validation: { min: 1 } })],
  [/\bremember me\b/g, field('rememberMe', 'Remember me', 'checkbox', { required: false })],
  [
    /\b((accept|agree to)( the)? terms( and conditions| & conditions| of service)?|terms( and conditions| & conditions| of service)?)\b/g,
    field('acceptTerms', 'I accept the terms and conditions', 'checkbox'),
  ],
  [
    /\b(resume|cv|attachment|document)\b/g,
    field('attachment', 'Attachment', 'file', { required: false }),
  ],
  [/\bname\b/g, field('name', 'Name', 'text', { autocomplete: 'name' })],
];
