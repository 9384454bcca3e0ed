/** Above the overrides' list: the full list of strings (shipped ones included), coverage, export and import. */
export function TranslationLinks() {
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a href="/admin/translations">All strings (every key, English and te reo Māori)</a>
      {' · '}
      <a href="/admin/translations/coverage">Coverage</a>
      {' · '}
      <a href="/cms-api/translations/export">Export as JSON</a>
    </p>
  )
}
