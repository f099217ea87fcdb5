-- Reports a moderator has decided on are settled, not deleted: they stop counting towards holding
-- the post, and their rows keep the same members from reporting a restored post again.
ALTER TABLE `post_reports` ADD `settled_at` integer;
--> statement-breakpoint
-- Visible and unanswered questions per place (location 0: the whole country), so a Q&A page knows
-- its page count without counting rows per request. Triggers below keep them in step.
CREATE TABLE `question_counts` (
	`location_id` integer PRIMARY KEY NOT NULL,
	`visible` integer DEFAULT 0 NOT NULL,
	`unanswered` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `question_counts` (`location_id`, `visible`, `unanswered`)
SELECT `location_id`, count(*), sum(`answer_count` = 0) FROM `questions` WHERE `visibility` = 'visible' GROUP BY `location_id`
UNION ALL
SELECT 0, count(*), coalesce(sum(`answer_count` = 0), 0) FROM `questions` WHERE `visibility` = 'visible';
--> statement-breakpoint
CREATE TRIGGER `question_counts_insert` AFTER INSERT ON `questions` WHEN NEW.`visibility` = 'visible' BEGIN
	INSERT INTO `question_counts` (`location_id`, `visible`, `unanswered`)
	VALUES (NEW.`location_id`, 1, NEW.`answer_count` = 0), (0, 1, NEW.`answer_count` = 0)
	ON CONFLICT (`location_id`) DO UPDATE SET `visible` = `visible` + 1, `unanswered` = `unanswered` + excluded.`unanswered`;
END;
--> statement-breakpoint
CREATE TRIGGER `question_counts_update` AFTER UPDATE OF `visibility`, `answer_count`, `location_id` ON `questions`
WHEN (OLD.`visibility` = 'visible' OR NEW.`visibility` = 'visible') AND (OLD.`visibility` IS NOT NEW.`visibility`
	OR (OLD.`answer_count` = 0) IS NOT (NEW.`answer_count` = 0) OR OLD.`location_id` IS NOT NEW.`location_id`) BEGIN
	UPDATE `question_counts`
	SET `visible` = `visible` - 1, `unanswered` = `unanswered` - (OLD.`answer_count` = 0)
	WHERE OLD.`visibility` = 'visible' AND `location_id` IN (OLD.`location_id`, 0);
	INSERT INTO `question_counts` (`location_id`, `visible`, `unanswered`)
	SELECT NEW.`location_id`, 1, NEW.`answer_count` = 0 WHERE NEW.`visibility` = 'visible'
	UNION ALL SELECT 0, 1, NEW.`answer_count` = 0 WHERE NEW.`visibility` = 'visible'
	ON CONFLICT (`location_id`) DO UPDATE SET `visible` = `visible` + 1, `unanswered` = `unanswered` + excluded.`unanswered`;
END;
--> statement-breakpoint
CREATE TRIGGER `question_counts_delete` AFTER DELETE ON `questions` WHEN OLD.`visibility` = 'visible' BEGIN
	UPDATE `question_counts`
	SET `visible` = `visible` - 1, `unanswered` = `unanswered` - (OLD.`answer_count` = 0)
	WHERE `location_id` IN (OLD.`location_id`, 0);
END;
--> statement-breakpoint
-- Each reviewed place's sums over its visible reviews, for rankings that read one row per place.
CREATE TABLE `location_review_stats` (
	`location_id` integer PRIMARY KEY NOT NULL,
	`place_type` text NOT NULL,
	`region_id` integer,
	`state_id` integer,
	`review_count` integer DEFAULT 0 NOT NULL,
	`rating_sum` integer DEFAULT 0 NOT NULL,
	`safety_sum` integer DEFAULT 0 NOT NULL,
	`safety_count` integer DEFAULT 0 NOT NULL,
	`family_friendliness_sum` integer DEFAULT 0 NOT NULL,
	`family_friendliness_count` integer DEFAULT 0 NOT NULL,
	`community_spirit_sum` integer DEFAULT 0 NOT NULL,
	`community_spirit_count` integer DEFAULT 0 NOT NULL,
	`transport_sum` integer DEFAULT 0 NOT NULL,
	`transport_count` integer DEFAULT 0 NOT NULL,
	`school_access_sum` integer DEFAULT 0 NOT NULL,
	`school_access_count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `location_review_stats_region_idx` ON `location_review_stats` (`region_id`,`place_type`);
--> statement-breakpoint
CREATE INDEX `location_review_stats_state_idx` ON `location_review_stats` (`state_id`,`place_type`);
--> statement-breakpoint
INSERT INTO `location_review_stats`
SELECT r.`location_id`, l.`type`, l.`region_id`, l.`state_id`, count(*), sum(r.`rating`),
	coalesce(sum(r.`safety`), 0), count(r.`safety`),
	coalesce(sum(r.`family_friendliness`), 0), count(r.`family_friendliness`),
	coalesce(sum(r.`community_spirit`), 0), count(r.`community_spirit`),
	coalesce(sum(r.`transport`), 0), count(r.`transport`),
	coalesce(sum(r.`school_access`), 0), count(r.`school_access`)
FROM `location_reviews` r JOIN `locations` l ON l.`id` = r.`location_id`
WHERE r.`visibility` = 'visible' GROUP BY r.`location_id`;
--> statement-breakpoint
-- A review leaves its place's sums when it stops being visible or changes (the old row), and
-- enters them when it is visible (the new row); an edit is both.
CREATE TRIGGER `location_review_stats_insert` AFTER INSERT ON `location_reviews` WHEN NEW.`visibility` = 'visible' BEGIN
	INSERT INTO `location_review_stats` (`location_id`, `place_type`, `region_id`, `state_id`, `review_count`, `rating_sum`,
		`safety_sum`, `safety_count`, `family_friendliness_sum`, `family_friendliness_count`, `community_spirit_sum`,
		`community_spirit_count`, `transport_sum`, `transport_count`, `school_access_sum`, `school_access_count`)
	SELECT NEW.`location_id`, coalesce(l.`type`, 'suburb'), l.`region_id`, l.`state_id`, 1, NEW.`rating`,
		coalesce(NEW.`safety`, 0), NEW.`safety` IS NOT NULL, coalesce(NEW.`family_friendliness`, 0), NEW.`family_friendliness` IS NOT NULL,
		coalesce(NEW.`community_spirit`, 0), NEW.`community_spirit` IS NOT NULL, coalesce(NEW.`transport`, 0), NEW.`transport` IS NOT NULL,
		coalesce(NEW.`school_access`, 0), NEW.`school_access` IS NOT NULL
	FROM (SELECT 1) LEFT JOIN `locations` l ON l.`id` = NEW.`location_id`
	WHERE true
	ON CONFLICT (`location_id`) DO UPDATE SET
		`review_count` = `review_count` + 1, `rating_sum` = `rating_sum` + excluded.`rating_sum`,
		`safety_sum` = `safety_sum` + excluded.`safety_sum`, `safety_count` = `safety_count` + excluded.`safety_count`,
		`family_friendliness_sum` = `family_friendliness_sum` + excluded.`family_friendliness_sum`,
		`family_friendliness_count` = `family_friendliness_count` + excluded.`family_friendliness_count`,
		`community_spirit_sum` = `community_spirit_sum` + excluded.`community_spirit_sum`,
		`community_spirit_count` = `community_spirit_count` + excluded.`community_spirit_count`,
		`transport_sum` = `transport_sum` + excluded.`transport_sum`, `transport_count` = `transport_count` + excluded.`transport_count`,
		`school_access_sum` = `school_access_sum` + excluded.`school_access_sum`,
		`school_access_count` = `school_access_count` + excluded.`school_access_count`;
END;
--> statement-breakpoint
CREATE TRIGGER `location_review_stats_update_old` AFTER UPDATE OF `visibility`, `rating`, `safety`, `family_friendliness`,
	`community_spirit`, `transport`, `school_access`, `location_id` ON `location_reviews` WHEN OLD.`visibility` = 'visible' BEGIN
	UPDATE `location_review_stats` SET
		`review_count` = `review_count` - 1, `rating_sum` = `rating_sum` - OLD.`rating`,
		`safety_sum` = `safety_sum` - coalesce(OLD.`safety`, 0), `safety_count` = `safety_count` - (OLD.`safety` IS NOT NULL),
		`family_friendliness_sum` = `family_friendliness_sum` - coalesce(OLD.`family_friendliness`, 0),
		`family_friendliness_count` = `family_friendliness_count` - (OLD.`family_friendliness` IS NOT NULL),
		`community_spirit_sum` = `community_spirit_sum` - coalesce(OLD.`community_spirit`, 0),
		`community_spirit_count` = `community_spirit_count` - (OLD.`community_spirit` IS NOT NULL),
		`transport_sum` = `transport_sum` - coalesce(OLD.`transport`, 0), `transport_count` = `transport_count` - (OLD.`transport` IS NOT NULL),
		`school_access_sum` = `school_access_sum` - coalesce(OLD.`school_access`, 0),
		`school_access_count` = `school_access_count` - (OLD.`school_access` IS NOT NULL)
	WHERE `location_id` = OLD.`location_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `location_review_stats_update_new` AFTER UPDATE OF `visibility`, `rating`, `safety`, `family_friendliness`,
	`community_spirit`, `transport`, `school_access`, `location_id` ON `location_reviews` WHEN NEW.`visibility` = 'visible' BEGIN
	INSERT INTO `location_review_stats` (`location_id`, `place_type`, `region_id`, `state_id`, `review_count`, `rating_sum`,
		`safety_sum`, `safety_count`, `family_friendliness_sum`, `family_friendliness_count`, `community_spirit_sum`,
		`community_spirit_count`, `transport_sum`, `transport_count`, `school_access_sum`, `school_access_count`)
	SELECT NEW.`location_id`, coalesce(l.`type`, 'suburb'), l.`region_id`, l.`state_id`, 1, NEW.`rating`,
		coalesce(NEW.`safety`, 0), NEW.`safety` IS NOT NULL, coalesce(NEW.`family_friendliness`, 0), NEW.`family_friendliness` IS NOT NULL,
		coalesce(NEW.`community_spirit`, 0), NEW.`community_spirit` IS NOT NULL, coalesce(NEW.`transport`, 0), NEW.`transport` IS NOT NULL,
		coalesce(NEW.`school_access`, 0), NEW.`school_access` IS NOT NULL
	FROM (SELECT 1) LEFT JOIN `locations` l ON l.`id` = NEW.`location_id`
	WHERE true
	ON CONFLICT (`location_id`) DO UPDATE SET
		`review_count` = `review_count` + 1, `rating_sum` = `rating_sum` + excluded.`rating_sum`,
		`safety_sum` = `safety_sum` + excluded.`safety_sum`, `safety_count` = `safety_count` + excluded.`safety_count`,
		`family_friendliness_sum` = `family_friendliness_sum` + excluded.`family_friendliness_sum`,
		`family_friendliness_count` = `family_friendliness_count` + excluded.`family_friendliness_count`,
		`community_spirit_sum` = `community_spirit_sum` + excluded.`community_spirit_sum`,
		`community_spirit_count` = `community_spirit_count` + excluded.`community_spirit_count`,
		`transport_sum` = `transport_sum` + excluded.`transport_sum`, `transport_count` = `transport_count` + excluded.`transport_count`,
		`school_access_sum` = `school_access_sum` + excluded.`school_access_sum`,
		`school_access_count` = `school_access_count` + excluded.`school_access_count`;
END;
--> statement-breakpoint
CREATE TRIGGER `location_review_stats_delete` AFTER DELETE ON `location_reviews` WHEN OLD.`visibility` = 'visible' BEGIN
	UPDATE `location_review_stats` SET
		`review_count` = `review_count` - 1, `rating_sum` = `rating_sum` - OLD.`rating`,
		`safety_sum` = `safety_sum` - coalesce(OLD.`safety`, 0), `safety_count` = `safety_count` - (OLD.`safety` IS NOT NULL),
		`family_friendliness_sum` = `family_friendliness_sum` - coalesce(OLD.`family_friendliness`, 0),
		`family_friendliness_count` = `family_friendliness_count` - (OLD.`family_friendliness` IS NOT NULL),
		`community_spirit_sum` = `community_spirit_sum` - coalesce(OLD.`community_spirit`, 0),
		`community_spirit_count` = `community_spirit_count` - (OLD.`community_spirit` IS NOT NULL),
		`transport_sum` = `transport_sum` - coalesce(OLD.`transport`, 0), `transport_count` = `transport_count` - (OLD.`transport` IS NOT NULL),
		`school_access_sum` = `school_access_sum` - coalesce(OLD.`school_access`, 0),
		`school_access_count` = `school_access_count` - (OLD.`school_access` IS NOT NULL)
	WHERE `location_id` = OLD.`location_id`;
END;
