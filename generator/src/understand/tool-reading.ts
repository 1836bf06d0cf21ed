/** What a working tool's readers take: the description's forms and the parts they may edit. */
import type { Action, Archetype, ComponentModel, Field, Presentation } from '../model';
import type { Quote } from './quotes';

export interface ToolReading {
  written: string;
  masked: string;
  lower: string;
  quotes: Quote[];
  archetype: Archetype;
  presentation: Presentation;
}

/** The parts the tool reading may take from or give to. */
export interface ToolPartsIn {
  items: string[];
  fields: Field[];
  actions: Action[];
  params: ComponentModel['params'];
}
