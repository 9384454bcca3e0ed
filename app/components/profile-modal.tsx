import type { ReactNode } from 'react'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import type { ProfileView } from '~/domain/profiles/profile-view'
import { mailtoHref } from '~/utils/mailto'
import { Alert } from './alert'
import { Modal } from './modal'
import { TermList, TermText } from './term-text'
import type { Term } from '~/domain/reference/terms'
import type { ModalButton } from './modal'


export type ProfileModalProps = {
  profile: ProfileView
  /** With JavaScript: closes the modal (Escape, overlay, Close). */
  onClose?: () => void
  /** Without JavaScript: where the close control leads. */
  closeHref?: string
  /** Footer buttons, e.g. primary 'Invite' and secondary 'Close'. Defaults to one 'Close' button. */
  primaryButton?: ModalButton
  secondaryButton?: ModalButton
  /** The favourite toggle; never shown on the viewer's own profile. */
  favouriteButton?: ReactNode
  /** Shown above the profile, e.g. an error from a failed action. */
  errorMessage?: ReactNode
}

function Photo({ profile }: { profile: ProfileView }) {
  if (profile.profilePicture) {
    return <img className="profile-photo" src={profile.profilePicture.thumbnailMdUrl} alt="" width={160} height={160} />
  }
  return <div className="profile-photo profile-photo-placeholder" aria-hidden="true" />
}

function Contact({ profile, className }: { profile: ProfileView; className: string }) {
  const { t, lang } = useT('profile')
  if (!profile.email && !profile.contactPhoneNumber) return null
  return (
    <dl className={`profile-contact ${className}`}>
      {profile.email ? (
        <div>
          <dt lang={lang('modal.email')}>{t('modal.email')}</dt>
          <dd><a href={mailtoHref(profile.email)}>{profile.email}</a></dd>
        </div>
      ) : null}
      {profile.contactPhoneNumber ? (
        <div>
          <dt lang={lang('modal.phone')}>{t('modal.phone')}</dt>
          <dd>{profile.contactPhoneNumber}</dd>
        </div>
      ) : null}
    </dl>
  )
}

/**
 * `lang`: 'en' when the values are catalogue texts the page's language falls back to. Names from the staff-edited lists
 * (terms) are marked each on its own (decision 0053).
 */
function Detail({ label, values, lang }: { label: ReactNode; values: (Term | string | null)[]; lang?: 'en' }) {
  if (!values.some((v) => (typeof v === 'string' ? v : v?.title))) return null
  return (
    <div>
      <dt>{label}</dt>
      <dd lang={lang}><TermList terms={values} /></dd>
    </div>
  )
}

/**
 * The role-model profile modal, shared by the role model's own preview and by teachers browsing:
 * photo or placeholder, name with pronoun, what they do, district, contact details where allowed,
 * 'My journey' and 'More about me', a warning when the profile is incomplete, configurable buttons and a
 * favourite-button slot (hidden on one's own profile).
 */
export function ProfileModal({ profile, onClose, closeHref, primaryButton, secondaryButton, favouriteButton, errorMessage }: ProfileModalProps) {
  const { t, lang } = useT('profile')
  const text = useMarkedText('profile')
  const buttons = [primaryButton, secondaryButton].filter((b): b is ModalButton => Boolean(b))
  const footer = buttons.length ? buttons : [{ label: text('modal.close'), variant: 'secondary' as const, onClick: onClose, href: onClose ? undefined : closeHref }]
  const eventTypeKeys = [profile.canDoInPersonEvent ? 'modal.inPerson' : null, profile.canDoOnlineEvent ? 'modal.online' : null]
    .filter((key): key is string => key !== null)
  const journey = [
    { key: 'modal.whatIDoNow', text: profile.tellUsWhatYouDoNow },
    { key: 'modal.journeyToHere', text: profile.whatWasYourJourneyToGetHere },
    { key: 'modal.whyRoleModel', text: profile.whyDoYouWantToBeARoleModel },
  ].filter((section) => section.text)
  return (
    <Modal
      size="large"
      onClose={onClose}
      closeHref={closeHref}
      buttons={footer}
      errorMessage={errorMessage}
      title={
        <>
          {profile.name}
          {profile.pronoun ? (
            <>
              {' '}
              <span className="profile-pronoun">(<TermText term={profile.pronoun} />)</span>
            </>
          ) : null}
        </>
      }
    >
      <div className="profile-modal" data-self={profile.isSelf || undefined}>
        <Contact profile={profile} className="profile-contact-small" />
        {!profile.isProfileIsComplete ? (
          <Alert type="warning">{text(profile.isSelf ? 'modal.incompleteSelf' : 'modal.incomplete')}</Alert>
        ) : null}
        <div className="profile-summary">
          <Photo profile={profile} />
          <div className="profile-summary-text">
            {profile.whatDoYouDo ? <p className="profile-job">{profile.whatDoYouDo}</p> : null}
            {profile.whoDoYouWorkFor ? <p className="profile-employer">{profile.whoDoYouWorkFor}</p> : null}
            {profile.district ? (
              <p className="profile-district">
                <span className="visually-hidden" lang={lang('modal.district')}>{t('modal.district')}: </span>
                <TermText term={profile.district} />
              </p>
            ) : null}
            <Contact profile={profile} className="profile-contact-wide" />
          </div>
          {!profile.isSelf && favouriteButton ? <div className="profile-favourite">{favouriteButton}</div> : null}
        </div>
        <section className="profile-section" aria-labelledby={`profile-${profile.id}-journey`}>
          <h3 id={`profile-${profile.id}-journey`} lang={lang('modal.myJourney')}>{t('modal.myJourney')}</h3>
          {journey.length ? (
            journey.map((section) => (
              <div key={section.key}>
                <h4 lang={lang(section.key)}>{t(section.key)}</h4>
                <p className="profile-text">{section.text}</p>
              </div>
            ))
          ) : (
            <p className="muted" lang={lang('modal.nothingYet')}>{t('modal.nothingYet')}</p>
          )}
        </section>
        {profile.accessNeeds || profile.supportPersonNeeds ? (
          <section className="profile-section" aria-labelledby={`profile-${profile.id}-hosting`}>
            <h3 id={`profile-${profile.id}-hosting`} lang={lang('modal.hostingNeeds')}>{t('modal.hostingNeeds')}</h3>
            <dl className="profile-details">
              <Detail label={text('modal.accessNeeds')} values={[profile.accessNeeds]} />
              <Detail label={text('modal.supportPersonNeeds')} values={[profile.supportPersonNeeds]} />
            </dl>
          </section>
        ) : null}
        <section className="profile-section" aria-labelledby={`profile-${profile.id}-more`}>
          <h3 id={`profile-${profile.id}-more`} lang={lang('modal.moreAboutMe')}>{t('modal.moreAboutMe')}</h3>
          <dl className="profile-details">
            <Detail label={text('modal.industry')} values={[profile.industry]} />
            <Detail label={text('modal.sectors')} values={profile.sectors} />
            <Detail label={text('modal.education')} values={profile.educationBackgrounds} />
            <Detail label={text('modal.languages')} values={profile.languagesSpoken} />
            <Detail label={text('modal.ethnicities')} values={profile.ethnicities} />
            <Detail label={text('modal.iwi')} values={profile.iwiAffiliations} />
            <Detail label={text('modal.region')} values={[profile.region]} />
            <Detail label={text('modal.eventTypes')} values={eventTypeKeys.map((key) => t(key))} lang={lang(eventTypeKeys)} />
          </dl>
        </section>
      </div>
    </Modal>
  )
}
