-- Web Push notifications an instant alert delivery owes, one per (delivery, browser): written with
-- the alert's e-mail in one transaction, claimed while sent, kept a week once sent (docs/alerts.md).
CREATE TABLE `alert_pushes` (
	`delivery_id` text NOT NULL,
	`endpoint` text NOT NULL,
	`alert_id` text NOT NULL,
	`payload` text NOT NULL,
	`claimed_until` integer DEFAULT 0 NOT NULL,
	`sent_at` integer,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`delivery_id`, `endpoint`)
);
--> statement-breakpoint
CREATE INDEX `alert_pushes_alert_idx` ON `alert_pushes` (`alert_id`,`sent_at`);
--> statement-breakpoint
CREATE INDEX `alert_pushes_created_idx` ON `alert_pushes` (`created_at`);
