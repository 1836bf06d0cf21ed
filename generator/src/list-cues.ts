import type { Archetype } from './model';

/**
 * Where a description lists labels after (or before) a noun: "tabs: A, B and C", "steps named A, B, C",
 * "with A, B and C columns". One set of literal patterns per noun set, so no pattern is ever built at
 * run time. The interpreter's text is single-spaced (cleanText), so one `\s` stands for a space.
 */
export interface ListCues {
  /** "NOUN: A, B and C", "NOUN (A, B, C)", "NOUN — A, B". */
  labelled: RegExp;
  /** "NOUN A, B, C", "NOUN named A, B and C". */
  named: RegExp;
  /** "with A, B and C NOUN". */
  trailing: RegExp;
}

export const ITEM_CUES: Partial<Record<Archetype, ListCues>> = {
  'chip-group': {
    labelled:
      /\b(?:chips?|filters?|options?|choices?|tags?)\b[^:.;(,]{0,30}?(?:[:(—–]|\s-\s)\s*([^\s.;)][^.;)]*|\s)/i,
    named:
      /\b(?:chips?|filters?|options?|choices?)\s+(?:(?:named|called|labell?ed|like|such as|for|of|:)\s*)?([^\s.;()][^.;()]*|\s)/i,
    trailing: /(?:with|:|has|having|showing)\s([^:;.()]+?)\s(?:chips?|filters?|options?)\b/i,
  },
  // An autocomplete's own entries: "suggests these fruits: Apple, Pear, Plum".
  'search-bar': {
    labelled:
      /\b(?:options?|suggestions?|choices?|entries|values|items|languages|countries|cities|fruits?|names|colou?rs|frameworks)\b[^:.;(,]{0,30}?(?:[:(—–]|\s-\s)\s*([^\s.;)][^.;)]*|\s)/i,
    named:
      /\b(?:options?|suggestions?|choices?)\s+(?:(?:named|called|like|such as|of|:)\s*)?([^\s.;()][^.;()]*|\s)/i,
    trailing:
      /(?:with|:|has|having|from|among)\s([^:;.()]+?)\s(?:options?|suggestions?|choices?)\b/i,
  },
  poll: {
    labelled:
      /\b(?:options?|choices?|answers?)\b[^:.;(,]{0,30}?(?:[:(—–]|\s-\s)\s*([^\s.;)][^.;)]*|\s)/i,
    named:
      /\b(?:options?|choices?|answers?)\s+(?:(?:named|called|labell?ed|like|such as|of|:)\s*)?([^\s.;()][^.;()]*|\s)/i,
    trailing:
      /(?:with|:|has|having|showing|between)\s([^:;.()]+?)\s(?:options?|choices?|answers?)\b/i,
  },
  'feature-grid': {
    labelled:
      /\b(?:features?|titles?|benefits?|cards?|description)\b[^:.;(,]{0,30}?(?:[:(—–]|\s-\s)\s*([^\s.;)][^.;)]*|\s)/i,
    named:
      /\b(?:features?|benefits?)\s+(?:(?:named|called|labell?ed|like|such as|for|of|:)\s*)?([^\s.;()][^.;()]*|\s)/i,
    trailing: /(?:with|:|has|having|showing)\s([^:;.()]+?)\s(?:features?|benefits?)\b/i,
  },
  'stat-card': {
    labelled:
      /\b(?:(?:stat(?:istic)?s?\s|kpi\s|metric\s)?cards?|metrics?|kpis?|stats?|tiles?|widgets?)\b[^:.;(,]{0,30}?(?:[:(—–]|\s-\s)\s*([^\s.;)][^.;)]*|\s)/i,
    named:
      /\b(?:(?:stat(?:istic)?s?\s|kpi\s|metric\s)?cards?|metrics?|kpis?|stats?|tiles?|widgets?|dashboard)\s+(?:(?:named|called|labell?ed|like|such as|for|of|with|showing|displaying|tracking|:)\s*)?([^\s.;()][^.;()]*|\s)/i,
    trailing:
      /(?:with|:|has|having|showing)\s([^:;.()]+?)\s(?:(?:stat(?:istic)?s?\s|kpi\s|metric\s)?cards?|metrics?|kpis?|stats?|tiles?|widgets?)\b/i,
  },
  cart: {
    labelled:
      /\b(?:items?|products?|lines?|things)\b[^:.;(,]{0,30}?(?:[:(—–]|\s-\s)\s*([^\s.;)][^.;)]*|\s)/i,
    named:
      /\b(?:items?|products?|lines?|things)\s+(?:(?:named|called|like|such as|for|of|:)\s*)?([^\s.;()][^.;()]*|\s)/i,
    trailing:
      /(?:with|:|has|having|showing|for|of)\s([^:;.()]+?)\s(?:items?|products?|lines?|things)\b/i,
  },
  tabs: {
    labelled: /\btabs?\b[^:.;(,]{0,30}?(?:[:(—–]|\s-\s)\s*([^\s.;)][^.;)]*|\s)/i,
    named:
      /\btabs?\s+(?:(?:named|called|labell?ed|like|such as|for|of|:)\s*)?([^\s.;()][^.;()]*|\s)/i,
    trailing: /(?:with|:|has|having|showing)\s([^:;.()]+?)\stabs?\b/i,
  },
  navbar: {
    labelled:
      /\b(?:links?|items?|pages?|menu items?)\b[^:.;(,]{0,30}?(?:[:(—–]|\s-\s)\s*([^\s.;)][^.;)]*|\s)/i,
    named:
      /\b(?:links?|items?|pages?|menu items?)\s+(?:(?:named|called|labell?ed|like|such as|for|of|:)\s*)?([^\s.;()][^.;()]*|\s)/i,
    trailing:
      /(?:with|:|has|having|showing)\s([^:;.()]+?)\s(?:links?|items?|pages?|menu items?)\b/i,
  },
  sidebar: {
    labelled:
      /\b(?:labels?|items?|links?|sections?|entries|pages?|for)\b[^:.;(,]{0,30}?(?:[:(—–]|\s-\s)\s*([^\s.;)][^.;)]*|\s)/i,
    named:
      /\b(?:labels?|items?|links?|sections?|entries|pages?|for)\s+(?:(?:named|called|labell?ed|like|such as|for|of|:)\s*)?([^\s.;()][^.;()]*|\s)/i,
    trailing:
      /(?:with|:|has|having|showing)\s([^:;.()]+?)\s(?:labels?|items?|links?|sections?|entries|pages?|for)\b/i,
  },
  footer: {
    labelled:
      /\b(?:columns?|sections?|groups?)\b[^:.;(,]{0,30}?(?:[:(—–]|\s-\s)\s*([^\s.;)][^.;)]*|\s)/i,
    named:
      /\b(?:columns?|sections?|groups?)\s+(?:(?:named|called|labell?ed|like|such as|for|of|:)\s*)?([^\s.;()][^.;()]*|\s)/i,
    trailing: /(?:with|:|has|having|showing)\s([^:;.()]+?)\s(?:columns?|sections?|groups?)\b/i,
  },
  breadcrumb: {
    labelled:
      /\b(?:navigation|breadcrumbs?|path|trail)\b[^:.;(,]{0,30}?(?:[:(—–]|\s-\s)\s*([^\s.;)][^.;)]*|\s)/i,
    named:
      /\b(?:navigation|breadcrumbs?|path|trail)\s+(?:(?:named|called|labell?ed|like|such as|for|of|:)\s*)?([^\s.;()][^.;()]*|\s)/i,
    trailing:
      /(?:with|:|has|having|showing)\s([^:;.()]+?)\s(?:navigation|breadcrumbs?|path|trail)\b/i,
  },
  stepper: {
    labelled:
      /\b(?:steps?|wizard|stepper|stages?)\b[^:.;(,]{0,30}?(?:[:(—–]|\s-\s)\s*([^\s.;)][^.;)]*|\s)/i,
    named:
      /\b(?:steps?|wizard|stepper|stages?)\s+(?:(?:named|called|labell?ed|like|such as|for|of|:)\s*)?([^\s.;()][^.;()]*|\s)/i,
    trailing: /(?:with|:|has|having|showing)\s([^:;.()]+?)\s(?:steps?|wizard|stepper|stages?)\b/i,
  },
  timeline: {
    labelled:
      /\b(?:events?|timeline|stages?|milestones?|steps?|items?|entries)\b[^:.;(,]{0,30}?(?:[:(—–]|\s-\s)\s*([^\s.;)][^.;)]*|\s)/i,
    named:
      /\b(?:events?|timeline|stages?|milestones?|steps?|items?|entries)\s+(?:(?:named|called|labell?ed|like|such as|for|of|:)\s*)?([^\s.;()][^.;()]*|\s)/i,
    trailing:
      /(?:with|:|has|having|showing)\s([^:;.()]+?)\s(?:events?|timeline|stages?|milestones?|steps?|items?|entries)\b/i,
  },
  kanban: {
    labelled:
      /\b(?:columns?|lanes?|lists?|stages?)\b[^:.;(,]{0,30}?(?:[:(—–]|\s-\s)\s*([^\s.;)][^.;)]*|\s)/i,
    named:
      /\b(?:columns?|lanes?|lists?|stages?)\s+(?:(?:named|called|labell?ed|like|such as|for|of|:)\s*)?([^\s.;()][^.;()]*|\s)/i,
    trailing: /(?:with|:|has|having|showing)\s([^:;.()]+?)\s(?:columns?|lanes?|lists?|stages?)\b/i,
  },
  dropdown: {
    labelled:
      /\b(?:actions?|options?|items?|entries)\b[^:.;(,]{0,30}?(?:[:(—–]|\s-\s)\s*([^\s.;)][^.;)]*|\s)/i,
    named:
      /\b(?:actions?|options?|items?|entries)\s+(?:(?:named|called|labell?ed|like|such as|for|of|:)\s*)?([^\s.;()][^.;()]*|\s)/i,
    trailing:
      /(?:with|:|has|having|showing)\s([^:;.()]+?)\s(?:actions?|options?|items?|entries)\b/i,
  },
  'pricing-table': {
    labelled: /\b(?:plans?|tiers?)\b[^:.;(,]{0,30}?(?:[:(—–]|\s-\s)\s*([^\s.;)][^.;)]*|\s)/i,
    named:
      /\b(?:plans?|tiers?)\s+(?:(?:named|called|labell?ed|like|such as|for|of|:)\s*)?([^\s.;()][^.;()]*|\s)/i,
    trailing: /(?:with|:|has|having|showing)\s([^:;.()]+?)\s(?:plans?|tiers?)\b/i,
  },
  // "captions Sunrise, Mountains, Ocean", "slides: A, B, C": what each slide says.
  carousel: {
    labelled: /\b(?:captions?|slides?)\b[^:.;(,]{0,30}?(?:[:(—–]|\s-\s)\s*([^\s.;)][^.;)]*|\s)/i,
    named:
      /\b(?:captions?|slides?)\s+(?:(?:named|called|labell?ed|like|such as|for|of|:)\s*)?([^\s.;()][^.;()]*|\s)/i,
    trailing: /(?:with|:|has|having|showing)\s([^:;.()]+?)\s(?:captions?|slides?)\b/i,
  },
  accordion: {
    labelled:
      /\b(?:questions?|sections?|items?)\b[^:.;(,]{0,30}?(?:[:(—–]|\s-\s)\s*([^\s.;)][^.;)]*|\s)/i,
    named:
      /\b(?:questions?|sections?|items?)\s+(?:(?:named|called|labell?ed|like|such as|for|of|about|on|:)\s*)?([^\s.;()][^.;()]*|\s)/i,
    trailing: /(?:with|:|has|having|showing)\s([^:;.()]+?)\s(?:questions?|sections?|items?)\b/i,
  },
  // A picker's own names or options: "names Priya, Marcus and Lena", "choices: Tea, Coffee".
  randomizer: {
    labelled:
      /\b(?:names|people|options|choices|entries|teammates|players)\b[^:.;(,]{0,30}?(?:[:(—–]|\s-\s)\s*([^\s.;)][^.;)]*|\s)/i,
    named:
      /\b(?:names|people|options|choices|teammates|players)\s+(?:(?:named|called|like|such as|of|:)\s*)?([^\s.;()][^.;()]*|\s)/i,
    trailing: /(?:with|:|has|having|from|among)\s([^:;.()]+?)\s(?:names|options|choices)\b/i,
  },
  list: {
    labelled:
      /\b(?:items?|tasks?|entries)\b[^:.;(,]{0,30}?(?:[:(—–]|\s-\s)\s*([^\s.;)][^.;)]*|\s)/i,
    // "items like A, B", and what a list starts with: "starts with A, B and C", "pre-filled with …".
    named:
      /\b(?:(?:items?|tasks?|entries)\s+(?:(?:named|called|labell?ed|like|such as|for|of|:)\s*)?|(?:starts?|starting|begins?|beginning|(?:pre-?)?(?:filled|populated|loaded)|seeded)\s+(?:off\s+|out\s+)?with\s+|(?:already\s+)?(?:contains|containing)\s+)([^\s.;()][^.;()]*|\s)/i,
    trailing: /(?:with|:|has|having|showing)\s([^:;.()]+?)\s(?:items?|tasks?|entries)\b/i,
  },
};

export const COLUMN_CUES: ListCues = {
  labelled:
    /\b(?:columns?|fields?|shows?|showing|displays?|with|including)\b[^:.;(,]{0,30}?(?:[:(—–]|\s-\s)\s*([^\s.;)][^.;)]*|\s)/i,
  // "with columns Order, Customer": the noun after "with" opens the list, it is not a label.
  named:
    /\b(?:columns?|fields?|shows?|showing|displays?|with|including)\s+(?:(?:columns?|fields?)\s+)?(?:(?:named|called|labell?ed|like|such as|for|of|:)\s*)?([^\s.;()][^.;()]*|\s)/i,
  trailing:
    /(?:with|:|has|having|showing)\s([^:;.()]+?)\s(?:columns?|fields?|shows?|showing|displays?|with|including)\b/i,
};

export const DETAIL_CUES: ListCues = {
  labelled:
    /\b(?:shows?|showing|displays?|displaying|contains?|with)\b[^:.;(,]{0,30}?(?:[:(—–]|\s-\s)\s*([^\s.;)][^.;)]*|\s)/i,
  named:
    /\b(?:shows?|showing|displays?|displaying|contains?|with)\s+(?:(?:named|called|labell?ed|like|such as|for|of|:)\s*)?([^\s.;()][^.;()]*|\s)/i,
  trailing:
    /(?:with|:|has|having|showing)\s([^:;.()]+?)\s(?:shows?|showing|displays?|displaying|contains?|with)\b/i,
};

/**
 * The counts a profile names ("stats: Posts, Followers, Following"). Kept apart from ITEM_CUES: a
 * profile's other lists ("a photo, name and bio") say what it shows, not counts.
 */
export const PROFILE_STATS: ListCues = {
  labelled:
    /\b(?:stat(?:istic)?s|counts|numbers|counters)\b[^:.;(]{0,20}?(?:[:(—–]|\s-\s)\s*([^\s.;)][^.;)]*|\s)/i,
  named:
    /\b(?:stat(?:istic)?s|counts|counters)\s+(?:for|of|like|such as|showing)\s*([^\s.;()][^.;()]*|\s)/i,
  trailing: /(?:with|:|has|having|showing)\s([^:;.()]+?)\s(?:stat(?:istic)?s|counts|counters)\b/i,
};
