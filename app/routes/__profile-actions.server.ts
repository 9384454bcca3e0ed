import { json } from '@remix-run/node'
import { parseWithZod } from '@conform-to/zod'
import type { SignedInRoleModel } from '~/utils/auth.server'
import { keyedAlert, redirectWithAlert } from '../utils/alerts.server'
import { i18nServer } from '~/utils/i18n.server'
import { readProfileForm } from './__profile-form.server'
import { basicInformationSchema, editProfileSchema, yourJourneySchema } from '~/domain/profiles/profile.schema'
import { getOwnProfile, loadProfileOptions, PhotoRejected, profileFormDefaults, referenceCheck, saveOwnProfile } from '~/domain/profiles/profiles.server'
import { profilePhotoUrl } from '~/domain/profiles/profile-view'
import { relationId } from '~/domain/shared/relations'
import { getPayloadClient } from '~/lib/payload.server'
import { nzDate } from '~/domain/shared/dates'
import { vettingDetailsSchema } from '~/domain/vetting/vetting-path.schema'
import { ownVetting, saveVettingDetails } from '~/domain/vetting/vetting-path.server'

export type ProfileFormKind = 'basic' | 'journey' | 'edit'

const schemaFor = { basic: basicInformationSchema, journey: yourJourneySchema, edit: editProfileSchema }

async function localeOf(request: Request) {
  return (await i18nServer.getLocale(request)) as 'en' | 'mi'
}

/** What a profile form page needs: the choices, the stored values and the current photo. */
export async function profileFormLoader(request: Request, user: SignedInRoleModel) {
  const [locale, payload] = await Promise.all([localeOf(request), getPayloadClient()])
  // At depth 0: the form wants the stored ids, and the photo's address needs only its id.
  const [options, doc] = await Promise.all([loadProfileOptions(payload, locale), getOwnProfile(payload, user, { depth: 0, locale })])
  const photo = relationId(doc.profilePicture ?? null)
  return { options, defaults: profileFormDefaults(doc), currentPhotoUrl: photo == null ? null : profilePhotoUrl(photo, 'md') }
}

/**
 * Handles a profile form post: SecurityID, multipart parsing with the 2 MB photo limit, the shared schema
 * with the server's checks (ids exist, district in region, photo type by content), then the save.
 * Returns the conform reply on failure (everything typed comes back) or redirects on success.
 */
export async function profileFormAction(request: Request, user: SignedInRoleModel, kind: ProfileFormKind, next: { to: string; messageKey: string }) {
  const { formData, photo, photoType } = await readProfileForm(request)
  const options = await loadProfileOptions(await getPayloadClient(), await localeOf(request))
  const schema = schemaFor[kind]({ reference: referenceCheck(options), photoType })
  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success') {
    const isSubmit = submission.status === 'error'
    return json({ result: submission.reply() }, { status: isSubmit ? 400 : 200 })
  }
  try {
    await saveOwnProfile({ payload: await getPayloadClient(), user, values: submission.value as Record<string, unknown>, photo: kind === 'journey' ? null : photo })
  } catch (error) {
    if (error instanceof PhotoRejected) {
      return json({ result: submission.reply({ fieldErrors: { ProfilePhoto: [error.messageKey] } }) }, { status: 400 })
    }
    throw error
  }
  return redirectWithAlert(request, next.to, await keyedAlert(request, 'profile', 'success', next.messageKey))
}

/** The vetting step: where the check stands, the legal name on file and whether a date of birth is (never its value). */
export async function vettingStepLoader(user: SignedInRoleModel, now = new Date()) {
  const { timeline, legalName } = await ownVetting({ payload: await getPayloadClient(), user, now })
  return { timeline, legalName, dateOfBirthGiven: timeline.detailsGiven, today: nzDate(now) }
}

/**
 * Handles the vetting step's post: SecurityID, the schema (the date of birth against New Zealand's today), then the save
 * as the role model. What was typed comes back on failure; the landing's timeline follows a success.
 */
export async function vettingStepAction(request: Request, user: SignedInRoleModel, next: { to: string; messageKey: string }) {
  const { formData } = await readProfileForm(request)
  const now = new Date()
  const { timeline } = await ownVetting({ payload: await getPayloadClient(), user, now })
  const schema = vettingDetailsSchema({ today: nzDate(now), dateOfBirthOnFile: timeline.detailsGiven })
  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: submission.status === 'error' ? 400 : 200 })
  if (!timeline.mayGiveDetails) return json({ result: submission.reply({ formErrors: ['profile:vetting.requestedLocked'] }) }, { status: 409 })
  const saved = await saveVettingDetails({ payload: await getPayloadClient(), user, details: submission.value })
  if (!saved.ok) return json({ result: submission.reply({ formErrors: ['profile:vetting.requestedLocked'] }) }, { status: 409 })
  return redirectWithAlert(request, next.to, await keyedAlert(request, 'profile', 'success', next.messageKey))
}
