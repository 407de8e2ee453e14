import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { changeText } from '../../../domain/drafts';
import { DraftBanner } from './DraftBanner';
import { draftsTexts } from './drafts-texts';
import type { DraftOffer } from './use-form-draft';

const longText =
  'Ironcrest supplies galvanised chain-link, welded mesh and palisade fencing for factories, warehouses, schools and highways, cut to length and delivered with posts, fittings and an installation guide in every order.';

const plain: DraftOffer = {
  time: '14:32',
  changedSince: false,
  changes: [
    { field: 'title', label: 'Title', from: 'Fencing Solutions', to: 'Fencing Solutions for Industry' },
    { field: 'content', label: 'Content', from: 'Chain-link and welded mesh.', to: 'Chain-link, welded mesh and palisade.' },
  ],
  failed: false,
  restore: () => undefined,
  discard: () => undefined,
};

const meta = {
  title: 'Admin/Shared/DraftBanner',
  component: DraftBanner,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          '**When to use.** Above a back-office form whose record has a draft kept in this browser (a reload, a crash, a closed tab, an expired session or a save that timed out left unsaved changes): it asks whether to restore them.\n\n**States.** Plain (the time in the site’s zone and what differs, old → new); stored version changed since the draft was taken; a long list of changes (long text shortened, the rest counted); restoring failed; mobile.\n\n**Accessibility.** A region named by its question; the changes are a list named “What differs from the saved version”; Restore and Discard are ordinary buttons, in reading order after the changes.',
      },
    },
  },
  args: { offer: { ...plain, restore: fn(), discard: fn() } },
} satisfies Meta<typeof DraftBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement, args }) => {
    const banner = within(within(canvasElement).getByRole('region', { name: draftsTexts.offer('14:32') }));
    await expect(banner.getByRole('list', { name: draftsTexts.changesLabel })).toHaveTextContent('Title: Fencing Solutions → Fencing Solutions for Industry');
    await userEvent.click(banner.getByRole('button', { name: draftsTexts.restore }));
    await expect(args.offer?.restore).toHaveBeenCalledTimes(1);
  },
};

export const StoredVersionChangedSince: Story = {
  args: { offer: { ...plain, time: 'Nov 26, 09:05', changedSince: true, restore: fn(), discard: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(draftsTexts.changedSince)).toBeVisible();
  },
};

export const LongDiff: Story = {
  args: {
    offer: {
      ...plain,
      changes: [
        { field: 'title', label: 'Title', from: 'Fencing Solutions', to: 'Fencing Solutions for Industry' },
        { field: 'content', label: 'Content', from: changeText(longText), to: changeText(`${longText} Ask for a site survey.`) },
        { field: 'metaDescription', label: 'Meta Description', from: '', to: 'Fencing for factories and highways.' },
        { field: 'hero.title', label: 'Hero Section › Title', from: 'Built to last', to: 'Built to last, delivered on time' },
        { field: 'hero.subtitle', label: 'Hero Section › Subtitle', from: 'Steel since 1987', to: '' },
        { field: 'isActive', label: 'Active', from: 'true', to: 'false' },
        { field: 'parentId', label: 'Parent Page', from: '', to: '3' },
        { field: 'slug', label: 'Slug', from: 'fencing', to: 'fencing-solutions' },
      ],
      restore: fn(),
      discard: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: draftsTexts.changesLabel }));
    await expect(list.getAllByRole('listitem')).toHaveLength(7);
    await expect(list.getByText(draftsTexts.more(2))).toBeVisible();
  },
};

export const RestoringFailed: Story = {
  args: { offer: { ...plain, failed: true, restore: fn(), discard: fn() } },
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement);
    await expect(banner.getByRole('alert')).toHaveTextContent(draftsTexts.restoreFailed);
    await userEvent.click(banner.getByRole('button', { name: draftsTexts.discard }));
    await expect(args.offer?.discard).toHaveBeenCalledTimes(1);
  },
};

export const PlainMobile: Story = { ...Plain, globals: { viewport: { value: 'mobile', isRotated: false } } };
