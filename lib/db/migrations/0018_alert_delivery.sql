-- Alert delivery: outbox headers (List-Unsubscribe), a matching index that never visits `alerts`,
-- a listing index on the new-home markers, and a cap of 100 markers per alert.
ALTER TABLE `mail_outbox` ADD `headers` text;
--> statement-breakpoint
-- The matching index is rebuilt clustered on its key with the alert's match columns copied in:
-- one new listing reads a contiguous run of rows per place instead of one `alerts` lookup per
-- candidate (docs/alerts.md, "Benchmark").
CREATE TABLE `alert_locations_new` (
	`location_id` integer NOT NULL,
	`mode` text NOT NULL,
	`alert_id` text NOT NULL,
	`price_min` integer,
	`price_max` integer,
	`property_type_mask` integer DEFAULT 0 NOT NULL,
	`bedrooms_mask` integer DEFAULT 0 NOT NULL,
	`bedrooms_min` integer,
	`bathrooms_mask` integer DEFAULT 0 NOT NULL,
	`bathrooms_min` integer,
	`car_spaces_mask` integer DEFAULT 0 NOT NULL,
	`car_spaces_min` integer,
	PRIMARY KEY(`location_id`, `mode`, `alert_id`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `alert_locations_new`
SELECT al.`location_id`, al.`mode`, al.`alert_id`, a.`price_min`, a.`price_max`, a.`property_type_mask`,
	a.`bedrooms_mask`, a.`bedrooms_min`, a.`bathrooms_mask`, a.`bathrooms_min`, a.`car_spaces_mask`, a.`car_spaces_min`
FROM `alert_locations` al JOIN `alerts` a ON a.`id` = al.`alert_id`;
--> statement-breakpoint
DROP TABLE `alert_locations`;
--> statement-breakpoint
ALTER TABLE `alert_locations_new` RENAME TO `alert_locations`;
--> statement-breakpoint
CREATE INDEX `alert_locations_alert_idx` ON `alert_locations` (`alert_id`);
--> statement-breakpoint
CREATE INDEX `alert_new_listings_listing_idx` ON `alert_new_listings` (`listing_id`);
--> statement-breakpoint
-- A member needs at most the newest 100 unseen homes of an alert (the alerts page lists 100, an
-- e-mail shows 10): beyond that the oldest marker goes, so an alert that fits everything cannot
-- grow without bound. The check reads at most 101 keys of the alert's own range.
CREATE TRIGGER `alert_new_listings_cap` AFTER INSERT ON `alert_new_listings`
WHEN (SELECT count(*) FROM (SELECT 1 FROM `alert_new_listings` WHERE `alert_id` = NEW.`alert_id` LIMIT 101)) > 100
BEGIN
	DELETE FROM `alert_new_listings` WHERE `alert_id` = NEW.`alert_id` AND `listing_id` NOT IN (
		SELECT `listing_id` FROM `alert_new_listings` WHERE `alert_id` = NEW.`alert_id`
		ORDER BY `matched_at` DESC, `listing_id` DESC LIMIT 100
	);
END;
