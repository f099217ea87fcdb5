CREATE TABLE `experiment_variants` (
	`experiment_id` text NOT NULL,
	`name` text NOT NULL,
	`position` integer NOT NULL,
	`weight` integer NOT NULL,
	`feature_on` integer NOT NULL,
	PRIMARY KEY(`experiment_id`, `name`),
	FOREIGN KEY (`experiment_id`) REFERENCES `experiments`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "experiment_variants_weight_range" CHECK("experiment_variants"."weight" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE `experiments` (
	`id` text PRIMARY KEY NOT NULL,
	`environment` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`feature` text NOT NULL,
	`target_url` text,
	`state` text DEFAULT 'draft' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`started_at` integer,
	`stopped_at` integer
);
--> statement-breakpoint
CREATE INDEX `experiments_environment_state_idx` ON `experiments` (`environment`,`state`);--> statement-breakpoint
CREATE TABLE `platform_audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`subject` text NOT NULL,
	`detail` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `platform_audit_at_idx` ON `platform_audit` (`at`);--> statement-breakpoint
CREATE TABLE `platform_flags` (
	`environment` text NOT NULL,
	`key` text NOT NULL,
	`enabled` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`updated_by` text NOT NULL,
	PRIMARY KEY(`environment`, `key`)
);
--> statement-breakpoint
CREATE TABLE `tracking_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`at` integer NOT NULL,
	`agent_id` integer,
	`listing_id` integer,
	`listing_tier` text,
	`office_id` integer,
	`property_type` text,
	`listing_type` text,
	`estimate_price` integer,
	`num_beds` integer,
	`location_id` integer,
	`user_id` text,
	`experiments` text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `tracking_events_kind_at_idx` ON `tracking_events` (`kind`,`at`);--> statement-breakpoint
CREATE INDEX `tracking_events_listing_at_idx` ON `tracking_events` (`listing_id`,`at`);--> statement-breakpoint
CREATE INDEX `tracking_events_agent_at_idx` ON `tracking_events` (`agent_id`,`at`);