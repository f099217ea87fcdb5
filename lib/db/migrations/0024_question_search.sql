-- Full-text search over questions (SQLite FTS5, which D1 provides). The index holds its own copy
-- of each question's title and body and its place's name (so "school zones in Carlton" finds a
-- question asked about Carlton), keyed by the question's id. Triggers keep it in step with
-- `questions`; visibility is checked against `questions` when searching, so a hidden question
-- needs no index change. Porter stemming: "schools" finds "school".
CREATE VIRTUAL TABLE `questions_fts` USING fts5(title, body, place, tokenize = 'porter unicode61');
--> statement-breakpoint
INSERT INTO `questions_fts` (rowid, title, body, place)
SELECT q.id, q.title, q.body, coalesce(l.name, '') FROM `questions` q LEFT JOIN `locations` l ON l.id = q.location_id;
--> statement-breakpoint
CREATE TRIGGER `questions_fts_insert` AFTER INSERT ON `questions` BEGIN
  INSERT INTO `questions_fts` (rowid, title, body, place)
  VALUES (new.id, new.title, new.body, coalesce((SELECT name FROM `locations` WHERE id = new.location_id), ''));
END;
--> statement-breakpoint
CREATE TRIGGER `questions_fts_update` AFTER UPDATE OF title, body, location_id ON `questions` BEGIN
  DELETE FROM `questions_fts` WHERE rowid = old.id;
  INSERT INTO `questions_fts` (rowid, title, body, place)
  VALUES (new.id, new.title, new.body, coalesce((SELECT name FROM `locations` WHERE id = new.location_id), ''));
END;
--> statement-breakpoint
CREATE TRIGGER `questions_fts_delete` AFTER DELETE ON `questions` BEGIN
  DELETE FROM `questions_fts` WHERE rowid = old.id;
END;
