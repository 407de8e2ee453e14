import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PreviewPanel, type PreviewPanelProps } from './PreviewPanel';
import type { PreviewHead } from './preview-record';
import { previewTexts } from './preview-texts';
import type { PreviewWidth } from './preview-widths';

/*
 * In Storybook the frame shows a public page's own story (the app's /admin/preview route needs the whole app); in
 * the back office it is that route, rendering the edited record with its unsaved values.
 */
const storyFrame = (id: string) => `iframe.html?id=${id}&viewMode=story`;

const HEAD: PreviewHead = {
  title: 'Fencing Solutions - Ironcrest Steel Industries',
  description: 'Galvanised chain link, welded mesh and palisade fencing with posts, gates and fittings, made in our own works.',
  url: 'https://www.ironcreststeel.com/page/fencing',
  ogTitle: 'Fencing Solutions - Ironcrest Steel Industries',
  ogDescription: 'Galvanised chain link, welded mesh and palisade fencing with posts, gates and fittings, made in our own works.',
  image: 'site/share/og-default.png',
  robots: 'index,follow',
};

/** The panel with its width switch working, as the form holds it. */
function Panel(props: Omit<PreviewPanelProps, 'width' | 'onWidth'> & { initialWidth?: PreviewWidth }) {
  const [width, setWidth] = useState<PreviewWidth>(props.initialWidth ?? 'desktop');
  return <PreviewPanel {...props} width={width} onWidth={setWidth} />;
}

const meta = {
  title: 'Admin/Shared/PreviewPanel',
  component: Panel,
  tags: ['autodocs'],
  args: { src: storyFrame('public-page-dynamicpage--by-slug'), status: { state: 'shown' }, head: HEAD },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use.** Beside a back-office form (page, slide, homepage or About content): the public page with the unsaved values, before anything is saved. The form\'s **Preview** button opens it (`LivePreview`), and it follows the editor ~300 ms after they stop typing.\n\n' +
          '**How.** The frame is a document of the site itself (`/admin/preview`, noindex, under the back office robots.txt excludes) at a real viewport width, 1280 or 390 CSS px, scaled to the room beside the form, so the public stylesheet\'s media queries apply. It renders the same public components through a Repository that lays the unsaved record over the stored one and refuses every write. For a page, the head that page computes is shown as a search result (title ~60, description ~160 characters, URL on the site origin) and as a link card.\n\n' +
          '**States.** Desktop, phone, loading, a record that cannot be rendered, a page whose related read fails (the public page shows its own fallback), long non-English text.\n\n' +
          '**Accessibility.** The width switch is a group of toggle buttons (`aria-pressed`); the frame has a title; the search result and card are labelled regions; text blocks are `dir="auto"`.',
      },
    },
  },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: previewTexts.desktop })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByTitle(previewTexts.frameTitle)).toHaveStyle({ width: '1280px' });
    await expect(within(canvas.getByRole('region', { name: previewTexts.snippetHeading })).getByText('www.ironcreststeel.com › page › fencing')).toBeInTheDocument();
  },
};

export const Phone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: previewTexts.phone }));
    await expect(canvas.getByRole('button', { name: previewTexts.phone })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByTitle(previewTexts.frameTitle)).toHaveStyle({ width: '390px' });
  },
};

export const Loading: Story = {
  args: { status: { state: 'loading' }, head: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(previewTexts.loading);
  },
};

export const RecordCannotBeRendered: Story = {
  args: { status: { state: 'failed', reason: 'Cannot read properties of undefined (reading "title")' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(previewTexts.failed('Cannot read properties of undefined (reading "title")'));
  },
};

/** The page's own read fails: the public page shows what it shows visitors then (its built-in text), in the frame. */
export const UnreadableRelatedRead: Story = {
  args: { src: storyFrame('public-page-dynamicpage--failure-with-static-content') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTitle(previewTexts.frameTitle)).toHaveAttribute('src', expect.stringContaining('failure-with-static-content'));
  },
};

const LONG_ARABIC = 'حلول الأسوار المجلفنة للمزارع والعقارات وكل محيط تحتاج إلى حمايته، مصنوعة في مصانعنا الخاصة ومسلّمة في جميع أنحاء المنطقة';
const LONG_GERMAN = 'Feuerverzinkte Doppelstabmattenzäune, Schweißgitter und Palisadenzäune mit Pfosten, Toren und Befestigungsmaterial aus eigener Fertigung, geliefert in die ganze Region, mit Montageberatung durch unsere Ingenieure';

export const LongNonEnglishText: Story = {
  args: {
    head: { ...HEAD, title: `${LONG_ARABIC} - Ironcrest Steel Industries`, ogTitle: LONG_ARABIC, description: LONG_GERMAN, ogDescription: LONG_GERMAN, url: 'https://www.ironcreststeel.com/page/z%C3%A4une' },
  },
  play: async ({ canvasElement }) => {
    const snippet = within(within(canvasElement).getByRole('region', { name: previewTexts.snippetHeading }));
    // Cut as a search engine cuts: the title at ~60 characters, the description at ~160, each with an ellipsis.
    await expect(snippet.getByText(/^حلول الأسوار .*…$/)).toBeInTheDocument();
    await expect(snippet.getByText(/^Feuerverzinkte .*…$/)).toBeInTheDocument();
    await expect(snippet.getByText('www.ironcreststeel.com › page › zäune')).toBeInTheDocument();
  },
};
