-- `price` of a listing for sale holds only what its agent published: the price, or the lower bound
-- of a range, "from" or "offers over" (the first dollar amount of `price_text`, as
-- lib/listings/disclosed-price.ts reads it), and NULL when the text publishes none ("Auction",
-- "Contact agent", "Expressions of Interest"). Data written before held the agent's private guide
-- there, which price sorts and filters then revealed. Rent, leased and sold rows already hold
-- published figures (a withheld sold price is NULL). The stats triggers follow the update.
UPDATE `listings` SET `price` = CASE
	WHEN instr(`price_text`, '$') = 0 THEN NULL
	ELSE CAST(replace(
		substr(`price_text`, instr(`price_text`, '$') + 1,
			CASE WHEN instr(substr(`price_text`, instr(`price_text`, '$') + 1), ' ') = 0 THEN length(`price_text`)
			ELSE instr(substr(`price_text`, instr(`price_text`, '$') + 1), ' ') - 1 END),
		',', '') AS INTEGER)
END
WHERE `status_type` = 'buy';
