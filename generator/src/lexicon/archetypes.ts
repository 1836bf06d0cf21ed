import type { Archetype } from '../model';

/** "a reorderable list", "drag to reorder", "rearrange with move up and move down buttons". */
export const REORDER =
  /\breorder(?:able|ing)?\b|\bre-?arrange(?:able)?\b|\bdrag(?:gable)?\b.{1,30}\b(?:re)?order\b|\bmove (?:items? )?up\b/;

/** A reorderable list's own buttons, named: no entries of the list, no extra buttons. */
export const REORDER_CONTROLS = /^(?:move (?:up|down)|(?:up|down)(?: arrow)?|arrows?)$/i;

/** An autocomplete: a search box that suggests as one types (behaviour.autocomplete). */
export const AUTOCOMPLETE =
  /\bauto-?complete\b|\btype-?ahead\b|\bcombo ?box\b|\bsuggest(?:s|ions?)?\b/;

/** A comment section: a conversation kept as comments (behaviour.comments). */
export const COMMENT_SECTION = /\bcomments?\b/;

/** A notification bell or its menu: a dropdown that lists notifications (behaviour.notifications). */
export const NOTIFICATION_MENU = /\bnotifications?\b|\bbell\b/;

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
    [/\b(?:announcement|promo(?:tional)?|notice|info|site-?wide|top) (?:bar|banner|strip)\b/, 9],
    // "a cookie notice", "cookie consent popup": a notice the person answers.
    [/\bcookies? (?:notice|consent|banner|bar|pop-?up|prompt|message)\b|\bcookie consent\b/, 9],
  ],
  card: [
    [/\bcards?\b/, 2],
    [/\bpanel\b/, 1],
    [/\bsummary\b/, 1],
    [/\btile\b/, 1],
    [/\bcarte|tarjeta|karte\b/, 2],
  ],
  'article-card': [
    [/\b(?:blog(?: post)?|article|news|post|story) (?:card|preview|teaser|tile)\b/, 12],
    [/\b(?:read(?:ing)? time|min(?:ute)? read)\b/, 6],
    [/\bexcerpt\b/, 4],
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
    [/\bstats?\b/, 4],
    [/\brevenue\b/, 2],
    [/\bdashboard widgets?\b/, 4],
    [
      /\b(?:monitor(?:ing)?|metrics|analytics|kpi|sales|admin) dashboard\b|\bdashboard (?:with|showing) (?:the )?(?:cards?|metrics|stats)\b/,
      7,
    ],
    [/\b(?:stat|kpi|metric)s? (?:cards|tiles|row|strip|widgets)\b/, 8],
  ],
  'login-form': [
    [/\blog[- ]?in\b/, 6],
    [/\bsign[- ]?in\b/, 6],
    [/\bconnexion|anmeld\w*|iniciar sesi[oó]n\b/, 6],
    [/\bauthentication\b/, 3],
  ],
  'signup-form': [
    [/\bsign[- ]?up\b/, 5],
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
    [AUTOCOMPLETE, 10],
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
    [REORDER, 10],
    [/\bchecklist\b/, 5],
    [/\bfeed\b/, 2],
    [/\bnotifications? (?:panel|list|center|centre|tray|drawer|inbox)\b|\binbox\b/, 8],
  ],
  'card-grid': [
    [/\bcard grid\b/, 9],
    // "a product card grid", "a grid of product cards": many cards, not the one the noun names.
    [
      /\b(?:product|profile|team|article|blog|recipe|course) card grid\b|\bgrid of (?:\w+ ){0,2}cards\b/,
      12,
    ],
    [/\bgrid of cards\b/, 9],
    // "team member cards", "product cards": one card for each of many.
    [
      /\b(?:team member|member|employee|staff|people|user|profile|product|article|blog|blog post|post|news|recipe|course|property|listing|movie|book) cards\b/,
      9,
    ],
    // Switching cards between a grid and a list lays out many of them.
    [/\bgrid\s?(?:\/|or|and|vs\.?)\s?list\b|\blist\s?(?:\/|or|and|vs\.?)\s?grid\b/, 8],
    [/\b(?:product|item|shop|store) (?:grid|listing|catalog(?:ue)?)\b|\bgrid of products\b/, 10],
    [/\b(?:our |the )?team (?:section|members|grid|page)\b|\bmeet the team\b/, 9],
    // "a section with 4 members, each with a photo": the people of a team, one card each.
    [/\b(?:\d{1,2}|two|three|four|five|six|eight|nine|twelve) (?:team )?(?:members|people)\b/, 6],
    [/\bdirectory\b/, 5],
    [/\bgallery\b/, 4],
    [/\bcatalog(ue)?\b/, 4],
  ],
  'feature-grid': [
    [/\bfeatures? (?:grid|section|cards|overview|highlights)\b|\bgrid of features\b/, 10],
    // "six features, each with an icon": named in number, they are a grid of their own.
    [/\b(?:\d{1,2}|three|four|five|six|eight|nine|twelve) (?:key )?features\b/, 6],
  ],
  'logo-cloud': [
    [/\blogo (?:cloud|wall|strip|bar|grid|row)\b|\btrusted by\b|\bas seen (?:in|on)\b/, 10],
    [
      /\blogos of (?:\d{1,2} |two |three |four |five |six |eight )?(?:companies|customers|clients|partners|brands)\b/,
      10,
    ],
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
    // Several tabs are the component itself ("settings tabs"); one tab is often a part of it.
    [/\btabs\b/, 2],
    [/\btabbed\b/, 6],
    [/\bsegmented control\b/, 5],
  ],
  accordion: [
    [/\baccordions?\b/, 8],
    [/\bfaq\b/, 5],
    [/\bexpandable sections?\b/, 5],
    [/\bcollapsible (panels?|sections?)\b/, 5],
    [
      /\bexpand\s?(?:\/|and|or|&)\s?collapse\b|\b(?:collaps[ai]ble|expandable) (?:box|card|area|details)\b/,
      6,
    ],
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
    // A bell that opens the notifications: a menu of them, not a toast (a notifications panel
    // shown in place is a list).
    [/\bnotifications? (?:bell|dropdown|drop-down|menu|popover)\b|\bbell(?: icon)?\b/, 12],
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
    // "testimonals": a slip of the keys still names the section.
    [/\btestimoni?als?\b/, 9],
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
    // "a drag and drop board", "staff drag cards between columns": cards moved across columns.
    [/\bdrag(?: and | ?& ?|-n-)drop board\b/, 8],
    [/\b(?:cards?|tasks?|tickets?) (?:between|across) (?:the )?(?:columns|lanes|lists)\b/, 8],
  ],
  'empty-state': [
    [/\bempty state\b/, 10],
    [/\bno results? (page|screen|state)\b/, 8],
    [/\bzero state\b/, 9],
    // Whole-page messages: an error, maintenance or a page that does not exist.
    [
      /\b(?:404|500|not[- ]found|error|maintenance|offline|under construction|coming\ssoon) (?:page|screen)\b|\bpage not found\b|\bunder maintenance\b|\bmaintenance mode\b/,
      10,
    ],
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
    // A comment section is a conversation too, kept as comments (behaviour.comments).
    [/\bcomments? (?:section|thread|box|list|area|feed|widget|form)\b|\bcomments\b/, 9],
  ],
  counter: [
    [
      /\b(?:quantity|number|amount|guests?|items?) (?:picker|stepper|selector|counter|spinner)\b/,
      10,
    ],
    [/\b(?:minus|decrement|[-−]) and (?:plus|increment|\+) buttons?\b/, 8],
    [/\b(?:plus|increment|\+) and (?:minus|decrement|[-−]) buttons?\b/, 8],
    [/\bincrement\b/, 3],
    // A description that starts as a counter ("A counter with …", "A ticket counter …") is a
    // number to step; a counter of characters, words, likes or moves is part of something else.
    [
      /^(?:an?\s|the\s)?(?!(?:characters?|chars?|words?|likes?|moves?|letters?)\s)(?:[a-z]+\s)?counter\b/,
      2,
    ],
  ],
  'chip-group': [
    [/\b(?:filter|toggle|toggleable|selectable|choice) chips?\b/, 9],
    [/\bchips?\b.{1,80}\b(?:toggleable|selectable|toggles?|toggled)\b/, 6],
    [/\bsegmented control\b/, 8],
  ],
  calculator: [
    [/\bcalculator\b/, 10],
    [/\bcalculates?\b/, 4],
    [/\bbmi\b|\bbody mass index\b/, 8],
    [/\btip (?:percentage|amount|calculat\w*)\b|\bpercentage (?:of|for) the tip\b/, 6],
    [/\bmonthly (?:re)?payments?\b/, 5],
    [/\bsplit(?:ting)? (?:the|a) bill\b|\bbill splitter\b/, 8],
    // A tool that counts a text's words or characters as it is typed; a form's field counter is not.
    [/\bword ?(?:counter|count(?:ing)? tool)\b|\breading time\b/, 9],
    [
      /^(?:an?\s|the\s)?(?:live\s|simple\s|real-?time\s)?(?:character|char|letter)s? ?(?:\s*(?:\/|and|&)\s*word)?s? ?counter\b/,
      10,
    ],
    // "how old am I", "an age checker", "your age from your date of birth".
    [/\bhow old\b|\bage (?:calculat\w*|checker|finder)\b/, 9],
    [
      /\b(?:calculates?|works? out|computes?|shows?|tells?|see|display)\b[^.]{1,30}\b(?:your|my|their|someone'?s|the person'?s|exact) age\b/,
      7,
    ],
    // German compounds name the calculator by what it works out: "Prozentrechner", "BMI-Rechner".
    [/\p{L}-?rechner\b/u, 10],
  ],
  timer: [
    [/\bcount ?down\b/, 10],
    [/\bstop ?watch\b/, 10],
    [/\btimer\b/, 8],
    [/\bpomodoro\b/, 9],
    [/\b(?:digital |analog(?:ue)? |world |wall |desk )?clock\b/, 7],
  ],
  converter: [
    [/\bconverter\b/, 10],
    [/\bconverts?\b/, 6],
    [/\bbase ?64\b/, 8],
    [/\b(?:en|de)coder\b|\burl[- ]?(?:en|de)cod/, 6],
    [/\bcelsius\b.{1,40}\bfahrenheit\b|\bfahrenheit\b.{1,40}\bcelsius\b/, 8],
  ],
  'password-strength': [
    [/\bpassword strength\b/, 12],
    [/\bstrength (?:meter|indicator|bar)\b/, 10],
    [/\bstrength (?:label|text|checker|score|rating)\b/, 12],
    [/\bpassword (?:field|input|box)\b.{1,80}\b(?:weak|strong|strength)\b/, 12],
    [/\bweak\b.{1,30}\bstrong\b/, 6],
  ],
  randomizer: [
    [/\brandom (?:quotes?|facts?|jokes?|pick|number|colou?r)\b/, 12],
    [/\b(?:new|another|next) (?:random )?(?:quote|fact|joke)\b/, 12],
    [/\brandom\b/, 6],
    [/\bquote generator\b/, 10],
    [/\bflip(?:s|ping)? (?:a |the )?coin\b|\bcoin (?:flip|toss)\b/, 10],
    [/\broll(?:s|ing)? (?:a |the |two )?dic?e\b|\bdice roller\b/, 10],
    [
      /\b(?:name|winner|raffle|team) (?:picker|drawer|draw|chooser)\b|\braffle\b|\bdecision maker\b/,
      10,
    ],
    // "who buys lunch today?", "who pays": one of the people named, picked.
    [/\bwho (?:buys|pays|goes first|goes next|is next|does the dishes|presents)\b/, 10],
    // "Pick someone", "draw a winner": a pick among the people named.
    [
      /\b(?:pick|choose|draw)(?:s|ing)? (?:someone|somebody|a winner|one at random|a random (?:name|person))\b/,
      10,
    ],
  ],
  game: [
    [/\btic[- ]?tac[- ]?toe\b|\bnoughts (?:and|&) crosses\b/, 14],
    [/\bguess(?:ing)? (?:the |a |my )?(?:secret )?number\b|\bnumber guess(?:ing|er)\b/, 14],
    [/\brock[, ]+paper[, ]+(?:(?:and|or|&) )?scissors\b/, 14],
    [
      /\bmemory (?:game|cards?|match(?:ing)?)\b|\bmatching (?:pairs|game)\b|\bconcentration game\b/,
      14,
    ],
    [/\bflip (?:two |2 )?cards?\b|\bpairs? of cards\b|\bfind (?:the |all )?pairs\b/, 10],
    [/\bwhack[- ]?an?[- ]?mole\b/, 14],
    [/\bsimon(?: says)?(?: game)?\b/, 14],
    [/\bminesweeper\b/, 14],
    [/\bsudoku\b/, 14],
    [/\bgame\b/, 3],
  ],
  'css-builder': [
    [/\b(?:css )?gradient (?:generator|builder|maker|editor|picker|tool)\b/, 14],
    [/\b(?:box[- ]?)?shadow (?:generator|builder|maker|editor|tool)\b/, 14],
    [/\bborder[- ]radius (?:generator|builder|previewer|preview|editor|tool)\b/, 14],
    [/\bcss (?:generator|builder)\b/, 10],
    [/\b(?:copy|shows?) the css\b|\bcss (?:to copy|code)\b/, 6],
    // A text styled live by the controls: "pick a background color and font size and see a sample text".
    [/\b(?:style|text|font|typography) (?:preview(?:er)?|playground|editor|tester)\b/, 12],
    [
      /\bpreview\b.{1,60}\b(?:font[- ]size|font[- ]weight|text colou?r|letter[- ]spacing|line[- ]height)\b|\b(?:font[- ]size|font[- ]weight|text colou?r|letter[- ]spacing|line[- ]height)\b.{1,60}\bpreview\b/,
      10,
    ],
    [/\bsample text\b/, 6],
  ],
  cart: [
    [
      /\bshopping (?:cart|basket|bag)\b|\bcart (?:page|summary|drawer|sidebar)\b|\byour cart\b|\b(?:order|checkout|purchase) summary\b/,
      12,
    ],
    [/\border form\b|\bplace an order\b|\b(?:food|coffee|bakery|pizza|lunch) order\b/, 10],
    [/\b(?<!add to )(?<!add to the )cart\b|\bbasket\b/, 5],
    [/\bquantit(?:y|ies)\b.{1,60}\btotal\b|\btotal\b.{1,60}\bquantit(?:y|ies)\b/, 6],
  ],
  quiz: [
    [/\b(?:quiz|trivia)\b/, 14],
    [/\bmultiple[- ]choice (?:questions?|test)\b/, 10],
  ],
  poll: [
    [/\b(?:poll|opinion poll|straw poll)\b/, 14],
    [/\bvot(?:e|ing) (?:widget|component|box|card|buttons?)\b|\bsurvey question\b/, 10],
    [/\bvotes?\b.{1,60}\b(?:results?|percent(?:ages?)?|%)/, 6],
  ],
  reaction: [
    [/\b(?:like|heart|upvote|favou?rite) (?:button|toggle|counter)\b|\blikes? count\b/, 12],
    [/\bemoji (?:feedback|rating|reactions?|scale|survey)\b|\bsmiley(?: face)?s?\b/, 12],
    [/\bfeedback (?:widget|faces|emojis?)\b|\b(?:pick|choose|select) an? (?:emoji|face)\b/, 10],
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
  'calculator',
  'timer',
  'converter',
  'password-strength',
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
