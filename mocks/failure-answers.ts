import { delay, HttpResponse } from 'msw';
import type { EndpointName } from '../src/domain/contract';
import { publicMessages } from '../src/domain/messages';

/** The documented failure modes (ARCHITECTURE: HTTP error, success:false + message, slow, empty, malformed, network). */
export const FAILURE_MODES = ['http-error', 'server-error', 'timeout', 'empty', 'malformed', 'network'] as const;
export type FailureMode = (typeof FAILURE_MODES)[number];

/** What a failing PHP back end typically says. */
export const SCENARIO_SERVER_MESSAGE = 'Database connection failed. Please try again later.';

/** A PHP warning printed before the JSON: a 200 answer that is not the contract. */
export const MALFORMED_BODY = '<br />\n<b>Warning</b>:  Undefined variable $conn in <b>/var/www/api/db.php</b> on line <b>12</b><br />\n{"success":tr';

const emptyStats = {
  totalPages: 0,
  totalNavigation: 0,
  totalImages: 0,
  totalContactSubmissions: 0,
  totalCareerSubmissions: 0,
  totalServices: 0,
  totalProducts: 0,
  pendingCareerSubmissions: 0,
  activeServices: 0,
  activeProducts: 0,
  recentContactSubmissions: [],
  recentCareerSubmissions: [],
};

/** Successful answers with nothing in them, per read; writes answer a bare success. */
const EMPTY_ANSWERS: Partial<Record<EndpointName, Record<string, unknown>>> = {
  getNavigation: { navigation: [] },
  getSeoSettings: { settings: null, message: '' },
  getServices: { services: [], message: '' },
  getProducts: { data: [], message: '' },
  getSliderItems: { slider_items: [], message: '' },
  getAdminServices: { services: [], message: '' },
  getAdminProducts: { data: [], message: '' },
  getAdminSliderItems: { slider_items: [], message: '' },
  getAboutContent: { content: { main: {} } },
  getTeamMembers: { team_members: [] },
  getInfrastructure: { infrastructure: [] },
  getCertifications: { certifications: [] },
  getPageContent: { data: [], message: publicMessages.page.noContent },
  getPageImages: { data: [], gallery_source: 'none', gallery_inheritance: { type: 'none', source_page: null }, message: '' },
  getCareerOpenings: { careers: [], message: '' },
  getDashboardStats: { data: emptyStats, message: '' },
  getPages: { pages: [], message: '' },
  getPagesForGalleryInheritance: { pages: [] },
  getContactFormData: { submissions: [] },
  getCareerApplications: { applications: [] },
  getHomepageContent: { content: {} },
  getContactContent: { content: {} },
};

/** The answer an endpoint gives in a failure mode. */
export async function failureAnswer(name: EndpointName, mode: FailureMode): Promise<Response> {
  switch (mode) {
    case 'http-error':
      return new HttpResponse('<h1>500 Internal Server Error</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } });
    case 'server-error':
      return HttpResponse.json({ success: false, message: SCENARIO_SERVER_MESSAGE });
    case 'timeout':
      // Never answers: the navigation call gives up after its 5 s timeout, other screens stay loading.
      await delay('infinite');
      return HttpResponse.json({ success: false, message: SCENARIO_SERVER_MESSAGE });
    case 'empty':
      return HttpResponse.json({ success: true, ...(EMPTY_ANSWERS[name] ?? { message: '' }) });
    case 'malformed':
      return new HttpResponse(MALFORMED_BODY, { status: 200, headers: { 'Content-Type': 'text/html' } });
    case 'network':
      return HttpResponse.error();
  }
}
