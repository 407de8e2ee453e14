import type { Repository } from '../../data/repository';
import { useResource, type Resource } from '../../data/use-resource';
import type { CareerOpening } from '../../domain/careers';

/** The active openings; a failed call is only logged and the list treated as empty (public spec 8). */
export async function loadActiveOpenings(repository: Repository): Promise<CareerOpening[]> {
  try {
    return (await repository.careerOpenings.list()).filter((opening) => opening.is_active);
  } catch (error) {
    console.error('Failed to load career openings:', error);
    return [];
  }
}

export function useCareerOpenings(): Resource<CareerOpening[]> {
  return useResource('career-openings', loadActiveOpenings);
}
