/**
 * Buttons listed as quotes in a run after (or before) the word for buttons, in English, French,
 * German or Spanish quotation marks: every quote of the run is a button, the last one after the
 * conjunction too.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/index';

const labels = (description: string) => interpret(description).actions.map((a) => a.label);

describe('given three quoted buttons joined by a conjunction', () => {
  it('should make each of them a button, in order, in every language', () => {
    expect(
      labels('Cookie consent with boutons « Accepter », « Refuser » et « Personnaliser »'),
    ).toEqual(['Accepter', 'Refuser', 'Personnaliser']);
    expect(labels('Ein Dialog mit Buttons „Speichern“, „Abbrechen“ und „Löschen“')).toEqual([
      'Speichern',
      'Abbrechen',
      'Löschen',
    ]);
    expect(labels('Un diálogo con botones «Guardar», «Cancelar» y «Eliminar»')).toEqual([
      'Guardar',
      'Cancelar',
      'Eliminar',
    ]);
    expect(labels('A dialog with "Save", "Cancel" and "Delete" buttons')).toEqual([
      'Save',
      'Cancel',
      'Delete',
    ]);
  });
});
