import { getFormProps } from '@conform-to/react'
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form, useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useT } from '~/i18n/use-t'
import { feedbackSchema, teacherFeedbackSchema } from '~/domain/feedback/feedback.schema'
import { FEEDBACK_TEXT_MAX_LENGTH, RATING_MAX, RATING_MIN } from '~/domain/feedback/feedback'
import { formConstraint } from '~/utils/constraint'
import { ErrorSummary, RequiredNote, SelectField, TextareaField } from './field'
import { SecurityIdInput } from './security-id'
import { useSteadyForm } from '~/utils/steady-form'

type Meta = Parameters<typeof SelectField>[0]['meta']

/** A rating from 1 (poor) to 5 (excellent): a select, so it works without JavaScript and with any assistive technology. */
function RatingField({ label, meta }: { label: ReactNode; meta: Meta }) {
  const { t, lang } = useT('events')
  const options = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => String(RATING_MIN + index)).map((value) => ({ id: value, title: t(`feedback.ratings.${value}`) }))
  // SelectField marks no option of its own: the list is marked English when any of its texts falls back.
  const listLang = lang(['feedback.choose', ...options.map((option) => `feedback.ratings.${option.id}`)])
  return <SelectField label={label} meta={meta} options={options} placeholder={t('feedback.choose')} selectProps={{ lang: listLang }} />
}

export type TeacherFeedbackData = {
  event: { rating: number | null; comment: string }
  roleModels: { roleModelId: number | string; name: string; rating: number | null; comment: string; thankYou: string }[]
}

const text = (value: string) => value || undefined
const rating = (value: number | null) => (value == null ? '' : String(value))

/** The teacher's feedback: the event, then each role model who came (a rating, a comment, a thank-you note they will read). */
export function TeacherFeedbackForm({ data, action, lastResult }: { data: TeacherFeedbackData; action: string; lastResult?: SubmissionResult<string[]> }) {
  const { t, lang } = useT('events')
  const navigation = useNavigation()
  const [form, fields] = useSteadyForm({
    id: 'teacher-feedback',
    lastResult,
    defaultValue: {
      rating: rating(data.event.rating), comment: text(data.event.comment),
      roleModels: data.roleModels.map((person) => ({ id: String(person.roleModelId), rating: rating(person.rating), comment: text(person.comment), thankYou: text(person.thankYou) })),
    },
    constraint: formConstraint(teacherFeedbackSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: teacherFeedbackSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  // Each role model's fields, read once: for the form and, by name, for the summary's links.
  const people = fields.roleModels.getFieldList().map((item) => ({ key: item.key, fields: item.getFieldset() }))
  // Named one by one: conform's field sets are proxies with no keys of their own, which spreading would lose.
  const summaryFields = {
    rating: fields.rating, comment: fields.comment,
    ...Object.fromEntries(people.flatMap((person) => [person.fields.rating, person.fields.comment, person.fields.thankYou].map((meta) => [meta.name, meta]))),
  }
  return (
    <>
      <ErrorSummary form={form} fields={summaryFields} ns={['events', 'validation']} />
      <Form method="post" action={action} {...getFormProps(form)} noValidate>
        <SecurityIdInput />
        <RequiredNote />
        <fieldset disabled={navigation.state === 'submitting'} className="plain-fieldset">
          <RatingField label={<span lang={lang('feedback.eventRating')}>{t('feedback.eventRating')}</span>} meta={fields.rating} />
          <TextareaField label={<span lang={lang('feedback.comment')}>{t('feedback.comment')}</span>} hint={<span lang={lang('feedback.commentHint')}>{t('feedback.commentHint')}</span>} meta={fields.comment} counter={FEEDBACK_TEXT_MAX_LENGTH} />
          <h2 lang={lang('feedback.roleModels')}>{t('feedback.roleModels')}</h2>
          {people.length ? null : <p className="muted" lang={lang('feedback.noRoleModels')}>{t('feedback.noRoleModels')}</p>}
          {people.map(({ key, fields: person }, index) => {
            const name = data.roleModels[index]?.name ?? ''
            return (
              <fieldset key={key} className="feedback-person">
                <legend>{name}</legend>
                <input type="hidden" name={person.id.name} value={String(data.roleModels[index]?.roleModelId ?? '')} />
                <RatingField label={<span lang={lang('feedback.roleModelRating')}>{t('feedback.roleModelRating', { name })}</span>} meta={person.rating} />
                <TextareaField
                  label={<span lang={lang('feedback.roleModelComment')}>{t('feedback.roleModelComment', { name })}</span>}
                  hint={<span lang={lang('feedback.roleModelCommentHint')}>{t('feedback.roleModelCommentHint', { name })}</span>}
                  meta={person.comment} counter={FEEDBACK_TEXT_MAX_LENGTH}
                />
                <TextareaField
                  label={<span lang={lang('feedback.thankYou')}>{t('feedback.thankYou', { name })}</span>}
                  hint={<span lang={lang('feedback.thankYouHint')}>{t('feedback.thankYouHint', { name })}</span>}
                  meta={person.thankYou} counter={FEEDBACK_TEXT_MAX_LENGTH}
                />
              </fieldset>
            )
          })}
          <button type="submit" className="button button-primary" lang={lang('feedback.submit')}>{t('feedback.submit')}</button>
        </fieldset>
      </Form>
    </>
  )
}

/** The role model's feedback on the school's organisation: a rating and a comment only staff read. */
export function RoleModelFeedbackForm({ answer, action, lastResult }: { answer: { rating: number | null; comment: string }; action: string; lastResult?: SubmissionResult<string[]> }) {
  const { t, lang } = useT('events')
  const navigation = useNavigation()
  const [form, fields] = useSteadyForm({
    id: 'role-model-feedback',
    lastResult,
    defaultValue: { rating: rating(answer.rating), comment: text(answer.comment) },
    constraint: formConstraint(feedbackSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: feedbackSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <>
      <ErrorSummary form={form} fields={fields} ns={['events', 'validation']} />
      <Form method="post" action={action} {...getFormProps(form)} noValidate>
        <SecurityIdInput />
        <RequiredNote />
        <fieldset disabled={navigation.state === 'submitting'} className="plain-fieldset">
          <RatingField label={<span lang={lang('feedback.schoolRating')}>{t('feedback.schoolRating')}</span>} meta={fields.rating} />
          <TextareaField label={<span lang={lang('feedback.comment')}>{t('feedback.comment')}</span>} hint={<span lang={lang('feedback.commentHintRoleModel')}>{t('feedback.commentHintRoleModel')}</span>} meta={fields.comment} counter={FEEDBACK_TEXT_MAX_LENGTH} />
          <button type="submit" className="button button-primary" lang={lang('feedback.submit')}>{t('feedback.submit')}</button>
        </fieldset>
      </Form>
    </>
  )
}
