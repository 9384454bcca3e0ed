import { useFetcher } from '@remix-run/react'
import { useEffect, useState } from 'react'
import type { FormEvent } from 'react'
import { useT } from '~/i18n/use-t'
import { useHydrated } from '~/utils/use-hydrated'
import { SecurityIdInput } from './security-id'

type FavouriteButtonProps = {
  roleModelId: number | string
  isFavourite: boolean
  /** Never shown on one's own profile. */
  isSelf?: boolean
  /** Where the form (JavaScript off) comes back to. */
  returnTo: string
  /** The id of the element naming the role model, so each button says whose favourite it is. */
  describedBy?: string
  /** Where on the page the button is ('card' or 'profile'), so its form's id is unique and a post without JavaScript comes back to it. */
  place?: 'card' | 'profile'
}

/**
 * Toggles a favourite. With JavaScript a fetcher posts the same form (answered as data, no navigation): the button
 * keeps the keyboard focus, says it is busy while pending (aria-disabled: a disabled button would drop the focus),
 * flips only on success (the loaders then refresh the grid and the favourites list), keeps its state on failure and
 * announces the outcome in a polite live region. Without JavaScript it is a form post that comes back to the form.
 */
export function FavouriteButton({ roleModelId, isFavourite, isSelf, returnTo, describedBy, place = 'card' }: FavouriteButtonProps) {
  const { t, lang } = useT('teachers')
  const hydrated = useHydrated()
  const fetcher = useFetcher<{ ok: boolean; favourite: boolean }>()
  const pending = fetcher.state !== 'idle'
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined
  const [favourite, setFavourite] = useState(isFavourite)
  useEffect(() => setFavourite(isFavourite), [isFavourite])
  useEffect(() => {
    if (answer?.ok) setFavourite(answer.favourite)
  }, [answer])
  if (isSelf) return null

  const failed = answer?.ok === false
  const label = favourite ? t('favourites.remove') : t('favourites.add')
  const labelLang = lang(favourite ? 'favourites.remove' : 'favourites.add')
  const announcement = failed ? 'favourites.error' : answer?.ok ? (answer.favourite ? 'favourites.added' : 'favourites.removed') : null
  const formId = `favourite-${place}-${roleModelId}`
  // A plain form the fetcher submits, not a `fetcher.Form` resolving its action on every card (decision 0099).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!pending) fetcher.submit(event.currentTarget)
  }
  return (
    <form method="post" action="/role-model-favourites" className="favourite-form" id={formId} onSubmit={submit}>
      <SecurityIdInput />
      <input type="hidden" name="userId" value={String(roleModelId)} />
      <input type="hidden" name="favourite" value={favourite ? '0' : '1'} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="anchor" value={formId} />
      {hydrated ? <input type="hidden" name="respond" value="data" /> : null}
      <button
        type="submit"
        className={`favourite-button${favourite ? ' is-favourite' : ''}`}
        aria-label={label}
        aria-describedby={describedBy}
        title={label}
        lang={labelLang}
        aria-disabled={pending || undefined}
        aria-busy={pending || undefined}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
          <path
            d="M12 21s-7.5-4.6-9.7-9.1C.7 8.6 2.6 4.5 6.4 4.1c2.1-.2 3.9.9 5.6 2.9 1.7-2 3.5-3.1 5.6-2.9 3.8.4 5.7 4.5 4.1 7.8C19.5 16.4 12 21 12 21z"
            fill={favourite ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </button>
      <span role="status" className={failed ? 'favourite-error' : 'visually-hidden'} lang={announcement ? lang(announcement) : undefined}>{announcement ? t(announcement) : ''}</span>
    </form>
  )
}
