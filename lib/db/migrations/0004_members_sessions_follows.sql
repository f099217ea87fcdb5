CREATE TABLE `member_identities` (
	`provider` text NOT NULL,
	`subject` text NOT NULL,
	`member_id` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `member_identities_pk` ON `member_identities` (`provider`,`subject`);--> statement-breakpoint
CREATE INDEX `member_identities_member_idx` ON `member_identities` (`member_id`);--> statement-breakpoint
CREATE TABLE `auth_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `auth_attempts_key_at_idx` ON `auth_attempts` (`key`,`at`);--> statement-breakpoint
CREATE TABLE `email_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`member_id` text NOT NULL,
	`purpose` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE INDEX `email_tokens_member_idx` ON `email_tokens` (`member_id`,`purpose`);--> statement-breakpoint
CREATE TABLE `refresh_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`rotated_at` integer
);
--> statement-breakpoint
CREATE INDEX `refresh_tokens_family_idx` ON `refresh_tokens` (`family_id`);--> statement-breakpoint
CREATE TABLE `session_families` (
	`id` text PRIMARY KEY NOT NULL,
	`member_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`revoked_reason` text
);
--> statement-breakpoint
CREATE INDEX `session_families_member_idx` ON `session_families` (`member_id`);--> statement-breakpoint
CREATE TABLE `follows` (
	`member_id` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`member_id`, `target_type`, `target_id`)
);
--> statement-breakpoint
CREATE INDEX `follows_target_idx` ON `follows` (`target_type`,`target_id`);--> statement-breakpoint
CREATE INDEX `follows_member_created_idx` ON `follows` (`member_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `members` ADD `password_hash` text;--> statement-breakpoint
ALTER TABLE `members` ADD `email_verified_at` integer;--> statement-breakpoint
ALTER TABLE `members` ADD `email_alerts` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `members` ADD `email_follow_updates` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `members` ADD `email_newsletter` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `members` ADD `updated_at` integer;