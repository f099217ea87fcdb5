CREATE TABLE `staff_roles` (
	`member_id` text NOT NULL,
	`role` text NOT NULL,
	`office_id` integer DEFAULT 0 NOT NULL,
	`granted_by` text NOT NULL,
	`granted_at` integer NOT NULL,
	PRIMARY KEY(`member_id`, `role`, `office_id`)
);
--> statement-breakpoint
CREATE INDEX `staff_roles_role_idx` ON `staff_roles` (`role`,`office_id`);--> statement-breakpoint
CREATE TABLE `staff_second_factors` (
	`member_id` text PRIMARY KEY NOT NULL,
	`sealed_secret` text NOT NULL,
	`created_at` integer NOT NULL,
	`confirmed_at` integer,
	`last_step` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `staff_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`member_id` text NOT NULL,
	`member_session_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer
);
--> statement-breakpoint
CREATE INDEX `staff_sessions_member_idx` ON `staff_sessions` (`member_id`);--> statement-breakpoint
ALTER TABLE `platform_audit` ADD `actor_member_id` text;--> statement-breakpoint
ALTER TABLE `platform_audit` ADD `actor_role` text;--> statement-breakpoint
ALTER TABLE `platform_audit` ADD `before` text;--> statement-breakpoint
-- Members who held the old 'admin' account role keep it as a staff role; their account becomes a
-- member's (or an agent's, when linked to an agent profile) again.
INSERT OR IGNORE INTO `staff_roles` (`member_id`, `role`, `office_id`, `granted_by`, `granted_at`)
SELECT `id`, 'admin', 0, 'migration 0038', CAST(strftime('%s', 'now') AS integer) * 1000 FROM `members` WHERE `role` = 'admin';--> statement-breakpoint
UPDATE `members` SET `role` = CASE WHEN `agent_id` IS NULL THEN 'member' ELSE 'agent' END WHERE `role` = 'admin';
