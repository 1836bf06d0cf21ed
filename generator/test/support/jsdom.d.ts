// The part of jsdom's API the react-ds renderer uses (jsdom ships no declarations of its own).
declare module 'jsdom' {
  export interface ConstructorOptions {
    pretendToBeVisual?: boolean;
    url?: string;
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
  }
}
