CREATE TABLE `agent_members` (
	`member_id` text PRIMARY KEY NOT NULL,
	`agent_id` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `agent_members_agent_uq` ON `agent_members` (`agent_id`);--> statement-breakpoint
CREATE TABLE `agent_reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`agent_id` integer NOT NULL,
	`member_id` text,
	`author_name` text NOT NULL,
	`rating` integer NOT NULL,
	`body` text NOT NULL,
	`is_vendor` integer DEFAULT false NOT NULL,
	`listing_id` integer,
	`reply` text,
	`replied_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `agent_reviews_agent_created_idx` ON `agent_reviews` (`agent_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `agent_reviews_agent_member_uq` ON `agent_reviews` (`agent_id`,`member_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `agent_reviews_listing_uq` ON `agent_reviews` (`listing_id`);--> statement-breakpoint
CREATE TABLE `vendor_review_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`agent_id` integer NOT NULL,
	`listing_id` integer NOT NULL,
	`vendor_name` text NOT NULL,
	`vendor_email` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vendor_review_requests_token_uq` ON `vendor_review_requests` (`token_hash`);--> statement-breakpoint
CREATE INDEX `vendor_review_requests_agent_idx` ON `vendor_review_requests` (`agent_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `vendor_review_requests_listing_uq` ON `vendor_review_requests` (`listing_id`);--> statement-breakpoint
CREATE INDEX `listings_agent_results_idx` ON `listings` (`agent_id`,`status_type`,`sold_at`,`leased_at`,`listed_at`,`price`,`suburb_id`,`property_type`);--> statement-breakpoint
CREATE INDEX `listings_suburb_agent_results_idx` ON `listings` (`suburb_id`,`status_type`,`agent_id`,`sold_at`,`leased_at`,`listed_at`,`price`,`property_type`);