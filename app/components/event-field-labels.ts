import type { ReactNode } from 'react'
import { useMarkedText } from '~/i18n/marked-text'

/** Each form field's label: the words the spec's messages use ('{field} is required'), from labels.* (events-rules). */
const LABELS: Record<string, string> = {
  Name: 'labels.name',
  Address: 'labels.address',
  Region: 'labels.region',
  District: 'labels.district',
  Date: 'labels.date',
  OnlineDate: 'labels.eventDate',
  ArrivalTime: 'labels.arrivalTime',
  StartTime: 'labels.startTime',
  EndTime: 'labels.endTime',
  NumberOfStudentsAttending: 'labels.numberOfStudents',
  StudentsAge: 'labels.studentsAge',
  MainEventMeetingPlatform: 'labels.platform',
  MainEventMeetingPlatformInviteLink: 'labels.inviteLink',
  MeetingPassword: 'labels.meetingPassword',
  HasPreEventMeeting: 'labels.hasPreEventMeeting',
  PreEventMeetingDate: 'labels.preEventDate',
  PreEventMeetingStartTime: 'labels.preEventStartTime',
  PreEventMeetingEndTime: 'labels.preEventEndTime',
  PreEventMeetingPlatform: 'labels.preEventPlatform',
  PreEventMeetingPlatformInviteLink: 'labels.preEventInviteLink',
  PreEventMeetingPassword: 'labels.preEventPassword',
  OnlineStudentsAge: 'labels.onlineStudentsAge',
  OnlineNumberOfStudentsAttending: 'labels.onlineNumberOfStudents',
  HowWillStudentsAttendOnlineEvent: 'labels.howWillStudentsAttend',
  StudentLanguages: 'labels.studentLanguages',
  ArrivalDetails: 'labels.arrivalDetails',
  HowWillTheEventStart: 'labels.howWillTheEventStart',
  CulturalExpectations: 'labels.culturalExpectations',
  PhotosAllowed: 'labels.photosAllowed',
  WhatStudentsCallTheTeacher: 'labels.whatStudentsCallTheTeacher',
  LearningGoals: 'labels.learningGoals',
  WhatMakesTheSchoolSpecial: 'labels.whatMakesTheSchoolSpecial',
  RelatedTopic: 'labels.relatedTopic',
}

/** The catalogue key (events namespace) of a form field's label. */
export const fieldLabelKey = (name: string) => LABELS[name] ?? `labels.${name}`

/**
 * A form field's label, for labels, legends and the event's details: marked English (`lang="en"`) where the page's
 * language falls back to it, so screen readers read it with an English voice (decision 0022).
 */
export function useFieldLabel() {
  const text = useMarkedText('events')
  return (name: keyof typeof LABELS | string): ReactNode => text(fieldLabelKey(name))
}
