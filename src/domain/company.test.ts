import { describe, expect, it } from 'vitest';
import { CertificationInputSchema, HomepageContentSchema, InfrastructureInputSchema, TeamMemberInputSchema } from './company';
import { ruleMessages } from './messages';

describe('TeamMemberInputSchema (admin spec 5)', () => {
  const member = { name: 'Meera Sandhu', position: 'Director', description: 'Leads operations', image_url: '', email: '', linkedin_url: '' };

  it('requires name, position and description', () => {
    expect(TeamMemberInputSchema.safeParse(member).success).toBe(true);
    for (const [field, label] of [['name', 'Name'], ['position', 'Position'], ['description', 'Description']] as const) {
      expect(TeamMemberInputSchema.safeParse({ ...member, [field]: '' }).error?.issues[0]?.message).toBe(ruleMessages.required(label));
    }
  });

  it('types email as an e-mail address and LinkedIn and image as URLs when given', () => {
    expect(TeamMemberInputSchema.safeParse({ ...member, email: 'meera@' }).error?.issues[0]?.message).toBe(ruleMessages.invalidEmail('Email'));
    expect(TeamMemberInputSchema.safeParse({ ...member, linkedin_url: 'linkedin' }).error?.issues[0]?.message).toBe(
      ruleMessages.invalidUrl('LinkedIn URL'),
    );
    expect(TeamMemberInputSchema.safeParse({ ...member, image_url: 'javascript:x' }).error?.issues[0]?.message).toBe(
      ruleMessages.invalidUrl('Image URL'),
    );
    expect(
      TeamMemberInputSchema.safeParse({
        ...member,
        email: 'meera@ironcreststeel.com',
        linkedin_url: 'https://www.linkedin.com/in/meera',
        image_url: '/images/team/meera.webp',
      }).success,
    ).toBe(true);
  });
});

describe('infrastructure and certification forms (admin spec 5: title and description required)', () => {
  it.each([
    ['infrastructure', InfrastructureInputSchema],
    ['certification', CertificationInputSchema],
  ] as const)('the %s form requires title and description', (_name, schema) => {
    expect(schema.safeParse({ title: '', description: 'x' }).error?.issues[0]?.message).toBe(ruleMessages.required('Title'));
    expect(schema.safeParse({ title: 'x', description: '' }).error?.issues[0]?.message).toBe(ruleMessages.required('Description'));
    expect(schema.safeParse({ title: 'x', description: 'y' }).success).toBe(true);
  });
});

describe('HomepageContentSchema', () => {
  it('gives every missing section empty texts', () => {
    const content = HomepageContentSchema.parse({ hero: { title: 'Hero', subtitle: null, description: 'Text' } });
    expect(content.hero).toEqual({ title: 'Hero', subtitle: '', description: 'Text' });
    expect(content.cta).toEqual({ title: '', subtitle: '', description: '' });
  });
});
