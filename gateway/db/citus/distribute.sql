-- Spreads the Praxis schema over a Citus cluster. Run once with psql on the coordinator, after the migrations
-- (start one gateway on the coordinator's DATABASE_URL and stop it) and before the gateways serve traffic:
--   psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -f gateway/db/citus/distribute.sql
-- Why each table goes where it goes: docs/decisions/0043-citus-distribution.md. A table added to the schema
-- must be added here too (tests/gateway/core/citus-distribution.test.ts fails until it is).
-- drizzle.__drizzle_migrations stays a local table of the coordinator, where migrations run.
-- pg_trgm (search's trigram indexes) is created by the migration run on the coordinator; Citus creates it on
-- every worker too, so the indexes follow the shards.

-- Shared by every tenant: small, read on every request, written almost never. A copy on every node.
SELECT create_reference_table('tenant');
SELECT create_reference_table('website');
SELECT create_reference_table('server_key');

-- Found by a random key alone (the token or ticket a client holds) and joined with nothing: distributed by
-- that key, so each lookup reaches one shard.
SELECT create_distributed_table('session_token', 'token_hash', colocate_with => 'none');
SELECT create_distributed_table('media_grant', 'token_hash', colocate_with => 'none');
SELECT create_distributed_table('captcha', 'id', colocate_with => 'none');
SELECT create_distributed_table('qr_ticket', 'ticket_hash', colocate_with => 'none');

-- Keys that do not lead with the tenant today; a distributed table's unique keys must hold the tenant.
-- Both are looked up with the tenant already (library/files.ts, export/records.ts).
ALTER TABLE library_download
  DROP CONSTRAINT library_download_pkey,
  ADD CONSTRAINT library_download_pkey PRIMARY KEY (tenant_id, token_hash);
DROP INDEX export_download_uq;
CREATE UNIQUE INDEX export_download_uq ON export_record USING btree (tenant_id, download_token_hash);

-- Everything a tenant owns, by tenant_id, in one colocation group: a tenant's rows of every table sit on the
-- same node, so the joins on (tenant_id, …) and the exam save's single statement stay on one shard.
SELECT create_distributed_table('enterprise', 'tenant_id', colocate_with => 'none');
-- people and sign-in
SELECT create_distributed_table('user_account', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('enterprise_member', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('institution', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('sms_code', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('sms_outbox', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('login_failure', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('rate_counter', 'tenant_id', colocate_with => 'enterprise');
-- site content
SELECT create_distributed_table('agreement', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('nav_item', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('msg_notice', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('announcement', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('announcement_user', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('announcement_comment', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('member_points', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('credit_record', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('library_file', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('library_download', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('upload_file', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('upload_link', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('export_record', 'tenant_id', colocate_with => 'enterprise');
-- courses and study
SELECT create_distributed_table('course_category', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('lecturer', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('course', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('resource', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('image_text', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('course_node', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('courseware', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('course_node_user', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('course_user_progress', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('course_comment', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('course_mark', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('course_reaction', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('study_day', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('study_hang_up', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('study_task', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('study_task_phase', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('study_task_content', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('study_task_content_user', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('study_task_practical_answer', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('study_task_user', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('study_task_collect', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('study_task_comment', 'tenant_id', colocate_with => 'enterprise');
-- offline courses, attendance, attachments and assessments
SELECT create_distributed_table('offline_course', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('offline_session', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('offline_enrolment', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('offline_attendance', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('offline_attachment', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('offline_assessment', 'tenant_id', colocate_with => 'enterprise');
-- offline course evaluations
SELECT create_distributed_table('evaluation_form', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('evaluation_question', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('offline_evaluation', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('offline_evaluation_answer', 'tenant_id', colocate_with => 'enterprise');
-- study projects
SELECT create_distributed_table('study_project', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('study_project_stage', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('study_project_item', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('study_project_lecturer', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('study_project_user', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('study_project_admire', 'tenant_id', colocate_with => 'enterprise');
-- training needs
SELECT create_distributed_table('training_needs', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('training_needs_topic', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('training_needs_user', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('training_needs_answer', 'tenant_id', colocate_with => 'enterprise');
-- points
SELECT create_distributed_table('points_rule', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('points_ledger', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('points_sign_in', 'tenant_id', colocate_with => 'enterprise');
-- exams
SELECT create_distributed_table('exam', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('exam_user', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('exam_section', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('exam_problem', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('exam_attempt', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('exam_attempt_answer', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('exam_attempt_event', 'tenant_id', colocate_with => 'enterprise');
-- surveys
SELECT create_distributed_table('survey', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('survey_question', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('survey_user', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('survey_response', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('survey_answer', 'tenant_id', colocate_with => 'enterprise');
-- live sessions
SELECT create_distributed_table('live_room', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('live_viewer', 'tenant_id', colocate_with => 'enterprise');
-- certificates
SELECT create_distributed_table('certificate', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('certificate_user', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('certificate_key', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('certificate_link', 'tenant_id', colocate_with => 'enterprise');
-- integral mall
SELECT create_distributed_table('mall_category', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('mall_goods', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('mall_cart', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('mall_order', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('mall_order_line', 'tenant_id', colocate_with => 'enterprise');
-- community
SELECT create_distributed_table('community_post', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('community_comment', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('community_like', 'tenant_id', colocate_with => 'enterprise');
SELECT create_distributed_table('community_picture', 'tenant_id', colocate_with => 'enterprise');
