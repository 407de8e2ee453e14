import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminMessages, ruleMessages } from '../../domain/messages';
import { findNotice } from '../../../.storybook/notices';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { PagesSection } from './PagesSection';
import { pagesTexts } from './pages-texts';

// What the 'server-error' failure mode answers (mocks/failure-answers.ts); stories may not import mocks/.
const SERVER_MESSAGE = 'Database connection failed. Please try again later.';
const WAIT = { timeout: 10_000 };
const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
// A seed page with a gallery of its own.
const GALLERY_PAGE = 'Manufacturing - Ironcrest Steel Industries';

const meta = {
  title: 'Admin/Pages/PagesSection',
  component: PagesSection,
} satisfies Meta<typeof PagesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open page form once its editor chunk has loaded (or fallen back to a plain HTML field). */
async function openForm(canvasElement: HTMLElement, name: string) {
  const dialog = within(await within(canvasElement).findByRole('dialog', { name }, WAIT));
  await dialog.findByRole('textbox', { name: 'Content' }, { timeout: 20_000 });
  return dialog;
}

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Pages' }, WAIT);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Page Management' })).toBeInTheDocument();
    for (const header of ['Title', 'Slug', 'Gallery Source', 'Status', 'Created', 'Actions']) {
      await expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = within(table).getByRole('cell', { name: GALLERY_PAGE }).closest('tr') as HTMLElement;
    await expect(within(row).getByText('Own gallery')).toBeInTheDocument();
    await expect(within(row).getByRole('button', { name: `Edit ${GALLERY_PAGE}` })).toBeInTheDocument();
  },
};

export const LoadedMobile: Story = { ...Loaded, globals: MOBILE };

export const Empty: Story = {
  parameters: { dataset: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(adminMessages.pages.empty, {}, WAIT)).toBeInTheDocument();
  },
};

export const LoadFailure: Story = {
  parameters: { scenarios: ['pagesFail'] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent(`Error loading pages: ${SERVER_MESSAGE}`);
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const AddValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Pages' }, WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Page' }));
    const dialog = await openForm(canvasElement, 'Add Page');
    await expect(dialog.getByText('Save the page first to manage its gallery.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Save Page' }));
    await expect(dialog.getByText(ruleMessages.required('Title'))).toBeInTheDocument();
    await expect(dialog.getByText(ruleMessages.required('Slug'))).toBeInTheDocument();
    await expect(dialog.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const AddValidationErrorsMobile: Story = { ...AddValidationErrors, globals: MOBILE };

export const EditWithGallery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Edit ${GALLERY_PAGE}` }, WAIT));
    const dialog = await openForm(canvasElement, 'Edit Page');
    await expect(dialog.getByLabelText(/^Title/)).toHaveValue(GALLERY_PAGE);
    const gallery = within(dialog.getByRole('region', { name: 'Page Gallery' }));
    await expect(await gallery.findByText(/^\d+\/25$/, {}, WAIT)).toBeInTheDocument();
    await expect(gallery.getByRole('button', { name: 'Upload Image' })).toBeEnabled();
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Chain Link Fencing' }, WAIT));
    const confirm = await canvas.findByRole('alertdialog', {}, WAIT);
    await expect(confirm).toHaveTextContent(adminMessages.confirmDelete('page'));
    await expect(within(confirm).getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { scenarios: ['pagesSlow'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(pagesTexts.loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('table', { name: 'Pages' })).not.toBeInTheDocument();
  },
};

/** The section with the notice region AdminApp provides, where save and delete messages appear. */
const withNotices = () => (
  <>
    <PagesSection />
    <NoticeRegion />
  </>
);

export const DeletedNotice: Story = {
  render: withNotices,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Chain Link Fencing' }, WAIT));
    const confirm = await canvas.findByRole('alertdialog', {}, WAIT);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await findNotice(canvasElement, 'status')).toHaveTextContent(adminMessages.pages.deleted);
    await waitFor(() => expect(canvas.queryByRole('cell', { name: 'Chain Link Fencing' })).not.toBeInTheDocument(), WAIT);
  },
};

export const UpdatedNotice: Story = {
  render: withNotices,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Edit ${GALLERY_PAGE}` }, WAIT));
    const dialog = await openForm(canvasElement, 'Edit Page');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Page' }));
    await expect(await findNotice(canvasElement, 'status')).toHaveTextContent(adminMessages.pages.updated);
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Edit Page' })).not.toBeInTheDocument(), WAIT);
  },
};
