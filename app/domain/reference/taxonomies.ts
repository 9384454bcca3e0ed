/** The slugs of the option lists, for code that reads any of them. */
export type TaxonomySlug =
  | 'regions' | 'districts' | 'sectors' | 'industries' | 'education-levels' | 'ethnicities' | 'languages' | 'genders' | 'pronouns' | 'age-ranges' | 'iwi'
