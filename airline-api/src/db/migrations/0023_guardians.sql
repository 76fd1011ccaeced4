-- Decision 50: every child and infant names the adult it travels with (order_passenger.guardian_passenger_id).
-- Orders made before the booking kept the family's choice get the guardian the position rule gave them:
-- each infant rides on the lap of the next adult in passenger order who carries none yet, every child travels
-- with the first adult. Passengers added later (add-people) already name theirs and are left as they are.
WITH carriers AS (
	SELECT a.order_no, a.passenger_id,
		row_number() OVER (PARTITION BY a.order_no ORDER BY a.psg_index) AS n
	FROM order_passenger a
	WHERE a.type = 'ADT'
		AND NOT EXISTS (
			SELECT 1 FROM order_passenger i
			WHERE i.order_no = a.order_no AND i.type = 'INF' AND i.guardian_passenger_id = a.passenger_id
		)
), infants AS (
	SELECT order_no, psg_index,
		row_number() OVER (PARTITION BY order_no ORDER BY psg_index) AS n
	FROM order_passenger
	WHERE type = 'INF' AND guardian_passenger_id IS NULL
)
UPDATE order_passenger p
SET guardian_passenger_id = c.passenger_id
FROM infants i
JOIN carriers c ON c.order_no = i.order_no AND c.n = i.n
WHERE p.order_no = i.order_no AND p.psg_index = i.psg_index;
--> statement-breakpoint
UPDATE order_passenger p
SET guardian_passenger_id = (
	SELECT a.passenger_id FROM order_passenger a
	WHERE a.order_no = p.order_no AND a.type = 'ADT'
	ORDER BY a.psg_index
	LIMIT 1
)
WHERE p.type = 'CHD' AND p.guardian_passenger_id IS NULL;
