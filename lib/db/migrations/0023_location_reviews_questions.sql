CREATE TABLE `answer_votes` (
	`member_id` text NOT NULL,
	`answer_id` integer NOT NULL,
	`value` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`member_id`, `answer_id`)
);
--> statement-breakpoint
CREATE TABLE `answers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`question_id` integer NOT NULL,
	`member_id` text,
	`author_name` text NOT NULL,
	`body` text NOT NULL,
	`score` integer DEFAULT 0 NOT NULL,
	`comment_count` integer DEFAULT 0 NOT NULL,
	`report_count` integer DEFAULT 0 NOT NULL,
	`visibility` text DEFAULT 'visible' NOT NULL,
	`links_allowed` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `answers_question_idx` ON `answers` (`question_id`,`visibility`,`score`);--> statement-breakpoint
CREATE INDEX `answers_member_idx` ON `answers` (`member_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `location_reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`location_id` integer NOT NULL,
	`member_id` text,
	`author_name` text NOT NULL,
	`reviewer_kind` text NOT NULL,
	`rating` integer NOT NULL,
	`safety` integer,
	`family_friendliness` integer,
	`community_spirit` integer,
	`transport` integer,
	`school_access` integer,
	`loves` text NOT NULL,
	`considerations` text NOT NULL,
	`helpful_count` integer DEFAULT 0 NOT NULL,
	`comment_count` integer DEFAULT 0 NOT NULL,
	`report_count` integer DEFAULT 0 NOT NULL,
	`visibility` text DEFAULT 'visible' NOT NULL,
	`links_allowed` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `location_reviews_location_created_idx` ON `location_reviews` (`location_id`,`visibility`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `location_reviews_location_member_uq` ON `location_reviews` (`location_id`,`member_id`);--> statement-breakpoint
CREATE INDEX `location_reviews_member_idx` ON `location_reviews` (`member_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `post_comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`parent_type` text NOT NULL,
	`parent_id` integer NOT NULL,
	`member_id` text,
	`author_name` text NOT NULL,
	`body` text NOT NULL,
	`report_count` integer DEFAULT 0 NOT NULL,
	`visibility` text DEFAULT 'visible' NOT NULL,
	`links_allowed` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `post_comments_parent_idx` ON `post_comments` (`parent_type`,`parent_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `post_comments_member_idx` ON `post_comments` (`member_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `post_reports` (
	`member_id` text NOT NULL,
	`post_type` text NOT NULL,
	`post_id` integer NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`member_id`, `post_type`, `post_id`)
);
--> statement-breakpoint
CREATE INDEX `post_reports_post_idx` ON `post_reports` (`post_type`,`post_id`);--> statement-breakpoint
CREATE TABLE `questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`location_id` integer NOT NULL,
	`member_id` text,
	`author_name` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`slug` text NOT NULL,
	`answer_count` integer DEFAULT 0 NOT NULL,
	`best_answer_id` integer,
	`report_count` integer DEFAULT 0 NOT NULL,
	`visibility` text DEFAULT 'visible' NOT NULL,
	`links_allowed` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`last_activity_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `questions_location_created_idx` ON `questions` (`location_id`,`visibility`,`created_at`);--> statement-breakpoint
CREATE INDEX `questions_location_activity_idx` ON `questions` (`location_id`,`visibility`,`last_activity_at`);--> statement-breakpoint
CREATE INDEX `questions_visibility_created_idx` ON `questions` (`visibility`,`created_at`);--> statement-breakpoint
CREATE INDEX `questions_unanswered_idx` ON `questions` (`visibility`,`answer_count`,`created_at`);--> statement-breakpoint
CREATE INDEX `questions_member_idx` ON `questions` (`member_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `review_helpful_marks` (
	`member_id` text NOT NULL,
	`review_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`member_id`, `review_id`)
);
--> statement-breakpoint
CREATE INDEX `review_helpful_marks_review_idx` ON `review_helpful_marks` (`review_id`);