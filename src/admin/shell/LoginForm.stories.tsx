import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminMessages, ruleMessages } from '../../domain/messages';
import { LoginForm } from './LoginForm';
import { FREE_ATTEMPTS, LOGIN_THROTTLE_KEY, recordLoginFailure } from './login-throttle';

const WAIT = { timeout: 10_000 };
const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Admin/Shell/LoginForm',
  component: LoginForm,
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    await expect(canvas.getByLabelText(/Username/)).toHaveValue('');
    await expect(canvas.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
  },
};

export const EmptyMobile: Story = { ...Empty, globals: MOBILE };

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByText(ruleMessages.required('Username'))).toBeInTheDocument();
    await expect(canvas.getByText(ruleMessages.required('Password'))).toBeInTheDocument();
    await expect(canvas.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const InvalidCredentials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Username/), 'admin');
    await userEvent.type(canvas.getByLabelText(/Password/), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByRole('alert', {}, WAIT)).toHaveTextContent(adminMessages.login.invalid);
    await expect(canvas.getByLabelText(/Password/)).toHaveValue('');
  },
};

export const SessionExpiredNotice: Story = {
  args: { notice: adminMessages.login.sessionExpired },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(adminMessages.login.sessionExpired);
  },
};

export const IdleSignedOutNotice: Story = {
  args: { notice: adminMessages.login.signedOutIdle },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(adminMessages.login.signedOutIdle);
  },
};

/** Five failures in a row, on a clock that stands still: the wait shows 0:30 and Login cannot be used. */
export const Throttled: Story = {
  beforeEach: () => {
    const realNow = Date.now;
    const frozen = realNow();
    Date.now = () => frozen;
    for (let failure = 0; failure < FREE_ATTEMPTS; failure += 1) recordLoginFailure();
    return () => {
      Date.now = realNow;
      window.localStorage.removeItem(LOGIN_THROTTLE_KEY);
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(adminMessages.login.tooManyAttempts('0:30'));
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeDisabled();
  },
};

export const ThrottledMobile: Story = { ...Throttled, globals: MOBILE };
