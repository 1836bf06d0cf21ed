/**
 * What an autocomplete suggests when the description names the kind of thing but not the
 * entries: "suggests fruit names", "an autocomplete for countries". Countries when it names none.
 */
export type SuggestionTopic = 'country' | 'fruit' | 'city' | 'language' | 'colour';

const TOPICS: [SuggestionTopic, RegExp, string[]][] = [
  [
    'fruit',
    /\bfruits?\b/,
    [
      'Apple',
      'Apricot',
      'Banana',
      'Blackberry',
      'Blueberry',
      'Cherry',
      'Grape',
      'Kiwi',
      'Lemon',
      'Mango',
      'Orange',
      'Peach',
      'Pear',
      'Pineapple',
      'Strawberry',
    ],
  ],
  [
    'city',
    /\bcit(?:y|ies)\b|\btowns?\b/,
    [
      'Amsterdam',
      'Barcelona',
      'Berlin',
      'Boston',
      'Chicago',
      'Lisbon',
      'London',
      'Madrid',
      'Montreal',
      'New York',
      'Paris',
      'San Francisco',
      'Sydney',
      'Tokyo',
      'Toronto',
    ],
  ],
  [
    'language',
    /\b(?:programming )?languages?\b|\bframeworks?\b/,
    [
      'C',
      'C#',
      'C++',
      'Go',
      'Java',
      'JavaScript',
      'Kotlin',
      'PHP',
      'Python',
      'Ruby',
      'Rust',
      'Swift',
      'TypeScript',
    ],
  ],
  [
    'colour',
    /\bcolou?rs?\b/,
    [
      'Amber',
      'Black',
      'Blue',
      'Crimson',
      'Green',
      'Indigo',
      'Lavender',
      'Orange',
      'Pink',
      'Purple',
      'Red',
      'Teal',
      'White',
      'Yellow',
    ],
  ],
  [
    'country',
    /\bcountr(?:y|ies)\b|\bnations?\b/,
    [
      'Argentina',
      'Australia',
      'Austria',
      'Belgium',
      'Brazil',
      'Canada',
      'Denmark',
      'France',
      'Germany',
      'India',
      'Ireland',
      'Italy',
      'Japan',
      'Mexico',
      'Netherlands',
      'Norway',
      'Portugal',
      'Spain',
      'Sweden',
      'Switzerland',
      'United Kingdom',
      'United States',
    ],
  ],
];

/** The topic the description's words name, if any. */
export function readSuggestionTopic(lower: string): SuggestionTopic | undefined {
  return TOPICS.find(([, pattern]) => pattern.test(lower))?.[0];
}

/** The entries suggested for a topic (countries when none is named). */
export function suggestionsOf(topic: SuggestionTopic | undefined): string[] {
  return (TOPICS.find(([name]) => name === topic) ?? TOPICS[TOPICS.length - 1]!)[2];
}
