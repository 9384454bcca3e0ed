import { useSubmit } from '@remix-run/react'
import type { FormEvent } from 'react'
import { useRootData } from '~/utils/use-root-data'

const TOKEN_FIELD = 'g-recaptcha-response'
const ACTION = 'signUp'

type ReCaptcha = { ready: (callback: () => void) => void; execute: (siteKey: string, options: { action: string }) => Promise<string> }
declare global {
  interface Window { grecaptcha?: ReCaptcha }
}

/**
 * Human verification on a form (reCAPTCHA v3, decision 0025), only when the page data carries a site key: the
 * provider's script, the token field, and a submit step that asks for a fresh token after the form is valid. With
 * no key this renders nothing and submits as usual.
 */
export function useHumanVerification() {
  const data = useRootData()
  const siteKey = data?.recaptchaSiteKey ?? null
  const submit = useSubmit()
  const fields = siteKey ? (
    <>
      <script async src={`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`} nonce={data?.nonce} />
      <input type="hidden" name={TOKEN_FIELD} />
    </>
  ) : null
  /** Call after the form's own validation: returns true when it took over the submit to fetch a token first. */
  const interceptSubmit = (event: FormEvent<HTMLFormElement>): boolean => {
    const recaptcha = window.grecaptcha
    if (!siteKey || !recaptcha || event.defaultPrevented) return false
    event.preventDefault()
    const form = event.currentTarget
    recaptcha.ready(() => {
      void recaptcha.execute(siteKey, { action: ACTION }).then((token) => {
        const input = form.elements.namedItem(TOKEN_FIELD) as HTMLInputElement | null
        if (input) input.value = token
        submit(form)
      })
    })
    return true
  }
  return { fields, interceptSubmit }
}
