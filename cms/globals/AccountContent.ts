import type { Field, GlobalConfig, UploadField } from 'payload'
import { anyone, isStaff } from '../../collections/access'
import { keepEnglishFallbacks } from './keep-fallbacks'
import { markdownField } from './markdown-field'
import { forgetHomeContent } from '../../app/domain/content/home.server'
import { imageAltProblem } from '../../app/domain/content/home'
import { relationId } from '../../app/domain/shared/relations'
import { HOME_WHAT_TEXT, HOME_WHO_TEXT } from './home-copy'

/** A title is plain text; longer copy is Markdown (headings, lists, links), rendered safely. */
const copy = (name: string, defaultValue: string, type: 'text' | 'textarea' = 'textarea'): Field =>
  type === 'textarea' ? markdownField(name, defaultValue) : ({ name, type, localized: true, defaultValue } as Field)
const image = (name: string): Field => ({
  name, type: 'upload', relationTo: 'media',
  admin: { description: 'Shown above the text; left empty, the page shows no image. Its alt text is set per language on the image.' },
})

/**
 * The home's image: an image without alt text is refused here (the home would not show it: decision 0083). The alt
 * text is on the image (per language, in Media); its English is what must be there.
 */
const homeImage: UploadField = {
  name: 'homeImage', type: 'upload', relationTo: 'media',
  admin: { description: 'A photo or illustration beside the home page\'s introduction; left empty, the home shows none. It needs alt text (set on the image, per language).' },
  validate: async (value, { req }) => {
    const id = relationId(value)
    if (id == null) return true
    // The chosen image's English alt text, read by the system (the editor may choose any content image).
    const media = await req.payload.findByID({ collection: 'media', id, locale: 'en', depth: 0, overrideAccess: true, select: { alt: true } }).catch(() => null)
    return imageAltProblem(media) ?? true
  },
}

/** Content-managed copy and images of the account pages (spec section 2) and of the home behind them. */
export const AccountContent: GlobalConfig = {
  slug: 'account-content',
  admin: { group: 'Content' },
  access: { read: anyone, update: isStaff },
  hooks: { beforeChange: [keepEnglishFallbacks], afterChange: [() => forgetHomeContent()] },
  fields: [
    { type: 'tabs', tabs: [
      { label: 'Home', fields: [
        copy('homeWhatText', HOME_WHAT_TEXT),
        copy('homeWhoText', HOME_WHO_TEXT),
        homeImage,
      ] },
      { label: 'Sign up', fields: [
        image('signUpSuccessImage'),
        copy('signUpSuccessTopText', 'Thanks for signing up! We have sent a verification link to'),
        copy('signUpSuccessBottomText', 'Open the link in that email to verify your account, then log in to build your profile.'),
        copy('signUpFooterNote', 'We will only use your details to run the programme.'),
      ] },
      { label: 'Passwords', fields: [
        copy('forgotPasswordTitle', 'Forgot your password?', 'text'),
        copy('forgotPasswordText', "Enter your email address and we'll send you a link to reset your password."),
        image('forgotPasswordSentImage'),
        copy('forgotPasswordSentText', 'If an account exists for that email address, we have sent a link to reset your password. The link works once and expires in 2 hours.'),
      ] },
      { label: 'Verification', fields: [
        copy('resendVerificationTitle', 'Resend verification email', 'text'),
        copy('resendVerificationText', "Enter the email address you signed up with and we'll send you a new verification link."),
        copy('resendVerificationFooterNote', "Can't find the email? Check your junk or spam folder."),
        image('resendVerificationSentImage'),
        copy('resendVerificationSentText', 'If that account is waiting for verification, a new link is on its way.'),
      ] },
      { label: 'Email and deletion', fields: [
        image('updateEmailImage'),
        copy('updateEmailTextAbove', 'We have sent a confirmation link to'),
        copy('updateEmailTextBelow', 'Open the link to confirm your new email address. Until then you are signed out.'),
        copy('updateEmailFooter', 'You can sign in again with your old email address after 24 hours if you do not use the link.'),
        copy('willBeDeletedTitle', 'Your account will be deleted', 'text'),
        copy('willBeDeletedContent', 'Your profile is no longer visible and your account and personal data will be removed.'),
      ] },
    ] },
  ],
}
