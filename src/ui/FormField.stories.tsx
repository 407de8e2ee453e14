import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ruleMessages } from '../domain/messages';
import { FormField, fieldAria } from './FormField';

const meta = {
  title: 'UI/FormField',
  component: FormField,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: '**When to use.** Every labelled input of the public forms and the back office: label, control, optional hint and error text.\n\n**States.** Idle, with an error, with hint and error, long text (stress). A required field shows the red asterisk.\n\n**Accessibility.** The label is a real `<label for>`; hint and error are tied to the control with `aria-describedby` and an error sets `aria-invalid`.\n\n**The control** is the `children`: the stories pass an e-mail input wired with `fieldAria(id, { error, hint })`, as every form does.' } } },
  args: { id: 'story-email', label: 'Email Address', required: true, children: null },
  argTypes: { children: { control: false } },
  // The control comes from the form (children); here an e-mail input tied to the field's label, hint and error.
  render: ({ children: _control, ...props }) => (
    <div style={{ maxWidth: 420, padding: '1rem' }}>
      <FormField {...props}>
        <input {...fieldAria(props.id, { error: props.error, hint: props.hint })} type="email" className="form-control" />
      </FormField>
    </div>
  ),
} satisfies Meta<typeof FormField>;

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
