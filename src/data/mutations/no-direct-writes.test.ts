import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The project's lint config, without the type-aware rules (they need the whole program, not these few lines). */
const eslint = new ESLint({
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
});

const messages = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath })).flatMap((result) => result.messages.filter((message) => message.ruleId === 'no-restricted-syntax'));

const SCREEN = `
import type { Repository } from '../../data/repository';
export async function screen(repository: Repository, area: (r: Repository) => Repository['slider'], ids: number[]) {
  await repository.pages.create({} as never);
  await repository['slider'].reorder(ids);
  await area(repository).update(1, {} as never);
  await repository.contactSubmissions.updateStatus(1, 'read');
  await repository.pages.list();
  await repository.careerApplications.downloadResume('cv.pdf');
}
`;

// Loading the config and its plugins takes seconds on a busy machine.
describe('the lint rule against direct Repository writes', { timeout: 60_000 }, () => {
  it('flags every write a screen calls on the Repository, and no read', async () => {
    const found = await messages(SCREEN, 'src/admin/pages/probe.ts');
    expect(found.map((message) => message.line)).toEqual([4, 5, 6, 7]);
    expect(found[0]?.message).toContain('useMutation(xxxMutations(useWriter()).<write>)');
    expect(await messages(SCREEN, 'src/public/contact/probe.ts')).toHaveLength(4);
  });

  it('lets the mutation layer write', async () => {
    expect(await messages(SCREEN, 'src/data/mutations/probe.ts')).toEqual([]);
  });
});
