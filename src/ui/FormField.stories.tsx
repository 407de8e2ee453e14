import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ruleMessages } from '../domain/messages';
import { FormField, fieldAria, type FormFieldProps } from './FormField';

/** A field with its input wired through fieldAria(), as every form does it. */
function EmailField(props: Omit<FormFieldProps, 'children'>) {
  return (
    <div style={{ maxWidth: 420, padding: '1rem' }}>
      <FormField {...props}>
        <input {...fieldAria(props.id, { error: props.error, hint: props.hint })} type="email" className="form-control" />
      </FormField>
    </div>
  );
}

const meta = {
  title: 'UI/FormField',
  component: EmailField,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: '**When to use.** Every labelled input of the public forms and the back office: label, control, optional hint and error text.\n\n**States.** Idle, with an error, with hint and error. A required field shows the red asterisk.\n\n**Accessibility.** The label is a real `<label for>`; hint and error are tied to the control with `aria-describedby` and an error sets `aria-invalid`.' } } },
  args: { id: 'story-email', label: 'Email Address', required: true },
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Email Address/);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { error: ruleMessages.required('Email Address') },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Email Address/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Email Address is required');
  },
};

export const WithHintAndError: Story = {
  args: { error: ruleMessages.invalidEmail('Email Address'), hint: 'We reply within 24 hours.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Email Address/);
    await expect(input).toHaveAccessibleDescription(
      'Email Address must be a valid e-mail address We reply within 24 hours.',
    );
  },
};
