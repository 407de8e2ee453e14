import type { UseFormReturn } from 'react-hook-form';

/** The fields of a form whose slug follows its title until the user types one (pages, navigation items). */
export type SlugFields = { title: string; slug: string; slugEdited: boolean };

type Change = { target: { value: string } };

/**
 * The title's and the slug's change handlers, applying the form model's rules (`withTitle`, `withSlug`): while the
 * slug was not typed by hand a new title derives it, numbered past the other records' slugs; a slug typed by hand
 * stops that, and clearing it starts it again.
 */
export function slugFollowsTitle<Values extends SlugFields>(
  form: UseFormReturn<Values>,
  rules: { withTitle: (values: Values, title: string) => Values; withSlug: (values: Values, slug: string) => Values },
): { onTitle: (event: Change) => void; onSlug: (event: Change) => void } {
  // The three fields are typed by the constraint; react-hook-form's paths cannot be read from a generic type.
  const slugForm = form as unknown as UseFormReturn<SlugFields>;
  return {
    onTitle: (event) => {
      const { slug } = rules.withTitle(form.getValues(), event.target.value);
      if (slug === slugForm.getValues('slug')) return;
      // After a first save attempt messages follow the input: the derived slug is checked as it changes.
      slugForm.setValue('slug', slug, { shouldDirty: true, shouldValidate: slugForm.formState.isSubmitted });
    },
    onSlug: (event) => slugForm.setValue('slugEdited', rules.withSlug(form.getValues(), event.target.value).slugEdited, { shouldDirty: true }),
  };
}
