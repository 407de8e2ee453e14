/** An entry of a parent picker: an item with its depth in the tree. */
export type TreeOption = { id: number; title: string; depth: number };

/**
 * The text of a parent picker's option, indented by its depth so the list shows the tree. Non-breaking spaces: option
 * text is otherwise trimmed.
 */
export function treeOptionLabel(option: TreeOption): string {
  return '\u00a0\u00a0'.repeat(option.depth * 2) + option.title;
}
