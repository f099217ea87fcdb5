CREATE TABLE `schools` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`level` text NOT NULL,
	`sector` text NOT NULL,
	`year_range` text NOT NULL,
	`gender` text DEFAULT 'coed' NOT NULL,
	`enrolments` integer NOT NULL,
	`suburb_id` integer NOT NULL,
	`state_code` text NOT NULL,
	`postcode` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL
);
--> statement-breakpoint
CREATE INDEX `schools_state_latitude_idx` ON `schools` (`state_code`,`latitude`,`longitude`);--> statement-breakpoint
CREATE TABLE `listing_enquiries` (
	`id` text PRIMARY KEY NOT NULL,
	`listing_id` integer NOT NULL,
	`agent_id` integer NOT NULL,
	`office_id` integer NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`message` text NOT NULL,
	`reasons` text DEFAULT '[]' NOT NULL,
	`member_id` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `listing_enquiries_email_created_idx` ON `listing_enquiries` (`email`,`created_at`);--> statement-breakpoint
CREATE INDEX `listing_enquiries_listing_idx` ON `listing_enquiries` (`listing_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `listing_removals` (
	`listing_id` integer PRIMARY KEY NOT NULL,
	`removed_at` integer NOT NULL,
	`status_type` text NOT NULL,
	`property_type` integer NOT NULL,
	`bedrooms` integer NOT NULL,
	`price` integer,
	`suburb_id` integer NOT NULL,
	`state_code` text NOT NULL,
	`postcode` text NOT NULL,
	`title` text NOT NULL,
	`display_address` text NOT NULL
);
