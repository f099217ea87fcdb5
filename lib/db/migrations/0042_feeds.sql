CREATE TABLE `feed_codes` (
	`code` text PRIMARY KEY NOT NULL,
	`office_id` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `feed_codes_office_idx` ON `feed_codes` (`office_id`);--> statement-breakpoint
CREATE TABLE `feed_key_offices` (
	`key_id` text NOT NULL,
	`office_id` integer NOT NULL,
	PRIMARY KEY(`key_id`, `office_id`)
);
--> statement-breakpoint
CREATE INDEX `feed_key_offices_office_idx` ON `feed_key_offices` (`office_id`);--> statement-breakpoint
CREATE TABLE `feed_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`prefix` text NOT NULL,
	`secret_hash` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`revoked_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `feed_keys_secret_hash_uq` ON `feed_keys` (`secret_hash`);--> statement-breakpoint
CREATE TABLE `feed_listings` (
	`office_id` integer NOT NULL,
	`unique_id` text NOT NULL,
	`listing_id` integer NOT NULL,
	`status` text NOT NULL,
	`mod_time` integer,
	`content_hash` text NOT NULL,
	`state` text NOT NULL,
	`applied_at` integer NOT NULL,
	`run_id` text NOT NULL,
	PRIMARY KEY(`office_id`, `unique_id`)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `feed_listings_listing_uq` ON `feed_listings` (`listing_id`);--> statement-breakpoint
CREATE TABLE `feed_run_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`run_id` text NOT NULL,
	`agent_id` text,
	`unique_id` text,
	`outcome` text NOT NULL,
	`listing_id` integer,
	`problems` text DEFAULT '[]' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `feed_run_items_run_idx` ON `feed_run_items` (`run_id`,`id`);--> statement-breakpoint
CREATE INDEX `feed_run_items_listing_idx` ON `feed_run_items` (`listing_id`);--> statement-breakpoint
CREATE TABLE `feed_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`key_id` text NOT NULL,
	`office_ids` text NOT NULL,
	`status` text NOT NULL,
	`raw_key` text,
	`created` integer DEFAULT 0 NOT NULL,
	`updated` integer DEFAULT 0 NOT NULL,
	`unchanged` integer DEFAULT 0 NOT NULL,
	`sold` integer DEFAULT 0 NOT NULL,
	`leased` integer DEFAULT 0 NOT NULL,
	`withdrawn` integer DEFAULT 0 NOT NULL,
	`offmarket` integer DEFAULT 0 NOT NULL,
	`rejected` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`finished_at` integer,
	`failure` text
);
--> statement-breakpoint
CREATE INDEX `feed_runs_key_idx` ON `feed_runs` (`key_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `listings` ADD `coordinate_precision` text DEFAULT 'address' NOT NULL;--> statement-breakpoint
ALTER TABLE `listings` ADD `editor_fields` text DEFAULT '[]' NOT NULL;