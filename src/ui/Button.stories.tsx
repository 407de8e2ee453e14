import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'neutral';

type ButtonProps = {
  /** Visual weight: one primary action per view; secondary for the rest; danger only for destructive actions. */
  variant: ButtonVariant;
  /** Compact size for table rows and toolbars. */
  small?: boolean;
  disabled?: boolean;
  children: ReactNode;
  onClick?: () => void;
};

/**
 * Buttons are the global classes of src/app/global.css (`btn`, `btn--primary`, `btn--secondary`, `btn--danger`,
 * `btn--small`) on native `<button>` and `<a>` elements; this preview applies them from args.
 */
function Button({ variant, small = false, disabled = false, children, onClick }: ButtonProps) {
  const classes = ['btn', variant === 'neutral' ? '' : `btn--${variant}`, small ? 'btn--small' : ''].filter(Boolean).join(' ');
  return (
    <div style={{ padding: '1rem' }}>
      <button type="button" className={classes} disabled={disabled} onClick={onClick}>
        {children}
      </button>
    </div>
  );
}

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          '**When to use.** Any action: `btn btn--primary` for the one main action of a view (Submit, Save), `btn--secondary` for the others (Cancel, Edit), `btn--danger` for destructive ones (Delete), `btn--small` in table rows.\n\n**States.** Default, hover (darker), focus (the info-blue ring), disabled (55 % opacity, not-allowed cursor).\n\n**Accessibility.** Use a `<button>` for actions and an `<a class="btn">` for navigation. An icon-only or repeated button ("Edit" in every row) needs an `aria-label` naming its object ("Edit: Chain Link Fencing"). Labels on the accent and danger colours meet 4.5:1.',
      },
    },
  },
  args: { variant: 'primary', small: false, disabled: false, children: 'Submit Application', onClick: fn() },
  // There is no Button component to read props from (the buttons are classes on native elements), so the table says
  // what each class or attribute does.
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'danger', 'neutral'],
      description: 'Visual weight: `btn--primary` for the one main action of a view, `btn--secondary` for the rest, `btn--danger` only for destructive actions; neutral is `btn` alone.',
      table: { type: { summary: "'primary' | 'secondary' | 'danger' | 'neutral'" } },
    },
    small: {
      control: 'boolean',
      description: '`btn--small`: the compact size for table rows and toolbars.',
      table: { type: { summary: 'boolean' }, defaultValue: { summary: 'false' } },
    },
    disabled: {
      control: 'boolean',
      description: 'The native `disabled` attribute: 55 % opacity, a not-allowed cursor, no click (e.g. while a form is sending).',
      table: { type: { summary: 'boolean' }, defaultValue: { summary: 'false' } },
    },
    children: { control: 'text', description: 'The label: a verb naming the action.', table: { type: { summary: 'ReactNode' } } },
    onClick: { description: 'What the action does.', table: { type: { summary: '() => void' } } },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit Application' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const SecondarySmall: Story = {
  args: { variant: 'secondary', small: true, children: 'Edit' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Edit' })).toHaveClass('btn--secondary', 'btn--small');
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Delete' })).toHaveClass('btn--danger');
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Sending...' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sending...' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
