CREATE TABLE `location_market_rankings` (
	`place_id` integer NOT NULL,
	`ranking` text NOT NULL,
	`rank` integer NOT NULL,
	`suburb_id` integer NOT NULL,
	`value` integer NOT NULL,
	`sample` integer NOT NULL,
	`computed_at` integer NOT NULL,
	PRIMARY KEY(`place_id`, `ranking`, `rank`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `location_view_days` (
	`suburb_id` integer NOT NULL,
	`day` integer NOT NULL,
	`views` integer NOT NULL,
	PRIMARY KEY(`suburb_id`, `day`)
) WITHOUT ROWID;
--> statement-breakpoint
ALTER TABLE `location_market_medians` ADD `median_days_on_market` integer;
--> statement-breakpoint
-- A listing view recorded for reporting also counts for the listing's suburb, on its day in UTC+10
-- (36,000,000 ms), in the same statement: an upsert, so parallel views never lose a count.
CREATE TRIGGER `tracking_events_location_views` AFTER INSERT ON `tracking_events`
WHEN NEW.`kind` = 'listing' AND NEW.`listing_id` IS NOT NULL BEGIN
	INSERT INTO `location_view_days` (`suburb_id`, `day`, `views`)
	SELECT `suburb_id`, (NEW.`at` + 36000000) / 86400000, 1 FROM `listings` WHERE `id` = NEW.`listing_id`
	ON CONFLICT (`suburb_id`, `day`) DO UPDATE SET `views` = `views` + 1;
END;
