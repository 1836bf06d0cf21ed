/**
 * French, German, Spanish and Portuguese descriptions: the common words for components, fields, buttons and
 * lists are read as their English equivalents so every extractor understands them, while the
 * labels the user wrote are kept in the user's language (`labels` maps the English label back).
 * Only phrases from this fixed lexicon are replaced; every other word is left as written.
 */

interface Entry {
  /** Lower-case phrase as written in the description. */
  phrase: string;
  /** The English words the extractors read instead. */
  english: string;
  /** True when the phrase names a field or column: its label keeps the user's wording. */
  label?: boolean;
}

const e = (phrase: string, english: string, label = false): Entry => ({ phrase, english, label });

const FRENCH: Entry[] = [
  e('formulaire de contact', 'contact form'),
  e('formulaire de connexion', 'login form'),
  e("formulaire d'inscription", 'signup form'),
  e('formulaire', 'form'),
  e('liste de tâches', 'task list'),
  e('liste déroulante', 'dropdown'),
  e('liste', 'list'),
  e('tableau de prix', 'pricing table'),
  e('tableau', 'table'),
  e('liste de courses', 'shopping list'),
  e('intitulé', 'labelled'),
  e('libellé', 'labelled'),
  e('cartes', 'cards'),
  e('prix', 'price', true),
  e('remise', 'discount', true),
  e('quantité', 'quantity', true),
  e('mot de passe', 'password', true),
  e('adresse e-mail', 'email', true),
  e('e-mail', 'email', true),
  e('courriel', 'email', true),
  e('prénom', 'first name', true),
  e('nom de famille', 'last name', true),
  e('nom', 'name', true),
  e('téléphone', 'phone', true),
  e('date de naissance', 'birthday', true),
  e('message', 'message', true),
  e('sujet', 'subject', true),
  e('objet', 'subject', true),
  e('cases à cocher', 'checkboxes'),
  e('case à cocher', 'checkbox'),
  e('interrupteurs', 'switches'),
  e('interrupteur', 'switch'),
  e('boutons', 'buttons'),
  e('bouton', 'button'),
  e('onglets', 'tabs'),
  e('colonnes', 'columns'),
  e('carte', 'card'),
  e('paramètres', 'settings'),
  e('réglages', 'settings'),
  e('tâches', 'tasks'),
  e('tâche', 'task'),
  e('pour chaque', 'for each'),
  e('chaque', 'each'),
  e('avec', 'with'),
  e('et', 'and'),
  e('ou', 'or'),
  e('une', 'a'),
  e('un', 'a'),
  e('des', 'some'),
  e('les', 'the'),
  e('le', 'the'),
  e('la', 'the'),
  e('pour', 'for'),
  // Working tools and the controls they are described with.
  e('compte à rebours', 'countdown'),
  e('minuteur', 'timer'),
  e('compteur', 'counter'),
  e('chronomètre', 'stopwatch'),
  e('calculatrice', 'calculator'),
  // Indice de masse corporelle.
  e('imc', 'bmi'),
  e('calculateur', 'calculator'),
  e('convertisseur', 'converter'),
  e('taux de change', 'exchange rate'),
  e('taux', 'rate'),
  e('devises', 'currency'),
  e('devise', 'currency'),
  e('vers', 'to'),
  e('champs', 'fields'),
  e('champ', 'field'),
];

const GERMAN: Entry[] = [
  e('eingabefelder', 'input fields'),
  e('eingabefeld', 'input field'),
  e('felder', 'fields'),
  e('feld', 'field'),
  e('rechner', 'calculator'),
  e('rabattrechner', 'discount calculator'),
  e('beschriftet', 'labelled'),
  e('beschriftung', 'label'),
  e('einkaufsliste', 'shopping list'),
  e('preis', 'price', true),
  e('rabatt', 'discount', true),
  e('menge', 'quantity', true),
  e('karten', 'cards'),
  e('stoppuhr', 'stopwatch'),
  e('zähler', 'counter'),
  e('umrechner', 'converter'),
  e('währungsrechner', 'currency converter'),
  e('wechselkurs', 'exchange rate'),
  e('kurs', 'rate'),
  e('zeitschaltuhr', 'timer'),
  e('anmeldeformular', 'login form'),
  e('loginformular', 'login form'),
  e('kontaktformular', 'contact form'),
  e('registrierungsformular', 'signup form'),
  e('formular', 'form'),
  e('passwort', 'password', true),
  e('kennwort', 'password', true),
  e('e-mail-adresse', 'email', true),
  e('e-mail', 'email', true),
  e('vorname', 'first name', true),
  e('nachname', 'last name', true),
  e('nachricht', 'message', true),
  e('betreff', 'subject', true),
  e('telefon', 'phone', true),
  e('geburtsdatum', 'birthday', true),
  e('tabelle', 'table'),
  e('spalten', 'columns'),
  e('mitarbeiter', 'employees'),
  e('aufgabenliste', 'task list'),
  e('aufgaben', 'tasks'),
  e('liste', 'list'),
  e('kontrollkästchen', 'checkbox'),
  e('schalter', 'switches'),
  e('schaltflächen', 'buttons'),
  e('schaltfläche', 'button'),
  e('knöpfe', 'buttons'),
  e('knopf', 'button'),
  e('einstellungen', 'settings'),
  e('registerkarten', 'tabs'),
  e('karte', 'card'),
  e('für jede', 'for each'),
  e('für jeden', 'for each'),
  e('mit', 'with'),
  e('und', 'and'),
  e('oder', 'or'),
  e('einem', 'a'),
  e('einen', 'a'),
  e('einer', 'a'),
  e('eine', 'a'),
  e('ein', 'a'),
  e('den', 'the'),
  e('der', 'of'),
  e('die', 'the'),
  e('das', 'the'),
  e('für', 'for'),
];

const SPANISH: Entry[] = [
  e('cuenta atrás', 'countdown'),
  e('cuenta regresiva', 'countdown'),
  e('temporizador', 'timer'),
  e('contador', 'counter'),
  e('cronómetro', 'stopwatch'),
  e('calculadora', 'calculator'),
  // Índice de masa corporal.
  e('imc', 'bmi'),
  e('conversor de divisas', 'currency converter'),
  e('convertidor de divisas', 'currency converter'),
  e('conversor de monedas', 'currency converter'),
  e('convertidor de monedas', 'currency converter'),
  e('conversor', 'converter'),
  e('convertidor', 'converter'),
  e('tipo de cambio', 'exchange rate'),
  e('tasa de cambio', 'exchange rate'),
  e('divisas', 'currencies'),
  e('divisa', 'currency'),
  e('monedas', 'currencies'),
  e('moneda', 'currency'),
  e('campos', 'fields'),
  e('campo', 'field'),
  e('formulario de registro', 'signup form'),
  e('formulario de contacto', 'contact form'),
  e('formulario de inicio de sesión', 'login form'),
  e('formulario', 'form'),
  e('tabla de precios', 'pricing table'),
  e('tabla', 'table'),
  e('lista de la compra', 'shopping list'),
  e('con la etiqueta', 'labelled'),
  e('etiquetado', 'labelled'),
  e('etiqueta', 'label'),
  e('lista de compras', 'shopping list'),
  e('producto', 'product', true),
  e('cantidad', 'quantity', true),
  e('tarjetas de estadísticas', 'stat cards'),
  e('tarjetas', 'cards'),
  e('lista de tareas', 'task list'),
  e('lista', 'list'),
  e('correo electrónico', 'email', true),
  e('correo', 'email', true),
  e('contraseña', 'password', true),
  e('nombre', 'name', true),
  e('apellido', 'last name', true),
  e('teléfono', 'phone', true),
  e('mensaje', 'message', true),
  e('asunto', 'subject', true),
  e('precio', 'price', true),
  e('fecha de nacimiento', 'birthday', true),
  e('casillas de verificación', 'checkboxes'),
  e('casilla de verificación', 'checkbox'),
  e('interruptores', 'switches'),
  e('interruptor', 'switch'),
  e('botones', 'buttons'),
  e('botón', 'button'),
  e('boton', 'button'),
  e('pestañas', 'tabs'),
  e('columnas', 'columns'),
  e('tarjeta', 'card'),
  e('ajustes', 'settings'),
  e('configuración', 'settings'),
  e('planes', 'plans'),
  e('productos', 'products'),
  e('tareas', 'tasks'),
  e('cada uno', 'each'),
  e('cada una', 'each'),
  e('cada', 'each'),
  e('para', 'for'),
  e('con', 'with'),
  e('y', 'and'),
  e('o', 'or'),
  e('una', 'a'),
  e('un', 'a'),
  e('los', 'the'),
  e('las', 'the'),
  e('el', 'the'),
  e('la', 'the'),
  e('de', 'of'),
  // "de euros a dólares": from one to the other.
  e('a', 'to'),
];

const PORTUGUESE: Entry[] = [
  e('contagem regressiva', 'countdown'),
  e('temporizador', 'timer'),
  e('cronômetro', 'stopwatch'),
  e('cronometro', 'stopwatch'),
  e('contador', 'counter'),
  e('calculadora', 'calculator'),
  e('conversor de moedas', 'currency converter'),
  e('conversor', 'converter'),
  e('taxa de câmbio', 'exchange rate'),
  e('moedas', 'currencies'),
  e('moeda', 'currency'),
  e('formulário de contato', 'contact form'),
  e('formulário de cadastro', 'signup form'),
  e('formulário de inscrição', 'signup form'),
  e('formulário de login', 'login form'),
  e('formulário', 'form'),
  e('campos', 'fields'),
  e('campo', 'field'),
  e('tabela de preços', 'pricing table'),
  e('tabela', 'table'),
  e('colunas', 'columns'),
  e('lista de tarefas', 'task list'),
  e('lista de compras', 'shopping list'),
  e('lista suspensa', 'dropdown'),
  e('com o rótulo', 'labelled'),
  e('rotulado', 'labelled'),
  e('rótulo', 'label'),
  e('menu suspenso', 'dropdown'),
  e('lista', 'list'),
  e('tarefas', 'tasks'),
  e('tarefa', 'task'),
  e('cartões de estatísticas', 'stat cards'),
  e('cartões de estatística', 'stat cards'),
  e('cartões', 'cards'),
  e('cartão', 'card'),
  e('painel', 'dashboard'),
  e('abas', 'tabs'),
  e('botões', 'buttons'),
  e('botão', 'button'),
  e('caixas de seleção', 'checkboxes'),
  e('caixa de seleção', 'checkbox'),
  e('interruptores', 'switches'),
  e('interruptor', 'switch'),
  e('configurações', 'settings'),
  e('planos', 'plans'),
  e('produtos', 'products'),
  e('senha', 'password', true),
  e('e-mail', 'email', true),
  e('nome', 'name', true),
  e('sobrenome', 'last name', true),
  e('telefone', 'phone', true),
  e('mensagem', 'message', true),
  e('assunto', 'subject', true),
  e('preço', 'price', true),
  e('data de nascimento', 'birthday', true),
  e('cada um', 'each'),
  e('cada uma', 'each'),
  e('cada', 'each'),
  e('para', 'for'),
  e('com', 'with'),
  e('e', 'and'),
  e('ou', 'or'),
  e('uma', 'a'),
  e('um', 'a'),
  e('os', 'the'),
  e('as', 'the'),
  e('o', 'the'),
  e('de', 'of'),
  e('do', 'of the'),
  e('da', 'of the'),
];

/** Words that only these languages use, so an English description is never rewritten. */
const MARKERS: [string[], Entry[]][] = [
  [
    [
      ...['avec', 'formulaire', 'bouton', 'boutons', 'une', 'pour', 'chaque', 'mot', 'tâches'],
      ...['liste', 'et', 'des', 'champ', 'champs', 'minuteur', 'calculatrice', 'convertisseur'],
      ...['devises', 'taux'],
    ],
    FRENCH,
  ],
  [
    [
      ...['mit', 'und', 'einem', 'einen', 'einer', 'formular', 'tabelle', 'schalter', 'spalten'],
      ...['der', 'bitte', 'dazu', 'eingabefelder', 'rechner', 'stoppuhr', 'umrechner'],
      ...['währungsrechner', 'wechselkurs', 'kurs'],
    ],
    GERMAN,
  ],
  [
    [
      'con',
      'formulario',
      'botón',
      'tabla',
      'contraseña',
      'correo',
      'cada',
      'planes',
      'ajustes',
      'y',
      'campo',
      'botones',
      'calculadora',
      'temporizador',
      ...['convertidor', 'conversor', 'divisas', 'monedas', 'cambio', 'dólares', 'yenes', 'libras'],
    ],
    SPANISH,
  ],
  [
    [
      ...['com', 'botão', 'botões', 'senha', 'uma', 'cartão', 'cartões', 'você', 'não', 'crie'],
      ...['quero', 'tabela', 'formulário', 'também', 'então', 'mostre', 'exiba'],
      ...['cronômetro', 'contagem', 'começa', 'quando', 'obrigado', 'estatística', 'cartões'],
    ],
    PORTUGUESE,
  ],
];

const PUNCTUATION = new Set([...'(),.;:!?']);

function trimPunctuation(token: string): string {
  let start = 0;
  let end = token.length;
  while (start < end && PUNCTUATION.has(token[start]!)) start += 1;
  while (end > start && PUNCTUATION.has(token[end - 1]!)) end -= 1;
  return token.slice(start, end);
}

const WORD = /[\p{L}\p{N}'’-]/u;
const QUOTE_PAIRS: Record<string, RegExp> = { '"': /"/, "'": /'/, '“': /”/, '‘': /’/ };

export interface Reading {
  /** The description in the English words the extractors read. */
  text: string;
  /** English label (lower case) → the user's own word, for fields and columns. */
  labels: Map<string, string>;
  language?: 'fr' | 'de' | 'es' | 'pt';
}

/**
 * Reads a French, German, Spanish or Portuguese description in English words; English text is
 * returned as is.
 */
export function readInEnglish(text: string): Reading {
  // Whole words only, outside quotes: a quoted label is the user's text, never a marker.
  const tokens = [
    ...new Set(
      text
        .toLowerCase()
        .replace(/(['"‘“])[^'"’”\n]{0,120}['"’”]/g, ' ')
        .split(/\s+/)
        .map(trimPunctuation),
    ),
  ];
  // German compounds name their kind last: "Kontaktformular", "Prozentrechner".
  const compound = (token: string) =>
    token.endsWith('formular') || token.endsWith('formulario') || token.endsWith('rechner');
  const ranked = MARKERS.map(([markers, entries], index) => ({
    hits: tokens.filter(
      (t) => markers.includes(t) || (index === 1 && compound(t) && t !== 'formulario'),
    ).length,
    entries,
    index,
  })).sort((a, b) => b.hits - a.hits);
  const found = ranked[0]!;
  // Two marker words at least: "con" or "mit" alone also appear in English product names.
  if (found.hits < 2) return { text, labels: new Map() };
  const entries = [...found.entries].sort((a, b) => b.phrase.length - a.phrase.length);
  const labels = new Map<string, string>();
  const lower = text.toLowerCase();
  let out = '';
  let i = 0;
  while (i < text.length) {
    const atWordStart = i === 0 || !WORD.test(text[i - 1]!);
    const close = atWordStart ? QUOTE_PAIRS[text[i]!] : undefined;
    const end = close ? text.slice(i + 1, i + 122).search(close) : -1;
    if (end >= 0) {
      // Quoted text is the user's own wording: copied as written. A quoted field name of the
      // lexicon (« Nom ») is still that field, under the user's word.
      const inner = text.slice(i + 1, i + end + 1).trim();
      const named = entries.find((entry) => entry.label && entry.phrase === inner.toLowerCase());
      if (named && !labels.has(named.english)) labels.set(named.english, inner);
      out += text.slice(i, i + end + 2);
      i += end + 2;
      continue;
    }
    const entry = atWordStart
      ? entries.find(
          (candidate) =>
            lower.startsWith(candidate.phrase, i) &&
            !WORD.test(text[i + candidate.phrase.length] ?? ' '),
        )
      : undefined;
    if (!entry) {
      out += text[i];
      i += 1;
      continue;
    }
    const written = text.slice(i, i + entry.phrase.length);
    if (entry.label) labels.set(entry.english, written);
    out += entry.english;
    i += entry.phrase.length;
  }
  return {
    text: out,
    labels,
    language: (['fr', 'de', 'es', 'pt'] as const)[found.index],
  };
}

/** The user's own word for an English label the lexicon supplied, in sentence case. */
export function ownLabel(label: string, labels: Map<string, string>): string {
  const own = labels.get(label.toLowerCase());
  if (!own) return label;
  return own[0]!.toUpperCase() + own.slice(1);
}
