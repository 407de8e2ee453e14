import { http, type HttpHandler } from 'msw';
import { endpoints, type EndpointName } from '../src/domain/contract';
import { failureAnswer, type FailureMode } from './failure-answers';
import { endpointUrls, type MockBases } from './mock-bases';

export { FAILURE_MODES, MALFORMED_BODY, SCENARIO_SERVER_MESSAGE, type FailureMode } from './failure-answers';

/** Anything handlers can be prepended to: setupServer() and setupWorker() both qualify. */
export type HandlerTarget = { use(...handlers: HttpHandler[]): void };

type Failure = readonly [EndpointName, FailureMode];

/**
 * Named scenarios, by what the visitor or administrator sees, that the demo (?scenario=), Storybook and tests switch
 * on. Each puts one or more endpoints into a failure mode.
 */
export const scenarios = {
  navigationFails: [['getNavigation', 'http-error']],
  navigationTimesOut: [['getNavigation', 'timeout']],
  navigationEmpty: [['getNavigation', 'empty']],
  navigationMalformed: [['getNavigation', 'malformed']],
  seoFails: [['getSeoSettings', 'http-error']],
  servicesFail: [['getServices', 'http-error']],
  servicesEmpty: [
    ['getServices', 'empty'],
    ['getAdminServices', 'empty'],
  ],
  productsFail: [
    ['getProducts', 'http-error'],
    ['getAdminProducts', 'http-error'],
  ],
  productsEmpty: [
    ['getProducts', 'empty'],
    ['getAdminProducts', 'empty'],
  ],
  sliderFails: [
    ['getSliderItems', 'http-error'],
    ['getAdminSliderItems', 'http-error'],
  ],
  sliderEmpty: [
    ['getSliderItems', 'empty'],
    ['getAdminSliderItems', 'empty'],
  ],
  sliderSlow: [
    ['getSliderItems', 'timeout'],
    ['getAdminSliderItems', 'timeout'],
  ],
  aboutFails: [['getAboutContent', 'http-error']],
  // The same failure as PHP servers often send it: 200 with {success:false, message}.
  aboutServerError: [['getAboutContent', 'server-error']],
  aboutListsEmpty: [
    ['getTeamMembers', 'empty'],
    ['getInfrastructure', 'empty'],
    ['getCertifications', 'empty'],
  ],
  pageNotFound: [['getPageContent', 'empty']],
  pageContentFails: [['getPageContent', 'http-error']],
  pageImagesFail: [['getPageImages', 'http-error']],
  contactSubmitFails: [['submitContactForm', 'server-error']],
  contactSubmitNetworkError: [['submitContactForm', 'network']],
  applicationSubmitFails: [['submitCareerApplication', 'server-error']],
  applicationSubmitNetworkError: [['submitCareerApplication', 'network']],
  careerOpeningsFail: [['getCareerOpenings', 'http-error']],
  careerOpeningsEmpty: [['getCareerOpenings', 'empty']],
  brochureSubmitFails: [['requestBrochure', 'server-error']],
  dashboardFails: [['getDashboardStats', 'server-error']],
  dashboardEmpty: [['getDashboardStats', 'empty']],
  pagesFail: [['getPages', 'server-error']],
  pageSaveFails: [
    ['createPage', 'server-error'],
    ['updatePage', 'server-error'],
  ],
  navigationSaveFails: [
    ['createNavigation', 'server-error'],
    ['updateNavigation', 'server-error'],
  ],
  sliderSaveFails: [
    ['createSliderItem', 'server-error'],
    ['updateSliderItem', 'server-error'],
  ],
  imageUploadFails: [
    ['uploadImage', 'server-error'],
    ['uploadPageImage', 'server-error'],
  ],
  contactSubmissionsFail: [['getContactFormData', 'http-error']],
  careerApplicationsFail: [['getCareerApplications', 'http-error']],
  statusUpdateFails: [
    ['updateFormStatus', 'server-error'],
    ['updateCareerStatus', 'server-error'],
  ],
  resumeDownloadFails: [['downloadResume', 'http-error']],
  adminServicesFail: [['getAdminServices', 'server-error']],
  productSaveFails: [
    ['createProduct', 'server-error'],
    ['updateProduct', 'server-error'],
  ],
  productOrderFails: [['updateProductOrder', 'server-error']],
  serviceOrderFails: [['updateServiceOrder', 'server-error']],
  contentSaveFails: [
    ['updateHomepageContent', 'server-error'],
    ['updateAboutContent', 'server-error'],
    ['updateContactContent', 'server-error'],
  ],
  seoSaveFails: [['updateSeoSettings', 'server-error']],
  // Endpoints that never answer: loading and submitting states held on screen (Storybook, tests).
  pageContentSlow: [['getPageContent', 'timeout']],
  aboutSlow: [
    ['getAboutContent', 'timeout'],
    ['getTeamMembers', 'timeout'],
    ['getInfrastructure', 'timeout'],
    ['getCertifications', 'timeout'],
  ],
  catalogSlow: [
    ['getServices', 'timeout'],
    ['getProducts', 'timeout'],
    ['getAdminServices', 'timeout'],
    ['getAdminProducts', 'timeout'],
  ],
  careerOpeningsSlow: [['getCareerOpenings', 'timeout']],
  contactSubmitSlow: [['submitContactForm', 'timeout']],
  applicationSubmitSlow: [['submitCareerApplication', 'timeout']],
  brochureSubmitSlow: [['requestBrochure', 'timeout']],
  dashboardSlow: [['getDashboardStats', 'timeout']],
  pagesSlow: [['getPages', 'timeout']],
  contentSlow: [
    ['getHomepageContent', 'timeout'],
    ['getAboutContent', 'timeout'],
    ['getContactContent', 'timeout'],
  ],
  seoSlow: [['getSeoSettings', 'timeout']],
  submissionsSlow: [
    ['getContactFormData', 'timeout'],
    ['getCareerApplications', 'timeout'],
  ],
} as const satisfies Record<string, readonly Failure[]>;

export type ScenarioName = keyof typeof scenarios;
export const SCENARIO_NAMES = Object.keys(scenarios) as ScenarioName[];

/** localStorage key holding a comma list of scenario names for the demo. */
export const SCENARIO_STORAGE_KEY = 'ironcrest.scenarios';

export const isScenarioName = (value: string): value is ScenarioName => Object.hasOwn(scenarios, value);

/** Handlers answering every URL of an endpoint in a failure mode. */
export function failureHandlers(bases: MockBases, name: EndpointName, mode: FailureMode): HttpHandler[] {
  const method = endpoints[name].method === 'GET' ? http.get : http.post;
  return endpointUrls(bases, name).map((url) => method(url, () => failureAnswer(name, mode)));
}

/** Puts one endpoint into a failure mode, ahead of the regular handlers. */
export function failEndpoint(target: HandlerTarget, bases: MockBases, name: EndpointName, mode: FailureMode): void {
  target.use(...failureHandlers(bases, name, mode));
}

/** The handlers of named scenarios (Storybook takes handler lists rather than a target). */
export function scenarioHandlers(bases: MockBases, names: readonly ScenarioName[]): HttpHandler[] {
  return names.flatMap((name) => scenarios[name].flatMap(([endpoint, mode]) => failureHandlers(bases, endpoint, mode)));
}

export function applyScenarios(target: HandlerTarget, bases: MockBases, names: readonly ScenarioName[]): void {
  const handlers = scenarioHandlers(bases, names);
  if (handlers.length > 0) target.use(...handlers);
}

function parseList(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/**
 * The scenarios the demo runs: `?scenario=a,b` (the parameter may repeat) plus the comma list stored under
 * 'ironcrest.scenarios'; unknown names are ignored.
 */
export function scenariosFromLocation(location: Pick<Location, 'search'>, storage: Pick<Storage, 'getItem'> | null): ScenarioName[] {
  const fromQuery = new URLSearchParams(location.search).getAll('scenario').flatMap(parseList);
  let stored: string | null = null;
  try {
    stored = storage?.getItem(SCENARIO_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be unavailable (privacy modes); the query still counts.
  }
  return [...new Set([...fromQuery, ...parseList(stored)])].filter(isScenarioName);
}
