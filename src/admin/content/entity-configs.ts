import { CareerOpeningInputSchema, type CareerOpening, type CareerOpeningInput } from '../../domain/careers';
import { ContentServiceInputSchema, type Service, type ServiceInput } from '../../domain/catalog';
import {
  CertificationInputSchema,
  InfrastructureInputSchema,
  TeamMemberInputSchema,
  type Certification,
  type CertificationInput,
  type InfrastructureInput,
  type InfrastructureItem,
  type TeamMember,
  type TeamMemberInput,
} from '../../domain/company';
import { DEFAULT_JOB_TYPE } from '../../domain/constants';
import { adminMessages, entityLabels } from '../../domain/messages';
import { contentTexts, JOB_TYPE_OPTIONS, jobTypeLabel } from './content-texts';
import type { EntityListConfig } from './entity-list-config';

const present = (...values: string[]) => values.filter((value) => value.trim() !== '');

/** Leadership Team (admin spec 3, 5): name, position, description required; email and URLs typed. */
export const teamConfig: EntityListConfig<TeamMember, TeamMemberInput> = {
  key: 'team',
  heading: 'Leadership Team',
  entity: entityLabels.teamMember,
  noun: 'Team Member',
  empty: adminMessages.content.noTeam,
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'position', label: 'Position', kind: 'text', required: true },
    { name: 'description', label: 'Description', kind: 'textarea', required: true },
    { name: 'email', label: 'Email', kind: 'email' },
    { name: 'linkedin_url', label: 'LinkedIn URL', kind: 'url' },
    { name: 'image_url', label: 'Image URL', kind: 'url' },
  ],
  schema: TeamMemberInputSchema,
  dataArea: 'team',
  area: (repository) => repository.team,
  version: 'teamMember',
  summary: (member) => ({ title: member.name, details: present(member.position, member.email) }),
};

/** Our Infrastructure (admin spec 3, 5): title and description required. */
export const infrastructureConfig: EntityListConfig<InfrastructureItem, InfrastructureInput> = {
  key: 'infrastructure',
  heading: 'Our Infrastructure',
  entity: entityLabels.infrastructure,
  noun: 'Infrastructure Item',
  empty: adminMessages.content.noInfrastructure,
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'description', label: 'Description', kind: 'textarea', required: true },
    { name: 'icon', label: 'Icon Class', kind: 'text', hint: 'For example fa-industry' },
    { name: 'image_url', label: 'Image URL', kind: 'url' },
  ],
  schema: InfrastructureInputSchema,
  dataArea: 'infrastructure',
  area: (repository) => repository.infrastructure,
  version: 'infrastructure',
  summary: (item) => ({ title: item.title, details: present(item.description) }),
};

/** Certifications & Standards (admin spec 3, 5): title and description required; the list shows the number. */
export const certificationConfig: EntityListConfig<Certification, CertificationInput> = {
  key: 'certifications',
  heading: 'Certifications & Standards',
  entity: entityLabels.certification,
  noun: 'Certification',
  empty: adminMessages.content.noCertifications,
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'description', label: 'Description', kind: 'textarea', required: true },
    { name: 'cert_number', label: 'Certificate Number', kind: 'text' },
    { name: 'issuing_body', label: 'Issuing Body', kind: 'text' },
    { name: 'issued_date', label: 'Issued Date', kind: 'date' },
    { name: 'expiry_date', label: 'Expiry Date', kind: 'date' },
    { name: 'icon', label: 'Icon Class', kind: 'text', hint: 'For example fa-certificate' },
    { name: 'image_url', label: 'Image URL', kind: 'url' },
  ],
  schema: CertificationInputSchema,
  dataArea: 'certifications',
  area: (repository) => repository.certifications,
  version: 'certification',
  summary: (item) => ({
    title: item.title,
    details: present(item.cert_number ? contentTexts.certificateNumber(item.cert_number) : '', item.issuing_body),
  }),
};

/** The content tab's services (admin spec 5): title and, here, description required. */
export const serviceConfig: EntityListConfig<Service, ServiceInput> = {
  key: 'services',
  heading: 'Services',
  entity: entityLabels.service,
  noun: 'Service',
  empty: adminMessages.content.noServices,
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'description', label: 'Description', kind: 'textarea', required: true },
    { name: 'icon', label: 'Icon Class', kind: 'text', hint: 'For example fa-cogs' },
    { name: 'image_url', label: 'Image URL', kind: 'url' },
    { name: 'link_url', label: 'Link URL', kind: 'url' },
    { name: 'is_active', label: 'Active', kind: 'checkbox', defaultValue: true },
  ],
  schema: ContentServiceInputSchema,
  dataArea: 'services',
  area: (repository) => repository.services,
  version: 'service',
  summary: (service) => ({ title: service.title, details: present(service.description), active: service.is_active }),
};

/** Career Openings (admin spec 3, 4, 5): title required; type full-time by default; salary range optional. */
export const careerOpeningConfig: EntityListConfig<CareerOpening, CareerOpeningInput> = {
  key: 'career-openings',
  heading: 'Job Openings',
  entity: entityLabels.careerOpening,
  noun: 'Job Opening',
  empty: adminMessages.content.noJobs,
  fields: [
    { name: 'title', label: 'Job Title', kind: 'text', required: true },
    { name: 'department', label: 'Department', kind: 'text' },
    { name: 'location', label: 'Location', kind: 'text' },
    { name: 'type', label: 'Job Type', kind: 'select', options: JOB_TYPE_OPTIONS, defaultValue: DEFAULT_JOB_TYPE },
    { name: 'experience', label: 'Experience', kind: 'text' },
    { name: 'salary_range', label: 'Salary Range', kind: 'text', hint: 'Optional' },
    { name: 'description', label: 'Description', kind: 'textarea' },
    { name: 'requirements', label: 'Requirements', kind: 'textarea' },
    { name: 'benefits', label: 'Benefits', kind: 'textarea' },
    { name: 'is_active', label: 'Active', kind: 'checkbox', defaultValue: true },
  ],
  schema: CareerOpeningInputSchema,
  dataArea: 'careerOpenings',
  area: (repository) => repository.careerOpenings,
  version: 'careerOpening',
  summary: (job) => ({
    title: job.title,
    details: present(job.department, job.location, jobTypeLabel(job.type), job.salary_range),
    active: job.is_active,
  }),
};
