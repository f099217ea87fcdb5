CREATE TABLE `listing_first_prices` (
	`listing_id` integer PRIMARY KEY NOT NULL,
	`price` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `location_market_medians` (
	`suburb_id` integer NOT NULL,
	`status_type` text NOT NULL,
	`property_type` integer NOT NULL,
	`bedrooms` integer NOT NULL,
	`listings` integer NOT NULL,
	`median_price` integer,
	PRIMARY KEY(`suburb_id`, `status_type`, `property_type`, `bedrooms`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `location_market_months` (
	`suburb_id` integer NOT NULL,
	`status_type` text NOT NULL,
	`property_type` integer NOT NULL,
	`month` integer NOT NULL,
	`listings` integer NOT NULL,
	`median_price` integer,
	`median_days_on_market` integer NOT NULL,
	`asked` integer NOT NULL,
	`below_asking` integer NOT NULL,
	PRIMARY KEY(`suburb_id`, `status_type`, `property_type`, `month`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `location_market_stale` (
	`suburb_id` integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- A sale listing's first asking price, kept in the transaction of every listing write: the first
-- price a 'buy' listing has is kept; later price changes leave it (lib/db/schema/location-market.ts).
CREATE TRIGGER `listings_first_price_insert` AFTER INSERT ON `listings`
WHEN NEW.`status_type` = 'buy' AND NEW.`price` IS NOT NULL BEGIN
	INSERT OR IGNORE INTO `listing_first_prices` (`listing_id`, `price`) VALUES (NEW.`id`, NEW.`price`);
END;
--> statement-breakpoint
CREATE TRIGGER `listings_first_price_update` AFTER UPDATE OF `status_type`, `price` ON `listings`
WHEN NEW.`status_type` = 'buy' AND NEW.`price` IS NOT NULL BEGIN
	INSERT OR IGNORE INTO `listing_first_prices` (`listing_id`, `price`) VALUES (NEW.`id`, NEW.`price`);
END;
--> statement-breakpoint
CREATE TRIGGER `listings_first_price_delete` AFTER DELETE ON `listings` BEGIN
	DELETE FROM `listing_first_prices` WHERE `listing_id` = OLD.`id`;
END;
--> statement-breakpoint
-- A write that changes a suburb's sales or leases marks its market figures stale; the scheduled
-- Worker recomputes marked suburbs (lib/services/locations/market-refresh.ts).
CREATE TRIGGER `listings_market_stale_insert` AFTER INSERT ON `listings`
WHEN NEW.`status_type` IN ('sold', 'leased') BEGIN
	INSERT OR IGNORE INTO `location_market_stale` (`suburb_id`) VALUES (NEW.`suburb_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `listings_market_stale_update` AFTER UPDATE OF `suburb_id`, `status_type`, `property_type`, `bedrooms`, `price`, `listed_at`, `sold_at`, `leased_at` ON `listings`
WHEN NEW.`status_type` IN ('sold', 'leased') OR OLD.`status_type` IN ('sold', 'leased') BEGIN
	INSERT OR IGNORE INTO `location_market_stale` (`suburb_id`) VALUES (OLD.`suburb_id`);
	INSERT OR IGNORE INTO `location_market_stale` (`suburb_id`) VALUES (NEW.`suburb_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `listings_market_stale_delete` AFTER DELETE ON `listings`
WHEN OLD.`status_type` IN ('sold', 'leased') BEGIN
	INSERT OR IGNORE INTO `location_market_stale` (`suburb_id`) VALUES (OLD.`suburb_id`);
END;
--> statement-breakpoint
-- Every suburb with history starts stale, so the first scheduled runs compute what the seed did not.
INSERT OR IGNORE INTO `location_market_stale` (`suburb_id`)
SELECT DISTINCT `suburb_id` FROM `listings` WHERE `status_type` IN ('sold', 'leased');
