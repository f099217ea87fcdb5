CREATE TABLE `agent_transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`agent_id` integer NOT NULL,
	`kind` text NOT NULL,
	`address` text NOT NULL,
	`suburb_id` integer NOT NULL,
	`property_type` text NOT NULL,
	`price` integer,
	`date` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `agent_transactions_agent_date_idx` ON `agent_transactions` (`agent_id`,`date`);--> statement-breakpoint
CREATE TABLE `appraisal_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`request_id` text NOT NULL,
	`agent_id` integer NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`address` text NOT NULL,
	`suburb_id` integer NOT NULL,
	`message` text NOT NULL,
	`member_id` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `appraisal_requests_email_created_idx` ON `appraisal_requests` (`email`,`created_at`);--> statement-breakpoint
CREATE INDEX `appraisal_requests_agent_created_idx` ON `appraisal_requests` (`agent_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `agents` ADD `social_links` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `agents` ADD `videos` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `agents` ADD `awards` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `agents` ADD `fees_text` text;--> statement-breakpoint
CREATE INDEX `listing_enquiries_agent_created_idx` ON `listing_enquiries` (`agent_id`,`created_at`);