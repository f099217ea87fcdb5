CREATE TABLE `alert_deliveries` (
	`alert_id` text NOT NULL,
	`listing_id` integer NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`alert_id`, `listing_id`)
);
--> statement-breakpoint
CREATE TABLE `alert_locations` (
	`location_id` integer NOT NULL,
	`mode` text NOT NULL,
	`alert_id` text NOT NULL,
	PRIMARY KEY(`location_id`, `mode`, `alert_id`)
);
--> statement-breakpoint
CREATE INDEX `alert_locations_alert_idx` ON `alert_locations` (`alert_id`);--> statement-breakpoint
CREATE TABLE `alert_new_listings` (
	`alert_id` text NOT NULL,
	`listing_id` integer NOT NULL,
	`matched_at` integer NOT NULL,
	PRIMARY KEY(`alert_id`, `listing_id`)
);
--> statement-breakpoint
CREATE TABLE `alerts` (
	`id` text PRIMARY KEY NOT NULL,
	`member_id` text NOT NULL,
	`name` text NOT NULL,
	`filter` text NOT NULL,
	`search` text NOT NULL,
	`mode` text NOT NULL,
	`price_min` integer,
	`price_max` integer,
	`property_type_mask` integer DEFAULT 0 NOT NULL,
	`bedrooms_mask` integer DEFAULT 0 NOT NULL,
	`bedrooms_min` integer,
	`bathrooms_mask` integer DEFAULT 0 NOT NULL,
	`bathrooms_min` integer,
	`car_spaces_mask` integer DEFAULT 0 NOT NULL,
	`car_spaces_min` integer,
	`frequency` text DEFAULT 'daily' NOT NULL,
	`push_enabled` integer DEFAULT false NOT NULL,
	`time_zone` text NOT NULL,
	`next_digest_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `alerts_member_created_idx` ON `alerts` (`member_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `alerts_digest_due_idx` ON `alerts` (`next_digest_at`);--> statement-breakpoint
CREATE TABLE `job_watermarks` (
	`name` text PRIMARY KEY NOT NULL,
	`value` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `listing_market_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`listing_id` integer NOT NULL,
	`kind` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER `listing_market_listed` AFTER INSERT ON `listings`
WHEN NEW.`status_type` IN ('buy', 'rent')
BEGIN
	INSERT INTO `listing_market_events` (`listing_id`, `kind`, `at`) VALUES (NEW.`id`, 'listed', CAST(strftime('%s', 'now') AS INTEGER) * 1000);
END;
--> statement-breakpoint
CREATE TRIGGER `listing_market_price_drop` AFTER UPDATE OF `price` ON `listings`
WHEN NEW.`status_type` IN ('buy', 'rent') AND NEW.`status_type` = OLD.`status_type` AND NEW.`price` < OLD.`price`
BEGIN
	INSERT INTO `listing_market_events` (`listing_id`, `kind`, `at`) VALUES (NEW.`id`, 'price_drop', CAST(strftime('%s', 'now') AS INTEGER) * 1000);
END;
--> statement-breakpoint
CREATE TRIGGER `listing_market_back_on_market` AFTER UPDATE OF `status_type` ON `listings`
WHEN NEW.`status_type` IN ('buy', 'rent') AND OLD.`status_type` <> NEW.`status_type`
BEGIN
	INSERT INTO `listing_market_events` (`listing_id`, `kind`, `at`) VALUES (NEW.`id`, 'back_on_market', CAST(strftime('%s', 'now') AS INTEGER) * 1000);
END;
