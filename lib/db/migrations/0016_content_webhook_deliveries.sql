CREATE TABLE `content_webhook_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`received_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `content_webhook_deliveries_received_at_idx` ON `content_webhook_deliveries` (`received_at`);