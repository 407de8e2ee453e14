import { type Service, type ServiceInput, ServiceInputSchema } from '../../domain/catalog';
import { isRepositoryError } from '../../domain/repository-error';

/** The standalone screen's service form (admin spec 3, 5): description optional here. */
export type ServiceFormValues = ServiceInput;
export type ServiceFormField = keyof ServiceFormValues;
export type ServiceFormErrors = Partial<Record<ServiceFormField, string>>;

export const emptyServiceForm: ServiceFormValues = {
  title: '',
  description: '',
  icon: '',
  image_url: '',
  link_url: '',
  is_active: true,
};

export function serviceFormFromService(service: Service): ServiceFormValues {
  const { title, description, icon, image_url, link_url, is_active } = service;
  return { title, description, icon, image_url, link_url, is_active };
}

/** The store's own input rules, per field, so the form names each problem before anything is sent. */
export function validateServiceForm(values: ServiceFormValues): ServiceFormErrors {
  const result = ServiceInputSchema.safeParse(values);
  if (result.success) return {};
  const errors: ServiceFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ServiceFormField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Admin spec 8, standalone services and products: a refusal by the server reads 'Failed to …: {message}', a request that
 * never got a usable answer 'Error {action}'.
 */
export function failureText(error: unknown, failed: (message: string) => string, networkText: string): string {
  if (isRepositoryError(error) && (error.kind === 'server' || error.kind === 'validation' || error.kind === 'not-found')) {
    return failed(error.message);
  }
  return networkText;
}

/** Failures read red, the server's success messages green. */
export const isFailureText = (text: string) => /^(Failed|Error)\b/.test(text);
