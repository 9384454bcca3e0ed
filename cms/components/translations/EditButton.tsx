'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

/**
 * Opens a key's override for editing: POST /cms-api/translations/open makes it on first use (a write, so not a link),
 * then the admin's edit page. A fetch rather than a form: the admin's pages send no referrer, so a form post's
 * Origin would be `null`, which the server refuses as cross-site.
 */
export function EditButton({ translationKey }: { translationKey: string }) {
  const router = useRouter()
  const [problem, setProblem] = useState<string | null>(null)
  async function open() {
    const response = await fetch('/cms-api/translations/open', {
      method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ key: translationKey }),
    }).catch(() => null)
    const body = (await response?.json().catch(() => null)) as { url?: string; errors?: { message: string }[] } | null
    if (response?.ok && body?.url) router.push(body.url)
    else setProblem(body?.errors?.[0]?.message ?? 'The string could not be opened. Try again.')
  }
  return (
    <>
      <button type="button" onClick={open} className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} aria-label={`Edit ${translationKey}`}>Edit</button>
      {problem ? <span role="alert">{problem}</span> : null}
    </>
  )
}
