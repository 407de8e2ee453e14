import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, MIN_ADMIN_PASSWORD_LENGTH, adminPasswordProblem } from './password-policy';

describe('adminPasswordProblem', () => {
  it('refuses passwords shorter than 12 characters', () => {
    expect(MIN_ADMIN_PASSWORD_LENGTH).toBe(12);
    expect(adminPasswordProblem('Xk9#mQ2!vL7')).toBe('The password must be at least 12 characters long.');
  });

  it.each(['passwordpassword', 'Password1234!!', 'administrator1', 'aaaaaaaaaaaaaaaa', 'ADMINISTRATOR2024'])(
    'refuses the common password %j',
    (password) => {
      expect(adminPasswordProblem(password)).toBe('The password is one of the most common passwords; choose another.');
    },
  );

  it('accepts a long password that is not on the list', () => {
    expect(adminPasswordProblem('rolled-steel-anvil-42')).toBeNull();
  });

  it('refuses the demo password (it may only be hashed with --allow-weak)', () => {
    expect(COMMON_PASSWORDS).toContain('admin123');
    expect(adminPasswordProblem('admin123')).not.toBeNull();
  });
});
