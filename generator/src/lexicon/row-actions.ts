/**
 * The words that attach actions to every row of a table ("View and Refund buttons on each row",
 * "each row has Edit and Delete actions", "an action column (edit / delete)").
 */

/** Rule: "<labels> buttons on each row": the labels come before these words. */
export const ACTIONS_ON_ROWS =
  /\b(?:buttons?|actions?|links?|icons?) (?:(?:on|in|for|beside) (?:each|every) |per )(?:row|line|entry|record)\b/g;

/** Rule: "each row has <labels> actions": the labels come after these words. */
export const ROWS_HAVE =
  /\b(?:each|every) (?:row|line|entry|record) (?:has|have|gets|shows|offers|with|contains|includes|carries)\b/g;

/** Rule: "an action column (edit / delete)", "row actions: edit, delete": the labels follow. */
export const ACTION_COLUMN = /\b(?:actions? column|row actions?)\b/g;

/** The nouns that close a list of row actions ("Edit and Delete actions"). */
export const ACTION_NOUN = /\b(?:buttons?|actions?|links?|icons?)\b/;

/** Words that end the text before a list of row actions ("… with", "… columns and"). */
export const LIST_START =
  /\b(?:with|has|have|plus|including|columns?|fields?|and an?|and the)\b|[;:.()]/g;

/** Row actions that take the row away. */
export const REMOVES_ROW = /^(?:delete|remove|trash|discard)\b/i;
