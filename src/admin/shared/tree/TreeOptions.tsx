import { treeOptionLabel, type TreeOption } from './tree-option';

/** A parent picker's options: "none" first, then the tree, each entry indented by its depth. */
export function TreeOptions({ none, options }: { none: string; options: readonly TreeOption[] }) {
  return (
    <>
      <option value="">{none}</option>
      {options.map((option) => (
        <option key={option.id} value={String(option.id)}>
          {treeOptionLabel(option)}
        </option>
      ))}
    </>
  );
}
