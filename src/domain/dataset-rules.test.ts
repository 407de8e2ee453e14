import { buildDataset } from '../../tests/support/builders';
import { checkDataset, createDatasetCheck, scriptScheme, type DatasetProblem } from './dataset-rules';

function problemsOf(value: unknown): readonly DatasetProblem[] {
  const result = checkDataset(value);
  return result.ok ? [] : result.problems;
}

const messages = (value: unknown) => problemsOf(value).map((problem) => problem.message);

describe('the import rules of a dataset file', () => {
  it('accepts a dataset that keeps every rule', () => {
    expect(checkDataset(buildDataset())).toMatchObject({ ok: true });
  });

  it('refuses a sixth slide, naming the limit the slider form gives', () => {
    const dataset = buildDataset();
    const slide = dataset.sliderItems[0]!;
    const sliderItems = Array.from({ length: 6 }, (_, index) => ({ ...slide, id: index + 1, display_order: index + 1 }));
    expect(problemsOf({ ...dataset, sliderItems })).toEqual([
      {
        rule: 'slider-limit',
        table: 'sliderItems',
        message: 'Slider items: the file has 6 slides, but the slider holds at most 5 ("Maximum 5 slider items allowed!")',
      },
    ]);
  });

  it('refuses a navigation item or page whose parent is not in the file', () => {
    const dataset = buildDataset();
    const navigation = dataset.navigation.map((item, index) => (index === 2 ? { ...item, parent_id: 404 } : item));
    const item = navigation[2]!;
    expect(problemsOf({ ...dataset, navigation })).toEqual([
      {
        rule: 'missing-parent',
        table: 'navigation',
        index: 2,
        message: `Navigation, record 3 (id ${item.id} ${JSON.stringify(item.title)}): its parent 404 is not in the file`,
      },
    ]);
  });

  it('refuses a javascript: link wherever a link is stored, in any letter case and with spaces or tabs inside', () => {
    const dataset = buildDataset();
    const teamMembers = dataset.teamMembers.map((member, index) => (index === 1 ? { ...member, linkedin_url: ' JavaScript:alert(1)' } : member));
    const seoSettings = dataset.seoSettings.map((settings, index) => (index === 0 ? { ...settings, canonical_url: 'java\tscript:alert(1)' } : settings));
    const homepageContent = { ...dataset.homepageContent, hero: { ...dataset.homepageContent.hero, title: 'vbscript:msgbox(1)' } };
    const found = problemsOf({ ...dataset, teamMembers, seoSettings, homepageContent });
    expect(found.map((problem) => [problem.rule, problem.table, problem.index])).toEqual([
      ['script-url', 'teamMembers', 1],
      ['script-url', 'homepageContent', undefined],
      ['script-url', 'seoSettings', 0],
    ]);
    expect(found[0]!.message).toBe(
      `Team members, record 2 (id ${teamMembers[1]!.id} ${JSON.stringify(teamMembers[1]!.name)}): linkedin_url is a javascript: link, which the site never stores`,
    );
    expect(found[1]!.message).toBe('Homepage content: hero.title is a vbscript: link, which the site never stores');
    expect(found[2]!.message).toMatch(/^SEO settings, record 1 \("homepage"\): canonical_url is a javascript: link/);
  });

  it('does not take text that mentions javascript: for a link', () => {
    expect(scriptScheme('Our site needs no javascript: it is prerendered')).toBeNull();
    expect(scriptScheme('<a href="javascript:alert(1)">x</a>')).toBeNull();
    expect(scriptScheme('\u0000 javascript:alert(1)')).toBe('javascript:');
  });

  it('refuses a duplicate id in any table, the large ones included, and a duplicate SEO page type or file path', () => {
    const dataset = buildDataset();
    const [first] = dataset.contactSubmissions;
    const found = problemsOf({
      ...dataset,
      contactSubmissions: [...dataset.contactSubmissions, { ...first!, name: 'Copy' }],
      seoSettings: [...dataset.seoSettings, dataset.seoSettings[0]!],
    });
    const position = dataset.contactSubmissions.length + 1;
    expect(found.map((problem) => problem.message)).toEqual([
      `Contact submissions, record ${position} (id ${first!.id} "Copy"): id ${first!.id} is already used by record 1`,
      `SEO settings, record ${dataset.seoSettings.length + 1} ("homepage"): page_type "homepage" is already used by record 1`,
    ]);
    expect(found.every((problem) => problem.rule === 'duplicate-id')).toBe(true);
  });

  it('finds a duplicate id across slices of a large table checked one after another', () => {
    const dataset = buildDataset();
    const row = dataset.contactSubmissions[0]!;
    const check = createDatasetCheck();
    check.rows('contactSubmissions', [row, { ...row, id: row.id + 100 }], 0);
    check.rows('contactSubmissions', [{ ...row, id: row.id + 100 }], 2);
    expect(check.problems.map((problem) => problem.message)).toEqual([
      `Contact submissions, record 3 (id ${row.id + 100} ${JSON.stringify(row.name)}): id ${row.id + 100} is already used by record 2`,
    ]);
  });

  it('refuses two pages with one slug, compared as the public address compares them', () => {
    const dataset = buildDataset();
    const [first, second] = dataset.pages;
    const pages = dataset.pages.map((page) => (page.id === second!.id ? { ...page, slug: first!.slug.toUpperCase() } : page));
    expect(messages({ ...dataset, pages })).toEqual([
      `Pages, record 2 (id ${second!.id} ${JSON.stringify(second!.title)}): slug ${JSON.stringify(first!.slug.toUpperCase())} is already used by record 1 (id ${first!.id})`,
    ]);
  });

  it('names the table, record and field the schema refuses, and a table missing from the file', () => {
    const dataset = buildDataset();
    const { files: _files, ...withoutFiles } = dataset;
    const services = dataset.services.map((service, index) => (index === 1 ? { ...service, id: 'two' } : service));
    expect(messages({ ...withoutFiles, services })).toEqual([
      `Services, record 2 (id two ${JSON.stringify(services[1]!.title)}): id: Invalid input: expected number, received NaN`,
      'Files: missing from the file',
    ]);
    expect(messages([])).toEqual(['The file does not hold a dataset: it should be an object with navigation, pages and the other tables, as "Export data" writes it']);
  });

  it('refuses a record its own form would refuse', () => {
    const dataset = buildDataset();
    const careerOpenings = dataset.careerOpenings.map((opening, index) => (index === 0 ? { ...opening, title: '   ' } : opening));
    expect(messages({ ...dataset, careerOpenings })).toEqual([
      `Career openings, record 1 (id ${careerOpenings[0]!.id}): title: Title is required`,
    ]);
  });
});
