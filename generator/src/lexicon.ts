import type { Archetype, Feature, Field } from './model';

/** Archetype cues: [pattern, weight]. Specific phrases weigh more than generic nouns. */
export const ARCHETYPE_CUES: Record<Archetype, [RegExp, number][]> = {
  button: [
    [/\bbuttons?\b/, 1],
    [/\bcta\b/, 1],
    [/\bbouton|bot[oó]n|knopf\b/, 2],
  ],
  badge: [
    [/\bbadges?\b/, 6],
    [/\bchips?\b/, 5],
    [/\bstatus (tag|pill|label)\b/, 6],
    [/\bpills?\b/, 3],
    [/\btags?\b/, 2],
  ],
  alert: [
    [/\balerts?\b/, 5],
    [/\bbanner\b/, 2],
    [/\bcallout\b/, 5],
    [/\bwarning message\b/, 4],
  ],
  card: [
    [/\bcards?\b/, 2],
    [/\bpanel\b/, 1],
    [/\bsummary\b/, 1],
    [/\btile\b/, 1],
    [/\bcarte|tarjeta|karte\b/, 2],
  ],
  'profile-card': [
    [/\bprofile card\b/, 8],
    [/\buser (profile )?card\b/, 5],
    [/\bprofile\b/, 4],
    [/\bbio\b/, 2],
    [/\bfollow button\b/, 3],
    [/\bteam member card\b/, 6],
  ],
  'product-card': [
    [/\bproduct card\b/, 8],
    [/\badd to cart\b/, 5],
    [/\bproduct\b/, 2],
    [/\bshop item\b/, 5],
  ],
  'pricing-table': [
    [/\bpricing\b/, 7],
    [/\bplans?\b/, 3],
    [/\bsubscription tiers?\b/, 6],
    [/\bper month\b/, 2],
  ],
  'stat-card': [
    [/\bkpi\b/, 7],
    [/\bstat(istic)?s? card\b/, 8],
    [/\bmetric\b/, 5],
    [/\bstat\b/, 4],
    [/\brevenue\b/, 2],
    [/\bdashboard widget\b/, 4],
  ],
  'login-form': [
    [/\blog ?in\b/, 6],
    [/\bsign ?in\b/, 6],
    [/\bconnexion|anmeld\w*|iniciar sesi[oó]n\b/, 6],
    [/\bauthentication\b/, 3],
  ],
  'signup-form': [
    [/\bsign ?up\b/, 5],
    [/\bregist(er|ration)\b/, 5],
    [/\bcreate (an )?account\b/, 5],
    [/\binscription|registro\b/, 5],
  ],
  'contact-form': [
    [/\bcontact\b/, 6],
    [/\bget in touch\b/, 6],
    [/\bfeedback form\b/, 5],
  ],
  'newsletter-form': [
    [/\bnewsletter\b/, 7],
    [/\bsubscribe\b/, 3],
    [/\bmailing list\b/, 6],
  ],
  'search-bar': [
    [/\bsearch (bar|box|input|field)\b/, 7],
    [/\bsearch\b/, 2],
  ],
  'checkout-form': [
    [/\bcheckout\b/, 5],
    [/\bpayment\b/, 3],
    [/\bcard number\b/, 4],
    [/\bbilling\b/, 3],
    [/\bcredit card\b/, 4],
  ],
  'settings-form': [
    [/\bsettings\b/, 6],
    [/\bpreferences\b/, 5],
    [/\baccount details\b/, 4],
  ],
  form: [
    [/\bform\b/, 2],
    [/\bfields?\b/, 1],
    [/\bformulaire|formulario|formular\b/, 3],
    [/\bsurvey\b/, 3],
    [/\bquestionnaire\b/, 3],
  ],
  'data-table': [
    [/\btables?\b/, 7],
    [/\bdata ?grid\b/, 6],
    [/\bspreadsheet\b/, 4],
    [/\bcolumns\b/, 1],
    [/\btableau|tabla|tabelle\b/, 5],
  ],
  list: [
    [/\blist\b/, 3],
    [/\bto-?do\b/, 5],
    [/\btask list\b/, 5],
    [/\bchecklist\b/, 5],
    [/\bfeed\b/, 2],
  ],
  'card-grid': [
    [/\bcard grid\b/, 9],
    [/\bgrid of cards\b/, 9],
    [/\bdirectory\b/, 5],
    [/\bgallery\b/, 4],
    [/\bcatalog(ue)?\b/, 4],
  ],
  navbar: [
    [/\bnav(igation)? ?bar\b/, 8],
    [/\bnavbar\b/, 8],
    [/\bheader\b/, 3],
    [/\btop bar\b/, 6],
    [/\bmain menu\b/, 4],
    [/\bhamburger\b/, 3],
  ],
  sidebar: [
    [/\bsidebar\b/, 8],
    [/\bside ?nav(igation)?\b/, 8],
    [/\bside menu\b/, 7],
    [/\bdrawer\b/, 4],
  ],
  footer: [[/\bfooter\b/, 8]],
  breadcrumb: [[/\bbreadcrumbs?\b/, 9]],
  tabs: [
    [/\btabs?\b/, 6],
    [/\btabbed\b/, 6],
    [/\bsegmented control\b/, 5],
  ],
  accordion: [
    [/\baccordions?\b/, 8],
    [/\bfaq\b/, 5],
    [/\bexpandable sections?\b/, 5],
    [/\bcollapsible (panels?|sections?)\b/, 5],
  ],
  modal: [
    [/\bmodal\b/, 7],
    [/\bdialog\b/, 6],
    [/\bpop-?up\b/, 5],
    [/\blightbox\b/, 4],
    [/\bconfirmation\b/, 2],
  ],
  dropdown: [
    [/\bdropdown\b/, 5],
    [/\bdrop-down\b/, 5],
    [/\bcontext menu\b/, 7],
    [/\bmenu button\b/, 5],
    [/\bkebab menu\b/, 6],
    [/\bmenu\b/, 1],
  ],
  tooltip: [
    [/\btooltips?\b/, 9],
    [/\bhover hint\b/, 5],
  ],
  toast: [
    [/\btoasts?\b/, 8],
    [/\bnotification\b/, 4],
    [/\bsnackbar\b/, 8],
  ],
  stepper: [
    [/\bstepper\b/, 9],
    [/\b(?:progress|checkout|onboarding|setup|signup|sign-up) steps\b/, 9],
    [/\bsteps\s*:/, 6],
    [/\bwizard\b/, 9],
    [/\bmulti-?step\b/, 6],
    [/\b(two|three|four|five|\d)-step\b/, 3],
    [/\bonboarding flow\b/, 4],
  ],
  'progress-bar': [
    [/\bprogress ?bar\b/, 9],
    [/\bprogress\b/, 4],
    [/\bmeter\b/, 3],
  ],
  spinner: [
    [/\bspinner\b/, 9],
    [/\bloader\b/, 6],
    [/\bloading indicator\b/, 8],
    [/\bloading spinner\b/, 9],
  ],
  avatar: [
    [/\bavatars?\b/, 5],
    [/\binitials\b/, 3],
  ],
  rating: [
    [/\brating\b/, 5],
    [/\bstars?\b/, 3],
    [/\breview score\b/, 4],
  ],
  pagination: [
    [/\bpagination\b/, 6],
    [/\bpager\b/, 8],
    [/\bpage numbers\b/, 5],
  ],
  hero: [
    [/\bhero\b/, 9],
    [/\blanding\b/, 4],
    [/\bcall[- ]to[- ]action\b/, 5],
    [/\bheadline\b/, 2],
    [/\bjumbotron\b/, 8],
    [/\bcta banner\b/, 7],
  ],
  testimonial: [
    [/\btestimonials?\b/, 9],
    [/\bquote card\b/, 6],
    [/\bcustomer quote\b/, 6],
  ],
  timeline: [
    [/\btimeline\b/, 9],
    [/\bactivity (feed|history)\b/, 5],
    [/\border tracking\b/, 5],
  ],
  'file-upload': [
    [/\bupload\b/, 6],
    [/\bdrag(ging)? (and|&|n) drop\b/, 4],
    [/\bdrop ?zone\b/, 7],
    [/\bfile picker\b/, 6],
  ],
  carousel: [
    [/\bcarousel\b/, 9],
    [/\bslide ?show\b/, 8],
    [/\bimage slider\b/, 8],
    [/\bslider\b/, 4],
  ],
  kanban: [
    [/\bkanban\b/, 10],
    [/\btask board\b/, 7],
    [/\bscrum board\b/, 8],
    [/\bboard\b/, 2],
  ],
  'empty-state': [
    [/\bempty state\b/, 10],
    [/\bno results? (page|screen|state)\b/, 8],
    [/\bzero state\b/, 9],
  ],
  'tag-input': [
    [/\b(?:tag|chip|keyword|skills?) (?:input|field|picker)\b/, 10],
    [/\badds? (?:it |them )?(?:as )?an? (?:removable )?(?:tag|chip)\b/, 9],
    [/\bremovable (?:chips?|tags?)\b/, 8],
    [/\benter (?:to add|adds)\b.{1,40}\btags?\b/, 6],
  ],
  chat: [
    [/\bchat\b/, 9],
    [/\bconversation\b/, 5],
    [/\bmessenger\b/, 7],
    [/\bmessage (?:list|thread)\b/, 5],
  ],
  counter: [
    [
      /\b(?:quantity|number|amount|guests?|items?) (?:picker|stepper|selector|counter|spinner)\b/,
      10,
    ],
    [/\b(?:minus|decrement|[-−]) and (?:plus|increment|\+) buttons?\b/, 8],
    [/\b(?:plus|increment|\+) and (?:minus|decrement|[-−]) buttons?\b/, 8],
    [/\bincrement\b/, 3],
  ],
  'chip-group': [
    [/\b(?:filter|toggle|toggleable|selectable|choice) chips?\b/, 9],
    [/\bchips?\b.{1,80}\b(?:toggleable|selectable|toggles?|toggled)\b/, 6],
    [/\bsegmented control\b/, 8],
  ],
  'otp-input': [
    [/\bone[- ]time (pass)?code\b/, 9],
    [/\botp\b/, 9],
    [/\bverification code\b/, 8],
    [/\bpin (code )?input\b/, 8],
    [/\b2fa code\b/, 8],
  ],
};

/** Archetypes whose own markup is the input named: composing it again would repeat it. */
export const OWN_INPUT: Archetype[] = [
  'search-bar',
  'otp-input',
  'file-upload',
  'tag-input',
  'chat',
  'counter',
];

/** Archetypes whose components are forms of fields. */
export const FORM_ARCHETYPES: Archetype[] = [
  'login-form',
  'signup-form',
  'contact-form',
  'newsletter-form',
  'checkout-form',
  'settings-form',
  'form',
];

export const FEATURE_CUES: [RegExp, Feature][] = [
  [/\bvalidat|\brequired\b|must match|error messages?\b/, 'validation'],
  [/\bloading\b|\bspinner\b|\bbusy\b|\bskeleton\b/, 'loading'],
  [
    /\bempty state\b|\bwhen (nothing|there is nothing|empty)|no results?\b|nothing matches/,
    'empty',
  ],
  [/\berror state\b|\bon error\b|\bfailure\b/, 'error'],
  [/\bdisabled\b/, 'disabled'],
  [/\brespons|\bmobile\b|\bphones?\b|\bsmall screens?\b|\btablets?\b/, 'responsive'],
  [/\bdark mode\b|\bdark theme\b|\bdark-themed\b|\bdark themed\b/, 'dark-mode'],
  [/\banimat|\bslides? in\b|\bfades?\b|\btransition/, 'animation'],
  [/\bsearch/, 'search'],
  [/\bsort/, 'sort'],
  [/\bfilter/, 'filter'],
  [/\bpaginat|\bpages?\b.+\bnext\b|\bpage size\b|\bper page\b/, 'pagination'],
  [
    /\bselect(able|ion)\b|\bcheckboxes to select\b|\bmulti-?select\b|\bselect (?:the |multiple |several )?rows\b|\brow checkboxes\b|\bcheckbox(?:es)? (?:to select|per row|on each row|for each row)\b|\bbulk\b|\b(?:delete|remove|archive|export) selected\b/,
    'selection',
  ],
  [/\bkeyboard\b|\barrow keys\b/, 'keyboard'],
  [/\baccessib|\ba11y\b|\bscreen readers?\b|\baria\b/, 'accessibility'],
  [/\bdismiss|\bclosable\b|\bclose button\b/, 'dismissible'],
  [/\bcollaps/, 'collapsible'],
  [/\bauto-?play|\bautomatically\b|\bevery \d+ ?(s|sec|seconds)\b/, 'autoplay'],
];

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
    /\bpassword\b/g,
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
    /\b(message|comments?|feedback)\b/g,
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

/** Words that carry no meaning of their own for the interpreter; excluded from the confidence measure. */
export const STOPWORDS = new Set(
  'a an the and or with without for of to in on at by from as is are be it its this that these those there their them they i we you our your my me us can could should would will must shall may might please need needs want wants like make create build give show shows showing has have having each every all any some one two three four five six seven eight nine ten also plus into over under above below after before when where while which who whom what how only just then than so but not no yes very really component components ui element elements thing something simple basic nice modern clean small large big little new'.split(
    ' ',
  ),
);
