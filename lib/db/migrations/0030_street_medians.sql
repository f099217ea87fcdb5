CREATE TABLE `location_street_medians` (
	`suburb_id` integer NOT NULL,
	`street_name` text NOT NULL,
	`status_type` text NOT NULL,
	`listings` integer NOT NULL,
	`median_price` integer,
	PRIMARY KEY(`suburb_id`, `street_name`, `status_type`)
) WITHOUT ROWID;
