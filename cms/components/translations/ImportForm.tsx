'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { IMPORT_MAX_BYTES } from '../../../app/i18n/catalogue'

/** Sends a translations file (as exported) to /cms-api/translations/import and says what happened. */
export function ImportForm() {
  const router = useRouter()
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const file = (new FormData(event.currentTarget).get('file') as File | null) ?? null
    if (!file || !file.size) return setMessage({ text: 'Choose a translations file (.json) first.', ok: false })
    if (file.size > IMPORT_MAX_BYTES) return setMessage({ text: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB: split it or leave out the strings you did not change.`, ok: false })
    setBusy(true)
    try {
      const response = await fetch('/cms-api/translations/import', { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: await file.text() })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      setMessage({ text: body.message ?? `The import failed (${response.status}).`, ok: response.ok })
      if (response.ok) router.refresh()
    } catch {
      setMessage({ text: 'The import could not reach the server. Try again.', ok: false })
    } finally {
      setBusy(false)
    }
  }
  return (
    <form onSubmit={submit} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <label htmlFor="translations-file">Import a translations file (JSON, at most 1 MB)</label>
      <input id="translations-file" name="file" type="file" accept="application/json,.json" />
      <button type="submit" className="btn btn--style-secondary btn--size-small" disabled={busy}>Import</button>
      <p role={message && !message.ok ? 'alert' : 'status'} style={{ flexBasis: '100%', margin: 0, color: message && !message.ok ? 'var(--theme-error-500)' : undefined }}>
        {message?.text}
      </p>
    </form>
  )
}
