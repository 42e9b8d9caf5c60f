CREATE TABLE "certificate" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"valid_months" integer,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "certificate_key" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"kid" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_key" text NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_link" (
	"token_hash" text NOT NULL,
	"tenant_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_link_tenant_id_token_hash_pk" PRIMARY KEY("tenant_id","token_hash")
);
--> statement-breakpoint
CREATE TABLE "certificate_user" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"certificate_id" bigint NOT NULL,
	"certificate_no" text NOT NULL,
	"public_id" text NOT NULL,
	"source_type" smallint NOT NULL,
	"source_id" bigint,
	"source_name" text NOT NULL,
	"issue_way" smallint NOT NULL,
	"acquire_time" timestamp with time zone NOT NULL,
	"expire_time" timestamp with time zone,
	"revoke_time" timestamp with time zone,
	"revoke_reason" text DEFAULT '' NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_user_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "community_comment" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"post_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"parent_id" bigint,
	"reply_user_id" bigint,
	"content" text NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_comment_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "community_like" (
	"tenant_id" bigint NOT NULL,
	"post_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_like_tenant_id_post_id_user_id_pk" PRIMARY KEY("tenant_id","post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_picture" (
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"post_id" bigint NOT NULL,
	"upload_id" bigint NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_picture_tenant_id_name_pk" PRIMARY KEY("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "community_post" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"plain_text" text NOT NULL,
	"accepted_id" bigint,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_post_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "course_category" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"category_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_category_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "course_comment" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"content" text NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_comment_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "course_mark" (
	"tenant_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"score" smallint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_mark_tenant_id_course_id_user_id_pk" PRIMARY KEY("tenant_id","course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "course_node" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"node_name" text NOT NULL,
	"content_type" smallint NOT NULL,
	"resource_id" bigint,
	"image_text_id" bigint,
	"target_id" bigint,
	"sort" integer DEFAULT 0 NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_node_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "course_node_user" (
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"node_id" bigint NOT NULL,
	"position" real DEFAULT 0 NOT NULL,
	"max_position" real DEFAULT 0 NOT NULL,
	"seen_pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"study_seconds" integer DEFAULT 0 NOT NULL,
	"study_progress" smallint DEFAULT 0 NOT NULL,
	"finished" smallint DEFAULT 0 NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"last_study_time" timestamp with time zone,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_node_user_tenant_id_user_id_course_id_node_id_pk" PRIMARY KEY("tenant_id","user_id","course_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "course_reaction" (
	"tenant_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_reaction_tenant_id_course_id_kind_user_id_pk" PRIMARY KEY("tenant_id","course_id","kind","user_id")
);
--> statement-breakpoint
CREATE TABLE "courseware" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"courseware_name" text NOT NULL,
	"file_key" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courseware_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "image_text" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"dwell_seconds" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_text_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "lecturer" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint,
	"lecturer_name" text NOT NULL,
	"head_img" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"introduce" text DEFAULT '' NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lecturer_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "media_grant" (
	"token_hash" text NOT NULL,
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"dir" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_grant_token_hash_pk" PRIMARY KEY("token_hash")
);
--> statement-breakpoint
CREATE TABLE "resource" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"resource_name" text NOT NULL,
	"resource_type" smallint NOT NULL,
	"doc_type" text,
	"file_key" text NOT NULL,
	"file_size" integer DEFAULT 0 NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL,
	"pdf_key" text,
	"play_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archive_entries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dwell_seconds" integer DEFAULT 0 NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "study_day" (
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"day" text NOT NULL,
	"study_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "study_day_tenant_id_enterprise_id_user_id_day_pk" PRIMARY KEY("tenant_id","enterprise_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "study_hang_up" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"node_id" bigint NOT NULL,
	"idle_seconds" integer NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_hang_up_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "evaluation_form" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"title" text NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_form_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "evaluation_question" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"form_id" bigint NOT NULL,
	"target" smallint NOT NULL,
	"kind" smallint NOT NULL,
	"title" text NOT NULL,
	"required" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_question_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "offline_evaluation" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"form_id" bigint NOT NULL,
	"lecturer_id" bigint,
	"average" numeric(2, 1) DEFAULT 0 NOT NULL,
	"gmt_submitted" timestamp with time zone NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_evaluation_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "offline_evaluation_answer" (
	"tenant_id" bigint NOT NULL,
	"evaluation_id" bigint NOT NULL,
	"question_id" bigint NOT NULL,
	"score" smallint,
	"answer_text" text,
	CONSTRAINT "offline_evaluation_answer_tenant_id_evaluation_id_question_id_pk" PRIMARY KEY("tenant_id","evaluation_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_attempt_answer" (
	"tenant_id" bigint NOT NULL,
	"attempt_id" bigint NOT NULL,
	"problem_id" bigint NOT NULL,
	"answer" jsonb NOT NULL,
	"seq" integer NOT NULL,
	"earned" numeric(6, 1),
	"comment" text,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_attempt_answer_tenant_id_attempt_id_problem_id_pk" PRIMARY KEY("tenant_id","attempt_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "exam_attempt_event" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"attempt_id" bigint NOT NULL,
	"event_type" text NOT NULL,
	"seq" integer,
	"client_time" timestamp with time zone,
	"detail" jsonb,
	"gmt_create" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_attempt_event_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "exam_problem" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"exam_id" bigint NOT NULL,
	"section_id" bigint NOT NULL,
	"parent_id" bigint,
	"problem_type" smallint NOT NULL,
	"content" text NOT NULL,
	"score" numeric(6, 1) NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer_key" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"analysis" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_problem_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "exam_section" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"exam_id" bigint NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_section_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "live_room" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"live_name" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"lecturer_name" text DEFAULT '' NOT NULL,
	"introduce" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"stream_key" text DEFAULT '' NOT NULL,
	"replay_key" text,
	"replay_duration" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_room_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "live_viewer" (
	"tenant_id" bigint NOT NULL,
	"room_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"watch_seconds" integer DEFAULT 0 NOT NULL,
	"replay_position" real DEFAULT 0 NOT NULL,
	"last_watch_time" timestamp with time zone,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_viewer_tenant_id_room_id_user_id_pk" PRIMARY KEY("tenant_id","room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "mall_cart" (
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"selected" smallint DEFAULT 1 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_cart_tenant_id_enterprise_id_user_id_goods_id_pk" PRIMARY KEY("tenant_id","enterprise_id","user_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "mall_category" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_category_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "mall_goods" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" integer NOT NULL,
	"stock" integer NOT NULL,
	"limit_per_person" integer DEFAULT 0 NOT NULL,
	"exchanged_count" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_goods_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "mall_order" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"order_no" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"total_points" integer NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"address" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_order_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "mall_order_line" (
	"tenant_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"cover" text NOT NULL,
	"price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mall_order_line_tenant_id_order_id_goods_id_pk" PRIMARY KEY("tenant_id","order_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "training_needs" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_needs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "training_needs_answer" (
	"tenant_id" bigint NOT NULL,
	"needs_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"sort" integer NOT NULL,
	"topic_id" bigint,
	"topic_name" text DEFAULT '' NOT NULL,
	"priority" smallint NOT NULL,
	"form" smallint NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_needs_answer_tenant_id_needs_id_user_id_sort_pk" PRIMARY KEY("tenant_id","needs_id","user_id","sort")
);
--> statement-breakpoint
CREATE TABLE "training_needs_topic" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"needs_id" bigint NOT NULL,
	"topic_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"course_id" bigint,
	"sort" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_needs_topic_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "training_needs_user" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"needs_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"submit_time" timestamp with time zone NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_needs_user_tenant_id_needs_id_user_id_pk" PRIMARY KEY("tenant_id","needs_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "offline_assessment" (
	"tenant_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"score" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"assessor_id" bigint NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_assessment_tenant_id_course_id_user_id_pk" PRIMARY KEY("tenant_id","course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "offline_attachment" (
	"tenant_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_attachment_tenant_id_course_id_file_id_pk" PRIMARY KEY("tenant_id","course_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "offline_attendance" (
	"tenant_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"status" smallint NOT NULL,
	"source" smallint NOT NULL,
	"marked_by" bigint,
	"check_in_time" timestamp with time zone,
	"check_out_time" timestamp with time zone,
	"code_issued_at" timestamp with time zone,
	"out_code_issued_at" timestamp with time zone,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_attendance_tenant_id_session_id_user_id_pk" PRIMARY KEY("tenant_id","session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "offline_course" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"course_name" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"introduce" text DEFAULT '' NOT NULL,
	"category_id" bigint,
	"lecturer_id" bigint,
	"place" text DEFAULT '' NOT NULL,
	"credit_hour" numeric(10, 1) DEFAULT 0 NOT NULL,
	"late_grace_minutes" integer DEFAULT 10 NOT NULL,
	"anonymous_evaluation" smallint DEFAULT 0 NOT NULL,
	"evaluation_form_id" bigint,
	"evaluation_deadline" timestamp with time zone,
	"pass_score" smallint DEFAULT 60 NOT NULL,
	"is_public" smallint DEFAULT 0 NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_course_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "offline_enrolment" (
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"enrolled_by" bigint,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_enrolment_tenant_id_course_id_user_id_pk" PRIMARY KEY("tenant_id","course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "offline_session" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"session_name" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"lecturer_id" bigint,
	"code_secret" "bytea" NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_session_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"rule_code" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"local_day" text NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "points_rule" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"rule_code" text NOT NULL,
	"points" integer NOT NULL,
	"daily_cap" integer,
	"streak_every" integer DEFAULT 0 NOT NULL,
	"streak_bonus" integer DEFAULT 0 NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_rule_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "points_sign_in" (
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"day" text NOT NULL,
	"streak" integer NOT NULL,
	"points" integer NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_sign_in_tenant_id_enterprise_id_user_id_day_pk" PRIMARY KEY("tenant_id","enterprise_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "study_project" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"project_name" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"introduce" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"credit_hour" numeric(10, 1) DEFAULT 0 NOT NULL,
	"apply_mode" smallint DEFAULT 0 NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_project_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "study_project_admire" (
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_project_admire_tenant_id_project_id_user_id_pk" PRIMARY KEY("tenant_id","project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "study_project_item" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"stage_id" bigint NOT NULL,
	"item_type" smallint NOT NULL,
	"ref_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_project_item_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "study_project_lecturer" (
	"tenant_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"lecturer_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_project_lecturer_tenant_id_project_id_lecturer_id_pk" PRIMARY KEY("tenant_id","project_id","lecturer_id")
);
--> statement-breakpoint
CREATE TABLE "study_project_stage" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"stage_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_project_stage_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "study_project_user" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"apply_status" smallint NOT NULL,
	"apply_reason" text DEFAULT '' NOT NULL,
	"apply_time" timestamp with time zone NOT NULL,
	"audit_time" timestamp with time zone,
	"audited_by" bigint,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_project_user_tenant_id_project_id_user_id_pk" PRIMARY KEY("tenant_id","project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "survey" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"anonymous" smallint DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "survey_answer" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"survey_id" bigint NOT NULL,
	"response_id" bigint NOT NULL,
	"question_id" bigint NOT NULL,
	"option_key" text,
	"answer_text" text,
	"rating" smallint,
	CONSTRAINT "survey_answer_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "survey_question" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"survey_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"question_type" smallint NOT NULL,
	"title" text NOT NULL,
	"required" smallint DEFAULT 1 NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_choices" integer DEFAULT 1 NOT NULL,
	"max_choices" integer DEFAULT 0 NOT NULL,
	"max_length" integer DEFAULT 500 NOT NULL,
	"scale_max" smallint DEFAULT 5 NOT NULL,
	"low_label" text DEFAULT '' NOT NULL,
	"high_label" text DEFAULT '' NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_question_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "survey_response" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"survey_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"submit_time" timestamp with time zone NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_response_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "survey_user" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"survey_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_user_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "study_task_comment" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"content" text NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_task_comment_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "study_task_content" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"phase_id" bigint NOT NULL,
	"content_type" smallint NOT NULL,
	"ref_id" bigint,
	"content_name" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"criteria" text DEFAULT '' NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"pass_score" numeric(5, 1),
	"sort" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_task_content_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "study_task_content_user" (
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"content_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"score" numeric(5, 1),
	"comment" text DEFAULT '' NOT NULL,
	"finish_time" timestamp with time zone,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_task_content_user_tenant_id_content_id_user_id_pk" PRIMARY KEY("tenant_id","content_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "study_task_phase" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"phase_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"require_previous" smallint DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_task_phase_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "study_task_practical_answer" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"content_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"answer_text" text DEFAULT '' NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submit_time" timestamp with time zone NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_task_practical_answer_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "upload_file" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_file_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "upload_link" (
	"token_hash" text NOT NULL,
	"tenant_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_link_tenant_id_token_hash_pk" PRIMARY KEY("tenant_id","token_hash")
);
--> statement-breakpoint
CREATE TABLE "agreement" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "announcement" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"publisher" text DEFAULT '' NOT NULL,
	"publish_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"is_public" smallint DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("title" || E'\n' || regexp_replace("content", '<[^>]*>', ' ', 'g'))) STORED NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "announcement_comment" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"announcement_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"parent_id" bigint,
	"reply_user_id" bigint,
	"content" text NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_comment_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "announcement_user" (
	"tenant_id" bigint NOT NULL,
	"announcement_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"is_read" smallint DEFAULT 0 NOT NULL,
	"is_admire" smallint DEFAULT 0 NOT NULL,
	"is_hidden" smallint DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_user_tenant_id_announcement_id_user_id_pk" PRIMARY KEY("tenant_id","announcement_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "captcha" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"answer_hash" text NOT NULL,
	"demo_answer" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"course_name" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"lecturer_name" text DEFAULT '' NOT NULL,
	"lecturer_id" bigint,
	"institution_id" bigint,
	"certificate_id" bigint,
	"category_id" bigint,
	"introduce" text DEFAULT '' NOT NULL,
	"drag_flag" smallint DEFAULT 1 NOT NULL,
	"is_public" smallint DEFAULT 0 NOT NULL,
	"total_duration" integer DEFAULT 0 NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("course_name" || E'\n' || regexp_replace("introduce", '<[^>]*>', ' ', 'g'))) STORED NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "course_user_progress" (
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"study_progress" smallint DEFAULT 0 NOT NULL,
	"study_duration" integer DEFAULT 0 NOT NULL,
	"last_study_time" timestamp with time zone,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_user_progress_tenant_id_course_id_user_id_pk" PRIMARY KEY("tenant_id","course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "credit_record" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"source_type" smallint NOT NULL,
	"source_id" bigint,
	"source_name" text NOT NULL,
	"credit_hour" numeric(10, 1) NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_record_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "enterprise" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"allow_register" smallint DEFAULT 1 NOT NULL,
	"register_approval" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprise_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "enterprise_member" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"emp_no" text DEFAULT '' NOT NULL,
	"is_admin" smallint DEFAULT 0 NOT NULL,
	"user_type" smallint DEFAULT 1 NOT NULL,
	"credit_hour" numeric(10, 1) DEFAULT 0 NOT NULL,
	"register_status" smallint DEFAULT 2 NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"department_manager" smallint DEFAULT 0 NOT NULL,
	"institution_id" bigint,
	"sort" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprise_member_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "exam" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"exam_name" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"total_score" numeric(6, 1) DEFAULT 100 NOT NULL,
	"pass_score" numeric(6, 1) DEFAULT 60 NOT NULL,
	"attempt_limit" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"switch_limit" integer DEFAULT 0 NOT NULL,
	"show_answer" smallint DEFAULT 0 NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "exam_attempt" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"exam_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"finish_time" timestamp with time zone,
	"state" smallint DEFAULT 1 NOT NULL,
	"finish_reason" smallint,
	"switch_count" integer DEFAULT 0 NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"auto_score" numeric(6, 1),
	"manual_score" numeric(6, 1),
	"score" numeric(6, 1),
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_attempt_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "exam_user" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"exam_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_user_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "export_record" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer DEFAULT 0 NOT NULL,
	"export_status" smallint DEFAULT 1 NOT NULL,
	"content" text,
	"download_token_hash" text,
	"download_expires_at" timestamp with time zone,
	"job" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"run_after" timestamp with time zone,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "export_record_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "institution" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"name" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "library_download" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_file" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_file_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "login_failure" (
	"tenant_id" bigint NOT NULL,
	"key" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_failure_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
CREATE TABLE "member_points" (
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"integral" integer DEFAULT 0 NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_points_tenant_id_enterprise_id_user_id_pk" PRIMARY KEY("tenant_id","enterprise_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "msg_notice" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"msg_type" smallint DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_read" smallint DEFAULT 0 NOT NULL,
	"read_time" timestamp with time zone,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "msg_notice_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "nav_item" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"website_id" bigint NOT NULL,
	"nav_name" text NOT NULL,
	"nav_name_en" text DEFAULT '' NOT NULL,
	"target_addr" text DEFAULT '' NOT NULL,
	"target_type" smallint,
	"target_open_new_page" smallint DEFAULT 0 NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nav_item_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "qr_ticket" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"website_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"user_id" bigint,
	"issued_token" text,
	"choose_enterprise" smallint,
	"expires_at" timestamp with time zone NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_counter" (
	"tenant_id" bigint NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_counter_tenant_id_key_window_start_pk" PRIMARY KEY("tenant_id","key","window_start")
);
--> statement-breakpoint
CREATE TABLE "server_key" (
	"id" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"enterprise_id" bigint,
	"website_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_code" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"phone" text NOT NULL,
	"purpose" smallint NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_code_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_outbox_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "study_task" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"task_name" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"required_flag" smallint DEFAULT 1 NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"apply_mode" smallint DEFAULT 0 NOT NULL,
	"certificate_id" bigint,
	"post_name" text DEFAULT '' NOT NULL,
	"owner_user_id" bigint,
	"plan_scope" smallint DEFAULT 0 NOT NULL,
	"plan_department" text DEFAULT '' NOT NULL,
	"goal" text DEFAULT '' NOT NULL,
	"publish_time" timestamp with time zone,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_task_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "study_task_collect" (
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_task_collect_tenant_id_task_id_user_id_pk" PRIMARY KEY("tenant_id","task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "study_task_user" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"apply_status" smallint DEFAULT 0 NOT NULL,
	"apply_reason" text DEFAULT '' NOT NULL,
	"apply_time" timestamp with time zone,
	"audit_time" timestamp with time zone,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_task_user_tenant_id_task_id_user_id_pk" PRIMARY KEY("tenant_id","task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tenant" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"time_zone" text DEFAULT 'Asia/Shanghai' NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_account" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"head_portrait" text DEFAULT '' NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"failed_window_start" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_account_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "website" (
	"id" bigserial,
	"tenant_id" bigint NOT NULL,
	"domain" text NOT NULL,
	"eid" bigint,
	"title" text NOT NULL,
	"ico" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"amap_key_id" text DEFAULT '' NOT NULL,
	"amap_key_secret" text DEFAULT '' NOT NULL,
	"mobile_site" text DEFAULT '' NOT NULL,
	"register_enabled" smallint DEFAULT 1 NOT NULL,
	"qr_providers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"footer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"frame_ancestors" text DEFAULT '''self''' NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "website_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "certificate_ent_idx" ON "certificate" USING btree ("tenant_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "certificate_link_exp_idx" ON "certificate_link" USING btree ("tenant_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_user_source_uq" ON "certificate_user" USING btree ("tenant_id","enterprise_id","user_id","source_type","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_user_public_uq" ON "certificate_user" USING btree ("tenant_id","public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_user_no_uq" ON "certificate_user" USING btree ("tenant_id","certificate_no");--> statement-breakpoint
CREATE INDEX "certificate_user_member_idx" ON "certificate_user" USING btree ("tenant_id","enterprise_id","user_id","acquire_time");--> statement-breakpoint
CREATE INDEX "community_comment_post_idx" ON "community_comment" USING btree ("tenant_id","post_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "community_picture_upload_uq" ON "community_picture" USING btree ("tenant_id","post_id","upload_id");--> statement-breakpoint
CREATE INDEX "community_post_kind_idx" ON "community_post" USING btree ("tenant_id","enterprise_id","kind","gmt_create");--> statement-breakpoint
CREATE INDEX "community_post_user_idx" ON "community_post" USING btree ("tenant_id","enterprise_id","user_id");--> statement-breakpoint
CREATE INDEX "community_post_title_trgm" ON "community_post" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "community_post_text_trgm" ON "community_post" USING gin ("plain_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "course_category_ent_idx" ON "course_category" USING btree ("tenant_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "course_comment_course_idx" ON "course_comment" USING btree ("tenant_id","course_id","gmt_create");--> statement-breakpoint
CREATE INDEX "course_node_course_idx" ON "course_node" USING btree ("tenant_id","course_id","sort");--> statement-breakpoint
CREATE INDEX "course_node_user_course_idx" ON "course_node_user" USING btree ("tenant_id","course_id","node_id");--> statement-breakpoint
CREATE INDEX "course_reaction_user_idx" ON "course_reaction" USING btree ("tenant_id","user_id","kind");--> statement-breakpoint
CREATE INDEX "courseware_course_idx" ON "courseware" USING btree ("tenant_id","course_id");--> statement-breakpoint
CREATE INDEX "lecturer_ent_idx" ON "lecturer" USING btree ("tenant_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "lecturer_user_idx" ON "lecturer" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "media_grant_exp_idx" ON "media_grant" USING btree ("tenant_id","expires_at");--> statement-breakpoint
CREATE INDEX "resource_ent_idx" ON "resource" USING btree ("tenant_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "study_hang_up_user_idx" ON "study_hang_up" USING btree ("tenant_id","user_id","gmt_create");--> statement-breakpoint
CREATE INDEX "evaluation_form_ent_idx" ON "evaluation_form" USING btree ("tenant_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "evaluation_question_form_idx" ON "evaluation_question" USING btree ("tenant_id","form_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "offline_evaluation_uq" ON "offline_evaluation" USING btree ("tenant_id","course_id","user_id");--> statement-breakpoint
CREATE INDEX "offline_evaluation_course_idx" ON "offline_evaluation" USING btree ("tenant_id","course_id","gmt_submitted");--> statement-breakpoint
CREATE INDEX "offline_evaluation_user_idx" ON "offline_evaluation" USING btree ("tenant_id","enterprise_id","user_id");--> statement-breakpoint
CREATE INDEX "offline_evaluation_lecturer_idx" ON "offline_evaluation" USING btree ("tenant_id","lecturer_id","gmt_submitted");--> statement-breakpoint
CREATE INDEX "offline_evaluation_answer_question_idx" ON "offline_evaluation_answer" USING btree ("tenant_id","question_id");--> statement-breakpoint
CREATE INDEX "exam_event_attempt_idx" ON "exam_attempt_event" USING btree ("tenant_id","attempt_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_event_seq_uq" ON "exam_attempt_event" USING btree ("tenant_id","attempt_id","event_type","seq") WHERE "exam_attempt_event"."seq" is not null;--> statement-breakpoint
CREATE INDEX "exam_problem_exam_idx" ON "exam_problem" USING btree ("tenant_id","exam_id","sort");--> statement-breakpoint
CREATE INDEX "exam_section_exam_idx" ON "exam_section" USING btree ("tenant_id","exam_id","sort");--> statement-breakpoint
CREATE INDEX "live_room_ent_idx" ON "live_room" USING btree ("tenant_id","enterprise_id","start_time");--> statement-breakpoint
CREATE INDEX "live_room_name_trgm" ON "live_room" USING gin ("live_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "live_room_introduce_trgm" ON "live_room" USING gin ("introduce" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mall_category_ent_idx" ON "mall_category" USING btree ("tenant_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "mall_goods_ent_idx" ON "mall_goods" USING btree ("tenant_id","enterprise_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_order_key_uq" ON "mall_order" USING btree ("tenant_id","enterprise_id","user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "mall_order_member_idx" ON "mall_order" USING btree ("tenant_id","enterprise_id","user_id","status");--> statement-breakpoint
CREATE INDEX "mall_order_ent_idx" ON "mall_order" USING btree ("tenant_id","enterprise_id","status");--> statement-breakpoint
CREATE INDEX "mall_order_line_goods_idx" ON "mall_order_line" USING btree ("tenant_id","user_id","goods_id");--> statement-breakpoint
CREATE INDEX "training_needs_ent_idx" ON "training_needs" USING btree ("tenant_id","enterprise_id","end_time");--> statement-breakpoint
CREATE INDEX "training_needs_answer_topic_idx" ON "training_needs_answer" USING btree ("tenant_id","needs_id","topic_id");--> statement-breakpoint
CREATE INDEX "training_needs_topic_needs_idx" ON "training_needs_topic" USING btree ("tenant_id","needs_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "training_needs_user_id_uq" ON "training_needs_user" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "training_needs_user_idx" ON "training_needs_user" USING btree ("tenant_id","enterprise_id","user_id");--> statement-breakpoint
CREATE INDEX "offline_assessment_user_idx" ON "offline_assessment" USING btree ("tenant_id","enterprise_id","user_id");--> statement-breakpoint
CREATE INDEX "offline_attendance_course_idx" ON "offline_attendance" USING btree ("tenant_id","course_id","user_id");--> statement-breakpoint
CREATE INDEX "offline_attendance_user_idx" ON "offline_attendance" USING btree ("tenant_id","enterprise_id","user_id");--> statement-breakpoint
CREATE INDEX "offline_course_ent_idx" ON "offline_course" USING btree ("tenant_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "offline_course_lecturer_idx" ON "offline_course" USING btree ("tenant_id","lecturer_id");--> statement-breakpoint
CREATE INDEX "offline_enrolment_user_idx" ON "offline_enrolment" USING btree ("tenant_id","enterprise_id","user_id");--> statement-breakpoint
CREATE INDEX "offline_session_course_idx" ON "offline_session" USING btree ("tenant_id","course_id","start_time");--> statement-breakpoint
CREATE INDEX "offline_session_lecturer_idx" ON "offline_session" USING btree ("tenant_id","lecturer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_source_uq" ON "points_ledger" USING btree ("tenant_id","enterprise_id","user_id","rule_code","source_kind","source_id");--> statement-breakpoint
CREATE INDEX "points_ledger_member_idx" ON "points_ledger" USING btree ("tenant_id","enterprise_id","user_id","id");--> statement-breakpoint
CREATE INDEX "points_ledger_day_idx" ON "points_ledger" USING btree ("tenant_id","enterprise_id","user_id","rule_code","local_day");--> statement-breakpoint
CREATE UNIQUE INDEX "points_rule_code_uq" ON "points_rule" USING btree ("tenant_id","enterprise_id","rule_code");--> statement-breakpoint
CREATE INDEX "study_project_ent_idx" ON "study_project" USING btree ("tenant_id","enterprise_id","start_time");--> statement-breakpoint
CREATE INDEX "study_project_admire_user_idx" ON "study_project_admire" USING btree ("tenant_id","enterprise_id","user_id");--> statement-breakpoint
CREATE INDEX "study_project_item_project_idx" ON "study_project_item" USING btree ("tenant_id","project_id","stage_id","sort");--> statement-breakpoint
CREATE INDEX "study_project_item_ref_idx" ON "study_project_item" USING btree ("tenant_id","item_type","ref_id");--> statement-breakpoint
CREATE INDEX "study_project_lecturer_idx" ON "study_project_lecturer" USING btree ("tenant_id","lecturer_id");--> statement-breakpoint
CREATE INDEX "study_project_stage_project_idx" ON "study_project_stage" USING btree ("tenant_id","project_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "study_project_user_id_uq" ON "study_project_user" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "study_project_user_idx" ON "study_project_user" USING btree ("tenant_id","enterprise_id","user_id");--> statement-breakpoint
CREATE INDEX "study_project_user_apply_idx" ON "study_project_user" USING btree ("tenant_id","enterprise_id","apply_status");--> statement-breakpoint
CREATE INDEX "survey_ent_idx" ON "survey" USING btree ("tenant_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "survey_answer_question_idx" ON "survey_answer" USING btree ("tenant_id","survey_id","question_id");--> statement-breakpoint
CREATE INDEX "survey_answer_response_idx" ON "survey_answer" USING btree ("tenant_id","response_id");--> statement-breakpoint
CREATE INDEX "survey_question_idx" ON "survey_question" USING btree ("tenant_id","survey_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_response_uq" ON "survey_response" USING btree ("tenant_id","survey_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_user_uq" ON "survey_user" USING btree ("tenant_id","survey_id","user_id");--> statement-breakpoint
CREATE INDEX "survey_user_idx" ON "survey_user" USING btree ("tenant_id","enterprise_id","user_id");--> statement-breakpoint
CREATE INDEX "study_task_comment_task_idx" ON "study_task_comment" USING btree ("tenant_id","task_id","gmt_create");--> statement-breakpoint
CREATE INDEX "study_task_content_task_idx" ON "study_task_content" USING btree ("tenant_id","task_id");--> statement-breakpoint
CREATE INDEX "study_task_content_ref_idx" ON "study_task_content" USING btree ("tenant_id","content_type","ref_id");--> statement-breakpoint
CREATE INDEX "study_task_content_user_idx" ON "study_task_content_user" USING btree ("tenant_id","enterprise_id","user_id","task_id");--> statement-breakpoint
CREATE INDEX "study_task_phase_task_idx" ON "study_task_phase" USING btree ("tenant_id","task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "practical_answer_uq" ON "study_task_practical_answer" USING btree ("tenant_id","content_id","user_id");--> statement-breakpoint
CREATE INDEX "practical_answer_ent_idx" ON "study_task_practical_answer" USING btree ("tenant_id","enterprise_id","submit_time");--> statement-breakpoint
CREATE INDEX "upload_file_user_idx" ON "upload_file" USING btree ("tenant_id","enterprise_id","user_id");--> statement-breakpoint
CREATE INDEX "upload_link_exp_idx" ON "upload_link" USING btree ("tenant_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_type_uq" ON "agreement" USING btree ("tenant_id","type","locale");--> statement-breakpoint
CREATE INDEX "announcement_ent_idx" ON "announcement" USING btree ("tenant_id","enterprise_id","publish_time");--> statement-breakpoint
CREATE INDEX "announcement_search_trgm" ON "announcement" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "comment_announcement_idx" ON "announcement_comment" USING btree ("tenant_id","announcement_id","parent_id");--> statement-breakpoint
CREATE INDEX "announcement_user_idx" ON "announcement_user" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "course_ent_idx" ON "course" USING btree ("tenant_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "course_search_trgm" ON "course" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "course_progress_user_idx" ON "course_user_progress" USING btree ("tenant_id","enterprise_id","user_id","last_study_time");--> statement-breakpoint
CREATE INDEX "credit_record_user_idx" ON "credit_record" USING btree ("tenant_id","enterprise_id","user_id","gmt_create");--> statement-breakpoint
CREATE UNIQUE INDEX "member_user_uq" ON "enterprise_member" USING btree ("tenant_id","enterprise_id","user_id");--> statement-breakpoint
CREATE INDEX "member_emp_no_idx" ON "enterprise_member" USING btree ("tenant_id","emp_no");--> statement-breakpoint
CREATE INDEX "member_user_idx" ON "enterprise_member" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "exam_ent_idx" ON "exam" USING btree ("tenant_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "exam_name_trgm" ON "exam" USING gin ("exam_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "exam_description_trgm" ON "exam" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "exam_attempt_user_idx" ON "exam_attempt" USING btree ("tenant_id","enterprise_id","user_id","exam_id");--> statement-breakpoint
CREATE INDEX "exam_attempt_exam_idx" ON "exam_attempt" USING btree ("tenant_id","exam_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempt_open_uq" ON "exam_attempt" USING btree ("tenant_id","exam_id","user_id") WHERE "exam_attempt"."finish_time" is null;--> statement-breakpoint
CREATE INDEX "exam_attempt_deadline_idx" ON "exam_attempt" USING btree ("tenant_id","deadline_at") WHERE "exam_attempt"."finish_time" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_user_uq" ON "exam_user" USING btree ("tenant_id","exam_id","user_id");--> statement-breakpoint
CREATE INDEX "exam_user_idx" ON "exam_user" USING btree ("tenant_id","enterprise_id","user_id");--> statement-breakpoint
CREATE INDEX "export_user_idx" ON "export_record" USING btree ("tenant_id","enterprise_id","user_id","gmt_create");--> statement-breakpoint
CREATE UNIQUE INDEX "export_download_uq" ON "export_record" USING btree ("download_token_hash");--> statement-breakpoint
CREATE INDEX "export_pending_idx" ON "export_record" USING btree ("gmt_create") WHERE export_status = 1;--> statement-breakpoint
CREATE INDEX "institution_ent_idx" ON "institution" USING btree ("tenant_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "library_download_exp_idx" ON "library_download" USING btree ("tenant_id","expires_at");--> statement-breakpoint
CREATE INDEX "library_file_ent_idx" ON "library_file" USING btree ("tenant_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "msg_user_idx" ON "msg_notice" USING btree ("tenant_id","enterprise_id","user_id","is_read","gmt_create");--> statement-breakpoint
CREATE INDEX "nav_site_idx" ON "nav_item" USING btree ("tenant_id","website_id","sort");--> statement-breakpoint
CREATE INDEX "qr_tenant_idx" ON "qr_ticket" USING btree ("tenant_id","gmt_create");--> statement-breakpoint
CREATE INDEX "token_user_idx" ON "session_token" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "sms_phone_idx" ON "sms_code" USING btree ("tenant_id","phone","gmt_create");--> statement-breakpoint
CREATE INDEX "sms_ip_idx" ON "sms_code" USING btree ("tenant_id","ip","gmt_create");--> statement-breakpoint
CREATE INDEX "outbox_phone_idx" ON "sms_outbox" USING btree ("tenant_id","phone");--> statement-breakpoint
CREATE INDEX "study_task_ent_idx" ON "study_task" USING btree ("tenant_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "study_task_owner_idx" ON "study_task" USING btree ("tenant_id","enterprise_id","owner_user_id");--> statement-breakpoint
CREATE INDEX "study_task_collect_user_idx" ON "study_task_collect" USING btree ("tenant_id","enterprise_id","user_id");--> statement-breakpoint
CREATE INDEX "study_task_user_idx" ON "study_task_user" USING btree ("tenant_id","enterprise_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "study_task_user_id_uq" ON "study_task_user" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "study_task_user_apply_idx" ON "study_task_user" USING btree ("tenant_id","enterprise_id","apply_status");--> statement-breakpoint
CREATE UNIQUE INDEX "user_phone_uq" ON "user_account" USING btree ("tenant_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "website_domain_uq" ON "website" USING btree ("domain");