import * as migration_20261121_061120_initial from './20261121_061120_initial';
import * as migration_20261123_074929_sessions from './20261123_074929_sessions';
import * as migration_20261123_081712_events from './20261123_081712_events';
import * as migration_20261123_104101_calendar_reminders from './20261123_104101_calendar_reminders';
import * as migration_20261123_133318_translations from './20261123_133318_translations';
import * as migration_20261123_133341_content_analytics from './20261123_133341_content_analytics';
import * as migration_20261123_134937_browse_index from './20261123_134937_browse_index';
import * as migration_20261123_170000_role_model_search from './20261123_170000_role_model_search';
import * as migration_20261123_170324_browse_index_filters from './20261123_170324_browse_index_filters';
import * as migration_20261123_182414_browse_option_lists from './20261123_182414_browse_option_lists';
import * as migration_20261123_191637_browse_by_id from './20261123_191637_browse_by_id';
import * as migration_20261123_212601_browse_visible_counts from './20261123_212601_browse_visible_counts';
import * as migration_20261126_012056_released_places from './20261126_012056_released_places';
import * as migration_20261126_014136_staff_lock_replaced_by_address_limits from './20261126_014136_staff_lock_replaced_by_address_limits';
import * as migration_20261126_020659_analytics_for_signed_in from './20261126_020659_analytics_for_signed_in';
import * as migration_20261126_034003_withdrawals from './20261126_034003_withdrawals';
import * as migration_20261126_035241_still_coming from './20261126_035241_still_coming';
import * as migration_20261126_035711_region_shortfalls from './20261126_035711_region_shortfalls';
import * as migration_20261126_040049_attendance from './20261126_040049_attendance';
import * as migration_20261126_042254_media_storage_fields from './20261126_042254_media_storage_fields';
import * as migration_20261126_043322_dashboard_invitations_index from './20261126_043322_dashboard_invitations_index';
import * as migration_20261126_044347_nudges from './20261126_044347_nudges';
import * as migration_20261126_045447_merged_schema_snapshot from './20261126_045447_merged_schema_snapshot';
import * as migration_20261126_063954_feedback from './20261126_063954_feedback';
import * as migration_20261126_064054_person_language from './20261126_064054_person_language';
import * as migration_20261126_064226_event_places_and_rate_limits from './20261126_064226_event_places_and_rate_limits';
import * as migration_20261126_064839_names_neighbours_terms from './20261126_064839_names_neighbours_terms';
import * as migration_20261126_080236_merged_schema_snapshot_2 from './20261126_080236_merged_schema_snapshot_2';
import * as migration_20261126_164226_role_model_invitations_index from './20261126_164226_role_model_invitations_index';
import * as migration_20261128_160756_region_shortfalls_once from './20261128_160756_region_shortfalls_once';
import * as migration_20261128_164432_home_content from './20261128_164432_home_content';
import * as migration_20261128_194556_open_requests_offers_vetting_path from './20261128_194556_open_requests_offers_vetting_path';
import * as migration_20261128_200537_vetting_path_result_date from './20261128_200537_vetting_path_result_date';
import * as migration_20261128_204151_message_threads from './20261128_204151_message_threads';
import * as migration_20261129_013522_programme_sessions from './20261129_013522_programme_sessions';
import * as migration_20261129_015456_student_voice from './20261129_015456_student_voice';
import * as migration_20261129_041651_sessions_more from './20261129_041651_sessions_more';
import * as migration_20261129_045120_recordings from './20261129_045120_recordings';
import * as migration_20261129_071500_in_person_region_counts from './20261129_071500_in_person_region_counts';
import * as migration_20261129_102137_unread_counters from './20261129_102137_unread_counters';
import * as migration_20261129_114010_thread_school from './20261129_114010_thread_school';
import * as migration_20261129_194743_dashboard_covering_indexes from './20261129_194743_dashboard_covering_indexes';
import * as migration_20261130_023000_end_inactive_schools_sessions from './20261130_023000_end_inactive_schools_sessions';
import * as migration_20261130_080000_in_person_region_by_name from './20261130_080000_in_person_region_by_name';

export const migrations = [
  {
    up: migration_20261121_061120_initial.up,
    down: migration_20261121_061120_initial.down,
    name: '20261121_061120_initial',
  },
  {
    up: migration_20261123_074929_sessions.up,
    down: migration_20261123_074929_sessions.down,
    name: '20261123_074929_sessions',
  },
  {
    up: migration_20261123_081712_events.up,
    down: migration_20261123_081712_events.down,
    name: '20261123_081712_events',
  },
  {
    up: migration_20261123_104101_calendar_reminders.up,
    down: migration_20261123_104101_calendar_reminders.down,
    name: '20261123_104101_calendar_reminders',
  },
  {
    up: migration_20261123_133318_translations.up,
    down: migration_20261123_133318_translations.down,
    name: '20261123_133318_translations',
  },
  {
    up: migration_20261123_133341_content_analytics.up,
    down: migration_20261123_133341_content_analytics.down,
    name: '20261123_133341_content_analytics',
  },
  {
    up: migration_20261123_134937_browse_index.up,
    down: migration_20261123_134937_browse_index.down,
    name: '20261123_134937_browse_index',
  },
  {
    up: migration_20261123_170000_role_model_search.up,
    down: migration_20261123_170000_role_model_search.down,
    name: '20261123_170000_role_model_search',
  },
  {
    up: migration_20261123_170324_browse_index_filters.up,
    down: migration_20261123_170324_browse_index_filters.down,
    name: '20261123_170324_browse_index_filters',
  },
  {
    up: migration_20261123_182414_browse_option_lists.up,
    down: migration_20261123_182414_browse_option_lists.down,
    name: '20261123_182414_browse_option_lists',
  },
  {
    up: migration_20261123_191637_browse_by_id.up,
    down: migration_20261123_191637_browse_by_id.down,
    name: '20261123_191637_browse_by_id',
  },
  {
    up: migration_20261123_212601_browse_visible_counts.up,
    down: migration_20261123_212601_browse_visible_counts.down,
    name: '20261123_212601_browse_visible_counts',
  },
  {
    up: migration_20261126_012056_released_places.up,
    down: migration_20261126_012056_released_places.down,
    name: '20261126_012056_released_places',
  },
  {
    up: migration_20261126_014136_staff_lock_replaced_by_address_limits.up,
    down: migration_20261126_014136_staff_lock_replaced_by_address_limits.down,
    name: '20261126_014136_staff_lock_replaced_by_address_limits',
  },
  {
    up: migration_20261126_020659_analytics_for_signed_in.up,
    down: migration_20261126_020659_analytics_for_signed_in.down,
    name: '20261126_020659_analytics_for_signed_in',
  },
  {
    up: migration_20261126_034003_withdrawals.up,
    down: migration_20261126_034003_withdrawals.down,
    name: '20261126_034003_withdrawals',
  },
  {
    up: migration_20261126_035241_still_coming.up,
    down: migration_20261126_035241_still_coming.down,
    name: '20261126_035241_still_coming',
  },
  {
    up: migration_20261126_035711_region_shortfalls.up,
    down: migration_20261126_035711_region_shortfalls.down,
    name: '20261126_035711_region_shortfalls',
  },
  {
    up: migration_20261126_040049_attendance.up,
    down: migration_20261126_040049_attendance.down,
    name: '20261126_040049_attendance',
  },
  {
    up: migration_20261126_042254_media_storage_fields.up,
    down: migration_20261126_042254_media_storage_fields.down,
    name: '20261126_042254_media_storage_fields',
  },
  {
    up: migration_20261126_043322_dashboard_invitations_index.up,
    down: migration_20261126_043322_dashboard_invitations_index.down,
    name: '20261126_043322_dashboard_invitations_index',
  },
  {
    up: migration_20261126_044347_nudges.up,
    down: migration_20261126_044347_nudges.down,
    name: '20261126_044347_nudges',
  },
  {
    up: migration_20261126_045447_merged_schema_snapshot.up,
    down: migration_20261126_045447_merged_schema_snapshot.down,
    name: '20261126_045447_merged_schema_snapshot',
  },
  {
    up: migration_20261126_063954_feedback.up,
    down: migration_20261126_063954_feedback.down,
    name: '20261126_063954_feedback',
  },
  {
    up: migration_20261126_064054_person_language.up,
    down: migration_20261126_064054_person_language.down,
    name: '20261126_064054_person_language',
  },
  {
    up: migration_20261126_064226_event_places_and_rate_limits.up,
    down: migration_20261126_064226_event_places_and_rate_limits.down,
    name: '20261126_064226_event_places_and_rate_limits',
  },
  {
    up: migration_20261126_064839_names_neighbours_terms.up,
    down: migration_20261126_064839_names_neighbours_terms.down,
    name: '20261126_064839_names_neighbours_terms',
  },
  {
    up: migration_20261126_080236_merged_schema_snapshot_2.up,
    down: migration_20261126_080236_merged_schema_snapshot_2.down,
    name: '20261126_080236_merged_schema_snapshot_2',
  },
  {
    up: migration_20261126_164226_role_model_invitations_index.up,
    down: migration_20261126_164226_role_model_invitations_index.down,
    name: '20261126_164226_role_model_invitations_index',
  },
  {
    up: migration_20261128_160756_region_shortfalls_once.up,
    down: migration_20261128_160756_region_shortfalls_once.down,
    name: '20261128_160756_region_shortfalls_once',
  },
  {
    up: migration_20261128_164432_home_content.up,
    down: migration_20261128_164432_home_content.down,
    name: '20261128_164432_home_content',
  },
  {
    up: migration_20261128_194556_open_requests_offers_vetting_path.up,
    down: migration_20261128_194556_open_requests_offers_vetting_path.down,
    name: '20261128_194556_open_requests_offers_vetting_path',
  },
  {
    up: migration_20261128_200537_vetting_path_result_date.up,
    down: migration_20261128_200537_vetting_path_result_date.down,
    name: '20261128_200537_vetting_path_result_date',
  },
  {
    up: migration_20261128_204151_message_threads.up,
    down: migration_20261128_204151_message_threads.down,
    name: '20261128_204151_message_threads',
  },
  {
    up: migration_20261129_013522_programme_sessions.up,
    down: migration_20261129_013522_programme_sessions.down,
    name: '20261129_013522_programme_sessions',
  },
  {
    up: migration_20261129_015456_student_voice.up,
    down: migration_20261129_015456_student_voice.down,
    name: '20261129_015456_student_voice',
  },
  {
    up: migration_20261129_041651_sessions_more.up,
    down: migration_20261129_041651_sessions_more.down,
    name: '20261129_041651_sessions_more',
  },
  {
    up: migration_20261129_045120_recordings.up,
    down: migration_20261129_045120_recordings.down,
    name: '20261129_045120_recordings',
  },
  {
    up: migration_20261129_071500_in_person_region_counts.up,
    down: migration_20261129_071500_in_person_region_counts.down,
    name: '20261129_071500_in_person_region_counts',
  },
  {
    up: migration_20261129_102137_unread_counters.up,
    down: migration_20261129_102137_unread_counters.down,
    name: '20261129_102137_unread_counters',
  },
  {
    up: migration_20261129_114010_thread_school.up,
    down: migration_20261129_114010_thread_school.down,
    name: '20261129_114010_thread_school',
  },
  {
    up: migration_20261129_194743_dashboard_covering_indexes.up,
    down: migration_20261129_194743_dashboard_covering_indexes.down,
    name: '20261129_194743_dashboard_covering_indexes'
  },
  {
    up: migration_20261130_023000_end_inactive_schools_sessions.up,
    down: migration_20261130_023000_end_inactive_schools_sessions.down,
    name: '20261130_023000_end_inactive_schools_sessions'
  },
  {
    up: migration_20261130_080000_in_person_region_by_name.up,
    down: migration_20261130_080000_in_person_region_by_name.down,
    name: '20261130_080000_in_person_region_by_name'
  },
];
