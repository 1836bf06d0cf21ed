import { GeneratorError, interpret, interpretStyling } from './interpret';
import { FORM_ARCHETYPES, OWN_INPUT } from './lexicon/archetypes';
import { FIELD_CUES } from './lexicon/fields';
import { CLEAR_COMPLETED } from './understand/behaviour';
import { refineBehaviour } from './refine-behaviour';
import { movedField, placementIn, placementWords, withAddedField } from './understand/placement';
import type { Action, ComponentModel, Feature, Field } from './model';
import { buttonLabelIn, relabelButton } from './refine-button-label';
import { camelCase, cleanText, kebabCase, pascalCase, sentenceCase } from './text';

export interface Refinement {
  model: ComponentModel;
  changed: boolean;
  /** One short sentence per change, or why nothing changed. */
  note: string;
}

const COLLECTIONS: ComponentModel['archetype'][] = ['data-table', 'list', 'card-grid'];
/** Where a feature changes the output; asking for it elsewhere changes nothing, and the note says so. */
const APPLIES: Partial<Record<Feature, ComponentModel['archetype'][]>> = {
  pagination: ['data-table'],
  sort: ['data-table'],
  selection: ['data-table'],
  filter: COLLECTIONS,
  search: COLLECTIONS,
  loading: ['data-table'],
  autoplay: ['carousel'],
};

const FEATURE_WORDS: [RegExp, Feature, string][] = [
  [/paginat/, 'pagination', 'pagination'],
  [/\bsort/, 'sort', 'sorting'],
  [/\bfilter/, 'filter', 'a filter'],
  [/\bsearch/, 'search', 'search'],
  [/\bloading\b/, 'loading', 'a loading state'],
  [/\bselect(ion|able)|checkboxes to select/, 'selection', 'row selection'],
  [/\bauto-?play/, 'autoplay', 'auto-play'],
  [/\banimat/, 'animation', 'animation'],
];

function fieldMatches(field: Field, target: string): boolean {
  const t = target
    .toLowerCase()
    .replace(/\b(field|input|box|the|a|an)\b/g, '')
    .trim();
  if (!t) return false;
  const label = field.label.toLowerCase();
  return (
    label === t ||
    field.name.toLowerCase() === camelCase(t).toLowerCase() ||
    label.includes(t) ||
    (t === 'checkbox' && field.type === 'checkbox') ||
    (t === 'toggle' && field.type === 'toggle') ||
    (t === 'e-mail' && field.type === 'email')
  );
}

function newFields(instruction: string, model: ComponentModel): Field[] {
  const probe = interpret(
    `a form with ${instruction.replace(/\b(add|include|insert|put|place|also|please)\b/gi, ' ')}`,
  );
  return probe.fields.filter((f) => !model.fields.some((existing) => existing.name === f.name));
}

/** Applies a chat follow-up to a model. Unrelated instructions leave the model as it was, and say so. */
/** "Use Kiln's design system", "with the design system components", "react-ds". */
const DESIGN_SYSTEM =
  /\b(?:switch|convert|change|port|move|rewrite|use|make it|to|with)\b.+\b(?:kiln(?:['’]s)? )?design[- ]system\b|\breact-ds\b/;

export function refine(model: ComponentModel, instruction: string): Refinement {
  const text = cleanText(String(instruction ?? ''));
  if (!text)
    throw new GeneratorError(
      'EMPTY_DESCRIPTION',
      'Say what to change, for example "add a phone field" or "use a dark theme".',
    );
  if (text.length > 2000)
    throw new GeneratorError(
      'DESCRIPTION_TOO_LONG',
      `The instruction is ${text.length} characters long; the limit is 2000.`,
    );
  const lower = text.toLowerCase();
  const next: ComponentModel = structuredClone(model);
  const notes: string[] = [];
  const skipped: string[] = [];

  // Framework.
  if (DESIGN_SYSTEM.test(lower) && model.framework !== 'react-ds') {
    next.framework = 'react-ds';
    notes.push("switched to React with Kiln's design system");
  } else if (
    /\b(?:switch|convert|change|port|move|rewrite|translate|use|make it|to)\b.+\breact\b|^react\b/.test(
      lower,
    ) &&
    model.framework !== 'react' &&
    !DESIGN_SYSTEM.test(lower)
  ) {
    next.framework = 'react';
    notes.push('switched to React');
  } else if (
    /\b(?:switch|convert|change|port|move|rewrite|translate|use|make it|to)\b.+\bangular\b|^angular\b/.test(
      lower,
    ) &&
    model.framework !== 'angular'
  ) {
    next.framework = 'angular';
    notes.push('switched to Angular');
  }

  // Name.
  const rename =
    /\b(?:rename|call|name)(?:\s+(?:(?:it|this|the component)(?:\s*(?:to|as))?|to|as)|\s)\s+[`'"‘“]?([A-Z][\w-]*)/i.exec(
      text,
    );
  if (rename) {
    const name = pascalCase(rename[1]!).replace(/Component$/, '');
    if (name && name !== model.name) {
      next.name = name;
      next.selector = kebabCase(name);
      notes.push(`renamed it to ${name}`);
    }
  }

  // Optional / required.
  const requirement =
    /\bmake\s(?:the\s)?(.+?)\s(optional|required|mandatory)\b/.exec(lower) ??
    /\b(.+?)\s(?:should be|is)\s(optional|required|mandatory)\b/.exec(lower);
  if (requirement) {
    const required = requirement[2] !== 'optional';
    const targets = next.fields.filter((f) => fieldMatches(f, requirement[1]!));
    for (const field of targets) {
      if (field.required !== required) {
        field.required = required;
        notes.push(`made ${field.label.toLowerCase()} ${required ? 'required' : 'optional'}`);
      }
    }
  }

  // Order: "move the email field to the top", "put the phone field after the name".
  const move = /\b(?:move|put|place)\s(?:the\s)?(.+)$/.exec(lower);
  const moved = move ? movedField(next.fields, move[1]!) : undefined;
  if (moved) {
    next.fields = moved.fields;
    notes.push(
      `moved the ${moved.field.label.toLowerCase()} field ${placementWords(moved.placement)}`,
    );
  }

  // Removal.
  const removal =
    /\b(?:remove|delete|drop|get rid of|take out|hide)\s(?:the\s|a\s|an\s)?(.+?)(?:\s(?:field|input|option))?(?:\sfrom\b.*)?[.!]?$/.exec(
      lower,
    );
  if (removal) {
    const target = removal[1]!;
    const before = next.fields.length;
    next.fields = next.fields.filter((f) => !fieldMatches(f, target));
    if (next.fields.length < before)
      notes.push(`removed the ${target.replace(/(?<!\s)\s+(field|input)$/, '')} field`);
    const actionsBefore = next.actions.length;
    next.actions = next.actions.filter(
      (a) =>
        !(
          a.label.toLowerCase() === target.replace(/(?<!\s)\s+(button|link)$/, '') ||
          (target.endsWith('link') && a.kind === 'link' && target === 'link')
        ),
    );
    if (next.actions.length < actionsBefore) notes.push(`removed the ${target}`);
    const itemsBefore = next.items.length;
    next.items = next.items.filter(
      (item) => item.toLowerCase() !== target.replace(/(?<!\s)\s+(tab|link|step|column|item)$/, ''),
    );
    if (next.items.length < itemsBefore) notes.push(`removed ${target}`);
    const columnsBefore = next.data.columns.length;
    next.data.columns = next.data.columns.filter(
      (c) => c.label.toLowerCase() !== target.replace(/(?<!\s)\s+column$/, ''),
    );
    if (next.data.columns.length < columnsBefore) notes.push(`removed the ${target} column`);
    for (const [pattern, feature, label] of FEATURE_WORDS) {
      if (pattern.test(target) && next.features.includes(feature)) {
        next.features = next.features.filter((f) => f !== feature);
        // Asking to stop auto-play stops it, even where the description's own words started it.
        if (feature === 'autoplay') next.presentation.autoplay = false;
        notes.push(`removed ${label}`);
      }
    }
  }

  // What a working component does: a to-do list's Clear completed, a calculator input's bounds.
  const { clears } = refineBehaviour(next, lower, Boolean(removal), notes, skipped);

  // Additions: fields, actions, features, items.
  const addition = /\b(?:add|include|insert|put in|(?:put|place)(?=\san?\s)|with)\s(.+)$/.exec(
    lower,
  );
  if (addition && !removal && !moved) {
    const what = addition[1]!;
    const placement = placementIn(what);
    // Forms take fields; so does any composed component that already holds some, or is asked for
    // an input by its kind ("add a date field").
    const holdsFields =
      FORM_ARCHETYPES.includes(next.archetype) ||
      (!OWN_INPUT.includes(next.archetype) &&
        (next.fields.length > 0 ||
          /\b(?:field|input|textarea|date picker|slider|upload|radio|dropdown)\b/.test(what)));
    if (holdsFields && FIELD_CUES.some(([pattern]) => what.search(pattern) !== -1)) {
      for (const field of newFields(text.slice(addition.index), next)) {
        next.fields = withAddedField(next.fields, field, placement);
        notes.push(
          `added a ${field.label.toLowerCase()} ${field.type === 'checkbox' || field.type === 'toggle' ? field.type : 'field'}`,
        );
      }
    } else if (holdsFields && /\b(?:checkbox|toggle|switch)\b/.test(what)) {
      for (const field of newFields(text.slice(addition.index), next)) {
        next.fields = withAddedField(next.fields, field, placement);
        notes.push(`added a ${field.label.toLowerCase()} ${field.type}`);
      }
    }
    const probe = interpret(
      `a ${next.archetype.replace(/-/g, ' ')} with ${text.slice(addition.index).replace(/^\s*(add|include|insert|put in|put|place|with)\s+/i, '')}`,
    );
    for (const action of probe.actions) {
      if (
        !next.actions.some((a) => a.label.toLowerCase() === action.label.toLowerCase()) &&
        !(clears && CLEAR_COMPLETED.test(action.label.toLowerCase())) &&
        /\b(?:button|link)\b/.test(what)
      ) {
        next.actions.push(action as Action);
        notes.push(`added a "${action.label}" ${action.kind === 'link' ? 'link' : 'button'}`);
      }
    }
    for (const [pattern, feature, label] of FEATURE_WORDS) {
      if (!pattern.test(what) || next.features.includes(feature)) continue;
      const applies = APPLIES[feature];
      if (applies && !applies.includes(next.archetype)) {
        skipped.push(`${label} does not apply to ${next.archetype.replace(/-/g, ' ')}s`);
        continue;
      }
      next.features = [...next.features, feature].sort();
      if (feature === 'autoplay') next.presentation.autoplay = true;
      notes.push(`added ${label}`);
    }
    const item =
      /\b(?:tab|link|step|column|item|section|plan)\s(?:(?:called|named|labell?ed)\s?)?[`'"‘“]?([^'"’”]+?)[`'"’”]?$/.exec(
        text,
      );
    if (
      item &&
      next.items.length &&
      !next.items.some((i) => i.toLowerCase() === item[1]!.toLowerCase())
    ) {
      next.items = [...next.items, sentenceCase(item[1]!)];
      notes.push(`added "${sentenceCase(item[1]!)}"`);
    }
  }

  // The main button's label.
  const label = buttonLabelIn(text);
  if (label) {
    const relabelled = relabelButton(next, label);
    if (relabelled) notes.push(relabelled);
  }

  // Title.
  const title =
    /\b(?:title|heading|headline)\s+(?:(?:to|as|should be)\s*)?[`'"‘“]([^'"’”]+)[`'"’”]/.exec(text);
  if (title && title[1] !== next.title) {
    next.title = title[1]!;
    notes.push(`changed the title to "${title[1]}"`);
  }

  // Styling: colours, radius, shadow, density, variant, theme.
  const styling = interpretStyling(lower, next.styling);
  const describeStyle: string[] = [];
  if (styling.primary !== next.styling.primary)
    describeStyle.push(`primary colour ${styling.primary}`);
  if (styling.background !== next.styling.background)
    describeStyle.push(`background ${styling.background}`);
  if (styling.radius !== next.styling.radius) describeStyle.push(`${styling.radius} corners`);
  if (styling.shadow !== next.styling.shadow)
    describeStyle.push(styling.shadow ? 'a shadow' : 'no shadow');
  if (styling.density !== next.styling.density) describeStyle.push(`${styling.density} spacing`);
  if (styling.variant !== next.styling.variant) describeStyle.push(`${styling.variant} buttons`);
  if (styling.theme !== next.styling.theme) describeStyle.push(`a ${styling.theme} theme`);
  if (describeStyle.length) {
    next.styling = styling;
    notes.push(`now uses ${describeStyle.join(', ')}`);
  }

  if (!notes.length) {
    const reason = skipped.length
      ? `${sentenceCase(skipped.join('; '))}, so`
      : `I did not find a change I can make from "${text.slice(0, 80)}", so`;
    return {
      model,
      changed: false,
      note: `${reason} ${model.name} is unchanged. Try "add a phone field", "make the buttons red and rounded" or "switch to React".`,
    };
  }
  return {
    model: next,
    changed: true,
    note: `${sentenceCase([...notes, ...skipped].join('; '))}.`,
  };
}
