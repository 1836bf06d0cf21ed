/**
 * The questions a quiz asks, by topic: the engine writes them, as a random picker writes its quotes.
 * Each has four answers and the index of the right one; the facts are checked, not guessed.
 */
export interface QuizQuestion {
  question: string;
  answers: [string, string, string, string];
  correct: number;
}

export const QUIZ_TOPICS = ['general', 'capitals', 'javascript', 'math', 'science'] as const;
export type QuizTopic = (typeof QUIZ_TOPICS)[number];

export const QUIZ_QUESTIONS: Record<QuizTopic, QuizQuestion[]> = {
  general: [
    {
      question: 'What is the capital of France?',
      answers: ['London', 'Paris', 'Berlin', 'Madrid'],
      correct: 1,
    },
    { question: 'How many continents are there?', answers: ['5', '6', '7', '8'], correct: 2 },
    {
      question: 'Which planet is known as the Red Planet?',
      answers: ['Venus', 'Jupiter', 'Saturn', 'Mars'],
      correct: 3,
    },
    {
      question: 'What is the largest ocean on Earth?',
      answers: ['Pacific', 'Atlantic', 'Indian', 'Arctic'],
      correct: 0,
    },
    {
      question: 'Who wrote "Romeo and Juliet"?',
      answers: ['Charles Dickens', 'Jane Austen', 'William Shakespeare', 'Mark Twain'],
      correct: 2,
    },
    {
      question: 'How many days are there in a leap year?',
      answers: ['364', '365', '366', '367'],
      correct: 2,
    },
    {
      question: 'What is the tallest mountain above sea level?',
      answers: ['K2', 'Mount Everest', 'Kilimanjaro', 'Mont Blanc'],
      correct: 1,
    },
    { question: 'How many sides does a hexagon have?', answers: ['5', '6', '7', '8'], correct: 1 },
  ],
  capitals: [
    {
      question: 'What is the capital of Japan?',
      answers: ['Osaka', 'Kyoto', 'Tokyo', 'Nagoya'],
      correct: 2,
    },
    {
      question: 'What is the capital of Australia?',
      answers: ['Sydney', 'Canberra', 'Melbourne', 'Perth'],
      correct: 1,
    },
    {
      question: 'What is the capital of Canada?',
      answers: ['Toronto', 'Vancouver', 'Montreal', 'Ottawa'],
      correct: 3,
    },
    {
      question: 'What is the capital of Brazil?',
      answers: ['Brasília', 'Rio de Janeiro', 'São Paulo', 'Salvador'],
      correct: 0,
    },
    {
      question: 'What is the capital of Egypt?',
      answers: ['Alexandria', 'Cairo', 'Giza', 'Luxor'],
      correct: 1,
    },
    {
      question: 'What is the capital of Italy?',
      answers: ['Milan', 'Naples', 'Rome', 'Florence'],
      correct: 2,
    },
    {
      question: 'What is the capital of Spain?',
      answers: ['Madrid', 'Barcelona', 'Seville', 'Valencia'],
      correct: 0,
    },
    {
      question: 'What is the capital of Germany?',
      answers: ['Munich', 'Hamburg', 'Frankfurt', 'Berlin'],
      correct: 3,
    },
  ],
  javascript: [
    {
      question: 'Which keyword declares a variable that cannot be reassigned?',
      answers: ['var', 'let', 'const', 'static'],
      correct: 2,
    },
    {
      question: 'What does typeof null return?',
      answers: ['"null"', '"object"', '"undefined"', '"number"'],
      correct: 1,
    },
    {
      question: 'Which array method adds an item to the end?',
      answers: ['push', 'shift', 'unshift', 'pop'],
      correct: 0,
    },
    {
      question: 'What does === compare?',
      answers: ['Value only', 'Type only', 'Value and type', 'References only'],
      correct: 2,
    },
    {
      question: 'What does JSON stand for?',
      answers: [
        'Java Source Object Notation',
        'JavaScript Object Notation',
        'JavaScript Ordered Nodes',
        'Joined Script Object Names',
      ],
      correct: 1,
    },
    {
      question: 'Which method turns a JSON string into an object?',
      answers: ['JSON.stringify', 'JSON.parse', 'JSON.read', 'JSON.object'],
      correct: 1,
    },
    {
      question: 'What is the result of 2 + "2" in JavaScript?',
      answers: ['4', '"22"', 'NaN', 'An error'],
      correct: 1,
    },
    {
      question: 'Which of these is not a primitive type?',
      answers: ['string', 'boolean', 'object', 'symbol'],
      correct: 2,
    },
  ],
  math: [
    { question: 'What is 7 × 8?', answers: ['54', '56', '58', '64'], correct: 1 },
    { question: 'What is 144 ÷ 12?', answers: ['10', '11', '12', '14'], correct: 2 },
    { question: 'What is 15 + 27?', answers: ['42', '41', '43', '32'], correct: 0 },
    { question: 'What is the square root of 81?', answers: ['7', '8', '9', '11'], correct: 2 },
    { question: 'What is 25% of 200?', answers: ['25', '40', '50', '75'], correct: 2 },
    { question: 'What is 2 to the power of 5?', answers: ['10', '16', '25', '32'], correct: 3 },
    { question: 'What is 100 − 37?', answers: ['63', '67', '73', '53'], correct: 0 },
    {
      question: 'How many degrees are there in a right angle?',
      answers: ['45', '90', '180', '360'],
      correct: 1,
    },
  ],
  science: [
    {
      question: 'What is the chemical symbol for water?',
      answers: ['O2', 'H2O', 'CO2', 'HO'],
      correct: 1,
    },
    {
      question: 'Which gas do plants take in from the air?',
      answers: ['Oxygen', 'Nitrogen', 'Carbon dioxide', 'Helium'],
      correct: 2,
    },
    {
      question: 'What is the closest star to Earth?',
      answers: ['The Sun', 'Sirius', 'Proxima Centauri', 'Polaris'],
      correct: 0,
    },
    {
      question: 'How many bones are in the adult human body?',
      answers: ['186', '206', '226', '256'],
      correct: 1,
    },
    {
      question: 'What is the chemical symbol for gold?',
      answers: ['Go', 'Gd', 'Au', 'Ag'],
      correct: 2,
    },
    {
      question: 'At what temperature in °C does water boil at sea level?',
      answers: ['90', '100', '110', '120'],
      correct: 1,
    },
    {
      question: 'Which planet is the largest in our solar system?',
      answers: ['Saturn', 'Earth', 'Neptune', 'Jupiter'],
      correct: 3,
    },
    {
      question: 'What part of the cell holds its DNA?',
      answers: ['Nucleus', 'Membrane', 'Ribosome', 'Cytoplasm'],
      correct: 0,
    },
  ],
};

/** The topic a quiz's description names ("a quiz about world capitals", "a JavaScript quiz"). */
export function readQuizTopic(lower: string): QuizTopic {
  if (/\bcapitals?\b|\bcountr(?:y|ies)\b|\bgeography\b/.test(lower)) return 'capitals';
  if (/\bjavascript\b|\bjs\b|\bprogramming\b|\bcoding\b|\bweb dev/.test(lower)) return 'javascript';
  if (/\bmaths?\b|\barithmetic\b|\bmultiplication\b|\bnumbers?\b/.test(lower)) return 'math';
  if (/\bscience\b|\bchemistry\b|\bbiology\b|\bphysics\b|\bspace\b|\bplanets?\b/.test(lower))
    return 'science';
  return 'general';
}
