CREATE TABLE `location_boundaries` (
	`location_id` integer PRIMARY KEY NOT NULL,
	`well_known_text` text NOT NULL,
	`min_latitude` real NOT NULL,
	`max_latitude` real NOT NULL,
	`min_longitude` real NOT NULL,
	`max_longitude` real NOT NULL
);
--> statement-breakpoint
CREATE TABLE `location_neighbours` (
	`location_id` integer NOT NULL,
	`neighbour_id` integer NOT NULL,
	`rank` integer NOT NULL,
	`distance_km` real NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `location_neighbours_pk` ON `location_neighbours` (`location_id`,`rank`);--> statement-breakpoint
CREATE TABLE `locations` (
	`id` integer PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`name` text NOT NULL,
	`search_name` text NOT NULL,
	`slug` text NOT NULL,
	`unique_uri` text NOT NULL,
	`state_code` text NOT NULL,
	`postcode` text,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`parent_id` integer,
	`state_id` integer,
	`region_id` integer,
	`area_id` integer,
	`suburb_id` integer,
	`council` text,
	`popularity` integer DEFAULT 0 NOT NULL,
	`median_sale_price` integer,
	`median_rent_price` integer,
	`listing_count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `locations_slug_uq` ON `locations` (`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `locations_unique_uri_uq` ON `locations` (`unique_uri`);--> statement-breakpoint
CREATE INDEX `locations_search_name_idx` ON `locations` (`search_name`,`popularity`);--> statement-breakpoint
CREATE INDEX `locations_postcode_idx` ON `locations` (`postcode`);--> statement-breakpoint
CREATE INDEX `locations_parent_idx` ON `locations` (`parent_id`);--> statement-breakpoint
CREATE INDEX `locations_type_state_idx` ON `locations` (`type`,`state_code`,`popularity`);--> statement-breakpoint
CREATE INDEX `locations_lat_lng_idx` ON `locations` (`latitude`,`longitude`);--> statement-breakpoint
CREATE TABLE `agents` (
	`id` integer PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`office_id` integer NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`job_title` text NOT NULL,
	`bio` text NOT NULL,
	`phone` text NOT NULL,
	`mobile` text NOT NULL,
	`email` text NOT NULL,
	`tier` text NOT NULL,
	`rating_average` real,
	`review_count` integer DEFAULT 0 NOT NULL,
	`years_experience` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `agents_username_uq` ON `agents` (`username`);--> statement-breakpoint
CREATE INDEX `agents_office_idx` ON `agents` (`office_id`);--> statement-breakpoint
CREATE TABLE `companies` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`brand_colour` text NOT NULL,
	`text_colour` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `companies_slug_uq` ON `companies` (`slug`);--> statement-breakpoint
CREATE TABLE `offices` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`phone` text NOT NULL,
	`email` text NOT NULL,
	`street_address` text NOT NULL,
	`suburb_id` integer NOT NULL,
	`state_code` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `offices_slug_uq` ON `offices` (`slug`);--> statement-breakpoint
CREATE INDEX `offices_company_idx` ON `offices` (`company_id`);--> statement-breakpoint
CREATE INDEX `offices_suburb_idx` ON `offices` (`suburb_id`);--> statement-breakpoint
CREATE TABLE `listing_agents` (
	`listing_id` integer NOT NULL,
	`agent_id` integer NOT NULL,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `listing_agents_pk` ON `listing_agents` (`listing_id`,`position`);--> statement-breakpoint
CREATE INDEX `listing_agents_agent_idx` ON `listing_agents` (`agent_id`);--> statement-breakpoint
CREATE TABLE `listing_inspections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`listing_id` integer NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `listing_inspections_listing_idx` ON `listing_inspections` (`listing_id`,`starts_at`);--> statement-breakpoint
CREATE TABLE `listing_media` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`listing_id` integer NOT NULL,
	`kind` text NOT NULL,
	`position` integer NOT NULL,
	`url` text NOT NULL,
	`caption` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `listing_media_listing_pos_uq` ON `listing_media` (`listing_id`,`kind`,`position`);--> statement-breakpoint
CREATE TABLE `listings` (
	`id` integer PRIMARY KEY NOT NULL,
	`status_type` text NOT NULL,
	`property_type` integer NOT NULL,
	`tier_type` text NOT NULL,
	`is_exclusive` integer DEFAULT false NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`suburb_id` integer NOT NULL,
	`state_code` text NOT NULL,
	`postcode` text NOT NULL,
	`street_number` text,
	`street_name` text NOT NULL,
	`address_hidden` integer DEFAULT false NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`price` integer,
	`price_text` text NOT NULL,
	`price_long_text` text NOT NULL,
	`bedrooms` integer NOT NULL,
	`bathrooms` integer NOT NULL,
	`car_spaces` integer NOT NULL,
	`feature_mask` integer DEFAULT 0 NOT NULL,
	`land_area` integer,
	`frontage` real,
	`land_depth_left` real,
	`land_depth_right` real,
	`estate` text,
	`building_area` integer,
	`energy_rating` real,
	`is_under_offer` integer DEFAULT false NOT NULL,
	`listed_at` integer NOT NULL,
	`auction_at` integer,
	`next_inspection_at` integer,
	`sold_at` integer,
	`sold_price` integer,
	`leased_at` integer,
	`bond` integer,
	`available_at` integer,
	`has_video` integer DEFAULT false NOT NULL,
	`has_virtual_tour` integer DEFAULT false NOT NULL,
	`photo_count` integer NOT NULL,
	`art_seed` integer NOT NULL,
	`agent_id` integer NOT NULL,
	`office_id` integer NOT NULL,
	`boost` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `listings_suburb_status_listed_idx` ON `listings` (`suburb_id`,`status_type`,`listed_at`);--> statement-breakpoint
CREATE INDEX `listings_suburb_status_price_idx` ON `listings` (`suburb_id`,`status_type`,`price`);--> statement-breakpoint
CREATE INDEX `listings_status_lat_lng_idx` ON `listings` (`status_type`,`latitude`,`longitude`);--> statement-breakpoint
CREATE INDEX `listings_office_status_listed_idx` ON `listings` (`office_id`,`status_type`,`listed_at`);--> statement-breakpoint
CREATE INDEX `listings_agent_idx` ON `listings` (`agent_id`);--> statement-breakpoint
CREATE INDEX `listings_status_listed_idx` ON `listings` (`status_type`,`listed_at`);--> statement-breakpoint
CREATE TABLE `members` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`role` text DEFAULT 'member' NOT NULL,
	`avatar_url` text,
	`agent_id` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `members_username_uq` ON `members` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `members_email_uq` ON `members` (`email`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`to_address` text NOT NULL,
	`from_address` text NOT NULL,
	`reply_to` text,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` integer NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_status_created_idx` ON `mail_outbox` (`status`,`created_at`);