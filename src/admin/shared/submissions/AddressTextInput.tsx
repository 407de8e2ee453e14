import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  /** The text the address holds. */
  value: string;
  /** Called with each change as it is typed (the list writes it to the address). */
  onChange: (text: string) => void;
};

/**
 * A filter's text box whose value is kept in the address. The router applies an address change in a transition, so
 * a box controlled by the address alone would put back the old text after each key until the transition lands, and
 * fast typing would lose characters ("quote" arriving as "qe"). This box shows what is typed at once; the address
 * follows. A change of the address that this box did not ask for (back, forward, a link) replaces its text.
 */
export function AddressTextInput({ value, onChange, ...input }: Props) {
  const [text, setText] = useState(value);
  // The texts written to the address that it has not shown yet, oldest first.
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const at = pending.current.indexOf(value);
    if (at >= 0) {
      pending.current = pending.current.slice(at + 1);
      return;
    }
    pending.current = [];
    setText(value);
  }, [value]);
  return (
    <input
      {...input}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        pending.current.push(next);
        onChange(next);
      }}
    />
  );
}
