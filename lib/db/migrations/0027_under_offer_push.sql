CREATE TABLE `listing_under_offer` (
	`listing_id` integer PRIMARY KEY NOT NULL,
	`since` integer NOT NULL
);
--> statement-breakpoint
-- Since when a listing is under offer, whatever wrote the flag (agents' feeds, the seed, admin
-- edits), so a saved home can say "Under offer since <date>" (lib/collections/listing-state.ts).
-- Listings already under offer now get no row: the moment is not known, and a wrong date is worse.
CREATE TRIGGER `listings_under_offer_insert` AFTER INSERT ON `listings`
WHEN NEW.`is_under_offer` = 1 BEGIN
	INSERT OR REPLACE INTO `listing_under_offer` (`listing_id`, `since`)
	VALUES (NEW.`id`, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `listings_under_offer_set` AFTER UPDATE OF `is_under_offer` ON `listings`
WHEN NEW.`is_under_offer` = 1 AND OLD.`is_under_offer` = 0 BEGIN
	INSERT OR REPLACE INTO `listing_under_offer` (`listing_id`, `since`)
	VALUES (NEW.`id`, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `listings_under_offer_cleared` AFTER UPDATE OF `is_under_offer` ON `listings`
WHEN NEW.`is_under_offer` = 0 BEGIN
	DELETE FROM `listing_under_offer` WHERE `listing_id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_under_offer_delete` AFTER DELETE ON `listings` BEGIN
	DELETE FROM `listing_under_offer` WHERE `listing_id` = OLD.`id`;
END;
--> statement-breakpoint
-- Web Push subscriptions, one per member's browser (docs/alerts.md).
CREATE TABLE `push_subscriptions` (
	`endpoint` text PRIMARY KEY NOT NULL,
	`member_id` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `push_subscriptions_member_idx` ON `push_subscriptions` (`member_id`);
--> statement-breakpoint
-- The alert tick prunes market events the matcher has passed once they are a week old, oldest
-- first: this index makes that a range read instead of a scan of the week it keeps.
CREATE INDEX `listing_market_events_at_idx` ON `listing_market_events` (`at`);
