import type { ReactNode } from 'react'
import type { RoleModelCard as Card } from '~/domain/browse/browse.server'
import type { CardState } from '~/domain/invitations/status'
import { FavouriteButton } from './favourite-button'
import { useFollowInApp } from './follow-in-app'
import { TermList } from './term-text'

type RoleModelCardProps = {
  card: Card
  href: string
  returnTo: string
  /** How the card looks on an event (spec section 4), when it is shown for one. */
  state?: CardState
  /** What can be done with the role model here (add to or remove from an event). */
  children?: ReactNode
}

/** A profile card: photo, name, job, a line of what they do; the name links to the profile (modal with JavaScript). */
export function RoleModelCard({ card, href, returnTo, state, children }: RoleModelCardProps) {
  const headingId = `role-model-${card.id}`
  // A plain anchor the app follows (a page of cards: no <Link> resolving its path for each).
  const follow = useFollowInApp({ preventScrollReset: true })
  return (
    <li className={state ? `rm-card rm-card-${state}` : 'rm-card'}>
      <article aria-labelledby={headingId}>
        {card.profilePictureUrl ? (
          <img className="rm-card-photo" src={card.profilePictureUrl} alt="" width={96} height={96} loading="lazy" />
        ) : (
          <div className="rm-card-photo profile-photo-placeholder" aria-hidden="true" />
        )}
        <div className="rm-card-body">
          <h3 id={headingId} className="rm-card-name">
            <a href={href} onClick={follow} className="rm-card-link">{card.name}</a>
          </h3>
          {card.whatDoYouDo ? <p className="rm-card-job">{card.whatDoYouDo}</p> : null}
          {card.place?.length ? <p className="rm-card-place"><TermList terms={card.place} /></p> : null}
          {card.tellUsWhatYouDoNow ? <p className="rm-card-text">{card.tellUsWhatYouDoNow}</p> : null}
        </div>
        <div className="rm-card-favourite">
          <FavouriteButton roleModelId={card.id} isFavourite={card.favourite} returnTo={returnTo} describedBy={headingId} />
        </div>
        {children ? <div className="rm-card-actions">{children}</div> : null}
      </article>
    </li>
  )
}
