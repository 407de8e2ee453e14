import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AdminSectionId } from './sections';

/*
 * The section chunks live apart from sections.ts: sections import sectionPath() from there, and a registry that
 * also imported the sections would make every such import a dependency cycle.
 */

export type SectionModule = { default: ComponentType };

// Each section is its own chunk: heavy editors (Quill, dnd-kit, papaparse) load only with the section using them.
/** How each section's chunk is loaded; the shell calls a loader again when the administrator retries a failed load. */
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

export const SECTION_COMPONENTS: Record<AdminSectionId, LazyExoticComponent<ComponentType>> = {
  dashboard: lazy(SECTION_LOADERS.dashboard),
  pages: lazy(SECTION_LOADERS.pages),
  navigation: lazy(SECTION_LOADERS.navigation),
  slider: lazy(SECTION_LOADERS.slider),
  'contact-data': lazy(SECTION_LOADERS['contact-data']),
  'career-data': lazy(SECTION_LOADERS['career-data']),
  services: lazy(SECTION_LOADERS.services),
  products: lazy(SECTION_LOADERS.products),
  content: lazy(SECTION_LOADERS.content),
  seo: lazy(SECTION_LOADERS.seo),
};
