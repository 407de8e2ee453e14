import type { ComponentType } from 'react';
import { ADMIN_SECTIONS, type AdminSectionId } from './sections';

/*
 * The section chunks live apart from sections.ts: sections import sectionPath() from there, and a registry that
 * also imported the sections would make every such import a dependency cycle.
 */

export type SectionModule = { default: ComponentType };

// Each section is its own chunk: heavy editors (Quill, dnd-kit, papaparse) load only with the section using them.
/** How each section's chunk is loaded. */
export const SECTION_LOADERS: Record<AdminSectionId, () => Promise<SectionModule>> = {
  dashboard: () => import('../dashboard/DashboardSection').then((m) => ({ default: m.DashboardSection })),
  pages: () => import('../pages/PagesSection').then((m) => ({ default: m.PagesSection })),
  navigation: () => import('../navigation/NavigationSection').then((m) => ({ default: m.NavigationSection })),
  slider: () => import('../slider/SliderSection').then((m) => ({ default: m.SliderSection })),
  'contact-data': () => import('../contact-data/ContactDataSection').then((m) => ({ default: m.ContactDataSection })),
  'career-data': () => import('../career-data/CareerDataSection').then((m) => ({ default: m.CareerDataSection })),
  services: () => import('../services/ServicesSection').then((m) => ({ default: m.ServicesSection })),
  products: () => import('../products/ProductsSection').then((m) => ({ default: m.ProductsSection })),
  content: () => import('../content/ContentSection').then((m) => ({ default: m.ContentSection })),
  seo: () => import('../seo/SeoSection').then((m) => ({ default: m.SeoSection })),
};

/** A load whose outcome is written on it, in the fields React's use() reads, so a settled one is read at once. */
export type SectionLoad = Promise<SectionModule> &
  ({ status: 'pending' } | { status: 'fulfilled'; value: SectionModule } | { status: 'rejected'; reason: unknown });

const loads = new Map<AdminSectionId, SectionLoad>();

/**
 * The section's chunk, loaded once. A section whose chunk is already here renders without suspending: no "Loading
 * section..." and no wait before it shows (React holds a revealed Suspense fallback for 300 ms). A failed load is
 * kept until `reloadSection` (the error boundary's retry).
 */
export function sectionModule(id: AdminSectionId): SectionLoad {
  let load = loads.get(id);
  if (!load) {
    const promise = SECTION_LOADERS[id]();
    const outcome = promise as Promise<SectionModule> & { status: string; value?: SectionModule; reason?: unknown };
    outcome.status = 'pending';
    promise.then(
      (value) => {
        outcome.status = 'fulfilled';
        outcome.value = value;
      },
      (reason: unknown) => {
        outcome.status = 'rejected';
        outcome.reason = reason;
      },
    );
    load = outcome as SectionLoad;
    loads.set(id, load);
  }
  return load;
}

/** Forgets a section's load (failed, e.g. its chunk gone after a deploy), so the next render loads it again. */
export function reloadSection(id: AdminSectionId): void {
  loads.delete(id);
}

/** Waits for the browser to be idle (or a moment, where it cannot tell). */
const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 50);
  });

/**
 * Loads every section's chunk, one at a time while the browser is idle, so that moving between sections shows the
 * next one at once. A chunk that fails here is loaded again when its section opens.
 */
export async function preloadSections(signal: AbortSignal): Promise<void> {
  for (const { id } of ADMIN_SECTIONS) {
    await idle();
    if (signal.aborted) return;
    await sectionModule(id).catch(() => reloadSection(id));
  }
}
