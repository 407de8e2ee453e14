/**
 * What `npm run hash-password` accepts as a new admin password. The browser-side login (admin spec 5) ships the hash in
 * the bundle, so anyone can guess offline: only length and not being on the attackers' first lists make that slow.
 */

export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/**
 * The most common passwords of public breach lists (and their obvious site-specific variants). Attackers try these
 * first, so a password on this list falls in seconds whatever the work factor.
 */
export const COMMON_PASSWORDS: readonly string[] = [
  '123456', '123456789', '12345678', '12345', '1234567', '1234567890', '123123', '111111', '000000', '654321',
  '666666', '121212', '123321', '112233', '987654321', '11111111', '1q2w3e4r', '1q2w3e4r5t', 'qwerty', 'qwerty123',
  'qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1qaz2wsx', 'password', 'password1', 'password123', 'passw0rd', 'p@ssw0rd',
  'p@ssword', 'abc123', 'abcd1234', 'iloveyou', 'princess', 'dragon', 'monkey', 'sunshine', 'letmein', 'football',
  'baseball', 'welcome', 'welcome1', 'welcome123', 'shadow', 'superman', 'master', 'michael', 'jennifer', 'trustno1',
  'hello123', 'freedom', 'whatever', 'starwars', 'computer', 'secret', 'changeme', 'default', 'login', 'guest',
  'root', 'toor', 'test', 'test123', 'admin', 'admin1', 'admin12', 'admin123', 'admin1234', 'admin12345',
  'administrator', 'adminadmin', 'administrator1', 'qazwsx', 'zaq12wsx', 'mustang', 'access', 'batman', 'charlie',
  'donald', 'loveme', 'ninja', 'azerty', 'solo', 'aa123456', 'password1234', 'passwordpassword', 'qwerty12345',
  'iloveyou123', 'ironcrest', 'ironcrest123', 'ironcreststeel', 'steel123', 'steelindustries',
];

const COMMON = new Set(COMMON_PASSWORDS);

/** Why a password is too weak for the admin login, as a sentence; null when it is acceptable. */
export function adminPasswordProblem(password: string): string | null {
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long.`;
  }
  const folded = password.toLowerCase();
  // "Password123!" and "password123" are the same first guess: trailing digits and symbols do not count.
  const stem = folded.replace(/[\d\W_]+$/u, '');
  if (COMMON.has(folded) || COMMON.has(stem) || /^(.)\1+$/u.test(password)) {
    return 'The password is one of the most common passwords; choose another.';
  }
  return null;
}
